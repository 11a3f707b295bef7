"""One card of each of two descriptions added from the GY ("Add 1 "A" or "B", and 1 Ritual Spell
Card, from your GY to your hand"): compiled from a made-up clause and played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip

MEINIR = 22627  # a monster (its text made up here)
MAGICIAN, WITCH = 15150, 15178  # Sevens Road Magician and Witch
RITUAL_SPELL = 21597  # Black Magic Ritual, a Ritual Spell Card
TEXT = (
    'Add 1 "Sevens Road Magician" or "Sevens Road Witch", and 1 Ritual Spell Card, from your GY '
    "to your hand."
)


def test_one_card_of_each_description() -> None:
    encoding = compiled(MEINIR, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "min": 2,
            "filter": {
                "any_of": [{"ids": [MAGICIAN, WITCH]}, {"kind": "spell", "subtype": "ritual"}]
            },
            "one_each": True,
        }
    ]
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    assert round_trip("sentence", TEXT) == TEXT[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([MEINIR, WITCH, RITUAL_SPELL], []))
    meinir = board.monster(s, 0, MEINIR)
    witch, spell = board.gy(s, 0, WITCH), board.gy(s, 0, RITUAL_SPELL)
    play(s, f"act {meinir}")
    assert {witch, spell} <= set(s.hand[0])


def test_both_must_be_there() -> None:
    board = board_playing(compiled(MEINIR, TEXT))
    s = board.game(cards=([MEINIR, WITCH, MAGICIAN], []))
    meinir = board.monster(s, 0, MEINIR)
    board.gy(s, 0, WITCH)
    board.gy(s, 0, MAGICIAN)  # two of the first description, no Ritual Spell
    assert activations(s, meinir) == []
