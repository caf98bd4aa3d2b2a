"""Premiere (PR) card scripts, keyed by collector number.

The printed text stays on the cards (the app reads it from the player's card data); read each
script beside it. Paragraphs are numbered from 0 (701.2). ``manual(reason)`` marks a card whose
text the engine leaves to the judge, saying what the engine lacks for it; ``Manual(n, reason)``
would mark one paragraph. Cards without text whose keywords are all automated (vanilla
Friends, Problems without text) need no entry.
"""

from __future__ import annotations

from engine.cards import CardType, Colour
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    ANY,
    AT_OPPONENT_PROBLEM,
    AT_PROBLEM,
    BLUE,
    CHARACTER,
    CHOSEN,
    DISMISS_THIS,
    EVENT,
    EXHAUST_THIS,
    FRIEND,
    HERE,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    OPPONENT,
    ORANGE,
    PINK,
    PLAY_FRIGHTENED,
    PURPLE,
    RESOURCE,
    THAT,
    THERE,
    THERE_OWNER,
    THIS,
    TROUBLEMAKER,
    TURN,
    TURN_OVER,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AddPower,
    Attach,
    Cards,
    CardScript,
    Choose,
    Condition,
    Cost,
    CostReduction,
    Discard,
    Draw,
    Flip,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Mill,
    Modify,
    Move,
    Pay,
    Play,
    PlayFree,
    PutAtProblem,
    Reattach,
    Replacement,
    RevealTop,
    Score,
    Search,
    Static,
    Trigger,
    Triggered,
    Unless,
    When,
    WhenLeavesProblem,
    at_start_of,
    card,
    cost_of,
    flip_event,
    on_play,
    pay,
    power,
    search_deck,
    two_colour_event,
    when_confronted,
    when_moved,
    when_problem_played,
    when_state,
    when_wins_faceoff,
)
from engine.state import Zone

IN_FACEOFF = Condition("in-faceoff")
IN_PROBLEM_FACEOFF = Condition("in-faceoff", value="problem")
DURING_FACEOFFS = Condition("faceoff")
SCORE_PHASE = Condition("phase", value="Score")
AT_A_PROBLEM = Condition("at-problem")
OPPONENT_CHARACTER_HERE = Cards(OPPONENT, CHARACTER, where=HERE)
CRITTER_FRIEND = Cards(YOU, FRIEND, trait="Critter", other=True)
ON_FRIEND = Attach(Cards(types=FRIEND))
ON_PROBLEM = Attach(Cards(types=(CardType.PROBLEM,)))
CRITTER_FRIEND_INVOLVED = Cards(YOU, FRIEND, trait="Critter", where=INVOLVED, other=True)
HOST_IN_TROUBLEMAKER_FACEOFF = Condition("host-in-faceoff", value="troublemaker")


def gets_in_faceoff(n: int, kind: str = "") -> Static:
    return Static("power", THIS, n, condition=Condition("in-faceoff", value=kind))


def colour_event(colour: Colour, n: int) -> CardScript:
    return card(Play(MAIN, (Modify(Cards(types=CHARACTER), "colour", n, colour.value),)))


def search_discard(types: tuple[CardType, ...] = (), to: str = "hand") -> Search:
    return Search(Cards(YOU, types, zone=Zone.DISCARD), Zone.DISCARD, to)


MOVE_ANOTHER_THERE = when_moved(Move(Cards(YOU, CHARACTER, other=True), "there", optional=True))
DISMISS_INVOLVED_FRIEND = when_wins_faceoff(
    Act("dismiss", Cards(OPPONENT, FRIEND, where=INVOLVED)), kind="problem"
)
AT_OPPONENTS_TROUBLEMAKER_PHASE = "Troublemaker"
YOUR_CHARACTER_AT_HOME = Cards(YOU, CHARACTER, where=HOME)
MOVE_TO_A_PROBLEM = Move(CHOSEN, "a-problem", there=True)  # THERE: that Problem

SCRIPTS: dict[str, CardScript] = {
    # --- Mane Characters ---
    "PR1": card(
        when_confronted(
            TURN_OVER, condition=Condition("count", Cards(YOU, TROUBLEMAKER, where=HERE))
        ),
        boosted=(
            Triggered(
                Trigger("moved", to_problem=True, value="from-home"),
                (IfYouDo(Pay(1), (Move(Cards(YOU, FRIEND, where=HOME, other=True), "there"),)),),
            ),
        ),
    ),
    "PR2": card(
        Triggered(Trigger("confronted", at_least=1), (TURN_OVER,)),
        boosted=(Replacement("dismissed", Cards(YOU, FRIEND, where=HERE), "deck-top"),),
    ),
    "PR3": card(
        when_confronted(
            TURN_OVER, condition=Condition("none", Cards(OPPONENT, FRIEND, where=HERE))
        ),
        boosted=(Static("confront", amount=1, who=OPPONENT),),
    ),
    "PR4": card(
        when_wins_faceoff(TURN_OVER),
        boosted=(
            Replacement(
                "flip-to-bottom", Cards(YOU, EVENT, zone=Zone.FLIP), "hand", condition=IN_FACEOFF
            ),
        ),
    ),
    # PR5 front: "score at least 2 points with this card" (2016 errata, was "at this card's
    # Problem"). The CR does not define "score with". Ruling: points are scored with this
    # card when the rules score them for confronting a Problem this card contributes power
    # to (611.3a, 611.4) or for winning a Problem faceoff it contributes power to (514.4a,
    # 514.5c); points from abilities are not. A state trigger (``Condition("scored-with")``).
    "PR5": card(
        when_state(Condition("scored-with", n=2), TURN_OVER),
        boosted=(Static("move-cost", amount=1, who=OPPONENT),),
    ),
    "PR6": card(
        when_confronted(
            TURN_OVER, condition=Condition("count", Cards(YOU, FRIEND, trait="Critter", where=HERE))
        ),
        boosted=(
            Triggered(
                Trigger("faceoff-started", who=ANY),
                (Move(Cards(YOU, FRIEND, trait="Critter"), "here", optional=True),),
            ),
        ),
    ),
    # --- Friends ---
    "PRpf3": card(Activated(MAIN, (EXHAUST_THIS,), (Draw(1),))),
    "PRpf4": card(when_confronted(IfYouDo(Move(THIS, "home", optional=True), (GainTokens(1),)))),
    "PRpf6": card(Static("home-limit", amount=2, condition=Condition("at-home"))),
    "PR7": card(gets_in_faceoff(2)),
    "PR10": card(MOVE_ANOTHER_THERE),
    "PR11": card(Activated(MAIN, (EXHAUST_THIS,), (CostReduction(1, FRIEND),))),
    "PR13": card(MOVE_ANOTHER_THERE),
    "PR14": card(gets_in_faceoff(1)),
    "PR15": card(Activated(MAIN, (EXHAUST_THIS,), (Act("ready", Cards(YOU, other=True)),))),
    "PR16": card(when_moved(Act("ready", Cards(YOU, CHARACTER, where=THERE)))),
    "PR17": card(Activated(MAIN, (EXHAUST_THIS,), (PlayFree(TROUBLEMAKER),))),
    "PR18": card(Activated(MAIN, (pay(1),), (power(THIS, 1),))),
    "PR19": card(
        Triggered(
            Trigger("enters-here", who=YOU, value="Pegasus"),
            (IfYouDo(Act("exhaust", THIS, optional=True), (GainTokens(1),)),),
        )
    ),
    "PR21": card(when_moved(power(THIS, 1))),
    "PR23": card(when_wins_faceoff(Discard(1, OPPONENT))),
    "PR24": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Choose(Cards(types=FRIEND, colour=ORANGE, other=True)), AddPower(CHOSEN)),
        )
    ),
    "PR25": card(Triggered(Trigger("dismissed"), (Act("to-hand", THIS),))),
    "PR26": card(Static("power", THIS, 1, per=Cards(types=RESOURCE, on_this=True))),
    "PR27": card(Triggered(Trigger("uncovered", who=YOU, here=True), (Discard(2, OPPONENT),))),
    "PR28": card(
        on_play(Reattach(Cards(types=RESOURCE, host=FRIEND), Cards(types=FRIEND), optional=True))
    ),
    "PR29": card(on_play(power(THIS, 1))),
    "PR30": card(on_play(Discard(1, OPPONENT))),
    "PR32": card(  # "you may dismiss this card": activating the Reaction is the choice (512.4)
        Activated(
            "Reaction",
            (),
            (IfYouDo(Act("dismiss", THIS), (PlayFree(RESOURCE, Zone.DISCARD, that=True),)),),
            react=(Trigger("dismissed", who=YOU, about=Cards(YOU, RESOURCE)),),  # as it was
        )
    ),
    "PR34": card(Triggered(Trigger("discarded", who=OPPONENT), (power(THIS, 1),))),
    "PR35": card(Static("flip", amount=1)),
    "PR37": card(on_play(Draw(1))),
    "PR38": card(DISMISS_INVOLVED_FRIEND),
    "PR39": card(when_moved(LookAtTop(2, THERE_OWNER, problem_deck=True, optional=True))),
    "PR41": card(
        on_play(Act("uncover", Cards(ANY, TROUBLEMAKER, face_down=True), optional=True)),
        Activated(
            MAIN, (EXHAUST_THIS,), (Act("look-at", Cards(ANY, TROUBLEMAKER, face_down=True)),)
        ),
    ),
    "PR42": card(gets_in_faceoff(1, "troublemaker")),
    "PR43": card(
        when_wins_faceoff(search_deck(Cards(YOU, FRIEND, zone=Zone.DRAW_DECK)), kind="problem")
    ),
    "PR45": card(on_play(Act("dismiss", Cards(OPPONENT, FRIEND, where=THERE)), to_problem=True)),
    "PR46": card(when_confronted(Draw(1), who=OPPONENT)),
    "PR47": card(DISMISS_INVOLVED_FRIEND),
    "PR48": card(Static("confront", amount=1, who=OPPONENT)),
    "PR49": card(Static("confront", amount=1, who=OPPONENT)),
    "PR50": card(
        on_play(Act("turn-face-down", Cards(ANY, TROUBLEMAKER, where=THERE)), to_problem=True)
    ),
    "PR52": card(
        Static(
            "power",
            THIS,
            1,
            condition=Condition("count", Cards(types=RESOURCE, trait="Report", where=HERE)),
        )
    ),
    "PR53": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Move(THAT, "any"),),
            react=(Trigger("played-here", OPPONENT, value="Friend"),),
        )
    ),
    "PR56": card(on_play(search_deck(Cards(YOU, EVENT, zone=Zone.DRAW_DECK)))),
    "PR57": card(
        when_moved(Move(Cards(OPPONENT, CHARACTER, where=THERE), "a-problem", optional=True))
    ),
    "PR58": card(Activated(MAIN, (pay(3),), (Move(Cards(OPPONENT, CHARACTER), "any"),))),
    "PR59": card(Static("power", THIS, 1, per=OPPONENT_CHARACTER_HERE)),
    "PR61": card(Static("power", THIS, 2, per=OPPONENT_CHARACTER_HERE)),
    "PR62": card(on_play(LookAtTop(2, YOU, optional=True))),
    "PR63": card(Static("power", OPPONENT_CHARACTER_HERE, -1, condition=DURING_FACEOFFS)),
    "PR64": card(Activated(MAIN, (EXHAUST_THIS,), (GainTokens(1, until_phase_end=True),))),
    "PR65": card(
        on_play(Modify(Cards(YOU, CHARACTER, where=THERE, other=True), "power", 4), to_problem=True)
    ),
    "PR66": card(
        Triggered(
            Trigger("uncovered", who=ANY, here=True),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Score(1),)),),
        )
    ),
    # PR67 (2016 errata: two paragraphs): "flip" for the opponent (514.3a) and a continuous
    # ignore (515.4), read each time totals are compared (514.4, 514.4c). Ruling: "one of
    # their flipped cards with the highest power" is picked among all their flipped cards,
    # ignored ones too (they remain flipped, 515.4); when every card with that power is
    # ignored already, this ignores nothing more (515.4a) (``faceoff.highest_ignored``).
    "PR67": card(
        Static("flip", amount=1, value="opponent", condition=IN_PROBLEM_FACEOFF),
        Static("ignore-highest", condition=IN_PROBLEM_FACEOFF),
    ),
    "PR68": card(on_play(LookAtTop(2, OPPONENT, optional=True))),
    "PR69": card(Activated(MAIN, (EXHAUST_THIS, pay(1)), (search_discard(EVENT),))),
    "PR70": card(Activated(MAIN, (EXHAUST_THIS, pay(1)), (search_discard(FRIEND),))),
    "PR72": card(
        on_play(Modify(Cards(YOU, CHARACTER, where=THERE, other=True), "power", 2), to_problem=True)
    ),
    "PR73": card(Static("cant-move", THIS, who=OPPONENT)),
    "PR74": card(when_confronted(search_discard(to="deck-top"))),
    "PR75": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Act("uncover", Cards(ANY, TROUBLEMAKER, where=HERE, face_down=True)),),
        )
    ),
    "PR77": card(on_play(search_discard())),
    "PR82": card(when_moved(Move(CRITTER_FRIEND, "there", optional=True))),
    "PR83": card(
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (LoseTokens(1, ACTOR),),
            react=(Trigger("tokens-received", OPPONENT, at_least=1),),
        )
    ),
    "PR84": card(on_play(CostReduction(1, FRIEND, YELLOW))),
    "PR85": card(Static("power", Cards(YOU, CHARACTER, where=HERE, other=True), 1)),
    "PR87": card(
        Static(
            "flip",
            amount=1,
            condition=Condition("in-faceoff", CRITTER_FRIEND_INVOLVED, n=2, value="troublemaker"),
        )
    ),
    "PR88": card(
        Activated(
            "Problem Faceoff",
            (EXHAUST_THIS,),
            (
                Modify(
                    Cards(types=FRIEND, where=INVOLVED, with_resource=True),
                    "power",
                    -5,
                    until="faceoff",
                ),
            ),
        )
    ),
    "PR89": card(on_play(Move(CRITTER_FRIEND, "there", optional=True), to_problem=True)),
    "PR90": card(
        Activated(MAIN, (EXHAUST_THIS,), (Act("dismiss", Cards(OPPONENT, RESOURCE, where=HOME)),))
    ),
    "PR91": card(on_play(LoseTokens(1, OPPONENT))),
    "PR92": card(
        when_moved(
            Act(
                "dismiss",
                Cards(types=RESOURCE, where=THERE, host=CHARACTER, host_controller=OPPONENT),
                optional=True,
            )
        )
    ),
    "PR93": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Move(Cards(YOU, FRIEND, trait="Critter"), "here", up_to=3),),
            condition=AT_A_PROBLEM,
        )
    ),
    "PR94": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (Act("look-at", Cards(ANY, TROUBLEMAKER, where=HERE, face_down=True)),),
        )
    ),
    # --- Events ---
    "PR95": two_colour_event(BLUE, PINK),
    "PR96": two_colour_event(WHITE, PINK),
    "PR97": two_colour_event(BLUE, WHITE),
    "PR98": two_colour_event(ORANGE, PURPLE),
    "PR99": two_colour_event(YELLOW, PURPLE),
    "PR100": two_colour_event(ORANGE, YELLOW),
    "PR101": card(
        Play(
            "Faceoff",
            (Modify(Cards(types=CHARACTER, trait="Pegasus"), "power", 2, until="faceoff"),),
        )
    ),
    "PR102": card(
        Play(
            "Reaction",
            (Act("ignore", THAT), Flip(1)),
            react=(Trigger("flipped", YOU, condition=Condition("challenger", value=OPPONENT)),),
        )
    ),
    "PR103": colour_event(WHITE, 2),
    "PR104": card(
        Play(
            "Faceoff Reaction",  # "Play when a faceoff begins" (514.2: before the flips)
            (),
            react=(Trigger("faceoff-started", ANY, anywhere=True),),
            put="deck-top",  # "Put this card on the top of its owner's deck" (304.2)
        )
    ),
    "PR105": flip_event("Rarity", "Pinkie Pie"),
    "PR106": card(Play(MAIN, (Move(Cards(OPPONENT, CHARACTER), "any"),))),
    "PR107": card(
        Play(
            "Problem Faceoff Reaction",
            (Score(1),),
            react=(Trigger("won-faceoff", who=YOU, value="problem", at_least=5),),
        )
    ),
    "PR108": card(
        Play(
            "Faceoff Reaction",
            (Modify(THAT, "power", 5, until="faceoff"),),
            react=(Trigger("flipped", who=YOU),),
        )
    ),
    "PR109": card(Play(MAIN, (LookAtTop(3, YOU),))),
    "PR110": card(
        Play(
            MAIN,
            (
                Modify(Cards(OPPONENT, FRIEND), "power", -2),
                When(Condition("chosen", Cards(max_power=0)), (Act("dismiss", CHOSEN),)),
            ),
        )
    ),
    "PR111": card(
        Play("Reaction", (Act("ignore", THAT), Flip(1)), react=(Trigger("flipped", who=YOU),))
    ),
    "PR112": colour_event(ORANGE, 4),
    "PR113": card(Play(MAIN, (Act("dismiss", Cards(OPPONENT, FRIEND, max_power=1)),))),
    "PR114": card(Play(MAIN, (Draw(3),))),
    "PR115": card(
        Play(
            "Troublemaker Phase",
            (  # "up to 2": each one chosen, then moved; the second to a different Problem
                IfYouDo(Choose(YOUR_CHARACTER_AT_HOME, optional=True), (MOVE_TO_A_PROBLEM,)),
                IfYouDo(
                    Choose(YOUR_CHARACTER_AT_HOME, optional=True),
                    (Move(CHOSEN, "another-problem"),),
                ),
            ),
        )
    ),
    "PR116": colour_event(YELLOW, 2),
    "PR117": card(Play("Faceoff", (Move(Cards(YOU, CHARACTER), "a-problem"),))),
    "PR118": card(
        Play("Reaction", (Move(THAT, "there"),), react=(Trigger("moved", who=OPPONENT),))
    ),
    "PR119": flip_event("Twilight Sparkle", "Fluttershy"),
    "PR120": colour_event(BLUE, 2),
    "PR121": flip_event("Applejack", "Twilight Sparkle"),
    "PR122": flip_event("Rainbow Dash", "Pinkie Pie"),
    "PR123": card(Play(MAIN, (Act("dismiss", Cards(OPPONENT, RESOURCE)),))),
    "PR124": card(
        Play(
            "Troublemaker Faceoff Reaction", (GainTokens(2),), react=(Trigger("defeated", who=YOU),)
        )
    ),
    "PR125": flip_event("Rainbow Dash", "Rarity"),
    "PR126": colour_event(PURPLE, 2),
    "PR127": card(
        Play(
            "Reaction",
            (Act("ignore", THAT), Flip(1, OPPONENT)),
            react=(Trigger("flipped", who=OPPONENT),),
        )
    ),
    "PR128": card(
        Play(
            "Reaction",
            (Act("to-hand", THAT),),
            react=(Trigger("dismissed", who=YOU, about=Cards(YOU, FRIEND)),),  # as it was (712.2)
        )
    ),
    "PR129": flip_event("Applejack", "Fluttershy"),
    "PR130": card(
        Play(
            "Faceoff",
            (
                Modify(
                    Cards(YOU, CHARACTER, where=AT_OPPONENT_PROBLEM),
                    "power",
                    1,
                    until="faceoff",
                    each=True,
                ),
            ),
        )
    ),
    # --- Resources ---
    "PR131": card(
        Activated(
            "Faceoff Reaction",
            (),
            (Act("to-deck-top", THIS),),
            react=(Trigger("faceoff-started", ANY, anywhere=True),),
        )
    ),
    "PR132": card(Activated(MAIN, (DISMISS_THIS,), (search_discard(),))),
    "PR133": card(Attach(Cards(OPPONENT, FRIEND)), Static("cant-move", HOST, who=OPPONENT)),
    "PR134": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (
                Modify(
                    Cards(YOU, FRIEND, trait="Critter"),
                    "colour",
                    1,
                    YELLOW.value,
                    until="your-next-turn",
                    each=True,
                ),
            ),
        )
    ),
    "PR135": card(
        ON_PROBLEM, Static("power", Cards(YOU, CHARACTER, where=HERE), 1, condition=DURING_FACEOFFS)
    ),
    "PR136": card(Triggered(Trigger("uncovered", who=YOU, value="any"), (CostReduction(1),))),
    "PR137": card(
        ON_PROBLEM,
        Static("cant-play", Cards(types=FRIEND, zone=Zone.HAND, max_power=2), who=OPPONENT),
    ),
    "PR138": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (RevealTop(YOU, EVENT, n=3, rest="deck-top", may_keep=True),),
        )
    ),
    "PR139": card(ON_FRIEND, Static("keyword", HOST, value="Stubborn")),
    "PR140": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("exhaust", Cards(YOU, other=True))),
            (Act("ready", Cards(types=CHARACTER, exhausted=True)),),
        )
    ),
    "PR141": card(
        ON_FRIEND,
        Static(
            "confront",  # "you need -[1 wild] to confront that Problem" (2016 errata)
            amount=-1,
            who=YOU,
            condition=Condition(
                "all",  # "while this Friend is at an opponent's Problem" (509.3: it is there)
                all_of=(
                    Condition("at-opponent-problem"),
                    Condition("colour-power", value=WHITE.value, n=3),  # 507.3
                ),
            ),
        ),
    ),
    "PR142": card(ON_PROBLEM, Triggered(Trigger("won-faceoff", here=True), (GainTokens(1),))),
    "PR143": card(ON_FRIEND, Static("power", OPPONENT_CHARACTER_HERE, -1, condition=SCORE_PHASE)),
    "PR144": card(
        ON_FRIEND,
        Static("power", HOST, 2, condition=HOST_IN_TROUBLEMAKER_FACEOFF),
        Static("colour", HOST, value=PINK.value, condition=HOST_IN_TROUBLEMAKER_FACEOFF),
    ),
    "PR145": card(Activated(MAIN, (EXHAUST_THIS, pay(1)), (Discard(1, OPPONENT, random=False),))),
    "PR146": card(
        Static(
            "flip-there",  # 514.3a
            amount=1,
            condition=Condition("count", Cards(YOU, FRIEND, colour=YELLOW, where=THERE), n=3),
        )
    ),
    # PR147: "defeat a Troublemaker using only [Generosity] characters": "using" is not a CR
    # term. Ruling: the characters you used are your characters involved in that faceoff
    # (514.2a), read as the Troublemaker is defeated, in the window before the faceoff ends
    # (514.5a, 514.6): at least one of them, and every one of them has [Generosity].
    "PR147": card(
        Activated(
            "Reaction",
            (DISMISS_THIS,),
            (Score(1),),
            react=(
                Trigger(
                    "defeated",
                    who=YOU,
                    condition=Condition(
                        "all",
                        all_of=(
                            Condition("count", Cards(YOU, CHARACTER, where=INVOLVED)),
                            Condition(
                                "none", Cards(YOU, CHARACTER, where=INVOLVED, not_colour=WHITE)
                            ),
                        ),
                    ),
                ),
            ),
        )
    ),
    "PR148": card(ON_FRIEND, Static("power", HOST, -2)),
    "PR149": card(ON_FRIEND, Static("power", HOST, -5, condition=SCORE_PHASE)),
    "PR150": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (Move(Cards(OPPONENT, CHARACTER, where=AT_PROBLEM), "home"),),
        )
    ),
    "PR151": card(Activated(MAIN, (DISMISS_THIS,), (CostReduction(2),))),
    # --- Troublemakers ---
    "PR152": card(
        Triggered(
            Trigger("phase-end", who=ANY, value="Troublemaker"),
            (Move(Cards(TURN, CHARACTER, where=HERE), "home", chooser=TURN),),
        )
    ),
    "PR153": card(at_start_of("Troublemaker", Mill(1, OPPONENT))),
    "PR154": card(
        at_start_of("Troublemaker", Act("exhaust", OPPONENT_CHARACTER_HERE, chooser=OPPONENT))
    ),
    "PR155": card(
        at_start_of("Troublemaker", Act("exhaust", Cards(OPPONENT, RESOURCE), chooser=OPPONENT))
    ),
    "PR156": card(
        at_start_of("Troublemaker", Modify(THIS, "power", 1, until="permanent")),
        # "When this card has 8 power": a state trigger (704.1), once each time it becomes so
        when_state(
            Condition("power", n=8),
            Act("frighten", Cards(OPPONENT, FRIEND, where=HERE), each=True),
            Act("dismiss", THIS),
        ),
    ),
    "PR157": card(
        at_start_of("Troublemaker", Act("exhaust", Cards(OPPONENT, CHARACTER), chooser=OPPONENT))
    ),
    "PR158": card(
        Triggered(Trigger("uncovered", who=ANY), (Unless(Pay(2), (Act("dismiss", THIS),)),)),
        Static("play-cost", amount=2, who=OPPONENT),
    ),
    "PR159": card(Static("flip", amount=1)),
    "PR160": card(at_start_of("Troublemaker", Discard(1, OPPONENT))),
    # --- Problems ---
    "PR161": card(
        Static(
            "play-cost",  # "that player's opponent must pay +[1] to play a Friend here"
            amount=1,
            who=OPPONENT,
            condition=Condition("count", Cards(YOU, FRIEND, colour=YELLOW, where=HERE), n=3),
            each_player=True,  # "while a player has ..." (513.5)
        )
    ),
    "PR162": card(when_confronted(Discard(1, ACTOR_OPPONENT, random=False), who=ANY)),
    "PR163": card(
        Triggered(
            Trigger("confronted", who=ANY, first=True),
            (
                Search(
                    Cards(ACTOR, FRIEND, zone=Zone.DISCARD, max_power=1, min_power=1),
                    Zone.DISCARD,
                    who=ACTOR,
                ),
            ),
        )
    ),
    "PR165": card(
        Triggered(
            Trigger("confronted", who=ANY, first=True),
            (
                Act(
                    "dismiss",
                    Cards(types=RESOURCE, where=HERE, host=FRIEND, host_controller=ACTOR_OPPONENT),
                    chooser=ACTOR,
                    optional=True,
                ),
            ),
        )
    ),
    "PR166": card(
        Triggered(
            Trigger("defeated", who=ANY, here=True),
            (Move(Cards(ACTOR, CHARACTER, where=THERE), "any", chooser=ACTOR, optional=True),),
        )
    ),
    "PR167": card(
        Static(
            "total-power",  # "get +1 total power during faceoffs here" (514.4a)
            amount=1,
            condition=Condition("count", Cards(YOU, CHARACTER, trait="Pegasus", where=HERE), n=2),
            each_player=True,  # "players with at least 2 Pegasus characters" (513.5)
        )
    ),
    "PR169": card(
        Triggered(
            Trigger("confronted", who=ANY, first=True),
            (LookAtTop(1, YOU, problem_deck=True, optional=True, bottom=True, chooser=ACTOR),),
        )
    ),
    "PR171": card(
        Static(
            "cost",  # "Resources played on characters here have their costs reduced by [1]"
            Cards(types=RESOURCE, zone=Zone.HAND),
            -1,
            value="play",
            who=ANY,
            on=Cards(types=CHARACTER, where=HERE),
        )
    ),
    "PR172": card(when_problem_played(Draw(1, ANY))),
    "PR173": card(when_problem_played(Discard(1, ANY, random=False))),
    "PR174": card(
        Triggered(Trigger("won-faceoff", who=ANY, here=True, exactly=1), (Score(1, ACTOR),))
    ),
    "PR175": card(
        Activated(
            MAIN,
            (cost_of("dismiss", Cards(YOU, FRIEND, where=HERE)),),
            (GainTokens(1),),
            anyone=True,
        )
    ),
    "PR176": card(
        at_start_of(
            "Score",
            When(
                Condition("count", Cards(ACTOR, CHARACTER, colour=BLUE), n=2),
                (Act("ready", Cards(ACTOR, where=HOME), chooser=ACTOR, optional=True),),
            ),
            whose=ANY,
        )
    ),
    "PR178": card(Triggered(Trigger("defeated", who=ANY, here=True), (Score(1, ACTOR),))),
    "PR179": card(
        when_problem_played(search_deck(Cards(YOU, FRIEND, trait="Critter", zone=Zone.DRAW_DECK)))
    ),
    "PR180": card(
        Static(
            "cant-move",  # "can't move away": they are here, so any move is away (506)
            Cards(types=CHARACTER, where=HERE, not_colour=WHITE),
            who=ANY,
            condition=Condition("count", Cards(types=CHARACTER, colour=WHITE, where=HERE), n=3),
        )
    ),
    "PR181": card(
        Triggered(
            Trigger(
                "moved-here",
                who=ANY,
                about=Cards(types=CHARACTER, colour=PINK),
                # "already": another one besides the one moved (THAT is here too)
                condition=Condition("count", Cards(ACTOR, CHARACTER, colour=PINK, where=HERE), n=2),
            ),
            (Draw(1, ACTOR, optional=True),),
        )
    ),
    "PR182": card(
        Static(
            "cost",  # "Report Resources played on this Problem have their costs reduced by [1]"
            Cards(types=RESOURCE, trait="Report", zone=Zone.HAND),
            -1,
            value="play",
            who=ANY,
            on=THIS,
        )
    ),
    "PR183": card(
        when_problem_played(
            Act("frighten", Cards(OPPONENT, FRIEND)),
            Act("frighten", Cards(YOU, FRIEND), chooser=OPPONENT),
        )
    ),
    "PR184": card(
        Triggered(
            Trigger("won-faceoff", who=ANY, here=True, value="problem"),
            (LookAtTop(3, YOU, problem_deck=True, optional=True, chooser=ACTOR),),
        )
    ),
    "PR185": card(when_confronted(Draw(1, ACTOR, optional=True), who=ANY)),
    "PR186": card(
        Replacement(
            "flip-to-bottom",
            Cards(ANY, zone=Zone.FLIP),
            "discard",
            optional=False,
            condition=Condition("faceoff-here", value="problem"),
        )
    ),
    "PR187": card(
        when_problem_played(
            search_deck(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK)),
            search_deck(Cards(OPPONENT, TROUBLEMAKER, zone=Zone.DRAW_DECK), OPPONENT),
        )
    ),
    "PR188": card(Static("cant-play", Cards(types=FRIEND, zone=Zone.HAND, max_power=1), who=ANY)),
    "PR189": card(Static("cant-dismiss", Cards(types=FRIEND, colour=ORANGE, where=HERE))),
    "PR191": card(
        Static(
            "cant-dismiss",  # "that player's Friends here can't be dismissed"
            Cards(YOU, FRIEND, where=HERE),
            condition=Condition("most-power-here"),  # 507.2
            each_player=True,  # "while a player has more power at this Problem" (513.5)
        )
    ),
    "PR193": card(
        when_confronted(Act("frighten", Cards(ACTOR, FRIEND, where=HERE), chooser=ACTOR), who=ANY)
    ),
    "PR194": card(
        when_problem_played(
            Move(Cards(YOU, FRIEND, trait="Critter", where=HOME), "here", optional=True)
        )
    ),
    "PR195": card(
        Triggered(
            Trigger(
                "confronted",
                who=ANY,
                first=True,
                condition=Condition(
                    "count", Cards(ACTOR, CHARACTER, colour=ORANGE, min_power=3, where=HERE)
                ),
            ),
            (Score(1, ACTOR),),
        )
    ),
    "PR196": card(Triggered(Trigger("enters-here", who=ANY, first=True), (GainTokens(2, ACTOR),))),
    # --- the rest of the set ---
    # PR197: the engine's triggers watch cards in play, or leaving it
    # Dr. Hooves, Unblinking (errata, 2016): "When this card is put into the discard pile
    # from anywhere, you may search your deck for Dr. Hooves, play it to your home frightened
    # for free, and shuffle your deck." From the hand, the deck or play: the card in the
    # discard pile triggers (701.3). Rulings: "Dr. Hooves" is a Friend with that title
    # (201.3a); one whose play requirements are not met can't be played (609.2a) and is not
    # offered; declining is failing to find (518.1), the deck is shuffled either way (518.2)
    "PR197": card(
        Triggered(
            Trigger("entered-discard", value="this"),
            (
                Search(
                    Cards(types=FRIEND, title="Dr. Hooves", zone=Zone.DRAW_DECK),
                    to=PLAY_FRIGHTENED,
                ),
            ),
        )
    ),
    "PR198": card(on_play(Move(Cards(YOU, FRIEND, other=True), "there", up_to=3), to_problem=True)),
    "PR199": card(Static("flip", amount=1)),
    "PR200": card(
        Activated(
            "Reaction", (EXHAUST_THIS,), (Act("ignore", THAT), Flip(1)), react=(Trigger("flipped"),)
        )
    ),
    "PR201": card(
        Activated("Reaction", (EXHAUST_THIS,), (Draw(2),), react=(Trigger("drew", OPPONENT),))
    ),
    "PR202": card(Static("confront-needs", amount=3, who=OPPONENT)),
    "PR203": card(
        Activated(
            MAIN,
            (EXHAUST_THIS, Cost("to-hand")),
            (Move(Cards(OPPONENT, CHARACTER), "home", up_to=2),),
            condition=AT_A_PROBLEM,
        )
    ),
    "PR204": card(
        Activated(MAIN, (EXHAUST_THIS,), (Draw(2), Act("to-deck-top", Cards(YOU, zone=Zone.HAND))))
    ),
    "PR205": card(Static("move-cost", amount=2, who=OPPONENT, value="to-or-from")),
    "PR206": card(
        when_confronted(
            IfYouDo(Move(THIS, "home", optional=True), (Score(0, bonus_of_there=True),))
        )
    ),
    "PR207": card(
        Static(
            "trait",
            Cards(YOU, FRIEND, where=HERE, other=True),
            value="Critter",
            condition=SCORE_PHASE,
        )
    ),
    "PR208": card(Static("power", Cards(YOU, CHARACTER, colour=YELLOW, where=HERE, other=True), 1)),
    "PR209": card(
        Activated(
            "Faceoff Reaction",
            (DISMISS_THIS,),
            (GainTokens(4),),
            react=(Trigger("won-faceoff", anywhere=True),),
        )
    ),
    "PR210": card(
        Triggered(Trigger("uncovered", who=ANY), (Discard(all=True, who=ANY), Draw(3, ANY))),
        at_start_of("Troublemaker", Discard(1, TURN), whose=ANY),
    ),
    # Fluttershy, Monster Tamer (errata, 2016): "When you play this card to a Problem, you may
    # banish a Troublemaker there. When this card leaves that Problem, put that banished
    # Troublemaker into play at a Problem and uncover it." One ability: its second sentence
    # is a delayed ability its first creates (615.1), so it works whatever this card is by
    # then (face-down, blanked, out of play). Rulings: "there" and "that Problem" are the
    # Problem it was played to (the trigger's area, 712.2): gone from it before the ability
    # resolves, the Troublemaker comes back at once; a face-up Troublemaker only (505.2),
    # any player's; it comes back under its owner's control (513.1), at a Problem this
    # card's controller chooses, face-down then uncovered (306.1, 607.3); a frightened
    # Fluttershy is still at that Problem (504.1, 505.3)
    "PR211": card(
        on_play(
            IfYouDo(
                Act("banish", Cards(types=TROUBLEMAKER, where=THERE), optional=True),
                (WhenLeavesProblem((PutAtProblem(),)),),
            ),
            to_problem=True,
        )
    ),
    "PR212": card(
        Replacement(
            "flip-to-bottom",
            Cards(YOU, zone=Zone.FLIP),
            "hand",
            condition=IN_FACEOFF,
            once="faceoff",
        )
    ),
    "PR213": card(
        on_play(RevealTop(YOU, RESOURCE, n=5, rest="deck-bottom", optional=True, may_keep=True))
    ),
}
