"""Passcodes (EDOPro ids) to deck entries and back, shared by the .ydk and ydke:// forms."""

from __future__ import annotations

from validator.cards import CardDB
from validator.decks.model import DeckEntry
from validator.errors import InputError


def entry_for_passcode(
    passcode: int, db: CardDB, count: int = 1, line: int | None = None
) -> DeckEntry:
    """The entry a passcode stands for, keeping an alternate print; an unknown passcode stays
    as written."""
    card = db.by_passcode(passcode)
    if card is None:
        return DeckEntry(None, count, written=str(passcode), line=line)
    alt_print = passcode if passcode != card.passcodes[0] else None
    return DeckEntry(card.id, count, line=line, alt_print=alt_print)


def passcode_of(entry: DeckEntry, db: CardDB) -> int:
    """The passcode to write for an entry: the print it was read as, else the first print."""
    if entry.alt_print is not None:
        return entry.alt_print
    if entry.card_id is None:
        raise InputError(f"unknown card {entry.written!r} cannot be written")
    card = db.get(entry.card_id)
    if card is None or not card.passcodes:
        name = card.name if card else str(entry.card_id)
        raise InputError(f"{name!r} has no known EDOPro passcode, so it cannot be written here")
    return card.passcodes[0]
