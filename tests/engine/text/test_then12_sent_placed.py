"""The `then12_sent_placed` production: one of the cards the effect sent placed on either end
of its owner's Deck, compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon
SPELL = 15160  # a Normal Spell

TEXT = (
    "Each player sends the top card of their Deck to the GY. Then, you can place 1 of the cards "
    "sent on either the top or bottom of the owner's Deck."
)


def test_a_card_sent_placed_on_the_bottom_or_else_on_top() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert encoding["effects"][0]["picks"] == [{"from": "all_gy", "among": "sent"}]
    placed = {"op": "to_deck", "target": {"pick": 0}}
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {
                "op": "may",
                "then": [{**placed, "place": "bottom"}],
                "else": [{**placed, "place": "top"}],
            }
        ],
    }
    for bottom in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, BEWD], [SPELL]))
        magician = board.monster(s, 0, MAGICIAN)
        (dragon,) = on_top(s, 0, BEWD)
        (spell,) = on_top(s, 1, SPELL)
        play(s, f"act {magician}", "accept")
        assert sorted(choices(s)) == sorted([(dragon,), (spell,)])  # either player's card
        if bottom:
            play(s, f"pick {spell}")
        else:
            play(s, "decline", f"pick {spell}")
        assert s.resolving is None and dragon in s.gy[0]
        assert s.deck[1][0 if bottom else -1] == spell


def test_the_cards_sent_are_those_of_a_step_before() -> None:
    assert unread(
        MAGICIAN,
        "Draw 1 card. Then, you can place 1 of the cards sent on either the top or bottom of the "
        "owner's Deck.",
    )
