"""The stored event as the Swiss core sees it, and the standings printed from it."""

from __future__ import annotations

from tourney.events.matches import matches_in
from tourney.events.model import Ending, Result
from tourney.events.penalties import issue_penalty
from tourney.events.players import add_player
from tourney.events.registration import drop_player, register_late_entry
from tourney.events.results import record_result
from tourney.events.rounds import store_pairing
from tourney.events.swiss_link import standings_csv, to_swiss_event
from tourney.swiss.model import Drop, Outcome


def test_drops_late_entries_and_double_losses_reach_the_swiss_core(session, scene):
    s = scene(players=5)
    a, b, c, d, e = s.players
    round1 = store_pairing(session, s.event, [(a, b), (c, d), (e, None)], by=s.scorekeeper)
    t1, t2, _ = matches_in(session, round1)
    record_result(session, t1, Result.A_WINS, by=s.scorekeeper)
    issue_penalty(session, c, "drawing-extra-cards", judge=s.floor_judge)
    issue_penalty(session, d, "drawing-extra-cards", judge=s.floor_judge)
    assert t2.result == Result.DOUBLE_LOSS
    late = register_late_entry(
        session, s.event, add_player(session, "Trixie").players[0], by=s.organizer
    )
    store_pairing(session, s.event, [(a, e), (b, c), (d, late)], by=s.scorekeeper)
    drop_player(session, d, by=s.scorekeeper, why="bus")  # concedes round 2 to Trixie

    core = to_swiss_event(session, s.event)
    records = core.records
    assert [p.name for p in core.players][-1] == "Trixie"
    assert (records[a.id].points, records[a.id].wins) == (3, 1)
    # both lost round 1; Derpy also conceded round 2 by dropping; table 2 of round 2 is unplayed
    assert (records[c.id].losses, records[d.id].losses) == (1, 2)
    assert records[e.id].byes == 1
    assert records[late.id].results[0].outcome == Outcome.ABSENT
    assert records[late.id].results[1].ending == Ending.DROPPED
    assert core.drops == (Drop(d.id, 2),)


def test_standings_csv_ranks_players_with_their_tiebreakers(session, scene):
    s = scene()
    a, b, c, d = s.players
    for pairs, winners in (([(a, b), (c, d)], [a, c]), ([(a, c), (b, d)], [a, b])):
        round_ = store_pairing(session, s.event, pairs, by=s.scorekeeper)
        for match, winner in zip(matches_in(session, round_), winners, strict=True):
            record_result(
                session,
                match,
                Result.A_WINS if match.player_a is winner else Result.B_WINS,
                by=s.scorekeeper,
            )
    drop_player(session, d, by=s.scorekeeper)
    lines = standings_csv(session, s.event).splitlines()
    assert lines[0] == (
        "rank,player,record,points,opponents' match-win %,opponents' opponents' match-win %,dropped"
    )
    assert lines[1].startswith("1,Applejack Fan,2-0-0,6,")
    assert lines[-1].startswith("4,Derpy,0-2-0,2,") and lines[-1].endswith(",yes")
