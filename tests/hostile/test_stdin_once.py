"""Standard input holds one deck: naming `-` twice is a usage error, not empty decks."""

from __future__ import annotations

import pytest

from tests.hostile.invoke import LEGAL_TEXT, run

DECK = LEGAL_TEXT.read_text(encoding="utf-8")
SAMPLES = ["sample:sevens"] * 3


@pytest.mark.parametrize(
    "args",
    [
        ["team", "-", "-", "-"],
        ["team", "-", str(LEGAL_TEXT), "-"],
        ["party", "-", "-", str(LEGAL_TEXT), str(LEGAL_TEXT)],
        ["party", str(LEGAL_TEXT), str(LEGAL_TEXT), str(LEGAL_TEXT), "-", "--spell-deck", "-"],
        ["playtest", "-", "--vs", "-", "--games", "1"],
        [
            "playtest",
            "--format",
            "wrgp",
            "--team",
            "-",
            "-",
            "sample:sevens",
            "--vs-team",
            *SAMPLES,
        ],
        ["engine", "new", "-", "--vs", "-"],
    ],
)
def test_stdin_named_twice_is_a_usage_error(args: list[str]) -> None:
    result = run(*args, input=DECK, code=2)
    assert "'-' (standard input) can be given only once" in result.stderr
    assert result.stdout == ""


def test_stdin_once_among_files_is_read() -> None:
    result = run("team", "-", str(LEGAL_TEXT), str(LEGAL_TEXT), "--date", "2026-01-01", input=DECK)
    assert "1st -: legal" in result.stdout
