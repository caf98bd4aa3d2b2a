"""The turn sequence: how each agenda item runs, what it asks, and which choices it accepts.

``advance`` carries out agenda items until one needs a decision. Each item type has a
``Step`` saying what decision it poses, which choices are legal (``candidates``), why another
choice is not (``check``, with rule numbers) and what a choice does (``apply``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

import engine.effects  # noqa: F401 - fills the verb table, engine.registry.verbs
from engine import agenda as a
from engine import characteristics as ch
from engine import loops, priority, registry
from engine.abilities import (
    OTHER_PROBLEM,
    READIED_ONE,
    STAY_FACE_DOWN,
    TURNED_FACE_UP,
    UNCOVER_STEP,
    WHILE_ATTACHED,
    WHILE_IN_PLAY,
    Ask,
    Resolver,
    ability,
    active,
    actor_of,
    can,
    cant_challenge,
    copies_abilities,
    decision_order,
    definition_layout,
    destinations,
    discard_now,
    discard_replacements,
    do,
    effects_of,
    emit_readied,
    end_while_exhausted,
    frighten,
    frightened_by,
    gain_control,
    move_card,
    names_winner,
    note_readied,
    note_readied_in_step,
    once_key,
    other_problems,
    pay_replacement_cost,
    pay_to_challenge,
    problem_event,
    problem_replacement,
    program,
    readied_here,
    ready,
    ready_one_areas,
    ready_one_limited,
    replace_problem,
    replacements,
    replacing,
    resolve_op,
    return_control,
    schedule_wave,
    sent_home_cards,
    state_triggers,
    turn_face_up,
    uncover,
    uncover_forbidder,
    why_not_there,
)
from engine.areas import Area, AreaKind, home, problem_area
from engine.cards import (
    CardDefinition,
    CardType,
    Colour,
    ConfrontRequirement,
    RequirementKind,
    card_names,
    read_name,
)
from engine.choices import (
    Accept,
    ActivateAbility,
    ApplyReplacement,
    Challenge,
    Choice,
    ChooseArea,
    ChooseCard,
    ChooseColour,
    ChooseOption,
    ChooseStartingProblem,
    ConfrontAt,
    Continue,
    Decision,
    DecisionKind,
    Decline,
    Discard,
    DismissForUniqueness,
    DrawAction,
    EndChallenges,
    EndMainPhase,
    FirstPlayer,
    JudgeApplied,
    MoveCharacter,
    Mulligan,
    NameCard,
    NameNumber,
    OrderTrigger,
    PassPriority,
    PlaceCard,
    PlayCard,
    PutOnBottom,
    Rally,
    Retire,
    Reveal,
    SendHome,
    Uncover,
    UseManualText,
)
from engine.confront import ConfrontCheck, Contribution, Contributor, check_confront
from engine.errors import UnendingLoopError
from engine.faceoff import begin_faceoff, compare_totals, contributes, defeat, involved_characters
from engine.reasons import triggered_text
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    ACTOR,
    CONFRONT_COLOUR,
    CONFRONT_PAST,
    COPY_BANISHED,
    COUNTERS_OF_CARD,
    EXTRA_CONFRONT,
    EXTRA_TURN,
    GAIN_CONTROL,
    GAME_START,
    NEXT_READY,
    RANDOM_AREA,
    WAS_INVOLVED,
    YOU,
    AsEntersPlay,
    Cards,
    Cost,
    FaceoffResult,
    Ref,
    Replacement,
    Static,
    Triggered,
)
from engine.state import POWER_COUNTER, LastingEffect, Mode, Occurrence, Zone
from engine.table import Table, occurrence, turn_order
from engine.tokens import copy_of_id, is_copy, is_token
from engine.trace import FLIP, JUDGE, REFUSAL, RULE_CHANGE, TRIGGER, ZONE
from engine.view import WAS_INVOLVED_FLAG, whose

OPENING_HAND = 6  # 102.3
MAX_HAND_SIZE = 8  # 616.2


def delayed_abilities_trigger(t: Table, delayed: list[LastingEffect], when: str) -> None:
    """These delayed abilities trigger now (704): they leave the lasting effects and wait to
    be put on the agenda with the other triggered abilities; ``when`` says when, for the trace."""
    s = t.state
    if delayed:
        s.effects[:] = [e for e in s.effects if e not in delayed]
        t.version += 1
    for e in delayed:
        s.pending.append(
            a.PendingTrigger(
                e.controller, -1, e.source, e.amount, later=int(e.value), chosen=e.cards
            )
        )
        t.note(TRIGGER, f"  {t.pool[e.source].name}'s delayed ability triggers ({when})")


def then(t: Table, *ops: a.Op) -> None:
    """Replace the first agenda item by ``ops`` (in order)."""
    t.state.agenda[0:1] = list(ops)


class Step:
    """Rules of one kind of agenda item; automatic items only override ``run``."""

    accepts: tuple[type[Choice], ...] = ()
    forced = False  # a decision with exactly one legal choice is made automatically

    def run(self, t: Table, op: a.Op) -> bool:
        """Carry the item forward; False when it waits for a choice."""
        if self.finished(t, op):
            t.state.agenda.pop(0)
            return True
        if self.forced:
            options = self.candidates(t, op)
            if len(options) == 1:
                self.apply(t, op, options[0])
                return True
        return False

    def finished(self, t: Table, op: a.Op) -> bool:
        return True

    def decision(self, t: Table, op: a.Op) -> Decision:
        raise NotImplementedError

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return []

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        return None

    def asked(self, t: Table, op: a.Op) -> tuple[Decision, list[Choice]]:
        """The decision and its legal choices together (cheaper for some items)."""
        return self.decision(t, op), self.candidates(t, op)

    def unchecked(self, t: Table, op: a.Op) -> list[Choice] | None:
        """Choices to ``check`` one by one, a superset of ``candidates``, when listing them
        unchecked is much cheaper (random agents sample these; some may be left unbuilt,
        ``priority.build``); None: use ``candidates``."""
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        raise NotImplementedError


# --- starting the game (102) ----------------------------------------------------------------
class ChooseStartingProblemRules(Step):
    accepts = (ChooseStartingProblem,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.ChooseStartingProblemStep)
        return Decision(
            op.player,
            DecisionKind.STARTING_PROBLEM,
            f"{t.player_name(op.player)}: choose a Starting Problem (102.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.ChooseStartingProblemStep)
        seen: set[str] = set()
        out: list[Choice] = []
        for iid in t.state.players[op.player].problem_deck:
            card_id = t.card(iid).card_id
            if t.pool[card_id].starting_problem and card_id not in seen:
                seen.add(card_id)
                out.append(ChooseStartingProblem(op.player, iid))
        return out

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, ChooseStartingProblem)
        if choice.card not in t.state.players[choice.player].problem_deck:
            return f"#{choice.card} is not in {t.player_name(choice.player)}'s Problem deck (102.2)"
        if not t.pool[t.card(choice.card).card_id].starting_problem:
            return f"{t.name(choice.card)} does not have the Starting Problem keyword (102.2)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, ChooseStartingProblem)
        s = t.state
        s.agenda.pop(0)
        waiting = (i for i, x in enumerate(s.agenda) if isinstance(x, a.PutStartingProblems))
        later = next(waiting, None)
        if later is None:  # a position from before simultaneous choosing: put it now
            put_starting_problems(t, (choice.card,))
            return
        # 102.2, 801.1: chosen in seat order, hidden until every player has chosen
        t.log(f"{t.player_name(choice.player)} chooses a Starting Problem (102.2, 801.1)")
        put = s.agenda[later]
        assert isinstance(put, a.PutStartingProblems)
        s.agenda[later] = a.PutStartingProblems((*put.cards, choice.card))


def put_starting_problems(t: Table, cards: tuple[int, ...]) -> None:
    for iid in cards:
        owner = t.card(iid).owner
        new = t.put(iid, Zone.PLAY, area=problem_area(owner))
        t.log(f"{t.player_name(owner)} puts Starting Problem {t.name(new)} into play (102.2)")
        t.ask_judge(new)


class PutStartingProblemsRules(Step):
    """102.2, 801.1: the Starting Problems chosen are put into play together."""

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.PutStartingProblems)
        t.state.agenda.pop(0)
        put_starting_problems(t, op.cards)
        return True


class FirstPlayerRules(Step):
    accepts = (FirstPlayer,)

    def run(self, t: Table, op: a.Op) -> bool:
        if t.state.mode is Mode.SEEDED:
            self.apply(t, op, FirstPlayer(t.rng().randrange(len(t.state.players))))
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(
            None,
            DecisionKind.FIRST_PLAYER,
            "Judge: enter which player the random method chose to play first (102.3)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [FirstPlayer(p) for p in range(len(t.state.players))]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, FirstPlayer)
        if choice.player not in range(len(t.state.players)):
            return f"there is no player {choice.player}"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, FirstPlayer)
        s = t.state
        s.first_player = s.turn_player = choice.player
        t.log(f"{t.player_name(choice.player)} plays first (102.3)")
        order = turn_order(t)
        ops: list[a.Op] = []
        for p in order:
            ops += [a.ShuffleDeck(p, problem_deck=True), a.ShuffleDeck(p)]
        for p in order:
            ops += [a.DrawCard(p, "102.3")] * OPENING_HAND
        ops += [a.MulliganStep(p) for p in order]
        ops += [a.PerformMulligans(), *starts_game(t), a.BeginTurn()]
        then(t, *ops)


def starts_game(t: Table) -> list[a.Op]:
    """``StartGame`` when a card in play has an "at the start of the game" ability (102.5)."""
    for c in t.state.in_play():
        script = script_for(c.card_id)
        if script is not None and any(
            isinstance(x, Triggered) and x.when.event == GAME_START for x in script.abilities
        ):
            return [a.StartGame()]
    return []


class StartGameRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        """102.5: "at the start of the game" abilities trigger (704) and their effects are
        resolved now, the first player's first (511.7a.i, 801.1), before the first turn."""
        s = t.state
        s.agenda.pop(0)
        t.log("The game starts (102.5)")
        t.emit(occurrence(GAME_START, s.first_player))
        schedule_wave(t, opening=True)
        return True


class ApplyManuallyRules(Step):
    """Text the engine does not automate stops the game: the judge applies it with edits
    (``Game.edit``) and then says it is applied (``JudgeApplied``)."""

    accepts = (JudgeApplied,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.ApplyManually)
        name = t.name(op.card) if op.card in t.state.cards else f"card #{op.card}"
        return Decision(
            None,
            DecisionKind.MANUAL,
            f"Judge: apply what {name} does that the engine does not automate, with edits, "
            f"then continue: {' | '.join(op.texts)}",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.ApplyManually)
        return [JudgeApplied(op.card)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.ApplyManually) and isinstance(choice, JudgeApplied)
        if choice.card != op.card:
            return f"the judge is applying the text of card #{op.card}, not #{choice.card}"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ApplyManually)
        t.state.agenda.pop(0)
        t.note(JUDGE, "The judge has applied the text the engine does not automate", (op.card,))


class JudgeStopRules(Step):
    """A judge's position waits here until the judge continues (``Board.game``)."""

    accepts = (Continue,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.JudgeStop)
        return Decision(
            None, DecisionKind.MANUAL, f"Judge: the position stops {op.label}; continue"
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [Continue()]

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.JudgeStop)
        t.state.agenda.pop(0)
        t.log(f"The judge continues from the stop {op.label}")


class ShuffleRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.ShuffleDeck)
        t.shuffle(op.player, op.problem_deck, op.rule)
        t.state.agenda.pop(0)
        return True


class RevealingStep(Step):
    """Items that take the top card of a deck: the judge names it in observed mode."""

    accepts = (Reveal,)
    zone = Zone.DRAW_DECK

    def owner(self, op: a.Op) -> int:
        return op.player  # type: ignore[attr-defined, no-any-return]

    def run(self, t: Table, op: a.Op) -> bool:
        deck = t.state.zone_list(self.zone, self.owner(op))
        if not deck:
            t.state.agenda.pop(0)
            self.take(t, op, None)
            return True
        if t.card(deck[0]).unordered:
            return False
        t.state.agenda.pop(0)
        self.take(t, op, deck[0])
        return True

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        raise NotImplementedError

    def decision(self, t: Table, op: a.Op) -> Decision:
        what = "Problem deck" if self.zone is Zone.PROBLEM_DECK else "deck"
        return Decision(
            None,
            DecisionKind.REVEAL,
            f"Judge: enter the card {self.verb} from {t.player_name(self.owner(op))}'s {what}",
        )

    verb = "taken"

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        ids = dict.fromkeys(t.card(i).card_id for i in t.unknown_top(self.owner(op), self.zone))
        return [Reveal(self.owner(op), card_id) for card_id in ids]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Reveal)
        if choice.player != self.owner(op):
            return (
                f"the card comes from {t.player_name(self.owner(op))}'s deck, not "
                f"{t.player_name(choice.player)}'s"
            )
        unknown = t.unknown_top(self.owner(op), self.zone)
        if not any(t.card(i).card_id == choice.card_id for i in unknown):
            left = sorted({t.pool[t.card(i).card_id].name for i in unknown})
            return (
                f"{choice.card_id} cannot be there: the unseen part of "
                f"{t.player_name(choice.player)}'s deck holds only {', '.join(left)} (402.2)"
            )
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Reveal)
        unknown = t.unknown_top(self.owner(op), self.zone)
        iid = next(i for i in unknown if t.card(i).card_id == choice.card_id)
        deck = t.state.zone_list(self.zone, self.owner(op))
        deck.remove(iid)
        deck.insert(0, iid)  # it was on top all along; the others stay unknown
        t.state.agenda.pop(0)
        self.take(t, op, iid)


class DrawRules(RevealingStep):
    verb = "drawn"

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.DrawCard)
        limit = t.turn_limit("draw", op.player)
        if limit is not None and t.done_this_turn("draw", op.player) >= limit[0]:
            # "players can't draw more than 2 cards per turn" (AD79): a draw that can't
            # happen is not replaced either (104.2, 104.2a)
            t.state.agenda.pop(0)
            says = (  # a limit of 0: "that player can't draw cards" (EO173)
                "they can't draw cards now"
                if limit[0] == 0
                else f"players can't draw more than {limit[0]} cards per turn"
            )
            t.note(
                REFUSAL,
                f"{t.player_name(op.player)} can't draw: {t.name(limit[1])} says {says} "
                "(104.2, 410.4)",
                cards=(limit[1],),
                rules=("104.2", "410.4"),
            )
            return True
        if not op.asked and offer_draw_replacements(t, op):
            return True
        return super().run(t, op)

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.DrawCard)
        name = t.player_name(op.player)
        if iid is None:
            t.log(f"{name} has no card to draw (410.4)")
            return
        new = t.put(iid, Zone.HAND)
        # counted for "can't draw more than 2 per turn" (AD79) and "when you draw your third
        # card during a turn" (RRf2)
        drawn = t.count_this_turn("draw", op.player)
        t.note(ZONE, f"{name} draws {t.name(new)}", cards=(iid, new), rules=(op.rule, "410.4"))
        # which card stays hidden (402.2)
        drew = Occurrence("drew", op.player, amount=drawn) if drawn else None
        t.emit(drew or occurrence("drew", op.player))
        drew_card(t, op.player, new)


ReplacementOption = tuple[int, int, Replacement, str]


def picked_replacement(options: list[ReplacementOption], choice: Choice) -> ReplacementOption:
    """The replacement modifier ``choice`` applies among ``options`` (the card with it, the
    ability's index, the ability, its card id): the one named by ``ApplyReplacement``, or the
    only one offered, accepted (710.5)."""
    if isinstance(choice, ApplyReplacement):
        return next(o for o in options if o[:2] == (choice.source, choice.ability))
    return options[0]


class DiscardRules(Step):
    """410.3, 710.5: before ``player`` discards the card, the replacement modifiers that would
    replace that discard are offered to them (the card and every such modifier are theirs);
    declining them all, or with none left (710.5a), the card is discarded. One applied does
    what it says instead (710.1); a discard it is replaced with may still be replaced by the
    others (710.3, 710.5b)."""

    accepts = (Accept, Decline, ApplyReplacement)

    def options(self, t: Table, op: a.DiscardCard) -> list[ReplacementOption]:
        found = discard_replacements(t, op.player, op.card, op.forced, op.used)
        return [(source.iid, index, ab, card_id) for source, index, ab, card_id in found]

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.DiscardCard)
        if op.card not in t.state.players[op.player].hand:  # only cards in hand (410.3)
            t.state.agenda.pop(0)
            # it left the hand meanwhile (FF115 put into play instead of another discard): a
            # new card now, or none (410.6)
            what = t.name(op.card) if op.card in t.state.cards else "A card waiting to be discarded"
            t.log(f"{what} is no longer in the hand: it is not discarded (410.3)")
            return True
        if not self.options(t, op):
            t.state.agenda.pop(0)
            discard_now(t, op.player, op.card, op.rule, op.how)
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.DiscardCard)
        options = self.options(t, op)
        who = t.player_name(op.player)
        if len(options) == 1:
            source, _, ab, _ = options[0]
            instead = DISCARD_INSTEAD[ab.instead].format(source=t.name(source))
            prompt = (
                f"{who}: you would discard {t.name(op.card)}; {instead} instead "
                f"({t.name(source)})? (710.5, 410.3)"
            )
        else:
            names = ", ".join(t.name(source) for source, _, _, _ in options)
            prompt = (
                f"{who}: you would discard {t.name(op.card)}; choose which replacement "
                f"applies: {names}, or none (710.5, 410.3)"
            )
        return Decision(op.player, DecisionKind.REPLACEMENT, prompt)

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.DiscardCard)
        options = self.options(t, op)
        if len(options) == 1:
            return [Accept(op.player), Decline(op.player)]
        return [
            *(ApplyReplacement(op.player, source, index) for source, index, _, _ in options),
            Decline(op.player),
        ]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        if choice in self.candidates(t, op):
            return None
        if isinstance(choice, ApplyReplacement):
            return "that modifier is not attempting to replace this discard (710.5a)"
        return "several replacements would apply: choose which one applies first (710.5)"

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.DiscardCard)
        options = self.options(t, op)
        t.state.agenda.pop(0)
        if isinstance(choice, Decline):
            t.log(f"{t.player_name(op.player)} applies no replacement (710.5)")
            discard_now(t, op.player, op.card, op.rule, op.how)
            return
        source, index, ab, card_id = picked_replacement(options, choice)
        why = f"{t.pool[card_id].name} replaces it (710.1)"
        name = t.name(op.card)
        player = t.player_name(op.player)
        if ab.instead == "deck-top":  # "you may put that card on top of your deck instead"
            new = t.put(op.card, Zone.DRAW_DECK, by=op.player)
            text = f"{player} puts {name} on top of their deck instead of discarding it ({why})"
            t.note(ZONE, text, (op.card, new), rules=("710.1", "410.3"))
        elif ab.instead == "discard-this":  # "you may discard this card instead": a discard
            # the other modifiers may still replace, this one not again (710.3, 710.5b)
            t.log(f"{player} does not discard {name}: {t.name(source)} instead ({why})")
            used = (*op.used, (source, index))
            t.state.agenda.insert(0, replace(op, card=source, used=used))
        elif ab.instead == "play-this":  # "you may put this card into play instead" (706.1d)
            t.log(f"{player} does not discard {name} ({why})")
            do(t, "put-into-play", source, op.player, why)
        else:
            raise NotImplementedError(f"discard replacement instead {ab.instead!r}")


# what a discard replacement does instead (``Replacement.instead``), for its question
DISCARD_INSTEAD = {
    "deck-top": "put it on top of your deck",
    "discard-this": "discard {source}",
    "play-this": "put {source} into play",
}


def drew_card(t: Table, player: int, iid: int | None) -> None:
    """ "When an opponent draws a Friend" (EO145): the card drawn, named where a card in play
    watches for it and the card is known (not a card the judge has yet to enter, 402.2)."""
    if iid is not None and t.watched("drew-card") and not t.card(iid).unordered:
        t.emit(Occurrence("drew-card", player, iid, t.card(iid).card_id))


class DrawBottomRules(DrawRules):
    """A draw of the bottom card of the deck (``a.DrawBottom``). In observed mode a bottom
    card nobody has entered is left to the judge, as looking at it is (``LookAtBottom``)."""

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.DrawBottom)
        if not op.asked and offer_draw_replacements(t, op):
            return True
        deck = t.state.zone_list(Zone.DRAW_DECK, op.player)
        t.state.agenda.pop(0)
        if deck and t.card(deck[-1]).unordered:
            t.log(
                f"judge to apply: {t.player_name(op.player)} draws the bottom card of their "
                f"deck ({op.rule}, 410.4); enter it by edits"
            )
            return True
        self.take(t, op, deck[-1] if deck else None)
        return True

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.DrawCard)
        name = t.player_name(op.player)
        if iid is None:
            t.log(f"{name} has no card to draw (410.4)")
            return
        new = t.put(iid, Zone.HAND)
        drawn = t.count_this_turn("draw", op.player)  # a draw all the same (410.4)
        text = f"{name} draws {t.name(new)} from the bottom of their deck"
        t.note(ZONE, text, cards=(iid, new), rules=(op.rule, "410.4"))
        drew = Occurrence("drew", op.player, amount=drawn) if drawn else None
        t.emit(drew or occurrence("drew", op.player))
        drew_card(t, op.player, new)


class FlipRules(RevealingStep):
    verb = "flipped"

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.FlipCard)
        if not isinstance(op, a.FlipAsked) and offer_flip_replacements(t, op):
            return True
        return super().run(t, op)

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.FlipCard)
        name = t.player_name(op.player)
        if iid is None:
            t.log(f"{name} has no unflipped card, so flips nothing (515.1)")
            return
        new = t.put(iid, Zone.FLIP)
        power = t.pool[t.card(new).card_id].power or 0
        text = f"{name} flips {t.name(new)}: power {power}"
        t.note(FLIP, text, cards=(new,), numbers=(power,), rules=("514.3", "515.1"))
        t.emit(Occurrence("flipped", op.player, new, t.card(new).card_id))


class RevealProblemRules(RevealingStep):
    verb = "put into play"
    zone = Zone.PROBLEM_DECK

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.RevealProblem)
        if iid is None:
            t.log(f"{t.player_name(op.player)}'s Problem deck is empty (613.2)")
            return
        new = t.put(iid, Zone.PLAY, area=problem_area(op.player))
        t.log(f"{t.name(new)} enters play as {t.player_name(op.player)}'s Problem (613.2)")
        t.ask_judge(new)
        t.emit(
            Occurrence(
                "problem-played", op.player, new, t.card(new).card_id, problem_area(op.player)
            )
        )


class MulliganRules(Step):
    accepts = (Mulligan,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.MulliganStep)
        return Decision(
            op.player,
            DecisionKind.MULLIGAN,
            f"{t.player_name(op.player)}: mulligan or keep (102.4)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.MulliganStep)
        return [Mulligan(op.player, False), Mulligan(op.player, True)]

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Mulligan)
        t.state.players[choice.player].mulligan = choice.take
        verb = "will mulligan" if choice.take else "keeps their hand"
        t.log(f"{t.player_name(choice.player)} {verb} (102.4)")
        t.state.agenda.pop(0)


class PerformMulligansRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        ops: list[a.Op] = []
        for p in turn_order(t):
            player = t.state.players[p]
            if player.mulligan:
                for iid in list(player.hand):
                    t.put(iid, Zone.DRAW_DECK)
                t.log(f"{player.name} shuffles their hand into their deck (102.4a)")
                ops += [a.ShuffleDeck(p, rule="102.4a")] + [a.DrawCard(p, "102.4a")] * OPENING_HAND
        then(t, *ops)
        return True


# --- the turn (601-616) -----------------------------------------------------------------------
class BeginTurnRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        s = t.state
        s.turn += 1
        t.clock_changed()
        t.forget_occurrences()
        t.log(f"Turn {s.turn}: {t.player_name(s.turn_player)} (601)")
        delayed = [
            e
            for e in s.effects
            if (e.kind == "at-your-next-turn" and e.controller == s.turn_player)
            or e.kind == "at-next-turn"  # "at the start of the next turn" (AD105)
        ]
        # "at the start of your next turn" (``AtStartOfYourNextTurn``, 601.2, 704); "of the
        # next turn", whoever's it is (``anyone``, AD45)
        delayed_abilities_trigger(t, delayed, "at the start of the turn, 601.2")
        then(
            t,
            a.BeginPhase("Ready"),
            a.ReadyStep(),
            a.ActionStep(),
            a.PriorityWindow("start of the draw step"),  # 601.2a: the first window of the turn
            a.DrawStep(),
            a.EndStep("Draw"),
            a.PriorityWindow("end of the draw step"),  # 601.2, 601.2a
            a.EndPhase("Ready"),
            *a.REST_OF_TURN["troublemaker"],
        )
        return True


class ReadyRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        readied = []
        stay = t.view().no_ready  # "does not ready during the Ready Phase" (CG137)
        asked = "ready-asked:"  # a card whose readying a replacement was offered for (710.5)
        one = ready_one_limited(t)  # "can't ready more than one character" (FF16)
        if one and READIED_ONE not in t.state.memo and len(ready_one_candidates(t, None)) > 1:
            t.state.agenda.insert(0, a.ReadyOneHere(None))
            return True
        if (area := ready_one_to_choose(t)) is not None:  # "can't ready more than one" (EO190)
            t.state.agenda.insert(0, a.ReadyOneHere(area))
            return True
        for iid in t.state.play:
            c = t.card(iid)
            if c.controller == t.state.turn_player and c.exhausted and iid not in stay:
                if f"{asked}{iid}" in t.state.memo:
                    continue  # it remains exhausted instead (710.1; CGpf14)
                if one and READIED_ONE in t.state.memo and ch.is_character(t.pool, c):
                    continue  # one character has readied in this step (104.2; FF16)
                if c.area in ready_one_areas(t) and (
                    readied_here(t, c.area, c.controller) in t.state.memo
                ):
                    continue  # one has readied there (104.2; EO190)
                if found := replacing(t, "ready", c, "readied", "603.1"):
                    source, index, _, card_id = found[0]
                    t.state.memo = t.state.memo | {f"{asked}{iid}"}
                    ask = a.Replace(iid, "ready", "readied", "603.1", source.iid, index, card_id)
                    t.state.agenda.insert(0, ask)  # then this step again, for the rest
                    t.log(
                        f"{t.name(iid)} would ready; {t.name(source.iid)} may replace that (710.1)"
                    )
                    return True
                t.update(iid, exhausted=False)
                end_while_exhausted(t, iid)
                note_readied(t, iid, c.controller)
                if one:
                    note_readied_in_step(t, iid)
                readied.append(t.name(iid))
                emit_readied(t, t.card(iid))  # "when this card readies" (503.3; FF69)
        who = t.player_name(t.state.turn_player)
        t.log(f"Ready step: {who} readies {', '.join(readied) or 'nothing'} (603.1)")
        # "That character doesn't ready during its controller's next Ready Phase" (LL16):
        # a "no-ready" lasting until then is spent by this Ready step (708.2)
        spent = [
            e
            for e in t.state.effects
            if e.until == NEXT_READY
            and any(
                i in t.state.cards and t.state.cards[i].controller == t.state.turn_player
                for i in e.cards
            )
        ]
        if spent:
            t.state.effects[:] = [e for e in t.state.effects if e not in spent]
            t.version += 1
        t.state.memo = frozenset(
            m for m in t.state.memo if not m.startswith(asked) and m != READIED_ONE
        )
        t.state.agenda.pop(0)
        return True


def ready_one_candidates(t: Table, area: Area | None) -> list[int]:
    """The turn player's characters at ``area`` (None: anywhere, FF16) the Ready step would
    ready (603.1)."""
    stay, me = t.view().no_ready, t.state.turn_player
    found = (
        t.characters_at(area, me)
        if area is not None
        else [c for c in t.state.in_play() if c.controller == me and ch.is_character(t.pool, c)]
    )
    return [
        c.iid
        for c in found
        if c.exhausted and c.iid not in stay and f"ready-asked:{c.iid}" not in t.state.memo
    ]


def ready_one_to_choose(t: Table) -> Area | None:
    """A Problem where "players can't ready more than one character here" (EO190) leaves the
    turn player a choice in the Ready step: two or more would ready there, none has yet."""
    me = t.state.turn_player
    for area in sorted(ready_one_areas(t), key=str):
        if readied_here(t, area, me) not in t.state.memo and len(ready_one_candidates(t, area)) > 1:
            return area
    return None


class ReadyOneRules(Step):
    """EO190 in the Ready step (603.1, 104.2): the turn player chooses the one character at
    that Problem that readies; the others stay exhausted."""

    accepts = (ChooseCard,)
    forced = True

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.ReadyOneHere)
        me = t.state.turn_player
        where = f" at {t.area_name(op.area)}" if op.area is not None else ""
        return Decision(
            me,
            DecisionKind.TARGET,
            f"{t.player_name(me)}: choose the one character{where} that readies; no more than "
            f"one can (603.1, 104.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.ReadyOneHere)
        me = t.state.turn_player
        return [ChooseCard(me, i) for i in ready_one_candidates(t, op.area)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.ReadyOneHere) and isinstance(choice, ChooseCard)
        if choice.card not in ready_one_candidates(t, op.area):
            return f"#{choice.card} is not one of your characters there that would ready (603.1)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ReadyOneHere) and isinstance(choice, ChooseCard)
        t.state.agenda.pop(0)
        if not ready(t, choice.card, "603.1"):  # it may remain exhausted instead (CGpf14)
            t.state.memo = t.state.memo | {f"ready-asked:{choice.card}"}


def tokens_for(highest_score: int) -> tuple[int, str]:
    if highest_score <= 1:
        return 2, "604.1a"
    if highest_score < 6:
        return 3, "604.1b"
    if highest_score < 11:
        return 4, "604.1c"
    return 5, "604.1d"


class ActionRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        s = t.state
        highest = max(p.points for p in s.players)
        gained, rule = tokens_for(highest)
        p = s.players[s.turn_player]
        if (why := t.tokens_forbidden(s.turn_player)) is not None:  # LL80 (104.2)
            t.log(f"Action step: {p.name} gains no action tokens ({rule}): {why}")
            s.agenda.pop(0)
            return True
        p.tokens += gained
        t.log(
            f"Action step: highest score {highest}, {p.name} gains {gained} action tokens "
            f"({rule}); now {p.tokens}"
        )
        s.agenda.pop(0)
        t.emit(Occurrence("tokens-received", s.turn_player, amount=gained))
        return True


class DrawStepRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        s = t.state
        if s.turn == 1:
            t.log(f"{t.player_name(s.turn_player)} skips the draw on the first turn (605.1a)")
            s.agenda.pop(0)
        else:
            then(t, a.DrawCard(s.turn_player, "605.1"))
        return True


def epic(t: Table, iid: int) -> bool:
    """Epic is a trait (607.1, 608.1): printed, or granted by a modifier ("while this card has
    at least 3 +1 power counters on it, it is Epic", MT113; "That Troublemaker is Epic", MT95;
    711): the view's traits, or the printed ones of a face-down card (which has no
    characteristics in the view, 505.1b)."""
    return "Epic" in ch.traits(t.pool, t.card(iid)) or "Epic" in t.traits(iid)


def face_up_troublemakers(t: Table, area: Area) -> list[int]:
    return [
        c.iid
        for c in t.at(area)
        if not c.face_down and ch.is_type(t.pool, c, CardType.TROUBLEMAKER)
    ]


class UncoverRules(Step):
    accepts = (Uncover,)
    forced = True

    def uncoverable(self, t: Table) -> list[int]:
        out = []
        for c in t.state.in_play():
            if (
                c.controller == t.state.turn_player
                and c.face_down
                and ch.is_type(t.pool, c, CardType.TROUBLEMAKER)
                and c.area is not None
                and not any(epic(t, i) for i in face_up_troublemakers(t, c.area))
                and uncover_forbidder(t, c) is None  # "can't be uncovered here" (CG198)
                and uncover_replaced(t, c.iid) not in t.state.memo  # (EO141)
            ):
                out.append(c.iid)
        return out

    def finished(self, t: Table, op: a.Op) -> bool:
        return not self.uncoverable(t)

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(
            t.state.turn_player,
            DecisionKind.UNCOVER,
            f"{t.player_name(t.state.turn_player)}: choose the next Troublemaker to "
            f"uncover (607.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [Uncover(t.state.turn_player, i) for i in self.uncoverable(t)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Uncover)
        if choice.card not in self.uncoverable(t):
            return (
                f"#{choice.card} is not a face-down Troublemaker of "
                f"{t.player_name(choice.player)} that can be uncovered (607.1, 607.2)"
            )
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Uncover)
        if uncover(t, choice.card, choice.player, UNCOVER_STEP):
            uncovered(t, choice.card, choice.player)


def uncovered(t: Table, iid: int, player: int) -> None:
    """A Troublemaker uncovered in the Uncover step (``abilities.uncover``): an Epic one
    dismisses the other face-up Troublemakers there (607.3), then it has been uncovered."""
    card = t.card(iid)
    assert card.area is not None
    if epic(t, iid):
        for other in face_up_troublemakers(t, card.area):
            if other != iid:
                t.to_discard(other, "dismissed", "607.3")
    t.emit(Occurrence("uncovered", player, iid, card.card_id, card.area))


def uncover_replaced(t: Table, iid: int) -> str:
    """The memo flag of a Troublemaker whose uncovering this turn was replaced (710.1; EO141):
    the Uncover step does not try it again this turn (607.2)."""
    return f"uncover-replaced:{t.state.turn}:{iid}"


class ChallengeRules(Step):
    accepts = (Challenge, EndChallenges)

    def finished(self, t: Table, op: a.Op) -> bool:
        return not self.challengeable(t, op)

    def challengeable(self, t: Table, op: a.Op) -> list[int]:
        """The Troublemakers the turn player may challenge; ``why_not`` reads where cards are,
        how they are turned and who controls them (``Table.placement``), so this follows it."""
        assert isinstance(op, a.ChallengeStep)
        me = t.state.turn_player  # tokens: a challenge may cost some (``cant_challenge``)
        key = ("challengeable", me, op.challenged_at, t.state.players[me].tokens)
        return list(
            t.derived(  # type: ignore[call-overload]
                key,  # type: ignore[arg-type]
                lambda: tuple(i for i in self.troublemakers(t) if self.why_not(t, op, i) is None),
                placed=True,
            )
        )

    def troublemakers(self, t: Table) -> list[int]:
        return [c.iid for c in t.state.in_play() if ch.is_type(t.pool, c, CardType.TROUBLEMAKER)]

    def why_not(self, t: Table, op: a.ChallengeStep, iid: int) -> str | None:
        me = t.state.turn_player
        if (
            iid not in t.state.cards
            or t.card(iid).zone is not Zone.PLAY
            or not ch.is_type(t.pool, t.card(iid), CardType.TROUBLEMAKER)
        ):
            return f"#{iid} is not a Troublemaker in play (608.1)"
        c = t.card(iid)
        if c.face_down:
            return f"{t.name(iid)} is face-down and can't be referenced (505.2)"
        if c.controller == me and not epic(t, iid):
            return f"{t.name(iid)} is your own and not Epic (608.1)"
        assert c.area is not None
        if c.area in op.challenged_at:
            return f"a Troublemaker at {t.area_name(c.area)} was challenged this step (608.1)"
        if not t.characters_at(c.area, me):
            return f"{t.player_name(me)} has no character at {t.area_name(c.area)} (608.2)"
        return cant_challenge(t, c, me)

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(
            t.state.turn_player,
            DecisionKind.CHALLENGE,
            f"{t.player_name(t.state.turn_player)}: challenge a Troublemaker or end "
            f"the challenge step (608.1)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        me = t.state.turn_player
        return [Challenge(me, i) for i in self.challengeable(t, op)] + [EndChallenges(me)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        if isinstance(choice, Challenge):
            assert isinstance(op, a.ChallengeStep)
            return self.why_not(t, op, choice.card)
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ChallengeStep)
        if isinstance(choice, EndChallenges):
            t.log(f"{t.player_name(choice.player)} ends the challenge step (608.1)")
            t.state.agenda.pop(0)
            return
        assert isinstance(choice, Challenge)
        area = t.card(choice.card).area
        assert area is not None
        faceoff = a.Faceoff(a.FaceoffKind.TROUBLEMAKER, choice.player, (area,), choice.card)
        t.log(
            f"{t.player_name(choice.player)} challenges {t.name(choice.card)} at "
            f"{t.area_name(area)} (608.4)"
        )
        pay_to_challenge(t, choice.card, choice.player)
        then(t, *begin_faceoff(t, faceoff), a.ChallengeStep(op.challenged_at + (area,)))


# --- main phase (609) and priority windows (510) ------------------------------------------
class MainPhaseRules(Step):
    """609.1: the turn player takes Main Phase actions while holding priority; after each
    action the opponent gets priority (705.2h). ``EndMainPhase`` is the turn player passing;
    when both pass in a row the phase ends (510.2, 510.3)."""

    accepts = (
        PlayCard,
        MoveCharacter,
        DrawAction,
        Rally,
        ActivateAbility,
        UseManualText,
        EndMainPhase,
        PassPriority,
    )

    def holder(self, t: Table, op: a.Op) -> int:
        assert isinstance(op, a.MainPhase)
        return t.state.turn_player if op.holder < 0 else op.holder

    def run(self, t: Table, op: a.Op) -> bool:
        holder = self.holder(t, op)
        t.state.priority = holder
        if holder != t.state.turn_player and not priority.any_action(t, holder, False):
            self.pass_(t, op, holder, quiet=True)
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        holder = self.holder(t, op)
        p = t.state.players[holder]
        if holder == t.state.turn_player:
            return Decision(
                holder,
                DecisionKind.MAIN_PHASE,
                f"{p.name}: take a Main Phase action or end the phase ({p.tokens} "
                f"action tokens) (609.1)",
            )
        return Decision(
            holder,
            DecisionKind.PRIORITY,
            f"{p.name}: take an Immediate action or pass priority (510.1, 512.5)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        holder = self.holder(t, op)
        if holder == t.state.turn_player:
            return [*priority.actions(t, holder, True), EndMainPhase(holder)]
        return [*priority.actions(t, holder, False), PassPriority(holder)]

    def unchecked(self, t: Table, op: a.Op) -> list[Choice]:
        holder = self.holder(t, op)
        if holder == t.state.turn_player:
            return [*priority.unbuilt_options(t, holder, True), EndMainPhase(holder)]  # type: ignore[list-item]
        return [*priority.options(t, holder, False), PassPriority(holder)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        holder = self.holder(t, op)
        main = holder == t.state.turn_player
        if isinstance(choice, EndMainPhase):
            return None if main else "only the turn player ends the Main Phase (609.1)"
        if isinstance(choice, PassPriority):
            return None if not main else "the turn player passes by ending the phase (510.2)"
        return priority.check(t, holder, choice, main)

    def pass_(self, t: Table, op: a.Op, holder: int, quiet: bool = False) -> None:
        assert isinstance(op, a.MainPhase)
        if not quiet:
            verb = "ends the Main Phase" if holder == t.state.turn_player else "passes priority"
            t.log(f"{t.player_name(holder)} {verb} (510.2)")
        passes = op.passes + 1
        if passes >= len(t.state.players):
            t.state.agenda.pop(0)  # 510.2: every player passed in a row
            t.forget_occurrences()  # 512.4d
            return
        t.state.agenda[0] = a.MainPhase(t.state.opponent(holder), passes)

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        holder = self.holder(t, op)
        if isinstance(choice, EndMainPhase | PassPriority):
            self.pass_(t, op, holder)
            return
        t.state.agenda[0] = a.MainPhase(t.state.opponent(holder), 0)  # 705.2h
        priority.take(t, holder, choice)


class WindowRules(Step):
    """A priority window (510.2): players may take actions the timing rules allow (512)
    or pass; it closes when every player has passed in a row. A player with nothing they
    may do passes at once, so windows nobody can use close without a decision."""

    accepts = (PassPriority, PlayCard, MoveCharacter, ActivateAbility, UseManualText)

    def holder(self, t: Table, op: a.Op) -> int:
        assert isinstance(op, a.PriorityWindow)
        return t.state.turn_player if op.holder < 0 else op.holder

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.PriorityWindow)
        s = t.state
        holder = s.turn_player if op.holder < 0 else op.holder
        s.priority = holder
        if priority.any_action(t, holder, False):
            return False
        # A quiet pass changes nothing, so when nobody after the holder may act either, every
        # remaining player passes in a row and the window closes now (510.2).
        p = holder
        for _ in range(len(s.players) - 1 - op.passes):
            p = s.opponent(p)
            if priority.any_action(t, p, False):
                self.pass_(t, op, holder, quiet=True)
                return True
        s.priority = p  # the last player who passed
        s.agenda.pop(0)  # 510.2: the window closes
        t.forget_occurrences()  # 512.4d
        return True

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.PriorityWindow)
        holder = self.holder(t, op)
        return Decision(
            holder,
            DecisionKind.PRIORITY,
            f"{t.player_name(holder)}: take an action or pass priority ({op.label}) (510.1, 512)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        holder = self.holder(t, op)
        return [*priority.actions(t, holder, False), PassPriority(holder)]

    def unchecked(self, t: Table, op: a.Op) -> list[Choice]:
        holder = self.holder(t, op)
        return [*priority.options(t, holder, False), PassPriority(holder)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        if isinstance(choice, PassPriority):
            return None
        return priority.check(t, self.holder(t, op), choice, False)

    def pass_(self, t: Table, op: a.Op, holder: int, quiet: bool = False) -> None:
        assert isinstance(op, a.PriorityWindow)
        if not quiet:
            t.log(f"{t.player_name(holder)} passes priority ({op.label}) (510.1)")
        passes = op.passes + 1
        if passes >= len(t.state.players):
            t.state.agenda.pop(0)  # 510.2: the window closes
            t.forget_occurrences()  # 512.4d
            return
        t.state.agenda[0] = a.PriorityWindow(op.label, t.state.opponent(holder), passes)

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.PriorityWindow)
        holder = self.holder(t, op)
        if isinstance(choice, PassPriority):
            self.pass_(t, op, holder)
            return
        t.state.agenda[0] = a.PriorityWindow(op.label, t.state.opponent(holder), 0)  # 705.2h
        priority.take(t, holder, choice)


class BeginPhaseRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.BeginPhase)
        t.state.agenda.pop(0)
        if skipped(t, op.phase):
            return True
        t.state.phase = op.phase
        t.clock_changed()
        t.emit(occurrence("phase-start", t.state.turn_player, op.phase))
        return True


def skipped(t: Table, phase: str) -> bool:
    """ "Skip the next [phase] Phase" (``SkipPhase``; AD200): the first such modifier ends and
    the phase's steps and windows are left out, through its end (601.3)."""
    s = t.state
    found = next((e for e in s.effects if e.kind == "skip-phase" and e.value == phase), None)
    if found is None:
        return False
    s.effects.remove(found)
    t.version += 1
    end = next(
        (i for i, x in enumerate(s.agenda) if isinstance(x, a.EndPhase) and x.phase == phase), -1
    )
    after = s.agenda[end + 1] if 0 <= end < len(s.agenda) - 1 else None
    if isinstance(after, a.PriorityWindow) and phase in after.label:
        end += 1  # its "end of the phase" window too
    del s.agenda[: end + 1]
    t.log(f"The {phase} Phase is skipped ({t.pool[found.source].name}, 601.3)")
    return True


class EndStepRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.EndStep)
        t.state.agenda.pop(0)
        t.emit(occurrence("step-end", t.state.turn_player, op.step))  # 601.2
        return True


class EndPhaseRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.EndPhase)
        t.state.agenda.pop(0)
        t.emit(occurrence("phase-end", t.state.turn_player, op.phase))
        named = f"at-end-of-phase:{op.phase}"  # "at the end of your Score Phase" (LL95)
        delayed = [
            e
            for e in t.state.effects
            if e.kind == "at-end-of-phase"
            or (e.kind == named and e.controller == t.state.turn_player)
        ]
        delayed_abilities_trigger(t, delayed, "at the end of the phase, 601.2")
        expire(t, "phase")
        expire(t, f"{op.phase} Phase")  # "until the end of the Score Phase"
        expire(t, f"{op.phase} Phase:{t.state.turn_player}")  # that player's (EO111)
        t.state.phase = ""
        t.clock_changed()
        return True


def expire(t: Table, until: str) -> None:
    """Modifiers lasting "until the end of the phase/turn/faceoff" end (616.4, 514.6)."""
    s = t.state
    kept = []
    for e in s.effects:
        if e.until != until:
            kept.append(e)
        elif e.kind == "control":  # "gain control of ... until the end of ..." (513.2)
            return_control(t, e)
        elif e.kind == "phase-tokens" and e.player is not None:
            p = s.players[e.player]
            lost = min(p.tokens, e.amount)
            if lost:
                p.tokens -= lost
                t.log(
                    f"{p.name} loses {lost} unspent action token{'s' * (lost != 1)} gained "
                    f"until the end of the phase ({e.source})"
                )
    if len(kept) != len(s.effects):
        s.effects[:] = kept
        t.version += 1


class OrderTriggersRules(Step):
    """511.7a: the player processes their waiting triggered effects in the order they choose."""

    accepts = (OrderTrigger,)
    forced = True

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.OrderTriggers)
        names = "; ".join(
            f'{i}: {t.pool[w.card_id].name}, "{triggered_text(t, w.card_id, w.ability)}"'
            for i, w in enumerate(op.waiting)
        )
        return Decision(
            op.player,
            DecisionKind.ORDER_TRIGGERS,
            f"{t.player_name(op.player)}: choose the triggered effect to process "
            f"next ({names}) (511.7a)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.OrderTriggers)
        seen: dict[tuple[str, int, int | None], int] = {}
        for i, w in enumerate(op.waiting):
            seen.setdefault((w.card_id, w.ability, w.that), i)
        return [OrderTrigger(op.player, i) for i in seen.values()]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.OrderTriggers) and isinstance(choice, OrderTrigger)
        if choice.index not in range(len(op.waiting)):
            return f"there is no waiting triggered effect number {choice.index} (511.7a)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.OrderTriggers) and isinstance(choice, OrderTrigger)
        first = op.waiting[choice.index]
        rest = op.waiting[: choice.index] + op.waiting[choice.index + 1 :]
        after: list[a.Op] = (
            [a.OrderTriggers(op.player, rest)] if len(rest) > 1 else [resolve_op(w) for w in rest]
        )
        t.state.agenda[0:1] = [resolve_op(first), *after]


class ResolveRules(Step):
    """Following an ability's instructions in order (705.2f, 712), asking for each choice."""

    accepts = (
        ChooseCard,
        ChooseArea,
        ChooseColour,
        ChooseOption,
        Accept,
        Decline,
        PlaceCard,
        NameCard,
    )

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.Resolve)
        if op.step == 0 and not op.accepted and not op.count:
            note_start(t, op)
        r = Resolver(t, op)
        ask = r.ask()
        if ask is None:
            return True
        if len(ask.choices) == 1 and ask.kind is not DecisionKind.OPTIONAL:
            r.answer(ask.choices[0])
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        ask = self._ask(t, op)
        return Decision(ask.player, ask.kind, ask.prompt)

    def _ask(self, t: Table, op: a.Op) -> Ask:
        """What the instruction asks; the same until a choice or edit is made (``perform``
        forgets it), so a decision, its choices and their checks work it out once."""
        assert isinstance(op, a.Resolve)
        asked = t.asked
        if asked is not None and asked[0] is op and asked[1] is t.state:
            return asked[2]  # type: ignore[return-value]
        probe = Table(t.state.copy(), t.pool)  # asking must not change the game
        ask = Resolver(probe, op).ask()
        assert ask is not None
        t.asked = (op, t.state, ask)
        return ask

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return list(self._ask(t, op).choices)

    def asked(self, t: Table, op: a.Op) -> tuple[Decision, list[Choice]]:
        ask = self._ask(t, op)
        return Decision(ask.player, ask.kind, ask.prompt), list(ask.choices)

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        ask = self._ask(t, op)
        if ask.read is not None and choice not in ask.choices:
            why = ask.read(choice)  # a card named by a description (201.1b)
            return f"{ask.prompt}: {why}" if why else None
        if choice not in ask.choices:
            why = ask.refused(choice) if ask.refused is not None else None
            return f"{ask.prompt}: {why or 'that is not one of the choices'}"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.Resolve)
        Resolver(t, op).answer(choice)


def note_start(t: Table, op: a.Resolve) -> None:
    """The trace line naming the ability as its instructions start."""
    ab = ability(t.pool, op.card_id, op.ability)
    what = "triggered effect" if isinstance(ab, Triggered) else "ability"
    if isinstance(op, a.CopiedEffect):
        name = t.pool[op.card_id].name
        t.log(f"{t.player_name(op.controller)} resolves a copy of {name}'s effect (520.1)")
        return
    if isinstance(op, a.DelayedEffect):
        name = t.pool[op.card_id].name
        later = program(effects_of(ability(t.pool, op.card_id, op.ability)))[op.later][0]
        if isinstance(later, FaceoffResult):
            winner = t.player_name(op.actor if op.actor is not None else op.controller)
            t.log(f"{winner} won: {name}'s instructions for the winner and loser (514.5d)")
            return
        t.log(f"{t.player_name(op.controller)} resolves {name}'s delayed effect (615.1, 712)")
        return
    t.log(
        f"{t.player_name(op.controller)} resolves {t.pool[op.card_id].name}'s {what} (705.2f, 712)"
    )


class ReplaceRules(Step):
    """710.5: the affected player chooses whether an optional replacement applies, or, when
    several would replace a card leaving play, which one applies first; then the rest that
    still would are offered again (710.5a, 710.5b). For a flipped card going to the bottom
    (glossary: Pumped) the player also chooses which of their flipped cards; for a confront
    (glossary: Vexing) the step whose occurrence it is looks again once this is answered."""

    accepts = (Accept, Decline, ApplyReplacement, ChooseCard)

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.Replace)
        cards = t.state.cards
        if op.occurrence in BY_PLAYER:
            if op.instead == ASKING and op.source not in cards:  # gone: 710.5a
                op = t.state.agenda[0] = replace(op, instead="")
            if op.instead != ASKING and not self.options(t, op):  # 710.5a: the draw happens
                t.state.agenda.pop(0)
                return True
            return False
        if op.occurrence == "sent-home":  # SB107: the card stays until this is answered
            if op.card not in cards or t.card(op.card).zone is not Zone.PLAY:
                t.state.agenda.pop(0)
                return True
            if op.source not in cards or not sent_home_cards(t, op):  # 710.5a
                t.state.agenda.pop(0)
                resume_sent_home(t, op, False, "")
                return True
            return False
        if op.occurrence in ASKED_ONLY:
            if op.source not in cards or (
                not self.flipped(t, op)
                if op.occurrence == "flip-to-bottom"
                else op.card not in cards
            ):
                t.state.agenda.pop(0)
                return True
            return False
        if op.card not in cards or t.card(op.card).zone is not Zone.PLAY:
            t.state.agenda.pop(0)
            return True
        if not self.options(t, op):  # 710.5a: none applies any more; the occurrence happens
            t.state.agenda.pop(0)
            self.happen(t, op)
            return True
        return False

    def options(self, t: Table, op: a.Replace) -> list[ReplacementOption]:
        """The modifiers still attempting to replace a card leaving play: (source, index,
        ability, the card id the ability is printed on)."""
        if op.occurrence in BY_PLAYER:
            found = [
                f
                for f in replacements(t, op.occurrence, None, op.drawer)
                if (f[0].iid, f[1]) not in op.used
            ]
        else:
            found = replacing(t, op.occurrence, t.card(op.card), op.verb, op.rule, op.used)
        return [(source.iid, index, ab, card_id) for source, index, ab, card_id in found]

    def modifier(self, t: Table, op: a.Replace) -> Replacement:
        card_id = op.card_id or t.card(op.source).card_id
        ab = ability(t.pool, card_id, op.ability)
        assert isinstance(ab, Replacement)
        return ab

    def flipped(self, t: Table, op: a.Replace) -> list[int]:
        """The flipped cards the modifier may replace the putting on the bottom of."""
        source = t.card(op.source)
        ab = self.modifier(t, op)
        assert isinstance(ab.target, Cards)
        view = t.view()
        return [
            c.iid for c in view.select(ab.target, source, source.controller) if c.zone is Zone.FLIP
        ]

    def decider(self, t: Table, op: a.Replace) -> int:
        if op.occurrence in BY_PLAYER:
            assert op.drawer is not None
            if op.instead == ASKING:  # the one chosen: whoever its text says "may"
                return draw_chooser(t, op.drawer, op.source, self.modifier(t, op))
            options = self.options(t, op)
            if len(options) == 1:
                return draw_chooser(t, op.drawer, options[0][0], options[0][2])
            return op.drawer  # 710.5: the player who would draw chooses which applies
        if op.occurrence in ASKED_ONLY:
            return t.card(op.source).controller  # "you may": the modifier's controller
        options = self.options(t, op)
        if len(options) == 1 and options[0][2].instead == INSTRUCTIONS:  # "you may pay [1] to
            # dismiss it instead" (HM65): the "may" is the modifier's controller's (710.5)
            return t.card(options[0][0]).controller
        return t.card(op.card).controller  # 710.5: the affected card's controller

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.Replace)
        p = self.decider(t, op)
        who = t.player_name(p)
        if op.occurrence in BY_PLAYER:
            assert op.drawer is not None
            drawer = t.player_name(op.drawer)
            verb, rule = ("draw", "410.4") if op.occurrence == "draw" else ("flip", "515.1")
            if op.instead == ASKING or len(self.options(t, op)) == 1:
                source = op.source if op.instead == ASKING else self.options(t, op)[0][0]
                prompt = (
                    f"{who}: {drawer} would {verb} a card; replace that {verb} with "
                    f"{t.name(source)}'s instead? (710.5, {rule})"
                )
            else:
                names = ", ".join(t.name(source) for source, _, _, _ in self.options(t, op))
                prompt = (
                    f"{who}: {drawer} would {verb} a card; choose which replacement applies "
                    f"first: {names} (710.5, {rule})"
                )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence == "flip-to-bottom" and self.modifier(t, op).instead == "beneath-all":
            prompt = (
                f"{who}: banish your flipped cards to beneath {t.name(op.source)} instead of "
                f"putting them on the bottom of your deck? (710.5)"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence == "flip-to-bottom":
            ab = self.modifier(t, op)
            instead = ab.instead
            area = t.card(op.source).area
            where = f" {t.area_name(area)}" if instead == "play-here" and area else ""
            paying = " and ".join(
                f"pay {c.n}" if c.verb == "pay" else f"{c.verb} {t.name(op.source)}"
                for c in ab.cost
            )
            prompt = (
                f"{who}: banish one of your flipped cards to beneath {t.name(op.source)} "
                f"instead of putting it on the bottom of your deck? (710.5, glossary: Pumped)"
                if instead == "beneath"
                else f"{who}: {paying + ' to ' if paying else ''}put one of the flipped cards "
                f"{BOTTOM_INSTEAD[instead]}{where} instead of on the bottom of its owner's deck "
                f"({t.name(op.source)})? (710.5, 514.6{', 508.1' if paying else ''})"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence == "home-limit-retire" and self.modifier(t, op).instead == "hand":
            prompt = (
                f"{who}: {t.name(op.card)} would be retired for being in excess of your home "
                f"limit; retire {t.name(op.source)} to put it into its owner's hand instead? "
                "(710.5, 616.3, 508.1)"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence == "home-limit-retire":
            area = t.card(op.source).area
            assert area is not None
            prompt = (
                f"{who}: {t.name(op.card)} would be retired for being in excess of your home "
                f"limit; move it to {t.area_name(area)} instead? (710.5, 616.3)"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence == "sent-home":
            names = ", ".join(t.name(i) for i in sent_home_cards(t, op))
            prompt = (
                f"{who}: {names} would be sent home from {t.area_name(t.card(op.card).area)}; "
                f"send them to other Problems instead ({t.name(op.source)})? (710.5, 506.5)"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        if op.occurrence in WOULD:
            ab = self.modifier(t, op)
            key = ab.instead if ab.instead in (OTHER_PROBLEM, STAY_FACE_DOWN) else op.occurrence
            happens, instead, rule = WOULD[key]
            words = {
                "verb": op.verb,
                "done": op.verb.rsplit(" by ", 1)[0],  # "uncovered", "turned face-up"
                "source": t.name(op.source),
                "paying": " and ".join(cost_text(c) for c in ab.cost),
                "to": t.area_name(move_of(op)[1]) if op.occurrence == "move" else "",
            }
            prompt = (
                f"{who}: {t.name(op.card)} would {happens.format(**words)}; "
                f"{instead.format(**words)} instead? (710.5, {rule})"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        options = self.options(t, op)
        happening = said(t, op.verb) if not op.instead else INSTEAD[op.instead]
        if len(options) == 1:
            source, _, ab, _ = options[0]
            what = (
                f"turn {t.name(source)} over"
                if ab.instead == "turn-over"
                else f"follow {t.name(source)}'s instructions for"
                if ab.instead == INSTRUCTIONS
                else ab.instead
            )
            prompt = (
                f"{who}: {t.name(op.card)} would be {happening}; {what} "
                f"{'' if ab.instead == 'turn-over' else 'it '}instead ({t.name(source)})? (710.5)"
            )
            return Decision(p, DecisionKind.REPLACEMENT, prompt)
        names = ", ".join(f"{t.name(source)} ({ab.instead})" for source, _, ab, _ in options)
        return Decision(
            p,
            DecisionKind.REPLACEMENT,
            f"{who}: {t.name(op.card)} would be {happening}; choose which replacement applies "
            f"first: {names}, or none (710.5)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.Replace)
        p = self.decider(t, op)
        if op.occurrence in BY_PLAYER:
            options = self.options(t, op)
            if op.instead == ASKING or len(options) == 1:
                return [Accept(p), Decline(p)]
            # Declining them all is the drawer's only if every "may" is theirs
            mine = all(draw_chooser(t, p, o[0], o[2]) == p for o in options)
            return [
                *(ApplyReplacement(p, source, index) for source, index, _, _ in options),
                *([Decline(p)] if mine else []),
            ]
        if op.occurrence == "flip-to-bottom" and self.modifier(t, op).instead == "beneath-all":
            return [Accept(p), Decline(p)]  # "any number of flipped cards": all of them (CG40)
        if op.occurrence == "flip-to-bottom":
            return [*(ChooseCard(p, i) for i in unique_by_card(t, self.flipped(t, op))), Decline(p)]
        if op.occurrence in ASKED_YES_NO:
            return [Accept(p), Decline(p)]
        options = self.options(t, op)
        # a replacement without "may" applies (710.1; CG165): none may be declined then
        declining = [Decline(p)] if all(o[2].optional for o in options) else []
        if len(options) == 1:
            return [Accept(p), *declining]
        return [
            *(ApplyReplacement(p, source, index) for source, index, _, _ in options),
            *declining,
        ]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.Replace)
        if op.occurrence in BY_PLAYER:
            if choice in self.candidates(t, op):
                return None
            if isinstance(choice, ApplyReplacement):
                return "that modifier is not attempting to replace this draw (710.5a)"
            if isinstance(choice, Decline):
                return (
                    "another player may apply one of these replacements: choose which "
                    "applies first (710.5)"
                )
            return "several replacements would apply: choose which one applies first (710.5)"
        if isinstance(choice, Decline):
            if op.occurrence in ("dismissed", "leave-play") and not all(
                o[2].optional for o in self.options(t, op)
            ):
                return 'a replacement that has no "may" applies (710.1)'
            return None
        flips = op.occurrence == "flip-to-bottom"
        if flips and self.modifier(t, op).instead == "beneath-all":
            return None if isinstance(choice, Accept) else "accept or decline (710.5)"
        if isinstance(choice, ChooseCard) != flips:
            return "choose a flipped card or decline" if flips else "accept or decline (710.5)"
        if flips:
            if choice.card not in self.flipped(t, op):  # type: ignore[attr-defined]
                return (
                    f"#{choice.card} is not one of {t.player_name(choice.player)}'s flipped "  # type: ignore[attr-defined]
                    f"cards this modifier can replace (710.1)"
                )
            return None
        if op.occurrence in ASKED_YES_NO:
            return None if isinstance(choice, Accept) else "accept or decline (710.5)"
        options = self.options(t, op)
        if isinstance(choice, Accept) and len(options) > 1:
            return "several replacements would apply: choose which one applies first (710.5)"
        if isinstance(choice, ApplyReplacement) and not any(
            (choice.source, choice.ability) == (source, index) for source, index, _, _ in options
        ):
            return "that modifier is not attempting to replace this occurrence (710.5a)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.Replace)
        if op.occurrence in BY_PLAYER:
            self.apply_to_draw(t, op, choice)
            return
        t.state.agenda.pop(0)
        if op.occurrence in ASKED_ONLY:
            source = t.card(op.source)
            ab = self.modifier(t, op)
            why = f"{t.pool[op.card_id or source.card_id].name} replaces it (710.1)"
            if (resume := RESUME.get(op.occurrence)) is not None:
                resume(t, op, isinstance(choice, Accept), why)
                return
            card_id = op.card_id or source.card_id
            if ab.once:  # used or declined: not again this faceoff (710.3)
                t.state.memo = t.state.memo | {once_key(ab, op.source, card_id, op.ability)}
            elif isinstance(choice, Decline):  # not offered again for these flipped cards
                t.state.memo = t.state.memo | {declined_key(op.source, card_id, op.ability)}
            if isinstance(choice, Accept) and ab.instead == "beneath-all":  # (CG40)
                for iid in self.flipped(t, op):
                    t.banish_beneath(iid, op.source, why)
            if isinstance(choice, ChooseCard):
                area = source.area  # "this card's Problem", read before a cost retires it
                if ab.cost:
                    pay_replacement_cost(t, ab, op.source, why)
                instead_of_bottom(t, choice.card, op.source, ab.instead, why, area)
            return
        options = self.options(t, op)
        if isinstance(choice, Decline) or not options:
            self.happen(t, op)
            return
        source, index, ab, card_id = picked_replacement(options, choice)
        why = f"{t.pool[card_id].name} replaces it (710.1)"
        if ab.instead == "frighten":
            if (cant := can(t, "frighten", t.card(op.card), choice.player)) is not None:
                t.log(f"{t.name(op.card)} can't be frightened instead: {cant} (710.4)")
            else:  # frightened by the replacement modifier's controller (710.1)
                owner = t.state.cards.get(source)
                frighten(t, op.card, why, by=owner.controller if owner is not None else None)
            return
        if ab.instead == "exhaust":  # "if this card would be frightened, exhaust it instead"
            if (cant := can(t, "exhaust", t.card(op.card), choice.player)) is not None:
                t.log(f"{t.name(op.card)} can't be exhausted instead: {cant} (710.4)")
            else:
                do(t, "exhaust", op.card, choice.player, why)
            return
        if ab.instead == "prevent":  # "you may pay [1] and exhaust this card instead. If
            # you do, those Friends are not dismissed" (EO151): one payment for every one of
            # them the same instruction would dismiss, asked together (710.1)
            pay_replacement_cost(t, ab, source, why)
            for card in (op.card, *same_batch(t, source, index)):
                t.log(f"{t.name(card)} is not dismissed ({why})")
            return
        if ab.instead == "stay-exhausted":  # "this card remains exhausted instead" (CGpf14)
            pay_replacement_cost(t, ab, source, why)
            t.log(f"{t.name(op.card)} remains exhausted ({why})")
            return
        if ab.instead == INSTRUCTIONS:  # "you may banish a card from your discard pile
            # instead" (HM19), "pay [1] to dismiss it instead" (HM65): the cost is paid and the
            # modifier's instructions are followed (709), THAT the card; it is not frightened
            pay_replacement_cost(t, ab, source, why)
            controller = t.card(source).controller
            t.log(f"{t.name(op.card)} is not {op.verb} ({why})")
            t.state.agenda.insert(0, a.Resolve(controller, source, card_id, index, that=op.card))
            return
        if ab.instead == "turn-face-down":  # "you may exhaust this card to turn it face-down
            # instead" (DE23): the Troublemaker stays at its Problem, face-down (505)
            pay_replacement_cost(t, ab, source, why)
            do(t, "turn-face-down", op.card, t.card(source).controller, why)
            return
        if ab.instead == "retire":  # "you may retire this card instead" (710.1; CG20): the
            # card with the modifier is retired, and the card it protects stays in play
            do(t, "retire", source, choice.player, why)
            return
        if ab.instead == "turn-over":  # "you may turn this card over instead. If you do, that
            # card is not dismissed" (710.1; CG192): this Mane Character turns over
            do(t, "turn-over", source, t.card(source).controller, why)
            return
        instead = ab.instead if ab.instead in ("deck-top", "banish") else "hand"
        used = (*op.used, (source, index))
        # 710.3, 710.5b: leaving play another way can still be replaced by the other modifiers
        after = a.Replace(
            op.card, "leave-play", op.verb, op.rule, source, index, card_id, used, instead
        )
        if self.options(t, after):
            t.log(
                f"{t.name(op.card)} would be {INSTEAD[instead]} instead ({t.name(source)}, "
                f"710.1); another replacement may still apply (710.3, 710.5b)"
            )
            t.state.agenda.insert(0, after)
            return
        do(t, instead_verb(instead), op.card, t.card(op.card).controller, why)

    def apply_to_draw(self, t: Table, op: a.Replace, choice: Choice) -> None:
        """A draw (410.4): the chosen modifier is applied, or the player who may apply it
        declines and the others are offered again (710.5a, 710.5b); none left, it is drawn."""
        assert op.drawer is not None
        options = self.options(t, op)
        if isinstance(choice, Decline):
            if op.instead == ASKING or len(options) == 1:
                source = op.source if op.instead == ASKING else options[0][0]
                index = op.ability if op.instead == ASKING else options[0][1]
                t.log(f"{t.player_name(choice.player)} does not apply {t.name(source)} (710.5)")
                t.state.agenda[0] = replace(op, used=(*op.used, (source, index)), instead="")
            else:
                t.log(f"{t.player_name(choice.player)} applies none of them (710.5)")
                t.state.agenda.pop(0)
            return
        if isinstance(choice, ApplyReplacement):
            source, index, ab, card_id = picked_replacement(options, choice)
            if draw_chooser(t, op.drawer, source, ab) != choice.player:
                # 710.5: chosen to apply first; whether it does is its controller's "may"
                t.state.agenda[0] = replace(
                    op, source=source, ability=index, card_id=card_id, instead=ASKING
                )
                return
        elif op.instead == ASKING:
            source, index, card_id = op.source, op.ability, op.card_id
        else:
            source, index, _, card_id = options[0]
        t.state.agenda.pop(0)
        draw = t.state.agenda.pop(0)  # the draw (or flip) itself, waiting behind the question
        assert isinstance(draw, a.DrawCard | a.FlipCard)
        controller = t.card(source).controller
        if isinstance(draw, a.FlipCard):  # "if you would flip a card ... instead" (CG87)
            t.log(
                f"{t.player_name(op.drawer)} does not flip that card: {t.name(source)} "
                f"replaces the flip (710.1, 515.1)"
            )
        else:
            t.log(
                f"{t.player_name(op.drawer)} does not draw that card: {t.name(source)} "
                f"replaces the draw (710.1, 410.4c)"
            )
        t.state.agenda.insert(0, a.Resolve(controller, source, card_id, index, actor=op.drawer))

    def happen(self, t: Table, op: a.Replace) -> None:
        """The occurrence, as replaced so far, happens (710.4)."""
        if op.occurrence == "ready":
            ready(t, op.card, op.rule, replaceable=False)
        elif op.occurrence == "frighten":
            frighten(t, op.card, op.rule, replaceable=False, by=frightened_by(op.verb))
        elif op.occurrence == "banished":  # SB56: asked once (710.5), it is banished
            do(t, "banish", op.card, t.card(op.card).controller, op.rule, replaceable=False)
        elif op.instead:
            why = "as replaced before (710.1, 710.3)"
            do(t, instead_verb(op.instead), op.card, t.card(op.card).controller, why)
        else:
            t.to_discard(op.card, op.verb, op.rule, replaceable=False)


ASKED_ONLY = (
    "flip-to-bottom",
    "confront",
    "uncover",
    "defeat",
    "move",
    "problem-replaced",
    "home-limit-retire",
    "sent-home",
)
# of those, the ones asked as a yes or no (710.5)
ASKED_YES_NO = ASKED_ONLY[1:]
# the yes-or-no questions of replacements (710.5): what would happen, what is done instead
# (``source``: the modifier's card, ``paying``: its cost), and the rule of the occurrence
WOULD = {
    "confront": ("be {verb}", "retire {source}", "glossary: Vexing"),
    "problem-replaced": ("be replaced", "{paying} {source}", "613.2"),
    "defeat": ("be defeated", "{paying}", "514.5a"),
    "move": ("be moved to {to}", "retire {source}", "506.1"),
    "uncover": ("be uncovered", "retire {source}", "607.3"),
    # "you may choose to not turn it face-up or uncover it instead" (LL62)
    STAY_FACE_DOWN: ("be {done}", "keep it face-down ({source})", "607.3, 505.2"),
    # "they choose a different Problem and move that character there instead" (SB27)
    OTHER_PROBLEM: (
        "be moved to {to}",
        "exhaust {source} to have it moved to a different Problem",
        "506.1",
    ),
}
# ``Replacement.instead``: its ``effects`` are followed instead (709; HM19, HM65)
INSTRUCTIONS = "instructions"
# occurrences that happen to a player, not a card: a draw (410.4), a flip (515.1; CG87)
BY_PLAYER = ("draw", "flip")  # the step whose occurrence it is carries it out
ASKING = "asking"  # a draw's ``Replace.instead``: the chosen modifier's "may" is being asked


def offer_draw_replacements(t: Table, op: a.DrawCard) -> bool:
    """410.4, 710.1: before a card is drawn, replacement modifiers may replace the draw; if
    any would, the question (``Replace``) goes before the draw, which then happens unless
    one is applied. False: none would."""
    found = replacements(t, "draw", None, op.player)
    if not found:
        return False
    source, index, _, card_id = found[0]
    names = " and ".join(t.name(f[0].iid) for f in found)
    t.log(f"{t.player_name(op.player)} would draw a card; {names} may replace that (710.1)")
    ask = a.Replace(-1, "draw", "drawn", op.rule, source.iid, index, card_id, drawer=op.player)
    t.state.agenda[0:1] = [ask, replace(op, asked=True)]
    return True


def offer_flip_replacements(t: Table, op: a.FlipCard) -> bool:
    """515.1, 710.1: before a card is flipped, replacement modifiers may replace the flip
    ("if you would flip a card during a faceoff involving this card, you may ... instead",
    CG87), asked as a draw's are (``offer_draw_replacements``). False: none would."""
    if not t.pool.any_card("replaces-flips", _replaces_flips):
        return False
    s = t.state
    once = next((e for e in s.effects if e.kind == "next-flip" and e.player == op.player), None)
    if once is not None:  # "the next time you would flip a card ... instead" (CG93): no "may"
        s.effects.remove(once)
        t.version += 1
        t.log(
            f"{t.player_name(op.player)} does not flip a card: {t.pool[once.source].name} "
            f"replaces the flip (710.1, 515.1)"
        )
        later = a.DelayedEffect(
            once.controller, -1, once.source, once.amount, chosen=once.cards, later=int(once.value)
        )
        s.agenda[0:1] = [later]
        return True
    found = replacements(t, "flip", None, op.player)
    if not found:
        return False
    source, index, _, card_id = found[0]
    names = " and ".join(t.name(f[0].iid) for f in found)
    t.log(f"{t.player_name(op.player)} would flip a card; {names} may replace that (710.1)")
    ask = a.Replace(-1, "flip", "flipped", "515.1", source.iid, index, card_id, drawer=op.player)
    t.state.agenda[0:1] = [ask, a.FlipAsked(op.player)]
    return True


def _replaces_flips(d: CardDefinition) -> bool:
    text = repr(script_for(d.id))
    return "occurrence='flip'" in text or "NextFlipInstead(" in text


def draw_chooser(t: Table, drawer: int, source: int, ab: Replacement) -> int:
    """Who says "may" for a draw replacement: its controller ("you may"), or the drawing
    player ("they may")."""
    return drawer if ab.chooser == ACTOR else t.card(source).controller


INSTEAD = {
    "deck-top": "put on top of its owner's deck",
    "hand": "put into its owner's hand",
    "banish": "banished",  # "it is banished instead" (CG165)
}


def said(t: Table, verb: str) -> str:
    """A replacement's verb for its question, the player doing it by name ("frightened by
    Bob", ``abilities.actor_of``)."""
    actor = actor_of(verb)
    return verb if actor is None else f"{verb.rpartition(' by ')[0]} by {t.player_name(actor)}"


def instead_verb(instead: str) -> str:
    """The ``abilities.do`` verb of a card leaving play another way (``Replace.instead``)."""
    return "banish" if instead == "banish" else f"to-{instead}"


class ChooseAsEnteringRules(Step):
    """706.1a: "As this card enters play, choose a color" (or "up to two colors", "a
    [card]", "name a card"): the ability's controller chooses while the card enters play,
    before anything else happens; the choice stays on the card (``CardInstance.chosen``)
    while it is in play."""

    accepts = (ChooseColour, ChooseCard, NameCard, Decline)

    def ability(self, t: Table, op: a.ChooseAsEntering) -> AsEntersPlay:
        ab = ability(t.pool, op.card_id, op.ability)
        assert isinstance(ab, AsEntersPlay)
        return ab

    def finished(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.ChooseAsEntering)
        card = t.state.cards.get(op.card)
        if card is None or card.zone is not Zone.PLAY or op.source not in t.state.cards:
            return True
        ab = self.ability(t, op)
        if ab.verb == COPY_BANISHED:  # done once it is a copy (FF76)
            return is_copy(card.card_id) or not self.cards(t, op)
        choosing_card = ab.verb in ("choose-card", COUNTERS_OF_CARD)
        return len(card.chosen) >= ab.n or (choosing_card and not self.cards(t, op))

    def cards(self, t: Table, op: a.ChooseAsEntering) -> list[int]:
        ab = self.ability(t, op)
        assert ab.of is not None
        source = t.card(op.source)
        found = t.view().select(ab.of, source, source.controller)
        if ab.verb == COPY_BANISHED:  # one that can be banished (104.2)
            return [c.iid for c in found if can(t, "banish", c, source.controller) is None]
        return [c.iid for c in found]

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.ChooseAsEntering)
        p = t.card(op.source).controller
        ab = self.ability(t, op)
        have = len(t.card(op.card).chosen)
        if ab.verb == "choose-card":
            what = "a card"
        elif ab.verb == COUNTERS_OF_CARD:
            what = "a card to have as many +1 power counters as it"
        elif ab.verb == COPY_BANISHED:
            what = "a card to banish: this card enters play as a copy of it"
        elif ab.verb == "name-card":
            what = f"name a {self.kind(ab)} (201.1)"
        else:
            left = ab.n - have
            what = f"{'up to ' if ab.up_to else ''}{left} {'colour' if left == 1 else 'colours'}"
            if have:
                what = f"{what} more"
        return Decision(
            p,
            DecisionKind.TARGET,
            f"{t.player_name(p)}: as {t.name(op.card)} enters play, "
            f"{what if ab.verb == 'name-card' else 'choose ' + what} "
            f"({self.whose(t, op)}706.1a)",
        )

    def kind(self, ab: AsEntersPlay) -> str:
        types = ab.of.types if ab.of is not None else ()
        return " or ".join(str(k) for k in types) or "card"

    def types(self, ab: AsEntersPlay) -> tuple[CardType, ...]:
        return ab.of.types if ab.of is not None else ()

    def whose(self, t: Table, op: a.ChooseAsEntering) -> str:
        """The card whose ability asks, when it is not the entering card itself."""
        return "" if op.source == op.card else f"{t.pool[op.card_id].name}, "

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.ChooseAsEntering)
        p = t.card(op.source).controller
        ab = self.ability(t, op)
        if ab.verb == "choose-card":  # ``up_to``: "you may reveal a Friend in your hand"
            out = [ChooseCard(p, i) for i in unique_by_card(t, self.cards(t, op))]
            return [*out, Decline(p)] if ab.up_to else out
        if ab.verb in (COUNTERS_OF_CARD, COPY_BANISHED):  # a card in play, not a name (SB20)
            return [ChooseCard(p, i) for i in self.cards(t, op)]
        if ab.verb == "name-card":
            return [NameCard(p, name) for name in card_names(t.pool, self.types(ab))]
        chosen = t.card(op.card).chosen
        out: list[Choice] = [ChooseColour(p, c) for c in Colour if c.value not in chosen]
        return [*out, Decline(p)] if ab.up_to else out

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.ChooseAsEntering)
        ab = self.ability(t, op)
        if isinstance(choice, NameCard) and ab.verb == "name-card":
            if choice.player != t.card(op.source).controller:
                return "not one of the choices offered as this card enters play (706.1a)"
            return read_name(t.pool, choice.name, self.types(ab))[1] or None
        if choice not in self.candidates(t, op):
            return "not one of the choices offered as this card enters play (706.1a)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ChooseAsEntering)
        if isinstance(choice, Decline):
            t.state.agenda.pop(0)
            t.log(
                f"{t.player_name(choice.player)} chooses no more as {t.name(op.card)} enters "
                f"play ({self.whose(t, op)}706.1a)"
            )
            return
        card = t.card(op.card)
        if isinstance(choice, ChooseColour):
            value, said = choice.colour.value, f"the colour {choice.colour.value}"
        elif isinstance(choice, NameCard):
            value = read_name(t.pool, choice.name, self.types(self.ability(t, op)))[0]
            said = f"the name {value!r} (201.1)"
            if value != choice.name:
                said = f"{choice.name!r}, which names {value!r} (201.1b)"
        else:
            assert isinstance(choice, ChooseCard)
            value, said = t.card(choice.card).card_id, t.name(choice.card)
            if t.card(choice.card).zone is Zone.HAND:  # revealed to every player (LL84)
                said = f"{said} from their hand, revealing it"
        if self.ability(t, op).verb == COPY_BANISHED:  # (FF76; 706.1a)
            copy_banished(t, op, choice.card, self.whose(t, op))
            return
        if self.ability(t, op).verb == COUNTERS_OF_CARD:  # (SB20; 519.1)
            assert isinstance(choice, ChooseCard)
            n = t.card(choice.card).counter(POWER_COUNTER)
            t.update(op.card, chosen=(*card.chosen, value))
            t.log(
                f"{t.player_name(choice.player)} chooses {said} as {t.name(op.card)} enters play "
                f"({self.whose(t, op)}706.1a): {n} +1 power counters"
            )
            if n:
                do(t, "put-counter", op.card, choice.player, t.pool[op.card_id].name, n)
            return
        t.update(op.card, chosen=(*card.chosen, value))
        t.log(
            f"{t.player_name(choice.player)} chooses {said} as {t.name(op.card)} enters play "
            f"({self.whose(t, op)}706.1a)"
        )
        if isinstance(choice, ChooseCard) and copies_abilities(card.card_id):
            t.ask_judge(op.card, printed_on=value)  # what of that Friend is not automated


def copy_banished(t: Table, op: a.ChooseAsEntering, chosen: int, whose: str) -> None:
    """ "Banish an opposing Friend. This card enters play as a copy of that Friend" (FF76;
    ``COPY_BANISHED``): the chosen card is banished, then the entering card has its printed
    information while in play (``tokens.copy_of_id``); the judge is asked for what of it the
    engine does not automate."""
    p = t.card(op.source).controller
    copied = t.card(chosen).card_id
    name = t.name(op.card)
    do(t, "banish", chosen, p, f"{t.pool[op.card_id].name}, {whose}706.1a")
    t.update(op.card, card_id=copy_of_id(t.card(op.card).card_id, copied))
    t.log(f"  {name} enters play as a copy of {t.pool[copied].name} ({whose}706.1a)")
    t.ask_judge(op.card)


class EnteredPlayRules(Step):
    """706.1d: the card has entered play and its entering choices are made (706.1a): now
    "when ... enters play" abilities trigger, their conditions seeing those choices."""

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.EnteredPlay)
        t.state.agenda.pop(0)
        t.emit(Occurrence(op.kind, op.player, op.card, op.card_id, op.area, via=op.via))
        return True


class NameLoopCountRules(Step):
    """802.2: each player with an optional action in the loop names a number in turn."""

    accepts = (NameNumber, Decline)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.NameLoopCount)
        p = loops.chooser(op)
        low = loops.smallest(op)
        what = "a number" if low is None else f"a number smaller than {low[1]}, or none"
        return Decision(
            p,
            DecisionKind.LOOP_COUNT,
            f"{t.player_name(p)}: name {what}: how many times the loop is repeated (802.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.NameLoopCount)
        return loops.number_choices(op)

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(op, a.NameLoopCount)
        return loops.check_number(op, choice)

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.NameLoopCount)
        loops.name_number(t, op, choice)


def resume_confront(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "retire this card instead" of a confront (glossary: Vexing): the
    ConfrontSteps item waiting behind the question learns it (710.3: asked once each)."""
    steps = t.state.agenda[0]
    assert isinstance(steps, a.ConfrontSteps) and steps.resume is not None
    if not accepted:
        t.state.agenda[0] = replace(steps, declined=(*steps.declined, op.source))
        return
    me, area = t.state.turn_player, steps.resume
    do(t, "retire", op.source, t.card(op.source).controller, f"{why}, glossary: Vexing")
    t.log(f"{t.player_name(me)} does not confront {t.area_name(area)}: it was replaced (710.1)")
    t.state.agenda[0:1] = [
        a.PriorityWindow("after the confront step"),
        replace(steps, done=(*steps.done, area), resume=None, declined=()),
    ]


def same_batch(t: Table, source: int, index: int) -> list[int]:
    """The cards of the dismissals waiting at the front of the agenda that the same modifier
    would replace, queued by the same instruction; they are taken off the agenda (EO151)."""
    cards = []
    agenda = t.state.agenda
    while agenda and isinstance(op := agenda[0], a.Replace) and op.occurrence == "dismissed":
        if (op.source, op.ability) != (source, index) or op.card not in t.state.cards:
            break
        cards.append(op.card)
        agenda.pop(0)
    return cards


def resume_uncover(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "you may retire this card instead" of an uncover (710.1; EO141):
    accepted, the card with the modifier is retired and the Troublemaker stays face-down (in
    the Uncover step, not tried again this turn); declined, the next modifier is asked
    (710.5), and with none left it is uncovered."""
    by = int(op.verb.rsplit(" ", 1)[1])  # "uncovered by <player>"
    face_up = op.verb.startswith(TURNED_FACE_UP)  # turned face-up, not uncovered (HM69)
    if accepted:
        ab = ability(t.pool, op.card_id or t.card(op.source).card_id, op.ability)
        if not (isinstance(ab, Replacement) and ab.instead == STAY_FACE_DOWN):  # LL62: none
            do(t, "retire", op.source, t.card(op.source).controller, why)
        what = "turned face-up" if face_up else "uncovered"
        t.log(f"{t.name(op.card)} is not {what}: it was replaced (710.1)")
        if op.rule.startswith(UNCOVER_STEP):
            t.state.memo = t.state.memo | {uncover_replaced(t, op.card)}
        return
    used = (*op.used, (op.source, op.ability))
    if face_up:
        turn_face_up(t, op.card, by, op.rule, used=used)
        return
    if uncover(t, op.card, by, op.rule, used=used) and op.rule.startswith(UNCOVER_STEP):
        uncovered(t, op.card, by)


def resume_move(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "if an opponent would move a character, you may retire this card
    instead. If you do, that character is not moved" (710.1; EO160): accepted, the card with
    the modifier is retired and the character stays; declined, the next modifier is asked
    (710.5), with none left it moves (506.1)."""
    by, area = move_of(op)
    used = (*op.used, (op.source, op.ability))
    ab = ability(t.pool, op.card_id or t.card(op.source).card_id, op.ability)
    if accepted and isinstance(ab, Replacement) and ab.instead == OTHER_PROBLEM:
        # "you may exhaust this card. If you do, they choose a different Problem and move that
        # character there instead" (SB27): the cost paid (508.1), the mover moves it to
        # another Problem; in a two-player game there is one (303), so nothing is asked.
        # Still a move by them: other modifiers may replace it, not this one again (710.3).
        # Not the Problem it is at: that would not be a move (506.1)
        pay_replacement_cost(t, ab, op.source, why)
        at = t.card(op.card).area
        others = [x for x in t.problem_areas() if x not in (area, at)]
        if not others:
            t.log(f"{t.name(op.card)} has no different Problem to move to: it stays (710.4)")
            return
        move_card(t, op.card, others[0], by, why, used=used)
        return
    if accepted:
        do(t, "retire", op.source, t.card(op.source).controller, why)
        t.log(f"{t.name(op.card)} is not moved: it was replaced (710.1)")
        return
    move_card(t, op.card, area, by, op.rule, used=used)


def move_of(op: a.Replace) -> tuple[int, Area]:
    """The mover and destination of a replaced move: its verb "moved by <player> to <area>"."""
    _, _, by, _, area = op.verb.split(" ")
    return int(by), Area.parse(area)


def resume_home_limit(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "if one of your Friends would be retired for being in excess of your
    home limit, you may move it here instead" (710.1; EO198): accepted, the Friend moves to
    that Problem, if it can be moved there (506, 104.2), and is not retired; declined, the
    next modifier is asked (710.5), with none left it is retired (616.3)."""
    c, area = t.card(op.card), t.card(op.source).area
    ab = ability_of(t, op)
    if accepted and ab.instead == "hand":  # "you may retire this card to put that Friend
        # into its owner's hand instead" (LL118): the cost paid as it is applied (508.1)
        pay_replacement_cost(t, ab, op.source, why)
        do(t, "to-hand", op.card, c.controller, why)
        return
    if accepted and area is not None:
        if (cant := why_not_there(t, c, area, c.controller)) is None:
            move_card(t, op.card, area, c.controller, why, replaceable=False)
            return
        t.log(f"{t.name(op.card)} can't be moved there instead: {cant} (710.4)")
    used = (*op.used, (op.source, op.ability))
    if not accepted and (found := replacing(t, op.occurrence, c, op.verb, op.rule, used)):
        source, index, _, card_id = found[0]
        ask = a.Replace(op.card, op.occurrence, op.verb, op.rule, source.iid, index, card_id, used)
        t.state.agenda.insert(0, ask)
        return
    t.to_discard(op.card, "retired", "616.3, 410.2")


def resume_problem_replacement(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "if this card's Problem would be replaced, you may exhaust this card
    instead" (710.1; EO208): accepted, the cost is paid and the Problem stays in play;
    declined, the next modifier is asked (710.5), with none left it is replaced (613.2)."""
    if accepted:
        pay_replacement_cost(t, ability_of(t, op), op.source, why)
        t.log(f"{t.name(op.card)} is not replaced: it was replaced (710.1)")
        return
    used = (*op.used, (op.source, op.ability))
    solved = op.verb == "replaced as solved"
    ask = problem_replacement(t, t.card(op.card), solved, used)
    area = t.card(op.card).area
    assert area is not None
    t.state.agenda[0:0] = [ask] if ask is not None else replace_problem(t, area, solved)


def resume_sent_home(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "if one or more of your characters would be sent home from here, you
    may send those characters to other Problems instead" (710.1; SB107): accepted, the
    modifier's controller chooses a Problem for each (``SendElsewhere``); declined, the
    character is sent home, or the Problem's replacing goes on (613.2), the next modifier
    asked first (710.5)."""
    used = (*op.used, (op.source, op.ability))
    problem = -1 if op.verb == "sent home" else op.card
    cards = tuple(sent_home_cards(t, op)) if accepted else ()
    if cards:
        chooser = t.card(op.source).controller
        t.log(f"{', '.join(t.name(i) for i in cards)}: sent to other Problems instead ({why})")
        t.state.agenda.insert(0, a.SendElsewhere(chooser, cards, op.rule, problem, op.verb, used))
    elif problem >= 0:
        replace_after_questions(t, problem, op.verb, used)
    else:
        t.send_home(op.card, op.rule, replaceable=False)


def replace_after_questions(
    t: Table, problem: int, verb: str, used: tuple[tuple[int, int], ...]
) -> None:
    """Replace the Problem ``problem`` once the replacement questions ``used`` were answered
    (613.2): the next one that would apply is asked first (710.5b)."""
    if problem not in t.state.cards or t.card(problem).zone is not Zone.PLAY:
        return
    solved = verb == "replaced as solved"
    ask = problem_replacement(t, t.card(problem), solved, used)
    area = t.card(problem).area
    assert area is not None
    t.state.agenda[0:0] = [ask] if ask is not None else replace_problem(t, area, solved)


class SendElsewhereRules(Step):
    """710.1, 506.5: each character a "send those characters to other Problems instead"
    modifier replaced the sending home of is sent to another Problem its controller chooses
    (SB107), one at a time; then a Problem being replaced is replaced (613.2)."""

    accepts = (ChooseArea,)
    forced = True

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.SendElsewhere)
        cards = t.state.cards
        left = tuple(i for i in op.cards if i in cards and cards[i].zone is Zone.PLAY)
        if left and not other_problems(t, cards[left[0]]):  # nowhere else: home (710.4)
            t.send_home(left[0], op.rule, replaceable=False)
            left = left[1:]
        if not left:
            t.state.agenda.pop(0)
            if op.problem >= 0:
                replace_after_questions(t, op.problem, op.verb, op.used)
            return True
        if left != op.cards:
            op = t.state.agenda[0] = replace(op, cards=left)
        return super().run(t, op)

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.SendElsewhere)
        return Decision(
            op.player,
            DecisionKind.TARGET,
            f"{t.player_name(op.player)}: choose the Problem to send {t.name(op.cards[0])} "
            f"to instead of home (710.1, 506.5)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.SendElsewhere)
        return [ChooseArea(op.player, x) for x in other_problems(t, t.card(op.cards[0]))]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        if choice not in self.candidates(t, op):
            return "choose another Problem in play to send it to (506.2, 710.1)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.SendElsewhere) and isinstance(choice, ChooseArea)
        t.send_home(op.cards[0], f"{op.rule}; instead: 710.1, 506.5", to=choice.area)
        t.state.agenda[0] = replace(op, cards=op.cards[1:])


class MoveAtRandomRules(Step):
    """Observed mode: the judge enters the area chosen at random for a move replaced so
    ("moved to a random area instead", DE25; 710.1, 506.2), then it is moved there."""

    accepts = (ChooseArea,)

    def finished(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.MoveAtRandom)
        c = t.state.cards.get(op.card)
        return c is None or c.zone is not Zone.PLAY or not self.areas(t, op)

    def areas(self, t: Table, op: a.MoveAtRandom) -> list[Area]:
        return destinations(t, t.card(op.card), RANDOM_AREA, None, None, op.by)

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.MoveAtRandom)
        return Decision(
            None,
            DecisionKind.TARGET,
            f"Judge: enter the area chosen at random for {t.name(op.card)} (710.1, 506.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.MoveAtRandom)
        return [ChooseArea(op.by, x) for x in self.areas(t, op)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        if choice not in self.candidates(t, op):
            return "enter an area the character can be moved to (506.2)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.MoveAtRandom) and isinstance(choice, ChooseArea)
        t.state.agenda.pop(0)
        move_card(t, op.card, choice.area, op.by, f"{op.rule}; instead: 710.1", used=op.used)


def cost_text(cost: Cost) -> str:
    """A replacement's cost as its question says it ("remove 1 +1 power counter")."""
    if cost.verb == "remove-counters":
        return f"remove {cost.n} {cost.counter} counter{'s' * (cost.n != 1)}"
    return f"pay {cost.n}" if cost.verb == "pay" else cost.verb


def resume_defeat(t: Table, op: a.Replace, accepted: bool, why: str) -> None:
    """The answer to "if this card would be defeated, you may [cost] instead. If you do,
    this card is not defeated" (710.1; EO178): accepted, the cost is paid and nothing is
    scored for it (514.5a); declined, the next modifier is asked (710.5), with none left
    it is defeated."""
    winner = int(op.verb.rsplit(" ", 1)[1])  # "defeated by <player>"
    tm = t.card(op.card)
    if accepted:
        pay_replacement_cost(t, ability_of(t, op), op.source, why)
        t.log(f"{t.name(op.card)} is not defeated: it was replaced (710.1, 514.5a)")
        return
    used = (*op.used, (op.source, op.ability))
    found = replacing(t, "defeat", tm, op.verb, op.rule, used)
    if found:
        source, index, _, card_id = found[0]
        ask = a.Replace(op.card, "defeat", op.verb, op.rule, source.iid, index, card_id, used)
        t.state.agenda.insert(0, ask)
        return
    defeat(t, tm, winner)


# The answer to a yes/no replacement question, by the occurrence it would replace: each goes
# on with the instructions the question interrupted (710.1); "flip-to-bottom" is answered in
# ``ReplaceRules.apply`` itself
RESUME: dict[str, Callable[[Table, a.Replace, bool, str], None]] = {
    "confront": resume_confront,
    "uncover": resume_uncover,
    "defeat": resume_defeat,
    "move": resume_move,
    "problem-replaced": resume_problem_replacement,
    "home-limit-retire": resume_home_limit,
    "sent-home": resume_sent_home,
}


def ability_of(t: Table, op: a.Replace) -> Replacement:
    ab = ability(t.pool, op.card_id or t.card(op.source).card_id, op.ability)
    assert isinstance(ab, Replacement)
    return ab


# --- score phase (610-613) --------------------------------------------------------------------
def less_wild(reqs: tuple[ConfrontRequirement, ...], n: int) -> tuple[ConfrontRequirement, ...]:
    """The requirements with ``n`` less wild power needed (611.3d), none below 0; no change
    to colour requirements, nor an infinite one."""
    out = []
    for r in reqs:
        if r.kind is RequirementKind.WILD and r.amount is not None and n > 0:
            cut = min(n, r.amount)
            r, n = replace(r, amount=r.amount - cut), n - cut
            if r.amount == 0:
                continue
        out.append(r)
    return tuple(out)


def note_confront_change(t: Table, area: Area, player: int) -> None:
    """The trace names the cards whose modifiers change what ``player`` needs to confront
    the Problem at ``area`` ("needs +[1] to confront", 611.3)."""
    view = t.view()
    sources = view.changed_by.get(("confront", area, player), ())
    if not sources:
        return
    extra = view.confront_extra.get((area, player), 0)
    names = " and ".join(t.name(i) for i in sources)
    t.note(
        RULE_CHANGE,
        f"{names} change{'s' * (len(sources) == 1)} what {t.player_name(player)} needs to "
        f"confront {t.area_name(area)}: {extra:+d} wild power",
        cards=sources,
        numbers=(extra,),
        rules=("611.3",),
    )


def confront_check(t: Table, area: Area, player: int) -> tuple[ConfrontCheck | None, str]:
    """Whether ``player`` meets the requirements of the Problem at ``area`` and why (611.3)."""
    problem = t.problem_at(area)
    assert problem is not None
    rules = confront_rules(t, area)
    past = t.view().confront_past_troublemakers.get((area, player))  # EO214
    every, spared = troublemakers_not_preventing(t, player)  # MT87, MT68 (708.2)
    ignored = "ignore-troublemakers" in rules or every
    own = any(e.kind == OWN_TROUBLEMAKERS and e.player == player for e in t.state.effects)
    for iid in () if ignored else face_up_troublemakers(t, area):
        if iid in spared or (own and t.card(iid).controller == player):  # LL143: your own
            continue  # (Epic ones) don't prevent you (708.2, 611.3e)
        if t.card(iid).controller != player:
            if past is not None:  # "opposing Troublemakers don't prevent you ..." (104.2)
                continue
            if any(  # "that card doesn't prevent you from confronting its Problem this
                # turn" (DE111): a lasting modifier on it for that player (708.2)
                e.kind == CONFRONT_PAST and iid in e.cards and e.controller == player
                for e in t.state.effects
            ):
                continue
            return None, f"{t.name(iid)} is an opposing face-up Troublemaker there (611.3e)"
        if epic(t, iid):
            return None, f"{t.name(iid)} is a face-up Epic Troublemaker there (611.3e)"
    source = t.view().cant_confront.get((area, player))
    if source is not None:  # 104.2: a "can't" wins over the rules that would let them
        return None, f"{t.name(source)} says its Problem can't be confronted (104.2, 611.3)"
    if (area, player) in t.view().barred_confront:
        return None, "a lasting effect says that Problem can't be confronted (708.2, 104.2)"
    needs = t.view().confront_needs.get((area, player), 0)
    if needs and len(t.characters_at(area, player)) < needs:
        return None, f"a modifier requires {needs} characters there to confront (611.3a)"
    d = t.pool[problem.card_id]
    reqs = d.confront_owner if problem.owner == player else d.confront_opponent  # 611.2
    extra = t.view().confront_extra.get((area, player), 0)
    if own:  # "you need X power less ..., where X is the highest power among Troublemakers
        # you control there" (LL143): face-up ones (505.1b), read as the confront is checked
        extra -= max(
            (
                t.power(iid) or 0
                for iid in face_up_troublemakers(t, area)
                if t.card(iid).controller == player
            ),
            default=0,
        )
    if extra > 0:  # "needs +N power to confront": more wild power (glossary: Eccentric)
        reqs = (*reqs, ConfrontRequirement(RequirementKind.WILD, extra))
    elif extra < 0:  # "you need -[1 wild] to confront" (PR141, 2016 errata): less wild power
        reqs = less_wild(reqs, -extra)
    barred = rules.get("cant-contribute", set())
    contributors = [
        Contributor(c.iid, t.name(c.iid), t.power(c.iid) or 0, t.colours(c.iid))
        for c in t.characters_at(area, player)
        if contributes(t, c.iid) and c.iid not in barred
    ]
    for e in t.state.effects:  # "exhaust this card to contribute its power to confronting a
        # Problem until the end of the turn" (DE6), "... confronting another Problem" (SB57):
        # from wherever it is, exhausted too; not face-down (504.2)
        if e.kind == "confront-contributes" and e.player == player and e.value == str(area):
            for iid in e.cards:
                c = t.state.cards.get(iid)
                if (
                    c is not None
                    and c.zone is Zone.PLAY
                    and c.controller == player
                    and not c.face_down
                    and iid not in barred
                    and all(x.card != iid for x in contributors)
                ):
                    contributors.append(
                        Contributor(iid, t.name(iid), t.power(iid) or 0, t.colours(iid))
                    )
    for e in t.state.effects:  # "you meet the confront requirements of that Problem if you
        # have at least one ready Unicorn, Earth Pony, and Pegasus character there" (CG141)
        if e.kind == "confront-by-traits" and e.player == player:
            where, _, traits = e.value.partition(";")
            ready = [
                c for c in t.characters_at(area, player) if not c.exhausted and not c.frightened
            ]
            if (
                where == str(area)
                and ready
                and all(any(x in t.traits(c.iid) for c in ready) for x in traits.split("|"))
            ):
                met = ConfrontCheck(
                    True,
                    reqs,
                    tuple(
                        Contribution(c.iid, t.name(c.iid), t.power(c.iid) or 0, None) for c in ready
                    ),
                )
                return met, f"{met.describe()} ({t.pool[e.source].name}: ready {traits})"
    cut = sum(
        e.amount
        for e in t.state.effects
        if e.kind == "confront-reduce" and e.player == player and e.value == str(area)
    )
    if cut:  # "reduce the confront requirements ... by 3 power" (CG204): any split (611.3)
        for fewer in reductions(reqs, cut):
            result = check_confront(contributors, fewer)
            if result.met:
                return result, result.describe()
        reqs = next(iter(reductions(reqs, cut)))
    limit = min(rules.get("contribute-limit", ()), default=None)
    if limit is not None and len(contributors) > limit:
        # "no more than 2 of each player's characters can contribute" (AD181): met if some
        # group of that many meets them (611.3a)
        tried = [
            check_confront(group, reqs) for group in itertools.combinations(contributors, limit)
        ]
        result = next((x for x in tried if x.met), tried[0])
        why = result.describe()
        return result, why if result.met else f"{why} (no more than {limit} may contribute)"
    result = check_confront(contributors, reqs)
    return result, result.describe()


# the lasting modifier of ``RuleChange(OWN_TROUBLEMAKERS)`` for a player (LL143), read by
# ``confront_check``
OWN_TROUBLEMAKERS = "own-troublemakers-confront"


def troublemakers_not_preventing(t: Table, player: int) -> tuple[bool, set[int]]:
    """Lasting modifiers (708.2) that keep Troublemakers from preventing ``player``'s confronts
    (611.3e): every Troublemaker ("Troublemakers don't prevent you from confronting Problems
    until the end of the turn", ``RuleChange``; MT87), and the ones named ("That Troublemaker
    does not prevent you from confronting its Problem", ``Modify``; MT68)."""
    every = False
    spared: set[int] = set()
    for e in t.state.effects:
        if e.kind == "ignore-troublemakers" and e.player == player:
            every = True
        elif e.kind == "no-prevent-confront" and (e.controller == player) != (
            e.value == "opponents"
        ):  # "this card does not prevent them [its opponents] from confronting ..." (FF122)
            spared.update(e.cards)
    return every, spared


def reductions(
    reqs: tuple[ConfrontRequirement, ...], n: int
) -> Iterator[tuple[ConfrontRequirement, ...]]:
    """Every way to take ``n`` power from the requirements' amounts (as much as they have),
    wild first; a requirement reduced to 0 is met (611.3). An infinite one is not reduced."""
    order = sorted(range(len(reqs)), key=lambda i: reqs[i].kind is not RequirementKind.WILD)

    def split(k: int, left: int) -> Iterator[tuple[int, ...]]:
        if k == len(order):
            yield ()
            return
        r = reqs[order[k]]
        most = min(left, r.amount or 0) if r.amount is not None else 0
        rest_can = sum(reqs[i].amount or 0 for i in order[k + 1 :])
        for take in range(most, max(0, left - rest_can) - 1, -1):
            for tail in split(k + 1, left - take):
                yield (take, *tail)

    total = min(n, sum(r.amount or 0 for r in reqs if r.amount is not None))
    for takes in split(0, total):
        cut = dict(zip(order, takes, strict=True))
        yield tuple(
            replace(r, amount=r.amount - cut[i]) if r.amount is not None else r
            for i, r in enumerate(reqs)
            if r.amount is None or r.amount - cut[i] > 0
        )


def confront_rules(t: Table, area: Area) -> dict[str, set[int]]:
    """The Problem cards' rules for confronting the Problem at ``area`` (611.3): kinds of
    Static of cards there, with the cards they name. "ignore-troublemakers": Troublemakers
    don't prevent confronting it (611.3e; AD186); "cant-contribute": the characters fitting
    its target can't contribute their power to confronting it (611.3a; AD168);
    "contribute-limit": no more than ``amount`` of each player's characters can (AD181)."""
    view = t.view()
    out: dict[str, set[int]] = {}
    for _, source, st in view.statics:
        if source.area != area or st.kind not in (
            "ignore-troublemakers",
            "cant-contribute",
            "contribute-limit",
        ):
            continue
        if not view.holds(st.condition, source, source.controller):
            continue
        found = out.setdefault(st.kind, set())
        if st.kind == "cant-contribute" and isinstance(st.target, Ref):  # "this card" (MT40)
            found.update(c.iid for c in view.refer(st.target, source))
        elif st.kind == "cant-contribute":
            found.update(c.iid for c in view.select(st.target, source, source.controller))
        elif st.kind == "contribute-limit":
            found.add(st.amount)
    problem = t.problem_at(area)
    for e in t.state.effects:  # "their characters without that color can't contribute"
        if e.kind == CONFRONT_COLOUR and problem is not None and problem.iid in e.cards:
            whose, _, colour = e.value.partition(":")
            p = e.controller if whose == YOU else t.state.opponent(e.controller)
            out.setdefault("cant-contribute", set()).update(
                c.iid for c in t.characters_at(area, p) if Colour(colour) not in t.colours(c.iid)
            )
    return out


def contributing(t: Table, player: int, area: Area) -> tuple[int, ...]:
    """``player``'s characters at ``area`` contributing their power to confronting it
    (611.3a): the cards points for confronting it are scored with (PR5)."""
    barred = confront_rules(t, area).get("cant-contribute", set())  # AD168
    return tuple(
        c.iid
        for c in t.at(area)
        if c.controller == player
        and ch.is_character(t.pool, c)
        and contributes(t, c.iid)
        and c.iid not in barred
    )


class ConfrontRules(Step):
    accepts = (ConfrontAt,)
    forced = True

    def pending(self, t: Table, op: a.Op) -> list[Area]:
        assert isinstance(op, a.ConfrontSteps)
        me = t.state.turn_player
        steps = 1 + sum(e.amount for e in t.state.effects if e.kind == EXTRA_CONFRONT)  # DE104
        return [
            area
            for area in t.problem_areas()
            if op.done.count(area) < steps and t.characters_at(area, me)
        ]

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.ConfrontSteps)
        if op.resume is not None:  # a replacement was declined or is gone (710.5b)
            self.confront(t, op, op.resume)
            return True
        if not self.pending(t, op):
            self.faceoff_step(t, op)
            return True
        return super().run(t, op)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def faceoff_step(self, t: Table, op: a.ConfrontSteps) -> None:
        """612: one faceoff over every Problem, or at the one contested Problem, or none."""
        me = t.state.turn_player
        if len(set(op.confronted)) >= 2:  # one Problem confronted twice is one (DE104)
            faceoff = a.Faceoff(a.FaceoffKind.MULTI_PROBLEM, me, tuple(t.problem_areas()))
            t.log(
                f"{t.player_name(me)} confronted {len(set(op.confronted))} Problems: Multi Problem "
                f"Faceoff (612.1)"
            )
            then(t, *begin_faceoff(t, faceoff))
        elif op.contested:
            faceoff = a.Faceoff(a.FaceoffKind.PROBLEM, me, op.contested[:1])
            t.log(
                f"{t.player_name(t.state.opponent(me))} also meets the requirements at "
                f"{t.area_name(op.contested[0])}: Problem Faceoff (612.2)"
            )
            then(t, *begin_faceoff(t, faceoff))
        else:
            t.log("Faceoff step: no Problem Faceoff (612)")
            t.state.agenda.pop(0)

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(
            t.state.turn_player,
            DecisionKind.CONFRONT_ORDER,
            f"{t.player_name(t.state.turn_player)}: choose the Problem for the next "
            f"confront step (610.1)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [ConfrontAt(t.state.turn_player, area) for area in self.pending(t, op)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, ConfrontAt)
        if choice.area not in self.pending(t, op):
            return f"no confront step is left at {choice.area} (610.1)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ConfrontSteps) and isinstance(choice, ConfrontAt)
        self.confront(t, op, choice.area)

    def confront(self, t: Table, op: a.ConfrontSteps, area: Area) -> None:
        me = t.state.turn_player
        opponent = t.state.opponent(me)
        result, why = confront_check(t, area, me)
        done, confronted, contested = op.done + (area,), op.confronted, op.contested
        limit = t.turn_limit("confront", me)
        if result is not None and result.met and limit and len(confronted) >= limit[0]:
            # "players can't confront more than one Problem per turn" (AD77): the confront
            # steps of one Score Phase are the turn's only confronts (610.1, 611.1)
            result, why = (
                None,
                (
                    f"{t.name(limit[1])} says players can't confront more than "
                    f"{limit[0]} Problem{'s' * (limit[0] != 1)} per turn (104.2, 104.2a)"
                ),
            )
        where = t.area_name(area)
        window = a.PriorityWindow("after the confront step")
        problem = t.problem_at(area)
        found = (
            [f for f in replacements(t, "confront", problem, me) if f[0].iid not in op.declined]
            if result is not None and result.met and problem is not None
            else []
        )
        if found and problem is not None:  # 710.1: "if an opponent would confront ..."
            source, index, _, card_id = found[0]
            verb = f"confronted by {t.player_name(me)}"
            t.state.agenda[0:1] = [
                a.Replace(problem.iid, "confront", verb, "611.4", source.iid, index, card_id),
                replace(op, resume=area),
            ]
            t.log(
                f"{t.player_name(me)} would confront {where}; {t.name(source.iid)} may "
                f"replace that (710.1)"
            )
            return
        note_confront_change(t, area, me)
        if result is None or not result.met:
            t.log(f"{t.player_name(me)} does not confront {where}: {why} (611.1, 611.3)")
        else:
            t.log(f"{t.player_name(me)} confronts {where}: {why} (611.3)")
            confronted += (area,)
            other, other_why = confront_check(t, area, opponent)
            if other is not None and other.met:
                contested += (area,)
                t.log(f"  {t.player_name(opponent)} also meets theirs: {other_why} (611.4)")
            t.state.agenda[0:1] = [window, a.ConfrontSteps(done, confronted, contested)]
            assert result is not None
            excess = sum(c.power for c in result.contributions) - sum(
                r.amount or 0 for r in result.requirements
            )
            t.score(me, 1, f"for confronting {where} (611.4)", contributing(t, me, area))
            t.count_this_turn("confront", me)  # "if no Problems were confronted" (MT119)
            if problem is not None:
                # "once this Problem has been confronted": kept while it is in play
                t.state.memo = t.state.memo | {f"confronted:{problem.iid}"}
                t.clock_changed()
                # "a Problem you confronted this turn" (EO137), in games whose cards read it
                t.count_this_turn(f"confronted:{problem.iid}", me)
                t.emit(
                    Occurrence("confronted", me, problem.iid, problem.card_id, area, amount=excess)
                )
            return
        t.state.agenda[0:1] = [window, a.ConfrontSteps(done, confronted, contested)]


class SolveRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.SolveStep)
        ops: list[a.Op] = []
        for area in op.areas:
            problem = t.problem_at(area)
            if problem is not None:
                t.log(f"{t.area_name(area)} is solved and replaced (613.1, 613.2)")
                # "when this Problem is solved" (613.1): before it is replaced (613.2)
                problem_event(t, "solved", problem, area)
                ask = problem_replacement(t, problem, solved=True)
                ops += [ask] if ask is not None else replace_problem(t, area, solved=True)
        then(t, *ops)
        return True


# --- end phase (614-616) ----------------------------------------------------------------------
class EndOfTurnRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        """615.1: triggers "at the end of the turn" trigger: printed ones ("at the end of your
        turn", the "turn-end" occurrence) and the delayed abilities effects created this turn
        (``AtEndOfTurn``); they wait for the window that follows (511.7)."""
        s = t.state
        s.agenda.pop(0)
        t.emit(occurrence("turn-end", s.turn_player))  # printed "at the end of your turn"
        delayed = [e for e in s.effects if e.kind == "at-end-of-turn"]
        delayed_abilities_trigger(t, delayed, "at the end of the turn, 615.1")
        return True


def hand_size(t: Table, player: int) -> int:
    """``player``'s maximum hand size (616.2): 8, or the size a lasting ``RuleChange
    ("hand-size")`` gives it ("your maximum hand size increases to 10 for the rest of the
    game", LL130: the largest), increased by ``Static("hand-size")`` of their cards ("your
    maximum hand size is increased by 2", MT25)."""
    view = t.view()
    base = max(
        [MAX_HAND_SIZE]
        + [e.amount for e in t.state.effects if e.kind == "hand-size" and e.player == player]
    )
    return base + sum(
        st.amount
        for _, source, st in view.statics
        if st.kind == "hand-size"
        and source.controller == player
        and view.holds(st.condition, source, player)
    )


class HandSizeRules(Step):
    accepts = (Discard,)

    def finished(self, t: Table, op: a.Op) -> bool:
        me = t.state.turn_player
        return len(t.state.players[me].hand) <= hand_size(t, me)

    def decision(self, t: Table, op: a.Op) -> Decision:
        p = t.state.players[t.state.turn_player]
        most = hand_size(t, t.state.turn_player)
        return Decision(
            t.state.turn_player,
            DecisionKind.DISCARD,
            f"{p.name}: discard down to {most} cards ({len(p.hand)} in hand) (616.2)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        me = t.state.turn_player
        return [Discard(me, i) for i in unique_by_card(t, t.state.players[me].hand)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Discard)
        if choice.card not in t.state.players[choice.player].hand:
            return f"#{choice.card} is not in {t.player_name(choice.player)}'s hand (410.3)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Discard)
        if discard_replacements(t, choice.player, choice.card, False):  # "if you would
            # discard a card, you may ... instead" (LL144, FF115): asked first (710.5)
            ask = a.DiscardCard(choice.player, choice.card, "616.2", "to hand size")
            t.state.agenda.insert(0, ask)
            return
        name = t.name(choice.card)
        new = t.put(choice.card, Zone.DISCARD)
        text = f"{t.player_name(choice.player)} discards {name} to hand size"
        t.note(ZONE, text, (choice.card, new), rules=("616.2", "410.3"))
        t.emit(Occurrence("discarded", choice.player, new, t.card(new).card_id))


class HomeLimitRules(Step):
    accepts = (Retire,)

    def limit(self, t: Table) -> int | None:
        return t.home_limit(t.state.turn_player)

    def friends_at_home(self, t: Table) -> list[int]:
        return t.friends_at_home(t.state.turn_player)

    def retirable(self, t: Table) -> list[int]:
        """The Friends at home the turn player may retire for the limit: not token ones while
        a "that player can't retire token Friends for being in excess of their home limit"
        applies to them (LL5; 104.2: with none other at home, none is retired), nor ones that
        can't leave play (LL136, EO113; ``Table.kept_in_play``, 104.2)."""
        me = t.state.turn_player
        view = t.view()
        keep_tokens = any(
            st.kind == "no-token-retire"
            and whose(st.who, me, source.controller)
            and view.holds(st.condition, source, source.controller)
            for _, source, st in view.statics
        )
        found = [i for i in self.friends_at_home(t) if t.kept_in_play(i) is None]
        return [i for i in found if not is_token(t.card(i).card_id)] if keep_tokens else found

    def finished(self, t: Table, op: a.Op) -> bool:
        limit = self.limit(t)
        return limit is None or len(self.friends_at_home(t)) <= limit or not self.retirable(t)

    def decision(self, t: Table, op: a.Op) -> Decision:
        me = t.state.turn_player
        sources = t.view().changed_by.get(("home-limit", me), ())
        changed = f", as {' and '.join(t.name(i) for i in sources)} set it" if sources else ""
        return Decision(
            me,
            DecisionKind.RETIRE,
            f"{t.player_name(me)}: retire Friends at home down to the home limit of "
            f"{self.limit(t)}{changed} (616.3)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        me = t.state.turn_player
        return [Retire(me, i) for i in self.retirable(t)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Retire)
        if choice.card not in self.friends_at_home(t):
            return f"#{choice.card} is not a Friend at {t.area_name(home(choice.player))} (616.3)"
        if (source := t.kept_in_play(choice.card)) is not None:
            return f"{source} says {t.name(choice.card)} can't leave play (104.2)"
        if choice.card not in self.retirable(t):
            return f"{t.name(choice.card)} is a token Friend that can't be retired for this (104.2)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Retire)
        # "if one of your Friends would be retired for being in excess of your home limit,
        # you may move it here instead" (710.1; EO198): asked first
        if found := replacing(t, "home-limit-retire", t.card(choice.card), "retired", "616.3"):
            source, index, _, card_id = found[0]
            ask = a.Replace(
                choice.card, "home-limit-retire", "retired", "616.3", source.iid, index, card_id
            )
            t.state.agenda.insert(0, ask)
            who = t.name(source.iid)
            t.log(f"{t.name(choice.card)} would be retired; {who} may replace that (710.1)")
            return
        t.to_discard(choice.card, "retired", "616.3, 410.2")


# Memo flags that outlast the turn: "the first player to ..." (once per card in play), "has
# been confronted" (a Problem, 611.4) and the states that have triggered (``state_triggers``).
LASTING_MEMO = ("first:", "confronted:", "state:")


def next_turn_player(t: Table) -> int:
    """The player whose turn begins as this one ends: the next in turn order (616.4), or the
    turn player again for an extra turn of theirs ("take an extra turn after this one",
    ``ExtraTurn``; ST1), which ends as it is taken. An extra turn created in an opponent's
    turn waits for the end of its controller's next turn: the turn order goes on as it would
    have, with the extra turn put right after the turn it was created in (the two turns in a
    row are the same player's either way)."""
    s = t.state
    me = s.turn_player
    extra = next((e for e in s.effects if e.kind == EXTRA_TURN and e.player == me), None)
    if extra is None:
        return s.opponent(me)
    s.effects.remove(extra)
    t.version += 1
    t.note(
        RULE_CHANGE,
        f"{t.player_name(me)} takes an extra turn ({t.pool[extra.source].name})",
        rules=("616.4",),
    )
    return me


class EndTurnRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        s = t.state
        t.log(f"End of turn {s.turn} (616.4)")
        expire(t, "turn")  # 616.4
        s.turn_player = next_turn_player(t)
        memo = frozenset(m for m in s.memo if m.startswith(LASTING_MEMO))
        effects = [
            e
            for e in s.effects
            if not (e.until == "your-next-turn" and e.controller == s.turn_player)
            and not (e.until == "their-next-turn" and e.player == s.turn_player)  # DE116
        ]
        if memo != s.memo or len(effects) != len(s.effects):
            t.version += 1  # memo flags or lasting effects end
            s.memo = memo
            s.effects[:] = effects
        t.clock_changed()  # the turn player
        then(t, a.BeginTurn())
        return True


# --- faceoff items (514) ----------------------------------------------------------------------
class CompareRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.CompareTotals)
        then(t, *compare_totals(t, op.faceoff))
        return True


class SendHomeRules(Step):
    accepts = (SendHome,)
    forced = True

    def options(self, t: Table, op: a.Op) -> list[int]:
        assert isinstance(op, a.SendHomeAfterLoss)
        me = op.faceoff.challenger
        return [
            c.iid
            for c in involved_characters(t, op.faceoff)
            if c.controller == me and c.area != home(me)
        ]

    def run(self, t: Table, op: a.Op) -> bool:
        if not self.options(t, op):
            t.state.agenda.pop(0)
            return True
        return super().run(t, op)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.SendHomeAfterLoss)
        return Decision(
            op.faceoff.challenger,
            DecisionKind.SEND_HOME,
            f"{t.player_name(op.faceoff.challenger)}: send one of your characters "
            f"involved in the faceoff home (514.5b)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.SendHomeAfterLoss)
        return [SendHome(op.faceoff.challenger, i) for i in self.options(t, op)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, SendHome)
        if choice.card not in self.options(t, op):
            return f"#{choice.card} is not your character involved in the faceoff (514.5b)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, SendHome), op
        assert isinstance(op, a.SendHomeAfterLoss)
        t.state.agenda.pop(0)
        instead = dismissed_instead(t, op.faceoff.troublemaker)
        if instead and t.pool[t.card(choice.card).card_id].type is CardType.FRIEND:
            # "they retire that Friend instead" (CG162): the Static's value "retire"
            retire = any(
                isinstance(x, Static) and x.kind == "loser-dismissed" and x.value == "retire"
                for _, x in active(t.pool, t.card(instead))
            )
            verb, rule = ("retired", "410.2") if retire else ("dismissed", "410.1")
            t.log(
                f"{t.name(choice.card)} would be sent home: {t.name(instead)} "
                f"{'retires' if retire else 'dismisses'} it instead (514.5b, 710)"
            )
            t.to_discard(choice.card, verb, f"710, {rule}")
            return
        t.send_home(choice.card, "514.5b")


def dismissed_instead(t: Table, troublemaker: int | None) -> int | None:
    """The card whose "loser-dismissed" Static applies to a faceoff lost against
    ``troublemaker`` ("If a player loses a faceoff involving that Troublemaker and would send
    a Friend home, they dismiss that Friend instead", CN139, 710), or None."""
    if troublemaker is None:
        return None
    return t.view().loser_dismissed.get(troublemaker)
    view = t.view()
    for source_iid, source, st in view.statics:
        if st.kind != "loser-dismissed" or not view.holds(st.condition, source, source.controller):
            continue
        if any(c.iid == troublemaker for c in view._targets(st, source)):
            return source_iid
    return None


class EndFaceoffRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.EndFaceoff)
        if not op.bottomed:  # 514.6: simultaneously with the end of involvement
            end_of_faceoff_triggers(t, op)
            t.log("The faceoff ends; flipped cards go to the bottom of their owners' decks (514.6)")
            # "simultaneously": each player orders their own flipped cards, the one who most
            # recently had priority first (801.1)
            bottom = [a.BottomFlipped(p) for p in decision_order(t, opening=False)]
            then(t, *bottom, replace(op, bottomed=True))
            return True
        s = t.state
        s.faceoff = None
        s.memo = frozenset(m for m in s.memo if not m.startswith(("studious:", "faceoff:")))
        expire(t, "faceoff")
        t.version += 1
        s.agenda.pop(0)
        return True


def end_of_faceoff_triggers(t: Table, op: a.EndFaceoff) -> None:
    """514.6: as the last window closes, the delayed abilities effects created for the end
    of this faceoff (``AtEndOfFaceoff``) trigger, with the winner as "that player"; they wait
    for the window after the faceoff (511.7). Without a winner, "the loser" is nobody."""
    s = t.state
    layouts = t.pool.facts("layout", definition_layout)
    if any("faceoff-ended" in layouts[s.cards[i].card_id].triggers for i in s.play):  # type: ignore[attr-defined]
        # "At the end of a faceoff, ..." (LL139): emitted only while a card in play watches
        # for it, so other games keep their recorded positions; the winner as its player
        t.emit(Occurrence("faceoff-ended", op.winner if op.winner >= 0 else None))
    for p in s.players:  # "Chaos: At the end of a faceoff while this card is flipped" (MT96)
        for iid in p.flip:
            if "faceoff-ending" in layouts[s.cards[iid].card_id].triggers:  # type: ignore[attr-defined]
                c = s.cards[iid]
                # ``amount``: that player's flipped cards, all going to the bottom (514.6)
                occ = Occurrence("faceoff-ending", c.owner, iid, c.card_id, None)
                t.emit(replace(occ, amount=len(p.flip)))
    delayed = [e for e in s.effects if e.kind == "at-end-of-faceoff"]
    if not delayed:
        return
    s.effects[:] = [e for e in s.effects if e.kind != "at-end-of-faceoff"]
    t.version += 1
    for e in delayed:
        name = t.pool[e.source].name
        if op.winner < 0 and names_winner(t, e.source, e.amount, int(e.value)):
            t.log(f"  {name}'s delayed ability does nothing: the faceoff has no winner (514.5)")
            continue
        s.pending.append(
            a.PendingTrigger(
                e.controller,
                -1,
                e.source,
                e.amount,
                actor=op.winner if op.winner >= 0 else None,
                later=int(e.value),
                chosen=e.cards,
            )
        )
        text = f"  {name}'s delayed ability triggers (at the end of the faceoff"
        t.note(TRIGGER, f"{text}, 514.6)")


def unique_by_card(t: Table, iids: Iterable[int]) -> list[int]:
    seen: dict[str, int] = {}
    for iid in iids:
        seen.setdefault(t.card(iid).card_id, iid)
    return list(seen.values())


class BottomFlippedRules(Step):
    """514.6 and 402.3: the owner puts flipped cards on the bottom in any order."""

    accepts = (PutOnBottom,)

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.BottomFlipped)
        flip = t.state.players[op.player].flip
        if flip and replace_flip_to_bottom(t, op.player):
            return True  # 710: a replacement choice comes first
        if len({t.card(i).card_id for i in flip}) <= 1:
            for iid in list(flip):
                t.put(iid, Zone.DRAW_DECK, bottom=True)
            t.state.agenda.pop(0)
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.BottomFlipped)
        return Decision(
            op.player,
            DecisionKind.BOTTOM_ORDER,
            f"{t.player_name(op.player)}: choose the next flipped card to put on the "
            f"bottom of your deck (514.6, 402.3)",
        )

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.BottomFlipped)
        flipped = t.state.players[op.player].flip
        return [PutOnBottom(op.player, i) for i in unique_by_card(t, flipped)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, PutOnBottom)
        if choice.card not in t.state.players[choice.player].flip:
            return f"#{choice.card} is not in {t.player_name(choice.player)}'s flip zone (514.6)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, PutOnBottom)
        t.put(choice.card, Zone.DRAW_DECK, bottom=True)


BOTTOM_INSTEAD = {
    "hand": "into its owner's hand",
    "discard": "into its owner's discard pile",
    "play-here": "into play at",  # the area follows
}


def declined_key(source: int, card_id: str, index: int) -> str:
    """The memo flag of a flip-to-bottom replacement its controller declined (710.5): not
    offered again for the flipped cards of this faceoff (cleared as it ends, 514.6)."""
    return f"faceoff:declined:{source}:{card_id}:{index}"


def instead_of_bottom(
    t: Table, iid: int, source: int, instead: str, why: str, area: Area | None = None
) -> None:
    """A flipped card put elsewhere instead of on the bottom of its owner's deck (514.6,
    710.1): beneath ``source`` (glossary: Pumped), into its owner's hand or discard pile, or
    into play at ``area``, ``source``'s Problem (706.1d)."""
    if instead == "beneath":
        t.banish_beneath(iid, source, f"{why}, glossary: Pumped")
        return
    if instead == "play-here":
        if area is None or not area.at_problem:
            t.log(f"  {t.name(iid)} can't be put into play: not at a Problem (710.4)")
        elif (cant := can(t, "put-into-play", t.card(iid), t.card(iid).owner)) is not None:
            t.log(f"  {t.name(iid)} can't be put into play: {cant} (710.4)")
        else:
            do(t, "put-into-play", iid, t.card(iid).owner, why, area=area)
        return
    name = t.name(iid)
    t.put(iid, Zone.HAND if instead == "hand" else Zone.DISCARD)
    t.log(f"  {name} is put {BOTTOM_INSTEAD[instead]} instead of on the bottom ({why})")


def replace_flip_to_bottom(t: Table, player: int) -> bool:
    """Before ``player``'s flipped cards go to the bottom of their deck (514.6): a
    replacement modifier that could replace that for one of them (glossary: Pumped) asks
    first (710.5); True if it was put on the agenda. Optional ones are asked first, so the
    affected player may have one apply before a mandatory one ("it is put into its owner's
    discard pile instead", 710.5); a mandatory one then applies to each card it fits."""
    flip = t.state.players[player].flip
    memo = t.state.memo
    for iid in flip:
        found = [
            f
            for f in replacements(t, "flip-to-bottom", t.card(iid), player)
            if f[2].optional and declined_key(f[0].iid, f[3], f[1]) not in memo
        ]
        if found:
            source, index, _, card_id = found[0]
            t.state.agenda.insert(
                0,
                a.Replace(
                    iid,
                    "flip-to-bottom",
                    "put on the bottom of the deck",
                    "514.6",
                    source.iid,
                    index,
                    card_id,
                ),
            )
            t.log(
                f"{t.player_name(player)} would put flipped cards on the bottom of their deck; "
                f"{t.name(source.iid)} may replace that for one of them (710.1)"
            )
            return True
    for iid in list(flip):
        found = [
            f for f in replacements(t, "flip-to-bottom", t.card(iid), player) if not f[2].optional
        ]
        if found:
            source, _, ab, card_id = found[0]
            why = f"{t.pool[card_id].name} replaces it (710.1)"
            instead_of_bottom(t, iid, source.iid, ab.instead, why)
    return False


STEPS: dict[type[a.Op], Step] = {
    a.ChooseStartingProblemStep: ChooseStartingProblemRules(),
    a.PutStartingProblems: PutStartingProblemsRules(),
    a.FirstPlayerStep: FirstPlayerRules(),
    a.ShuffleDeck: ShuffleRules(),
    a.ApplyManually: ApplyManuallyRules(),
    a.JudgeStop: JudgeStopRules(),
    a.DrawCard: DrawRules(),
    a.DrawBottom: DrawBottomRules(),
    a.DiscardCard: DiscardRules(),
    a.MulliganStep: MulliganRules(),
    a.PerformMulligans: PerformMulligansRules(),
    a.StartGame: StartGameRules(),
    a.BeginTurn: BeginTurnRules(),
    a.ReadyStep: ReadyRules(),
    a.ActionStep: ActionRules(),
    a.DrawStep: DrawStepRules(),
    a.UncoverStep: UncoverRules(),
    a.ChallengeStep: ChallengeRules(),
    a.MainPhase: MainPhaseRules(),
    a.ConfrontSteps: ConfrontRules(),
    a.SolveStep: SolveRules(),
    a.EndOfTurnStep: EndOfTurnRules(),
    a.WrapUpHandSize: HandSizeRules(),
    a.WrapUpHomeLimit: HomeLimitRules(),
    a.EndTurn: EndTurnRules(),
    a.FlipCard: FlipRules(),
    a.FlipAsked: FlipRules(),
    a.CompareTotals: CompareRules(),
    a.SendHomeAfterLoss: SendHomeRules(),
    a.SendElsewhere: SendElsewhereRules(),
    a.MoveAtRandom: MoveAtRandomRules(),
    a.ReadyOneHere: ReadyOneRules(),
    a.EndFaceoff: EndFaceoffRules(),
    a.BottomFlipped: BottomFlippedRules(),
    a.RevealProblem: RevealProblemRules(),
    a.BeginPhase: BeginPhaseRules(),
    a.EndPhase: EndPhaseRules(),
    a.EndStep: EndStepRules(),
    a.PriorityWindow: WindowRules(),
    a.OrderTriggers: OrderTriggersRules(),
    a.Resolve: ResolveRules(),
    a.CopiedEffect: ResolveRules(),
    a.DelayedEffect: ResolveRules(),
    a.Replace: ReplaceRules(),
    a.ChooseAsEntering: ChooseAsEnteringRules(),
    a.EnteredPlay: EnteredPlayRules(),
    a.NameLoopCount: NameLoopCountRules(),
}
registry.steps.update(STEPS)


# --- rules checked continuously ---------------------------------------------------------------
def pre_priority(t: Table) -> None:
    """The game's own checks of Pre-Priority Processing (511.2-511.6)."""
    if t.derived("ppp-clean", lambda: _ppp_clean(t), placed=True):
        return
    for c in t.state.in_play():
        if c.attached_to is not None and c.iid in t.state.cards:
            host = t.state.cards.get(c.attached_to)
            if host is None or host.zone is not Zone.PLAY:
                t.to_discard(c.iid, "dismissed by the game", "511.2")
            elif host.face_down:
                t.to_discard(c.iid, "dismissed by the game", "511.3")
    for c in t.state.in_play():
        kind = t.pool[c.card_id].type
        if c.frightened and kind is not CardType.FRIEND:
            t.update(c.iid, frightened=False, face_down=False)
            t.log(f"{t.name(c.iid)} is not a Friend, so it is turned face-up (511.4)")
        if (
            ch.is_character(t.pool, c)
            and c.area is not None
            and (
                c.area.kind is AreaKind.HOME
                and c.area.owner != c.controller
                or not t.state.area_exists(c.area)  # a Dilemma's area after it left (522.3)
            )
        ):
            t.send_home(c.iid, "511.5")
    for c in t.state.in_play():
        if (
            c.iid in t.state.cards
            and c.area is not None
            and not ch.is_character(t.pool, c)
            and not t.state.area_exists(c.area)
        ):
            t.to_discard(c.iid, "dismissed by the game", "511.6")


def _ppp_clean(t: Table) -> bool:
    """Whether no check of 511.2-511.6 has anything to do (most of the time)."""
    pool, cards = t.pool, t.state.cards
    for iid in t.state.play:
        c = cards[iid]
        if c.attached_to is not None:
            host = cards.get(c.attached_to)
            if host is None or host.zone is not Zone.PLAY or host.face_down:
                return False
        if c.frightened and pool[c.card_id].type is not CardType.FRIEND:
            return False
        if (
            c.area is not None
            and c.area.kind is AreaKind.HOME
            and c.area.owner != c.controller
            and ch.is_character(pool, c)
        ):
            return False
        if (
            c.area is not None
            and c.area.kind is AreaKind.DILEMMA
            and not t.state.area_exists(c.area)  # 511.5, 511.6
        ):
            return False
    return True


def uniqueness_violation(t: Table) -> tuple[int, list[int]] | None:
    """The first uniqueness violation (516) as (violating player, cards they may dismiss)."""
    if t.is_clean() or repairing(t):
        return None
    # 516.2a reads the turn player too; Epic granted by a modifier (MT113) follows the version
    key = ("uniqueness", t.state.turn_player)
    placed = not t.grants_epic()
    return t.derived(key, lambda: _uniqueness_violation(t), placed=placed)  # type: ignore[arg-type, return-value]


def repairing(t: Table) -> bool:
    """A card the game dismisses to repair a violation waits for its controller to choose
    whether a replacement applies (104.4, 710.5): the repair is under way, so the violation is
    not asked again meanwhile (asking it again would pile up dismissals without end)."""
    agenda = t.state.agenda
    return bool(agenda) and type(agenda[0]) is a.Replace and agenda[0].rule.startswith("516")


def _uniqueness_fact(d: CardDefinition) -> tuple[bool, bool, bool] | None:
    """(front side Unique, boosted side Unique, Troublemaker), or None for neither (most)."""
    front = "Unique" in d.traits  # 516.3; printed (ch.traits); AD199 gives every card Unique
    back = d.boosted is not None and "Unique" in d.boosted.traits
    troublemaker = d.type is CardType.TROUBLEMAKER
    return (front, back, troublemaker) if front or back or troublemaker else None


def _uniqueness_violation(t: Table) -> tuple[int, list[int]] | None:
    unique: dict[tuple[int, str], list[int]] = {}
    troublemakers: dict[Area, list[int]] = {}
    pool, cards = t.pool, t.state.cards
    facts = pool.facts("uniqueness", _uniqueness_fact)
    # "Cards in play have Unique" (AD199): every face-up card in play, while such a card is
    view = t.view()
    statics = view.statics
    everyone = any(st.kind == "all-unique" for _, _, st in statics)
    for iid in t.state.play:
        c = cards[iid]
        fact = facts[c.card_id] or (everyone and (False, False, False))
        if not fact or c.face_down:
            continue  # face-down cards have no traits, Unique included (505.1a)
        front, back, troublemaker = fact  # type: ignore[misc]
        # "lose and can't have Unique" (LL140): not Unique, even where every card is (104.2)
        lost = (iid, "Unique") in view.lost_traits
        if not lost and (everyone or (back if c.boosted and pool[c.card_id].boosted else front)):
            unique.setdefault((c.controller, pool[c.card_id].name), []).append(c.iid)
        if troublemaker and c.area is not None and c.area.at_problem:  # 516.4: at a Problem
            # (a Troublemaker sent to a home, CN156, breaks no Troublemaker uniqueness)
            troublemakers.setdefault(c.area, []).append(c.iid)
    for (player, _name), cards in unique.items():
        if len(cards) > 1:
            return player, cards
    # "You can have an additional face-up Troublemaker at this Problem" (DE109): (Problem,
    # player) -> how many more that player may control there (306.2)
    extra: dict[tuple[Area, int], int] = {}
    for _, source, st in statics:
        if st.kind == "extra-troublemaker" and source.area is not None:
            key = (source.area, source.controller)
            extra[key] = extra.get(key, 0) + 1
    for area, cards in troublemakers.items():
        if len(cards) < 2:
            continue
        epics = [i for i in cards if epic(t, i)]
        for player in range(len(t.state.players)):
            mine = [i for i in cards if t.card(i).controller == player]
            if len(mine) > 1 + extra.get((area, player), 0):  # 516.4, 306.2
                return player, _epic_last(t, mine)
        if epics and len(cards) > 1:  # 516.4a; several controllers: the turn player (516.2a)
            controllers = {t.card(i).controller for i in cards}
            player = controllers.pop() if len(controllers) == 1 else t.state.turn_player
            return player, _epic_last(t, cards)
    return None


def _epic_last(t: Table, cards: list[int]) -> list[int]:
    """516.4b: an Epic Troublemaker may be chosen only if every violating one is Epic."""
    plain = [i for i in cards if not epic(t, i)]
    return plain or cards


def uniqueness_decision(t: Table, violation: tuple[int, list[int]]) -> Decision:
    player, cards = violation
    names = ", ".join(t.name(i) for i in cards)
    return Decision(
        player,
        DecisionKind.UNIQUENESS,
        f"{t.player_name(player)}: uniqueness violation ({names}); choose a card to be "
        f"dismissed by the game (516.2)",
    )


def check_dismiss_for_uniqueness(
    t: Table, violation: tuple[int, list[int]], choice: DismissForUniqueness
) -> str | None:
    if choice.card not in violation[1]:
        return f"#{choice.card} can't be chosen to repair this violation (516.2, 516.4b)"
    return None


PRIORITY_POINTS = loops.PRIORITY_POINTS
# Agenda items carried out for one choice with no decision asked: repeating a loop the most
# times a player may name (802.2) or 802.3's waves takes far fewer; more is a loop the engine
# failed to end, reported (``UnendingLoopError``) rather than run until memory runs out.
ADVANCE_LIMIT = 300_000


def advance(t: Table) -> None:
    """Carry out agenda items until a decision is needed or the game is over.

    Before a player receives priority, Pre-Priority Processing runs in waves until a wave
    changes nothing (511.8): the game's checks (511.2-511.6, ``pre_priority``), then the
    waiting triggered effects (511.7), which are scheduled ahead of the window."""
    s = t.state
    agenda = s.agenda
    t.waves = 0
    items = 0
    while s.outcome is None and agenda:
        items += 1
        if items > ADVANCE_LIMIT:
            raise UnendingLoopError(
                f"{ADVANCE_LIMIT:,} agenda items carried out with no decision (turn {s.turn}, "
                f"{s.phase} Phase; next: {type(agenda[0]).__name__}): a loop the engine does not "
                f"end (802.1)"
            )
        if t.interrupts:
            flush_interrupts(t)
        if t.is_clean():
            if t.check_caches and not (_ppp_clean(t) and _uniqueness_violation(t) is None):
                raise AssertionError("stale cache: the checks of 511.2-511.6 and 516 marked clean")
        else:
            placement = t.placement
            pre_priority(t)
            if uniqueness_violation(t) is not None:
                return
            if t.placement == placement and not repairing(t):
                t.mark_clean()
        op = agenda[0]
        # 511.7: triggered effects waiting as a player would receive priority; ``holder`` < 0:
        # a new window is being opened (511.7a.i)
        if isinstance(op, PRIORITY_POINTS):
            if s.faceoff is not None:
                note_involvement(t)
            hosts_and_looks(t)
            state_triggers(t)  # 704.1c: states ("when this card has 8 power") are checked here
            if s.pending and schedule_wave(t, op.holder < 0):
                continue
        if not STEPS[type(op)].run(t, op):
            flush_interrupts(t)
            if s.agenda and s.agenda[0] is not op:
                continue
            if s.outcome is None and loops.watch(t):  # 802: loops of decisions
                continue
            return


def hosts_and_looks(t: Table) -> None:
    """Continuous abilities the game applies at each priority point, where a card of the pool
    has them: "You control that Friend" on an attachment (Static "control-host", CG140: its
    controller gains control of the host while it is on it, 513.2) and "Players may look at
    face-down Troublemakers here" (Static "look-here", CG176: each player knows them, 505.2).
    Control gained "until this card leaves play or is frightened" ends once it has (EO213)."""
    s = t.state
    for e in [e for e in s.effects if e.kind == "control" and e.until.startswith(WHILE_IN_PLAY)]:
        source = s.cards.get(int(e.until[len(WHILE_IN_PLAY) :]))
        if source is None or source.zone is not Zone.PLAY:
            s.effects.remove(e)
            t.version += 1
            return_control(t, e)
    if not t.pool.any_card("hosts-and-looks", _hosts_or_looks):
        return
    has = t.pool.facts("hosts-and-looks", _hosts_or_looks)
    watching = any(has[s.cards[i].card_id] for i in s.play)
    if not watching and not any(e.until.startswith(WHILE_ATTACHED) for e in s.effects):
        return
    for e in [e for e in s.effects if e.kind == "control" and e.until.startswith(WHILE_ATTACHED)]:
        held = s.cards.get(e.cards[0])
        att = s.cards.get(int(e.until[len(WHILE_ATTACHED) :]))
        if att is None or att.zone is not Zone.PLAY or held is None or att.attached_to != held.iid:
            s.effects.remove(e)
            t.version += 1
            return_control(t, e)
    if not watching:
        return
    view = t.view()
    for source_iid, source, st in list(view.statics):
        if st.kind == "control-host" and source.attached_to in s.cards:
            host = s.cards[source.attached_to]
            if host.controller != source.controller and (
                can(t, GAIN_CONTROL, host, source.controller) is None
            ):
                until = f"{WHILE_ATTACHED}{source_iid}"
                gain_control(t, host.iid, source.controller, until, t.name(source_iid))
        elif st.kind == "hands-revealed":  # "opponents play with their hands revealed" (EO145)
            for p in range(len(s.players)):
                if whose(st.who, p, source.controller):
                    for iid in s.players[p].hand:
                        if not s.cards[iid].revealed and not s.cards[iid].unordered:
                            t.reveal(iid)
                            t.log(f"{t.name(iid)} is revealed ({t.name(source_iid)}, 410.6)")
        elif st.kind == "deck-top-revealed":  # "Play with the top card of your deck
            # revealed" (CN197): each new top card too; an unknown one waits (observed mode)
            for p in range(len(s.players)):
                deck = s.players[p].deck
                if whose(st.who, p, source.controller) and deck:
                    top = s.cards[deck[0]]
                    if not top.revealed and not top.unordered:
                        t.reveal(top.iid)
                        t.log(f"{t.name(top.iid)} is revealed ({t.name(source_iid)}, 410.6)")
        elif st.kind == "look-here" and source.area is not None:
            for c in t.at(source.area):
                if c.face_down and ch.is_type(t.pool, c, CardType.TROUBLEMAKER):
                    look_at_face_down(t, c.iid, source_iid)


def look_at_face_down(t: Table, iid: int, source: int) -> None:
    """Every player who does not know face-down Troublemaker ``iid`` looks at it (505.2)."""
    for p in range(len(t.state.players)):
        c = t.card(iid)
        if p != c.controller and p not in c.looked_at_by:
            t.reveal(iid, to=p)
            what = f"{t.pool[c.card_id].name}, {t.name(iid)}"
            t.log(f"{t.player_name(p)} looks at {what} ({t.name(source)}, 505.2)")


def _hosts_or_looks(d: CardDefinition) -> bool:
    text = repr(script_for(d.id))
    return any(
        f"'{kind}'" in text
        for kind in ("control-host", "look-here", "hands-revealed", "deck-top-revealed")
    )


def note_involvement(t: Table) -> None:
    """Remember the cards involved in the faceoff at this priority point: "a Friend that was
    involved" is one even after it ceased to be (514.2d; ``WAS_INVOLVED``). A card that left
    play is a new card (410.6): its flag goes, so a loop through the faceoff's windows leaves
    the memo as it was (802.1). Only where a card of the pool reads it: the positions of other
    games stay those that records saved before it was noted."""
    if not t.pool.any_card("reads-was-involved", _reads_was_involved):
        return
    s = t.state
    old = {m for m in s.memo if m.startswith(WAS_INVOLVED_FLAG)}
    start = len(WAS_INVOLVED_FLAG)
    kept = {m for m in old if (c := s.cards.get(int(m[start:]))) and c.zone is Zone.PLAY}
    flags = kept | {f"{WAS_INVOLVED_FLAG}{i}" for i in t.view().involved}
    if flags != old:
        s.memo = (s.memo - old) | flags
        t.version += 1


def _reads_was_involved(d: CardDefinition) -> bool:
    script = script_for(d.id)
    return script is not None and WAS_INVOLVED in repr(script)


def flush_interrupts(t: Table) -> None:
    """Agenda items a primitive asked for while another item ran (a replacement's choice)."""
    if t.interrupts:
        t.state.agenda[0:0] = t.interrupts  # type: ignore[list-item]
        t.interrupts = []
