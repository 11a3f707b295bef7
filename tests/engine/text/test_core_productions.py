"""The core productions: requirements, "Then,", "If ...,", "you can", draws, mills, ATK changes
and their durations; each compiled from a clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK


def test_a_cost_and_a_draw_play_as_written() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card.",
        requirement="Send the top card of your Deck to the Graveyard.",
    )
    effect = encoding["effects"][0]
    assert effect["kind"] == "ignition"
    assert effect["cost"] == [{"op": "mill", "count": 1}]
    assert effect["effect"] == [{"op": "draw", "count": 1}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    deck = len(s.deck[0])
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1 and len(s.gy[0]) == 1
    assert len(s.deck[0]) == deck - 2


def test_a_gain_until_the_end_of_the_turn_ends_with_the_turn() -> None:
    encoding = compiled(MAGICIAN, "This card gains 500 ATK until the end of this turn.")
    assert encoding["effects"][0]["effect"] == [
        {"op": "gain_atk", "target": "self", "amount": 500, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2600
    play(s, "end")
    assert atk_of(s, magician) == 2100


def test_then_you_can_is_an_optional_step_the_player_may_decline() -> None:
    encoding = compiled(MAGICIAN, "Draw 1 card. Then, you can draw 1 card.")
    assert encoding["effects"][0]["effect"] == [
        {"op": "draw", "count": 1},
        {"op": "may", "then": [{"op": "draw", "count": 1}]},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert "decline" in verbs(s)
    play(s, "decline")
    assert len(s.hand[0]) == 1


def test_clauses_render_back_to_their_words() -> None:
    for text in (
        "Send the top 2 cards of your Deck to the GY",
        "If you have a face-up Level 7 or higher DARK Attribute Spellcaster Type monster on "
        "your field, send 1 card from your hand to the GY",
        'Then, you can add 1 "Sevens Road Magician" from your GY to your hand',
    ):
        category = "requirement" if "hand to" in text or "top 2" in text else "sentence"
        assert round_trip(category, text) == text
