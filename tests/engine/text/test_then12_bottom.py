"""The `then12_bottom` productions: the bottom cards of your Deck sent to the GY (`mill`
`bottom`), compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon: a Level 8 monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 monster

TEXT = (
    "Send the bottom card of your Deck to the GY. Then, if you sent a Level 8 monster to the GY "
    "by this effect, draw 1 card."
)


def test_the_bottom_card_sent() -> None:
    encoding = compiled(SPELL, TEXT)
    assert first_effect(encoding)[0] == {"op": "mill", "count": 1, "bottom": True}
    for bottom, drawn in ((BEWD, 1), (MAGICIAN, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, bottom, BEWD], []))
        spell = board.hand(s, 0, SPELL)
        top = board.take(s, 0, BEWD)
        card = board.take(s, 0, bottom)
        s.deck[0].insert(0, card)  # the bottom card
        s.deck[0].append(top)  # a Level 8 monster on top: not sent
        play(s, f"act {spell}")
        assert card in s.gy[0] and len(s.hand[0]) == drawn
        assert top not in s.gy[0]


def test_the_bottom_cards_sent() -> None:
    encoding = compiled(SPELL, "Send the bottom 2 cards of your Deck to the GY.")
    assert first_effect(encoding) == [{"op": "mill", "count": 2, "bottom": True}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)
    bottom = s.deck[0][:2]
    play(s, f"act {spell}")
    assert all(card in s.gy[0] for card in bottom) and len(s.gy[0]) == 3
