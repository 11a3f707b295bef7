"""Commands that write files into a folder refuse one that holds anything, unless --force:
`party decks --export DIR` and `playtest --save-logs DIR`; an empty folder name is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.hostile.invoke import run
from tests.hostile.support import refused

PLAYTEST = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "2"]
PARTY = ["playtest", "--format", "party", "--games", "1"]
OLD = "an old file the user keeps\n"


@pytest.fixture
def full(tmp_path: Path) -> Path:
    """A folder holding a file of the user's, named as the commands would name theirs."""
    folder = tmp_path / "out"
    folder.mkdir()
    for name in ("stand-in-deck-1.json", "game-00000.json", "notes.txt"):
        (folder / name).write_text(OLD)
    return folder


def untouched(folder: Path) -> bool:
    files = sorted(p.name for p in folder.iterdir())
    same = all(p.read_text() == OLD for p in folder.iterdir())
    return same and files == ["game-00000.json", "notes.txt", "stand-in-deck-1.json"]


@pytest.mark.parametrize(
    "command",
    [["party", "decks", "--export"], [*PLAYTEST, "--save-logs"], [*PARTY, "--save-logs"]],
    ids=["export", "save-logs", "party save-logs"],
)
def test_a_folder_that_is_not_empty_is_refused(full, command):
    message = refused(*command, str(full))
    assert f"{full} is not empty (3 files)" in message and "--force" in message
    assert untouched(full)


def test_export_with_force_writes_into_it(full):
    result = run("party", "decks", "--export", str(full), "--force")
    assert result.exit_code == 0, result.output
    assert (full / "stand-in-deck-1.json").read_text() != OLD
    assert (full / "notes.txt").read_text() == OLD


def test_save_logs_with_force_writes_into_it(full):
    result = run(*PLAYTEST, "--save-logs", str(full), "--force")
    assert result.exit_code == 0, result.output
    assert (full / "game-00001.json").exists()
    assert (full / "notes.txt").read_text() == OLD


@pytest.mark.parametrize(
    "command",
    [["party", "decks", "--export"], [*PLAYTEST, "--save-logs"]],
    ids=["export", "save-logs"],
)
def test_an_empty_or_new_folder_is_written(tmp_path, command):
    (tmp_path / "empty").mkdir()
    for folder in (tmp_path / "empty", tmp_path / "new" / "deeper"):
        result = run(*command, str(folder))
        assert result.exit_code == 0, result.output
        assert any(folder.iterdir())


@pytest.mark.parametrize(
    "command",
    [["party", "decks", "--export"], [*PLAYTEST, "--save-logs"]],
    ids=["export", "save-logs"],
)
@pytest.mark.parametrize("force", [[], ["--force"]], ids=["", "forced"])
def test_an_empty_folder_name_is_refused(tmp_path, monkeypatch, command, force):
    monkeypatch.chdir(tmp_path)
    message = refused(*command, "", *force)
    assert "needs a folder name" in message
    assert not any(tmp_path.iterdir())


def test_force_without_a_folder_is_a_usage_error():
    assert "--force goes with" in refused(*PLAYTEST, "--force")
    assert "--force goes with" in refused("party", "decks", "--force")
