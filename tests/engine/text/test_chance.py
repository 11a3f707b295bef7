"""The chance productions: dice and coins and the branches their results choose, random cards
from the opponent's hand, shuffling the Deck; each compiled from made-up clauses and played on
a board with the dice and coins fixed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon, 2400 ATK
BLAST = 15353  # Inferno Fire Blast: a Spell
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 Spellcaster


class _Fixed:
    """An RNG whose dice and coins give these results in turn (`randint`), and whose random
    choice takes the first cards (`sample`)."""

    def __init__(self, *results: int) -> None:
        self.results = list(results)

    def randint(self, low: int, high: int) -> int:
        value = self.results.pop(0)
        assert low <= value <= high
        return value

    def sample(self, cards: list[int], n: int) -> list[int]:
        return cards[:n]


def _fix(s: State, *results: int) -> None:
    s.rng, s.rng_shared = _Fixed(*results), False  # type: ignore[assignment]


def _ready(encoding: dict[str, Any], opp_hand: tuple[int, ...] = ()) -> tuple[Board, State, int]:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST], [RED_EYES, BLAST, WOLFANG]))
    magician = board.monster(s, 0, MAGICIAN)
    for card_id in opp_hand:
        board.hand(s, 1, card_id)
    return board, s, magician


_BRANCHES = (
    "Roll a six-sided die. Apply the appropriate effect based on the result until the end of "
    "this turn. ●1 or 2: This card loses 300 ATK. ●3-6: This card gains 200 ATK."
)


def test_die_branches_each_last_until_the_end_of_this_turn() -> None:
    encoding = compiled(MAGICIAN, _BRANCHES)
    assert encoding["effects"][0]["effect"] == [
        {"op": "roll"},
        {
            "op": "if",
            "condition": [{"cond": "die", "values": [1, 2]}],
            "then": [{"op": "lose_atk", "target": "self", "amount": 300, "until": "end_of_turn"}],
        },
        {
            "op": "if",
            "condition": [{"cond": "die", "values": [3, 4, 5, 6]}],
            "then": [{"op": "gain_atk", "target": "self", "amount": 200, "until": "end_of_turn"}],
        },
    ]
    for result, atk in ((2, 1800), (5, 2300)):
        _, s, magician = _ready(encoding)
        before = atk_of(s, magician)
        assert before == 2100
        _fix(s, result)
        play(s, f"act {magician}")
        assert atk_of(s, magician) == atk
        play(s, "end")  # to the next turn: the change is over
        assert atk_of(s, magician) == 2100


def test_branch_sentences_until_the_next_result_and_other_results() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die twice. Apply the appropriate effect based on the total result. "
        "●7 or 11: Draw 1 card. Then, this card gains 100 ATK until the end of this turn. "
        "●2, 3, or 12: Draw 2 cards. "
        "●Other: This card gains ATK equal to [the total result] x 10 until the end of this turn.",
    )
    effect = encoding["effects"][0]["effect"]
    assert effect[0] == {"op": "roll", "times": 2}
    assert [step["condition"][0]["values"] for step in effect[1:]] == [
        [7, 11],
        [2, 3, 12],
        [4, 5, 6, 8, 9, 10],
    ]
    # "Then, ..." after "●7 or 11:" is that result's own.
    assert effect[1]["then"] == [
        {"op": "draw", "count": 1},
        {"op": "gain_atk", "target": "self", "amount": 100, "until": "end_of_turn"},
    ]
    for dice, drawn, atk in (((3, 4), 1, 2200), ((6, 6), 2, 2100), ((4, 5), 0, 2190)):
        _, s, magician = _ready(encoding)
        _fix(s, *dice)
        play(s, f"act {magician}")
        assert (len(s.hand[0]), atk_of(s, magician)) == (drawn, atk)


def test_results_are_read_back_in_their_words() -> None:
    for text in ("1: Draw 1 card", "2-6: Draw 1 card", "2, 3, or 12: Draw 1 card"):
        assert round_trip("sentence", text) == text


def test_results_without_a_roll_or_twice_do_not_compile() -> None:
    with pytest.raises(AssertionError):
        compiled(MAGICIAN, "Draw 1 card. ●1 or 2: Draw 1 card.")
    with pytest.raises(AssertionError):  # 2 is taken already
        compiled(
            MAGICIAN,
            "Roll a six-sided die. Apply the appropriate effect based on the result. "
            "●1 or 2: Draw 1 card. ●2-6: Draw 2 cards.",
        )


def test_a_result_read_after_the_step_it_decides() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die. Gain 600 LP if you roll a number other than 6. "
        "Then, you can draw 1 card if the result is 3 or lower.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "roll"},
        {
            "op": "if",
            "condition": [{"cond": "die", "values": [1, 2, 3, 4, 5]}],
            "then": [{"op": "gain_lp", "amount": 600}],
        },
        {
            "op": "if",
            "condition": [{"cond": "die", "values": [1, 2, 3]}],
            "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
        },
    ]
    _, s, magician = _ready(encoding)
    _fix(s, 2)
    play(s, f"act {magician}", "accept")
    assert (s.lp[0], len(s.hand[0])) == (8600, 1)
    _, s, magician = _ready(encoding)
    _fix(s, 6)
    play(s, f"act {magician}")
    assert (s.lp[0], len(s.hand[0]), s.resolving) == (8000, 0, None)


def test_the_result_as_an_amount() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die. This card gains ATK equal to [the result] x 100 until the end of "
        "this turn.",
    )
    _, s, magician = _ready(encoding)
    _fix(s, 4)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2500


def test_heads_and_tails() -> None:
    encoding = compiled(
        MAGICIAN,
        "Toss a coin. Heads: Inflict 700 damage to your opponent. Tails: Take 300 damage.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "toss"},
        {
            "op": "if",
            "condition": [{"cond": "heads", "values": [1]}],
            "then": [{"op": "damage", "amount": 700}],
        },
        {
            "op": "if",
            "condition": [{"cond": "heads", "values": [0]}],
            "then": [{"op": "damage", "amount": 300, "to": "own"}],
        },
    ]
    for coin, lp in ((1, [8000, 7300]), (0, [7700, 8000])):
        _, s, magician = _ready(encoding)
        _fix(s, coin)
        play(s, f"act {magician}")
        assert s.lp == lp


def test_heads_needs_one_coin_tossed() -> None:
    with pytest.raises(AssertionError):
        compiled(MAGICIAN, "Toss a coin twice. Heads: Draw 1 card.")
    with pytest.raises(AssertionError):
        compiled(MAGICIAN, "Roll a six-sided die. Heads: Draw 1 card.")


def test_counting_heads() -> None:
    encoding = compiled(
        MAGICIAN, "Toss a coin 3 times. If at least 2 of the results are heads, draw 1 card."
    )
    assert encoding["effects"][0]["effect"][0] == {"op": "toss", "times": 3}
    assert encoding["effects"][0]["effect"][1]["condition"] == [{"cond": "heads", "values": [2, 3]}]
    encoding = compiled(MAGICIAN, "Toss a coin twice. If the result is 2 heads, draw 2 cards.")
    for coins, drawn in (((1, 1), 2), ((1, 0), 0)):
        _, s, magician = _ready(encoding)
        _fix(s, *coins)
        play(s, f"act {magician}")
        assert len(s.hand[0]) == drawn


def test_either_amount_by_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die. Until the end of this turn, all face-up monsters on your "
        "opponent's field lose ATK/DEF equal to [the result] x 100, or [the result] x 200 "
        'instead if you have "Inferno Fire Blast" in your GY.',
    )
    effect = encoding["effects"][0]
    every = {"from": "opp_faceup", "filter": {"kind": "monster"}}
    assert effect["condition"] == [{"cond": "has", **every}]
    board, s, magician = _ready(encoding)
    assert activations(s, magician) == []  # no face-up monster on the opponent's field
    red_eyes = board.monster(s, 1, RED_EYES)
    _fix(s, 3)
    play(s, f"act {magician}")
    assert (atk_of(s, red_eyes), def_of(s, red_eyes)) == (2100, 1700)
    board, s, magician = _ready(encoding)
    red_eyes = board.monster(s, 1, RED_EYES)
    board.gy(s, 0, BLAST)
    _fix(s, 3)
    play(s, f"act {magician}")
    assert (atk_of(s, red_eyes), def_of(s, red_eyes)) == (1800, 1400)


def test_random_cards_from_the_opponents_hand_to_the_gy() -> None:
    encoding = compiled(MAGICIAN, "Send 2 random cards from your opponent's hand to the GY.")
    effect = encoding["effects"][0]
    assert effect["condition"] == [{"cond": "opp_hand_min", "count": 2}]
    assert effect["effect"] == [
        {"op": "random_hand", "count": 2},
        {"op": "send", "target": "moved"},
    ]
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES,))
    assert activations(s, magician) == []  # one card is not two
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES, BLAST, WOLFANG))
    hand = list(s.hand[1])
    play(s, f"act {magician}")  # the game's own RNG chooses
    assert len(s.hand[1]) == 1 and len(s.gy[1]) == 2
    assert sorted(s.hand[1] + s.gy[1]) == sorted(hand)


def test_random_cards_into_the_deck_as_an_optional_part() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can place 1 random card from the opponent's hand on the bottom "
        "of their Deck.",
    )
    assert "condition" not in encoding["effects"][0]
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES, BLAST))
    _fix(s)  # the sample takes the first card of the hand
    first = s.hand[1][0]
    play(s, f"act {magician}", "accept")
    assert s.deck[1][0] == first and first not in s.hand[1]
    encoding = compiled(MAGICIAN, "Shuffle 1 random card from your opponent's hand into the Deck.")
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES,))
    red_eyes = s.hand[1][0]
    play(s, f"act {magician}")
    assert s.hand[1] == [] and red_eyes in s.deck[1]


def test_shuffle_your_deck() -> None:
    encoding = compiled(
        MAGICIAN, "Shuffle your Deck.", requirement="Send the top card of your Deck to the GY."
    )
    assert encoding["effects"][0]["effect"] == [{"op": "shuffle_deck"}]
    _, s, magician = _ready(encoding)
    before = list(s.deck[0])
    play(s, f"act {magician}")
    assert sorted(s.deck[0]) == sorted(before[:-1]) and s.deck[0] != before[:-1]
    assert all(s.infos[c].id in (FILLER, MAGICIAN, RED_EYES, BLAST) for c in s.deck[0])
