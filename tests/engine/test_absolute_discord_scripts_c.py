"""Absolute Discord scripts, AD106-AD150 with the Epiphanies (AD86, AD99) and the "loses and
can't have abilities" family (AD129, AD191, AD196, CG73, CG131): one scenario per card,
position -> choices -> result. Read each test beside the card's printed text."""

from __future__ import annotations

from script_scenes import (
    activate,
    challenge,
    faceoff_game,
    play,
    solving_bobs_problem,
    when_offered,
    with_problem,
)

from engine import Zone
from engine.choices import (
    ActivateAbility,
    ChooseCard,
    ChooseOption,
    EndMainPhase,
    MoveCharacter,
    PlayCard,
)
from engine.scenario import A_HOME, A_PROBLEM, ALICE, B_HOME, B_PROBLEM, BOB, Mane, trace_text


def options(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.option for c in game.legal_choices() if isinstance(c, ChooseOption)]


def flip_game(scene, alice_flips, mine=("orange-3",), bob_flips=("orange-2",), home=()):  # type: ignore[no-untyped-def]
    """Alice, with ``home`` cards at her home, challenges Bob's Timberwolf (3) at Bob's
    Problem with ``mine``; returns the scene, the game and the ids of ``home``."""
    s = scene()
    there = [s.put(c, ALICE, A_HOME) for c in home]
    for card_id in mine:
        s.put(card_id, ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    return s, challenge(s, tm, alice_flips=alice_flips, bob_flips=bob_flips), there


# --- "Choose two:" (the Epiphanies) -------------------------------------------------------------
def test_AD86_applejacks_epiphany_chooses_two_different_modes_in_printed_order(ad_scene):
    s = ad_scene()
    mine = s.put("orange-3", ALICE, B_PROBLEM)
    tired = s.put("orange-2", ALICE, B_PROBLEM, exhausted=True)
    charm = s.put("resource-1", BOB, B_HOME)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD86")
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    game.apply(PlayCard(ALICE, event))
    assert options(game) == ["exhaust a character", "ready a character", "dismiss a Resource"]
    game.apply(ChooseOption(ALICE, "dismiss a Resource"))
    # the second choice is another mode: the first is not offered again
    assert options(game) == ["exhaust a character", "ready a character"]
    game.apply(ChooseOption(ALICE, "ready a character"))
    # followed in printed order: ready first, then dismiss (one card fits each: no question)
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert text.index("Orange 2") < text.index("Charm")
    assert not game.state.cards[tired].exhausted
    assert charm not in game.state.play
    assert not game.state.cards[mine].exhausted  # "exhaust a character" was not chosen


def test_AD99_fluttershys_epiphany_power_and_tokens(ad_scene):
    game, (event,), _ = faceoff_game(ad_scene, alice_hand=("AD99",), mine=("orange-3", "orange-1"))
    game.apply(PlayCard(ALICE, event))
    # no frightened Friend: "unfrighten a Friend" is not offered (705.2f)
    assert options(game) == [
        "Friends you control have +1 power",
        "an opponent loses 1 and you gain 1",
    ]
    alice, bob = game.state.players[ALICE].tokens, game.state.players[BOB].tokens
    game.apply(ChooseOption(ALICE, "an opponent loses 1 and you gain 1"))
    # only one mode left: taken (705.2f), then both followed in printed order
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Orange 3 #5, Orange 1 #6, " in text  # and the supply Friends at home
    assert "get +1 power until the end of the faceoff" in text
    assert game.state.players[ALICE].tokens == alice + 1
    assert game.state.players[BOB].tokens == bob - 1


def test_AD108_pinkies_epiphany_friend_back_and_cheaper_card(ad_scene):
    s = ad_scene()
    s.put("orange-3", BOB, B_PROBLEM)  # 3 power: not dismissable by the first mode
    (back,) = s.board.add(Zone.DISCARD, ALICE, "pink-3")
    event, pink = s.hand(ALICE, "AD108", "pink-2")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    assert "dismiss a Friend with 2 or less power" not in options(game)
    game.apply(ChooseOption(ALICE, "pay 2 less for the next card you play this turn"))
    # the one mode left is taken without a question (705.2f)
    game = ad_scene.settle(game)
    hand = [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]
    assert "pink-3" in hand and back not in game.state.players[ALICE].discard
    before = game.state.players[ALICE].tokens
    game = play(ad_scene, game, pink, A_HOME)
    assert game.state.players[ALICE].tokens == before  # 2 less: free (705.2b)


def test_AD118_twilights_epiphany_opponents_cant_move_their_characters(ad_scene):
    s = ad_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD118")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    game = s.game()
    hand = len(game.state.players[ALICE].hand)
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseOption(ALICE, "opponents can't move their characters this turn"))
    game.apply(ChooseOption(ALICE, "draw three cards"))
    game = ad_scene.settle(game)
    assert len(game.state.players[ALICE].hand) == hand - 1 + 3
    assert "Bob can't move their characters until the end of the turn" in trace_text(game)
    (effect,) = [e for e in game.state.effects if e.kind == "cant-move-characters"]
    assert effect.player == BOB and effect.value == "own"
    assert foe in game.state.play


def test_AD118_move_an_opposing_character(ad_scene):
    s = ad_scene()
    foe = s.put("orange-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD118")
    s.deck(ALICE, "orange-1", "orange-1", "orange-1")
    game = s.game()
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseOption(ALICE, "move an opposing character"))
    game.apply(ChooseOption(ALICE, "draw three cards"))
    game.apply(ChooseCard(ALICE, foe))
    game = ad_scene.settle(game, prefer=[B_HOME])
    assert game.state.cards[foe].area == B_HOME


# --- Events ------------------------------------------------------------------------------------
def test_AD106_photo_op_flipped_sets_a_problems_bonus_to_zero(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    s.put("orange-1", BOB, B_PROBLEM)
    s.deck(ALICE, "AD106", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score"), prefer=[s.board.problem[BOB]])
    text = trace_text(game)
    assert "Photo Op #" in text and "a bonus of 0" in text
    # Alice wins the Problem faceoff (3 + 3 against 1 + 1) and scores no bonus (210.1)
    assert "scores 0" in text or game.state.players[ALICE].points <= 1


def test_AD106_photo_op_reaction_characters_cant_be_moved_this_turn(ad_scene):
    # Bob's turn: after the start of his Main Phase he plays it; no character moves
    s = ad_scene(turn_player=BOB)
    mine = s.put("orange-1", BOB, B_HOME)
    (event,) = s.hand(BOB, "AD106")
    game = s.game(at="main")
    move = MoveCharacter(BOB, mine, B_PROBLEM)
    assert move in game.legal_choices()
    game = play(ad_scene, game, event, player=BOB)
    assert "characters can't be moved until the end of the turn" in trace_text(game)
    assert move not in game.legal_choices()


def test_AD107_pinkie_apple_pie(ad_scene):
    s = ad_scene()
    friend = s.put("pink-2", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "AD107")
    game = play(ad_scene, s.game(), event, prefer=[friend])
    assert game.power(friend) == 4
    assert {c.value for c in game.colours(friend)} == {"pink", "orange"}


def test_AD109_popping_corn_exhausts_small_characters_there(ad_scene):
    s = ad_scene()
    small = s.put("orange-2", ALICE, B_PROBLEM)
    big = s.put("orange-3", ALICE, B_PROBLEM)
    (event,) = s.hand(BOB, "AD109")
    game = s.game(at="score")
    game = when_offered(game, PlayCard(BOB, event))
    game = ad_scene.settle(game, prefer=[s.board.problem[BOB]])
    assert game.state.cards[small].exhausted
    assert not game.state.cards[big].exhausted


def test_AD109_popping_corn_three_or_less_against_a_boosted_mane(ad_scene):
    s = ad_scene(mane=(Mane(boosted=True), Mane()))
    big = s.put("orange-3", ALICE, B_PROBLEM)
    (event,) = s.hand(BOB, "AD109")
    game = s.game(at="score")
    game = when_offered(game, PlayCard(BOB, event))
    game = ad_scene.settle(game, prefer=[s.board.problem[BOB]])
    assert game.state.cards[big].exhausted


def test_AD110_private_journal_puts_a_card_from_their_hand_on_their_deck(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD110")
    (theirs,) = s.hand(BOB, "pink-3")
    game = challenge(s, tm, ("orange-1",) * 3, ("orange-1",) * 3)
    game.apply(PlayCard(ALICE, event))
    game = ad_scene.settle(game, prefer=[theirs])
    assert "Pink 3 #9 is put on top of its owner's deck (Private Journal)" in trace_text(game)
    assert "Bob flips Pink 3" in trace_text(game)  # the card put on top of the deck
    assert "pink-3" not in [game.state.cards[i].card_id for i in game.state.players[BOB].hand]


def test_AD113_rehabilitation_returns_a_defeated_troublemaker(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    (event,) = s.hand(BOB, "AD113")
    game = challenge(s, tm, ("orange-3",), ("orange-1",))
    game = when_offered(game, PlayCard(BOB, event))
    game = ad_scene.settle(game)
    hand = [game.state.cards[i].card_id for i in game.state.players[BOB].hand]
    assert "tm-2" in hand


def test_AD115_spooky_scary_story_frightens_up_to_two_friends_at_home(ad_scene):
    s = ad_scene()
    a, b = s.put("orange-1", BOB, B_HOME), s.put("orange-2", BOB, B_HOME)
    away = s.put("orange-3", BOB, B_PROBLEM)
    (event,) = s.hand(ALICE, "AD115")
    game = play(ad_scene, s.game(), event, prefer=[a, b])
    frightened = [c for c in game.state.in_play() if c.frightened]
    assert len(frightened) == 2
    assert not game.state.cards[away].frightened


def test_AD115_flipped_frightens_a_friend_at_home(ad_scene):
    s, game, (friend,) = flip_game(ad_scene, ("AD115", "orange-1"), home=("orange-1",))
    game = ad_scene.settle(game)
    assert "Spooky Scary Story" in trace_text(game)
    assert any(c.frightened for c in game.state.in_play() if c.area == A_HOME)


def test_AD119_two_of_a_kind_moves_two_characters_to_the_uncovered_troublemaker(ad_scene):
    s = ad_scene()
    a, b = s.put("orange-1", ALICE, A_HOME), s.put("orange-2", ALICE, A_HOME)
    s.put("tm-2", ALICE, B_PROBLEM, face_down=True)
    (event,) = s.hand(ALICE, "AD119")
    game = s.game(at="troublemaker")
    game = when_offered(game, PlayCard(ALICE, event))
    game = ad_scene.settle(game, prefer=[a, b])
    assert game.state.cards[a].area == B_PROBLEM
    assert game.state.cards[b].area == B_PROBLEM


# --- "When you flip a Chaotic card" --------------------------------------------------------------
def test_AD120_a_tiny_glass_of_water_retires_to_score_when_a_chaotic_card_is_flipped(ad_scene):
    s, game, (glass,) = flip_game(ad_scene, ("AD9", "orange-1"), home=("AD120",))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "A Tiny Glass of Water #" in text and "triggers (when flipped)" in text
    assert glass not in game.state.play
    # a point for the glass, two for Timberwolf (3 + 2 + 2 Chaos = 7 against 3 + 2)
    assert game.state.players[ALICE].points == 3


def test_AD120_not_for_a_card_without_the_chaotic_trait(ad_scene):
    s, game, (glass,) = flip_game(ad_scene, ("orange-3", "orange-1"), home=("AD120",))
    game = ad_scene.settle(game)
    assert glass in game.state.play
    assert game.state.players[ALICE].points == 2


def test_AD120_not_for_the_opponents_chaotic_flip(ad_scene):
    s, game, (glass,) = flip_game(ad_scene, ("orange-3",), bob_flips=("AD9",), home=("AD120",))
    game = ad_scene.settle(game)
    assert glass in game.state.play


def test_AD127_chocolate_rain_dismisses_friends_with_printed_power_1_or_less(ad_scene):
    s = ad_scene()
    small_mine = s.put("orange-1", ALICE, A_HOME, counters=(("+1 power", 2),))
    small_theirs = s.put("orange-1", BOB, B_HOME)
    big = s.put("orange-2", BOB, B_HOME)
    rain = s.put("AD127", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, ("AD9", "orange-1"), ("orange-2",)))
    assert rain not in game.state.play
    assert small_theirs not in game.state.play
    assert small_mine not in game.state.play  # printed power 1, whatever its counters (507.4)
    assert big in game.state.play


def test_AD130_draconequus_lamp_gives_involved_friends_a_power(ad_scene):
    s, game, _ = flip_game(ad_scene, ("AD9", "orange-1"), mine=("orange-1",), home=("AD130",))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert (
        "Orange 1 #" in text
        and "get +1 power until the end of the faceoff (Draconequus Lamp" in (text)
        or "gets +1 power until the end of the faceoff (Draconequus Lamp" in text
    )
    # Orange 1 + 1 (Lamp) + 2 (Discord's Chaos) + Discord 2 = 6 against 3 + 2
    assert "Faceoff totals: Alice 6" in text


def test_AD134_haunted_castle_exhausts_to_frighten_a_friend(ad_scene):
    s = ad_scene()
    castle = s.put("AD134", ALICE, A_HOME)
    foe = s.put("orange-2", BOB, B_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = challenge(s, tm, ("AD9", "orange-1"), ("orange-2",))
    game = ad_scene.settle(game, prefer=[foe])
    assert game.state.cards[castle].exhausted
    assert any(c.frightened and c.owner == BOB for c in game.state.in_play())


def test_AD139_megaphone_unfrightens_all_your_friends(ad_scene):
    s = ad_scene()
    s.put("AD139", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME, frightened=True)
    s.put("orange-2", ALICE, A_HOME, frightened=True)
    s.put("orange-1", BOB, B_HOME, frightened=True)
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, ("AD9", "orange-1"), ("orange-2",)))
    assert not any(c.frightened for c in game.state.in_play() if c.owner == ALICE)
    assert any(c.frightened for c in game.state.in_play() if c.owner == BOB)  # yours only


def test_AD149_tempting_offer_moves_an_opposing_involved_character_away(ad_scene):
    # Problem faceoff at Bob's Problem: Alice's Orange 3 against Bob's Orange 2; Alice flips
    # Discord and moves Bob's Orange 2 home: it is no longer involved (514.2d)
    s = ad_scene()
    s.put("AD149", ALICE, A_HOME)
    s.put("orange-3", ALICE, B_PROBLEM)
    foe = s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "AD9", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score"), prefer=[foe, B_HOME])
    text = trace_text(game)
    assert "Tempting Offer" in text
    assert "Orange 2 #" in text and "moves" in text.split("Tempting Offer", 1)[1]


def test_AD150_element_of_surprise_needs_discord_counts_chaos_and_ignores_a_flip(ad_scene):
    s = ad_scene()
    (surprise,) = s.hand(ALICE, "AD150")
    game = s.game()
    assert PlayCard(ALICE, surprise) not in game.legal_choices()  # no Discord (609.2a)
    s = ad_scene()
    s.put("AD9", ALICE, A_HOME)
    (surprise,) = s.hand(ALICE, "AD150")
    game = s.game()
    assert PlayCard(ALICE, surprise) in game.legal_choices()
    # in play with a Chaos counter: Alice flips Orange 1 (non-Chaotic), removes the counter,
    # ignores it and flips Orange 3 instead (515.4, 515.1)
    s = ad_scene()
    element = s.put("AD150", ALICE, A_HOME, counters=(("Chaos", 1),))
    s.put("orange-3", ALICE, B_PROBLEM)
    tm = s.put("tm-3", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, ("orange-1", "orange-3"), ("orange-2",)))
    text = trace_text(game)
    assert "a Chaos counter is removed from The Element of Surprise" in text
    assert "Alice flips Orange 3" in text
    assert game.state.cards[element].counter("Chaos") == 0
    assert "Faceoff totals: Alice 6" in text  # Orange 3 + flipped Orange 3; Orange 1 ignored


def test_AD150_puts_a_chaos_counter_at_the_start_of_your_turn(ad_scene):
    s = ad_scene()
    element = s.put("AD150", ALICE, A_HOME)
    game = ad_scene.settle(s.game(at="start"))
    assert game.state.cards[element].counter("Chaos") == 1


# --- Resources ----------------------------------------------------------------------------------
def test_AD121_alicorn_costume_with_most_resources_has_every_colour(ad_scene):
    s = ad_scene()
    friend = s.put("orange-2", ALICE, A_HOME)
    s.put("AD121", ALICE, A_HOME, attached_to=friend)
    game = s.game()
    assert game.power(friend) == 3
    assert len(game.colours(friend)) == 6
    other = s.put("orange-1", BOB, B_HOME)  # as many Resources on another Friend: no more
    s.put("resource-1", BOB, B_HOME, attached_to=other)
    game = s.game()
    assert game.power(friend) == 2
    assert [c.value for c in game.colours(friend)] == ["orange"]


def test_AD122_bag_of_leaflets_moves_a_character_to_its_area(ad_scene):
    s = ad_scene()
    host = s.put("orange-2", ALICE, B_PROBLEM)
    bag = s.put("AD122", ALICE, B_PROBLEM, attached_to=host)
    mover = s.put("orange-1", ALICE, A_HOME)
    game = activate(ad_scene, s.game(), bag, 1, prefer=[mover])  # 0: "Play on a Friend"
    assert game.state.cards[mover].area == B_PROBLEM
    assert game.state.cards[bag].exhausted


def test_AD123_bathrobe_alone_at_its_problem_has_three_more_power(ad_scene):
    s = ad_scene()
    host = s.put("orange-2", ALICE, B_PROBLEM)
    s.put("AD123", ALICE, B_PROBLEM, attached_to=host)
    assert s.game().power(host) == 5
    s.put("orange-1", BOB, B_PROBLEM)  # another Friend there, anyone's
    assert s.game().power(host) == 2
    s = ad_scene()
    home = s.put("orange-2", ALICE, A_HOME)
    s.put("AD123", ALICE, A_HOME, attached_to=home)
    assert s.game().power(home) == 2  # at home: not at a Problem


def test_AD124_bee_suit_makes_its_friend_a_critter(ad_scene):
    s = ad_scene()
    host = s.put("orange-2", ALICE, A_HOME)
    s.put("AD124", ALICE, A_HOME, attached_to=host)
    assert "Critter" in s.game().traits(host)


def test_AD125_blue_flu_sends_itself_and_its_friend_to_hand_at_a_problem_faceoff(ad_scene):
    s = ad_scene()
    s.put("orange-3", ALICE, B_PROBLEM)
    sick = s.put("orange-1", BOB, B_PROBLEM)
    flu = s.put("AD125", ALICE, B_PROBLEM, attached_to=sick)
    s.put("orange-2", BOB, B_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="score"))
    assert sick not in game.state.play and flu not in game.state.play
    assert "orange-1" in [game.state.cards[i].card_id for i in game.state.players[BOB].hand]
    assert "AD125" in [game.state.cards[i].card_id for i in game.state.players[ALICE].hand]


def test_AD126_boulder_is_also_an_honesty_friend_for_play_requirements(ad_scene):
    s = ad_scene()
    boulder = s.put("AD126", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME, frightened=True)  # no power: not enough orange yet
    (three,) = s.board.add(Zone.HAND, ALICE, "orange-3")  # needs 2 orange power
    game = s.game()
    assert PlayCard(ALICE, three, A_HOME) not in game.legal_choices()
    game = activate(ad_scene, game, boulder)
    assert "Boulder #" in trace_text(game) and "to be also a orange Friend" in trace_text(game)
    assert PlayCard(ALICE, three, A_HOME) in game.legal_choices()  # 2 orange power (507.3)
    assert ActivateAbility(ALICE, boulder, 0) not in game.legal_choices()  # exhausted
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)
    # the phase is over: a Resource only again
    assert not [e for e in game.state.effects if e.kind == "also-friend"]


def test_AD126_boulder_not_while_you_have_an_honesty_friend(ad_scene):
    s = ad_scene()
    boulder = s.put("AD126", ALICE, A_HOME)
    s.put("orange-1", ALICE, A_HOME)
    game = s.game()
    assert ActivateAbility(ALICE, boulder, 0) not in game.legal_choices()


def also_friend(scene, card_id, colour_card):  # type: ignore[no-untyped-def]
    s = scene()
    resource = s.put(card_id, ALICE, A_HOME)
    game = s.game()
    choice = ActivateAbility(ALICE, resource, 0)
    assert choice in game.legal_choices()
    game = activate(scene, game, resource)
    assert f"to be also a {colour_card} Friend" in trace_text(game)
    return game, resource


def test_AD137_madame_le_flour_generosity(ad_scene):
    game, flour = also_friend(ad_scene, "AD137", "white")
    assert [c.value for c in game.colours(flour)] == ["white"]


def test_AD140_mr_turnip_laughter(ad_scene):
    game, turnip = also_friend(ad_scene, "AD140", "pink")
    assert [c.value for c in game.colours(turnip)] == ["pink"]


def test_AD143_rocky_kindness(ad_scene):
    game, rocky = also_friend(ad_scene, "AD143", "yellow")
    assert [c.value for c in game.colours(rocky)] == ["yellow"]


def test_AD144_sir_lintsalot_loyalty(ad_scene):
    game, sir = also_friend(ad_scene, "AD144", "blue")
    assert [c.value for c in game.colours(sir)] == ["blue"]


def test_AD145_smarty_pants_magic(ad_scene):
    game, pants = also_friend(ad_scene, "AD145", "purple")
    assert [c.value for c in game.colours(pants)] == ["purple"]


def test_AD128_cider_stand_discards_for_a_cheaper_friend(ad_scene):
    s = ad_scene()
    stand = s.put("AD128", ALICE, A_HOME)
    junk, friend = s.hand(ALICE, "orange-1", "pink-2")
    game = s.game()
    game.apply(ActivateAbility(ALICE, stand, 0, (junk,)))
    game = ad_scene.settle(game)
    assert junk not in game.state.players[ALICE].hand
    before = game.state.players[ALICE].tokens
    game = play(ad_scene, game, friend, A_HOME)
    assert game.state.players[ALICE].tokens == before - 1  # 2 - 1 (705.2b)


def test_AD131_fashion_show_the_player_with_most_accessories_gains_one(ad_scene):
    s = ad_scene()
    s.put("AD131", ALICE, A_HOME)
    friend = s.put("orange-1", BOB, B_HOME)
    s.put("AD124", BOB, B_HOME, attached_to=friend)  # Bee Suit: an Accessory
    game = ad_scene.settle(s.game(at="end"))
    assert "Fashion Show" in trace_text(game)
    assert game.state.players[BOB].tokens >= 1
    gained = [x for x in trace_text(game).splitlines() if "gains 1 action token (Fashion" in x]
    assert gained and gained[0].strip().startswith("Bob")


def test_AD133_growing_pains_troublemakers_here_have_two_more_power(ad_scene):
    s = ad_scene()
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("AD133", ALICE, B_PROBLEM, attached_to=s.board.problem[BOB])
    elsewhere = s.put("tm-2", BOB, A_PROBLEM)
    game = s.game()
    assert game.power(tm) == 4
    assert game.power(elsewhere) == 2


def test_AD138_make_way_for_breezies_keeps_big_friends_out(ad_scene):
    s = ad_scene(turn_player=BOB)
    s.put("AD138", ALICE, B_PROBLEM, attached_to=s.board.problem[BOB])
    big, small = s.hand(BOB, "orange-3", "orange-2")
    game = s.game()
    assert PlayCard(BOB, big, B_PROBLEM) not in game.legal_choices()
    assert PlayCard(BOB, big, B_HOME) in game.legal_choices()
    assert PlayCard(BOB, small, B_PROBLEM) in game.legal_choices()


def test_AD142_repair_team_retires_instead_of_another_resource_dismissed(ad_scene):
    s = ad_scene()
    team = s.put("AD142", ALICE, A_HOME)
    charm = s.put("resource-1", ALICE, A_HOME)
    (event,) = s.hand(BOB, "AD86")
    s.put("orange-3", BOB, A_PROBLEM)
    tm = s.put("tm-2", ALICE, A_PROBLEM)
    s.deck(ALICE, "orange-1", "orange-1")
    s.deck(BOB, "orange-1", "orange-1")
    game = s.game(at="challenge", points=(0, 0))
    del game, tm, event
    # Bob dismisses Charm with an effect: Alice retires Repair Team instead (710.1)
    s = ad_scene()
    team = s.put("AD142", ALICE, A_HOME)
    charm = s.put("resource-1", ALICE, A_HOME)
    s.put("orange-3", BOB, B_PROBLEM)
    tm = s.put("tm-2", ALICE, B_PROBLEM)
    (event,) = s.hand(BOB, "AD86")
    s.deck(BOB, "orange-1", "orange-1")
    s.deck(ALICE, "orange-1", "orange-1")
    board = s.board
    board.state.turn_player = BOB
    game = s.game(at="challenge")
    from engine.choices import Challenge

    game.apply(Challenge(BOB, tm))
    game.apply(PlayCard(BOB, event))
    game.apply(ChooseOption(BOB, "dismiss a Resource"))
    game = ad_scene.settle(game, prefer=[charm])
    assert charm in game.state.play
    assert team not in game.state.play


def test_AD146_spotlight_pays_to_keep_a_character_from_moving(ad_scene):
    s = ad_scene(turn_player=BOB)
    spot = s.put("AD146", ALICE, A_HOME)
    foe = s.put("orange-1", BOB, B_HOME)
    game = ad_scene.settle(s.game(at="main"), prefer=[foe])
    assert game.state.cards[spot].exhausted
    assert game.state.players[ALICE].tokens == 9
    assert MoveCharacter(BOB, foe, B_PROBLEM) not in game.legal_choices()


# --- "loses and can't have abilities" -----------------------------------------------------------
def test_AD129_clipped_wings_takes_its_friends_abilities(ad_scene):
    # Applejack, Crystallized (CG21): 1 power, "+2 power for each color it has"
    s = ad_scene()
    host = s.put("CG21", ALICE, A_HOME)
    assert s.game().power(host) == 3
    wings = s.put("AD129", BOB, A_HOME, attached_to=host)
    game = s.game()
    assert game.power(host) == 1
    assert game.traits(host) == s.game().traits(host)  # traits stay (505.1a names them apart)
    assert wings in game.state.play


def test_AD129_clipped_wings_takes_keywords_and_triggered_abilities(ad_scene):
    # Stubborn: an exhausted Stubborn Friend still contributes (503.5); with the Wings it
    # does not
    s = ad_scene()
    host = s.put("stubborn-2", ALICE, B_PROBLEM, exhausted=True)
    s.put("AD129", BOB, B_PROBLEM, attached_to=host)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    s.put("orange-3", ALICE, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, ("orange-1",), ("orange-1",)))
    assert "Faceoff totals: Alice 4 (Orange 3 #" in trace_text(game)
    # Twist, Such a Treat (CG46): "When you draw a card, this card gets +1 power until the end
    # of the turn": it does not trigger
    s = ad_scene()
    twist = s.put("CG46", ALICE, A_HOME)
    s.put("AD129", BOB, A_HOME, attached_to=twist)
    s.deck(ALICE, "orange-1", "orange-1")
    game = ad_scene.settle(s.game(at="start"))
    assert "Twist, Such a Treat #" not in trace_text(game).split("draws", 1)[1]
    assert game.power(twist) == 1


def test_AD191_un_unicorned_characters_here_lose_their_abilities(ad_scene):
    s = with_problem(ad_scene, "AD191", owner=BOB)
    here = s.put("CG21", ALICE, B_PROBLEM)
    theirs = s.put("CG21", BOB, B_PROBLEM)
    away = s.put("CG21", ALICE, A_PROBLEM)
    game = s.game()
    assert game.power(here) == 1 and game.power(theirs) == 1
    assert game.power(away) == 3


def test_AD196_iron_will_opposing_friends_here_lose_their_abilities(ad_scene):
    s = ad_scene()
    will = s.put("AD196", ALICE, B_PROBLEM)
    theirs = s.put("CG21", BOB, B_PROBLEM)
    mine = s.put("CG21", ALICE, B_PROBLEM)
    away = s.put("CG21", BOB, A_PROBLEM)
    game = s.game()
    assert game.power(theirs) == 1
    assert game.power(mine) == 3 and game.power(away) == 3
    # Bob's Iron Will arrives later: Alice's, first in timestamp order (711.3), takes its
    # abilities, so Alice's Friends here keep theirs
    s.put("AD196", BOB, B_PROBLEM)
    game = s.game()
    assert game.power(mine) == 3 and game.power(theirs) == 1
    assert will in game.state.play


def test_CG73_spring_step_strongest_here_takes_the_problems_abilities(ad_scene):
    # Comforting Critters (CN173): "While at this Problem, this card's owner's Mane Character
    # has +1 power during the Main Phase."
    s = with_problem(ad_scene, "CN173", owner=BOB)
    mane = s.board.mane[BOB]
    s.board.table.update(mane, area=B_PROBLEM)
    assert s.game().power(mane) == 2
    spring = s.put("CG73", ALICE, B_PROBLEM)  # 3 power, no other Friend here
    assert s.game().power(mane) == 1
    s.put("orange-3", BOB, B_PROBLEM)  # as much power: not higher than any other Friend
    game = s.game()
    assert game.power(mane) == 2
    assert spring in game.state.play


def test_CG131_dressed_up_power_colour_and_no_abilities(ad_scene):
    s = ad_scene()
    host = s.put("CG21", ALICE, A_HOME)
    s.put("CG131", ALICE, A_HOME, attached_to=host)
    game = s.game()
    # 1 printed + 1 (Dressed Up), its own "+2 per colour" gone; orange and white
    assert game.power(host) == 2
    assert {c.value for c in game.colours(host)} == {"orange", "white"}


def test_AD111_rainbows_epiphany_flips_and_goes_back_on_top_of_the_deck(ad_scene):
    game, (event,), _ = faceoff_game(ad_scene, alice_hand=("AD111",))
    game.apply(PlayCard(ALICE, event))
    assert options(game) == [
        "move one of your Friends",
        "put this card on top of its owner's deck",
        "flip an additional card",
    ]
    game.apply(ChooseOption(ALICE, "flip an additional card"))
    game.apply(ChooseOption(ALICE, "put this card on top of its owner's deck"))
    text = trace_text(game)
    assert "Alice flips Orange 1" in text  # 515.1
    assert "Rainbow's Epiphany #" in text and "is put on top of its owner's deck" in text
    top = game.state.cards[game.state.players[ALICE].deck[0]]
    assert top.card_id == "AD111"


def test_AD111_without_that_mode_it_goes_to_the_discard_pile(ad_scene):
    game, (event,), _ = faceoff_game(ad_scene, alice_hand=("AD111",), mine=("orange-3", "orange-1"))
    game.apply(PlayCard(ALICE, event))
    game.apply(ChooseOption(ALICE, "move one of your Friends"))
    game.apply(ChooseOption(ALICE, "flip an additional card"))
    game = ad_scene.settle(game, prefer=[A_HOME])
    assert "AD111" in [game.state.cards[i].card_id for i in game.state.players[ALICE].discard]
    assert "AD111" not in [game.state.cards[i].card_id for i in game.state.players[ALICE].deck]


def test_AD135_hazmat_suit_its_friend_stays_as_its_problem_is_solved(ad_scene):
    s = ad_scene()
    suited = s.put("orange-3", ALICE, B_PROBLEM)
    suit = s.put("AD135", ALICE, B_PROBLEM, attached_to=suited)
    other = s.put("orange-2", ALICE, B_PROBLEM)
    solving_bobs_problem(s, "easy")  # Alice wins a Problem faceoff there
    game = ad_scene.settle(s.game(at="score"))
    text = trace_text(game)
    assert "is solved and replaced" in text
    assert "isn't sent home as its Problem is replaced (Hazmat Suit" in text
    assert game.state.cards[suited].area == B_PROBLEM  # at the new Problem
    assert game.state.cards[other].area == A_HOME
    assert suit not in game.state.play  # a Resource there: dismissed (613.2)


def test_AD148_tea_set_has_players_flip_one_fewer_card(ad_scene):
    # Coco Crusoe (AD21) makes Alice flip an additional card: with Tea Set Alice flips one
    # card and Bob none
    s = ad_scene()
    tea = s.put("AD148", ALICE, A_HOME)
    s.put("AD21", ALICE, B_PROBLEM)
    tm = s.put("tm-2", BOB, B_PROBLEM)
    game = ad_scene.settle(challenge(s, tm, ("orange-1", "orange-3"), ("orange-2",)))
    text = trace_text(game)
    assert "each player flips 1 fewer card in this faceoff (Tea Set" in text
    assert "Alice flips Orange 1" in text and "Alice flips Orange 3" not in text
    assert "Bob flips" not in text
    assert game.state.cards[tea].exhausted
    assert game.state.players[ALICE].tokens == 9


def test_AD136_its_a_trap_challenging_that_troublemaker_costs_two(ad_scene):
    from engine.choices import Challenge

    def trapped(tokens: int):  # type: ignore[no-untyped-def]
        s = ad_scene()
        s.put("orange-3", ALICE, B_PROBLEM)
        tm = s.put("tm-2", BOB, B_PROBLEM)
        s.put("AD136", BOB, B_PROBLEM, attached_to=tm)
        s.put("orange-1", ALICE, A_PROBLEM)  # and another Troublemaker Alice may challenge
        s.put("tm-epic", BOB, A_PROBLEM)
        s.deck(ALICE, "orange-3")
        s.deck(BOB, "orange-1")
        return s.game(at="challenge", tokens=(tokens, 0)), tm

    game, tm = trapped(1)
    assert Challenge(ALICE, tm) not in game.legal_choices()
    assert "only by paying 2" in game.why_not(Challenge(ALICE, tm))
    game, tm = trapped(3)
    game.apply(Challenge(ALICE, tm))
    assert "Alice pays 2 to challenge Timberwolf, Two" in trace_text(game)
    assert game.state.players[ALICE].tokens == 1


def test_AD147_stack_of_suitcases_each_card_an_opponent_plays_makes_the_next_dearer(ad_scene):
    s = ad_scene(turn_player=BOB)
    stack = s.put("AD147", ALICE, A_HOME)
    first, second = s.hand(BOB, "orange-1", "pink-2")
    game = s.game(tokens=(0, 10))
    game = play(ad_scene, game, first, B_HOME, player=BOB)
    assert game.state.players[BOB].tokens == 9  # no Tip counter yet
    assert game.state.cards[stack].counter("Tip") == 1
    game = play(ad_scene, game, second, B_HOME, player=BOB)
    assert game.state.players[BOB].tokens == 9 - 3  # 2 + 1 for the Tip counter (705.2b)
    assert game.state.cards[stack].counter("Tip") == 2
    game.apply(EndMainPhase(BOB))
    game = ad_scene.settle(game)
    assert game.state.cards[stack].counter("Tip") == 0  # the start of Alice's turn (519)


def test_AD112_raritys_epiphany_puts_an_accessory_into_play_and_dismisses(ad_scene):
    s = ad_scene()
    mine = s.put("orange-2", ALICE, A_HOME)
    bare = s.put("orange-1", BOB, B_HOME)
    dressed = s.put("orange-2", BOB, B_HOME)
    s.put("resource-1", BOB, B_HOME, attached_to=dressed)
    event, suit = s.hand(ALICE, "AD112", "AD124")
    game = s.game()
    tokens = game.state.players[ALICE].tokens
    game.apply(PlayCard(ALICE, event))
    # no Resource in Alice's discard pile: that mode is not offered (705.2f)
    assert "put a Resource from your discard pile into your hand" not in options(game)
    accessory = "put an Accessory from your hand into play attached to a Friend"
    game.apply(ChooseOption(ALICE, accessory))
    # the other mode is taken (705.2f); dismissing comes first, in printed order
    game.apply(ChooseCard(ALICE, bare))
    game.apply(ChooseCard(ALICE, mine))
    game = ad_scene.settle(game)
    text = trace_text(game)
    assert "Orange 1 #" in text and "is dismissed" in text  # without a Resource: Bob's Orange 1
    assert bare not in game.state.play and dressed in game.state.play
    bee = next(c for c in game.state.in_play() if c.card_id == "AD124")
    assert bee.attached_to == mine and "Critter" in game.traits(mine)  # put, not played: free
    assert game.state.players[ALICE].tokens == tokens - game.pool["AD112"].cost
    assert suit not in game.state.players[ALICE].hand


def test_AD132_fresh_pastries_draws_when_an_opponent_pays_their_last_token(ad_scene):
    s = ad_scene(turn_player=BOB)
    s.put("AD132", ALICE, A_HOME)
    first, second = s.hand(BOB, "orange-1", "orange-1")
    s.deck(ALICE, "pink-3")
    game = s.game(tokens=(0, 2))
    game = play(ad_scene, game, first, B_HOME, player=BOB)
    assert game.state.players[ALICE].hand == []  # Bob has 1 left
    game = play(ad_scene, game, second, B_HOME, player=BOB)
    assert "Fresh Pastries #" in trace_text(game)
    assert [game.state.cards[i].card_id for i in game.state.players[ALICE].hand] == ["pink-3"]


def test_AD141_portal_to_tartarus_banishes_a_card_entering_a_discard_pile(ad_scene):
    s = ad_scene()
    portal = s.put("AD141", ALICE, A_HOME)
    (event,) = s.hand(ALICE, "AD117")  # Trampled: "an opponent loses 2 action tokens"
    game = play(ad_scene, s.game(), event)
    text = trace_text(game)
    assert "Portal to Tartarus #" in text and "triggers" in text
    assert game.state.cards[portal].exhausted
    assert "AD117" in [game.state.cards[i].card_id for i in game.state.players[ALICE].banished]
    assert game.state.players[ALICE].discard == []


def test_CGpf14_maud_pie_pays_to_stay_exhausted_and_keeps_a_friend_blank(ad_scene):
    # Maud exhausts to take the abilities of Bob's Applejack, Crystallized (CG21: 3 power
    # with its "+2 for each color"); at Alice's next Ready step she pays 1 to stay exhausted
    s = ad_scene()
    maud = s.put("CGpf14", ALICE, A_HOME)
    theirs = s.put("CG21", BOB, B_HOME)
    game = activate(ad_scene, s.game(), maud, 1, prefer=[theirs])
    assert game.state.cards[maud].exhausted
    assert game.power(theirs) == 1
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)  # Bob's turn: Maud does not ready in Bob's Ready step
    assert game.power(theirs) == 1
    game.apply(EndMainPhase(BOB))
    game = ad_scene.settle(game)  # Alice's Ready step: she pays 1 (settle accepts the "may")
    text = trace_text(game)
    assert "would ready; Maud Pie" in text and "remains exhausted" in text
    assert game.state.cards[maud].exhausted
    assert game.power(theirs) == 1


def test_CGpf14_maud_pie_readied_ends_the_modifier(ad_scene):
    s = ad_scene()
    maud = s.put("CGpf14", ALICE, A_HOME)
    theirs = s.put("CG21", BOB, B_HOME)
    game = activate(ad_scene, s.game(), maud, 1, prefer=[theirs])
    game.apply(EndMainPhase(ALICE))
    game = ad_scene.settle(game)
    game.apply(EndMainPhase(BOB))
    game = ad_scene.settle(game, accept=False)  # Alice declines: Maud readies
    assert not game.state.cards[maud].exhausted
    assert game.power(theirs) == 3
    assert not [e for e in game.state.effects if e.kind == "lose-abilities"]


def test_AD191_a_frightened_friend_there_has_no_abilities_to_lose(ad_scene):
    s = with_problem(ad_scene, "AD191", owner=BOB)
    frightened = s.put("CG21", ALICE, B_PROBLEM, frightened=True)
    here = s.put("CG21", BOB, B_PROBLEM)
    game = s.game()
    assert game.power(frightened) is None  # face-down: no power (505.1b)
    assert game.power(here) == 1


def test_AD129_a_friend_that_lost_its_abilities_has_no_leave_play_ability(ad_scene):
    # Auntie Applesauce (PR25): "When this card is dismissed, put it into its owner's hand."
    # Dismissed with Clipped Wings on it, it had no abilities as it left play (712.2)
    def dismissed(wings: bool):  # type: ignore[no-untyped-def]
        s = ad_scene()
        auntie = s.put("PR25", BOB, B_HOME)
        if wings:
            s.put("AD129", ALICE, B_HOME, attached_to=auntie)
        (event,) = s.hand(ALICE, "AD108")  # Pinkie's Epiphany: dismiss a Friend, 2 or less
        game = s.game()
        game.apply(PlayCard(ALICE, event))
        game.apply(ChooseOption(ALICE, "dismiss a Friend with 2 or less power"))
        return ad_scene.settle(game, prefer=[auntie])

    hand = [
        dismissed(False).state.cards[i].card_id for i in dismissed(False).state.players[BOB].hand
    ]
    assert "PR25" in hand
    game = dismissed(True)
    assert "PR25" not in [game.state.cards[i].card_id for i in game.state.players[BOB].hand]
    assert "PR25" in [game.state.cards[i].card_id for i in game.state.players[BOB].discard]
