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

from engine.scripts.vocabulary import (
    ANY,
    AT_PROBLEM,
    BANISH_THIS,
    BLUE,
    CHARACTER,
    CHOSEN,
    DECK_BOTTOM,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PINK,
    RESOURCE,
    SOLVED_HERE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    WAS_INVOLVED,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtStartOfYourNextTurn,
    Cards,
    CardScript,
    Choose,
    Condition,
    CopyEffect,
    Discard,
    EndTheFaceoff,
    Flip,
    IfYouDo,
    LoseTokens,
    Modify,
    Move,
    Pay,
    Play,
    Static,
    Trigger,
    Triggered,
    When,
    card,
    chaos,
    flip_event,
    gain_control_of,
    manual,
    on_enter,
    pay,
    power,
    two_colour_event,
    when_solved,
)
from engine.state import Zone

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)

# "choose one of each player's flipped cards. Those players ignore those cards" (AD74, 515.4)
_IGNORE_ONE_EACH = (
    Act("ignore", Cards(YOU, zone=Zone.FLIP)),
    Act("ignore", Cards(OPPONENT, zone=Zone.FLIP)),
)

SCRIPTS: dict[str, CardScript] = {
    # Discord, General Disarray (and AD23, AD30, AD44, AD57, AD68): see ``_DISCORD_CHAOS``
    "AD9": _DISCORD_CHAOS,
    "AD23": _DISCORD_CHAOS,
    "AD30": _DISCORD_CHAOS,
    "AD44": _DISCORD_CHAOS,
    "AD57": _DISCORD_CHAOS,
    "AD68": _DISCORD_CHAOS,
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
    # --- AD58-AD105 ------------------------------------------------------------------------
    # Lotus Blossom, Masseuse: "Chaos: When this card is flipped, banish this card, put a card
    # from your discard pile on top of your deck, then flip that card." / "Faceoff: Banish
    # this card to put a Friend from your discard pile into play here. At the end of the
    # faceoff, banish that card." The flipped card leaves the flip zone, so its power no
    # longer counts (514.4a); with no card in the discard pile nothing is flipped (IfYouDo:
    # "that card"). "Here" is this card's area as it was banished to pay (712.2); a Friend
    # put into play at the faceoff's Problem is involved in it (514.2d)
    "AD58": card(
        chaos(
            Act("banish", THIS),
            IfYouDo(Act("to-deck-top", Cards(YOU, zone=Zone.DISCARD)), (Flip(1),)),
        ),
        Activated(
            "Faceoff",
            (BANISH_THIS,),
            (
                Act("put-into-play-there", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
                AtEndOfFaceoff((Act("banish", CHOSEN),)),
            ),
        ),
    ),
    # Prince Blueblood, Loudmouth: "Main Phase: Exhaust this card and pay [1] to move a
    # Troublemaker to this card's Problem." A face-up one (505.2); an effect naming a
    # Troublemaker may move it (506.4)
    "AD59": card(
        Activated(MAIN, (EXHAUST_THIS, pay(1)), (Move(Cards(types=TROUBLEMAKER), "here"),))
    ),
    # Rarity, Sudden Inspiration: "Chaos: When this card is flipped, banish a Friend involved
    # in the faceoff, then banish this card." Either player's Friend (514.2); the flipped card
    # goes from the flip zone to its owner's banished zone, so not to the bottom (514.6)
    "AD60": card(chaos(Act("banish", Cards(types=FRIEND, where=INVOLVED)), Act("banish", THIS))),
    # Sapphire Shores, Glitz and Glam: "Chaos: When this card is flipped, choose a Friend with
    # an Accessory on it. Double that Friend's power until the end of the faceoff." / "This
    # card has +2 power for each of your Accessories." Doubling is adding its power as the
    # effect resolves (708.2: a lasting modifier of a fixed amount); "your Accessories": the
    # Accessory Resources you control in play
    "AD62": card(
        chaos(
            Choose(Cards(types=FRIEND, resource_trait="Accessory")),
            AddPower(CHOSEN, "faceoff", of=CHOSEN),
        ),
        Static("power", THIS, 2, per=Cards(YOU, RESOURCE, trait="Accessory")),
    ),
    # Steven Magnet, Great Guy: "When an opponent loses a faceoff against a Troublemaker
    # here, gain control of an opposing Friend involved in that faceoff." With two players,
    # the opponent losing a Troublemaker faceoff at this card's Problem is this card's
    # controller winning it (514.5). The loser's Friends are sent home first (514.5b), so
    # "involved" is any that was involved in it (514.2d, ``WAS_INVOLVED``); the control has
    # no end (513.2)
    "AD63": card(
        Triggered(
            Trigger("won-faceoff", YOU, here=True, value="troublemaker"),
            (gain_control_of(Cards(OPPONENT, FRIEND, where=WAS_INVOLVED), "permanent"),),
        )
    ),
    # Aloe, Totally Relaxing: "While an opponent's Mane Character is boosted, that player
    # can't play cards during faceoffs involving their Mane Character." A "can't" on playing
    # from the hand (104.2, 609.2a) while a Boosted Mane of theirs is involved (514.2)
    "AD64": card(
        Static(
            "cant-play",
            Cards(zone=Zone.HAND),
            value="anywhere",
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True, where=INVOLVED)),
        )
    ),
    # Band of Breezies, Dust in the Wind: "If this card would be sent home from a Problem, it
    # is sent to another Problem instead." A replacement (710.1) of being sent home (613.2,
    # 514.5b, 511.5), not of being moved home (506). Ruling: with two players there is one
    # other Problem; with Dilemmas in play too, it goes to the first other one in play order
    # (501.1, 522.2a: the engine does not ask)
    "AD65": card(Static("sent-elsewhere")),
    # Big Mac, All Bark, No Bite: "Chaos: When this card is flipped, put a Friend involved in
    # the faceoff into its owner's hand." / "When this card enters play, you may put a Friend
    # into its owner's hand." Any player's Friend, in play (the second: this card too)
    "AD66": card(
        chaos(Act("to-hand", Cards(types=FRIEND, where=INVOLVED))),
        on_enter(Act("to-hand", Cards(types=FRIEND), optional=True)),
    ),
    # Flitter, Sitter: "Main Phase: Pay [1] to move this card to a Problem where you have a
    # Critter or Foal Friend." (506.1)
    "AD70": card(Activated(MAIN, (pay(1),), (Move(THIS, "with-your:Critter|Foal"),))),
    # Gravy Boat, Hot Stuff: "Main Phase: While this card has lower power than any other
    # Friends here, you may exhaust it and pay [1] to put a Friend here into its owner's
    # hand." Lower than each other Friend at its Problem, whoever's (507.1); "a Friend here"
    # may be any player's, this card too
    "AD71": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (Act("to-hand", Cards(types=FRIEND, where=HERE)),),
            condition=Condition("weakest-here"),
        )
    ),
    # Lemon Hearts, Animancer: "Chaos: When this card is flipped, it has +1 power until the end
    # of the faceoff for each of your Friends involved in the faceoff." / "Caretaker." The
    # count is made as the ability resolves (708.2); a flipped card is not involved (514.2)
    "AD72": card(
        chaos(Modify(THIS, "power", 1, until="faceoff", per=Cards(YOU, FRIEND, where=INVOLVED)))
    ),
    # Letrotski, Taking it Easy: "This card has +1 power for each of your action tokens." Read
    # as tokens are gained and spent (502, 702)
    "AD73": card(Static("power", THIS, 1, value="per-token")),
    # Petstrosity, Nightmare Fuel: "Chaos: When this card is flipped, choose one of each
    # player's flipped cards. Those players ignore those cards." / "Faceoff: Pay [1] to choose
    # one of each player's flipped cards. Those players ignore those cards." (515.4) The
    # ability's controller chooses both, one of theirs first; a player with no flipped card
    # not already ignored has none chosen (515.4a). Flipped, this card may choose itself.
    "AD74": card(
        chaos(*_IGNORE_ONE_EACH),
        Activated("Faceoff", (pay(1),), _IGNORE_ONE_EACH),
    ),
    # Ahuizotl, Oppressive: "Players can't score more than 2 points per turn." Ruling: points
    # that would pass the limit are scored up to it (2 of 3), none once it is reached (104.2:
    # the "can't" wins for the points over it); points scored this turn before this card
    # entered play count (the limit is per turn)
    "AD75": card(Static("turn-limit", value="score", amount=2, who=ANY)),
    # Applejack, Discorded: "If an opponent would score this card's Problem's bonus points,
    # you score them instead." A replacement (710.1) of the points a Problem faceoff's winner
    # scores (514.5c); in a Multi Problem Faceoff, when this card's Problem's bonus is the
    # highest (a tie too: those points are its bonus points as well). Scored with this card
    # (517.2: a modifier's points), and "when you score a Problem's bonus points" is this
    # card's controller's
    "AD76": card(Static("bonus-instead")),
    # Flim & Flam, Shrewd Schemers: "Players can't confront more than one Problem per turn."
    # The turn player confronts in the Score Phase's confront steps (610.1, 611.1); once one
    # Problem is confronted, the next steps confront nothing (104.2), so no Multi Problem
    # Faceoff (612.1). An opponent meeting their requirements is not confronting (611.4)
    "AD77": card(Static("turn-limit", value="confront", amount=1, who=ANY)),
    # Fluttershy, Discorded: "At the start of the Score Phase, you may exhaust this card to
    # choose an opposing Friend here. That Friend has -2 power until the end of the turn."
    # Any player's Score Phase (the phase names no player); at home "here" names nothing
    "AD78": card(
        Triggered(
            Trigger("phase-start", who=ANY, value="Score"),
            (IfYouDo(Act("exhaust", THIS, optional=True), (power(OPPOSING_FRIEND_HERE, -2),)),),
        )
    ),
    # Nightmare Moon, Deep Darkness: "Players can't draw more than 2 cards per turn." Each
    # draw is one (410.4b); a draw past the limit does not happen, and a draw that can't
    # happen is not replaced (104.2a). Cards drawn earlier in the turn count
    "AD79": card(Static("turn-limit", value="draw", amount=2, who=ANY)),
    # Pinkie Pie, Discorded: "When an opposing Friend enters play here, it has -1 power until
    # the end of the turn." Played or put into play at this card's Problem (706.1d)
    "AD80": card(Triggered(Trigger("enters-here", who=OPPONENT), (power(THAT, -1),))),
    # Rainbow Dash, Discorded: "At the start of the Score Phase, you may move this card home."
    # Any player's Score Phase (506.1)
    "AD81": card(
        Triggered(
            Trigger("phase-start", who=ANY, value="Score"), (Move(THIS, "home", optional=True),)
        )
    ),
    # Rarity, Discorded: "At the end of each opponent's turn, that player discards a card."
    # In the End of Turn step (615.1); that player chooses it (410.3)
    "AD82": card(
        Triggered(Trigger("turn-end", who=OPPONENT), (Discard(1, OPPONENT, random=False),))
    ),
    # Twilight Sparkle, Discorded: "This card has +1 power for each color among Friends in
    # discard piles." Every player's discard pile; each of the six colours once, however
    # many Friends have it (203.1a); colourless Friends add none
    "AD83": card(
        Static("power", THIS, 1, value="colours-among", per=Cards(types=FRIEND, zone=Zone.DISCARD))
    ),
    # A Cuddle with a Pekingese: "Main Phase: Reveal the top card of your deck and you may draw
    # it. If the card was a Critter Friend, you may pay [1] less to play that Friend this turn
    # and you may draw another card."
    "AD84": manual(
        reason="follows a revealed card into the hand: 'if the card was a Critter Friend' read "
        "after it is drawn (a new card, 410.6), and a cost reduction for that one card"
    ),
    # Achoo!: "Chaos: When this card is flipped, an opponent discards a random card." /
    # "Main Phase: All players discard 2 cards." Each chooses their own, discarded together
    # (801.1)
    "AD85": card(
        chaos(Discard(1, OPPONENT)),
        Play(MAIN, (Discard(2, ANY, random=False),)),
    ),
    # Awkward Silence: "Problem Faceoff: End the faceoff." Ruling: ended before its totals
    # are compared, nobody wins or loses it (514.5) and the Problem is not solved (613.1: only
    # Problems at which faceoffs were resolved); flipped cards go to the bottom (514.6)
    "AD87": card(Play("Problem Faceoff", (EndTheFaceoff(),))),
    # Beast Bulk Up: "Reaction: After the start of the Score Phase, your Critter Friends each
    # get +1 power until the end of the phase." Any player's Score Phase (512.4)
    "AD88": card(
        Play(
            "Reaction",
            (Modify(Cards(YOU, FRIEND, trait="Critter"), "power", 1, until="phase", each=True),),
            react=(Trigger("phase-start", who=ANY, value="Score"),),
        )
    ),
    # Beauty and the Beast: "Faceoff: If you have Fluttershy or Discord involved in this
    # faceoff, flip an additional card. If you have Fluttershy and Discord involved in this
    # faceoff, flip 2 additional cards instead." (515.1)
    "AD89": flip_event("Fluttershy", "Discord"),
    # Cruel Taskmistress: "Main Phase: Choose an opponent's Mane Character. Banish each Friend
    # at that Mane Character's Problem with power less than or equal to the power of that Mane
    # Character." Any player's Friends there (410.5); a Mane at home has no Problem: nothing
    "AD90": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, MANE), there=True),
                When(
                    Condition("chosen", Cards(where=AT_PROBLEM)),
                    (
                        Act(
                            "banish",
                            Cards(types=FRIEND, where=THERE, power_at_most_chosen=True),
                            each=True,
                        ),
                    ),
                ),
            ),
        )
    ),
    # Cutie Pox Outbreak: "Chaos: When this card is flipped, dismiss a Friend with printed
    # power 3 or more." / "Faceoff: Dismiss a Friend with printed power 2 or less." Any
    # player's Friend in play, printed power read without modifiers (507.4)
    "AD91": card(
        chaos(Act("dismiss", Cards(types=FRIEND, min_printed_power=3))),
        Play("Faceoff", (Act("dismiss", Cards(types=FRIEND, max_printed_power=2)),)),
    ),
    # Damsel in Distress: "Main Phase: Move a Troublemaker to a Problem." A face-up one
    # (505.2), to another Problem (506.2, 506.4)
    "AD92": card(Play(MAIN, (Move(Cards(types=TROUBLEMAKER), "a-problem"),))),
    # Dig Deeper: "Faceoff: Put the card from the bottom of your deck on the top of your
    # deck." (401.3) Unseen, as it was (402.2): the next card flipped or drawn
    "AD93": card(Play("Faceoff", (Act("to-deck-top", DECK_BOTTOM),))),
    # Discord Pile: "Main Phase: Each player chooses a Friend card in their opponent's discard
    # pile. The owners of each of those Friends may put them into play." Ruling: this Event's
    # player chooses first and its owner says whether it enters play, then the opponent
    # chooses and this player says (801.1: each player's decisions in turn; the two piles are
    # apart, so the order changes nothing chosen). Put into play at its owner's home (706.1d)
    "AD94": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, FRIEND, zone=Zone.DISCARD)),
                Act("put-into-play", CHOSEN, optional=True, chooser=OPPONENT),
                Choose(Cards(YOU, FRIEND, zone=Zone.DISCARD), chooser=OPPONENT),
                Act("put-into-play", CHOSEN, optional=True),
            ),
        )
    ),
    # Double Trouble: "Troublemaker Faceoff: Flip an additional card." (515.1)
    "AD95": card(Play("Troublemaker Faceoff", (Flip(1),))),
    # Enchanting Duet: "Main Phase: Choose a [Laughter] or [Kindness] character. That character
    # gets +1 [Laughter] and +1 [Kindness] until the end of the phase."
    "AD96": two_colour_event(PINK, YELLOW),
    # Epic Win: "Reaction: After the start of your Troublemaker Phase, defeat an opponent's
    # Troublemaker." A face-up one (505.2); to defeat it is to score its point value and
    # dismiss it (514.5a), "when you defeat a Troublemaker" triggers too
    "AD97": card(
        Play(
            "Reaction",
            (Act("defeat", Cards(OPPONENT, TROUBLEMAKER)),),
            react=(Trigger("phase-start", YOU, value="Troublemaker"),),
        )
    ),
    # Faint of Heart: "Main Phase: Dismiss a frightened Friend." Any player's (504.2)
    "AD98": card(Play(MAIN, (Act("dismiss", Cards(types=FRIEND, face_down=True)),))),
    # For Equestria!: "Chaos: When this card is flipped, it gets +1 power for each opposing
    # character involved in the faceoff." / "Faceoff: A Friend gets +1 power for each
    # opposing character involved in the faceoff until the end of the faceoff." Counted as
    # it resolves (708.2); a Troublemaker is no character (514.2). The flipped card's
    # modifier lasts the faceoff (514.6); any player's Friend in play may get the second
    "AD100": card(
        chaos(
            Modify(
                THIS, "power", 1, until="faceoff", per=Cards(OPPONENT, CHARACTER, where=INVOLVED)
            )
        ),
        Play(
            "Faceoff",
            (
                Modify(
                    Cards(types=FRIEND),
                    "power",
                    1,
                    until="faceoff",
                    per=Cards(OPPONENT, CHARACTER, where=INVOLVED),
                ),
            ),
        ),
    ),
    # Gone Fishin': "Faceoff: Move an opponent's Friend to a Problem. That opponent may pay [1]
    # to copy this effect." The copy is that opponent's (520.1): it moves one of this player's
    # Friends, and this player may pay [1] to copy it in turn
    "AD101": card(
        Play(
            "Faceoff",
            (
                Move(Cards(OPPONENT, FRIEND), "a-problem"),
                IfYouDo(Pay(1, OPPONENT), (CopyEffect(THIS, OPPONENT),)),
            ),
        )
    ),
    # Making a Difference: "Main Phase: Choose a [Loyalty] or [Kindness] character. That
    # character gets +1 [Loyalty] and +1 [Kindness] until the end of phase."
    "AD102": two_colour_event(BLUE, YELLOW),
    # Missed Teleport: "Reaction: After an opposing Friend enters play, move it." Played or put
    # into play (706.1d), by anyone; moved home or to a Problem by this Event's player (506.1)
    "AD103": card(
        Play(
            "Reaction",
            (Move(THAT, "any"),),
            react=(
                Trigger("played", ANY, about=Cards(OPPONENT, FRIEND)),
                Trigger("put-into-play", ANY, about=Cards(OPPONENT, FRIEND)),
            ),
        )
    ),
    # Nope: "Reaction: After the start of any phase, choose a character. That character gets
    # -4 power until the end of the turn." (512.4)
    "AD104": card(
        Play("Reaction", (power(Cards(types=CHARACTER), -4),), react=(Trigger("phase-start", ANY),))
    ),
    # Perfect Teleport: "Reaction: After the start of any phase, banish one of your Friends.
    # At the start of the next turn, put that Friend into play." The next turn, whoever's
    # (601.2); the banished card (406, 410.6) enters play at its owner's home (706.1d), unless
    # it has left the banished zone meanwhile
    "AD105": card(
        Play(
            "Reaction",
            (
                Act("banish", Cards(YOU, FRIEND)),
                AtStartOfYourNextTurn((Act("put-into-play", CHOSEN),), anyone=True),
            ),
            react=(Trigger("phase-start", ANY),),
        )
    ),
    # Trampled: "Chaos: When this card is flipped, all opponents lose an action token." /
    # "Main Phase: An opponent loses 2 action tokens." An Event's Chaos ability functions in
    # the flip zone as a Friend's does (701.3); flipped, it is not played (304.2).
    "AD117": card(chaos(LoseTokens(1, OPPONENT)), Play(MAIN, (LoseTokens(2, OPPONENT),))),
    # Everfree Rescue Mission: "When this Problem is solved, dismiss each Friend here." The
    # Friends that were here as it was solved, sent home since (712.2, ``SOLVED_HERE``): read
    # as the Friends at the Problem once it was replaced, the text could never do anything
    "AD174": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), each=True))),
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
}
