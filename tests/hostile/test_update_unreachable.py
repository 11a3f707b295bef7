"""`rushdeck update` when upstream cannot be reached, and two updates at once.

Upstream is a local HTTP server that is stopped half-way; no test contacts another host.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from tests.hostile.update_support import (  # noqa: F401  (fixtures are found by name)
    Upstream,
    http_server,
    isolated,
    make_cdb,
    rushdeck,
    server,
    snapshot,
)
from validator.sources import lock as lock_module
from validator.sources.lock import update_lock


@pytest.fixture
def going_down(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[HTTPServer]:
    """Upstream on a server of its own, which a test may stop (its port then refuses)."""
    own = HTTPServer(host="127.0.0.1")
    own.no_handler_status_code = 404
    own.start()
    Upstream(own, make_cdb(tmp_path).read_bytes()).serve("v2")
    monkeypatch.setenv("RUSHDECK_CARDS_URL", own.url_for("/yaml-yugi/rush.json"))
    monkeypatch.setenv("RUSHDECK_REGULATIONS_URL", own.url_for("/rush/"))
    monkeypatch.setenv("RUSHDECK_CDB_URL", own.url_for("/babelcdb/cards-rush.cdb"))
    yield own
    if own.is_running():
        own.stop()


def warnings_of(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("warning:")]


def library_logs(caplog: pytest.LogCaptureFixture) -> list[str]:
    """Log records at warning level or above: a user without logging set up sees each on
    stderr, with its traceback."""
    return [record.getMessage() for record in caplog.records if record.levelno >= logging.WARNING]


def test_refresh_with_upstream_down_uses_the_cache_and_says_so_once(going_down, caplog):
    assert rushdeck("update").exit_code == 0
    going_down.stop()
    caplog.clear()

    result = rushdeck("update", "--refresh")

    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    assert "updated: 8 cards" in result.output
    (warning,) = warnings_of(result.output)
    assert "could not be reached" in warning and "cached copies were used" in warning
    for source in ("card aggregate", "Limit Regulation files", "EDOPro card database"):
        assert source in warning
    assert "127.0.0.1" in warning and "refused" in warning.lower()
    assert len(result.output.splitlines()) < 20
    assert library_logs(caplog) == []  # no log line (nor traceback) per URL


def test_refresh_with_upstream_down_reports_it_in_json(going_down):
    assert rushdeck("update").exit_code == 0
    going_down.stop()

    result = rushdeck("update", "--refresh", "--json")

    assert result.exit_code == 0, result.output
    summary = json.loads(result.output[result.output.index("{") :])
    unreachable = summary["unreachable"]
    assert {"card aggregate", "list current", "EDOPro card database"} <= set(unreachable)
    assert all("127.0.0.1" in reason for reason in unreachable.values())
    assert any("cached copies were used" in w for w in summary["warnings"])


def test_upstream_down_and_nothing_cached_fails_with_exit_2(going_down, tmp_path, caplog):
    going_down.stop()
    before = snapshot(tmp_path / "data")

    result = rushdeck("update", "--refresh")

    assert result.exit_code == 2
    assert "update failed, the data in use is unchanged" in result.output
    assert "card aggregate: cannot reach 127.0.0.1" in result.output
    assert "Traceback" not in result.output
    assert snapshot(tmp_path / "data") == before
    assert library_logs(caplog) == []


def test_a_second_update_says_that_one_is_running(going_down, tmp_path, monkeypatch):
    monkeypatch.setattr(lock_module, "LOCK_WAIT", 0.0)
    data = tmp_path / "data"
    with update_lock(data):
        result = rushdeck("update")
    assert result.exit_code == 2
    assert "another `rushdeck update` is running" in result.output
    assert str(data) in result.output
    assert "Traceback" not in result.output
    assert not list(data.glob("update-*"))
    assert rushdeck("update").exit_code == 0  # once it has finished, the next one runs


def test_a_second_update_waits_for_the_first(going_down, tmp_path):
    data = tmp_path / "data"
    holding, release = threading.Event(), threading.Event()

    def first_update() -> None:
        with update_lock(data):
            holding.set()
            release.wait(30)

    thread = threading.Thread(target=first_update)
    thread.start()
    holding.wait(30)
    timer = threading.Timer(0.3, release.set)
    timer.start()
    try:
        result = rushdeck("update")
    finally:
        release.set()
        thread.join()
    assert result.exit_code == 0, result.output
    assert "waiting for it to finish" in result.output
    assert len(list(data.glob("update-*"))) == 1
