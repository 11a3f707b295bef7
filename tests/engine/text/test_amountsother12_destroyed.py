"""What a coin result's branch destroyed ("Tails: Destroy all monsters on your field, and take
damage equal to [the total original ATK of the monsters destroyed by this effect]"): the other
result's destruction is never counted with it; compiled and played on a board with the coin
fixed."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: 2100 ATK, the monster whose made-up effect is played
SORCERER = 15154  # Dark Sorcerer: 1500 ATK
FANG = 15220  # Silver Fang: 1200 ATK
DM = 15410  # Dark Magician: 2500 ATK

COIN = (
    "Toss a coin. Heads: Destroy all monsters on your opponent's field. Tails: Destroy all "
    "monsters on your field, and take damage equal to [the total original ATK of the monsters "
    "destroyed by this effect]."
)


class _Coin:
    """An RNG whose coin gives this result."""

    def __init__(self, result: int) -> None:
        self.result = result

    def randint(self, low: int, high: int) -> int:
        return self.result


def _game(result: int) -> tuple[State, int, int, int]:
    board = board_playing(compiled(MAGICIAN, COIN))
    s = board.game(cards=([MAGICIAN, SORCERER], [DM, FANG]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, SORCERER)
    board.monster(s, 1, DM)
    board.monster(s, 1, FANG)
    s.rng, s.rng_shared = _Coin(result), False  # type: ignore[assignment]
    return s, magician, sorcerer, len(s.gy[1])


def test_the_branch_counts_what_it_destroyed() -> None:
    tails = first_effect(compiled(MAGICIAN, COIN))[2]
    assert tails["then"][1] == {
        "op": "damage",
        "amount": {"per": 1, "count": {"counter": "total", "stat": "original_atk", "of": "moved"}},
        "to": "own",
    }
    s, magician, sorcerer, _ = _game(0)
    play(s, f"act {magician}")
    assert sorted(s.gy[0]) == sorted([magician, sorcerer]) and len(s.gy[1]) == 0
    assert s.lp == [8000 - 2100 - 1500, 8000]


def test_the_other_result_takes_no_damage() -> None:
    s, magician, _, _ = _game(1)
    play(s, f"act {magician}")
    assert len(s.gy[1]) == 2 and magician in s.mzone[0] and s.lp == [8000, 8000]


def test_a_second_destruction_of_the_same_branch_is_not_read() -> None:
    text = COIN.replace(
        "Tails: Destroy", "Tails: Destroy all monsters on your opponent's field. Destroy"
    )
    assert unread(MAGICIAN, text)
    # no coin: the two destructions are both the effect's
    text = (
        "Destroy all monsters on your opponent's field. Destroy all monsters on your field, and "
        "take damage equal to [the total original ATK of the monsters destroyed by this effect]."
    )
    assert unread(MAGICIAN, text)
