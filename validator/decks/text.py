"""Text deck lists, as players paste them.

    Main Deck (40)
    3 Sevens Road Magician
    3x Sevens Road Witch
    Fusion x2
    // comments and blank lines are ignored

Headers (`Main`, `Extra`, `Side` or `メイン`, `エクストラ`, `サイド`, optionally with "Deck",
a colon and a count) are optional; without any header, Extra Deck monsters go to the Extra Deck
and everything else to the Main. A count is `3 Name`, `3x Name` or `Name x3`. Names may be
English or Japanese and are matched ignoring case, width and punctuation.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from validator.cards import CardDB
from validator.decks.model import SECTIONS, Deck, DeckEntry, DeclaredSize, SectionName
from validator.errors import InputError

MAX_COUNT = 99
_SECTION_WORDS: dict[str, SectionName] = {
    "main": "main",
    "extra": "extra",
    "side": "side",
    "メイン": "main",
    "エクストラ": "extra",
    "サイド": "side",
}
# Matched against the NFKC form of a line, so full-width colons, brackets and digits count too.
_HEADER = re.compile(
    r"^(main|extra|side|メイン|エクストラ|サイド)\s*(?:deck|デッキ)?\s*[:\-–]?\s*"
    r"(?:\(\s*(\d+)\s*(?:cards?|枚)?\s*\)|(\d+)\s*(?:cards?|枚)?)?\s*:?$",
    re.IGNORECASE,
)
MAX_DECLARED_DIGITS = 9  # a longer stated size is read as no size (int() of it is slow)
# A count may be written negative ("-3 Name") only to be refused like "0 Name": out of range.
_COUNT_FIRST = re.compile(r"^(-?\d+)\s*[x×ｘ]?\s+(\S.*)$", re.IGNORECASE)
# "Name x3" needs the space before an x; "名前×3" does not (× is never part of a name).
_COUNT_LAST = re.compile(r"^(\S.*?)(?:\s+[x×ｘ]|\s*×)\s*(-?\d+)$", re.IGNORECASE)
_COMMENT = ("#", "//", "--")


def _header(line: str) -> tuple[SectionName, int | None] | None:
    """(section, the size it states if any) of a header line; None for any other line."""
    match = _HEADER.match(unicodedata.normalize("NFKC", line))
    if not match:
        return None
    digits = match.group(2) or match.group(3)
    stated = int(digits) if digits and len(digits) <= MAX_DECLARED_DIGITS else None
    return _SECTION_WORDS[match.group(1).lower()], stated


def _split_count(line: str) -> tuple[str, str]:
    """(copies as written, name) of one card line; a line with no count is one copy."""
    for pattern, count_group, name_group in ((_COUNT_FIRST, 1, 2), (_COUNT_LAST, 2, 1)):
        match = pattern.match(line)
        if match:
            return match.group(count_group), match.group(name_group).strip()
    return "1", line


def _entry(line: str, number: int, db: CardDB, source: str | None) -> DeckEntry:
    count_text, name = _split_count(line)
    card = db.by_name(name)
    if card is None and (whole := db.by_name(line)) is not None:
        count_text, card = "1", whole  # a name that starts or ends like a count: "7 Chance"
    # int() of a very long digit string is slow or refused; no count has more than 2 digits.
    count = int(count_text) if len(count_text) <= 3 else 0
    if not 1 <= count <= MAX_COUNT:
        raise InputError(
            f"{count_text[:12]} copies of {name[:60]!r}: a count is 1 to {MAX_COUNT}",
            source=source,
            line=number,
        )
    if card is not None:
        return DeckEntry(card.id, count, line=number)
    hints = db.suggest(name, n=1)
    return DeckEntry(
        None, count, written=name, line=number, suggestion=hints[0].id if hints else None
    )


def read_text(text: str, db: CardDB, source: str | None = None) -> Deck:
    sections: dict[SectionName, list[DeckEntry]] = {name: [] for name in SECTIONS}
    current: SectionName = "main"
    any_header = False
    declared: list[DeclaredSize] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(_COMMENT):
            continue
        header = _header(line)
        if header is not None:
            (current, stated), any_header = header, True
            if stated is not None:
                declared.append(DeclaredSize(current, stated, number))
            continue
        sections[current].append(_entry(line, number, db, source))
    if not any_header:
        _place_extra_deck_monsters(sections, db)
    return Deck(
        main=tuple(sections["main"]),
        extra=tuple(sections["extra"]),
        side=tuple(sections["side"]),
        source=source,
        declared=tuple(declared),
    )


def _place_extra_deck_monsters(sections: dict[SectionName, list[DeckEntry]], db: CardDB) -> None:
    main: list[DeckEntry] = []
    for entry in sections["main"]:
        card = db.get(entry.card_id) if entry.card_id is not None else None
        (sections["extra"] if card is not None and card.extra_deck else main).append(entry)
    sections["main"] = main


def merged(entries: Iterable[DeckEntry]) -> list[tuple[int | None, str | None, int]]:
    """(card id, written, copies) per card, in order of first appearance."""
    totals: dict[tuple[int | None, str | None], int] = {}
    for entry in entries:
        key = (entry.card_id, None if entry.card_id is not None else entry.written)
        totals[key] = totals.get(key, 0) + entry.count
    return [(card_id, written, count) for (card_id, written), count in totals.items()]


def _written_name(card_id: int | None, written: str | None, db: CardDB) -> str:
    """The name that reads back as this card: English, else Japanese when the English name
    belongs to another card (a party card shares its name with the official card)."""
    card = db.get(card_id) if card_id is not None else None
    if card is None:
        raise InputError(f"unknown card {written!r} cannot be written")
    for name in (card.name, card.name_ja):
        if name and db.by_name(name) == card:
            return name
    raise InputError(
        f"{card.name!r} ({card.id}) shares its names with another card, so a text list cannot "
        "name it; write the deck as JSON instead"
    )


def write_text(deck: Deck, db: CardDB) -> str:
    out: list[str] = []
    for name in SECTIONS:
        rows = merged(deck.section(name))
        if not rows and name != "main":
            continue
        out.append(f"{name.title()} Deck ({deck.size(name)})")
        for card_id, written, count in rows:
            out.append(f"{count} {_written_name(card_id, written, db)}")
        out.append("")
    return "\n".join(out)
