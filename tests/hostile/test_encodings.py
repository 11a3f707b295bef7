"""Deck files that are not UTF-8: UTF-16 with a byte order mark is read; anything else is an
error naming the line and the encoding the file is likely in."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from tests.hostile.invoke import LEGAL_TEXT, run

LEGAL = LEGAL_TEXT.read_text(encoding="utf-8")
LEGAL_YDK = (LEGAL_TEXT.with_suffix(".ydk")).read_text(encoding="utf-8")
JAPANESE = "メインデッキ\n3 セブンスロード・マジシャン\n"
ACCENTED = "3 Fusion\n3 Fusion\n1 Excutie Lumière\n"


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
@pytest.mark.parametrize("text", [LEGAL, LEGAL_YDK], ids=["text", "ydk"])
def test_a_file_with_a_byte_order_mark_is_read(tmp_path: Path, encoding: str, text: str) -> None:
    bom = {"utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}.get(encoding, b"")
    deck = tmp_path / "deck.txt"
    deck.write_bytes(bom + text.replace("\n", "\r\n").encode(encoding))
    result = run("check", str(deck), "--date", "2026-01-01", code=0)
    assert "legal" in result.stdout and "Main 40, Extra 6, Side 3" in result.stdout


def test_utf16_on_stdin_is_read() -> None:
    data = LEGAL.encode("utf-16")
    result = run("check", "-", "--date", "2026-01-01", input=data, code=0)
    assert "Main 40, Extra 6, Side 3" in result.stdout


@pytest.mark.parametrize(
    ("text", "encoding", "named"),
    [
        (ACCENTED, "cp1252", "Windows-1252"),
        ("# deck\n3 Fusion\n" + JAPANESE, "shift_jis", "Shift_JIS"),
        (ACCENTED, "utf-16-le", "UTF-16 without a byte order mark"),
        (ACCENTED, "utf-16-be", "UTF-16 without a byte order mark"),
    ],
)
def test_another_encoding_is_named_with_the_line(
    tmp_path: Path, text: str, encoding: str, named: str
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_bytes(text.encode(encoding))
    result = run("check", str(deck), "--date", "2026-01-01", code=2)
    line = 1 if "UTF-16" in named else 3
    assert f"{deck}:{line}: not UTF-8 text" in result.stderr
    assert f"it looks like {named}" in result.stderr and "save it as UTF-8" in result.stderr


def test_bytes_in_no_known_encoding_are_an_error_naming_the_line(tmp_path: Path) -> None:
    deck = tmp_path / "deck.ydk"
    deck.write_bytes(b"#main\n160205003\n\x81\x81\x8d\n")
    result = run("check", str(deck), "--date", "2026-01-01", code=2)
    assert f"{deck}:3: not UTF-8 text (byte 16)" in result.stderr
    assert "looks like" not in result.stderr


def test_a_broken_utf16_file_is_an_error(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_bytes(codecs.BOM_UTF16_LE + "3 Fusion\n".encode("utf-16-le") + b"\x00\xd8")
    result = run("check", str(deck), "--date", "2026-01-01", code=2)
    assert "not valid UTF-16 text" in result.stderr
