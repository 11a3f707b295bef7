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


def tally(deck: Deck, known: dict) -> Tally:
    """Copies per known card per section and in total; the rest listed as unknown.

    `known` is any mapping keyed by the card ids the database holds.
    """
    sizes = [0, 0, 0]
    sections: tuple[dict[int, int], dict[int, int], dict[int, int]] = ({}, {}, {})
    total: dict[int, int] = {}
    unknown: list[Unknown] = []
    for index, entries in enumerate((deck.main, deck.extra, deck.side)):
        counts = sections[index]
        size = 0
        for entry in entries:
            copies = entry.count
            size += copies
            card_id = entry.card_id
            if card_id is None or card_id not in known:
                written = entry.written if card_id is None else str(card_id)
                _add_unknown(unknown, index, written or "?", copies, entry.suggestion)
                continue
            counts[card_id] = counts.get(card_id, 0) + copies
            total[card_id] = total.get(card_id, 0) + copies
        sizes[index] = size
    return Tally((sizes[0], sizes[1], sizes[2]), sections, total, unknown)


def _add_unknown(
    unknown: list[Unknown], section: int, written: str, copies: int, suggestion: int | None
) -> None:
    """One Unknown per (section, written): an unknown card is reported once, not per copy."""
    for item in unknown:
        if item.section == section and item.written == written:
            item.count += copies
            return
    unknown.append(Unknown(section, written, copies, suggestion))
