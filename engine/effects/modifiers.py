"""Lasting modifiers an instruction creates (708.2): power, colours, keywords, costs, areas."""

from __future__ import annotations

from dataclasses import replace

from engine.abilities import Ask, Resolver
from engine.cards import Colour
from engine.choices import ChooseColour, DecisionKind
from engine.scripts.vocabulary import (
    ANY,
    BANISHED_THIS_WAY,
    BOOSTED_SIDE,
    CANT_UNFRIGHTEN,
    CHOSEN,
    IN_PLAY,
    THAT,
    THEIR_NEXT_READY,
    WHILE_CHOSEN_IN_PLAY,
    AddPower,
    BarArea,
    BecomeColour,
    CantMove,
    Cards,
    CostReduction,
    GainPrintedAbilities,
    HandHasty,
    Modify,
    PlayCostChange,
    ReduceRequirements,
    RuleChange,
)
from engine.state import Zone
from engine.table import EVERY_REDUCTION, NEXT_REQUIREMENT, UNTIL_READIED
from engine.tokens import is_spelled
from engine.view import COLOUR_VALUES, LOSE, PLAY_COST, WHILE_EXHAUSTED


def bar_area(r: Resolver, e: BarArea) -> Ask | None:
    """The instruction "Characters can't be moved (or played) to [that Problem] until the end of
    [the phase]" (708.2, 104.2)."""
    t, op = r.t, r.op
    area = op.area
    if e.that:  # the Problem THAT card is at now (CG106)
        that = r.refer(THAT)
        area = that[0].area if that and that[0].zone is Zone.PLAY else None
    if area is None or not area.at_problem:
        r.skip("it names no Problem")
        return None
    kind = "barred-move-area" if e.moves_only else "barred-area"
    r.lasting(kind, (), 0, str(area), e.until)
    t.log(
        f"  characters can't be moved {'' if e.moves_only else 'or played '}to "
        f"{t.area_name(area)} until the end of the {e.until} ({r.name}, 708.2, 104.2)"
    )
    r.next()
    return None


def cant_move(r: Resolver, e: CantMove) -> Ask | None:
    """The instruction "[Players] can't move [their] characters this turn" (708.2, 506,
    104.2): a lasting modifier for ``who`` (every player: ``player`` None)."""
    t = r.t
    players = [None] if e.who == ANY else r.players(e.who)
    for p in players:
        r.lasting("cant-move-characters", (), 0, "own" if e.own else "", e.until, player=p)
    who = "characters" if e.who == ANY else f"{t.player_name(players[0])} can't move"
    what = f"{who} their characters" if e.who != ANY else "characters can't be moved"
    t.log(f"  {what} until the end of the {e.until} ({r.name}, 708.2, 506, 104.2)")
    r.next()
    return None


RULE_CHANGES = {  # what the trace says each ``RuleChange`` kind does, and its rule
    "ignore-troublemakers": ("Troublemakers don't prevent {who} from confronting", "611.3e"),
    "extra-flips": ("{who} flips {n} additional card(s) during faceoffs", "514.3a"),
    "cant-play-events": ("{who} can't play Events", "104.2"),
    "confront": ("{who} needs {n:+d} power to confront Problems", "611.3"),
    "cant-play-in-faceoffs": ("{who} can't play cards during faceoffs", "104.2"),
    "hand-size": ("{who}'s maximum hand size is {n}", "616.2"),
    # read by ``faceoff.totals`` as the "faceoff-total" of ``AddToTotal`` (CG87), in every
    # faceoff while it lasts: "you have +2 power during faceoffs this turn" (LL91)
    "faceoff-total": ("{who} has +{n} power during faceoffs", "514.4a"),
    # read by ``priority.main_events_immediate`` (LL142)
    "events-immediate": ("{who} may play Main Phase Events as Immediate actions", "512.3"),
    # read where action tokens are gained (``points.gain_tokens``, ``flow.ActionRules``; LL80)
    "cant-gain-tokens": ("{who} can't gain action tokens", "104.2"),
    # read by ``priority.discard_playable`` and ``Table.put`` (CN127)
    "play-from-discard": ("{who} may play {value} cards from their discard pile", "609.2a"),
    "discard-banished": (
        "{value} cards that would enter {who}'s discard pile are banished instead",
        "710.1, 406",
    ),
    # read by ``flow.confront_check`` (LL143)
    "own-troublemakers-confront": (
        "{who}'s Troublemakers don't prevent them from confronting, and {who} needs X power "
        "less to confront each Problem, X the highest power among their Troublemakers there",
        "611.3e, 611.3",
    ),
}


def rule_change(r: Resolver, e: RuleChange) -> Ask | None:
    """The instruction "[Troublemakers don't prevent you from confronting / flip an additional
    card during faceoffs / opponents can't play Events] until [the end of the turn]": a
    lasting modifier on the rules for each player ``who`` (708.2; ``RuleChange``)."""
    t = r.t
    said, rule = RULE_CHANGES[e.kind]
    for p in r.players(e.who):
        r.lasting(e.kind, (), e.amount, e.value, e.until, player=p)
        until = (  # the next turn of the ability's controller (708.2)
            f"until the start of {t.player_name(r.me)}'s next turn"
            if e.until == "your-next-turn"
            else "for the rest of the game"
            if e.until == "permanent"
            else f"until the end of the {e.until}"
        )
        value = " and ".join(e.value.split("|"))
        what = said.format(who=t.player_name(p), n=e.amount, value=value)
        t.log(f"  {what} {until} ({r.name}, 708.2, {rule})")
    r.next()
    return None


def become_colour(r: Resolver, e: BecomeColour) -> Ask | None:
    """The instruction "Choose a color. This card loses its colors and becomes that color"
    (MT74): the colour chosen (705.2f) replaces the one this card chose as it entered play
    (``CardInstance.chosen``, read by ``Static("chosen-colours")``; 706.1a)."""
    t, op = r.t, r.op
    source = r.source
    if source is None or source.zone is not Zone.PLAY:
        r.skip("this card has left play")
        return None
    if not op.colour:
        return Ask(
            r.me,
            DecisionKind.TARGET,
            f"{t.player_name(r.me)}: choose a colour ({r.name}, 705.2f)",
            [ChooseColour(r.me, c) for c in Colour],
        )
    # only the colour it chose is replaced: a card chosen as it entered stays (AD202 copying
    # this card's abilities keeps the Friend it copies, 706.1a)
    kept = tuple(x for x in source.chosen if x not in COLOUR_VALUES)
    t.update(source.iid, chosen=(*kept, op.colour))
    if e.only_choose:  # "When this card enters play, choose a color" (FF115): remembered only
        t.log(f"  {t.player_name(r.me)} chooses {op.colour} for {t.name(source.iid)} ({r.name})")
        r.next()
        return None
    t.log(f"  {t.name(source.iid)} loses its colours and becomes {op.colour} ({r.name}, 203.1)")
    r.next()
    return None


def gain_printed_abilities(r: Resolver, e: GainPrintedAbilities) -> Ask | None:
    """ "This card loses all abilities gained this way, then gains that Friend's printed
    abilities" (LL141; 701.1): the card id of the target replaces the card ids this card
    gained before (``CardInstance.chosen``, read by ``Static("chosen-abilities")``); the
    judge is asked for what of that Friend the engine does not automate. A Mane Character
    with its Boosted side up gives that side's abilities (301.3; ``BOOSTED_SIDE``, EO203)."""
    t = r.t
    source = r.source
    if source is None or source.zone is not Zone.PLAY:
        r.skip("this card has left play (410.6)")
        return None
    found = r.targets(e.target)
    if not found:
        r.skip("no card to gain the printed abilities of")
        return None
    card_id = found[0].card_id
    kept = tuple(  # colours, names (706.1a)
        x
        for x in source.chosen
        if x not in t.pool and not is_spelled(x) and not x.startswith(BOOSTED_SIDE)
    )
    side = (BOOSTED_SIDE + card_id,) if found[0].boosted else ()  # its face-up side (301.3)
    t.update(source.iid, chosen=(*kept, card_id, *side))
    t.log(
        f"  {t.name(source.iid)} loses the abilities it gained this way and gains the printed "
        f"abilities of {t.pool[card_id].name} ({r.name}, 701.1)"
    )
    t.ask_judge(source.iid, printed_on=card_id)  # what of that Friend is not automated
    r.next()
    return None


def modify(r: Resolver, e: Modify) -> Ask | None:
    """A lasting modifier of power, colour, keyword or trait on chosen cards (708.2); "choose a
    colour" first (705.2f)."""
    t, op = r.t, r.op
    if e.choose_colour:  # "choose a color. That Friend has that color" (705.2f)
        if not op.colour:
            return Ask(
                r.me,
                DecisionKind.TARGET,
                f"{t.player_name(r.me)}: choose a colour ({r.name}, 705.2f)",
                [ChooseColour(r.me, c) for c in Colour],
            )
        e = replace(e, value=op.colour)
    cards = r.targets(e.target)
    if e.kind == CANT_UNFRIGHTEN and e.target is CHOSEN and not cards:  # "that card" after
        # frightening it: the new card it became (505.3; CN152)
        cards = [t.card(t.became[i]) for i in op.chosen if t.became.get(i) in r.s.cards]
    if isinstance(e.target, Cards) and not e.each:
        chosen = r.refer(CHOSEN) if op.accepted else []
        if not chosen:
            return r.choose_for(e.target, cards, "for its modifier", e)
        cards = chosen
    if not cards:
        r.skip("its card is gone")
        return None
    if e.per_chosen:  # "for each Event revealed this way" (CG197)
        e = replace(e, amount=e.amount * len(op.chosen))
    if e.per is not None:  # "+1 power for each other Friend you have there" (AD35), "for each
        # opposing character involved" (AD72, AD100)
        e = replace(e, amount=e.amount * len(r.targets(e.per)))
        if e.kind == "keyword":  # "Eccentric 1 for each card in your hand" (FF91): the
            # keyword's number, counted as the instruction is done (708.2)
            e = replace(e, value=f"{e.value} {e.amount}", amount=0)
    if e.value == WHILE_EXHAUSTED:  # "while this card remains exhausted": this card (CGpf14)
        e = replace(e, value=f"{WHILE_EXHAUSTED}{op.source}")
    if e.until == "readied":  # "until it is readied" (CG103): each card's own end (503.3)
        for c in cards:
            r.lasting(e.kind, (c.iid,), e.amount, e.value, f"{UNTIL_READIED}{c.iid}")
        names = ", ".join(t.name(c.iid) for c in cards)
        t.log(f"  {names} {e.kind} {e.value} until it is readied ({r.name}, 708.2)")
        r.next(chosen=tuple(c.iid for c in cards))
        return None
    if e.kind == BANISHED_THIS_WAY:  # remembered as banished by this card (EO60)
        e = replace(e, value=str(op.source))
    if e.until == THEIR_NEXT_READY:  # "does not ready during its controller's next Ready
        # Phase" (EO111): each card's controller's, ending with it (603.1, 708.2)
        for c in cards:
            until = f"Ready Phase:{c.controller}"
            r.lasting(e.kind, (c.iid,), e.amount, e.value, until)
        names = ", ".join(t.name(c.iid) for c in cards)
        t.log(f"  {names}: {e.kind} during its controller's next Ready Phase ({r.name}, 708.2)")
        r.next(chosen=tuple(c.iid for c in cards))
        return None
    if e.colours_of is not None:  # "give this card the discarded card's colors" (SB96)
        of = r.refer(e.colours_of)
        if not of and e.colours_of is THAT and op.that is not None:  # a paid card: it is a
            # new card in the discard pile (410.6), with the same printed colours
            now = t.became.get(op.that)
            of = [t.card(now)] if now is not None and now in r.s.cards else []
        colours = t.pool[of[0].card_id].colours if of else ()
        if not colours:
            r.skip("that card has no colour (203.1)")
            return None
        for colour in colours:
            r.lasting("colour", tuple(c.iid for c in cards), 0, colour.value, e.until)
        names = ", ".join(t.name(c.iid) for c in cards)
        said = " and ".join(c.value for c in colours)
        t.log(f"  {names} has the colour {said} until the end of the {e.until} ({r.name}, 708.2)")
        r.next(chosen=tuple(c.iid for c in cards))
        return None
    if e.until == "while-in-play":  # "while this card remains in play" (AD195): read by
        # the view while this card (its id, 410.6) is in play
        e = replace(e, value=str(op.source))
    if e.until == WHILE_CHOSEN_IN_PLAY:  # while the card CHOSEN before remains in play (MT133)
        kept = next((i for i in op.chosen if i in r.s.play), None)
        if kept is None:
            r.skip("the card it lasts with has left play (410.6)")
            return None
        e = replace(e, until=f"{IN_PLAY}{kept}")
    r.lasting(e.kind, tuple(c.iid for c in cards), e.amount, e.value, e.until)
    if e.kind == BANISHED_THIS_WAY:  # a record for "banished this way", not a modifier (406)
        names = ", ".join(t.name(c.iid) for c in cards)
        t.log(f"  {names}: remembered as banished this way by {r.name} (406)")
        r.next(chosen=tuple(c.iid for c in cards))
        return None
    what = (
        f"to be also a {e.value} Friend"
        if e.kind == "also-friend"
        else f"a bonus of {e.amount}"
        if e.kind == "problem-bonus"
        else "that it can't be moved"
        if e.kind == "cant-move"
        else "to lose its abilities while this card remains exhausted"
        if e.kind == LOSE
        else (f"{e.amount:+d} {e.value}" if e.amount else f"the colour {e.value}")
        if e.kind == "colour"
        else f"{e.amount:+d} power"
        if e.kind == "power"
        else f"{e.kind} {e.value}"
    )
    until = (
        "while this card remains in play"
        if e.until == "while-in-play"
        else f"while {t.name(int(e.until[len(IN_PLAY) :]))} remains in play"
        if e.until.startswith(IN_PLAY)
        else f"until the end of the {e.until}"
    )
    t.log(
        f"  {', '.join(t.name(c.iid) for c in cards)} get{'s' * (len(cards) == 1)} "
        f"{what} {until} ({r.name}, 708.2)"
    )
    r.next(chosen=tuple(c.iid for c in cards))
    return None


def add_power(r: Resolver, e: AddPower) -> Ask | None:
    """The instruction "[This] gets +X power, where X is [that card]'s power", as it last
    existed if it left play (708.2, 712.2)."""
    t = r.t
    if isinstance(e.target, Cards):  # "to one of your Friends involved": chosen (CG114)
        return r.choose_for(e.target, r.targets(e.target), "to add the power to", e)
    cards = r.refer(e.target)
    if cards and cards[0].zone is Zone.PLAY:
        amount = r.number("power", e.of)  # as it last existed, if it left (712.2)
        r.lasting("power", (cards[0].iid,), amount, until=e.until)
        t.log(
            f"  {t.name(cards[0].iid)} gets +{amount} power until the end of the "
            f"{e.until} ({r.name}, 708.2)"
        )
    r.next()
    return None


def cost_reduction(r: Resolver, e: CostReduction) -> Ask | None:
    """The instruction "The next [type] you play this turn costs [n] less" (705.2b)."""
    t = r.t
    value = ",".join(k.value for k in e.types) + (f"|{e.colour}" if e.colour else "")
    label = value
    if e.trait or e.minimum:  # "types|colour|trait" (``priority.reductions``)
        value = f"{value}{'' if e.colour else '|'}|{e.trait}"
    if e.minimum:  # "types|colour|trait|minimum": "to a minimum of [1]" (705.2b; SB29, FF38)
        value = f"{value}|{e.minimum}"
    if e.named_chosen:  # "the first card with that card's name" (LL4 Boosted; 201.1)
        chosen = r.refer(CHOSEN)
        if not chosen:
            r.skip("no card was revealed")
            return None
        name = t.pool[chosen[0].card_id].name
        value = f"{value.partition('|')[0]}|{e.colour or ''}|{e.trait}|{e.minimum or ''}|{name}"
        label = name
    kind = EVERY_REDUCTION if e.every else "cost-reduction"
    cards: tuple[int, ...] = ()
    if e.that:  # "... to play it this turn" (DE34): that card only
        cards = tuple(c.iid for c in r.refer(CHOSEN))
        if not cards:
            r.skip("the card is gone")
            return None
    for p in r.players(e.who):  # "they must pay +[2]": a negative reduction (AD154)
        r.lasting(kind, cards, e.n, value, e.until, player=p)
        when = "this turn" if e.until == "turn" else f"until the end of the {e.until}"
        change = f"{e.n} less" if e.n >= 0 else f"+{-e.n} more"
        which = "every" if e.every else "the next"
        t.log(
            f"  {which} {e.trait or label or 'card'} {t.player_name(p)} plays {when} costs "
            f"{change} ({r.name}, 705.2b)"
        )
    r.next()
    return None


def hand_hasty(r: Resolver, e: HandHasty) -> Ask | None:
    """The instruction "Friends in your hand have Hasty until ..." (708.2, 512.5; HM101,
    HM142): a lasting "hand-hasty" modifier for the ability's controller."""
    r.lasting("hand-hasty", (), 0, "until-friend" if e.until_friend else "", "turn", player=r.me)
    until = "until they play a Friend this turn" if e.until_friend else "until the end of the turn"
    r.t.log(f"  Friends in {r.t.player_name(r.me)}'s hand have Hasty {until} ({r.name}, 512.5)")
    r.next()
    return None


def reduce_requirements(r: Resolver, e: ReduceRequirements) -> Ask | None:
    """The instruction "Reduce the play requirements of your cards by [n] [colour] until the
    end of the turn" (205.1, 609.2a, 708.2; HM4): read by ``priority.requirement_reduction``."""
    colour = e.colour.value if e.colour is not None else r.op.option  # ``ChooseOne(COLOURS)``
    if not colour:
        r.skip("no colour was chosen")
        return None
    if e.next_card:  # "... of the next card you play this turn" (LL113): spent as it is played
        r.lasting(NEXT_REQUIREMENT, (), e.n, colour, "turn", player=r.me)
        r.t.log(
            f"  the play requirement of the next card {r.t.player_name(r.me)} plays this turn "
            f"is {e.n} {colour} less ({r.name}, 205.1, 708.2)"
        )
        r.next()
        return None
    r.lasting("requirement-reduction", (), e.n, colour, e.until, player=r.me)
    r.t.log(
        f"  the play requirements of {r.t.player_name(r.me)}'s cards are {e.n} {colour} "
        f"less until the end of the {e.until} ({r.name}, 205.1, 708.2)"
    )
    r.next()
    return None


def play_cost_change(r: Resolver, e: PlayCostChange) -> Ask | None:
    """ "That opponent pays +[3] to play cards of the chosen type until the start of their next
    turn" (DE116): a lasting "play-cost" modifier on the rules for each player ``who`` (708.2,
    705.2b; ``priority.modified_cost``)."""
    t = r.t
    kinds = ",".join(k.value for k in e.types)
    for p in r.players(e.who):
        r.lasting(PLAY_COST, (), e.n, kinds, e.until, player=p)
        when = (
            "until the start of their next turn"
            if e.until == "their-next-turn"
            else f"until the end of the {e.until}"
        )
        t.log(
            f"  {t.player_name(p)} pays {e.n:+d} to play {kinds or 'cards'} {when} "
            f"({r.name}, 705.2b)"
        )
    r.next()
    return None
