"""What follows a card sent by an optional choice ("You can send 1 excavated "A" to the GY. Place
the other cards on the bottom of your Deck in any order. If you sent a card to the GY, ..."):
compiled from made-up clauses and played, with the choice made and declined."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip, unread

FIST = 23723  # a monster (its text made up here)
WITCH = 15178  # Sevens Road Witch
EXCAVATE = (
    'Excavate the top 4 cards of your Deck. You can send 1 excavated "Sevens Road Witch" to the '
    "GY. Place the other cards on the bottom of your Deck in any order."
)
IF_SENT = "If you sent a card to the GY, draw 1 card."


def test_if_the_optional_send_was_done() -> None:
    encoding = compiled(FIST, f"{EXCAVATE} {IF_SENT}")
    assert first_effect(encoding)[-1] == {
        "op": "if",
        "condition": [{"cond": "picked", "pick": 0, "filter": {}}],
        "then": [{"op": "draw", "count": 1}],
    }
    assert round_trip("sentence", IF_SENT) == IF_SENT[:-1]
    board = board_playing(encoding)
    for accept, drawn in ((True, 1), (False, 0)):
        s = board.game(cards=([FIST, WITCH], []))
        fist = board.monster(s, 0, FIST)
        (witch,) = on_top(s, 0, WITCH)
        play(s, f"act {fist}")
        assert "decline" in verbs(s)
        play(s, f"pick {witch}" if accept else "decline")
        while s.resolving is not None:  # the order of the other cards
            play(s, verbs(s)[0])
        assert (witch in s.gy[0]) == accept
        assert len(s.hand[0]) == drawn


def test_read_only_after_one_optional_send() -> None:
    assert unread(FIST, f"Draw 1 card. {IF_SENT}")
    assert unread(FIST, f'You can send 1 "Sevens Road Witch" from your hand to the GY. {IF_SENT}')
