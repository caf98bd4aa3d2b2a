"""Equestrian Odysseys (EO) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.vocabulary import (
    AMONG_CHOSEN,
    ANY,
    ANY_NUMBER,
    AT_PROBLEM,
    CHARACTER,
    CHOSEN,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOST,
    INVOLVED,
    MAIN,
    OPPONENT,
    PROBLEM,
    RESOURCE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    YOU,
    Act,
    Activated,
    AtEndOfTurn,
    Attach,
    Cards,
    CardScript,
    Choose,
    Condition,
    ConfrontArea,
    Discard,
    Draw,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Manual,
    Modify,
    Move,
    NextTime,
    Pay,
    Play,
    Score,
    Search,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    choose_one,
    manual,
    on_enter,
    pay,
    power,
    when_confronted,
    when_solved,
)
from engine.state import Zone

# "a non-Friend card" in a discard pile: any card type but Friend (206; EO109)
NON_FRIEND = (
    CardType.RESOURCE,
    CardType.EVENT,
    CardType.TROUBLEMAKER,
    CardType.PROBLEM,
    CardType.MANE,
)

SCRIPTS: dict[str, CardScript] = {
    # High Rollers: "Chaos: While this card is flipped, it has +1 power for each card in your
    # hand." / "At the start of a Problem faceoff involving this card, draw a card." The cards
    # in its player's hand as the totals are compared (514.4a); involved in a Problem faceoff
    # as it starts (514.2b)
    "EO42": card(
        Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND), condition=FLIPPED),
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
            (Draw(1),),
        ),
    ),
    # Sunshower, Storm Spotter: "When this card enters play, you may look at a face-down
    # Troublemaker." Any player's (505.2: only its controller may look otherwise)
    "EO92": card(
        on_enter(Act("look-at", Cards(types=TROUBLEMAKER, face_down=True), optional=True))
    ),
    # Shining Armor, Bastion Brother: "When you win a Troublemaker faceoff, gain [1]." Any
    # Troublemaker faceoff its controller wins, this card involved or not (514.5a)
    "EO94": card(
        Triggered(
            Trigger("won-faceoff", YOU, value="troublemaker", anywhere=True), (GainTokens(1),)
        )
    ),
    # Twilight Sparkle, Zeroed Out: "When this card enters play, search your deck for a
    # Troublemaker and put it into play face-up."
    "EO95": manual(
        "putting a Troublemaker into play from a search, face-up, at a Problem its player "
        "chooses: only Friends are put into play by effects (302.1)"
    ),
    # Zecora, Mysterious and Spooky: "When this card enters play, banish another Friend. At the
    # end of the turn, put that card into play frightened." Any player's Friend; the banished
    # card (410.6) returns at its owner's home under its owner's control, frightened as it
    # enters (706.1b), by a delayed ability (615.1); a token banished ceases to exist (521.3)
    "EO96": card(
        on_enter(
            Act("banish", Cards(types=FRIEND, other=True)),
            AtEndOfTurn((Act("put-into-play-frightened", CHOSEN),)),
        )
    ),
    # Bon Bon, Particularly Patient: "When an opposing Friend enters play here, this card gets
    # +1 power until the end of the turn." Played or put into play here (706.1d)
    "EO97": card(
        Triggered(
            Trigger("enters-play", OPPONENT, about=Cards(OPPONENT, FRIEND, where=HERE)),
            (power(THIS, 1),),
        )
    ),
    # Golden Harvest, Bountiful Crop: "When this card enters play, put a +1 power counter on
    # each of your other Friends here." At home, "here" is its home (501.4)
    "EO98": card(
        on_enter(Act("put-counter", Cards(YOU, FRIEND, where=HERE, other=True), each=True))
    ),
    # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1." (keywords
    # granted with their abilities: ``keywords.lender``)
    "EO99": card(Static("keyword", Cards(YOU, FRIEND, where=HERE, other=True), value="Diligent 1")),
    # Snips & Snails, Minor Problem: "This card can't be frightened." / "Main Phase: Exhaust
    # this card to uncover a Troublemaker here." (607.3: a face-down one, any player's)
    "EO100": card(
        Static("cant-frighten", THIS),
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True, where=HERE)),),
        ),
    ),
    # Toe-Tapper, Tenor: "When this card enters play, you may draw 3 cards, then discard 1."
    # The discard follows only the draw (712.3: "you may" covers the sentence); its player
    # chooses the card
    "EO101": card(on_enter(IfYouDo(Draw(3, optional=True), (Discard(1, YOU, random=False),)))),
    # Trouble Shoes, Rodeo Clown: "When this card enters play, you may retire any number of
    # Friends. Put a number of +1 power counters on this Friend equal to the combined power of
    # Friends retired this way." Friends its player controls (410.2), this one too; their
    # power as each last existed in play (712.2: with its counters and modifiers)
    "EO102": card(
        on_enter(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND), up_to=ANY_NUMBER, optional=True),
                (Act("put-counter", THIS, count="chosen-power"),),
            )
        )
    ),
    # Bulk Biceps, Extra Strong Masseuse: "When this card enters play, dismiss a Friend." /
    # "When this card leaves play, put a card from your discard pile into your hand." "A
    # Friend": any Friend in play, this card too (705.2f: it must if it is the only one);
    # the second paragraph sees this card as it last existed (712.2), so it triggers even as
    # it goes into the discard pile and may return itself
    "EO103": card(
        on_enter(Act("dismiss", Cards(types=FRIEND))),
        Triggered(Trigger("leaves-play"), (Act("to-hand", Cards(YOU, zone=Zone.DISCARD)),)),
    ),
    # Featherweight, Overeager Photog: "When an opponent moves a character, you may draw a
    # card." Any character an opponent moves (506), theirs or not
    "EO104": card(
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)), (Draw(1, optional=True),)
        )
    ),
    # Princess Cadance, Everlasting Love: "When another one of your Friends enters your discard
    # pile, you may exhaust this card to search your deck for a Friend with the same name and
    # put that card into your hand." From anywhere (a Friend card discarded from the hand too,
    # as AD141's "enters a discard pile"); "the same name" as the card that entered (201.1;
    # ``same_name_as_chosen``), chosen after the exhausting so that it is the one CHOSEN
    "EO105": card(
        Triggered(
            Trigger("entered-discard", YOU, about=Cards(YOU, FRIEND, zone=Zone.DISCARD)),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (
                        Choose(THAT),
                        Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK, same_name_as_chosen=True)),
                    ),
                ),
            ),
        )
    ),
    # Cratus, Ancient Beast Dealer: "When you confront this card's Problem, you may retire a
    # Critter here to score an additional point." A Critter you control (410.2: a player
    # retires their own cards)
    "EO106": card(
        when_confronted(
            IfYouDo(
                Act("retire", Cards(YOU, FRIEND, where=HERE, trait="Critter"), optional=True),
                (Score(1),),
            )
        )
    ),
    # Davenport, Mattress Salespony: "Opponents pay +[1] to play Friends with at least 3
    # printed power." (507.4: modifiers ignored)
    "EO107": card(
        Static(
            "cost",
            Cards(types=FRIEND, zone=Zone.HAND, min_printed_power=3),
            1,
            value="play",
            who=OPPONENT,
        )
    ),
    # Opalescence, Ferocious Feline: "Opponents pay +[1] to play cards during faceoffs."
    "EO108": card(
        Static(
            "cost",
            Cards(zone=Zone.HAND),
            1,
            value="play",
            who=OPPONENT,
            condition=Condition("faceoff"),
        )
    ),
    # The Smooze, Scavenger: "Immediate: Pay [1] to banish a non-Friend card from a discard
    # pile. If you do, put a +1 power counter on this card." Any discard pile's (406)
    "EO109": card(
        Activated(
            "Immediate",
            (pay(1),),
            (
                IfYouDo(
                    Act("banish", Cards(types=NON_FRIEND, zone=Zone.DISCARD)),
                    (Act("put-counter", THIS),),
                ),
            ),
        )
    ),
    # Apples to the Core: "Main Phase: Choose one: Increase a Problem's confront requirements
    # by 2 power until the start of your next turn, exhaust a character, or an opponent
    # discards a card and you draw a card." Ruling: the increase is 2 more wild power for
    # every player (611.3, as Eccentric's); the opponent chooses the card they discard (705.2f)
    "EO110": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "increase a Problem's confront requirements by 2",
                        (
                            Choose(Cards(types=PROBLEM), there=True),
                            ConfrontArea(ANY, 2, until="your-next-turn"),
                        ),
                    ),
                    ("exhaust a character", (Act("exhaust", Cards(types=CHARACTER)),)),
                    (
                        "an opponent discards a card and you draw a card",
                        (Discard(1, OPPONENT, random=False), Draw(1)),
                    ),
                ),
            ),
        )
    ),
    # Bale Out!: "As an additional cost to play this card, discard a card." / "Immediate:
    # Exhaust an opposing character. That character does not ready during its controller's
    # next Ready Phase." The discard is paid as the card is played (705.2), not when it is
    # copied (520.1; processing-actions explainer), so it is no "when you play" instruction
    "EO111": manual(
        "an Event's additional cost of discarding a card (508.1, 705.2) and 'does not ready "
        "during its controller's next Ready Phase' on one card (603.1): neither is modelled"
    ),
    # Barrel Through: "Immediate: During a faceoff, flip an additional card." (515.1) Played
    # outside a faceoff, it flips nothing (705.2f: as much as can be done)
    "EO112": card(Play("Immediate", (Flip(1),))),
    # Bats!: "Main Phase: Choose one: Dismiss a Resource, distribute two +1 power counters
    # among up to two Friends, or your Friends can't leave play this turn."
    "EO113": manual(
        "the mode 'your Friends can't leave play this turn' (104.2) is not modelled; the card "
        "is left whole to the judge"
    ),
    # Big Mix-Up: "Main Phase: Choose up to two opposing Friends. Their controllers may return
    # any number of them to their owners' hands. Then, you score a point for each chosen
    # Friend in play."
    "EO114": manual(
        "the opponent choosing which of the chosen Friends to return, then a point for each "
        "chosen Friend still in play: not modelled"
    ),
    # Cleaning Up: "Immediate: Choose two cards in discard piles. Banish one and put the other
    # into its owner's hand." Any players' piles; the two are chosen first, then which one is
    # banished (705.2f: in the order written); with fewer than two cards, none is chosen
    "EO115": card(
        Play(
            "Immediate",
            (
                Choose(Cards(zone=Zone.DISCARD), n=2),
                Act("banish", Cards(zone=Zone.DISCARD, where=AMONG_CHOSEN)),
                Act("to-hand", Cards(zone=Zone.DISCARD, where=AMONG_CHOSEN)),
            ),
        )
    ),
    # Cold Wave: "Immediate: Exhaust all characters involved in a faceoff without an attached
    # Accessory." Any player's (514.2); outside a faceoff none is involved
    "EO116": card(
        Play(
            "Immediate",
            (
                Act(
                    "exhaust",
                    Cards(types=CHARACTER, where=INVOLVED, without_resource_trait="Accessory"),
                    each=True,
                ),
            ),
        )
    ),
    # Dizzy Spell: "Main Phase: Put an opposing Friend into its owner's hand, then that player
    # discards a card." That player is its owner, the opponent (a two-player game), who
    # chooses the card (705.2f)
    "EO117": card(
        Play(
            MAIN,
            (Act("to-hand", Cards(OPPONENT, FRIEND)), Discard(1, OPPONENT, random=False)),
        )
    ),
    # Dreamseized: "Main Phase: Look at a player's hand and choose a card with 3 or more
    # printed power. That player discards that card." The player is chosen first (705.2f):
    # an opponent's hand is looked at (shown to the player choosing; in a two-player game no
    # one else could learn of it, 410.6), or its own; no such card there, nothing is discarded
    "EO118": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "an opponent's hand",
                        (Discard(1, OPPONENT, random=False, by=YOU, min_printed_power=3),),
                    ),
                    ("your hand", (Discard(1, YOU, random=False, min_printed_power=3),)),
                ),
            ),
        )
    ),
    # Epic Loot: "Immediate: The next time you defeat a Troublemaker this turn, score an
    # additional point." A triggered modifier (708.4): once, at the next defeat by its player
    # (514.5a), this turn only (616.4); the point is scored as it resolves, after the
    # Troublemaker's points
    "EO119": card(Play("Immediate", (NextTime(Trigger("defeated"), (Score(1),)),))),
    # Extreme Sledding: "Main Phase: Move up to two of your characters." (506: each to home or
    # a Problem)
    "EO120": card(Play(MAIN, (Move(Cards(YOU, CHARACTER), to="any", up_to=2, optional=True),))),
    # Find the Music in You: "Main Phase: Choose one: Each opponent loses [2], reduce the
    # confront requirements of a Problem by 2 power until the end of the turn, or put a Friend
    # with printed power of 1 or less into play from your discard pile." The reduction is for
    # every player (611.3: taken from the requirements as best suits the confronting player)
    "EO121": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("each opponent loses 2", (LoseTokens(2, OPPONENT),)),
                    (
                        "reduce a Problem's confront requirements by 2",
                        (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(ANY, reduce=2)),
                    ),
                    (
                        "put a Friend with printed power 1 or less into play from your discard",
                        (
                            Act(
                                "put-into-play",
                                Cards(YOU, FRIEND, zone=Zone.DISCARD, max_printed_power=1),
                            ),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Heroic Leap: "Immediate: A character involved in a faceoff gets +2 power until the end of
    # the faceoff." (514.2)
    "EO122": card(
        Play("Immediate", (power(Cards(types=CHARACTER, where=INVOLVED), 2, until="faceoff"),))
    ),
    # I'll Fly: "Main Phase: Choose one: a character gets +2 power until the end of the turn,
    # look at the top 5 cards of your deck and put them back in any order, or move a Friend."
    "EO123": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("a character gets +2 power", (power(Cards(types=CHARACTER), 2),)),
                    ("look at the top 5 cards of your deck", (LookAtTop(5),)),
                    ("move a Friend", (Move(Cards(types=FRIEND), to="any"),)),
                ),
            ),
        )
    ),
    # Interdimensional Portal: "Immediate: Banish a Friend, then put that Friend into play."
    # A new card (410.6), put into play at its owner's home under its owner's control (706.1d:
    # its "enters play" abilities trigger; no longer exhausted, frightened or involved)
    "EO124": card(
        Play("Immediate", (Act("banish", Cards(types=FRIEND)), Act("put-into-play", CHOSEN)))
    ),
    # Lie Low: "Main Phase: Put an opposing Friend into its owner's hand."
    "EO125": card(Play(MAIN, (Act("to-hand", Cards(OPPONENT, FRIEND)),))),
    # Make This Castle a Home: "Main Phase: Choose one: Draw 2 cards, banish a Friend with
    # printed power of 2, or put a Resource from your discard pile on top of your deck."
    # (507.4: printed power, modifiers ignored)
    "EO126": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("draw 2 cards", (Draw(2),)),
                    (
                        "banish a Friend with printed power of 2",
                        (Act("banish", Cards(types=FRIEND, printed_power=2)),),
                    ),
                    (
                        "put a Resource from your discard pile on top of your deck",
                        (Act("to-deck-top", Cards(YOU, RESOURCE, zone=Zone.DISCARD)),),
                    ),
                ),
            ),
        )
    ),
    # Makeover!: "Main Phase: Choose a character and a color. That character is also that
    # color until the end of the turn." (203.1, 711: the colour is added to its own)
    "EO127": card(Play(MAIN, (Modify(Cards(types=CHARACTER), "colour", 0, choose_colour=True),))),
    # Napcakes: "Immediate: Put a Friend with 2 or less power on top of its owner's deck."
    "EO128": card(Play("Immediate", (Act("to-deck-top", Cards(types=FRIEND, max_power=2)),))),
    # Oh YEAH!: "Immediate: If you won a Problem faceoff by at least 5 power this turn,
    # frighten an opposing Friend." The margin: the winner's power total less the highest
    # other total (514.4a, 514.5), the widest of this turn's Problem faceoffs won
    "EO129": card(
        Play(
            "Immediate",
            (
                When(
                    Condition("won-problem-faceoff-by", n=5),
                    (Act("frighten", Cards(OPPONENT, FRIEND)),),
                ),
            ),
        )
    ),
    # Party Hard: "Main Phase: As an additional cost to play this card, retire any number of
    # Friends. Draw cards equal to the number of Friends retired this way, and an opponent
    # discards that many cards." (a copy retires none and so draws none: 520.1)
    "EO130": manual(
        "retiring any number of Friends as an additional cost (508.1, 705.2) and counting them "
        "for the draw and the discard: not modelled"
    ),
    # Party of One: "Main Phase: Choose a Friend. Banish each other Friend." (406; every
    # player's Friends but the one chosen)
    "EO131": card(
        Play(
            MAIN,
            (
                Choose(Cards(types=FRIEND)),
                Act("banish", Cards(types=FRIEND, not_chosen=True), each=True),
            ),
        )
    ),
    # Ponyville Emergency: "Main Phase: Move up to two opposing characters." (506: each to
    # home or a Problem, by this Event's player)
    "EO132": card(
        Play(MAIN, (Move(Cards(OPPONENT, CHARACTER), to="any", up_to=2, optional=True),))
    ),
    # Puppet Show: "Immediate: Choose a Problem. Opponents need +2 power to confront that
    # Problem until the end of the turn." (611.3: wild power, as Eccentric's)
    "EO133": card(
        Play("Immediate", (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(OPPONENT, 2)))
    ),
    # Read the Manual: "Main Phase: Gain [5], then banish this card." (406: not into the
    # discard pile, 304.2)
    "EO134": card(Play(MAIN, (GainTokens(5),), put="banish")),
    # Rolling Tones: "Immediate: Dismiss a Friend."
    "EO135": card(Play("Immediate", (Act("dismiss", Cards(types=FRIEND)),))),
    # Scope Things Out: "Immediate: Draw 4 cards, then put 3 cards from your hand on the top of
    # your deck." One at a time, chosen by its player (402.3: the last one put is on top)
    "EO136": card(
        Play(
            "Immediate",
            (
                Draw(4),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    # Solo Performance: "Immediate: Choose a Problem you confronted this turn. If there are no
    # opposing Friends at that Problem, score a point." (611.4: confronted in this turn's
    # Score Phase, the Problem still in play as the same card, 410.6)
    "EO137": card(
        Play(
            "Immediate",
            (
                IfYouDo(
                    Choose(Cards(types=PROBLEM, confronted_this_turn=True), there=True),
                    (When(Condition("none", Cards(OPPONENT, FRIEND, where=THERE)), (Score(1),)),),
                ),
            ),
        )
    ),
    # Special Beam Cannon: "Main Phase: Banish a Resource." (406)
    "EO138": card(Play(MAIN, (Act("banish", Cards(types=RESOURCE)),))),
    # Splash Attack: "Main Phase: Turn a Troublemaker face-down." (505: a face-up one; it
    # becomes a new card, 410.6)
    "EO139": card(Play(MAIN, (Act("turn-face-down", Cards(types=TROUBLEMAKER)),))),
    # Training Montage: "Main Phase: One of your Friends gets +1 power for each of your other
    # Friends at its Problem until the end of the turn." Counted as it resolves (708.2); a
    # Friend at home has no Problem: it gets nothing (501.4)
    "EO140": card(
        Play(
            MAIN,
            (
                Choose(Cards(YOU, FRIEND), there=True),
                When(
                    Condition("chosen", Cards(where=AT_PROBLEM)),
                    (
                        Modify(
                            CHOSEN,
                            "power",
                            1,
                            per=Cards(YOU, FRIEND, where=THERE, not_chosen=True),
                        ),
                    ),
                ),
            ),
        )
    ),
    # A Stern Talking-To: "Play on a Problem." / "Vexing" (keyword) / "If a Troublemaker would
    # be uncovered here, you may retire this card instead."
    "EO141": card(
        Attach(Cards(types=PROBLEM)),
        Manual(1, reason="no replacement of uncovering a Troublemaker (607.3, 710.1)"),
    ),
    # Acrobatics Act: "Play to your home." / "At the end of your turn, you may draw a card." /
    # "When an opponent confronts a Problem, retire this card." (615.1; 611.4: any Problem)
    "EO142": card(
        Triggered(Trigger("turn-end", YOU), (Draw(1, optional=True),)),
        Triggered(Trigger("confronted", OPPONENT, anywhere=True), (Act("retire", THIS),)),
    ),
    # Appleoosa: "Play to your home." / "Your Friends with at least 4 power can't be frightened
    # or dismissed." (104.2: by any player or effect)
    "EO143": card(
        Static("cant-frighten", Cards(YOU, FRIEND, min_power=4)),
        Static("cant-dismiss", Cards(YOU, FRIEND, min_power=4)),
    ),
    # Assault Pie: "Play on a Friend." / "When that Friend becomes involved in a faceoff, you
    # may retire this card to dismiss an opposing Friend involved in the faceoff." Ruling: read
    # as the faceoff starts, when its characters become involved (514.2); "opposing": an
    # opponent of this card's controller (513.5)
    "EO144": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("host-in-faceoff")),
            (
                IfYouDo(
                    Act("retire", THIS, optional=True),
                    (Act("dismiss", Cards(OPPONENT, FRIEND, where=INVOLVED)),),
                ),
            ),
        ),
    ),
    # Balloonoculars: "Play to your home." / "Opponents play with their hands revealed." /
    # "When an opponent draws a Friend, you may put a +1 power counter on one of your
    # Friends." / "When an opponent draws an Event, you may draw a card."
    "EO145": manual(
        "opponents playing with their hands revealed (410.6) and triggers on the type of the "
        "card drawn: not modelled"
    ),
    # Bedtime: "Play to your home." / "If a Friend would be put into a player's hand from
    # play, banish that Friend instead."
    "EO146": manual(
        "replacing a Friend put into a hand from play with banishing it (710.1): no replacement"
        " of that occurrence"
    ),
    # Cardboard Box: "Play on a character." / "That character can't contribute its power to
    # faceoffs." It stays involved (514.2) and its power counts for confronting (611.3)
    "EO147": card(Attach(Cards(types=CHARACTER)), Static("no-faceoff-power", HOST)),
    # Conductor's Baton: "Play to your home." / "Your Friends with cost 2 or less have +1
    # power." (204.1: printed cost)
    "EO148": card(Static("power", Cards(YOU, FRIEND, max_cost=2), 1)),
    # Cutie Mark Vault: "Play to your home." / "When you put a card on top of your deck, you
    # may exhaust this card to put a Cutie Mark counter on this card." / "Main Phase: Retire
    # this card and remove any number of Cutie Mark counters from it to gain [1] for each
    # Cutie Mark counter you remove."
    "EO149": manual(
        "a trigger on putting a card on top of your deck, and removing any number of counters "
        "as a cost, counted: not modelled"
    ),
    # Daring Do Poster: "Play to your home" / "Your Troublemakers have "At the start of your
    # turn, gain [1]."" Ruling: read as this card's own trigger at the start of its
    # controller's turn (601.2), gaining [1] for each of their face-up Troublemakers then (a
    # face-down one has no abilities, 505.1): the same tokens at the same time as one granted
    # trigger on each (701.1); a Troublemaker that lost its abilities still counts
    "EO150": card(at_start_of("Ready", GainTokens(1, per=Cards(YOU, TROUBLEMAKER)), whose=YOU)),
    # Defensive Position: "Play to your home." / "If one or more of your Friends would be
    # dismissed, you may pay [1] and exhaust this card instead. If you do, those Friends are
    # not dismissed."
    "EO151": manual(
        "one payment that keeps every Friend dismissed at once in play (710.1): the engine "
        "replaces each dismissal on its own"
    ),
    # Fake Star Swirl Beard: "Play on a Friend." / "When you play an Event, that Friend gets
    # +2 power until the end of the turn." (509: its host)
    "EO152": card(
        Attach(Cards(types=FRIEND)), Triggered(Trigger("event-played"), (power(HOST, 2),))
    ),
    # Fashion Disaster: "Play to your home." / "At the start of each player's turn, for each
    # of that player's Friends, that player retires that Friend unless they pay [1]."
    "EO153": manual(
        "for each of a player's Friends, retire it unless they pay [1] (a repeated choice per "
        "card): not modelled"
    ),
    # Griffonstone: "Play on a Problem." / "Vexing" (keyword) / "When this card is retired, you
    # may pay [1] to dismiss a Friend here." "Here": the Problem it was on as it left play
    # (712.2); any player's Friend there
    "EO154": card(
        Attach(Cards(types=PROBLEM)),
        Triggered(
            Trigger("retired"),
            (IfYouDo(Pay(1), (Act("dismiss", Cards(types=FRIEND, where=HERE)),)),),
        ),
    ),
    # Bridging the Gap: "When this Problem is solved, you may look at the top card of your
    # Problem deck and put it on the top or the bottom of that deck." "You": the Problem's
    # controller as it was solved (712.2); the card it replaced itself with is in play by then
    # (613.2), so the top card is the next one
    "EO182": card(when_solved(LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True))),
}
