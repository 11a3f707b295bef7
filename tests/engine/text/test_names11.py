"""A Ritual Spell's part that asks whether a material sent bore a name ("Then, if you sent a
monster whose original name is "A" to the GY by this effect, you can ..."), an equipped
monster attacking each of the opponent's monsters once: compiled from made-up clauses and
played."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.test_battle10 import _attacks, _battle
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.state import ATK, DEF

BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
FERAL_IMP = 15217  # a Level 4 Normal Monster
POT = 16372  # Pot of Greed, a Normal Spell
ASURA_BAT = 23458  # SW - Asura Bat: a Union monster
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400

RITUAL = (
    'Ritual Summon "Magician of Black Chaos" by sending monsters from your hand or field to the '
    "GY whose total Levels equal 8 or more as material (you cannot use more monsters than "
    "necessary as material)."
)
THEN_DRAW = (
    'Then, if you sent a monster whose original name is "Sevens Road Magician" to the GY by '
    "this effect, you can draw 1 card."
)


def _summon(materials_named: bool) -> tuple[int, int]:
    """Ritual Summon with the Magician and an Imp, or with two Imps, and accept the draw
    offered: the Ritual monster's position and the cards drawn."""
    encoding = compiled(BLACK_MAGIC_RITUAL, f"{RITUAL} {THEN_DRAW}")
    board = board_playing(encoding)
    s = board.game(
        cards=([BLACK_MAGIC_RITUAL, MAGICIAN, FERAL_IMP, FERAL_IMP, POT], []),
        extra=([BLACK_CHAOS], []),
    )
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    magician = board.hand(s, 0, MAGICIAN)
    imps = (board.hand(s, 0, FERAL_IMP), board.hand(s, 0, FERAL_IMP))
    chaos = s.extra[0][0]
    materials = (magician, imps[0]) if materials_named else imps
    hand = len(s.hand[0])
    play(s, f"act {ritual} {chaos} {materials[0]} {materials[1]}", "position 1")
    if materials_named:
        play(s, "accept")
    assert s.resolving is None  # nothing more asked
    return s.pos[chaos], len(s.hand[0]) - (hand - 3)


def test_a_material_of_the_name_lets_you_draw() -> None:
    encoding = compiled(BLACK_MAGIC_RITUAL, f"{RITUAL} {THEN_DRAW}")
    assert encoding["effects"][0]["effect"][0]["condition"] == [
        {"cond": "materials", "filter": {"kind": "monster", "ids": [MAGICIAN]}}
    ]
    assert _summon(materials_named=True) == (ATK, 1)
    assert _summon(materials_named=False) == (ATK, 0)  # no Magician among them: no draw offered


def test_the_part_follows_a_ritual_summon_only() -> None:
    assert unread(POT, f"Draw 1 card. {THEN_DRAW}")
    assert round_trip("sentence", THEN_DRAW) == THEN_DRAW[:-1]


UNION_ALL = (
    "Equip this card to 1 face-up Spellcaster Type monster on your field as an Equip Spell Card "
    "with the following effect. ●The equipped monster can attack all opponent's monsters once "
    "each."
)


def test_the_equipped_monster_attacks_each_opponent_monster_once() -> None:
    encoding = compiled(ASURA_BAT, UNION_ALL)
    assert encoding["effects"][1]["modifiers"] == [{"rule": "attack_all", "side": "equipped"}]
    for equipped in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([ASURA_BAT, MAGICIAN], [FILLER, CAT]))
        bat = board.monster(s, 0, ASURA_BAT)
        magician = board.monster(s, 0, MAGICIAN)
        weak, cat = board.monster(s, 1, FILLER), board.monster(s, 1, CAT, pos=DEF)
        if equipped:
            play(s, f"act {bat}")
        play(s, "battle")
        _battle(s, f"attack {magician} {weak}")
        if equipped:  # a second attack, on the monster not attacked yet, never a direct one
            assert _attacks(s, magician) == [f"attack {magician} {cat}"]
            _battle(s, f"attack {magician} {cat}")
            assert cat in s.gy[1] and _attacks(s, magician) == []
        else:  # as a monster, the card changes nothing: one attack
            assert _attacks(s, magician) == []
