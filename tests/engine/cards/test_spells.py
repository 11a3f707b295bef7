"""Normal Spells, one scenario each: what each encoded Spell does to a concrete board.

Every test builds its position with the `board` fixture, plays the Spell by legal actions only
and checks the cards it moved, the stats it changed (and when the change ends), LP, and the
rules it put in force; where the card has a requirement, that it is not offered without it.
The Wai Wai Rush Party Spells are played from a Spell Card Stand in a four-player party game.
"""

from __future__ import annotations

import random

import pytest

from tests.engine.cards.card_support import activations, card, choices, play, verbs
from validator.engine import DeckList, new_game
from validator.engine.field import monsters, place_monster
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import ATK, DEF, FACEDOWN, MAIN, OFF, SET
from validator.playtest.modes import party_settings

# Monsters (Normal Monsters unless said otherwise): Level, ATK/DEF, Attribute, Type.
FILLER = 15154  # Dark Sorcerer: 4, 1500/0, DARK Spellcaster (the decks' filler)
DM = 15410  # Dark Magician: 7, 2500/2100, DARK Spellcaster
BEWD = 15184  # Blue-Eyes White Dragon: 8, 3000/2500, LIGHT Dragon
REBD = 15351  # Red-Eyes Black Dragon: 7, 2400/2000, DARK Dragon
CAT = 15159  # Straynge Cat: 1, 0/1400, EARTH Spellcaster
SKULL = 15781  # Summoned Skull: 6, 2500/1200, DARK Fiend
MANIPULATOR = 16960  # Flame Manipulator: 3, 900/1000, FIRE Spellcaster
ARCHER = 15157  # Spell Archer: 3, 1000/400, WIND Spellcaster
AQUA = 16771  # Aqua Sorcerer: 4, 1500/0, WATER Spellcaster
GEMINI = 19770  # Gemini Elf: 4, 1900/900, EARTH Spellcaster
LIGHT_SORCERER = 15595  # Light Sorcerer: 4, 1500/0, LIGHT Spellcaster
WATTKISS = 15412  # 2, 300/1000, LIGHT Psychic
ASSAILANT = 16137  # Silent Assailant: 4, 1500/0, DARK Psychic
JOINTECH = 17589  # Jointech Ace: 4, 1500/0, EARTH Machine
RECRUIT = 16659  # Worker Warrior - New Recruit: 4, 1400/600, LIGHT Machine
MAX_RAIDER = 15199  # Max Raider: 7, 2400/1400, EARTH Warrior
BARRACUDA = 15422  # Jet Barracuda: 3, 800/1000, WATER Fish
TAKRIMINOS = 16968  # Takriminos: 4, 1500/1200, WATER Sea Serpent
NESSUS = 16789  # Nessus the Star Knight: 4, 1500/0, LIGHT Fiend
INVASION = 15663  # Royal Rebel's Invasion (effect, not encoded): 7, 2300/0, LIGHT Fiend
ANSLER = 15152  # Ansler the Magical Swordsman: 6, 2000/500, FIRE Spellcaster
IRUQUA = 16969  # Dolphin King Iruqua: 6, 2000/500, WATER Sea Serpent
FAITH_BIRD = 15216  # Faith Bird: 4, 1500/1100, WIND Winged Beast
HARPIE = 17342  # Harpie Lady: 4, 1300/1400, WIND Winged Beast
SISTERS = 19097  # Harpie Lady Sisters (a Maximum centre, here alone): 5, 2100/0, WIND
THE_DRAGON = 16910  # The Dragon: 1, 0/0, LIGHT Dragon
KURIBOT = 15189  # Kuribot (effect): 1, 300/200, DARK Fiend
CHAIRMAN = 16922  # Worker Warrior - Sinister Chairman (Fusion): 9, 2800/2400
FIRE_GUARDIAN = 15166  # Fire Guardian: 6, 2100/400, FIRE Dragon
SHOCK_DRAGON = 15431  # Shock Dragon (effect, not encoded): 7, 1600/2500, FIRE Dragon

# Traps and Spells used as the cards a Spell acts on.
SAKURETSU = 16768  # Sakuretsu Armor: destroys the monster that attacks
MIRROR_FORCE = 16954  # destroys every Attack Position monster of the attacker
YAMI = 16930  # a Field Spell

# The Spells of this file.
WIND_PROTECTION, MAGICAL_STREAM, DRAGONS_INFERNO = 15160, 15161, 15175
PIERCE, EXPLOSION, TEMPEST, HAMMER_CRUSH, SPARKS = 15204, 15206, 15207, 15208, 15227
DARKNESS, INFERNO_FIRE_BLAST, TECTONIC, LULLABIND = 15229, 15353, 15446, 15447
THOUSAND_KNIVES, DARK_MAGIC_ATTACK, DIVINE_WIND, BLUE_MEDICINE = 15450, 15451, 15452, 15454
FLOWBACK, BURST_BREATH, ROCKET, KURIBOTRIPLE = 15561, 15582, 15599, 15607
BONDED_BOWING, BLOCK_ATTACK, GRAND_EXTREME, COMMAND = 15658, 15659, 16172, 16347
POT_OF_GREED, BARRAGE, MONSTER_REBORN, GRACEFUL_CHARITY = 16372, 16712, 16767, 16933
EXCAVATION, SECRET_ORDER, ECHO, GHOST_CYCLONE = 17211, 17212, 17322, 17539
DARK_TWILIGHT, RECURRING, AVARICE, HEAVY_STORM = 17674, 17723, 17724, 17980
SCRAMBLE, SATURNIUS, DARK_HOLE, TRIANGLE, EGOTIST = 18368, 18393, 18398, 19106, 19107
GRACEFUL_DICE, CYBER_VARIATION, FEATHER_DUSTER = 19997, 21392, 21524
PARTY_REBORN, PARTY_PIERCE, COSMOS, STOP_DEFENSE = 1207650, 1207651, 1207652, 1207670
CARD_DESTRUCTION, POWER_UP = 1207671, 1208675


def next_turn(s):
    """End this turn and the opponent's: back to the first player's Main Phase."""
    play(s, "end", "end")


# ------------------------------------------------------------------------ ATK changes


@card(WIND_PROTECTION)
def test_wind_spirits_protection_sends_a_card_and_a_spellcaster_gains_1000_this_turn(board):
    s = board.game(cards=([WIND_PROTECTION, SKULL, SKULL], []))
    spell = board.hand(s, 0, WIND_PROTECTION)
    mage = board.monster(s, 0, FILLER)
    fiend = board.monster(s, 0, SKULL)  # not a Spellcaster
    assert activations(s, spell) == []  # no card in the hand to send
    cost = board.hand(s, 0, SKULL)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")  # the only face-up Spellcaster: chosen at once
    assert atk_of(s, mage) == 1500 + 1000 and atk_of(s, fiend) == 2500
    assert cost in s.gy[0] and spell in s.gy[0] and s.hand[0] == []
    next_turn(s)
    assert atk_of(s, mage) == 1500


@card(WIND_PROTECTION)
def test_wind_spirits_protection_needs_a_face_up_spellcaster(board):
    s = board.game(cards=([WIND_PROTECTION], []))
    spell = board.hand(s, 0, WIND_PROTECTION)
    board.hand(s, 0, FILLER)
    board.monster(s, 0, FILLER, FACEDOWN)
    board.monster(s, 1, FILLER)  # the opponent's Spellcaster is not one of yours
    assert activations(s, spell) == []


@card(TECTONIC)
def test_tectonic_shift_lowers_a_monster_by_the_highest_atk_in_the_gy(board):
    s = board.game(cards=([TECTONIC, DM, GEMINI, SKULL], [BEWD]))
    spell = board.hand(s, 0, TECTONIC)
    board.monster(s, 0, DM)
    board.gy(s, 0, FILLER)  # 1500
    board.gy(s, 0, SKULL)  # 2500: the highest in the GY
    cost = board.hand(s, 0, GEMINI)  # EARTH
    target = board.monster(s, 1, BEWD)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")
    assert atk_of(s, target) == 3000 - 2500 and cost in s.gy[0]
    next_turn(s)
    assert atk_of(s, target) == 3000


@card(TECTONIC)
def test_tectonic_shift_counts_the_earth_monster_sent_for_it(board):
    s = board.game(cards=([TECTONIC, DM, GEMINI], [BEWD]))
    spell = board.hand(s, 0, TECTONIC)
    board.monster(s, 0, DM)
    board.gy(s, 0, FILLER)  # 1500
    cost = board.hand(s, 0, GEMINI)  # 1900, in the GY once the requirement is met
    target = board.monster(s, 1, BEWD)
    play(s, f"act {spell} {cost}")
    assert atk_of(s, target) == 3000 - 1900


def tectonic_board(board, caster=DM, in_gy=FILLER, cost=GEMINI):
    s = board.game(cards=([TECTONIC, caster, in_gy, cost], [BEWD]))
    spell = board.hand(s, 0, TECTONIC)
    board.monster(s, 0, caster)
    board.gy(s, 0, in_gy)
    board.monster(s, 1, BEWD)
    return s, spell, board.hand(s, 0, cost)


@card(TECTONIC)
def test_tectonic_shift_requirements(board):
    s, spell, cost = tectonic_board(board)
    assert activations(s, spell) == [(cost,)]
    s, spell, _ = tectonic_board(board, caster=GEMINI)  # a Level 4 Spellcaster
    assert activations(s, spell) == []
    s, spell, _ = tectonic_board(board, in_gy=THE_DRAGON)  # 0 ATK: none with 100 or more
    assert activations(s, spell) == []
    s, spell, _ = tectonic_board(board, cost=FILLER)  # DARK: no EARTH monster to send
    assert activations(s, spell) == []


# ------------------------------------------------------------- destroying Spells/Traps


def spell_trap_board(board, spell_id, mine=(), theirs=(SAKURETSU, MIRROR_FORCE), hand=(), more=()):
    """The Spell in player 0's hand, their monsters face-up, player 1's Traps Set (and
    a spare Trap, Field Spell and monsters in each Deck)."""
    spare = [SAKURETSU, MIRROR_FORCE, YAMI, DM, SKULL]
    s = board.game(cards=([spell_id, *mine, *hand, *more, *spare], [*theirs, *spare]))
    spell = board.hand(s, 0, spell_id)
    for m in mine:
        board.monster(s, 0, m)
    costs = [board.hand(s, 0, h) for h in hand]
    traps = [board.spell(s, 1, t, SET) for t in theirs]
    return s, spell, traps, costs


@pytest.mark.parametrize(
    ("spell_id", "needed", "other"),
    [
        pytest.param(MAGICAL_STREAM, FILLER, SKULL, marks=card(MAGICAL_STREAM)),
        pytest.param(DRAGONS_INFERNO, REBD, SKULL, marks=card(DRAGONS_INFERNO)),
        pytest.param(BARRAGE, JOINTECH, SKULL, marks=card(BARRAGE)),
    ],
    ids=["magical_stream_spellcaster", "dragons_inferno_dragon", "barrage_of_steel_machine"],
)
def test_destroys_one_opponent_spell_trap_with_a_face_up_monster_of_its_type(
    board, spell_id, needed, other
):
    s, spell, (armor, force), _ = spell_trap_board(board, spell_id, mine=[other], more=[needed])
    assert activations(s, spell) == []  # no face-up monster of the Type
    kept = board.spell(s, 0, SAKURETSU, SET)  # one of your own: never a choice
    facedown = board.monster(s, 0, needed, FACEDOWN)
    assert activations(s, spell) == []  # face-down: it does not count
    s.pos[facedown] = ATK
    assert activations(s, spell) == [()]
    play(s, f"act {spell}")
    assert choices(s) == [(armor,), (force,)]
    play(s, f"pick {force}")
    assert force in s.gy[1] and s.pos[armor] == SET and s.pos[kept] == SET
    assert spell in s.gy[0]


@pytest.mark.parametrize(
    "spell_id",
    [
        pytest.param(MAGICAL_STREAM, marks=card(MAGICAL_STREAM)),
        pytest.param(DRAGONS_INFERNO, marks=card(DRAGONS_INFERNO)),
        pytest.param(BARRAGE, marks=card(BARRAGE)),
        pytest.param(HAMMER_CRUSH, marks=card(HAMMER_CRUSH)),
    ],
)
def test_no_activation_without_an_opponent_spell_trap(board, spell_id):
    s, spell, _, _ = spell_trap_board(
        board, spell_id, mine=[FILLER, REBD, JOINTECH], theirs=(), hand=[SKULL]
    )
    assert activations(s, spell) == []


@card(HAMMER_CRUSH)
def test_hammer_crush_sends_a_card_from_the_hand_and_destroys_a_spell_trap(board):
    s, spell, (armor, force), _ = spell_trap_board(board, HAMMER_CRUSH)
    assert activations(s, spell) == []  # no card to send
    cost = board.hand(s, 0, SKULL)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}", f"pick {armor}")
    assert armor in s.gy[1] and s.pos[force] == SET
    assert s.gy[0] == [cost, spell] and s.hand[0] == []


@pytest.mark.parametrize(
    "spell_id",
    [
        pytest.param(DARK_MAGIC_ATTACK, marks=card(DARK_MAGIC_ATTACK)),
        pytest.param(FEATHER_DUSTER, marks=card(FEATHER_DUSTER)),
    ],
)
def test_destroys_every_opponent_spell_trap_and_none_of_yours(board, spell_id):
    s, spell, traps, _ = spell_trap_board(board, spell_id, mine=[DM])
    field = board.field_spell(s, 1, YAMI)
    own = board.spell(s, 0, MIRROR_FORCE, SET)
    play(s, f"act {spell}")
    assert all(s.pos[t] == OFF for t in traps) and set(traps) | {field} <= set(s.gy[1])
    assert s.fzone[1] == -1 and s.pos[own] == SET and spell in s.gy[0]


@card(DARK_MAGIC_ATTACK)
def test_dark_magic_attack_needs_a_face_up_dark_magician(board):
    s, spell, _, _ = spell_trap_board(board, DARK_MAGIC_ATTACK, mine=[FILLER, REBD])
    assert activations(s, spell) == []
    dm = board.monster(s, 0, DM, FACEDOWN)
    assert activations(s, spell) == []
    s.pos[dm] = DEF
    assert activations(s, spell) == [()]


@card(HEAVY_STORM)
def test_heavy_storm_destroys_every_spell_trap_on_both_sides(board):
    s, spell, traps, _ = spell_trap_board(board, HEAVY_STORM)
    own = [board.spell(s, 0, SAKURETSU, SET), board.field_spell(s, 0, YAMI)]
    mine = board.monster(s, 0, FILLER)
    play(s, f"act {spell}")
    assert set(traps) <= set(s.gy[1]) and set(own) <= set(s.gy[0])
    assert s.szone == [[-1, -1, -1], [-1, -1, -1]] and s.fzone == [-1, -1]
    assert spell in s.gy[0] and s.pos[mine] == ATK


@card(GHOST_CYCLONE)
def test_ghost_cyclone_destroys_a_spell_trap_then_may_draw(board):
    s, spell, (armor, force), _ = spell_trap_board(board, GHOST_CYCLONE)
    for _ in range(3):
        board.gy(s, 0, FILLER)  # 3 monsters in the GY: the draw is offered
    play(s, f"act {spell}", f"pick {armor}")
    assert armor in s.gy[1] and s.pos[force] == SET
    assert verbs(s) == ["decline", "accept"]
    top = s.deck[0][-1]
    play(s, "accept")
    assert s.hand[0] == [top] and spell in s.gy[0]

    s, spell, (armor, _force), _ = spell_trap_board(board, GHOST_CYCLONE)
    play(s, f"act {spell}", f"pick {armor}", "decline")
    assert s.hand[0] == [] and s.resolving is None and armor in s.gy[1]


@card(GHOST_CYCLONE)
def test_ghost_cyclone_no_draw_with_four_monsters_in_the_gy(board):
    s, spell, (armor, _force), _ = spell_trap_board(board, GHOST_CYCLONE)
    for _ in range(4):
        board.gy(s, 0, FILLER)
    play(s, f"act {spell}", f"pick {armor}")
    assert s.resolving is None and s.hand[0] == [] and armor in s.gy[1]


@card(GHOST_CYCLONE)
def test_ghost_cyclone_only_with_no_monster_on_your_field(board):
    s, spell, _, _ = spell_trap_board(board, GHOST_CYCLONE)
    assert activations(s, spell) == [()]
    board.monster(s, 0, FILLER, FACEDOWN)
    assert activations(s, spell) == []


# --------------------------------------------------------------------------- LP


@card(SPARKS)
def test_sparks_inflicts_200_damage(board):
    s = board.game(cards=([SPARKS], []))
    spell = board.hand(s, 0, SPARKS)
    play(s, f"act {spell}")
    assert s.lp == [8000, 8000 - 200] and spell in s.gy[0]


@card(BLUE_MEDICINE)
def test_blue_medicine_gains_400_lp(board):
    s = board.game(cards=([BLUE_MEDICINE], []))
    spell = board.hand(s, 0, BLUE_MEDICINE)
    s.lp[0] = 5000
    play(s, f"act {spell}")
    assert s.lp == [5400, 8000] and spell in s.gy[0]


def explosion_board(board, caster=DM, cost=MANIPULATOR):
    s = board.game(cards=([EXPLOSION, caster, cost], [DM, SAKURETSU, YAMI]))
    spell = board.hand(s, 0, EXPLOSION)
    board.monster(s, 0, caster)
    return s, spell, board.hand(s, 0, cost)


@card(EXPLOSION)
def test_road_magic_explosion_400_per_card_on_the_opponents_field(board):
    s, spell, cost = explosion_board(board)
    board.monster(s, 1, DM)
    board.monster(s, 1, FILLER, FACEDOWN)
    board.spell(s, 1, SAKURETSU, SET)
    board.field_spell(s, 1, YAMI)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")
    assert s.lp == [8000, 8000 - 4 * 400] and cost in s.gy[0] and spell in s.gy[0]


@card(EXPLOSION)
def test_road_magic_explosion_requirements(board):
    s, spell, _ = explosion_board(board, caster=ANSLER)  # a Level 6 Spellcaster
    board.monster(s, 1, DM)
    assert activations(s, spell) == []
    s, spell, _ = explosion_board(board, cost=AQUA)  # WATER: no FIRE monster to send
    board.monster(s, 1, DM)
    assert activations(s, spell) == []


@card(INFERNO_FIRE_BLAST)
def test_inferno_fire_blast_2400_damage_and_red_eyes_cannot_attack_this_turn(board):
    s = board.game(cards=([INFERNO_FIRE_BLAST, REBD, REBD], []))
    spell = board.hand(s, 0, INFERNO_FIRE_BLAST)
    assert activations(s, spell) == []  # no face-up Red-Eyes Black Dragon
    red_eyes = board.monster(s, 0, REBD)
    other = board.monster(s, 0, FILLER)
    play(s, f"act {spell}")
    assert s.lp == [8000, 8000 - 2400] and spell in s.gy[0]
    play(s, "battle")
    assert verbs(s) == [f"attack {other}", "end"]  # the Red-Eyes cannot attack
    next_turn(s)
    play(s, "battle")
    assert f"attack {red_eyes}" in verbs(s)


@card(INFERNO_FIRE_BLAST)
def test_inferno_fire_blast_face_down_red_eyes_does_not_count(board):
    s = board.game(cards=([INFERNO_FIRE_BLAST, REBD], []))
    spell = board.hand(s, 0, INFERNO_FIRE_BLAST)
    board.monster(s, 0, REBD, FACEDOWN)
    assert activations(s, spell) == []


# ------------------------------------------------------------------------- drawing


@card(POT_OF_GREED)
def test_pot_of_greed_draws_two(board):
    s = board.game(cards=([POT_OF_GREED], []))
    spell = board.hand(s, 0, POT_OF_GREED)
    top = s.deck[0][-2:]
    play(s, f"act {spell}")
    assert sorted(s.hand[0]) == sorted(top) and len(s.deck[0]) == 30 - 2 and spell in s.gy[0]


@pytest.mark.parametrize(
    ("spell_id", "draws"),
    [
        pytest.param(POT_OF_GREED, 2, marks=card(POT_OF_GREED)),
        pytest.param(GRACEFUL_CHARITY, 3, marks=card(GRACEFUL_CHARITY)),
    ],
)
def test_no_activation_with_fewer_cards_in_the_deck_than_it_draws(board, spell_id, draws):
    s = board.game(cards=([spell_id], []), deck_size=draws - 1)
    spell = board.hand(s, 0, spell_id)
    assert len(s.deck[0]) == draws - 1 and activations(s, spell) == []
    s.deck[0].append(board.take(s, 1, FILLER))
    assert activations(s, spell) == [()]


@card(GRACEFUL_CHARITY)
def test_graceful_charity_draws_three_then_sends_two_of_the_hand(board):
    s = board.game(cards=([GRACEFUL_CHARITY, DM, SKULL, CAT], []))
    spell = board.hand(s, 0, GRACEFUL_CHARITY)
    kept = board.hand(s, 0, CAT)  # in the hand before: it may be sent too
    drawn = [board.take(s, 0, DM), board.take(s, 0, SKULL), board.take(s, 0, FILLER)]
    s.deck[0].extend(drawn)
    play(s, f"act {spell}")
    assert set(s.hand[0]) == {kept, *drawn}
    assert len(choices(s)) == 6  # any 2 of the 4 cards
    play(s, f"pick {kept} {drawn[0]}")
    assert sorted(s.hand[0]) == sorted(drawn[1:]) and {kept, drawn[0], spell} <= set(s.gy[0])


@card(AVARICE)
def test_pot_of_avarice_returns_five_monsters_from_the_gy_and_draws_two(board):
    s = board.game(cards=([AVARICE, DM, SKULL, CAT, REBD, SAKURETSU], []))
    spell = board.hand(s, 0, AVARICE)
    gy = [board.gy(s, 0, x) for x in (DM, SKULL, CAT, REBD)]
    trap = board.gy(s, 0, SAKURETSU)
    assert activations(s, spell) == []  # four monsters (and a Trap)
    gy.append(board.gy(s, 0, FILLER))
    assert activations(s, spell) == [tuple(gy)]
    deck = len(s.deck[0])
    play(s, f"act {spell} {' '.join(map(str, gy))}")
    assert len(s.hand[0]) == 2 and len(s.deck[0]) == deck + 5 - 2
    assert s.gy[0] == [trap, spell] and set(gy) <= set(s.deck[0]) | set(s.hand[0])


@card(KURIBOTRIPLE)
def test_kuribotriple_returns_three_kuribot_and_draws_two(board):
    s = board.game(cards=([KURIBOTRIPLE, KURIBOT, KURIBOT, KURIBOT, KURIBOT], []))
    spell = board.hand(s, 0, KURIBOTRIPLE)
    bots = [board.gy(s, 0, KURIBOT), board.gy(s, 0, KURIBOT)]
    board.gy(s, 0, FILLER)  # not a Kuribot
    assert activations(s, spell) == []  # two Kuribot
    bots.append(board.gy(s, 0, KURIBOT))
    assert activations(s, spell) == [tuple(bots)]
    deck = len(s.deck[0])
    play(s, f"act {spell} {' '.join(map(str, bots))}")
    assert len(s.hand[0]) == 2 and len(s.deck[0]) == deck + 3 - 2
    assert not set(bots) & set(s.gy[0]) and spell in s.gy[0]


@card(BONDED_BOWING)
def test_bonded_bowing_turns_a_level_7_warrior_to_defense_and_draws_one(board):
    s = board.game(cards=([BONDED_BOWING, MAX_RAIDER, MAX_RAIDER, DM], []))
    spell = board.hand(s, 0, BONDED_BOWING)
    board.monster(s, 0, MAX_RAIDER, DEF)  # already in Defense Position
    board.monster(s, 0, DM)  # Level 7, a Spellcaster
    assert activations(s, spell) == []
    warrior = board.monster(s, 0, MAX_RAIDER)
    assert activations(s, spell) == [(warrior,)]
    top = s.deck[0][-1]
    play(s, f"act {spell} {warrior}")
    assert s.pos[warrior] == DEF and s.hand[0] == [top] and spell in s.gy[0]


@card(SATURNIUS)
def test_saturnius_orb_sends_a_monster_with_a_level_6_face_up_and_draws_two(board):
    s = board.game(cards=([SATURNIUS, SKULL, SAKURETSU, DM], []))
    spell = board.hand(s, 0, SATURNIUS)
    board.hand(s, 0, SAKURETSU)  # not a monster: not a cost
    cost = board.hand(s, 0, FILLER)
    board.monster(s, 0, DM)  # Level 7
    assert activations(s, spell) == []
    board.monster(s, 0, SKULL)  # Level 6
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")
    assert cost in s.gy[0] and len(s.hand[0]) == 1 + 2 and spell in s.gy[0]


@card(CYBER_VARIATION)
def test_cyber_variation_returns_a_light_machine_and_draws_two(board):
    s = board.game(cards=([CYBER_VARIATION, RECRUIT, JOINTECH], []))
    spell = board.hand(s, 0, CYBER_VARIATION)
    board.monster(s, 0, JOINTECH)  # EARTH Machine
    assert activations(s, spell) == []
    machine = board.monster(s, 0, RECRUIT)  # LIGHT Machine
    assert activations(s, spell) == [(machine,)]
    top = s.deck[0][-2:]
    play(s, f"act {spell} {machine}")
    assert s.deck[0][0] == machine and s.pos[machine] == OFF  # the bottom of the Deck
    assert sorted(s.hand[0]) == sorted(top) and spell in s.gy[0]


@card(CYBER_VARIATION)
def test_cyber_variation_needs_ten_cards_in_the_deck(board):
    s = board.game(cards=([CYBER_VARIATION, RECRUIT], []), deck_size=9)
    spell = board.hand(s, 0, CYBER_VARIATION)
    board.monster(s, 0, RECRUIT)
    assert len(s.deck[0]) == 9 and activations(s, spell) == []
    s.deck[0].append(board.take(s, 1, FILLER))
    assert activations(s, spell) != []


@card(CYBER_VARIATION)
def test_cyber_variation_only_machines_can_be_special_summoned_this_turn(board):
    s = board.game(cards=([CYBER_VARIATION, RECRUIT, JOINTECH, MONSTER_REBORN, FILLER], []))
    spell = board.hand(s, 0, CYBER_VARIATION)
    machine = board.monster(s, 0, RECRUIT)
    play(s, f"act {spell} {machine}")
    reborn = board.hand(s, 0, MONSTER_REBORN)
    jointech = board.gy(s, 0, JOINTECH)  # a Machine: still allowed
    play(s, f"act {reborn}", "position 1")
    assert monsters(s, 0) == [jointech]


@card(CYBER_VARIATION)
def test_cyber_variation_restriction_ends_with_the_turn(board):
    s = board.game(cards=([CYBER_VARIATION, RECRUIT, MONSTER_REBORN, FILLER], []))
    spell = board.hand(s, 0, CYBER_VARIATION)
    machine = board.monster(s, 0, RECRUIT)
    play(s, f"act {spell} {machine}")
    reborn = board.hand(s, 0, MONSTER_REBORN)
    sorcerer = board.gy(s, 0, FILLER)  # a Spellcaster
    next_turn(s)
    play(s, f"act {reborn}", "position 1")
    assert monsters(s, 0) == [sorcerer]


@card(EXCAVATION)
def test_magical_stone_excavation_sends_two_and_adds_a_spell_from_the_gy(board):
    s = board.game(cards=([EXCAVATION, POT_OF_GREED, SPARKS, SAKURETSU, DM, SKULL], []))
    spell = board.hand(s, 0, EXCAVATION)
    pot, sparks = board.gy(s, 0, POT_OF_GREED), board.gy(s, 0, SPARKS)
    board.gy(s, 0, SAKURETSU)  # a Trap: not a choice
    board.gy(s, 0, DM)
    costs = [board.hand(s, 0, SKULL)]
    assert activations(s, spell) == []  # one card to send
    costs.append(board.hand(s, 0, FILLER))
    assert activations(s, spell) == [tuple(costs)]
    play(s, f"act {spell} {costs[0]} {costs[1]}")
    assert choices(s) == [(pot,), (sparks,)]
    play(s, f"pick {sparks}")
    assert s.hand[0] == [sparks] and set(costs) | {pot, spell} <= set(s.gy[0])


@card(RECURRING)
def test_recurring_nightmare_adds_two_dark_monsters_with_0_def(board):
    s = board.game(cards=([RECURRING, ASSAILANT, DM, LIGHT_SORCERER], []))
    spell = board.hand(s, 0, RECURRING)
    sorcerer = board.gy(s, 0, FILLER)  # DARK, 0 DEF
    board.gy(s, 0, DM)  # DARK, 2100 DEF
    board.gy(s, 0, LIGHT_SORCERER)  # LIGHT, 0 DEF
    assert activations(s, spell) == []  # one such monster
    assailant = board.gy(s, 0, ASSAILANT)
    play(s, f"act {spell}")  # the only two: added at once
    assert sorted(s.hand[0]) == sorted([sorcerer, assailant]) and spell in s.gy[0]
    assert len(s.gy[0]) == 3


@card(RECURRING)
def test_recurring_nightmare_chooses_two_of_them(board):
    s = board.game(cards=([RECURRING, ASSAILANT, KURIBOT], []))
    spell = board.hand(s, 0, RECURRING)
    first, second = board.gy(s, 0, FILLER), board.gy(s, 0, FILLER)
    assailant = board.gy(s, 0, ASSAILANT)
    board.gy(s, 0, KURIBOT)  # DARK with 200 DEF: not a choice
    play(s, f"act {spell}")
    assert choices(s) == [(first, second), (first, assailant)]  # copies are one choice
    play(s, f"pick {first} {assailant}")
    assert sorted(s.hand[0]) == sorted([first, assailant]) and second in s.gy[0]


# -------------------------------------------------------------- removing monsters


@card(THOUSAND_KNIVES)
def test_thousand_knives_destroys_an_opponents_monster_face_down_too(board):
    s = board.game(cards=([THOUSAND_KNIVES, DM], [DM]))
    spell = board.hand(s, 0, THOUSAND_KNIVES)
    mine = board.monster(s, 0, FILLER)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    face_up = board.monster(s, 1, DM)
    assert activations(s, spell) == []  # no face-up Dark Magician
    board.monster(s, 0, DM)
    play(s, f"act {spell}")
    assert choices(s) == [(hidden,), (face_up,)]
    play(s, f"pick {hidden}")
    assert hidden in s.gy[1] and s.pos[face_up] == ATK and s.pos[mine] == ATK


@card(THOUSAND_KNIVES)
def test_thousand_knives_not_without_an_opponents_monster(board):
    s = board.game(cards=([THOUSAND_KNIVES, DM], []))
    spell = board.hand(s, 0, THOUSAND_KNIVES)
    board.monster(s, 0, DM)
    board.monster(s, 0, FILLER)
    assert activations(s, spell) == []


def road_magic_board(board, spell_id, cost, theirs=(DM, FILLER), caster=DM):
    s = board.game(cards=([spell_id, caster, cost, SKULL], [*theirs, FILLER]))
    spell = board.hand(s, 0, spell_id)
    board.monster(s, 0, caster)
    return s, spell, board.hand(s, 0, cost)


@card(DARK_TWILIGHT)
def test_dark_twilight_sends_a_dark_monster_and_destroys_a_face_up_monster(board):
    s, spell, cost = road_magic_board(board, DARK_TWILIGHT, SKULL)  # DARK Fiend
    face_up = board.monster(s, 1, DM)
    board.monster(s, 1, FILLER, FACEDOWN)  # face-down: not a choice
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")  # the only face-up monster
    assert face_up in s.gy[1] and cost in s.gy[0] and spell in s.gy[0]


@card(DARK_TWILIGHT)
def test_dark_twilight_requirements(board):
    s, spell, _ = road_magic_board(board, DARK_TWILIGHT, SKULL)
    board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, spell) == []  # no face-up monster to destroy
    s, spell, _ = road_magic_board(board, DARK_TWILIGHT, GEMINI)  # EARTH
    board.monster(s, 1, DM)
    assert activations(s, spell) == []
    s, spell, _ = road_magic_board(board, DARK_TWILIGHT, SKULL, caster=ANSLER)  # Level 6
    board.monster(s, 1, DM)
    assert activations(s, spell) == []


@card(FLOWBACK)
def test_flowback_sends_a_water_monster_and_returns_a_monster_to_the_hand(board):
    s, spell, cost = road_magic_board(board, FLOWBACK, AQUA)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    face_up = board.monster(s, 1, DM)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")
    assert choices(s) == [(hidden,), (face_up,)]
    play(s, f"pick {hidden}")
    assert s.hand[1] == [hidden] and s.pos[face_up] == ATK and cost in s.gy[0]


@card(FLOWBACK)
def test_flowback_requirements(board):
    s, spell, _ = road_magic_board(board, FLOWBACK, AQUA)
    assert activations(s, spell) == []  # no monster on their field
    s, spell, _ = road_magic_board(board, FLOWBACK, MANIPULATOR)  # FIRE
    board.monster(s, 1, DM)
    assert activations(s, spell) == []
    s, spell, _ = road_magic_board(board, FLOWBACK, AQUA, caster=SKULL)  # not a Spellcaster
    board.monster(s, 1, DM)
    assert activations(s, spell) == []


@card(BURST_BREATH)
def test_burst_breath_destroys_every_face_up_level_6_or_lower(board):
    s = board.game(cards=([BURST_BREATH, BEWD], [SKULL, DM, FILLER]))
    spell = board.hand(s, 0, BURST_BREATH)
    low, skull = board.monster(s, 1, FILLER), board.monster(s, 1, SKULL)  # Levels 4 and 6
    dm = board.monster(s, 1, DM)  # Level 7
    mine = board.monster(s, 0, FILLER)
    assert activations(s, spell) == []  # no Level 7+ Dragon Normal Monster
    board.monster(s, 0, BEWD)
    play(s, f"act {spell}")
    assert low in s.gy[1] and skull in s.gy[1] and s.pos[dm] == ATK and s.pos[mine] == ATK


@card(BURST_BREATH)
def test_burst_breath_needs_a_face_up_level_7_dragon_normal_monster(board):
    s = board.game(cards=([BURST_BREATH, REBD, FIRE_GUARDIAN, SHOCK_DRAGON], [FILLER]))
    spell = board.hand(s, 0, BURST_BREATH)
    board.monster(s, 1, FILLER)
    board.monster(s, 0, REBD, FACEDOWN)
    board.monster(s, 0, FIRE_GUARDIAN)  # Level 6
    board.monster(s, 0, SHOCK_DRAGON)  # an Effect Monster
    assert activations(s, spell) == []


@card(BURST_BREATH)
def test_burst_breath_spares_face_down_monsters(board):
    s = board.game(cards=([BURST_BREATH, REBD], [FILLER]))
    spell = board.hand(s, 0, BURST_BREATH)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    face_up = board.monster(s, 1, FILLER, DEF)
    board.monster(s, 0, REBD)
    play(s, f"act {spell}")
    assert s.pos[hidden] == FACEDOWN and face_up in s.gy[1]


@card(DIVINE_WIND)
def test_blades_of_divine_wind_destroys_two_of_your_normal_monsters_and_one_of_theirs(board):
    s = board.game(cards=([DIVINE_WIND, DM, KURIBOT], [DM, BEWD]), extra=([], [CHAIRMAN]))
    spell = board.hand(s, 0, DIVINE_WIND)
    a, b = board.monster(s, 0, FILLER), board.monster(s, 0, DM)
    board.monster(s, 0, KURIBOT)  # an Effect Monster
    big = board.monster(s, 1, CHAIRMAN)  # Level 9
    target = board.monster(s, 1, BEWD)  # Level 8
    board.monster(s, 1, DM, FACEDOWN)
    play(s, f"act {spell}")  # the only two Normal Monsters, the only Level 8 or lower face-up
    assert a in s.gy[0] and b in s.gy[0] and target in s.gy[1] and s.pos[big] == ATK


def divine_wind_board(board, mine, theirs):
    s = board.game(cards=([DIVINE_WIND, *mine], [*theirs]), extra=([], [CHAIRMAN]))
    spell = board.hand(s, 0, DIVINE_WIND)
    for m in mine:
        board.monster(s, 0, m)
    for m in theirs:
        board.monster(s, 1, m)
    return s, spell


@card(DIVINE_WIND)
def test_blades_of_divine_wind_needs_both_choices(board):
    s, spell = divine_wind_board(board, [FILLER, DM], [DM])
    assert activations(s, spell) == [()]
    s, spell = divine_wind_board(board, [FILLER, KURIBOT], [DM])  # one Normal Monster
    assert activations(s, spell) == []
    s, spell = divine_wind_board(board, [FILLER, DM], [CHAIRMAN])  # their one is Level 9
    assert activations(s, spell) == []


@card(DARK_HOLE)
def test_dark_hole_destroys_every_monster_on_the_field(board):
    s = board.game(cards=([DARK_HOLE, DM], [DM, BEWD, SAKURETSU]))
    spell = board.hand(s, 0, DARK_HOLE)
    mine = [board.monster(s, 0, DM), board.monster(s, 0, FILLER, FACEDOWN)]
    theirs = [board.monster(s, 1, BEWD), board.monster(s, 1, DM, DEF)]
    trap = board.spell(s, 1, SAKURETSU, SET)  # not a monster: it stays
    play(s, f"act {spell}")
    assert set(mine) <= set(s.gy[0]) and set(theirs) <= set(s.gy[1])
    assert monsters(s, 0) == monsters(s, 1) == [] and spell in s.gy[0] and s.pos[trap] == SET


# ------------------------------------------------------------------------ positions


@card(TEMPEST)
def test_tempest_changes_the_position_of_up_to_three_opponent_monsters(board):
    s, spell, cost = road_magic_board(board, TEMPEST, ARCHER)  # WIND
    attacker = board.monster(s, 1, DM)
    defender = board.monster(s, 1, FILLER, DEF)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    mine = board.monster(s, 0, FILLER)
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")
    assert sorted(choices(s)) == sorted(
        [
            (attacker,),
            (defender,),
            (hidden,),
            (attacker, defender),
            (attacker, hidden),
            (defender, hidden),
            (attacker, defender, hidden),
        ]
    )
    play(s, f"pick {attacker} {defender} {hidden}")
    assert (s.pos[attacker], s.pos[defender], s.pos[hidden]) == (DEF, ATK, ATK)
    assert s.pos[mine] == ATK and cost in s.gy[0] and spell in s.gy[0]


@card(TEMPEST)
def test_tempest_one_monster_and_requirements(board):
    s, spell, cost = road_magic_board(board, TEMPEST, ARCHER)
    assert activations(s, spell) == []  # no monster on their field
    a, b = board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    play(s, f"act {spell} {cost}", f"pick {b}")
    assert s.pos[a] == ATK and s.pos[b] == DEF
    s, spell, _ = road_magic_board(board, TEMPEST, AQUA)  # WATER
    board.monster(s, 1, DM)
    assert activations(s, spell) == []


@card(DARKNESS)
def test_darkness_approaches_sends_two_and_turns_any_face_up_monster_face_down(board):
    s = board.game(cards=([DARKNESS, WIND_PROTECTION, SKULL, CAT], [DM]))
    spell = board.hand(s, 0, DARKNESS)
    costs = [board.hand(s, 0, SKULL), board.hand(s, 0, CAT)]
    mine = board.monster(s, 0, FILLER)
    theirs = board.monster(s, 1, DM, DEF)
    board.monster(s, 1, FILLER, FACEDOWN)  # already face-down: not a choice
    assert activations(s, spell) == [tuple(costs)]
    play(s, f"act {spell} {costs[0]} {costs[1]}")
    assert choices(s) == [(mine,), (theirs,)]
    play(s, f"pick {theirs}")
    assert s.pos[theirs] == FACEDOWN and s.pos[mine] == ATK
    assert set(costs) | {spell} <= set(s.gy[0]) and s.hand[0] == []


@card(DARKNESS)
def test_darkness_approaches_needs_two_cards_to_send(board):
    s = board.game(cards=([DARKNESS, SKULL], [DM]))
    spell = board.hand(s, 0, DARKNESS)
    board.hand(s, 0, SKULL)
    board.monster(s, 1, DM)
    assert activations(s, spell) == []
    board.hand(s, 0, FILLER)
    assert len(activations(s, spell)) == 1


@card(DARKNESS)
def test_darkness_approaches_on_your_own_monster_ends_its_boosts(board):
    s = board.game(cards=([DARKNESS, WIND_PROTECTION, SKULL, CAT, GEMINI], []))
    boost = board.hand(s, 0, WIND_PROTECTION)
    mage = board.monster(s, 0, FILLER)
    play(s, f"act {boost} {board.hand(s, 0, GEMINI)}")
    assert atk_of(s, mage) == 2500
    spell = board.hand(s, 0, DARKNESS)
    costs = [board.hand(s, 0, SKULL), board.hand(s, 0, CAT)]
    play(s, f"act {spell} {costs[0]} {costs[1]}")  # the only face-up monster
    assert s.pos[mage] == FACEDOWN
    s.pos[mage] = ATK
    assert atk_of(s, mage) == 1500


@card(LULLABIND)
def test_lullabind_turns_an_opponent_monster_face_down_with_two_psychics(board):
    s = board.game(cards=([LULLABIND, WATTKISS, ASSAILANT], [DM]))
    spell = board.hand(s, 0, LULLABIND)
    board.monster(s, 0, WATTKISS)
    second = board.monster(s, 0, ASSAILANT, FACEDOWN)
    target = board.monster(s, 1, DM)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, spell) == []  # one face-up Psychic
    s.pos[second] = DEF  # flipped face-up: two
    play(s, f"act {spell}")  # their only face-up monster
    assert s.pos[target] == FACEDOWN and s.pos[hidden] == FACEDOWN and spell in s.gy[0]


@card(LULLABIND)
def test_lullabind_not_without_a_face_up_opponent_monster(board):
    s = board.game(cards=([LULLABIND, WATTKISS, ASSAILANT], []))
    spell = board.hand(s, 0, LULLABIND)
    board.monster(s, 0, WATTKISS)
    board.monster(s, 0, ASSAILANT)
    board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, spell) == []


@card(BLOCK_ATTACK)
def test_block_attack_changes_an_attack_position_monster_to_defense(board):
    s = board.game(cards=([BLOCK_ATTACK], [DM, BEWD]))
    spell = board.hand(s, 0, BLOCK_ATTACK)
    mine = board.monster(s, 0, FILLER)  # yours: never a choice
    defender = board.monster(s, 1, DM, DEF)
    hidden = board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, spell) == []  # no Attack Position monster of theirs
    attacker = board.monster(s, 1, BEWD)
    play(s, f"act {spell}")  # the only one in Attack Position
    assert (s.pos[attacker], s.pos[defender], s.pos[hidden]) == (DEF, DEF, FACEDOWN)
    assert s.pos[mine] == ATK and spell in s.gy[0]


# ------------------------------------------------------------------ Special Summons


@card(MONSTER_REBORN)
def test_monster_reborn_special_summons_a_monster_from_your_gy(board):
    s = board.game(cards=([MONSTER_REBORN, DM, SAKURETSU], []))
    spell = board.hand(s, 0, MONSTER_REBORN)
    board.gy(s, 0, SAKURETSU)  # not a monster
    assert activations(s, spell) == []
    low, dm = board.gy(s, 0, FILLER), board.gy(s, 0, DM)
    play(s, f"act {spell}")
    assert choices(s) == [(low,), (dm,)]
    play(s, f"pick {dm}")
    assert verbs(s) == [f"position {ATK}", f"position {DEF}"]
    play(s, f"position {DEF}")
    assert monsters(s, 0) == [dm] and s.pos[dm] == DEF and low in s.gy[0] and spell in s.gy[0]


@card(MONSTER_REBORN)
def test_monster_reborn_takes_a_monster_of_the_opponents_gy_which_goes_back_there(board):
    s = board.game(cards=([MONSTER_REBORN, SAKURETSU], [DM, DM]))
    spell = board.hand(s, 0, MONSTER_REBORN)
    board.gy(s, 0, SAKURETSU)  # not a monster
    assert activations(s, spell) == []
    dm = board.gy(s, 1, DM)  # only the opponent's GY holds a monster
    opponent = board.monster(s, 1, DM)
    play(s, f"act {spell}", f"position {ATK}")  # the only monster: chosen at once
    assert monsters(s, 0) == [dm] and s.owner[dm] == 0 and s.borrowed == ((dm, 1, False),)
    play(s, "end", "end")  # control does not go back at the End Phase
    assert monsters(s, 0) == [dm] and monsters(s, 1) == [opponent]
    play(s, "battle", f"attack {dm} {opponent}")  # both destroyed: each to its owner's GY
    assert dm in s.gy[1] and opponent in s.gy[1] and s.borrowed == () and s.owner[dm] == 1


@card(MONSTER_REBORN)
def test_monster_reborn_needs_a_free_monster_zone(board):
    s = board.game(cards=([MONSTER_REBORN, DM], []))
    spell = board.hand(s, 0, MONSTER_REBORN)
    board.gy(s, 0, DM)
    for _ in range(3):
        board.monster(s, 0, FILLER)
    assert activations(s, spell) == []


@card(GRAND_EXTREME)
def test_grand_extreme_summons_a_fish_then_up_to_five_of_their_gy_monsters_go_back(board):
    s = board.game(cards=([GRAND_EXTREME, BARRACUDA], [SAKURETSU]))
    spell = board.hand(s, 0, GRAND_EXTREME)
    fish = board.hand(s, 0, BARRACUDA)
    theirs = [board.gy(s, 1, FILLER) for _ in range(6)]
    trap = board.gy(s, 1, SAKURETSU)  # not a monster
    deck = len(s.deck[1])
    play(s, f"act {spell}", f"position {ATK}")  # the only Fish or Sea Serpent in the hand
    assert s.pos[fish] == ATK and monsters(s, 0) == [fish]
    # Six copies of one monster: decline, or return 1 to 5 of them.
    returns = [f"pick {' '.join(map(str, theirs[:n]))}" for n in range(1, 6)]
    assert verbs(s) == ["decline", *returns]
    play(s, f"pick {' '.join(map(str, theirs[:5]))}")
    assert s.gy[1] == [theirs[5], trap] and len(s.deck[1]) == deck + 5


@card(GRAND_EXTREME)
def test_grand_extreme_sea_serpent_and_declining_the_return(board):
    s = board.game(cards=([GRAND_EXTREME, TAKRIMINOS, DM], []))
    spell = board.hand(s, 0, GRAND_EXTREME)
    board.hand(s, 0, DM)  # not a Fish or Sea Serpent
    assert activations(s, spell) == []
    serpent = board.hand(s, 0, TAKRIMINOS)
    theirs = board.gy(s, 1, FILLER)
    play(s, f"act {spell}", f"position {DEF}", "decline")
    assert s.pos[serpent] == DEF and s.gy[1] == [theirs] and s.resolving is None


@card(SECRET_ORDER)
def test_secret_order_summons_a_level_7_normal_monster_with_700_more_atk_this_turn(board):
    s = board.game(cards=([SECRET_ORDER, DM, REBD, INVASION, SKULL], []))
    spell = board.hand(s, 0, SECRET_ORDER)
    board.hand(s, 0, INVASION)  # Level 7, an Effect Monster
    board.gy(s, 0, SKULL)  # a Level 6 Normal Monster
    assert activations(s, spell) == []
    dm = board.hand(s, 0, DM)
    red_eyes = board.gy(s, 0, REBD)
    play(s, f"act {spell}")
    assert choices(s) == [(dm,), (red_eyes,)]  # from the hand or the GY
    play(s, f"pick {red_eyes}", f"position {ATK}")
    assert monsters(s, 0) == [red_eyes] and atk_of(s, red_eyes) == 2400 + 700
    next_turn(s)
    assert atk_of(s, red_eyes) == 2400


@card(SECRET_ORDER)
def test_secret_order_monster_survives_the_opponents_traps_this_turn(board):
    s = board.game(cards=([SECRET_ORDER, DM], [SAKURETSU, SAKURETSU]))
    spell = board.hand(s, 0, SECRET_ORDER)
    dm = board.hand(s, 0, DM)
    traps = [board.spell(s, 1, SAKURETSU, SET), board.spell(s, 1, SAKURETSU, SET)]
    play(s, f"act {spell}", f"position {ATK}", "battle", f"attack {dm}")
    play(s, f"act {traps[0]}")  # Sakuretsu Armor fails to destroy it
    assert traps[0] in s.gy[1] and s.pos[dm] == ATK and s.lp[1] == 8000 - 3200
    next_turn(s)
    play(s, "battle", f"attack {dm}", f"act {traps[1]}")
    assert dm in s.gy[0]


@card(SECRET_ORDER)
def test_secret_order_monster_can_still_be_destroyed_by_your_own_effects(board):
    s = board.game(cards=([SECRET_ORDER, DM, DARK_HOLE], []))
    spell = board.hand(s, 0, SECRET_ORDER)
    dm = board.hand(s, 0, DM)
    play(s, f"act {spell}", f"position {ATK}")
    play(s, f"act {board.hand(s, 0, DARK_HOLE)}")
    assert dm in s.gy[0]


@card(ECHO)
def test_royal_rebels_echo_level_7_then_may_add_a_fiend(board):
    s = board.game(cards=([ECHO, INVASION, SKULL, NESSUS, CAT], []))
    spell = board.hand(s, 0, ECHO)
    cost = board.hand(s, 0, CAT)
    invasion = board.gy(s, 0, INVASION)  # Level 7, 0 DEF Fiend
    skull = board.gy(s, 0, SKULL)  # a Fiend with 1200 DEF: not summoned, may be added
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}", f"position {DEF}")
    assert s.deck[0][0] == cost and monsters(s, 0) == [invasion] and s.pos[invasion] == DEF
    assert verbs(s) == ["decline", f"pick {skull}"]
    play(s, f"pick {skull}")
    assert s.hand[0] == [skull] and spell in s.gy[0]


@card(ECHO)
def test_royal_rebels_echo_level_7_declining_the_addition(board):
    s = board.game(cards=([ECHO, INVASION, SKULL], []))
    spell = board.hand(s, 0, ECHO)
    cost = board.hand(s, 0, FILLER)
    invasion = board.hand(s, 0, INVASION)  # from the hand
    skull = board.gy(s, 0, SKULL)
    play(s, f"act {spell} {cost}", f"position {ATK}", "decline")
    assert s.pos[invasion] == ATK and s.gy[0] == [skull, spell] and s.hand[0] == []


@card(ECHO)
def test_royal_rebels_echo_lower_level_adds_nothing(board):
    s = board.game(cards=([ECHO, NESSUS, SKULL, DM], []))
    spell = board.hand(s, 0, ECHO)
    cost = board.hand(s, 0, DM)
    nessus = board.gy(s, 0, NESSUS)  # Level 4, 0 DEF Fiend
    skull = board.gy(s, 0, SKULL)
    play(s, f"act {spell} {cost}", f"position {ATK}")
    assert s.pos[nessus] == ATK and s.resolving is None and skull in s.gy[0]
    assert s.hand[0] == []


@card(ECHO)
def test_royal_rebels_echo_needs_a_card_to_return_and_a_fiend_to_summon(board):
    s = board.game(cards=([ECHO, NESSUS, SKULL], []))
    spell = board.hand(s, 0, ECHO)
    fiend = board.hand(s, 0, NESSUS)
    assert activations(s, spell) == []  # the Fiend would be the card returned
    skull = board.hand(s, 0, SKULL)  # 1200 DEF: a card to return, not one to summon
    assert activations(s, spell) == [(skull,)]
    assert fiend in s.hand[0]


@card(SCRAMBLE)
def test_excutie_scramble_summons_a_level_6_with_500_def_and_level_7_cannot_attack(board):
    s = board.game(cards=([SCRAMBLE, ANSLER, IRUQUA, SKULL, DM], []))
    spell = board.hand(s, 0, SCRAMBLE)
    board.hand(s, 0, SKULL)  # Level 6 with 1200 DEF
    ansler = board.hand(s, 0, ANSLER)
    iruqua = board.gy(s, 0, IRUQUA)
    dm = board.monster(s, 0, DM)  # Level 7
    play(s, f"act {spell}")
    assert choices(s) == [(ansler,), (iruqua,)]  # from the hand or the GY
    play(s, f"pick {iruqua}", f"position {ATK}")
    assert s.pos[iruqua] == ATK and spell in s.gy[0]
    play(s, "battle")
    assert verbs(s) == [f"attack {iruqua}", "end"]  # the Level 7 cannot attack
    next_turn(s)
    play(s, "battle")
    assert f"attack {dm}" in verbs(s)


@card(SCRAMBLE)
def test_excutie_scramble_needs_a_level_6_with_500_def(board):
    s = board.game(cards=([SCRAMBLE, SKULL, DM], []))
    spell = board.hand(s, 0, SCRAMBLE)
    board.hand(s, 0, SKULL)
    board.gy(s, 0, DM)
    assert activations(s, spell) == []


@card(EGOTIST)
def test_elegant_egotist_summons_up_to_two_harpies_from_the_gy(board):
    s = board.game(cards=([EGOTIST, HARPIE, HARPIE, SISTERS, FAITH_BIRD], []))
    spell = board.hand(s, 0, EGOTIST)
    on_field = board.monster(s, 0, HARPIE)
    harpie, sisters = board.gy(s, 0, HARPIE), board.gy(s, 0, SISTERS)
    board.gy(s, 0, FAITH_BIRD)  # WIND Winged Beast, not a Harpie
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(harpie,), (sisters,), (harpie, sisters)])
    play(s, f"pick {harpie} {sisters}", f"position {DEF}")
    assert monsters(s, 0) == [on_field, harpie, sisters]
    assert s.pos[harpie] == s.pos[sisters] == DEF and spell in s.gy[0]


def egotist_board(board, face_up, pos=ATK):
    s = board.game(cards=([EGOTIST, HARPIE, face_up], []))
    spell = board.hand(s, 0, EGOTIST)
    harpie = board.gy(s, 0, HARPIE)
    board.monster(s, 0, face_up, pos)
    return s, spell, harpie


@card(EGOTIST)
def test_elegant_egotist_one_harpie_and_its_requirement(board):
    s, spell, _ = egotist_board(board, FAITH_BIRD)
    assert activations(s, spell) == []  # no Harpie Lady or Harpie Lady Sisters on the field
    s, spell, _ = egotist_board(board, HARPIE, FACEDOWN)
    assert activations(s, spell) == []  # face-down
    s, spell, harpie = egotist_board(board, SISTERS)
    play(s, f"act {spell}", f"position {ATK}")  # the one Harpie in the GY
    assert s.pos[harpie] == ATK and spell in s.gy[0]


# ---------------------------------------------------------------------- ATK and DEF


@card(ROCKET)
def test_thousand_attack_rocket_mills_one_and_a_weak_normal_monster_gains_1000(board):
    s = board.game(cards=([ROCKET, ARCHER, MANIPULATOR, KURIBOT], []))
    spell = board.hand(s, 0, ROCKET)
    archer = board.monster(s, 0, ARCHER)  # 1000 ATK
    manipulator = board.monster(s, 0, MANIPULATOR)  # 900 ATK
    board.monster(s, 0, KURIBOT)  # 300 ATK, an Effect Monster
    top = s.deck[0][-1]
    play(s, f"act {spell}")
    assert top in s.gy[0] and choices(s) == [(archer,), (manipulator,)]
    play(s, f"pick {archer}")
    assert atk_of(s, archer) == 2000 and atk_of(s, manipulator) == 900
    next_turn(s)
    assert atk_of(s, archer) == 1000


@card(ROCKET)
def test_thousand_attack_rocket_requirements(board):
    s = board.game(cards=([ROCKET, ARCHER], []))
    spell = board.hand(s, 0, ROCKET)
    board.monster(s, 0, FILLER)  # 1500 ATK
    assert activations(s, spell) == []
    board.monster(s, 0, ARCHER)
    assert activations(s, spell) == [()]
    s.gy[0].extend(s.deck[0])
    s.deck[0].clear()
    assert activations(s, spell) == []  # no card in the Deck to send


@card(COMMAND)
def test_royal_rebels_command_gains_1000_then_may_change_position(board):
    s = board.game(cards=([COMMAND, NESSUS, SKULL, SKULL, LIGHT_SORCERER], []))
    spell = board.hand(s, 0, COMMAND)
    board.hand(s, 0, FILLER)  # a Spellcaster: not a cost
    cost = board.hand(s, 0, SKULL)  # a Fiend
    fiend = board.monster(s, 0, NESSUS)  # LIGHT Fiend
    board.monster(s, 0, SKULL)  # DARK Fiend
    board.monster(s, 0, LIGHT_SORCERER)  # LIGHT Spellcaster
    assert activations(s, spell) == [(cost,)]
    play(s, f"act {spell} {cost}")  # the only LIGHT Fiend
    assert atk_of(s, fiend) == 2500 and cost in s.gy[0]
    assert verbs(s) == ["decline", "accept"]
    play(s, "accept")
    assert s.pos[fiend] == DEF and s.resolving is None
    next_turn(s)
    assert atk_of(s, fiend) == 1500


@card(COMMAND)
def test_royal_rebels_command_declined_change_and_defense_to_attack(board):
    s = board.game(cards=([COMMAND, COMMAND, NESSUS, SKULL, SKULL], []))
    spell = board.hand(s, 0, COMMAND)
    fiend = board.monster(s, 0, NESSUS, DEF)
    play(s, f"act {spell} {board.hand(s, 0, SKULL)}", "decline")
    assert s.pos[fiend] == DEF and atk_of(s, fiend) == 2500
    spell = board.hand(s, 0, COMMAND)
    play(s, f"act {spell} {board.hand(s, 0, SKULL)}", "accept")
    assert s.pos[fiend] == ATK and atk_of(s, fiend) == 3500


@card(TRIANGLE)
def test_triangle_ecstasy_spark_up_to_three_wind_monsters_gain_600_this_turn(board):
    s = board.game(cards=([TRIANGLE, SISTERS, FAITH_BIRD, HARPIE], []))
    spell = board.hand(s, 0, TRIANGLE)
    bird, harpie = board.monster(s, 0, FAITH_BIRD), board.monster(s, 0, HARPIE)
    assert activations(s, spell) == []  # no Harpie Lady Sisters
    sisters = board.monster(s, 0, SISTERS)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted(
        [
            (bird,),
            (harpie,),
            (sisters,),
            (bird, harpie),
            (bird, sisters),
            (harpie, sisters),
            (bird, harpie, sisters),
        ]
    )
    play(s, f"pick {bird} {harpie} {sisters}")
    assert [atk_of(s, m) for m in (bird, harpie, sisters)] == [2100, 1900, 2700]
    next_turn(s)
    assert [atk_of(s, m) for m in (bird, harpie, sisters)] == [1500, 1300, 2100]


@card(TRIANGLE)
def test_triangle_ecstasy_spark_the_opponent_cannot_activate_traps_this_turn(board):
    s = board.game(cards=([TRIANGLE, SISTERS], [SAKURETSU, DM]))
    spell = board.hand(s, 0, TRIANGLE)
    sisters = board.monster(s, 0, SISTERS)
    dark = board.monster(s, 0, FILLER)  # DARK: not a choice
    trap = board.spell(s, 1, SAKURETSU, SET)
    wall = board.monster(s, 1, FILLER, DEF)
    play(s, f"act {spell}")  # the only WIND monster
    assert atk_of(s, sisters) == 2700 and atk_of(s, dark) == 1500
    play(s, "battle", f"attack {sisters} {wall}")
    assert s.window is None and s.pos[sisters] == ATK and s.pos[trap] == SET
    next_turn(s)
    play(s, "battle", f"attack {sisters}")
    assert verbs(s) == ["pass", f"act {trap}"]


@card(GRACEFUL_DICE)
def test_graceful_dice_your_face_up_monsters_gain_the_roll_times_100_this_turn(board):
    s = board.game(cards=([GRACEFUL_DICE, DM], [DM]))
    spell = board.hand(s, 0, GRACEFUL_DICE)
    mine = [board.monster(s, 0, FILLER), board.monster(s, 0, DM, DEF)]
    hidden = board.monster(s, 0, FILLER, FACEDOWN)
    theirs = board.monster(s, 1, DM)
    twin = random.Random()
    twin.setstate(s.draw_rng().getstate())
    roll = twin.randint(1, 6)
    play(s, f"act {spell}")
    up = roll * 100
    assert [atk_of(s, m) for m in mine] == [1500 + up, 2500 + up]
    assert [def_of(s, m) for m in mine] == [0 + up, 2100 + up]
    assert atk_of(s, theirs) == 2500 and def_of(s, theirs) == 2100
    s.pos[hidden] = ATK
    assert atk_of(s, hidden) == 1500  # face-down when the dice was rolled
    s.pos[hidden] = FACEDOWN
    next_turn(s)
    assert atk_of(s, mine[1]) == 2500 and def_of(s, mine[0]) == 0


@card(PIERCE)
def test_pierce_the_chosen_monster_inflicts_piercing_damage_this_turn(board):
    s = board.game(cards=([PIERCE, DM], [CAT, CAT]))
    spell = board.hand(s, 0, PIERCE)
    dm = board.monster(s, 0, DM)
    other = board.monster(s, 0, FILLER)
    walls = [board.monster(s, 1, CAT, DEF), board.monster(s, 1, CAT, FACEDOWN)]
    play(s, f"act {spell}")
    assert choices(s) == [(dm,), (other,)]
    play(s, f"pick {dm}", "battle", f"attack {dm} {walls[1]}")
    assert walls[1] in s.gy[1] and s.lp[1] == 8000 - (2500 - 1400)
    play(s, f"attack {other} {walls[0]}")  # not chosen: no piercing damage
    assert walls[0] in s.gy[1] and s.lp[1] == 8000 - 1100


@card(PIERCE)
def test_pierce_lasts_only_this_turn(board):
    s = board.game(cards=([PIERCE, DM], [CAT]))
    spell = board.hand(s, 0, PIERCE)
    dm = board.monster(s, 0, DM)
    wall = board.monster(s, 1, CAT, DEF)
    play(s, f"act {spell}")  # the only face-up monster
    next_turn(s)
    play(s, "battle", f"attack {dm} {wall}")
    assert wall in s.gy[1] and s.lp[1] == 8000


@card(PIERCE)
def test_pierce_needs_a_face_up_monster(board):
    s = board.game(cards=([PIERCE], []))
    spell = board.hand(s, 0, PIERCE)
    board.monster(s, 0, FILLER, FACEDOWN)
    board.monster(s, 1, FILLER)
    assert activations(s, spell) == []


# ----------------------------------------------------- Wai Wai Rush Party (from a stand)


@pytest.fixture(scope="module")
def party():
    return party_settings()


def party_game(table, settings, cards=None):
    """Four players of filler (plus the named cards in their Decks), hands and stands empty,
    player 0 in the Main Phase of turn 9 (every player has had a first turn)."""
    cards = cards or {}
    decks = [DeckList((FILLER,) * 30 + tuple(cards.get(p, ()))) for p in range(4)]
    s = new_game(decks, 1, table, settings, 0)
    for p in range(4):
        s.deck[p].extend(s.hand[p])
        s.hand[p].clear()
        s.mode.spell_deck.extend(s.mode.stand[p])
        s.mode.stand[p].clear()
    s.turn, s.tp, s.phase = 9, 0, MAIN
    s.mode.first_turn = [1, 2, 3, 4]
    return s


def take(s, p, card_id):
    """A copy of a card out of p's Deck."""
    c = next(c for c in s.deck[p] if s.infos[c].id == card_id)
    s.deck[p].remove(c)
    return c


def put(s, p, card_id=FILLER, pos=ATK):
    """A copy of a monster from p's Deck onto p's field, there since turn 1."""
    c = take(s, p, card_id)
    place_monster(s, p, c, pos)
    s.since[c] = 1
    return c


def stand(s, p, spell_id):
    """A copy of a party Spell from the Spell Deck onto p's stand."""
    c = next(c for c in s.mode.spell_deck if s.infos[c].id == spell_id)
    s.mode.spell_deck.remove(c)
    s.mode.stand[p].append(c)
    return c


@card(PARTY_REBORN)
def test_party_monster_reborn_summons_from_any_players_gy(table, party):
    s = party_game(table, party, {0: [DM]})
    spell = stand(s, 0, PARTY_REBORN)
    assert activations(s, spell) == []  # nothing in any GY
    theirs = take(s, 1, FILLER)
    s.gy[1].append(theirs)
    assert activations(s, spell) == [()]  # another player's GY: summoned to your field
    low, dm = take(s, 0, FILLER), take(s, 0, DM)
    s.gy[0] += [low, dm]
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(low,), (dm,), (theirs,)])
    play(s, f"pick {theirs}", f"position {DEF}")
    assert monsters(s, 0) == [theirs] and s.pos[theirs] == DEF and s.gy[0] == [low, dm]
    assert s.borrowed == ((theirs, 1, False),)  # player 1's card, under player 0's control
    assert spell in s.mode.spell_gy and spell not in s.mode.stand[0]


@card(PARTY_PIERCE)
def test_party_pierce_inflicts_piercing_damage_this_turn(table, party):
    s = party_game(table, party, {0: [DM]})
    dm = put(s, 0, DM)
    other = put(s, 0, FILLER)
    wall = put(s, 1, FILLER, FACEDOWN)  # 0 DEF
    spell = stand(s, 0, PARTY_PIERCE)
    play(s, f"act {spell}")
    assert choices(s) == [(dm,), (other,)]
    play(s, f"pick {dm}", "battle", f"attack {dm} {wall}")
    assert wall in s.gy[1] and s.lp[1] == 4000 - 2500 and spell in s.mode.spell_gy


@card(PARTY_PIERCE)
def test_party_pierce_other_monsters_do_not_pierce(table, party):
    s = party_game(table, party, {0: [DM]})
    dm = put(s, 0, DM)
    other = put(s, 0, FILLER)
    wall = put(s, 1, FILLER, DEF)
    spell = stand(s, 0, PARTY_PIERCE)
    play(s, f"act {spell}", f"pick {dm}", "battle", f"attack {other} {wall}")
    assert wall in s.gy[1] and s.lp[1] == 4000


@card(COSMOS)
def test_princess_cosmos_stirs_200_atk_and_attacks_on_any_player_this_turn(table, party):
    s = party_game(table, party)
    chosen, other = put(s, 0), put(s, 0)
    put(s, 1)  # the next player
    far = put(s, 2)
    spell = stand(s, 0, COSMOS)
    play(s, f"act {spell}")
    assert choices(s) == [(chosen,), (other,)]
    play(s, f"pick {chosen}")
    assert atk_of(s, chosen) == 1700 and atk_of(s, other) == 1500
    play(s, "battle")
    moves = verbs(s)
    assert f"attack {chosen} {far}" in moves and f"direct {chosen} 3" in moves
    assert f"attack {other} {far}" not in moves and f"direct {other} 3" not in moves
    play(s, f"direct {chosen} 3")
    assert s.lp[3] == 4000 - 1700
    play(s, "end")
    assert atk_of(s, chosen) == 1500


@card(STOP_DEFENSE)
def test_stop_defense_any_defense_monster_to_face_up_attack(table, party):
    s = party_game(table, party)
    own = put(s, 0, FILLER, DEF)
    hidden = put(s, 2, FILLER, FACEDOWN)
    face_up = put(s, 3, FILLER, DEF)
    attacker = put(s, 1, FILLER, ATK)  # already in Attack Position: not a choice
    spell = stand(s, 0, STOP_DEFENSE)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(own,), (hidden,), (face_up,)])
    play(s, f"pick {hidden}")
    assert s.pos[hidden] == ATK and s.pos[own] == DEF and s.pos[face_up] == DEF
    assert s.pos[attacker] == ATK and spell in s.mode.spell_gy


@card(STOP_DEFENSE)
def test_stop_defense_your_own_monster_and_none_to_choose(table, party):
    s = party_game(table, party)
    spell = stand(s, 0, STOP_DEFENSE)
    put(s, 1, FILLER, ATK)
    assert activations(s, spell) == []  # no Defense Position monster anywhere
    own = put(s, 0, FILLER, DEF)
    play(s, f"act {spell}")  # the only one
    assert s.pos[own] == ATK


@card(CARD_DESTRUCTION)
def test_card_destruction_each_player_sends_hand_monsters_and_draws_as_many(table, party):
    s = party_game(table, party, {1: [POT_OF_GREED]})
    for p, n in ((0, 2), (1, 1), (3, 3)):
        s.hand[p].extend(take(s, p, FILLER) for _ in range(n))
    spell_card = take(s, 1, POT_OF_GREED)  # a Spell Card in the hand: it stays
    s.hand[1].append(spell_card)
    before = [list(h) for h in s.hand]
    spell = stand(s, 0, CARD_DESTRUCTION)
    play(s, f"act {spell}")
    assert [len(h) for h in s.hand] == [2, 2, 0, 3]
    assert s.gy[0] == before[0] and s.gy[3] == before[3] and s.gy[2] == []
    assert s.gy[1] == before[1][:1] and spell_card in s.hand[1]
    assert not set(before[0]) & set(s.hand[0]) and spell in s.mode.spell_gy


@card(CARD_DESTRUCTION)
def test_card_destruction_draws_on_from_the_reshuffled_gy(table, party):
    s = party_game(table, party)
    s.hand[1].extend(take(s, 1, FILLER) for _ in range(3))
    s.gy[1].extend(s.deck[1][1:])
    del s.deck[1][1:]  # one card left in the Deck
    spell = stand(s, 0, CARD_DESTRUCTION)
    play(s, f"act {spell}")
    assert s.alive[1] and len(s.hand[1]) == 3 and s.gy[1] == [] and len(s.deck[1]) == 30 - 3


@card(POWER_UP)
def test_the_power_up_a_level_4_or_lower_gains_1000_this_turn(table, party):
    s = party_game(table, party, {0: [SKULL, CAT]})
    low, cat = put(s, 0), put(s, 0, CAT)
    skull = put(s, 0, SKULL)  # Level 6: not a choice
    theirs = put(s, 1)  # not yours
    spell = stand(s, 0, POWER_UP)
    play(s, f"act {spell}")
    assert choices(s) == [(low,), (cat,)]
    play(s, f"pick {cat}")
    assert atk_of(s, cat) == 1000 and atk_of(s, low) == 1500 and atk_of(s, skull) == 2500
    assert atk_of(s, theirs) == 1500 and spell in s.mode.spell_gy
    play(s, "end")
    assert atk_of(s, cat) == 0


@card(POWER_UP)
def test_the_power_up_needs_a_face_up_level_4_or_lower(table, party):
    s = party_game(table, party, {0: [SKULL]})
    put(s, 0, SKULL)
    put(s, 0, FILLER, FACEDOWN)
    put(s, 1)
    spell = stand(s, 0, POWER_UP)
    assert activations(s, spell) == []


# ----------------------------------------- an activation must be able to do what it says


@card(EXCAVATION)
def test_magical_stone_excavation_needs_a_spell_in_the_gy_before_the_cost(board):
    s = board.game(cards=([EXCAVATION, SPARKS], []))
    spell = board.hand(s, 0, EXCAVATION)
    board.hand(s, 0, SPARKS)
    board.hand(s, 0, FILLER)
    board.gy(s, 0, FILLER)  # a monster, no Spell, in the GY
    assert activations(s, spell) == []


@card(CYBER_VARIATION)
def test_cyber_variation_no_activation_that_could_only_summon_a_non_machine(board):
    s = board.game(
        cards=([CYBER_VARIATION, RECRUIT, MONSTER_REBORN, GRAND_EXTREME, TAKRIMINOS], [])
    )
    spell = board.hand(s, 0, CYBER_VARIATION)
    machine = board.monster(s, 0, RECRUIT)
    play(s, f"act {spell} {machine}")
    reborn = board.hand(s, 0, MONSTER_REBORN)
    extreme = board.hand(s, 0, GRAND_EXTREME)
    board.hand(s, 0, TAKRIMINOS)  # a Sea Serpent
    board.gy(s, 0, FILLER)  # a Spellcaster
    assert activations(s, extreme) == []
    assert activations(s, reborn) == []


@card(CYBER_VARIATION)
def test_cyber_variation_reborn_chooses_only_among_machines(board):
    s = board.game(cards=([CYBER_VARIATION, RECRUIT, MONSTER_REBORN, JOINTECH], []))
    spell = board.hand(s, 0, CYBER_VARIATION)
    machine = board.monster(s, 0, RECRUIT)
    play(s, f"act {spell} {machine}")
    reborn = board.hand(s, 0, MONSTER_REBORN)
    board.gy(s, 0, FILLER)
    jointech = board.gy(s, 0, JOINTECH)
    play(s, f"act {reborn}", "position 1")  # the Machine is the only choice
    assert monsters(s, 0) == [jointech]


@card(DARK_HOLE)
def test_dark_hole_not_offered_with_no_monster_on_the_field(board):
    s = board.game(cards=([DARK_HOLE], []))
    assert activations(s, board.hand(s, 0, DARK_HOLE)) == []


@card(FEATHER_DUSTER, DARK_MAGIC_ATTACK)
def test_destroy_all_spell_traps_not_offered_with_none_to_destroy(board):
    s = board.game(cards=([FEATHER_DUSTER, DARK_MAGIC_ATTACK, DM], []))
    duster = board.hand(s, 0, FEATHER_DUSTER)
    attack = board.hand(s, 0, DARK_MAGIC_ATTACK)
    board.monster(s, 0, DM)
    assert activations(s, duster) == [] and activations(s, attack) == []


@card(HEAVY_STORM)
def test_heavy_storm_not_offered_with_no_other_spell_trap(board):
    s = board.game(cards=([HEAVY_STORM], []))
    assert activations(s, board.hand(s, 0, HEAVY_STORM)) == []


@card(BURST_BREATH)
def test_burst_breath_not_offered_with_nothing_to_destroy(board):
    s = board.game(cards=([BURST_BREATH, REBD], [DM]))
    spell = board.hand(s, 0, BURST_BREATH)
    board.monster(s, 0, REBD)
    board.monster(s, 1, DM)  # Level 7
    board.monster(s, 1, FILLER, FACEDOWN)
    assert activations(s, spell) == []
