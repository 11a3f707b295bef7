"""The ops_and family: a change of LP and a change of ATK in one sentence, compiled and played
on a board; a change that is no ATK/DEF change is not read this way."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, card_text, compiled, first_effect
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import build, read_each
from validator.engine.effects.text.names import NoMatch
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
MILL = "Send the top card of your Deck to the GY."
TEXT = "Gain 500 LP, and this card gains 700 ATK until the end of this turn."


def test_lp_gained_and_this_card_gains_atk() -> None:
    encoding = compiled(MAGICIAN, TEXT, MILL)
    assert first_effect(encoding) == [
        {"op": "gain_lp", "amount": 500},
        {"op": "gain_atk", "target": "self", "amount": 700, "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert s.lp[0] == s.settings.starting_lp + 500 and atk_of(s, magician) == 2800
    play(s, "end")
    assert atk_of(s, magician) == 2100


def test_other_changes_after_lp_are_not_read_here() -> None:
    text = "gain 500 LP, and this card cannot be destroyed by battle until the end of this turn"
    (parse,) = [p for p in read_each("steps", text) if p.production == "ops_and_lp_then_change"]
    draft = Draft(card_text(MAGICIAN, ""), "ignition", category="sentence")
    with pytest.raises(NoMatch):
        build(parse, draft)
