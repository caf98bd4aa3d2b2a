"""Section 7: abilities and modifiers (701-712), on real Premiere cards and keyword test cards."""

from __future__ import annotations

import pytest

from engine import Zone, home, problem_area
from engine.cards import Colour
from engine.choices import (
    Accept,
    ActivateAbility,
    ChooseCard,
    Continue,
    DecisionKind,
    Decline,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import ALICE, BOB, Board, trace_text
from engine.scripts import SCRIPTS
from engine.scripts.vocabulary import FRIEND, HERE, THIS, YOU, Cards, Manual, Static, card, manual


def test_701_2_each_paragraph_is_an_ability_and_manual_ones_are_named(canterlot_pool, monkeypatch):
    pool = canterlot_pool
    # a script leaving one paragraph, or a Mane Character's front, to the judge
    monkeypatch.setitem(SCRIPTS, "PR147", card(Manual(1)))
    assert pool["PR147"].manual_abilities == (pool["PR147"].text[1],)  # only the 2nd paragraph
    monkeypatch.setitem(SCRIPTS, "PR5", card(Manual(0), boosted=SCRIPTS["PR5"].boosted))
    assert pool["PR5"].manual_abilities == pool["PR5"].text  # its Boosted side is scripted
    monkeypatch.undo()
    assert not pool["PR147"].manual and not pool["PR5"].manual  # both scripted in full
    assert not pool["PR139"].manual  # attachment and its keyword grant are scripted
    assert not pool["PR4"].manual  # its Boosted flip-to-bottom replacement is scripted
    monkeypatch.setitem(SCRIPTS, "CN1", manual())  # scripted now; as if it were not
    cn1 = pool["CN1"]  # manual(): both sides of a Mane Character go to the judge
    assert cn1.manual_abilities == (*cn1.text, *(f"(Boosted) {t}" for t in cn1.boosted.text))


def test_702_708_a_lasting_modifier_ends_with_the_turn(pr_board):
    b = pr_board()
    b.play("V-OR-F330", ALICE, home(ALICE))  # 3 orange power for the play requirement
    (rock,) = b.add(Zone.HAND, ALICE, "PR29")  # when played: +1 power until end of turn
    game = b.game(tokens=(1, 0))
    game.apply(PlayCard(ALICE, rock, home(ALICE)))
    played = next(c.iid for c in game.state.in_play() if c.card_id == "PR29")
    assert game.power(played) == 2
    assert "until the end of the turn" in trace_text(game) and "708.2)" in trace_text(game)
    game.apply(EndMainPhase(ALICE))
    assert game.state.turn_player == BOB and game.power(played) == 1  # 616.4


def test_703_activated_ability_pays_its_cost_and_an_unpayable_one_changes_nothing(pr_board):
    b = pr_board()
    pinkie = b.play("PRpf3", ALICE, home(ALICE))  # Main Phase: exhaust this to draw a card
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2")
    game = b.game()
    activate = ActivateAbility(ALICE, pinkie, 0)
    assert activate in game.legal_choices()
    game.apply(activate)
    assert game.state.cards[pinkie].exhausted and len(game.state.players[ALICE].hand) == 1
    before = game.fingerprint()
    why = game.why_not(activate)
    assert "can't be exhausted to pay the cost" in why and "(508.1d, 705.2)" in why
    assert activate not in game.legal_choices() and game.fingerprint() == before
    assert "(703.1b)" in game.why_not(
        ActivateAbility(BOB, pinkie, 0)
    ) or "Alice's decision" in game.why_not(ActivateAbility(BOB, pinkie, 0))


def test_704_712_3_a_may_trigger_is_created_and_the_choice_made_as_it_resolves(pr_board):
    b = pr_board()
    b.play("V-PU-F330", ALICE, home(ALICE))
    (sunny,) = b.add(Zone.HAND, ALICE, "PR62")  # when played: may look at top 2, reorder
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2", "orange-3")
    game = b.game(tokens=(2, 0))
    game.apply(PlayCard(ALICE, sunny, home(ALICE)))
    assert game.current_decision().kind is DecisionKind.OPTIONAL
    assert "712.3)" in game.current_decision().prompt
    game.apply(Accept(ALICE))
    assert game.current_decision().kind is DecisionKind.ARRANGE
    deck = game.state.players[ALICE].deck
    second = deck[1]
    game.apply(next(c for c in game.legal_choices() if c.card == second))  # 2nd on top
    assert game.state.players[ALICE].deck[0] == second
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].deck] == [
        "orange-2",
        "orange-1",
        "orange-3",
    ]


def test_705_if_you_do_happens_only_when_the_first_part_is_done(pr_board):
    def confronting():  # type: ignore[no-untyped-def]
        b = pr_board()
        twilight = b.play("PRpf4", ALICE, problem_area(ALICE))  # confront: may go home, gain 1
        b.play("orange-2", ALICE, problem_area(ALICE))
        game = b.game(at="score")  # the only confront step runs at once (610.1)
        game.apply(Continue())  # past the judge's stop (Board.game)
        assert game.current_decision().kind is DecisionKind.OPTIONAL
        return game, twilight

    game, twilight = confronting()
    game.apply(Accept(ALICE))
    assert game.state.cards[twilight].area == home(ALICE)
    assert game.state.players[ALICE].tokens == 1
    declined, twilight = confronting()
    declined.apply(Decline(ALICE))
    assert declined.state.players[ALICE].tokens == 0
    assert declined.state.cards[twilight].area == problem_area(ALICE)


def test_706_1d_enters_play_triggers_and_709_one_shot_uses_the_state_it_checks(pr_board):
    b = pr_board()
    weak = b.play("orange-2", BOB, problem_area(BOB))
    b.play("pink-3", BOB, problem_area(BOB))
    b.play("V-PI-F330", ALICE, home(ALICE))
    (danger,) = b.add(Zone.HAND, ALICE, "PR110")  # -2 power; if 0 or less, dismiss it
    game = b.game(tokens=(2, 0))
    game.apply(PlayCard(ALICE, danger))
    assert game.current_decision().kind is DecisionKind.TARGET
    game.apply(ChooseCard(ALICE, weak))
    assert weak not in game.state.cards  # dismissed: a new card in the discard pile (410.6)
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].discard] == ["orange-2"]
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].discard] == ["PR110"]


def test_710_5_the_affected_player_chooses_an_optional_replacement(pr_board):
    def inviting():  # type: ignore[no-untyped-def]
        b = pr_board()
        stubborn = b.play("persistent-1", BOB, problem_area(BOB))
        b.play("V-PI-F330", ALICE, home(ALICE))
        (invite,) = b.add(Zone.HAND, ALICE, "PR113")  # dismiss an opponent's Friend, power 1
        game = b.game(tokens=(1, 0))
        game.apply(PlayCard(ALICE, invite))
        return game, stubborn

    game, stubborn = inviting()
    decision = game.current_decision()
    assert decision.kind is DecisionKind.REPLACEMENT and decision.player == BOB
    assert "(710.5)" in decision.prompt
    game.apply(Accept(BOB))
    (scared,) = [c for c in game.state.in_play() if c.card_id == "persistent-1"]
    assert scared.frightened and scared.face_down and scared.iid != stubborn  # 504.1, 505.3
    again, _ = inviting()
    again.apply(Decline(BOB))
    assert not any(c.card_id == "persistent-1" for c in again.state.in_play())


def test_711_4_a_trait_grant_applies_before_the_power_modifier_that_reads_it(
    premiere_pool, pool_with, monkeypatch
):
    counter = pool_with.friend("critter-counter", (Colour.ORANGE,), 1)
    monkeypatch.setitem(
        SCRIPTS,
        counter.id,
        card(
            Static(
                "power", THIS, 1, per=Cards(YOU, FRIEND, trait="Critter", where=HERE, other=True)
            )
        ),
    )
    pool = pool_with(counter, premiere_pool["PR207"])

    def board():  # type: ignore[no-untyped-def]
        b = Board(pool, problems=("easy", "easy"))
        where = problem_area(ALICE)
        counting = b.play("critter-counter", ALICE, where)  # earlier than the grant's source
        b.play("PR207", ALICE, where)  # other Friends here are Critters in the Score Phase
        b.play("orange-2", ALICE, where)
        b.play("orange-1", ALICE, problem_area(BOB))  # two confront steps: the turn player
        return b, counting  # chooses the order, so the game stops in the Score Phase

    b, counting = board()
    main = b.game(at="main")
    assert main.power(counting) == 2  # only Philomena is a Critter outside the Score Phase
    b, counting = board()
    score = b.game(at="confront")
    assert score.current_decision().kind is DecisionKind.CONFRONT_ORDER
    assert "Critter" in score.traits(counting)
    assert score.power(counting) == 3  # orange-2 is a Critter now, counted after the grant


def test_711_keywords_supportive_experienced_and_calming(pr_board):
    b = pr_board()
    supportive = b.play("supportive-1", ALICE, home(ALICE))  # with its orange Mane
    experienced = b.play("experienced-1", ALICE, home(ALICE))
    b.add(Zone.DISCARD, ALICE, "experienced-1", "experienced-1")
    calm = b.play("calming-1", ALICE, problem_area(ALICE))
    (friend,) = b.add(Zone.HAND, BOB, "hasty-1")
    game = b.game(tokens=(0, 1))
    assert game.power(supportive) == 3 and game.power(experienced) == 3
    game.apply(EndMainPhase(ALICE))  # Bob's turn
    game.apply(PlayCard(BOB, friend, problem_area(ALICE)))
    played = next(c.iid for c in game.state.in_play() if c.card_id == "hasty-1")
    assert game.power(played) == 0 and game.state.cards[calm].area == problem_area(ALICE)


def test_506_agile_moves_as_an_immediate_action_and_showy_raises_the_cost(pr_board):
    b = pr_board()
    b.play("showy-1", ALICE, problem_area(ALICE))
    agile = b.play("agile-1", BOB, home(BOB))
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(1, 3))
    game.apply(PlayCard(ALICE, one, home(ALICE)))
    move = MoveCharacter(BOB, agile, problem_area(ALICE))
    assert move in game.legal_choices()
    game.apply(move)
    assert game.state.players[BOB].tokens == 0  # 2 + Showy 1


def test_512_5_agile_granted_by_an_effect_lets_a_character_move_outside_the_main_phase(pr_board):
    from engine.state import LastingEffect

    b = pr_board()
    plain = b.play("orange-2", BOB, home(BOB))
    (one,) = b.add(Zone.HAND, ALICE, "orange-1")
    game = b.game(tokens=(1, 3))
    game.apply(PlayCard(ALICE, one, home(ALICE)))  # Bob has priority after Alice's action
    move = MoveCharacter(BOB, plain, problem_area(ALICE))
    assert move not in game.legal_choices()
    assert "Agile" in game.why_not(move) and "512.5" in game.why_not(move)
    game2 = pr_board()
    plain = game2.play("orange-2", BOB, home(BOB))
    (one,) = game2.add(Zone.HAND, ALICE, "orange-1")
    game2.state.effects.append(
        LastingEffect(1, BOB, "test", "keyword", (plain,), value="Agile", until="permanent")
    )
    game = game2.game(tokens=(1, 3))
    game.apply(PlayCard(ALICE, one, home(ALICE)))
    assert MoveCharacter(BOB, plain, problem_area(ALICE)) in game.legal_choices()


def test_observed_mode_the_judge_enters_a_card_discarded_at_random(pr_board):
    from engine.choices import ChooseCard as Chosen
    from engine.state import Mode

    b = pr_board(mode=Mode.OBSERVED)
    b.play("V-OR-F330", ALICE, home(ALICE))
    (drill,) = b.add(Zone.HAND, ALICE, "PR30")  # when played, opponent discards at random
    one, two = b.add(Zone.HAND, BOB, "orange-1", "orange-2")
    game = b.game(tokens=(4, 0))
    game.apply(PlayCard(ALICE, drill, home(ALICE)))
    decision = game.current_decision()
    assert decision.player is None and "discarded at random" in decision.prompt
    game.apply(Chosen(BOB, two))
    assert [game.state.cards[i].card_id for i in game.state.players[BOB].discard] == ["orange-2"]


@pytest.mark.parametrize("frightened", [False, True])
def test_redeem_retires_a_card_with_the_same_title_for_three_less(discord_pool, frightened):
    """A frightened Friend keeps its title (505.1) and may be retired for Redeem too."""
    b = Board(discord_pool, problems=("easy", "easy"))
    former = b.play("old-discord", ALICE, home(ALICE), frightened=frightened, face_down=frightened)
    (card,) = b.add(Zone.HAND, ALICE, "big-redeem")
    game = b.game(tokens=(2, 0))
    assert "costs 5 action tokens" in game.why_not(PlayCard(ALICE, card, home(ALICE)))
    redeem = PlayCard(ALICE, card, home(ALICE), using=former)
    assert redeem in game.legal_choices()
    game.apply(redeem)
    assert game.state.players[ALICE].tokens == 0
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].discard] == [
        "old-discord"
    ]


def test_transform_returns_a_friend_to_hand_and_costs_the_transform_cost(pool_with):
    from engine.cards import CardDefinition, CardType, Colour, Keyword

    sea = CardDefinition(
        "sea-dash",
        "Rainbow Dash",
        CardType.FRIEND,
        "Seapony",
        (Colour.BLUE,),
        cost=4,
        power=3,
        keywords=(Keyword("Transform", 2),),
    )
    land = CardDefinition(
        "land-dash", "Rainbow Dash", CardType.FRIEND, "Flier", (Colour.BLUE,), cost=3, power=2
    )
    b = Board(pool_with(sea, land), problems=("easy", "easy"))
    flier = b.play("land-dash", ALICE, problem_area(BOB))
    (card,) = b.add(Zone.HAND, ALICE, "sea-dash")
    game = b.game(tokens=(2, 0))
    game.apply(PlayCard(ALICE, card, problem_area(BOB), using=flier))
    assert game.state.players[ALICE].tokens == 0
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].hand] == ["land-dash"]


def test_cutie_mark_puts_a_counter_once(board):
    from engine.abilities import can, do

    b = board()
    one = b.play("orange-1", ALICE, home(ALICE))
    game = b.game()
    t = game._table
    do(t, "cutie-mark", one, ALICE, "test")
    assert game.power(one) == 2
    assert "can't be Cutie Marked" in can(t, "cutie-mark", t.card(one), ALICE)
