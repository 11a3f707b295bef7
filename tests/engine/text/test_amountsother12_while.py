"""This card's ATK raised by the chosen monster's original ATK while it stays face-up, and its
DEF only if that monster's original DEF is high enough ("..., and if that monster's original
DEF is 1000 or higher, this card gains DEF equal to [that monster's original DEF]"), compiled
and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of, def_of

MAGICIAN = 15150  # Sevens Road Magician: 2100/1500, the monster whose made-up effect is played
DM = 15410  # Dark Magician: 2500/2100
SORCERER = 15154  # Dark Sorcerer: 1500/0

COPY = (
    "Choose 1 face-up monster on your opponent's field. While this card is face-up, it gains ATK "
    "equal to [that monster's original ATK], and if that monster's original DEF is 1000 or "
    "higher, this card gains DEF equal to [that monster's original DEF]."
)


def _copied(theirs: int) -> tuple[int, int]:
    encoding = compiled(MAGICIAN, COPY)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [theirs]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, theirs)
    play(s, f"act {magician}")
    return atk_of(s, magician), def_of(s, magician)


def test_the_def_too_when_it_is_high_enough() -> None:
    steps = first_effect(compiled(MAGICIAN, COPY))
    assert steps[0]["while"] == "faceup" and steps[1]["condition"] == [
        {
            "cond": "count",
            "count": {"counter": "stat", "stat": "original_def", "of": {"pick": 0}},
            "min": 1000,
        }
    ]
    assert _copied(DM) == (2100 + 2500, 1500 + 2100)


def test_the_atk_alone_when_it_is_not() -> None:
    assert _copied(SORCERER) == (2100 + 1500, 1500)


def test_near_misses_are_not_read() -> None:
    # no monster chosen before "that monster"
    assert unread(MAGICIAN, COPY.split(". ", 1)[1])
