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

from engine.scripts.canterlot_nights import must_control
from engine.scripts.crystal_games import each_player
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    ANY,
    CHARACTER,
    CHOSEN,
    DECK_TOP,
    FRIEND,
    HERE,
    HERE_OR_HOME,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    RESOURCE,
    RETIRE_THIS,
    SOLVED_HERE,
    THAT,
    THIS,
    TROUBLEMAKER,
    TURN,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    CostReduction,
    Discard,
    Draw,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Modify,
    Move,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    ReplaceProblem,
    RevealTop,
    SkipPhase,
    Static,
    Trigger,
    Triggered,
    When,
    at_start_of,
    card,
    chaos,
    choose_one,
    gain_control_of,
    manual,
    on_enter,
    pay,
    power,
    remove_counters,
    when_confronted,
    when_problem_played,
    when_solved,
)
from engine.state import Zone

# "Chaos: When this card is flipped, one of your cards involved in the faceoff gets +2 power
# until the end of the faceoff." (the six Discord Friends of the set share it). "Your cards
# involved": your characters (and a Troublemaker you control) involved, not flipped cards
# (514.2, 514.4a); none involved: nothing to choose, nothing happens (709).
_DISCORD_CHAOS = card(chaos(power(Cards(YOU, where=INVOLVED), 2, "faceoff")))

OPPOSING_FRIEND_HERE = Cards(OPPONENT, FRIEND, where=HERE)

# AD198: "you may discard a card that shares a type with that card to gain [1]" (206.1)
_SHIMMER = (
    IfYouDo(Discard(1, YOU, random=False, optional=True, shares_type=True), (GainTokens(1),)),
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
    # Trampled: "Chaos: When this card is flipped, all opponents lose an action token." /
    # "Main Phase: An opponent loses 2 action tokens." An Event's Chaos ability functions in
    # the flip zone as a Friend's does (701.3); flipped, it is not played (304.2).
    "AD117": card(chaos(LoseTokens(1, OPPONENT)), Play(MAIN, (LoseTokens(2, OPPONENT),))),
    # --- AD151-AD154: Resources ---
    # The Scariest Cave in Equestria: "Rallying a frightened Friend costs +[1]." Any player's
    # rally (609.2e, 705.2b)
    "AD151": card(Static("cost", Cards(types=FRIEND, face_down=True), 1, value="rally", who=ANY)),
    # Tread Mill: "At the start of your turn, if an opponent has at least [3], gain [1]."
    # (errata 2016: "start"); the start of your turn is the start of your Ready Phase (601.2)
    "AD152": card(
        at_start_of(
            "Ready", When(Condition("tokens", n=3, value=OPPONENT), (GainTokens(1),)), whose=YOU
        )
    ),
    # Utterly Drained: the "loses and can't have abilities" family is ad3's (AD191, AD196)
    "AD153": manual(
        '"loses and can\'t have abilities" while the host Mane is boosted: no such modifier yet '
        "(its family, with Un-Unicorned and Iron Will, is scripted together)"
    ),
    # Whining: "When an opponent defeats a Troublemaker, they must pay +[2] to play the next
    # card they play this turn." (705.2b: a cost increase for that player's next card)
    "AD154": card(Triggered(Trigger("defeated", OPPONENT), (CostReduction(-2, who=ACTOR),))),
    # --- AD155-AD166: Troublemakers ---
    # Applejack, Liar: "When this card is uncovered, retire it and gain [1]."
    "AD155": card(Triggered(Trigger("uncovered", who=ANY), (Act("retire", THIS), GainTokens(1)))),
    # Babs Seed, Bigger Bully: "This card's power is equal to double the power of an opposing
    # character here with the highest power." (errata 2016: "an"); none here: 0 (its printed
    # power); read after every other power modifier, its own ones kept (711)
    "AD156": card(Static("power-double", THIS, per=Cards(OPPONENT, CHARACTER, where=HERE))),
    # Discord, Master of Chaos: "When this card is uncovered, each player retires a Friend."
    # Its controller first, then the other (801.1)
    "AD157": card(
        Triggered(Trigger("uncovered", who=ANY), each_player("retire", Cards(types=FRIEND)))
    ),
    # Fluttershy, Brute: "At the start of each player's Troublemaker Phase, that player retires
    # a Resource." (one of their own: "retire" is done by a card's controller, 410.2)
    "AD158": card(
        at_start_of("Troublemaker", Act("retire", Cards(TURN, RESOURCE), chooser=TURN), whose=ANY)
    ),
    # Lord Tirek: "At the start of a faceoff involving this card, dismiss a Friend with the
    # least power among Friends involved in the faceoff. If you do, put a +1 power counter on
    # this card." Any player's Friend; on a tie its controller chooses among them (507.1)
    "AD159": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff")),
            (
                IfYouDo(
                    Act("dismiss", Cards(types=FRIEND, where=INVOLVED, weakest=True)),
                    (Act("put-counter", THIS),),
                ),
            ),
        )
    ),
    # Pinkie Pie, Grump: "When a player draws a card, put a +1 power counter on this card."
    # Once for each card drawn (410.4b: each card of a multi-card draw is a draw)
    "AD160": card(Triggered(Trigger("drew", ANY), (Act("put-counter", THIS),))),
    # Plunderseed Vines: "When this Troublemaker is defeated, you may pay [1] to put another
    # Troublemaker from your hand into play here face-up." It looks back from the discard
    # pile (701.3); "here": the Problem it was defeated at (712.2), THERE. Put into play, not
    # played (706.1d): no cost, no "when played" abilities
    "AD161": card(
        Triggered(
            Trigger("defeated", ANY, value="this"),
            (
                IfYouDo(
                    Pay(1),
                    (Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),),
                ),
            ),
        )
    ),
    # Rainbow Dash, Turncoat: "When this Troublemaker is uncovered, you may uncover a face-down
    # Troublemaker." / "Main Phase: Retire this card to challenge an opponent's Troublemaker."
    # The challenge is with all of your characters at that Troublemaker's Problem (514.2a)
    "AD162": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True), optional=True),),
        ),
        Activated(MAIN, (RETIRE_THIS,), (Challenge(Cards(OPPONENT, TROUBLEMAKER)),)),
    ),
    # Rarity, Hoarder: "At the start of your Troublemaker Phase, you may draw a card."
    "AD163": card(at_start_of("Troublemaker", Draw(1, optional=True), whose=YOU)),
    # Spike, Excessive: "When this card is uncovered, an opponent may pay [2] to dismiss this
    # card. (Doing so does not defeat this Troublemaker.)" (514.5a: no points)
    "AD164": card(
        Triggered(
            Trigger("uncovered", who=ANY),
            (IfYouDo(Pay(2, who=OPPONENT), (Act("dismiss", THIS),)),),
        )
    ),
    # Suri Polomare: "When a challenger defeats this card, they draw a card." / "When a
    # challenger loses a faceoff involving this card, they discard a random card." A
    # challenger loses when this card's controller wins the Troublemaker faceoff (514.5b)
    "AD165": card(
        Triggered(Trigger("defeated", ANY, value="this"), (Draw(1, ACTOR),)),
        Triggered(Trigger("won-faceoff", YOU, value="troublemaker"), (Discard(1, ACTOR_OPPONENT),)),
    ),
    # Twilight Sparkle, Drained: "Opposing characters at this card's Problem lose and can't
    # have colors." Applied after every colour grant (711.4): none of theirs counts for
    # requirements (611.3b: colourless power goes to wild and non-colour requirements)
    "AD166": card(Static("no-colours", Cards(OPPONENT, CHARACTER, where=HERE))),
    # --- AD167-AD190: Problems ---
    # Applebuck Season: "When this Problem is solved, each player with at least 1 Friend here
    # chooses a Friend here. If that Friend would be sent home, it isn't sent home instead."
    # Ruling: the triggered effect resolves once the Problem has been replaced (613.1, 613.2,
    # 511.7), its Friends sent home; read literally the text could never apply. The chosen
    # Friend (one of those here as it was solved, 712.2) stays at the Problem's area instead,
    # at the Problem that replaced it, with no move (506) and nothing paid
    "AD167": card(
        when_solved(
            Act("stay-there", Cards(YOU, FRIEND, where=SOLVED_HERE)),
            Act("stay-there", Cards(OPPONENT, FRIEND, where=SOLVED_HERE), chooser=OPPONENT),
        )
    ),
    # Babysitting Breezies: "Characters with 3 or more power can't contribute their power to
    # confronting this Problem." (611.3a; to faceoffs here they do, 514.4a)
    "AD168": card(Static("cant-contribute", Cards(types=CHARACTER, where=HERE, min_power=3))),
    # Balloon Party Gone Wrong!: "While an opponent's Mane Character is boosted, that opponent
    # needs +3 power to confront this Problem." (wild power, as Eccentric's; 611.3). The
    # Problem's owner is no "opponent": their own boosted Mane changes nothing
    "AD169": card(
        Static(
            "confront",
            amount=3,
            who=OPPONENT,
            condition=Condition("count", Cards(OPPONENT, MANE, boosted=True)),
        )
    ),
    # Beguiling Bauble: "While involved in a Problem faceoff, opposing boosted Mane Characters
    # here have -2 power." (a faceoff at this Problem involves the characters here, 514.2b)
    "AD170": card(
        Static(
            "power",
            Cards(OPPONENT, MANE, boosted=True, where=INVOLVED),
            -2,
            condition=Condition("faceoff-here", value="problem"),
        )
    ),
    # Desperately Seeking Spike: "When a player confronts this Problem, that player reveals the
    # top card of their deck. If it's a Friend, they put it into their hand. Otherwise, they
    # put it into their discard pile." (as CN177)
    "AD171": card(when_confronted(RevealTop(ACTOR, FRIEND), who=ANY)),
    # Dinner with Discord: "When this Problem enters play, each player with at least one
    # action token draws a card." The Problem's owner, then the other (801.1)
    "AD172": card(
        when_problem_played(
            When(Condition("tokens", n=1), (Draw(1),)),
            When(Condition("tokens", n=1, value=OPPONENT), (Draw(1, OPPONENT),)),
        )
    ),
    # Drained Dry: "Using the draw action during the Main Phase costs +[1]." Any player's
    # (609.2d, 705.2b)
    "AD173": card(Static("cost", Cards(), 1, value="draw", who=ANY)),
    # Everfree Rescue Mission: "When this Problem is solved, dismiss each Friend here." The
    # Friends that were here as it was solved, sent home since (712.2, ``SOLVED_HERE``): read
    # as the Friends at the Problem once it was replaced, the text could never do anything
    "AD174": card(when_solved(Act("dismiss", Cards(types=FRIEND, where=SOLVED_HERE), each=True))),
    # Fear Itself: "While there is a facedown Troublemaker here, players can't confront this
    # Problem." (505.2: a face-down card is still there; 611.3, 104.2)
    "AD175": card(
        Static(
            "cant-confront",
            who=ANY,
            condition=Condition("count", Cards(types=TROUBLEMAKER, where=HERE, face_down=True)),
        )
    ),
    # Fire When Ready: "When a character enters play here or is moved here, replace each
    # Problem." Every Problem in play, this one too (613.2)
    "AD176": card(
        Triggered(Trigger("enters-here", ANY), (ReplaceProblem(each=True),)),
        Triggered(
            Trigger("moved-here", ANY, about=Cards(types=CHARACTER)), (ReplaceProblem(each=True),)
        ),
    ),
    # Flooding at Sweet Apple Acres: "Players with 2 or more characters here can't move or
    # play characters to this Problem." Read from each player's side (513.5); moving as an
    # action or by their effects (506, 104.2)
    "AD177": card(
        Static(
            "cant-move-friends-here",
            who=YOU,
            value="characters",
            condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=2),
            each_player=True,
        ),
        Static(
            "cant-play",
            Cards(types=CHARACTER, zone=Zone.HAND),
            who=YOU,
            condition=Condition("count", Cards(YOU, CHARACTER, where=HERE), n=2),
            each_player=True,
        ),
    ),
    # Freeing Discord: "When a player plays a Troublemaker here, that player may pay [2] to
    # uncover it." (as Canterlot Nights' CN186; 607.3)
    "AD178": card(
        Triggered(
            Trigger("played-here", who=ANY, value="Troublemaker"),
            (IfYouDo(Pay(2, who=ACTOR), (Act("uncover", THAT, chooser=ACTOR),)),),
        )
    ),
    # Friend or Foe?: "If a player would score points for defeating a Troublemaker here, they
    # score one fewer points instead." (514.5a, 710.1; never fewer than 0)
    "AD179": card(Static("defeat-points", amount=-1)),
    # Friendship Test: "When this Problem is solved, each player with a character here gains
    # [1]." "Here": the characters at the Problem as it was solved (``SOLVED_HERE``, 712.2)
    "AD180": card(
        when_solved(
            When(Condition("count", Cards(YOU, CHARACTER, where=SOLVED_HERE)), (GainTokens(1),)),
            When(
                Condition("count", Cards(OPPONENT, CHARACTER, where=SOLVED_HERE)),
                (GainTokens(1, OPPONENT),),
            ),
        )
    ),
    # Heavy Lifting: "No more than 2 of each players' characters can contribute their power to
    # confronting this Problem." Met if some 2 of them meet the requirements (611.3a)
    "AD181": card(Static("contribute-limit", amount=2)),
    # High Speed Chase: "When this card enters play, each player may move one of their
    # characters to this Problem." The Problem's owner first, then the other (801.1); moved by
    # an effect: no cost (609.2b is the action's)
    "AD182": card(
        when_problem_played(
            Move(Cards(YOU, CHARACTER), "here", optional=True),
            Move(Cards(OPPONENT, CHARACTER), "here", chooser=OPPONENT, optional=True),
        )
    ),
    # Plunderseeds in Ponyville: "When this card enters play, dismiss all Friends with 2 or
    # less power." Face-down (frightened) Friends have no power (505.1b): not "2 or less"
    "AD184": card(when_problem_played(Act("dismiss", Cards(types=FRIEND, max_power=2), each=True))),
    # Protect and Serve: "Players must pay +[1] to play a Troublemaker here." (609.2c, 705.2b)
    "AD185": card(Static("play-cost", amount=1, who=ANY, value="Troublemaker")),
    # Reforming a Draconequus: "Troublemakers don't prevent players from confronting this
    # Problem." (611.3e does not apply here; Epic ones neither)
    "AD186": card(Static("ignore-troublemakers")),
    # Restoring Friendships: "At the start of a Problem faceoff here, each player may pay [1]
    # to ready a character here." The Problem's owner first, then the other (801.1)
    "AD187": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff", value="problem")),
            (
                IfYouDo(Pay(1), (Act("ready", Cards(YOU, CHARACTER, where=HERE)),)),
                IfYouDo(
                    Pay(1, OPPONENT),
                    (Act("ready", Cards(OPPONENT, CHARACTER, where=HERE), chooser=OPPONENT),),
                ),
            ),
        )
    ),
    # Slippery Slopes: "When a player confronts this Problem, that player moves one of their
    # characters here home." (611.4; moved by an effect, 506)
    "AD188": card(
        when_confronted(Move(Cards(ACTOR, CHARACTER, where=HERE), "home", chooser=ACTOR), who=ANY)
    ),
    # Tracking Tirek: "At the start of a Problem faceoff here, the player with the most power
    # here puts one of their Friends here on top of its owner's deck." More power than every
    # other player (507.2); none on a tie
    "AD189": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("faceoff", value="problem")),
            (
                When(
                    Condition("most-power-here"),
                    (Act("to-deck-top", Cards(YOU, FRIEND, where=HERE)),),
                ),
                When(
                    Condition("most-power-here", value=OPPONENT),
                    (Act("to-deck-top", Cards(OPPONENT, FRIEND, where=HERE), chooser=OPPONENT),),
                ),
            ),
        )
    ),
    # Traitor!: "Troublemakers here have +2 power." (face-up ones: a face-down card has no
    # power, 505.1b)
    "AD190": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), 2)),
    # Discord, Give or Take: "When one of your Friends enters play, you may look at the top
    # card of your deck. If those cards have the same printed power, you may reveal that card
    # to turn this card over." (507.4: printed powers) / Boosted: "At the start of the Score
    # Phase, you may pay [2] to give another character here +3 or -3 power until the end of
    # the turn." "Here": his area, his home too (501.4)
    "AD192": card(
        Triggered(
            Trigger("enters-play", YOU, about=Cards(YOU, FRIEND)),
            (
                IfYouDo(
                    Act("look-at", DECK_TOP, optional=True),
                    (
                        When(
                            Condition("same-printed-power"),
                            (Act("reveal", DECK_TOP, optional=True),),
                        ),
                        Act("turn-over", THIS),
                    ),
                ),
            ),
        ),
        boosted=(
            at_start_of(
                "Score",
                IfYouDo(
                    Pay(2),
                    (
                        Choose(Cards(types=CHARACTER, where=HERE_OR_HOME, other=True)),
                        choose_one(("+3", (power(CHOSEN, 3),)), ("-3", (power(CHOSEN, -3),))),
                    ),
                ),
                whose=ANY,
            ),
        ),
    ),
    # Queen Chrysalis, Commanding Queen: "Main Phase: Pay [3] to gain control of an opposing
    # Friend and turn this card over." No duration: the control does not end (513.2); a
    # Friend at a home goes to her home (Crystal Games rulebook, Control). Her Boosted side
    # has no text.
    "AD193": card(
        Activated(
            MAIN,
            (pay(3),),
            (gain_control_of(Cards(OPPONENT, FRIEND), "permanent"), Act("turn-over", THIS)),
        )
    ),
    # Rainbow Dash, Sonic Rainboom: "When this card enters play, put 3 Momentum counters on
    # it." / "While involved in a faceoff, this card has +2 power for each Momentum counter on
    # it." / "At the end of your turn, remove a Momentum counter from this card." / "When you
    # remove the last Momentum counter from this card, retire this card." Only the third
    # ability removes them: the last one removed, it is retired (519.3)
    "AD194": card(
        on_enter(PutCounters("Momentum", 3)),
        Static("power", THIS, 2, value="counter:Momentum", condition=Condition("in-faceoff")),
        Triggered(
            Trigger("turn-end", YOU),
            (
                IfYouDo(
                    RemoveCounters("Momentum", n=1),
                    (When(Condition("counters", n=0, value="Momentum"), (Act("retire", THIS),)),),
                ),
            ),
        ),
    ),
    # Applejack, Lasso Champion: "When this card enters play, you may exhaust an opposing
    # character. While this card remains in play, that character does not ready during the
    # Ready Phase." (603.1; a lasting modifier that ends as this card leaves play, 410.6)
    "AD195": card(
        on_enter(
            IfYouDo(
                Act("exhaust", Cards(OPPONENT, CHARACTER), optional=True),
                (Modify(CHOSEN, "no-ready", until="while-in-play"),),
            )
        )
    ),
    # Discord, Spirit of Chaos: "Chaos: When this card is flipped, you may put it into play."
    # / "This card has -3 power." Put into play with no place named: at its owner's home
    # (706.1d; ``Act("put-into-play")``); it leaves the flip zone, so it adds no power to the
    # faceoff (514.4a counts flipped cards)
    "AD197": card(chaos(Act("put-into-play", THIS, optional=True)), Static("power", THIS, -3)),
    # Sunset Shimmer, Clever Girl: "When an opponent plays a card, you may discard a card that
    # shares a type with that card to gain [1]." A card in play, a face-down Troublemaker
    # (its type is known, 306.1) or an Event (its own occurrence, 304.2): one ability, three
    # triggers, only one of which a card's play meets
    "AD198": card(
        Triggered(Trigger("played", OPPONENT, about=Cards()), _SHIMMER),
        Triggered(
            Trigger("played", OPPONENT, about=Cards(types=TROUBLEMAKER, face_down=True)),
            _SHIMMER,
        ),
        Triggered(Trigger("event-played", OPPONENT), _SHIMMER),
    ),
    # Trenderhoof, Trailblazer: "Cards in play have Unique." (516.3: a player can't control two
    # face-up cards with the same name while it is in play)
    "AD199": card(Static("all-unique")),
    # Fluttershy, Hide and Squeak: "At the start of the turn, you may retire this card to skip
    # the next Troublemaker Phase." Any player's turn (601.2); the next one, in any turn
    "AD200": card(
        at_start_of(
            "Ready",
            IfYouDo(Act("retire", THIS, optional=True), (SkipPhase("Troublemaker"),)),
            whose=ANY,
        )
    ),
    # King Sombra, Slave Driver: "At the end of your turn, retire another one of your Friends.
    # If you do, put a +1 power counter on this card." (615.1, 519.4)
    "AD201": card(
        Triggered(
            Trigger("turn-end", YOU),
            (IfYouDo(Act("retire", Cards(YOU, FRIEND, other=True)), (Act("put-counter", THIS),)),),
        )
    ),
    # Queen Chrysalis, Identity Theft: choosing a Friend as it enters (706.1a), then having
    # that Friend's printed abilities (701.1)
    "AD202": card(
        AsEntersPlay("choose-card", of=Cards(types=FRIEND, not_trait="Unique")),
        Static("chosen-abilities"),
    ),
    # Chaos Capital of the World: "Chaos: When this card is flipped, turn each Mane Character
    # over." (errata 2016: "When this card is flipped") / "Main Phase: Turn each character
    # over." Only Mane Characters have two sides to turn (301.2): Friends are not turned
    "AD203": card(
        chaos(Act("turn-over", Cards(types=MANE), each=True)),
        Play(MAIN, (Act("turn-over", Cards(types=MANE), each=True),)),
    ),
    # The Element of Laughter, Tons of Fun: "You must control Pinkie Pie to play this card." /
    # "At the start of your turn, put a Harmony counter on this card." / "Main Phase: Remove a
    # Harmony counter from this card to look at the top 2 cards of a Problem deck and put them
    # back in any order." (as CN201, CN202): the player chooses whose Problem deck (705.2f)
    "AD204": card(
        must_control("Pinkie Pie"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),
        Activated(
            MAIN,
            (remove_counters(1, "Harmony"),),
            (
                choose_one(
                    ("your Problem deck", (LookAtTop(2, YOU, problem_deck=True),)),
                    ("an opponent's Problem deck", (LookAtTop(2, OPPONENT, problem_deck=True),)),
                ),
            ),
        ),
    ),
    # The Element of Loyalty, Big Adventure: "You must control Rainbow Dash to play this card."
    # / "At the start of your turn, put a Harmony counter on this card." / "Main Phase
    # Reaction: After one of your Friends is moved to or enters play at a Problem, you may
    # remove a Harmony counter from this card to move one of your other characters to that
    # Problem." Moved by any player; entering play: played or put into play (706.1d); THERE
    # is that Problem, THAT the Friend ("other": not it)
    "AD205": card(
        must_control("Rainbow Dash"),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),
        Activated(
            "Main Phase Reaction",
            (remove_counters(1, "Harmony"),),
            (Move(Cards(YOU, CHARACTER, not_that=True), "there"),),
            react=(
                Trigger("moved", ANY, to_problem=True, about=Cards(YOU, FRIEND)),
                Trigger("played", YOU, to_problem=True, about=Cards(YOU, FRIEND)),
                Trigger("put-into-play", ANY, to_problem=True, about=Cards(YOU, FRIEND)),
            ),
        ),
    ),
    # Discord, Utter Pandemonium
    "AD206": manual(
        "banishing a card that may then be played from the banished zone by the player who "
        "defeats this Troublemaker, with no colour requirement: no such permission"
    ),
}
