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
    FRIEND,
    HERE,
    INVOLVED,
    MAIN,
    OPPONENT,
    SOLVED_HERE,
    THIS,
    YOU,
    Act,
    AsEntersPlay,
    Cards,
    CardScript,
    Condition,
    Flip,
    LoseTokens,
    Play,
    Static,
    card,
    chaos,
    gain_control_of,
    on_enter,
    power,
    when_solved,
)

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)

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
