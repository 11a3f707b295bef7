"""A batch in which no deck could be read says so, with the format and date it used."""

from __future__ import annotations

import json
from pathlib import Path

from tests.hostile.invoke import run

CONTEXT = "(rush, 2026-01-01, Limit Regulation 2026-01-01)"


def test_a_batch_with_no_readable_deck_says_so(tmp_path: Path) -> None:
    bad = tmp_path / "bad.ydk"
    bad.write_text("#main\nnot a passcode\n", encoding="utf-8")
    result = run("batch", str(bad), "--date", "2026-01-01", code=1)
    assert f"{bad}: ERROR: {bad}:2:" in result.stdout
    assert f"no deck could be read: 1 unreadable {CONTEXT}" in result.stdout
    assert "()" not in result.stdout and "1 decks" not in result.stdout


def test_a_team_batch_with_no_readable_team_says_so(tmp_path: Path) -> None:
    for n in (1, 2, 3):
        (tmp_path / f"{n}.ydk").write_text("#main\nnot a passcode\n", encoding="utf-8")
    result = run("batch", str(tmp_path), "--format", "wrgp", "--date", "2026-01-01", code=1)
    assert "no team could be read: 1 unreadable (wrgp, 2026-01-01," in result.stdout


def test_one_deck_is_one_deck(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("3 Fusion\n", encoding="utf-8")
    result = run("batch", str(deck), "--date", "2026-01-01", code=1)
    assert f"1 deck checked {CONTEXT}: 0 legal, 1 illegal, 0 unreadable" in result.stdout


def test_a_folder_without_decks_is_bad_input(tmp_path: Path) -> None:
    (tmp_path / "notes.md").write_text("no decks here\n", encoding="utf-8")
    result = run("batch", str(tmp_path), "--date", "2026-01-01", code=2)
    assert f"no deck files in {tmp_path}" in result.stderr
    assert result.stdout == ""


def test_the_json_summary_counts_the_unreadable(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    result = run("batch", str(bad), "--date", "2026-01-01", "--json", code=1)
    summary = json.loads(result.stdout)["summary"]
    assert (summary["checked"], summary["errors"]) == (1, 1)
