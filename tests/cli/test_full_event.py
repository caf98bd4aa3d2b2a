"""A whole event scripted through the command line, as a CI script or an organizer runs it:
create, import players, deck lists, three Swiss rounds with results, a drop, a penalty given
twice and upgraded, standings checked against a recomputation from the results, the top cut
to a champion, and an export/import round trip."""

from __future__ import annotations

import json
from collections import defaultdict
from fractions import Fraction

from tests.cli.conftest import EVENT, PLAYERS

RESULTS = ["win-a", "win-b", "draw", "win-a"]  # per table, round by round


def recompute(rounds: list[list[dict]]) -> dict[str, dict]:
    """Points and opponents' match-win % from the tables alone (floor rules, Scoring: win 3,
    loss 1, draw 1, bye 3; match-win % = (wins + ½ draws) / matches, byes left out, each
    opponent floored at 1/3)."""
    points: dict[str, int] = defaultdict(int)
    played: dict[str, list[tuple[str, Fraction]]] = defaultdict(list)  # opponent, share won
    for tables in rounds:
        for t in tables:
            a, b, result = t["a"], t["b"], t["result"]
            if b is None:
                points[a] += 3
                continue
            share = {"A wins": (1, 0), "B wins": (0, 1), "draw": (Fraction(1, 2),) * 2,
                     "double loss": (0, 0)}[result]  # fmt: skip
            for me, other, won in ((a, b, share[0]), (b, a, share[1])):
                points[me] += 3 if won == 1 else 1
                played[me].append((other, Fraction(won)))

    def match_win(name: str) -> Fraction:
        return sum((w for _, w in played[name]), Fraction(0)) / len(played[name])

    return {
        name: {
            "points": points[name],
            "omw": sum((max(Fraction(1, 3), match_win(o)) for o, _ in played[name]), Fraction(0))
            / len(played[name]),
        }
        for name in points
    }


def test_a_whole_event_from_the_command_line(tourney_with_cards, tmp_path, legal_deck_text):
    t = tourney_with_cards
    out = t.ok("event", "create", EVENT, "--date", "2016-09-03", "--tier", "2",
               "--format", "harmony", "--structure", "swiss+cut", "--rounds", "3",
               "--head-judge", "Hazel Head", "--floor-judge", "Fern Floor",
               "--scorekeeper", "Sam Scores", "--seed", "11").out  # fmt: skip
    assert "Created event 1" in out
    sheet = tmp_path / "players.csv"
    sheet.write_text("Player,Deck\n" + "".join(f"{name},ponies\n" for name in PLAYERS))
    t.ok("player", "import", EVENT, sheet)
    # Tier 2: no start without every deck list (floor rules, Tier 2 Rules: Deck Lists).
    assert "deck lists are required at Tier 2" in t.refused("event", "start", EVENT)
    deck = tmp_path / "deck.txt"
    deck.write_text(legal_deck_text)
    for name in PLAYERS:
        assert "LEGAL in Harmony" in t.ok("deck", "register", EVENT, name, deck).out
    t.ok("event", "start", EVENT)

    dropped = None
    for number in (1, 2, 3):
        paired = t.ok("round", "pair", EVENT, "--json").json()
        assert paired["round"] == number and paired["warnings"] == []
        t.ok("round", "start", EVENT)
        if number == 2:
            # Two Game Warnings for the same infraction: the second is a Game Loss, and the
            # opponent receives the win (floor rules, Game Warning; Game Loss).
            offender = paired["tables"][0]["a"]
            t.ok("penalty", "add", EVENT, offender, "looking-at-extra-cards")
            t.ok("penalty", "add", EVENT, offender, "looking-at-extra-cards")
        for table in t("round", "outstanding", EVENT, "--json").json()["outstanding"]:
            t.ok("round", "result", EVENT, str(table["table"]),
                 RESULTS[(table["table"] + number) % len(RESULTS)])  # fmt: skip
        if number == 2:
            dropped = paired["tables"][-1]["b"]
            t.ok("player", "drop", EVENT, dropped, "--reason", "bus home")

    penalties = t.ok("penalty", "list", EVENT, "--json").json()
    assert [(p["level"], p["upgraded_from"]) for p in penalties] == [
        ("Game Warning", None),
        ("Game Loss", "Game Warning"),
    ]
    rounds = [
        t.ok("round", "show", EVENT, "--round", str(n), "--json").json()["tables"]
        for n in (1, 2, 3)
    ]
    assert rounds[1][0]["ending"] == "game loss" and rounds[1][0]["winner"] == rounds[1][0]["b"]
    assert all(dropped not in (x["a"], x["b"]) for x in rounds[2]), "a dropped player is out"
    met = [frozenset((x["a"], x["b"])) for r in rounds for x in r if x["b"] is not None]
    assert len(met) == len(set(met)), "no rematches"

    standings = t.ok("standings", EVENT, "--json").json()["standings"]
    expected = recompute(rounds)
    assert {s["player"]: s["points"] for s in standings} == {
        n: e["points"] for n, e in expected.items()
    }
    for s in standings:
        assert (
            Fraction(s["figures"]["opponents' match-win %"]["exact"])
            == expected[s["player"]]["omw"]
        ), s["player"]
    points = [s["points"] for s in standings]
    assert points == sorted(points, reverse=True)

    # Top 4 of 8, dropped player left out; 1v4 and 2v3; no draws in elimination.
    cut = t.ok("cut", EVENT, "--json").json()
    eligible = [s["player"] for s in standings if not s["dropped"]]
    assert cut["size"] == 4 and cut["seeds"] == eligible[:4]
    assert [m["players"] for m in cut["matches"][:2]] == [
        [eligible[0], eligible[3]],
        [eligible[1], eligible[2]],
    ]
    assert "may not end in a draw" in t.refused("round", "result", EVENT, "1", "draw")
    t.ok("round", "result", EVENT, "1", "win-b")
    t.ok("round", "result", EVENT, "2", "win-a")
    final = t.ok("round", "pair", EVENT, "--json").json()
    assert [(x["a"], x["b"]) for x in final["tables"]] == [(eligible[3], eligible[1])]
    t.ok("round", "result", EVENT, eligible[1], eligible[1])
    bracket = t.ok("bracket", EVENT).out
    assert f"champion: {eligible[1]}" in bracket
    assert "elimination round 2:" in bracket

    exported = tmp_path / "event.json"
    t.ok("event", "export", EVENT, "-o", exported)
    t.ok("event", "import", exported)
    assert json.loads(t.ok("event", "export", "2").out) == json.loads(exported.read_text())
    assert t.ok("standings", "2", "--json").json()["standings"] == standings
