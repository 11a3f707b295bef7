"""Card descriptions read by every production: lists of Types and Attributes, ATK/DEF pairs,
original stats, "non-Level", "Legend" after the Type, the highest ATK, a name no card bears;
each compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, table_playing
from validator.cards import load_cards
from validator.engine.cards import CardInfo
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.registry import attach_effects
from validator.engine.effects.text.names import NAMES_WITHOUT_CARDS
from validator.engine.state import FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100/1500
RED_EYES = 15351  # Red-Eyes Black Dragon: Level 7 DARK Dragon Legend, 2400/2000
WOLFANG = 15156  # Magical Beast Wolfang: Level 3 FIRE Spellcaster, 1100/100
NANDES = 15436  # Nandes the Fire Awakener: Level 4 FIRE Warrior, 1200/1000
BLOB = 21977  # OuTerverSe Acid Blob: its name becomes "OuTerverSe" in the GY
OUTERVERSE = NAMES_WITHOUT_CARDS["OuTerverSe"]


def _pick(encoding: dict) -> dict:
    return encoding["effects"][0]["picks"][0]


def test_the_monster_with_the_highest_atk_is_the_only_choice() -> None:
    encoding = compiled(
        MAGICIAN, "Destroy 1 face-up monster with the highest ATK on your opponent's field."
    )
    assert _pick(encoding) == {
        "from": "opp_faceup",
        "filter": {"kind": "monster"},
        "highest": "atk",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [RED_EYES, NANDES, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    nandes = board.monster(s, 1, NANDES)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}")
    assert red_eyes in s.gy[1]
    assert nandes in s.mzone[1]


def test_types_joined_by_and_or_and_an_atk_def_pair() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Dragon and/or Warrior Type monster with 2400 or 1200 ATK/2000 or 1000 DEF "
        "from your GY to your hand.",
    )
    assert _pick(encoding)["filter"] == {
        "kind": "monster",
        "race": ["Dragon", "Warrior"],
        "atk": [2400, 1200],
        "def": [2000, 1000],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, NANDES, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes, nandes = board.gy(s, 0, RED_EYES), board.gy(s, 0, NANDES)
    board.gy(s, 0, WOLFANG)  # a Spellcaster with 1100 ATK: not one of them
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(red_eyes,), (nandes,)])


def test_non_level_original_def_and_attribute_lists() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 non-Level 7 DARK, EARTH, or FIRE Attribute monster with 1000 or less original DEF "
        "from your GY to your hand.",
    )
    assert _pick(encoding)["filter"] == {
        "kind": "monster",
        "not_level": 7,
        "attribute": ["DARK", "EARTH", "FIRE"],
        "original_def_max": 1000,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, NANDES, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, RED_EYES)  # Level 7
    nandes, wolfang = board.gy(s, 0, NANDES), board.gy(s, 0, WOLFANG)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(nandes,), (wolfang,)])


def test_a_legend_monster_of_a_type_and_original_atk_or_more() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Dragon Type Legend monster with 2400 or more original ATK from your GY to your "
        "hand.",
    )
    assert _pick(encoding)["filter"] == {
        "kind": "monster",
        "legend": True,
        "race": "Dragon",
        "original_atk_min": 2400,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert red_eyes in s.hand[0]


def test_a_level_then_face_up_and_a_count_before_each_name() -> None:
    encoding = compiled(
        MAGICIAN,
        "Destroy 1 Level 4 or lower face-up monster on your opponent's field. "
        'Then, you can add 1 "Red-Eyes Black Dragon" and/or 1 "Magical Beast Wolfang" from your '
        "GY to your hand.",
    )
    picks = encoding["effects"][0]["picks"]
    assert picks == [
        {"from": "opp_faceup", "filter": {"kind": "monster", "level_max": 4}},
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "distinct": "name",
            "filter": {"ids": [RED_EYES, WOLFANG]},
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, WOLFANG], [RED_EYES, NANDES]))
    magician = board.monster(s, 0, MAGICIAN)
    big = board.monster(s, 1, RED_EYES)
    small = board.monster(s, 1, NANDES)
    red_eyes, wolfang = board.gy(s, 0, RED_EYES), board.gy(s, 0, WOLFANG)
    play(s, f"act {magician}")
    assert small in s.gy[1] and big in s.mzone[1]
    assert (red_eyes, wolfang) in choices(s)
    play(s, f"pick {red_eyes} {wolfang}")
    assert red_eyes in s.hand[0] and wolfang in s.hand[0]


def test_a_name_no_card_bears_is_the_name_a_card_takes_in_the_gy() -> None:
    encoding = compiled(MAGICIAN, 'Add 1 "OuTerverSe" from your GY to your hand.')
    assert _pick(encoding) == {"from": "own_gy", "filter": {"ids": [OUTERVERSE]}}
    table = table_playing(encoding)
    db = load_cards()
    blob = CardInfo(db.get(BLOB))
    named = {
        "card": BLOB,
        "name": blob.name,
        "effects": [
            {
                "kind": "continuous",
                "modifiers": [{"rule": "name", "value": OUTERVERSE, "zone": "gy"}],
            }
        ],
    }
    attach_effects(blob, check_encoding(named, "compiled"))
    table._infos[BLOB] = blob
    board = Board(table)
    s = board.game(cards=([MAGICIAN, BLOB, NANDES], []))
    magician = board.monster(s, 0, MAGICIAN)
    in_gy = board.gy(s, 0, BLOB)
    board.gy(s, 0, NANDES)
    play(s, f"act {magician}")
    assert in_gy in s.hand[0]


UMI = 15820  # a Field Spell
TRAP_HOLE = 15913  # a Trap


def _opponent_field(encoding: dict) -> tuple:
    """A board where the opponent has a face-up and a face-down monster, a face-up Field Spell
    and a Set Trap; the Magician's effect activated."""
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [NANDES, WOLFANG, UMI, TRAP_HOLE]))
    magician = board.monster(s, 0, MAGICIAN)
    up = board.monster(s, 1, NANDES)
    down = board.monster(s, 1, WOLFANG, FACEDOWN)
    field = board.field_spell(s, 1, UMI)
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    play(s, f"act {magician}")
    return s, {"up": up, "down": down, "field": field, "trap": trap}


def test_a_face_up_card_and_a_face_up_field_spell() -> None:
    encoding = compiled(MAGICIAN, "Destroy 1 face-up card on your opponent's field.")
    assert _pick(encoding) == {"from": "opp_faceup_cards"}
    s, cards = _opponent_field(encoding)
    assert sorted(choices(s)) == sorted([(cards["up"],), (cards["field"],)])
    encoding = compiled(MAGICIAN, "Destroy 1 face-up Field Spell Card on your opponent's field.")
    assert _pick(encoding) == {
        "from": "opp_faceup_spelltraps",
        "filter": {"kind": "spell", "subtype": "field"},
    }
    s, cards = _opponent_field(encoding)
    assert cards["field"] in s.gy[1]  # the only one: chosen at once
    encoding = compiled(MAGICIAN, "Destroy 1 face-up Spell/Trap Card on your opponent's field.")
    assert _pick(encoding) == {"from": "opp_faceup_spelltraps"}
    s, cards = _opponent_field(encoding)
    assert cards["field"] in s.gy[1] and cards["trap"] in s.szone[1]
