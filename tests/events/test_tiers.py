"""Tier rules: who may play, when deck lists are due and when they lock."""

from __future__ import annotations

from datetime import date

import pytest

from tourney.events.deck_lists import submit_deck_list, unlock_deck_list
from tourney.events.errors import DeckListLockedError, EventRuleError, IneligiblePlayerError
from tourney.events.event import (
    StaffMember,
    add_staff,
    create_event,
    event_warnings,
    start_event,
)
from tourney.events.model import StaffRole, Tier
from tourney.events.players import add_player
from tourney.events.registration import register_player
from tourney.events.staff import staff_of

LIST_A = "Mane Character\n1x Rarity, Truly Outrageous\n"
LIST_B = "Mane Character\n1x Rarity, Nest Weaver\n"


@pytest.mark.parametrize("tier", [2, 3])
def test_judges_and_organizer_cannot_play_at_tier_2_and_3(session, scene, tier):
    s = scene(tier=tier, started=False)
    for name in ("Hazel Head", "fern  floor", "Olive Organizer"):
        player = add_player(session, name).players[0]
        with pytest.raises(IneligiblePlayerError, match=f"Tier {tier} Rules: Player Eligibility"):
            register_player(session, s.event, player, by=s.scorekeeper)
    scorekeeper = add_player(session, "Sam Scores").players[0]
    assert register_player(session, s.event, scorekeeper, by=s.organizer, deck_list=LIST_A)


def test_a_registered_player_cannot_join_the_judges_at_tier_2(session, scene):
    s = scene(tier=2, started=False)
    with pytest.raises(IneligiblePlayerError, match="Player Eligibility"):
        add_staff(session, s.event, StaffMember("Bon Bon", StaffRole.FLOOR_JUDGE), by=s.organizer)


def test_a_staff_member_linked_to_a_player_record_is_matched_by_the_link(session):
    namesake = add_player(session, "Alex Smith").players[0]
    judge = add_player(session, "Alex Smith").players[0]
    event = create_event(
        session,
        name="Regional",
        on=date(2016, 9, 3),
        tier=Tier.CHAMPIONSHIP,
        format_id="harmony",
        staff=[StaffMember("Alex Smith", StaffRole.HEAD_JUDGE, player=judge)],
    )
    (head,) = staff_of(session, event)
    assert register_player(session, event, namesake, by=head, deck_list=LIST_A)
    with pytest.raises(IneligiblePlayerError):
        register_player(session, event, judge, by=head)


def test_judges_may_play_at_tier_1_and_are_flagged_when_they_make_a_bye(session, scene):
    s = scene(tier=1, players=4, started=False)
    judge = add_player(session, "Fern Floor").players[0]
    registration = register_player(session, s.event, judge, by=s.scorekeeper)
    assert registration.plays_as_judge
    warnings = event_warnings(session, s.event)
    assert any("Fern Floor" in w and "bye" in w and "Tier 1 Rules" in w for w in warnings)


def test_fewer_than_four_players_warns_the_event_cannot_be_sanctioned(session, scene):
    s = scene(players=3, started=False)
    warnings = start_event(session, s.event, by=s.head_judge)
    assert any("only 3 players" in w and "Participation Minimums" in w for w in warnings)
    four = scene(players=4, started=False)
    assert not any("Participation" in w for w in event_warnings(session, four.event))


def test_tier_2_cannot_start_without_every_deck_list(session, scene):
    s = scene(tier=2, started=False)
    late_sheet = add_player(session, "Zecora").players[0]
    register_player(session, s.event, late_sheet, by=s.scorekeeper)
    assert any("Zecora" in w for w in event_warnings(session, s.event))
    with pytest.raises(EventRuleError, match="missing for Zecora.*Tier 2 Rules: Deck Lists"):
        start_event(session, s.event, by=s.head_judge)


def test_tier_2_deck_list_changes_need_the_head_judge_before_the_start(session, scene):
    s = scene(tier=2, started=False)
    applejack = s.players[0]
    with pytest.raises(DeckListLockedError, match="head judge's approval"):
        submit_deck_list(session, applejack, LIST_B, by=s.scorekeeper)
    submit_deck_list(session, applejack, LIST_B, by=s.scorekeeper, approved_by=s.head_judge)
    assert applejack.deck_list == LIST_B


def test_tier_1_deck_lists_change_freely_until_the_start(session, scene):
    s = scene(tier=1, started=False)
    submit_deck_list(session, s.players[0], LIST_B, by=s.scorekeeper)
    assert s.players[0].deck_list == LIST_B


@pytest.mark.parametrize("tier", [1, 2])
def test_deck_lists_lock_at_the_start_until_the_head_judge_unlocks_one(session, scene, tier):
    s = scene(tier=tier)
    applejack = s.players[0]
    with pytest.raises(DeckListLockedError, match="locked when"):
        submit_deck_list(session, applejack, LIST_B, by=s.head_judge)
    with pytest.raises(EventRuleError, match="head judge"):
        unlock_deck_list(session, applejack, by=s.floor_judge, why="invalid list")
    unlock_deck_list(session, applejack, by=s.head_judge, why="invalid list: Game Loss, corrected")
    submit_deck_list(session, applejack, LIST_B, by=s.floor_judge)
    assert applejack.deck_list == LIST_B
    with pytest.raises(DeckListLockedError):
        submit_deck_list(session, applejack, LIST_A, by=s.head_judge)


def test_an_event_has_exactly_one_head_judge(session):
    with pytest.raises(EventRuleError, match="exactly one head judge"):
        create_event(
            session,
            name="Local",
            on=date(2016, 9, 3),
            tier=Tier.LOCAL,
            format_id="harmony",
            staff=[StaffMember("Olive", StaffRole.ORGANIZER)],
        )


def test_a_tier_1_player_who_joins_the_judges_is_flagged(session, scene):
    s = scene(tier=1, started=False)
    add_staff(session, s.event, StaffMember("Bon Bon", StaffRole.FLOOR_JUDGE), by=s.organizer)
    assert [r.plays_as_judge for r in s.players] == [False, True, False, False]
