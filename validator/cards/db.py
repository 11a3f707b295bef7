"""The card database: every card by konami id, by passcode and by name (English or Japanese)."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from validator.cards import compiled
from validator.cards.closest import ClosestNames
from validator.cards.model import Card, normalize_name
from validator.paths import data_root

Record = Mapping[str, Any]


@dataclass(frozen=True)
class CardIndex:
    """Card ids by passcode and by normalized name, and each card's normalized names."""

    by_passcode: dict[int, int]
    by_name: dict[str, int]
    keys: dict[int, tuple[str, ...]]

    @classmethod
    def of(cls, entries: Iterable[Card | Record]) -> CardIndex:
        index = cls({}, {}, {})
        facts = sorted(map(_facts, entries), key=lambda f: (f[1], -f[0]))
        # Official cards are indexed last so that they win a name shared with a party card;
        # among equals the lowest id wins.
        for card_id, _, passcodes, names in facts:
            for passcode in passcodes:
                index.by_passcode[passcode] = card_id
            keys = tuple(normalize_name(name) for name in names if name)
            for key in keys:
                index.by_name[key] = card_id
            index.keys[card_id] = keys
        return index


class CardDB:
    """Frozen card records with the lookups every input path needs, resolved once.

    Built from `Card` objects, or from trusted records in the `cards.json` shape (`records=`):
    then each `Card` is made on first use, so loading the bundled file and answering one lookup
    costs a JSON parse and the indexes, not 3,000 model instances. `index` is the CardIndex of
    exactly these cards when one was kept (see `load_cards`).
    """

    def __init__(
        self,
        cards: Iterable[Card] = (),
        *,
        records: Iterable[Record] = (),
        index: CardIndex | None = None,
    ) -> None:
        # id -> the Card, or its record until someone asks for it
        self._entries: dict[int, Card | Record] = {card.id: card for card in cards}
        self._entries.update((record["id"], record) for record in records)
        self.index = index if index is not None else CardIndex.of(self._entries.values())
        self._closest: ClosestNames | None = None  # built on the first unknown name

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[Card]:
        for card_id in sorted(self._entries):
            yield self._card(card_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._entries

    def _card(self, card_id: int) -> Card:
        entry = self._entries[card_id]
        if isinstance(entry, Card):
            return entry
        # Trusted data (tests validate every bundled record against the model), so no
        # re-validation; two threads racing here build equal cards.
        if entry.get("fusion_described"):  # models of their own: validated (a few cards)
            card = Card.model_validate(entry)
        else:
            card = Card.model_construct(**entry)
        self._entries[card_id] = card
        return card

    def get(self, card_id: int) -> Card | None:
        """The card with this konami id (or documented stand-in id)."""
        return self._card(card_id) if card_id in self._entries else None

    def by_passcode(self, passcode: int) -> Card | None:
        """The card one of whose prints has this EDOPro passcode."""
        card_id = self.index.by_passcode.get(passcode)
        return None if card_id is None else self._card(card_id)

    def by_name(self, name: str) -> Card | None:
        """The card with this English or Japanese name, ignoring case, width and punctuation."""
        card_id = self.index.by_name.get(normalize_name(name))
        return None if card_id is None else self._card(card_id)

    def lookup(self, key: str | int) -> Card | None:
        """A card by id, passcode or name: what `cards show` and deck readers accept."""
        text = str(key).strip()
        if text.isascii() and text.isdigit() and len(text) <= 12:
            number = int(text)
            card = self.get(number) or self.by_passcode(number)
            if card is not None:
                return card
        return self.by_name(text)

    def suggest(self, name: str, n: int = 3) -> list[Card]:
        """The closest names to a name that matched nothing, best first (see
        `validator.cards.closest`: an index, and one search per distinct name)."""
        if self._closest is None:
            self._closest = ClosestNames(self.index.by_name)
        seen: dict[int, Card] = {}
        for key in self._closest.closest(normalize_name(name), n):
            card_id = self.index.by_name[key]
            seen.setdefault(card_id, self._card(card_id))
        return list(seen.values())

    def search(
        self, query: str = "", kind: str | None = None, legend: bool | None = None
    ) -> list[Card]:
        """Cards whose English or Japanese name contains the query, filtered, sorted by name."""
        needle = normalize_name(query)
        named = (i for i, keys in self.index.keys.items() if any(needle in key for key in keys))
        hits = [
            card
            for card in map(self._card, named)
            if (kind is None or card.kind == kind) and (legend is None or card.legend == legend)
        ]
        return sorted(hits, key=lambda c: (c.name.casefold(), c.id))


def read_cards(path: Path) -> list[Card]:
    """Card records from a `cards.json` file, validated."""
    with path.open("rb") as handle:
        return [Card.model_validate(record) for record in json.loads(handle.read())]


def _facts(entry: Card | Record) -> tuple[int, bool, list[int], tuple[str | None, ...]]:
    """(id, official, passcodes, names) of a card or of its record."""
    if isinstance(entry, Card):
        return entry.id, entry.official, entry.passcodes, (entry.name, entry.name_ja)
    names = (entry["name"], entry.get("name_ja"))
    return entry["id"], entry.get("official", True), entry.get("passcodes", []), names


@contextmanager
def _no_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector: building thousands of acyclic dicts and strings
    otherwise triggers collections that find nothing (a fifth of the load time)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


_in_use: tuple[Path, CardDB] | None = None


def load_cards(path: Path | None = None) -> CardDB:
    """The card database, loaded once per file (the data in use unless a path is given).

    The data in use is the user's latest update or the bundled data: see `validator.paths`.
    The parsed records and indexes are kept in the user's cache folder (see
    `validator.cards.compiled`), so later processes skip the JSON parse and the indexing.
    """
    if path is not None:
        return _load_cards_at(path)
    global _in_use
    root = data_root()  # resolved once; compared by identity so the hot path builds no Path
    if _in_use is None or _in_use[0] is not root:
        _in_use = (root, _load_cards_at(root / "card_data" / "cards.json"))
    return _in_use[1]


@cache
def _load_cards_at(path: Path) -> CardDB:
    data = path.read_bytes()
    with _no_gc():
        stored = compiled.read(data)
        if stored is not None:
            records, by_passcode, by_name, keys = stored
            return CardDB(records=records, index=CardIndex(by_passcode, by_name, keys))
        records = json.loads(data)
        db = CardDB(records=records)
        compiled.write(data, (records, db.index.by_passcode, db.index.by_name, db.index.keys))
        return db
