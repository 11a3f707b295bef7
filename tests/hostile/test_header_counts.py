"""A text list's header count that disagrees with its cards is a warning in the report: the
deck is judged by the cards listed, and the report says the header does not match."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from tests.hostile.invoke import LEGAL_TEXT, run
from validator.api import create_app

LEGAL = LEGAL_TEXT.read_text(encoding="utf-8")
ELEVEN = "Main Deck (40)\n3 Sevens Road Magician\n3 Sevens Road Witch\n3 Fusion\n2 Trap Hole\n"


def _deck(tmp_path: Path, text: str) -> str:
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_header_over_fewer_cards_is_a_warning(tmp_path: Path) -> None:
    result = run("check", _deck(tmp_path, ELEVEN), "--date", "2026-01-01", "--json", code=1)
    report = json.loads(result.stdout)
    codes = [v["code"] for v in report["violations"]]
    assert "MAIN_DECK_SIZE" in codes and "HEADER_COUNT" not in codes
    (warning,) = report["warnings"]
    assert warning["code"] == "HEADER_COUNT" and warning["section"] == "main"
    assert (warning["count"], warning["limit"]) == (11, 40)
    assert warning["message"] == "the Main Deck header (line 1) says 40 cards; 11 are listed"


def test_a_legal_deck_with_a_wrong_header_stays_legal_with_the_warning(tmp_path: Path) -> None:
    deck = _deck(tmp_path, LEGAL.replace("Extra Deck (6)", "Extra Deck: 7"))
    result = run("check", deck, "--date", "2026-01-01", code=0)
    assert ": legal" in result.stdout
    assert (
        "warning HEADER_COUNT: the Extra Deck header (line 20) says 7 cards; 6 are listed"
        in result.stdout
    )


def test_headers_that_agree_give_no_warning() -> None:
    result = run("check", str(LEGAL_TEXT), "--date", "2026-01-01", "--json", code=0)
    assert json.loads(result.stdout)["warnings"] == []


def test_a_team_report_carries_each_decks_warnings(tmp_path: Path) -> None:
    deck = _deck(tmp_path, ELEVEN)
    result = run("team", deck, str(LEGAL_TEXT), str(LEGAL_TEXT), "--date", "2026-01-01", "--json")
    reports = json.loads(result.stdout)["decks"]
    assert [len(report["warnings"]) for report in reports] == [1, 0, 0]


def test_the_api_reports_the_warning() -> None:
    response = TestClient(create_app()).post("/v1/validate", json={"text": ELEVEN})
    assert response.status_code == 200
    assert [w["code"] for w in response.json()["warnings"]] == ["HEADER_COUNT"]
