"""Scenario builders: concrete game states with chosen cards in chosen places."""

from __future__ import annotations

import pytest

from validator.cards import load_cards
from validator.engine import CardTable, DeckList, State, new_game
from validator.engine.field import place_field_spell, place_monster, place_spell
from validator.engine.state import ATK, FACEUP, MAIN

FILLER = 15154  # Dark Sorcerer: a vanilla Level 4, 1500 ATK


@pytest.fixture(scope="session")
def table() -> CardTable:
    return CardTable(load_cards())


class Board:
    """Builds a game whose hands start empty and whose decks hold filler plus the named cards.

    `put` takes an instance of a card out of a player's Deck or Extra Deck and places it.
    """

    def __init__(self, table: CardTable) -> None:
        self.table = table

    def game(
        self,
        cards: tuple[list[int], list[int]] = ([], []),
        extra: tuple[list[int], list[int]] = ([], []),
        turn: int = 3,
        tp: int = 0,
        deck_size: int = 30,
    ) -> State:
        decks = [DeckList(tuple([FILLER] * deck_size + cards[p]), tuple(extra[p])) for p in (0, 1)]
        s = new_game(decks, seed=1, table=self.table)
        for p in (0, 1):
            s.deck[p].extend(s.hand[p])
            s.hand[p].clear()
        s.turn, s.tp, s.phase = turn, tp, MAIN
        s.actions_this_turn = 0
        return s

    def take(self, s: State, p: int, card_id: int) -> int:
        for zone in (s.deck[p], s.extra[p]):
            for c in zone:
                if s.infos[c].id == card_id:
                    zone.remove(c)
                    return c
        raise AssertionError(f"no {card_id} left in player {p}'s decks")

    def hand(self, s: State, p: int, card_id: int) -> int:
        c = self.take(s, p, card_id)
        s.hand[p].append(c)
        return c

    def monster(self, s: State, p: int, card_id: int, pos: int = ATK, since: int = 1) -> int:
        c = self.take(s, p, card_id)
        place_monster(s, p, c, pos)
        s.since[c] = since
        return c

    def spell(self, s: State, p: int, card_id: int, pos: int, since: int = 1) -> int:
        c = self.take(s, p, card_id)
        place_spell(s, p, c, pos)
        s.since[c] = since
        return c

    def field_spell(self, s: State, p: int, card_id: int) -> int:
        c = self.take(s, p, card_id)
        place_field_spell(s, p, c, FACEUP)
        return c

    def gy(self, s: State, p: int, card_id: int) -> int:
        c = self.take(s, p, card_id)
        s.gy[p].append(c)
        return c


@pytest.fixture
def board(table: CardTable) -> Board:
    return Board(table)
