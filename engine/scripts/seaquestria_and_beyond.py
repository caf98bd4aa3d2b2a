"""Seaquestria and Beyond (SB) card scripts, keyed by collector number.

Only the cards the engine's rules were extended for are scripted; every other card of the set
is manual as a whole (no script). Read each script beside the card's printed text (the app
reads it from the player's card data; check the errata of the 2016 rules document).
"""

from __future__ import annotations

from engine.scripts.vocabulary import (
    AMONG_CHOSEN,
    ANY,
    CHARACTER,
    CHOSEN,
    EVENT,
    EXHAUST_THIS,
    FLIPPED,
    FRIEND,
    HERE,
    HOST,
    IN_DISCARD,
    INVOLVED,
    MAIN,
    MANE,
    OPPONENT,
    PINK,
    PROBLEM,
    THAT,
    THERE,
    THIS,
    TROUBLEMAKER,
    WHILE_CHOSEN_IN_PLAY,
    WHITE,
    YELLOW,
    YOU,
    Act,
    Activated,
    AsEntersPlay,
    Attach,
    Cards,
    CardScript,
    Challenge,
    Choose,
    Condition,
    Discard,
    Draw,
    FaceoffResult,
    IfYouDo,
    LookAtTop,
    Mill,
    Modify,
    Move,
    Pay,
    Play,
    PutCounters,
    PutTokenCopy,
    RemoveCounters,
    Replacement,
    RuleChange,
    Score,
    Search,
    StartFaceoff,
    Static,
    Trigger,
    Triggered,
    When,
    card,
    choose_one,
    cost_of,
    draw_replacement,
    friend_tokens,
    gain_control_of,
    manual,
    on_enter,
    on_play,
    pay,
    remove_counters,
    when_confronted,
    when_replaced,
    when_wins_faceoff,
)
from engine.state import POWER_COUNTER, Zone

# Grubber, Minion (SB121): "an opponent discards a card. If you have a Tempest Shadow card in
# play, that opponent instead reveals their hand and you choose a card. They discard that
# card." (the opponent chooses, else you choose from the revealed hand; 201.1: the title)
_TEMPEST = Cards(YOU, title="Tempest Shadow")
_GRUBBER = (
    When(Condition("none", _TEMPEST), (Discard(1, OPPONENT, random=False),)),
    When(Condition("count", _TEMPEST), (Discard(1, OPPONENT, random=False, by=YOU),)),
)

SCRIPTS: dict[str, CardScript] = {
    # Rarity, Pony Pirate: "When you confront this card's Problem, you may retire this card to
    # score two points." (611.4; retired, 410.2, then the points)
    "SB73": card(when_confronted(IfYouDo(Act("retire", THIS, optional=True), (Score(2),)))),
    # Fluttershy, Pony Pirate: "When this card enters play, Troublemakers don't prevent you
    # from confronting Problems until the end of the turn." (611.3e, 708.2; as MT87)
    "SB74": card(on_enter(RuleChange("ignore-troublemakers"))),
    # Shoeshine, Animal Sanctuary: "Immediate: Retire another one of your Friends to move this
    # card." / "When you win a faceoff involving this card, you may put a 1 [Kindness] Critter
    # Friend token into play." (506: to any other area; 521.1: at your home)
    "SB75": card(
        Activated(
            "Immediate",
            (cost_of("retire", Cards(YOU, FRIEND, other=True)),),
            (Move(THIS, "any"),),
        ),
        when_wins_faceoff(friend_tokens(1, 1, YELLOW, "Critter", optional=True)),
    ),
    # Backup Dancers, Feel the Rhythm: "When this card enters play, put two 1 [Laughter] Earth
    # Pony Friend tokens into play, then exhaust an opposing character for each of your
    # characters." Counted after the tokens are in play (709.2: in order), this card too;
    # different opposing characters, as many as there are (705.2f: as much as possible)
    "SB76": card(
        on_enter(
            friend_tokens(2, 1, PINK, "Earth Pony"),
            Act("exhaust", Cards(OPPONENT, CHARACTER, exhausted=False), count="your-characters"),
        )
    ),
    # Haven Bay, Dive Right In: "Stubborn" / "When you put a +1 power counter on this card, you
    # may exhaust it to draw a card." (519.1; once however many counters at a time)
    "SB77": card(
        Triggered(
            Trigger("counter-put", YOU),
            (IfYouDo(Act("exhaust", THIS, optional=True), (Draw(1),)),),
        )
    ),
    # Applejack & Twilight Sparkle, Soup Du Jour: "Flip an additional card during Troublemaker
    # faceoffs." Every Troublemaker faceoff its controller is in, involved or not (514.3a)
    "SB78": card(
        Static("flip-there", amount=1, condition=Condition("faceoff", value="troublemaker"))
    ),
    # Lix Spittle, Recipe for Disaster: "Your Troublemakers have +1 power for each Event in your
    # discard pile." (face-up ones, 505.2)
    "SB79": card(
        Static("power", Cards(YOU, TROUBLEMAKER), 1, per=Cards(YOU, EVENT, zone=Zone.DISCARD))
    ),
    # Applejack & Rarity, Odd Couple: "While an opponent has more Friends than you, this card's
    # power is doubled." Doubled after every other modifier and counter (507.1)
    "SB80": card(
        Static(
            "power-doubled",
            condition=Condition("more-than-opponent", Cards(OPPONENT, FRIEND)),
        )
    ),
    # Jamal, Seaweed Wrap: "When an opponent moves or plays a character to this card's Problem,
    # you may exhaust that character." (506.1, 609.2a)
    "SB81": card(
        Triggered(
            Trigger("moved-here", OPPONENT, about=Cards(types=CHARACTER)),
            (Act("exhaust", THAT, optional=True),),
        ),
        Triggered(
            Trigger("played-here", OPPONENT, value="Friend"), (Act("exhaust", THAT, optional=True),)
        ),
    ),
    # Applejack & Fluttershy, Treading Water: "If one or more of your Friends with 2 or less
    # printed power would be sent home from a solved Problem, they aren't sent home instead."
    # (613.2, 710.1; 507.4: printed power; as AD135)
    "SB82": card(Static("stays-when-solved", Cards(YOU, FRIEND, max_printed_power=2))),
    # Seapony Duo, Flipper Floppers: "Flip an additional card during faceoffs involving this
    # card." / "Opponents flip 1 fewer cards during faceoffs involving this card." (514.3a)
    "SB83": card(Static("flip", amount=1), Static("flip", amount=-1, value="opponent")),
    # Salina Blue, Sink or Swim: "Immediate: Exhaust this card to draw 3 cards, then put 2
    # cards from your hand on top of your deck." (one at a time, the last put on top)
    "SB84": card(
        Activated(
            "Immediate",
            (EXHAUST_THIS,),
            (
                Draw(3),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
                Act("to-deck-top", Cards(YOU, zone=Zone.HAND)),
            ),
        )
    ),
    # Tempest Shadow & Grubber, On the Trail: "When this card enters play, you may put an
    # opposing Friend on top of its owner's deck."
    "SB85": card(on_enter(Act("to-deck-top", Cards(OPPONENT, FRIEND), optional=True))),
    # Bodyguard, Equine Escort: "When a non-token Friend leaves play, you may put a 1
    # [Generosity] Unicorn Friend token with Prepared into play." / "Main Phase: Exhaust this
    # card and retire a Friend to look at the top card of a Problem deck and put it on the top
    # or bottom of that deck." Any player's Friend, this card too (712.2); one of your Friends
    # for the cost (508.1: only your own cards pay costs)
    "SB86": card(
        Triggered(
            Trigger("leaves-play", ANY, about=Cards(types=FRIEND), token=False),
            (friend_tokens(1, 1, WHITE, "Unicorn", "Prepared", optional=True),),
        ),
        Activated(
            MAIN,
            (EXHAUST_THIS, cost_of("retire", Cards(YOU, FRIEND))),
            (
                choose_one(
                    ("your Problem deck", (LookAtTop(1, YOU, problem_deck=True, bottom=True),)),
                    (
                        "an opponent's Problem deck",
                        (LookAtTop(1, OPPONENT, problem_deck=True, bottom=True),),
                    ),
                ),
            ),
        ),
    ),
    # Pinkie Pie & Rarity, Deep Currents: "When an opposing character is moved, you may pay [1]
    # and exhaust this card to send that character to its previous area." Only while this card
    # is ready (508.1d: it must be able to be exhausted); by any player (506)
    "SB87": card(
        Triggered(
            Trigger(
                "moved",
                ANY,
                about=Cards(OPPONENT, CHARACTER),
                condition=Condition("ready"),
            ),
            (IfYouDo(Pay(1), (Act("exhaust", THIS), Move(THAT, "previous"))),),
        )
    ),
    # Pinkie Pie & Princess Skystar, Surprise Guest: "When this card enters play, you may put an
    # opposing Friend into its owner's hand."
    "SB88": card(on_enter(Act("to-hand", Cards(OPPONENT, FRIEND), optional=True))),
    # Shelly & Sheldon, Happy as a Clam: "Swift" / "This card can't contribute its power to
    # faceoffs." (514.4a; confronting still counts it, as EO147)
    "SB89": card(Static("no-faceoff-power", THIS)),
    # Klugetown Vendor, Deal With It: "When an opponent challenges one of your Troublemakers,
    # you may move an opposing character." (608.4: a Troublemaker faceoff started against a
    # face-up Troublemaker of yours; 506: to any other area)
    "SB90": card(
        Triggered(
            Trigger("faceoff-started", OPPONENT, anywhere=True, about=Cards(YOU, TROUBLEMAKER)),
            (Move(Cards(OPPONENT, CHARACTER), "any", optional=True),),
        )
    ),
    # Octavia, Harmony and Dissonance: "As an opponent plays an Event, you may pay [2] and
    # exhaust this card to cancel that card." (705.2e, 410.7; as HM115). Offered while this
    # card is ready (508.1d). Ruling: only an Event the engine automates is offered; for one
    # the judge applies, the judge applies this too
    "SB91": card(
        Triggered(
            Trigger("event-playing", OPPONENT, condition=Condition("ready")),
            (IfYouDo(Pay(2), (Act("exhaust", THIS), Act("cancel", THAT))),),
        )
    ),
    "SB92": manual(
        reason="needs the 'when you put one or more cards on top of your deck' trigger (eo4)"
    ),
    # Twilight Sparkle & Tempest Shadow, Natural Leaders: "Your characters and Troublemakers
    # here have +1 power." (this card too; face-up Troublemakers, 505.2)
    "SB93": card(
        Static("power", Cards(YOU, (*CHARACTER, *TROUBLEMAKER), where=HERE), 1),
    ),
    # Critter Choir, Cheerful Chirpers: "When this card enters play, put two 1 [Kindness]
    # Critter Friend tokens into play, then each of your characters gets +2 power until the
    # end of the turn." (709.2: the tokens first, so they get it too)
    "SB94": card(
        on_enter(
            friend_tokens(2, 1, YELLOW, "Critter"),
            Modify(Cards(YOU, CHARACTER), "power", 2, each=True),
        )
    ),
    # Fluttershy & Sea Poppy, Fish Friends: "When you confront this card's Problem, you may put
    # a Critter Friend with cost 2 or less from your discard pile into play." (204.1: printed
    # cost; 706.1d: at your home, not played)
    "SB95": card(
        when_confronted(
            Act(
                "put-into-play",
                Cards(YOU, FRIEND, trait="Critter", max_cost=2, zone=Zone.DISCARD),
                optional=True,
            )
        )
    ),
    "SB96": manual(reason="needs giving a card a discarded card's colours until the end of turn"),
    # The Mane Six, Underwater Explorers: "Immediate: Remove a +1 power counter from this card
    # to choose a color. This card gains that color until the end of the turn." (519.3,
    # 705.2f; 203.1: besides its own)
    "SB97": card(
        Activated(
            "Immediate",
            (remove_counters(1, POWER_COUNTER),),
            (Modify(THIS, "colour", choose_colour=True),),
        )
    ),
    # Betrayed: "Main Phase: Frighten a Friend." (504.1; any player's)
    "SB98": card(Play(MAIN, (Act("frighten", Cards(types=FRIEND)),))),
    # Burning Bridges: "Immediate: Move up to two opposing characters." (506: to any other area)
    "SB99": card(
        Play("Immediate", (Move(Cards(OPPONENT, CHARACTER), "any", up_to=2, optional=True),))
    ),
    # Cornered: "Main Phase: Each player chooses up to 3 of their Friends and retires the
    # rest." (410.2) Ruling: the player of this card chooses and retires first, then the
    # other player (801.1: in turn order; the retirements are not simultaneous, which only
    # orders the triggers they cause)
    "SB100": card(
        Play(
            MAIN,
            (
                Choose(Cards(YOU, FRIEND), n=3, up_to=True),
                Act("retire", Cards(YOU, FRIEND, not_chosen=True), each=True),
                Choose(Cards(OPPONENT, FRIEND), chooser=OPPONENT, n=3, up_to=True),
                Act("retire", Cards(OPPONENT, FRIEND, not_chosen=True), each=True),
            ),
        )
    ),
    # Deep Trouble: "Immediate: Frighten up to two Friends." (504.1; any players')
    "SB101": card(
        Play("Immediate", (Act("frighten", Cards(types=FRIEND), up_to=2, optional=True),))
    ),
    # Follow My Lead: "Main Phase: Give a character +2 power until the end of your turn." /
    # "When you move a character, you may put this card into your hand from your discard pile."
    "SB102": card(
        Play(MAIN, (Modify(Cards(types=CHARACTER), "power", 2),)),
        # functions in the discard pile only (701.3; ``IN_DISCARD``): each move of one of
        # your characters, by you, as an action or by an effect (506.1)
        Triggered(
            Trigger("moved", YOU, about=Cards(types=CHARACTER), condition=IN_DISCARD),
            (Act("to-hand", THIS, optional=True),),
        ),
    ),
    # I'm the Friend You Need: "Main Phase: Choose one: Put the top 5 cards of a player's deck
    # into that player's discard pile, banish an opposing Friend, or search your deck for a
    # Troublemaker and put it into play face-up." (the last as EO95: the Problem first, 306.1)
    "SB103": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "put the top 5 cards of a player's deck into their discard pile",
                        (Mill(5, chooser=YOU),),
                    ),
                    ("banish an opposing Friend", (Act("banish", Cards(OPPONENT, FRIEND)),)),
                    (
                        "search your deck for a Troublemaker and put it into play face-up",
                        (
                            Choose(Cards(types=PROBLEM), there=True),
                            Search(Cards(YOU, TROUBLEMAKER, zone=Zone.DRAW_DECK), to="play-there"),
                        ),
                    ),
                ),
            ),
        )
    ),
    # It's Time to Be Awesome: "Main Phase: Choose one: Challenge an opposing Troublemaker with
    # all of your characters in play, dismiss an opposing Friend, or your characters get +2
    # power until the end of the turn." (608.4; the first: every one of your characters,
    # at home or at any Problem, is involved, 514.2a.i)
    "SB104": card(
        Play(
            MAIN,
            (
                choose_one(
                    (
                        "challenge an opposing Troublemaker with all of your characters in play",
                        (Challenge(Cards(OPPONENT, TROUBLEMAKER), everywhere=True),),
                    ),
                    ("dismiss an opposing Friend", (Act("dismiss", Cards(OPPONENT, FRIEND)),)),
                    (
                        "your characters get +2 power until the end of the turn",
                        (Modify(Cards(YOU, CHARACTER), "power", 2, each=True),),
                    ),
                ),
            ),
        )
    ),
    # Pony Power: "Chaos: While this card is flipped, your characters involved in the faceoff
    # have +1 power until the end of the faceoff." / "Main Phase: Challenge an opposing
    # Troublemaker with all your characters at its Problem. Your characters involved in the
    # faceoff have +1 power until the end of the faceoff." (701.3: the first from the flip zone)
    "SB105": card(
        Static("power", Cards(YOU, CHARACTER, where=INVOLVED), 1, condition=FLIPPED),
        # Ruling: "involved in the faceoff" is read as the faceoff begins (514.2a): a
        # character moved to its Problem later (514.2d) does not get the +1
        Play(MAIN, (Challenge(Cards(OPPONENT, TROUBLEMAKER), power=1),)),
    ),
    # Sponge Cake Break: "Immediate: Put two +1 power counters on one of your Friends, then
    # exhaust an opposing character with less power than that Friend." (519.1: both on the
    # Friend chosen first; its power with them, 519.4, 507.1)
    "SB106": card(
        Play(
            "Immediate",
            (
                Act("put-counter", Cards(YOU, FRIEND)),
                Act("put-counter", CHOSEN),
                Act("exhaust", Cards(OPPONENT, CHARACTER, power_below_chosen=True)),
            ),
        )
    ),
    "SB107": manual(
        reason="needs an optional sent-home replacement with the Problem chosen by its player"
    ),
    # Corralling Critters (a Dilemma, 522.1: "this Problem" is itself): "When you move a
    # character to this Problem, you may pay [1] to put two 1 [Kindness] Critter Friend tokens
    # into play." (506.1; at your home, 521.1)
    "SB108": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (IfYouDo(Pay(1), (friend_tokens(2, 1, YELLOW, "Critter"),)),),
        )
    ),
    "SB109": manual(
        reason="needs Delay counters put on any Problem and a move cost read from them"
    ),
    # Desert Road: "Play to your home." / "As an opposing Friend enters play, it loses and
    # can't have abilities until the end of the turn." (706.1a: as it enters, so its "when this
    # card enters play" abilities do not trigger, 706.1d; played or put into play)
    "SB110": card(AsEntersPlay("lose-abilities", Cards(OPPONENT, FRIEND))),
    # Friendship Festival Setup (a Dilemma, 522.1): "When this Problem is replaced, put five
    # 1 [Laughter] Earth Pony Friend tokens into play." At its controller's home (521.1),
    # after the replacing, so they are not sent home or dismissed with it (613.2)
    "SB111": card(when_replaced(friend_tokens(5, 1, PINK, "Earth Pony"))),
    # Guards, Guards! (a Dilemma, 522.1): "When you move a character to this Problem, your
    # Troublemakers get +2 power until the start of your next turn." (face-up ones, 505.2;
    # those in play as it resolves, 708.2)
    "SB112": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (Modify(Cards(YOU, TROUBLEMAKER), "power", 2, each=True, until="your-next-turn"),),
        )
    ),
    # Motivational Speech: "Play to your home." / "When this card enters play, choose a color."
    # / "Your Mane Character has that color." (as MT133: besides its own, 203.1, while this
    # card remains in play)
    "SB113": card(
        on_enter(
            Choose(THIS),
            Modify(
                Cards(YOU, MANE),
                "colour",
                each=True,
                choose_colour=True,
                until=WHILE_CHOSEN_IN_PLAY,
            ),
        )
    ),
    # Petrified: "Play on a Friend." / "That Friend loses and can't have abilities, can't move,
    # can't be frightened, and can't contribute its power to confronting Problems or to
    # faceoffs." (701.1, 506, 104.2, 504, 611.3a, 514.4a)
    "SB114": card(
        Attach(Cards(types=FRIEND)),
        Static("lose-abilities", HOST),
        Static("cant-move", HOST, who=ANY),
        Static("cant-frighten", HOST),
        Static("cant-contribute", HOST),
        Static("no-faceoff-power", HOST),
    ),
    # Pirate Couture: "Play on a Friend." / "That Friend has Showy 2." (glossary: Showy)
    "SB115": card(Attach(Cards(types=FRIEND)), Static("keyword", HOST, value="Showy 2")),
    # Pirate Ship: "Play to your home." / "Main Phase: Pay [1] and exhaust this card to move one
    # of your characters." (506: to any other area)
    "SB116": card(Activated(MAIN, (pay(1), EXHAUST_THIS), (Move(Cards(YOU, CHARACTER), "any"),))),
    # Protect the Princess (a Dilemma): "You flip an additional card during faceoffs." Every
    # faceoff of its controller's, wherever (514.3a)
    "SB117": card(Static("flip-there", amount=1)),
    # Spooky Ruins: "Play to your home." / "Opponents flip 1 fewer cards during faceoffs." /
    # "If an opponent would draw a card during their Main Phase, you may exhaust this card
    # instead. If you do, they skip that draw." (514.3a; 710.1, 410.4c: each card of a draw,
    # while this card is ready)
    "SB118": card(
        Static("flip-there", amount=-1, value="opponent"),
        draw_replacement(Act("exhaust", THIS), who=OPPONENT, phase="Main", their=True),
    ),
    # Tempest Shadow's Airship: "Play to your home." / "Main Phase: Pay [1] and exhaust this
    # card to move one of your Troublemakers." / "At the end of a faceoff, you may put one of
    # your flipped Troublemakers into your hand." (506.4: to another Problem. Ruling: the
    # flipped cards go to the bottom as the faceoff ends (514.6): one of your flipped
    # Troublemakers goes into your hand instead, once per faceoff, 710.1, as DE68)
    "SB119": card(
        Activated(MAIN, (pay(1), EXHAUST_THIS), (Move(Cards(YOU, TROUBLEMAKER), "a-problem"),)),
        Replacement(
            "flip-to-bottom", Cards(YOU, TROUBLEMAKER, zone=Zone.FLIP), "hand", once="faceoff"
        ),
    ),
    # Capper Dapperpaws, Trust in Me: "Opponents can't move characters away from here."
    # (506, 104.2: as an action or by their effects; the characters here, any player's)
    "SB120": card(Static("cant-move", Cards(types=CHARACTER, where=HERE), who=OPPONENT)),
    # Grubber, Minion: "When this card enters play face-up or is uncovered, an opponent
    # discards a card. If you have a Tempest Shadow card in play, that opponent instead
    # reveals their hand and you choose a card. They discard that card." (a face-down card's
    # abilities do not function, 505.1a: entering face-down triggers nothing; 607.3)
    "SB121": card(
        on_enter(*_GRUBBER),
        Triggered(Trigger("uncovered"), _GRUBBER),
    ),
    # Storm Guards, Shield Wall: "When this card enters play face-up or is uncovered, put eight
    # +1 power counters on it." / "When an opponent moves a character, remove a +1 power
    # counter from this card." (519.1, 519.3)
    "SB122": card(
        on_enter(PutCounters(POWER_COUNTER, 8)),
        Triggered(Trigger("uncovered"), (PutCounters(POWER_COUNTER, 8),)),
        Triggered(
            Trigger("moved", OPPONENT, about=Cards(types=CHARACTER)),
            (RemoveCounters(POWER_COUNTER, n=1),),
        ),
    ),
    # Tempest Shadow, Easy as Pie: "When this card is uncovered, you may turn a Mane Character
    # to its Start side." (301.2: a boosted one, any player's)
    "SB123": card(
        Triggered(
            Trigger("uncovered"),
            (Act("turn-over", Cards(types=MANE, boosted=True), optional=True),),
        )
    ),
    # Banquet Baking: "When you move a character to this Problem, you may put a 1 [Laughter]
    # Earth Pony Friend token into play here." (506.1, 521.1)
    "SB124": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER)),
            (friend_tokens(1, 1, PINK, "Earth Pony", where=HERE, optional=True),),
        )
    ),
    # Caught Off Guard: "Opposing characters here with 2 or less printed power can't contribute
    # their power to faceoffs." (507.4; 514.4a)
    "SB125": card(
        Static("no-faceoff-power", Cards(OPPONENT, CHARACTER, where=HERE, max_printed_power=2))
    ),
    # Daring Escape: "When you confront this Problem, you may move one of your characters."
    # (611.4; 506: to any other area)
    "SB126": card(when_confronted(Move(Cards(YOU, CHARACTER), "any", optional=True))),
    # Down the Drain: "Opponents can't move characters to this Problem unless they pay [1]."
    # (added to the move's cost, 609.2b, 508.1; as AD53)
    "SB127": card(Static("move-cost", amount=1, who=OPPONENT)),
    # Easy as Cake: "Opposing characters here have -1 power during faceoffs." (514; as MT73)
    "SB128": card(
        Static("power", Cards(OPPONENT, CHARACTER, where=HERE), -1, condition=Condition("faceoff"))
    ),
    # Swaying the Seaponies: "When you move a character to this Problem for the first time each
    # turn, you may move another one of your characters to this Problem." (616.4; as HM125)
    "SB131": card(
        Triggered(
            Trigger("moved-here", YOU, about=Cards(types=CHARACTER), first=True, each_turn=True),
            (Move(Cards(YOU, CHARACTER, not_that=True), "here", optional=True),),
        )
    ),
    # Rainbow Dash & First Mate Mullet, Swinging Wonders: "When this card enters play, you may
    # move up to two of your characters." (506: to any other area; this card too)
    "SB132": card(on_enter(Move(Cards(YOU, CHARACTER), "any", up_to=2, optional=True))),
    # Applejack, Festival Caterer: "If you would put one or more +1 power counters on one of
    # your Friends, you may put that many plus one on that Friend instead." (710.1, 519.1)
    # Ruling: always taken (more counters are never worse, 519.4); a counter moved onto one of
    # your Friends is put on it too (519.3, 519.1)
    "SB133": card(Static("counters-plus-one")),
    # The Mane Six, Party Planners: "When you play this card, gain control of each opposing
    # Friend until the end of the Score Phase." (513.2; at a home, to yours)
    "SB134": card(on_play(gain_control_of(Cards(OPPONENT, FRIEND), "Score Phase", each=True))),
    # Tempest Shadow, Stormcaller: "Main Phase: Exhaust this card to put a Troublemaker from
    # your hand into play face-up, then put a token copy of it into play face-up." A
    # Troublemaker enters play at a Problem (306.1): its player chooses the Problem first
    # (705.2f, as EO95), and the copy (520.2) enters there too; put into play, not played
    # (706.1d); no copy if no Troublemaker was put into play
    "SB135": card(
        Activated(
            MAIN,
            (EXHAUST_THIS,),
            (
                Choose(Cards(types=PROBLEM), there=True),
                IfYouDo(
                    Act("put-into-play-there", Cards(YOU, TROUBLEMAKER, zone=Zone.HAND)),
                    (PutTokenCopy(CHOSEN, where=THERE),),
                ),
            ),
        )
    ),
    "SB136": manual(reason="needs 'choose each effect' of a Song card's Choose one"),
    # Queen Novo, Benevolent Ruler: "The player with the lowest power total wins faceoffs
    # involving this card." (514.5 turned around, 104.2; a tie is still a tie, 514.4c)
    "SB137": card(Static("lowest-wins")),
    "SB138": manual(
        reason="needs replacing a frighten or dismissal by an opponent with going to the hand"
    ),
    # Princess Luna, Midnight: "Main Phase: Exhaust this card to frighten a Friend." /
    # "Opponents can't move characters unless they pay [1]." (504.1; the toll as MT72's, on
    # every opposing character wherever this card is)
    "SB139": card(
        Activated(MAIN, (EXHAUST_THIS,), (Act("frighten", Cards(types=FRIEND)),)),
        Static("move-toll", Cards(OPPONENT, CHARACTER), 1, value="anywhere"),
    ),
    "SB140": manual(reason="needs Transform costs reduced and a search for a Transform card"),
    # The Staff of Sacanas: "Play to your home." / "Your Mane Character has +3 power." / "Main
    # Phase: Pay [1] and exhaust this card to start a faceoff involving your Mane Character and
    # an opposing Friend. If you win the faceoff, frighten that Friend." (514.2c, 514.5d; as
    # EO12: any opposing Friend, whatever its power)
    "SB141": card(
        Static("power", Cards(YOU, MANE), 3),
        Activated(
            MAIN,
            (pay(1), EXHAUST_THIS),
            (
                StartFaceoff(Cards(YOU, MANE), Cards(OPPONENT, FRIEND), stronger=False),
                FaceoffResult(
                    (
                        When(
                            Condition("you-won"),
                            (Act("frighten", Cards(OPPONENT, FRIEND, where=AMONG_CHOSEN)),),
                        ),
                    )
                ),
            ),
        ),
    ),
    # Storm King, Force of Nature: "Characters can't move to or from this card's Problem unless
    # their controller pays [2]." (609.2b, 508.1)
    "SB142": card(Static("move-cost", amount=2, who=ANY, value="to-or-from")),
}
