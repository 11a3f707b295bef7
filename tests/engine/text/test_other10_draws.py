"""Draws of the opponent up to a hand size and of each player whose hand is empty, each
compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip

SHREDDER = 18253  # Axe Shredder: a monster with an ignition effect (its text made up here)
MEL = 18252  # Mel the Radrogue (its text made up here)


def test_your_opponent_draws_until_they_have_that_many_cards(board: Board) -> None:
    assert round_trip("op", "your opponent draws until they have 5 cards in their hand") == (
        "Your opponent draws until they have 5 cards in their hand"
    )
    encoding = compiled(SHREDDER, "Your opponent draws until they have 5 cards in their hand.")
    assert first_effect(encoding) == [{"op": "draw_to", "count": 5, "who": "opp"}]
    board = board_playing(encoding)
    s = board.game(cards=([SHREDDER], [FILLER]))
    shredder = board.monster(s, 0, SHREDDER)
    board.hand(s, 1, FILLER)
    play(s, f"act {shredder}")
    assert (len(s.hand[0]), len(s.hand[1])) == (0, 5)
    # a hand of 6 draws nothing
    s = board.game(cards=([SHREDDER], []))
    shredder = board.monster(s, 0, SHREDDER)
    for _ in range(6):
        s.hand[1].append(s.deck[1].pop())
    deck = len(s.deck[1])
    play(s, f"act {shredder}")
    assert len(s.hand[1]) == 6 and len(s.deck[1]) == deck


def test_each_player_with_no_cards_in_their_hand_draws(board: Board) -> None:
    text = "Each player with no cards in their hand draws 1 card."
    encoding = compiled(MEL, text)
    empty = {"cond": "count", "count": {"counter": "cards", "from": "own_hand"}, "max": 0}
    assert first_effect(encoding)[0] == {
        "op": "if",
        "condition": [empty],
        "then": [{"op": "draw", "count": 1}],
    }
    assert round_trip("op", text[:-1]) == text[:-1]
    board = board_playing(encoding)
    # only the opponent's hand is empty: only they draw
    s = board.game(cards=([MEL, FILLER], []))
    mel = board.monster(s, 0, MEL)
    board.hand(s, 0, FILLER)
    play(s, f"act {mel}")
    assert (len(s.hand[0]), len(s.hand[1])) == (1, 1)
    # both hands empty: both draw
    s = board.game(cards=([MEL], []))
    mel = board.monster(s, 0, MEL)
    play(s, f"act {mel}")
    assert (len(s.hand[0]), len(s.hand[1])) == (1, 1)
    # neither hand empty: nobody draws
    s = board.game(cards=([MEL, FILLER], [FILLER]))
    mel = board.monster(s, 0, MEL)
    board.hand(s, 0, FILLER), board.hand(s, 1, FILLER)
    play(s, f"act {mel}")
    assert (len(s.hand[0]), len(s.hand[1])) == (1, 1)
