"""Compiled encodings checked against what the text means: each test compiles a made-up clause
of a shape some card prints, plays it on a board and asserts what the text says happens."""

from __future__ import annotations

from tests.engine.cards.card_support import offered, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled
from validator.engine.state import ATK, OFF, SET

MORAY = 15808  # Anchor Moray: a Level 3 WATER Fish Effect Monster (the card that plays the text)
UMI = 15820  # a Field Spell
DRAW = "Draw 1 card."


# ------------------------------------------------------------------ a Spell named face-up


def test_a_field_spell_named_face_up_on_your_field_is_looked_for_in_the_field_zone() -> None:
    encoding = compiled(MORAY, DRAW, requirement='You have "Umi" face-up on your field.')
    (effect,) = encoding["effects"]
    assert effect["condition"] == [
        {"cond": "has", "from": "own_faceup_spelltraps", "filter": {"ids": [UMI]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MORAY, UMI], []))
    moray = board.monster(s, 0, MORAY, ATK)
    assert not offered(s, moray)
    board.field_spell(s, 0, UMI)
    assert offered(s, moray)
    hand = len(s.hand[0])
    play(s, f"act {moray}")
    assert len(s.hand[0]) == hand + 1


def test_a_face_up_field_spell_named_as_a_cost_is_sent_from_the_field_zone() -> None:
    encoding = compiled(MORAY, DRAW, requirement='Send 1 face-up "Umi" from your field to the GY.')
    (effect,) = encoding["effects"]
    assert effect["picks"] == [{"from": "own_faceup_spelltraps", "filter": {"ids": [UMI]}}]
    board = board_playing(encoding)
    s = board.game(cards=([MORAY, UMI], []))
    moray = board.monster(s, 0, MORAY, ATK)
    umi = board.field_spell(s, 0, UMI)
    play(s, f"act {moray} {umi}")
    assert umi in s.gy[0] and s.fzone[0] < 0


def test_a_monster_named_face_up_is_still_a_face_up_monster() -> None:
    encoding = compiled(MORAY, DRAW, requirement='You have "Dark Sorcerer" face-up on your field.')
    (effect,) = encoding["effects"]
    condition = {"cond": "has", "from": "own_faceup", "filter": {"ids": [FILLER]}}
    assert effect["condition"] == [condition]


# ------------------------------------------------------------------ Effect Monsters

GAIA = 18298  # Gaia the Dragon Champion: a Fusion Monster without an effect
WITCH = 15178  # Sevens Road Witch: an Effect Monster


def test_an_effect_monster_is_a_monster_with_an_effect_not_any_non_normal_monster() -> None:
    encoding = compiled(MORAY, "Destroy 1 face-up Effect Monster on your opponent's field.")
    (effect,) = encoding["effects"]
    chosen = {"from": "opp_faceup", "filter": {"kind": "monster", "effect_monster": True}}
    assert effect["picks"] == [chosen]
    board = board_playing(encoding)
    s = board.game(cards=([MORAY], [WITCH]), extra=([], [GAIA]))
    moray = board.monster(s, 0, MORAY, ATK)
    gaia = board.monster(s, 1, GAIA, ATK)
    assert not offered(s, moray)  # a Fusion Monster without an effect is no Effect Monster
    witch = board.monster(s, 1, WITCH, ATK)
    play(s, f"act {moray}")
    assert witch in s.gy[1] and gaia in s.mzone[1]


# ------------------------------------------------------------------ Set Spells/Traps counted

TRAP = 16768  # a Normal Trap


def test_set_spells_and_traps_are_counted_among_the_spell_trap_cards_of_a_field() -> None:
    encoding = compiled(
        MORAY,
        "Inflict damage to your opponent equal to [the number of Spell/Trap Cards on their "
        "field] x 300.",
        requirement="Your opponent has 2 or less Spell/Trap Cards on their field.",
    )
    (effect,) = encoding["effects"]
    assert effect["condition"] == [{"cond": "has", "from": "opp_spelltraps", "min": 0, "max": 2}]
    count = effect["effect"][0]["amount"]["count"]
    assert count == {"counter": "cards", "from": "opp_spelltraps"}
    board = board_playing(encoding)
    s = board.game(cards=([MORAY], [TRAP, TRAP, TRAP]))
    moray = board.monster(s, 0, MORAY, ATK)
    board.spell(s, 1, TRAP, SET)
    board.spell(s, 1, TRAP, SET)
    play(s, f"act {moray}")
    assert s.lp[1] == 8000 - 600  # the two Set cards count
    s = board.game(cards=([MORAY], [TRAP, TRAP, TRAP]))
    moray = board.monster(s, 0, MORAY, ATK)
    for _ in range(3):
        board.spell(s, 1, TRAP, SET)
    assert not offered(s, moray)  # three Set cards: more than 2


# ------------------------------------------------------------------ "This turn, ... that battle"

TRAP_CARD = 16768  # a Normal Trap: the card that plays the made-up Trap text
DM = 15410  # Dark Magician: Level 7, 2500/2100


def test_this_turn_the_attack_target_cannot_be_destroyed_by_battle_lasts_the_turn() -> None:
    """The Japanese text says "this turn, by battle": every battle of this turn counts."""
    encoding = compiled(
        TRAP_CARD,
        "This turn, the attack target cannot be destroyed by that battle.",
        requirement="When an opponent's monster declares an attack.",
    )
    (effect,) = encoding["effects"]
    assert effect["effect"] == [
        {"op": "protect", "target": "attack_target", "from": "battle", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM, DM], [TRAP_CARD, DM]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    mine = board.monster(s, 1, DM)
    trap = board.spell(s, 1, TRAP_CARD, SET)
    play(s, "battle", f"attack {a} {mine}", f"act {trap}")
    assert s.pos[a] == OFF and s.pos[mine] == ATK  # 2500 against 2500: only the attacker falls
    play(s, f"attack {b} {mine}")
    assert s.pos[b] == OFF and s.pos[mine] == ATK  # a second battle this turn: still protected
