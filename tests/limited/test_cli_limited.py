"""`tourney limited setup|pods|packs|pool|draft ...`."""

from __future__ import annotations

import json
from collections import Counter

import pytest


def test_packs_json_is_a_list_of_packs_of_cards_with_number_and_rarity(tourney):
    outcome = tourney("limited", "packs", "CN", "--count", "3", "--seed", "9", "--json")
    assert outcome.code == 0, outcome.err
    packs = outcome.json()
    assert len(packs) == 3
    for pack in packs:
        assert len(pack) == 12
        assert Counter(c["rarity"] for c in pack[:11]) == {"U": 3, "R": 1, "C": 7}
        assert all(c["number"].startswith("CN") for c in pack)
    again = tourney("limited", "packs", "CN", "--count", "3", "--seed", "9", "--json").json()
    assert again == packs


def test_packs_of_a_set_without_boosters_is_refused(tourney):
    outcome = tourney("limited", "packs", "RR", "--count", "1", "--seed", "1")
    assert outcome.code == 2
    assert "Rock N' Rave was not sold in booster packs" in outcome.err


def test_pods_seats_everyone_and_shows_pass_directions(tourney, cli_event):
    event = cli_event("draft", players=12)
    assert tourney("limited", "setup", event, "--block", "odyssey").code == 0
    outcome = tourney("limited", "pods", event, "--seed", "3", "--json")
    assert outcome.code == 0, outcome.err
    data = outcome.json()
    assert [len(p["seats"]) for p in data["pods"]] == [6, 6]
    assert [(p["set"], p["passes"]) for p in data["packs"]] == [
        ("MT", "left"), ("MT", "right"), ("HM", "left"), ("EO", "right"),
    ]  # fmt: skip
    assert data["same_pod_only"] is True
    seated = sorted(s["player"] for p in data["pods"] for s in p["seats"])
    assert seated == [f"Player {n:02d}" for n in range(1, 13)]
    text = tourney("limited", "pods", event, "--seed", "3").out
    assert "Pod 1:" in text and "pass the rest to your LEFT" in text


def test_pool_generate_then_show_and_register_from_a_file(tourney, cli_event, tmp_path):
    event = cli_event("sealed", players=2)
    assert tourney("limited", "setup", event, "--block", "premiere").code == 0
    generated = tourney(
        "limited", "pool", event, "Player 01", "--generate", "--seed", "5", "--json"
    )
    assert generated.code == 0, generated.err
    data = generated.json()
    assert data["source"] == "generated" and data["total"] == 96
    assert {c["number"][:2] for c in data["cards"]} == {"PR", "CN", "CG", "AD"}
    shown = tourney("limited", "pool", event, "Player 01", "--show")
    assert shown.out.startswith("# Player 01's pool (generated)")
    sheet = tmp_path / "pool.txt"
    sheet.write_text("3x Jetstream, All Heart\n1x PR10\n", encoding="utf-8")
    typed = tourney("limited", "pool", event, "Player 02", "--file", str(sheet), "--json")
    assert typed.code == 0, typed.err
    assert typed.json()["total"] == 4 and typed.json()["source"] == "opened"
    assert "collector number only" in typed.err


def test_a_pool_file_naming_no_card_is_refused_and_nothing_stored(tourney, cli_event, tmp_path):
    event = cli_event("sealed", players=1)
    sheet = tmp_path / "pool.txt"
    sheet.write_text("1x Twilight Sparkle, Nopony\n", encoding="utf-8")
    outcome = tourney("limited", "pool", event, "Player 01", "--file", str(sheet))
    assert outcome.code == 2
    assert "Player 01's pool: line 1" in outcome.err
    assert tourney("limited", "pool", event, "Player 01", "--show").code == 1


def test_a_practice_draft_registers_drafted_pools(tourney, cli_event):
    event = cli_event("draft", players=4)
    assert tourney("limited", "setup", event, "--block", "premiere").code == 0
    assert tourney("limited", "pods", event).code == 0
    outcome = tourney("limited", "draft", "simulate", event, "--seed", "2")
    assert outcome.code == 0, outcome.err
    assert outcome.out.count("48 cards drafted") == 4
    pool = tourney("limited", "pool", event, "Player 03", "--json").json()
    assert pool["source"] == "drafted" and pool["total"] == 48


def _started_draft(tourney, cli_event) -> str:
    event = cli_event("draft", players=4)
    assert tourney("limited", "setup", event, "--block", "premiere").code == 0
    assert tourney("limited", "pods", event).code == 0
    started = tourney("limited", "draft", "start", event, "--pod", "1", "--seed", "3")
    assert started.code == 0, started.err
    assert "draft started (seed 3), 4 seats" in started.out
    return event


def test_draft_picks_entered_one_command_at_a_time_resume_from_the_database(tourney, cli_event):
    event = _started_draft(tourney, cli_event)
    shown = tourney("limited", "draft", "show", event, "--pod", "1", "--json").json()
    assert (shown["pack"], shown["pick"], shown["passes"]) == (1, 1, "left")
    assert shown["waiting"] == [1, 2, 3, 4]
    packs = {s["seat"]: s["pack"] for s in shown["seats"]}
    assert all(len(pack) == 12 for pack in packs.values())

    for seat in (1, 2, 3):
        card = packs[seat][0]
        picked = tourney(
            "limited", "draft", "pick", event, "--pod", "1", "--seat", str(seat), card["number"]
        )
        assert picked.code == 0, picked.err
        assert f"seat {seat} (" in picked.out and card["name"] in picked.out
    mid = tourney("limited", "draft", "show", event, "--pod", "1", "--json").json()
    assert mid["waiting"] == [4]
    assert mid["seats"][0]["picked"] == packs[1][0]
    text = tourney("limited", "draft", "show", event, "--pod", "1").out
    assert "pack 1 of 4" in text and "passing LEFT" in text and "seats still to pick: 4" in text

    last = tourney(
        "limited", "draft", "pick", event, "--pod", "1", "--seat", "4", packs[4][1]["name"]
    )
    assert last.code == 0, last.err
    assert "now pack 1 pick 2" in last.out
    after = tourney("limited", "draft", "show", event, "--pod", "1", "--json").json()
    assert after["seats"][1]["pack"] == packs[1][1:]  # seat 1's pack passed left to seat 2


def test_a_card_not_in_the_pack_exits_2_naming_seat_pick_and_card(tourney, cli_event):
    event = _started_draft(tourney, cli_event)
    shown = tourney("limited", "draft", "show", event, "--json").json()
    seat2 = {c["number"] for c in shown["seats"][1]["pack"]}
    stranger = next(c for c in shown["seats"][0]["pack"] if c["number"] not in seat2)
    refused = tourney("limited", "draft", "pick", event, "--seat", "2", stranger["number"])
    assert refused.code == 2
    assert f"pod 1, seat 2, pack 1 pick 1: '{stranger['number']}' is not in the pack" in (
        refused.err
    )
    no_seat = tourney("limited", "draft", "pick", event, "--seat", "9", stranger["number"])
    assert no_seat.code == 2 and "pod 1 has seats 1 to 4, not 9" in no_seat.err
    again = tourney("limited", "draft", "show", event, "--json").json()
    assert again["picks"] == 0


def test_undo_then_simulate_the_rest_registers_the_drafted_pools(tourney, cli_event):
    event = _started_draft(tourney, cli_event)
    shown = tourney("limited", "draft", "show", event, "--json").json()
    first = shown["seats"][2]["pack"][5]
    assert tourney("limited", "draft", "pick", event, "--seat", "3", first["number"]).code == 0
    some = tourney("limited", "draft", "simulate", event, "--pod", "1", "--seat", "1")
    assert some.code == 0, some.err
    assert "1 pick simulated" in some.out
    undone = tourney("limited", "draft", "undo", event, "--pod", "1")
    assert undone.code == 0, undone.err
    assert "undone seat 1's pack 1 pick 1" in undone.out
    waiting = tourney("limited", "draft", "show", event, "--json").json()
    assert waiting["waiting"] == [1, 2, 4] and waiting["seats"][2]["picked"] == first

    rest = tourney("limited", "draft", "simulate", event, "--pod", "1")
    assert rest.code == 0, rest.err
    assert "191 picks simulated" in rest.out and "4 drafted pools registered" in rest.out
    pool = tourney("limited", "pool", event, "Player 01", "--json").json()
    assert pool["source"] == "drafted" and pool["total"] == 48
    over = tourney("limited", "draft", "show", event)
    assert "the draft is over (192 picks)" in over.out
    audit = tourney("event", "audit", event, "--json")
    actions = [e["action"] for e in audit.json()]
    assert "draft started" in actions and "draft pick undone" in actions


def test_draft_commands_check_the_staff_role(tourney, cli_event):
    event = cli_event("draft", players=4)
    assert tourney("limited", "setup", event, "--block", "premiere").code == 0
    assert tourney("limited", "pods", event).code == 0
    refused = tourney("limited", "draft", "start", event, "--as", "Sam Scores")
    assert refused.code == 2
    assert "may start a draft; Sam Scores is the scorekeeper" in refused.err
    missing = tourney("limited", "draft", "show", event)
    assert missing.code == 2 and "pod 1's draft has not started" in missing.err


def test_a_seat_set_to_simulate_picks_after_each_pick_and_undo_takes_both_back(tourney, cli_event):
    event = _started_draft(tourney, cli_event)
    bot = tourney("limited", "draft", "seat", event, "--seat", "2", "--simulate")
    assert bot.code == 0, bot.err
    assert "seat 2 (" in bot.out and "simulated from now on" in bot.out
    assert "1 pick made for simulated seat 2" in bot.out
    shown = tourney("limited", "draft", "show", event, "--json").json()
    assert [s["simulated"] for s in shown["seats"]] == [False, True, False, False]
    assert shown["waiting"] == [1, 3, 4]
    assert "(simulated) took" in tourney("limited", "draft", "show", event).out
    packs = {s["seat"]: s["pack"] for s in shown["seats"]}
    for seat in (1, 3):
        picked = tourney(
            "limited", "draft", "pick", event, "--seat", str(seat), packs[seat][0]["number"]
        )
        assert picked.code == 0 and "made for simulated" not in picked.out
    last = tourney("limited", "draft", "pick", event, "--seat", "4", packs[4][0]["number"])
    assert last.code == 0, last.err
    assert "1 pick made for simulated seat 2" in last.out
    assert "now pack 1 pick 2; seats still to pick: 1, 3, 4" in last.out

    undone = tourney("limited", "draft", "undo", event)
    assert undone.code == 0, undone.err
    assert "undone seat 4's pack 1 pick 1" in undone.out
    assert "also undone: 1 pick made for simulated seat 2" in undone.out
    assert "now pack 1 pick 1; seats still to pick: 4" in undone.out

    human = tourney("limited", "draft", "seat", event, "--seat", "2", "--human")
    assert human.code == 0 and "picks entered by a person" in human.out
    with pytest.raises(SystemExit):  # argparse: one of --simulate --human is required
        tourney("limited", "draft", "seat", event, "--seat", "2")


def test_an_exported_draft_in_progress_imports_as_a_new_event_at_the_same_pick(
    tourney, cli_event, tmp_path
):
    event = _started_draft(tourney, cli_event)
    assert tourney("limited", "draft", "seat", event, "--seat", "3", "--simulate").code == 0
    shown = tourney("limited", "draft", "show", event, "--json").json()
    card = shown["seats"][0]["pack"][2]["number"]
    assert tourney("limited", "draft", "pick", event, "--seat", "1", card).code == 0
    (listed,) = tourney("event", "list", "--json").json()
    exported = tmp_path / "event.json"
    assert tourney("event", "export", event, "-o", str(exported)).code == 0
    from tourney.events.transfer import FILE_VERSION

    assert json.loads(exported.read_text())["version"] == FILE_VERSION

    imported = tourney("event", "import", str(exported))
    assert imported.code == 0, imported.err
    copy_id = imported.out.split(" as event ")[1].strip()
    before = tourney("limited", "draft", "show", str(listed["id"]), "--json").json()
    after = tourney("limited", "draft", "show", copy_id, "--json").json()
    assert after == before

    data = json.loads(exported.read_text())
    packs = data["drafts"][0]["packs"]
    data["drafts"][0]["picks"][1]["card"] = next(  # seat 1's pick: a card of seat 2's pack
        g for g in packs[1][0]["cards"] if g not in packs[0][0]["cards"]
    )
    damaged = tmp_path / "damaged.json"
    damaged.write_text(json.dumps(data))
    refused = tourney("event", "import", str(damaged))
    assert refused.code == 2
    assert "pod 1's draft does not replay: pod 1, seat 1, pack 1 pick 1:" in refused.err
    events = tourney("event", "list", "--json").json()
    assert len(events) == 2  # the original and the good copy; nothing of the damaged one
