"""The `then12_random` productions: a card of your hand revealed at random, and a part for what
it is; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import ATK

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon
SPELL = 15160  # a Normal Spell

TEXT = (
    "Draw 1 card. Then, reveal 1 random card in your hand. Then, if that card is a Dragon Type "
    "monster, you can Special Summon it face-up to your field."
)


def test_the_card_revealed_at_random_summoned_when_it_is_a_dragon() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert first_effect(encoding)[1:] == [
        {"op": "random_hand", "count": 1, "who": "own"},
        {"op": "reveal", "target": "moved"},
        {
            "op": "if",
            "condition": [{"cond": "moved", "filter": {"kind": "monster", "race": "Dragon"}}],
            "then": [
                {
                    "op": "may",
                    "then": [{"op": "special_summon", "target": "moved", "position": "faceup"}],
                }
            ],
        },
    ]
    for top, summoned in ((BEWD, True), (SPELL, False)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, top], []))
        magician = board.monster(s, 0, MAGICIAN)
        (drawn,) = on_top(s, 0, top)  # the one card of the hand, revealed
        play(s, f"act {magician}")
        if summoned:
            play(s, "accept", f"position {ATK}")
        assert s.resolving is None and (s.pos[drawn] == ATK) == summoned
        assert (drawn in s.hand[0]) != summoned


def test_that_card_is_the_card_revealed_just_before() -> None:
    assert unread(
        MAGICIAN,
        "Reveal 1 random card in your hand. Then, draw 1 card. Then, if that card is a Dragon "
        "Type monster, you can Special Summon it face-up to your field.",
    )
