"""A monster whose ATK equals its own DEF, added from the GY (the filter
`original_atk_is_def`): compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays the made-up text
OX = 16661  # Barbeque Ox: FIRE Beast, 1000 ATK/1000 DEF
FANG = 15220  # Silver Fang: EARTH Beast, 1200 ATK/800 DEF

ADD = "Add 1 Beast Type monster whose ATK equals its own DEF from your GY to your hand."


def test_a_monster_whose_atk_equals_its_def() -> None:
    encoding = compiled(SPELL, ADD)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {"kind": "monster", "race": "Beast", "original_atk_is_def": True},
        }
    ]
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, OX, FANG], []))
    ox, fang = board.gy(s, 0, OX), board.gy(s, 0, FANG)
    play(s, f"act {board.hand(s, 0, SPELL)}")  # the Ox, the one such monster
    assert ox in s.hand[0] and fang in s.gy[0]


def test_not_activated_without_one() -> None:
    board = board_playing(compiled(SPELL, ADD))
    s = board.game(cards=([SPELL, FANG], []))
    board.gy(s, 0, FANG)  # 1200 ATK, 800 DEF
    assert activations(s, board.hand(s, 0, SPELL)) == []


def test_near_misses_are_not_read() -> None:
    # on the field a monster's ATK and DEF may have changed
    assert unread(SPELL, ADD.replace("from your GY", "from your field"))
    # a card, perhaps no monster
    assert unread(SPELL, ADD.replace("1 Beast Type monster", "1 card"))
