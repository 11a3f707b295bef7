"""Changes lasting until the end of your next turn, compiled from a made-up clause and played
on a board through the turns that follow."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine import lasting
from validator.engine.lasting import Modifier, atk_of

SPELL = 15160  # a Normal Spell
BEWD = 15184  # Blue-Eyes White Dragon: 3000 ATK

TEXT = (
    "Make 1 face-up monster on your opponent's field lose 1000 ATK until the end of your next turn."
)


def test_a_change_lasts_until_the_end_of_your_next_turn(board: Board) -> None:
    encoding = compiled(SPELL, TEXT)
    assert first_effect(encoding)[0]["until"] == "end_of_own_next_turn"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [BEWD]))
    bewd = board.monster(s, 1, BEWD)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert atk_of(s, bewd) == 2000
    play(s, "end")  # your turn ends: the opponent's
    assert (s.tp, atk_of(s, bewd)) == (1, 2000)
    play(s, "end")  # the opponent's ends: your next turn
    assert (s.tp, atk_of(s, bewd)) == (0, 2000)
    play(s, "end")  # your next turn ends
    assert atk_of(s, bewd) == 3000


def test_a_rule_over_a_player_is_no_change_of_a_card() -> None:
    assert unread(SPELL, "You cannot declare an attack until the end of your next turn.")


def test_made_in_the_opponents_turn_it_lasts_through_the_turn_after(board: Board) -> None:
    s = board.game(cards=([], [BEWD]), tp=1)
    bewd = board.monster(s, 1, BEWD)
    # player 0's effect (a Trap's) made the change in player 1's turn
    lasting.add(s, Modifier(lasting.ATK_CHANGE, -1000, bewd, 0, -1, "end_of_own_next_turn", s.turn))
    play(s, "end")  # the opponent's turn ends: your next turn
    assert (s.tp, atk_of(s, bewd)) == (0, 2000)
    play(s, "end")
    assert atk_of(s, bewd) == 3000


def test_a_change_of_the_opponents_monster_until_the_end_of_their_next_turn(
    board: Board,
) -> None:
    text = (
        "Make 1 face-up monster on your opponent's field lose 1000 ATK until the end of their "
        "next turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[0]["until"] == "end_of_opp_next_turn"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [BEWD]))
    bewd = board.monster(s, 1, BEWD)
    play(s, f"act {board.hand(s, 0, SPELL)}", "end")
    assert atk_of(s, bewd) == 2000  # their turn
    play(s, "end")
    assert atk_of(s, bewd) == 3000
    # "their": the opponent's cards, not yours
    assert unread(
        SPELL,
        "Make 1 face-up monster on your field lose 1000 ATK until the end of their next turn.",
    )
