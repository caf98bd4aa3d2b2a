"""High Magic (HM) card scripts, keyed by collector number.

Each entry is a script, or a ``manual`` / ``Manual`` mark saying what the engine lacks; a card
without an entry is manual as a whole (High Magic is not in ``SCRIPTED_SETS``: not every card
with text has an entry yet). Read each script beside the card's printed text (the app reads it
from the player's card data; check the errata of the 2016 rules document).

"Choose one: A, B, or C" is ``choose_one`` (705.2f): the player chooses a mode by its words
and follows only its instructions; a mode that can't be done is not offered.

"This card has Diligent 2" is ``Static("keyword", value="Diligent 2")``: the granted keyword
works as printed (glossary), its continuous abilities through the view and its triggered ones
lent to the card (``keywords.lender``). "Your Mane Character is [Honesty]": your Mane has that
colour (203.1).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ANY,
    ANY_NUMBER,
    BLUE,
    CHARACTER,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PURPLE,
    RESOURCE,
    RETIRE_THIS,
    THIS,
    TROUBLEMAKER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    Attach,
    Cards,
    CardScript,
    Condition,
    CostReduction,
    Discard,
    Draw,
    Flip,
    GainTokens,
    IfYouDo,
    LoseTokens,
    Manual,
    Modify,
    Move,
    Pay,
    Play,
    PutTokenCopy,
    Score,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    chaos,
    choose_colours,
    choose_one,
    cost_of,
    friend_tokens,
    manual,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    when_confronted,
    when_problem_played,
)
from engine.state import POWER_COUNTER, Zone


def _mane_is(colour: Colour) -> Condition:
    """ "While your Mane Character is [colour]" (203.1)."""
    return Condition("count", Cards(YOU, MANE, colour=colour))


# "Immediate: Banish this card from your hand to reduce the play requirements of your cards by
# 2 [colour] until the end of the turn." (HM4, HM17, HM25, HM43, HM47, HM61)
_BANISH_FROM_HAND = (
    "no 'reduce the play requirements of your cards by 2 [colour]' modifier (609.2a), nor an "
    "ability activated from the hand by banishing its card"
)


SCRIPTS: dict[str, CardScript] = {
    # Trixie, Tricks of the Trade: "When you play an Event, you may pay [2] to turn this card
    # over." / Boosted: "When an opponent starts a faceoff, you may pay [1] less for Events
    # until the end of the faceoff."
    "HM1": card(
        Triggered(Trigger("event-played", YOU), (IfYouDo(Pay(2), (Act("turn-over", THIS),)),)),
        boosted=(
            Manual(
                0,
                reason="no cost reduction for every Event until the end of the faceoff "
                "(CostReduction is for the next card only)",
            ),
        ),
    ),
    # Discord, Mostly Harmless: "When a Troublemaker is uncovered here, you may turn this card
    # over." (any player's, 607.3) / Boosted: "Opponents must pay +[1] to play Troublemakers."
    "HM2": card(
        Triggered(Trigger("uncovered", ANY, here=True), (Act("turn-over", THIS, optional=True),)),
        boosted=(
            Static(
                "cost",
                Cards(types=TROUBLEMAKER, zone=Zone.HAND),
                amount=1,
                value="play",
                who=OPPONENT,
            ),
        ),
    ),
    # Bulk Biceps, Hummingbro: "At the end of your turn, you may exhaust this card to move it."
    # (615.1) Home or a Problem (506); only if it was exhausted (508.1c)
    "HM3": card(
        Triggered(
            Trigger("turn-end", YOU),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Move(THIS, "any"),)),),
        )
    ),
    # Cloudchaser, Wonderbolt Trainee: "Immediate: Banish this card from your hand to reduce
    # the play requirements of your cards by 2 [Loyalty] until the end of the turn."
    "HM4": card(Manual(0, reason=_BANISH_FROM_HAND)),
    # Prince Rutherford, Quick to Judge: "When this card enters play, you may frighten a
    # Friend." Any player's Friend (504.1)
    "HM7": card(on_enter(Act("frighten", Cards(types=FRIEND), optional=True))),
    # Rainbow Dash, Back in Black: "When you win a Problem faceoff involving this card by at
    # least 5 power, you may retire this card to score a point." The margin as EO204's (514.5)
    "HM9": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5),
            (IfYouDo(Act("retire", THIS, optional=True), (Score(1),)),),
        )
    ),
    # Scootaloo, What a Wingspan!: "While your Mane Character is [Loyalty], this card has
    # Competitive 2."
    "HM10": card(Static("keyword", THIS, value="Competitive 2", condition=_mane_is(BLUE))),
    # Spike, Dream Big: "Immediate: Pay [1] to give this card +2 power until the end of the
    # turn."
    "HM11": card(Activated("Immediate", (pay(1),), (power(THIS, 2),))),
    # Spitfire, Wing Leader: "When this card enters play, you may put three 1 [Loyalty]
    # Pegasus Friend tokens with Swift into play." (521.1: at its controller's home)
    "HM12": card(on_enter(friend_tokens(3, 1, BLUE, "Pegasus", "Swift", optional=True))),
    # Tank, Shell Shock: "When this card leaves play, you may frighten a Friend." Any way it
    # leaves (712.2); any player's Friend
    "HM13": card(
        Triggered(Trigger("leaves-play"), (Act("frighten", Cards(types=FRIEND), optional=True),))
    ),
    # Apple Bloom, Budding Apple: "While your Mane Character is [Honesty], this card has
    # Diligent 2."
    "HM14": card(Static("keyword", THIS, value="Diligent 2", condition=_mane_is(ORANGE))),
    # Applejack, Tree Whisperer: "While this card has at least 4 power, it has Calming 2."
    "HM16": manual(
        "a keyword granted while this card has at least N power: a Condition('power') on a "
        "keyword Static is not honoured (at 4 power it got no Calming in a scenario)"
    ),
    # Braeburn, Good Seed: "Immediate: Banish this card from your hand to reduce the play
    # requirements of your cards by 2 [Honesty] until the end of the turn." / "When this card
    # enters play, you may unfrighten a Friend." (504.3: any player's frightened Friend)
    "HM17": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_enter(Act("unfrighten", Cards(types=FRIEND, face_down=True), optional=True)),
    ),
    # Maud Pie, Pet Rocks: "Main Phase: Remove two +1 power counters from this card to put a
    # 3 [Honesty] Rock Friend token into play." (519.3, 508.1d: it must have two)
    "HM20": card(
        Activated(
            MAIN,
            (remove_counters(2, POWER_COUNTER),),
            (friend_tokens(1, 3, ORANGE, "Rock"),),
        )
    ),
    # Silver Shill, Secrets and Lies: "When this card leaves play, you may put a +1 counter on
    # a character." A +1 power counter (519), on any player's character
    "HM22": card(
        Triggered(
            Trigger("leaves-play"), (Act("put-counter", Cards(types=CHARACTER), optional=True),)
        )
    ),
    # Berry Punch, Head in the Clouds: "While your Mane Character is [Laughter], this card has
    # Eccentric 2."
    "HM24": card(Static("keyword", THIS, value="Eccentric 2", condition=_mane_is(PINK))),
    # Flitter, Flutterer: "Immediate: Banish this card from your hand to reduce ..." / "When
    # this card enters play, dismiss each opposing Friend here with printed power 1 or less."
    # (507.4: modifiers ignored)
    "HM25": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_enter(
            Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE, max_printed_power=1), each=True)
        ),
    ),
    # Fluffy Clouds, Summit Delegate: "When this card leaves play, draw a card." (712.2: its
    # controller as it last existed in play draws)
    "HM26": card(Triggered(Trigger("leaves-play"), (Draw(1),))),
    # Mega Mare, Watch Your Step: "When this card enters play, you may dismiss a Friend here."
    # Any player's Friend in this card's area, its own controller's too (501.4)
    "HM27": card(on_enter(Act("dismiss", Cards(types=FRIEND, where=HERE), optional=True))),
    # Party Favor, Balloon Master: "When this card leaves play, you may put into play a number
    # of 1 [Laughter] Earth Pony Friend tokens equal to this card's power." Its power as it
    # last existed in play (712.2)
    "HM29": card(
        Triggered(
            Trigger("leaves-play"),
            (friend_tokens(1, 1, PINK, "Earth Pony", count="power", optional=True),),
        )
    ),
    # Snips & Snails, Joined at the Horn: Hasty (keyword) / "As an additional cost to play this
    # card, retire a Friend." As EO38: playable only while its player has a Friend in play to
    # retire (508.1d), retired as its "when you play" ability resolves (511.7), one of theirs
    # (410.2)
    "HM32": card(
        Static("play-requires", condition=Condition("count", Cards(YOU, FRIEND))),
        on_play(Act("retire", Cards(YOU, FRIEND, other=True))),
    ),
    # Sugar Belle, Fresh From the Oven: "When you confront this card's Problem, you may draw a
    # card." (611.4)
    "HM34": card(when_confronted(Draw(1, optional=True))),
    # Moondancer, Page Turner: "Chaos: When this card is flipped, you may put a card from your
    # hand on top of your deck, then flip an additional card." / "When you put a card on top
    # of your deck, this card gets +2 power until the end of the turn." Ruling: "you may"
    # governs the whole sentence, so the flip follows only a card put there (as AD58's "then
    # flip that card"); flipped, the second paragraph does not function (701.3), in play it
    # triggers on any card you put on top of your deck (``Trigger("put-on-deck")``)
    "HM36": card(
        chaos(IfYouDo(Act("to-deck-top", Cards(YOU, zone=Zone.HAND), optional=True), (Flip(1),))),
        Triggered(Trigger("put-on-deck"), (power(THIS, 2),)),
    ),
    # Owlowiscious, Reshelver: "While your Mane Character is [Magic], this card has
    # Meticulous 1."
    "HM37": card(Static("keyword", THIS, value="Meticulous 1", condition=_mane_is(PURPLE))),
    # Princess Luna, Web of Dreams: "When you play an Event, you may pay [1] to put a 2
    # [Magic] Figment Friend token into play."
    "HM38": card(
        Triggered(
            Trigger("event-played", YOU),
            (IfYouDo(Pay(1), (friend_tokens(1, 2, PURPLE, "Figment"),)),),
        )
    ),
    # Princess Twilight Sparkle, Cover to Cover: Prepared (keyword) / "Main Phase: Exhaust
    # this card to gain [1]."
    "HM40": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Spike, Hum Drum: "When this card leaves play, you may move an opposing character." Home
    # or a Problem (506)
    "HM41": card(
        Triggered(Trigger("leaves-play"), (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),))
    ),
    # Trixie, Center Stage: "When this card enters play, you may move an opposing character at
    # this card's Problem." Home or another Problem (506); at home there is none
    "HM42": card(on_enter(Move(Cards(OPPONENT, CHARACTER, where=HERE), "any", optional=True))),
    # Zecora, Forest Shaman: "Immediate: Banish this card from your hand to reduce ..." /
    # "Opposing Mane Characters here can't contribute their power to faceoffs." (514.4a;
    # confronting still counts them, 611.3)
    "HM43": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        Static("no-faceoff-power", Cards(OPPONENT, MANE, where=HERE)),
    ),
    # DJ Pon-3 & Octavia, Crowd Pleasers: "When an opposing Friend enters play here, you may
    # put a 1 [Generosity] Unicorn Friend token with Prepared into play." (706.1d: played or
    # put into play)
    "HM46": card(
        Triggered(
            Trigger("enters-play", OPPONENT, about=Cards(OPPONENT, FRIEND, where=HERE)),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        )
    ),
    # Fancy Pants, Respected Aristocrat: "Immediate: Banish this card from your hand to reduce
    # ..." / "When you play this card, you may put a Friend with cost 2 or less from your
    # discard pile into play." (204.1: its printed cost; 706.1d)
    "HM47": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_play(
            Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD, max_cost=2), optional=True)
        ),
    ),
    # Prim Hemline, Runway Judge: "This card can't contribute its power to confronting
    # Problems."
    "HM49": manual(
        "'cant-contribute' is a Problem's ability over cards fitting a description; it does not "
        "take this card (THIS) as its target"
    ),
    # Princess Cadance, Spa Day: "While there are no opposing characters here, this card has
    # Showy 2."
    "HM50": card(
        Static(
            "keyword",
            THIS,
            value="Showy 2",
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        )
    ),
    # Steven Magnet, What a World!: "When this card leaves play, you may move a Troublemaker."
    # Ruling: a face-up one, to another Problem (506: Troublemakers are only at Problems)
    "HM52": card(
        Triggered(
            Trigger("leaves-play"),
            (Move(Cards(types=TROUBLEMAKER), "a-problem", optional=True),),
        )
    ),
    # Sweetie Belle, Forsooth and Anon: "While your Mane Character is [Generosity], this card
    # has Showy 1."
    "HM53": card(Static("keyword", THIS, value="Showy 1", condition=_mane_is(WHITE))),
    # Aloe & Lotus Blossom, Relaxation Specialists: "Immediate: Pay [1] to give a character
    # here -2 power until the end of the turn." Any player's, this card too
    "HM54": card(
        Activated("Immediate", (pay(1),), (power(Cards(types=CHARACTER, where=HERE), -2),))
    ),
    # Angel, Brushie Brushie: "While your Mane Character is [Kindness], this card has
    # Calming 2."
    "HM55": card(Static("keyword", THIS, value="Calming 2", condition=_mane_is(YELLOW))),
    # Angel, Large and In Charge: "When this card leaves play, you may pay [2] to put an
    # opposing Friend into its owner's hand."
    "HM56": card(
        Triggered(
            Trigger("leaves-play"),
            (IfYouDo(Pay(2), (Act("to-hand", Cards(OPPONENT, FRIEND)),)),),
        )
    ),
    # Nurse Redheart, Peace and Quiet: "Immediate: Banish this card from your hand to reduce
    # ..." / "When this card enters play during your turn, each opponent loses [1]."
    "HM61": card(
        Manual(0, reason=_BANISH_FROM_HAND),
        on_enter(LoseTokens(1), condition=Condition("turn", value=YOU)),
    ),
    # Princess Celestia, Solar Serenity: "Immediate: Pay [1] to put an opposing Friend here
    # with 1 power or less into its owner's hand."
    "HM62": card(
        Activated(
            "Immediate",
            (pay(1),),
            (Act("to-hand", Cards(OPPONENT, FRIEND, where=HERE, max_power=1)),),
        )
    ),
    # Gilda, Amended Friend: "When this card enters play, you may put a 1 [Loyalty] Pegasus
    # Friend token with Swift and a 1 [Laughter] Earth Pony Friend token into play." One
    # "may" for both (712.3)
    "HM66": card(
        on_enter(
            IfYouDo(
                friend_tokens(1, 1, BLUE, "Pegasus", "Swift", optional=True),
                (friend_tokens(1, 1, PINK, "Earth Pony"),),
            )
        )
    ),
    # Soarin, Pie Powered: "Immediate: Retire a Friend to give this card +2 power until the
    # end of the turn." One of your Friends (410.2), chosen as the cost is paid (508.1)
    "HM68": card(
        Activated(
            "Immediate", (cost_of("retire", Cards(YOU, FRIEND, other=True)),), (power(THIS, 2),)
        )
    ),
    # Fleetfoot, Natural Born Winner: "When you win a Problem faceoff involving this card by at
    # least 5 power, you may put an opposing Friend into its owner's hand." (514.5)
    "HM70": card(
        Triggered(
            Trigger("won-faceoff", value="problem", at_least=5),
            (Act("to-hand", Cards(OPPONENT, FRIEND), optional=True),),
        )
    ),
    # Little Strongheart, Herd Tactics: "During faceoffs, this card has +1 power for each of
    # your other characters here." Any faceoff in progress (514)
    "HM71": card(
        Static(
            "power",
            THIS,
            1,
            per=Cards(YOU, CHARACTER, where=HERE, other=True),
            condition=Condition("faceoff"),
        )
    ),
    # Skunk, Lil Stinker: "Troublemakers here have -2 power." Face-up ones (505.1b)
    "HM72": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), -2)),
    # Davenport, Low Low Prices!: "Main Phase: Pay [2] and retire this card to gain control of
    # a Friend here with power less than or equal to this card's power."
    "HM73": manual(
        "'a Friend here' after this card is retired as the cost: the engine finds no Friend "
        "there (its last area, 712.2, is not used for HERE in a scenario)"
    ),
    # Trenderhoof, Locale Critic: Showy 1, Diligent 2 (keywords) / "Players' home limits are
    # reduced by 1." Yours and your opponent's (616.3)
    "HM76": card(
        Static("home-limit", amount=-1),
        Static("home-limit", amount=-1, value="opponent"),
    ),
    # Discord, Party Clasher: "When you play this card, banish another one of your Friends
    # until this card leaves play." / "Immediate: Retire this card to draw a card."
    "HM78": card(
        Manual(0, reason="no banishing 'until this card leaves play' (a return linked to it)"),
        Activated("Immediate", (RETIRE_THIS,), (Draw(1),)),
    ),
    # Exact Duplicate, My Little Clony: "When you play this card, put a token copy of each of
    # your token Friends into play." (520.2, 521.2)
    "HM81": card(on_play(PutTokenCopy(Cards(YOU, FRIEND, token=True), each=True))),
    # Zipporwhill, Puppy Addict: "When one of your Critters enters play here, you may move an
    # opposing character." Home or a Problem (506)
    "HM83": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, trait="Critter", where=HERE)),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Kevin, Fitting In: "As this card enters play, name a color. This card is that color."
    # (706.1a)
    "HM84": card(choose_colours(1), Static("chosen-colours")),
    # Bewitched Beavers: "Immediate: Dismiss a Resource." Any player's (509)
    "HM86": card(Play("Immediate", (Act("dismiss", Cards(types=RESOURCE)),))),
    # Call in the Dream Cavalry: "Main Phase: Your characters have Swift this turn." Ruling:
    # the characters you control as it resolves (708.2: a lasting modifier on cards), as AD99
    "HM87": card(Play(MAIN, (Modify(Cards(YOU, CHARACTER), "keyword", value="Swift", each=True),))),
    # Dip in the Pool: "Main Phase: Put a token copy of one of your non-Unique Friends into
    # play." (520.2: its printed information, at your home)
    "HM88": card(Play(MAIN, (PutTokenCopy(Cards(YOU, FRIEND, not_trait="Unique")),))),
    # Glass of Water: "Main Phase: Choose one: Turn an opposing Troublemaker face-down, uncover
    # one of your face-down Troublemakers, or an opponent loses [1] and you gain [1]."
    "HM89": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "turn an opposing Troublemaker face-down",
                        (Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER)),),
                    ),
                    (
                        "uncover one of your face-down Troublemakers",
                        (Act("uncover", Cards(YOU, TROUBLEMAKER, face_down=True)),),
                    ),
                    ("an opponent loses 1 and you gain 1", (LoseTokens(1), GainTokens(1))),
                ),
            ),
        )
    ),
    # Hearts Strong as Horses: "Main Phase: Choose one: Put a card with at least 3 power from
    # your discard pile into your hand, an opponent discards 2 cards, or one of your
    # characters gets +3 power until the end of the turn." The opponent chooses the cards
    # they discard ("discards", not "at random"; 410.3).
    "HM90": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "put a card with at least 3 power from your discard pile into your hand",
                        (Act("to-hand", Cards(YOU, zone=Zone.DISCARD, min_power=3)),),
                    ),
                    ("an opponent discards 2 cards", (Discard(2, OPPONENT, random=False),)),
                    (
                        "one of your characters gets +3 power until the end of the turn",
                        (power(Cards(YOU, CHARACTER), 3),),
                    ),
                ),
            ),
        )
    ),
    # Phantasmal Tale: "Main Phase: Put an opposing Friend on top of its owner's deck, then
    # put a 2 [Magic] Figment Friend token into play."
    "HM91": card(
        Play(
            MAIN,
            (
                Act("to-deck-top", Cards(OPPONENT, FRIEND)),
                friend_tokens(1, 2, PURPLE, "Figment"),
            ),
        )
    ),
    # Pinkie the Party Planner: "Main Phase: Choose one: Dismiss a Friend with 3 or more power,
    # give a Troublemaker +3 power until the start of your next turn, or draw 2 cards and put a
    # card from your hand on top of your deck." (705.2f)
    "HM92": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "dismiss a Friend with 3 or more power",
                        (Act("dismiss", Cards(types=FRIEND, min_power=3)),),
                    ),
                    (
                        "give a Troublemaker +3 power until the start of your next turn",
                        (power(Cards(types=TROUBLEMAKER), 3, until="your-next-turn"),),
                    ),
                    (
                        "draw 2 cards and put a card from your hand on top of your deck",
                        (Draw(2), Act("to-deck-top", Cards(YOU, zone=Zone.HAND))),
                    ),
                ),
            ),
        )
    ),
    # Power Pony Up!: "Immediate: Unfrighten up to two Friends." Any player's (504.3)
    "HM93": card(
        Play("Immediate", (Act("unfrighten", Cards(types=FRIEND, face_down=True), up_to=2),))
    ),
    # Rise and Shine: "Immediate: Put two 1 [Kindness] Critter Friend tokens into play."
    "HM94": card(Play("Immediate", (friend_tokens(2, 1, YELLOW, "Critter"),))),
    # Star Swirl Research: "Immediate: Put this card on top of its owner's deck." As PR104: it
    # goes there as its text is done, not into the discard pile (304.2)
    "HM95": card(Play("Immediate", (), put="deck-top")),
    # Storm of Justice: "Immediate: If you won a Problem faceoff by at least 5 power this turn,
    # score 2 points." As EO129 (514.5)
    "HM96": card(Play("Immediate", (When(Condition("won-problem-faceoff-by", n=5), (Score(2),)),))),
    # The Wonderbolts Rap: "Main Phase: Choose one: Move one of your characters, draw 2 cards,
    # or pay [2] less for your next Friend this turn." (506: home or a Problem)
    "HM97": card(
        Play(
            MAIN,
            (
                choose_one(
                    ("move one of your characters", (Move(Cards(YOU, CHARACTER), "any"),)),
                    ("draw 2 cards", (Draw(2),)),
                    (
                        "pay 2 less for your next Friend this turn",
                        (CostReduction(2, FRIEND),),
                    ),
                ),
            ),
        )
    ),
    # Through the Ages: "Immediate: Opposing characters involved in a faceoff have -1 power
    # until the end of the faceoff." Those involved as it resolves (708.2, 514.2)
    "HM98": card(
        Play(
            "Immediate",
            (
                Modify(
                    Cards(OPPONENT, CHARACTER, where=INVOLVED),
                    amount=-1,
                    until="faceoff",
                    each=True,
                ),
            ),
        )
    ),
    # Uh-oh: "Main Phase: Banish a Friend." Any player's (410.5)
    "HM100": card(Play(MAIN, (Act("banish", Cards(types=FRIEND)),))),
    # Castle of Friendship: "Play to your home." / "Main Phase: Exhaust this card to gain [1]."
    "HM104": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1),))),
    # Cheese Shoes: "Play on a Friend." / "That Friend has +2 power and Eccentric 2."
    "HM105": card(
        Attach(Cards(types=FRIEND)),
        Static("power", HOST, 2),
        Static("keyword", HOST, value="Eccentric 2"),
    ),
    # Fast Food: "Play to your home." / "Your Critters have +1 power." Your characters with
    # the Critter trait (207)
    "HM108": card(Static("power", Cards(YOU, CHARACTER, trait="Critter"), 1)),
    # Magic Wings: "Play on a Friend" / "That Friend has +7 power."
    "HM110": card(Attach(Cards(types=FRIEND)), Static("power", HOST, 7)),
    # One Pony Band: "Play to your home." / "When you put a card on top of your deck, you may
    # exhaust this card. If you do, draw a card." (``Trigger("put-on-deck")``)
    "HM111": card(
        Triggered(
            Trigger("put-on-deck"), (IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),)),)
        ),
    ),
    # Party Hat: "Play on a Friend." / "When an opponent's Friend is dismissed, dismiss the
    # attached Friend." An opponent of the Hat's controller (509)
    "HM113": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("dismissed", OPPONENT, about=Cards(OPPONENT, FRIEND)),
            (Act("dismiss", HOST),),
        ),
    ),
    # Power Bracelets: "Play on a Friend." / "When an opponent starts a faceoff here, you may
    # put a 1 [Generosity] Unicorn Friend token with Prepared into play." Here: its host's
    # area (509.3)
    "HM114": card(
        Attach(Cards(types=FRIEND)),
        Triggered(
            Trigger("faceoff-started", OPPONENT),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        ),
    ),
    # Cerberus, Tartarus Guard: "When this card is uncovered, you may turn another Troublemaker
    # face-down." Any player's face-up one (505.1)
    "HM117": card(
        Triggered(
            Trigger("uncovered"),
            (Act("turn-face-down", Cards(types=TROUBLEMAKER, other=True), optional=True),),
        )
    ),
    # Starlight Glimmer, Exposed Inequality: "When this card is uncovered, you may move one of
    # your characters." Home or a Problem (506)
    "HM119": card(
        Triggered(Trigger("uncovered"), (Move(Cards(YOU, CHARACTER), "any", optional=True),))
    ),
    # A Party for Moondancer: "When you confront this Problem with at least 4 characters, gain
    # [1]." Ruling: your characters at it as you confront it (611.3a)
    "HM120": card(
        when_confronted(
            GainTokens(1), condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=4)
        )
    ),
    # Applejack's Worst Nightmare: "Your characters here have Stubborn." (glossary: Stubborn)
    "HM121": card(Static("keyword", Cards(YOU, CHARACTER, where=HERE), value="Stubborn")),
    # Equalist Propaganda: "Players can't score more than 3 points per turn." As AD75: points
    # past the limit are not scored (104.2), points of the turn before it entered play count
    "HM123": card(Static("turn-limit", value="score", amount=3, who=ANY)),
    # Make Yourself at Home: "When an opposing Troublemaker is uncovered here, draw 3 cards."
    "HM126": card(Triggered(Trigger("uncovered", OPPONENT, here=True), (Draw(3),))),
    # Rarity's Worst Nightmare: "When a Friend enters play here, another character here gets
    # +1 power until the end of the turn." Any player's; not that Friend
    "HM130": card(
        Triggered(
            Trigger("enters-play", ANY, about=Cards(types=FRIEND, where=HERE)),
            (power(Cards(types=CHARACTER, where=HERE, not_that=True), 1),),
        )
    ),
    # Save the Day: "When you confront this Problem, score an additional point." (611.4)
    "HM131": card(when_confronted(Score(1))),
    # Sew Tired: "At the start of your turn, you may put a +1 power counter on any number of
    # characters with attached Resources here." (601: the Ready Phase starts the turn)
    "HM132": card(
        at_start_of(
            "Ready",
            Act(
                "put-counter",
                Cards(types=CHARACTER, where=HERE, with_resource=True),
                up_to=ANY_NUMBER,
                each=True,
                optional=True,
            ),
            whose=YOU,
        )
    ),
    # The Trouble With Trixie: "When this card enters play, gain [1]." Its owner, who plays it
    # (210, 513.5)
    "HM134": card(when_problem_played(GainTokens(1))),
    # Under Lock and Tree: "Mane Characters here have +1 power." Every player's
    "HM137": card(Static("power", Cards(types=MANE, where=HERE), 1)),
    # Utterly Transformed: "While there are no opposing characters here, you need -2 power to
    # confront this Problem." (611.3)
    "HM138": card(
        Static(
            "confront",
            amount=-2,
            who=YOU,
            condition=Condition("none", Cards(OPPONENT, CHARACTER, where=HERE)),
        )
    ),
    # Princess Luna, Dream Warrior: "When you play a Friend to this card's Problem, you may
    # turn this card over." / Boosted: "When you play a Friend to a Problem, you may move this
    # card to that Problem." (506)
    "HM139": card(
        Triggered(
            Trigger("played-here", YOU, value="Friend"), (Act("turn-over", THIS, optional=True),)
        ),
        boosted=(
            Triggered(
                Trigger("played", YOU, about=Cards(YOU, FRIEND), to_problem=True),
                (Move(THIS, "there", optional=True),),
            ),
        ),
    ),
    # Applejack, Mistress Mare-velous: "This card has +2 power for each other exhausted
    # character at its Problem." Any player's (503.2); none while it is at home
    "HM141": card(
        Static(
            "power",
            THIS,
            2,
            per=Cards(types=CHARACTER, where=HERE, exhausted=True, other=True),
            condition=Condition("at-problem"),
        )
    ),
    # Tree Hugger, Animal Magnetism: "Immediate: Pay [2] to move up to 2 of your Critter
    # Friends." Home or a Problem (506)
    "HM146": card(
        Activated(
            "Immediate",
            (pay(2),),
            (Move(Cards(YOU, FRIEND, trait="Critter"), "any", up_to=2),),
        )
    ),
    # Rest in Pieces: "Immediate: Banish all opposing Resources." (410.5)
    "HM148": card(Play("Immediate", (Act("banish", Cards(OPPONENT, RESOURCE), each=True),))),
    # Trixie, Highest Level Unicorn: "Friends here lose and can't have abilities." Every
    # player's Friends at its Problem, while it is face-up (505.1b; 701.1)
    "HM149": card(Static("lose-abilities", Cards(types=FRIEND, where=HERE))),
}
