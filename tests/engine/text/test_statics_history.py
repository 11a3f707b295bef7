"""The turn's Fusion and Ritual Summons as requirements: compiled from the real text of
"Fusionic Revivern" and a made-up one, and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import compiled, unread
from validator.engine.state import FUSION_SUMMONED, RITUAL_SUMMONED

REVIVERN = 19358  # Fusionic Revivern
FUSION = 16934  # the Spell "Fusion"
MAGICIAN, WITCH = 15150, 15178  # "Sevens Road Magician", "Sevens Road Witch"
MASTER = 17308  # Master of the Sevens Road: "Sevens Road Magician" + "Sevens Road Witch"
BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
POT = 16372  # Pot of Greed (its text made up here)
DRAW = "Draw 1 card."


def test_during_your_main_phase_that_you_fusion_summoned_a_monster() -> None:
    text = (
        "During your Main Phase that you Fusion Summoned a monster, send this face-up card from "
        "your field to the GY."
    )
    board = Board(table_of(compiled(REVIVERN, DRAW, text)))
    s = board.game(cards=([REVIVERN, FUSION, MAGICIAN, WITCH], []), extra=([MASTER], []))
    revivern = board.monster(s, 0, REVIVERN)
    magician, witch = board.monster(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    fusion = board.hand(s, 0, FUSION)
    master = s.extra[0][0]
    assert not activations(s, revivern)
    play(s, f"act {fusion} {master} {min(magician, witch)} {max(magician, witch)}", "position 1")
    assert s.history[0] & FUSION_SUMMONED
    assert activations(s, revivern)
    # a Trap is activated in other phases too: not read for one
    assert unread(16768, DRAW, "During your Main Phase that you Fusion Summoned a monster.")


def test_during_a_turn_you_have_not_ritual_summoned_a_monster() -> None:
    pot = compiled(POT, DRAW, "During a turn you have not Ritual Summoned a monster.")
    board = Board(table_of(pot))
    s = board.game(cards=([POT, BLACK_MAGIC_RITUAL, FILLER, FILLER], []), extra=([BLACK_CHAOS], []))
    pot_card = board.hand(s, 0, POT)
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    one, two = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    chaos = s.extra[0][0]
    assert activations(s, pot_card)
    play(s, f"act {ritual} {chaos} {one} {two}", "position 1")
    assert s.history[0] & RITUAL_SUMMONED
    assert not activations(s, pot_card)
