"""Card names in card text: a quoted name read as a card id, and a card id written as its name."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from validator.cards.db import CardDB, load_cards
from validator.cards.model import Card


class NoMatch(ValueError):
    """The words are not what a production or a sub-grammar reads."""


_using: list[CardDB] = []


def _db() -> CardDB:
    return _using[-1] if _using else load_cards()


@contextmanager
def using(db: CardDB) -> Iterator[None]:
    """Read and write names with this card database (an update's, before it is installed)."""
    _using.append(db)
    try:
        yield
    finally:
        _using.pop()


NAMES_WITHOUT_CARDS = {"OuTerverSe": 900_000_001}
"""Names the card text quotes that no card bears, each with an id of its own (above every
card's): "OuTerverSe" (「ＯＴＳ」) is the name some cards take in the GY, and effects look for
cards of that name there."""
_CARDLESS_NAMES = {card_id: name for name, card_id in NAMES_WITHOUT_CARDS.items()}


def name_id(name: str) -> int:
    """The id of the card a quoted name names; raises NoMatch for a name no card has."""
    if name in NAMES_WITHOUT_CARDS:
        return NAMES_WITHOUT_CARDS[name]
    db = _db()
    card = db.by_name(name) or db.by_name(name.replace("GY", "Graveyard"))
    if card is None:
        raise NoMatch(f"no card is named {name!r}")
    return card.id


def name_of(card_id: int) -> str:
    """A card's English name (as the text quotes it)."""
    if card_id in _CARDLESS_NAMES:
        return _CARDLESS_NAMES[card_id]
    card = _db().get(card_id)
    if card is None:
        raise NoMatch(f"no card has the id {card_id}")
    return card.name


def card_facts(card_id: int) -> Card | None:
    """A card's record in the card database (its Maximum set, its kind, ...)."""
    return _db().get(card_id)
