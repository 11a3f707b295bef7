"""`rushdeck batch` manifests: deck paths stay in the manifest's folder (unless
--allow-outside), a file that is no deck shows no more than its first line, a manifest that
names itself is an error, and JSON and CSV manifests found in a scanned folder are alike."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.hostile.invoke import EXAMPLES, run

LEGAL = EXAMPLES / "rush" / "legal-sevens-road.ydk"
SECRET = [f"user{n}:x:{n}:{n}:secret line {n}:/home/user{n}:/bin/sh" for n in range(50)]


@pytest.fixture
def event(tmp_path: Path) -> Path:
    """A tournament folder with one deck, and a file beside (outside) it that is no deck."""
    folder = tmp_path / "event"
    folder.mkdir()
    shutil.copy(LEGAL, folder / "aiko.ydk")
    (tmp_path / "passwd").write_text("\n".join(SECRET) + "\n")
    return folder


def batch(*args: str) -> tuple[int, list[dict], str]:
    """Exit code, deck results and the whole output of `batch --json`."""
    result = run("batch", *args, "--date", "2026-11-30", "--json")
    return result.exit_code, json.loads(result.stdout)["decks"], result.output


def manifest(folder: Path, *decks: str) -> Path:
    path = folder / "players.csv"
    rows = [f"p{n},{deck}" for n, deck in enumerate(decks)]
    path.write_text("\n".join(["player,deck", *rows]) + "\n")
    return path


def assert_no_secret(output: str) -> None:
    assert not any(line.split(":")[4] in output for line in SECRET[1:])


@pytest.mark.parametrize("deck", ["../passwd", "ABSOLUTE", "../../event/../passwd"])
def test_a_path_outside_the_manifests_folder_is_refused(event, deck):
    if deck == "ABSOLUTE":
        deck = str(event.parent / "passwd")
    code, decks, output = batch(str(manifest(event, "aiko.ydk", deck)))
    assert code == 1
    good, bad = decks
    assert good["report"]["legal"] and bad["report"] is None
    assert "is outside the manifest's folder" in bad["error"]
    assert "--allow-outside" in bad["error"]
    assert "secret line" not in output


def test_a_link_inside_to_a_file_outside_is_outside(event):
    (event / "link.txt").symlink_to(event.parent / "passwd")
    code, decks, output = batch(str(manifest(event, "link.txt")))
    assert code == 1 and "is outside the manifest's folder" in decks[0]["error"]
    assert "secret line" not in output


def test_allow_outside_reads_it_but_a_file_that_is_no_deck_shows_only_its_first_line(event):
    code, decks, output = batch(str(manifest(event, "../passwd")), "--allow-outside")
    assert code == 1
    (bad,) = decks
    assert bad["report"] is None
    assert bad["error"].startswith("not a deck: no line names a known card (line 1: ")
    assert_no_secret(output)


@pytest.mark.parametrize("form", ["--json", "--csv", None])
def test_no_output_form_shows_more_than_the_first_line(event, form):
    result = run("batch", str(event.parent / "passwd"), *([form] if form else []))
    assert result.exit_code == 1
    assert "not a deck" in result.output
    assert_no_secret(result.output)


def test_a_manifest_inside_its_folder_still_reads_subfolders(event):
    (event / "decks").mkdir()
    shutil.copy(LEGAL, event / "decks" / "bram.ydk")
    code, decks, _ = batch(str(manifest(event, "decks/bram.ydk", "./aiko.ydk")))
    assert code == 0 and [d["player"] for d in decks] == ["p0", "p1"]


@pytest.mark.parametrize("name", ["players.csv", "./players.csv", "../event/players.csv"])
def test_a_manifest_that_names_itself_is_an_error(event, name):
    code, decks, _ = batch(str(manifest(event, "aiko.ydk", name)))
    assert code == 1
    assert decks[0]["report"]["legal"]
    assert decks[1]["error"] == "the manifest names itself, not a deck file"


def test_a_json_manifest_that_names_itself_is_an_error(event):
    path = event / "players.json"
    path.write_text(json.dumps([{"player": "a", "deck": "players.json"}]))
    code, decks, _ = batch(str(path))
    assert code == 1 and decks[0]["error"] == "the manifest names itself, not a deck file"


def test_manifests_in_a_scanned_folder_are_alike_neither_is_a_deck(event):
    manifest(event, "aiko.ydk")
    (event / "teams.json").write_text(json.dumps([{"player": "a", "deck": "aiko.ydk"}]))
    code, decks, _ = batch(str(event))
    assert code == 0
    assert [Path(d["path"]).name for d in decks] == ["aiko.ydk"]
