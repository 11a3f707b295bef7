"""`POST /v1/validate`, `/v1/validate/team` and `/v1/validate/party` through the TestClient."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import create_app
from validator.cards import load_cards
from validator.cli import main
from validator.decks import read_deck, write_deck
from validator.decks.jsonfile import deck_to_data
from validator.decks.party import load_party_set
from validator.formats import load_regulations
from validator.services import validate_deck

DATE = "2026-11-01"
# 40 Main + 3 Extra, legal in "rush" on DATE.
DECK_TEXT = """\
Main Deck
3 Sevens Road Magician
3 Sevens Road Witch
3 Sevens Road Mage
3 Sevens Road Enchanter
3 Sevens Road Sorcerer
3 Sevens Road Warlock
3 Sevens Road Wiz
3 Strong Boy Sevens Road
3 Swordsman of Roadstar
3 Fusion
3 Road Magic - Tectonic Shift
3 Road Magic - Uplifter
3 Sevens Road Protection
1 Road Magic - Flowback
Extra Deck
2 Master of the Sevens Road
1 Majesty of the Sevens Road
"""


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


def deck_in(form: str) -> dict:
    """DECK_TEXT as the request field of one form."""
    db = load_cards()
    deck = read_deck(DECK_TEXT, db, form="text")
    if form == "deck":
        return {"deck": deck_to_data(deck)}
    return {form: write_deck(deck, db, form)}  # type: ignore[arg-type]


def codes(report: dict) -> list[str]:
    return [v["code"] for v in report["violations"]]


# --- POST /v1/validate ---------------------------------------------------------------------


@pytest.mark.parametrize("form", ["text", "ydk", "ydke", "deck"])
def test_validate_legal_deck_in_every_form(client: TestClient, form: str) -> None:
    response = client.post("/v1/validate", json={**deck_in(form), "date": DATE})
    assert response.status_code == 200
    report = response.json()
    assert report["legal"] is True
    assert report["format"] == "rush"
    assert report["regulation"] == "2026-10-01"
    assert report["counts"] == {"main": 40, "extra": 3, "side": 0}


def test_validate_returns_the_service_report(client: TestClient) -> None:
    text = DECK_TEXT + "Side Deck\n3 Sevens Road Magician\nNo Such Card\n"
    response = client.post("/v1/validate", json={"text": text, "date": "2024-05-01"})
    db = load_cards()
    expected = validate_deck(read_deck(text, db, form="text", source="text"), "2024-05-01")
    assert response.json() == expected.model_dump(mode="json")


def test_validate_report_matches_cli_json(client: TestClient, tmp_path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(DECK_TEXT + "Side Deck\n1 Sevens Road Witch\n", encoding="utf-8")
    cli = CliRunner().invoke(main, ["check", str(path), "--date", DATE, "--json"])
    api = client.post("/v1/validate", json={"text": path.read_text(), "date": DATE})
    assert json.loads(cli.output) == api.json()


def test_illegal_deck_is_200_with_every_violation(client: TestClient) -> None:
    text = "4 Sevens Road Magician\n2 Nonexistent\n"
    response = client.post("/v1/validate", json={"text": text, "date": DATE})
    assert response.status_code == 200
    report = response.json()
    assert report["legal"] is False
    assert {"COPY_LIMIT", "UNKNOWN_CARD", "MAIN_DECK_SIZE"} <= set(codes(report))
    unknown = next(v for v in report["violations"] if v["code"] == "UNKNOWN_CARD")
    assert unknown["card"] == {"id": None, "name": "Nonexistent"}


def test_validate_date_defaults_to_today(client: TestClient) -> None:
    report = client.post("/v1/validate", json=deck_in("text")).json()
    assert report["date"] == dt.date.today().isoformat()


def test_validate_applies_the_rules_of_the_date(client: TestClient) -> None:
    # Before 2023 there was no Limit Regulation list.
    report = client.post("/v1/validate", json={**deck_in("text"), "date": "2022-06-01"}).json()
    assert report["regulation"] is None


def test_validate_unreadable_deck_is_400_naming_the_line(client: TestClient) -> None:
    response = client.post("/v1/validate", json={"ydk": "#main\n15150\nthree\n"})
    assert response.status_code == 400
    body = response.json()
    assert body["line"] == 3
    assert "ydk:3" in body["detail"]
    assert "'three'" in body["detail"]


def test_validate_date_before_rush_existed_is_404(client: TestClient) -> None:
    response = client.post("/v1/validate", json={**deck_in("text"), "date": "2019-12-31"})
    assert response.status_code == 404
    assert "2019-12-31 is before 'rush' existed" in response.json()["detail"]


@pytest.mark.parametrize(
    ("body", "loc", "message"),
    [
        ({"date": DATE}, ["body"], "exactly one of deck, ydk, ydke, text"),
        ({"text": "1 Fusion", "date": "next week"}, ["body", "date"], "YYYY-MM-DD"),
        ({"text": "1 Fusion", "date": 1_728_000_000}, ["body", "date"], "YYYY-MM-DD"),
        ({"text": "1 Fusion", "date": "2026-02-30"}, ["body", "date"], "valid date"),
        ({"text": "1 Fusion", "format": "modern"}, ["body", "format"], "unknown format"),
        ({"decks": []}, ["body", "decks"], "Extra inputs"),
    ],
)
def test_malformed_body_is_422_with_field_detail(
    client: TestClient, body: dict, loc: list, message: str
) -> None:
    response = client.post("/v1/validate", json=body)
    assert response.status_code == 422
    errors = response.json()["detail"]
    assert any(e["loc"][: len(loc)] == loc and message in e["msg"] for e in errors), errors


@pytest.mark.parametrize(
    ("path", "body", "loc"),
    [
        ("/v1/validate/team", {"decks": []}, ["body", "decks"]),
        (
            "/v1/validate/team",
            {"decks": [{"text": "1 Fusion", "ydke": "ydke://!!!"}]},
            ["body", "decks", 0],
        ),
        (
            "/v1/validate/party",
            {"decks": [{"text": "1 Fusion"}], "spell_deck": {}},
            ["body", "spell_deck"],
        ),
        ("/v1/validate/party", {"decks": [{"text": "1 Fusion"}] * 9}, ["body", "decks"]),
    ],
)
def test_malformed_group_is_422_naming_the_deck(
    client: TestClient, path: str, body: dict, loc: list
) -> None:
    response = client.post(path, json=body)
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"][: len(loc)] == loc


# --- teams and party tables ---------------------------------------------------------------


def test_team_reports_each_deck_and_the_team(client: TestClient) -> None:
    decks = [deck_in("text"), deck_in("ydke"), deck_in("deck")]
    response = client.post("/v1/validate/team", json={"decks": decks, "date": DATE})
    assert response.status_code == 200
    report = response.json()
    assert report["format"] == "wrgp"
    assert [deck["legal"] for deck in report["decks"]] == [True, True, True]
    # The same deck three times breaks the team-wide copy limit.
    assert report["legal"] is False
    assert "TEAM_COPY_LIMIT" in codes(report)


def test_team_of_two_is_a_team_size_violation(client: TestClient) -> None:
    response = client.post("/v1/validate/team", json={"decks": [deck_in("text")] * 2})
    assert response.status_code == 200
    assert "TEAM_SIZE" in codes(response.json())


def test_team_in_a_format_without_teams_is_400(client: TestClient) -> None:
    response = client.post("/v1/validate/team", json={"decks": [deck_in("text")], "format": "rush"})
    assert response.status_code == 400
    assert "not a team format" in response.json()["detail"]


def test_team_error_names_the_deck(client: TestClient) -> None:
    decks = [deck_in("text"), {"ydk": "#main\nxx\n"}]
    response = client.post("/v1/validate/team", json={"decks": decks})
    assert response.status_code == 400
    assert response.json()["detail"].startswith("decks.1.ydk:2:")


def _party_decks() -> tuple[list[dict], dict]:
    rules = load_regulations().format("party").rules_on(dt.date.fromisoformat(DATE))
    assert rules.party is not None
    fixed = load_party_set(rules.party, load_cards())
    decks = [{"deck": deck_to_data(deck)} for deck in fixed.decks]
    return decks, {"deck": deck_to_data(fixed.spell_deck)}


def test_party_table_of_the_fixed_decks_is_legal(client: TestClient) -> None:
    decks, spell = _party_decks()
    for body in ({"decks": decks}, {"decks": decks, "spell_deck": spell}):
        report = client.post("/v1/validate/party", json=body).json()
        assert report["format"] == "party"
        assert report["legal"] is True, report


def test_party_table_with_a_deck_twice(client: TestClient) -> None:
    decks, _ = _party_decks()
    report = client.post("/v1/validate/party", json={"decks": [*decks[:3], decks[0]]}).json()
    assert report["legal"] is False
    assert "PARTY_DECK_REPEATED" in codes(report)


def test_party_table_with_another_spell_deck(client: TestClient) -> None:
    decks, _ = _party_decks()
    body = {"decks": decks, "spell_deck": {"text": "3 Fusion"}}
    report = client.post("/v1/validate/party", json=body).json()
    assert "PARTY_SPELL_DECK" in codes(report)
