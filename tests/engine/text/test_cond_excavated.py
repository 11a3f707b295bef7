"""A test of the one card excavated and placed back (`productions/cond_excavated.py`); compiled
from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
BLAST = 15353  # Inferno Fire Blast: a Spell

PEEK = "Your opponent excavates the top card of their Deck and places it on top of their Deck."


def test_gains_if_the_excavated_card_was_a_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        f"{PEEK} If it was a Monster Card, this card gains 800 ATK until the end of this turn.",
    )
    assert first_effect(encoding)[2] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": {"kind": "monster"}}],
        "then": [{"op": "gain_atk", "target": "self", "amount": 800, "until": "end_of_turn"}],
    }
    board = board_playing(encoding)
    for top, gained in ((SKULL, 800), (BLAST, 0)):
        s = board.game(cards=([MAGICIAN], [SKULL, BLAST]))
        magician = board.monster(s, 0, MAGICIAN)
        (card,) = on_top(s, 1, top)
        play(s, f"act {magician}")
        assert s.deck[1][-1] == card  # back on top
        assert atk_of(s, magician) == 2100 + gained


def test_only_after_one_card_excavated_and_placed_back() -> None:
    assert unread(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck and places them on top of their "
        "Deck in the same order. If it was a Monster Card, this card gains 800 ATK until the end "
        "of this turn.",
    )
