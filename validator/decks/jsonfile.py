"""JSON decks: {"name": ..., "main": [...], "extra": [...], "side": [...]}.

An entry is a konami id (once per copy) or {"id": 15150, "count": 3}. `name`, `extra` and
`side` are optional. An id that is no konami id but a print's EDOPro passcode is read as that
card (the two number ranges never overlap).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError

from validator import jsontext
from validator.cards import CardDB
from validator.decks.model import SECTIONS, Deck, DeckEntry
from validator.decks.passcodes import entry_for_passcode
from validator.decks.text import MAX_COUNT
from validator.errors import InputError

# strict: true and 15150.0 are no card ids
CardId = Annotated[int, Field(ge=0, strict=True, description="konami_id (or a passcode)")]


class CountedEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)
    id: CardId
    count: int = Field(ge=1, le=MAX_COUNT, strict=True)


def _entry_shape(value: Any) -> str:
    return "counted" if isinstance(value, dict | CountedEntry) else "id"


# An object is judged as {"id", "count"} and anything else as an id, so an error names the
# problem of the shape that was meant instead of both shapes' complaints.
DeckFileEntry = Annotated[
    Annotated[CardId, Tag("id")] | Annotated[CountedEntry, Tag("counted")],
    Discriminator(_entry_shape),
]


class DeckFile(BaseModel):
    """A deck as a JSON file: card ids by section."""

    model_config = ConfigDict(extra="forbid", defer_build=True)
    name: str | None = Field(default=None, max_length=200)
    main: list[DeckFileEntry] = Field(max_length=1000)
    extra: list[DeckFileEntry] = Field(default_factory=list, max_length=1000)
    side: list[DeckFileEntry] = Field(default_factory=list, max_length=1000)


def _entry(item: int | CountedEntry, db: CardDB) -> DeckEntry:
    card_id, count = (item.id, item.count) if isinstance(item, CountedEntry) else (item, 1)
    if card_id in db:
        return DeckEntry(card_id, count)
    return entry_for_passcode(card_id, db, count)


def _validation_message(exc: ValidationError) -> str:
    """The first problem, placed like `main[3].count`."""
    first = exc.errors()[0]
    where, previous = "", None
    for part in first["loc"]:
        if isinstance(part, int):
            where += f"[{part}]"
        elif not (isinstance(previous, int) and part in ("id", "counted")):  # not the shape tag
            where += f".{part}" if where else str(part)
        previous = part
    if not where:
        return 'a JSON deck is an object like {"main": [...], "extra": [...], "side": [...]}'
    return f"{where}: {first['msg']}"


def deck_from_data(data: Any, db: CardDB, source: str | None = None) -> Deck:
    """A deck from already-parsed JSON data (also what the HTTP API receives)."""
    try:
        parsed = DeckFile.model_validate(data)
    except ValidationError as exc:
        raise InputError(f"not a JSON deck: {_validation_message(exc)}", source=source) from None
    sections = [tuple(_entry(item, db) for item in getattr(parsed, n)) for n in SECTIONS]
    return Deck(*sections, name=parsed.name, source=source)


def read_json(text: str, db: CardDB, source: str | None = None) -> Deck:
    return deck_from_data(jsontext.loads(text, source), db, source)


def _written_id(entry: DeckEntry) -> int:
    """The id a JSON deck names an entry by: its alternate print's passcode, else its card."""
    if entry.card_id is None:
        raise InputError(f"unknown card {entry.written!r} cannot be written")
    return entry.alt_print or entry.card_id


def deck_to_data(deck: Deck) -> dict[str, Any]:
    """The JSON form of a deck, copies merged per card (and per alternate print)."""
    data: dict[str, Any] = {"name": deck.name} if deck.name else {}
    for name in SECTIONS:
        totals: Counter[int] = Counter()
        for entry in deck.section(name):
            totals[_written_id(entry)] += entry.count
        data[name] = [{"id": written, "count": count} for written, count in totals.items()]
    return data


def write_json(deck: Deck, db: CardDB) -> str:
    return json.dumps(deck_to_data(deck), indent=2, ensure_ascii=False) + "\n"
