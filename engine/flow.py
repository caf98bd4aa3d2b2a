"""The turn sequence: how each agenda item runs, what it asks, and which choices it accepts.

``advance`` carries out agenda items until one needs a decision. Each item type has a
``Step`` saying what decision it poses, which choices are legal (``candidates``), why another
choice is not (``check``, with rule numbers) and what a choice does (``apply``).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine import agenda as a
from engine import characteristics as ch
from engine.areas import Area, AreaKind, home, problem_area
from engine.cards import CardType
from engine.choices import (
    Challenge,
    Choice,
    ChooseStartingProblem,
    ConfrontAt,
    Decision,
    DecisionKind,
    Discard,
    DismissForUniqueness,
    DrawAction,
    EndChallenges,
    EndMainPhase,
    FirstPlayer,
    MoveCharacter,
    Mulligan,
    PlayCard,
    PutOnBottom,
    Rally,
    Retire,
    Reveal,
    SendHome,
    Uncover,
)
from engine.confront import ConfrontCheck, Contributor, check_confront
from engine.faceoff import begin_faceoff, compare_totals, involved_characters
from engine.state import Mode, Zone
from engine.table import Table

OPENING_HAND = 6  # 102.3
MAX_HAND_SIZE = 8  # 616.2
MAIN_PHASE_TIMINGS = ("Main Phase", "Immediate")  # 512.3, 512.5


def then(t: Table, *ops: a.Op) -> None:
    """Replace the first agenda item by ``ops`` (in order)."""
    t.state.agenda[0:1] = list(ops)


def turn_order(t: Table, starting: int | None = None) -> list[int]:
    """Players in turn order from ``starting`` (default: the first player)."""
    first = starting if starting is not None else t.state.first_player or 0
    return [first, t.state.opponent(first)]


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

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        raise NotImplementedError


# --- starting the game (102) ----------------------------------------------------------------
class ChooseStartingProblemRules(Step):
    accepts = (ChooseStartingProblem,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.ChooseStartingProblemStep)
        return Decision(op.player, DecisionKind.STARTING_PROBLEM,
                        f"{t.player_name(op.player)}: choose a Starting Problem (102.2)")

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
        area = problem_area(choice.player)
        new = t.put(choice.card, Zone.PLAY, area=area)
        who = t.player_name(choice.player)
        t.log(f"{who} puts Starting Problem {t.name(new)} into play (102.2)")
        t.state.agenda.pop(0)


class FirstPlayerRules(Step):
    accepts = (FirstPlayer,)

    def run(self, t: Table, op: a.Op) -> bool:
        if t.state.mode is Mode.SEEDED:
            self.apply(t, op, FirstPlayer(t.rng().randrange(len(t.state.players))))
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(None, DecisionKind.FIRST_PLAYER,
                        "Judge: enter which player the random method chose to play first (102.3)")

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
        ops += [a.PerformMulligans(), a.BeginTurn()]
        then(t, *ops)


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
        return Decision(None, DecisionKind.REVEAL,
                        f"Judge: enter the card {self.verb} from {t.player_name(self.owner(op))}'s "
                        f"{what}")

    verb = "taken"

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        ids = dict.fromkeys(t.card(i).card_id for i in t.unknown_top(self.owner(op), self.zone))
        return [Reveal(self.owner(op), card_id) for card_id in ids]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Reveal)
        if choice.player != self.owner(op):
            return f"the card comes from {t.player_name(self.owner(op))}'s deck, not " \
                   f"{t.player_name(choice.player)}'s"
        unknown = t.unknown_top(self.owner(op), self.zone)
        if not any(t.card(i).card_id == choice.card_id for i in unknown):
            left = sorted({t.pool[t.card(i).card_id].name for i in unknown})
            return (f"{choice.card_id} cannot be there: the unseen part of "
                    f"{t.player_name(choice.player)}'s deck holds only {', '.join(left)} (402.2)")
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

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.DrawCard)
        name = t.player_name(op.player)
        if iid is None:
            t.log(f"{name} has no card to draw (410.4)")
            return
        new = t.put(iid, Zone.HAND)
        t.log(f"{name} draws {t.name(new)} ({op.rule}, 410.4)")


class FlipRules(RevealingStep):
    verb = "flipped"

    def take(self, t: Table, op: a.Op, iid: int | None) -> None:
        assert isinstance(op, a.FlipCard)
        name = t.player_name(op.player)
        if iid is None:
            t.log(f"{name} has no unflipped card, so flips nothing (515.1)")
            return
        new = t.put(iid, Zone.FLIP)
        power = t.pool[t.card(new).card_id].power or 0
        t.log(f"{name} flips {t.name(new)}: power {power} (514.3, 515.1)")


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


class MulliganRules(Step):
    accepts = (Mulligan,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.MulliganStep)
        return Decision(op.player, DecisionKind.MULLIGAN,
                        f"{t.player_name(op.player)}: mulligan or keep (102.4)")

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
        t.log(f"Turn {s.turn}: {t.player_name(s.turn_player)} (601)")
        then(t, a.ReadyStep(), a.ActionStep(), a.DrawStep(), a.UncoverStep(), a.ChallengeStep(),
             a.MainPhase(), a.ConfrontSteps(), a.EndOfTurnStep(), a.WrapUpHandSize(),
             a.WrapUpHomeLimit(), a.EndTurn())
        return True


class ReadyRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        readied = []
        for iid in t.state.play:
            c = t.card(iid)
            if c.controller == t.state.turn_player and c.exhausted:
                t.update(iid, exhausted=False)
                readied.append(t.name(iid))
        who = t.player_name(t.state.turn_player)
        t.log(f"Ready step: {who} readies {', '.join(readied) or 'nothing'} (603.1)")
        t.state.agenda.pop(0)
        return True


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
        p.tokens += gained
        t.log(f"Action step: highest score {highest}, {p.name} gains {gained} action tokens "
              f"({rule}); now {p.tokens}")
        s.agenda.pop(0)
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
    return "Epic" in ch.traits(t.pool, t.card(iid))


def face_up_troublemakers(t: Table, area: Area) -> list[int]:
    return [
        c.iid for c in t.state.at(area)
        if not c.face_down and ch.is_type(t.pool, c, CardType.TROUBLEMAKER)
    ]


class UncoverRules(Step):
    accepts = (Uncover,)
    forced = True

    def uncoverable(self, t: Table) -> list[int]:
        out = []
        for c in t.state.in_play():
            if (c.controller == t.state.turn_player and c.face_down
                    and ch.is_type(t.pool, c, CardType.TROUBLEMAKER) and c.area is not None
                    and not any(epic(t, i) for i in face_up_troublemakers(t, c.area))):
                out.append(c.iid)
        return out

    def finished(self, t: Table, op: a.Op) -> bool:
        return not self.uncoverable(t)

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(t.state.turn_player, DecisionKind.UNCOVER,
                        f"{t.player_name(t.state.turn_player)}: choose the next Troublemaker to "
                        f"uncover (607.2)")

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [Uncover(t.state.turn_player, i) for i in self.uncoverable(t)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Uncover)
        if choice.card not in self.uncoverable(t):
            return (f"#{choice.card} is not a face-down Troublemaker of "
                    f"{t.player_name(choice.player)} that can be uncovered (607.1, 607.2)")
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Uncover)
        t.update(choice.card, face_down=False)
        card = t.card(choice.card)
        assert card.area is not None
        t.log(f"{t.name(choice.card)} is uncovered at {t.area_name(card.area)} (607.2, 607.3)")
        manual = t.pool[card.card_id].manual_abilities
        if manual:
            t.log(f"  not automated, judge to apply: {' | '.join(manual)}")
        if epic(t, choice.card):
            for other in face_up_troublemakers(t, card.area):
                if other != choice.card:
                    t.to_discard(other, "dismissed", "607.3")


class ChallengeRules(Step):
    accepts = (Challenge, EndChallenges)

    def finished(self, t: Table, op: a.Op) -> bool:
        return not self.challengeable(t, op)

    def challengeable(self, t: Table, op: a.Op) -> list[int]:
        assert isinstance(op, a.ChallengeStep)
        return [i for i in self.troublemakers(t) if self.why_not(t, op, i) is None]

    def troublemakers(self, t: Table) -> list[int]:
        return [c.iid for c in t.state.in_play() if ch.is_type(t.pool, c, CardType.TROUBLEMAKER)]

    def why_not(self, t: Table, op: a.ChallengeStep, iid: int) -> str | None:
        me = t.state.turn_player
        if iid not in t.state.cards or t.card(iid).zone is not Zone.PLAY \
                or not ch.is_type(t.pool, t.card(iid), CardType.TROUBLEMAKER):
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
        return None

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(t.state.turn_player, DecisionKind.CHALLENGE,
                        f"{t.player_name(t.state.turn_player)}: challenge a Troublemaker or end "
                        f"the challenge step (608.1)")

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
        t.log(f"{t.player_name(choice.player)} challenges {t.name(choice.card)} at "
              f"{t.area_name(area)} (608.4)")
        then(t, *begin_faceoff(t, faceoff), a.ChallengeStep(op.challenged_at + (area,)))


# --- main phase (609) -------------------------------------------------------------------------
def event_timing(t: Table, card_id: str) -> str:
    """The timing phrase of an Event (512.1); a vanilla Event counts as a Main Phase one."""
    text = t.pool[card_id].text
    if text and ":" in text[0]:
        return text[0].split(":", 1)[0].strip()
    return "Main Phase"


def move_cost(t: Table, iid: int) -> int:
    swift = 1 if ch.keyword(t.pool, t.card(iid), "Swift") else 0
    return max(1, 2 - swift)  # 609.2b: never less than 1; Swift pays 1 less


def play_cost(t: Table, iid: int) -> int:
    d = t.pool[t.card(iid).card_id]
    return 1 if d.type is CardType.TROUBLEMAKER else d.cost or 0  # 609.2c, 204.1


class MainPhaseRules(Step):
    accepts = (PlayCard, MoveCharacter, DrawAction, Rally, EndMainPhase)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        p = t.state.players[t.state.turn_player]
        return Decision(t.state.turn_player, DecisionKind.MAIN_PHASE,
                        f"{p.name}: take a Main Phase action or end the phase ({p.tokens} action "
                        f"tokens) (609.1)")

    def areas(self, t: Table, player: int) -> list[Area]:
        return [home(player), *t.problem_areas()]

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        me = t.state.turn_player
        out: list[Choice] = []
        seen: set[str] = set()
        for iid in t.state.players[me].hand:
            card_id = t.card(iid).card_id
            if card_id in seen:
                continue  # copies in hand are interchangeable: list the first one only
            seen.add(card_id)
            kind = t.pool[card_id].type
            targets: list[Area | None]
            if kind is CardType.FRIEND:
                targets = list(self.areas(t, me))
            elif kind is CardType.TROUBLEMAKER:
                targets = list(t.problem_areas())
            else:
                targets = [None]
            out += [PlayCard(me, iid, area) for area in targets]
        for c in t.state.in_play():
            if c.controller == me and ch.is_character(t.pool, c):
                out += [MoveCharacter(me, c.iid, area) for area in self.areas(t, me)]
            if c.controller == me and c.frightened:
                out.append(Rally(me, c.iid))
        out.append(DrawAction(me))
        return [c for c in out if self.check(t, op, c) is None] + [EndMainPhase(me)]

    def pay(self, t: Table, cost: int, cost_rule: str) -> str | None:
        tokens = t.state.players[t.state.turn_player].tokens
        if tokens < cost:
            return f"costs {cost} action tokens, {t.player_name(t.state.turn_player)} has " \
                   f"{tokens} ({cost_rule}, 508.1d)"
        return None

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        me = t.state.turn_player
        if isinstance(choice, PlayCard):
            return self.check_play(t, choice)
        if isinstance(choice, MoveCharacter):
            if choice.card not in t.state.cards or t.card(choice.card).zone is not Zone.PLAY:
                return f"#{choice.card} is not in play (609.2b)"
            c = t.card(choice.card)
            if c.controller != me or not ch.is_character(t.pool, c):
                return f"{t.name(choice.card)} is not a character you control (609.2b)"
            if choice.area == c.area:
                return f"{t.name(choice.card)} is already at {t.area_name(choice.area)} (506.2)"
            if choice.area.kind is AreaKind.HOME and choice.area.owner != c.controller:
                return "characters can't be moved to another player's home (506.2)"
            if choice.area.kind is AreaKind.PROBLEM and t.problem_at(choice.area) is None:
                return f"there is no Problem at {choice.area} (501.1)"
            return self.pay(t, move_cost(t, choice.card), "609.2b")
        if isinstance(choice, DrawAction):
            if not t.state.players[me].deck:
                return "the draw deck is empty, so the draw can't happen and can't be paid for " \
                       "(410.4, 508.1c)"
            return self.pay(t, 1, "609.2d")
        if isinstance(choice, Rally):
            if choice.card not in t.state.cards or t.card(choice.card).zone is not Zone.PLAY:
                return f"#{choice.card} is not in play (609.2e)"
            c = t.card(choice.card)
            if c.controller != me:
                return f"{t.name(choice.card)} is not yours (609.2e)"
            if not c.frightened:
                return f"{t.name(choice.card)} is not frightened (609.2e)"
            return self.pay(t, 2, "609.2e")
        return None

    def check_play(self, t: Table, choice: PlayCard) -> str | None:
        me = t.state.turn_player
        if choice.card not in t.state.players[me].hand:
            return f"#{choice.card} is not in {t.player_name(me)}'s hand (609.2a)"
        d = t.pool[t.card(choice.card).card_id]
        name = t.name(choice.card)
        if d.type is CardType.FRIEND:
            if choice.area is None:
                return f"{name}: say where the Friend enters play, home or a Problem (302.1)"
            if choice.area.kind is AreaKind.HOME and choice.area != home(me):
                return f"{name}: Friends enter play at your home or at a Problem (302.1)"
            if choice.area.kind is AreaKind.PROBLEM and t.problem_at(choice.area) is None:
                return f"there is no Problem at {choice.area} (302.1)"
        elif d.type is CardType.TROUBLEMAKER:
            if choice.area is None or choice.area.kind is not AreaKind.PROBLEM \
                    or t.problem_at(choice.area) is None:
                return f"{name}: Troublemakers are played face-down to a Problem (306.1, 609.2c)"
        elif d.type in (CardType.EVENT, CardType.RESOURCE):
            if choice.area is not None and choice.area != home(me):
                return f"{name}: this {d.type} takes no area (304, 305.1a)"
            if d.type is CardType.EVENT:
                timing = event_timing(t, d.id)
                if timing not in MAIN_PHASE_TIMINGS:
                    return f"{name} has timing {timing!r}: not playable as a Main Phase action " \
                           f"(512.3, 512.4)"
        else:
            return f"{name}: a {d.type} can't be played (609.2a)"
        for req in d.play_requirements:
            have = t.colour_power(me, req.colour)
            if have < req.amount:
                return f"{name} needs {req} power in play, {t.player_name(me)} has {have} " \
                       f"{req.colour} (205.1)"
        rule = "609.2c" if d.type is CardType.TROUBLEMAKER else "609.2a, 204.1"
        return self.pay(t, play_cost(t, choice.card), rule)

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        p = t.state.players[t.state.turn_player]
        if isinstance(choice, EndMainPhase):
            t.log(f"{p.name} ends the Main Phase (510.2)")
            t.state.agenda.pop(0)
        elif isinstance(choice, PlayCard):
            self.play(t, choice)
        elif isinstance(choice, MoveCharacter):
            cost = move_cost(t, choice.card)
            p.tokens -= cost
            before = t.card(choice.card).area
            assert before is not None
            t.update(choice.card, area=choice.area)
            t.log(f"{p.name} pays {cost} to move {t.name(choice.card)} from "
                  f"{t.area_name(before)} to {t.area_name(choice.area)} (609.2b, 506.1)")
        elif isinstance(choice, DrawAction):
            p.tokens -= 1
            t.log(f"{p.name} pays 1 to draw a card (609.2d)")
            t.state.agenda.insert(0, a.DrawCard(t.state.turn_player, "609.2d"))
        elif isinstance(choice, Rally):
            p.tokens -= 2
            t.update(choice.card, frightened=False, face_down=False)
            t.log(f"{p.name} pays 2 to rally {t.name(choice.card)} (609.2e, 504.3)")

    def play(self, t: Table, choice: PlayCard) -> None:
        me = choice.player
        p = t.state.players[me]
        d = t.pool[t.card(choice.card).card_id]
        cost = play_cost(t, choice.card)
        p.tokens -= cost
        queued = t.put(choice.card, Zone.QUEUE, player=me)  # 705.2d
        if d.type is CardType.EVENT:
            t.log(f"{p.name} pays {cost} and plays {t.name(queued)} (609.2a, 304.2)")
            if d.manual_abilities:
                t.log(f"  not automated, judge to apply: {' | '.join(d.manual_abilities)}")
            t.to_discard(queued, "put", "304.2")
            return
        area = choice.area or home(me)
        face_down = d.type is CardType.TROUBLEMAKER
        new = t.put(queued, Zone.PLAY, area=area, face_down=face_down, player=me)
        rule = {CardType.FRIEND: "609.2a, 302.1", CardType.RESOURCE: "609.2a, 305.1a",
                CardType.TROUBLEMAKER: "609.2c, 306.1"}[d.type]
        t.log(f"{p.name} pays {cost} and plays {t.name(new)} to {t.area_name(area)} ({rule})")
        if d.manual_abilities and not face_down:
            t.log(f"  not automated, judge to apply: {' | '.join(d.manual_abilities)}")


# --- score phase (610-613) --------------------------------------------------------------------
def confront_check(t: Table, area: Area, player: int) -> tuple[ConfrontCheck | None, str]:
    """Whether ``player`` meets the requirements of the Problem at ``area`` and why (611.3)."""
    problem = t.problem_at(area)
    assert problem is not None
    for iid in face_up_troublemakers(t, area):
        if t.card(iid).controller != player:
            return None, f"{t.name(iid)} is an opposing face-up Troublemaker there (611.3e)"
        if epic(t, iid):
            return None, f"{t.name(iid)} is a face-up Epic Troublemaker there (611.3e)"
    d = t.pool[problem.card_id]
    reqs = d.confront_owner if problem.owner == player else d.confront_opponent  # 611.2
    contributors = [
        Contributor(c.iid, t.name(c.iid), ch.power(t.pool, c) or 0, ch.colours(t.pool, c))
        for c in t.characters_at(area, player) if ch.contributes(t.pool, c)
    ]
    result = check_confront(contributors, reqs)
    return result, result.describe()


class ConfrontRules(Step):
    accepts = (ConfrontAt,)
    forced = True

    def pending(self, t: Table, op: a.Op) -> list[Area]:
        assert isinstance(op, a.ConfrontSteps)
        me = t.state.turn_player
        return [area for area in t.problem_areas()
                if area not in op.done and t.characters_at(area, me)]

    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.ConfrontSteps)
        if not self.pending(t, op):
            self.faceoff_step(t, op)
            return True
        return super().run(t, op)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def faceoff_step(self, t: Table, op: a.ConfrontSteps) -> None:
        """612: one faceoff over every Problem, or at the one contested Problem, or none."""
        me = t.state.turn_player
        if len(op.confronted) >= 2:
            faceoff = a.Faceoff(a.FaceoffKind.MULTI_PROBLEM, me, tuple(t.problem_areas()))
            t.log(f"{t.player_name(me)} confronted {len(op.confronted)} Problems: Multi Problem "
                  f"Faceoff (612.1)")
            then(t, *begin_faceoff(t, faceoff))
        elif op.contested:
            faceoff = a.Faceoff(a.FaceoffKind.PROBLEM, me, op.contested[:1])
            t.log(f"{t.player_name(t.state.opponent(me))} also meets the requirements at "
                  f"{t.area_name(op.contested[0])}: Problem Faceoff (612.2)")
            then(t, *begin_faceoff(t, faceoff))
        else:
            t.log("Faceoff step: no Problem Faceoff (612)")
            t.state.agenda.pop(0)

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(t.state.turn_player, DecisionKind.CONFRONT_ORDER,
                        f"{t.player_name(t.state.turn_player)}: choose the Problem for the next "
                        f"confront step (610.1)")

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        return [ConfrontAt(t.state.turn_player, area) for area in self.pending(t, op)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, ConfrontAt)
        if choice.area not in self.pending(t, op):
            return f"no confront step is left at {choice.area} (610.1)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(op, a.ConfrontSteps) and isinstance(choice, ConfrontAt)
        me, area = choice.player, choice.area
        opponent = t.state.opponent(me)
        result, why = confront_check(t, area, me)
        done, confronted, contested = op.done + (area,), op.confronted, op.contested
        where = t.area_name(area)
        if result is None or not result.met:
            t.log(f"{t.player_name(me)} does not confront {where}: {why} (611.1, 611.3)")
        else:
            t.log(f"{t.player_name(me)} confronts {where}: {why} (611.3)")
            confronted += (area,)
            other, other_why = confront_check(t, area, opponent)
            if other is not None and other.met:
                contested += (area,)
                t.log(f"  {t.player_name(opponent)} also meets theirs: {other_why} (611.4)")
            t.state.agenda[0] = a.ConfrontSteps(done, confronted, contested)
            t.score(me, 1, f"for confronting {where} (611.4)")
            return
        t.state.agenda[0] = a.ConfrontSteps(done, confronted, contested)


class SolveRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        assert isinstance(op, a.SolveStep)
        ops: list[a.Op] = []
        for area in op.areas:
            problem = t.problem_at(area)
            if problem is None:
                continue
            t.log(f"{t.area_name(area)} is solved and replaced (613.1, 613.2)")
            for c in t.state.at(area):
                if ch.is_character(t.pool, c):
                    t.send_home(c.iid, "613.2")
            for c in t.state.at(area):
                kind = t.pool[c.card_id].type
                if kind is CardType.TROUBLEMAKER and not c.face_down or kind is CardType.RESOURCE:
                    t.to_discard(c.iid, "dismissed", "613.2")
            t.put(problem.iid, Zone.PROBLEM_DECK, bottom=True)
            ops.append(a.RevealProblem(problem.owner))
        then(t, *ops)
        return True


# --- end phase (614-616) ----------------------------------------------------------------------
class EndOfTurnRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        t.state.agenda.pop(0)  # 615.1: no end-of-turn triggers are automated yet
        return True


class HandSizeRules(Step):
    accepts = (Discard,)

    def finished(self, t: Table, op: a.Op) -> bool:
        return len(t.state.players[t.state.turn_player].hand) <= MAX_HAND_SIZE

    def decision(self, t: Table, op: a.Op) -> Decision:
        p = t.state.players[t.state.turn_player]
        return Decision(t.state.turn_player, DecisionKind.DISCARD,
                        f"{p.name}: discard down to {MAX_HAND_SIZE} cards ({len(p.hand)} in hand) "
                        f"(616.2)")

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
        name = t.name(choice.card)
        t.put(choice.card, Zone.DISCARD)
        t.log(f"{t.player_name(choice.player)} discards {name} to hand size (616.2, 410.3)")


class HomeLimitRules(Step):
    accepts = (Retire,)

    def limit(self, t: Table) -> int | None:
        mane = t.mane_of(t.state.turn_player)
        return None if mane is None else ch.home_limit(t.pool, mane)

    def friends_at_home(self, t: Table) -> list[int]:
        me = t.state.turn_player
        return [c.iid for c in t.state.at(home(me))
                if c.controller == me and ch.is_type(t.pool, c, CardType.FRIEND)]

    def finished(self, t: Table, op: a.Op) -> bool:
        limit = self.limit(t)
        return limit is None or len(self.friends_at_home(t)) <= limit

    def decision(self, t: Table, op: a.Op) -> Decision:
        return Decision(t.state.turn_player, DecisionKind.RETIRE,
                        f"{t.player_name(t.state.turn_player)}: retire Friends at home down to the "
                        f"home limit of {self.limit(t)} (616.3)")

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        me = t.state.turn_player
        return [Retire(me, i) for i in self.friends_at_home(t)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, Retire)
        if choice.card not in self.friends_at_home(t):
            return f"#{choice.card} is not a Friend at {t.area_name(home(choice.player))} (616.3)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, Retire)
        t.to_discard(choice.card, "retired", "616.3, 410.2")


class EndTurnRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        s = t.state
        t.log(f"End of turn {s.turn} (616.4)")
        s.turn_player = s.opponent(s.turn_player)
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
        return [c.iid for c in involved_characters(t, op.faceoff) if c.controller == me
                and c.area != home(me)]

    def run(self, t: Table, op: a.Op) -> bool:
        if not self.options(t, op):
            t.state.agenda.pop(0)
            return True
        return super().run(t, op)

    def finished(self, t: Table, op: a.Op) -> bool:
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.SendHomeAfterLoss)
        return Decision(op.faceoff.challenger, DecisionKind.SEND_HOME,
                        f"{t.player_name(op.faceoff.challenger)}: send one of your characters "
                        f"involved in the faceoff home (514.5b)")

    def candidates(self, t: Table, op: a.Op) -> list[Choice]:
        assert isinstance(op, a.SendHomeAfterLoss)
        return [SendHome(op.faceoff.challenger, i) for i in self.options(t, op)]

    def check(self, t: Table, op: a.Op, choice: Choice) -> str | None:
        assert isinstance(choice, SendHome)
        if choice.card not in self.options(t, op):
            return f"#{choice.card} is not your character involved in the faceoff (514.5b)"
        return None

    def apply(self, t: Table, op: a.Op, choice: Choice) -> None:
        assert isinstance(choice, SendHome)
        t.send_home(choice.card, "514.5b")
        t.state.agenda.pop(0)


class EndFaceoffRules(Step):
    def run(self, t: Table, op: a.Op) -> bool:
        t.log("The faceoff ends; flipped cards go to the bottom of their owners' decks (514.6)")
        then(t, *(a.BottomFlipped(p) for p in turn_order(t, t.state.turn_player)))
        return True


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
        if len({t.card(i).card_id for i in flip}) <= 1:
            for iid in list(flip):
                t.put(iid, Zone.DRAW_DECK, bottom=True)
            t.state.agenda.pop(0)
            return True
        return False

    def decision(self, t: Table, op: a.Op) -> Decision:
        assert isinstance(op, a.BottomFlipped)
        return Decision(op.player, DecisionKind.BOTTOM_ORDER,
                        f"{t.player_name(op.player)}: choose the next flipped card to put on the "
                        f"bottom of your deck (514.6, 402.3)")

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


STEPS: dict[type[a.Op], Step] = {
    a.ChooseStartingProblemStep: ChooseStartingProblemRules(),
    a.FirstPlayerStep: FirstPlayerRules(),
    a.ShuffleDeck: ShuffleRules(),
    a.DrawCard: DrawRules(),
    a.MulliganStep: MulliganRules(),
    a.PerformMulligans: PerformMulligansRules(),
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
    a.CompareTotals: CompareRules(),
    a.SendHomeAfterLoss: SendHomeRules(),
    a.EndFaceoff: EndFaceoffRules(),
    a.BottomFlipped: BottomFlippedRules(),
    a.RevealProblem: RevealProblemRules(),
}


# --- rules checked continuously ---------------------------------------------------------------
def pre_priority(t: Table) -> None:
    """The parts of Pre-Priority Processing that apply without card abilities (511.4, 511.5)."""
    for c in t.state.in_play():
        kind = t.pool[c.card_id].type
        if c.frightened and kind is not CardType.FRIEND:
            t.update(c.iid, frightened=False, face_down=False)
            t.log(f"{t.name(c.iid)} is not a Friend, so it is turned face-up (511.4)")
        if ch.is_character(t.pool, c) and c.area is not None and c.area.kind is AreaKind.HOME \
                and c.area.owner != c.controller:
            t.send_home(c.iid, "511.5")


def uniqueness_violation(t: Table) -> tuple[int, list[int]] | None:
    """The first uniqueness violation (516) as (violating player, cards they may dismiss)."""
    unique: dict[tuple[int, str], list[int]] = {}
    troublemakers: dict[Area, list[int]] = {}
    for c in t.state.in_play():
        if c.face_down:
            continue
        d = t.pool[c.card_id]
        if "Unique" in ch.traits(t.pool, c):  # 516.3
            unique.setdefault((c.controller, d.name), []).append(c.iid)
        if d.type is CardType.TROUBLEMAKER and c.area is not None:
            troublemakers.setdefault(c.area, []).append(c.iid)
    for (player, _name), cards in unique.items():
        if len(cards) > 1:
            return player, cards
    for cards in troublemakers.values():
        if len(cards) < 2:
            continue
        epics = [i for i in cards if epic(t, i)]
        for player in range(len(t.state.players)):
            mine = [i for i in cards if t.card(i).controller == player]
            if len(mine) > 1:  # 516.4
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
    return Decision(player, DecisionKind.UNIQUENESS,
                    f"{t.player_name(player)}: uniqueness violation ({names}); choose a card to be "
                    f"dismissed by the game (516.2)")


def check_dismiss_for_uniqueness(t: Table, violation: tuple[int, list[int]],
                                 choice: DismissForUniqueness) -> str | None:
    if choice.card not in violation[1]:
        return f"#{choice.card} can't be chosen to repair this violation (516.2, 516.4b)"
    return None


def advance(t: Table) -> None:
    """Carry out agenda items until a decision is needed or the game is over."""
    s = t.state
    while s.outcome is None and s.agenda:
        pre_priority(t)
        if uniqueness_violation(t) is not None:
            return
        op = s.agenda[0]
        if not STEPS[type(op)].run(t, op):
            return
