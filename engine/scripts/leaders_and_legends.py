"""Leaders and Legends (LL) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). A card of the set with no script here is
manual as a whole while the set is outside ``SCRIPTED_SETS``.
"""

from __future__ import annotations

from engine.cards import CardType
from engine.scripts.vocabulary import (
    ANY,
    ANY_CARD,
    BLUE,
    CHARACTER,
    CHOSEN,
    CHOSEN_CONTROLLER,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PROBLEM,
    RESOURCE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AtEndOfPhase,
    AtEndOfTurn,
    Attach,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    CopyEffect,
    Draw,
    IfYouDo,
    Modify,
    Move,
    NextTime,
    Pay,
    Play,
    PutCounters,
    PutToken,
    RemoveCounters,
    Replacement,
    RevealTop,
    RuleChange,
    Search,
    Static,
    Trigger,
    Triggered,
    card,
    choose_colours,
    choose_one,
    cost_of,
    friend_tokens,
    gain_control_of,
    manual,
    name_card,
    on_enter,
    pay,
    power,
    when_solved,
)
from engine.state import Zone

SCRIPTS: dict[str, CardScript] = {
    # The Great Seedling, Bountiful Trickster: "Talented: When you play an Event whose play
    # requirement includes at least one of this card's colors, you may distribute two +1
    # power counters among up to 2 of your Friends with printed power 2 or less."
    "LL73": manual(reason="needs the Talented trigger (ll1) and distributing counters (ll1, LL17)"),
    # Sunburst, Card Tricks: "When this card enters play, you may reveal the top 5 cards of your
    # deck. Put an Event revealed this way into your hand and the rest of the cards on the
    # bottom of your deck in any order." (402.3: their player orders them)
    "LL74": card(on_enter(RevealTop(types=EVENT, n=5, rest="deck-bottom", optional=True))),
    # Sunset Shimmer, Research Trip: "This card has Eccentric X, where X is the number of Events
    # in your discard pile." (glossary: Eccentric; none while X is 0, as MT8)
    "LL75": card(
        Static("keyword", THIS, 1, value="Eccentric", per=Cards(YOU, EVENT, zone=Zone.DISCARD))
    ),
    # Aurora, Bori & Alice, Givers of the Grove: "As this card enters play, name a Friend." /
    # "Friends with that name can't be played." / "When this card is put into your discard
    # pile from play, you may search your deck for a Friend with that name, reveal it, and put
    # it into your hand." (706.1a, 201.1; its leave-play ability reads the name, 712.2)
    "LL76": card(
        name_card(CardType.FRIEND),
        Static(
            "cant-play", Cards(types=FRIEND, zone=Zone.HAND, named=True), who=ANY, value="anywhere"
        ),
        Triggered(
            Trigger("to-discard"), (Search(Cards(types=FRIEND, zone=Zone.DRAW_DECK, named=True)),)
        ),
    ),
    # Princess Cadance, Lost Parent: "If an opposing Friend or Troublemaker would be dismissed,
    # you may exhaust this card to banish that Friend or Troublemaker instead." (710.1; the
    # "may" is this card's controller's, offered only while it can be exhausted, 508.1d)
    "LL77": card(
        Replacement(
            "dismissed",
            Cards(OPPONENT, (CardType.FRIEND, CardType.TROUBLEMAKER)),
            instead="instructions",
            cost=(EXHAUST_THIS,),
            effects=(Act("banish", THAT),),
        )
    ),
    # Goldie Delicious, Herding Kittens: retire any number of Friends, that many Critter tokens,
    # twice that many if a player has 8 or more points
    "LL78": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Swanifying Committee, Exacting Standards: Delay counters on moved opposing characters
    "LL79": manual(
        reason="needs a move toll for characters with a counter, paid by their controller only"
    ),
    # Rain Shine, Silent Leader: "Chaos: While this card is flipped, players can't play
    # Events." / "Immediate: Retire this card. If you do, players can't gain action tokens
    # this turn." (701.3: the first functions in the flip zone; 104.2; 410.2)
    "LL80": card(
        Static("cant-play-events", who=ANY, condition=FLIPPED),
        Activated(
            "Immediate",
            (),
            (IfYouDo(Act("retire", THIS), (RuleChange("cant-gain-tokens", who=ANY),)),),
        ),
    ),
    # Pegasus Royal Guard, Call to Arms: the third Friend that entered play this turn
    "LL81": manual(reason="needs a count of Friends that entered play this turn"),
    # Celestia & Luna, Trading Off: "During your turn, this card can't contribute its power to
    # faceoffs." / "During your opponent's turn, this card can't contribute its power to
    # confronting Problems." (514.4a; 611.3a, as MT40: only its controller's confronts)
    "LL82": card(
        Static("no-faceoff-power", THIS, condition=Condition("turn", value=YOU)),
        Static("cant-contribute", THIS, condition=Condition("turn", value=OPPONENT)),
    ),
    # Patagium, Identity Crisis: "As this card enters play, choose a color. This card is that
    # color." / "This card has -1 power for each color among characters you control." (706.1a,
    # 203.1: this card counts itself, a character you control)
    "LL83": card(
        choose_colours(1),
        Static("chosen-colours"),
        Static("power", THIS, -1, value="colours-among", per=Cards(YOU, CHARACTER)),
    ),
    # Sunny Skies, Hopeful Mayor: "As this card enters play, you may reveal a Friend in your
    # hand. This card is the revealed Friend's colors."
    "LL84": manual(reason="needs colours copied from a card revealed from the hand as it enters"),
    # A Better Way To Be Bad: Choose one (frighten two; a player's hand; name a card)
    "LL85": manual(
        reason="needs choosing either player's hand to look at and cards put on the deck by name"
    ),
    # Adoption Options: "Immediate: Search your deck for up to three Critter Friends with
    # different names, reveal them, and put them into your hand." (518; 201.1: a name is Title
    # and Subtitle)
    "LL86": card(
        Play(
            "Immediate",
            (
                Search(
                    Cards(YOU, FRIEND, trait="Critter", zone=Zone.DRAW_DECK),
                    up_to=3,
                    different_names=True,
                ),
            ),
        )
    ),
    # Charred Chapters: look at a player's hand, any card if a player has 8 or more points
    "LL87": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Cockatrice Migration: retire 2 Critters at the end of the turn unless 8 or more points
    "LL88": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Creepy Crawlies: "Main Phase: Dismiss a Friend or Resource. That card's controller may put
    # a number of 1 [Kindness] Critter Friend tokens equal to that card's cost into play under
    # their control." (204.1 printed cost, read as the card last existed in play, 712.2)
    "LL89": card(
        Play(
            MAIN,
            (
                Act("dismiss", Cards(types=(CardType.FRIEND, CardType.RESOURCE))),
                PutToken(
                    1,
                    (YELLOW,),
                    ("Critter",),
                    count="cost",
                    of=CHOSEN,
                    who=CHOSEN_CONTROLLER,
                    optional=True,
                ),
            ),
        )
    ),
    # Cutie Mark Swap: exchange control of two Friends until the end of the Score Phase
    "LL90": manual(reason="needs exchanging control of two Friends until a time (513.2)"),
    # Dramatic Entrance: "Immediate: You have +2 power during Faceoffs this turn. Draw a card."
    # (514.4a: added to your power total in each faceoff this turn, this one too)
    "LL91": card(Play("Immediate", (RuleChange("faceoff-total", amount=2), Draw(1)))),
    # Formation Flying: "Main Phase: Move one of your characters. At the end of the turn, you may
    # move one of your characters." (506; 615.1: a delayed triggered ability)
    "LL92": card(
        Play(
            MAIN,
            (
                Move(Cards(YOU, CHARACTER), to="any"),
                AtEndOfTurn((Move(Cards(YOU, CHARACTER), to="any", optional=True),)),
            ),
        )
    ),
    # Great Seedling Tracks: "Immediate: Add an opposing exhausted character's power to one of
    # your characters until the end of the turn." (507.1: its power as the instruction is done)
    "LL93": card(
        Play(
            "Immediate",
            (
                Choose(Cards(OPPONENT, CHARACTER, exhausted=True)),
                AddPower(Cards(YOU, CHARACTER), of=CHOSEN),
            ),
        )
    ),
    # High Alert!: "Immediate: Until the end of the turn, whenever an opponent plays a card,
    # you may put a card from your discard pile into your hand. Banish this card." (708.4: a
    # triggered modifier lasting the turn, 616.4; 406: the Event is banished as it is done,
    # so it is not in the discard pile to be taken back)
    "LL94": card(
        Play(
            "Immediate",
            (
                NextTime(
                    Trigger("played", OPPONENT, value=ANY_CARD),
                    (Act("to-hand", Cards(YOU, zone=Zone.DISCARD), optional=True),),
                    every=True,
                ),
            ),
            put="banish",
        )
    ),
    # Hypnotized by Fear: "Main Phase: Gain control of an opposing Friend. At the end of your
    # Score Phase, put that Friend on top of its owner's deck." (513.2: for good, at its new
    # controller's home if it was at a home; 601.2: a delayed ability; 410.6: a Friend that
    # has changed zones meanwhile is not found)
    "LL95": card(
        Play(
            MAIN,
            (
                gain_control_of(Cards(OPPONENT, FRIEND), "permanent"),
                AtEndOfPhase((Act("to-deck-top", CHOSEN),), phase="Score"),
            ),
        )
    ),
    # In My Head Like A Catchy Song: "Main Phase: Choose one: Search your deck for a Friend,
    # reveal it, and put it into your hand; put a Friend from your discard pile into play; or
    # opponents flip 1 fewer cards for faceoffs until the start of your next turn." (518;
    # 706.1d: put into play, not played; 514.3a, 708.2)
    "LL96": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "search your deck for a Friend and put it into your hand",
                        (Search(Cards(YOU, FRIEND, zone=Zone.DRAW_DECK)),),
                    ),
                    (
                        "put a Friend from your discard pile into play",
                        (Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD)),),
                    ),
                    (
                        "opponents flip 1 fewer cards for faceoffs until the start of your "
                        "next turn",
                        (
                            RuleChange(
                                "extra-flips", who=OPPONENT, amount=-1, until="your-next-turn"
                            ),
                        ),
                    ),
                ),
            ),
        )
    ),
    # Into the Stream of Silence: "Immediate: Choose a Problem. Until the end of the turn,
    # characters, Resources, and Troublemakers there lose and can't have abilities." (701.1;
    # 708.2: the cards there as it resolves)
    "LL97": card(
        Play(
            "Immediate",
            (
                Choose(Cards(types=PROBLEM), there=True),
                Modify(
                    Cards(
                        types=(
                            CardType.MANE,
                            CardType.FRIEND,
                            CardType.RESOURCE,
                            CardType.TROUBLEMAKER,
                        ),
                        where=THERE,
                    ),
                    "lose-abilities",
                    each=True,
                ),
            ),
        )
    ),
    # Power Shift: move opposing characters with power less than the revealed card's
    "LL98": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Safety Lecture: frighten a Friend; dismiss a frightened one if 8 or more points
    "LL99": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Same Day Delivery: "When you put this card on top of your deck, ..."
    "LL100": manual(reason="needs the 'when you put a card on top of your deck' trigger (eo4)"),
    # Surprise Party Notes: each player's top card; a draw if 8 or more points
    "LL101": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Taken On Trust: each player banishes from another's discard pile, then takes one back
    "LL102": manual(reason="needs each player choosing in another player's discard pile"),
    # Twilighting: "Look at the top three cards of your deck. Put one into your hand, one on top
    # of your deck, and one on the bottom of your deck."
    "LL103": manual(reason="needs looked-at cards split between hand, deck top and deck bottom"),
    # Clouded By Anger: "Double that Friend's power." on an attachment
    "LL104": manual(reason="needs a continuous 'double that Friend's power' for a host (509)"),
    # Crown of the Sibling Supreme: control passes to a faceoff's winner
    "LL105": manual(reason="needs a control change of a Resource on winning a faceoff"),
    # Daring Do's Safari Hat: "Play on a Friend." / "That Friend has Swift." / "When you move
    # the attached Friend, it gets +1 power until the end of the turn." (509; 506: any move by
    # its controller, home too)
    "LL106": card(
        Attach(Cards(types=FRIEND)),
        Static("keyword", HOST, value="Swift"),
        Triggered(Trigger("moved", YOU, about=Cards(host_of_this=True)), (power(THAT, 1),)),
    ),
    # Gala Gown: play from the discard pile if a player has 8 or more points
    "LL107": manual(reason="needs the 'if a player has 8 or more points' condition (ll1)"),
    # Golden Parachute: leave-play replacements from play and from the discard pile
    "LL108": manual(reason="needs a leave-play replacement that functions in the discard pile"),
    # Harvest Schedule: Fatigue counters when you exhaust opposing characters
    "LL109": manual(reason="needs a trigger on exhausting opposing characters (ll1, LL2)"),
    # High Tea: each player with an even number of action tokens gains [1]
    "LL110": manual(reason="needs the 'even number of action tokens' condition (ll1, LL40)"),
    # Journal of Friendship: "Play to your home." / "Immediate: Exhaust this card to gain
    # control of a Friend you own." (513.2: for good; at a home it goes to yours; one you
    # control already is not a choice, it would change nothing)
    "LL111": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (gain_control_of(Cards(OPPONENT, FRIEND, owner=YOU), "permanent"),),
        )
    ),
    # Overdue Library Book, Royal Swanifying, Surprise Summoning: Dilemmas (522)
    "LL112": manual(reason="a Dilemma's text (522) is not automated"),
    # Rainbow Generator: "reduce the play requirement of the next card you play this turn"
    "LL113": manual(reason="needs a play-requirement reduction for the next card only"),
    # Rocket Scooter: "Play to your home." / "When this card enters play, put 3 1 [Loyalty]
    # Pegasus Friend tokens with Swift into play." / "When this card leaves play, put 3 1
    # [Loyalty] Pegasus Friend tokens with Swift into play." / "Immediate: Retire 3 Pegasus
    # Friends to dismiss a Resource." (521.1; 508.1: the three retired are the cost)
    "LL114": card(
        on_enter(friend_tokens(3, 1, BLUE, "Pegasus", "Swift")),
        Triggered(Trigger("leaves-play"), (friend_tokens(3, 1, BLUE, "Pegasus", "Swift"),)),
        Activated(
            "Immediate",
            (cost_of("retire", Cards(YOU, FRIEND, trait="Pegasus"), 3),),
            (Act("dismiss", Cards(types=RESOURCE)),),
        ),
    ),
    "LL115": manual(reason="a Dilemma's text (522) is not automated"),
    "LL116": manual(reason="a Dilemma's text (522) is not automated"),
    # The Treehouse of Harmony: "Play to your home." / "Opposing Friends have -1 power." / "Your
    # Friends have +1 power." / "At the end of your turn, dismiss each opposing Friend with 0
    # or less power." (615.1)
    "LL117": card(
        Static("power", Cards(OPPONENT, FRIEND), -1),
        Static("power", Cards(YOU, FRIEND), 1),
        Triggered(
            Trigger("turn-end"), (Act("dismiss", Cards(OPPONENT, FRIEND, max_power=0), each=True),)
        ),
    ),
    # Whammy: replaces the home-limit retire (616.3)
    "LL118": manual(reason="needs a replacement of the home-limit retire (eo4, EO198)"),
    # Wing Bling: "Play on a Mane Character." / "When that character becomes involved in a
    # faceoff, you may draw a card." Ruling as DE55's: "becomes involved" is a faceoff starting
    # involving it (514.2)
    "LL119": card(
        Attach(Cards(types=MANE)),
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("host-in-faceoff")),
            (Draw(1, optional=True),),
        ),
    ),
    # Yak-Strength Hug: banished cards go to their owners' hands as this card leaves play
    "LL120": manual(reason="needs 'banish until this card leaves play' returning to the hand"),
    # Cozy Glow, Lost Foal: "Immediate: During a faceoff, exhaust this card to move an opposing
    # character to this card's Problem." (506)
    "LL121": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (Move(Cards(OPPONENT, CHARACTER), to="here"),),
            condition=Condition("faceoff"),
        )
    ),
    # Cragadile, Big Teeth: "At the start of a faceoff involving this card, you may pay [2] to
    # frighten a Friend involved in the Faceoff." (514.2; 508.1; 504.1)
    "LL122": card(
        Triggered(
            Trigger("faceoff-started", ANY, anywhere=True, condition=Condition("in-faceoff")),
            (IfYouDo(Pay(2), (Act("frighten", Cards(types=FRIEND, where=INVOLVED)),)),),
        )
    ),
    # Ophiotaurus, Mountain Monster: "When this card is dismissed, you may put two +1 power
    # counters on another Troublemaker here." (here: its Problem as it last existed, 712.2)
    "LL123": card(
        Triggered(
            Trigger("dismissed"),
            (
                Choose(Cards(types=TROUBLEMAKER, where=HERE, other=True), optional=True),
                Act("put-counter", CHOSEN),
                Act("put-counter", CHOSEN),
            ),
        )
    ),
    # The Mean Six, Rivalry Isn't Magic: "This card has Competitive X, where X is the number of
    # opposing characters here with Competitive. The same is true for Diligent, Eccentric, and
    # Showy." (none while X is 0, as MT8)
    "LL124": card(
        *(
            Static(
                "keyword",
                THIS,
                1,
                value=kw,
                per=Cards(OPPONENT, CHARACTER, where=HERE, keyword=kw),
            )
            for kw in ("Competitive", "Diligent", "Eccentric", "Showy")
        )
    ),
    # The Tree of Harmony, Trial by Friendship: "Main Phase: Pay [2] to challenge this card
    # with one of your characters here. Any player may activate this ability." (703: "you" is
    # the player activating it, who pays and challenges, 608.4; only that character is
    # involved with this Troublemaker, 514.2a.i)
    "LL125": card(
        Activated(
            MAIN,
            (pay(2),),
            (Challenge(THIS, using=Cards(YOU, CHARACTER, where=HERE)),),
            anyone=True,
        )
    ),
    # Winterzilla, Giant Gremlin: "When this card is turned face-up, you may pay [1] to dismiss
    # an opposing Resource." Ruling: turned face-up by the Uncover step or an effect's uncover
    # (607.3)
    "LL126": card(
        Triggered(
            Trigger("uncovered"),
            (IfYouDo(Pay(1), (Act("dismiss", Cards(OPPONENT, RESOURCE)),)),),
        )
    ),
    # Amnity Ball: "your Friends here can't leave play"
    "LL127": manual(reason="needs a continuous 'can't leave play'"),
    # Buckball Strategy: "While your Mane Character is not boosted, it has +1 power." / "While
    # your opponent's Mane Character is boosted, opponents need +2 power to confront this
    # Problem." (301.2; wild power, as Eccentric's, 611.3)
    "LL128": card(
        Static("power", Cards(YOU, MANE, boosted=False), 1),
        Static(
            "confront",
            amount=2,
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True)),
        ),
    ),
    # Cramped Caravan: "You need -2 power to confront opposing Problems." (wild power taken
    # off, as PR141's 2016 errata reads "-[1 wild]"; 611.3)
    "LL129": card(Static("confront-opposing", amount=-2, who=YOU)),
    # Mirror Pool Miscount: "When this Problem becomes solved, your maximum hand size increases
    # to 10 for the rest of the game." (613.1; 616.2: "you" is the Problem's controller as it
    # last existed, 712.2; a Static "increased by" adds to the 10)
    "LL130": card(when_solved(RuleChange("hand-size", amount=10, until="permanent"))),
    # Moving Out: "When you frighten a Friend for the first time each turn"
    "LL131": manual(reason="needs a trigger on a player frightening a Friend"),
    # Mystery at Hope Hollow: "When this Problem becomes solved, you may search your deck for a
    # card with no play requirement, reveal it, and put it into your hand." (613.1; 205.1;
    # 518)
    "LL132": card(when_solved(Search(Cards(YOU, zone=Zone.DRAW_DECK, no_requirement=True)))),
    # Recipe Research: "When this Problem is confronted, put an Ingredient counter on this
    # card." / "When you play an Event, you may remove 2 Ingredient counters from this card to
    # copy its effects." (611.4, by any player; 519.3; 520.1)
    "LL133": card(
        Triggered(Trigger("confronted", ANY), (PutCounters("Ingredient"),)),
        Triggered(
            Trigger("event-played", YOU),
            (
                IfYouDo(
                    RemoveCounters("Ingredient", at_least=2, n=2, optional=True),
                    (CopyEffect(THAT),),
                ),
            ),
        ),
    ),
    # Wilderness Camping: "You need -1 power to confront this Problem for each card type among
    # cards in your discard pile." (206: printed types; wild power taken off, as PR141's
    # 2016 errata reads "-[1 wild]"; 611.3)
    "LL134": card(
        Static(
            "confront",
            amount=-1,
            who=YOU,
            value="per-type",
            per=Cards(YOU, zone=Zone.DISCARD),
        )
    ),
    # Student Six, A Grade Above
    "LL135": manual(reason="needs a Mane colour chosen at the start of the game"),
    # Applejack, Big Breakfast: counters as it enters for each Earth Pony; "can't leave play"
    "LL136": manual(
        reason="needs entering with counters per card and a 'can't leave play' modifier"
    ),
    # Rarity, Throw Me A Bone, Dear: give control of a Friend or Resource, count cards owned
    "LL137": manual(reason="needs giving an opponent control of a chosen card and owner counts"),
    # Fluttershy, All Creatures Great & Small: flipped Friends with a named name into play
    "LL138": manual(reason="needs a name lasting until the end of the faceoff (706.1a)"),
    # Ember, My Way or the Highway
    "LL139": manual(reason="needs 'if you didn't lose that faceoff' at a faceoff's end"),
    # Thorax, Heart of the Swarm
    "LL140": manual(reason="needs losing Unique and a leave-play replacement retiring tokens"),
    # Queen Chrysalis, Stolen Talent: gains a banished Friend's printed abilities
    "LL141": manual(reason="needs gaining a banished card's printed abilities by an effect"),
    # Sonic Rainboom: "Immediate: Until the end of the turn, you may play Events with Main
    # Phase timing as Immediate actions (even if it isn't your Main Phase)." (512.3: at any
    # priority point of yours; their requirements and costs as ever, 609.2a)
    "LL142": card(Play("Immediate", (RuleChange("events-immediate"),))),
    # The Power of Friendship: X less power to confront, X the highest Troublemaker there
    "LL143": manual(reason="needs a confront reduction per Problem from Troublemakers there"),
    # Pinkie Sense: discard replacement to the top of the deck
    "LL144": manual(reason="needs a replacement of discarding a card"),
    # Grogar, Legion of Doom: an ability of a banished card
    "LL145": manual(reason="needs a triggered ability that functions in the banished zone"),
}
