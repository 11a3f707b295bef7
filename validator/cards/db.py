"""The card database: every card by konami id, by passcode and by name (English or Japanese)."""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

from validator.cards.model import Card, normalize_name
from validator.paths import data_path


class CardDB:
    """Frozen card records with the lookups every input path needs, resolved once."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self._by_id: dict[int, Card] = {}
        self._by_passcode: dict[int, Card] = {}
        self._by_name: dict[str, Card] = {}
        # Official cards are indexed last so that they win a name shared with a party card.
        for card in sorted(cards, key=lambda c: (c.official, -c.id)):
            self._by_id[card.id] = card
            for passcode in card.passcodes:
                self._by_passcode[passcode] = card
            for name in (card.name, card.name_ja):
                if name:
                    self._by_name[normalize_name(name)] = card
        self._names: list[str] | None = None

    def __len__(self) -> int:
        return len(self._by_id)

    def __iter__(self) -> Iterator[Card]:
        return iter(sorted(self._by_id.values(), key=lambda c: c.id))

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id

    def get(self, card_id: int) -> Card | None:
        """The card with this konami id (or documented stand-in id)."""
        return self._by_id.get(card_id)

    def by_passcode(self, passcode: int) -> Card | None:
        """The card one of whose prints has this EDOPro passcode."""
        return self._by_passcode.get(passcode)

    def by_name(self, name: str) -> Card | None:
        """The card with this English or Japanese name, ignoring case, width and punctuation."""
        return self._by_name.get(normalize_name(name))

    def lookup(self, key: str | int) -> Card | None:
        """A card by id, passcode or name: what `cards show` and deck readers accept."""
        text = str(key).strip()
        if text.isdigit():
            number = int(text)
            card = self.get(number) or self.by_passcode(number)
            if card is not None:
                return card
        return self.by_name(text)

    def suggest(self, name: str, n: int = 3) -> list[Card]:
        """The closest names to a name that matched nothing, best first."""
        if self._names is None:
            self._names = list(self._by_name)
        keys = difflib.get_close_matches(normalize_name(name), self._names, n=n, cutoff=0.6)
        seen: dict[int, Card] = {}
        for key in keys:
            card = self._by_name[key]
            seen.setdefault(card.id, card)
        return list(seen.values())

    def search(
        self, query: str = "", kind: str | None = None, legend: bool | None = None
    ) -> list[Card]:
        """Cards whose English or Japanese name contains the query, filtered, sorted by name."""
        needle = normalize_name(query)
        hits = [
            card
            for card in self._by_id.values()
            if (kind is None or card.kind == kind)
            and (legend is None or card.legend == legend)
            and (
                not needle
                or needle in normalize_name(card.name)
                or (card.name_ja is not None and needle in normalize_name(card.name_ja))
            )
        ]
        return sorted(hits, key=lambda c: (c.name.casefold(), c.id))


def read_cards(path: Path) -> list[Card]:
    """Card records from a `cards.json` file."""
    with path.open(encoding="utf-8") as handle:
        return [Card.model_validate(record) for record in json.load(handle)]


def load_cards(path: Path | None = None) -> CardDB:
    """The card database, loaded once per file (the data in use unless a path is given).

    The data in use is the user's latest update or the bundled data: see `validator.paths`.
    """
    return _load_cards_at(path or data_path("card_data", "cards.json"))


@cache
def _load_cards_at(path: Path) -> CardDB:
    return CardDB(read_cards(path))
