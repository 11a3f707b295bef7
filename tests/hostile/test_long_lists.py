"""A deck of thousands of unknown cards: messages name the first 20 and count the rest."""

from __future__ import annotations

import base64
import struct

from fastapi.testclient import TestClient

from tests.hostile.invoke import run
from validator.api import create_app

UNKNOWN = 150_000
# Passcodes no card has (real ones have 8 or 9 digits), so no name matching is involved.
CODES = list(range(1_000_000, 1_000_000 + UNKNOWN))


def _ydke(codes: list[int]) -> str:
    main = base64.b64encode(struct.pack(f"<{len(codes)}I", *codes)).decode("ascii")
    return f"ydke://{main}!!!"


def test_convert_names_20_unknown_cards_and_counts_the_rest() -> None:
    result = run("convert", _ydke(CODES), "--to", "ydk", code=2)
    assert "'1000000'" in result.stderr and "'1000019'" in result.stderr
    assert "'1000020'" not in result.stderr
    assert "... and 149,980 more" in result.stderr
    assert len(result.stderr) < 1000


def test_playtest_names_20_unknown_cards_and_counts_the_rest() -> None:
    result = run("playtest", _ydke(CODES), "--goldfish", code=2)
    assert "... and 149,980 more" in result.stderr and len(result.stderr) < 1000


def test_the_api_names_20_unknown_cards_and_counts_the_rest() -> None:
    response = TestClient(create_app()).post(
        "/v1/convert", json={"ydke": _ydke(CODES[:1000]), "to": "ydk"}
    )
    assert response.status_code == 404
    detail = response.json()["detail"]
    assert "... and 980 more" in detail and len(detail) < 1000


def test_twenty_are_all_named() -> None:
    result = run("convert", _ydke(CODES[:20]), "--to", "ydk", code=2)
    assert "'1000019'" in result.stderr and "more" not in result.stderr
