"""Read a deck from any supported form and write it to any other."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Literal

from validator.cards import CardDB
from validator.decks.encoding import decode_deck
from validator.decks.jsonfile import read_json, write_json
from validator.decks.model import Deck
from validator.decks.text import read_text, write_text
from validator.decks.ydk import looks_like_ydk, read_ydk, write_ydk
from validator.decks.ydke import PREFIX, read_ydke, write_ydke
from validator.errors import InputError

DeckForm = Literal["ydk", "ydke", "text", "json"]
FORMS: tuple[DeckForm, ...] = ("ydk", "ydke", "text", "json")
MAX_BYTES = 1 << 20  # a deck file is a few KB; anything over 1 MiB is not a deck
STDIN = "-"

_READERS: dict[str, Callable[[str, CardDB, str | None], Deck]] = {
    "ydk": read_ydk,
    "ydke": read_ydke,
    "text": read_text,
    "json": read_json,
}
_WRITERS: dict[str, Callable[[Deck, CardDB], str]] = {
    "ydk": write_ydk,
    "ydke": write_ydke,
    "text": write_text,
    "json": write_json,
}
# Only these suffixes decide; a .txt file may hold a text list, a ydke URL or ydk lines.
_BY_SUFFIX: dict[str, DeckForm] = {".ydk": "ydk", ".json": "json"}


def detect_form(text: str, suffix: str = "") -> DeckForm:
    """The form of a deck text: by a .ydk or .json suffix, else by content."""
    by_suffix = _BY_SUFFIX.get(suffix.lower())
    if by_suffix:
        return by_suffix
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.lower().startswith(PREFIX):
        return "ydke"
    if stripped.startswith(("{", "[")):
        return "json"
    if looks_like_ydk(stripped):
        return "ydk"
    return "text"


def read_deck(
    text: str, db: CardDB, *, form: DeckForm | None = None, source: str | None = None
) -> Deck:
    """A deck from its text in any supported form (detected when not given)."""
    text = text.removeprefix("\ufeff")
    return _READERS[form or detect_form(text)](text, db, source)


def _read_bytes(data: bytes, source: str) -> str:
    if len(data) > MAX_BYTES:
        raise InputError(f"over {MAX_BYTES // 1024} KiB: too large for a deck file", source=source)
    return decode_deck(data, source)


def load_deck(arg: str, db: CardDB) -> Deck:
    """A deck from a command-line argument: a path, '-' for stdin, or a ydke:// URL."""
    if arg.strip().lower().startswith(PREFIX):
        return read_ydke(arg, db, source="ydke URL")
    if arg == STDIN:
        text = _read_bytes(sys.stdin.buffer.read(MAX_BYTES + 1), "<stdin>")
        return read_deck(text, db, source="<stdin>")
    path = Path(arg)
    if not path.is_file():
        raise InputError("no such deck file" if not path.exists() else "not a file", source=arg)
    with path.open("rb") as handle:
        text = _read_bytes(handle.read(MAX_BYTES + 1), arg)
    form = detect_form(text, path.suffix)
    deck = read_deck(text, db, form=form, source=arg)
    if deck.name is None:
        deck = replace(deck, name=path.stem, source=arg)
    return deck


def refuse_repeated_stdin(args: Iterable[str | None]) -> None:
    """Refuse '-' named more than once: the second read of stdin would find an empty deck."""
    if sum(arg == STDIN for arg in args) > 1:
        raise InputError(
            "'-' (standard input) can be given only once: it holds one deck; "
            "give the other decks as files"
        )


def load_decks(args: Sequence[str], db: CardDB) -> list[Deck]:
    """Decks from command-line arguments, at most one of them '-'."""
    refuse_repeated_stdin(args)
    return [load_deck(arg, db) for arg in args]


def write_deck(deck: Deck, db: CardDB, form: DeckForm) -> str:
    """The deck's text in the given form."""
    return _WRITERS[form](deck, db)
