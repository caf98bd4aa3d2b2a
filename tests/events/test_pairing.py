"""Three Swiss rounds paired by the Swiss core and stored as tables, end to end."""

from __future__ import annotations

from tourney.events.audit import audit_trail
from tourney.events.matches import matches_in
from tourney.events.model import Result
from tourney.events.players import add_player
from tourney.events.registration import drop_player, register_late_entry
from tourney.events.results import record_result
from tourney.events.swiss_link import pair_next_round, standings_csv


def _play(session, s, round_):
    """Table by table the higher-registered player wins; byes are already recorded."""
    for match in matches_in(session, round_):
        if match.result is None:
            a_first = match.player_a.id < match.player_b.id
            record_result(
                session, match, Result.A_WINS if a_first else Result.B_WINS, by=s.scorekeeper
            )


def _names(session, round_):
    return [
        (m.table_number, m.player_a.player.name, m.player_b.player.name if m.player_b else None)
        for m in matches_in(session, round_)
    ]


def test_three_rounds_pair_everyone_once_without_rematches(session, scene):
    s = scene(players=7)
    dropped = s.players[6]
    met: set[frozenset[str]] = set()
    byes: list[str] = []
    for number in (1, 2, 3):
        if number == 2:
            drop_player(session, dropped, by=s.scorekeeper, why="went home")
            register_late_entry(
                session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
            )
        round_, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
        tables = _names(session, round_)
        assert round_.number == number and pairing.bends == ()
        assert [t[0] for t in tables] == list(range(1, len(tables) + 1))
        seated = [name for _, a, b in tables for name in (a, b) if name is not None]
        assert len(seated) == len(set(seated)) == 7
        assert (dropped.player.name in seated) == (number == 1)
        assert ("Trixie" in seated) == (number > 1)
        bye_tables = [t for t in tables if t[2] is None]
        assert bye_tables == [tables[-1]]  # one bye, at the last table
        byes.append(bye_tables[0][1])
        for _, a, b in tables:
            if b is not None:
                assert frozenset((a, b)) not in met, f"rematch {a} v {b} in round {number}"
                met.add(frozenset((a, b)))
        if number > 1:
            top = matches_in(session, round_)[0]
            points = {
                line.split(",")[1]: int(line.split(",")[3])
                for line in standings_csv(session, s.event, after_round=number - 1).splitlines()[1:]
            }
            assert points[top.player_a.player.name] == max(points.values())
        _play(session, s, round_)
    assert len(set(byes)) == 3  # nobody had a second bye
    paired_entries = [e for e in audit_trail(session, s.event) if e.action == "round paired"]
    assert [e.details["round"] for e in paired_entries] == [1, 2, 3]


def test_the_same_event_pairs_the_same_way_again(session, scene):
    first = scene(players=6, seed=11)
    second = scene(players=6, seed=11)
    round_a, _ = pair_next_round(session, first.event, by=first.scorekeeper)
    round_b, _ = pair_next_round(session, second.event, by=second.scorekeeper)
    assert _names(session, round_a) == _names(session, round_b)
