"""The `then12_pair_shuffled` production: two named cards of the GY shuffled into the Deck
together, one of each name; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
ICE = 15797  # Clear Ice Dragon
BLAZE = 15798  # Burning Blaze Dragon

TEXT = (
    'Draw 1 card. Then, you can shuffle into the Deck, 1 "Clear Ice Dragon" and 1 "Burning '
    'Blaze Dragon" in your GY.'
)


def test_one_card_of_each_name_shuffled() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "min": 2,
            "filter": {"any_of": [{"ids": [ICE]}, {"ids": [BLAZE]}]},
            "one_each": True,
        }
    ]
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "to_deck", "target": {"pick": 0}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, ICE, ICE, BLAZE], []))
    magician = board.monster(s, 0, MAGICIAN)
    ice, blaze = board.gy(s, 0, ICE), board.gy(s, 0, BLAZE)
    board.gy(s, 0, ICE)
    play(s, f"act {magician}")
    assert all(sorted(s.infos[c].id for c in way) == [ICE, BLAZE] for way in choices(s))
    play(s, f"pick {ice} {blaze}")
    assert ice in s.deck[0] and blaze in s.deck[0] and len(s.gy[0]) == 1


def test_without_both_names_nothing_is_shuffled() -> None:
    board = board_playing(compiled(MAGICIAN, TEXT))
    s = board.game(cards=([MAGICIAN, ICE, ICE], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, ICE)
    board.gy(s, 0, ICE)
    play(s, f"act {magician}")
    assert s.resolving is None and len(s.hand[0]) == 1 and len(s.gy[0]) == 2
