"""`ydke://` URLs: main!extra!side!, each base64 of little-endian uint32 passcodes."""

from __future__ import annotations

import base64
import binascii
import struct

from validator.cards import CardDB
from validator.decks.model import SECTIONS, Deck, DeckEntry
from validator.decks.passcodes import entry_for_passcode, passcode_of
from validator.errors import InputError

PREFIX = "ydke://"


def _passcodes(chunk: str, section: str, source: str | None) -> list[int]:
    try:
        raw = base64.b64decode(chunk, validate=True)
    except (binascii.Error, ValueError):
        raise InputError(f"ydke {section} section is not valid base64", source=source) from None
    if len(raw) % 4:
        raise InputError(
            f"ydke {section} section is {len(raw)} bytes, not a whole number of 4-byte passcodes",
            source=source,
        )
    return list(struct.unpack(f"<{len(raw) // 4}I", raw))


def read_ydke(url: str, db: CardDB, source: str | None = None) -> Deck:
    """A deck from a ydke:// URL (the trailing '!' is optional)."""
    text = url.strip()
    if not text.lower().startswith(PREFIX):
        raise InputError("a ydke URL starts with ydke://", source=source)
    parts = text[len(PREFIX) :].split("!")
    if parts and parts[-1] == "":
        parts.pop()
    if len(parts) != 3:
        raise InputError(
            f"a ydke URL has 3 sections (main!extra!side!), found {len(parts)}", source=source
        )
    sections: list[tuple[DeckEntry, ...]] = [
        tuple(entry_for_passcode(p, db) for p in _passcodes(chunk, name, source))
        for chunk, name in zip(parts, SECTIONS, strict=True)
    ]
    return Deck(main=sections[0], extra=sections[1], side=sections[2], source=source)


def write_ydke(deck: Deck, db: CardDB) -> str:
    chunks = []
    for name in SECTIONS:
        codes = [passcode_of(e, db) for e in deck.section(name) for _ in range(e.count)]
        chunks.append(base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii"))
    return PREFIX + "!".join(chunks) + "!"
