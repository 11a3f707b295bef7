"""A Special Summon of one monster of either of two Types described together ("Special Summon 1
Fish or Sea Serpent Type monster from your hand face-up to your field"): one description, not
the reading of "1 Fish or 1 Sea Serpent Type monster"; compiled and played on a board."""

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
