"""`POST /v1/playtest` through the TestClient: the CLI's statistics, bounded by a setting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import ApiSettings, create_app
from validator.cli import main

ROOT = Path(__file__).resolve().parent.parent
DECK_FILE = ROOT / "examples" / "rush" / "legal-sevens-road.json"
MAX_GAMES = 6


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(ApiSettings(max_playtest_games=MAX_GAMES)))


def deck() -> dict:
    return {"deck": json.loads(DECK_FILE.read_text(encoding="utf-8"))}


def test_playtest_report_is_the_cli_report(client: TestClient) -> None:
    body = {"deck": deck(), "opponent": "dragons", "games": 4, "seed": 7, "date": "2026-11-30"}
    response = client.post("/v1/playtest", json=body)
    assert response.status_code == 200
    args = ["playtest", str(DECK_FILE), "--vs", "sample:dragons", "--games", "4", "--seed", "7"]
    cli = CliRunner().invoke(main, [*args, "--date", "2026-11-30", "--json"])
    assert cli.exit_code == 0, cli.output
    assert response.json() == json.loads(cli.stdout)


def test_playtest_statistics(client: TestClient) -> None:
    body = {"deck": "sevens", "opponent": deck(), "games": 5, "agent": "random"}
    report = client.post("/v1/playtest", json=body).json()
    assert report["games"] == 5
    first, second = report["decks"]
    assert (first["name"], first["agent"]) == ("sevens", "random")
    assert (second["name"], second["agent"]) == ("legal-sevens-road", "greedy")
    assert first["wins"] + second["wins"] + report["draws"] == 5
    assert sum(report["endings"].values()) == 5
    low, high = first["win_rate_95"]
    assert low <= first["win_rate"] <= high
    assert {c["id"] for c in second["cards"]} >= {15150, 16934}


def test_same_seed_same_report_and_names_kept_apart(client: TestClient) -> None:
    body = {"deck": "sevens", "opponent": "sevens", "games": 3, "seed": 11}
    first = client.post("/v1/playtest", json=body).json()
    assert first == client.post("/v1/playtest", json=body).json()
    assert [d["name"] for d in first["decks"]] == ["sevens (1)", "sevens (2)"]


def test_games_are_bounded_by_the_setting(client: TestClient) -> None:
    games = client.get("/openapi.json").json()["components"]["schemas"]["PlaytestRequest"]
    assert games["properties"]["games"]["maximum"] == MAX_GAMES
    response = client.post(
        "/v1/playtest", json={"deck": "sevens", "opponent": "dragons", "games": MAX_GAMES + 1}
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "games"]


@pytest.mark.parametrize(
    ("body", "status", "detail"),
    [
        ({"deck": {"text": "3 Sevens Road Magicain"}, "opponent": "dragons"}, 404, "Magicain"),
        ({"deck": "sevens", "opponent": "dragons", "date": "2019-01-01"}, 404, "before 'rush'"),
        ({"deck": {"text": "Extra Deck\n1 Fusion"}, "opponent": "dragons"}, 400, "empty"),
        ({"deck": {"ydk": "#main\nabc"}, "opponent": "dragons"}, 400, "deck.ydk:2"),
    ],
)
def test_playtest_errors(client: TestClient, body: dict, status: int, detail: str) -> None:
    response = client.post("/v1/playtest", json={**body, "games": 1})
    assert response.status_code == status
    assert detail in response.json()["detail"]


@pytest.mark.parametrize(
    "body",
    [
        {"deck": "sevens"},
        {"deck": "sevens", "opponent": "nope"},
        {"deck": "sevens", "opponent": "dragons", "agent": "passive"},
        {"deck": "sevens", "opponent": "dragons", "seed": -1},
        {"deck": "sevens", "opponent": "dragons", "format": "party"},
    ],
)
def test_malformed_playtest_is_422(client: TestClient, body: dict) -> None:
    assert client.post("/v1/playtest", json=body).status_code == 422
