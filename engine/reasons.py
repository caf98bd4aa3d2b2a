"""Why a choice is allowed and what it costs, and a card's abilities by their printed text:
what ``Game.explain``, ``Game.abilities_of`` and the trigger-ordering question read out."""

from __future__ import annotations

import re

from engine import priority
from engine.abilities import choosable, describe_trigger, layout, lent
from engine.cards import CardType
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
    Concede,
    ConfrontAt,
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
)
from engine.explain import AbilityInfo, CostPart, Explanation, cost_text, rules_of
from engine.scripts import script_for
from engine.scripts.vocabulary import (
    Activated,
    AsEntersPlay,
    Attach,
    Manual,
    Play,
    Quoted,
    Triggered,
)
from engine.state import CardInstance, Zone
from engine.table import Table

# The rule that allows each kind of choice when it is offered (actions: ``action_rules``).
CHOICE_RULES: dict[type[Choice], tuple[str, ...]] = {
    ChooseStartingProblem: ("102.2",),
    FirstPlayer: ("102.3",),
    Reveal: ("102.3",),
    Mulligan: ("102.4",),
    Uncover: ("607.2",),
    Challenge: ("608",),
    EndChallenges: ("608.1",),
    EndMainPhase: ("609", "510.1"),
    ConfrontAt: ("610.1",),
    SendHome: ("514.5b",),
    PutOnBottom: ("514.6",),
    Discard: ("616.2",),
    Retire: ("616.3",),
    DismissForUniqueness: ("516.2",),
    Concede: ("103.4",),
    PassPriority: ("510.1",),
    ChooseCard: ("705.2f",),
    ChooseArea: ("705.2f",),
    ChooseOption: ("705.2f",),
    ChooseColour: ("705.2f", "706.1a"),
    NameCard: ("705.2f", "706.1a"),
    Accept: ("712.3",),
    Decline: ("712.3",),
    OrderTrigger: ("511.7a",),
    PlaceCard: ("402.3",),
    JudgeApplied: ("701.2",),
    NameNumber: ("802.2",),
    ApplyReplacement: ("710.5",),
}
PLAY_RULES = {
    CardType.FRIEND: ("609.2a", "302.1"),
    CardType.RESOURCE: ("609.2a", "305.1a"),
    CardType.EVENT: ("609.2a", "304.2"),
    CardType.TROUBLEMAKER: ("609.2c", "306.1"),
}
# Paragraphs that say where a card is played, not an ability of its own (509.1, 305.1a).
_WHERE_PLAYED = re.compile(r"^Play (to|on|this card)\b", re.IGNORECASE)
_TRIGGERED = re.compile(r"^(When|Whenever|After|At|Each time|If)\b")
_TIMING = re.compile(r"^[A-Z][\w ]*(Phase|Reaction|Immediate|Faceoff)[\w ]*:")


def explain(t: Table, choice: Choice, main: bool) -> Explanation:
    """What a legal ``choice`` costs, as the parts of its sum, and the rules that allow it.
    ``main``: whether it is taken in the Main Phase's turn (609) rather than a window."""
    parts: list[CostPart] = []
    if isinstance(choice, PlayCard):
        d = t.pool[t.card(choice.card).card_id]
        cost = priority.play_cost(
            t, choice.card, choice.area, choice.player, choice.using, choice.on, parts
        )
        rules = PLAY_RULES.get(d.type, ("609.2a",))
        if not main:
            rules = ("512.2", *rules[1:]) if d.type is CardType.EVENT else ("512.5", *rules)
        what = f"play {t.name(choice.card)}"
    elif isinstance(choice, MoveCharacter):
        cost = priority.move_cost(t, choice.card, choice.area, choice.player, parts)
        rules = ("609.2b",) if main else ("512.5", "609.2b")  # Agile (512.5)
        what = f"move {t.name(choice.card)} to {t.area_name(choice.area)}"
    elif isinstance(choice, DrawAction):
        parts.append(CostPart(1, "printed", "609.2d"))
        cost, rules, what = 1, ("609.2d",), "draw a card"
    elif isinstance(choice, Rally):
        cost = priority.rally_cost(t, choice.player, choice.card, parts)
        rules, what = ("609.2e", "504.3"), f"rally {t.name(choice.card)}"
    elif isinstance(choice, ActivateAbility):
        cost = activation_cost(t, choice, parts)
        rules = ("609.2f", "703.1") if main else ("512.1", "703.1")
        what = f"activate {t.name(choice.card)}'s ability {choice.ability}"
        text = ability_text(t, choice.card, choice.ability)
        if text:
            what += f": {text}"
    else:
        rules = CHOICE_RULES.get(type(choice), ())
        return Explanation(rules, text=f"allowed by {', '.join(rules)}" if rules else "")
    rules = (*rules, *(r for r in rules_of(parts[1:]) if r not in rules))
    said = f"{what}: costs {cost_text(parts, cost)}; allowed by {', '.join(rules)}"
    return Explanation(rules, cost, tuple(parts), said)


def activation_cost(t: Table, choice: ActivateAbility, parts: list[CostPart]) -> int:
    """The action tokens an activated ability's "pay [n]" costs take (703.1d), as parts."""
    c = t.card(choice.card)
    found = {n: ab for n, _, _, ab in choosable(t, c, lent(t))}
    ab = found.get(choice.ability)
    if not isinstance(ab, Activated):
        return 0
    total = 0
    for cost in ab.cost:
        if cost.verb != "pay" or cost.of is not None:
            continue
        total += priority.token_cost(t, choice.player, c, ab, cost, parts)
    if not parts:
        parts.append(CostPart(0, "printed", "703.1d"))
    return total


# --- a card's abilities by their text --------------------------------------------------------
def printed_text(t: Table, card_id: str, index: int) -> str:
    """The printed text of ability ``index`` of the card ``card_id`` (its layout order, 701.2):
    the paragraph it scripts, or its keyword; "" if it can't be told."""
    d = t.pool[card_id]
    lay = layout(t.pool, card_id)
    boosted = index in lay.boosted
    side = lay.boosted if boosted else lay.front
    script = script_for(card_id)
    scripted = (script.boosted if boosted else script.abilities) if script else ()
    paragraphs = (d.boosted.text if d.boosted else ()) if boosted else d.text
    keywords = (d.boosted.keywords if d.boosted else ()) if boosted else d.keywords
    at = index - side.start
    if at >= len(scripted):  # built from a keyword (``definition_layout``)
        return str(keywords[0]) if len(keywords) == 1 else ", ".join(map(str, keywords))
    ab = scripted[at]
    if isinstance(ab, Triggered) and ab.text:
        return ab.text
    if len(scripted) == len(paragraphs):
        return paragraphs[at]

    # Several abilities to a paragraph, or a paragraph saying where it is played: the
    # paragraphs of the same sort, in order (a trigger phrase, a timing, the rest).
    def sort(x: object) -> str:
        if isinstance(x, Triggered):
            return "triggered"
        if isinstance(x, Activated | Play):
            return "timed"
        return "other"

    def paragraph_sort(p: str) -> str:
        if _TRIGGERED.match(p):
            return "triggered"
        return "timed" if _TIMING.match(p) else "other"

    if isinstance(ab, Attach):
        return next((p for p in paragraphs if _WHERE_PLAYED.match(p)), "")
    kind = sort(ab)
    same = [p for p in paragraphs if paragraph_sort(p) == kind and not _WHERE_PLAYED.match(p)]
    nth = sum(1 for x in scripted[:at] if sort(x) == kind and not isinstance(x, Attach))
    if nth < len(same):
        return same[nth]
    return same[-1] if same else ""


def ability_text(t: Table, iid: int, number: int) -> str:
    """The text of card ``iid``'s ability ``number`` as players choose it (``choosable``:
    lent abilities are numbered after the card's own)."""
    c = t.card(iid)
    for n, card_id, index, ab in choosable(t, c, lent(t)):
        if n == number:
            text = printed_text(t, card_id, index)
            if card_id != c.card_id and text:
                text = f"{text} (from {t.pool[card_id].name})"
            return text or _described(ab)
    return ""


def triggered_text(t: Table, card_id: str, index: int) -> str:
    """A waiting triggered ability named by its text, for the ordering question (511.7a)."""
    text = printed_text(t, card_id, index)
    if text:
        return text
    lay = layout(t.pool, card_id)
    return _described(lay.abilities[index]) if index < len(lay.abilities) else ""


def _described(ab: object) -> str:
    if isinstance(ab, Triggered):
        return describe_trigger(ab.when)
    if isinstance(ab, Activated):
        return f"{ab.timing}: ..."
    return type(ab).__name__


def abilities_of(t: Table, iid: int, legal: list[Choice], main: bool) -> list[AbilityInfo]:
    """Card ``iid``'s abilities, numbered as players choose them (703.1; ``ActivateAbility``
    counts them so), whether or not one is legal now: each with its text, whether the engine
    automates it, and why it can't be used now. Paragraphs the judge applies come last,
    numbered on. ``legal``: the legal choices now; ``main``: whether they are the Main
    Phase's (609)."""
    c = t.card(iid)
    out: list[AbilityInfo] = []
    number = -1
    if c.zone is Zone.PLAY:
        for number, card_id, index, ab in choosable(t, c, lent(t)):
            if isinstance(ab, Manual | Quoted):  # Quoted: given to others, not its own (MT36)
                continue
            text = printed_text(t, card_id, index) or _described(ab)
            why = _why_not_now(t, c, number, ab, legal, main)
            out.append(AbilityInfo(number, text, True, why))
    else:
        lay = layout(t.pool, c.card_id)
        for number in lay.front:
            ab = lay.abilities[number]
            if isinstance(ab, Manual | Quoted):
                continue
            text = printed_text(t, c.card_id, number) or _described(ab)
            where = "in play" if not isinstance(ab, Play) else "as the card is played"
            why = f"it works {where}; the card is in {c.zone} (701.3)"
            if isinstance(ab, Play) and any(
                isinstance(x, PlayCard) and x.card == iid for x in legal
            ):
                why = None
            out.append(AbilityInfo(number, text, True, why))
    manual = t.pool[c.card_id].manual_abilities
    for k, text in enumerate(manual, start=number + 1):
        out.append(
            AbilityInfo(k, text, False, "the engine does not automate it: the judge applies it")
        )
    return out


def _why_not_now(
    t: Table, c: CardInstance, number: int, ab: object, legal: list[Choice], main: bool
) -> str | None:
    iid = c.iid
    if isinstance(ab, Activated):
        if any(
            isinstance(x, ActivateAbility) and (x.card, x.ability) == (iid, number) for x in legal
        ):
            return None
        player = c.controller
        return priority.check(t, player, ActivateAbility(player, iid, number), main) or (
            "it is not offered now: no priority to act (510.1)"
        )
    if isinstance(ab, Triggered):
        return f"a triggered ability: it triggers {describe_trigger(ab.when)} (704.1)"
    if isinstance(ab, AsEntersPlay):
        return "it applies as the card enters play (706.1a)"
    return "a continuous ability: it applies while its card is in play (702.1)"
