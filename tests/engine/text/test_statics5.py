"""Static productions, fifth part: no effect damage from the opponent, and changes in force during
a phase; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import check_encoding, compiled, unread
from validator.engine.effects.declare import EncodingError
from validator.engine.lasting import (
    EXTRA_ATTACK_ON_MONSTERS,
    PIERCE,
    atk_of,
    count,
    def_of,
    destructible,
    facts,
    has,
)
from validator.engine.state import BATTLE, FACEDOWN, MAIN, SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK / 1500 DEF
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
SPELL = 15160  # a Normal Spell
SPELL_NAME = "Wind Spirit's Protection"
TRAP = 15165  # a Normal Trap
WATTKISS = 15412  # Wattkiss: Level 2 LIGHT Psychic Normal Monster
CONTINUOUS = ("Continuous",)

# ----------------------------------------------------------------- no effect damage from them


def test_no_effect_damage_from_the_opponent_only() -> None:
    encoding = compiled(
        MAGICIAN, "You take no effect damage from your opponent.", effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "no_opp_effect_damage", "side": "own"}]
    theirs = compiled(SPELL, "Inflict 500 damage to your opponent.")
    board = Board(table_of(encoding, theirs))
    s = board.game(cards=([MAGICIAN], [SPELL]), tp=1)
    board.monster(s, 0, MAGICIAN)
    lp = s.lp[0]
    play(s, f"act {board.hand(s, 1, SPELL)}")
    assert s.lp[0] == lp  # the opponent's effect inflicts none
    mine = compiled(SPELL, "You take 500 damage.")
    board = Board(table_of(encoding, mine))
    s = board.game(cards=([MAGICIAN, SPELL], []))
    board.monster(s, 0, MAGICIAN)
    lp = s.lp[0]
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp[0] == lp - 500  # my own effect's damage still counts


def test_no_effect_damage_while_a_card_is_set() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have a face-down Spell/Trap Card on your field, you take no effect damage from "
        "your opponent.",
        effect_types=CONTINUOUS,
    )
    theirs = compiled(SPELL, "Inflict 500 damage to your opponent.")
    for set_card in (False, True):
        board = Board(table_of(encoding, theirs))
        s = board.game(cards=([MAGICIAN, TRAP], [SPELL]), tp=1)
        board.monster(s, 0, MAGICIAN)
        if set_card:
            board.spell(s, 0, TRAP, SET)
        lp = s.lp[0]
        play(s, f"act {board.hand(s, 1, SPELL)}")
        assert s.lp[0] == (lp if set_card else lp - 500)


# ------------------------------------------------------------------------------ during a phase


def test_during_the_opponents_main_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your opponent's Main Phase, you take no effect damage from your opponent.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0]["condition"] == [
        {"cond": "turn", "whose": "opp"},
        {"cond": "phase", "phase": "main"},
    ]
    theirs = compiled(SPELL, "Inflict 500 damage to your opponent.")
    board = Board(table_of(encoding, theirs))
    s = board.game(cards=([MAGICIAN], [SPELL]), tp=1)
    board.monster(s, 0, MAGICIAN)
    lp = s.lp[0]
    play(s, f"act {board.hand(s, 1, SPELL)}")
    assert s.lp[0] == lp


def test_gains_during_the_battle_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "During the Battle Phase, if your opponent has a face-up LIGHT Attribute monster on "
        "their field, this card gains 500 ATK.",
        effect_types=CONTINUOUS,
    )
    condition = encoding["effects"][0]["modifiers"][0]["condition"]
    assert condition[0] == {"cond": "phase", "phase": "battle"}
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [WATTKISS]), tp=1)
    magician = board.monster(s, 0, MAGICIAN)
    s.phase = BATTLE
    assert atk_of(s, magician) == 2100  # no LIGHT monster of theirs
    board.monster(s, 1, WATTKISS)
    assert atk_of(s, magician) == 2600
    s.phase = MAIN
    assert atk_of(s, magician) == 2100
    plain = compiled(
        MAGICIAN, "During the Battle Phase, this card gains 500 ATK.", effect_types=CONTINUOUS
    )
    board = Board(table_of(plain))
    s = board.game(cards=([MAGICIAN], []), tp=1)
    magician = board.monster(s, 0, MAGICIAN)
    s.phase = BATTLE
    assert atk_of(s, magician) == 2600  # in either player's Battle Phase
    s.phase = MAIN
    assert atk_of(s, magician) == 2100


# ------------------------------------------------------------------------------ counted losses


def test_monsters_lose_atk_equal_to_a_count() -> None:
    encoding = compiled(
        MAGICIAN,
        "All face-up monsters on your opponent's field lose ATK equal to [the number of "
        "face-down monsters on your field] x 100.",
        effect_types=CONTINUOUS,
    )
    (mod,) = encoding["effects"][0]["modifiers"]
    assert mod["rule"] == "atk" and mod["lose"] is True and mod["side"] == "opp"
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], [WATTKISS]))
    board.monster(s, 0, MAGICIAN)
    theirs = board.monster(s, 1, WATTKISS)
    printed = atk_of(s, theirs)
    board.monster(s, 0, SORCERER, FACEDOWN)
    assert atk_of(s, theirs) == printed - 100
    board.monster(s, 0, SORCERER, FACEDOWN)
    assert atk_of(s, theirs) == printed - 200


def test_monsters_lose_atk_and_def_in_the_battle_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "During the Battle Phase, face-up monsters on your opponent's field lose ATK/DEF equal "
        "to [the number of face-up monsters on your field] x 100.",
        effect_types=CONTINUOUS,
    )
    assert [m["rule"] for m in encoding["effects"][0]["modifiers"]] == ["atk", "def"]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [MAGICIAN]))
    board.monster(s, 0, MAGICIAN)
    theirs = board.monster(s, 1, MAGICIAN)
    assert (atk_of(s, theirs), def_of(s, theirs)) == (2100, 1500)
    s.phase = BATTLE
    assert (atk_of(s, theirs), def_of(s, theirs)) == (2000, 1400)


def test_a_plain_loss_is_no_counted_loss() -> None:
    with pytest.raises(EncodingError):
        check_encoding(
            {
                "card": MAGICIAN,
                "name": "Sevens Road Magician",
                "effects": [
                    {
                        "kind": "continuous",
                        "modifiers": [{"rule": "atk", "value": 100, "lose": True}],
                    }
                ],
            },
            "made",
        )


# ------------------------------------------------------------------------- a name, and traits


def test_name_becomes_and_cannot_be_destroyed() -> None:
    encoding = compiled(
        MAGICIAN,
        'This card\'s name becomes "Dark Sorcerer" and it cannot be destroyed by your '
        "opponent's Trap Card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "name", "value": SORCERER},
        {"rule": "indestructible", "value": "opp_trap"},
    ]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [MAGICIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, MAGICIAN)
    assert facts(s, magician).name_id == SORCERER
    assert not destructible(s, magician, "effect", 1, True)  # an opponent's Trap
    assert destructible(s, magician, "effect", 1, False)  # an opponent's Spell


# ------------------------------------------------------------------ counts of different facts


def test_gains_per_different_name_in_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of DARK Attribute Spellcaster Type monsters "
        "with different names in your GY] x 300.",
        effect_types=CONTINUOUS,
    )
    (mod,) = encoding["effects"][0]["modifiers"]
    assert mod["value"]["count"]["fact"] == "name"
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, MAGICIAN, SORCERER, SORCERER, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (SORCERER, SORCERER, MAGICIAN, WATTKISS):  # (Wattkiss: LIGHT)
        board.gy(s, 0, card)
    assert atk_of(s, magician) == 2100 + 2 * 300  # two names of DARK Spellcasters


def test_gains_per_different_type_face_up() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of different Types face-up on the field] x 300.",
        effect_types=CONTINUOUS,
    )
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, WATTKISS], [WATTKISS]))
    magician = board.monster(s, 0, MAGICIAN)
    assert atk_of(s, magician) == 2100 + 300  # Spellcaster
    board.monster(s, 0, SORCERER)
    board.monster(s, 0, WATTKISS, FACEDOWN)  # face-down: not counted
    assert atk_of(s, magician) == 2100 + 300
    board.monster(s, 1, WATTKISS)  # a Psychic on the opponent's field
    assert atk_of(s, magician) == 2100 + 600


# ------------------------------------------------- exactly one count or another; attacks per turn


def test_pierces_with_exactly_one_or_three_monsters() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have 1 or 3 face-up monsters on your field, this card inflicts piercing battle "
        "damage.",
        effect_types=CONTINUOUS,
    )
    (mod,) = encoding["effects"][0]["modifiers"]
    assert mod["condition"][0]["cond"] == "any"
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    pierces = [has(s, magician, PIERCE)]
    for _ in range(2):
        board.monster(s, 0, SORCERER)
        pierces.append(has(s, magician, PIERCE))
    assert pierces == [True, False, True]


def test_attacks_on_monsters_per_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card can make up to 3 attacks on monsters per turn.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "extra_attack_on_monsters", "value": 2}]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], [SORCERER, SORCERER]))
    magician = board.monster(s, 0, MAGICIAN)
    theirs = [board.monster(s, 1, SORCERER), board.monster(s, 1, SORCERER)]
    assert count(s, magician, EXTRA_ATTACK_ON_MONSTERS) == 2
    play(s, "battle")
    for target in theirs:
        play(s, f"attack {magician} {target}")
    assert all(target in s.gy[1] for target in theirs)  # two attacks, both on monsters
    assert f"attack {magician}" not in verbs(s)  # a third only on a monster: none left


# ------------------------------------------------------------- no activation, but for a name


def test_opponent_activates_no_normal_spell_but_those_named() -> None:
    for excepted, allowed in ((SPELL, True), (SORCERER, False)):
        name = "Dark Sorcerer" if excepted == SORCERER else SPELL_NAME
        encoding = compiled(
            MAGICIAN,
            f'Your opponent cannot activate Normal Spell Cards, except "{name}".',
            effect_types=CONTINUOUS,
        )
        (mod,) = encoding["effects"][0]["modifiers"]
        assert mod["filter"] == {"subtype": "normal", "none_of": [{"ids": [excepted]}]}
        board = Board(table_of(encoding, compiled(SPELL, "Draw 1 card.")))
        s = board.game(cards=([MAGICIAN], [SPELL]), tp=1)
        board.monster(s, 0, MAGICIAN)
        spell = board.hand(s, 1, SPELL)
        assert (f"act {spell}" in verbs(s)) == allowed


def test_gains_per_card_of_either_name_in_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        f'This card gains ATK equal to [the total number of "Dark Sorcerer" and "{SPELL_NAME}" '
        "in your GY] x 100.",
        effect_types=CONTINUOUS,
    )
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER, SPELL, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (SORCERER, SORCERER, SPELL, WATTKISS):
        board.gy(s, 0, card)
    assert atk_of(s, magician) == 2100 + 300  # two of one name, one of the other


def test_gains_with_a_face_up_monster_of_one_kind_or_another() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have a face-up Spellcaster Type Normal Monster or Psychic Type Fusion Monster on "
        "your field, this card gains 1000 ATK.",
        effect_types=CONTINUOUS,
    )
    (mod,) = encoding["effects"][0]["modifiers"]
    assert mod["condition"][0]["cond"] == "any"
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, WATTKISS)  # a Psychic Normal Monster: neither
    board.monster(s, 0, SORCERER, FACEDOWN)
    assert atk_of(s, magician) == 2100
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2100
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER)
    assert atk_of(s, magician) == 3100


def test_attacks_on_monsters_each_turn_in_maximum_mode() -> None:
    encoding = compiled(
        MAGICIAN,
        "If this card is in Maximum Mode, it can make up to 3 attacks on monsters each turn.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "extra_attack_on_monsters", "value": 2, "condition": [{"cond": "maximum_mode"}]}
    ]
    board = Board(table_of(encoding))
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert count(s, magician, EXTRA_ATTACK_ON_MONSTERS) == 0  # not in Maximum Mode


def test_no_protection_held_by_a_phase() -> None:
    """The End Phase's moves happen with the turn's last phase current: a protection during a
    phase stays unread."""
    assert unread(
        MAGICIAN,
        "During the Battle Phase, this card cannot be destroyed by card effects.",
        effect_types=CONTINUOUS,
    )
