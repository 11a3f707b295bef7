"""`rushdeck serve` options for jobs: the backend, the jobs file and the limits reach every
worker's settings; options that cannot work are refused before the server starts (exit 2)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import uvicorn
from click.testing import CliRunner

from validator.api import ApiSettings
from validator.api.server import SETTINGS_ENV, app_from_environment
from validator.cli import main


@pytest.fixture()
def served(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """uvicorn.run replaced: the apps serve would have run, by import path."""
    calls: list[str] = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **_: calls.append(app))
    monkeypatch.setenv(SETTINGS_ENV, "")  # serve sets it; the monkeypatch puts it back
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    return calls


def test_serve_hands_the_job_settings_to_its_workers(served: list[str], tmp_path: Path) -> None:
    db = tmp_path / "jobs" / "all.sqlite3"
    args = ["serve", "--port", "0", "--jobs", "2", "--jobs-db", str(db), "--keep-jobs-days", "2"]
    args += ["--max-job-games", "50", "--max-field-decks", "4"]
    args += ["--max-running-jobs", "2", "--max-unfinished-jobs", "5"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert len(served) == 1
    assert app_from_environment().state.settings == ApiSettings(
        backend_jobs=2,
        jobs_db=db,
        keep_jobs_days=2,
        max_job_games=50,
        max_field_decks=4,
        max_running_jobs=2,
        max_unfinished_jobs=5,
    )
    assert db.is_file()  # opened before any worker started


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--address", "127.0.0.1:6379"], "--address goes with --backend ray"),
        (["--backend", "ray", "--workers", "2"], "each worker would start a Ray of its own"),
        (["--backend", "ray", "--address", "127.0.0.1:1"], "cannot reach the Ray cluster at"),
        (["--backend", "ray", "--jobs", "2"], "--jobs goes with --backend local"),
        (["--jobs-db", "{blocker}/jobs.sqlite3"], "a parent is not a folder"),
        (["--jobs-db", "{blocker}"], "file is not a database"),
    ],
)
def test_job_options_that_cannot_work_exit_2(
    served: list[str], tmp_path: Path, args: list[str], message: str
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not an SQLite file " * 100, encoding="utf-8")
    args = [arg.format(blocker=blocker) for arg in args]
    result = CliRunner().invoke(main, ["serve", "--port", "0", *args])
    assert result.exit_code == 2
    assert message in result.output
    assert served == []


def test_the_ray_backend_without_ray_says_what_to_install(
    served: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    result = CliRunner().invoke(main, ["serve", "--port", "0", "--backend", "ray"])
    assert result.exit_code == 2
    assert "pip install 'rushdeck[cluster]'" in result.output
    assert served == []
