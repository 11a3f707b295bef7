"""The HTTP API through Starlette's TestClient: service, convert, cards, regulations, limits."""

from __future__ import annotations

import datetime as dt
import json
import sys

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import ApiSettings, create_app
from validator.api.models import MAX_TEXT_LINES
from validator.api.server import SETTINGS_ENV, app_from_environment
from validator.cards import load_cards
from validator.cli import main
from validator.decks import read_deck, write_deck
from validator.formats import load_regulations

DECK_TEXT = """\
Main Deck
3 Sevens Road Magician
2 Fusion
Extra Deck
1 Master of the Sevens Road
"""
COUNTS = {"main": 5, "extra": 1, "side": 0}


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


# --- service -----------------------------------------------------------------------------


def test_healthz_reports_loaded_data(client: TestClient) -> None:
    body = client.get("/healthz").json()
    assert body["status"] == "ok"
    assert body["cards"] == len(load_cards())
    assert body["regulations"] == len(load_regulations().lists)


def test_openapi_document_and_docs(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {
        "/v1/validate",
        "/v1/validate/team",
        "/v1/validate/party",
        "/v1/convert",
        "/v1/cards",
        "/v1/cards/{key}",
        "/v1/regulations",
        "/v1/regulations/{date}",
        "/healthz",
    } <= set(paths)
    assert "413" in paths["/v1/convert"]["post"]["responses"]
    docs = client.get("/docs")
    assert docs.status_code == 200
    assert "swagger" in docs.text.lower()


# --- POST /v1/convert ----------------------------------------------------------------------


@pytest.mark.parametrize("form", ["ydk", "ydke", "text", "json"])
def test_convert_round_trips(client: TestClient, form: str) -> None:
    converted = client.post("/v1/convert", json={"text": DECK_TEXT, "to": form})
    assert converted.status_code == 200
    body = converted.json()
    assert body["form"] == form
    assert body["counts"] == COUNTS
    field = "deck" if form == "json" else form
    value = json.loads(body["deck"]) if form == "json" else body["deck"]
    back = client.post("/v1/convert", json={field: value, "to": "text"}).json()
    assert back["deck"] == write_deck(read_deck(DECK_TEXT, load_cards()), load_cards(), "text")


def test_convert_unreadable_deck_is_400_naming_the_line(client: TestClient) -> None:
    response = client.post("/v1/convert", json={"ydk": "#main\n15150\nthree\n", "to": "text"})
    assert response.status_code == 400
    body = response.json()
    assert body["line"] == 3
    assert body["detail"].startswith("ydk:3: ")
    assert "'three'" in body["detail"]


def test_convert_bad_ydke_is_400(client: TestClient) -> None:
    response = client.post("/v1/convert", json={"ydke": "ydke://not base64!!!", "to": "ydk"})
    assert response.status_code == 400
    assert "base64" in response.json()["detail"]


@pytest.mark.parametrize(
    ("body", "loc", "message"),
    [
        ({"text": "1 Fusion", "ydk": "15150"}, ["body"], "exactly one of deck, ydk, ydke, text"),
        ({}, ["body"], "exactly one of"),
        ({"text": None}, ["body"], "must not be null"),
        ({"text": ""}, ["body", "text"], "at least 1 character"),
        ({"text": "1 Fusion", "colour": "red"}, ["body", "colour"], "Extra inputs"),
        (
            {"deck": {"main": [15150, {"id": 15150, "count": 0}]}},
            ["body", "deck", "main", 1],
            "greater than or equal to 1",
        ),
        ({"deck": {"side": []}}, ["body", "deck", "main"], "Field required"),
        # Ids are JSON integers, as the schema says: no booleans or digit strings.
        ({"deck": {"main": [True]}}, ["body", "deck", "main", 0], "valid integer"),
        ({"deck": {"main": ["15150"]}}, ["body", "deck", "main", 0], "valid integer"),
        ({"deck": {"main": [{"id": 15150, "count": "3"}]}}, ["body", "deck", "main", 0], "valid"),
        (
            {"text": "1 Fusion\n" * (MAX_TEXT_LINES + 1)},
            ["body"],
            f"at most {MAX_TEXT_LINES} lines",
        ),
    ],
)
def test_malformed_deck_is_422_with_field_detail(
    client: TestClient, body: dict, loc: list, message: str
) -> None:
    response = client.post("/v1/convert", json={**body, "to": "ydk"})
    assert response.status_code == 422
    errors = response.json()["detail"]
    assert any(e["loc"][: len(loc)] == loc and message in e["msg"] for e in errors), errors


def test_body_that_is_not_json_is_422(client: TestClient) -> None:
    response = client.post(
        "/v1/convert", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["type"] == "json_invalid"


def test_convert_unknown_card_is_404(client: TestClient) -> None:
    response = client.post("/v1/convert", json={"text": "3 Sevens Road Magicain", "to": "ydk"})
    assert response.status_code == 404
    assert "'Sevens Road Magicain'" in response.json()["detail"]


def test_convert_to_unknown_form_is_422(client: TestClient) -> None:
    response = client.post("/v1/convert", json={"text": DECK_TEXT, "to": "pdf"})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "to"]


# --- GET /v1/cards -------------------------------------------------------------------------


def test_cards_search_filters_and_pages(client: TestClient) -> None:
    everything = client.get("/v1/cards", params={"q": "sevens road", "limit": 500}).json()
    assert everything["total"] == len(everything["cards"]) > 4
    assert all("sevens road" in c["name"].lower() for c in everything["cards"])
    page = client.get("/v1/cards", params={"q": "sevens road", "limit": 2, "offset": 2}).json()
    assert page["total"] == everything["total"]
    assert page["cards"] == everything["cards"][2:4]
    traps = client.get("/v1/cards", params={"kind": "trap", "legend": True}).json()
    assert traps["cards"]
    assert all(c["kind"] == "trap" and c["legend"] for c in traps["cards"])


def test_cards_search_bad_parameters_are_422(client: TestClient) -> None:
    for params in ({"limit": 0}, {"offset": -1}, {"kind": "fusion"}, {"legend": "maybe"}):
        assert client.get("/v1/cards", params=params).status_code == 422


def test_card_by_id_passcode_or_name(client: TestClient) -> None:
    by_id = client.get("/v1/cards/15150").json()
    assert by_id["name"] == "Sevens Road Magician"
    assert by_id["def"] == load_cards().get(15150).def_  # the published field name
    assert client.get(f"/v1/cards/{by_id['passcodes'][0]}").json() == by_id
    assert client.get("/v1/cards/sevens road magician").json() == by_id


def test_unknown_card_is_404_with_suggestions(client: TestClient) -> None:
    response = client.get("/v1/cards/Sevens Road Magicain")
    assert response.status_code == 404
    assert "did you mean 'Sevens Road Magician'" in response.json()["detail"]
    assert client.get("/v1/cards/999999999").status_code == 404


# --- GET /v1/regulations -------------------------------------------------------------------


def test_regulations_list(client: TestClient) -> None:
    rows = client.get("/v1/regulations").json()
    lists = load_regulations().lists
    assert [r["effective_date"] for r in rows] == [x.effective_date.isoformat() for x in lists]
    assert rows[-1]["limited"] == len(lists[-1].limited)


def test_regulation_in_force_on_a_date(client: TestClient) -> None:
    body = client.get("/v1/regulations/2024-05-01").json()
    assert body == load_regulations().list_dated(dt.date(2024, 4, 1)).model_dump(mode="json")


@pytest.mark.parametrize(("date", "status"), [("2022-12-31", 404), ("2019-01-01", 404)])
def test_regulation_before_the_first_list_is_404(client: TestClient, date: str, status: int):
    response = client.get(f"/v1/regulations/{date}")
    assert response.status_code == status
    assert "the first is 2023-01-01" in response.json()["detail"]


@pytest.mark.parametrize("date", ["2024-13-01", "1728000000", "20240501", "today"])
def test_regulation_malformed_date_is_422(client: TestClient, date: str) -> None:
    response = client.get(f"/v1/regulations/{date}")
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["path", "date"]


# --- limits, CORS, serve -------------------------------------------------------------------


def test_body_over_the_limit_is_413(client: TestClient) -> None:
    big = {"text": "x" * (256 * 1024), "to": "ydk"}
    response = client.post("/v1/convert", json=big)
    assert response.status_code == 413
    assert "262144 bytes" in response.json()["detail"]


def test_chunked_body_over_the_limit_is_413() -> None:
    small = TestClient(create_app(ApiSettings(max_body_bytes=1000)))

    def chunks():
        for _ in range(20):
            yield b" " * 100

    response = small.post(
        "/v1/convert", content=chunks(), headers={"content-type": "application/json"}
    )
    assert "content-length" not in response.request.headers
    assert response.status_code == 413


def test_body_at_the_limit_is_read() -> None:
    body = json.dumps({"text": "1 Fusion", "to": "ydke"}).encode()
    exact = TestClient(create_app(ApiSettings(max_body_bytes=len(body))))
    response = exact.post("/v1/convert", content=body, headers={"content-type": "application/json"})
    assert response.status_code == 200
    assert response.json()["counts"]["main"] == 1


def test_cors_origins_are_a_setting(client: TestClient) -> None:
    origin = "https://decks.example"
    preflight = {"origin": origin, "access-control-request-method": "POST"}
    allowed = TestClient(create_app(ApiSettings(cors_origins=(origin,))))
    response = allowed.options("/v1/convert", headers=preflight)
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == origin
    assert (
        allowed.get("/healthz", headers={"origin": origin}).headers["access-control-allow-origin"]
        == origin
    )
    assert (
        "access-control-allow-origin"
        not in client.get("/healthz", headers={"origin": origin}).headers
    )


def test_serve_runs_uvicorn_with_the_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    import uvicorn

    calls = []
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: calls.append((app, kw)))
    monkeypatch.setenv(SETTINGS_ENV, "")  # serve sets it; the monkeypatch puts it back
    args = [
        "serve",
        "--port",
        "0",
        "--cors-origin",
        "https://a.example",
        "--max-body-bytes",
        "99",
        "--max-playtest-games",
        "7",
        "--no-access-log",
    ]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    ((app, kwargs),) = calls
    assert kwargs["fd"] is not None  # the socket serve bound on 127.0.0.1
    assert kwargs["access_log"] is False
    assert app == "validator.api.server:app_from_environment" and kwargs["factory"] is True
    assert app_from_environment().state.settings == ApiSettings(
        cors_origins=("https://a.example",), max_body_bytes=99, max_playtest_games=7
    )


def test_serve_without_the_api_extra_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # as if not installed
    result = CliRunner().invoke(main, ["serve"])
    assert result.exit_code == 2
    assert "pip install 'rushdeck[api]'" in result.output
