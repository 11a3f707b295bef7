"""A number of cards of two names in all ("Shuffle 2 "A" and/or "B" from your GY into the
Deck": 合計２体, any mix of the two names), compiled from a real card's text and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled

MCQUEEN = 17319  # Hormone GunMcQueen, the Magnificent Shichirin
KUSHIRO, INSPECTOR = 16682, 16974
COST = (
    'Shuffle 2 "Shichirin Samurai - Kushiro the Skewer Master" and/or "Flavor Inspector" from '
    "your GY into the Deck."
)
DRAW = "Draw 1 card."


def test_two_of_either_name_in_all() -> None:
    encoding = compiled(MCQUEEN, DRAW, COST)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "n": 2, "filter": {"ids": [KUSHIRO, INSPECTOR]}}
    ]
    board = board_playing(encoding)
    for names, allowed in (
        ((KUSHIRO, INSPECTOR), True),
        ((KUSHIRO, KUSHIRO), True),  # two of one name count too
        ((INSPECTOR, FILLER), False),  # one of them only
    ):
        s = board.game(cards=([MCQUEEN, *names], []))
        mcqueen = board.monster(s, 0, MCQUEEN)
        for name in names:
            board.gy(s, 0, name)
        ways = activations(s, mcqueen)
        assert bool(ways) == allowed
        if allowed:
            play(s, f"act {mcqueen} {' '.join(map(str, ways[0]))}")
            assert not any(s.infos[c].id in (KUSHIRO, INSPECTOR) for c in s.gy[0])
