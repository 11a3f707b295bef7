"""Quoted names the text misprints, read as the card they name, compiled from made-up clauses
and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, first_effect

SPELL = 15160  # a Normal Spell (its text made up)
DRAGORITE = 15168  # Dragorite: a Level 4 Normal Monster
SALAMANDER = 17868  # Chemicalized Salamander (「ケミカライズ・サラマンダー」)
MAGICIAN = 15150  # Sevens Road Magician: another monster

ADD_THEN = (
    'Add 1 Level 4 monster from your GY to your hand. Then, you can add 1 "{}" from your GY '
    "to your hand."
)


def test_a_misprinted_name_reads_as_the_card_it_names(board: Board) -> None:
    encoding = compiled(SPELL, ADD_THEN.format("Chemicalize Salamander"))
    assert encoding == compiled(SPELL, ADD_THEN.format("Chemicalized Salamander"))
    assert encoding["effects"][0]["picks"][1] == {"from": "own_gy", "filter": {"ids": [SALAMANDER]}}
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "to_hand", "target": {"pick": 1}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DRAGORITE, SALAMANDER], []))
    dragorite, salamander = board.gy(s, 0, DRAGORITE), board.gy(s, 0, SALAMANDER)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {salamander}")
    assert dragorite in s.hand[0] and salamander in s.hand[0]
    # another monster in the GY: not the card named, nothing more to add
    s = board.game(cards=([SPELL, DRAGORITE, MAGICIAN], []))
    dragorite, magician = board.gy(s, 0, DRAGORITE), board.gy(s, 0, MAGICIAN)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert dragorite in s.hand[0] and magician in s.gy[0]
    assert "decline" not in verbs(s)
