"""Helpers for the validator's tests: decks from (card, copies) pairs and report lookups."""

from __future__ import annotations

from collections.abc import Iterable

from validator.cards import load_cards
from validator.decks import Deck, DeckEntry
from validator.report import GroupReport, Report, Violation

DB = load_cards()
TODAY = "2026-11-30"

# Real cards the tests use, by role (checked against the bundled data by test_rules_pool.py).
FILLER = (
    "Sevens Road Witch",
    "Sevens Road Mage",
    "Sevens Road Enchanter",
    "Sevens Road Sorcerer",
    "Sevens Road Warlock",
    "Sevens Road Wiz",
    "Road Magic - Explosion",
    "Road Magic - Flowback",
    "Road Magic - Tectonic Shift",
    "Road Magic - Tempest",
    "Road Magic - Uplifter",
    "Road Arms - Sevens Lance",
    "Road Arms - Sword Breaker",
    "Acid Trap Hole",
    "Royal Rebel's Babybass",
    "Royal Rebel's Beginitar",
    "Royal Rebel's Kidrum",
    "Royal Rebel's Fanatic",
    "Royal Rebel's Elite Amp",
    "Royal Rebel's Great Mixer",
    "Royal Rebel's Guardian",
    "Royal Rebel's Shout",
    "Dice Key Bachika",
)


def card_id(name: str | int) -> int:
    card = DB.lookup(name)
    assert card is not None, name
    return card.id


def entries(items: Iterable[tuple[str | int, int]]) -> tuple[DeckEntry, ...]:
    return tuple(DeckEntry(card_id(name), count) for name, count in items)


def deck(
    main: Iterable[tuple[str | int, int]] = (),
    extra: Iterable[tuple[str | int, int]] = (),
    side: Iterable[tuple[str | int, int]] = (),
    fill_to: int = 40,
) -> Deck:
    """A deck of the given cards, its Main Deck filled up to `fill_to` with plain legal cards."""
    main = list(main)
    have = sum(count for _, count in main)
    used = {card_id(name) for name, _ in [*main, *extra, *side]}
    pad = [name for name in FILLER if card_id(name) not in used]
    while have < fill_to:
        copies = min(3, fill_to - have)
        main.append((pad.pop(0), copies))
        have += copies
    return Deck(entries(main), entries(extra), entries(side))


def codes(report: Report | GroupReport) -> list[str]:
    return [v.code.value for v in report.violations]


def only(report: Report | GroupReport, code: str) -> Violation:
    found = [v for v in report.violations if v.code.value == code]
    assert len(found) == 1, (code, codes(report))
    return found[0]
