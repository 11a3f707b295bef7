"""`--date` is YYYY-MM-DD and nothing else, in every command, as in the HTTP API."""

from __future__ import annotations

import pytest

from tests.hostile.invoke import LEGAL_TEXT, run

NOT_ISO = ["2026-W01-1", "20260101", "2026-1-1", "2026-001", "2026-01-01T00:00", "２０２６-01-01"]


@pytest.mark.parametrize("date", NOT_ISO)
@pytest.mark.parametrize(
    "command",
    [
        ["check", str(LEGAL_TEXT)],
        ["team", str(LEGAL_TEXT), str(LEGAL_TEXT), str(LEGAL_TEXT)],
        ["regulation", "show"],
        ["playtest", "sample:sevens", "--goldfish", "--hands", "1"],
    ],
)
def test_a_date_not_written_yyyy_mm_dd_is_bad_input(command: list[str], date: str) -> None:
    result = run(*command, "--date", date, code=2)
    assert "expected YYYY-MM-DD" in result.stderr and repr(date) in result.stderr


def test_a_yyyy_mm_dd_date_is_accepted() -> None:
    result = run("check", str(LEGAL_TEXT), "--date", "2026-01-01", code=0)
    assert "2026-01-01" in result.stdout
