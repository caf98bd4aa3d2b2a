"""The card-script vocabulary: abilities (701) written as data a reviewer reads beside the card.

A script is a tuple of abilities, one per paragraph of the card's text (701.2):

    "PR37": card(on_play(draw(1))),                 # When you play this card, draw a card.
    "PR16": card(when_moved(ready(choose(Cards(YOU, CHARACTER, where=HERE))))),

Selectors (``Cards``) pick cards by zone, area, controller, type, trait, colour and power;
``THIS``, ``THAT`` (the card a trigger is about) and ``CHOSEN`` name single cards. Conditions
(``Condition``) gate modifiers ("while ...") and triggers ("if ..."). Effects are one-shot
instructions (709) or create lasting modifiers with a duration (708.2). Keywords (glossary) are
built from the same pieces in ``engine.scripts.keywords``. Tokens and copies: ``PutToken`` /
``friend_tokens`` (521.1), ``PutTokenCopy`` (520.2), ``CopyEffect`` (520.1), and
``Cards(token=...)`` / ``Trigger(token=...)`` for "token" and "non-token" cards (521.2);
``AtEndOfTurn`` for "at the end of the turn, banish them" (615.1).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import CardType, Colour
from engine.state import Zone

# Whose: relative to the controller of the ability (513.5, 513.6); ACTOR is "that player",
# the player who did what triggered the ability; TURN is the turn player.
YOU, OPPONENT, ANY = "you", "opponent", "any"
ACTOR, ACTOR_OPPONENT, TURN = "actor", "actor-opponent", "turn"
THERE_OWNER = "there-owner"  # the owner of the Problem the trigger happened at
CHOSEN_CONTROLLER = "chosen-controller"  # "that card's controller" (as it left play, 712.2)
# "the player with the fewest points": fewer points than every other player (none on a tie,
# as "the player with the most ..." needs more than any other); Crystal Games (CG67)
FEWEST_POINTS = "fewest-points"
# Where: relative to the card with the ability (501.4, 501.5).
# The six colours (203.1a), as the scripts name them.
BLUE, ORANGE, PINK = Colour.BLUE, Colour.ORANGE, Colour.PINK
PURPLE, WHITE, YELLOW = Colour.PURPLE, Colour.WHITE, Colour.YELLOW
HERE = "here"  # this card's area; "this card's Problem" is the same area
HERE_OR_HOME = "here-or-home"  # 501.4 read literally: this card's area, its home too
THERE = "there"  # the area the trigger happened at
HOME = "home"
AT_PROBLEM = "problem"  # at any Problem
AT_OPPONENT_PROBLEM = "opponent-problem"  # at a Problem an opponent owns
AT_ANOTHER_PROBLEM = "another-problem"  # at a Problem other than this card's (CN188)
ELSEWHERE = "elsewhere"  # "at other locations": home or a Problem, not this card's area (LL35)
ANYWHERE = "anywhere"
INVOLVED = "involved"  # involved in the current faceoff (514.2)
# "a Friend that was involved": involved in the current faceoff now or at an earlier point of it
# (a priority window, its start), though it has since ceased to be (514.2d; CG112)
WAS_INVOLVED = "was-involved"
# one of the cards CHOSEN before ("that was involved"); an ``Act`` on one of them leaves
# CHOSEN as it was, so a later AMONG_CHOSEN is the rest ("... chooses 1. ... the other")
AMONG_CHOSEN = "among-chosen"

CHARACTER = (CardType.MANE, CardType.FRIEND)
FRIEND = (CardType.FRIEND,)
RESOURCE = (CardType.RESOURCE,)
EVENT = (CardType.EVENT,)
TROUBLEMAKER = (CardType.TROUBLEMAKER,)
PROBLEM = (CardType.PROBLEM,)
MANE = (CardType.MANE,)
ANY_TYPE: tuple[CardType, ...] = ()


@dataclass(frozen=True)
class Ref:
    """One card an instruction names: ``this`` card, ``that`` card (the trigger's), the
    ``chosen`` one(s) from an earlier instruction, or ``host`` (an attachment's)."""

    name: str


THIS, THAT, CHOSEN, HOST = Ref("this"), Ref("that"), Ref("chosen"), Ref("host")
ANY_NUMBER = 1000  # "any number of cards": more than a game ever has to choose from
THAT_HOST = Ref("that-host")  # the host of the attachment a trigger is about (509.1)
# "the top card of your deck" (the ability controller's draw deck; none when it is empty):
# "banish the top card of your deck to beneath this card" (CN142, CN153; 410.5)
DECK_TOP = Ref("deck-top")
# "the card from the bottom of your deck" (AD93; 401.3)
DECK_BOTTOM = Ref("deck-bottom")
# "this card" in a flipped card's Chaos ability triggered as the faceoff ends (MT96): by the
# time it resolves the faceoff's end has put the card on the bottom of its owner's deck as a
# new card (514.6, 410.6); the ability follows it there: the bottom-most card of that deck
# with this card's card id (copies of one card are alike), among the cards the faceoff's end
# put there (not found if a replacement put it elsewhere, 710.1)
BOTTOMED_THIS = Ref("bottomed-this")
# "any cards beneath it" in "when this card leaves play, put any cards beneath it into their
# owner's hand" (CN164): the banished cards that were beneath this card as it left play
# (410.5: they stay banished, beneath nothing), each as the card it is now
WAS_BENEATH = Ref("was-beneath")


@dataclass(frozen=True)
class Cards:
    """A card description: who controls it, where, type, trait, colour, power (selectors)."""

    controller: str = ANY
    types: tuple[CardType, ...] = ANY_TYPE
    where: str = ANYWHERE
    trait: str | None = None
    colour: Colour | None = None
    max_power: int | None = None
    min_power: int | None = None
    other: bool = False  # "another", "other": not this card
    zone: Zone = Zone.PLAY
    face_down: bool = False  # only face-down cards; else not face-down Troublemakers (505.2)
    exhausted: bool | None = None
    with_resource: bool = False  # "with a Resource attached to it"
    title: str | None = None
    any_colour: tuple[Colour, ...] = ()  # "a [Loyalty] or [Laughter] character"
    on_this: bool = False  # attached to this card ("each Resource on it")
    beneath: bool = False  # banished beneath this card (glossary: Pumped); zone BANISHED
    token: bool | None = None  # True: "token" cards only; False: "non-token" ones (521.2)
    not_trait: str | None = None  # "non-Unique": without this trait
    # "with that name": its name is the one this card named as it entered play (706.1a, 201.1),
    # or the one an instruction of the ability being resolved named (``Name``)
    named: bool = False
    named_type: bool = False  # "with that type": of the card type an instruction named (``Name``)
    not_that: bool = False  # "another", "a different": not THAT card (the trigger's)
    host: tuple[CardType, ...] = ()  # "a Resource on a Friend": attached to one of these (509)
    printed_power: int | None = None  # "with printed power of 0" (507.4: modifiers ignored)
    host_controller: str = ANY  # "a Resource on an opponent's Friend": whose the host is
    keyword: str | None = None  # "a Friend with Pumped": has this keyword (printed or granted)
    beneath_chosen: bool = False  # "cards from beneath [the card CHOSEN]"; zone BANISHED
    # --- Premiere additions (PR180) ---
    not_colour: Colour | None = None  # "characters without [Generosity]" (203.1a, 711)
    # --- Canterlot Nights additions (CN169, CN180, CN184) ---
    resource_trait: str | None = None  # "with Accessories on them": such a Resource on it (509)
    without_resource: bool = False  # "without Resources on them": none attached to it (509)
    # --- Crystal Games additions (CG205) ---
    max_cost: int | None = None  # "with cost 2 or less": its printed cost (204.1); none: no
    power_over_cost: bool = False  # "with power greater than its cost" (507.1, 204.1; CG124)
    # "the Friend with power higher than any other Friend involved" (507.1; CG99): of the cards
    # fitting the rest, the one with more power than each other; none on a tie (``select``)
    strongest: bool = False
    # "your other [Laughter] Friends" on an attachment: not this card's host (509; CG134)
    not_host: bool = False
    # "characters that have only that color": exactly one colour, the one a ``ChooseOne`` of
    # ``COLOURS`` before it chose (203.1, 705.2f; CG158); read by instructions only
    only_chosen_colour: bool = False
    boosted: bool | None = None  # True: a Mane Character Boosted side up (301.2; CG156)
    # --- Absolute Discord additions (AD90, AD91) ---
    # "with printed power 3 or more" / "2 or less" (507.4: modifiers ignored; a face-down
    # card has none, 505.1b; AD127)
    min_printed_power: int | None = None
    max_printed_power: int | None = None
    # "with power less than or equal to the power of that Mane Character": at most the power
    # of the card CHOSEN before (507.1), read by instructions only (AD90)
    power_at_most_chosen: bool = False
    # Absolute Discord (AD125): "this card and that Friend" on an attachment: this card and
    # its host (509); with ``Act(each=True)`` the attachment is done first
    with_host: bool = False
    # "with power less than or equal to this card's power" (CG195): this card's power read
    # as the instruction is done, in play or as it last existed there (712.2); instructions only
    max_power_this: bool = False
    # "with power less than or equal to the number of colors this card has" (CG61): ``max_power``
    # read as the instruction is done (``count`` of this card, "colours")
    max_power_count: str = ""
    # "of a type its owner has played a card of this turn" (CG4, in a hand): counted by
    # ``Table.count_this_turn`` in games whose cards read it
    played_type_this_turn: bool = False
    unattached: bool = False  # "non-attachment": not attached to a card (509; CG132)
    # "each card with the same name" as the card CHOSEN (201.1; CG201); instructions only
    same_name_as_chosen: bool = False
    not_chosen: bool = False  # "another one" than the cards CHOSEN (CG183); instructions only
    with_counters: bool = False  # "a counter on one of your ready cards": has one (519.1)
    any_trait: tuple[str, ...] = ()  # "a Dragon or Pegasus": has one of these traits (CG136)
    # "with printed power equal to the number of Party counters on this card" (CG138):
    # ``printed_power`` read as the instruction is done (``count`` of this card)
    printed_power_count: str = ""
    # --- Absolute Discord additions (AD159) ---
    # "a Friend with the least power among ...": of the cards fitting the rest, those with no
    # more power than any other (507.1); several on a tie, one of them chosen
    weakest: bool = False
    # --- Equestrian Odysseys additions (EO74, EO116, EO137) ---
    # "without an attached Accessory": no Resource with this trait attached to it (509)
    without_resource_trait: str | None = None
    # "a Problem you confronted this turn" (611.4; EO137): the ability's controller confronted
    # it this turn, counted by ``Table.count_this_turn`` ("confronted:[its id]")
    confronted_this_turn: bool = False
    # --- High Magic additions (HM106, HM109) ---
    # "that character" on an attachment, in a trigger's ``about``: this attachment's host
    # (509): "when you move that character to a Problem" (HM106)
    host_of_this: bool = False
    # --- Marks in Time additions (MT96) ---
    # "each Accessory attached to it" on an attachment: attached to this card's host (509)
    on_host: bool = False
    # --- Marks in Time additions (MT15, MT42, MT106) ---
    # "your Cutie Marked Friends" ("cutie marked", the keyword action's record, glossary:
    # Cutie Mark), "a +1 power counter on one of your cards", "one of your Friends with a
    # Friendship counter" (HM67): at least one counter so named (519.1)
    with_counter: str = ""
    # "If you have Scootaloo, Forever a Crusader" (MT48): a card with this name, its Title
    # and Subtitle (201.1; another Subtitle is another name, 201.1a)
    card_name: str | None = None
    # --- Defenders of Equestria additions (DE21) ---
    # "an opposing Friend or boosted Mane Character": a Mane Character fits only Boosted side
    # up (301.2); other card types as the rest says
    boosted_if_mane: bool = False
    # "each Event banished this way" (EO60): banished by an earlier ability of this card,
    # marked so by ``Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent")`` (406)
    banished_this_way: bool = False
    # --- Friends Forever additions (FF26, FF43, FF87, FF97) ---
    # "with cost less than or equal to the number of Earth Pony characters you have":
    # ``max_cost`` read as the instruction is done, the number of cards fitting this (204.1)
    max_cost_per: Cards | None = None
    # "with cost equal to the number of cards discarded this way" (LL3 Boosted): the printed
    # cost (204.1) is the number of cards the ``Discard(any_number=True)`` before discarded
    cost_discarded: bool = False
    # --- Friends Forever additions (FF133) ---
    # "another character with higher power than this card": more power than this card has
    # now (507.1; a face-down card has none, 505.1b); read by conditions and instructions
    more_power_than_this: bool = False
    # --- Friends Forever additions (FF124, FF130) ---
    # "with the highest power among ...": of the cards fitting the rest, those with no less
    # power than any other, ties included (507.1): "among" compares them with each other
    # ("opposing characters here with the highest power among opposing characters", FF124);
    # "any-controller" with every player's cards fitting the rest ("if you have a character
    # with the highest power", FF130)
    highest: str = ""
    # "with power less than or equal to their printed power" (FF125): its power is not above
    # its printed power (507.1, 507.4); read after power, not by power or grant modifiers
    power_at_most_printed: bool = False
    # --- Leaders and Legends additions (LL132) ---
    # "a card with no play requirement": its card has none printed (205.1; a Mane Character,
    # Problem or Troublemaker has none either)
    no_requirement: bool = False
    # "a Friend you own" (LL111): its owner, YOU or OPPONENT, whoever controls it (513.1)
    owner: str = ANY
    # --- Seaquestria and Beyond additions (SB106) ---
    # "with less power than that Friend": less than the power of the card CHOSEN before, in
    # play (507.1), read by instructions only (as ``power_at_most_chosen``, strictly less);
    # a revealed card on the deck CHOSEN: its printed power ("the revealed card's", LL98)
    power_below_chosen: bool = False
    # "Opposing characters here can't contribute ... unless their power is greater than or
    # equal to this card's power" (FF71): power less than this card's, both as they are now
    # (507.1); a card without power fits none
    weaker_than_this: bool = False
    # "a Friend they do not own": its controller is not its owner (513.1, 513.2; LL7)
    not_owned: bool = False
    # "a character that was moved this turn" (FF95): moved this turn, by any player, as an
    # action or by an effect (506.1), as the same card (410.6: a frightened one is a new
    # card); kept by ``Table.record_move`` in games whose cards read it
    moved_this_turn: bool = False
    # --- Leaders and Legends additions (Talented: LL11, LL13, ...) ---
    # "an Event whose play requirement includes at least one of this card's colors": one of
    # the card's printed play requirements (205.1) is of a colour this card has now (203.1)
    requirement_shares_colour: bool = False
    # "another one of your characters with 1 less power" (LL1): power exactly this much less
    # than THAT's, the trigger's card, in play or as it last existed there (507.1, 712.2);
    # read by instructions only
    that_power_less: int = 0
    # "one of your Resources on that Friend" (LL42): attached to THAT, in a replacement's
    # instructions the card the occurrence would happen to (509); read by instructions only
    on_that: bool = False


BENEATH_THIS = Cards(zone=Zone.BANISHED, beneath=True)  # "a card from beneath this card"
BENEATH_CHOSEN = Cards(zone=Zone.BANISHED, beneath_chosen=True)  # "from beneath that Friend"


Target = Ref | Cards


@dataclass(frozen=True)
class Condition:
    """A yes/no question about the game, from the ability controller's point of view.

    ``kind``: "count" (at least ``n`` cards fit ``cards``), "none" (no card fits),
    "in-faceoff" (this card is involved in a faceoff, of ``value`` kind if given; with
    ``cards``, and at least ``n`` cards fit them: "involving this card and at least 2 of your
    other Critter Friends"),
    "faceoff" (a faceoff is in progress), "titles" (your involved characters include at
    least ``n`` of the titles in ``value``, "|"-separated),
    "phase" (it is the ``value`` Phase), "turn" (it is the turn of ``value``, YOU or
    OPPONENT: "during your opponent's Score Phase" with "phase" in "all", AD46),
    "cards-played" (at least ``n`` cards played this turn by ``value``: TURN, the turn
    player, "if that opponent played at least 2 cards that turn", or YOU; counted in a game
    whose cards read it, ``Table.count_this_turn``; AD4),
    "at-problem" (this card is at a Problem),
    "at-opponent-problem", "at-home", "chosen" (the chosen card fits ``cards``: "if it has 0
    power or less" ``Cards(max_power=0)``, "if it was a Critter" ``Cards(trait="Critter")``;
    a chosen card that has left play is judged as it last existed there, 712.2),
    "over-home-limit" (you have Friends at home in excess of your home limit, 616.3),
    "faceoff-here" (a faceoff, of ``value`` kind if given, is at this card's Problem: "during
    Problem faceoffs here"), "host-in-faceoff" (this attachment's host is involved in a
    faceoff, of ``value`` kind if given),
    "challenger" (a Troublemaker faceoff is in progress and ``value``, YOU or OPPONENT, is
    challenging: "while your opponent is challenging a Troublemaker", 608.4),
    "power" (this card has exactly ``n`` power: "when this card has 8 power", read with a
    "state" trigger; a card with no power, face-down, has none, 505.1b; ``value``
    "at-least": at least ``n``, "if this card has at least 4 power", CG6),
    "confronted" (this Problem, or this card's Problem, has been confronted since it entered
    play: "once this Problem has been confronted", 611.4),
    "parity" (the printed power of the card CHOSEN, a revealed one, is the ``ChooseOne``
    choice before it, "odd" or "even": "if that card's printed power matches your choice",
    507.4; 0 counts as even; ``value`` "even" or "odd": that parity, no choice: "if that
    card's power is even", EO51),
    "printed-power" (the printed power of the card CHOSEN, a revealed one, is at most ``n``,
    modifiers ignored, 507.4; a card without power has none: "if the printed power of that
    card is 3 or less", CG64),
    "different-names" (no two cards fitting ``cards`` have the same name, Title and Subtitle,
    201.1; with none or one, none has: "if no two cards in your hand have the same name", LL4),
    "strongest-here" (this card is at a Problem and has more power than every other Friend
    there: "while this card has power higher than any other Friend here", CG72; ``value``
    "host": this attachment's host, "while that Friend has ...", CG130),
    "most-power-here" (your power at this card's Problem, the combined power of your
    characters there, is more than any opponent's: "has more power at this Problem than any
    opponent", 507.2), "colour-power" (your power of the colour ``value``, the combined power
    of your characters in play of that colour, is at least ``n``: "if you have at least 3
    [Generosity] in play", 507.3), "all" (every condition of ``all_of`` holds: "while ...,
    if ..."), "colours" (the cards fitting ``cards`` have at least ``n`` different colours
    among them, 203.1: "confronts this Problem with characters that have at least 3
    different colors among them", CG167), "most-here" (you have more characters with the
    trait ``value`` at this card's Problem than any other player, at least one: "the player
    with the most Pegasus characters here", read from each player's side with
    ``Static.each_player``, CG178),
    "powers" (the cards fitting ``cards`` have at least ``n`` different powers among them,
    507.1; a face-down card has none, 505.1b: "3 or more characters with different power",
    LL1),
    "scored-with" (at least ``n`` points have been scored with this card during this turn's
    Score Phase: for confronting a Problem it contributes power to, 611.3a, 611.4, or for
    winning a Problem faceoff it contributes power to, 514.4a, 514.5c; not points from
    abilities; kept by ``Table.score``; PR5, read with ``when_state``),
    "weakest-here" (this card is at a Problem and has less power than every other Friend
    there: "while this card has lower power than any other Friends here", AD71),
    "ready" (this card is not exhausted,
    503.3: "while this card is ready", CG44),
    "flipped" (this card is in the flip zone: Chaos, "while this card is flipped", ``FLIPPED``),
    "option" (the mode chosen for "Choose one:" is ``value``; ``choose_one``),
    "revealed-higher" (the printed power of the card CHOSEN, a revealed one, 507.4, is
    higher than THAT's power, in play or as it last existed there, 712.2: "if that card's
    power is higher than that of the opposing Friend", EO43),
    "not-involved" (a faceoff is in progress and this card is not involved in it: "During a
    faceoff, this card becomes involved in the faceoff", EO18, with ``Act("involve", THIS)``,
    514.2d.i), "you-won" (in a ``FaceoffResult``: the ability's controller won the faceoff it
    started, 514.5d: "If you win the faceoff, ...", EO12), "you-lost" (another player won
    it: "If you lose, ...", EO174), "played-card" (the Event's text is done as it is played,
    not as a copy of it, 520.1: an additional cost "as an additional cost to play this card,
    discard a card" is its first instruction under this condition, with a
    ``Static("play-requires")`` that it can be paid, 508.1d; EO111, EO130),
    "most-attached" (a Friend fitting ``cards``, or with none this attachment's host, has more
    Resources attached, of the trait ``value`` if given, than any other Friend in play, and at
    least one: "while that Friend has more Resources on it than any other Friend", AD121; "if
    a player has a Friend with more Accessories on it than any other Friend", AD131; 509),
    "mixed-colours" (the cards fitting ``cards`` do not all have the same colours, 203.1:
    "when you play a Friend that is a different color from one of your other Friends", read
    with that Friend in play, CSf1), "any" (one of the conditions of ``all_of`` holds: "while
    you have A, B, or C", CSf2).
    "most-here" with ``cards``: of its types, not only characters ("the player with the most
    Friends here", RR9), and for the player its controller names (OPPONENT: "your opponent
    controls more characters here than you", RR4); ``value`` "" is any trait.
    "turn" (``value``, YOU or OPPONENT, is the turn player: "during their Main Phase" with
    "phase"; CG139),
    "chosen-named-type" (the card CHOSEN has the card type a ``Name(card_type=True)`` of the
    ability named: "if that card has that type", 206.2; CG105), "chosen-named" (the card
    CHOSEN has the name a ``Name`` of the ability named, 201.1: "if that Friend is the named
    card", AD114; ``value`` "not": a card is CHOSEN and it has another name, "if not"),
    "more-flipped" (your opponent has more cards in the flip zone than you, 515.1: "if that
    opponent has more flipped cards than you", CG86),
    "fewer-points" (your opponent has more points than you: "if an opponent has more points
    than you", EO7), "more-than-opponent" (more cards fit ``cards`` seen from your side than
    from your opponent's, 513.5: "if you have more Friends than an opponent", EO4),
    "counters" (this card has at least ``n`` counters named ``value``: "while this card has
    at least one Postage counter on it", 519.1; CG80),
    "no-counters" (this card has no counter named ``value`` left: "when you remove the last
    Momentum counter", 519.3; AD194),
    "host-boosted" (this attachment's host is a Mane Character Boosted side up: "while that
    Mane Character is boosted", 301.2; AD153),
    "played-this-turn" (you have played exactly ``n`` cards this turn, the one just played
    included: "when you play your first card each turn", CG80), "drew-this-turn" (you, or with
    ``value`` "opponent" your opponent, have drawn at least ``n`` cards this turn, the draw
    that triggers included: "if that opponent has already drawn at least 4 cards this turn",
    CG139; both counted by ``Table.count_this_turn``).
    "tokens" (a player ``value``, YOU by default or OPPONENT, has at least ``n`` action tokens,
    502: "if an opponent has at least [3]", AD152; read as it is asked, not kept by the view),
    "same-printed-power" (instructions only: the top card of your deck and THAT card have the
    same printed power, 507.4; AD192). "most-power-here" with ``value`` OPPONENT: your
    opponent has more power at this card's Problem than any other player (AD189),
    "behind" (an opponent has more points than you, 517.1: "while an opponent has more points
    than you", EO180),
    "discarded-this-turn" (you, or with ``value`` "opponent" your opponent, have discarded
    exactly ``n`` cards this turn, the discard that triggers included: "if it's the first
    card that player has discarded this turn", EO30; counted by ``Table.count_this_turn``),
    "won-problem-faceoff-by" (you won a Problem faceoff by at least ``n`` power this turn, the
    widest margin of the turn, 514.5: "if you won a Problem faceoff by at least 5 power this
    turn", EO129; counted by ``Table.count_this_turn``),
    "at-most" (at most ``n`` cards fit ``cards``: "while you have 3 or fewer cards in your
    hand", DE9), "not-confronted-this-turn" (this card is at a Problem that no player has
    confronted this turn, 611.4; at home it has no Problem and it does not hold: "if this
    card's Problem was not confronted", DE40; counted by ``Table.count_this_turn``),
    "revealed" (instructions only: the card a reveal showed, out of play, fits ``cards`` in
    its zone, read from its printed characteristics, 206, 507.4: the top card of your deck
    while it is there revealed, 410.6, else CHOSEN: "if it's an Event", HM107; "if you reveal
    a Friend this way", the Carollers DE7, DE20, DE27, DE48), "moved-this-turn" (you, with
    ``value`` "opponent" your opponent, with TURN the turn player ("that opponent" at the end
    of their turn), have moved exactly ``n`` characters this turn, as actions or by effects,
    506.1c: "if that opponent did not move any characters this turn", SB51; counted by
    ``Table.count_this_turn``).
    Marks in Time: "none-confronted" (no player has confronted a Problem this turn, 611.4:
    "if no Problems were confronted this turn", MT119, HM144; ``Table.count_this_turn``
    "confront"), "first-turn" (it is your first turn: turn 1 for the player who played first,
    turn 2 for the other, 102.3, 601), "played-second" (you did not play first, 102.3: "At
    the start of your first turn, if you did not play first", MT116), "none-played" (you
    have played no card of a type of ``cards`` with its trait this turn: "your first Griffon
    Friend each turn" with ``Cards(types=FRIEND, trait="Griffon")``, read before the card
    being played is counted, 705.2b; FF23, FF31; ``Table.count_play``), "counters-exactly"
    (this card has exactly ``n`` counters named ``value``: "if it has exactly 3 +1 power
    counters on it", 519.1; MT113).
    Leaders and Legends: "points" (a player ``value``, ANY by default, YOU or OPPONENT, has at
    least ``n`` points, 517.1: "if a player has 8 or more points", "while a player has 8 or
    more points", LL12, LL48), "tokens-even" (you have an even number of action tokens, 0
    included, 502: LL40; ``value`` OPPONENT: an opponent has, LL110), "friend-left-this-turn"
    (a Friend, any player's, has left play this
    turn, any way: LL25; ``Table.count_this_turn`` "friend-left"), "no-big-friend-played" (you
    have played no Friend with printed power 4 or more this turn, 507.4: "your first Friend
    with printed power 4 or more each turn", LL19; "play-big-friend"), "points" with ``value``
    "none" (no player has ``n`` points: LL44's "... instead"), "played-this-turn" with
    ``value`` "opponent" (your opponent has played exactly ``n`` cards this turn: "if it is the
    second card they have played", LL47), "power" with ``value`` "at-most" (this card has at
    most ``n`` power: "while this card has 3 or less power", LL24), "won-faceoff-this-turn"
    (you have won at least ``n`` faceoffs this turn, of any kind, 514.5: "if you won a faceoff
    this turn", LL105; ``Table.count_this_turn`` "faceoff-won"), "friends-entered"
    (exactly ``n`` Friends, any player's, have entered play this turn, played or put into
    play, 706.1d: read as a Friend enters, "if it was the third Friend that entered play this
    turn", LL81).
    """

    kind: str
    cards: Cards | None = None
    n: int = 1
    value: str = ""
    all_of: tuple[Condition, ...] = ()  # Premiere (PR141): kind "all"


# --- effects (one-shot instructions, 709; or lasting modifiers, 708) -----------------------
@dataclass(frozen=True)
class Effect:
    """Base of instructions. ``optional``: "you may" (712.3); ``condition``: "if ..."."""


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1
    who: str = YOU
    optional: bool = False
    per_tokens_of: str = ""  # "a card for each action token [that player] has"
    # "draws a card for each of their characters involved in the faceoff" (514.2; CG109)
    per_involved: bool = False
    # "draw a card from the bottom of your deck" (410.4; CG26, CG111): each draw takes the
    # deck's bottom card. In a draw replacement ("can draw from the bottom", CG179) it is the
    # replaced draw done that way, not offered to draw replacements again (710.5)
    bottom: bool = False
    # "draw cards until you have 4 or more cards in your hand" (DE28), "... until you reach
    # your maximum hand size" (616.2: 8; EO0): as many as the hand of the first player drawing
    # lacks of this number as the instruction begins (``n`` not read; none when it has that
    # many already)
    to_hand_size: int = 0
    # "draw cards equal to the number of Friends retired this way" (EO130): ``n`` times the
    # cards the instruction before chose (as ``GainTokens.per_chosen``)
    per_chosen: bool = False
    # Friends Forever (FF67): "draw a card for each of your Earth Ponies": ``n`` times the
    # cards fitting ``per`` as the instruction is done (as ``GainTokens.per``)
    per: Cards | None = None
    # Leaders and Legends (LL32): "draw cards until you have the same number of cards in your
    # hand as your opponent": as many as the opponent's hand has more than yours (none if not)
    to_opponent_hand: bool = False
    # "then draw a card for each card discarded this way" (LL68): ``n`` times the cards the
    # ability's controller discarded since the ``Discard(any_number=True)`` before it began
    # (410.3; a discard replaced by another occurrence is none, 710.1)
    per_discarded: bool = False
    # Absolute Discord (AD84): "reveal the top card of your deck and you may draw it": the
    # card CHOSEN, revealed on top of the deck (``RevealTop(rest="stay")``), is drawn (a draw,
    # 410.4: replacements and limits apply); CHOSEN is then the card it became in the hand
    # (410.6), "that Friend" for the instructions after it. Not on top any more: not done
    chosen: bool = False


@dataclass(frozen=True)
class Discard(Effect):
    """``who`` discards ``n`` cards: at random, or chosen by that player ("choose and discard").

    ``by``: another player chooses them from the revealed hand ("an opponent reveals their
    hand; you may choose a Friend card from it and they discard that card"), only cards of
    ``types``, and may choose none when ``optional``. ``named``: only cards with the name or
    of the card type an earlier instruction named (``Name``: "an opponent reveals their hand
    and discards all cards with that name"); the hand is revealed first."""

    n: int = 1
    who: str = OPPONENT
    random: bool = True
    all: bool = False
    by: str = ""
    types: tuple[CardType, ...] = ()
    optional: bool = False
    per_tokens_of: str = ""  # ``n`` for each action token that player has (or ``OWN_TOKENS``)
    named: bool = False
    per_involved: bool = False  # "for each of their characters involved" (514.2; CG122)
    per_chosen: bool = False  # "discards that many cards": ``n`` times the cards CHOSEN (EO130)
    # "a card that shares a type with that card" (206.1): of THAT card's type only; with
    # ``optional`` and none in hand, it is not done (AD198)
    shares_type: bool = False
    # Equestrian Odysseys (EO118): "choose a card with 3 or more printed power" from the hand:
    # only cards with a printed power of at least this (507.4: modifiers ignored; none: none)
    min_printed_power: int | None = None
    # paid as a cost ("as an additional cost to play this card, discard 2 cards", "discard any
    # number of random cards to ..."; 508.1): no replacement modifier replaces it, as a
    # replaced part of a cost can't be paid (508.1a)
    cost: bool = False
    # "discard any number of cards": as many as the player chooses, none included (LL68; with
    # ``random``, the player chooses how many, LL3 Boosted); CHOSEN then counts the cards
    # discarded this way (``Draw(per_chosen=True)``: "draw a card for each card discarded this
    # way"; a discard replaced by another occurrence is not one of them, 710.1)
    any_number: bool = False
    # Friends Forever (FF2): "have an opponent discard a card. If they do, ... where X is the
    # discarded card's power": the cards one player discards are CHOSEN for the instructions
    # after it, by their ids in the discard pile (410.6); none discarded, it is not done
    # (508.1c: an ``IfYouDo`` after it is not done either)
    chosen_discarded: bool = False


@dataclass(frozen=True)
class DiscardHandToDraw(Effect):
    """ "You may discard all the cards in your hand to draw that many cards plus one" (LL60):
    the ability's controller discards every card of their hand (410.3), then draws as many
    cards as were discarded, plus ``plus`` (410.4); ``optional``: "you may" (712.3)."""

    plus: int = 1
    optional: bool = True


@dataclass(frozen=True)
class Name(Effect):
    """ "Name a card" / "name a Friend" (``types``; 201.1, 201.1b) or, with ``card_type``,
    "name a card type" (206.2), as an instruction (705.2f): player ``who`` names it and the
    ability's later instructions read it ("with that name": ``Cards(named=True)``,
    ``Discard(named=True)``; "with that type": ``Cards(named_type=True)``). It lasts while
    the ability resolves; naming as a card enters play is ``name_card`` (706.1a)."""

    who: str = YOU
    types: tuple[CardType, ...] = ()
    card_type: bool = False
    # Friends Forever (FF134): "When this card enters play, name a card type": the name is
    # also kept on this card while it stays in play (``CardInstance.chosen``, as one named as
    # it entered, 706.1a), for its other abilities ("with the named type":
    # ``Cards(named_type=True)`` in a trigger's ``about``); a new card keeps none (410.6)
    keep: bool = False
    optional: bool = False  # "you may name a Friend" (712.3; LL138): declined, nothing is named


@dataclass(frozen=True)
class ChooseOne(Effect):
    """ "Choose odd or even" (705.2f): player ``who`` chooses one of ``options``; the
    ability's later instructions read it (``Condition("parity")``) while it resolves."""

    options: tuple[str, ...]
    who: str = YOU
    # "Choose one: A, B, or C" (a modal instruction): ``modes[k]`` are the instructions of
    # ``options[k]``; only the chosen one's are followed (``choose_one``)
    modes: tuple[tuple[Effect, ...], ...] = ()
    # "choose one at random: A, or B" (AD17): the game chooses among the modes that can be
    # done, at random (the judge enters it in observed mode)
    random: bool = False
    # "Choose two:": that many different modes, one after the other (``choose_two``)
    pick: int = 1
    # Defenders of Equestria (DE116): "you may choose A, B, or C": the player may choose none
    # (712.3), and then none of the modes' instructions is followed
    optional: bool = False


def choose_one(
    *modes: tuple[str, tuple[Effect, ...]],
    who: str = YOU,
    random: bool = False,
    optional: bool = False,
) -> ChooseOne:
    """ "Choose one: [mode], [mode], or [mode]": ``who`` chooses one mode by its words, then
    follows that mode's instructions only (705.2f: decisions made in order). A mode that can't
    be done is not offered (705.2f: "players can't choose to do things that can't be done"):
    one whose first instruction acts on a card none fits; the others are, even if part of
    them can't be done (705.2f: as much as possible)."""
    return ChooseOne(
        tuple(m[0] for m in modes), who, tuple(m[1] for m in modes), random, optional=optional
    )


def look_at_a_problem_deck(n: int, optional: bool = False) -> ChooseOne:
    """ "Look at the top [n] cards of a Problem deck and put them back on the top or bottom of
    that deck in any order": whose deck is chosen as it resolves (705.2f); ``optional``: "you
    may look ..." (712.3). DE80, SB86, FF28, FF62."""
    return choose_one(
        ("your Problem deck", (LookAtTop(n, YOU, problem_deck=True, bottom=True),)),
        ("an opponent's Problem deck", (LookAtTop(n, OPPONENT, problem_deck=True, bottom=True),)),
        optional=optional,
    )


def choose_two(*modes: tuple[str, tuple[Effect, ...]], who: str = YOU) -> ChooseOne:
    """ "Choose two: [mode], [mode], or [mode]" (the Epiphanies): ``who`` chooses one mode,
    then a different one, among those that can be done (as ``choose_one``); the chosen
    modes' instructions are followed in their printed order (705.2f: in the order written),
    whichever was chosen first. With one mode that can be done, only that one."""
    return ChooseOne(tuple(m[0] for m in modes), who, tuple(m[1] for m in modes), pick=2)


# Seaquestria and Beyond (SB136): "If you would choose one effect while playing a Song card,
# you may choose each effect instead" (``Static("song-choose-each")``): this option of a
# Song Event's "Choose one:" chooses every mode that can be done, followed in printed order
EACH_MODE = "each effect"

# "choose a color" as an instruction (705.2f): ``ChooseOne(COLOURS)`` (CG158)
COLOURS = tuple(c.value for c in Colour)
# ``Modify(THIS, CONFRONT_COLOUR, value="[YOU|OPPONENT]:[colour]")`` on a Problem: that
# player's characters without that colour can't contribute their power to confronting it
# until the modifier ends (611.3a; EO181; ``flow.confront_rules``)
CONFRONT_COLOUR = "confront-colour"
# ``Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent")`` after banishing a card: it is
# remembered as banished by this card (by its id in play) for ``Cards(banished_this_way=True)``
BANISHED_THIS_WAY = "banished-this-way"
# ``Modify(CHOSEN, BANISHED_FACE_DOWN, until="permanent")`` after banishing cards face-down: each
# is remembered as banished face-down by a card of this card's name (the lasting effect's
# source), while it stays banished with its id (410.6), for ``Static("play-banished-face-down")``
# (LL41). The printed information of a face-down card stays public (505.1c).
BANISHED_FACE_DOWN = "banished-face-down"


@dataclass(frozen=True)
class Shuffle(Effect):
    """``who`` shuffles their draw deck (its cards become new cards, 410.6). ``adding``:
    "shuffle their hands / discard piles into their decks" (CN194, CN157): the cards of that
    zone go into the deck first."""

    who: str = YOU
    adding: Zone | None = None  # Canterlot Nights (CN157, CN194): Zone.HAND, Zone.DISCARD


@dataclass(frozen=True)
class Reattach(Effect):
    """509.5: attach ``target`` (an attachment) to another card fitting ``to``, chosen by
    ``chooser``; it stops being attached to its old host and is at the new host's area."""

    target: Target
    to: Cards
    chooser: str = YOU
    optional: bool = False
    from_host: Cards | None = None  # "a Resource from one of their Friends"


@dataclass(frozen=True)
class ReplaceProblem(Effect):
    """ "Replace its Problem" (613.2): the Problem at this card's area is replaced as a solved
    one is: characters there go home, face-up Troublemakers and Resources there are dismissed
    by the game, and the top card of its owner's Problem deck replaces it. Its area is where
    this card was as the ability was activated if a cost took it out of play (712.2).
    ``that``: the Problem is THAT, the card the trigger is about ("When a Problem enters
    play, ... replace it", CG1). ``each``: "replace each Problem" (AD176), every Problem in
    play, this one too."""

    that: bool = False
    each: bool = False
    # "you may replace another Problem" (MT103), "you may replace a Problem" (SB34): the
    # Problem CHOSEN before (``Choose(Cards(types=PROBLEM), optional=True)``), if still in play
    chosen: bool = False


@dataclass(frozen=True)
class PutDilemma(Effect):
    """ "Put the top card of [``who``'s] Problem deck into play as a Dilemma. (It enters play
    at its own area; this does not replace any Problems already in play.)" (FF29): that card
    enters play at an area of its own (522.2), under its owner's control (513.1), the area
    theirs (522.2b); it is put into play, not played (706.1d). An empty deck: nothing."""

    who: str = YOU


@dataclass(frozen=True)
class Pay(Effect):
    """ "You may pay [n]" or "must pay [n]" inside an instruction (508.1); with ``IfYouDo`` /
    ``Unless`` what follows depends on whether it was paid."""

    n: int = 1
    who: str = YOU
    optional: bool = True
    # Crystal Games (CG138): "a number of action tokens equal to the number of Party counters
    # on this card": ``n`` read as it is paid (``count`` as ``PutToken.count``, of this card)
    count: str = ""


@dataclass(frozen=True)
class Mill(Effect):
    """Put the top ``n`` cards of ``who``'s deck into their discard pile. ``chooser``: that
    player chooses whose deck, theirs or their opponent's ("choose a player. That player puts
    the top 4 cards of their deck into the discard pile": a two-player game has two)."""

    n: int = 1
    who: str = OPPONENT
    chooser: str = ""
    # "you may put the top two cards ..." (MT20); "you may put the top card of each player's
    # deck into that player's discard pile": one question for all the decks (712.3; DE14)
    optional: bool = False
    # Marks in Time (MT0): "each player reveals and banishes 2 cards from the top of their
    # deck": into their banished zone instead (410.5; public there, 407.1); the cards banished
    # are CHOSEN (for ``Modify(CHOSEN, BANISHED_THIS_WAY, until="permanent")``)
    banish: bool = False


@dataclass(frozen=True)
class GainTokens(Effect):
    n: int = 1
    who: str = YOU
    until_phase_end: bool = False  # "gain [1] until the end of the phase"
    per_chosen: bool = False  # "[n] for each card you spent": times the cards just chosen
    count: str = ""  # "equal to [``of``]'s cost" and the like: see ``PutToken.count``
    of: Ref = THIS
    # Crystal Games (CG0): "gain [1] for each opposing character at this card's Problem":
    # ``n`` times the cards fitting ``per`` as it resolves
    per: Cards | None = None


@dataclass(frozen=True)
class LoseTokens(Effect):
    n: int = 1
    who: str = OPPONENT
    # Equestrian Odysseys (EO209): "loses action tokens until they have no more than [2]":
    # each player ``who`` loses what they have above ``down_to`` (``n`` not read)
    down_to: int | None = None
    # "loses all action tokens that weren't gained this turn" (EO16): with ``n`` ANY_NUMBER,
    # all but as many as that player received this turn (``Table.count_this_turn`` "tokens")
    not_gained_this_turn: bool = False


@dataclass(frozen=True)
class Score(Effect):
    n: int = 1
    who: str = YOU
    bonus_of_there: bool = False  # "points equal to that Problem's bonus"
    per_chosen: bool = False  # "a point for each card spent": times the cards just chosen
    # "a point for each chosen Friend in play" (EO114): ``n`` times the cards fitting it
    per: Cards | None = None


@dataclass(frozen=True)
class Act(Effect):
    """A verb applied to a target: exhaust, ready, dismiss, retire, frighten, unfrighten
    (504.3: a frightened Friend, ``face_down=True`` in its description), uncover,
    turn-over (a Mane to its other side, 301.2), send-home, to-hand, to-deck-top, banish,
    turn-face-down, turn-face-up (a face-down Troublemaker, not uncovered: "This does not
    cover or uncover it", HM69), banish-until-leaves ("banish ... until this card leaves
    play", HM48, HM78: as this card leaves play the card returns, ``return_banished``),
    put-counter, involve (a character becomes involved in the faceoff in progress, flagged to
    its end, 514.2d.i; EO18, DE55), pay-for (its controller pays [1] for it: "for each of that
    player's Friends, that player retires that Friend unless they pay [1]", EO153, with
    ``up_to`` ``ANY_NUMBER``, then the others ``Cards(not_chosen=True)``), ignore (a flipped
    card, 515.4), look-at (a face-down card, or each card of a hand: ``chooser`` looks),
    reveal (a card in a hand: every player knows it while it stays there, 410.6; CG197),
    spend (a card from beneath a card, e.g. ``BENEATH_THIS``: into the discard pile),
    banish-beneath (banish it to beneath this card, 410.5), banish-beneath-chosen (to beneath
    the card an earlier instruction chose, CHOSEN: "... beneath one of your Friends", CN37),
    put-into-play (a Friend out of play, at its owner's home under their control, without
    being played: its "when this card enters play" abilities trigger, 706.1d, not "when you
    play" ones), put-into-play-at-faceoff (the same, at the Problem where the faceoff is
    being resolved), put-into-play-there (the same, at THERE: "put it into play at that
    Problem", CG85; a Troublemaker too, face-up, AD161), put-into-play-there-face-down (a
    Troublemaker put into play face-down at THERE, the Problem a ``Choose(there=True)``
    chose: "put a Troublemaker from your hand into play", LL69; 306.1),
    put-into-play-frightened (the same,
    at its owner's home, frightened as it enters: face-down, so its "enters play" abilities
    do not trigger, 706.1b, 505.1; EO96), put-into-play-under-you (the same, at the home of
    and under the control of the ability's controller: "put a Friend from an opponent's
    discard pile into play under your control", 513.1, 706.1d; MT102, DE140),
    put-into-play-on-chosen (a Resource out of play, put into play attached to the card an
    earlier instruction chose, CHOSEN: "put an Accessory from your hand into play attached to
    a Friend", AD112; 509.1, 706.1d),
    gain-control:[until] (``gain_control_of``: "gain control of ... until the end of the
    faceoff", 513.2; "permanent": for good, AD193, CG132), give-control (``GIVE_CONTROL``:
    "that opponent gains control of this card", for good, 513.2; AD38), uninvolve ("that
    character ceases to be involved in the faceoff", 514.2d; CG61), involve ("one of your
    characters at home becomes involved in the faceoff": flagged until it ends, 514.2d.i;
    DE55; a face-up Troublemaker too, "each of your Troublemakers here becomes involved",
    DE109: its power is added as the challenged one's, 514.4a.i), ``PLAYABLE_BANISHED``
    ("while that card remains banished, you may play that card as though it were in your
    hand", CG62), stay-there (a card sent home as the Problem at THERE was replaced is put
    back there, with no move: "it isn't sent home instead", AD167), reveal also the top card
    of a deck (``DECK_TOP``, AD192), move-counter (a +1 power counter from that card onto
    this card, 519.3, 519.1: "remove a +1 power counter from each of any number of other
    characters and put them on this card", MT41), cancel (an Event in the queue goes to its
    owner's discard pile and does not resolve, 410.7; HM115). After put-into-play, CHOSEN is
    the card in play (410.6).

    With a ``Cards`` target the player ``chooser`` chooses one card fitting it (``up_to``
    cards one at a time with ``each`` or ``up_to``, ``ANY_NUMBER`` for "any number of"; the
    cards chosen are the next instruction's ``CHOSEN``); with ``each`` every fitting card; with
    ``random`` one of them at random (the judge enters it in observed mode)."""

    verb: str
    target: Target = THIS
    chooser: str = YOU
    optional: bool = False
    each: bool = False
    up_to: int = 1
    condition: Condition | None = None
    random: bool = False
    # --- Crystal Games additions (CG108, CG202, CG203) ---
    # "up to a number equal to ...": ``up_to`` is read as the instruction is done, from
    # ``count`` as ``PutToken.count`` reads it ("colours": the number of colours [``of``] has,
    # 203.1; "counter:[name]": its [name] counters, 519.1; as it last existed once it has
    # left play, 712.2), or "involved-friends": the chooser's Friends involved in the faceoff
    # (514.2), or "chosen-power": the combined power of the cards CHOSEN, each as it last
    # existed in play (507.2, 712.2; EO102), "characters-here": every player's characters at
    # this card's Problem (501.4; HM118), "tokens": the action tokens of the ability's
    # controller ("exhaust any number ... and pay [1] for each", HM28), "chosen-even": the
    # cards CHOSEN with even printed power (507.4; 0 is even; SB5), or "that-cost": THAT's
    # printed cost (204.1; SB45). With "put-counter" it is the number of counters put.
    # ``PutToken.count`` / ``Pay.count`` "chosen": the number of cards CHOSEN ("that many",
    # "for each Friend you exhaust this way", HM28).
    count: str = ""
    of: Ref = THIS
    # High Magic (HM140): "pay any number of action tokens to frighten a Friend for each action
    # token you pay this way": each card chosen is paid for with ``pay_each`` action tokens as
    # it is chosen (508.1); no more is chosen once the chooser can't pay (508.1d)
    pay_each: int = 0
    # Seaquestria and Beyond (SB2): with ``each``, the cards it was done to are CHOSEN for the
    # instructions after it ("characters exhausted this way"; not those it could not be done
    # to, already exhausted ones, 503.2a)
    chosen_done: bool = False
    # Seaquestria and Beyond (SB45): "exhaust ... a number of your other Unicorn Friends equal
    # to that Event's cost" as a part of "you may ... to ...": exactly ``up_to`` cards (its
    # ``count``) or none: not done when fewer can be (508.1d); ``optional`` asks first
    exactly: bool = False


@dataclass(frozen=True)
class RevealTop(Effect):
    """``who`` reveals the top card of their deck: a card of ``types`` goes into their hand,
    any other into their discard pile. ``n`` more than 1: "reveal the top 3 cards of your
    deck, put a revealed Friend into your hand, and put all other revealed cards into your
    discard pile": that player chooses one of the revealed cards of ``types``.

    ``rest`` "stay": the one revealed card stays on top of the deck, known to every player
    (410.6), and is CHOSEN ("that card") for the instructions after it; with ``n`` more than
    1 all of them stay and are CHOSEN ("reveal the top five cards of your deck", SB5).
    ``rest``: where the other revealed cards go, "discard" or "deck-top" / "deck-bottom"
    ("put all remaining cards on the top / at the bottom of your deck in any order": that
    player orders them, 402.3), or "top-or-bottom" ("put the rest on the top or bottom of your
    deck in any order": each one where that player chooses, FF135); ``optional``: "you may
    reveal" (712.3); ``may_keep``: "you may put one revealed [type] into your hand" (that
    player may keep none)."""

    who: str = YOU
    types: tuple[CardType, ...] = ()
    n: int = 1
    rest: str = "discard"  # "stay": "reveal the top card of your deck" and leave it there
    optional: bool = False
    may_keep: bool = False
    # --- Crystal Games additions (CG117) ---
    # "a number of cards equal to the number of their characters involved in the faceoff"
    # (514.2): ``n`` for each, as ``Draw.per_involved``
    per_involved: bool = False
    # "puts each Friend revealed this way into their hand": every revealed card of ``types``,
    # no choice
    keep_all: bool = False
    # Crystal Games (CG83): "a number of cards equal to the number of colors this card has":
    # ``n`` read from this card as it resolves (``count="colours"``, see ``PutToken.count``)
    count: str = ""
    # Friends Forever (FF22): "reveal a card ... for each of your Griffon characters": ``n``
    # times the cards fitting ``per`` as it resolves; ``keep_on_top``: "choose up to one of
    # those cards and put it on top of your deck": the card kept (``may_keep``) stays on top
    # of the deck, the rest go where ``rest`` says
    per: Cards | None = None
    keep_on_top: bool = False


@dataclass(frozen=True)
class RevealUntil(Effect):
    """ "Reveal cards from the top of an opponent's deck until you reveal a Friend" (DE140):
    the cards of ``who``'s deck are revealed from the top, one at a time, until one of
    ``types`` is (410.6: known to every player); that card is CHOSEN ("that Friend") for the
    instructions after it, the others stay where they are. With none of ``types`` in the
    deck, every card is revealed and nothing is CHOSEN (not done)."""

    types: tuple[CardType, ...]
    who: str = OPPONENT
    # Friends Forever (FF141): "you may reveal cards ... until you reveal a Friend": asked
    # first (712.3); declined, nothing is revealed and it is not done
    optional: bool = False


@dataclass(frozen=True)
class RevealForPower(Effect):
    """ "You may reveal the top card of your deck. If you do, reveal cards from the top of your
    deck until you reveal a number of Friends equal to that card's printed power. Put any
    number of revealed [Laughter] Friends into your hand and shuffle all other revealed cards
    into your deck" (CN46): the first card stays on top and is the first of the cards revealed
    from the top (410.6), counted if it is a Friend; the count is its printed power (507.4;
    none: 0, so no more is revealed); the deck running out ends it. The player then puts
    revealed Friends of ``colour`` (printed, 203.1) into their hand one at a time, stopping
    when they like, and the deck, with every other revealed card still in it, is shuffled
    (410.6). CHOSEN is the cards put into the hand ("for each Friend you put into your hand":
    ``Draw(per_chosen=True)``). ``optional``: "you may reveal" (712.3); declined, not done."""

    colour: Colour | None = None
    optional: bool = True


@dataclass(frozen=True)
class SplitHand(Effect):
    """ "That opponent reveals their hand and separates it into two piles. Choose and banish
    one pile" (AD3): player ``who`` reveals their hand (410.6) and puts cards into a first
    pile one at a time until they stop (either pile may be empty); the rest is the second.
    The ability's controller then chooses a pile, and its cards are banished (406)."""

    who: str = OPPONENT


@dataclass(frozen=True)
class GuessPower(Effect):
    """ "Look at the top card of your deck and choose a number. An opponent guesses whether
    that card's power matches the chosen number and you reveal that card" (MT104): the
    ability's controller looks at their top card (402.3) and chooses a number from 0 to
    ``most``; the opponent answers "it matches" or "it does not match"; the card is revealed
    and stays on top (410.6), CHOSEN for the instructions after it, its printed power read
    (507.4: not in play). The ability's option is then "guessed right" or "guessed wrong"
    (``Condition("option", value=...)``: "If that opponent guesses correctly, ...
    Otherwise, ..."); with no card in the deck nothing is guessed and neither follows."""

    most: int = 12


# "As a random card is selected or a choice is made at random, guess which option or card
# will be randomly selected. If you guessed correctly, ..." (SB38): ``Trigger(GUESSED_RANDOM)``
# makes its card a guesser of every random selection while it is in play face-up
# (``engine.effects.guessing``), and triggers as its controller guesses correctly (THIS the
# card); RANDOM_GUESS starts each guess kept in the memo until the selection is made
GUESSED_RANDOM = "guessed-random"
RANDOM_GUESS = "random-guess:"

# ``GuessPower``'s two answers, and the options the instructions after it read
GUESSES = ("it matches", "it does not match")
GUESSED_RIGHT, GUESSED_WRONG = "guessed right", "guessed wrong"


@dataclass(frozen=True)
class GuessType(Effect):
    """ "Choose a card from your hand. That opponent guesses its card type, and you reveal the
    chosen card" (FF122): the ability's controller chooses a card of their hand (hidden,
    402.2), the opponent names one of the card types of 206.2, then the card is revealed
    (410.6; it stays in the hand) and CHOSEN. The ability's option is then GUESSED_RIGHT or
    GUESSED_WRONG (``Condition("option", value=...)``: "If that opponent guessed correctly,
    ... Otherwise, ..."); with no card in hand nothing is guessed and neither follows."""


@dataclass(frozen=True)
class RevealHigher(Effect):
    """ "Reveal a card from your hand. If the printed power of the card from your hand is
    greater, put the card revealed from your deck into your hand" (CN189): after
    ``RevealTop(rest="stay")``, whose card is CHOSEN, the player reveals a card from their
    hand (it stays in the hand, known to every player, 410.6); printed powers are compared,
    modifiers ignored (507.4). Not done when it is not greater or there is nothing to reveal,
    so the "If you do" instructions after it are skipped; done, CHOSEN is the card put into
    the hand."""


@dataclass(frozen=True)
class Choose(Effect):
    """Choose a card for later instructions ("Choose a character. That character ...");
    ``there``: its area is THERE for them ("Choose a Problem. ... from that Problem");
    ``n``: "choose 2 ...", one after the other, all of them CHOSEN (fewer fitting: none).
    ``cards`` a Ref: that card ("this card", CG135), for a delayed ability to name it."""

    cards: Cards | Ref
    chooser: str = YOU
    optional: bool = False
    there: bool = False
    n: int = 1
    # Rock N' Rave (RR8): one card more, the cards CHOSEN before staying CHOSEN (each once):
    # "each player chooses a character ... Those characters have +2 power"
    adding: bool = False
    # Seaquestria and Beyond (SB100): "chooses up to 3 of their Friends": up to ``n`` cards,
    # the chooser stopping when they like (none at all too); fewer fitting, up to all of them.
    # CHOSEN is the cards chosen, none if none was
    up_to: bool = False


@dataclass(frozen=True)
class Move(Effect):
    """Move ``target`` (506) to ``to``: "home", "there" (the trigger's area), "here" (this
    card's area), "a-problem" (the chooser picks a Problem), "any" (home or a Problem),
    "no-more-characters" (a Problem with no more characters than its own Problem has) or
    "with-your:[trait]" (a Problem that has one of the moved card's controller's [trait]
    Friends there), "with-frightened" (a Problem where a frightened Friend is, 504.1:
    "to a frightened Friend's Problem", HM140), "another-problem" (a Problem other than THERE:
    "move each of them to a
    different Problem", PR115), "previous" (a Reaction to a move: "send that character to its
    previous area", where it was moved from, CGpf6), ``EACH_PROBLEM`` ("move one of your
    Friends to each Problem", HM85: for each Problem in turn one card not moved yet by it that
    can go there, chosen by the mover). ``there``: the Problem the card moved to is THERE for
    the instructions after it (a named card only, ``target`` a Ref)."""

    target: Target
    to: str = "a-problem"
    chooser: str = YOU
    optional: bool = False
    up_to: int = 1
    there: bool = False  # Premiere (PR115)
    # Canterlot Nights (CN54): "move all [cards]": each card fitting ``target`` is moved in
    # turn, in play order, none chosen (506.1); ``up_to`` is then ignored. With ``optional``:
    # "may move each ...", one question for all of them (712.3; CG116)
    each: bool = False
    # Crystal Games: ``up_to`` read as the instruction begins (``Resolver.up_to``) from
    # ``count`` and ``of`` as ``Act.count`` reads it: "a Friend for each color this card has"
    # (``count="colours"``, CG13), "a character for each of their Friends involved"
    # (``"involved-friends"``, CG113); or "up to the number of action tokens your opponent
    # has" (``per_tokens_of=OPPONENT``, as ``Draw``'s; CG96). "Up to N" moves N different
    # cards; a ``count`` repeats the move, which may move the same card again
    count: str = ""
    of: Ref = THIS
    per_tokens_of: str = ""
    # Crystal Games (CGpf12): "move a random Friend to that Problem": one of the cards fitting
    # ``target`` that can be moved there, at random (as ``Act.random``; the judge enters it in
    # observed mode)
    random: bool = False


EACH_PROBLEM = "each-problem"  # ``Move(..., EACH_PROBLEM)``: one card to each Problem (HM85)
# ``Move(..., RANDOM_PROBLEM)``: "move this card to a random Problem" (SB31, SB69): each card
# moved goes to a Problem chosen at random among those it can be moved to (506.2); the judge
# enters it in observed mode
RANDOM_PROBLEM = "random-problem"
# ``Move(..., RANDOM_AREA)``: "move them to random areas" (DE25): as RANDOM_PROBLEM, among every
# area the card can be moved to, its controller's home too (506.2); a ``Replacement("move",
# ..., RANDOM_AREA, optional=False)``: "that character is moved to a random area instead"
RANDOM_AREA = "random-area"


@dataclass(frozen=True)
class BarArea(Effect):
    """ "Characters can't be moved or played to that Problem for the rest of the turn" (CN54):
    a lasting modifier (708.2) on the rules, not on cards: until ``until`` ends no character is
    moved (506.2) or played (302.1, 609.2a) to THERE, the Problem the ability was activated or
    triggered at, by any player or effect (104.2). Being put into play there is not being
    played (706.1d). ``moves_only``: "characters can't be moved to that Problem until the end
    of the turn" (CG106): they may still be played there; ``that``: the Problem is the one
    THAT card is at, "after an opponent's Friend is moved to a Problem, ... that Problem"
    (an Event Reaction's THERE is where the card moved from, PR118)."""

    until: str = "turn"
    moves_only: bool = False  # Crystal Games (CG106)
    that: bool = False  # Crystal Games (CG106)


@dataclass(frozen=True)
class CantMove(Effect):
    """ "Characters can't be moved this turn" (AD106) / "opponents can't move their
    characters this turn" (``who`` OPPONENT, ``own``; AD118): a lasting modifier (708.2) on
    the rules until ``until`` ends: players ``who`` can't move characters (their own only,
    with ``own``), as an action or by an effect (506, 104.2), including characters that
    enter play later. One card ("that character can't be moved until the end of the turn",
    AD146) is ``Modify(CHOSEN, "cant-move")``."""

    who: str = ANY
    own: bool = False
    until: str = "turn"


@dataclass(frozen=True)
class RuleChange(Effect):
    """A lasting modifier (708.2) on the rules for the players ``who``, until ``until`` ends
    (Marks in Time): ``kind`` "ignore-troublemakers", "Troublemakers don't prevent you from
    confronting Problems until the end of the turn" (611.3e: neither opposing nor Epic ones,
    at any Problem; MT87); "extra-flips", "flip an additional card during faceoffs until the
    start of your next turn" (``amount`` more at the flips of each faceoff, 514.3a; MT88);
    "cant-play-events", "opponents can't play Events this turn" (104.2, 609.2a; MT92);
    "confront", "opponents need +2 power to confront Problems until the start of your next
    turn" (``amount`` more wild power at every Problem, those that enter play later too, as
    ``ConfrontArea``'s, a negative one less, to none at the least; 611.3; DE98, DE103),
    "cant-play-in-faceoffs", "opponents can't play cards during faceoffs" (104.2, 514; FF92),
    "hand-size", "your maximum hand size increases to 10 for the rest of the game" (``amount``
    the size, ``until`` "permanent"; 616.2: the base the "hand-size" Statics add to; LL130);
    "faceoff-total", "you have +2 power during faceoffs this turn" (``amount`` added to the
    player's power total in each faceoff while it lasts, 514.4a; LL91); "events-immediate",
    "you may play Events with Main Phase timing as Immediate actions (even if it isn't your
    Main Phase)" (512.3; LL142); "cant-gain-tokens", "players can't gain action tokens this
    turn" (104.2: neither by the Action step, 604, nor by effects; LL80);
    "own-troublemakers-confront", "this turn, your Troublemakers don't prevent you from
    confronting Problems and you need X power less to confront each Problem, where X is the
    highest power among Troublemakers you control there" (611.3e: your face-up Epic ones; X
    read at each confront check from your face-up Troublemakers at that Problem, taken off
    wild power as "confront"'s negative amounts are, 611.3; LL143). One
    Troublemaker ("that Troublemaker does not prevent you from confronting its Problem", MT68)
    is ``Modify(CHOSEN, "no-prevent-confront")``, for the ability's controller.
    "play-from-discard", "until the end of the phase, you may play Friends and Resources from
    your discard pile" (``value``: the card types, "|"-separated; played as from the hand,
    609.2a, 701.3; CN127); "discard-banished", "if a Friend or Resource would enter your
    discard pile this phase, banish it instead" (a card of those printed types its player
    owns, 710.1, 406: no question; CN127)."""

    kind: str
    who: str = YOU
    amount: int = 0
    until: str = "turn"
    value: str = ""  # Canterlot Nights (CN127): the card types of "play-from-discard" ...


@dataclass(frozen=True)
class BecomeColour(Effect):
    """ "Choose a color. This card loses its colors and becomes that color" (MT74): the
    ability's controller chooses a colour (705.2f), which replaces the colour this card chose
    as it entered play ("name a color. This card is that color": ``choose_colours`` with
    ``Static("chosen-colours")``, kept in ``CardInstance.chosen``, 706.1a); a card printed
    without colour then has that colour only (203.1). ``only_choose``: "When this card enters
    play, choose a color" (FF115): the colour is remembered on this card for its other
    abilities (``Static("requirement-reduction")``); its own colours don't change."""

    only_choose: bool = False


@dataclass(frozen=True)
class GainPrintedAbilities(Effect):
    """ "This card loses all abilities gained this way, then gains that Friend's printed
    abilities" (LL141; 701.1): the card ids this card had gained by this instruction are
    replaced by ``target``'s (a card in any zone: "a Friend banished this way"), kept on this
    card (``CardInstance.chosen``) and read by its ``Static("chosen-abilities")`` as AD202's
    copied Friend is; colours it chose stay. The gain lasts while this card is in play (410.6)."""

    target: Target = CHOSEN


# Kept on a card beside the card id whose printed abilities it gained
# (``GainPrintedAbilities``) when that card is a Mane Character with its Boosted side up: a
# Mane has the card information of its face-up side (301.3), so the gain is that side's
# abilities ("that card's printed abilities", EO203 Boosted), read by ``View`` and
# ``abilities.granted`` with the Boosted side's keywords and abilities
BOOSTED_SIDE = "boosted-side:"


@dataclass(frozen=True)
class ConfrontArea(Effect):
    """A lasting modifier (708.2) on confronting one Problem (611.3), for the players ``who``
    until ``until`` ends: ``cant``, "players can't confront that Problem that turn" (104.2;
    CG58), or ``amount`` more wild power needed, "your opponent needs +2 power to confront this
    card's Problem this turn" (CG42; as Eccentric's). The Problem is THERE, or with
    ``where=HERE`` this card's, where it was as it left play if it has (712.2)."""

    who: str = ANY
    amount: int = 0
    cant: bool = False
    where: str = THERE
    until: str = "turn"
    # Crystal Games (CG204): "reduce the confront requirements of [that Problem] by 3 power":
    # the requirements, less ``reduce`` power taken from them as best suits the confronting
    # player (611.3: any split among them, none below 0)
    reduce: int = 0
    # Crystal Games (CG141): "you meet the confront requirements of that Problem if you have
    # at least one ready Unicorn, Earth Pony, and Pegasus character there": those traits,
    # "|"-separated (611.3)
    by_traits: str = ""
    # "contribute its power to confronting a Problem until the end of the turn" (DE6), "...
    # to confronting a Problem" (SB57): this card, wherever it is and exhausted or not,
    # contributes its power to its controller's confronting that Problem (611.3a); ``who``
    # is not read
    contributes: bool = False


THEIR_NEXT_READY = "their-next-ready"  # ``Modify.until``: see there (EO111)
# ``Trigger("faceoff-ended", value=NOT_LOST)``: "if you didn't lose that faceoff" (LL139)
NOT_LOST = "not-lost"


@dataclass(frozen=True)
class Modify(Effect):
    """A lasting modifier (708.2) on ``target``: ``kind`` "power" (+amount), "colour"
    (+amount power and the colour ``value``), "keyword"/"trait" (gains ``value``),
    "also-friend" ("this card is also a [``value``] Friend": a Friend besides its own type
    and that colour, for card descriptions, colour power, 507.3, and the home limit, 616.3;
    AD126), "problem-bonus" (a Problem's bonus is ``amount``, 210.1; AD106), "cant-move"
    (can't be moved by any player or effect, 506, 104.2; AD146, "can't be moved again this
    turn", CGpf6), "loses" (it loses the keyword ``value``: "That Friend loses Teamwork",
    CG103; no Teamwork lending then), "no-ready" (does not ready in the Ready Phase, 603.1),
    "cant-leave-play" (can't leave play by any means, an effect, a cost or the game's rules:
    "your Friends can't leave play this turn", the cards as it is created, 708.2b, 104.2;
    EO113, ``Table.kept_in_play``);
    ``until`` "turn", "phase", "faceoff", "your-next-turn", "permanent", "readied" ("until it
    is readied", 503.3), "while-in-play" ("while this card remains in play": as long as the
    card with the ability is in play as the same card, 410.6; AD195) or ``THEIR_NEXT_READY``
    ("that character does not ready during its controller's next Ready Phase": until the end
    of the next Ready Phase of the card's controller as it is done, 603.1; EO111)."""

    target: Target
    kind: str = "power"
    amount: int = 0
    value: str = ""
    until: str = "turn"
    condition: Condition | None = None
    each: bool = False  # every card fitting ``target`` rather than one chosen
    # Crystal Games (CG197): "+2 power for each Event revealed this way": ``amount`` times the
    # cards the instruction before chose (as ``GainTokens.per_chosen``)
    per_chosen: bool = False
    # Crystal Games (CG143, CG154): "choose a color. That Friend has that color": kind
    # "colour", its ``value`` the colour the ability's controller chooses first (705.2f)
    choose_colour: bool = False
    # Absolute Discord (AD35, AD72, AD100): "+1 power ... for each other Friend you have at
    # that Problem": ``amount`` times the cards fitting ``per`` as the instruction is done
    # (as ``GainTokens.per``; 708.2: a fixed amount from then on); with kind "keyword", the
    # keyword ``value`` gets that number: "Eccentric 1 for each card in your hand" (FF91)
    per: Cards | None = None
    # Seaquestria and Beyond (SB96): kind "colour" with the colours of the card ``colours_of``
    # refers to ("give this card the discarded card's colors": THAT, a paid card), each one
    # besides its own (203.1); a card out of play has its printed colours (701.3)
    colours_of: Ref | None = None


@dataclass(frozen=True)
class AddPower(Effect):
    """ "Add its power to the power of another ..." until the end of the turn (PR24):
    ``of``'s power (as it last existed if it has left play, 712.2: "retire one of your
    Friends to add that Friend's power to this card's power") is added to ``target``'s."""

    target: Target = CHOSEN
    until: str = "turn"
    of: Ref = THIS
    # ``target`` may be a description: its controller chooses the card ("add that Friend's
    # power to one of your Friends involved", CG114); ``of`` a card out of play adds its
    # printed power (507.4: a banished card)


@dataclass(frozen=True)
class NextFlipInstead(Effect):
    """ "The next time you would flip a card during this faceoff, [``effects``] instead"
    (710.1, 515.1; CG93): a replacement this instruction creates for the ability's
    controller, used by their next flip of the faceoff in progress, which is not flipped;
    ``effects`` are followed then, with CHOSEN the cards CHOSEN when it was created."""

    effects: tuple[Effect, ...]


# the lasting modifier ``AddToTotal(next_faceoff=True)`` creates (``faceoff.next_faceoff_totals``)
NEXT_FACEOFF_TOTAL = "next-faceoff-total"


@dataclass(frozen=True)
class AddToTotal(Effect):
    """ "Add that card's printed power to your power total for that faceoff" (514.4a, 507.4;
    CG87, CG93): ``of``'s printed power (a card out of play) or power, for the faceoff in
    progress."""

    of: Ref = CHOSEN
    optional: bool = False  # "you may add ..." (712.3; CN147)
    # Canterlot Nights (CN147): "add its power to your next faceoff this turn": a lasting
    # modifier of the ability's controller's power total in the next faceoff to begin this
    # turn (514.2, 514.4a), not the one in progress; ``of``'s power as it last existed (712.2)
    next_faceoff: bool = False


@dataclass(frozen=True)
class Search(Effect):
    """518: search ``zone`` for a card fitting ``cards`` (may fail to find, 518.1), reveal it,
    put it ``to`` "hand" or "deck-top", or "play" ("reveal it, put it into play": a Friend at
    its owner's home, not played, 706.1d; CS8); searching a deck shuffles it (518.2). ``up_to``:
    "search your deck for up to 2 Critter Friends": one search, finding cards one at a time
    until the searcher stops or has ``up_to``."""

    cards: Cards
    zone: Zone = Zone.DRAW_DECK
    to: str = "hand"
    optional: bool = True
    who: str = YOU
    up_to: int = 1
    # "put that card into play exhausted" (706.1b; EO83): with ``to`` "play", it enters play
    # exhausted, before its "enters play" abilities trigger
    exhausted: bool = False
    # ``to`` "play-there" (EO95): "search your deck for a Troublemaker and put it into play
    # face-up": put into play at THERE, the Problem a ``Choose(there=True)`` before chose
    # (306.1: a Troublemaker enters play at a Problem; 706.1d: not played)
    # Leaders and Legends (LL86): "search your deck for up to three Critter Friends with
    # different names": with ``up_to``, a card with the name (201.1) of one found before by
    # this search is not offered; the cards found are CHOSEN
    different_names: bool = False
    # Absolute Discord (AD114): "search an opponent's deck for a Friend and set it aside
    # face-down": ``deck_of`` is whose deck ``who`` searches (518.1); ``to`` "aside": the card
    # found is CHOSEN and kept apart from the shuffle (518.2). The CR has no zone for a card
    # set aside (401.1), so it waits on top of that deck, known to the searcher only (402.2,
    # 518.1), for the instructions after it: revealed there (410.6), put into play or banished
    deck_of: str = ""


# ``Search(..., to=PLAY_FRIGHTENED)``: "search your deck for Dr. Hooves, play it to your home
# frightened for free" (PR197): a Friend whose play requirements are met (205.1, 609.2a; the
# cost waived, as ``PlayFree``'s) is played to its player's home, entering play face-down and
# frightened (706.1b, 504.1): a card played, with no abilities of its own (505.1a)
PLAY_FRIGHTENED = "play-frightened"


@dataclass(frozen=True)
class PutCounters(Effect):
    """ "Put a Harmony counter on this card" (519.1): ``n`` counters named ``name`` on
    ``target``; they stay until removed (519.3; a cost ``remove_counters`` removes them)."""

    name: str
    n: int = 1
    target: Ref = THIS
    optional: bool = False  # Crystal Games (CG138): "you may put a Party counter on this card"


# "a counter of the same type" / "the counter": the counter name a ``ChooseCounter`` chose
# (its ``Resolve.option``), as ``PutCounters`` / ``RemoveCounters``'s ``name`` (CG101, CG136)
CHOSEN_COUNTER = "<chosen counter>"


@dataclass(frozen=True)
class MoveCounters(Effect):
    """ "Redistribute any number of +1 power counters on your characters onto [the card
    CHOSEN]" (519.1, 519.3; HM112): the ability's controller moves one +1 power counter at a
    time from a card fitting ``source`` (other than the receiving card) onto ``to``, the same
    card as often as it has counters, until they stop or none is left. Each move removes the
    counter from one card and puts it on the other (519.3, 519.1). "Remove a +1 power counter
    from each of any number of other characters and put them on this card" (MT41) is
    ``Act("move-counter", ..., up_to=ANY_NUMBER)``: one from each card chosen."""

    source: Cards
    to: Ref = CHOSEN


@dataclass(frozen=True)
class ChooseCounter(Effect):
    """ "Choose a counter on [the card CHOSEN]" (519.1, 705.2f; CG101, CG136, CG142): the
    ability's controller chooses one of the kinds of counters on it (asked only when it has
    several); the name is the ability's option for the instructions after it
    (``CHOSEN_COUNTER``; ``Condition("option", value="Postage")``: "if the counter is a
    Postage counter")."""


@dataclass(frozen=True)
class RemoveCounters(Effect):
    """ "If there are at least ``at_least`` [``name``] counters on this card, remove them"
    (519.3; Crystal Games, CG1-CG4): every such counter on ``target`` is removed; with fewer
    it is not done, so an ``IfYouDo`` after it ("and turn it over") is not done either."""

    name: str
    at_least: int = 1
    # a description: from each card fitting it ("remove all Delay counters from opposing
    # characters", LL79), those with fewer left as they are
    target: Target = THIS
    # "you may remove a Chaos counter from this card to ..." (AD150), "remove a counter"
    # (CG136): ``n`` of them (0: all), asked first with ``optional`` (712.3)
    n: int = 0
    optional: bool = False
    # Leaders and Legends (LL135): "remove any number of Friendship counters from it to ...":
    # the ability's controller chooses how many, none to all, from this card (519.3); the
    # number removed is the ``amount`` the instructions after it read ("the number of
    # counters removed this way": ``PlayFree(cost_removed=True)``)
    any_number: bool = False


@dataclass(frozen=True)
class LookAtTop(Effect):
    """Look at the top ``n`` cards of a deck and put them back in any order (402.3)."""

    n: int = 2
    who: str = YOU  # whose deck
    problem_deck: bool = False
    optional: bool = False
    bottom: bool = False  # the player may also put them on the bottom
    inspired: bool = False  # n is the number of cards with Inspired you control
    chooser: str = YOU  # who looks and puts them back
    # Crystal Games (CG71): "a number of cards equal to the number of colors this card has":
    # n read from this card as it resolves (``count="colours"``, see ``PutToken.count``)
    count: str = ""
    # Defenders of Equestria (DE72): "put any number of them into their owner's discard pile
    # and the rest back on top in any order": the looker may put each one there instead
    discard: bool = False


@dataclass(frozen=True)
class LookAtBottom(Effect):
    """ "Look at the bottom ``n`` cards of your deck. You may put 1 of them on top of your
    deck": the player knows them (402.3); the ones not moved stay at the bottom."""

    n: int = 2


# ``LookAndPut.places``: where the looked-at cards go, one place after the other
HAND_OR_PLAY = "hand-or-play"
INTO_PLAY_MODE = "put a revealed Troublemaker into play face-up"
INTO_HAND_MODE = "put a revealed card into your hand"


@dataclass(frozen=True)
class LookAndPut(Effect):
    """ "Look at the top three cards of your deck. Put one into your hand, one on top of your
    deck, and one on the bottom of your deck" (LL103): the ability's controller looks at the
    top ``n`` cards of their deck (402.3; ``reveal``: reveals them, known to every player,
    410.6), then puts them where ``places`` say, in order, choosing the card for each:
    "hand", "deck-top", "deck-bottom" (one card each; the last card left needs no choice),
    "top-or-bottom" (all the others, each on the top or at the bottom in any order, 402.3),
    or ``HAND_OR_PLAY`` ("Choose one: put a revealed Troublemaker into play face-up, or put a
    revealed card into your hand", FF89: the mode chosen only when a Troublemaker was
    revealed; it enters play at a Problem its player chooses, 306.1, 706.1d, not played).
    ``more_per``: "then reveal an additional card for each of your Dragon characters": ``n``
    plus one for each card fitting it as it begins. Fewer cards in the deck: those there,
    the places after the last card taking none (705.2f)."""

    n: int = 3
    places: tuple[str, ...] = ("hand", "deck-top", "deck-bottom")
    reveal: bool = False
    more_per: Cards | None = None


@dataclass(frozen=True)
class Flip(Effect):
    """Flip ``n`` additional cards now (515.1), during a faceoff."""

    n: int = 1
    who: str = YOU


@dataclass(frozen=True)
class FewerFlips(Effect):
    """ "Have players flip ``n`` fewer cards during that faceoff" (AD148), done at its start:
    each player's flips of 514.3 still to come are ``n`` fewer (514.3a), to none at the
    least; done after the flips, it changes nothing. Additional flips by effects later in the
    faceoff (515.1) are not reduced."""

    n: int = 1


@dataclass(frozen=True)
class FlipKeepOne(Effect):
    """ "You may flip a number of additional cards equal to [``count`` of this card], then
    choose one of the cards flipped this way and ignore the rest" (515.1, 515.4; CG43): the
    flips are made, then the player keeps one of them and the others are ignored."""

    count: str = "colours"


@dataclass(frozen=True)
class ExtraConfrontSteps(Effect):
    """ "During the next Score Phase, there is an additional Confront Step for each Problem"
    (DE104): a lasting modifier (708.2) of the turn: the turn player performs two confront
    steps at each Problem, in the order they choose (610.1); each confront scores its point
    (611.4). A Problem confronted twice is one Problem for the Multi Problem Faceoff (612.1)."""


@dataclass(frozen=True)
class SkipPhase(Effect):
    """ "Skip the next [``phase``] Phase" (AD200): a lasting modifier (708.2) of the ability's
    controller's; the next time that Phase would begin, in any player's turn, it does not
    (601.3: the turn goes on with the next phase) and the modifier ends."""

    phase: str = "Troublemaker"


@dataclass(frozen=True)
class NewTroublemakerPhase(Effect):
    """ "Start a new Troublemaker Phase" (CN57): once the phase being ended is over, the turn
    player has another Troublemaker Phase, with its Uncover and Challenge steps and windows
    (607, 608), before their Main Phase (601.3, 609)."""


@dataclass(frozen=True)
class AdditionalReadyPhase(Effect):
    """ "There is an additional Ready Phase before your next End Phase" (MT135): in the
    ability's controller's turn, a whole Ready Phase (its Ready, Action and Draw steps, 603,
    604, 605) is put right before the End Phase of that turn (601.3); in another player's
    turn, nothing (the engine keeps no lasting phase for a later turn)."""


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """ "Take an extra turn after this one" (ST1): a lasting modifier on the turn order
    (708.2, 104.2) for the ability's controller. 616.4 says the next player in turn order
    begins their turn; the extra turn is put right after the current turn, and the turn order
    then goes on as it would have (``flow.EndTurnRules``): created in its controller's turn,
    they take the next turn too; in an opponent's turn, that turn is followed by two of its
    controller's turns."""


@dataclass(frozen=True)
class Challenge(Effect):
    """ "Challenge [``troublemaker``] with [``using``]" (608.4): a Troublemaker faceoff at
    the Troublemaker's Problem, started by this effect; its controller is the challenger and
    the results are a challenge's (514.5a, 514.5b). ``troublemaker``: a Ref ("that
    Troublemaker") or a description the controller chooses one (face-up) card from.
    ``using`` None: "with all your characters at its Problem / there" (514.2a); a Ref ("with
    this card") or a description of one character the controller chooses ("with one of your
    characters", wherever it is): only that card is involved with the Troublemaker
    (514.2a.i). A ``FaceoffResult`` or ``AtEndOfFaceoff`` right after it belongs to it."""

    troublemaker: Target
    using: Target | None = None
    # Marks in Time (MT9): "you may challenge ...": asked once a Troublemaker it may
    # challenge is found (712.3)
    optional: bool = False
    # Seaquestria and Beyond (SB104): "with all of your characters in play": each of them,
    # wherever it is, is involved (flagged, 514.2a.i); ``using`` is not read
    everywhere: bool = False
    # Seaquestria and Beyond (SB105): "Your characters involved in the faceoff have +1 power
    # until the end of the faceoff": ``power`` more for the challenger's characters involved
    # as the faceoff begins (514.2a), until it ends (514.6; 708.2)
    power: int = 0


@dataclass(frozen=True)
class StartFaceoff(Effect):
    """ "Start a faceoff involving one of your Friends [``mine``] and an opponent's Friend
    [``theirs``] with equal or greater power" (514.2c; the Showdown Events): the controller
    chooses both; the faceoff is not at a Problem, so the two are flagged and stay involved
    while in play (514.2d.i). Its results are only what follows it: a ``FaceoffResult``
    ("The winner ...", 514.5d) and an ``AtEndOfFaceoff`` ("At the end of the faceoff, the
    loser ...") right after it belong to it, with CHOSEN the two Friends."""

    mine: Cards | Ref  # THIS: "a faceoff involving this card and ..." (EO12)
    theirs: Cards
    stronger: bool = True  # theirs has power equal to or greater than mine's
    # Crystal Games (CG112): "Start a faceoff involving your characters at a Problem and an
    # opponent's characters there": ``mine`` and ``theirs`` are not read; the controller
    # chooses a Problem where both have characters, the faceoff occurs there (514.2e) and
    # involves the characters there as they come and go (514.2c, 514.2d)
    at_problem: bool = False
    # Friends Forever (FF67): "you may start a faceoff ...": asked once it can be started
    # (712.3); declined, nothing follows from it
    optional: bool = False


@dataclass(frozen=True)
class EndTheFaceoff(Effect):
    """ "End the faceoff" (AD42, AD87): the faceoff in progress ends now as 514.6 ends one
    (its "at the end of the faceoff" abilities trigger, flipped cards go to the bottom of
    their owners' decks, involvement ends), with no flips or totals left to come: nobody wins
    or loses it and it is not resolved (514.5), so a Problem faceoff solves no Problem
    (613.1). Ended after it was resolved, its result stands. ``optional``: "you may end the
    faceoff" (712.3)."""

    optional: bool = False


@dataclass(frozen=True)
class FaceoffResult(Effect):
    """514.5d: what the winner and loser of the faceoff the instruction before started follow
    as it becomes resolved: ACTOR is the winner ("The winner scores a point", "The winner
    looks at their opponent's hand"), ACTOR_OPPONENT the loser. Nothing if nobody won."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class AtEndOfFaceoff(Effect):
    """ "At the end of the faceoff, [``effects``]": a delayed triggered ability, triggered as
    the faceoff ends (514.6) and resolved in the window after it; CHOSEN are the cards CHOSEN
    when it was created ("banish that Friend"), ACTOR the faceoff's winner and
    ACTOR_OPPONENT its loser ("the loser dismisses one of their Friends that was involved":
    ``Cards(ACTOR_OPPONENT, FRIEND, where=AMONG_CHOSEN)``). Nothing if nobody won and it
    names the winner or loser."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class HandHasty(Effect):
    """ "Friends in your hand have Hasty until the end of the turn" (HM142) / "This turn,
    Friends in your hand have Hasty until you play a Friend" (``until_friend``, HM101): a
    lasting modifier (708.2) of the ability's controller's: while it lasts, the Friends in
    their hand, those that come into it later too, may be played as an Immediate action
    (glossary: Hasty, 512.5). ``until_friend``: it ends as that player plays a Friend, that one
    included. The Chaos "While this card is flipped, Friends in your hand have Hasty" is
    ``Static("hand-hasty", condition=FLIPPED)`` (701.3: read from the flip zone)."""

    until_friend: bool = False


@dataclass(frozen=True)
class CostReduction(Effect):
    """ "Reduce by [n] the cost of the next ``types`` card you play this turn" (705.2b).
    ``until`` "faceoff": "... for your next Event until the end of the faceoff" (AD48)."""

    n: int = 1
    types: tuple[CardType, ...] = ANY_TYPE
    colour: Colour | None = None
    until: str = "turn"
    # whose next card: "they must pay +[2] to play the next card they play this turn" is
    # ``CostReduction(-2, who=ACTOR)`` (AD154)
    who: str = YOU
    trait: str = ""  # "the next Accessory you play this turn" (EO70): a card with this trait
    # "put that Event into your hand and you may pay [1] less to play it this turn" (DE34):
    # only for the card CHOSEN, by its id in the hand (410.6: once it leaves, none)
    that: bool = False
    # "you may pay [1] less for Events until the end of the faceoff" (HM1): every such card
    # played until ``until`` ends, not the next one only (705.2b)
    every: bool = False
    # "to a minimum of [1]" (705.2b; SB29, FF38): the reduction never takes the cost below this
    minimum: int = 0
    # "you may pay [1] less to play the first card with that card's name this turn" (LL4
    # Boosted): only a card with the name (201.1) of the card CHOSEN (revealed) before
    named_chosen: bool = False


@dataclass(frozen=True)
class ReduceRequirements(Effect):
    """ "Reduce the play requirements of your cards by 2 [Loyalty] until the end of the turn"
    (205.1, 609.2a; HM4): a lasting modifier (708.2) for the ability's controller: each play
    requirement of ``colour`` of the cards they play asks ``n`` less power of that colour,
    none below 0; requirements of other colours are unchanged. ``colour`` None: the colour
    ``ChooseOne(COLOURS)`` chose before (705.2f). ``next_card``: "reduce the play requirement
    of the next card you play this turn by 2 of the chosen color" (LL113): spent by the next
    card its player plays this turn, whatever its requirements (609.2a, 708.2)."""

    n: int
    colour: Colour | None = None
    until: str = "turn"
    next_card: bool = False


@dataclass(frozen=True)
class PlayCostChange(Effect):
    """ "That opponent pays +[3] to play cards of the chosen type until the start of their next
    turn" (DE116): a lasting modifier (708.2) on the rules for the players ``who``: they pay
    ``n`` more action tokens to play cards of ``types`` (705.2b, read as ``Static("cost")``
    is: an opponent's change applies before the player's own) until ``until`` ends ("turn",
    or "their-next-turn": until that player's next turn begins, 601.1)."""

    n: int
    types: tuple[CardType, ...]
    who: str = OPPONENT
    until: str = "turn"


@dataclass(frozen=True)
class PlayFree(Effect):
    """Play a card of ``types`` from ``zone`` for free (its other rules still apply).
    ``on_this``: a Resource (of ``trait``) played on this card, as its host (509.1: "play an
    Accessory on this card for free", CN80), if its "Play on ..." allows this card.
    ``that``: THAT card, a Resource in ``zone``, is played: on a host its player chooses, or
    at home (305.1; "play that Resource from your discard pile for free", PR32).
    ``types`` FRIEND: "you may play a Friend from your hand without paying its cost" (DE137):
    one whose play requirements are met (205.1, 609.2a), face-up at its player's home or a
    Problem (302.1); "when you play" abilities trigger."""

    types: tuple[CardType, ...] = TROUBLEMAKER
    zone: Zone = Zone.HAND
    trait: str | None = None  # Canterlot Nights (CN80)
    on_this: bool = False  # Canterlot Nights (CN80)
    that: bool = False  # Premiere (PR32)
    # Leaders and Legends (LL135): "a Friend with cost equal to the number of counters removed
    # this way": only one whose printed cost (204.1) is the number a ``RemoveCounters(
    # any_number=True)`` before it removed
    cost_removed: bool = False


@dataclass(frozen=True)
class PutResourceIntoPlay(Effect):
    """ "If you reveal a Resource this way, you may put it into play" (DE44): ``target``, a
    Resource out of play, is put into play, not played (706.1d): attached to a card its
    player chooses among those its "Play on ..." allows (``Attach``, 509.1), or, without
    one, at its owner's home (305.1a). Not a Resource, or no card it may go on: nothing."""

    target: Ref = DECK_TOP
    optional: bool = False


@dataclass(frozen=True)
class PutEachIntoPlay(Effect):
    """ "Each player puts each of their Friends and Troublemakers banished this way into
    play" (MT0): every card fitting ``cards`` (out of play) is put into play by its owner,
    under their control, not played (706.1d): a Friend at its owner's home, a Troublemaker
    face-down at a Problem its owner chooses (306.1: Troublemakers enter play face-down
    unless otherwise stated; 705.2f), the turn player's cards first (801.1)."""

    cards: Cards


@dataclass(frozen=True)
class PutToken(Effect):
    """521.1: "put two 1 [Kindness] Critter Friend tokens into play": ``n`` tokens with this
    printed information (no ``name``: its traits, 521.1a), under ``who``'s control, at
    ``where``: HOME (theirs), HERE (this card's Problem) or AT_PROBLEM (one at each Problem).

    ``count``: "a number of tokens equal to [``of``]'s power" ("power"), "... cost" ("cost"),
    "for each [name] counter on it" ("counter:[name]"), "equal to the number of colors it
    has" ("colours", 203.1; Crystal Games, CG13, CG71): read from the card in play, or, once
    it has left play, as it last existed there (712.2, 701.3: with its modifiers and
    counters; ``LastKnown``). ``who`` ``CHOSEN_CONTROLLER``: "that card's controller may
    put ... under their control" (the ``optional`` question is theirs). ``choose_colour``:
    "choose a color and put a ... token with that color" (the ``who`` player chooses,
    705.2f). Afterwards CHOSEN ("them", "those tokens") is the tokens put into play."""

    power: int
    colours: tuple[Colour, ...]
    traits: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    name: str = ""
    type: CardType = CardType.FRIEND
    n: int = 1
    where: str = HOME
    who: str = YOU
    optional: bool = False
    count: str = ""
    of: Ref = THIS
    choose_colour: bool = False


@dataclass(frozen=True)
class AtStartOfYourNextTurn(Effect):
    """ "[...] at the start of your next turn" (CN196: "banish this card and put it into play
    at the start of your next turn"): a delayed triggered ability this instruction creates,
    for the ability's controller; it triggers as their next turn begins (601.2, 704) and its
    CHOSEN are the cards CHOSEN when it was created (a card banished: by its id in the
    banished zone, so a card that has left that zone since is not found, 410.6).
    ``anyone``: "at the start of the next turn", whoever's turn it is (AD45, AD105)."""

    effects: tuple[Effect, ...]
    anyone: bool = False


@dataclass(frozen=True)
class TurnOverEach(Effect):
    """ "Turn each character, face-up Troublemaker, and face-down Troublemaker over" (FF102):
    every such card in play as the instruction begins is turned over once, none twice: a Mane
    Character to its other side (301.2), a face-up Friend face-down, so frightened (504.1), a
    frightened Friend face-up, unfrightened (504.3), a face-up Troublemaker face-down (505.3),
    a face-down Troublemaker face-up, which uncovers it (607.3). A card that can't be so
    turned ("can't be frightened", an Epic Troublemaker stopping uncovering, 607.1) stays as
    it is (104.2). ``troublemakers=False``: "Turn each character over" (AD203), characters
    only (Mane Characters and Friends, glossary: Character)."""

    troublemakers: bool = True


@dataclass(frozen=True)
class AtEndOfTurn(Effect):
    """ "At the end of the turn, [``effects``]": a delayed triggered ability this instruction
    creates; it triggers in the End of Turn step (615.1) and its CHOSEN are the cards
    CHOSEN when it was created ("banish them", "banish those tokens")."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class WhenLeavesProblem(Effect):
    """ "When this card leaves that Problem, [``effects``]" (PR211): a delayed triggered
    ability this instruction creates (as ``AtEndOfTurn``'s, 615.1), remembering this card (its
    id as the ability triggered) and the Problem at the area the ability triggered at ("that
    Problem"). It triggers once, as Pre-Priority Processing finds this card no longer at that
    Problem (511.1, 704.1c): moved away, sent home, left play any way, or that Problem
    replaced. A card frightened there is followed (505.3: a new card, still there, 504.1).
    Its CHOSEN are the cards CHOSEN when it was created ("that banished Troublemaker")."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class PutAtProblem(Effect):
    """ "Put that banished Troublemaker into play at a Problem and uncover it" (PR211): the
    card CHOSEN, still banished with its id (410.6), is put into play, not played (706.1d),
    under its owner's control (513.1) at a Problem the ability's controller chooses, face-down
    as a Troublemaker enters play (306.1), then uncovered (``uncover``: 607.3, its "when ...
    uncovered" abilities trigger). No longer banished: not done."""

    uncover: bool = True


@dataclass(frozen=True)
class AtEndOfPhase(Effect):
    """ "At the end of the phase, [``effects``]": a delayed triggered ability this instruction
    creates; it triggers as the current phase ends (601.2, 704) and its CHOSEN are the cards
    CHOSEN when it was created ("retire that Friend", CG155)."""

    effects: tuple[Effect, ...]
    # Leaders and Legends (LL95): "at the end of your Score Phase": it triggers as the next
    # Phase so named of its controller's turns ends ("Score"), not the current one (601.2)
    phase: str = ""


@dataclass(frozen=True)
class PutTokenCopy(Effect):
    """520.2: "put a token copy of [target] into play": the copied card's printed information,
    cost zero, none of its modifiers; a Ref, a card ``chooser`` picks, or ``each`` fitting card.
    The copy enters play at its controller's (``who``'s) home, or at each Problem but this
    card's (``where``)."""

    target: Target
    each: bool = False
    chooser: str = YOU
    who: str = YOU
    optional: bool = False
    # Defenders of Equestria (DE115): AT_ANOTHER_PROBLEM, "put a token copy of this card into
    # play face-up at each other Problem": one at each Problem but this card's (306.1);
    # THERE (SB135): at the area an instruction before chose (``Choose(there=True)``)
    where: str = HOME


@dataclass(frozen=True)
class CopyEffect(Effect):
    """520.1: "copy this effect" (``of`` THIS: the ability being followed) or "copy its
    effects" (``of`` THAT: the Event the trigger is about). The copy is processed again with
    new decisions, controlled by ``who``; it is not played and is not a card (520.1a)."""

    of: Ref = THIS
    who: str = YOU
    optional: bool = False


@dataclass(frozen=True)
class IfYouDo(Effect):
    """ "You may X. If you do, Y" / "X to Y" inside an effect: ``then`` happens only if
    ``first`` was done (508.1c: an instruction that can't be done is not done)."""

    first: Effect
    then: tuple[Effect, ...]
    # Defenders of Equestria (DE108): "You may X. If you do, Y instead [of Z]": ``otherwise``
    # (Z) happens only if ``first`` was not done; after Y is done it is skipped
    otherwise: tuple[Effect, ...] = ()


@dataclass(frozen=True)
class Unless(Effect):
    """ "X or Y": ``otherwise`` happens only if ``first`` was not done."""

    first: Effect
    otherwise: tuple[Effect, ...]


@dataclass(frozen=True)
class When(Effect):
    """Carry out ``then`` only if ``condition`` holds now (an "if" clause)."""

    condition: Condition
    then: tuple[Effect, ...]


# --- costs (508) --------------------------------------------------------------------------
@dataclass(frozen=True)
class Cost:
    """Part of a cost: "exhaust" this card, "exhaust-host" (this attachment's host, 509),
    "pay" ``n`` action tokens, "dismiss", "retire" (410.2) or "banish" (410.5; AD58) this
    card, "to-hand" (put this card into its owner's hand), "to-deck-top" (on top of its
    owner's deck, DE38), "spend" ``n`` cards from beneath
    this card (glossary: Spend); with ``of``, "spend-from": spend a card from beneath the
    chosen card ("spend a card from beneath one of your Friends with Pumped", CN141).

    With ``of`` the cost chooses other cards (``cost_of``): "exhaust one of your Resources at
    home", "exhaust 3 of your Friends", "retire one of your Friends", "dismiss one of your
    Friends here", "discard a Critter Friend" (``of`` in the hand), "banish a card from
    your discard pile" (``of`` in the discard pile, 406, 410.5; MT19, MT21, HM116; copies
    are one choice, as for discards): ``n`` cards fitting
    ``of`` (seen from this card), chosen by the player taking the action as part of it
    (``ActivateAbility.using``, 703.1d, 705.2c), each able to be exhausted, retired or
    dismissed (104.2a, 508.1c) and all of them there (508.1d).
    ``there``: the first one's area is THERE for the instructions ("exhaust your Mane
    Character at a Problem to look at that Problem's deck"). ``that``: the first one is
    THAT for the instructions, as it is now or, once it has left play, as it last existed
    there (712.2): "exhaust one of your characters to add that character's power",
    "retire one of your Resources to add its power"; ``Cards(not_that=True)`` is "another
    character". Not on a Reaction, whose THAT is the card the occurrence is about."""

    verb: str
    n: int = 0
    of: Cards | None = None
    there: bool = False
    that: bool = False
    counter: str = ""  # Canterlot Nights (CN201, CN202): "remove-counters", its counters' name
    # Crystal Games (CG183): the cards paid are CHOSEN for the instructions ("to move another
    # one of your characters": ``Cards(not_chosen=True)``)
    chosen: bool = False
    # "Pay [X] ..., where X is the number of cards in your hand minus 1" (LL3): a "pay" cost
    # of the number of cards in the payer's hand plus ``n`` (-1), at least 0 (105.2)
    hand: bool = False


# ``Modify(..., until=WHILE_CHOSEN_IN_PLAY)``: a lasting grant (keyword, trait, colour) that
# holds while the card CHOSEN before it remains in play as the same card (410.6), for a delayed
# ability whose card is named by ``Choose(THIS)`` ("when this card enters play, choose a color
# at the start of your next turn. / Your Mane Character has the chosen color", MT133)
WHILE_CHOSEN_IN_PLAY = "while-chosen-in-play"
# the ``until`` such a grant is kept with, followed by that card's id (``View``)
IN_PLAY = "in-play:"

# ``Modify(..., "lose-abilities", value=WHILE_EXHAUSTED, until="permanent")``: "while this
# card remains exhausted, that Friend loses and can't have abilities" (CGpf14): it holds
# while the card with the ability stays in play exhausted and ends as it readies (708.2)
WHILE_EXHAUSTED = "while-exhausted:"

# ``Modify(CHOSEN, CANT_UNFRIGHTEN, value=WHILE_EXHAUSTED, until="permanent")`` after
# ``Act("frighten", ...)``: "While this card is exhausted, that card can't be unfrightened"
# (CN152): CHOSEN is the frightened card, a new card (505.3); neither an effect nor rallying
# unfrightens it while the card with the ability stays in play exhausted (104.2, 504.3,
# 609.2e)
CANT_UNFRIGHTEN = "cant-unfrighten"

# ``Static("cost", THIS, -2, PLAY_SELF, YOU, condition=...)``: "While ..., you may pay [2] less
# to play this card" (LL7; 705.2b): the card's own, read from the hand (701.3: it could
# function nowhere else), its condition seen from the card there for its player
PLAY_SELF = "play-self"

# ``Modify(CHOSEN, "no-ready", until=NEXT_READY)``: "That character doesn't ready during its
# controller's next Ready Phase" (LL16; 603.1): it lasts until the Ready step of the turn of
# that card's controller has passed, whenever the modifier was made
NEXT_READY = "next-ready"

# ``Static("power", THIS, 1, value=DECK_TOP_PRINTED)``: "This card's power is equal to the
# printed power of the top card of your deck" on a card printed with 0 power (CN197): +1 for
# each point of that card's printed power (507.4), read whenever power is; none with an empty
# deck or a top card not known (observed mode). ``Static("deck-top-revealed")``: "Play with
# the top card of your deck revealed" (``who``'s decks): revealed to every player at each
# priority point (410.6, ``flow.hosts_and_looks``)
DECK_TOP_PRINTED = "deck-top-printed"

# ``Modify(target, CONFRONT_PAST)``: "That card doesn't prevent you from confronting its
# Problem this turn" (DE111): that opposing Troublemaker does not stop the ability's
# controller from confronting its Problem (611.3e) while the modifier lasts (708.2)
CONFRONT_PAST = "confront-past"

# the lasting modifier ``ExtraConfrontSteps`` makes (DE104): read by ``flow.ConfrontRules``
EXTRA_CONFRONT = "extra-confront-steps"
# the lasting modifier ``ExtraTurn`` makes (ST1): read by ``flow.EndTurnRules``
EXTRA_TURN = "extra-turn"
# "At the start of the game" (102.5): the occurrence ``flow.StartGameRules`` emits as the game
# starts, for ``Trigger(GAME_START, ANY)`` (FF128, LL135)
GAME_START = "game-start"


def pay(n: int) -> Cost:
    return Cost("pay", n)


EXHAUST_THIS = Cost("exhaust")
# "Exhaust that Friend" on an attachment: its host (509.1; Canterlot Nights, CN138)
EXHAUST_HOST = Cost("exhaust-host")


def spend(n: int = 1) -> Cost:
    return Cost("spend", n)


DISMISS_THIS = Cost("dismiss")
RETIRE_THIS = Cost("retire")
BANISH_THIS = Cost("banish")  # "Banish this card to ..." (AD58; 410.5)
# "Immediate: Banish this card from your hand to ..." (HM4, HM17, HM25, HM43, HM47, HM61): an
# activated ability that functions in the hand (701.3: it could function nowhere else), its
# card banished from the hand as the cost (410.5, 508.1); not activatable in play
BANISH_FROM_HAND = Cost("banish-from-hand")
# "Immediate: Banish this card from your discard pile to ..." (DE17): the same, functioning in
# the discard pile (701.3), its card banished from there as the cost (410.5, 508.1)
BANISH_FROM_DISCARD = Cost("banish-from-discard")
# "Main Phase: While this card is in your discard pile, you may pay [2] and put it into your
# hand to ..." (FF136): the same, the card put from its owner's discard pile into their hand as
# the cost (701.3, 508.1); a replacement of putting it into a hand applies (710.1, EO146)
TO_HAND_FROM_DISCARD = Cost("to-hand-from-discard")


def remove_counters(n: int, name: str) -> Cost:
    """ "Remove ``n`` [``name``] counters from this card" as a cost (519.3, 508.1d: this card
    must have that many)."""
    return Cost("remove-counters", n, counter=name)


# "Spend all the cards beneath this card" (CN142): payable with none (508.1d); the cards
# spent are CHOSEN for the instructions ("a number ... equal to the number of cards spent")
SPEND_ALL = Cost("spend", ANY_NUMBER)


def cost_of(verb: str, cards: Cards, n: int = 1, there: bool = False, that: bool = False) -> Cost:
    """ "[Exhaust / retire / discard] ``n`` [``cards``]" as a cost: see ``Cost.of``."""
    return Cost(verb, n, cards, there, that)


# --- continuous modifiers (702, 708) ------------------------------------------------------
@dataclass(frozen=True)
class Static:
    """A continuous ability (702). ``kind``:

    - "power": cards fitting ``target`` get ``amount`` power (``per``: for each card fitting;
      ``value`` "per-colour": for each colour this card has, "+2 power for each color it has",
      203.1a, CG21; ``value`` "per-type" with ``per``: for each card type among the cards
      fitting it, "+1 power for each card type in your discard pile", 206, RRf1;
      "colours-among": for each colour among the cards fitting ``per``, "for each color
      among Friends in discard piles", AD83; "traits-among": for each different trait among
      them, "-1 power for each different Trait among opposing characters here", FF117;
      "per-token": for each action token its controller has, AD73; "per-opponent-token": for
      each one its controller's opponent has, LL66)
    - "power-on-one": one card fitting ``target`` gets ``amount`` (``per`` as for "power"),
      read only as faceoff totals are compared, on its controller's total (514.4a): "Chaos:
      While this card is flipped, an opposing character involved in the faceoff has -1 power
      for each of your characters involved" (HM63; which one makes no difference to the
      total, power counting below 0, 105.2; ``faceoff.while_flipped_opposing_power``)
    - "keyword" / "trait" / "colour": they have keyword/trait ``value``, or are also colour
      ``value`` ("is also Blue", 711)
    - "confront": opponents (``who``) need +``amount`` power to confront this card's Problem
      (wild power, glossary: Eccentric; a negative ``amount``: less wild power, PR141;
      ``per``: for each card fitting it, "for each of their opponent's Friends here", RR7;
      ``value`` "colours-among": for each colour among them, EO183; "per-type": for each
      card type among them, 206, LL134; ``per_counter``: for each
      [name] counter on this card, "+1 power ... for each Chorus counter on this card", HM127)
    - "confront-opposing": ``who`` need +``amount`` power (wild, as "confront"'s) to confront
      each Problem an opponent of this card's controller controls, wherever this card is ("You
      need -2 power to confront opposing Problems", LL129; 611.3)
    - "move-cost": ``who`` pays +``amount`` to move a character to (or from) this Problem
      by the Move action (506.3); with a ``Cards`` ``target``, to each Problem fitting it,
      wherever this card is, ``per_counter`` times the counters so named on that Problem
      ("Opponents pay +[1] to move characters to a Problem for each Delay counter on that
      Problem", SB109)
    - "play-cost": ``who`` pays +``amount`` to play a Friend to this card's Problem
    - "home-limit": your home limit is increased by ``amount``; ``value`` "opponent": your
      opponent's (616.3; "your opponent's home limit is decreased by 1", CG161); ``per``: for
      each card fitting ("reduced by 1 for each of their Assets in their home", AD56; with
      ``each_player``, "each player's ... for each character that player controls here",
      AD183)
    - "home-limit-exempt": cards fitting ``target`` don't count towards your home limit (616.3)
    - "no-token-retire": while ``condition`` holds, ``who`` can't retire token Friends for
      being in excess of their home limit (616.3, 104.2): they retire their other Friends at
      home, and with none of those, none ("While an opponent controls a non-token Friend, that
      player can't retire token Friends ...", LL5)
    - "problem-bonus-add": while this card is at a Problem, that Problem's bonus is
      increased by ``amount`` (210.1; "This card's Problem's bonus is increased by 1", LL15),
      after any modifier that sets it
    - "problem-bonus": while this card is at a Problem, that Problem has ``amount`` bonus
      points (210.1; an attachment is at its host's area, 509.3)
    - "flip": flip ``amount`` additional cards during faceoffs involving this card (514.3a);
      ``value`` "opponent": your opponent flips them (PR67)
    - "ignore-highest": during faceoffs involving this card, your opponent ignores one of
      their flipped cards with the highest power (515.4; PR67, ``faceoff.highest_ignored``)
    - "cant-move": ``who``'s cards can't move this card (506)
    - "cant-move-here": cards fitting ``target`` can't be moved to this card's Problem, by
      any player or effect ("Friends with Resources on them can't be moved here", 506)
    - "cant-move-friends-here": ``who`` can't move Friends to this card's Problem, as an
      action or by their effects; other players may ("that opponent can't move Friends to
      this card's Problem", 506, 104.2; CG69); ``amount``: only players with at least that
      many characters there ("players with two or more characters here can't move characters
      to this card's Problem", EO66, with ``value`` "characters")
    - "cant-move-weaker-here": ``who`` can't move characters with power lower than or equal
      to this card's power to this card's Problem, powers read as the move would happen
      (104.2, 506, 507.1; EO68)
    - "cant-confront": ``who`` can't confront this card's Problem (104.2, 611.3; CG129)
    - "requirement-reduction": the play requirements of its controller's cards ask ``amount``
      less power of the colour this card chose (``BecomeColour(only_choose=True)``), none
      below 0 (205.1, 609.2a; "The play requirements of your cards are reduced by 2 of the
      chosen color", FF115); nothing while no colour is chosen
    - "confront-past-troublemakers": opposing face-up Troublemakers at this card's Problem
      don't prevent ``who`` from confronting it (611.3e, 104.2; EO214)
    - "cant-dismiss": cards fitting ``target`` can't be dismissed
    - "opponents-cant": this card's opponents can't do the verbs of ``value`` ("|"-separated
      ``Act`` verbs: "dismiss|to-hand") to it ("can't be dismissed ... or put into its
      owner's hand from play by opponents", 104.2; CG25)
    - "opposing-colours": cards fitting ``target`` also have the colours of each opposing
      character at this card's Problem ("Your Crystal Friends here also have the colors of
      each opposing character here", 203.1, 711.5; CG79)
    - "cant-uncover-here": Troublemakers at this card's Problem can't be uncovered, by the
      Uncover step or an effect (104.2, 607.3; CG198)
    - "challenge-at-most": this Troublemaker can be challenged only by a player with at most
      as many characters at its Problem as it has counters named ``value`` (608.1; CG166)
    - "hands-revealed": ``who`` play with their hands revealed: each card in their hand is
      revealed to every player at each priority point (410.6; EO145, ``flow.hosts_and_looks``)
    - "deck-top-revealed": ``who`` play with the top card of their deck revealed, at each
      priority point (410.6; CN197, ``flow.hosts_and_looks``)
    - "look-here": every player looks at the face-down Troublemakers at this card's Problem
      ("Players may look at face-down Troublemakers here", 505.2; CG176), at each priority
      point (``flow.hosts_and_looks``)
    - "control-host": this attachment's controller controls its host while it is on it ("You
      control that Friend", 513.2; CG140), applied at each priority point
    - "cant-frighten": cards fitting ``target`` can't be frightened (104.2, 504)
    - "cant-retire": cards fitting ``target`` can't be retired, by an effect or as a cost
      (104.2, 410.2); the home limit's retiring is the rules' and still retires them (616.3:
      "can't be retired or dismissed except to home limit", LL24)
    - "cant-leave-play": cards in play fitting ``target`` can't leave play: not dismissed,
      retired, banished, nor put into a hand or deck, by effects, costs or a player's retiring
      for the home limit (104.2, 616.3: "While you have 4 or more Friends here, your Friends
      here can't leave play", LL127); what the game does is not stopped (104.3: a uniqueness
      dismissal, 516.2). Read by ``Table.kept_in_play`` with the lasting form,
      ``Modify(..., "cant-leave-play")``
    - "no-faceoff-power": cards fitting ``target`` can't contribute their power to faceoffs:
      involved, they add nothing to their player's power total (514.4a) and points are not
      scored with them for winning (514.5c); confronting still counts it (611.3; EO147)
    - "cant-exhaust": cards fitting ``target`` can't be exhausted, not even to pay a cost
      (104.2, 104.2a)
    - "lose-abilities": cards fitting ``target`` lose and can't have (gain) abilities:
      no keywords, continuous, triggered, activated or replacement abilities, none granted
      or lent; traits, colours and power stay (701.1; ``View._lose_abilities``;
      AD129, AD191, AD196, CG73, CG131)
    - "challenge-cost": ``who`` can't challenge the Troublemakers fitting ``target`` unless
      they pay ``amount`` (608.4, 508.1; AD136), by the challenge step or an effect
    - "stays-when-solved": "when that Friend's Problem is solved, if that Friend would be
      sent home, that Friend isn't sent home instead" (613.2, 710.1; AD135): a card
      fitting ``target`` stays at the Problem as it is replaced after being solved
    - "flipped-power": your flipped cards have ``amount`` power more as the faceoff totals
      are compared (514.4a, 515.1: "Your flipped cards have +2 power", DE1); ``per_counter``:
      for each such counter on this card ("+1 power for each Muscle counter on this card", LL11)
    - "no-ready": cards fitting ``target`` do not ready in the Ready step (603.1; "That
      Friend does not ready during the Ready Phase", CG137)
    - "ready-one-here": during the Ready Phase, players can't ready more than one character
      at this card's Problem: in the Ready step the turn player chooses which (603.1, 104.2;
      EO190, ``flow.ReadyOneRules``)
    - "cant-look-in-decks", "cant-leave-discard": rules changed for every player while this
      card is in play: "Players can't search decks or look at cards in decks", "Cards can't
      leave discard piles" (104.2; FF113; ``abilities.rule_forbidden``)
    - "ready-one": ``who`` can't ready more than one character during their Ready step:
      the turn player chooses which; their other cards ready as usual (603.1, 104.2;
      "Opponents can't ready more than one character during their Ready Step", FF16)
    - "cant-ready": cards fitting ``target`` can't ready: not in the Ready step, nor by an
      effect (104.2; "Friends here with 2 or less power can't ready", AD18)
    - "cant-score": players ``who`` can't score points (104.2): scoring of any kind, by the
      rules or by an effect, does nothing for them and the trace names this card ("during
      faceoffs involving this card, players can't score points": ``who`` ANY with
      ``Condition("in-faceoff")``, AD28, CG23); with ``FLIPPED``, from the flip zone
      ("Chaos: While this card is flipped, opponents can't score points", AD28; 701.3,
      ``View.score_forbidden_by``)
    - "cant-play-events": with ``FLIPPED``, "Chaos: While this card is flipped, players can't
      play Events" (104.2, 701.3; LL80): read from every flip zone (``priority``)
    - "hand-hasty": with ``FLIPPED``, "Chaos: While this card is flipped, Friends in your
      hand have Hasty" (512.5, 701.3; HM142): read from the flip zone (``priority.hand_hasty``)
    - "troublemakers-face-up": Troublemakers played to this card's Problem enter play
      face-up rather than face-down (609.2c, 306.1, 706.1b; HM133): not uncovered, so no
      "when this card is uncovered" ability triggers (607.3)
    - "cant-play": ``who`` can't play cards fitting ``target`` to this card's Problem;
      ``value`` "anywhere": can't play them at all ("Cards with that name can't be played")
    - "confront-needs": ``who`` can't confront this card's Problem with fewer than ``amount``
      characters there
    - "challenge-needs": ``who`` can't challenge this Troublemaker, by the challenge step or
      an effect, unless they have at least ``amount`` Friends at its Problem (608.1, 608.4);
      ``value`` "characters": characters, Mane Characters too ("can't be challenged except by
      two or more characters", FF119: those the challenge would involve, 514.2a)
    - "teamwork": your other Friends here sharing a trait with this card also have its other
      printed abilities (glossary: Teamwork)
    - "chosen-colours": this card is (has) the colours chosen as it entered play ("This card
      is that color", "This card has those colors"; ``AsEntersPlay("choose-colour")``)
    - "chosen-abilities": this card has the printed abilities of the card chosen as it
      entered play ("This card has the printed abilities of that Friend";
      ``AsEntersPlay("choose-card")``): its keywords and continuous abilities apply to this
      card in the view, its triggered, activated and replacement abilities through
      ``abilities.granted``, "this card" meaning this card (701.1: text added by modifiers;
      706.1a: its "as ... enters play" abilities are not applied)
    - "cost": ``who`` pays ``amount`` more (less, if negative) action tokens to ``value``
      "play" a card fitting ``target`` (its zone: the hand), "rally" a Friend fitting
      ``target`` (face-down: frightened), "turn-over" this card by its activated abilities
      or "activate" the activated abilities of a card fitting ``target`` (their "pay [n]"
      costs: "you may pay [1] less for the activated abilities of Pirate Ship", SB8) or
      "transform": the Transform cost paid to play a card fitting ``target`` (glossary:
      Transform; "you pay [1] less for Transform costs, to a minimum of [1]", SB140);
      ``per``: for each card fitting it; ``minimum``: "to a minimum of [n]" (705.2b);
      ``on``: only when it is played on a host fitting it (509.1, 705.2b); ``value``
      "turn-over-colours": "turn-over", ``amount`` for each colour among the cards in play
      fitting ``per`` ("You pay 1 less action token to turn this card over for each color
      among characters in play", 203.1; LL135); ``value``
      "play-there": "you may pay [1] less to play this card to a Problem for each of your
      Earth Pony Friends there", this card's own, read from the hand (701.3: it could
      function nowhere else) with THERE the Problem it is played to (705.2b; CG30); ``value``
      ``FIRST_FRIEND_HERE`` ("play-first-friend-here"): "you may pay [1] less, to a minimum
      of [1], to play your first Friend to this card's Problem each turn" (``amount`` -1,
      ``minimum`` 1): for its controller's Friends played to this card's area while they have
      played no Friend there this turn (``priority.first_friend_here``; EO4, MT130)
    - "play-from-discard": you may play this card from your discard pile (701.3: it
      functions there; ``play_from_discard``); ``value`` "faceoff": "During a faceoff, you may
      play this card from your discard pile as if it were in your hand": only while a faceoff
      is in progress, at any time then (512.4; MT63). With a ``Cards`` ``target`` (in the
      discard pile), on a card in play: "you may play Friends and Resources from your discard
      pile as though they were in your hand" (HM74): its controller may play the cards fitting
      it from their discard pile, as from the hand (their cost, timing and requirements).
      With a ``condition``: only while it holds ("If a player has 8 or more points, you may
      play this card from your discard pile", LL107)
    - "play-requires": "you must control Fluttershy to play this card": it may be played
      only while ``condition`` holds for its player (701.3: it functions in the hand; 609.2a)
    - "flip-there": you flip ``amount`` additional cards during faceoffs at a Problem where
      ``condition`` holds, read with THERE that Problem ("while at least 3 of your [Kindness]
      Friends are at one Problem, flip an additional card during faceoffs at that Problem",
      514.3a); ``value`` "opponent": your opponent flips them ("opponents flip 1 fewer cards
      during faceoffs here", a negative ``amount``; EO192)
    - "flip-when": you (``value`` "opponent": your opponent) flip ``amount`` additional
      cards in any faceoff at whose start ``condition`` holds (514.3a; "Opponents flip 1
      fewer cards during faceoffs involving at least one of their characters with 4 or more
      power", LL50)
    - "total-per-resource-involved": during any faceoff, your power total gets ``amount``
      for each of your Resources attached to characters involved in it (514.4a, 509; "You
      have +2 power during faceoffs for each of your Resources attached to characters
      involved in the faceoff", LL64)
    - "total-power": during faceoffs at this card's Problem, your power total gets
      ``amount`` (514.4a: "any modifiers modifying that player's power total"); ``value``
      "troublemaker": during every Troublemaker faceoff, wherever this card is ("You have +4
      power during Troublemaker faceoffs", FF104)
    - "loser-dismissed": a player who loses a faceoff involving the Troublemaker fitting
      ``target`` and would send a Friend home dismisses it instead (514.5b, 710; CN139)
    - "cant-be-replaced": "This card's Problem can't be replaced until it is solved" (HM75):
      an effect replacing the Problem at this card's area does nothing there (104.2, 613.2;
      ``zones.kept_unsolved``); solving it replaces it all the same (613.1)
    - "stays-when-solved": "when this card's Problem is solved, if this card would be sent
      home, it isn't sent home instead" (AD25): a replacement (710.1) of 613.2's sending home
      when its Problem is solved (613.1), not when an effect replaces it
    - "sent-elsewhere": "if this card would be sent home from a Problem, it is sent to
      another Problem instead" (AD65, 710.1): cards fitting ``target`` sent home from a
      Problem (613.2, 514.5b, 511.5, "send-home") go to the first other Problem in play
      (501.1, 522.2a) instead; being moved home (506) is not being sent
    - "keyword" with ``per``: the keyword ``value`` with the number ``amount`` (1 if 0)
      for each card fitting ``per``, counted as it is granted; none while none fits ("This
      card has Competitive 1 for each of your characters here", MT8)
    - "keyword-power": this card has the keyword ``value`` with its power as the number,
      granted after power (711.4), so only a keyword read after power works so (Eccentric,
      Showy: "This card has Eccentric X, where X is this card's power", MT28)
    - "grant-quoted": cards fitting ``target`` have this card's ``Quoted`` abilities, lent
      to them (``View.lent``; face-up ones: 505.1a; "Your Troublemakers here have "...", MT36)
    - "move-toll": cards fitting ``target`` can't be moved unless their controller pays
      ``amount`` (506, 508.1; "Opposing characters here can't be moved unless their
      controller pays [1]", MT72): added to the cost of their controller's move action
      (609.2b), paid as their controller's effects move them (unable to pay, not moved,
      508.1d); limit: their controller is not asked to pay for another player's effect, which
      does not move them
    - "own-move-toll": ``who`` can't move their own characters fitting ``target`` unless
      they pay ``amount``, wherever this card is ("Opponents can't move their characters with
      Delay counters on them unless they pay [1]", LL79; 506, 508.1): added to their move
      action (609.2b) and paid as their effects move them (unable to pay, not moved, 508.1d);
      other players move those characters as usual
    - "hand-size": your maximum hand size is increased by ``amount`` (616.2; "while this
      card is Cutie Marked, your maximum hand size is increased by 2", MT25)
    - "turn-limit": ``who`` can't do ``value`` more than ``amount`` times per turn: "score"
      (points: "players can't score more than 2 points per turn", AD75; only the points left
      under it are scored), "confront" (Problems, AD77: a confront step past it confronts
      nothing) or "draw" (cards, AD79: a draw past it does not happen and is not replaced,
      104.2a). What was done earlier in the turn counts, before its card entered play too
      (``Table.count_this_turn``); the smallest limit applies (104.2). ``amount`` 0 with a
      condition: "while ..., that player can't draw cards" (EO173)
    - "bonus-instead": "if an opponent would score this card's Problem's bonus points, you
      score them instead" (AD76, 710.1): a Problem faceoff won by an opponent of its
      controller, whose highest bonus is this card's Problem's, scores them for its
      controller, with this card (517.2)
    - "no-manes-involved": on a Troublemaker, "Mane Characters can't be involved in
      Troublemaker faceoffs involving this card": left out of its faceoffs while it is face-up
      (514.2a; ``view.involved_in``; CG156); on another card in play, face-up, "Mane
      Characters can't be involved in faceoffs" (FF107): left out of every faceoff
    - "titles": "This card is both a Maud Pie and a Pinkie Pie in all zones": it has the
      Titles of ``value`` ("|"-separated) besides its own, in every zone (201.3, 701.3;
      ``CardScript.titles``, read by ``cards.has_title``; GF7, GF9)
    - Absolute Discord: "power" with ``value`` "counter:[name]": ``amount`` for each such
      counter on this card (AD194); "power-double": this card's power is double the highest
      power among the cards fitting ``per`` (its printed power replaced, read after every
      other power modifier; AD156); "power-doubled": doubled for each card fitting ``per``,
      after every other power modifier ("This card's power is doubled for each Troublemaker
      here", SB50; "Double this card's power for each other Pukwudgie in play", FF120), or
      without ``per`` cards fitting ``target`` doubled once while ``condition`` holds ("while
      an opponent has more Friends than you, this card's power is doubled", SB80);
      "no-colours": cards fitting ``target`` lose and can't have colours, after every colour
      grant (711; AD166); "lose-trait": they lose and can't have the trait ``value``, after
      every trait grant ("Other Friends lose and can't have Unique", LL140: not Unique for
      uniqueness either, 516.3, 104.2); "play-cost" with ``value``
      "Troublemaker": for playing a Troublemaker to this card's Problem (AD185); "cost" with
      ``value`` "draw": the draw action (609.2d; AD173); "cant-move-friends-here" with
      ``value`` "characters": Mane Characters too (AD177); "all-unique": every card in play
      has Unique (516.3; AD199); "ignore-troublemakers": Troublemakers don't prevent
      confronting this card's Problem (611.3e; AD186); "cant-contribute": cards fitting
      ``target`` can't contribute their power to confronting it (611.3a; AD168);
      "contribute-limit": no more than ``amount`` of each player's characters can (AD181);
      "defeat-points": points scored for defeating a Troublemaker at this card's Problem
      change by ``amount``, never below 0 (514.5a, 710.1; AD179)
    - Defenders of Equestria: "extra-troublemaker": "You can have an additional face-up
      Troublemaker at this Problem" (DE109): this card's controller may control one more
      face-up Troublemaker at its Problem before violating uniqueness (306.2, 516.4; an Epic one
      still violates it, 516.4a; ``flow._uniqueness_violation``)
    - Seaquestria and Beyond: "lowest-wins": in a faceoff involving this card the player
      with the lowest power total wins (514.5 turned around, 104.2; SB137);
      "counters-plus-one": +1 power counters its controller puts on one of their Friends are
      one more (710.1, 519.1; SB133); "move-toll" with ``value`` "anywhere": wherever this
      card is ("Opponents can't move characters unless they pay [1]", SB139);
      ``Act(count="your-characters")``: "for each of your characters" (SB76);
      ``"your-characters:Dragon"``: "for each Dragon character you have" (FF16)
    - "play-banished-face-down": "You may play cards which you own that have been banished
      face-down by Friends named [this card's name] as though they were in your hand" (LL41):
      its controller may play the cards they own marked ``BANISHED_FACE_DOWN`` by a card of
      that name (any one, in play or not), from the banished zone, with their timing, cost
      and requirements (``priority.playable_banished``; 701.3)
    - Marks in Time: "power-set": cards fitting ``target`` have ``amount`` power and can't gain
      or lose power: read after every other power modifier and counter, so none changes it
      (507.1, 519.4, 104.2; "Friends here have 2 power and can't gain or lose power", MT120,
      EO217)

    ``each_player``: "while a player has ..., that player's ...", "players with ... get ...":
    the ability is read once from each player's side, as if that player controlled it (513.5:
    YOU, OPPONENT, the condition and the cards it names are that player's), for the kinds
    read after power and grants (costs, "cant-*", "confront", "total-power", "power").
    """

    kind: str
    target: Target = THIS
    amount: int = 0
    value: str = ""
    who: str = OPPONENT
    per: Cards | None = None
    condition: Condition | None = None
    minimum: int = 0
    each_player: bool = False  # Premiere (PR161, PR167, PR191): read from each player's side
    # Premiere (PR171, PR182): a "cost" Static for cards played on a host (509.1) fitting
    # ``on`` only ("Resources played on characters here", "played on this Problem": THIS)
    on: Target | None = None
    # Absolute Discord (AD147): a "cost" Static's ``amount`` for each [name] counter on this
    # card ("must pay +[1] to play cards for each Tip counter on this card", 519); a
    # "confront" one's too (HM127)
    per_counter: str = ""

    def __post_init__(self) -> None:
        if self.kind == "play-cost" and self.amount < 0:
            # ``priority.may_play`` leaves a card out of the Main Phase options when its cost
            # with no place is more than its player has: that holds only if playing to a
            # Problem never costs less (609.2a). A reduction is a "cost" Static.
            raise ValueError(f"a play-cost Static only adds to the cost, not {self.amount}")


# --- abilities ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Trigger:
    """When a triggered ability triggers (704). ``event`` is an ``Occurrence`` kind:

    - "played": this card is played by you (``to_problem``: to a Problem); ``value`` ANY_CARD:
      any card ``who`` plays, an Event too ("when you play the last card in your hand",
      AD10, with a condition on the hand; "when you play a card", AD4; "when an opponent
      plays a card", AD147)
    - "enters-play": this card enters play, played or put into play by an effect ("when this
      card enters play", 706.1d; ``to_problem``: at a Problem); a "played" one does not
      trigger for a card put into play without being played
    - "problem-played": this Problem enters play
    - "moved": you move this card (``to_problem``: to a Problem); ``who`` ANY: any player
      moves it ("when this card is moved", AD17; ``value`` "to-home": "moved home", DE56;
      "from-home": from its home); with ``about`` and ``value`` "from-here":
      a card fitting it is moved from this card's Problem by ``who`` (506.1; RR10), with
      ``to_problem`` to another Problem, THERE ("... moved from here to another Problem",
      AD29)
    - "confronted": ``who`` confronts this card's Problem; with ``anywhere``: any Problem
      ("when you confront a Problem", 611.4; CG1, CG4)
    - "won-faceoff": ``who`` wins a faceoff involving this card (``value``: kind)
    - "uncovered": this card is uncovered; with ``here``: a Troublemaker at this card's Problem
    - "phase-start"/"phase-end": the ``value`` Phase of ``who`` starts/ends
    - "dismissed": this card is dismissed; "to-discard": put into a discard pile
    - "leaves-play": this card leaves play, any way (its abilities see it as it last
      existed in play: its area, controller, choices, counters, power, 712.2)
    - "turned-face-down": this card is turned face-down by an effect ("turn-face-down"): the
      card it became watches, so only with ``face_down`` (505.3, 505.1a; CN164)
    - "defeated": ``who`` defeats a Troublemaker (here, with ``here``); "when this
      Troublemaker is defeated" is "this-defeated" (below)
    - "discarded": ``who`` discards a card
    - "tokens-received": ``who`` receives action tokens; "tokens-lost": ``who`` loses one or
      more action tokens by an effect (``LoseTokens``; paying is not losing, 508.1; FF106)
    - "event-played": ``who`` plays an Event (THAT is the Event, now in the discard pile, or
      where its text put it: ``Play.put``)
    - "put-into-play": ``who`` puts a token (``value``: that token's id, 521.1) or a card
      (``Act("put-into-play")``) into play without playing it
    - "moved-here": ``who`` moves a Friend to this card's Problem (506.1c; THAT is the Friend)
    - "mane-moved": ``who`` moves their Mane Character to a Problem (THERE is that Problem)
    - "played-here": ``who`` plays a card of type ``value`` to this card's Problem (THAT)
    - "attached": ``who`` plays a Resource on one of their Friends (THAT; THAT_HOST: the Friend);
      ``value`` "on-this": on this card ("when you play an Accessory on this card", EO74)
    - "retired": this card is retired (410.2)
    - "sent-home": this card is sent home (514.5b, 613.2, an effect's "send-home"; not a
      move, 506): "when this card is sent or moved home" (DE56)
    - "scored-bonus": ``who`` scores a Problem's bonus points, winning a Problem faceoff
      (514.5c; bonus points of 0 are no points scored)
    - "turned-over": this Mane Character is turned over and the side with this ability is now
      face-up ("when this side of the card is turned face up", 301.2)
    - "frightened": a Friend ``who`` controls is frightened (THAT, 504.1); ``value``
      "this": this card becomes frightened, with ``face_down`` (it is face-down then, 505.3;
      ``BECOMES_FRIGHTENED``; HM60, MT7)
    - "unfrightened": this card becomes unfrightened, rallied (609.2e) or by an effect
      (504.3; CG10); with ``about``, a Friend ``who`` controls fitting it (THAT; "when this
      or another one of your Friends becomes unfrightened", HM21; a Reaction, CG123).
      A card turned face-up as it stops being a Friend (511.4) does not
    - "readied": this card readies (503.3), in the Ready step or by an effect ("when this
      card readies", FF69); ``value`` "host": this attachment's host
    - "exhausted": this card becomes exhausted, a card ``who`` controls (503.2: by an
      effect or to pay a cost; not a card entering play exhausted, 706.1b); ``value``
      "host": this attachment's host ("when that Friend becomes exhausted", 509; THAT)
    - "drew": ``who`` draws a card (410.4)
    - "exhausted-by": ``who`` exhausts a card fitting ``about`` (503.2: by an instruction of
      theirs or to pay a cost of theirs; THAT the card): "when you exhaust one or more opposing
      characters" (LL109, with ``one_or_more``); emitted only while a card in play watches for it
    - "frightened-by": ``who`` frightens a Friend (504.1: by an instruction of theirs, or by
      a replacement modifier of theirs that frightens it instead, 710.1; THAT the face-down
      card it became): "when you frighten a Friend for the first time each turn" (LL131, with
      ``first`` and ``each_turn``); emitted only while a card in play watches for it
    - ``GAME_START`` ("game-start"): the game starts, after the mulligans (102.5: "at the
      start of the game", with ``who`` ANY; ``flow.StartGameRules``)
    - "drew-card": ``who`` draws a card, THAT the card in their hand, for ``about`` ("when
      an opponent draws a Friend", EO145; emitted only while a card in play watches for it,
      and for a card whose identity is known)
    - "drew-nth": ``who`` draws their ``exactly``-th card of the turn ("when you draw your
      third card during a turn", 410.4; counted in a game whose cards read it,
      ``Table.count_this_turn``; RRf2)
    - "this-defeated": this Troublemaker is defeated (514.5a), by any player; it is in the
      discard pile by then and its ability looks back, "you" its controller as it last was
      in play (701.3, 712.2), ACTOR the player who defeated it, THERE the Problem it was
      defeated at (RR11, CS8, AD161, AD165)
    - "host-defeated": ``who`` defeats this attachment's host, a Troublemaker (514.5a; by a
      faceoff or an effect): "When you defeat that Troublemaker" (CN147); the attachment,
      still in play as it triggers, is dismissed by the game afterwards (511.2); THAT is the
      Troublemaker as it last existed in play (712.2)
    - "entered-discard" with ``value`` "this": this card enters its owner's discard pile,
      from the hand, the deck or play ("when this card enters your discard pile", DE60; the
      ability functions there, 701.3)
    - "entered-discard": a card enters ``who``'s discard pile, from anywhere (THAT, in the
      discard pile: "when a card enters a discard pile", AD141)
    - "put-on-deck": ``who`` puts a card on top of their own draw deck, from anywhere, by
      an instruction of theirs ("when you put a card on top of your deck", EO5; the player
      choosing the card, if the text says they put it; ``Table.put``'s ``by``): not a card
      put there by an opponent's instruction, not a hand shuffled into the deck, nor cards
      looked at or revealed and left on top, which never leave the deck (402.3). It names
      no card (THAT is unset): the card is hidden in the deck. ``value`` "this": "when you
      put this card on top of your deck" (LL100): the card in the deck is its own watcher,
      that ability functioning there (701.3)
    - "paid-last": ``who`` pays action tokens and has none left ("pays their last action
      token", 508.1; AD132)
    - "scored": ``who`` scores points (517.2; the occurrence's amount is how many; with
      ``first`` and ``each_turn``: "the first time a player scores a point each turn", ST2)
    - "action": ``who`` takes an action (705.1) during the ``value`` Phase, if given
    - "turn-end": ``who``'s turn ends ("at the end of your turn", "when you end your turn",
      615.1: in the End of Turn step)
    - "faceoff-started": a faceoff starts here (``who`` started it; ``anywhere``: any); with
      ``value`` ``CHALLENGED``: ``who`` challenges this card (a Troublemaker faceoff, 608.4)
    - "state": ``condition`` becomes true ("when this card has 8 power"): not an occurrence
      but a state of the game, checked each time Pre-Priority Processing runs (511.1,
      704.1c); it triggers once each time the condition becomes true (704.1b), and again only
      after it has been false at such a check (``when_state``)
    - "step-end": the ``value`` step of ``who``'s turn ends ("at the end of your draw step":
      "Draw", 601.2)
    - "counter-put": ``who`` puts +1 power counters on this card ("when you put a +1 power
      counter on this card", MT113), or with ``here`` on a card at this card's Problem
      (THAT; "... on a character here", HM122) (519.1, 519.4): by ``Act("put-counter")``,
      the keywords built on it (Diligent) and counters moved; the occurrence's amount is how
      many
    - "event-playing": ``who`` plays an Event, as it is played (705.2e: "as an opponent plays
      an Event"): the ability resolves at once, before the Event's instructions, with no
      player having priority (705.2); THAT is the Event in the queue (``Act("cancel", THAT)``:
      "cancel that card", 410.7; HM115)
    - "faceoff-ending" with ``value`` ``CHAOS``: "Chaos: At the end of a faceoff while this card
      is flipped, ..." (MT96): triggers for this card in the flip zone as the faceoff ends
      (514.6: the triggers at its end trigger, then flipped cards go to the bottom); its
      instructions find the card with ``BOTTOMED_THIS``
    - "faceoff-ended": any faceoff ends (514.6), as its "at the end of the faceoff" abilities
      trigger: ACTOR is its winner, none if nobody won; with ``value`` "not-lost": only if
      this card's controller did not lose it, a tie or a faceoff ended early included ("At
      the end of a faceoff, if you didn't lose that faceoff, ...", LL139; emitted only while
      a card in play watches for it)
    - "cutie-marked": this card becomes Cutie Marked (glossary: Cutie Mark; the
      ``cutie-mark`` action); with ``about``, a card fitting it ("when one of your Friends
      becomes Cutie Marked", ``who`` ANY: whoever marked it; THAT is that card, THERE its
      area; ``to_problem``: only while it is at a Problem, "to that Friend's Problem"; MT11)

    ``token``: only when the card it is about is a token (True) or a non-token (False, 521.2).
    "enters-play" with ``about``: a card fitting it enters play, played or put into play by
    ``who`` ("when one of your Friends enters play", 706.1d; CGpf12).
    ``about``: only when the card it is about (THAT) fits this description, as it is when the
    condition is checked ("an opponent's Friend", "a Troublemaker", "a Resource on a Friend").
    With ``about``, "played", "moved", "retired", "dismissed", "to-discard", "leaves-play" are
    not about this card but any card fitting it: "after an opponent plays a Troublemaker" is
    ``Trigger("played", OPPONENT, about=Cards(types=TROUBLEMAKER, face_down=True))`` (``who``
    plays or moves it; for the others ``who`` controlled it).
    ``anywhere``: "faceoff-started" and "won-faceoff" for any faceoff, not only one involving
    this card or at its Problem ("after the start of a faceoff", "when you win a faceoff");
    "confronted" for any Problem.
    A "phase-start" with no ``value`` is the start of any phase.
    """

    event: str
    who: str = YOU
    to_problem: bool = False
    here: bool = False
    value: str = ""
    condition: Condition | None = None
    at_least: int | None = None  # the occurrence's amount (faceoff margin, excess power)
    exactly: int | None = None
    first: bool = False  # "the first player to ...": once for this card in play
    each_turn: bool = False  # with ``first``: "the first time ... each turn" (616.4)
    token: bool | None = None  # "one of your (non-)token Friends" (521.2)
    about: Cards | None = None
    anywhere: bool = False
    # Leaders and Legends (LL109): "when you exhaust one or more opposing characters": the
    # cards one instruction or one action's costs exhaust trigger it once: it does not
    # trigger again while it waits to be processed (704.1, 511.7)
    one_or_more: bool = False
    # Canterlot Nights (CN157, CN158): it functions while this card is face-down, as only then
    # could it function ("when you play this card, ... to uncover this card", 505.1a)
    face_down: bool = False
    # Seaquestria and Beyond (SB61): it functions while this card is in its owner's hand, and
    # only there (701.3: it could function nowhere else): "When you move a character, you
    # may put this card from your hand into play"; "you" is the card's owner
    in_hand: bool = False


@dataclass(frozen=True)
class Triggered:
    when: Trigger
    effects: tuple[Effect, ...]
    text: str = ""


@dataclass(frozen=True)
class Activated:
    """703: "<timing>: <cost> to <effect>"; ``anyone``: any player may activate (PR175).

    A Reaction ("Reaction: After <occurrence>, you may <cost> to <effect>") has ``react``:
    the occurrences it answers, read as the triggers of this card's triggered abilities are
    (``Trigger``: "you move this card", "an opponent plays a Friend to this card's Problem").
    It may be activated only while one of them has happened since the last priority window
    closed, once per instance (512.4c, 512.4d). THAT is the card the occurrence is about,
    THERE the area it happened at."""

    timing: str
    cost: tuple[Cost, ...]
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    anyone: bool = False
    react: tuple[Trigger, ...] = ()

    def __post_init__(self) -> None:
        if self.react and any(c.that for c in self.cost):
            # THAT is the card the occurrence is about (512.4c): it can't also be a paid card
            raise ValueError("a Reaction's cost can't name its cards as THAT")


@dataclass(frozen=True)
class Play:
    """An Event's text (304, 512.2): its timing phrase and what it does.

    A Reaction Event has ``react``: the occurrences it answers, any of them (512.4c, 512.4d).
    They are read from the Event's player's side, not a card in play: "played" is ``who``
    plays a card (of a kind: ``about``), "moved" ``who`` moves a card, "dismissed" a card of
    ``who``'s is dismissed; ``condition`` is checked with THERE the occurrence's area. THAT
    is the card the occurrence is about; THERE its previous area for a move ("send that
    character to its previous area"), otherwise the area it happened at.

    ``put``: "deck-top" is the Event's last instruction "Put this card on the top of its
    owner's deck" (PR104): as its text is done it goes there, not into its owner's discard
    pile (304.2), and it has been played all the same (705.2g)."""

    timing: str
    effects: tuple[Effect, ...]
    condition: Condition | None = None
    react: tuple[Trigger, ...] = ()
    put: str = ""  # Premiere (PR104); "banish": "Banish this card." (406; CG201)
    # "deck-top:[mode]": "Choose two: ..., put this card on top of its owner's deck, ...":
    # put there as its text is done if that mode (its words) was chosen (AD111)
    # "beneath-chosen": its last instruction "Banish this card to beneath [the card CHOSEN]"
    # (410.5, glossary: Pumped): it goes there, not into the discard pile (304.2), if that
    # card is still in play


@dataclass(frozen=True)
class Replacement:
    """710: "if [occurrence] would happen to ``target``, [instead]". ``occurrence``: "dismissed",
    "leave-play", "banished" (a card in play would be banished by an effect, 406; only with
    ``instead`` "retire": "if another one of your Friends would be ... banished, you may retire
    this card instead", SB56), "frighten" (504.1), "flip-to-bottom" (a flipped card put on the
    bottom of its owner's deck, 514.6), "confront" (``target`` is the Problem confronted,
    611.4), "draw" (``who`` would draw a card, 410.4; each card of a multi-card draw
    separately, 410.4b),
    "ready" (503.3: in the Ready step or by an effect; CGpf14), "uncover" (a face-down
    Troublemaker would be uncovered, in the Uncover step or by an effect, 607.3; only with
    ``instead`` "retire", asked of this card's controller: "if a Troublemaker would be
    uncovered here, you may retire this card instead", EO141; or "stay-face-down", which
    replaces its being turned face-up by an effect too, HM69: "if one of your face-down
    Troublemakers would be turned face-up or uncovered, you may choose to not turn it face-up
    or uncover it instead", LL62; replaced in the Uncover step, it is not tried again that
    turn, 607.2), "defeat" (this Troublemaker
    would be defeated, by a faceoff or an effect, 514.5a; with ``cost`` and no ``instead``:
    "you may remove a +1 power counter from it instead. If you do, this card is not
    defeated", EO178: nothing is scored for it), "to-hand" (a card in play would be put into
    its owner's hand, by an effect, a cost or another replacement; only with ``instead``
    "banish" and ``optional`` False: "if a Friend would be put into a player's hand from
    play, banish that Friend instead", EO146), "move" (``who`` would move a card fitting
    ``target``, as an action or by an effect, 506.1; only with ``instead`` "retire", asked of
    this card's controller: "if an opponent would move a character, you may retire this card
    instead. If you do, that character is not moved", EO160; or with ``instead``
    "other-problem" and a ``cost``, a move to a Problem is made to a different Problem: "you
    may exhaust this card. If you do, they choose a different Problem and move that character
    there instead", SB27), "problem-replaced" (a Problem
    fitting ``target`` would be replaced, solved or by an effect, 613.2; with ``cost`` and no
    ``instead``, asked of this card's controller: "if this card's Problem would be replaced,
    you may exhaust this card instead", EO208), "home-limit-retire" (a Friend fitting
    ``target`` would be retired for being in excess of its controller's home limit, 616.3;
    asked of this card's controller, who moves it to this card's Problem instead: "if one of
    your Friends would be retired for being in excess of your home limit, you may move it
    here instead", EO198; with ``instead`` "hand" and a ``cost``: "you may retire this
    card to put that Friend into its owner's hand instead", LL118);
    "sent-home" (a character fitting ``target`` would be sent home, 506.5: as its Problem is
    replaced, 613.2, asked before the replacing begins, one question for all of them; after
    losing a faceoff, 514.5b, or by an effect, alone; only with ``instead``
    "other-problems", asked of this card's controller, who then chooses another Problem for
    each: "If one or more of your characters would be sent home from here, you may send
    those characters to other Problems instead", SB107; ``flow.SendElsewhereRules``);
    "discard" (``who`` would discard a card from their hand, by an instruction or to hand size,
    not as a cost, 410.3, 508.1a; ``target`` ``THIS``: this card, else any card) and
    "forced-discard" (an instruction of an opponent of that player would make them discard it:
    "if an opponent would force you to discard a card"), each card separately: found among
    the cards that player controls in play and, with ``condition`` ``IN_HAND`` ("while this
    card is in your hand") or ``target`` ``THIS``, among the cards in their hand (701.3;
    ``abilities.discard_replacements``), with ``instead`` "deck-top" (the card goes on top of
    its owner's deck, LL144), "discard-this" (this card is discarded instead, a discard other
    modifiers may still replace, 710.3; LL22) or "play-this" (this card is put into play at
    its owner's home, not played, 706.1d; FF115, CN25);
    ``instead``: "frighten", "exhaust" (of a "frighten"), "stay-exhausted" (of a "ready":
    "this card remains exhausted instead", CGpf14), "deck-top", "hand", "beneath" (banish
    it to beneath this card), "beneath-all" (of a "flip-to-bottom": every one of the flipped
    cards it fits, banished to beneath this card, one question for all: "if you would put any
    number of flipped cards on the bottom of your deck, you may banish them to beneath this
    card instead", CG40), "banish" (of a "dismissed": "it is banished instead", CG165),
    "turn-over" (turn this Mane Character over; the occurrence does not happen, CG192),
    "instructions" (of a "frighten": the occurrence does not happen and ``effects`` are
    followed, THAT the card: "you may banish a card from your discard pile instead", HM19;
    "you may pay [1] to dismiss it instead", HM65, asked of this card's controller; of a
    "dismissed" or "leave-play" too: "you may retire one of your Resources on that Friend
    instead", LL42, FF139, LL108, LL140; offered only while a first instruction on a
    ``Cards`` description can be done to a card of its controller's, with ``Act.exactly``
    as many as it needs, 508.1c),
    "prevent" (of a "dismissed", with a ``cost``: the card is not dismissed, nor the others
    the same instruction would dismiss that this modifier would replace, for one payment:
    "if one or more of your Friends would be dismissed, you may pay [1] and exhaust this card
    instead. If you do, those Friends are not dismissed", EO151),
    "discard" (a flipped card into its owner's discard pile; with
    ``optional`` False it applies to each flipped card it fits with no question, 514.6),
    "turn-face-down" (of a "dismissed": a face-up Troublemaker is turned face-down and stays
    at its Problem, 505; DE23),
    "play-here" (a flipped Friend put into play at this card's Problem, not played: its "enters
    play" triggers fire, 706.1d), "retire" (retire this card; the occurrence does not happen);
    ``cost``: "you may [cost] to [instead] instead", paid by this card's controller as the
    modifier is applied (508.1; offered only when it can be paid in full, 508.1d); ``effects``:
    instructions done instead (709), a draw replaced by them is not drawn (410.4c);
    ``optional``: "you may"; ``who``: whose doing it replaces ("an opponent would confront",
    ``most_here``); ``once``: "once per faceoff"; ``phase``: "during a [phase] Phase", with
    ``their``: "during their [phase] Phase" (it is that player's turn); ``chooser``: who says
    "may" (YOU: this card's controller; ACTOR: "they may", the player whose draw it is).
    With ``IN_DISCARD`` in its ``condition`` (alone or in an "all") it functions in its
    owner's discard pile only: "While this card is in your discard pile, if one of your
    Friends would leave play, you may banish this card ... instead" (701.3; LL108).
    "leave-play" is being dismissed or retired (as Persistent reads it); banishing and
    returning to a hand or deck are not watched (their own occurrences, "banished",
    "to-hand")."""

    occurrence: str
    target: Target = THIS
    instead: str = ""
    optional: bool = True
    condition: Condition | None = None
    who: str = ANY
    once: str = ""
    effects: tuple[Effect, ...] = ()
    phase: str = ""
    their: bool = False
    chooser: str = YOU
    cost: tuple[Cost, ...] = ()


def most_here(trait: str) -> str:
    """ "The player with the most [trait] characters here" (strictly more than any other),
    as a Replacement's ``who``."""
    return f"most-here:{trait}"


def draw_replacement(
    *instead: Effect, who: str = YOU, phase: str = "", their: bool = False, chooser: str = YOU
) -> Replacement:
    """ "If [who] would draw a card during [their] [phase] Phase, [chooser] may [instead]"
    (710.1, 410.4): the first instruction must be possible for the draw to be replaced."""
    return Replacement(
        "draw", THIS, effects=instead, who=who, phase=phase, their=their, chooser=chooser
    )


@dataclass(frozen=True)
class AsEntersPlay:
    """706.1a: "As [``target``] enters play, [``verb``] it": applied while the card is put
    into play, before continuous modifiers affect it and before "when ... enters play"
    abilities trigger (706.1c, 706.1d). ``target`` ``THIS``: this card; a ``Cards``
    description: a card entering play that fits it, seen from this card (in play).
    ``verb``: "exhaust", "put-counter" (``n`` +1 power counters; with ``of``, ``n`` for each
    card fitting it as the card enters: "for each of your other Earth Pony Friends", LL136),
    "power" (``n`` power until
    the end of the turn), "choose-colour" ("choose a color", ``n`` colours, one at a time;
    ``up_to``: "up to ``n``"), "choose-card" ("choose a [``of``]": its card id) and
    "name-card" ("name a card", "name a Friend": the name, Title and Subtitle, of a card in
    the pool of ``of``'s types, 201.1, or a description of a single one, 201.1b), all asked
    of this card's controller as the card enters, with no priority in between, and
    remembered on the entering card (``CardInstance.chosen``) for its other abilities
    (``Static("chosen-colours")``, ``Static("chosen-abilities")``, ``Cards(named=True)``).
    "lose-abilities" (a card entering play that fits ``target`` loses and can't have
    abilities until the end of the turn, 701.1: "as an opposing Friend enters play, ...",
    SB110; it has none as it enters, so its "enters play" abilities do not trigger). ``state``: a
    modifier of the state the card enters play in ("This card enters play exhausted"),
    applied after every "as" ability (706.1b)."""

    verb: str
    target: Target = THIS
    n: int = 1
    state: bool = False
    condition: Condition | None = None
    up_to: bool = False
    of: Cards | None = None


# ``AsEntersPlay(COUNTERS_OF_CARD, of=...)``: "This card enters play with a number of +1 power
# counters on it equal to the number of +1 power counters on another one of your characters"
# (SB20; 706.1a, 519.1): its controller chooses a card fitting ``of`` as it enters, and it
# gets as many +1 power counters as that card has
COUNTERS_OF_CARD = "counters-of-card"
# ``AsEntersPlay(COPY_BANISHED, of=Cards(OPPONENT, FRIEND))``: "As this card enters play, banish
# an opposing Friend. This card enters play as a copy of that Friend." (FF76; 706.1a): its
# controller chooses a card fitting ``of`` that can be banished, it is banished, and this card
# has that card's printed information (name, cost, power, colours, traits, keywords and text,
# as 520.2 copies a card's printed information; not a token) while it is in play: its card id
# becomes ``tokens.copy_of_id``, its own again as it leaves play (410.6). The copied card's
# "as ... enters play" abilities are not applied (706.1a: those that apply are found as the
# card begins to enter), its "when ... enters play" ones trigger (706.1d). With no card to
# banish it enters play as itself.
COPY_BANISHED = "copy-banished"


def name_card(*types: CardType) -> AsEntersPlay:
    """ "As this card enters play, name a card" / "name a Friend" (706.1a, 201.1)."""
    return AsEntersPlay("name-card", THIS, of=Cards(types=types, zone=Zone.HAND))


def choose_colours(n: int = 1, up_to: bool = False) -> AsEntersPlay:
    """ "As this card enters play, choose a color" / "choose up to two colors" (706.1a)."""
    return AsEntersPlay("choose-colour", THIS, n, up_to=up_to)


@dataclass(frozen=True)
class Attach:
    """Resources "Play on a Friend/Problem/opponent's Friend" (509)."""

    host: Cards


@dataclass(frozen=True)
class Manual:
    """A printed paragraph (701.2; its number, from 0) the engine does not carry out: the
    judge applies it with edits. ``paragraph`` None: every paragraph of that side. ``reason``
    says what the engine lacks for it (``python -m engine.coverage`` lists it)."""

    paragraph: int | None = None
    reason: str = ""


@dataclass(frozen=True)
class Quoted:
    """An ability printed in quotes that this card gives other cards ("Your Troublemakers here
    have "Immediate: ..."", MT36): a ``Static("grant-quoted", target)`` of the same card lends
    it to the cards fitting ``target`` (``View.lent``, ``abilities.granted``), "this card"
    meaning the card that has it (701.1, 201.2). The card it is printed on does not have it."""

    ability: Triggered | Activated | Replacement


Ability = (
    Triggered | Activated | Play | Static | Replacement | AsEntersPlay | Attach | Manual | Quoted
)


@dataclass(frozen=True)
class CardScript:
    abilities: tuple[Ability, ...] = ()
    boosted: tuple[Ability, ...] = field(default=())

    @property
    def titles(self) -> tuple[str, ...]:
        """Titles this card has besides its printed one: "This card is both a Maud Pie and a
        Pinkie Pie in all zones" (``Static("titles", value="Maud Pie|Pinkie Pie")``; 201.3,
        701.3: it functions in every zone; read by ``cards.has_title``)."""
        return tuple(
            t
            for a in self.abilities
            if isinstance(a, Static) and a.kind == "titles"
            for t in a.value.split("|")
        )

    def manual_text(self, printed: tuple[str, ...], boosted: bool) -> tuple[str, ...]:
        """The printed paragraphs of one side this script leaves to the judge."""
        marks = [a for a in (self.boosted if boosted else self.abilities) if isinstance(a, Manual)]
        if any(m.paragraph is None for m in marks):
            return printed
        return tuple(
            printed[m.paragraph]
            for m in marks
            if m.paragraph is not None and m.paragraph < len(printed)
        )


def card(*abilities: Ability, boosted: tuple[Ability, ...] = ()) -> CardScript:
    return CardScript(tuple(abilities), boosted)


# --- short forms for readable scripts -----------------------------------------------------
MAIN = "Main Phase"


def manual(reason: str = "") -> CardScript:
    """Every paragraph of the card, on both sides of a Mane Character, is left to the judge,
    for ``reason`` (what the engine lacks for it)."""
    return card(Manual(reason=reason), boosted=(Manual(reason=reason),))


def two_colour_event(first: Colour, second: Colour) -> CardScript:
    """ "Main Phase: Choose a [first] or [second] character. That character gets +1 [first]
    and +1 [second] until the end of the phase." """
    chosen = Cards(types=CHARACTER, any_colour=(first, second))
    return card(
        Play(
            MAIN,
            (
                Modify(chosen, "colour", 1, first.value, "phase"),
                Modify(CHOSEN, "colour", 1, second.value, "phase"),
            ),
        )
    )


def flip_event(a: str, b: str) -> CardScript:
    """ "Faceoff: If you have [a] or [b] involved in this faceoff, flip an additional card. If
    you have [a] and [b] involved, flip 2 additional cards instead." (515.1)"""
    titles = f"{a}|{b}"
    return card(
        Play(
            "Faceoff",
            (
                When(Condition("titles", value=titles, n=1), (Flip(1),)),
                When(Condition("titles", value=titles, n=2), (Flip(1),)),
            ),
        )
    )


def search_deck(cards: Cards, who: str = YOU) -> Search:
    return Search(cards, Zone.DRAW_DECK, who=who)


def on_play(
    *effects: Effect, to_problem: bool = False, condition: Condition | None = None
) -> Triggered:
    """ "When you play this card": not when it is put into play without being played (706.1d,
    ``on_enter``)."""
    return Triggered(Trigger("played", to_problem=to_problem, condition=condition), effects)


def on_enter(
    *effects: Effect, to_problem: bool = False, condition: Condition | None = None
) -> Triggered:
    """ "When this card enters play" (706.1d): played, or put into play by an effect."""
    return Triggered(Trigger("enters-play", to_problem=to_problem, condition=condition), effects)


def when_state(condition: Condition, *effects: Effect) -> Triggered:
    """ "When [``condition``], [``effects``]": a trigger on a state of the game, not on an
    occurrence (``Trigger("state")``; 704.1, 704.1b, 511.1)."""
    return Triggered(Trigger("state", condition=condition), effects)


def when_moved(*effects: Effect, to_problem: bool = True) -> Triggered:
    return Triggered(Trigger("moved", to_problem=to_problem), effects)


def when_confronted(
    *effects: Effect, who: str = YOU, condition: Condition | None = None
) -> Triggered:
    return Triggered(Trigger("confronted", who=who, condition=condition), effects)


def when_wins_faceoff(*effects: Effect, kind: str = "") -> Triggered:
    return Triggered(Trigger("won-faceoff", value=kind), effects)


def at_start_of(phase: str, *effects: Effect, whose: str = OPPONENT) -> Triggered:
    return Triggered(Trigger("phase-start", who=whose, value=phase), effects)


def when_problem_played(*effects: Effect) -> Triggered:
    return Triggered(Trigger("problem-played", who=ANY), effects)


def enters_play_exhausted() -> AsEntersPlay:
    """ "This card enters play exhausted" (706.1b)."""
    return AsEntersPlay("exhaust", THIS, state=True)


def choose(cards: Cards, chooser: str = YOU) -> Cards:
    """Readability marker: the instruction's player chooses one card fitting ``cards``."""
    del chooser
    return cards


def power(target: Target, amount: int, until: str = "turn") -> Modify:
    return Modify(target, "power", amount, until=until)


def colour_power(target: Target, colour: Colour, amount: int, until: str = "turn") -> Modify:
    return Modify(target, "colour", amount, value=colour.value, until=until)


def friend_tokens(
    n: int, power: int, colour: Colour | None, trait: str, *keywords: str, **options: object
) -> PutToken:
    """ "Put ``n`` ``power`` [colour] ``trait`` Friend token(s) [with keywords] into play"."""
    colours = () if colour is None else (colour,)
    return PutToken(power, colours, (trait,), keywords, n=n, **options)  # type: ignore[arg-type]


def act(verb: str, target: Target = THIS, **options: object) -> Act:
    return Act(verb, target, **options)  # type: ignore[arg-type]


# "turn this card over": a Mane Character to its other side (301.2)
TURN_OVER = Act("turn-over", THIS)


# --- the discard pile and counts per player (Canterlot Nights) ----------------------------
def play_from_discard() -> Static:
    """ "You may play this card from your discard pile": an ability that functions in the
    discard pile (701.3). The card is played as from the hand, with its cost, timing and
    requirements (609.2a), as a Main Phase action."""
    return Static("play-from-discard")


# ``Trigger("played", YOU, value=ANY_CARD)``: "when you play a card", of any type (a Friend,
# Resource, Event or Troublemaker; CG80, CG192), not only this card
ANY_CARD = "any-card"


# ``Discard(per_tokens_of=OWN_TOKENS)``: "each player discards a card for each action token
# they have": every discarding player counts their own tokens; they choose one after the
# other and discard together (801.1).
OWN_TOKENS = "own"


# ``Static("cost", ..., value=FIRST_FRIEND_HERE)``: "you may pay [1] less, to a minimum of [1],
# to play your first Friend to this card's Problem each turn" (EO4, MT130; 705.2b), read with
# the count of Friends its controller played to that Problem this turn
# (``Table.count_play``, ``priority.first_friend_here``)
FIRST_FRIEND_HERE = "play-first-friend-here"


def first_friend_here_costs_less() -> Static:
    """ "You may pay [1] less, to a minimum of [1], to play your first Friend to this card's
    Problem each turn" (705.2b; EO4, MT130)."""
    return Static("cost", Cards(YOU, FRIEND, zone=Zone.HAND), -1, FIRST_FRIEND_HERE, YOU, minimum=1)


# ``Trigger("faceoff-started", ANY, value=CHALLENGED)``: "when a player challenges this card"
# (608.4: a Troublemaker faceoff against this Troublemaker; ACTOR is the challenger).
CHALLENGED = "challenged"


# "When this card becomes frightened" (504.1; HM60, MT7): the ability functions on the
# face-down card the frightened one became (505.3, 505.1a: it could function only then)
BECOMES_FRIGHTENED = Trigger("frightened", ANY, value="this", face_down=True)


# --- Chaos (glossary: Chaos; Absolute Discord and later sets) -----------------------------
# ``Trigger("flipped", value=CHAOS)``: "Chaos: When this card is flipped, ...": the ability
# functions in the flip zone (701.3: it could function nowhere else), for the player who
# flipped the card (513.2: its owner); THIS is the flipped card. No other ability of a
# flipped card functions there (701.3).
CHAOS = "chaos"


def when_you_flip(*effects: Effect, chaotic: bool = True) -> Triggered:
    """ "When you flip a Chaotic card, [``effects``]" (a card in play watching its
    controller's flips, 515.1): the flipped card has the Chaotic trait (``chaotic`` False:
    "a non-Chaotic card", without it); THAT is the flipped card, in the flip zone. A Chaos
    ability of the flipped card triggers at the same flip (704.1b, 511.7)."""
    about = (
        Cards(trait="Chaotic", zone=Zone.FLIP)
        if chaotic
        else Cards(not_trait="Chaotic", zone=Zone.FLIP)
    )
    return Triggered(Trigger("flipped", YOU, about=about), effects)


# A ``Trigger`` with this condition functions in the discard pile too: "When you move a
# character, you may put this card into your hand from your discard pile" (SB102; 701.3:
# the discard piles are watched only in a game whose pool has such a card)
# "While this card is in your discard pile, your Mane Character has +1 power" (DE18): a
# ``Static`` with this condition functions in the discard pile (701.3), read by the view from
# the discard piles; in play it never holds
IN_DISCARD = Condition("in-discard")
# A ``Trigger`` with this condition functions in the banished zone only: "At the end of your
# turn, if this card is banished, you may ..." (LL145; 701.3: the banished zones are watched
# only in a game whose pool has such a card); a card beneath another card is banished too
# (410.5)
IN_BANISHED = Condition("in-banished")

# A discard ``Replacement`` with this condition functions in its owner's hand: "If you would
# discard a card while this card is in your hand, you may put this card into play instead"
# (FF115, LL22; 701.3)
IN_HAND = Condition("in-hand")


# "Chaos: While this card is flipped, it has +1 power for each card in your hand": a
# ``Static("power", THIS, ..., condition=FLIPPED)``, read for the flipped card as the faceoff
# totals are compared (514.4a; ``faceoff.while_flipped_power``). In play it never holds.
# "Chaos: While this card is flipped, your characters have +1 power" (DE55): a "power"
# Static on a ``Cards`` description with FLIPPED is read by the view from the flip zones
# (701.3), on the cards in play it describes.
FLIPPED = Condition("flipped")
# ``Static(FACEOFF_PLAY)``: "Faceoff: You may play this card to an area where you have a
# character involved in a faceoff" (CN12): a permission that functions in the hand (701.3),
# with the timing Faceoff (512.4): during a faceoff, any player holding priority plays the
# card, paying its cost (609.2a), to the area of one of their involved characters (514.2); its
# "If you do, it becomes involved" is ``on_play(Act("involve", THIS, ...))`` (514.2d.i)
FACEOFF_PLAY = "faceoff-play"
# ``Static(MAIN_ACTIONS_ONLY, who=ANY)``: "Players can't play cards, activate abilities, or take
# actions except as a Main Phase action" (FF84; 104.2, 609.1, 705.1): while it applies, only the
# turn player at their Main Phase decision may take actions; no priority window offers any
# (``priority.main_actions_only``). Challenging (608) and the game's own steps are not actions
MAIN_ACTIONS_ONLY = "main-actions-only"
# ``Static("power", THIS, value=HIGHEST_OPPOSING, condition=FLIPPED)``: "Chaos: While this card
# is flipped, it has power equal to the highest power among opposing cards involved in the
# faceoff" (LL35): its printed power replaced by that number as totals are compared (507.1,
# 514.4a; ``faceoff.highest_opposing_involved``); flipped cards are not involved (514.2)
HIGHEST_OPPOSING = "highest-opposing-involved"


def chaos(*effects: Effect) -> Triggered:
    """ "Chaos: When this card is flipped, [``effects``]" (glossary: Chaos; 515.1)."""
    return Triggered(Trigger("flipped", value=CHAOS), effects)


# --- "When this Problem is solved / replaced" (613.1, 613.2) ------------------------------
# The Problem triggers as it becomes solved (613.1; "solved") or as its replacing begins
# (613.2, by the Solve step or an effect; "replaced"), while it is still in play; the
# triggered effect resolves once it has been replaced, read as the Problem last existed
# (712.2: its controller is "you"). "Here" in its instructions is the cards that were at the
# Problem as it triggered (712.2: information as it existed when the effect was created),
# though they have been sent home or dismissed since (613.2): ``Cards(where=SOLVED_HERE)``,
# read by instructions only.
SOLVED_HERE = "solved-here"


def when_solved(*effects: Effect) -> Triggered:
    """ "When this Problem is solved, [``effects``]" (613.1)."""
    return Triggered(Trigger("solved"), effects)


def when_replaced(*effects: Effect) -> Triggered:
    """ "When this Problem is replaced, [``effects``]" (613.2)."""
    return Triggered(Trigger("replaced"), effects)


# ``Act(PLAYABLE_BANISHED, CHOSEN)``: "while that card remains banished, you may play that
# card as though it were in your hand" (CG62): a lasting permission for the ability's
# controller, kept while the card stays banished with its id (410.6)
PLAYABLE_BANISHED = "playable-while-banished"
# ``Act(PLAYABLE_BANISHED_FREE, ...)``: "you may play the banished card without paying its cost
# until the end of the turn" (FF114): the same permission for the ability's controller, until
# the turn ends (616.4), and playing it that way costs nothing (its cost is not paid, 609.2a;
# its timing and play requirements still apply)
PLAYABLE_BANISHED_FREE = "playable-banished-free"
# ``Act(PLAYABLE_BANISHED_ANY_COLOUR, ..., chooser=ACTOR, each=True)``: "while that card
# remains banished, it has no color requirement and [that player] may play that card as
# though it were in that player's hand" (AD206): the same permission for the ``chooser``, for
# a card in any player's banished zone, kept while it stays banished with its id (410.6);
# played that way it has no play requirement (205.1) and enters play under the control of the
# player who plays it (706.1d, 513.1)
PLAYABLE_BANISHED_ANY_COLOUR = "playable-banished-any-colour"


# ``Act(PLAYABLE_DISCARD, Cards(YOU, EVENT, zone=Zone.DISCARD))``: "choose an Event in your
# discard pile. Until the end of the turn, you may play that Event as though it were in your
# hand. If you do and it would enter your discard pile, banish it instead" (MT143): a lasting
# permission for the ability's controller until the turn ends (616.4), kept while the card
# stays in the discard pile with its id (410.6); played this way, it is banished as its text
# is done instead of being put into the discard pile (304.2, 406)
PLAYABLE_DISCARD = "playable-from-discard"
# the memo flag of an Event played that way, by its id on the queue: banished as it is done
BANISH_NOT_DISCARD = "banish-not-discard:"


# --- gaining control until a time (513.2) -------------------------------------------------
# ``Act(GAIN_CONTROL + until, target)``: the ability's controller gains control of the card
# until ``until`` ends: "faceoff" (514.6), "phase", "turn" (616.4) or "[name] Phase" ("until
# the end of the Score Phase"); then its previous controller controls it again. A card at a
# home goes to its new controller's home (Crystal Games rulebook, Control).
GAIN_CONTROL = "gain-control:"
# ``gain_control_of(target, WHILE_THIS_IN_PLAY)``: "gain control of another Friend until this
# card leaves play or is frightened" (513.2; EO213): it ends as the card with the ability
# leaves play or becomes a new card in play by being frightened (505.3, 410.6)
WHILE_THIS_IN_PLAY = "this-in-play"


# ``Act(GIVE_CONTROL, THIS)``: "choose an opponent. That opponent gains control of this card"
# (513.2; AD38): for good; at a home it goes to its new controller's home
GIVE_CONTROL = "give-control"

# ``Act(EXCHANGE_CONTROL + until, CHOSEN, each=True)``: "exchange control of those Friends
# until the end of the Score Phase" (LL90, AD116; 513.2): each card CHOSEN goes to the other
# player (games have two) until ``until`` ends, as ``gain_control_of``'s, then back to the
# player who controlled it. Chosen with ``Choose(...)`` and ``Choose(..., adding=True)`` under
# ``IfYouDo``, so the exchange is done only with both cards (705.2f)
EXCHANGE_CONTROL = "exchange-control:"

# ``Move(..., PREVIOUS_AREA)``: "send a character that was moved this turn to its previous
# area" (FF95): the area it was last moved from this turn (``Cards(moved_this_turn=True)``,
# ``Table.record_move``); a move (506), as a Reaction's "send that character to its previous
# area" is (CGpf6); a home not its controller's, or an area that has ceased to exist, is not
# one it can go to (506.2a)
PREVIOUS_AREA = "previous-this-turn"


def gain_control_of(target: Target, until: str, **options: object) -> Act:
    """ "Gain control of [``target``] until the end of [``until``]" (513.2)."""
    return Act(GAIN_CONTROL + until, target, **options)  # type: ignore[arg-type]


# --- "the next time ... this turn" (708.4) -------------------------------------------------
@dataclass(frozen=True)
class NextTime(Effect):
    """ "The next time [``when``] this turn, [``effects``]": a triggered modifier (708.4) this
    instruction creates for the ability's controller. It triggers once, at the first
    occurrence that meets ``when`` (read as a trigger of a card that controller controls,
    ``Trigger``: "you defeat a Troublemaker" is ``Trigger("defeated")``), and ends then or as
    the turn ends (616.4) if none did. Its effects are the controller's (513.4); CHOSEN are the
    cards CHOSEN when it was created."""

    when: Trigger
    effects: tuple[Effect, ...]
    # Leaders and Legends (LL94): "until the end of the turn, whenever [``when``], ...": it
    # triggers at each matching occurrence, and ends only as the turn ends (616.4)
    every: bool = False
    # Leaders and Legends (LL138): "until the end of the faceoff, when you flip a Friend with
    # that name, ...": ``until`` "faceoff" ends it as the faceoff in progress ends (514.6; none
    # in progress: not created); ``named``: "with that name" in ``when`` is the name a ``Name``
    # before it named (201.1), kept with the modifier (none named: not created)
    until: str = "turn"
    named: bool = False
