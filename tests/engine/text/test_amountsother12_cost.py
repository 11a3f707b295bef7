"""The Level the monsters the requirement sent share ("[the Level of 1 of the monsters sent to
the GY to meet the requirement] x 400"): compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

SPELL = 15160  # a Normal Spell: the card that plays the made-up text
DM = 15410  # Dark Magician: 2500 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4
FANG = 15220  # Silver Fang: Level 3

COST = "Send 2 monsters with the same Level from your hand to the GY."
GAIN = (
    "1 face-up monster on your field gains ATK equal to [the Level of 1 of the monsters sent to "
    "the GY to meet the requirement] x 400 until the end of this turn."
)


def test_the_level_they_share() -> None:
    encoding = compiled(SPELL, GAIN, COST)
    assert first_effect(encoding)[0]["amount"] == {
        "per": 400,
        "count": {"counter": "stat", "stat": "level", "of": "cost"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, SORCERER, SORCERER, FANG], []))
    dm = board.monster(s, 0, DM)
    pair = [board.hand(s, 0, SORCERER), board.hand(s, 0, SORCERER)]
    board.hand(s, 0, FANG)
    spell = board.hand(s, 0, SPELL)
    assert [sorted(way) for way in activations(s, spell)] == [sorted(pair)]  # Level 4 twice
    play(s, f"act {spell} {pair[0]} {pair[1]}")
    assert atk_of(s, dm) == 2500 + 4 * 400


def test_not_activated_without_two_of_one_level() -> None:
    board = board_playing(compiled(SPELL, GAIN, COST))
    s = board.game(cards=([SPELL, DM, SORCERER, FANG], []))
    board.monster(s, 0, DM)
    board.hand(s, 0, SORCERER)
    board.hand(s, 0, FANG)
    assert activations(s, board.hand(s, 0, SPELL)) == []


def test_near_misses_are_not_read() -> None:
    # monsters that may not share their Level
    assert unread(SPELL, GAIN, "Send 2 monsters from your hand to the GY.")
    # sent from the field, where the Level they shared may not be the printed one
    assert unread(
        SPELL, GAIN, COST.replace("your hand", "your field").replace("monsters", "face-up monsters")
    )
