"""A Ritual Spell's part that asks whether a material sent bore a name ("Then, if you sent a
monster whose original name is "A" to the GY by this effect, you can ..."), an equipped
monster attacking each of the opponent's monsters once, ATK counted by the cards equipped to
a monster: compiled from made-up clauses and
played."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.text.test_battle10 import _attacks, _battle
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, SET

BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 Effect Monster
FERAL_IMP = 15217  # a Level 4 Normal Monster
POT = 16372  # Pot of Greed, a Normal Spell
ASURA_BAT = 23458  # SW - Asura Bat: a Union monster
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
CYBER_DRAGON = 18353  # a LIGHT Machine Effect Monster
FALCON = 16112  # Cyber Falcon: Level 4 Machine Normal Monster
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
SCOOTER = 15782  # Scoop Scooter: Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon
BLAST = 15353  # Inferno Fire Blast: a Spell
TRAP = 15163  # a Normal Trap
RUSH_HORN = 18273  # an Equip Spell for a Machine: the equipped monster gains 300 ATK

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


EQUIPS_AND_NORMALS = (
    "This card gains ATK equal to [the total number of Equip Spell Cards equipped to this card "
    "and face-up Normal Monsters on your opponent's field] x 500."
)


def test_atk_counted_by_the_cards_equipped_to_this_card() -> None:
    encoding = compiled(CYBER_DRAGON, EQUIPS_AND_NORMALS, effect_types=("Continuous",))
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": {"per": 500, "count": {"counter": "equips"}}},
        {
            "rule": "atk",
            "value": {
                "per": 500,
                "count": {
                    "counter": "cards",
                    "from": "opp_faceup",
                    "filter": {"kind": "monster", "normal": True},
                },
            },
        },
    ]
    for on_this_card in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([CYBER_DRAGON, FALCON, RUSH_HORN], [SORCERER, MAGICIAN, SCOOTER]))
        dragon = board.monster(s, 0, CYBER_DRAGON)
        falcon = board.monster(s, 0, FALCON)
        board.monster(s, 1, SORCERER)
        board.monster(s, 1, MAGICIAN)  # an Effect Monster: not counted
        board.monster(s, 1, SCOOTER, pos=SET)  # face-down: not counted
        printed = s.infos[dragon].atk
        assert atk_of(s, dragon) == printed + 500  # no card equipped to it yet
        horn = board.hand(s, 0, RUSH_HORN)
        play(s, f"act {horn} {dragon if on_this_card else falcon}")
        if on_this_card:  # the Equip Spell's 300, and 500 for it
            assert atk_of(s, dragon) == printed + 300 + 500 + 500
        else:  # equipped to another monster: not counted
            assert atk_of(s, dragon) == printed + 500


def test_the_number_of_equip_cards_equipped_to_this_card() -> None:
    text = "This card gains ATK equal to [the number of Equip Cards equipped to this card] x 500."
    encoding = compiled(CYBER_DRAGON, text, effect_types=("Continuous",))
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": {"per": 500, "count": {"counter": "equips"}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CYBER_DRAGON, RUSH_HORN], []))
    dragon = board.monster(s, 0, CYBER_DRAGON)
    assert atk_of(s, dragon) == s.infos[dragon].atk
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {dragon}")
    assert atk_of(s, dragon) == s.infos[dragon].atk + 300 + 500
    equip_spell = "The equipped monster gains ATK equal to [the number of Equip Cards equipped "
    assert unread(RUSH_HORN, equip_spell + "to this card] x 500.")  # a Spell has none


NON_TRAPS = (
    "Excavate the top 3 cards of your Deck. You can send up to 2 excavated non-Trap Cards to "
    "the GY. Place the other cards on the bottom of your Deck in any order."
)


def test_up_to_two_excavated_non_trap_cards_sent() -> None:
    encoding = compiled(MAGICIAN, NON_TRAPS)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_excavated", "n": 2, "upto": True, "filter": {"kind": ["monster", "spell"]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST, TRAP], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes, blast, trap = on_top(s, 0, RED_EYES, BLAST, TRAP)
    play(s, f"act {magician}")
    offered = {frozenset(way) for way in choices(s)}  # one or both, never the Trap
    assert offered == {frozenset({red_eyes}), frozenset({blast}), frozenset({red_eyes, blast})}
    play(s, f"pick {blast} {red_eyes}")
    assert sorted(s.gy[0]) == sorted([red_eyes, blast]) and trap in s.deck[0]
