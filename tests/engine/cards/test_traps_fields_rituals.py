"""Scenario tests of the encoded Traps, Field Spells, Equip Spells, continuous monster effects,
Ritual Spells and the Spell "Fusion": each card played by legal actions on a concrete board."""

from card_support import activations, card, choices, play, verbs

from validator.engine import actor
from validator.engine.field import monsters
from validator.engine.lasting import atk_of, def_of, facts
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF, SET

FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0 (every deck is full of it)
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
LESSER_DRAGON = 15218  # WIND Dragon, Level 4, 1200/1000
SAKURETSU = 16768
DARK_HOLE = 18398  # Spell: destroy every monster on the field

# Vanilla monsters of each Type, for the Field Spells (ATK/DEF in the comments).
DRAGON = LESSER_DRAGON  # 1200/1000
WINGED_BEAST = 16291  # Tyhone, 1200/1400 WIND
THUNDER = 15924  # Thunderbeetle Bassdrum, 800/800
DINOSAUR = 16581  # Celebrontosaurus, 1400/1000
ZOMBIE = 17719  # Magical Ghost, 1300/1400
ROCK = 19441  # Destroyer Golem, 1500/1000
FISH = 15422  # Jet Barracuda, 800/1000
SEA_SERPENT = 16968  # Takriminos, 1500/1200
AQUA = 15219  # Arma Knight, 1000/1200
MACHINE = 16926  # Giga-Tech Wolf, 1200/1400
PYRO = 19267  # Fireyarou, 1300/1000
INSECT = 16118  # Gokibore, 1200/1400
BEAST = 17498  # Griffore, 1200/1500
PLANT = 16292  # Bean Soldier, 1400/1300
BEAST_WARRIOR = 17219  # Beaver Warrior, 1200/1500
WARRIOR = 16962  # Masaki the Legendary Swordsman, 1100/1100
FIEND = 15217  # Feral Imp, 1300/1400, Level 4
SPELLCASTER = 15788  # Doriado, 1200/1400
FAIRY = 16609  # Monkey Roll the Sushi Fairy, 1300/1300
THUNDER_4 = 16317  # Surge Bolt Lizard: LIGHT Thunder, Level 4, 1500/0
WIND = 15216  # Faith Bird: WIND Winged Beast, 1500/1100


def stats(s, m):
    return atk_of(s, m), def_of(s, m)


def attack(s, attacker, target=None):
    """Enter the Battle Phase and declare an attack (direct without a target)."""
    play(s, "battle", f"attack {attacker}" + ("" if target is None else f" {target}"))


# ------------------------------------------------------------------------------------- Traps

DARK_REVELATION = 15162


@card(DARK_REVELATION)
def test_dark_revelation_returns_four_spellcasters_and_destroys_attack_position_monsters(board):
    s = board.game(cards=([DM, DM], [DARK_REVELATION, DM, BEWD]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    d = board.monster(s, 0, FILLER, DEF)
    trap = board.spell(s, 1, DARK_REVELATION, SET)
    fillers = [board.gy(s, 1, FILLER) for _ in range(4)]
    dm, dragon = board.gy(s, 1, DM), board.gy(s, 1, BEWD)
    deck = len(s.deck[1])
    attack(s, a)
    assert actor(s) == 1
    # 4 Spellcasters among 5 (copies are one choice); the Dragon is never one of them
    assert sorted(activations(s, trap)) == sorted([tuple(fillers), (*fillers[:3], dm)])
    play(s, f"act {trap} {' '.join(map(str, fillers[:3]))} {dm}")
    assert s.gy[1] == [fillers[3], dragon, trap] and len(s.deck[1]) == deck + 4
    assert dm in s.deck[1]
    assert s.pos[a] == s.pos[b] == OFF and s.pos[d] == DEF  # Defense Position stays
    assert s.lp == [8000, 8000]  # the attacker is gone: no damage


@card(DARK_REVELATION)
def test_dark_revelation_needs_four_spellcasters_in_the_gy(board):
    s = board.game(cards=([DM], [DARK_REVELATION, BEWD]))
    a = board.monster(s, 0, DM)
    trap = board.spell(s, 1, DARK_REVELATION, SET)
    for _ in range(3):
        board.gy(s, 1, FILLER)
    board.gy(s, 1, BEWD)  # not a Spellcaster
    attack(s, a)
    assert s.window is None and s.pos[trap] == SET and s.lp[1] == 8000 - 2500


CURTAIN = 15163


@card(CURTAIN)
def test_curtain_of_sparks_takes_500_atk_from_the_attacker_until_the_end_of_the_turn(board):
    s = board.game(cards=([DM], [CURTAIN]))
    a = board.monster(s, 0, DM)
    trap = board.spell(s, 1, CURTAIN, SET)
    board.gy(s, 1, FILLER)  # a Spellcaster in the GY
    attack(s, a)
    assert activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.lp[1] == 8000 - 2000 and trap in s.gy[1]
    assert atk_of(s, a) == 2000
    play(s, "end")
    assert atk_of(s, a) == 2500


@card(CURTAIN)
def test_curtain_of_sparks_needs_a_spellcaster_in_the_gy(board):
    s = board.game(cards=([DM], [CURTAIN, BEWD]))
    a = board.monster(s, 0, DM)
    trap = board.spell(s, 1, CURTAIN, SET)
    board.gy(s, 1, BEWD)
    attack(s, a)
    assert s.window is None and s.pos[trap] == SET and s.lp[1] == 8000 - 2500


DRAGON_ENCOUNTER = 15176
CEREMONIAL_GATE, CEREMONIAL_SORCERER, CEREMONIAL_KNIGHT = 21598, 21589, 21590


@card(DRAGON_ENCOUNTER)
def test_dragon_encounter_summons_a_dragon_from_the_hand_on_a_normal_summon(board):
    s = board.game(cards=([], [DRAGON_ENCOUNTER, BEWD, LESSER_DRAGON]))
    trap = board.spell(s, 1, DRAGON_ENCOUNTER, SET)
    dragons = [board.hand(s, 1, BEWD), board.hand(s, 1, LESSER_DRAGON)]
    other = board.hand(s, 1, FILLER)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert sorted(choices(s)) == sorted((d,) for d in dragons)  # never the Spellcaster
    play(s, f"pick {dragons[0]}", "position 2")  # a Level 8 from the hand, face-up Defense
    assert monsters(s, 1) == [dragons[0]] and s.pos[dragons[0]] == DEF
    assert s.hand[1] == [dragons[1], other] and trap in s.gy[1]


@card(DRAGON_ENCOUNTER)
def test_dragon_encounter_answers_a_special_summon_and_needs_a_dragon_in_hand(board):
    s = board.game(
        cards=([CEREMONIAL_GATE], [DRAGON_ENCOUNTER, LESSER_DRAGON]),
        extra=([CEREMONIAL_SORCERER], []),
    )
    trap = board.spell(s, 1, DRAGON_ENCOUNTER, SET)
    board.hand(s, 1, FILLER)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None  # no Dragon in hand: no timing
    dragon = board.hand(s, 1, LESSER_DRAGON)
    gate = board.hand(s, 0, CEREMONIAL_GATE)
    other = board.monster(s, 0, FILLER)
    sorcerer = s.extra[0][0]
    play(s, f"act {gate} {sorcerer} {low} {other}", "position 1")  # a Ritual Summon
    assert actor(s) == 1
    play(s, f"act {trap}", "position 1")
    assert s.pos[dragon] == ATK and monsters(s, 1) == [dragon]


@card(DRAGON_ENCOUNTER)
def test_dragon_encounter_needs_a_free_monster_zone(board):
    s = board.game(cards=([], [DRAGON_ENCOUNTER, LESSER_DRAGON]))
    trap = board.spell(s, 1, DRAGON_ENCOUNTER, SET)
    board.hand(s, 1, LESSER_DRAGON)
    for _ in range(3):
        board.monster(s, 1, FILLER)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None and s.pos[trap] == SET


COUNTER_CANNONBALL = 15210


@card(COUNTER_CANNONBALL)
def test_counter_cannonball_sends_a_card_and_burns_200_per_level_of_the_attacker(board):
    s = board.game(cards=([DM], [COUNTER_CANNONBALL, BEWD]))
    a = board.monster(s, 0, DM)  # Level 7
    trap = board.spell(s, 1, COUNTER_CANNONBALL, SET)
    cost, kept = board.hand(s, 1, BEWD), board.hand(s, 1, FILLER)
    attack(s, a)
    assert sorted(activations(s, trap)) == sorted([(cost,), (kept,)])
    play(s, f"act {trap} {cost}")
    assert s.gy[1] == [cost, trap] and s.hand[1] == [kept]
    assert s.lp[0] == 8000 - 7 * 200
    assert s.lp[1] == 8000 - 2500  # the attack goes on


@card(COUNTER_CANNONBALL)
def test_counter_cannonball_needs_a_card_in_hand(board):
    s = board.game(cards=([DM], [COUNTER_CANNONBALL]))
    a = board.monster(s, 0, DM)
    trap = board.spell(s, 1, COUNTER_CANNONBALL, SET)
    attack(s, a)
    assert s.window is None and s.pos[trap] == SET and s.lp == [8000, 8000 - 2500]


DISCO_BALL = 15455


@card(DISCO_BALL)
def test_party_time_disco_ball_revives_an_aqua_when_a_level_5_is_tribute_summoned(board):
    s = board.game(cards=([SKULL], [DISCO_BALL, AQUA]))
    trap = board.spell(s, 1, DISCO_BALL, SET)
    aqua = board.gy(s, 1, AQUA)
    board.gy(s, 1, FILLER)  # not an Aqua
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None  # Level 4: no timing
    skull = board.hand(s, 0, SKULL)
    play(s, f"summon {skull} {low}")
    assert actor(s) == 1
    play(s, f"act {trap}", "position 2")
    assert monsters(s, 1) == [aqua] and s.pos[aqua] == DEF and aqua not in s.gy[1]
    assert trap in s.gy[1]


@card(DISCO_BALL)
def test_party_time_disco_ball_needs_an_aqua_in_the_gy(board):
    s = board.game(cards=([SKULL], [DISCO_BALL]))
    trap = board.spell(s, 1, DISCO_BALL, SET)
    board.gy(s, 1, FILLER)
    low = board.monster(s, 0, FILLER)
    skull = board.hand(s, 0, SKULL)
    play(s, f"summon {skull} {low}")
    assert s.window is None and s.pos[trap] == SET


SIESTA_HOLD = 15458


@card(SIESTA_HOLD)
def test_siesta_hold_sets_the_opponents_only_monster_face_down(board):
    s = board.game(cards=([], [SIESTA_HOLD]))
    trap = board.spell(s, 1, SIESTA_HOLD, SET)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert actor(s) == 1
    play(s, f"act {trap}")
    assert s.pos[low] == FACEDOWN and trap in s.gy[1]
    play(s, "battle")
    assert verbs(s) == ["end"]  # a face-down monster cannot attack


@card(SIESTA_HOLD)
def test_siesta_hold_not_when_the_opponent_has_another_monster(board):
    s = board.game(cards=([], [SIESTA_HOLD]))
    trap = board.spell(s, 1, SIESTA_HOLD, SET)
    board.monster(s, 0, FILLER)
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert s.window is None and s.pos[low] == ATK and s.pos[trap] == SET


TRAP_HOLE = 15913


@card(TRAP_HOLE)
def test_trap_hole_destroys_a_normal_summoned_monster_with_1000_or_more_atk(board):
    s = board.game(cards=([CAT], [TRAP_HOLE]))
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    cat = board.hand(s, 0, CAT)
    play(s, f"summon {cat}")
    assert s.window is None  # 0 ATK
    low = board.hand(s, 0, FILLER)
    play(s, f"summon {low}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.pos[low] == OFF and low in s.gy[0] and trap in s.gy[1] and s.pos[cat] == ATK


@card(TRAP_HOLE)
def test_trap_hole_answers_a_tribute_summon(board):
    s = board.game(cards=([SKULL], [TRAP_HOLE]))
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    low = board.monster(s, 0, FILLER)
    skull = board.hand(s, 0, SKULL)
    play(s, f"summon {skull} {low}")
    assert actor(s) == 1
    play(s, f"act {trap}")
    assert s.pos[skull] == OFF and {low, skull} <= set(s.gy[0]) and monsters(s, 0) == []


@card(TRAP_HOLE)
def test_trap_hole_does_not_answer_a_special_summon(board):
    s = board.game(cards=([CEREMONIAL_GATE], [TRAP_HOLE]), extra=([CEREMONIAL_SORCERER], []))
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    gate = board.hand(s, 0, CEREMONIAL_GATE)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    sorcerer = s.extra[0][0]
    play(s, f"act {gate} {sorcerer} {a} {b}", "position 1")
    assert s.window is None and s.pos[sorcerer] == ATK and s.pos[trap] == SET


@card(SAKURETSU)
def test_sakuretsu_armor_destroys_the_attacker(board):
    s = board.game(cards=([DM, DM], [SAKURETSU]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    trap = board.spell(s, 1, SAKURETSU, SET)
    attack(s, a)
    assert activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.pos[a] == OFF and a in s.gy[0] and s.pos[b] == ATK
    assert s.lp == [8000, 8000] and trap in s.gy[1]


MIRROR_FORCE = 16954


@card(MIRROR_FORCE)
def test_mirror_force_destroys_every_attack_position_monster_of_the_attacker(board):
    s = board.game(cards=([DM, BEWD], [MIRROR_FORCE, DM]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, BEWD)
    d = board.monster(s, 0, FILLER, FACEDOWN)
    mine = board.monster(s, 1, DM)
    trap = board.spell(s, 1, MIRROR_FORCE, SET)
    attack(s, a, mine)
    play(s, f"act {trap}")
    assert s.pos[a] == s.pos[b] == OFF and s.pos[d] == FACEDOWN
    assert s.pos[mine] == ATK and s.lp == [8000, 8000] and trap in s.gy[1]


MAGIC_CYLINDER = 18403


@card(MAGIC_CYLINDER)
def test_magic_cylinder_negates_the_attack_and_deals_its_atk(board):
    s = board.game(cards=([DM], [MAGIC_CYLINDER, FILLER]))
    a = board.monster(s, 0, DM)
    mine = board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, MAGIC_CYLINDER, SET)
    attack(s, a, mine)
    play(s, f"act {trap}")
    assert s.lp == [8000 - 2500, 8000] and trap in s.gy[1]
    assert s.pos[a] == ATK and s.pos[mine] == ATK  # no battle took place
    assert verbs(s) == ["end"]  # the attacker has used its attack


WIDESPREAD_RUIN = 18581


@card(WIDESPREAD_RUIN)
def test_widespread_ruin_destroys_the_highest_atk_attack_position_monster(board):
    s = board.game(cards=([DM, BEWD], [WIDESPREAD_RUIN]))
    a = board.monster(s, 0, FILLER)
    dm = board.monster(s, 0, DM)
    dragon = board.monster(s, 0, BEWD, DEF)  # higher ATK, but in Defense Position
    trap = board.spell(s, 1, WIDESPREAD_RUIN, SET)
    attack(s, a)
    play(s, f"act {trap}")  # one highest: no choice to make
    assert s.resolving is None and s.pos[dm] == OFF and s.pos[dragon] == DEF
    assert s.pos[a] == ATK and s.lp[1] == 8000 - 1500  # the attack goes on


@card(WIDESPREAD_RUIN)
def test_widespread_ruin_chooses_among_tied_highest_monsters(board):
    s = board.game(cards=([DM, DM], [WIDESPREAD_RUIN]))
    a = board.monster(s, 0, FILLER)
    x, y = board.monster(s, 0, DM), board.monster(s, 0, DM)
    trap = board.spell(s, 1, WIDESPREAD_RUIN, SET)
    attack(s, a)
    play(s, f"act {trap}")
    assert sorted(choices(s)) == [(x,), (y,)]  # never the 1500 ATK attacker
    play(s, f"pick {y}")
    assert s.pos[y] == OFF and s.pos[x] == ATK and s.pos[a] == ATK


NEGATE_ATTACK = 19342


@card(NEGATE_ATTACK)
def test_negate_attack_stops_the_attack_and_every_other_attack_this_turn(board):
    s = board.game(cards=([DM, DM], [NEGATE_ATTACK]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    trap = board.spell(s, 1, NEGATE_ATTACK, SET)
    attack(s, a)
    play(s, f"act {trap}")
    assert s.lp == [8000, 8000] and trap in s.gy[1]
    assert verbs(s) == ["end"] and s.pos[b] == ATK
    play(s, "end", "end")  # the next turn of the same player: attacks again
    play(s, "battle")
    assert f"attack {a}" in verbs(s) and f"attack {b}" in verbs(s)


# ------------------------------------------------------------------------------ Field Spells


def field_board(board, spell, mine, theirs, more=()):
    """A board with the Field Spell in player 0's hand and these monsters face-up on each side
    (`more`: other cards in player 0's Deck)."""
    s = board.game(cards=([spell, *mine, *more], list(theirs)))
    field = board.hand(s, 0, spell)
    placed = [board.monster(s, 0, m) for m in mine] + [board.monster(s, 1, m) for m in theirs]
    before = {m: stats(s, m) for m in placed}
    return s, field, before


def changes(s, before):
    """How much each monster's ATK and DEF changed since `before`."""
    return [(atk_of(s, m) - a, def_of(s, m) - d) for m, (a, d) in before.items()]


MOUNTAIN = 15228


@card(MOUNTAIN)
def test_mountain_raises_dragons_winged_beasts_and_thunders_only_while_face_up(board):
    s, field, before = field_board(board, MOUNTAIN, [DRAGON, THUNDER, FILLER], [WINGED_BEAST])
    play(s, f"set {field}")  # Set face-down in the Field Zone: no change yet
    assert s.fzone[0] == field and changes(s, before) == [(0, 0)] * 4
    play(s, f"act {field}")
    assert s.fzone[0] == field and s.pos[field] == FACEUP
    assert changes(s, before) == [(200, 200), (200, 200), (0, 0), (200, 200)]


APOCALYPSE = 15449


@card(APOCALYPSE)
def test_beast_gear_world_raises_three_types_and_lowers_three_others_by_300_atk(board):
    s, field, before = field_board(
        board, APOCALYPSE, [BEAST_WARRIOR, FIEND, MACHINE], [DRAGON, SPELLCASTER, FAIRY]
    )
    play(s, f"act {field}")
    assert s.fzone[0] == field
    assert changes(s, before) == [(300, 0)] * 3 + [(-300, 0)] * 3


WASTELAND = 15600


@card(WASTELAND)
def test_wasteland_raises_dinosaurs_zombies_and_rocks(board):
    s, field, before = field_board(board, WASTELAND, [DINOSAUR, ZOMBIE], [ROCK, FILLER])
    play(s, f"act {field}")
    assert changes(s, before) == [(200, 200)] * 3 + [(0, 0)]


UMI = 15820


@card(UMI)
def test_umi_raises_sea_types_and_thunders_and_lowers_machines_and_pyros(board):
    s, field, before = field_board(board, UMI, [FISH, SEA_SERPENT, MACHINE], [THUNDER, AQUA, PYRO])
    play(s, f"act {field}")
    assert changes(s, before) == [
        (200, 200),
        (200, 200),
        (-200, -200),
        (200, 200),
        (200, 200),
        (-200, -200),
    ]


FOREST = 15821


@card(FOREST)
def test_forest_raises_insects_beasts_plants_and_beast_warriors(board):
    s, field, before = field_board(board, FOREST, [INSECT, BEAST, FILLER], [PLANT, BEAST_WARRIOR])
    play(s, f"act {field}")
    assert changes(s, before) == [(200, 200), (200, 200), (0, 0), (200, 200), (200, 200)]


SOGEN = 16173


@card(SOGEN)
def test_sogen_raises_warriors_and_beast_warriors_until_it_leaves(board):
    s, field, before = field_board(
        board, SOGEN, [WARRIOR, FILLER], [BEAST_WARRIOR], more=[MOUNTAIN]
    )
    play(s, f"act {field}")
    assert changes(s, before) == [(200, 200), (0, 0), (200, 200)]
    mountain = board.hand(s, 0, MOUNTAIN)
    play(s, f"act {mountain}")  # a new Field Spell sends Sogen to the GY
    assert field in s.gy[0] and changes(s, before) == [(0, 0)] * 3


YAMI = 16930


@card(YAMI)
def test_yami_raises_fiends_and_spellcasters_and_lowers_fairies(board):
    s, field, before = field_board(board, YAMI, [FIEND, SPELLCASTER], [FAIRY, WARRIOR])
    play(s, f"act {field}")
    assert changes(s, before) == [(200, 200), (200, 200), (-200, -200), (0, 0)]


# ----------------------------------------------------------------------------- Equip Spells

LEGENDARY_SWORD = 18896


@card(LEGENDARY_SWORD)
def test_legendary_sword_equips_a_warrior_on_either_field(board):
    s = board.game(cards=([LEGENDARY_SWORD], [WARRIOR, WARRIOR, DARK_HOLE]))
    sword = board.hand(s, 0, LEGENDARY_SWORD)
    board.monster(s, 0, FILLER)  # a Spellcaster: not a target
    theirs = board.monster(s, 1, WARRIOR)
    board.monster(s, 1, WARRIOR, FACEDOWN)  # face-down: not a target
    assert activations(s, sword) == [(theirs,)]
    play(s, f"act {sword} {theirs}")
    assert s.pos[sword] == FACEUP and sword in s.szone[0]
    assert stats(s, theirs) == (1100 + 300, 1100 + 300)
    dark_hole = board.hand(s, 1, DARK_HOLE)
    play(s, "end")
    assert stats(s, theirs) == (1400, 1400)  # it stays while equipped
    play(s, f"act {dark_hole}")
    assert theirs in s.gy[1] and sword in s.gy[0]  # the Equip leaves with the monster


GRACE_SPEAR = 18984
MAGICAL_KNIGHT = 16900  # Sevens Paladin: a Level 9 Magical Knight Fusion, 2900 ATK


@card(GRACE_SPEAR)
def test_magical_grace_spear_gives_a_spellcaster_200_atk_and_piercing(board):
    s = board.game(cards=([GRACE_SPEAR, WARRIOR], [CAT]))
    spear = board.hand(s, 0, GRACE_SPEAR)
    mine = board.monster(s, 0, FILLER)
    board.monster(s, 0, WARRIOR)  # not a Spellcaster or Magical Knight
    board.monster(s, 1, FILLER)  # the opponent's Spellcaster: not a target
    wall = board.monster(s, 1, CAT, DEF)  # 1400 DEF
    assert activations(s, spear) == [(mine,)]
    play(s, f"act {spear} {mine}")
    assert atk_of(s, mine) == 1700
    attack(s, mine, wall)
    assert s.pos[wall] == OFF and s.lp[1] == 8000 - (1700 - 1400)


@card(GRACE_SPEAR)
def test_magical_grace_spear_adds_200_per_level_to_a_magical_knight(board):
    s = board.game(cards=([GRACE_SPEAR], []), extra=([MAGICAL_KNIGHT], []))
    spear = board.hand(s, 0, GRACE_SPEAR)
    knight = board.monster(s, 0, MAGICAL_KNIGHT)  # Level 9
    play(s, f"act {spear} {knight}")
    assert atk_of(s, knight) == 2900 + 200 + 9 * 200


# ---------------------------------------------------------------- continuous monster effects

HARPIE_LADY_1, HARPIE_LADY = 19099, 17342


@card(HARPIE_LADY_1)
def test_harpie_lady_1_is_named_harpie_lady_and_raises_wind_monsters_by_300(board):
    s = board.game(cards=([HARPIE_LADY_1], [WIND, SAKURETSU]))
    harpie = board.monster(s, 0, HARPIE_LADY_1)
    bird = board.monster(s, 1, WIND)
    dark = board.monster(s, 0, FILLER)
    trap = board.spell(s, 1, SAKURETSU, SET)
    assert facts(s, harpie).name_id == HARPIE_LADY
    assert atk_of(s, harpie) == 1300 + 300 and atk_of(s, bird) == 1500 + 300
    assert atk_of(s, dark) == 1500 and def_of(s, bird) == 1100
    attack(s, harpie, bird)
    play(s, f"act {trap}")  # Harpie Lady 1 leaves the field: the bird is back to 1500
    assert harpie in s.gy[0] and atk_of(s, bird) == 1500


CYBER_END, CYBER_DRAGON, FUSION = 18348, 18353, 16934


@card(CYBER_END, FUSION)
def test_cyber_end_dragon_inflicts_piercing_damage(board):
    s = board.game(cards=([FUSION, *[CYBER_DRAGON] * 3], [CAT]), extra=([CYBER_END], []))
    fusion = board.hand(s, 0, FUSION)
    dragons = sorted(board.monster(s, 0, CYBER_DRAGON) for _ in range(3))
    ced = s.extra[0][0]
    play(s, f"act {fusion} {ced} {' '.join(map(str, dragons))}", "position 1")
    wall = board.monster(s, 1, CAT, DEF)  # 1400 DEF
    attack(s, ced, wall)
    assert s.pos[wall] == OFF and s.lp[1] == 8000 - (4000 - 1400)


@card(FUSION)
def test_fusion_summons_from_the_named_face_up_materials(board):
    manipulator, swordsman, flame_swordsman = 16960, 16962, 16956
    s = board.game(cards=([FUSION, manipulator, swordsman], []), extra=([flame_swordsman], []))
    fusion = board.hand(s, 0, FUSION)
    a = board.monster(s, 0, manipulator)
    b = board.hand(s, 0, swordsman)
    fs = s.extra[0][0]
    assert activations(s, fusion) == []  # a material in the hand
    play(s, f"summon {b}")
    assert activations(s, fusion) == [(fs, a, b)]  # the position: chosen as it resolves
    play(s, f"act {fusion} {fs} {a} {b}", "position 2")
    assert monsters(s, 0) == [fs] and s.pos[fs] == DEF
    assert {a, b, fusion} <= set(s.gy[0]) and fs not in s.extra[0]


@card(FUSION)
def test_fusion_cannot_use_a_face_down_material(board):
    manipulator, swordsman, flame_swordsman = 16960, 16962, 16956
    s = board.game(cards=([FUSION, manipulator, swordsman], []), extra=([flame_swordsman], []))
    fusion = board.hand(s, 0, FUSION)
    board.monster(s, 0, manipulator)
    board.monster(s, 0, swordsman, FACEDOWN)
    assert activations(s, fusion) == []


# ---------------------------------------------------------------------------- Maximum Mode


def maximum_attacks_into_sakuretsu(board, centre, left, right):
    """Player 0 Maximum Summons and attacks directly; player 1 answers with Sakuretsu Armor."""
    s = board.game(cards=([centre, left, right], [SAKURETSU]))
    c = board.hand(s, 0, centre)
    pieces = [board.hand(s, 0, left), board.hand(s, 0, right)]
    trap = board.spell(s, 1, SAKURETSU, SET)
    play(s, f"max {c}")
    attack(s, c)
    assert activations(s, trap) == [()]
    play(s, f"act {trap}")  # "destroy the attacking monster": it cannot be
    assert trap in s.gy[1] and s.pos[c] == ATK and all(p in s.mzone[0] for p in pieces)
    assert s.lp[1] == 8000 - s.infos[c].maximum_atk


def tribute_summoned_centre_is_destroyed(board, centre):
    """Tribute Summoned on its own, the centre piece is an ordinary monster."""
    s = board.game(cards=([centre], [SAKURETSU]))
    c = board.hand(s, 0, centre)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    trap = board.spell(s, 1, SAKURETSU, SET)
    play(s, f"summon {c} {a} {b}")
    attack(s, c)
    play(s, f"act {trap}")
    assert s.pos[c] == OFF and c in s.gy[0] and s.lp[1] == 8000


@card(15898)
def test_supreme_machine_magnum_overlord_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 15898, 15897, 15899)
    tribute_summoned_centre_is_destroyed(board, 15898)


@card(15905)
def test_yggdrago_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 15905, 15904, 15906)
    tribute_summoned_centre_is_destroyed(board, 15905)


@card(16145)
def test_wyrm_excavator_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 16145, 16144, 16146)
    tribute_summoned_centre_is_destroyed(board, 16145)


@card(16322)
def test_hyper_engine_vast_vulcan_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 16322, 16321, 16323)
    tribute_summoned_centre_is_destroyed(board, 16322)


@card(17240)
def test_dragias_burst_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 17240, 17239, 17241)
    tribute_summoned_centre_is_destroyed(board, 17240)


@card(17666)
def test_supreme_beasteam_magnum_overlord_survives_opponents_traps_in_maximum_mode(board):
    maximum_attacks_into_sakuretsu(board, 17666, 17665, 17667)
    tribute_summoned_centre_is_destroyed(board, 17666)


DYNAMIX, DYNAMIX_L, DYNAMIX_R = 16574, 16573, 16575


@card(DYNAMIX_R)
def test_dynamic_dino_dynamix_r_protects_the_maximum_monster_from_opponents_traps(board):
    maximum_attacks_into_sakuretsu(board, DYNAMIX, DYNAMIX_L, DYNAMIX_R)


@card(DYNAMIX_R)
def test_dynamic_dino_dynamix_r_alone_is_destroyed_by_a_trap(board):
    s = board.game(cards=([DYNAMIX_R], [SAKURETSU]))
    r = board.hand(s, 0, DYNAMIX_R)
    trap = board.spell(s, 1, SAKURETSU, SET)
    play(s, f"summon {r}")
    attack(s, r)
    play(s, f"act {trap}")
    assert s.pos[r] == OFF and r in s.gy[0]


@card(15898)
def test_maximum_mode_is_still_destroyed_by_an_opponents_spell(board):
    s = board.game(cards=([15898, 15897, 15899], [DARK_HOLE]))
    c = board.hand(s, 0, 15898)
    board.hand(s, 0, 15897)
    board.hand(s, 0, 15899)
    dark_hole = board.hand(s, 1, DARK_HOLE)
    play(s, f"max {c}", "end")
    play(s, f"act {dark_hole}")
    assert s.mzone[0] == [-1, -1, -1] and c in s.gy[0]


# ---------------------------------------------------------------------------- Ritual Spells


def materials(s, spell, monster):
    """The sets of materials offered to Ritual Summon this monster (its position, face-up
    Attack or Defense, is chosen as the Spell resolves)."""
    found = [a[1:] for a in activations(s, spell) if a[0] == monster]
    return sorted(tuple(sorted(m)) for m in found)


def ritual_targets(s, spell):
    return sorted({a[0] for a in activations(s, spell)})


def ritual_from_hand_or_field(board, spell, monster):
    """A Ritual Spell whose materials may come from the hand or the field (face-down too):
    a face-down Level 4 on the field and a Level 4 in the hand make Level 8."""
    s = board.game(cards=([spell], []), extra=([monster], []))
    ritual = board.hand(s, 0, spell)
    down = board.monster(s, 0, FILLER, FACEDOWN)
    held = board.hand(s, 0, FILLER)
    r = s.extra[0][0]
    assert ritual_targets(s, spell=ritual) == [r]
    assert materials(s, ritual, r) == [tuple(sorted((down, held)))]
    play(s, f"act {ritual} {r} {down} {held}", "position 2")
    assert monsters(s, 0) == [r] and s.pos[r] == DEF and r not in s.extra[0]
    assert {ritual, down, held} <= set(s.gy[0]) and s.hand[0] == []
    return s, r


def ritual_from_face_up_monsters(board, spell, targets, count=2):
    """A Ritual Spell whose materials are face-up monsters on the field only: `count` face-up
    Level 4s; a face-down one and one in the hand are never materials."""
    s = board.game(cards=([spell], []), extra=(list(targets), []))
    ritual = board.hand(s, 0, spell)
    up = [board.monster(s, 0, FILLER) for _ in range(count)]
    monsters_in_extra = list(s.extra[0])
    if count < 3:
        board.monster(s, 0, FILLER, FACEDOWN)
    board.hand(s, 0, FILLER)
    assert ritual_targets(s, ritual) == sorted(monsters_in_extra)
    for r in monsters_in_extra:
        assert materials(s, ritual, r) == [tuple(sorted(up))]
    r = monsters_in_extra[-1]
    play(s, f"act {ritual} {r} {' '.join(map(str, up))}", "position 1")
    assert s.pos[r] == ATK and set(up) | {ritual} <= set(s.gy[0])
    return s, r


BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588


@card(BLACK_MAGIC_RITUAL)
def test_black_magic_ritual_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, BLACK_MAGIC_RITUAL, BLACK_CHAOS)


@card(BLACK_MAGIC_RITUAL)
def test_black_magic_ritual_uses_no_more_monsters_than_needed(board):
    s = board.game(cards=([BLACK_MAGIC_RITUAL, DM, CAT], []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    dm = board.monster(s, 0, DM)  # Level 7
    cat = board.monster(s, 0, CAT)  # Level 1
    low = board.hand(s, 0, FILLER)  # Level 4
    chaos = s.extra[0][0]
    # 7 + 1 and 7 + 4 reach 8; 7 + 1 + 4 would use one more than needed; 1 + 4 falls short
    assert materials(s, ritual, chaos) == sorted([tuple(sorted(x)) for x in ((dm, cat), (dm, low))])


@card(CEREMONIAL_GATE)
def test_ceremonial_gate_summons_either_ceremonial_monster_from_face_up_materials(board):
    ritual_from_face_up_monsters(board, CEREMONIAL_GATE, [CEREMONIAL_SORCERER, CEREMONIAL_KNIGHT])


@card(CEREMONIAL_GATE)
def test_ceremonial_gate_one_level_7_is_enough(board):
    s = board.game(cards=([CEREMONIAL_GATE, DM], []), extra=([CEREMONIAL_KNIGHT], []))
    ritual = board.hand(s, 0, CEREMONIAL_GATE)
    dm = board.monster(s, 0, DM)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    knight = s.extra[0][0]
    assert materials(s, ritual, knight) == sorted([(dm,), tuple(sorted((a, b)))])
    play(s, f"act {ritual} {knight} {dm}", "position 1")
    assert s.pos[knight] == ATK and s.pos[a] == s.pos[b] == ATK and dm in s.gy[0]


PLASMATIC_PLAY, LYSTELLA, BLAU = 21702, 21691, 21692


@card(PLASMATIC_PLAY)
def test_plasmatic_model_play_uses_thunders_and_only_thunders_attack_this_turn(board):
    s = board.game(cards=([PLASMATIC_PLAY, THUNDER_4, THUNDER_4], []), extra=([LYSTELLA, BLAU], []))
    ritual = board.hand(s, 0, PLASMATIC_PLAY)
    thunders = sorted(board.monster(s, 0, THUNDER_4) for _ in range(2))
    other = board.monster(s, 0, FILLER)  # a Spellcaster: never a material
    lystella, blau = s.extra[0]
    assert ritual_targets(s, ritual) == sorted([lystella, blau])
    assert materials(s, ritual, lystella) == [tuple(thunders)]
    play(s, f"act {ritual} {lystella} {' '.join(map(str, thunders))}", "position 1")
    assert s.pos[lystella] == ATK and set(thunders) <= set(s.gy[0])
    play(s, "battle")
    assert f"attack {lystella}" in verbs(s) and f"attack {other}" not in verbs(s)
    play(s, "end", "end", "battle")  # the restriction ended with the turn
    assert f"attack {other}" in verbs(s)


@card(PLASMATIC_PLAY)
def test_plasmatic_model_play_needs_thunder_materials(board):
    s = board.game(cards=([PLASMATIC_PLAY, THUNDER_4], []), extra=([LYSTELLA], []))
    ritual = board.hand(s, 0, PLASMATIC_PLAY)
    board.monster(s, 0, THUNDER_4)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER)
    assert activations(s, ritual) == []  # 4 Levels of Thunder only


LEGEND_ADVENT, LINEAGE_SABER = 21703, 21693


@card(LEGEND_ADVENT)
def test_legend_advent_needs_ten_levels_of_face_up_monsters(board):
    s = board.game(cards=([LEGEND_ADVENT], []), extra=([LINEAGE_SABER], []))
    ritual = board.hand(s, 0, LEGEND_ADVENT)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER, FACEDOWN)
    board.hand(s, 0, FILLER)
    assert activations(s, ritual) == []  # 8 Levels face-up


@card(LEGEND_ADVENT)
def test_legend_advent_summons_legend_lineage_saber(board):
    ritual_from_face_up_monsters(board, LEGEND_ADVENT, [LINEAGE_SABER], count=3)


ZERA_RITUAL, ZERA_ADVENT, ZERA_THE_MANT, ZERA_THE_EVIL_FIEND = 21855, 21856, 21848, 21849


@card(ZERA_RITUAL)
def test_zera_ritual_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, ZERA_RITUAL, ZERA_THE_MANT)


@card(ZERA_ADVENT)
def test_zera_advent_summons_either_zera_from_face_up_materials(board):
    ritual_from_face_up_monsters(board, ZERA_ADVENT, [ZERA_THE_MANT, ZERA_THE_EVIL_FIEND])


HAMBURGER_RECIPE, HAMBURGER_FAST, HUNGRY_BURGER, HUNGREED_BURGER = 22023, 22024, 22042, 22009


@card(HAMBURGER_RECIPE)
def test_hamburger_recipe_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, HAMBURGER_RECIPE, HUNGRY_BURGER)


@card(HAMBURGER_FAST)
def test_hamburger_fast_recipe_summons_either_burger_from_face_up_materials(board):
    ritual_from_face_up_monsters(board, HAMBURGER_FAST, [HUNGRY_BURGER, HUNGREED_BURGER])


CROSSROADS_OF_ZERA, ZERATO, MAZERA = 22028, 22011, 22012


@card(CROSSROADS_OF_ZERA)
def test_crossroads_of_zera_summons_zerato_or_mazera_from_face_up_materials(board):
    ritual_from_face_up_monsters(board, CROSSROADS_OF_ZERA, [ZERATO, MAZERA])


BLACK_LUSTER_RITUAL, BLACK_LUSTER_SOLDIER = 22239, 22218


@card(BLACK_LUSTER_RITUAL)
def test_black_luster_ritual_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, BLACK_LUSTER_RITUAL, BLACK_LUSTER_SOLDIER)


NECROMAID_STITCH, NECROMAID_LURKER = 22454, 22449


@card(NECROMAID_STITCH)
def test_necromaid_stitch_summons_necromaid_lurker_from_face_up_materials(board):
    ritual_from_face_up_monsters(board, NECROMAID_STITCH, [NECROMAID_LURKER])


WAR_LION_RITUAL, SUPER_WAR_LION = 22462, 22471


@card(WAR_LION_RITUAL)
def test_war_lion_ritual_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, WAR_LION_RITUAL, SUPER_WAR_LION)


FORTRESS_WHALES_OATH, FORTRESS_WHALE = 22887, 22871


@card(FORTRESS_WHALES_OATH)
def test_fortress_whales_oath_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, FORTRESS_WHALES_OATH, FORTRESS_WHALE)


RITE_OF_DESPAIR, DEAD_CORE = 23063, 23058


@card(RITE_OF_DESPAIR)
def test_rite_of_despair_takes_one_face_up_fiend(board):
    s = board.game(cards=([RITE_OF_DESPAIR, FIEND, FIEND], []), extra=([DEAD_CORE], []))
    ritual = board.hand(s, 0, RITE_OF_DESPAIR)
    imp = board.monster(s, 0, FIEND)  # Level 4 Fiend: enough alone for Level 3
    board.monster(s, 0, FILLER)  # a Spellcaster: never a material
    board.monster(s, 0, FIEND, FACEDOWN)
    dead_core = s.extra[0][0]
    assert materials(s, ritual, dead_core) == [(imp,)]
    play(s, f"act {ritual} {dead_core} {imp}", "position 2")
    assert s.pos[dead_core] == DEF and imp in s.gy[0] and ritual in s.gy[0]


BEASTLY_MIRROR_RITUAL, FIENDS_MIRROR = 23253, 23266


@card(BEASTLY_MIRROR_RITUAL)
def test_beastly_mirror_ritual_takes_materials_from_the_hand_and_face_down(board):
    ritual_from_hand_or_field(board, BEASTLY_MIRROR_RITUAL, FIENDS_MIRROR)


@card(HARPIE_LADY_1)
def test_harpie_lady_1_is_named_harpie_lady_in_the_gy(board):
    s = board.game(cards=([HARPIE_LADY_1, DARK_HOLE], []))
    harpie = board.monster(s, 0, HARPIE_LADY_1)
    dark_hole = board.hand(s, 0, DARK_HOLE)
    play(s, f"act {dark_hole}")
    assert harpie in s.gy[0]
    assert facts(s, harpie).name_id == HARPIE_LADY


@card(ZERA_ADVENT)
def test_zera_advent_is_named_zera_ritual_in_the_gy(board):
    s = board.game(cards=([ZERA_ADVENT], []), extra=([ZERA_THE_MANT], []))
    advent = board.hand(s, 0, ZERA_ADVENT)
    assert facts(s, advent).name_id == ZERA_ADVENT  # in the hand it keeps its own name
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    mant = s.extra[0][0]
    play(s, f"act {advent} {mant} {a} {b}", "position 1")
    assert advent in s.gy[0]
    assert facts(s, advent).name_id == ZERA_RITUAL


@card(CROSSROADS_OF_ZERA)
def test_crossroads_of_zera_is_named_zera_ritual_in_the_gy(board):
    s = board.game(cards=([CROSSROADS_OF_ZERA], []), extra=([ZERATO], []))
    crossroads = board.hand(s, 0, CROSSROADS_OF_ZERA)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    zerato = s.extra[0][0]
    play(s, f"act {crossroads} {zerato} {a} {b}", "position 1")
    assert crossroads in s.gy[0]
    assert facts(s, crossroads).name_id == ZERA_RITUAL
