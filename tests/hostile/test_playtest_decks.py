"""Playtests and the decks they are given: a deck the engine cannot play is an input error, and
a deck that is not legal on the date plays with a warning (refused with --strict / strict)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import create_app
from validator.cli import main
from validator.playtest.runner import MAX_ENGINE_EXTRA, MAX_ENGINE_MAIN

ROOT = Path(__file__).resolve().parent.parent.parent
RUSH = ROOT / "examples" / "rush"
LEGAL = RUSH / "legal-sevens-road.txt"
ILLEGAL = RUSH / "illegal-regulation.txt"
WRGP = ROOT / "examples" / "wrgp"
DATE = ["--date", "2026-11-30"]


def run(*args: str) -> object:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.output
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), result.exception
    return result


@pytest.fixture
def huge(tmp_path: Path) -> Path:
    path = tmp_path / "huge.txt"
    path.write_text("Main Deck\n" + "3 Sevens Road Magician\n" * 167, encoding="utf-8")  # 501
    return path


@pytest.mark.parametrize("extra", [[], ["--goldfish", "--hands", "3"]])
def test_a_deck_too_large_for_the_engine_is_exit_2(huge: Path, extra: list[str]) -> None:
    vs = [] if extra else ["--vs", "sample:dragons"]
    result = run("playtest", str(huge), *vs, *extra, "--games", "2", *DATE)
    assert result.exit_code == 2, result.output
    assert "huge" in result.stderr
    assert f"at most {MAX_ENGINE_MAIN}" in result.stderr
    assert "501" in result.stderr


def test_an_extra_deck_too_large_for_the_engine_is_exit_2(tmp_path: Path) -> None:
    path = tmp_path / "wide.json"
    main_deck = [{"id": 15150, "count": 40}]
    path.write_text(json.dumps({"main": main_deck, "extra": [{"id": 16886, "count": 60}]}))
    result = run("playtest", str(path), "--vs", "sample:dragons", "--games", "1", *DATE)
    assert result.exit_code == 2, result.output
    assert f"at most {MAX_ENGINE_EXTRA}" in result.stderr


def test_a_wrgp_team_deck_too_large_is_exit_2(huge: Path) -> None:
    team = [str(p) for p in sorted((WRGP / "legal-team").iterdir())]
    result = run(
        "playtest", "--format", "wrgp", "--team", str(huge), *team[1:],
        "--vs-team", *team, "--games", "1", *DATE,
    )  # fmt: skip
    assert result.exit_code == 2, result.output
    assert f"at most {MAX_ENGINE_MAIN}" in result.stderr


def test_an_illegal_deck_plays_with_a_warning_and_its_report() -> None:
    result = run("playtest", str(ILLEGAL), "--vs", str(LEGAL), "--games", "2", *DATE, "--json")
    assert result.exit_code == 0, result.output
    assert "warning: illegal-regulation is not legal" in result.stderr
    for code in ("SEMI_LIMITED", "COPY_LIMIT", "LIMITED", "FORBIDDEN"):
        assert code in result.stderr
    assert "legal-sevens-road" not in result.stderr  # a legal deck is not warned about
    report = json.loads(result.stdout)
    assert report["games"] == 2
    first, second = report["legality"]
    assert first["name"] == "illegal-regulation"
    assert first["report"]["legal"] is False
    assert len(first["report"]["violations"]) == 5
    assert first["report"]["date"] == "2026-11-30"
    assert (second["name"], second["report"]["legal"]) == ("legal-sevens-road", True)


def test_the_text_report_also_plays_the_illegal_deck() -> None:
    result = run("playtest", str(ILLEGAL), "--vs", "sample:dragons", "--games", "2", *DATE)
    assert result.exit_code == 0, result.output
    assert "warning: illegal-regulation is not legal" in result.stderr
    assert "warning: dragons is not legal" in result.stderr  # the sample breaks Legend rules
    assert "wins" in result.stdout


def test_strict_refuses_an_illegal_deck_with_exit_1() -> None:
    result = run("playtest", str(ILLEGAL), "--vs", str(LEGAL), "--strict", "--games", "2", *DATE)
    assert result.exit_code == 1, result.output
    assert "illegal-regulation is not legal" in result.stderr
    assert "FORBIDDEN" in result.stderr
    assert "wins" not in result.stdout


def test_strict_json_prints_the_reports_of_the_refused_decks() -> None:
    args = ["playtest", str(ILLEGAL), "--vs", str(LEGAL), "--strict", *DATE, "--json"]
    result = run(*args)
    assert result.exit_code == 1, result.output
    body = json.loads(result.stdout)
    assert "games" not in body
    assert [c["report"]["legal"] for c in body["legality"]] == [False, True]


def test_strict_goldfish_refuses_an_illegal_deck() -> None:
    result = run("playtest", str(ILLEGAL), "--goldfish", "--hands", "5", "--strict", *DATE)
    assert result.exit_code == 1, result.output
    assert "FORBIDDEN" in result.stderr


def test_goldfish_of_an_illegal_deck_has_its_report() -> None:
    args = ["playtest", str(ILLEGAL), "--goldfish", "--hands", "5", *DATE, "--json"]
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert "warning: illegal-regulation is not legal" in result.stderr
    (check,) = json.loads(result.stdout)["legality"]
    assert check["report"]["legal"] is False


def test_strict_plays_legal_decks() -> None:
    args = ["playtest", str(LEGAL), "--vs", str(LEGAL), "--strict", "--games", "2", *DATE]
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    assert "warning" not in result.stderr
    assert json.loads(result.stdout)["games"] == 2


def test_an_illegal_wrgp_team_plays_with_a_warning() -> None:
    illegal = [str(p) for p in sorted((WRGP / "illegal-team").iterdir())]
    legal = [str(p) for p in sorted((WRGP / "legal-team").iterdir())]
    args = ["playtest", "--format", "wrgp", "--team", *illegal, "--vs-team", *legal, *DATE]
    result = run(*args, "--games", "1", "--json")
    assert result.exit_code == 0, result.output
    assert "warning: team A is not legal" in result.stderr
    assert "TEAM_COPY_LIMIT" in result.stderr
    team_a, team_b = json.loads(result.stdout)["legality"]
    assert (team_a["name"], team_a["report"]["legal"]) == ("team A", False)
    assert (team_b["name"], team_b["report"]["legal"]) == ("team B", True)
    assert run(*args, "--strict").exit_code == 1


def test_the_party_fixed_decks_are_legal() -> None:
    result = run("playtest", "--format", "party", "--games", "1", "--strict", *DATE, "--json")
    assert result.exit_code == 0, result.output
    (table,) = json.loads(result.stdout)["legality"]
    assert table["report"]["legal"] is True


# --- the API ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


def _text(path: Path) -> dict:
    return {"text": path.read_text(encoding="utf-8")}


def test_the_api_answers_400_for_a_deck_too_large_for_the_engine(client: TestClient) -> None:
    deck = {"deck": {"main": [{"id": 15150, "count": 99}] * 6 + [{"id": 15178, "count": 6}]}}
    response = client.post("/v1/playtest", json={"deck": deck, "opponent": "dragons", "games": 1})
    assert response.status_code == 400, response.text
    assert "600" in response.json()["detail"]
    assert f"at most {MAX_ENGINE_MAIN}" in response.json()["detail"]


def test_the_api_plays_an_illegal_deck_and_answers_its_report(client: TestClient) -> None:
    body = {"deck": _text(ILLEGAL), "opponent": _text(LEGAL), "games": 2, "date": "2026-11-30"}
    response = client.post("/v1/playtest", json=body)
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["games"] == 2
    first, second = report["legality"]
    assert (first["name"], first["report"]["legal"]) == ("deck", False)
    assert {v["code"] for v in first["report"]["violations"]} >= {"FORBIDDEN", "LIMITED"}
    assert second["report"]["legal"] is True


def test_the_api_strict_refuses_an_illegal_deck(client: TestClient) -> None:
    body = {"deck": "dragons", "opponent": _text(LEGAL), "strict": True, "date": "2026-11-30"}
    response = client.post("/v1/playtest", json=body)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert "dragons is not legal" in answer["detail"]
    assert "LEGEND_LIMIT" in answer["detail"]
    assert [c["report"]["legal"] for c in answer["legality"]] == [False, True]
