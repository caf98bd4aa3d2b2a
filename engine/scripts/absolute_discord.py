"""Absolute Discord (AD) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text.

Chaos (glossary: "a tag word ... used to group abilities which function when a card is
flipped"): ``chaos(...)`` is a triggered ability that functions in the flip zone (701.3), for
the player who flipped the card; "it", "this card" is the flipped card. A flipped card is not
"involved in the faceoff": involvement is for characters and Troublemakers (514.2), and 514.4a
counts "cards ... involved" and "cards ... flipped" apart.
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ANY,
    CHARACTER,
    CHOSEN,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PROBLEM,
    RESOURCE,
    SOLVED_HERE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Attach,
    CantMove,
    Cards,
    CardScript,
    Choose,
    Condition,
    CostReduction,
    Draw,
    FewerFlips,
    Flip,
    GainTokens,
    IfYouDo,
    LoseTokens,
    Modify,
    Move,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    Replacement,
    Score,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    chaos,
    choose_two,
    cost_of,
    gain_control_of,
    manual,
    on_enter,
    power,
    two_colour_event,
    when_solved,
    when_you_flip,
)
from engine.state import Zone

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)
BOOSTED_OPPONENT = Cards(OPPONENT, MANE, boosted=True)  # "an opponent's Mane ... is Boosted"


def _also_friend(colour: Colour) -> CardScript:
    """ "Main Phase: While you have no [colour] Friends, you may exhaust this card. If you
    do, this card is also a [colour] Friend until the end of the phase." (AD126, AD137,
    AD140, AD143, AD144, AD145): an activated ability (703) whose condition is read as it
    is activated; the Resource is then a Friend as well, of that colour, with its printed
    power: it counts for colour power (507.3, play requirements) and the home limit (616.3),
    and descriptions of Friends fit it (``Modify(..., "also-friend")``). Ruling: it keeps its
    own type too (a Resource: "also"), and it is exhausted, so it adds nothing to a faceoff."""
    return card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Modify(THIS, "also-friend", value=colour.value, until="phase"),),
            condition=Condition("none", Cards(YOU, FRIEND, colour=colour)),
        )
    )


def _exhaust_there(most: int) -> Act:
    return Act(
        "exhaust", Cards(types=CHARACTER, where=THERE, max_power=most, exhausted=False), each=True
    )


_ACCESSORY_IN_HAND = Cards(YOU, RESOURCE, trait="Accessory", zone=Zone.HAND)
_ON_TOP = "put this card on top of its owner's deck"  # a mode of Rainbow's Epiphany (AD111)
# "While that Friend has more Resources on it than any other Friend" (AD121): of the host
MOST_RESOURCES = Condition("most-attached")

SCRIPTS: dict[str, CardScript] = {
    # Discord, General Disarray (and AD23, AD30, AD44, AD57, AD68): see ``_DISCORD_CHAOS``
    "AD9": _DISCORD_CHAOS,
    "AD23": _DISCORD_CHAOS,
    "AD30": _DISCORD_CHAOS,
    "AD44": _DISCORD_CHAOS,
    "AD57": _DISCORD_CHAOS,
    "AD68": _DISCORD_CHAOS,
    # Applejack's Epiphany: "Faceoff: Choose two: Exhaust a character, ready a character, or
    # dismiss a Resource." (``choose_two``: the modes followed in their printed order)
    "AD86": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    (
                        "exhaust a character",
                        (Act("exhaust", Cards(types=CHARACTER, exhausted=False)),),
                    ),
                    ("ready a character", (Act("ready", Cards(types=CHARACTER, exhausted=True)),)),
                    ("dismiss a Resource", (Act("dismiss", Cards(types=RESOURCE)),)),
                ),
            ),
        )
    ),
    # Fluttershy's Epiphany: "Faceoff: Choose two: Friends you control have +1 power until the
    # end of the faceoff, unfrighten a Friend, or an opponent loses [1] and you gain [1]."
    # Ruling: "Friends you control" are those you control as it resolves (708.2: a lasting
    # modifier on cards), as "your Friends ... get" is elsewhere
    "AD99": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    (
                        "Friends you control have +1 power",
                        (Modify(Cards(YOU, FRIEND), "power", 1, until="faceoff", each=True),),
                    ),
                    (
                        "unfrighten a Friend",
                        (Act("unfrighten", Cards(types=FRIEND, face_down=True)),),
                    ),
                    (
                        "an opponent loses 1 and you gain 1",
                        (LoseTokens(1, OPPONENT), GainTokens(1)),
                    ),
                ),
            ),
        )
    ),
    # Spike, The New Rainbow Dash: "Chaos: When this card is flipped, it has +2 power until the
    # end of the faceoff." / "While involved in a faceoff, this card has +2 power." The flipped
    # card's power counts with the modifier (514.4a); it ends as the faceoff ends (514.6).
    "AD14": card(
        chaos(power(THIS, 2, "faceoff")),
        Static("power", THIS, 2, condition=Condition("in-faceoff")),
    ),
    # Coco Crusoe, Flipping Out: "Chaos: When this card is flipped, flip an additional card." /
    # "During faceoffs involving this card, flip an additional card." (515.1, 514.3a)
    "AD21": card(chaos(Flip(1)), Static("flip", amount=1)),
    # Hoops, Peer Pressurer: "Chaos: When this card is flipped, gain control of an opponent's
    # Friend involved in the faceoff until the end of the faceoff." / "When this card enters
    # play at a Problem, gain control of an opposing Friend there until the end of the Score
    # Phase." (513.2) Controlled by the flipping player, the Friend stays involved and its
    # power counts towards that player's total (514.4a: "cards that player controls")
    "AD32": card(
        chaos(gain_control_of(Cards(OPPONENT, FRIEND, where=INVOLVED), "faceoff")),
        on_enter(
            gain_control_of(Cards(OPPONENT, FRIEND, where=HERE), "Score Phase"), to_problem=True
        ),
    ),
    # Photo Op: "Chaos: When this card is flipped, choose a Problem. That Problem's bonus is 0
    # until the end of the turn." / "Reaction: After the start of the Main Phase, characters
    # can't be moved this turn." (210.1; 506, 104.2: by any player or effect, characters that
    # enter play later too)
    "AD106": card(
        chaos(Choose(Cards(types=PROBLEM)), Modify(CHOSEN, "problem-bonus", 0)),
        Play("Reaction", (CantMove(),), react=(Trigger("phase-start", ANY, value="Main"),)),
    ),
    # Pinkie Apple Pie: "Main Phase: Choose a [Laughter] or [Honesty] character. That character
    # gets +1 [Laughter] and +1 [Honesty] until the end of phase."
    "AD107": two_colour_event(Colour.PINK, Colour.ORANGE),
    # Pinkie's Epiphany: "Main Phase: Choose two: Dismiss a Friend with 2 or less power, put a
    # Friend from your discard pile into your hand, or pay 2 less for the next card you play
    # this turn."
    "AD108": card(
        Play(
            MAIN,
            (
                choose_two(
                    (
                        "dismiss a Friend with 2 or less power",
                        (Act("dismiss", Cards(types=FRIEND, max_power=2)),),
                    ),
                    (
                        "put a Friend from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD)),),
                    ),
                    ("pay 2 less for the next card you play this turn", (CostReduction(2),)),
                ),
            ),
        )
    ),
    # Popping Corn: "Reaction: After the start of the Score Phase, choose a Problem. Exhaust
    # each character there with 2 or less power. If an opponent's Mane Character is Boosted,
    # exhaust each character there with 3 or less power instead."
    "AD109": card(
        Play(
            "Reaction",
            (
                Choose(Cards(types=PROBLEM), there=True),
                When(Condition("none", BOOSTED_OPPONENT), (_exhaust_there(2),)),
                When(Condition("count", BOOSTED_OPPONENT), (_exhaust_there(3),)),
            ),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    # Private Journal: "Faceoff: Look at an opponent's hand. You may choose a card from it and
    # put that card on top of that opponent's deck."
    "AD110": card(
        Play(
            "Faceoff",
            (
                Act("look-at", Cards(OPPONENT, zone=Zone.HAND), each=True),
                Act("to-deck-top", Cards(OPPONENT, zone=Zone.HAND), optional=True),
            ),
        )
    ),
    # Rainbow's Epiphany: "Faceoff: Choose two: Move one of your Friends, put this card on top
    # of its owner's deck, or flip an additional card." The second mode is done as its text
    # ends (``Play(put="deck-top:...")``, 304.2): it has no instruction of its own to follow
    "AD111": card(
        Play(
            "Faceoff",
            (
                choose_two(
                    ("move one of your Friends", (Move(Cards(YOU, FRIEND), to="any"),)),
                    (_ON_TOP, ()),
                    ("flip an additional card", (Flip(1),)),
                ),
            ),
            put=f"deck-top:{_ON_TOP}",
        )
    ),
    # Rarity's Epiphany: "Main Phase: Choose two: Dismiss a Friend without an attached
    # Resource, put a Resource from your discard pile into your hand, or put an Accessory from
    # your hand into play attached to a Friend." Ruling: the Friend is any Friend, as the text
    # says: the Accessory's "Play on ..." limits playing it, not putting it into play (509.1,
    # 706.1d); the Friend is chosen first, then the Accessory
    "AD112": card(
        Play(
            MAIN,
            (
                choose_two(
                    (
                        "dismiss a Friend without an attached Resource",
                        (Act("dismiss", Cards(types=FRIEND, without_resource=True)),),
                    ),
                    (
                        "put a Resource from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD)),),
                    ),
                    (
                        "put an Accessory from your hand into play attached to a Friend",
                        (
                            Choose(Cards(types=FRIEND)),
                            Act("put-into-play-on-chosen", _ACCESSORY_IN_HAND),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Rehabilitation: "Reaction: After one of your Troublemakers is put into the discard pile
    # from play, put that card into your hand." (dismissed, defeated or retired into it)
    "AD113": card(
        Play(
            "Reaction",
            (Act("to-hand", THAT),),
            react=tuple(
                Trigger(kind, ANY, about=Cards(YOU, TROUBLEMAKER, zone=Zone.DISCARD))
                for kind in ("dismissed", "left-play", "retired")
            ),
        )
    ),
    "AD114": manual(
        'a condition on a name ("if that Friend is the named card") and an opponent putting '
        "a card into play under his control: not modelled"
    ),
    # Spooky Scary Story: "Chaos: When this card is flipped, frighten a Friend at home." /
    # "Main Phase: Frighten up to 2 Friends at home." (504.1)
    "AD115": card(
        chaos(Act("frighten", Cards(types=FRIEND, where=HOME))),
        Play(MAIN, (Act("frighten", Cards(types=FRIEND, where=HOME), up_to=2),)),
    ),
    "AD116": manual(
        "exchanging control of two Friends, one chosen by each player: control exchanges are "
        "the Crystal Games helper's piece (513.2)"
    ),
    # Trampled: "Chaos: When this card is flipped, all opponents lose an action token." /
    # "Main Phase: An opponent loses 2 action tokens." An Event's Chaos ability functions in
    # the flip zone as a Friend's does (701.3); flipped, it is not played (304.2).
    "AD117": card(chaos(LoseTokens(1, OPPONENT)), Play(MAIN, (LoseTokens(2, OPPONENT),))),
    # Twilight's Epiphany: "Main Phase: Choose two: Move an opposing character, opponents
    # can't move their characters this turn, or draw three cards." (506; ``CantMove``)
    "AD118": card(
        Play(
            MAIN,
            (
                choose_two(
                    ("move an opposing character", (Move(Cards(OPPONENT, CHARACTER), to="any"),)),
                    (
                        "opponents can't move their characters this turn",
                        (CantMove(OPPONENT, own=True),),
                    ),
                    ("draw three cards", (Draw(3),)),
                ),
            ),
        )
    ),
    # Two of a Kind: "Reaction: After a Troublemaker is uncovered, move up to 2 of your
    # characters to that Troublemaker's Problem." (THERE: where it was uncovered)
    "AD119": card(
        Play(
            "Reaction",
            (Move(Cards(YOU, CHARACTER), to="there", up_to=2, optional=True),),
            react=(Trigger("uncovered", ANY),),
        )
    ),
    # A Tiny Glass of Water: "When you flip a Chaotic card, you may retire this card to score
    # a point." (``when_you_flip``)
    "AD120": card(when_you_flip(IfYouDo(Act("retire", THIS, optional=True), (Score(1),)))),
    # Alicorn Costume: "Play on a Friend." / "While that Friend has more Resources on it than
    # any other Friend, that Friend has +1 power and is [Generosity], [Magic], [Kindness],
    # [Honesty], [Loyalty], and [Laughter]." (509; ``Condition("most-attached")``)
    "AD121": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 1, condition=MOST_RESOURCES),
        *(Static("colour", HOST, value=c.value, condition=MOST_RESOURCES) for c in Colour),
    ),
    # Bag of Leaflets: "Play on a Friend" / "Main Phase: Exhaust this card to move one of your
    # characters to this card's area." (its host's area, 509.3: home or a Problem)
    "AD122": card(
        Attach(Cards(types=FRIEND)),
        Activated(MAIN, (EXHAUST_THIS,), (Move(Cards(YOU, CHARACTER), to="here"),)),
    ),
    # Bathrobe: "Play on a Friend." / "While that Friend is the only Friend at its Problem, it
    # has +3 power." (at a Problem, no other Friend there, any player's)
    "AD123": card(
        Attach(Cards(types=FRIEND)),
        Static(
            "power",
            HOST,
            3,
            condition=Condition(
                "all",
                all_of=(
                    Condition("at-problem"),
                    Condition("none", Cards(types=FRIEND, where=HERE, not_host=True)),
                ),
            ),
        ),
    ),
    # Bee Suit: "Play on a Friend." / "That Friend is a Critter." (711: a trait)
    "AD124": card(Attach(Cards(types=FRIEND)), Static("trait", HOST, value="Critter")),
    # Blue Flu: "Play on a Friend." / "At the start of a Problem faceoff involving the attached
    # Friend, put this card and that Friend into their owners' hands." (514.1; this card
    # first, ``Cards(with_host=True)``)
    "AD125": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger(
                "faceoff-started",
                ANY,
                anywhere=True,
                condition=Condition("host-in-faceoff", value="problem"),
            ),
            (Act("to-hand", Cards(with_host=True), each=True),),
        ),
    ),
    # Boulder: see ``_also_friend``
    "AD126": _also_friend(Colour.ORANGE),
    # Chocolate Rain: "When you flip a Chaotic card, you may retire this card to dismiss all
    # Friends with printed power 1 or less." (507.4)
    "AD127": card(
        when_you_flip(
            IfYouDo(
                Act("retire", THIS, optional=True),
                (Act("dismiss", Cards(types=FRIEND, max_printed_power=1), each=True),),
            )
        )
    ),
    # Cider Stand: "Main Phase: Exhaust this card and discard a card to pay [1] less for your
    # next Friend this turn." (705.2b)
    "AD128": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("discard", Cards(YOU, zone=Zone.HAND))),
            (CostReduction(1, FRIEND),),
        )
    ),
    # Clipped Wings: "Play on a Friend." / "That Friend loses and can't have abilities."
    # (``Static("lose-abilities")``: its keywords and text, not its traits, 505.1a, 701.1)
    "AD129": card(Attach(Cards(types=FRIEND)), Static("lose-abilities", HOST)),
    # Draconequus Lamp: "When you flip a Chaotic card, your Friends involved in the faceoff
    # each get +1 power until the end of the faceoff." (514.2)
    "AD130": card(
        when_you_flip(
            Modify(Cards(YOU, FRIEND, where=INVOLVED), "power", 1, until="faceoff", each=True)
        )
    ),
    # Fashion Show: "At the end of your turn, if a player has a Friend with more Accessories on
    # it than any other Friend, that player gains [1]." (615.1; at most one player has it)
    "AD131": card(
        Triggered(
            Trigger("turn-end", YOU),
            (
                When(
                    Condition("most-attached", Cards(YOU, FRIEND), value="Accessory"),
                    (GainTokens(1),),
                ),
                When(
                    Condition("most-attached", Cards(OPPONENT, FRIEND), value="Accessory"),
                    (GainTokens(1, OPPONENT),),
                ),
            ),
        )
    ),
    # Fresh Pastries: "When an opponent pays their last action token, you may draw a card."
    # (a payment that leaves them none, 508.1: ``Trigger("paid-last")``; losing tokens is not
    # paying them)
    "AD132": card(Triggered(Trigger("paid-last", OPPONENT), (Draw(1, optional=True),))),
    # Growing Pains: "Play on a Problem." / "Troublemakers here have +2 power." (face-up ones)
    "AD133": card(
        Attach(Cards(types=PROBLEM)),
        Static("power", Cards(types=TROUBLEMAKER, where=HERE), 2),
    ),
    # Haunted Castle: "When you flip a Chaotic card, you may exhaust this card to frighten a
    # Friend." (504.1)
    "AD134": card(
        when_you_flip(
            IfYouDo(Act("exhaust", THIS, optional=True), (Act("frighten", Cards(types=FRIEND)),))
        )
    ),
    # Hazmat Suit: "Play on a Friend." / "When that Friend's Problem is solved, if that Friend
    # would be sent home, that Friend isn't sent home instead." Ruling: only that Friend stays;
    # this card, a Resource there, is dismissed as the Problem is replaced (613.2: "any
    # Resources there are dismissed"). A Problem replaced by an effect is not solved (613.1)
    "AD135": card(Attach(Cards(types=FRIEND)), Static("stays-when-solved", HOST)),
    # It's a Trap!: "Play on a Troublemaker." / "Players can't challenge that Troublemaker
    # unless they pay [2]." (paid as the challenge is made, 608.4, 508.1)
    "AD136": card(Attach(Cards(types=TROUBLEMAKER)), Static("challenge-cost", HOST, 2, who=ANY)),
    # Madame le Flour: see ``_also_friend``
    "AD137": _also_friend(Colour.WHITE),
    # Make Way for Breezies: "Play on a Problem." / "Your opponent can't play Friends with 3 or
    # more power to that Problem." (their printed power, in the hand)
    "AD138": card(
        Attach(Cards(types=PROBLEM)),
        Static("cant-play", Cards(types=FRIEND, min_power=3, zone=Zone.HAND), who=OPPONENT),
    ),
    # Megaphone: "When you flip a Chaotic card, unfrighten all your Friends." (504.3)
    "AD139": card(when_you_flip(Act("unfrighten", Cards(YOU, FRIEND, face_down=True), each=True))),
    # Mr. Turnip: see ``_also_friend``
    "AD140": _also_friend(Colour.PINK),
    # Portal to Tartarus: "When a card enters a discard pile, you may exhaust this card to
    # banish that card." (any player's, from anywhere: ``Trigger("entered-discard")``; 406)
    "AD141": card(
        Triggered(
            Trigger("entered-discard", ANY, condition=Condition("ready")),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Act("banish", THAT),)),),
        )
    ),
    # Repair Team: "If another one of your Resources would be dismissed, you may retire this
    # card instead." (710.1: the dismissal is not done)
    "AD142": card(Replacement("dismissed", Cards(YOU, RESOURCE, other=True), "retire")),
    # Rocky: see ``_also_friend``
    "AD143": _also_friend(Colour.YELLOW),
    # Sir Lintsalot: see ``_also_friend``
    "AD144": _also_friend(Colour.BLUE),
    # Smarty Pants: see ``_also_friend``
    "AD145": _also_friend(Colour.PURPLE),
    # Spotlight: "At the start of an opponent's Main Phase, you may exhaust this card and pay
    # [1] to choose a character. That character can't be moved until the end of the turn."
    # (while this card is ready: exhausted, it could not pay the cost, 508.1d)
    "AD146": card(
        Triggered(
            Trigger("phase-start", OPPONENT, value="Main", condition=Condition("ready")),
            (
                IfYouDo(
                    Pay(1),
                    (Act("exhaust", THIS), Modify(Cards(types=CHARACTER), "cant-move")),
                ),
            ),
        )
    ),
    # Stack of Suitcases: "When an opponent plays a card, put a Tip counter on this card." /
    # "At the start of the turn, remove all Tip counters from this card." / "Opponents must pay
    # +[1] to play cards for each Tip counter on this card." (519; 705.2b)
    "AD147": card(
        Triggered(Trigger("played", OPPONENT, value="any"), (PutCounters("Tip"),)),
        at_start_of("Ready", RemoveCounters("Tip"), whose=ANY),
        Static("cost", Cards(zone=Zone.HAND), 1, value="play", who=OPPONENT, per_counter="Tip"),
    ),
    # Tea Set: "At the start of a faceoff, you may pay [1] and exhaust this card to have
    # players flip 1 fewer cards during that faceoff." (while ready: exhausted, it could not
    # pay the cost, 508.1d; ``FewerFlips``, 514.3a)
    "AD148": card(
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("ready")),
            (IfYouDo(Pay(1), (Act("exhaust", THIS), FewerFlips(1))),),
        )
    ),
    # Tempting Offer: "When you flip a Chaotic card, you may move an opposing character
    # involved in the faceoff." (home or a Problem: moved away, it is no longer involved)
    "AD149": card(
        when_you_flip(Move(Cards(OPPONENT, CHARACTER, where=INVOLVED), to="any", optional=True))
    ),
    # The Element of Surprise: "You must control Discord to play this card." / "At the start
    # of your turn, put a Chaos counter on this card." / "When you flip a non-Chaotic card,
    # you may remove a Chaos counter from this card to ignore that card and flip another
    # card." (515.4, 515.1)
    "AD150": card(
        Static(
            "play-requires",
            condition=Condition("count", Cards(YOU, CHARACTER, title="Discord")),
        ),
        at_start_of("Ready", PutCounters("Chaos"), whose=YOU),
        when_you_flip(
            IfYouDo(RemoveCounters("Chaos", n=1, optional=True), (Act("ignore", THAT), Flip(1))),
            chaotic=False,
        ),
    ),
    # Everfree Rescue Mission: "When this Problem is solved, dismiss each Friend here." The
    # Friends that were here as it was solved, sent home since (712.2, ``SOLVED_HERE``): read
    # as the Friends at the Problem once it was replaced, the text could never do anything
    "AD174": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), each=True))),
    # Un-Unicorned: "Characters here lose and can't gain abilities." (a Problem's ability;
    # ``Static("lose-abilities")``)
    "AD191": card(Static("lose-abilities", Cards(types=CHARACTER, where=HERE))),
    # Iron Will, Attack the Day: "Opposing Friends here lose and can't have abilities."
    # Ruling: two opposing Iron Wills at one Problem: the one that entered play first (711.3)
    # takes the other's abilities, so the later one takes none
    "AD196": card(Static("lose-abilities", OPPOSING_FRIEND_HERE)),
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
}
