"""Monster ignition effects, one scenario (or more) per encoded card: a concrete board, the effect
played by legal actions only, and what it changed (costs, moved cards, ATK/DEF, LP, the rules
left in force and when they end) as well as when it is not offered at all."""

from card_support import activations, card, choices, play, verbs

from validator.engine.lasting import atk_of, def_of, facts
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF, SET

# Vanilla monsters used as material, costs and targets.
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
DM = 15410  # Dark Magician: Level 7 DARK Spellcaster 2500/2100
BEWD = 15184  # Blue-Eyes White Dragon: Level 8 LIGHT Dragon 3000/2500
REBD = 15351  # Red-Eyes Black Dragon: Level 7 DARK Dragon 2400/2000
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
GOAT = 15670  # Babysitter Goat: Level 1 DARK Fiend 0/1400
FAITH_BIRD = 15216  # Level 4 WIND Winged Beast 1500/1100
MANIPULATOR = 16960  # Flame Manipulator: Level 3 FIRE Spellcaster 900/1000
BARRACUDA = 15422  # Jet Barracuda: Level 3 WATER Fish
DRAGONS_SAGE = 15170  # Level 3 WATER Dragon
SAMURAI = 15655  # Masaki the Legendary Samurai: Level 4 EARTH Warrior 1500/0
CELTIC = 16111  # Celtic Guardian: Level 4 EARTH Warrior 1400/1200
SWORD_DANCER = 16894  # Level 4 LIGHT Warrior 1400/500
SILVER_FANG = 15220  # Level 3 EARTH Beast
MISS_MUTTON = 17492  # Level 7 LIGHT Beast 2500/1600
GLADINESS = 23152  # Level 8 EARTH Beast-Warrior
SKULL = 15781  # Summoned Skull: Level 6 DARK Fiend 2500/1200
FERAL_IMP = 15217  # Level 4 DARK Fiend
ECHECLUS = 15596  # Level 6 LIGHT Fiend 1600/2000
NO_WAVE = 16310  # Royal Rebel's No Wave: Level 7 LIGHT Fiend 0/2600
MOKEY = 16116  # Mokey Mokey: Level 1 LIGHT Fairy
DRAKE_CRUSH = 16597  # Level 7 EARTH Wyrm Normal Monster
SHOVELON = 16125  # Level 4 EARTH Wyrm Normal Monster
MAX_RAIDER = 15199  # Level 7 EARTH Warrior
BEAN_SOLDIER = 16292  # Level 4 EARTH Plant Normal Monster
MUSHROOM_MAN = 15783  # Level 2 EARTH Plant Normal Monster

# Effect monsters that only stand somewhere (their own effects are not used).
HEAVY_METAL = 15441  # Royal Rebel's Heavy Metal: Level 8 LIGHT Fiend, 0 DEF
GAIGUST, SOUFFRAES = 20640, 20639

# Spells and Traps (without an encoding: they only take up a place).
PRESSURE = 15174  # Dragonic Pressure, a Normal Spell
POT_OF_GREED = 16372  # a Normal Spell: draw 2 cards
COUNTERATTACK = 15177  # Vengeful Dragon's Counterattack, a Trap
CITY_NIGHTS = 15817  # Shining City Nights, a Field Spell
SOGEN = 16173  # a Field Spell raising Warriors and Beast-Warriors only
KINGS_GREED = 19799
BLACK_MAGIC_RITUAL = 21597
REBORN = 16767  # Monster Reborn

# The cards of these scenarios.
SEVENS_MAGICIAN, MYSTIC_DEALER, DRAGIAS, GRAVITY_PRESS = 15150, 15155, 15164, 15165
TWIN_EDGE, PHOENIX, SEVENS_WITCH, RAIDACROSS = 15169, 15172, 15178, 15185
HILT, FIRE_GOLEM, WHISPERING_FAIRY, KURIBOT = 15186, 15187, 15188, 15189
DRAGONIC_SLAYER, PRIMA_GUITARNA, SAMEGALON, SONIC_ATTACKER = 15190, 15193, 15198, 15201
THUNDER, CHICK, SEVENS_MAGE, FULL_METEOR = 15202, 15352, 15426, 15428
ROMIC, ESPERADE, DIAN_KETO, DARK_LURKER = 15434, 15435, 15437, 15440
FLUTE, LANCER, SILVER_WOLF, GRANGANUS = 15443, 15445, 15562, 15594
BEAST_SUMMONER, SAVAGE_TIGER, YURUSHIMA_SAGE, ROCKER = 15603, 15606, 15651, 15665
BLUES, MIRAGIAS, OVERLORD, OVERLORD_L, OVERLORD_R = 15690, 15800, 15898, 15897, 15899
NANA, BUILDRAGON, SEVENS_WARLOCK, GEKKA = 16113, 16147, 16303, 16334
DRAGON_ROLL, THUNDERBOLD, SEVENS_ENCHANTER, SEVENS_SORCERER = 16607, 16672, 16953, 17287
BLUE_FANG, ELITE_AMP, CHAOS_DRAGON, MEINIR, GREAT_MIXER = 17865, 19771, 21591, 22627, 23716


def on_top(board, s, p, card_id):
    """Put a card of p's Deck on top of it (the next card milled or drawn); its instance."""
    c = board.take(s, p, card_id)
    s.deck[p].append(c)
    return c


def next_turns(s, n=2):
    """End this turn and the next ones (n turns in all)."""
    for _ in range(n):
        play(s, "end")


# --------------------------------------------------------------------------- 15150


@card(SEVENS_MAGICIAN)
def test_sevens_road_magician_mills_one_and_gains_300_per_attribute_in_the_gy(board):
    s = board.game(cards=([SEVENS_MAGICIAN, BEWD, MANIPULATOR, FILLER], []))
    magician = board.monster(s, 0, SEVENS_MAGICIAN)
    board.gy(s, 0, FILLER)  # DARK
    board.gy(s, 0, FILLER)  # DARK again: counted once
    board.gy(s, 0, BEWD)  # LIGHT
    top = on_top(board, s, 0, MANIPULATOR)  # FIRE: milled by the cost, then counted
    play(s, f"act {magician}")
    assert s.gy[0][-1] == top
    assert atk_of(s, magician) == 2100 + 3 * 300
    assert activations(s, magician) == []  # once per turn
    play(s, "end")
    assert atk_of(s, magician) == 2100


@card(SEVENS_MAGICIAN)
def test_sevens_road_magician_needs_a_card_in_the_deck_to_mill(board):
    s = board.game(cards=([SEVENS_MAGICIAN, FILLER], []))
    magician = board.monster(s, 0, SEVENS_MAGICIAN)
    board.gy(s, 0, FILLER)
    s.deck[0].clear()
    assert activations(s, magician) == []


# --------------------------------------------------------------------------- 15155


@card(MYSTIC_DEALER)
def test_mystic_dealer_sends_a_spellcaster_from_the_hand_and_draws_one(board):
    s = board.game(cards=([MYSTIC_DEALER, FAITH_BIRD, FILLER, DM], []))
    dealer = board.monster(s, 0, MYSTIC_DEALER)
    bird = board.hand(s, 0, FAITH_BIRD)
    assert activations(s, dealer) == []  # no Spellcaster in the hand
    caster = board.hand(s, 0, FILLER)
    assert activations(s, dealer) == [(caster,)]  # the Winged Beast cannot pay
    top = on_top(board, s, 0, DM)
    play(s, f"act {dealer} {caster}")
    assert s.gy[0] == [caster] and s.hand[0] == [bird, top]


# --------------------------------------------------------------------------- 15164


@card(DRAGIAS)
def test_dragias_attacks_again_after_destroying_a_monster(board):
    s = board.game(cards=([DRAGIAS, MANIPULATOR], [FILLER, CAT]))
    dragias = board.monster(s, 0, DRAGIAS)
    weak, cat = board.monster(s, 1, FILLER), board.monster(s, 1, CAT)
    top = on_top(board, s, 0, MANIPULATOR)
    play(s, f"act {dragias}")
    assert s.gy[0] == [top]
    play(s, "battle", f"attack {dragias} {weak}")
    assert s.pos[weak] == OFF
    play(s, f"attack {dragias} {cat}")  # the second attack
    assert s.pos[cat] == OFF and s.lp[1] == 8000 - 1000 - 2500
    assert verbs(s) == ["end"]  # no third


@card(DRAGIAS)
def test_dragias_has_no_second_attack_without_destroying(board):
    s = board.game(cards=([DRAGIAS], [BEWD, FILLER]))
    dragias = board.monster(s, 0, DRAGIAS)
    wall = board.monster(s, 1, BEWD, DEF)  # 2500 DEF: survives
    board.monster(s, 1, FILLER)
    play(s, f"act {dragias}", "battle", f"attack {dragias} {wall}")
    assert s.pos[wall] == DEF and verbs(s) == ["end"]


# --------------------------------------------------------------------------- 15165


@card(GRAVITY_PRESS)
def test_gravity_press_dragon_lowers_a_face_up_monster_700_atk_and_def_this_turn(board):
    s = board.game(cards=([GRAVITY_PRESS, FILLER], [DM, BEWD, FILLER]))
    press = board.monster(s, 0, GRAVITY_PRESS)
    dm, bewd = board.monster(s, 1, DM), board.monster(s, 1, BEWD)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, press) == []  # nothing in the hand to send
    cost = board.hand(s, 0, FILLER)
    play(s, f"act {press} {cost}")
    assert cost in s.gy[0]
    assert choices(s) == [(dm,), (bewd,)]  # not the face-down monster
    play(s, f"pick {dm}")
    assert (atk_of(s, dm), def_of(s, dm)) == (1800, 1400)
    assert (atk_of(s, bewd), def_of(s, bewd)) == (3000, 2500) and s.pos[hidden] == FACEDOWN
    play(s, "end")
    assert (atk_of(s, dm), def_of(s, dm)) == (2500, 2100)


@card(GRAVITY_PRESS)
def test_gravity_press_dragon_needs_a_face_up_monster_of_the_opponent(board):
    s = board.game(cards=([GRAVITY_PRESS, FILLER], [DM]))
    press = board.monster(s, 0, GRAVITY_PRESS)
    board.hand(s, 0, FILLER)
    board.monster(s, 1, DM, FACEDOWN)
    assert activations(s, press) == []


# --------------------------------------------------------------------------- 15169


@card(TWIN_EDGE)
def test_twin_edge_dragon_sends_a_card_and_attacks_twice(board):
    s = board.game(cards=([TWIN_EDGE, FILLER], []))
    twin = board.monster(s, 0, TWIN_EDGE)
    assert activations(s, twin) == []  # an empty hand cannot pay
    cost = board.hand(s, 0, FILLER)
    play(s, f"act {twin} {cost}")
    assert s.gy[0] == [cost] and s.hand[0] == []
    play(s, "battle", f"attack {twin}", f"attack {twin}")
    assert s.lp[1] == 8000 - 2 * 1000 and verbs(s) == ["end"]


# --------------------------------------------------------------------------- 15172


@card(PHOENIX)
def test_phoenix_dragon_adds_a_level_5_or_higher_dragon_from_the_gy(board):
    s = board.game(cards=([PHOENIX, FILLER, BEWD, REBD, DRAGONS_SAGE, DM], []))
    phoenix = board.monster(s, 0, PHOENIX)
    cost = board.hand(s, 0, FILLER)
    board.gy(s, 0, DRAGONS_SAGE)  # a Level 3 Dragon
    board.gy(s, 0, DM)  # a Level 7 Spellcaster
    assert activations(s, phoenix) == []  # no Level 5+ Dragon in the GY
    bewd, rebd = board.gy(s, 0, BEWD), board.gy(s, 0, REBD)
    play(s, f"act {phoenix} {cost}")
    assert choices(s) == [(bewd,), (rebd,)]
    play(s, f"pick {rebd}")
    assert s.hand[0] == [rebd] and cost in s.gy[0] and bewd in s.gy[0]


@card(PHOENIX)
def test_phoenix_dragon_can_add_back_the_dragon_it_sent_for_its_cost(board):
    s = board.game(cards=([PHOENIX, BEWD], []))
    phoenix = board.monster(s, 0, PHOENIX)
    dragon = board.hand(s, 0, BEWD)
    assert activations(s, phoenix) == [(dragon,)]
    play(s, f"act {phoenix} {dragon}")
    assert s.hand[0] == [dragon] and s.gy[0] == []


# --------------------------------------------------------------------------- 15178


@card(SEVENS_WITCH)
def test_sevens_road_witch_summons_sevens_road_magician_and_gains_400(board):
    s = board.game(cards=([SEVENS_WITCH, SEVENS_MAGICIAN, FILLER], []))
    witch = board.monster(s, 0, SEVENS_WITCH)
    magician = board.hand(s, 0, SEVENS_MAGICIAN)
    assert activations(s, witch) == []  # the only card in hand would be the cost
    cost = board.hand(s, 0, FILLER)
    assert activations(s, witch) == [(cost,)]  # a Level 4 is no monster to summon
    play(s, f"act {witch} {cost}", "position 1")
    assert s.pos[magician] == ATK and magician in s.mzone[0] and cost in s.gy[0]
    assert atk_of(s, witch) == 1600 + 400
    play(s, "end")
    assert atk_of(s, witch) == 1600


@card(SEVENS_WITCH)
def test_sevens_road_witch_summons_another_dark_spellcaster_without_the_bonus(board):
    s = board.game(cards=([SEVENS_WITCH, DM, FILLER], []))
    witch = board.monster(s, 0, SEVENS_WITCH)
    dm, cost = board.hand(s, 0, DM), board.hand(s, 0, FILLER)
    play(s, f"act {witch} {cost}", "position 2")
    assert s.pos[dm] == DEF and atk_of(s, witch) == 1600


# --------------------------------------------------------------------------- 15185


@card(RAIDACROSS)
def test_raidacross_shuffles_two_spellcasters_and_summons_up_to_two(board):
    s = board.game(cards=([RAIDACROSS, FILLER, FILLER, FAITH_BIRD, MANIPULATOR, FILLER, DM], []))
    raid = board.monster(s, 0, RAIDACROSS)
    first = board.gy(s, 0, FILLER)
    bird = board.gy(s, 0, FAITH_BIRD)
    low, mid, high = (board.hand(s, 0, x) for x in (MANIPULATOR, FILLER, DM))
    assert activations(s, raid) == []  # one Spellcaster in the GY
    second = board.gy(s, 0, FILLER)
    assert activations(s, raid) == [(first, second)]
    deck = len(s.deck[0])
    play(s, f"act {raid} {first} {second}")
    assert s.gy[0] == [bird] and len(s.deck[0]) == deck + 2
    assert {first, second} <= set(s.deck[0])
    assert choices(s) == [(low,), (mid,), (low, mid)]  # not the Level 7
    play(s, f"pick {low} {mid}", "position 2")
    assert s.pos[low] == s.pos[mid] == DEF and s.hand[0] == [high]


@card(RAIDACROSS)
def test_raidacross_may_summon_only_one(board):
    s = board.game(cards=([RAIDACROSS, FILLER, FILLER, MANIPULATOR, FILLER], []))
    raid = board.monster(s, 0, RAIDACROSS)
    gy = [board.gy(s, 0, FILLER), board.gy(s, 0, FILLER)]
    low, mid = board.hand(s, 0, MANIPULATOR), board.hand(s, 0, FILLER)
    play(s, f"act {raid} {gy[0]} {gy[1]}", f"pick {mid}", "position 1")
    assert s.pos[mid] == ATK and s.hand[0] == [low]


# --------------------------------------------------------------------------- 15186


@card(HILT)
def test_hilt_raises_an_attack_position_warrior_600_this_turn(board):
    s = board.game(cards=([HILT, CELTIC, SWORD_DANCER], []))
    hilt = board.monster(s, 0, HILT)
    celtic = board.monster(s, 0, CELTIC, DEF)
    dancer = board.monster(s, 0, SWORD_DANCER, DEF)
    assert activations(s, hilt) == []  # Warriors in Defense Position only; Hilt is none
    play(s, f"pos {celtic}", f"pos {dancer}")
    play(s, f"act {hilt}")
    assert choices(s) == [(celtic,), (dancer,)]
    play(s, f"pick {celtic}")
    assert atk_of(s, celtic) == 1400 + 600 and atk_of(s, dancer) == 1400
    assert atk_of(s, hilt) == 1300
    play(s, "end")
    assert atk_of(s, celtic) == 1400


# --------------------------------------------------------------------------- 15187


@card(FIRE_GOLEM)
def test_fire_golem_pays_600_lp_and_lowers_a_face_up_monster_600_def(board):
    s = board.game(cards=([FIRE_GOLEM], [DM]))
    golem = board.monster(s, 0, FIRE_GOLEM)
    dm = board.monster(s, 1, DM)
    play(s, f"act {golem}")
    assert s.lp[0] == 8000 - 600
    assert (atk_of(s, dm), def_of(s, dm)) == (2500, 2100 - 600)
    play(s, "end")
    assert def_of(s, dm) == 2100


@card(FIRE_GOLEM)
def test_fire_golem_needs_the_lp_and_a_face_up_target(board):
    s = board.game(cards=([FIRE_GOLEM], [DM, DM]))
    golem = board.monster(s, 0, FIRE_GOLEM)
    board.monster(s, 1, DM, FACEDOWN)
    assert activations(s, golem) == []  # no face-up monster
    board.monster(s, 1, DM)
    s.lp[0] = 599
    assert activations(s, golem) == []  # cannot pay 600 LP
    s.lp[0] = 8000
    assert activations(s, golem) == [()]


# --------------------------------------------------------------------------- 15188


@card(WHISPERING_FAIRY)
def test_whispering_fairy_shuffles_up_to_two_monsters_from_the_opponents_gy(board):
    s = board.game(cards=([WHISPERING_FAIRY, FILLER], [DM, BEWD, PRESSURE]))
    fairy = board.monster(s, 0, WHISPERING_FAIRY)
    cost = board.hand(s, 0, FILLER)
    spell = board.gy(s, 1, PRESSURE)
    assert activations(s, fairy) == []  # no monster in their GY
    dm, bewd = board.gy(s, 1, DM), board.gy(s, 1, BEWD)
    deck = len(s.deck[1])
    play(s, f"act {fairy} {cost}")
    assert s.gy[0] == [cost]
    assert choices(s) == [(dm,), (bewd,), (dm, bewd)]  # one or two, not the Spell
    play(s, f"pick {dm} {bewd}")
    assert s.gy[1] == [spell] and len(s.deck[1]) == deck + 2 and {dm, bewd} <= set(s.deck[1])


@card(WHISPERING_FAIRY)
def test_whispering_fairy_may_shuffle_back_only_one(board):
    s = board.game(cards=([WHISPERING_FAIRY, FILLER], [DM, BEWD]))
    fairy = board.monster(s, 0, WHISPERING_FAIRY)
    cost = board.hand(s, 0, FILLER)
    dm, bewd = board.gy(s, 1, DM), board.gy(s, 1, BEWD)
    play(s, f"act {fairy} {cost}", f"pick {bewd}")
    assert s.gy[1] == [dm] and bewd in s.deck[1]


# --------------------------------------------------------------------------- 15189


@card(KURIBOT)
def test_kuribot_alone_pays_500_and_adds_a_kuribot_from_the_gy(board):
    s = board.game(cards=([KURIBOT, KURIBOT, FILLER], []))
    bot = board.monster(s, 0, KURIBOT)
    board.gy(s, 0, FILLER)
    assert activations(s, bot) == []  # no Kuribot in the GY
    other = board.gy(s, 0, KURIBOT)
    play(s, f"act {bot}")
    assert s.lp[0] == 7500 and s.hand[0] == [other] and bot in s.mzone[0]


@card(KURIBOT)
def test_kuribot_is_not_offered_with_another_monster_even_face_down(board):
    s = board.game(cards=([KURIBOT, KURIBOT, FILLER], []))
    bot = board.monster(s, 0, KURIBOT)
    board.gy(s, 0, KURIBOT)
    board.monster(s, 0, FILLER, FACEDOWN)
    assert activations(s, bot) == []


@card(KURIBOT)
def test_kuribot_needs_500_lp_to_pay(board):
    s = board.game(cards=([KURIBOT, KURIBOT], []))
    bot = board.monster(s, 0, KURIBOT)
    board.gy(s, 0, KURIBOT)
    s.lp[0] = 499
    assert activations(s, bot) == []


# --------------------------------------------------------------------------- 15190


@card(DRAGONIC_SLAYER)
def test_dragonic_slayer_destroys_a_spell_or_trap_with_another_big_dragon_face_up(board):
    s = board.game(cards=([DRAGONIC_SLAYER, REBD], [COUNTERATTACK, CITY_NIGHTS]))
    slayer = board.monster(s, 0, DRAGONIC_SLAYER)
    trap = board.spell(s, 1, COUNTERATTACK, SET)
    field = board.field_spell(s, 1, CITY_NIGHTS)
    assert activations(s, slayer) == []  # a Level 7 Dragon, but only itself
    rebd = board.monster(s, 0, REBD, FACEDOWN)
    assert activations(s, slayer) == []  # the other Dragon is face-down
    play(s, f"pos {rebd}")
    play(s, f"act {slayer}")
    assert choices(s) == [(trap,), (field,)]
    play(s, f"pick {field}")
    assert s.gy[1] == [field] and s.fzone[1] == -1 and s.pos[trap] == SET


@card(DRAGONIC_SLAYER)
def test_dragonic_slayer_needs_a_spell_or_trap_of_the_opponent(board):
    s = board.game(cards=([DRAGONIC_SLAYER, BEWD, COUNTERATTACK], []))
    slayer = board.monster(s, 0, DRAGONIC_SLAYER)
    board.monster(s, 0, BEWD)
    board.spell(s, 0, COUNTERATTACK, SET)  # its own: not a target
    assert activations(s, slayer) == []


# --------------------------------------------------------------------------- 15193


@card(PRIMA_GUITARNA)
def test_prima_guitarna_pays_1000_and_raises_its_face_up_monsters_per_opponent_monster(board):
    s = board.game(cards=([PRIMA_GUITARNA, FILLER, FILLER], [DM, FILLER]))
    prima = board.monster(s, 0, PRIMA_GUITARNA)
    mine = board.monster(s, 0, FILLER)
    hidden = board.monster(s, 0, FILLER, FACEDOWN)
    dm = board.monster(s, 1, DM)
    board.monster(s, 1, FILLER, FACEDOWN)  # face-down monsters count too
    play(s, f"act {prima}")
    assert s.lp[0] == 7000
    assert atk_of(s, prima) == 2200 + 600 and atk_of(s, mine) == 1500 + 600
    assert atk_of(s, dm) == 2500
    play(s, f"pos {hidden}")  # face-down when it resolved: unchanged
    assert atk_of(s, hidden) == 1500
    play(s, "end")
    assert atk_of(s, prima) == 2200 and atk_of(s, mine) == 1500


@card(PRIMA_GUITARNA)
def test_prima_guitarna_needs_1000_lp(board):
    s = board.game(cards=([PRIMA_GUITARNA], [DM]))
    prima = board.monster(s, 0, PRIMA_GUITARNA)
    board.monster(s, 1, DM)
    s.lp[0] = 999
    assert activations(s, prima) == []


# --------------------------------------------------------------------------- 15198


@card(SAMEGALON)
def test_samegalon_sends_a_water_monster_and_turns_a_defense_monster_to_attack(board):
    s = board.game(cards=([SAMEGALON, BARRACUDA, FAITH_BIRD], [DM, FILLER, BEWD]))
    shark = board.monster(s, 0, SAMEGALON)
    board.hand(s, 0, FAITH_BIRD)
    dm = board.monster(s, 1, DM, DEF)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    bewd = board.monster(s, 1, BEWD)
    assert activations(s, shark) == []  # no WATER monster in the hand
    water = board.hand(s, 0, BARRACUDA)
    assert activations(s, shark) == [(water,)]
    play(s, f"act {shark} {water}")
    assert water in s.gy[0]
    assert choices(s) == [(dm,), (hidden,)]  # face-down Defense Position counts
    play(s, f"pick {hidden}")
    assert s.pos[hidden] == ATK and s.pos[dm] == DEF and s.pos[bewd] == ATK


@card(SAMEGALON)
def test_samegalon_needs_a_defense_position_monster_of_the_opponent(board):
    s = board.game(cards=([SAMEGALON, BARRACUDA], [DM]))
    shark = board.monster(s, 0, SAMEGALON)
    board.hand(s, 0, BARRACUDA)
    board.monster(s, 1, DM)
    assert activations(s, shark) == []


# --------------------------------------------------------------------------- 15201


@card(SONIC_ATTACKER)
def test_sonic_attacker_gives_the_opponent_1000_lp_and_gains_1000_atk_this_turn(board):
    s = board.game(cards=([SONIC_ATTACKER], []))
    sonic = board.monster(s, 0, SONIC_ATTACKER)
    play(s, f"act {sonic}")
    assert s.lp == [8000, 9000] and atk_of(s, sonic) == 1300 + 1000
    play(s, "end")
    assert atk_of(s, sonic) == 1300 and s.lp[1] == 9000


# --------------------------------------------------------------------------- 15202


@card(THUNDER)
def test_thunder_the_thunder_lowers_a_face_up_monster_300_atk_this_turn(board):
    s = board.game(cards=([THUNDER, FILLER], [DM, FILLER]))
    thunder = board.monster(s, 0, THUNDER)
    cost = board.hand(s, 0, FILLER)
    dm = board.monster(s, 1, DM)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    play(s, f"act {thunder} {cost}")  # the only face-up monster: chosen at once
    assert cost in s.gy[0] and s.resolving is None
    assert (atk_of(s, dm), def_of(s, dm)) == (2200, 2100) and s.pos[hidden] == FACEDOWN
    play(s, "end")
    assert atk_of(s, dm) == 2500


@card(THUNDER)
def test_thunder_the_thunder_needs_a_card_in_hand_and_a_face_up_target(board):
    s = board.game(cards=([THUNDER, FILLER], [DM]))
    thunder = board.monster(s, 0, THUNDER)
    board.monster(s, 1, DM, FACEDOWN)
    board.hand(s, 0, FILLER)
    assert activations(s, thunder) == []  # the only monster is face-down
    s = board.game(cards=([THUNDER], [DM]))
    thunder = board.monster(s, 0, THUNDER)
    board.monster(s, 1, DM)
    assert activations(s, thunder) == []  # nothing in the hand to send


# --------------------------------------------------------------------------- 15352


@card(CHICK)
def test_black_dragons_chick_sends_itself_and_summons_red_eyes_from_the_hand(board):
    s = board.game(cards=([CHICK, REBD, FILLER, FILLER, BEWD], []))
    chick = board.monster(s, 0, CHICK)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER)  # the field is full: the Chick frees its own zone
    board.hand(s, 0, BEWD)
    assert activations(s, chick) == []  # no Red-Eyes in the hand
    rebd = board.hand(s, 0, REBD)
    play(s, f"act {chick}", "position 1")
    assert chick in s.gy[0] and rebd in s.mzone[0] and s.pos[rebd] == ATK


# --------------------------------------------------------------------------- 15426


@card(SEVENS_MAGE)
def test_sevens_road_mage_lowers_a_level_7_or_higher_monster_400(board):
    s = board.game(cards=([SEVENS_MAGE, FILLER], [DM, FILLER]))
    mage = board.monster(s, 0, SEVENS_MAGE)
    board.gy(s, 0, FILLER)
    dm, low = board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    top = s.deck[0][-1]
    play(s, f"act {mage}")  # the Level 4 is no target: the Level 7 is chosen at once
    assert s.gy[0][-1] == top
    assert atk_of(s, dm) == 2500 - 400 and atk_of(s, low) == 1500
    play(s, "end")
    assert atk_of(s, dm) == 2500


@card(SEVENS_MAGE)
def test_sevens_road_mage_lowers_more_per_gy_spellcaster_with_sevens_road_magician(board):
    cards = [SEVENS_MAGE, SEVENS_MAGICIAN, FILLER, FILLER, FAITH_BIRD, MANIPULATOR]
    s = board.game(cards=(cards, [DM, BEWD]))
    mage = board.monster(s, 0, SEVENS_MAGE)
    board.monster(s, 0, SEVENS_MAGICIAN)
    for x in (FILLER, FILLER, FAITH_BIRD):
        board.gy(s, 0, x)
    on_top(board, s, 0, MANIPULATOR)  # a Spellcaster: milled, then counted
    dm, bewd = board.monster(s, 1, DM), board.monster(s, 1, BEWD)
    play(s, f"act {mage}")
    assert choices(s) == [(dm,), (bewd,)]
    play(s, f"pick {bewd}")
    assert atk_of(s, bewd) == 3000 - 400 - 3 * 100 and atk_of(s, dm) == 2500
    play(s, "end")
    assert atk_of(s, bewd) == 3000


@card(SEVENS_MAGE)
def test_sevens_road_mage_needs_a_face_up_level_7_or_higher_monster(board):
    s = board.game(cards=([SEVENS_MAGE], [DM, FILLER]))
    mage = board.monster(s, 0, SEVENS_MAGE)
    board.monster(s, 1, DM, FACEDOWN)
    board.monster(s, 1, FILLER)
    assert activations(s, mage) == []


# --------------------------------------------------------------------------- 15428


@card(FULL_METEOR)
def test_full_meteor_impact_sends_itself_and_destroys_the_opponents_level_6_or_higher(board):
    s = board.game(cards=([FULL_METEOR, DM, FILLER, FILLER], [BEWD, SKULL, FILLER]))
    meteor = board.hand(s, 0, FULL_METEOR)
    dm = board.monster(s, 0, DM)
    tributes = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    bewd, skull = board.monster(s, 1, BEWD), board.monster(s, 1, SKULL, DEF)
    low = board.monster(s, 1, FILLER)
    play(s, f"summon {meteor} {tributes[0]} {tributes[1]}", f"act {meteor}")
    assert meteor in s.gy[0] and s.pos[dm] == ATK
    assert s.pos[bewd] == s.pos[skull] == OFF and {bewd, skull} <= set(s.gy[1])
    assert s.pos[low] == ATK


@card(FULL_METEOR)
def test_full_meteor_impact_spares_face_down_monsters(board):
    s = board.game(cards=([FULL_METEOR, DM, FILLER, FILLER], [BEWD, DM]))
    meteor = board.hand(s, 0, FULL_METEOR)
    board.monster(s, 0, DM)
    tributes = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    hidden = board.monster(s, 1, BEWD, FACEDOWN)
    play(s, f"summon {meteor} {tributes[0]} {tributes[1]}")
    assert activations(s, meteor) == []  # a face-down monster only: nothing it would destroy
    shown = board.monster(s, 1, DM)
    play(s, f"act {meteor}")
    assert meteor in s.gy[0] and s.pos[hidden] == FACEDOWN and s.pos[shown] == OFF


@card(FULL_METEOR)
def test_full_meteor_impact_needs_its_normal_summon_and_a_big_spellcaster(board):
    s = board.game(cards=([FULL_METEOR, DM], [BEWD]))
    meteor = board.monster(s, 0, FULL_METEOR)  # on the field since an earlier turn
    board.monster(s, 0, DM)
    board.monster(s, 1, BEWD)
    assert activations(s, meteor) == []
    s = board.game(cards=([FULL_METEOR, FILLER, FILLER, FILLER], [BEWD]))
    meteor = board.hand(s, 0, FULL_METEOR)
    tributes = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    board.monster(s, 0, FILLER)  # a Level 4 Spellcaster: not enough
    board.monster(s, 1, BEWD)
    play(s, f"summon {meteor} {tributes[0]} {tributes[1]}")
    assert activations(s, meteor) == []


# --------------------------------------------------------------------------- 15434


@card(ROMIC)
def test_romic_n_roller_at_2000_lp_lowers_every_face_up_opponent_monster_500(board):
    s = board.game(cards=([ROMIC], [DM, FILLER, BEWD]))
    romic = board.monster(s, 0, ROMIC)
    dm, guard = board.monster(s, 1, DM), board.monster(s, 1, FILLER, DEF)
    hidden = board.monster(s, 1, BEWD, FACEDOWN)
    s.lp[0] = 2001
    assert activations(s, romic) == []
    s.lp[0] = 2000
    play(s, f"act {romic}")
    assert (atk_of(s, dm), def_of(s, dm)) == (2000, 1600)
    assert (atk_of(s, guard), def_of(s, guard)) == (1000, 0)
    assert atk_of(s, romic) == 1700 and s.lp[0] == 2000
    assert s.pos[hidden] == FACEDOWN and atk_of(s, hidden) == 3000  # face-down: untouched
    play(s, "end")
    assert (atk_of(s, dm), def_of(s, dm)) == (2500, 2100)


# --------------------------------------------------------------------------- 15435


@card(ESPERADE)
def test_esperade_at_1000_lp_destroys_up_to_two_opponent_monsters(board):
    s = board.game(cards=([ESPERADE], [DM, FILLER, BEWD]))
    esperade = board.monster(s, 0, ESPERADE)
    dm, low = board.monster(s, 1, DM), board.monster(s, 1, FILLER, DEF)
    hidden = board.monster(s, 1, BEWD, FACEDOWN)
    s.lp[0] = 1001
    assert activations(s, esperade) == []
    s.lp[0] = 1000
    play(s, f"act {esperade}")
    assert sorted(choices(s)) == sorted(
        [(dm,), (low,), (hidden,), (dm, low), (dm, hidden), (low, hidden)]
    )
    play(s, f"pick {dm} {hidden}")
    assert s.pos[dm] == s.pos[hidden] == OFF and s.pos[low] == DEF
    assert {dm, hidden} <= set(s.gy[1])


@card(ESPERADE)
def test_esperade_may_destroy_only_one_and_needs_a_target(board):
    s = board.game(cards=([ESPERADE], [DM, FILLER]))
    esperade = board.monster(s, 0, ESPERADE)
    s.lp[0] = 500
    assert activations(s, esperade) == []  # no monster to destroy
    dm, low = board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    play(s, f"act {esperade}", f"pick {low}")
    assert s.pos[low] == OFF and s.pos[dm] == ATK


# --------------------------------------------------------------------------- 15437


@card(DIAN_KETO)
def test_dian_keto_sends_a_card_from_the_hand_and_gains_1000_lp(board):
    s = board.game(cards=([DIAN_KETO, FILLER], []))
    keto = board.monster(s, 0, DIAN_KETO)
    assert activations(s, keto) == []  # an empty hand cannot pay
    cost = board.hand(s, 0, FILLER)
    play(s, f"act {keto} {cost}")
    assert s.lp[0] == 9000 and s.gy[0] == [cost] and s.hand[0] == []


# --------------------------------------------------------------------------- 15440


@card(DARK_LURKER)
def test_dark_lurker_destroys_a_spell_or_trap_burns_1000_and_returns_to_the_hand(board):
    s = board.game(cards=([DARK_LURKER], [COUNTERATTACK, PRESSURE]))
    lurker = board.monster(s, 0, DARK_LURKER)
    assert activations(s, lurker) == []  # nothing to destroy
    trap = board.spell(s, 1, COUNTERATTACK, SET)
    spell = board.spell(s, 1, PRESSURE, SET)
    top = s.deck[0][-1]
    play(s, f"act {lurker}")
    assert s.gy[0] == [top]
    assert choices(s) == [(trap,), (spell,)]
    play(s, f"pick {spell}")
    assert s.gy[1] == [spell] and s.pos[trap] == SET
    assert s.lp[1] == 7000 and s.hand[0] == [lurker] and lurker not in s.mzone[0]


# --------------------------------------------------------------------------- 15443


@card(FLUTE)
def test_summoning_flute_sends_itself_and_summons_a_normal_monster_in_defense(board):
    s = board.game(cards=([FLUTE, BEWD, CAT, FILLER, KURIBOT], []))
    flute = board.monster(s, 0, FLUTE)
    bewd, cat = board.gy(s, 0, BEWD), board.gy(s, 0, CAT)
    board.gy(s, 0, KURIBOT)  # an Effect Monster: not counted, not summoned
    assert activations(s, flute) == []  # two Normal Monsters
    dark = board.gy(s, 0, FILLER)
    play(s, f"act {flute}")
    assert choices(s) == [(bewd,), (cat,), (dark,)]
    play(s, f"pick {bewd}")
    assert flute in s.gy[0] and s.mzone[0].count(-1) == 2
    assert bewd in s.mzone[0] and s.pos[bewd] == DEF


@card(FLUTE)
def test_summoning_flute_needs_no_other_monster_on_the_field(board):
    s = board.game(cards=([FLUTE, BEWD, CAT, FILLER, FILLER], []))
    flute = board.monster(s, 0, FLUTE)
    for x in (BEWD, CAT, FILLER):
        board.gy(s, 0, x)
    board.monster(s, 0, FILLER, FACEDOWN)
    assert activations(s, flute) == []


# --------------------------------------------------------------------------- 15445


@card(LANCER)
def test_innocent_lancer_pierces_defense_position_monsters_this_turn(board):
    s = board.game(cards=([LANCER, FILLER], [CAT, GOAT]))
    lancer = board.monster(s, 0, LANCER)  # 1700 ATK
    cat, goat = board.monster(s, 1, CAT, DEF), board.monster(s, 1, GOAT, DEF)  # 1400 DEF
    assert activations(s, lancer) == []  # an empty hand cannot pay
    cost = board.hand(s, 0, FILLER)
    play(s, f"act {lancer} {cost}")
    assert s.gy[0] == [cost]
    play(s, "battle", f"attack {lancer} {cat}")
    assert s.pos[cat] == OFF and s.lp[1] == 8000 - 300
    next_turns(s)
    play(s, "battle", f"attack {lancer} {goat}")  # a later turn: no piercing damage
    assert s.pos[goat] == OFF and s.lp[1] == 8000 - 300


# --------------------------------------------------------------------------- 15562


@card(SILVER_WOLF)
def test_silver_wolf_with_another_beast_mills_one_and_lowers_a_monster_200(board):
    s = board.game(cards=([SILVER_WOLF, SILVER_FANG], [DM]))
    wolf = board.monster(s, 0, SILVER_WOLF)
    fang = board.monster(s, 0, SILVER_FANG, FACEDOWN)
    dm = board.monster(s, 1, DM)
    assert activations(s, wolf) == []  # the other Beast is face-down
    play(s, f"pos {fang}")
    top = s.deck[0][-1]
    play(s, f"act {wolf}")
    assert s.gy[0] == [top]
    assert (atk_of(s, dm), def_of(s, dm)) == (2300, 1900)
    play(s, "end")
    assert (atk_of(s, dm), def_of(s, dm)) == (2500, 2100)


@card(SILVER_WOLF)
def test_silver_wolf_alone_is_not_offered(board):
    s = board.game(cards=([SILVER_WOLF, FILLER], [DM]))
    wolf = board.monster(s, 0, SILVER_WOLF)
    board.monster(s, 0, FILLER)  # not a Beast
    board.monster(s, 1, DM)
    assert activations(s, wolf) == []


# --------------------------------------------------------------------------- 15594


@card(GRANGANUS)
def test_granganus_burns_300_per_opponent_spell_and_trap_the_turn_it_is_summoned(board):
    cards = [GRANGANUS, FILLER, FILLER, COUNTERATTACK]
    s = board.game(cards=(cards, [COUNTERATTACK, PRESSURE, CITY_NIGHTS]))
    granganus = board.hand(s, 0, GRANGANUS)
    tributes = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    board.spell(s, 0, COUNTERATTACK, SET)  # its own: not counted
    board.spell(s, 1, COUNTERATTACK, SET)
    board.spell(s, 1, PRESSURE, SET)
    board.field_spell(s, 1, CITY_NIGHTS)
    play(s, f"summon {granganus} {tributes[0]} {tributes[1]}", f"act {granganus}")
    assert s.lp == [8000, 8000 - 3 * 300]
    assert activations(s, granganus) == []


@card(GRANGANUS)
def test_granganus_is_not_offered_unless_normal_summoned_this_turn(board):
    s = board.game(cards=([GRANGANUS], [COUNTERATTACK]))
    granganus = board.monster(s, 0, GRANGANUS)
    board.spell(s, 1, COUNTERATTACK, SET)
    assert activations(s, granganus) == []


# --------------------------------------------------------------------------- 15603


@card(BEAST_SUMMONER)
def test_beast_summoner_sends_itself_and_summons_a_level_7_or_lower_beast(board):
    s = board.game(cards=([BEAST_SUMMONER, MISS_MUTTON, GLADINESS, FAITH_BIRD, FILLER], [DM]))
    summoner = board.monster(s, 0, BEAST_SUMMONER)
    mutton, big = board.hand(s, 0, MISS_MUTTON), board.hand(s, 0, GLADINESS)
    bird, caster = board.hand(s, 0, FAITH_BIRD), board.hand(s, 0, FILLER)
    board.monster(s, 1, DM)
    play(s, f"act {summoner}")
    assert summoner in s.gy[0]
    assert choices(s) == [(mutton,), (bird,)]  # not the Level 8 nor the Spellcaster
    play(s, f"pick {mutton}", "position 2")
    assert mutton in s.mzone[0] and s.pos[mutton] == DEF
    assert s.hand[0] == [big, bird, caster]


@card(BEAST_SUMMONER)
def test_beast_summoner_needs_a_face_up_level_6_or_higher_opponent_monster(board):
    s = board.game(cards=([BEAST_SUMMONER, FAITH_BIRD], [DM, FILLER]))
    summoner = board.monster(s, 0, BEAST_SUMMONER)
    board.hand(s, 0, FAITH_BIRD)
    board.monster(s, 1, DM, FACEDOWN)
    board.monster(s, 1, FILLER)
    assert activations(s, summoner) == []


# --------------------------------------------------------------------------- 15606


@card(SAVAGE_TIGER)
def test_savage_claw_tiger_gains_400_per_own_face_up_level_7_or_higher(board):
    s = board.game(cards=([SAVAGE_TIGER, DM, BEWD], [BEWD]))
    tiger = board.monster(s, 0, SAVAGE_TIGER)
    board.monster(s, 0, DM)
    board.monster(s, 0, BEWD, FACEDOWN)  # face-down: not counted
    board.monster(s, 1, BEWD)  # the opponent's: not counted
    top = s.deck[0][-1]
    play(s, f"act {tiger}")
    assert s.gy[0] == [top] and atk_of(s, tiger) == 2300 + 2 * 400
    play(s, "end")
    assert atk_of(s, tiger) == 2300


# --------------------------------------------------------------------------- 15651


@card(YURUSHIMA_SAGE)
def test_yurushima_sage_turns_itself_and_an_attack_monster_to_defense_minus_600_def(board):
    s = board.game(cards=([YURUSHIMA_SAGE], [DM, FILLER]))
    sage = board.monster(s, 0, YURUSHIMA_SAGE)
    dm, guard = board.monster(s, 1, DM), board.monster(s, 1, FILLER, DEF)
    play(s, f"act {sage}")  # the only Attack Position monster: chosen at once
    assert s.pos[sage] == DEF and s.pos[dm] == DEF and s.pos[guard] == DEF
    assert (atk_of(s, dm), def_of(s, dm)) == (2500, 2100 - 600) and def_of(s, guard) == 0
    play(s, "end")
    assert s.pos[dm] == DEF and def_of(s, dm) == 2100


@card(YURUSHIMA_SAGE)
def test_yurushima_sage_needs_itself_and_a_target_in_attack_position(board):
    s = board.game(cards=([YURUSHIMA_SAGE], [DM]))
    sage = board.monster(s, 0, YURUSHIMA_SAGE, DEF)
    board.monster(s, 1, DM)
    assert activations(s, sage) == []  # in Defense Position
    s = board.game(cards=([YURUSHIMA_SAGE], [DM]))
    sage = board.monster(s, 0, YURUSHIMA_SAGE)
    board.monster(s, 1, DM, DEF)
    assert activations(s, sage) == []  # no Attack Position monster to change


# --------------------------------------------------------------------------- 15665


@card(ROCKER)
def test_royal_rebels_rocker_adds_a_big_fiend_and_forbids_direct_attacks_this_turn(board):
    s = board.game(cards=([ROCKER, FILLER, SKULL, FERAL_IMP], []))
    rocker = board.hand(s, 0, ROCKER)
    tribute = board.monster(s, 0, FILLER)
    skull = board.gy(s, 0, SKULL)
    board.gy(s, 0, FERAL_IMP)  # a Level 4 Fiend
    play(s, f"summon {rocker} {tribute}", f"act {rocker}")
    assert s.hand[0] == [skull]
    play(s, "battle")
    assert verbs(s) == ["end"]  # no direct attack although they have no monster
    next_turns(s)
    play(s, "battle")
    assert f"attack {rocker}" in verbs(s)  # the restriction was for that turn only


@card(ROCKER)
def test_royal_rebels_rocker_needs_its_normal_summon_and_a_target(board):
    s = board.game(cards=([ROCKER, SKULL], []))
    rocker = board.monster(s, 0, ROCKER)
    board.gy(s, 0, SKULL)
    assert activations(s, rocker) == []  # not summoned this turn
    s = board.game(cards=([ROCKER, FILLER, FERAL_IMP], []))
    rocker = board.hand(s, 0, ROCKER)
    tribute = board.monster(s, 0, FILLER)
    board.gy(s, 0, FERAL_IMP)
    play(s, f"summon {rocker} {tribute}")
    assert activations(s, rocker) == []  # no Level 6 or higher Fiend in the GY


# --------------------------------------------------------------------------- 15690


@card(BLUES)
def test_royal_rebels_blues_revives_a_big_fiend_in_defense_and_only_fiends_attack(board):
    cards = [BLUES, FILLER, FILLER, COUNTERATTACK, FAITH_BIRD, NO_WAVE, SKULL]
    s = board.game(cards=(cards, []))
    blues = board.hand(s, 0, BLUES)
    tribute, caster = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    trap, bird = board.hand(s, 0, COUNTERATTACK), board.hand(s, 0, FAITH_BIRD)
    wave = board.gy(s, 0, NO_WAVE)
    board.gy(s, 0, SKULL)  # a Level 6 Fiend
    play(s, f"summon {blues} {tribute}")
    assert activations(s, blues) == [(trap,)]  # a monster cannot pay
    play(s, f"act {blues} {trap}")
    assert trap in s.gy[0] and s.hand[0] == [bird]
    assert wave in s.mzone[0] and s.pos[wave] == DEF
    play(s, "battle")
    assert verbs(s) == [f"attack {blues}", "end"]  # the Spellcaster cannot attack
    next_turns(s)
    play(s, "battle")
    assert f"attack {caster}" in verbs(s)


@card(BLUES)
def test_royal_rebels_blues_needs_its_normal_summon_a_spell_or_trap_and_a_big_fiend(board):
    s = board.game(cards=([BLUES, PRESSURE, NO_WAVE], []))
    blues = board.monster(s, 0, BLUES)
    board.hand(s, 0, PRESSURE)
    board.gy(s, 0, NO_WAVE)
    assert activations(s, blues) == []  # not summoned this turn
    s = board.game(cards=([BLUES, FILLER, PRESSURE, SKULL, NO_WAVE], []))
    blues = board.hand(s, 0, BLUES)
    tribute = board.monster(s, 0, FILLER)
    spell = board.hand(s, 0, PRESSURE)
    board.gy(s, 0, SKULL)
    play(s, f"summon {blues} {tribute}")
    assert activations(s, blues) == []  # only a Level 6 Fiend in the GY
    board.gy(s, 0, NO_WAVE)
    assert activations(s, blues) == [(spell,)]  # a Spell pays as well as a Trap


# --------------------------------------------------------------------------- 15800


@card(MIRAGIAS)
def test_miragias_lowers_up_to_two_monsters_1500_and_attacks_again_after_a_kill(board):
    s = board.game(cards=([MIRAGIAS, BEWD, DM], [DM, FILLER, BEWD]))
    miragias = board.monster(s, 0, MIRAGIAS)
    board.hand(s, 0, DM)  # not a Dragon
    dragon = board.hand(s, 0, BEWD)
    dm, low, big = board.monster(s, 1, DM), board.monster(s, 1, FILLER), board.monster(s, 1, BEWD)
    assert activations(s, miragias) == [(dragon,)]
    play(s, f"act {miragias} {dragon}")
    assert dragon in s.gy[0]
    assert choices(s) == [(dm,), (low,), (dm, low)]  # not the Level 8
    play(s, f"pick {dm} {low}")
    assert (atk_of(s, dm), atk_of(s, low), atk_of(s, big)) == (1000, 0, 3000)
    assert def_of(s, dm) == 2100
    play(s, "battle", f"attack {miragias} {low}")
    assert s.pos[low] == OFF and s.lp[1] == 8000 - 2500
    play(s, f"attack {miragias} {dm}")  # the second attack
    assert s.pos[dm] == OFF and s.lp[1] == 8000 - 2500 - 1500
    assert verbs(s) == ["end"]


@card(MIRAGIAS)
def test_miragias_needs_a_level_7_or_higher_dragon_in_hand_and_a_target(board):
    s = board.game(cards=([MIRAGIAS, DRAGONS_SAGE, BEWD], [BEWD]))
    miragias = board.monster(s, 0, MIRAGIAS)
    board.hand(s, 0, DRAGONS_SAGE)  # a Level 3 Dragon
    board.monster(s, 1, BEWD)
    assert activations(s, miragias) == []
    board.hand(s, 0, BEWD)
    assert activations(s, miragias) == []  # their only monster is Level 8


# --------------------------------------------------------------------------- 15897, 15899


def maximum(board, mine=(), theirs=()):
    """A game with Supreme Machine Magnum Overlord Maximum Summoned (MAXIMUM ATK 3500)."""
    s = board.game(cards=([OVERLORD, OVERLORD_L, OVERLORD_R, *mine], list(theirs)))
    centre, left, right = (board.hand(s, 0, x) for x in (OVERLORD, OVERLORD_L, OVERLORD_R))
    play(s, f"max {centre}")
    assert atk_of(s, centre) == 3500
    return s, centre, left, right


@card(OVERLORD_L)
def test_magnum_overlord_l_in_maximum_mode_gains_the_lp_difference(board):
    s, centre, left, _ = maximum(board, mine=[FILLER])
    cost = board.hand(s, 0, FILLER)
    assert activations(s, left) == []  # equal LP
    s.lp[0] = 5000
    play(s, f"act {left} {cost}")
    assert s.gy[0] == [cost] and atk_of(s, centre) == 3500 + 3000
    play(s, "end")
    assert atk_of(s, centre) == 3500


@card(OVERLORD_L)
def test_magnum_overlord_l_needs_maximum_mode_and_a_card_in_hand(board):
    s, _, left, _ = maximum(board)
    s.lp[0] = 5000
    assert activations(s, left) == []  # nothing in the hand to send
    s = board.game(cards=([OVERLORD_L, FILLER], []))
    piece = board.monster(s, 0, OVERLORD_L)  # on its own: an ordinary monster
    board.hand(s, 0, FILLER)
    s.lp[0] = 5000
    assert activations(s, piece) == []


@card(OVERLORD_R)
def test_magnum_overlord_r_in_maximum_mode_gains_200_per_level_of_a_chosen_monster(board):
    s, centre, _, right = maximum(board, theirs=[DM, FILLER, BEWD])
    dm, low = board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    board.monster(s, 1, BEWD, FACEDOWN)
    top = s.deck[0][-1]
    play(s, f"act {right}")
    assert s.gy[0] == [top]
    assert choices(s) == [(dm,), (low,)]  # face-up monsters only
    play(s, f"pick {low}")
    assert atk_of(s, centre) == 3500 + 4 * 200 and atk_of(s, low) == 1500
    play(s, "end")
    assert atk_of(s, centre) == 3500


@card(OVERLORD_R)
def test_magnum_overlord_r_is_not_offered_outside_maximum_mode(board):
    s = board.game(cards=([OVERLORD_R], [DM]))
    piece = board.monster(s, 0, OVERLORD_R)
    board.monster(s, 1, DM)
    assert activations(s, piece) == []


# --------------------------------------------------------------------------- 16113


@card(NANA)
def test_necromaid_nana_sends_itself_puts_a_level_7_at_the_bottom_and_draws_two(board):
    s = board.game(cards=([NANA, DM, REBD, BEWD], []))
    nana = board.monster(s, 0, NANA)
    board.gy(s, 0, BEWD)  # Level 8
    assert activations(s, nana) == []  # no Level 7 monster in the GY
    dm, rebd = board.gy(s, 0, DM), board.gy(s, 0, REBD)
    drawn = s.deck[0][-2:]
    play(s, f"act {nana}")
    assert nana in s.gy[0]
    assert choices(s) == [(dm,), (rebd,)]
    play(s, f"pick {rebd}")
    assert s.deck[0][0] == rebd and rebd not in s.gy[0]
    assert sorted(s.hand[0]) == sorted(drawn)


# --------------------------------------------------------------------------- 16147


@card(BUILDRAGON)
def test_buildragon_with_a_face_up_field_spell_summons_a_wyrm_normal_monster(board):
    s = board.game(cards=([BUILDRAGON, DRAKE_CRUSH, SHOVELON, DM], [CITY_NIGHTS]))
    builder = board.monster(s, 0, BUILDRAGON)
    drake, shovelon = board.gy(s, 0, DRAKE_CRUSH), board.gy(s, 0, SHOVELON)
    board.gy(s, 0, DM)  # a Normal Monster, not a Wyrm
    assert activations(s, builder) == []  # no Field Spell
    board.field_spell(s, 1, CITY_NIGHTS)  # the opponent's counts
    play(s, f"act {builder}")
    assert choices(s) == [(drake,), (shovelon,)]
    play(s, f"pick {drake}", "position 2")
    assert drake in s.mzone[0] and s.pos[drake] == DEF and shovelon in s.gy[0]


@card(BUILDRAGON)
def test_buildragon_is_not_offered_with_a_set_field_spell_or_no_wyrm(board):
    s = board.game(cards=([BUILDRAGON, DRAKE_CRUSH, SOGEN, BUILDRAGON], []))
    builder = board.monster(s, 0, BUILDRAGON)
    board.gy(s, 0, BUILDRAGON)  # a Wyrm, but an Effect Monster
    field = board.hand(s, 0, SOGEN)
    play(s, f"set {field}")
    assert s.fzone[0] == field and s.pos[field] == SET
    board.gy(s, 0, DRAKE_CRUSH)
    assert activations(s, builder) == []  # the Field Spell is face-down
    play(s, f"act {field}")
    assert s.pos[field] == FACEUP and activations(s, builder) == [()]


# --------------------------------------------------------------------------- 16303


def warlock_board(board):
    cards = [SEVENS_WARLOCK, COUNTERATTACK, PRESSURE, SEVENS_MAGICIAN, DM, SEVENS_WITCH]
    s = board.game(cards=(cards, []))
    warlock = board.monster(s, 0, SEVENS_WARLOCK)
    board.hand(s, 0, PRESSURE)  # a Spell: cannot pay
    trap = board.hand(s, 0, COUNTERATTACK)
    gy = [board.gy(s, 0, x) for x in (SEVENS_MAGICIAN, DM, SEVENS_WITCH)]
    return s, warlock, trap, gy


@card(SEVENS_WARLOCK)
def test_sevens_road_warlock_adds_sevens_road_magician_then_may_add_another_spellcaster(board):
    s, warlock, trap, (magician, dm, witch) = warlock_board(board)
    assert activations(s, warlock) == [(trap,)]
    play(s, f"act {warlock} {trap}")
    assert trap in s.gy[0]
    assert choices(s) == [(magician,), (dm,)]  # Level 7+ DARK Spellcasters, not the Level 6
    play(s, f"pick {magician}")
    assert magician in s.hand[0]
    assert verbs(s) == ["decline", f"pick {dm}", f"pick {witch}"]  # Level 6+ Spellcasters
    play(s, f"pick {witch}")
    assert {magician, witch} <= set(s.hand[0]) and dm in s.gy[0] and s.resolving is None


@card(SEVENS_WARLOCK)
def test_sevens_road_warlock_second_card_can_be_declined(board):
    s, warlock, trap, (magician, dm, witch) = warlock_board(board)
    play(s, f"act {warlock} {trap}", f"pick {magician}", "decline")
    assert magician in s.hand[0] and {dm, witch} <= set(s.gy[0]) and s.resolving is None


@card(SEVENS_WARLOCK)
def test_sevens_road_warlock_adds_nothing_more_for_another_monster(board):
    s, warlock, trap, (magician, dm, witch) = warlock_board(board)
    play(s, f"act {warlock} {trap}", f"pick {dm}")
    assert dm in s.hand[0] and {magician, witch} <= set(s.gy[0]) and s.resolving is None


@card(SEVENS_WARLOCK)
def test_sevens_road_warlock_needs_a_trap_in_hand(board):
    s = board.game(cards=([SEVENS_WARLOCK, PRESSURE, DM], []))
    warlock = board.monster(s, 0, SEVENS_WARLOCK)
    board.hand(s, 0, PRESSURE)
    board.gy(s, 0, DM)
    assert activations(s, warlock) == []


# --------------------------------------------------------------------------- 16334


@card(GEKKA)
def test_gekka_pays_500_and_adds_an_earth_plant_normal_monster_the_turn_it_is_summoned(board):
    s = board.game(cards=([GEKKA, GEKKA, BEAN_SOLDIER, MUSHROOM_MAN], []))
    gekka = board.hand(s, 0, GEKKA)
    board.gy(s, 0, GEKKA)  # an EARTH Plant, but an Effect Monster
    play(s, f"summon {gekka}")
    assert activations(s, gekka) == []  # no EARTH Plant Normal Monster in the GY
    bean, mushroom = board.gy(s, 0, BEAN_SOLDIER), board.gy(s, 0, MUSHROOM_MAN)
    play(s, f"act {gekka}")
    assert s.lp[0] == 7500
    assert choices(s) == [(bean,), (mushroom,)]
    play(s, f"pick {mushroom}")
    assert s.hand[0] == [mushroom] and bean in s.gy[0]


@card(GEKKA)
def test_gekka_is_not_offered_unless_normal_summoned_this_turn_or_without_500_lp(board):
    s = board.game(cards=([GEKKA, BEAN_SOLDIER], []))
    gekka = board.monster(s, 0, GEKKA)
    board.gy(s, 0, BEAN_SOLDIER)
    assert activations(s, gekka) == []
    s = board.game(cards=([GEKKA, BEAN_SOLDIER], []))
    gekka = board.hand(s, 0, GEKKA)
    board.gy(s, 0, BEAN_SOLDIER)
    s.lp[0] = 499
    play(s, f"summon {gekka}")
    assert activations(s, gekka) == []


# --------------------------------------------------------------------------- 16607


@card(DRAGON_ROLL)
def test_dragon_roll_returns_a_fairy_draws_one_and_stops_level_6_or_lower_attacks(board):
    s = board.game(cards=([DRAGON_ROLL, FILLER, DM, MOKEY, FAITH_BIRD], []), deck_size=10)
    roll = board.hand(s, 0, DRAGON_ROLL)
    tribute, dm = board.monster(s, 0, FILLER), board.monster(s, 0, DM)
    fairy = board.gy(s, 0, MOKEY)
    board.gy(s, 0, FAITH_BIRD)  # not a Fairy
    play(s, f"summon {roll} {tribute}")
    assert len(s.deck[0]) == 10
    top = s.deck[0][-1]
    assert activations(s, roll) == [(fairy,)]
    play(s, f"act {roll} {fairy}")
    assert s.deck[0][0] == fairy and s.hand[0] == [top] and len(s.deck[0]) == 10
    play(s, "battle")
    assert verbs(s) == [f"attack {dm}", "end"]  # the Level 6 cannot attack
    next_turns(s)
    play(s, "battle")
    assert f"attack {roll}" in verbs(s)


@card(DRAGON_ROLL)
def test_dragon_roll_needs_10_cards_in_the_deck_and_its_normal_summon(board):
    s = board.game(cards=([DRAGON_ROLL, FILLER, MOKEY], []), deck_size=9)
    roll = board.hand(s, 0, DRAGON_ROLL)
    tribute = board.monster(s, 0, FILLER)
    board.gy(s, 0, MOKEY)
    play(s, f"summon {roll} {tribute}")
    assert len(s.deck[0]) == 9 and activations(s, roll) == []
    s = board.game(cards=([DRAGON_ROLL, MOKEY], []))
    roll = board.monster(s, 0, DRAGON_ROLL)
    board.gy(s, 0, MOKEY)
    assert activations(s, roll) == []


# --------------------------------------------------------------------------- 16672


def thunderbold_board(board, gy, top):
    s = board.game(cards=([THUNDERBOLD, FILLER, FILLER, *gy, top], []))
    bold = board.hand(s, 0, THUNDERBOLD)
    tributes = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    in_gy = [board.gy(s, 0, x) for x in gy]
    milled = on_top(board, s, 0, top)
    play(s, f"summon {bold} {tributes[0]} {tributes[1]}")
    return s, bold, in_gy, milled


@card(THUNDERBOLD)
def test_thunderbold_gains_300_and_may_revive_a_level_7_with_four_names_in_the_gy(board):
    s, bold, (dm, rebd, drake), raider = thunderbold_board(
        board, [DM, REBD, DRAKE_CRUSH], MAX_RAIDER
    )
    play(s, f"act {bold}")
    assert raider in s.gy[0] and atk_of(s, bold) == 2300 + 300
    assert verbs(s) == ["decline", f"pick {dm}", f"pick {rebd}", f"pick {drake}", f"pick {raider}"]
    play(s, f"pick {rebd}", "position 1")
    assert rebd in s.mzone[0] and s.pos[rebd] == ATK and s.resolving is None
    play(s, "end")
    assert atk_of(s, bold) == 2300


@card(THUNDERBOLD)
def test_thunderbold_revival_can_be_declined(board):
    s, bold, gy, raider = thunderbold_board(board, [DM, REBD, DRAKE_CRUSH], MAX_RAIDER)
    play(s, f"act {bold}", "decline")
    assert set(gy) | {raider} <= set(s.gy[0]) and atk_of(s, bold) == 2600


@card(THUNDERBOLD)
def test_thunderbold_with_three_names_only_gains_300(board):
    s, bold, gy, _ = thunderbold_board(board, [DM, DM, REBD], DRAKE_CRUSH)
    play(s, f"act {bold}")
    assert s.resolving is None and atk_of(s, bold) == 2600 and set(gy) <= set(s.gy[0])


@card(THUNDERBOLD)
def test_thunderbold_is_not_offered_unless_normal_summoned_this_turn(board):
    s = board.game(cards=([THUNDERBOLD], []))
    bold = board.monster(s, 0, THUNDERBOLD)
    assert activations(s, bold) == []


# --------------------------------------------------------------------------- 16953


@card(SEVENS_ENCHANTER)
def test_sevens_road_enchanter_returns_sevens_road_magician_and_may_draw(board):
    s = board.game(cards=([SEVENS_ENCHANTER, SEVENS_MAGICIAN, MANIPULATOR], [DM]))
    enchanter = board.monster(s, 0, SEVENS_ENCHANTER)
    board.monster(s, 0, MANIPULATOR)  # a Level 3 Spellcaster
    magician = board.monster(s, 0, SEVENS_MAGICIAN)
    dm = board.monster(s, 1, DM)
    milled = s.deck[0][-1]
    play(s, f"act {enchanter}")
    assert s.gy[0] == [milled]
    assert choices(s) == [(magician,), (dm,)]  # either side, not a Level 3
    play(s, f"pick {magician}")
    assert magician in s.hand[0] and magician not in s.mzone[0]
    assert verbs(s) == ["decline", "accept"]
    drawn = s.deck[0][-1]
    play(s, "accept")
    assert s.hand[0] == [magician, drawn]


@card(SEVENS_ENCHANTER)
def test_sevens_road_enchanter_returns_an_opponent_monster_without_a_draw(board):
    s = board.game(cards=([SEVENS_ENCHANTER, SEVENS_MAGICIAN], [DM]))
    enchanter = board.monster(s, 0, SEVENS_ENCHANTER)
    board.monster(s, 0, SEVENS_MAGICIAN)
    dm = board.monster(s, 1, DM)
    play(s, f"act {enchanter}", f"pick {dm}")
    assert s.hand[1] == [dm] and s.hand[0] == [] and s.resolving is None


@card(SEVENS_ENCHANTER)
def test_sevens_road_enchanter_draw_can_be_declined_and_needs_a_target(board):
    s = board.game(cards=([SEVENS_ENCHANTER, SEVENS_MAGICIAN, MANIPULATOR], []))
    enchanter = board.monster(s, 0, SEVENS_ENCHANTER)
    board.monster(s, 0, MANIPULATOR)
    assert activations(s, enchanter) == []  # only Level 3 Spellcasters
    magician = board.monster(s, 0, SEVENS_MAGICIAN)
    play(s, f"act {enchanter}", "decline")
    assert s.hand[0] == [magician]


# --------------------------------------------------------------------------- 17287


def sorcerer_board(board):
    cards = [SEVENS_SORCERER, FILLER, FILLER, SEVENS_MAGICIAN, SEVENS_WITCH]
    s = board.game(cards=(cards, []))
    sorcerer = board.monster(s, 0, SEVENS_SORCERER)
    fillers = [board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)]
    magician, witch = board.gy(s, 0, SEVENS_MAGICIAN), board.gy(s, 0, SEVENS_WITCH)
    return s, sorcerer, fillers, magician, witch


def act_sorcerer(s, sorcerer):
    """Activate it with its only cost: the three face-up monsters of the field."""
    (cost,) = activations(s, sorcerer)
    play(s, "act " + " ".join(map(str, (sorcerer, *cost))))
    return cost


@card(SEVENS_SORCERER)
def test_sevens_road_sorcerer_sends_three_and_revives_magician_then_witch(board):
    s, sorcerer, fillers, magician, witch = sorcerer_board(board)
    cost = act_sorcerer(s, sorcerer)
    assert sorted(cost) == sorted([sorcerer, *fillers])  # itself among them
    assert {sorcerer, *fillers} <= set(s.gy[0]) and s.mzone[0] == [-1, -1, -1]
    # Level 7 or lower Spellcasters now in the GY, copies as one: itself, just sent, too
    ways = choices(s)
    sent = [w for w in ways if w[0] in fillers]
    assert len(ways) == 4 and len(sent) == 1
    assert set(ways) - set(sent) == {(magician,), (witch,), (sorcerer,)}
    play(s, f"pick {magician}", "position 1")
    assert s.pos[magician] == ATK
    assert verbs(s) == ["decline", f"pick {witch}"]
    play(s, f"pick {witch}", "position 2")
    assert s.pos[witch] == DEF and s.resolving is None


@card(SEVENS_SORCERER)
def test_sevens_road_sorcerer_witch_can_be_declined(board):
    s, sorcerer, _, magician, witch = sorcerer_board(board)
    act_sorcerer(s, sorcerer)
    play(s, f"pick {magician}", "position 1", "decline")
    assert s.pos[magician] == ATK and witch in s.gy[0] and s.resolving is None


@card(SEVENS_SORCERER)
def test_sevens_road_sorcerer_offers_the_witch_only_after_the_magician(board):
    s, sorcerer, _, magician, witch = sorcerer_board(board)
    act_sorcerer(s, sorcerer)
    play(s, f"pick {witch}", "position 1")
    assert s.pos[witch] == ATK and magician in s.gy[0] and s.resolving is None


@card(SEVENS_SORCERER)
def test_sevens_road_sorcerer_needs_three_face_up_monsters(board):
    s = board.game(cards=([SEVENS_SORCERER, FILLER, FILLER, DM], []))
    sorcerer = board.monster(s, 0, SEVENS_SORCERER)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, FILLER, FACEDOWN)
    board.gy(s, 0, DM)
    assert activations(s, sorcerer) == []


# --------------------------------------------------------------------------- 17865


@card(BLUE_FANG)
def test_blue_fang_destroys_face_up_monsters_of_1500_or_less_and_gains_300_each(board):
    s = board.game(cards=([BLUE_FANG], [FILLER, CAT, DM]))
    fang = board.monster(s, 0, BLUE_FANG)
    low, cat = board.monster(s, 1, FILLER), board.monster(s, 1, CAT, DEF)  # 1500 and 0 ATK
    dm = board.monster(s, 1, DM)
    top = s.deck[0][-1]
    play(s, f"act {fang}")
    assert s.gy[0] == [top]
    assert s.pos[low] == s.pos[cat] == OFF and {low, cat} <= set(s.gy[1]) and s.pos[dm] == ATK
    assert atk_of(s, fang) == 2500 + 2 * 300
    play(s, "end")
    assert atk_of(s, fang) == 2500


@card(BLUE_FANG)
def test_blue_fang_spares_face_down_monsters(board):
    s = board.game(cards=([BLUE_FANG], [CAT, FILLER]))
    fang = board.monster(s, 0, BLUE_FANG)
    cat = board.monster(s, 1, CAT)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    play(s, f"act {fang}")
    assert s.pos[cat] == OFF and s.pos[hidden] == FACEDOWN and atk_of(s, fang) == 2500 + 300


# --------------------------------------------------------------------------- 19771


@card(ELITE_AMP)
def test_elite_amp_with_three_fiends_adds_a_fiend_with_0_or_2000_def(board):
    s = board.game(cards=([ELITE_AMP, FILLER, ECHECLUS, HEAVY_METAL, SKULL], []))
    amp, caster = board.monster(s, 0, ELITE_AMP), board.monster(s, 0, FILLER)
    echeclus, metal = board.gy(s, 0, ECHECLUS), board.gy(s, 0, HEAVY_METAL)
    assert activations(s, amp) == []  # two Fiends
    skull = board.gy(s, 0, SKULL)  # 1200 DEF: counted, not added
    play(s, f"act {amp}")
    assert choices(s) == [(echeclus,), (metal,)]
    play(s, f"pick {metal}")
    assert s.hand[0] == [metal] and skull in s.gy[0]
    play(s, "battle")
    assert verbs(s) == [f"attack {amp}", "end"]  # only Fiends attack this turn
    next_turns(s)
    play(s, "battle")
    assert f"attack {caster}" in verbs(s)


@card(ELITE_AMP)
def test_elite_amp_with_kings_greed_in_the_gy(board):
    s = board.game(cards=([ELITE_AMP, ECHECLUS, KINGS_GREED], []))
    amp = board.monster(s, 0, ELITE_AMP)
    echeclus = board.gy(s, 0, ECHECLUS)
    assert activations(s, amp) == []
    board.gy(s, 0, KINGS_GREED)
    play(s, f"act {amp}")
    assert s.hand[0] == [echeclus]


# --------------------------------------------------------------------------- 21591


@card(CHAOS_DRAGON)
def test_winged_dragon_of_chaos_sets_black_magic_ritual_the_turn_it_is_summoned(board):
    s = board.game(cards=([CHAOS_DRAGON, CHAOS_DRAGON, BLACK_MAGIC_RITUAL], []))
    old = board.monster(s, 0, CHAOS_DRAGON)
    dragon = board.hand(s, 0, CHAOS_DRAGON)
    ritual = board.gy(s, 0, BLACK_MAGIC_RITUAL)
    assert activations(s, old) == []  # not summoned this turn
    play(s, f"summon {dragon}", f"act {dragon}")
    assert ritual in s.szone[0] and s.pos[ritual] == SET and s.gy[0] == []


@card(CHAOS_DRAGON)
def test_winged_dragon_of_chaos_after_a_special_summon_needs_a_free_zone(board):
    cards = [CHAOS_DRAGON, REBORN, BLACK_MAGIC_RITUAL, *[POT_OF_GREED] * 3]
    s = board.game(cards=(cards, []))
    dragon = board.gy(s, 0, CHAOS_DRAGON)
    reborn = board.hand(s, 0, REBORN)
    ritual = board.gy(s, 0, BLACK_MAGIC_RITUAL)
    play(s, f"act {reborn}", "position 2")
    assert s.pos[dragon] == DEF
    spells = [board.spell(s, 0, POT_OF_GREED, SET) for _ in range(3)]
    assert activations(s, dragon) == []  # no free Spell & Trap Zone
    play(s, f"act {spells[0]}")  # a Normal Spell resolves and goes to the GY
    assert -1 in s.szone[0]
    play(s, f"act {dragon}")
    assert ritual in s.szone[0] and s.pos[ritual] == SET


# --------------------------------------------------------------------------- 22627


@card(MEINIR)
def test_meinir_sends_itself_and_adds_a_defiant_soul_and_a_ritual_spell(board):
    cards = [MEINIR, GAIGUST, SOUFFRAES, BLACK_MAGIC_RITUAL, PRESSURE]
    s = board.game(cards=(cards, []))
    meinir = board.hand(s, 0, MEINIR)
    gaigust, souffraes = board.gy(s, 0, GAIGUST), board.gy(s, 0, SOUFFRAES)
    board.gy(s, 0, PRESSURE)  # a Normal Spell
    play(s, f"summon {meinir}")
    assert activations(s, meinir) == []  # no Ritual Spell in the GY
    ritual = board.gy(s, 0, BLACK_MAGIC_RITUAL)
    play(s, f"act {meinir}")
    assert meinir in s.gy[0] and meinir not in s.mzone[0]
    assert choices(s) == [(gaigust,), (souffraes,)]
    play(s, f"pick {souffraes}")  # the only Ritual Spell: added at once
    assert s.hand[0] == [souffraes, ritual] and gaigust in s.gy[0]


@card(MEINIR)
def test_meinir_needs_its_normal_summon_and_a_defiant_soul(board):
    s = board.game(cards=([MEINIR, GAIGUST, BLACK_MAGIC_RITUAL], []))
    meinir = board.monster(s, 0, MEINIR)
    board.gy(s, 0, GAIGUST)
    board.gy(s, 0, BLACK_MAGIC_RITUAL)
    assert activations(s, meinir) == []  # not summoned this turn
    s = board.game(cards=([MEINIR, BLACK_MAGIC_RITUAL], []))
    meinir = board.hand(s, 0, MEINIR)
    board.gy(s, 0, BLACK_MAGIC_RITUAL)
    play(s, f"summon {meinir}")
    assert activations(s, meinir) == []


# --------------------------------------------------------------------------- 23716


@card(GREAT_MIXER)
def test_great_mixer_adds_elite_amp_rises_a_level_and_only_fiends_attack(board):
    s = board.game(cards=([GREAT_MIXER, ELITE_AMP, FILLER], []))
    mixer = board.hand(s, 0, GREAT_MIXER)
    caster = board.monster(s, 0, FILLER)
    play(s, f"summon {mixer}")
    assert activations(s, mixer) == []  # no Elite Amp in the GY
    amp = board.gy(s, 0, ELITE_AMP)
    play(s, f"act {mixer}")
    assert s.hand[0] == [amp] and facts(s, mixer).level == 4 + 1
    play(s, "battle")
    assert verbs(s) == [f"attack {mixer}", "end"]  # the Spellcaster cannot attack
    play(s, "end")
    assert facts(s, mixer).level == 4
    play(s, "end", "battle")
    assert f"attack {caster}" in verbs(s)


@card(GREAT_MIXER)
def test_great_mixer_is_not_offered_unless_normal_summoned_this_turn(board):
    s = board.game(cards=([GREAT_MIXER, ELITE_AMP], []))
    mixer = board.monster(s, 0, GREAT_MIXER)
    board.gy(s, 0, ELITE_AMP)
    assert activations(s, mixer) == []


# ------------------------------------------------- what an activation needs to do something


@card(SEVENS_SORCERER)
def test_sevens_road_sorcerer_can_revive_itself_sent_for_its_cost(board):
    s = board.game(cards=([SEVENS_SORCERER, FAITH_BIRD, FAITH_BIRD], []))
    sorcerer = board.monster(s, 0, SEVENS_SORCERER)
    board.monster(s, 0, FAITH_BIRD)
    board.monster(s, 0, FAITH_BIRD)  # Winged Beasts: the only Spellcaster is the Sorcerer
    act_sorcerer(s, sorcerer)
    play(s, "position 1")
    assert sorcerer in s.mzone[0] and s.pos[sorcerer] == ATK


@card(BLUE_FANG)
def test_blue_fang_is_not_offered_with_nothing_to_destroy(board):
    s = board.game(cards=([BLUE_FANG], [DM]))
    fang = board.monster(s, 0, BLUE_FANG)
    board.monster(s, 1, DM)
    assert activations(s, fang) == []


@card(ROMIC)
def test_romic_n_roller_is_not_offered_without_a_face_up_opponent_monster(board):
    s = board.game(cards=([ROMIC], [FILLER]))
    romic = board.monster(s, 0, ROMIC)
    board.monster(s, 1, FILLER, FACEDOWN)
    s.lp[0] = 1000
    assert activations(s, romic) == []


@card(NANA)
def test_necromaid_nana_draws_the_card_it_returned_from_a_one_card_deck(board):
    s = board.game(cards=([NANA, DM], []))
    nana = board.monster(s, 0, NANA)
    dm = board.gy(s, 0, DM)
    del s.deck[0][:-1]  # one card left in the Deck
    last = s.deck[0][0]
    play(s, f"act {nana}")
    assert sorted(s.hand[0]) == sorted([last, dm]) and s.deck[0] == []
