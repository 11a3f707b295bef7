"""Encoded card effects, one scenario each: what the card does to a concrete board."""

from validator.engine import Action, legal_actions, step
from validator.engine.field import monsters
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, OFF, SET

FILLER, DM, BEWD, CAT = 15154, 15410, 15184, 15159  # 1500, 2500, 3000, 0 ATK
FAITH_BIRD, HARPIE_1 = 15216, 19099  # WIND 1500; continuous: WIND monsters +300 ATK
POT, GRACEFUL, AVARICE, REBORN = 16372, 16933, 17724, 16767
MIRROR_FORCE, KURIBOT, PHOENIX, BLUE_FANG = 16954, 15189, 15172, 17865
CHAOS_DRAGON, BLACK_MAGIC_RITUAL = 21591, 21597


def options(s, card):
    return [a for a in legal_actions(s) if a.verb == "act" and a.args[0] == card]


def test_pot_of_greed_draws_two(board):
    s = board.game(cards=([POT], []))
    pot = board.hand(s, 0, POT)
    step(s, Action("act", (pot,)))
    assert len(s.hand[0]) == 2 and pot in s.gy[0]


def test_graceful_charity_draws_three_then_sends_two_of_the_players_choice(board):
    s = board.game(cards=([GRACEFUL, DM, BEWD, CAT], []))
    card = board.hand(s, 0, GRACEFUL)
    s.deck[0].extend(board.take(s, 0, c) for c in (DM, BEWD, CAT))  # the next three draws
    step(s, Action("act", (card,)))
    drawn = list(s.hand[0])
    assert len(drawn) == 3 and all(a.verb == "pick" for a in legal_actions(s))
    step(s, Action("pick", tuple(drawn[:2])))  # chosen after the draw, among the drawn cards
    assert s.hand[0] == drawn[2:] and set(drawn[:2]) | {card} == set(s.gy[0])


def test_pot_of_avarice_needs_five_monsters_in_the_gy(board):
    s = board.game(cards=([AVARICE], []))
    pot = board.hand(s, 0, AVARICE)
    gy = [board.gy(s, 0, FILLER) for _ in range(4)]
    assert options(s, pot) == []
    gy.append(board.gy(s, 0, FILLER))
    (choice,) = options(s, pot)  # five copies of one card: a single choice
    deck = len(s.deck[0])
    step(s, choice)
    assert len(s.hand[0]) == 2 and len(s.deck[0]) == deck + 5 - 2 and s.gy[0] == [pot]


def test_monster_reborn_summons_from_the_gy(board):
    s = board.game(cards=([REBORN, BEWD], []))
    reborn = board.hand(s, 0, REBORN)
    dragon = board.gy(s, 0, BEWD)
    step(s, Action("act", (reborn,)))  # the only monster in the GY; face-up: its position
    step(s, Action("position", (DEF,)))
    assert monsters(s, 0) == [dragon] and s.pos[dragon] == DEF and reborn in s.gy[0]


def test_mirror_force_destroys_every_attack_position_monster(board):
    s = board.game(cards=([DM, DM, FILLER], [MIRROR_FORCE]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    d = board.monster(s, 0, FILLER, DEF)
    trap = board.spell(s, 1, MIRROR_FORCE, SET)
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    step(s, Action("act", (trap,)))
    assert s.pos[a] == s.pos[b] == OFF and s.pos[d] == DEF and s.lp[1] == 8000


def test_kuribot_pays_and_adds_a_kuribot(board):
    s = board.game(cards=([KURIBOT, KURIBOT], []))
    bot = board.monster(s, 0, KURIBOT)
    other = board.gy(s, 0, KURIBOT)
    step(s, Action("act", (bot,)))
    assert s.lp[0] == 7500 and s.hand[0] == [other]
    board.monster(s, 0, FILLER)
    s.flags[bot] = 0
    assert options(s, bot) == []  # another monster on the field


def test_phoenix_dragon_sends_a_card_and_adds_a_dragon(board):
    s = board.game(cards=([PHOENIX, BEWD, CAT], []))
    phoenix = board.monster(s, 0, PHOENIX)
    cost = board.hand(s, 0, FILLER)
    dragon = board.gy(s, 0, BEWD)
    board.gy(s, 0, CAT)  # not a Dragon: never offered
    assert [a.args for a in options(s, phoenix)] == [(phoenix, cost)]  # the cost is chosen
    step(s, Action("act", (phoenix, cost)))  # one Dragon in the GY: added at once
    assert s.hand[0] == [dragon] and cost in s.gy[0]


def test_blue_fang_destroys_the_weak_and_grows_per_monster(board):
    s = board.game(cards=([BLUE_FANG], [CAT, CAT, DM]))
    fang = board.monster(s, 0, BLUE_FANG)
    cats = [board.monster(s, 1, CAT), board.monster(s, 1, CAT)]
    dm = board.monster(s, 1, DM)
    step(s, Action("act", (fang,)))
    assert all(s.pos[c] == OFF for c in cats) and s.pos[dm] == ATK
    assert atk_of(s, fang) == 2500 + 2 * 300


def test_harpie_lady_1_raises_every_wind_monster_while_face_up(board):
    s = board.game(cards=([HARPIE_1], [FAITH_BIRD]))
    harpie = board.monster(s, 0, HARPIE_1)
    bird = board.monster(s, 1, FAITH_BIRD)
    dark = board.monster(s, 0, FILLER)
    assert atk_of(s, harpie) == 1600 and atk_of(s, bird) == 1800 and atk_of(s, dark) == 1500
    from validator.engine.field import set_facedown

    set_facedown(s, harpie)
    assert atk_of(s, bird) == 1500


def test_winged_dragon_of_chaos_sets_the_ritual_spell_from_the_gy(board):
    s = board.game(cards=([CHAOS_DRAGON, CHAOS_DRAGON, BLACK_MAGIC_RITUAL], []))
    dragon = board.hand(s, 0, CHAOS_DRAGON)
    ritual = board.gy(s, 0, BLACK_MAGIC_RITUAL)
    old = board.monster(s, 0, CHAOS_DRAGON)
    assert options(s, old) == []  # not summoned this turn
    step(s, Action("summon", (dragon,)))
    step(s, Action("act", (dragon,)))
    assert s.pos[ritual] == SET and ritual in s.szone[0]


FLOWBACK, EXPLOSION, DARKNESS, FLUTE = 15561, 15206, 15229, 15443
WATER_MONSTER, FIRE_MONSTER = 15198, 16960  # Battle Shark Samegalon, Flame Manipulator
FUSION_MONSTER = 16956  # Flame Swordsman


def test_road_magic_flowback_returns_a_monster_and_fusions_go_to_the_extra_deck(board):
    s = board.game(cards=([FLOWBACK, WATER_MONSTER, DM], []), extra=([], [FUSION_MONSTER]))
    spell, cost = board.hand(s, 0, FLOWBACK), board.hand(s, 0, WATER_MONSTER)
    fusion = board.monster(s, 1, FUSION_MONSTER)
    assert options(s, spell) == []  # needs a face-up Level 7+ Spellcaster
    board.monster(s, 0, DM)
    step(s, Action("act", (spell, cost)))
    assert fusion in s.extra[1] and cost in s.gy[0]


def test_road_magic_explosion_counts_the_opponents_cards(board):
    from validator.engine.state import SET

    s = board.game(cards=([EXPLOSION, FIRE_MONSTER, DM], [FILLER, MIRROR_FORCE]))
    spell, cost = board.hand(s, 0, EXPLOSION), board.hand(s, 0, FIRE_MONSTER)
    board.monster(s, 0, DM)
    board.monster(s, 1, FILLER)
    board.spell(s, 1, MIRROR_FORCE, SET)
    step(s, Action("act", (spell, cost)))
    assert s.lp[1] == 8000 - 2 * 400


def test_darkness_approaches_turns_any_face_up_monster_face_down(board):
    from validator.engine.state import FACEDOWN

    s = board.game(cards=([DARKNESS, CAT, FILLER], [DM]))
    spell = board.hand(s, 0, DARKNESS)
    costs = [board.hand(s, 0, CAT), board.hand(s, 0, FILLER)]
    theirs = board.monster(s, 1, DM)
    step(s, Action("act", (spell, *costs)))
    assert s.pos[theirs] == FACEDOWN and set(costs) <= set(s.gy[0])


def test_summoning_flute_needs_three_normal_monsters_and_summons_in_defense(board):
    s = board.game(cards=([FLUTE, BEWD, CAT], []))
    flute = board.monster(s, 0, FLUTE)
    dragon = board.gy(s, 0, BEWD)
    board.gy(s, 0, CAT)
    assert options(s, flute) == []
    board.gy(s, 0, FILLER)
    step(s, Action("act", (flute,)))
    step(s, Action("pick", (dragon,)))  # any of the three Normal Monsters
    assert s.pos[dragon] == DEF and flute in s.gy[0]


GRAND_EXTREME, SHARK = 16172, 15198  # Battle Shark Samegalon: a Fish


def test_an_optional_part_may_come_up_empty_or_take_any_count(board):
    s = board.game(cards=([GRAND_EXTREME, SHARK], [CAT, FILLER]))
    spell, shark = board.hand(s, 0, GRAND_EXTREME), board.hand(s, 0, SHARK)
    step(s, Action("act", (spell,)))
    step(s, Action("position", (ATK,)))  # nothing in their GY: the optional part is passed
    assert s.pos[shark] == ATK and s.resolving is None

    s = board.game(cards=([GRAND_EXTREME, SHARK], [CAT, FILLER]))
    spell, shark = board.hand(s, 0, GRAND_EXTREME), board.hand(s, 0, SHARK)
    theirs = [board.gy(s, 1, CAT), board.gy(s, 1, FILLER)]
    deck = len(s.deck[1])
    step(s, Action("act", (spell,)))
    step(s, Action("position", (DEF,)))
    # "up to 5": none (decline), either one, or both
    assert sorted(map(str, legal_actions(s))) == sorted(
        ["decline", f"pick {theirs[0]}", f"pick {theirs[1]}", f"pick {theirs[0]} {theirs[1]}"]
    )
    step(s, Action("pick", (theirs[1],)))
    assert s.gy[1] == [theirs[0]] and len(s.deck[1]) == deck + 1


GRACEFUL_DICE, DARK_TWILIGHT, ENCHANTER = 19997, 17674, 16953


def test_graceful_dice_rolls_with_the_games_rng(board):
    s = board.game(cards=([GRACEFUL_DICE, FILLER, DM], []))
    dice = board.hand(s, 0, GRACEFUL_DICE)
    mine = [board.monster(s, 0, FILLER), board.monster(s, 0, DM)]
    import random

    twin = random.Random()
    twin.setstate(s.rng.getstate())
    roll = twin.randint(1, 6)
    step(s, Action("act", (dice,)))
    assert [atk_of(s, m) for m in mine] == [1500 + roll * 100, 2500 + roll * 100]


def test_dark_twilight_destroys_a_face_up_monster(board):
    s = board.game(cards=([DARK_TWILIGHT, FILLER, DM], [BEWD]))
    spell, cost = board.hand(s, 0, DARK_TWILIGHT), board.hand(s, 0, FILLER)
    board.monster(s, 0, DM)
    target = board.monster(s, 1, BEWD)
    step(s, Action("act", (spell, cost)))
    assert s.pos[target] == OFF and cost in s.gy[0]


def test_sevens_road_enchanter_returns_a_non_level_3_spellcaster(board):
    s = board.game(cards=([ENCHANTER, DM], [FILLER]))
    enchanter = board.monster(s, 0, ENCHANTER)  # Level 3: never its own target
    dm = board.monster(s, 0, DM)
    theirs = board.monster(s, 1, FILLER)  # a Level 4 Spellcaster on the other side
    step(s, Action("act", (enchanter,)))
    assert {a.args for a in legal_actions(s)} == {(dm,), (theirs,)}
    step(s, Action("pick", (theirs,)))
    assert theirs in s.hand[1]


SORCERER = 17287  # Sevens Road Sorcerer: send 3 face-up monsters, summon a Spellcaster from GY


def test_a_summon_after_a_cost_that_empties_the_zones(board):
    s = board.game(cards=([SORCERER, DM, CAT], []))
    sorcerer = board.monster(s, 0, SORCERER)
    others = [board.monster(s, 0, FILLER), board.monster(s, 0, CAT)]
    dm = board.gy(s, 0, DM)
    (choice,) = options(s, sorcerer)
    assert choice.args == (sorcerer, sorcerer, *others)  # the cost: all three
    step(s, choice)
    # Chosen after the cost is paid: the Spellcasters just sent (itself too) are there now.
    sent = {(dm,), (others[0],), (others[1],), (sorcerer,)}
    assert {a.args for a in legal_actions(s)} == sent
    step(s, Action("pick", (dm,)))
    step(s, Action("position", (ATK,)))
    assert monsters(s, 0) == [dm]
