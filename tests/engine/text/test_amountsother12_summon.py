"""A Special Summon of one monster of either of two Types described together ("Special Summon 1
Fish or Sea Serpent Type monster from your hand face-up to your field"): one description, not
the reading of "1 Fish or 1 Sea Serpent Type monster"; and a Special Summon to the opponent's
field, activated only with a free Monster Zone there; up to one monster of each of two
descriptions from the hand and the GY. Compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled

SPELL = 15160  # a Normal Spell: the card that plays the made-up text
SORCERER = 15154  # Dark Sorcerer: Spellcaster
FANG = 15220  # Silver Fang: Beast
DRACO = 15173  # Draco the Tiny: Dragon

SUMMON = "Special Summon 1 Spellcaster or Beast Type monster from your hand face-up to your field."


def test_one_monster_of_either_type() -> None:
    encoding = compiled(SPELL, SUMMON)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_hand", "filter": {"kind": "monster", "race": ["Spellcaster", "Beast"]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, FANG, DRACO], []))
    sorcerer, fang = board.hand(s, 0, SORCERER), board.hand(s, 0, FANG)
    board.hand(s, 0, DRACO)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert sorted(choices(s)) == sorted([(sorcerer,), (fang,)])
    play(s, f"pick {fang}", "position 1")
    assert fang in s.mzone[0] and sorcerer in s.hand[0]


def test_not_activated_without_either() -> None:
    board = board_playing(compiled(SPELL, SUMMON))
    s = board.game(cards=([SPELL, DRACO], []))
    board.hand(s, 0, DRACO)
    assert activations(s, board.hand(s, 0, SPELL)) == []


TO_THEM = (
    "Special Summon 1 Spellcaster Type monster from your hand to your opponent's field in "
    "face-up Defense Position."
)


def test_a_summon_to_the_opponents_field() -> None:
    encoding = compiled(SPELL, TO_THEM)
    assert encoding["effects"][0]["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "defense", "to": "opp"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER], []))
    sorcerer = board.hand(s, 0, SORCERER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert sorcerer in s.mzone[1] and s.mzone[0] == [-1, -1, -1]


def test_not_activated_without_a_free_zone_on_their_field() -> None:
    board = board_playing(compiled(SPELL, TO_THEM))
    s = board.game(cards=([SPELL, SORCERER], [FANG, FANG, FANG]))
    board.hand(s, 0, SORCERER)
    for _ in range(3):
        board.monster(s, 1, FANG)
    assert activations(s, board.hand(s, 0, SPELL)) == []


DM = 15410  # Dark Magician: DARK Spellcaster, 2500 ATK
STONE = (
    "Special Summon 1 DARK Attribute Spellcaster Type monster with 2500 ATK and/or 1 DARK "
    "Attribute Spellcaster Type monster with 1500 ATK from your hand and/or GY face-up to your "
    "field."
)


def test_up_to_one_of_each_from_the_hand_and_the_gy() -> None:
    encoding = compiled(SPELL, STONE)
    pick = encoding["effects"][0]["picks"][0]
    assert pick["from"] == "own_hand_gy" and pick["one_each"] and pick["n"] == 2
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, DM, SORCERER], []))
    dm, other_dm = board.hand(s, 0, DM), board.gy(s, 0, DM)
    sorcerer = board.gy(s, 0, SORCERER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    offered = {tuple(sorted(c)) for c in choices(s)}
    assert tuple(sorted((dm, other_dm))) not in offered  # never two of one description
    assert {(dm,), (sorcerer,), tuple(sorted((dm, sorcerer)))} <= offered
    play(s, f"pick {dm} {sorcerer}", "position 1")
    assert dm in s.mzone[0] and sorcerer in s.mzone[0] and other_dm in s.gy[0]


def test_not_activated_without_either_monster() -> None:
    board = board_playing(compiled(SPELL, STONE))
    s = board.game(cards=([SPELL, FANG], []))
    board.gy(s, 0, FANG)
    assert activations(s, board.hand(s, 0, SPELL)) == []
