"""EDOPro `.ydk` files: `#main`, `#extra`, `!side` headers, one passcode per copy per line."""

from __future__ import annotations

import re

from validator.cards import CardDB
from validator.decks.model import SECTIONS, Deck, DeckEntry, SectionName
from validator.decks.passcodes import entry_for_passcode, passcode_of
from validator.errors import InputError

_HEADERS: dict[str, SectionName] = {
    "#main": "main",
    "#extra": "extra",
    "!side": "side",
    "#side": "side",  # written by a few older tools
}
# ASCII digits only: str.isdigit() also accepts "²" and other characters int() refuses. A
# passcode has 8 or 9 digits; anything far longer is no passcode at all.
_PASSCODE = re.compile(r"[0-9]{1,12}")


def looks_like_ydk(text: str) -> bool:
    """True when the text has a ydk section header, or is only passcodes and comments."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if any(line.lower() in _HEADERS for line in lines):
        return True
    return bool(lines) and all(line.startswith("#") or _PASSCODE.fullmatch(line) for line in lines)


def read_ydk(text: str, db: CardDB, source: str | None = None) -> Deck:
    """A deck from ydk text. Lines before any header count as Main Deck lines."""
    sections: dict[SectionName, list[DeckEntry]] = {name: [] for name in SECTIONS}
    current: SectionName = "main"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        header = _HEADERS.get(line.lower())
        if header is not None:
            current = header
        elif line.startswith(("#", "!")):
            continue  # "#created by ...", other comments
        elif _PASSCODE.fullmatch(line):
            sections[current].append(entry_for_passcode(int(line), db, line=number))
        else:
            raise InputError(
                f"expected a passcode (digits), a section header or a comment, got {line[:60]!r}",
                source=source,
                line=number,
            )
    return Deck(
        main=tuple(sections["main"]),
        extra=tuple(sections["extra"]),
        side=tuple(sections["side"]),
        source=source,
    )


def write_ydk(deck: Deck, db: CardDB) -> str:
    """ydk text with one passcode line per copy."""
    out = ["#created by rushdeck"]
    for name in SECTIONS:
        out.append("!side" if name == "side" else f"#{name}")
        for entry in deck.section(name):
            out.extend([str(passcode_of(entry, db))] * entry.count)
    return "\n".join(out) + "\n"
