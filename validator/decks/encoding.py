"""The bytes of a deck file as text: UTF-8, or UTF-16/32 with a byte order mark.

Windows tools save lists as UTF-16 with a byte order mark, which is unambiguous and read. Any
other encoding is refused with the line of the first byte that is not UTF-8 and, when the bytes
fit one, the encoding they are likely in, so the user knows how to save the file.
"""

from __future__ import annotations

import codecs
import re

from validator.errors import InputError

# Longest mark first: the UTF-32 LE mark starts with the UTF-16 LE one.
_MARKS: tuple[tuple[bytes, str, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF32_BE, "utf-32", "UTF-32"),
    (codecs.BOM_UTF8, "utf-8-sig", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
    (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"),
)
# Kana: Japanese card names nearly always have some, and Western text read as Shift_JIS
# gives kanji, not kana (the kana lead bytes 0x82 and 0x83 are rare Windows-1252 symbols).
_KANA = re.compile("[\u3040-\u30ff]")


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def _likely_encoding(data: bytes) -> str | None:
    """The encoding bytes that are not UTF-8 are probably in, if one fits them."""
    try:
        if _KANA.search(data.decode("shift_jis")):
            return "Shift_JIS"
    except UnicodeDecodeError:
        pass
    try:
        data.decode("cp1252")
    except UnicodeDecodeError:
        return None
    return "Windows-1252"


def _not_utf8(data: bytes, source: str, offset: int, likely: str | None) -> InputError:
    hint = f"; it looks like {likely}: save it as UTF-8" if likely else "; save it as UTF-8"
    message = f"not UTF-8 text (byte {offset}){hint}"
    return InputError(message, source=source, line=_line_of(data, offset))


def decode_deck(data: bytes, source: str) -> str:
    """The text of a deck file's bytes (a byte order mark is dropped), or an InputError."""
    for mark, codec, name in _MARKS:
        if data.startswith(mark):
            try:
                return data.decode(codec).removeprefix("\ufeff")
            except UnicodeDecodeError as exc:
                raise InputError(
                    f"not valid {name} text (byte {exc.start}) though it starts with a "
                    f"{name} byte order mark",
                    source=source,
                ) from None
    nul = data.find(b"\x00")
    if nul >= 0:  # no text file holds NUL; every other byte NUL is UTF-16 without its mark
        halves = max(data[0::2].count(0), data[1::2].count(0))
        likely = "UTF-16 without a byte order mark" if halves > len(data) // 4 else None
        raise _not_utf8(data, source, nul, likely)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _not_utf8(data, source, exc.start, _likely_encoding(data)) from None
