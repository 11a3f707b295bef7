"""Decks as plain, fast values: sections of entries that name a card id or what was written."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Literal

SectionName = Literal["main", "extra", "side"]
SECTIONS: tuple[SectionName, ...] = ("main", "extra", "side")


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """`count` copies of one card in one section.

    `card_id` is None when the input named no known card; `written` then keeps exactly what the
    input said (a passcode or a name) and `suggestion` the closest known card id, if any, so the
    validator can report it and nothing is silently dropped. `line` is the input line, if any.
    `alt_print` is the passcode of the alternate print the input named (None for the card's
    first print), written back by `convert`; it is no part of what the deck is.
    """

    card_id: int | None
    count: int = 1
    written: str | None = None
    line: int | None = None
    suggestion: int | None = None
    alt_print: int | None = field(default=None, compare=False)

    @property
    def known(self) -> bool:
        return self.card_id is not None


@dataclass(frozen=True, slots=True)
class DeclaredSize:
    """A section size a text list's header states ("Main Deck (40)"), and the header's line."""

    section: SectionName
    count: int
    line: int


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: Main, Extra and Side entries in input order (a card may span several entries).

    `declared` holds the sizes the file's headers state, checked against the cards listed.
    """

    main: tuple[DeckEntry, ...] = ()
    extra: tuple[DeckEntry, ...] = ()
    side: tuple[DeckEntry, ...] = ()
    name: str | None = None
    source: str | None = field(default=None, compare=False)
    declared: tuple[DeclaredSize, ...] = field(default=(), compare=False)

    def section(self, name: SectionName) -> tuple[DeckEntry, ...]:
        return getattr(self, name)

    def canonical(self) -> Deck:
        """The deck with every card as its first print (alternate prints forgotten)."""
        sections = {
            name: tuple(replace(entry, alt_print=None) for entry in getattr(self, name))
            for name in SECTIONS
        }
        return replace(self, **sections)

    def entries(self) -> Iterator[tuple[SectionName, DeckEntry]]:
        for name in SECTIONS:
            for entry in getattr(self, name):
                yield name, entry

    def size(self, name: SectionName) -> int:
        return sum(entry.count for entry in getattr(self, name))

    def counts(self) -> dict[str, int]:
        """Cards per section, as reports show them."""
        return {name: self.size(name) for name in SECTIONS}

    def copies(self, sections: tuple[SectionName, ...] = SECTIONS) -> Counter[int]:
        """Copies of each known card id across the given sections."""
        total: Counter[int] = Counter()
        for name in sections:
            for entry in getattr(self, name):
                if entry.card_id is not None:
                    total[entry.card_id] += entry.count
        return total
