"""Numbers JSON cannot hold and strings that are not text, anywhere in a request body: a 422
whose body is valid JSON naming the field, never a 500."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from validator.api import create_app

SEVENS = '{"main": [15150, 15150, 15150]}'


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


JSON = {"content-type": "application/json"}


def _post(client: TestClient, path: str, body: str):
    return client.post(path, content=body, headers=JSON)


def _problem(response) -> dict:
    """The one error of a 422 answer, after checking the body is strict JSON."""
    assert response.status_code == 422, response.text
    body = json.loads(response.text, parse_constant=pytest.fail)  # no NaN or Infinity
    response.text.encode("utf-8")  # no lone surrogate
    (problem,) = body["detail"]
    return problem


SEVENS_AND = '{"main": [15150, 15150, 15150, NUM]}'


@pytest.mark.parametrize("number", ["1e309", "-1e309", "NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize(
    ("path", "template", "loc"),
    [
        ("/v1/validate", '{"deck": {"main": [NUM]}}', ["body", "deck", "main", 0]),
        ("/v1/validate", f'{{"deck": {SEVENS_AND}}}', ["body", "deck", "main", 3]),
        (
            "/v1/validate",
            '{"deck": {"main": [{"id": 15150, "count": NUM}]}}',
            ["body", "deck", "main", 0, "count"],
        ),
        ("/v1/validate", f'{{"deck": {SEVENS}, "date": NUM}}', ["body", "date"]),
        (
            "/v1/validate/team",
            f'{{"decks": [{{"deck": {SEVENS}}}], "format": NUM}}',
            ["body", "format"],
        ),
        ("/v1/convert", f'{{"deck": {SEVENS}, "to": NUM}}', ["body", "to"]),
        (
            "/v1/playtest",
            '{"deck": "sevens", "opponent": "dragons", "games": NUM}',
            ["body", "games"],
        ),
        (
            "/v1/playtest",
            '{"deck": "sevens", "opponent": "dragons", "seed": NUM}',
            ["body", "seed"],
        ),
    ],
)
def test_a_number_json_cannot_hold_is_a_422_naming_the_field(
    client: TestClient, number: str, path: str, template: str, loc: list
) -> None:
    problem = _problem(_post(client, path, template.replace("NUM", number)))
    assert problem["loc"] == loc
    assert problem["type"] == "finite_number"
    assert "finite" in problem["msg"]


@pytest.mark.parametrize(
    ("path", "body", "loc"),
    [
        ("/v1/validate", '{"text": "\\ud800"}', ["body", "text"]),
        ("/v1/validate", '{"text": "3 Sevens Road Magician\\n1 \\udfff x"}', ["body", "text"]),
        ("/v1/validate", '{"ydk": "#main\\n\\ud800"}', ["body", "ydk"]),
        ("/v1/validate", '{"ydke": "ydke://\\ud800"}', ["body", "ydke"]),
        (
            "/v1/validate",
            '{"deck": {"name": "\\ud800", "main": [15150]}}',
            ["body", "deck", "name"],
        ),
        ("/v1/validate", '{"deck": {"main": [15150]}, "format": "\\ud800"}', ["body", "format"]),
        ("/v1/validate", '{"deck": {"main": [15150]}, "date": "\\udc00"}', ["body", "date"]),
        ("/v1/validate", '{"deck": {"main": [15150]}, "\\ud800": 1}', ["body", "\\ud800"]),
        (
            "/v1/validate/team",
            '{"decks": [{"text": "ok"}, {"text": "\\ud800"}]}',
            ["body", "decks", 1, "text"],
        ),
        ("/v1/convert", '{"text": "\\ud800", "to": "ydk"}', ["body", "text"]),
        ("/v1/playtest", '{"deck": "\\ud800", "opponent": "dragons"}', ["body", "deck"]),
    ],
)
def test_a_lone_surrogate_is_a_422_naming_the_field(
    client: TestClient, path: str, body: str, loc: list
) -> None:
    problem = _problem(_post(client, path, body))
    assert problem["loc"] == loc
    assert problem["type"] == "string_unicode"
    assert "surrogate" in problem["msg"]


def test_a_surrogate_pair_is_a_character(client: TestClient) -> None:
    """An emoji written as a pair of escapes is text like any other: an unknown card."""
    response = _post(client, "/v1/validate", '{"text": "1 \\ud83d\\ude00"}')
    assert response.status_code == 200
    assert response.json()["violations"][-1]["card"]["name"] == "\N{GRINNING FACE}"


def test_raw_surrogate_bytes_are_refused_too(client: TestClient) -> None:
    """CESU-8 bytes of a surrogate, not only the escape."""
    body = b'{"text": "1 \xed\xa0\x80"}'
    response = client.post(
        "/v1/validate", content=body, headers={"content-type": "application/json"}
    )
    assert _problem(response)["loc"] == ["body", "text"]


def test_a_nan_inside_an_otherwise_valid_request_is_refused(client: TestClient) -> None:
    """A NaN where any value is allowed (a JSON deck's unknown extra key) is still refused."""
    problem = _problem(_post(client, "/v1/validate", '{"deck": {"main": [15150], "x": NaN}}'))
    assert problem["loc"] == ["body", "deck", "x"]


@pytest.mark.parametrize("body", [b"\xff\xfe3 Sevens", b"\xed\xa0\x80", b"NaN"])
def test_a_body_that_is_not_json_is_a_422_that_is_json(client: TestClient, body: bytes) -> None:
    response = client.post("/v1/validate", content=body, headers={"content-type": "text/plain"})
    assert response.status_code == 422
    json.loads(response.text, parse_constant=pytest.fail)
    response.text.encode("utf-8")


def test_a_deeply_nested_valid_body_is_judged_by_its_model(client: TestClient) -> None:
    """Nested too deeply for the JSON encoder but holding nothing wrong: the model's 422."""
    body = '{"deck": {"main": ' + "[" * 900 + "]" * 900 + "}}"
    problem = _problem(_post(client, "/v1/validate", body))
    assert problem["loc"][:4] == ["body", "deck", "main", 0]
    assert problem["type"] != "finite_number"
