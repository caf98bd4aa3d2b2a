"""Explanations a judge can read out, on real cards: a refusal by a "can't" names the card
whose modifier forbids it (104.2); a cost is shown as its sum, naming each card or keyword
that changes it (705.2b); a card that changes a rule is named in the trace; a trigger-ordering
question names each ability by its text; a card's abilities are listed even when none is
legal; the trace is data (kind, card ids, numbers, rules) with its English rendered from it."""

from __future__ import annotations

import copy
import json
import pickle

from script_scenes import challenge, play

from engine import DecisionKind, Zone
from engine.areas import problem_area
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    MoveCharacter,
    OrderTrigger,
    PlayCard,
)
from engine.explain import CostPart
from engine.perspective import seen_steps
from engine.record import load_record, record_of
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB
from engine.scripts.vocabulary import manual
from engine.trace import (
    COST,
    FLIP,
    MOVE,
    PLAY,
    REFUSAL,
    RULE_CHANGE,
    ZONE,
    TraceEntry,
    entry,
    from_data,
)
from engine.trace import of_kind as entries


def every_line(game):  # type: ignore[no-untyped-def]
    return [line for step in game.traces for line in step]


def named(game, iid: int) -> str:  # type: ignore[no-untyped-def]
    """How the trace and messages name card ``iid``: "Title, Subtitle #iid"."""
    return f"{game.pool[game.state.cards[iid].card_id].name} #{iid}"


# --- refusals by a "can't" (104.2) ------------------------------------------------------------
def test_a_move_a_cant_forbids_names_the_card_whose_modifier_it_is(scene):
    s = scene(turn_player=BOB)
    foe = s.put("orange-1", BOB, B_HOME)
    coiffure = s.put("PR133", ALICE, B_HOME, attached_to=foe)  # "Your opponent can't move ..."
    game = s.game(tokens=(0, 5))
    why = game.why_not(MoveCharacter(BOB, foe, A_PROBLEM))
    assert named(game, coiffure) in why and "(104.2, 506)" in why


def test_an_effect_refuses_a_card_a_cant_protects_naming_that_card(scene):
    s = scene()
    pearly = s.put("PR73", BOB, B_PROBLEM)  # "Your opponent's cards can't move this card."
    s.put("orange-1", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "PR106")  # "Main Phase: Move an opponent's character."
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    assert game.current_decision().kind is DecisionKind.TARGET
    assert ChooseCard(ALICE, pearly) not in game.legal_choices()
    why = game.why_not(ChooseCard(ALICE, pearly))
    assert "not one of the choices" not in why
    assert f"{named(game, pearly)}: {named(game, pearly)} says it can't be moved (104.2" in why


def test_an_effect_with_no_card_it_may_move_traces_the_refusal_with_the_forbidding_card(cn_scene):
    s = cn_scene()
    guard = s.put("CN68", BOB, B_PROBLEM)  # it and Bob's Mane: opponents can't move them
    (event,) = s.hand(ALICE, "PR106")
    game = s.game()
    lines = game.apply(PlayCard(ALICE, event))
    cn_scene.settle(game)
    refusals = entries(every_line(game), REFUSAL)
    assert len(refusals) == 1, every_line(game)
    (refusal,) = refusals
    assert guard in refusal.cards and "705.2f" in refusal.rules
    assert "no card can be moved (506.2)" in refusal and "(104.2, 506)" in refusal
    assert named(game, guard) in refusal
    assert game.state.cards[guard].area == B_PROBLEM and lines


# --- costs as their sum (705.2b) ----------------------------------------------------------------
def test_a_move_cost_raised_by_another_card_is_its_sum_in_the_choice_and_the_trace(scene):
    s = scene()
    octavia = s.put("PR205", BOB, B_PROBLEM)  # "... must pay +[2] to move a character to ..."
    me = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    choice = MoveCharacter(ALICE, me, B_PROBLEM)
    said = game.explain(choice)
    assert said.cost == 4 and "609.2b" in said.rules and "705.2b" in said.rules
    assert said.parts == (
        CostPart(2, "printed", "609.2b"),
        CostPart(2, named(game, octavia), "705.2b", octavia),
    )
    assert f"4 = printed 2 (609.2b) + 2 ({named(game, octavia)}, 705.2b)" in said.text
    game.apply(choice)
    (paid,) = entries(game.traces[-1], COST)
    assert paid.cards == (me, octavia) and paid.numbers == (4, 2, 2)
    assert paid.rules == ("609.2b", "705.2b")
    assert f"pays 4 to move {named(game, me)}: 4 = printed 2 + 2 ({named(game, octavia)})" in paid
    (moved,) = entries(game.traces[-1], MOVE)
    assert moved.cards == (me,) and "506.1" in moved.rules
    assert game.state.players[ALICE].tokens == 1


def test_swifts_move_cost_names_the_keyword_and_its_rule(scene):
    s = scene()
    flyer = s.put("PR8", ALICE, A_HOME)  # Swift
    game = s.game(tokens=(5, 0))
    said = game.explain(MoveCharacter(ALICE, flyer, A_PROBLEM))
    assert said.cost == 1
    assert said.parts[1] == CostPart(-1, f"Swift of {named(game, flyer)}", "glossary: Swift", flyer)
    assert said.cost_text().startswith("1 = printed 2 (609.2b) - 1 (Swift of")
    game.apply(MoveCharacter(ALICE, flyer, A_PROBLEM))
    (paid,) = entries(game.traces[-1], COST)
    assert paid.numbers == (1, 2, -1) and "glossary: Swift" in paid.rules


def test_a_play_cost_raised_by_a_troublemaker_names_it_in_the_choice_and_the_trace(scene):
    s = scene()
    wolf = s.put("PR158", BOB, B_PROBLEM)  # "... must pay +[2] to play a Friend to ..."
    (one,) = s.hand(ALICE, "orange-1")
    game = s.game(tokens=(5, 0))
    said = game.explain(PlayCard(ALICE, one, B_PROBLEM))
    assert said.cost == 3 and said.rules[:2] == ("609.2a", "302.1")
    assert [p.source for p in said.parts] == [None, wolf]
    lines = game.apply(PlayCard(ALICE, one, B_PROBLEM))
    (cost,) = entries(lines, COST)
    assert wolf in cost.cards and cost.numbers == (3, 1, 2) and "705.2b" in cost.rules
    assert named(game, wolf) in cost
    (played,) = entries(lines, PLAY)
    assert played.numbers == (3,) and played.rules == ("609.2a", "302.1")
    assert game.state.cards[played.cards[0]].card_id == "orange-1"


def test_every_legal_main_phase_choice_carries_its_cost_and_the_rule_that_allows_it(scene):
    s = scene()
    s.put("PR205", BOB, B_PROBLEM)
    s.put("orange-1", ALICE, A_HOME)
    s.put("PRpf3", ALICE, A_HOME)  # "Main Phase: Exhaust this card to draw a card."
    s.hand(ALICE, "orange-2", "PR106")
    s.deck(ALICE, "orange-1", "orange-1")
    game = s.game(tokens=(6, 0))
    choices = game.legal_choices()
    assert any(isinstance(c, ActivateAbility) for c in choices)
    for choice in choices:
        said = game.explain(choice)
        assert said.rules, choice
        if isinstance(choice, PlayCard | MoveCharacter | ActivateAbility):
            assert said.cost is not None and said.cost == sum(p.amount for p in said.parts)
            assert said.parts[0].why == "printed" and said.text
    json.dumps([game.explain(c).text for c in choices])  # plain data for a GUI or a record


# --- a card that changes a rule, named in the trace ----------------------------------------------
def test_a_card_that_flips_an_additional_card_is_named_in_the_trace(scene):
    s = scene()
    watch = s.put("PR35", ALICE, B_PROBLEM)  # "... flip an additional card."
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = challenge(s, tm, ("orange-3",) * 3, ("orange-1",) * 3)
    scene.settle(game)
    lines = every_line(game)
    (change,) = entries(lines, RULE_CHANGE)
    assert change.cards == (watch,) and change.numbers == (1,) and change.rules == ("514.3a",)
    assert f"{named(game, watch)} makes Alice flip 1 more card" in change
    flips = entries(lines, FLIP)
    assert len(flips) == 3 and all(f.rules == ("514.3", "515.1") for f in flips)
    assert sorted(f.numbers for f in flips) == [(1,), (3,), (3,)]  # two of Alice's, one of Bob's


# --- trigger ordering names abilities by their text (511.7a) --------------------------------------
def test_the_trigger_ordering_question_names_each_ability_by_its_text(pr_board):
    b = pr_board(turn_player=ALICE)
    b.play("PR153", BOB, problem_area(ALICE))
    b.play("PR160", BOB, problem_area(BOB))
    b.add(Zone.DRAW_DECK, ALICE, "orange-1", "orange-2", "orange-3")
    game = b.game(at="start")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.ORDER_TRIGGERS
    for card_id in ("PR153", "PR160"):
        (text,) = game.pool[card_id].text
        assert f'{game.pool[card_id].name}, "{text}"' in decision.prompt
    assert all(isinstance(c, OrderTrigger) for c in game.legal_choices())


# --- a card's abilities, numbered, legal or not ---------------------------------------------------
def test_a_cards_abilities_are_listed_with_why_none_is_legal_now(scene):
    s = scene()
    pinkie = s.put("PRpf3", ALICE, A_HOME, exhausted=True)  # "Main Phase: Exhaust this card..."
    game = s.game()
    ability = game.abilities_of(pinkie)[0]  # then its keyword, Random
    assert ability.number == 0 and ability.automated and ability.text == game.pool["PRpf3"].text[0]
    assert "already exhausted (503.2a)" in ability.why_not
    assert ActivateAbility(ALICE, pinkie, 0) not in game.legal_choices()


def test_a_cards_abilities_are_listed_by_paragraph_when_one_paragraph_makes_two(cn_scene):
    s = cn_scene()
    gavel = s.put("CN72", ALICE, A_PROBLEM)  # "Main Phase: Pay [1] to exhaust this card."
    game = s.game(tokens=(0, 0))
    listed = game.abilities_of(gavel)
    printed = game.pool["CN72"].text
    assert [a.number for a in listed] == [0, 1, 2]
    assert [a.text for a in listed] == [printed[0], printed[1], printed[1]]
    assert "costs 1 action tokens" in listed[0].why_not  # no token to pay
    assert "continuous" in listed[1].why_not and all(a.automated for a in listed)
    game = s.game(tokens=(1, 0))
    assert game.abilities_of(gavel)[0].why_not is None  # legal now


def test_text_the_engine_leaves_to_the_judge_is_listed_as_not_automated(real_cards, scene_for):
    pool = real_cards({"PR197": manual(reason="left to the judge here")})
    s = scene_for(pool)()
    hooves = s.put("PR197", ALICE, A_HOME)  # its one paragraph is left to the judge
    game = s.game()
    (listed,) = game.abilities_of(hooves)
    assert listed.text == game.pool["PR197"].text[0] and not listed.automated
    assert "judge" in listed.why_not


# --- the trace as data -------------------------------------------------------------------------
def test_trace_entries_are_strings_with_data_that_survive_copies_and_json(scene):
    s = scene()
    octavia = s.put("PR205", BOB, B_PROBLEM)
    me = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    (paid,) = entries(game.apply(MoveCharacter(ALICE, me, B_PROBLEM)), COST)
    assert isinstance(paid, str) and paid.startswith("Alice pays 4")
    for again in (copy.deepcopy(paid), pickle.loads(pickle.dumps(paid)), from_data(paid.data())):
        assert isinstance(again, TraceEntry) and again == paid
        assert (again.kind, again.cards, again.numbers) == (COST, (me, octavia), (4, 2, 2))
    fork = game.fork()
    assert entries(fork.traces[-1], COST)[0].cards == (me, octavia)


def test_a_plain_log_line_is_a_note(scene):
    s = scene()
    game = s.game()
    t = game._table
    t.log("the judge checks the board (104.1)")
    (line,) = t.trace
    read = entry(line)
    assert read.kind == "note" and read == "the judge checks the board (104.1)" and not read.cards
    assert entries(t.trace, "note") == [read] and entries(t.trace, "move") == []


def test_a_draw_names_old_and_new_ids_and_a_player_view_hides_what_it_may_not_know(scene):
    s = scene()
    s.deck(ALICE, "orange-1", "orange-2")
    pinkie = s.put("PRpf3", ALICE, A_HOME)
    game = s.game()
    game.apply(ActivateAbility(ALICE, pinkie, 0))
    scene.settle(game)
    (drew,) = [e for e in entries(every_line(game), ZONE) if "draws" in e]
    old, new = drew.cards
    assert old not in game.state.cards and game.state.cards[new].zone is Zone.HAND  # 410.6
    assert game.state.cards[new].card_id == "orange-1" and drew.rules[-1] == "410.4"
    mine = [e for step in seen_steps(game, ALICE) for e in entries(step.trace, ZONE)]
    theirs = [e for step in seen_steps(game, BOB) for e in entries(step.trace, ZONE)]
    assert mine[0].cards == (old, new) and "Orange 1" in mine[0]  # the drawer knows it
    assert theirs[0].cards == (None, None) and "a hidden card" in theirs[0]


def test_records_keep_their_format_and_replay_to_the_same_trace_data(scene):
    s = scene()
    s.put("PR205", BOB, B_PROBLEM)
    me = s.put("orange-1", ALICE, A_HOME)
    game = s.game(tokens=(5, 0))
    game.apply(MoveCharacter(ALICE, me, B_PROBLEM))
    record = record_of(game)
    assert "trace" not in record.to_json()  # the trace is derived, not stored
    again = load_record(record, game.pool)
    assert [e.data() for e in again.traces[-1]] == [e.data() for e in game.traces[-1]]


def test_a_card_played_with_its_cost_and_rules_as_data(scene):
    s = scene()
    (one,) = s.hand(ALICE, "orange-1")
    game = s.game(tokens=(5, 0))
    game = play(scene, game, one, A_PROBLEM)
    (played,) = entries(every_line(game), PLAY)
    assert played.numbers == (1,) and played.rules == ("609.2a", "302.1")
    assert entries(every_line(game), COST) == []  # the printed cost alone: no sum to show
    assert game.state.cards[played.cards[0]].area == A_PROBLEM


def test_a_card_raising_what_the_opponent_needs_to_confront_is_named_in_the_trace(scene):
    s = scene(turn_player=BOB)
    guard = s.put("PR48", ALICE, A_PROBLEM)  # its opponent needs +1 to confront here
    s.put("orange-1", BOB, A_PROBLEM)
    game = scene.settle(s.game(at="score"))
    (change,) = entries(every_line(game), RULE_CHANGE)
    assert change.cards == (guard,) and change.numbers == (1,) and change.rules == ("611.3",)
    assert f"{named(game, guard)} changes what Bob needs to confront" in change


def test_the_home_limit_question_names_the_card_that_sets_the_limit(scene):
    s = scene()
    pinkie = s.put("PRpf6", ALICE, A_HOME)  # "+2 home limit" while at home
    for _ in range(5):
        s.put("orange-1", ALICE, A_HOME)
    game = s.game(at="end")
    decision = game.current_decision()
    assert decision.kind is DecisionKind.RETIRE
    assert f"home limit of 5, as {named(game, pinkie)} set it (616.3)" in decision.prompt


def test_an_ability_cost_lowered_by_its_own_card_names_the_card_in_its_sum(cn_scene):
    s = cn_scene(mane="CN7")  # "... pay 1 less to turn this card over for each Critter Friend"
    mane = s.board.mane[ALICE]
    s.put("PR86", ALICE, A_HOME)
    s.put("PR81", ALICE, B_PROBLEM)
    game = s.game(tokens=(1, 0))
    said = game.explain(ActivateAbility(ALICE, mane, 0))
    assert said.cost == 1 and said.parts[0] == CostPart(3, "printed", "703.1d")
    assert said.parts[1] == CostPart(-2, named(game, mane), "705.2b", mane)
    assert said.cost_text() == f"1 = printed 3 (703.1d) - 2 ({named(game, mane)}, 705.2b)"
    assert game.pool["CN7"].text[0] in said.text  # the ability named by its text
