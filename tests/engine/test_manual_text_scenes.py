"""Text the engine does not automate, as a judge meets it (``engine.manual``): real cards of
unscripted sets stop the game for the judge where their text names, their activated abilities
and Events (Reaction ones too) are offered, and the marks say which text the judge applies."""

from __future__ import annotations

import pytest
from script_scenes import OCTGN, judge_applies, whole_pool

from engine import manual
from engine.cards import CardDefinition, CardPool, CardType
from engine.choices import (
    Challenge,
    DecisionKind,
    EndChallenges,
    EndMainPhase,
    JudgeApplied,
    PassPriority,
    PlayCard,
    UseManualText,
)
from engine.record import GameRecord, load_record, record_of
from engine.scenario import A_HOME, ALICE, B_PROBLEM, BOB, Board, trace_text
from engine.state import Zone

pytestmark = pytest.mark.skipif(not OCTGN.is_dir(), reason="real card data missing")
DECK = ("V-OR-F110",) * 6


def board(**options: object) -> Board:
    b = Board(whole_pool(), problems=("easy", "easy"), **options)  # type: ignore[arg-type]
    b.add(Zone.DRAW_DECK, ALICE, *DECK)
    b.add(Zone.DRAW_DECK, BOB, *DECK)
    return b


def until_manual(game, limit: int = 60):  # type: ignore[no-untyped-def]
    """Pass, end the Main Phase and challenges, up to the judge's next stop; its decision."""
    for _ in range(limit):
        d = game.current_decision()
        if d is None or d.kind is DecisionKind.MANUAL:
            return d
        options = game.legal_choices()
        wanted = {
            DecisionKind.PRIORITY: PassPriority(d.player),
            DecisionKind.MAIN_PHASE: EndMainPhase(d.player),
            DecisionKind.CHALLENGE: EndChallenges(d.player),
        }.get(d.kind, options[0])
        game.apply(wanted)
    raise AssertionError("no judge stop")


def test_a_chaos_friend_flipped_in_a_faceoff_stops_for_the_judge_with_its_text():
    # SB9: "Chaos: When this card is flipped, you may put it into play."
    b = board()
    b.state.players[ALICE].deck.insert(0, b.table.create("SB9", ALICE, Zone.DRAW_DECK))
    b.play("V-OR-F330", ALICE, B_PROBLEM)
    tm = b.play("tm-2", BOB, B_PROBLEM)
    game = b.game(at="challenge")
    game.apply(Challenge(ALICE, tm))
    decision = until_manual(game)
    assert decision is not None and "Chaos: When this card is flipped" in decision.prompt
    (applied,) = game.legal_choices()
    assert game.state.cards[applied.card].zone is Zone.FLIP  # the flipped card is named
    name = game.pool["SB9"].name
    assert f"judge to apply ({name} #{applied.card}, flipped (515.1))" in trace_text(game)
    game.apply(applied)
    assert game.current_decision().kind is not DecisionKind.MANUAL  # the faceoff goes on


def test_at_the_start_of_your_score_phase_stops_there_and_not_before():
    # a made-up Friend with DE50's text, unscripted: "At the start of your Score Phase, you
    # may discard a card to put a ... token ..."
    text = (
        "At the start of your Score Phase, you may discard a card to put a 1 [Kindness] "
        "Critter Friend token into play."
    )
    prairinos = CardDefinition(
        "score-start", "Prairinos", CardType.FRIEND, power=2, cost=2, text=(text,)
    )
    b = Board(CardPool([*whole_pool().values(), prairinos]), problems=("easy", "easy"))
    b.add(Zone.DRAW_DECK, ALICE, *DECK)
    b.add(Zone.DRAW_DECK, BOB, *DECK)
    friend = b.play("score-start", ALICE, A_HOME)
    game = b.game(at="main")
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # not at the Main Phase
    decision = until_manual(game)
    assert game.state.phase == "Score" and decision.kind is DecisionKind.MANUAL
    assert game.legal_choices() == [JudgeApplied(friend)]
    assert "At the start of your Score Phase" in decision.prompt
    assert "(score-start" not in trace_text(game)
    assert "at the start of the Score Phase): At the start of your Score Phase" in trace_text(game)


def unscripted_copy(card_id: str) -> CardPool:
    """The whole pool and a card printed as ``card_id`` under an id no script names, so its
    text stays the judge's whatever the set's scripts automate."""
    from dataclasses import replace

    pool = whole_pool()
    return CardPool([*pool.values(), replace(pool[card_id], id=f"unscripted-{card_id}")])


def test_a_boosted_manes_static_text_is_asked_at_each_phase_start_and_marked():
    # FF3 Boosted: "While you have a Friend with higher power than its cost, this card has +2."
    pool = unscripted_copy("FF3")
    b = Board(pool, problems=("easy", "easy"), mane="unscripted-FF3")
    b.add(Zone.DRAW_DECK, ALICE, *DECK)
    b.add(Zone.DRAW_DECK, BOB, *DECK)
    b.table.update(b.mane[ALICE], boosted=True)
    b.table.update(b.mane[BOB], card_id="V-OR-M")
    game = b.game(at="troublemaker")
    text = "(Boosted) While you have a Friend with higher power than its cost, this card has +2"
    static, activated = game.not_automated()[b.mane[ALICE]]
    assert static.startswith(text) and activated.startswith("(Boosted) Immediate:")
    phases = []
    for _ in range(4):  # Troublemaker, Main, Score, End
        decision = until_manual(game)
        assert decision is not None and text in decision.prompt
        phases.append(game.state.phase)
        game.apply(JudgeApplied(b.mane[ALICE]))
    assert phases == ["Troublemaker", "Main", "Score", "End"]
    # its Start side: "When you confront this card's Problem ..."
    b2 = Board(pool, problems=("easy", "easy"), mane="unscripted-FF3")
    b2.add(Zone.DRAW_DECK, ALICE, *DECK)
    b2.add(Zone.DRAW_DECK, BOB, *DECK)
    b2.table.update(b2.mane[BOB], card_id="V-OR-M")
    game = b2.game(at="main")
    assert game.current_decision().kind is DecisionKind.MAIN_PHASE  # no phase stop
    (start,) = game.not_automated()[b2.mane[ALICE]]
    assert start.startswith("When you confront")


def test_a_manual_activated_ability_is_offered_the_judge_applies_it_once_per_window():
    # EO60: "Main Phase: Exhaust this card to banish an Event from your discard pile."
    b = board()
    friend = b.play("EO60", ALICE, A_HOME)
    game = b.game(at="main")
    number = manual.of(game.pool, "EO60").index(
        next(r for r in manual.of(game.pool, "EO60") if r.form == "activated")
    )
    use = UseManualText(ALICE, friend, number)
    assert use in game.legal_choices()
    assert game.not_automated(use) == {friend: (game.pool["EO60"].text[number],)}
    game.apply(use)
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MANUAL and "Exhaust this card" in decision.prompt
    assert "the judge applies its cost and effect (703.1, 705.2)" in trace_text(game)
    game.apply(JudgeApplied(friend))
    while game.current_decision().kind is DecisionKind.PRIORITY:
        game.apply(PassPriority(game.current_decision().player))
    assert use not in game.legal_choices()  # a bound: once per window, no loop (510)
    assert "once per priority window" in game.why_not(use)
    saved = GameRecord.from_json(record_of(game).to_json())  # the action is recorded
    assert load_record(saved, game.pool).fingerprint() == game.fingerprint()


def test_a_manual_reaction_event_is_playable_after_what_it_answers():
    # unscripted Events with the texts of Photo Op's second paragraph (AD106) and Two of a
    # Kind (AD119), both scripted since
    main = CardDefinition(
        "reaction-main",
        "Photo Op",
        CardType.EVENT,
        power=3,
        cost=1,
        text=("Reaction: After the start of the Main Phase, characters can't be moved this turn.",),
    )
    uncovered = CardDefinition(
        "reaction-uncovered",
        "Two of a Kind",
        CardType.EVENT,
        power=3,
        cost=1,
        text=(
            "Reaction: After a Troublemaker is uncovered, move up to 2 of your characters to "
            "that Troublemaker's Problem.",
        ),
    )
    pool = CardPool([*whole_pool().values(), main, uncovered])
    b = Board(pool, problems=("easy", "easy"))
    event, other = b.add(Zone.HAND, ALICE, "reaction-main", "reaction-uncovered")
    game = b.game(at="main", tokens=(9, 0))
    assert PlayCard(ALICE, event) in game.legal_choices(), game.why_not(PlayCard(ALICE, event))
    assert "512.4d" in game.why_not(PlayCard(ALICE, other))  # nothing was uncovered
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, event))
    assert game.state.players[ALICE].tokens == tokens - main.cost  # cost paid
    decision = game.current_decision()
    assert decision.kind is DecisionKind.MANUAL and "characters can't be moved" in decision.prompt
    judge_applies(game)
    assert "reaction-main" in [
        game.state.cards[i].card_id for i in game.state.players[ALICE].discard
    ]


def test_an_event_whose_first_paragraph_is_chaos_is_played_with_its_printed_timing():
    # an unscripted Event printed as AD85 (which is scripted): "Chaos: When this card is
    # flipped, ..." then "Main Phase: All players discard 2 cards."
    text = (
        "Chaos: When this card is flipped, an opponent discards a random card.",
        "Main Phase: All players discard 2 cards.",
    )
    chaos = CardDefinition("chaos-event", "Chaos Event", CardType.EVENT, cost=2, text=text)
    b = Board(CardPool([*whole_pool().values(), chaos]), problems=("easy", "easy"))
    b.add(Zone.DRAW_DECK, ALICE, *DECK)
    b.add(Zone.DRAW_DECK, BOB, *DECK)
    (event,) = b.add(Zone.HAND, ALICE, "chaos-event")
    game = b.game(at="main", tokens=(9, 0))
    assert PlayCard(ALICE, event) in game.legal_choices(), game.why_not(PlayCard(ALICE, event))
    game.apply(PlayCard(ALICE, event))
    assert "All players discard 2 cards" in game.current_decision().prompt


def test_the_reader_maps_printed_phrases_to_the_engines_occurrences():
    read = manual.read
    assert read("At the start of your Score Phase, draw.", CardType.FRIEND).points == {
        "phase-start:Score"
    }
    assert read("At the end of your turn, draw.", CardType.FRIEND).points == {"turn-end"}
    assert read("When you move this card, draw.", CardType.FRIEND).points == {"self:moved"}
    assert read("When an opponent moves a character, draw.", CardType.FRIEND).points == {"moved"}
    chaos = read("Chaos: While this card is flipped, it has +2 power.", CardType.FRIEND)
    assert "self:flipped" in chaos.points
    static = read("Troublemakers cost your opponents 1 more.", CardType.FRIEND)
    assert static.form == "static" and static.points >= manual.EVERYWHERE
    unread = read("When this card becomes Cutie Marked, draw.", CardType.FRIEND)
    assert not unread.recognised and unread.points == manual.EVERYWHERE  # asked everywhere
    react = read("Reaction: After an opponent moves a character here, exhaust it.", CardType.FRIEND)
    assert react.form == "activated" and react.answers == {"moved"}
    assert read("Play to your home.", CardType.RESOURCE).form == "entering"
    event = read("Main Phase Reaction: After you play a Friend, draw.", CardType.EVENT)
    assert event.form == "play" and event.timing == "Main Phase Reaction"
