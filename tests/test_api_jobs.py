"""Gauntlets and comparisons as jobs through the TestClient: submitted, followed to the same
report as the library's, cancelled, refused when malformed or over the limits, and kept in
SQLite across app instances (uvicorn workers, restarts)."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from job_support import finished, follow, submit

from validator.api import ApiSettings, create_app
from validator.api.jobs.store import JobStore
from validator.playtest.backends import LocalBackend
from validator.playtest.compare import run_compare
from validator.playtest.field import FieldEntry
from validator.playtest.gauntlet import run_gauntlet
from validator.playtest.samples import sample_as_deck

ROOT = Path(__file__).resolve().parent.parent
ILLEGAL = ROOT / "examples" / "rush" / "illegal-legend.txt"
MAX_GAMES = 60
MAX_FIELD = 3
LONG = {"deck": "sevens", "field": [{"deck": "dragons"}], "games_per_matchup": 400}
"""A job long enough (seconds) to be cancelled while it plays."""


def open_client(db: Path, **limits: int) -> TestClient:
    """A client of a new app keeping its jobs in `db` (enter it to run the app's lifespan)."""
    settings = {"max_job_games": MAX_GAMES, "max_field_decks": MAX_FIELD, **limits}
    return TestClient(create_app(ApiSettings(jobs_db=db, **settings)))


def long_jobs(db: Path, **limits: int) -> TestClient:
    """A client whose app may play a `LONG` job."""
    return open_client(db, max_job_games=LONG["games_per_matchup"], **limits)


@pytest.fixture()
def db(tmp_path: Path) -> Path:
    return tmp_path / "jobs.sqlite3"


@pytest.fixture()
def client(db: Path) -> Iterator[TestClient]:
    with open_client(db) as client:
        yield client


def sample(name: str, label: str | None = None, weight: float = 1.0) -> FieldEntry:
    return FieldEntry(sample_as_deck(name), label or name, weight)


def as_json(report: dict) -> dict:
    return json.loads(json.dumps(report))


DAY = dt.date(2026, 11, 30)
GAUNTLET = {
    "deck": "sevens",
    "field": [{"deck": "dragons", "weight": 3}, {"deck": "sevens", "name": "mirror"}],
    "games_per_matchup": 5,
    "seed": 17,
    "date": "2026-11-30",
}


def test_a_gauntlet_job_reports_what_the_library_reports(client: TestClient) -> None:
    location = submit(client, "/v1/gauntlet", GAUNTLET)
    job = follow(client, location, finished)
    assert (job["kind"], job["status"], job["progress"]) == (
        "gauntlet",
        "done",
        {"done": 10, "total": 10},
    )
    expected = run_gauntlet(
        sample("sevens"),
        [sample("dragons", weight=3), sample("sevens", "mirror")],
        games_per_matchup=5,
        seed=17,
        backend=LocalBackend(),
        date=DAY,
    )
    assert job["result"] == as_json(expected)
    assert [m["opponent"] for m in job["result"]["field"]] == ["dragons", "mirror"]


def test_a_comparison_job_reports_what_the_library_reports(client: TestClient) -> None:
    body = {
        "deck_a": "sevens",
        "deck_b": "dragons",
        "field": [{"deck": "dragons"}],
        "games": 4,
        "until_significant": True,
        "max_games": 8,
        "seed": 5,
        "date": "2026-11-30",
    }
    job = follow(client, submit(client, "/v1/compare", body), finished)
    assert job["status"] == "done"
    expected = run_compare(
        sample("sevens"),
        sample("dragons"),
        [sample("dragons")],
        games=4,
        seed=5,
        backend=LocalBackend(),
        until_significant=True,
        max_games=8,
        date=DAY,
    )
    assert job["result"] == as_json(expected)
    assert job["progress"]["done"] == expected["games"]


def test_a_cancelled_job_keeps_the_games_played(db: Path) -> None:
    with long_jobs(db) as client:
        location = submit(client, "/v1/gauntlet", LONG)
        follow(client, location, lambda job: job["status"] != "queued")
        response = client.delete(location)
        assert response.status_code == 200
        assert response.json()["status"] == "cancelled"
        job = follow(client, location, lambda job: job["result"] is not None)
        assert job["status"] == "cancelled"
        assert job["result"]["partial"] is True
        assert job["result"]["games"] < LONG["games_per_matchup"]
        assert client.delete(location).json()["status"] == "cancelled"  # again: no change


def test_a_finished_job_cannot_be_cancelled(client: TestClient) -> None:
    location = submit(client, "/v1/gauntlet", {**GAUNTLET, "games_per_matchup": 1})
    follow(client, location, finished)
    response = client.delete(location)
    assert response.status_code == 409
    assert response.json()["detail"] == "the job has already finished (done)"


def test_a_cancel_through_another_worker_stops_the_games(db: Path) -> None:
    with long_jobs(db) as playing, long_jobs(db) as other:
        location = submit(playing, "/v1/gauntlet", LONG)
        follow(other, location, lambda job: job["status"] == "running")
        assert other.delete(location).json()["status"] == "cancelled"
        job = follow(playing, location, lambda job: job["result"] is not None)
        assert job["result"]["partial"] is True


def test_finished_jobs_survive_a_new_app_on_the_same_file(db: Path) -> None:
    with open_client(db) as first:
        location = submit(first, "/v1/gauntlet", {**GAUNTLET, "games_per_matchup": 2})
        done = follow(first, location, finished)
    with open_client(db) as second:
        assert second.get(location).json() == done


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_running_job_whose_server_died_reads_as_failed(client: TestClient, db: Path) -> None:
    store = JobStore(db)
    job = store.create("gauntlet", 100)
    store.start(job.id)
    with store._connection() as connection:
        connection.execute("UPDATE jobs SET pid = ? WHERE id = ?", (dead_pid(), job.id))
    answer = client.get(f"/v1/jobs/{job.id}").json()
    assert answer["status"] == "failed"
    assert answer["error"] == "the server running this job stopped before it finished"


def test_unknown_and_malformed_job_ids(client: TestClient) -> None:
    assert client.get(f"/v1/jobs/{'0' * 32}").status_code == 404
    assert client.delete(f"/v1/jobs/{'0' * 32}").status_code == 404
    assert client.get("/v1/jobs/not-an-id").status_code == 422


def test_the_limits_are_in_the_published_schema(client: TestClient) -> None:
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    gauntlet = schemas["GauntletRequest"]["properties"]
    assert gauntlet["games_per_matchup"]["maximum"] == MAX_GAMES
    assert gauntlet["field"]["maxItems"] == MAX_FIELD
    assert schemas["CompareRequest"]["properties"]["games"]["maximum"] == MAX_GAMES


FIELD = [{"deck": "dragons"}]


A, B = "deck_a", "deck_b"
PAIR = {A: "sevens", B: "dragons", "field": FIELD}
OVER = "games; this server plays at most 60"


@pytest.mark.parametrize(
    ("path", "body", "where", "message"),
    [
        ("/v1/gauntlet", {"deck": "sevens", "field": FIELD, "games_per_matchup": 61},
         "games_per_matchup", "less than or equal to 60"),
        ("/v1/gauntlet", {"deck": "sevens", "field": FIELD * 4}, "field", "at most 3 items"),
        ("/v1/gauntlet", {"deck": "sevens", "field": FIELD * 3, "games_per_matchup": 21}, None,
         f"21 games in each of 3 matchups is 63 {OVER}"),
        ("/v1/compare", {**PAIR, "field": FIELD * 2, "games": 20}, None,
         f"20 games in each of 4 matchups is 80 {OVER}"),
        ("/v1/compare", {**PAIR, "games": 10, "until_significant": True, "max_games": 40}, None,
         f"40 games in each of 2 matchups is 80 {OVER}"),
        ("/v1/compare", {**PAIR, "games": 10, "max_games": 5}, None,
         "max_games (5) is fewer than games (10)"),
        ("/v1/gauntlet", {"deck": "sevens", "field": []}, "field", "at least 1 item"),
        ("/v1/gauntlet", {"deck": "sevens"}, "field", "required"),
        ("/v1/gauntlet", {"deck": "sevens", "field": [{"deck": "dragons", "weight": -1}]},
         "weight", "greater than or equal to 0"),
        ("/v1/gauntlet", {"deck": "sevens", "field": FIELD, "players": 2}, "players", "Extra"),
        ("/v1/compare", {A: "sevens", "field": FIELD}, B, "required"),
    ],
)  # fmt: skip
def test_malformed_or_oversized_requests_are_422(
    client: TestClient, path: str, body: dict, where: str | None, message: str
) -> None:
    response = client.post(path, json=body)
    assert response.status_code == 422
    errors = response.json()["detail"]
    assert any(message in error["msg"] for error in errors), errors
    if where is not None:
        assert any(where in error["loc"] for error in errors), errors


@pytest.mark.parametrize(
    ("body", "status", "detail"),
    [
        ({"deck": {"text": "3 Sevens Road Magicain"}, "field": FIELD}, 404, "Magicain"),
        ({"deck": "sevens", "field": [{"deck": {"ydk": "#main\nabc"}}]}, 400, "field.0.ydk:2"),
        ({"deck": "sevens", "field": FIELD, "date": "2019-01-01"}, 404, "before 'rush'"),
        ({"deck": {"text": "Extra Deck\n1 Fusion"}, "field": FIELD}, 400, "empty"),
    ],
)
def test_decks_are_checked_before_a_job_starts(
    client: TestClient, body: dict, status: int, detail: str
) -> None:
    response = client.post("/v1/gauntlet", json=body)
    assert response.status_code == status
    assert detail in response.json()["detail"]


def test_strict_refuses_a_deck_that_is_not_legal(client: TestClient) -> None:
    deck = {"text": ILLEGAL.read_text(encoding="utf-8")}
    body = {"deck": deck, "field": FIELD, "strict": True, "date": "2026-11-30"}
    response = client.post("/v1/gauntlet", json=body)
    assert response.status_code == 400
    assert "is not legal" in response.json()["detail"]
    legality = response.json()["legality"]
    assert [check["name"] for check in legality] == ["deck", "dragons"]
    assert legality[0]["report"]["legal"] is False
    assert len(legality) == 2


def test_a_server_holds_a_bounded_number_of_jobs(db: Path) -> None:
    with long_jobs(db, max_unfinished_jobs=1) as client:
        location = submit(client, "/v1/gauntlet", LONG)
        response = client.post("/v1/gauntlet", json=LONG)
        assert response.status_code == 429
        assert "already has 1 unfinished jobs" in response.json()["detail"]
        client.delete(location)
