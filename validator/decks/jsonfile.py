"""JSON decks: {"name": ..., "main": [...], "extra": [...], "side": [...]}.

An entry is a konami id (once per copy) or {"id": 15150, "count": 3}. `name`, `extra` and
`side` are optional.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from validator.cards import CardDB
from validator.decks.model import SECTIONS, Deck, DeckEntry
from validator.decks.text import MAX_COUNT, merged
from validator.errors import InputError

CardId = Annotated[int, Field(ge=0, description="konami_id")]


class CountedEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: CardId
    count: int = Field(ge=1, le=MAX_COUNT)


DeckFileEntry = CardId | CountedEntry


class DeckFile(BaseModel):
    """A deck as a JSON file: card ids by section."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(default=None, max_length=200)
    main: list[DeckFileEntry] = Field(max_length=1000)
    extra: list[DeckFileEntry] = Field(default_factory=list, max_length=1000)
    side: list[DeckFileEntry] = Field(default_factory=list, max_length=1000)


def _entry(item: DeckFileEntry, db: CardDB) -> DeckEntry:
    card_id, count = (item.id, item.count) if isinstance(item, CountedEntry) else (item, 1)
    if card_id in db:
        return DeckEntry(card_id, count)
    return DeckEntry(None, count, written=str(card_id))


def _validation_message(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "deck"
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
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", source=source, line=exc.lineno) from None
    return deck_from_data(data, db, source)


def deck_to_data(deck: Deck) -> dict[str, Any]:
    """The JSON form of a deck, copies merged per card."""
    data: dict[str, Any] = {"name": deck.name} if deck.name else {}
    for name in SECTIONS:
        rows = []
        for card_id, written, count in merged(deck.section(name)):
            if card_id is None:
                raise InputError(f"unknown card {written!r} cannot be written")
            rows.append({"id": card_id, "count": count})
        data[name] = rows
    return data


def write_json(deck: Deck, db: CardDB) -> str:
    return json.dumps(deck_to_data(deck), indent=2, ensure_ascii=False) + "\n"
