"""A choice and a coin tossed in one sentence ("Choose 1 monster on your opponent's field, and
toss a coin 3 times. Destroy it if at least 2 of the results are heads"), compiled and played
on a board with the coins fixed."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose made-up effect is played
DM = 15410  # Dark Magician
FANG = 15220  # Silver Fang

BARREL = (
    "Choose 1 monster on your opponent's field, and toss a coin 3 times. Destroy it if at least "
    "2 of the results are heads."
)


class _Coins:
    """An RNG whose coins give these results in turn."""

    def __init__(self, *results: int) -> None:
        self.results = list(results)

    def randint(self, low: int, high: int) -> int:
        return self.results.pop(0)


def _played(*coins: int) -> tuple[State, int, int]:
    board = board_playing(compiled(MAGICIAN, BARREL))
    s = board.game(cards=([MAGICIAN], [DM, FANG]))
    magician = board.monster(s, 0, MAGICIAN)
    dm, fang = board.monster(s, 1, DM), board.monster(s, 1, FANG)
    s.rng, s.rng_shared = _Coins(*coins), False  # type: ignore[assignment]
    play(s, f"act {magician}", f"pick {dm}")  # chosen before the coins are tossed
    return s, dm, fang


def test_destroyed_with_two_heads() -> None:
    encoding = compiled(MAGICIAN, BARREL)
    assert first_effect(encoding)[:2] == [
        {"op": "choose", "target": {"pick": 0}},
        {"op": "toss", "times": 3},
    ]
    s, dm, fang = _played(1, 0, 1)
    assert s.gy[1] == [dm] and fang in s.mzone[1]


def test_kept_with_one_head() -> None:
    s, dm, fang = _played(0, 0, 1)
    assert s.gy[1] == [] and dm in s.mzone[1] and fang in s.mzone[1]


def test_not_activated_without_a_monster_to_choose() -> None:
    board = board_playing(compiled(MAGICIAN, BARREL))
    s = board.game(cards=([MAGICIAN], []))
    assert activations(s, board.monster(s, 0, MAGICIAN)) == []


def test_near_misses_are_not_read() -> None:
    # an operation of another kind after the choice, acting on nothing chosen
    assert unread(MAGICIAN, "Choose 1 monster on your opponent's field, and draw 1 card.")
