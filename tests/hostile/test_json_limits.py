"""JSON nested too deep or holding a number too long to read: exit 2 naming the file, the
reason and (for a number) its line; never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from tests.hostile.invoke import run
from tests.hostile.support import refused
from validator import paths
from validator.paths import CACHE_DIR_ENV, DATA_DIR_ENV

DEPTH = 10_000
NESTED = '{"main": ' + "[" * DEPTH + "]" * DEPTH + "}"
LONG_NUMBER = '{\n  "main": [\n    15150,\n    ' + "9" * 5000 + "\n  ]\n}"


@pytest.fixture(params=["nested", "long number"])
def hostile(request, tmp_path: Path) -> tuple[Path, str]:
    """A JSON deck file that cannot be read, and its line and reason as the error gives them."""
    if request.param == "nested":
        path = tmp_path / "nested.json"
        path.write_text(NESTED)
        return path, f"1: invalid JSON: arrays and objects nested {DEPTH + 1:,} deep"
    path = tmp_path / "long.json"
    path.write_text(LONG_NUMBER)
    return path, "4: invalid JSON: a number of 5,000 digits, too long to read"


@pytest.mark.parametrize("command", [["check"], ["convert", "--to", "text"]])
def test_a_deck_file_is_refused_with_its_name_and_reason(command, hostile):
    path, reason = hostile
    assert f"error: {path}:{reason}" in refused(*command, str(path))


def test_stdin_is_refused_too():
    assert "<stdin>:1: invalid JSON: arrays and objects nested" in refused(
        "check", "-", input=NESTED
    )


def test_a_deck_in_a_batch_is_that_files_error(hostile, tmp_path):
    path, reason = hostile
    result = run("batch", str(path), "examples/rush/legal-sevens-road.ydk", "--json")
    assert result.exit_code == 1  # an unreadable file, as any other
    bad, good = json.loads(result.stdout)["decks"]
    assert bad["report"] is None and f"{path}:{reason}" in bad["error"]
    assert good["report"]["legal"]


@pytest.mark.parametrize(
    "text",
    ["[" * DEPTH + "]" * DEPTH, '[{"deck": "a.ydk", "player": ' + "9" * 5000 + "}]"],
    ids=["nested", "long number"],
)
def test_a_manifest_in_a_batch_is_that_files_error(text, tmp_path):
    manifest = tmp_path / "players.json"
    manifest.write_text(text)
    result = run("batch", str(manifest), "--json")
    assert result.exit_code == 1
    (row,) = json.loads(result.stdout)["decks"]
    assert row["path"] == str(manifest)
    assert row["error"].startswith("bad manifest: line 1: invalid JSON: ")
    assert "nested" in row["error"] or "digits" in row["error"]


def test_a_position_file_is_refused(tmp_path):
    path = tmp_path / "position.json"
    path.write_text('{"position": 1, "players": ' + "[" * DEPTH + "]" * DEPTH + "}")
    message = refused("engine", "moves", str(path))
    assert f"{path}:1: invalid JSON: arrays and objects nested" in message


@pytest.mark.parametrize("body", [NESTED.encode(), LONG_NUMBER.encode()], ids=["nested", "long"])
def test_update_refuses_an_upstream_document(body, httpserver: HTTPServer, tmp_path, monkeypatch):
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))
    httpserver.expect_request("/rush.json").respond_with_data(body, content_type="application/json")
    message = refused(
        "update",
        "--no-cdb",
        "--cards-url",
        httpserver.url_for("/rush.json"),
        "--regulations-url",
        httpserver.url_for("/rush/"),
    )
    assert "update failed, the data in use is unchanged: card aggregate" in message
    assert "nested" in message or "digits" in message
    assert not (tmp_path / "data" / "current").exists()


def test_update_status_reads_past_a_manifest_too_deep(tmp_path, monkeypatch):
    """The installed update's manifest.json nested too deep: the status says what it can."""
    data = tmp_path / "data"
    update = data / "update-1"
    shutil.copytree(paths.bundled("card_data"), update / "card_data")
    shutil.copytree(paths.bundled("regulations", "limits"), update / "regulations" / "limits")
    (update / paths.MANIFEST_FILE).write_text(NESTED)
    (data / paths.CURRENT_FILE).write_text("update-1\n")
    monkeypatch.setenv(DATA_DIR_ENV, str(data))
    result = run("update", "--status")
    assert result.exit_code == 0 and f"in {update}" in result.stdout
