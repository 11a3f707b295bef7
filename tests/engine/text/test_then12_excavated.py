"""The `then12_excavated` productions: cards excavated as many as an amount says, and placed on
either end of the Deck in any order; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon
MAGICIAN = 15150  # Sevens Road Magician

TEXT = (
    "Excavate cards from the top of your Deck equal to [the number of cards on your opponent's "
    "field]. Then, place the excavated cards on either the top or bottom of your Deck in any "
    "order."
)


def test_as_many_cards_excavated_as_the_opponent_has_and_placed_on_either_end() -> None:
    encoding = compiled(SPELL, TEXT)
    assert first_effect(encoding) == [
        {"op": "excavate", "count": {"per": 1, "count": {"counter": "cards", "from": "opp_field"}}},
        {"op": "may", "then": [{"op": "place_excavated", "order": "any", "place": "bottom"}]},
        {"op": "place_excavated", "order": "any", "place": "top"},
    ]
    for answer in ("accept", "decline"):  # the bottom, or else the top
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, BEWD, MAGICIAN], [BEWD, BEWD]))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 1, BEWD)
        board.monster(s, 1, BEWD)
        dragon, magician = on_top(s, 0, BEWD, MAGICIAN)
        below = s.deck[0][-3]  # not excavated: the opponent has 2 cards
        play(s, f"act {spell}", answer)
        assert sorted(verbs(s)) == sorted([f"pick {dragon}", f"pick {magician}"])
        play(s, f"pick {magician}")  # placed first
        assert s.resolving is None
        if answer == "accept":
            assert s.deck[0][:2] == [dragon, magician] and s.deck[0][-1] == below
        else:
            assert s.deck[0][-3:] == [below, magician, dragon]


def test_nothing_excavated_when_the_opponent_has_no_cards() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)
    deck = list(s.deck[0])
    play(s, f"act {spell}")
    if s.resolving is not None:  # (nothing to place either way)
        play(s, "decline")
    assert s.resolving is None and s.deck[0] == deck and not s.excavated
