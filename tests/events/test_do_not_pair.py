"""The do-not-pair list keeps players apart, is audited, and is bent only when it must be."""

from __future__ import annotations

import pytest

from tourney.events.audit import audit_trail
from tourney.events.do_not_pair import do_not_pair_of, set_do_not_pair
from tourney.events.errors import EventRuleError, NotAllowedError
from tourney.events.matches import matches_in
from tourney.events.swiss_link import pair_next_round


def _pairs(session, round_):
    return {frozenset((m.player_a_id, m.player_b_id)) for m in matches_in(session, round_)}


def test_listed_players_are_never_paired_in_round_one_whatever_the_seed(session, scene):
    for seed in range(12):
        s = scene(players=4, seed=seed)
        a, b = s.players[0], s.players[1]
        set_do_not_pair(session, s.event, [(a, b)], by=s.organizer, why="siblings")
        round1, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
        assert frozenset((a.id, b.id)) not in _pairs(session, round1)
        assert pairing.bends == ()


def test_the_list_is_audited_with_names_and_reason_and_replaced_whole(session, scene):
    s = scene(players=4)
    a, b, c, _ = s.players
    set_do_not_pair(session, s.event, [(a, b), (b, a)], by=s.organizer, why="siblings")
    assert [(x.id, y.id) for x, y in do_not_pair_of(session, s.event)] == [(a.id, b.id)]
    set_do_not_pair(session, s.event, [(c, a)], by=s.head_judge, why="carpool")
    assert [(x.id, y.id) for x, y in do_not_pair_of(session, s.event)] == [(a.id, c.id)]
    entry = audit_trail(session, s.event)[-1]
    assert entry.action == "do-not-pair list set" and entry.why == "carpool"
    assert entry.details["pairs"] == [[a.player.name, c.player.name]]
    assert entry.details["previous"] == [[a.player.name, b.player.name]]


def test_when_the_list_cannot_be_kept_the_bend_is_logged(session, scene):
    s = scene(players=2)
    a, b = s.players
    set_do_not_pair(session, s.event, [(a, b)], by=s.organizer, why="siblings")
    round1, pairing = pair_next_round(session, s.event, by=s.scorekeeper)
    assert _pairs(session, round1) == {frozenset((a.id, b.id))}
    assert pairing.bends
    entry = [e for e in audit_trail(session, s.event) if e.action == "round paired"][-1]
    assert any("do-not-pair" in note for note in entry.details["notes"])


def test_bad_lists_are_refused_with_the_pair_named(session, scene):
    s = scene(players=4)
    other = scene(players=4)
    a = s.players[0]
    with pytest.raises(EventRuleError, match="pair 1 names"):
        set_do_not_pair(session, s.event, [(a, a)], by=s.organizer, why="x")
    with pytest.raises(EventRuleError, match="pair 2: .* is not registered"):
        set_do_not_pair(
            session, s.event, [(a, s.players[1]), (a, other.players[0])], by=s.organizer, why="x"
        )
    with pytest.raises(NotAllowedError):
        set_do_not_pair(session, s.event, [], by=s.scorekeeper, why="x")
    assert do_not_pair_of(session, s.event) == []
