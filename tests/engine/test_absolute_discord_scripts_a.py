"""Absolute Discord card scripts AD2-AD56 and AD183 (with Crystal Games' CG23, which shares
AD28's "players can't score points"), one scenario per automated card: position -> choices
-> result. Each test names the card by collector number; read it beside the card's text."""

from __future__ import annotations

import pytest
from conftest import make_pool, scene_factory
from script_scenes import (
    PassPriorityFor,
    activate,
    challenge,
    in_play,
    play,
    solving_bobs_problem,
    strong_at,
    when_offered,
)

from engine import DecisionKind, Zone
from engine.cards import CardPool
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    Decline,
    EndMainPhase,
    MoveCharacter,
    PassPriority,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text
from engine.state import Mode
from engine.trace import REFUSAL, of_kind


@pytest.fixture(scope="module")
def ad_pool(octgn_data) -> CardPool:
    """The hand-made test cards and the real Premiere, Crystal Games and Absolute Discord
    cards."""
    from tourney.cards.engine_pool import engine_pool

    real = engine_pool(c for c in octgn_data.cards if c.set_code in ("PR", "CG", "AD"))
    return CardPool([*make_pool().values(), *real.values()])


@pytest.fixture
def ad(ad_pool):  # type: ignore[no-untyped-def]
    return scene_factory(ad_pool)


def boosted_bob(ad):  # type: ignore[no-untyped-def]
    """A scene where Bob's Mane Character is Boosted side up (301.2)."""
    return ad(mane=("V-OR-M", Mane(boosted=True)))


def keyword(game, iid: int, name: str) -> int | None:  # type: ignore[no-untyped-def]
    return game._table.view().keyword(iid, name)


def points(game) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    return game.state.players[ALICE].points, game.state.players[BOB].points


# --- Mane Characters ----------------------------------------------------------------------------
@pytest.mark.parametrize("mane", ["AD2", "AD5"])
def test_AD2_turns_over_when_you_confront_its_problem(ad, mane):
    s = ad(mane=(mane, "V-OR-M"))
    me = s.board.mane[ALICE]
    s.board.table.update(me, area=B_PROBLEM)  # Alice's Mane at Bob's "easy" Problem
    game = ad.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert game.state.cards[me].boosted


def test_AD2_not_when_confronting_another_problem(ad):
    s = ad(mane=("AD2", "V-OR-M"))
    s.put("orange-3", ALICE, B_PROBLEM)  # Alice confronts Bob's Problem; her Mane is at home
    game = ad.settle(s.game(at="score"))
    assert "Alice confronts" in trace_text(game)
    assert not game.state.cards[s.board.mane[ALICE]].boosted


def test_AD2_boosted_pays_two_to_frighten_an_opposing_friend_there(ad):
    s = ad(mane=(Mane("AD2", boosted=True), "V-OR-M"))
    me = s.board.mane[ALICE]
    s.board.table.update(me, area=B_PROBLEM)
    strong_at(s, B_PROBLEM)
    theirs = s.put("orange-1", BOB, B_PROBLEM)  # a Problem faceoff first (612.2), Alice wins
    s.put("orange-1", BOB, A_PROBLEM)  # not there
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Alice pays 2 (Nightmare Moon, Mistress of the Night, 508.1)" in text
    assert f"Orange 1 #{theirs} is frightened" in text  # confronted before the faceoff (612.2)
    assert [c.area for c in game.state.in_play() if c.controller == BOB and c.frightened] == [
        B_HOME  # sent home as the Problem was solved (613.2)
    ]
    assert not any(c.frightened for c in game.state.in_play() if c.area == A_PROBLEM)


def test_AD3_pays_turns_boosted_and_banishes_the_pile_alice_chooses(ad):
    s = ad(mane=("AD3", "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, *["orange-1"] * 9)  # one over the hand size (616.2)
    kept, gone, gone_too = s.board.add(Zone.HAND, BOB, "orange-1", "orange-2", "orange-3")
    game = s.game(at="end")
    while game.current_decision().player != BOB:  # Alice discards one, pays 1 (712.3)
        game.apply(next(c for c in game.legal_choices() if not isinstance(c, Decline)))
    assert game.state.cards[s.board.mane[ALICE]].boosted  # 301.2
    assert "Bob reveals their hand" in trace_text(game)
    assert all(game.state.cards[i].revealed for i in (kept, gone, gone_too))  # 410.6
    game.apply(ChooseCard(BOB, kept))  # Bob's first pile: Orange 1; the rest the second
    game.apply(Decline(BOB))
    assert "the first pile (Orange 1" in game.current_decision().prompt
    game.apply(ChooseOption(ALICE, "the second pile"))
    banished = [game.state.cards[i].card_id for i in game.state.players[BOB].banished]
    assert sorted(banished) == ["orange-2", "orange-3"]
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].hand] == ["orange-1"]
    assert game.state.players[ALICE].tokens == 9


def test_AD3_declined_nothing_happens(ad):
    s = ad(mane=("AD3", "V-OR-M"))
    s.board.add(Zone.HAND, ALICE, *["orange-1"] * 9)
    s.board.add(Zone.HAND, BOB, "orange-1")
    game = ad.settle(s.game(at="end"), accept=False)
    assert not game.state.cards[s.board.mane[ALICE]].boosted
    assert not game.state.players[BOB].banished and game.state.players[ALICE].tokens == 10


def bob_plays_then_ends_his_turn(ad, n: int):  # type: ignore[no-untyped-def]
    s = ad(turn_player=BOB, mane=("AD4", "V-OR-M"))
    cards = s.hand(BOB, *["orange-1"] * n)
    game = s.game()
    for card in cards:
        game = play(ad, game, card, B_HOME, player=BOB)
    game.apply(EndMainPhase(BOB))
    while game.state.turn_player == BOB:
        game.apply(game.legal_choices()[0])
    return s, game


@pytest.mark.parametrize(("plays", "turns"), [(2, True), (1, False)])
def test_AD4_turns_over_when_an_opponent_played_two_cards_that_turn(ad, plays, turns):
    s, game = bob_plays_then_ends_his_turn(ad, plays)
    assert game.state.cards[s.board.mane[ALICE]].boosted is turns


def test_AD4_boosted_turns_over_when_you_play_your_second_card_this_turn(ad):
    s = ad(mane=(Mane("AD4", boosted=True), "V-OR-M"))
    first, second = s.hand(ALICE, "orange-1", "event-main")
    game = play(ad, s.game(), first, A_HOME)
    assert game.state.cards[s.board.mane[ALICE]].boosted
    game = play(ad, game, second)  # an Event counts too
    assert not game.state.cards[s.board.mane[ALICE]].boosted
    assert "Discord, Bending the Rules #" in trace_text(game)


def test_AD4_may_look_at_the_top_card_of_a_problem_deck_as_the_turn_starts(ad):
    s = ad(mane=("AD4", "V-OR-M"))
    s.board.add(Zone.PROBLEM_DECK, ALICE, "spare")
    game = ad.settle(s.game(at="start"))
    text = trace_text(game)
    assert "Alice chooses your Problem deck" in text
    assert "Alice looks at the top 1 card of Alice's Problem deck" in text
    assert ALICE in game.state.cards[game.state.players[ALICE].problem_deck[0]].looked_at_by


# --- Friends ------------------------------------------------------------------------------------
def test_AD6_two_power_for_each_frightened_friend(ad):
    s = ad()
    drone = s.put("AD6", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME, frightened=True)
    s.put("orange-2", BOB, B_HOME, frightened=True)  # either player's (504.1)
    s.put("orange-3", BOB, B_HOME)
    game = s.game()
    assert game.power(drone) == 2 + 2 * 2


def test_AD8_played_readies_a_character(ad):
    s = ad()
    tired = s.put("orange-3", ALICE, A_HOME, exhausted=True)
    (cloud,) = s.hand(ALICE, "AD8")
    game = play(ad, s.game(), cloud, A_HOME, prefer=[tired])
    assert not game.state.cards[tired].exhausted


def test_AD8_flipped_readies_a_character_involved(ad):
    s = ad()
    mine = s.put("orange-3", ALICE, B_PROBLEM, exhausted=True)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("AD8",), bob_flips=("orange-1",))
    game = ad.settle(game, prefer=[mine])
    assert "Orange 3 #" in trace_text(game) and "is readied" in trace_text(game)


def test_AD10_frightens_a_friend_here_when_you_play_your_last_card(ad):
    s = ad()
    s.put("AD10", ALICE, B_PROBLEM)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (last,) = s.hand(ALICE, "orange-1")
    game = play(ad, s.game(), last, A_HOME, prefer=[theirs])
    assert in_play(game, "orange-2").frightened


def test_AD10_not_while_cards_stay_in_your_hand(ad):
    s = ad()
    s.put("AD10", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    first, _ = s.hand(ALICE, "orange-1", "orange-1")
    game = play(ad, s.game(), first, A_HOME)
    assert not in_play(game, "orange-2").frightened
    assert "Lightning Dust" not in trace_text(game)


def test_AD11_swift_while_an_opponents_mane_is_boosted(ad):
    s = boosted_bob(ad)
    heart = s.put("AD11", ALICE, A_HOME)
    game = s.game()
    assert game.state.players[ALICE].tokens == 10
    game.apply(MoveCharacter(ALICE, heart, B_PROBLEM))
    assert game.state.players[ALICE].tokens == 9  # Swift: 1 (glossary)
    s = ad()
    heart = s.put("AD11", ALICE, A_HOME)
    game = s.game()
    game.apply(MoveCharacter(ALICE, heart, B_PROBLEM))
    assert game.state.players[ALICE].tokens == 8  # no Swift: 2 (609.2b)


def test_AD12_entering_frightens_a_friend(ad):
    s = ad()
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (celestia,) = s.hand(ALICE, "AD12")
    game = play(ad, s.game(), celestia, A_HOME, prefer=[theirs])
    assert in_play(game, "orange-2").frightened


def test_AD12_flipped_frightens_a_friend_involved(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "AD12", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad.settle(s.game(at="score"), prefer=[])
    assert "Princess Celestia, Fair but Firm" in trace_text(game)
    assert "is frightened" in trace_text(game)


def test_AD13_two_more_power_while_involved_in_a_faceoff(ad):
    s = ad()
    armor = s.put("AD13", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    assert s.game().power(armor) == 3
    game = challenge(s, tm, alice_flips=("orange-1",), bob_flips=("orange-1",))
    game = ad.settle(game)
    assert "Shining Armor, Back on Duty #" in trace_text(game)
    assert "Faceoff totals: Alice 6" in trace_text(game)


def test_AD16_may_move_itself_when_you_play_your_last_card(ad):
    s = ad()
    tank = s.put("AD16", ALICE, A_HOME)
    (last,) = s.hand(ALICE, "orange-1")
    game = play(ad, s.game(), last, A_HOME, prefer=[B_PROBLEM])
    assert game.state.cards[tank].area == B_PROBLEM
    assert game.state.players[ALICE].tokens == 9  # only the card played cost (506.3)


@pytest.mark.parametrize("seed", range(6))
def test_AD17_moved_gets_a_counter_or_is_frightened_at_random(ad, seed):
    s = ad()
    mare = s.put("AD17", ALICE, A_HOME)
    s.board.state.seed = seed  # the seeded mode's random source (both modes come up)
    game = s.game()
    game.apply(MoveCharacter(ALICE, mare, B_PROBLEM))
    game = ad.settle(game)
    text = trace_text(game)
    assert "is chosen at random" in text
    moved = in_play(game, "AD17")
    if "put a +1 power counter on it is chosen" in text:
        assert not moved.frightened and game.power(moved.iid) == 2
    else:
        assert "frighten it is chosen" in text and moved.frightened


def test_AD17_observed_the_judge_enters_the_mode(ad_pool):
    s = scene_factory(ad_pool)(mode=Mode.OBSERVED)
    mare = s.put("AD17", ALICE, A_HOME)
    game = s.board.game(at="main", tokens=(10, 10), stop=False)
    game.apply(MoveCharacter(ALICE, mare, B_PROBLEM))
    while game.current_decision().kind is DecisionKind.PRIORITY:
        game.apply(PassPriority(game.current_decision().player))
    decision = game.current_decision()
    assert decision.player is None and "chosen at random" in decision.prompt
    assert {c.option for c in game.legal_choices()} == {
        "put a +1 power counter on it",
        "frighten it",
    }


def test_AD18_weak_friends_here_cant_ready(ad):
    s = ad(turn_player=BOB)
    s.put("AD18", ALICE, B_PROBLEM)
    weak = s.put("orange-2", BOB, B_PROBLEM, exhausted=True)
    strong = s.put("orange-3", BOB, B_PROBLEM, exhausted=True)
    away = s.put("orange-1", BOB, B_HOME, exhausted=True)
    game = ad.settle(s.game(at="start"))
    assert game.state.cards[weak].exhausted  # 2 power, here (603.1)
    assert not game.state.cards[strong].exhausted and not game.state.cards[away].exhausted


def test_AD18_an_effect_cant_ready_them_either(ad):
    s = ad()
    s.put("AD18", BOB, A_PROBLEM)
    weak = s.put("orange-1", ALICE, A_PROBLEM, exhausted=True)
    (cloud,) = s.hand(ALICE, "AD8")  # "you may ready a character"
    game = s.game()
    game.apply(PlayCard(ALICE, cloud, A_HOME))
    game = ad.settle(game, prefer=[weak])
    assert game.state.cards[weak].exhausted
    assert "Bessie, Bathtime" in trace_text(game)  # why it can't (104.2)


def test_AD19_one_more_power_while_you_have_a_friend_in_your_discard_pile(ad):
    s = ad()
    bloom = s.put("AD19", ALICE, A_HOME)
    s.board.add(Zone.DISCARD, BOB, "orange-1")  # Bob's does not count
    assert s.game().power(bloom) == 2
    s.board.add(Zone.DISCARD, ALICE, "orange-1")
    assert s.game().power(bloom) == 3


def test_AD20_pays_one_to_unfrighten_a_friend(ad):
    s = ad()
    caramel = s.put("AD20", ALICE, A_HOME)
    scared = s.put("orange-2", ALICE, A_HOME, frightened=True)
    game = activate(ad, s.game(), caramel, prefer=[scared])
    friend = in_play(game, "orange-2")
    assert not friend.frightened and not friend.face_down
    assert game.state.players[ALICE].tokens == 9


def test_AD24_two_power_and_stubborn_while_an_opponents_mane_is_boosted(ad):
    s = boosted_bob(ad)
    granny = s.put("AD24", ALICE, A_HOME)
    game = s.game()
    assert game.power(granny) == 4 and keyword(game, granny, "Stubborn") is not None
    s = ad()
    granny = s.put("AD24", ALICE, A_HOME)
    game = s.game()
    assert game.power(granny) == 2 and keyword(game, granny, "Stubborn") is None


def test_AD25_stays_at_the_problem_when_it_is_solved(ad):
    s = ad()
    hughbert = s.put("AD25", ALICE, B_PROBLEM)
    other = s.put("orange-2", ALICE, B_PROBLEM)
    solving_bobs_problem(s, "easy")
    game = ad.settle(s.game(at="score"))
    assert "is solved and replaced" in trace_text(game)
    assert game.state.cards[hughbert].area == B_PROBLEM
    assert game.state.cards[other].area == A_HOME


def test_AD27_entering_exhausts_a_character(ad):
    s = ad()
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    (luna,) = s.hand(ALICE, "AD27")
    game = play(ad, s.game(), luna, A_HOME, prefer=[theirs])
    assert game.state.cards[theirs].exhausted


def test_AD27_flipped_exhausts_a_weak_character_involved(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    weak = s.put("orange-2", BOB, B_PROBLEM)
    strong = s.put("orange-3", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "AD27", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad.settle(s.game(at="score"), prefer=[weak])
    text = trace_text(game)
    assert "Princess Luna, The Sandmare" in text
    assert f"Orange 2 #{weak} is exhausted" in text
    assert f"Orange 3 #{strong} is exhausted" not in text


# --- "players can't score points" (104.2) -------------------------------------------------------
def test_AD28_no_one_scores_for_a_faceoff_involving_it(ad):
    s = ad()
    s.put("AD28", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = ad.settle(challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",)))
    assert "Alice wins the faceoff" in trace_text(game)
    assert points(game) == (0, 0)
    (refused,) = of_kind([line for lines in game.traces for line in lines], REFUSAL)
    assert refused.startswith("Alice scores no points for defeating Timberwolf")
    assert "Scootaloo, Practice Makes Perfect" in refused and refused.rules == ("104.2",)


def test_AD28_scoring_is_allowed_once_the_faceoff_is_over(ad):
    s = ad()
    s.put("AD28", ALICE, B_PROBLEM)  # no faceoff: Alice confronts Bob's Problem and scores
    game = ad.settle(s.game(at="score"))
    assert points(game) == (1, 0)


def test_AD28_flipped_opponents_cant_score(ad):
    # Problem faceoff at Bob's Problem: Bob flips Scootaloo, Alice wins but scores nothing
    # for it (514.5c) while Scootaloo is flipped; Bob's own scoring is not forbidden
    s = ad()
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "AD28", "orange-1")
    game = ad.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Bob flips Scootaloo" in text
    assert "Alice scores no points as the highest Problem bonus" in text
    assert "Scootaloo, Practice Makes Perfect" in text.split("scores no points")[1].splitlines()[0]
    # after the faceoff Scootaloo is at the bottom of Bob's deck: Alice confronts and scores
    assert points(game)[0] == 1


def test_AD28_flipped_its_player_still_scores(ad):
    s = ad()
    s.put("orange-1", ALICE, B_PROBLEM)
    for _ in range(3):
        s.put("V-OR-F540", BOB, B_PROBLEM)  # Bob wins the Problem faceoff at his Problem
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "AD28", "orange-1")
    game = ad.settle(s.game(at="score"))
    text = trace_text(game)
    assert "Bob flips Scootaloo" in text
    assert "Bob scores 1 point as the highest Problem bonus" in text


def test_AD28_flipped_by_alice_does_not_stop_alice(ad):
    s = ad()
    strong_at(s, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "AD28", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad.settle(s.game(at="score"))
    assert "Alice scores 1 point as the highest Problem bonus" in trace_text(game)


def test_CG23_players_cant_score_during_faceoffs_involving_it(ad):
    s = ad()
    s.put("CG23", ALICE, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = ad.settle(challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",)))
    assert points(game) == (0, 0)
    assert "Alice scores no points for defeating Timberwolf" in trace_text(game)
    assert "Cranky Doodle Donkey" in trace_text(game).split("scores no points")[1].splitlines()[0]


def test_CG23_not_involved_no_effect(ad):
    s = ad()
    s.put("CG23", ALICE, A_PROBLEM)  # not at the Problem of the faceoff
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = ad.settle(challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",)))
    assert "Alice scores 1 point for defeating Timberwolf" in trace_text(game)


def test_AD29_follows_an_opposing_character_moved_to_another_problem(ad):
    s = ad(turn_player=BOB)
    ace = s.put("AD29", ALICE, B_PROBLEM)
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-2")
    game = s.game()
    hand = len(game.state.players[ALICE].hand)
    game.apply(MoveCharacter(BOB, theirs, A_PROBLEM))
    game = ad.settle(game)
    assert game.state.cards[ace].area == A_PROBLEM
    assert len(game.state.players[ALICE].hand) == hand + 1


def test_AD29_not_when_it_goes_home(ad):
    s = ad(turn_player=BOB)
    ace = s.put("AD29", ALICE, B_PROBLEM)
    theirs = s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-2")
    game = s.game()
    game.apply(MoveCharacter(BOB, theirs, B_HOME))
    game = ad.settle(game)
    assert game.state.cards[ace].area == B_PROBLEM
    assert not game.state.players[ALICE].hand


def test_AD31_dismissed_dismisses_all_other_friends_at_its_problem(ad):
    s = ad()
    dj = s.put("AD31", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-2", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)  # elsewhere
    (tom,) = s.hand(ALICE, "AD40")  # "When this card enters play, you may dismiss a Friend."
    game = play(ad, s.game(), tom, A_HOME, prefer=[dj])
    left = {c.card_id for c in game.state.in_play() if c.area == B_PROBLEM}
    assert "orange-1" not in left and "orange-2" not in left
    assert in_play(game, "orange-3").area == A_PROBLEM


def test_AD35_one_power_for_each_other_friend_you_have_there(ad):
    s = ad()
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)  # not Alice's
    (pinkie,) = s.hand(ALICE, "AD35")
    game = play(ad, s.game(), pinkie, B_PROBLEM)
    assert game.power(in_play(game, "AD35").iid) == 2 + 2


def test_AD35_nothing_at_home(ad):
    s = ad()
    s.put("orange-1", ALICE, A_HOME)
    (pinkie,) = s.hand(ALICE, "AD35")
    game = play(ad, s.game(), pinkie, A_HOME)
    assert game.power(in_play(game, "AD35").iid) == 2


def test_AD36_two_power_when_an_opposing_friend_is_dismissed(ad):
    s = ad()
    ponka = s.put("AD36", ALICE, A_HOME)
    theirs = s.put("orange-2", BOB, B_PROBLEM)
    (tom,) = s.hand(ALICE, "AD40")
    game = play(ad, s.game(), tom, A_HOME, prefer=[theirs])
    assert game.power(ponka) == 3
    s = ad()
    ponka = s.put("AD36", ALICE, A_HOME)
    mine = s.put("orange-2", ALICE, B_PROBLEM)
    (tom,) = s.hand(ALICE, "AD40")
    game = play(ad, s.game(), tom, A_HOME, prefer=[mine])
    assert game.power(ponka) == 1  # her own Friend: not opposing


def test_AD37_draws_two_as_it_enters_play(ad):
    s = ad()
    s.deck(ALICE, "orange-1", "orange-2", "orange-3")
    (cadance,) = s.hand(ALICE, "AD37")
    game = play(ad, s.game(), cadance, A_HOME)
    assert len(game.state.players[ALICE].hand) == 2


def test_AD38_its_opponent_gains_control_then_retires_another_friend_there(ad):
    s = ad()
    (screwball,) = s.hand(ALICE, "AD38")
    bobs = s.put("orange-1", BOB, B_PROBLEM)
    game = play(ad, s.game(), screwball, B_PROBLEM)
    ball = in_play(game, "AD38")
    assert ball.controller == BOB and ball.area == B_PROBLEM and ball.owner == ALICE
    game.apply(EndMainPhase(ALICE))  # Alice's Main Phase: not "your" Main Phase for Bob
    game = ad.settle(game)
    assert game.state.cards[bobs].zone is Zone.PLAY


def test_AD38_at_the_end_of_its_controllers_main_phase(ad):
    s = ad()
    ball = s.put("AD38", ALICE, A_PROBLEM)
    mine = s.put("orange-1", ALICE, A_PROBLEM)
    game = ad.settle(s.game())
    game.apply(EndMainPhase(ALICE))
    game = ad.settle(game, prefer=[mine])
    assert game.state.cards[ball].zone is Zone.PLAY
    assert "Orange 1" in trace_text(game) and "retired" in trace_text(game)
    s = ad()
    ball = s.put("AD38", ALICE, A_PROBLEM)
    s.put("orange-1", BOB, A_PROBLEM)  # Bob's: Alice can't retire it (410.2)
    game = s.game()
    game.apply(EndMainPhase(ALICE))
    game = ad.settle(game)
    assert ball not in game.state.play
    assert in_play(game, "orange-1").controller == BOB


def test_AD39_one_power_for_each_card_in_the_opponents_hand(ad):
    s = ad()
    snips = s.put("AD39", ALICE, A_HOME)
    s.board.add(Zone.HAND, BOB, "orange-1", "orange-1", "orange-1")
    s.board.add(Zone.HAND, ALICE, "orange-1")
    assert s.game().power(snips) == 1 + 3


def test_AD40_entering_may_dismiss_a_friend(ad):
    s = ad()
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    (tom,) = s.hand(ALICE, "AD40")
    game = play(ad, s.game(), tom, A_HOME, prefer=[theirs])
    assert theirs not in game.state.play


def test_AD40_flipped_dismisses_a_weak_friend_involved(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    weak = s.put("orange-2", BOB, B_PROBLEM)
    s.board.add(Zone.PROBLEM_DECK, BOB, "easy")
    s.deck(ALICE, "AD40", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad.settle(s.game(at="score"), prefer=[weak])
    assert weak not in game.state.play and "Tom, Rolling Rock" in trace_text(game)


def test_AD42_retires_to_end_the_faceoff_with_no_winner(ad):
    s = ad()
    s.put("orange-1", ALICE, B_PROBLEM)
    cheer = s.put("AD42", BOB, B_PROBLEM, controller=BOB)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("orange-1",))
    when_offered(game, ActivateAbility(BOB, cheer, 1))  # 0 is its Chaos ability
    game = ad.settle(game)
    text = trace_text(game)
    assert "ends the faceoff: no player wins it" in text
    assert "Faceoff totals" not in text and points(game) == (0, 0)
    assert cheer not in game.state.play and in_play(game, "tm-2").area == B_PROBLEM
    assert game.state.faceoff is None
    assert not game.state.players[ALICE].flip and not game.state.players[BOB].flip


def test_AD42_flipped_may_end_the_faceoff(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("orange-3",), bob_flips=("AD42",))
    game = ad.settle(game)
    text = trace_text(game)
    assert "ends the faceoff: no player wins it" in text
    assert "Faceoff totals" not in text and points(game) == (0, 0)


def test_AD43_troublemakers_here_have_one_more_power(ad):
    s = ad()
    s.put("AD43", ALICE, B_PROBLEM)
    here = s.put("tm-2", BOB, B_PROBLEM)
    there = s.put("tm-3", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(here) == 3 and game.power(there) == 3


def test_AD45_banishes_a_friend_until_the_start_of_the_next_turn(ad):
    s = ad()
    minuette = s.put("AD45", ALICE, A_HOME)
    theirs = s.put("orange-3", BOB, B_PROBLEM)
    game = activate(ad, s.game(), minuette, prefer=[theirs])
    assert theirs not in game.state.play
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].banished] == ["orange-3"]
    assert game.state.players[ALICE].tokens == 8
    game.apply(EndMainPhase(ALICE))
    while game.state.turn_player == ALICE:
        game.apply(game.legal_choices()[0])
    game = ad.settle(game)
    back = in_play(game, "orange-3")
    assert back.area == B_HOME and back.controller == BOB


def test_AD46_three_less_power_during_the_opponents_score_phase(ad):
    s = ad()
    waddle = s.put("AD46", BOB, B_HOME)
    assert s.game().power(waddle) == 3  # Alice's Main Phase
    s = ad()
    waddle = s.put("AD46", BOB, B_HOME)
    game = s.board.game(at="score")  # stopped before the first confront (610.1)
    assert game.state.phase == "Score" and game.power(waddle) == 0
    s = ad()
    waddle = s.put("AD46", ALICE, A_HOME)  # Alice's own Score Phase
    assert s.board.game(at="score").power(waddle) == 3


def test_AD47_gains_a_token_when_it_goes_from_play_to_the_discard_pile(ad):
    s = ad()
    owl = s.put("AD47", BOB, B_PROBLEM)
    (tom,) = s.hand(ALICE, "AD40")
    game = play(ad, s.game(), tom, A_HOME, prefer=[owl])
    assert game.state.players[BOB].tokens == 11


def test_AD47_flipped_gains_a_token_banishes_itself_and_flips_another(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, alice_flips=("AD47", "orange-3"), bob_flips=("orange-1",))
    game = ad.settle(game)
    text = trace_text(game)
    assert "Alice flips Orange 3" in text
    assert "Faceoff totals: Alice 6 (" in text  # 3 + Orange 3 flipped; Owlowiscious banished
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].banished] == ["AD47"]
    assert game.state.players[ALICE].tokens == 11


def test_AD48_entering_makes_the_next_event_one_less(ad):
    s = ad()
    (twilight, event) = s.hand(ALICE, "AD48", "event-main")
    game = play(ad, s.game(), twilight, A_HOME)
    tokens = game.state.players[ALICE].tokens
    game = play(ad, game, event)
    assert game.state.players[ALICE].tokens == tokens  # 1 - 1 (705.2b)


def test_AD48_flipped_makes_the_next_event_three_less_during_the_faceoff(ad):
    s = ad()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    (cheer,) = s.hand(ALICE, "event-faceoff")
    game = challenge(s, tm, alice_flips=("AD48",), bob_flips=("orange-1",))
    while "costs 3 less" not in trace_text(game):  # the flips and the Chaos ability first
        game.apply(PassPriorityFor(game))
    game = when_offered(game, PlayCard(ALICE, cheer))
    assert "costs 3 less" in trace_text(game)
    assert game.state.players[ALICE].tokens == 10  # 1 - 3, never below 0 (705.2b)


def test_AD49_its_problem_cant_be_confronted_while_an_opponents_boosted_mane_is_here(ad):
    s = ad(mane=("V-OR-M", Mane(boosted=True)))
    s.put("AD49", ALICE, A_PROBLEM)
    s.board.table.update(s.board.mane[BOB], area=A_PROBLEM)
    s.put("orange-3", ALICE, A_PROBLEM)
    game = ad.settle(s.game(at="score"))
    assert "confronts" not in trace_text(game)
    assert points(game) == (0, 0)


def test_AD50_may_exhaust_to_gain_a_token_when_an_opponent_moves_a_character(ad):
    s = ad(turn_player=BOB)
    truffle = s.put("AD50", ALICE, A_HOME)
    theirs = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, theirs, B_PROBLEM))
    game = ad.settle(game)
    assert game.state.cards[truffle].exhausted
    assert game.state.players[ALICE].tokens == 11


def test_AD52_may_put_a_card_from_hand_on_top_of_the_deck(ad):
    s = ad()
    s.put("AD52", ALICE, A_HOME)
    (kept,) = s.board.add(Zone.HAND, ALICE, "orange-2")
    game = ad.settle(s.game(at="main"), prefer=[kept])
    deck = game.state.players[ALICE].deck
    assert deck and game.state.cards[deck[0]].card_id == "orange-2"
    assert not game.state.players[ALICE].hand


def test_AD53_opponents_pay_one_more_to_move_characters_here(ad):
    s = ad(turn_player=BOB)
    s.put("AD53", ALICE, A_PROBLEM)
    theirs = s.put("orange-1", BOB, B_HOME)
    game = s.game()
    game.apply(MoveCharacter(BOB, theirs, A_PROBLEM))
    assert game.state.players[BOB].tokens == 10 - 3  # 2 (609.2b) + 1


# --- "home limit reduced" (616.3) ---------------------------------------------------------------
def retires_at_end(game) -> bool:  # type: ignore[no-untyped-def]
    decision = game.current_decision()
    return decision is not None and decision.kind is DecisionKind.RETIRE


@pytest.mark.parametrize(("owner", "retires"), [(BOB, True), (ALICE, False)])
def test_AD54_the_opponents_home_limit_is_one_less(ad, owner, retires):
    s = ad()
    s.put("AD54", owner, B_PROBLEM)  # not at a home, where it would count itself
    for _ in range(3):  # Alice's home limit 3 (616.3): 2 with Bob's Buffalos
        s.put("orange-1", ALICE, A_HOME)
    assert retires_at_end(s.game(at="end")) is retires


def test_AD56_one_less_for_each_of_the_opponents_assets_at_home(ad_pool):
    assets = sorted(
        d.id for d in ad_pool.values() if "Asset" in d.traits and d.type.value == "Resource"
    )
    s = scene_factory(ad_pool)()
    s.put("AD56", BOB, B_HOME)
    s.put(assets[0], ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    assert not retires_at_end(s.game(at="end"))  # 3 - 1 = 2 Friends allowed
    s = scene_factory(ad_pool)()
    s.put("AD56", BOB, B_HOME)
    s.put(assets[0], ALICE, A_HOME)
    s.put(assets[0], ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    assert retires_at_end(s.game(at="end"))  # 3 - 2 = 1


def test_AD183_each_players_home_limit_is_one_less_per_character_they_control_there(ad):
    s = ad()
    s.board.table.update(s.board.problem[BOB], card_id="AD183")
    s.put("orange-1", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    for _ in range(3):
        s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    assert game._table.home_limit(ALICE) == 2 and game._table.home_limit(BOB) == 1
    assert retires_at_end(game)
    assert "as Highly Contagious" in game.current_decision().prompt


def test_AD5_boosted_troublemakers_here_lose_their_abilities(ad):
    # King Sombra (CG205) uncovered where Boosted Fluttershy is: neither its keyword Villain
    # nor its "when uncovered" ability is there to trigger (701.1); uncovered elsewhere, it is
    def uncovered(at):  # type: ignore[no-untyped-def]
        s = ad(mane=(Mane("AD5", boosted=True), "V-OR-M"))
        s.board.table.update(s.board.mane[ALICE], area=B_PROBLEM)
        s.put("CG205", ALICE, at, face_down=True)
        s.put("orange-1", BOB, at)
        s.deck(ALICE, "orange-1")
        game = s.game(at="start")
        return trace_text(ad.settle(game))

    text = uncovered(B_PROBLEM)
    assert "King Sombra #" in text and "is uncovered" in text
    assert "triggers" not in text and "frightened" not in text
    elsewhere = uncovered(A_PROBLEM)  # no Fluttershy there: its abilities trigger (704.1)
    assert "King Sombra #" in elsewhere and "triggers" in elsewhere


def test_AD153_a_boosted_mane_with_utterly_drained_on_it_has_no_abilities(ad):
    # Nightmare Moon's Boosted ability (AD2: pay 2 to frighten an opposing Friend there as she
    # confronts) with Bob's Utterly Drained on her: while she is boosted she has none (701.1)
    def confronting(drained: bool, boosted: bool = True):  # type: ignore[no-untyped-def]
        s = ad(mane=(Mane("AD2", boosted=boosted), "V-OR-M"))
        me = s.board.mane[ALICE]
        s.board.table.update(me, area=B_PROBLEM)
        if drained:
            s.put("AD153", BOB, B_PROBLEM, attached_to=me)
        strong_at(s, B_PROBLEM)
        s.put("orange-1", BOB, B_PROBLEM)
        s.deck(ALICE, "orange-1", "orange-1")
        s.deck(BOB, "orange-1", "orange-1")
        return trace_text(ad.settle(s.game(at="score")))

    assert "Alice pays 2 (Nightmare Moon" in confronting(drained=False)
    assert "Alice pays 2 (Nightmare Moon" not in confronting(drained=True)


def test_AD56_a_home_limit_reduced_below_zero_is_zero(ad_pool):
    # Two Crackles and three Assets: 3 - 6 = -3. The limit is 0: every Friend at home is
    # retired and the game goes on (616.3); a limit below 0 once asked for retirements no
    # Friend was left to answer
    assets = sorted(
        d.id for d in ad_pool.values() if "Asset" in d.traits and d.type.value == "Resource"
    )
    s = scene_factory(ad_pool)()
    s.put("AD56", BOB, B_HOME)
    s.put("AD56", BOB, B_HOME)
    for _ in range(3):
        s.put(assets[0], ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    assert game._table.home_limit(ALICE) == 0
    while retires_at_end(game):
        game.apply(game.legal_choices()[0])
    assert not [c for c in game.state.in_play() if c.card_id == "orange-1"]
    assert game.current_decision() is not None  # the turn goes on
