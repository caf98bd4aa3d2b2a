"""Crystal Games (CG) card scripts, keyed by collector number.

Read each script beside the card's printed text (the app reads it from the player's card
data; check the errata of the 2016 rules document). Paragraphs are numbered from 0 (701.2).
``manual(reason)`` marks a card whose text the engine leaves to the judge, saying what the
engine lacks for it. Cards without text whose keywords are all automated need no entry
(the "Supportive 1." Friends: CG17, CG22, CG41, CG51, CG63, CG81, read as keywords by the
app's adapter).

"When this card enters play" is ``on_enter`` (played or put into play, 706.1d); "when you
play this card" is ``on_play``. "While with [your X]" is at this card's area, home or a
Problem (``HERE_OR_HOME``).
"Play to your home." needs no script: a Resource without ``Attach`` is played to its
player's home (509).
"""

from __future__ import annotations

from engine.cards import Colour
from engine.scripts.vocabulary import (
    ACTOR,
    ACTOR_OPPONENT,
    ANY,
    ANY_CARD,
    ANY_NUMBER,
    AT_PROBLEM,
    BENEATH_THIS,
    CHARACTER,
    CHOSEN,
    CHOSEN_COUNTER,
    COLOURS,
    EVENT,
    EXHAUST_HOST,
    EXHAUST_THIS,
    FEWEST_POINTS,
    FRIEND,
    HERE,
    HERE_OR_HOME,
    HOME,
    HOST,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    ORANGE,
    PINK,
    PLAYABLE_BANISHED,
    PROBLEM,
    RESOURCE,
    RETIRE_THIS,
    SOLVED_HERE,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    TURN_OVER,
    WAS_INVOLVED,
    WHILE_EXHAUSTED,
    YOU,
    Act,
    Activated,
    AddPower,
    AddToTotal,
    AsEntersPlay,
    AtEndOfFaceoff,
    AtEndOfPhase,
    AtEndOfTurn,
    Attach,
    BarArea,
    Cards,
    CardScript,
    Challenge,
    Choose,
    ChooseCounter,
    ChooseOne,
    Condition,
    ConfrontArea,
    Cost,
    Discard,
    Draw,
    Effect,
    FaceoffResult,
    Flip,
    FlipKeepOne,
    GainTokens,
    IfYouDo,
    LookAtTop,
    LoseTokens,
    Modify,
    Move,
    Name,
    NextFlipInstead,
    Pay,
    Play,
    PutCounters,
    RemoveCounters,
    Replacement,
    ReplaceProblem,
    RevealTop,
    Score,
    Shuffle,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    Unless,
    When,
    at_start_of,
    card,
    cost_of,
    draw_replacement,
    flip_event,
    gain_control_of,
    most_here,
    on_enter,
    on_play,
    pay,
    power,
    remove_counters,
    spend,
    when_confronted,
    when_problem_played,
    when_solved,
    when_wins_faceoff,
)
from engine.state import Zone

IN_FACEOFF = Condition("in-faceoff")
OPPONENT_MANE_AT_HOME = Condition("count", Cards(OPPONENT, MANE, where=HOME))
VICTORY = "counter:Victory"  # CG202


def counters_then_turn_over(trigger: Trigger, name: str) -> Triggered:
    """The Mane Characters' Start sides: "When [...], put a [name] counter on this card.
    Then, if there are at least 5 [name] counters on this card, remove them and turn it
    over." (519.1, 519.3, 301.2)"""
    return Triggered(
        trigger,
        (
            PutCounters(name),
            IfYouDo(RemoveCounters(name, at_least=5), (TURN_OVER,)),
        ),
    )


def with_your(title: str) -> Static:
    """ "While with your [title], this card has +1 power." (the Critter Friends)"""
    return Static(
        "power",
        THIS,
        1,
        condition=Condition("count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, title=title)),
    )


def with_crystal(keyword: str) -> Static:
    """ "While with another of your Crystal characters, this card has [keyword]." """
    other_crystal = Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Crystal", other=True)
    return Static("keyword", THIS, value=keyword, condition=Condition("count", other_crystal))


def exhaust_and_pay(n: int, *then: Effect) -> IfYouDo:
    """ "You may exhaust this card and pay [n] to [then]" inside a triggered ability (508.1):
    the trigger's condition ``READY`` says it can be exhausted; the may is the payment, not
    offered when it can't be paid in full (508.1d)."""
    return IfYouDo(Pay(n), (Act("exhaust", THIS), *then))


READY = Condition("ready")
PARTY = "counter:Party"  # CG138
READY_WITH_COUNTERS = Cards(YOU, CHARACTER, exhausted=False, with_counters=True)


def remove_a_counter() -> tuple[Effect, ...]:
    """ "Remove a counter from one of your ready characters" (519.3): the character, then
    which of its kinds of counters (CHOSEN, ``Resolve.option``)."""
    return (
        Choose(READY_WITH_COUNTERS),
        ChooseCounter(),
        RemoveCounters(CHOSEN_COUNTER, target=CHOSEN, n=1),
    )


# "during their Main Phase": an opponent's turn, in its Main Phase (CG139)
THEIR_MAIN = Condition(
    "all", all_of=(Condition("phase", value="Main"), Condition("turn", value=OPPONENT))
)
RETIRE = Act("retire", THIS, optional=True)
RETIRE_CHOSEN = Act("retire", CHOSEN)  # "you may retire this card (to ...)"

FRIENDS = Cards(types=FRIEND)
ANY_FRIEND = Cards()  # not read by a faceoff at a Problem (``StartFaceoff.at_problem``)
ON_FRIEND = Attach(FRIENDS)
# "When a player confronts this Problem with characters that have at least 3 different
# colors among them": that player's characters here, which confronted it (611.3), have 3
# colours between them (203.1)
THREE_COLOURS = Condition("colours", Cards(ACTOR, CHARACTER, where=HERE), 3)


def has_most(trait: str) -> Condition:
    """ "The player with the most [trait] characters here": read from each player's side
    (``Static.each_player``), that player has more of them here than any other player."""
    return Condition("most-here", value=trait)


def retire_to_give(colour: Colour, first: Activated) -> CardScript:
    """The home Resources with two abilities: ``first``, and "Main Phase: Retire this card to
    give one of your characters [colour] until the end of the phase." (203.1: it has that
    colour too, with no power added)."""
    give = Modify(Cards(YOU, CHARACTER), "colour", 0, colour.value, "phase")
    return card(first, Activated(MAIN, (RETIRE_THIS,), (give,)))


def retire_and_pay(n: int, *effects: Effect) -> Activated:
    """ "Main Phase: Retire this card and pay [n] to ..." """
    return Activated(MAIN, (RETIRE_THIS, pay(n)), effects)


def colourful_confront(*effects: Effect) -> Triggered:
    """ "When a player confronts this Problem with characters that have at least 3 different
    colors among them, that player may ...": ACTOR is that player (611.4)."""
    return Triggered(Trigger("confronted", who=ANY, condition=THREE_COLOURS), effects)


def each_player(verb: str, cards: Cards) -> tuple[Act, Act]:
    """ "Each player [verb]s one of their [cards]": the Problem's owner, then the other."""
    mine = Cards(YOU, cards.types, max_power=cards.max_power)
    theirs = Cards(OPPONENT, cards.types, max_power=cards.max_power)
    return Act(verb, mine), Act(verb, theirs, chooser=OPPONENT)


SCRIPTS: dict[str, CardScript] = {
    # --- Mane Characters ---
    "CG1": card(
        counters_then_turn_over(Trigger("confronted", anywhere=True), "Crusade"),
        boosted=(  # "replace it" (613.2): that Problem, if still in play as it resolves
            Triggered(
                Trigger("problem-played", ANY, about=Cards(types=PROBLEM), condition=READY),
                (exhaust_and_pay(2, ReplaceProblem(that=True)),),
            ),
        ),
    ),
    "CG2": card(
        counters_then_turn_over(Trigger("uncovered", who=ANY, value="any"), "Hero"),
        boosted=(
            Activated(
                MAIN,
                (EXHAUST_THIS,),
                (Act("turn-face-down", Cards(OPPONENT, TROUBLEMAKER, where=HERE)),),
            ),
        ),
    ),
    "CG3": card(
        counters_then_turn_over(Trigger("enters-here", who=OPPONENT), "Shield"),
        boosted=(Static("play-cost", amount=2, who=OPPONENT),),  # 609.2a
    ),
    "CG4": card(
        counters_then_turn_over(Trigger("confronted", anywhere=True), "Postage"),
        boosted=(  # "more than one card of each type": a type its owner played this turn
            Static(
                "cant-play",
                Cards(zone=Zone.HAND, played_type_this_turn=True),
                who=OPPONENT,
                value="anywhere",
            ),
        ),
    ),
    # --- Friends ---
    "CG00": card(  # at home "this card's Problem" is none: no card is there (501.4)
        on_play(GainTokens(per=Cards(OPPONENT, CHARACTER, where=HERE)))
    ),
    "CG5": card(Activated(MAIN, (pay(2),), (Act("ready", THIS),))),
    "CG6": card(
        Static("power", THIS, 1, per=BENEATH_THIS),
        Triggered(
            Trigger(
                "phase-start",
                ANY,
                value="Score",
                condition=Condition("power", n=4, value="at-least"),
            ),
            (Move(THIS, "any", optional=True),),
        ),
    ),
    "CG7": card(  # the move first: the +2 power makes this card CHOSEN, "retire this card"
        # in the delayed ability (615.1); the two don't interact
        Activated(
            MAIN,
            (pay(1),),
            (Move(THIS, "any", optional=True), power(THIS, 2), AtEndOfTurn((RETIRE_CHOSEN,))),
        )
    ),
    "CG8": card(
        Triggered(
            Trigger("moved", to_problem=True, condition=READY),
            (exhaust_and_pay(1, Act("frighten", Cards(OPPONENT, FRIEND, where=THERE))),),
        )
    ),
    "CG9": card(on_enter(Challenge(Cards(OPPONENT, TROUBLEMAKER, where=HERE)), to_problem=True)),
    "CG10": card(
        Triggered(Trigger("unfrightened"), (Move(THIS, "a-problem", optional=True),)),
        Static("power", THIS, 1, per=Cards(YOU, FRIEND, title="Dr. Hooves", zone=Zone.DISCARD)),
    ),
    "CG11": card(
        Static(
            "keyword",
            THIS,
            value="Swift",
            condition=Condition(
                "count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Crystal", other=True)
            ),
        )
    ),
    "CG12": card(  # "this card's Problem": where it was as its cost retired it (712.2), the
        # activated ability's area (THERE)
        Activated("Troublemaker Phase", (RETIRE_THIS,), (Move(Cards(YOU, FRIEND), "there"),))
    ),
    "CG13": card(  # one move per colour it has as the ability resolves (203.1, 506.1)
        Activated(MAIN, (EXHAUST_THIS, pay(2)), (Move(Cards(YOU, FRIEND), "any", count="colours"),))
    ),
    "CG14": card(  # "you lose": your opponent wins it (514.5)
        Triggered(Trigger("won-faceoff", OPPONENT), (Move(THIS, "a-problem", optional=True),))
    ),
    "CG15": card(
        Static(
            "keyword",
            THIS,
            value="Swift",
            condition=Condition(
                "count", Cards(YOU, CHARACTER, where=HERE_OR_HOME, trait="Pegasus")
            ),
        )
    ),
    "CG16": card(Activated(MAIN, (EXHAUST_THIS,), (Draw(1, ANY), Discard(1, ANY, random=False)))),
    "CG18": card(with_your("Rainbow Dash")),
    "CG19": card(  # each player chooses a card from their hand (801.1: the turn player first),
        # puts it into their deck and shuffles it (410.6)
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(OPPONENT, zone=Zone.HAND), chooser=OPPONENT),
                Shuffle(YOU),
                Shuffle(OPPONENT),
            ),
        )
    ),
    "CG20": card(  # 710.1: "retire" instead is this card retired, the dismissal not done
        Replacement("dismissed", Cards(YOU, FRIEND, where=HERE, other=True), "retire")
    ),
    "CG21": card(Static("power", THIS, 2, value="per-colour")),
    # Cranky Doodle Donkey: "Players can't score points during faceoffs involving this card."
    # Any points, for winning the faceoff (514.5a, 514.5c) or by an effect, while it is
    # involved (104.2); as AD28's third paragraph
    "CG23": card(Static("cant-score", who=ANY, condition=IN_FACEOFF)),
    "CG24": card(with_crystal("Stubborn")),
    "CG25": card(  # "by opponents": their effects (104.2); the game's checks are no one's
        Static("opponents-cant", THIS, value="dismiss|to-hand"),
        Static("cant-move", THIS, who=OPPONENT),
    ),
    "CG26": card(Triggered(Trigger("turn-end", YOU), (Draw(1, bottom=True),))),
    "CG27": card(Static("cant-frighten", THIS, condition=OPPONENT_MANE_AT_HOME)),
    "CG28": card(
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER, trait="Earth Pony", where=HERE)),),
            (Act("exhaust", Cards(OPPONENT, FRIEND, where=HERE)),),
        )
    ),
    "CG29": card(on_enter(power(THIS, 3))),
    "CG30": card(  # THERE: the Problem it is played to (701.3: functions from the hand)
        Static(
            "cost",
            THIS,
            -1,
            value="play-there",
            who=YOU,
            per=Cards(YOU, FRIEND, trait="Earth Pony", where=THERE),
        )
    ),
    "CG31": card(Static("cant-frighten", THIS)),
    "CG32": card(with_your("Applejack")),
    "CG33": card(  # "an opponent's Friend here": at this card's Problem (501.4)
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("all", all_of=(IN_FACEOFF, READY))),
            (exhaust_and_pay(1, gain_control_of(Cards(OPPONENT, FRIEND, where=HERE), "faceoff")),),
        )
    ),
    "CG34": card(
        when_confronted(
            Draw(optional=True),
            condition=Condition("count", Cards(YOU, CHARACTER, trait="Unicorn", where=HERE)),
        )
    ),
    "CG35": card(on_enter(Act("dismiss", Cards(types=FRIEND, where=HOME, min_power=3)))),
    "CG36": card(
        Activated(MAIN, (spend(1),), (Act("uncover", Cards(types=TROUBLEMAKER, face_down=True)),))
    ),
    "CG37": card(with_your("Pinkie Pie")),
    "CG38": card(with_crystal("Random")),
    "CG39": card(
        Triggered(
            Trigger(
                "played-here",
                YOU,
                value="Friend",
                about=Cards(types=FRIEND, trait="Earth Pony"),
                condition=READY,
            ),
            (exhaust_and_pay(1, Act("dismiss", Cards(OPPONENT, FRIEND, where=HERE))),),
        )
    ),
    "CG40": card(  # once per faceoff: the flipped cards go to the bottom once (514.6)
        Replacement(
            "flip-to-bottom",
            Cards(YOU, zone=Zone.FLIP),
            "beneath-all",
            condition=IN_FACEOFF,
            once="faceoff",
        ),
        Activated(  # "a Friend with Pumped": any player's (the card stays its owner's)
            MAIN,
            (pay(1),),
            (
                Choose(Cards(types=FRIEND, keyword="Pumped")),
                Act("banish-beneath-chosen", BENEATH_THIS),
            ),
            condition=Condition("count", BENEATH_THIS),
        ),
    ),
    "CG42": card(  # "this card's Problem": where it was as it was retired (712.2)
        Activated(
            "Reaction",
            (),
            (IfYouDo(RETIRE, (ConfrontArea(OPPONENT, 2, where=HERE),)),),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    # "During faceoffs involving this card, you may flip ...": as each faceoff involving it
    # starts, once (515.1); "the number of colors this card has" then (203.1)
    "CG43": card(
        Triggered(Trigger("faceoff-started", ANY, condition=IN_FACEOFF), (FlipKeepOne(),))
    ),
    "CG44": card(Static("confront", amount=1, who=OPPONENT, condition=READY)),
    "CG45": card(on_enter(Act("dismiss", Cards(OPPONENT, FRIEND, exhausted=True), optional=True))),
    "CG46": card(Triggered(Trigger("drew"), (power(THIS, 1),))),
    "CG47": card(
        Triggered(Trigger("played", OPPONENT, about=Cards(types=FRIEND)), (GainTokens(1),))
    ),
    "CG48": card(  # "you lose": your opponent wins it (514.5)
        Triggered(Trigger("won-faceoff", OPPONENT, value="problem"), (GainTokens(1),))
    ),
    "CG49": card(
        Triggered(
            Trigger("event-played"),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True), (Act("banish", Cards(types=RESOURCE)),)
                ),
            ),
        )
    ),
    "CG50": card(
        when_confronted(
            exhaust_and_pay(1, Move(Cards(OPPONENT, CHARACTER, where=HERE), "home")),
            condition=READY,
        )
    ),
    "CG52": card(with_your("Twilight Sparkle")),
    "CG53": card(
        on_enter(Act("banish", Cards(YOU, FRIEND)), AtEndOfTurn((Act("put-into-play", CHOSEN),)))
    ),
    "CG54": card(Triggered(Trigger("event-played"), (power(THIS, 1),))),
    "CG55": card(with_crystal("Studious")),
    "CG56": card(Static("power", THIS, 1, per=Cards(YOU, zone=Zone.HAND))),
    "CG57": card(
        Activated(
            MAIN,
            (cost_of("exhaust", Cards(YOU, CHARACTER, trait="Earth Pony", where=HERE)),),
            (Act("banish", Cards(zone=Zone.DISCARD)),),
        )
    ),
    "CG58": card(on_enter(ConfrontArea(cant=True), to_problem=True)),  # THERE: where it entered
    "CG59": card(Static("problem-bonus", amount=0)),
    "CG60": card(
        Triggered(
            Trigger("faceoff-started", who=ANY, condition=IN_FACEOFF),
            (IfYouDo(RETIRE, (Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),)),),
        )
    ),
    "CG61": card(  # "the number of colors this card has" (203.1), as it resolves
        Triggered(
            Trigger("faceoff-started", ANY, condition=Condition("in-faceoff", value="problem")),
            (
                Act(
                    "uninvolve",
                    Cards(OPPONENT, CHARACTER, where=INVOLVED, max_power_count="colours"),
                    optional=True,
                ),
            ),
        )
    ),
    "CG62": card(  # "that card": the banished Event, by its id there (410.6)
        on_enter(
            IfYouDo(
                Act("banish", Cards(YOU, EVENT, zone=Zone.DISCARD), optional=True),
                (Act(PLAYABLE_BANISHED, CHOSEN),),
            )
        )
    ),
    "CG64": card(  # two players: "an opponent's deck" is the opponent's; it stays on top
        # if not banished (410.6)
        on_play(
            RevealTop(OPPONENT, rest="stay"),
            When(Condition("printed-power", n=3), (Act("banish", CHOSEN, optional=True),)),
        )
    ),
    "CG65": card(
        Triggered(
            Trigger("won-faceoff", value="problem", condition=READY),
            (exhaust_and_pay(2, Act("banish", Cards(types=FRIEND, where=HERE))),),
        )
    ),
    "CG66": card(with_crystal("Inspired")),
    "CG67": card(on_enter(Score(1, FEWEST_POINTS))),  # none scores on a tie
    "CG68": card(with_your("Rarity")),
    "CG69": card(  # two players: "an opponent's Mane" is that opponent's (104.2: a "can't")
        Static("cant-move-friends-here", who=OPPONENT, condition=OPPONENT_MANE_AT_HOME)
    ),
    "CG70": card(when_wins_faceoff(IfYouDo(RETIRE, (Score(1),)))),
    "CG71": card(  # two players: "choose an opponent" is the opponent (402.3: any order)
        Activated(MAIN, (EXHAUST_THIS,), (LookAtTop(who=OPPONENT, bottom=True, count="colours"),))
    ),
    "CG72": card(
        Static(
            "cost",
            Cards(types=RESOURCE, trait="Accessory", zone=Zone.HAND),
            -1,
            value="play",
            who=YOU,
            condition=Condition("strongest-here"),
        )
    ),
    # "this card's Problem loses and can't have abilities": its power read after the power
    # modifiers (711.4: a condition on power depends on them; ``View._lose_abilities``)
    "CG73": card(
        Static(
            "lose-abilities",
            Cards(types=PROBLEM, where=HERE),
            condition=Condition("strongest-here"),
        )
    ),
    "CG74": card(  # each player puts one of theirs (801.1: the turn player first)
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (
                Act("to-hand", Cards(YOU, FRIEND, zone=Zone.DISCARD)),
                Act("to-hand", Cards(OPPONENT, FRIEND, zone=Zone.DISCARD), chooser=OPPONENT),
            ),
        )
    ),
    "CG75": card(
        Triggered(
            Trigger("leaves-play"),
            (IfYouDo(Pay(1), (Act("to-hand", Cards(YOU, zone=Zone.DISCARD, not_that=True)),)),),
        )
    ),
    "CG76": card(
        Static("cant-move", Cards(YOU, CHARACTER, trait="Unicorn", where=HERE), who=OPPONENT)
    ),
    "CG77": card(Static("power", Cards(types=TROUBLEMAKER, where=HERE), -1)),
    "CG78": card(with_your("Fluttershy")),
    "CG79": card(  # at a Problem only: no opposing character is at your home (501.4)
        Static("opposing-colours", Cards(YOU, FRIEND, trait="Crystal", where=HERE))
    ),
    "CG80": card(  # the first card its controller plays in a turn, this card too if it is
        # the first (it is in play as its play ends, 705.2g, 706.1d)
        Triggered(
            Trigger("played", YOU, value=ANY_CARD, condition=Condition("played-this-turn", n=1)),
            (PutCounters("Postage"),),
        ),
        Static("power", THIS, 1, condition=Condition("counters", value="Postage")),
    ),
    "CG82": card(
        Activated(MAIN, (RETIRE_THIS,), (Act("to-hand", Cards(YOU, FRIEND, trait="Critter")),))
    ),
    "CG83": card(  # "equal to the number of colors this card has" (203.1): as it resolves
        Activated(
            MAIN,
            (EXHAUST_THIS, pay(1)),
            (RevealTop(YOU, FRIEND, rest="deck-bottom", keep_all=True, count="colours"),),
        )
    ),
    "CG84": card(with_crystal("Caretaker")),
    "CG85": card(  # THERE: the Problem it entered play at; "cost [1] or less": printed (204.1)
        on_enter(
            Act(
                "put-into-play-there",
                Cards(YOU, FRIEND, trait="Critter", zone=Zone.DISCARD, max_cost=1),
                optional=True,
            ),
            to_problem=True,
        )
    ),
    "CG86": card(  # the flipped cards compared as it resolves, once the flips are done
        Triggered(
            Trigger("flipped", OPPONENT, condition=IN_FACEOFF),
            (When(Condition("more-flipped"), (Flip(1),)),),
        )
    ),
    "CG87": card(  # offered while a card is beneath it (508.1c); its printed power (507.4)
        Replacement(
            "flip",
            effects=(Act("spend", BENEATH_THIS), AddToTotal()),
            who=YOU,
            condition=IN_FACEOFF,
        )
    ),
    "CG88": card(
        Static(
            "power", THIS, 2, condition=Condition("count", Cards(YOU, RESOURCE, trait="Mailbox"))
        )
    ),
    "CG89": card(  # "if you have a Pegasus character here": checked as it triggers (704.1)
        Triggered(
            Trigger(
                "won-faceoff",
                condition=Condition("count", Cards(YOU, CHARACTER, trait="Pegasus", where=HERE)),
            ),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (Act("dismiss", Cards(OPPONENT, RESOURCE)),),
                ),
            ),
        )
    ),
    "CG90": card(on_enter(Act("to-hand", Cards(OPPONENT, TROUBLEMAKER, where=HERE)))),
    # --- Events ---
    "CG91": card(Play("Faceoff", (Act("to-deck-top", Cards(OPPONENT, FRIEND, where=INVOLVED)),))),
    "CG92": card(Play(MAIN, (gain_control_of(Cards(OPPONENT, FRIEND), "Score Phase"),))),
    "CG93": card(  # no card in the discard pile: the flip is replaced all the same (710.1)
        Play(
            "Faceoff",
            (
                NextFlipInstead(
                    (Choose(Cards(YOU, zone=Zone.DISCARD)), AddToTotal(), Act("banish", CHOSEN))
                ),
            ),
        )
    ),
    "CG94": card(Play("Faceoff", (Act("exhaust", Cards(OPPONENT, CHARACTER, where=INVOLVED)),))),
    "CG95": card(Play("Faceoff", (GainTokens(3), AtEndOfFaceoff((LoseTokens(ANY_NUMBER, YOU),))))),
    "CG96": card(Play(MAIN, (Move(Cards(YOU, FRIEND), "any", per_tokens_of=OPPONENT),))),
    "CG97": card(
        Play(
            "Faceoff",
            (
                IfYouDo(
                    Act("retire", Cards(YOU, FRIEND, where=INVOLVED)),
                    (Act("dismiss", Cards(OPPONENT, FRIEND, where=INVOLVED)),),
                ),
            ),
        )
    ),
    "CG98": card(
        Play(
            "Reaction",
            (Move(Cards(types=CHARACTER, where=AT_PROBLEM), "home", up_to=ANY_NUMBER),),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    "CG99": card(  # a tie for the highest power: no such Friend, nothing happens
        Play(
            "Problem Faceoff",
            (Act("to-hand", Cards(types=FRIEND, where=INVOLVED, strongest=True)),),
        )
    ),
    "CG100": card(
        Play(
            "Reaction",
            (Pay(1, who=OPPONENT, optional=False),),
            react=(Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),),
        )
    ),
    "CG101": card(  # "one of your ready cards": not exhausted (503.3)
        Play(
            MAIN,
            (
                Choose(Cards(YOU, exhausted=False, with_counters=True)),
                ChooseCounter(),
                PutCounters(CHOSEN_COUNTER, target=CHOSEN),
            ),
        )
    ),
    "CG102": card(
        Play(
            "Reaction",
            (Act("uncover", Cards(OPPONENT, TROUBLEMAKER, face_down=True)),),
            react=(Trigger("phase-start", YOU, value="Troublemaker"),),
        )
    ),
    "CG103": card(
        Play(
            MAIN,
            (
                Act("exhaust", Cards(OPPONENT, FRIEND)),
                Modify(CHOSEN, "loses", value="Teamwork", until="readied"),
            ),
        )
    ),
    "CG104": flip_event("Twilight Sparkle", "Spike"),
    # the opponent chooses first, unseen (their choice is theirs alone to know, 402.2), then
    # you name a type; "look at that opponent's hand and banish a card from their hand"
    "CG105": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, zone=Zone.HAND), OPPONENT),
                Name(YOU, card_type=True),
                Act("reveal", CHOSEN),
                When(
                    Condition("chosen-named-type"),
                    (
                        Act("look-at", Cards(OPPONENT, zone=Zone.HAND), each=True),
                        Act("banish", Cards(OPPONENT, zone=Zone.HAND)),
                    ),
                ),
            ),
        )
    ),
    "CG106": card(  # "that Problem": where THAT Friend was moved to
        Play(
            "Reaction",
            (BarArea(moves_only=True, that=True),),
            react=(Trigger("moved", OPPONENT, to_problem=True, about=FRIENDS),),
        )
    ),
    # --- Events ---
    "CG107": card(Play(MAIN, (Shuffle(ANY, adding=Zone.DISCARD), Draw(1, ANY)))),
    "CG108": card(  # "Exhaust one of your Friends to ...": CHOSEN, its colours counted (203.1)
        Play(
            MAIN,
            (
                IfYouDo(
                    Act("exhaust", Cards(YOU, FRIEND)),
                    (Act("exhaust", Cards(OPPONENT, FRIEND), count="colours", of=CHOSEN),),
                ),
            ),
        )
    ),
    "CG109": card(
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult((Draw(1, ACTOR, per_involved=True),)),
            ),
        )
    ),
    "CG110": card(
        Play(
            "Reaction",
            (
                Choose(Cards(types=PROBLEM), there=True),
                Act("ready", Cards(types=CHARACTER, where=THERE), up_to=ANY_NUMBER),
            ),
            react=(Trigger("phase-start", ANY, value="Score"),),
        )
    ),
    "CG111": card(Play(MAIN, (Draw(2, bottom=True),))),
    "CG112": card(
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult(
                    (Act("banish", Cards(types=FRIEND, where=WAS_INVOLVED), ACTOR, optional=True),)
                ),
            ),
        )
    ),
    "CG113": card(  # the winner moves (506.1c) up to one character per Friend involved (514.2)
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult(
                    (Move(Cards(ACTOR, CHARACTER), "any", ACTOR, count="involved-friends"),)
                ),
            ),
        )
    ),
    "CG114": card(  # "that Friend's power": its printed power, banished (507.4)
        Play(
            "Faceoff",
            (
                Act("banish", Cards(types=FRIEND, zone=Zone.DISCARD)),
                AddPower(Cards(YOU, FRIEND, where=INVOLVED), until="faceoff", of=CHOSEN),
            ),
        )
    ),
    "CG115": card(
        Play(
            "Reaction",
            (Modify(Cards(OPPONENT, FRIEND, where=THERE), "power", -1, each=True),),
            react=(Trigger("played", YOU, to_problem=True, about=FRIENDS),),
        )
    ),
    "CG116": card(  # the winner (ACTOR) moves them (506.1c)
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult(
                    (
                        Move(
                            Cards(ACTOR_OPPONENT, CHARACTER, where=INVOLVED),
                            "home",
                            ACTOR,
                            optional=True,
                            each=True,
                        ),
                    )
                ),
            ),
        )
    ),
    "CG117": card(
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult(
                    (
                        RevealTop(
                            ACTOR, FRIEND, rest="deck-bottom", per_involved=True, keep_all=True
                        ),
                    )
                ),
            ),
        )
    ),
    "CG118": card(
        Play("Problem Faceoff", (Move(Cards(OPPONENT, CHARACTER, where=INVOLVED), "home"),))
    ),
    "CG119": flip_event("Princess Cadance", "Shining Armor"),
    "CG120": card(
        Play(
            "Reaction",
            (
                Act("exhaust", Cards(OPPONENT, FRIEND, with_resource=True), each=True),
                Act("banish", Cards(zone=Zone.DISCARD), each=True),
            ),
            # "after an opponent plays a card": one in play, a face-down Troublemaker (306.1)
            # or an Event (304.2)
            react=(
                Trigger("played", OPPONENT, about=Cards()),
                Trigger("played", OPPONENT, about=Cards(types=TROUBLEMAKER, face_down=True)),
                Trigger("played", OPPONENT, about=Cards(types=EVENT, zone=Zone.DISCARD)),
            ),
        )
    ),
    "CG121": card(Play(MAIN, (Act("frighten", FRIENDS, each=True),))),
    "CG122": card(
        Play(
            MAIN,
            (
                StartFaceoff(ANY_FRIEND, ANY_FRIEND, at_problem=True),
                FaceoffResult((Discard(1, ACTOR_OPPONENT, random=False, per_involved=True),)),
            ),
        )
    ),
    "CG123": card(
        Play(
            "Reaction",
            (Act("frighten", THAT),),
            react=(Trigger("unfrightened", ANY, about=FRIENDS),),
        )
    ),
    "CG124": card(Play("Faceoff", (Act("dismiss", Cards(types=FRIEND, power_over_cost=True)),))),
    # --- Resources ---
    "CG125": retire_to_give(
        Colour.PINK, retire_and_pay(1, Shuffle(YOU), Shuffle(OPPONENT), Draw(3))
    ),
    "CG126": card(ON_FRIEND, Static("power", HOST, 2), Static("trait", HOST, value="Crystal")),
    "CG127": retire_to_give(
        Colour.WHITE, retire_and_pay(2, Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD)))
    ),
    "CG128": card(
        Attach(Cards(types=PROBLEM)),
        Static("cost", Cards(types=FRIEND, where=HERE, face_down=True), 1, "rally", OPPONENT),
    ),
    "CG129": card(
        Attach(Cards(types=PROBLEM)),
        Static("cant-confront", who=ANY),
        Activated(MAIN, (pay(3),), (Act("banish", THIS),), anyone=True),
    ),
    "CG130": card(  # "this card's Problem": its host's (509); effects' moves too (506)
        ON_FRIEND,
        Static("cant-move-here", FRIENDS, condition=Condition("strongest-here", value="host")),
    ),
    "CG131": card(  # the colour and power are this card's modifiers: they still apply
        ON_FRIEND,
        Static("power", HOST, 1),
        Static("colour", HOST, value=Colour.WHITE.value),
        Static("lose-abilities", HOST),
    ),
    "CG132": card(  # "non-attachment": at home, not on a card (305.1, 509); for good (513.2)
        Activated(
            MAIN,
            (pay(1),),
            (
                IfYouDo(
                    gain_control_of(Cards(OPPONENT, RESOURCE, unattached=True), "permanent"),
                    (gain_control_of(THIS, "permanent", chooser=OPPONENT),),
                ),
            ),
        )
    ),
    "CG133": card(
        Attach(Cards(types=FRIEND, colour=ORANGE)),
        Activated(
            MAIN, (cost_of("discard", Cards(YOU, zone=Zone.HAND)),), (Modify(HOST, "power", 1),)
        ),
    ),
    "CG134": card(
        ON_FRIEND,
        Static("colour", HOST, value=PINK.value),
        Static("power", HOST, 1, per=Cards(YOU, FRIEND, where=HERE, colour=PINK, not_host=True)),
    ),
    "CG135": card(
        ON_FRIEND,
        Static("power", HOST, 1, condition=Condition("host-in-faceoff")),
        Activated(  # "retire this card": CHOSEN as the delayed ability is created (514.6)
            "Faceoff",
            (EXHAUST_THIS,),
            (Move(HOST, "a-problem"), Choose(THIS), AtEndOfFaceoff((Act("retire", CHOSEN),))),
        ),
    ),
    # "Remove a counter from one of your ready characters to ...": a cost done as the first
    # instructions, offered only while it can be paid (508.1d; a Main Phase ability resolves
    # at once, 705.2)
    "CG136": card(
        Activated(
            MAIN,
            (),
            (
                *remove_a_counter(),
                Draw(1),
                When(Condition("chosen", Cards(any_trait=("Dragon", "Pegasus"))), (Draw(1),)),
            ),
            condition=Condition("count", READY_WITH_COUNTERS),
        )
    ),
    "CG137": card(
        ON_FRIEND,
        Triggered(Trigger("played"), (Act("exhaust", HOST),)),  # "Exhaust that Friend." (509)
        Static("no-ready", HOST),
    ),
    # "Pay [its Party counters] and retire it to dismiss ...": the counters read as it is
    # paid, before it is retired (712.2 reads the same)
    "CG138": card(
        at_start_of("Ready", PutCounters("Party", optional=True), whose=YOU),
        Activated(
            MAIN,
            (),
            (
                IfYouDo(
                    Pay(optional=False, count=PARTY),
                    (
                        Act(
                            "dismiss",
                            Cards(types=FRIEND, printed_power_count=PARTY),
                            each=True,
                        ),
                        Act("retire", THIS),
                    ),
                ),
            ),
        ),
    ),
    # "already drawn at least 4 cards this turn": the draw that triggers counts (it has been
    # drawn as the condition is checked, 704.1); "during their Main Phase": their turn's
    "CG139": card(
        Triggered(
            Trigger(
                "drew",
                OPPONENT,
                condition=Condition(
                    "all", all_of=(THEIR_MAIN, Condition("drew-this-turn", n=4, value="opponent"))
                ),
            ),
            (Score(1),),
        ),
        Triggered(  # "exhaust this card and one of your Friends": both, or neither (508.1d)
            Trigger(
                "drew",
                OPPONENT,
                condition=Condition(
                    "all",
                    all_of=(
                        THEIR_MAIN,
                        READY,
                        Condition("count", Cards(YOU, FRIEND, exhausted=False)),
                    ),
                ),
            ),
            (
                IfYouDo(
                    Act("exhaust", THIS, optional=True),
                    (Act("exhaust", Cards(YOU, FRIEND, exhausted=False)), Draw(1)),
                ),
            ),
        ),
    ),
    "CG140": card(  # "Play on a Friend": anyone's (509.1); applied at each priority point
        ON_FRIEND, Static("control-host")
    ),
    "CG141": card(  # one character may be several of them (CG1 is all three)
        Activated(
            "Score Phase",
            (RETIRE_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                ConfrontArea(YOU, by_traits="Unicorn|Earth Pony|Pegasus"),
            ),
        )
    ),
    "CG142": card(  # the cost as CG136's
        Activated(
            MAIN,
            (),
            (
                *remove_a_counter(),
                Modify(FRIENDS, "power", 1),
                When(Condition("option", value="Postage"), (Modify(CHOSEN, "power", 1),)),
            ),
            condition=Condition("count", READY_WITH_COUNTERS),
        )
    ),
    "CG143": card(
        Attach(Cards(YOU, FRIEND)),
        Activated(
            MAIN,
            (EXHAUST_HOST,),  # "Exhaust that Friend" (509)
            (Modify(HOST, "colour", choose_colour=True, until="phase"),),
        ),
    ),
    "CG144": card(  # two players: "an opponent" is the opponent; it stays in hand (410.6)
        Activated(
            MAIN, (EXHAUST_THIS,), (Act("reveal", Cards(OPPONENT, zone=Zone.HAND), random=True),)
        )
    ),
    "CG145": card(
        Attach(Cards(types=FRIEND, trait="Foal")),
        Activated("Any Phase", (EXHAUST_THIS,), (Move(HOST, "a-problem"),)),
    ),
    "CG146": retire_to_give(
        Colour.PURPLE, retire_and_pay(1, Act("to-deck-top", Cards(YOU, zone=Zone.HAND)))
    ),
    "CG147": retire_to_give(
        Colour.YELLOW, retire_and_pay(1, Act("dismiss", Cards(OPPONENT, RESOURCE)))
    ),
    "CG148": retire_to_give(
        Colour.ORANGE, retire_and_pay(1, Act("exhaust", Cards(types=CHARACTER)))
    ),
    "CG149": card(ON_FRIEND, Static("power", HOST, 1, per=Cards(title="Slick Shades"))),
    "CG150": card(
        ON_FRIEND, Triggered(Trigger("played", YOU, about=FRIENDS), (Modify(HOST, "power", 2),))
    ),
    "CG151": retire_to_give(
        Colour.BLUE, retire_and_pay(2, Act("frighten", Cards(OPPONENT, FRIEND)))
    ),
    "CG152": card(ON_FRIEND, Static("cant-frighten", HOST)),
    "CG153": card(AsEntersPlay("exhaust", Cards(OPPONENT, FRIEND), state=True)),
    "CG154": card(  # "your first Crystal Friend each turn": the first time each turn (616.4)
        Triggered(
            Trigger(
                "played", YOU, about=Cards(YOU, FRIEND, trait="Crystal"), first=True, each_turn=True
            ),
            (PutCounters("Crystal"),),
        ),
        Activated(
            "Reaction",
            (remove_counters(2, "Crystal"),),
            (Modify(FRIENDS, "colour", choose_colour=True, until="phase"),),
            react=(Trigger("phase-start", ANY),),  # "the start of any phase"
        ),
    ),
    "CG155": card(  # "that Friend": the one readied, CHOSEN (601.2: as the phase ends)
        Activated(
            "Reaction",
            (EXHAUST_THIS,),
            (Act("ready", Cards(YOU, FRIEND)), AtEndOfPhase((Act("retire", CHOSEN),))),
            react=(Trigger("phase-start", ANY),),  # "after the start of any phase"
        )
    ),
    # --- Troublemakers ---
    "CG156": card(
        Static("no-manes-involved"),  # read by ``view.involved_in`` (514.2a)
        Activated(  # "turn ... to its Start side": a Boosted one (301.2)
            MAIN,
            (RETIRE_THIS, pay(2)),
            (Act("turn-over", Cards(OPPONENT, MANE, boosted=True)),),
        ),
    ),
    "CG157": card(
        Triggered(Trigger("uncovered", who=ANY), (Unless(Pay(2), (Act("dismiss", THIS),)),)),
        at_start_of("Main", Act("frighten", Cards(ACTOR, FRIEND), chooser=ACTOR), whose=ANY),
    ),
    "CG158": card(
        Triggered(
            Trigger("faceoff-started", ANY, condition=IN_FACEOFF),
            (
                IfYouDo(
                    Pay(1),
                    (
                        ChooseOne(COLOURS),  # "choose a color" (705.2f)
                        Act(
                            "exhaust",
                            Cards(types=CHARACTER, where=INVOLVED, only_chosen_colour=True),
                            each=True,
                        ),
                    ),
                ),
            ),
        )
    ),
    "CG159": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, value="challenged"),
            (Act("retire", Cards(ACTOR, FRIEND, where=HERE), chooser=ACTOR),),
        )
    ),
    "CG160": card(Static("power", THIS, 1, per=Cards(types=CHARACTER, trait="Foal", where=HERE))),
    "CG161": card(Static("home-limit", amount=-1, value="opponent")),
    "CG162": card(Static("loser-dismissed", THIS, value="retire")),  # 514.5b, 710
    "CG163": card(Activated("Faceoff", (pay(1),), (Modify(THIS, "power", 2, until="faceoff"),))),
    "CG164": card(Static("power", THIS, 2, per=BENEATH_THIS)),
    "CG165": card(  # no "may": it applies (710.1); by the game is not replaced (104.3)
        Replacement("dismissed", FRIENDS, "banish", optional=False)
    ),
    "CG166": card(
        Triggered(Trigger("phase-end", YOU, value="Troublemaker"), (PutCounters("Unity"),)),
        Static("challenge-at-most", value="Unity"),  # none yet: it can't be challenged
    ),
    # --- Problems ---
    "CG167": card(
        colourful_confront(
            IfYouDo(
                Act("exhaust", Cards(ACTOR, MANE, where=HERE), chooser=ACTOR, optional=True),
                (Score(1, ACTOR),),
            )
        )
    ),
    "CG168": card(  # "here": at the Problem as it was solved (712.2); you, then the other
        # player (801.1)
        when_solved(
            When(
                Condition("count", Cards(YOU, FRIEND, where=SOLVED_HERE)),
                (Act("to-hand", Cards(YOU, RESOURCE, zone=Zone.DISCARD), optional=True),),
            ),
            When(
                Condition("count", Cards(OPPONENT, FRIEND, where=SOLVED_HERE)),
                (
                    Act(
                        "to-hand",
                        Cards(OPPONENT, RESOURCE, zone=Zone.DISCARD),
                        OPPONENT,
                        optional=True,
                    ),
                ),
            ),
        )
    ),
    "CG169": card(
        Activated(
            MAIN,
            (pay(1),),
            (
                Choose(Cards(YOU, FRIEND)),
                Move(CHOSEN, "here"),
                AtEndOfTurn((Act("retire", CHOSEN),)),
            ),
            anyone=True,
        )
    ),
    "CG170": card(colourful_confront(Draw(1, ACTOR, optional=True))),
    "CG171": card(
        Static(
            "cost",
            Cards(types=EVENT, zone=Zone.HAND),
            -1,
            "play",
            YOU,
            condition=Condition("all", all_of=(Condition("faceoff-here"), has_most("Unicorn"))),
            each_player=True,  # "the player with the most ...": read from each side (513.5)
        )
    ),
    "CG172": card(Static("cant-play", Cards(types=TROUBLEMAKER, zone=Zone.HAND), who=ANY)),
    "CG173": card(
        colourful_confront(RevealTop(ACTOR, FRIEND, n=2, rest="deck-bottom", optional=True))
    ),
    "CG174": card(
        colourful_confront(
            Act("unfrighten", Cards(ACTOR, FRIEND, face_down=True), chooser=ACTOR, optional=True)
        )
    ),
    "CG175": card(
        colourful_confront(Act("ready", Cards(exhausted=True), chooser=ACTOR, optional=True))
    ),
    "CG176": card(Static("look-here")),  # "may look": knowing them costs nothing (505.2)
    "CG177": card(
        draw_replacement(
            Act("to-hand", Cards(ACTOR, RESOURCE, zone=Zone.DISCARD), chooser=ACTOR),
            who=most_here("Unicorn"),  # the same, as a Replacement's ``who``
            phase="Ready",
            their=True,
            chooser=ACTOR,
        )
    ),
    "CG178": card(Static("total-power", amount=2, condition=has_most("Pegasus"), each_player=True)),
    "CG179": card(  # "can draw from the bottom": each draw of theirs, as they choose (410.4)
        draw_replacement(Draw(1, ACTOR, bottom=True), who=most_here("Unicorn"), chooser=ACTOR)
    ),
    "CG180": card(when_problem_played(*each_player("retire", Cards(types=RESOURCE)))),
    "CG181": card(Static("cant-play", Cards(types=RESOURCE, zone=Zone.HAND), who=ANY)),
    "CG182": card(
        Static(
            "cant-play",
            Cards(types=FRIEND, zone=Zone.HAND),
            who=ANY,
            condition=Condition("count", Cards(types=TROUBLEMAKER, where=HERE)),
        )
    ),
    "CG183": card(  # any player may activate it (PR175), the one with the most Pegasus here
        Activated(
            MAIN,
            (
                Cost(
                    "exhaust",
                    2,
                    Cards(YOU, CHARACTER, trait="Pegasus", where=HERE),
                    chosen=True,
                ),
            ),
            (Move(Cards(YOU, CHARACTER, not_chosen=True), "any"),),
            condition=has_most("Pegasus"),
            anyone=True,
        )
    ),
    "CG184": card(
        Static(
            "flip-there",
            amount=1,
            condition=Condition("all", all_of=(Condition("faceoff-here"), has_most("Earth Pony"))),
            each_player=True,
        )
    ),
    "CG185": card(when_problem_played(*each_player("retire", Cards(types=FRIEND, max_power=2)))),
    "CG186": card(
        colourful_confront(
            IfYouDo(
                Act("exhaust", Cards(ACTOR, CHARACTER, where=HERE), chooser=ACTOR, optional=True),
                (GainTokens(1, ACTOR),),
            )
        )
    ),
    "CG187": card(Static("cant-frighten", Cards(types=FRIEND, where=HERE))),
    "CG188": card(  # "that player may banish ...": they choose the Friend, then the card (410.5)
        Triggered(
            Trigger("confronted", ANY),
            (
                IfYouDo(
                    Choose(Cards(ACTOR, FRIEND, keyword="Pumped"), ACTOR, optional=True),
                    (Act("banish-beneath-chosen", Cards(ACTOR, zone=Zone.HAND), ACTOR),),
                ),
            ),
        )
    ),
    "CG189": card(when_problem_played(*each_player("frighten", FRIENDS))),
    "CG190": card(
        Triggered(
            Trigger("confronted", who=ANY, first=True),
            (IfYouDo(Pay(3, who=ACTOR), (Score(2, ACTOR),)),),
        )
    ),
    # --- Mane Characters and Friends ---
    "CG191": card(  # "At the start of a Problem faceoff" (514.1): any, involving it or not
        Triggered(
            Trigger(
                "faceoff-started",
                ANY,
                anywhere=True,
                condition=Condition("faceoff", value="problem"),
            ),
            (IfYouDo(Pay(1), (PutCounters("Windup"), Act("turn-over", THIS, optional=True))),),
        ),
        boosted=(  # Swift is a keyword; "the number of counters removed this way": those on
            # it as the move begins, then removed (519.3) -- nothing reads them in between
            Triggered(
                Trigger("turned-over"),
                (
                    Move(THIS, "a-problem", optional=True),
                    When(
                        Condition("at-problem"),
                        (Move(Cards(YOU, FRIEND), "here", count="counter:Windup"),),
                    ),
                    RemoveCounters("Windup"),
                ),
            ),
        ),
    ),
    "CG192": card(
        Triggered(
            Trigger("played", YOU, value=ANY_CARD),
            (
                PutCounters("Dragon"),
                IfYouDo(RemoveCounters("Dragon", at_least=4), (TURN_OVER,)),
            ),
        ),
        boosted=(  # "If you do, that card is not dismissed": turned over instead (710.1)
            Replacement("dismissed", Cards(YOU, (*FRIEND, *RESOURCE)), "turn-over"),
        ),
    ),
    "CG193": card(Static("power", THIS, 1, condition=IN_FACEOFF)),
    "CG194": card(Activated("Faceoff", (EXHAUST_THIS,), (Flip(1),))),
    "CG195": card(  # "this card's power": as its cost retired it (712.2)
        Activated(
            MAIN,
            (RETIRE_THIS,),
            (gain_control_of(Cards(OPPONENT, FRIEND, max_power_this=True), "Score Phase"),),
        )
    ),
    "CG196": card(
        Static(
            "power",
            Cards(OPPONENT, FRIEND, where=HERE),
            -2,
            condition=Condition(
                "all", all_of=(Condition("phase", value="Score"), Condition("exhausted"))
            ),
        )
    ),
    "CG197": card(
        on_enter(
            IfYouDo(
                Act("reveal", Cards(YOU, EVENT, zone=Zone.HAND), up_to=ANY_NUMBER, optional=True),
                (Modify(THIS, "power", 2, per_chosen=True),),  # "until the end of the turn"
            )
        )
    ),
    "CG198": card(Static("cant-uncover-here")),  # at its Problem; at home, none (501.4)
    "CG199": card(  # "this card's cost": its printed cost, 4 (204.1); THERE: where it entered
        on_enter(
            IfYouDo(
                Act("send-home", THIS, optional=True),
                (Act("to-hand", Cards(OPPONENT, FRIEND, where=THERE, max_cost=4)),),
            ),
            to_problem=True,
        )
    ),
    "CG200": card(  # "players flip 1 fewer cards" (514.3a): you, and your opponent
        Static("flip", THIS, -1), Static("flip", THIS, -1, value="opponent")
    ),
    # --- the rares of every type ---
    # "that player's hand, deck, and discard pile": each card with that name is found and
    # banished, the chosen one last; the searched deck is shuffled (518.2)
    "CG201": card(
        Play(
            MAIN,
            (
                Choose(Cards(OPPONENT, zone=Zone.DISCARD)),
                *(
                    Act("banish", Cards(OPPONENT, zone=zone, same_name_as_chosen=True), each=True)
                    for zone in (Zone.HAND, Zone.DRAW_DECK, Zone.DISCARD)
                ),
                Shuffle(OPPONENT),
            ),
            put="banish",
        )
    ),
    # "up to the number of Victory counters on this card": as it left play (712.2); "each
    # player": you, then your opponent (801.1)
    "CG202": card(
        Triggered(Trigger("turn-end", YOU), (PutCounters("Victory"),)),
        at_start_of(
            "Ready",
            IfYouDo(
                Act("retire", THIS, optional=True),
                (
                    Act("put-into-play", Cards(YOU, FRIEND, zone=Zone.DISCARD), count=VICTORY),
                    Act(
                        "put-into-play",
                        Cards(OPPONENT, FRIEND, zone=Zone.DISCARD),
                        OPPONENT,
                        count=VICTORY,
                    ),
                ),
            ),
            whose=YOU,  # "at the start of your turn"
        ),
    ),
    "CG203": card(
        Static("play-requires", condition=Condition("count", Cards(YOU, title="Applejack"))),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),  # "the start of your turn"
        Activated(
            "Reaction",
            (),
            (  # "+1 power counters equal to the number of Harmony counters" (519.4)
                Act("put-counter", THAT, count="counter:Harmony"),
                RemoveCounters("Harmony"),  # "remove all": none there, nothing to remove
            ),
            react=(  # "enters play": played or put into play (706.1d)
                Trigger("played", YOU, about=Cards(YOU, FRIEND, colour=ORANGE)),
                Trigger("put-into-play", YOU, about=Cards(YOU, FRIEND, colour=ORANGE)),
            ),
        ),
    ),
    "CG204": card(  # "reduce the confront requirements of a problem": for every player
        # confronting it, as best suits each (611.3)
        Static("play-requires", condition=Condition("count", Cards(YOU, title="Rarity"))),
        at_start_of("Ready", PutCounters("Harmony"), whose=YOU),  # "the start of your turn"
        Activated(
            "Score Phase",
            (remove_counters(2, "Harmony"),),
            (Choose(Cards(types=PROBLEM), there=True), ConfrontArea(ANY, reduce=3)),
        ),
    ),
    "CG205": card(  # its keyword Villain frightens them too, in the order its controller picks
        Triggered(
            Trigger("uncovered", who=ANY),
            (
                IfYouDo(
                    Pay(2),
                    (Act("dismiss", Cards(types=FRIEND, where=HERE, max_cost=2), each=True),),
                ),
            ),
        )
    ),
    # --- promos ---
    "CGpf4": card(
        when_confronted(IfYouDo(Draw(2, optional=True), (Discard(2, YOU, random=False),)))
    ),
    "CGpf6": card(  # errata: "put this card into its owner's hand" (2016)
        Static(
            "power",
            THIS,
            2,
            condition=Condition("count", Cards(OPPONENT, title="DJ Pon-3", where=HERE)),
        ),
        Activated(
            "Reaction",
            (Cost("to-hand"),),
            (Move(THAT, "previous"), Modify(THAT, "cant-move")),  # "this turn"
            react=(Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),),
        ),
    ),
    "CGpf8": card(on_enter(Act("to-hand", Cards(types=FRIEND, where=HERE)), to_problem=True)),
    "CGpf11": card(  # an opponent's effect dismissed it (``Occurrence("dismissed-by")``)
        Activated(
            "Reaction",
            (RETIRE_THIS,),
            (GainTokens(4),),
            react=(Trigger("dismissed-by", OPPONENT, about=Cards(YOU, FRIEND, other=True)),),
        )
    ),
    "CGpf12": card(
        Static(  # "at a Problem": HERE is a Problem only
            "power",
            THIS,
            2,
            condition=Condition("count", Cards(OPPONENT, title="Octavia", where=HERE)),
        ),
        Activated(  # "a random Friend": any player's, among those that can move there (506.2)
            MAIN,
            (EXHAUST_THIS,),
            (Choose(Cards(types=PROBLEM), there=True), Move(FRIENDS, "there", random=True)),
        ),
        Triggered(
            Trigger("enters-play", ANY, about=Cards(YOU, FRIEND)),
            (Act("ready", THIS, optional=True),),
        ),
    ),
    # "If this card would ready, you may pay [1]. If you do, this card remains exhausted
    # instead." (710.1: in the Ready step, 603.1, or by an effect) / "Main Phase: Exhaust this
    # card to choose an opponent's Friend. While this card remains exhausted, that Friend loses
    # and can't have abilities." (a lasting modifier ending as this card readies or leaves
    # play, 708.2; ``WHILE_EXHAUSTED``)
    "CGpf14": card(
        Replacement("ready", THIS, "stay-exhausted", cost=(pay(1),)),
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Modify(
                    Cards(OPPONENT, FRIEND),
                    "lose-abilities",
                    value=WHILE_EXHAUSTED,
                    until="permanent",
                ),
            ),
        ),
    ),
}
