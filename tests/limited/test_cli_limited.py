"""`tourney limited setup|pods|packs|pool|draft`."""

from __future__ import annotations

from collections import Counter


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
    outcome = tourney("limited", "draft", event, "--seed", "2")
    assert outcome.code == 0, outcome.err
    assert outcome.out.count("48 cards drafted") == 4
    pool = tourney("limited", "pool", event, "Player 03", "--json").json()
    assert pool["source"] == "drafted" and pool["total"] == 48
