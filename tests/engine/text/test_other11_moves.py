"""Moves over both players' cards, compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell (its text made up)
DRAGORITE = 15168  # Dragorite: a Level 4 Normal Monster
MAGICIAN = 15150  # Sevens Road Magician


def test_all_cards_of_both_gys_are_shuffled_into_their_owners_decks(board: Board) -> None:
    encoding = compiled(SPELL, "Shuffle all cards from the GYs into the owners' Decks.")
    assert first_effect(encoding) == [{"op": "to_deck", "target": {"all": {"from": "all_gy"}}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DRAGORITE, FILLER], [MAGICIAN, FILLER]))
    mine, also_mine = board.gy(s, 0, DRAGORITE), board.gy(s, 0, FILLER)
    theirs = board.gy(s, 1, MAGICIAN)
    on_field = board.monster(s, 1, FILLER)  # not in a GY: stays
    spell = board.hand(s, 0, SPELL)
    decks = len(s.deck[0]), len(s.deck[1])
    play(s, f"act {spell}")
    assert mine in s.deck[0] and also_mine in s.deck[0] and theirs in s.deck[1]
    assert (len(s.deck[0]), len(s.deck[1])) == (decks[0] + 2, decks[1] + 1)
    assert on_field in s.mzone[1] and s.gy[1] == [] and s.gy[0] == [spell]  # (once resolved)


def test_the_gys_are_both_players_gys() -> None:
    assert unread(SPELL, "Shuffle all cards from the GY into the owners' Decks.")
