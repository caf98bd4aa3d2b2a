"""How an event counts a bye in the player's own match-win %: chosen at creation, changed by
the organizer or head judge with a reason (audited), never once the event has finished."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tourney.events.audit import audit_trail
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import matches_in
from tourney.events.model import Result
from tourney.events.results import record_result
from tourney.events.standings_basis import set_bye_basis
from tourney.events.swiss_link import event_standings, pair_next_round, standings_rules
from tourney.swiss.standings import ByeBasis


def _own_match_win(session, event, registration) -> Fraction:
    row = next(s for s in event_standings(session, event) if s.player.id == registration.id)
    return row.match_win


def test_the_head_judge_leaves_byes_out_and_the_standings_follow(session, scene):
    s = scene(players=3)
    round1, _ = pair_next_round(session, s.event, by=s.scorekeeper)
    for match in matches_in(session, round1):
        if match.player_b_id is not None:
            record_result(session, match, Result.A_WINS, by=s.scorekeeper)
    bye = next(m.player_a for m in matches_in(session, round1) if m.player_b_id is None)
    assert standings_rules(s.event).byes is ByeBasis.WON
    assert _own_match_win(session, s.event, bye) == 1  # the bye, a match won
    set_bye_basis(session, s.event, "left out", by=s.head_judge, why="announced at the start")
    assert standings_rules(s.event).byes is ByeBasis.LEFT_OUT
    assert _own_match_win(session, s.event, bye) != 1  # no match played: the floor
    entry = audit_trail(session, s.event)[-1]
    assert (entry.action, entry.why) == ("standings basis changed", "announced at the start")
    assert entry.details == {"byes_in_match_win": ["won", "left out"]}


def test_only_the_organizer_or_head_judge_with_a_reason_and_not_twice(session, scene):
    s = scene(players=4)
    with pytest.raises(NotAllowedError, match="organizer or head judge"):
        set_bye_basis(session, s.event, "left out", by=s.scorekeeper, why="asked")
    with pytest.raises(EventRuleError, match="needs the reason"):
        set_bye_basis(session, s.event, "left out", by=s.organizer, why=" ")
    with pytest.raises(EventRuleError, match="not 'sometimes'"):
        set_bye_basis(session, s.event, "sometimes", by=s.organizer, why="asked")
    with pytest.raises(EventRuleError, match="already counts as a match won"):
        set_bye_basis(session, s.event, ByeBasis.WON, by=s.organizer, why="asked")
    assert standings_rules(s.event).byes is ByeBasis.WON
    from tourney.events.event import finish_event

    finish_event(session, s.event, by=s.head_judge)
    with pytest.raises(EventRuleError, match="has finished: its standings are final"):
        set_bye_basis(session, s.event, "left out", by=s.head_judge, why="too late")
