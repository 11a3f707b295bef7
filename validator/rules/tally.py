"""A deck counted once, in plain dicts, for every rule to read."""

from __future__ import annotations

from dataclasses import dataclass

from validator.decks.model import Deck


@dataclass(slots=True)
class Unknown:
    """Copies of a card the input named but the database does not know, in one section."""

    section: int
    written: str
    count: int
    suggestion: int | None


@dataclass(slots=True)
class Tally:
    sizes: tuple[int, int, int]  # cards per section, unknown cards included
    sections: tuple[dict[int, int], dict[int, int], dict[int, int]]  # card id -> copies
    total: dict[int, int]  # card id -> copies across Main + Extra + Side
    unknown: list[Unknown]


def _count(entries: tuple, index: int, known: dict, unknown: list[Unknown]) -> tuple[dict, int]:
    """(copies per known card id, cards in the section) for one section's entries."""
    counts: dict = {}
    get = counts.get
    for entry in entries:
        counts[entry.card_id] = get(entry.card_id, 0) + entry.count
    size = sum(counts.values())
    if None in counts or not counts.keys() <= known.keys():
        _move_unknown(entries, index, counts, known, unknown)
    return counts, size


def tally(deck: Deck, known: dict) -> Tally:
    """Copies per known card per section and in total; the rest listed as unknown.

    `known` is any mapping keyed by the card ids the database holds. Entries are counted per
    section first (one dict update per entry), then only the few distinct ids are checked.
    """
    unknown: list[Unknown] = []
    main, main_size = _count(deck.main, 0, known, unknown)
    extra, extra_size = _count(deck.extra, 1, known, unknown) if deck.extra else ({}, 0)
    side, side_size = _count(deck.side, 2, known, unknown) if deck.side else ({}, 0)
    total = dict(main)
    for counts in (extra, side):
        for card_id, copies in counts.items():
            total[card_id] = total.get(card_id, 0) + copies
    return Tally((main_size, extra_size, side_size), (main, extra, side), total, unknown)


def _move_unknown(
    entries: tuple, index: int, counts: dict, known: dict, unknown: list[Unknown]
) -> None:
    """Take unknown cards out of `counts`, one Unknown per (section, what was written)."""
    merged: dict[str, Unknown] = {}
    for entry in entries:
        card_id = entry.card_id
        if card_id is not None and card_id in known:
            continue
        written = (entry.written or "?") if card_id is None else str(card_id)
        item = merged.get(written)
        if item is None:
            merged[written] = Unknown(index, written, entry.count, entry.suggestion)
        else:
            item.count += entry.count
        counts.pop(card_id, None)
    unknown.extend(merged.values())
