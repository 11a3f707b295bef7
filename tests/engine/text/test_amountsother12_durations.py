"""A change during this Main Phase only ("Make up to 3 face-up monsters on your opponent's field
lose 1500 ATK during this Main Phase only"): it lasts `end_of_main_phase`, until the Battle
Phase begins or the turn ends; compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: the monster whose made-up effect is played
DM = 15410  # Dark Magician: 2500 ATK

LOSE = (
    "Make up to 3 face-up monsters on your opponent's field lose 1500 ATK during this Main Phase "
    "only."
)


def _played():
    encoding = compiled(MAGICIAN, LOSE)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [DM]))
    magician, dm = board.monster(s, 0, MAGICIAN), board.monster(s, 1, DM)
    play(s, f"act {magician}")  # (up to 3: the one monster there)
    return encoding, s, dm


def test_it_lasts_until_the_battle_phase() -> None:
    encoding, s, dm = _played()
    assert first_effect(encoding)[0]["until"] == "end_of_main_phase"
    assert atk_of(s, dm) == 1000  # during this Main Phase
    play(s, "battle")
    assert atk_of(s, dm) == 2500


def test_it_ends_with_the_turn() -> None:
    _, s, dm = _played()
    play(s, "end")
    assert atk_of(s, dm) == 2500


def test_near_misses_are_not_read() -> None:
    assert unread(MAGICIAN, LOSE.replace("this Main Phase", "this Battle Phase"))
