"""A text list's copy count is 1 to 99: zero and negative counts are the same bad line."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.hostile.invoke import run
from validator.api import create_app

BAD_COUNTS = [
    "0 Sevens Road Magician",
    "-3 Sevens Road Magician",
    "-3x Sevens Road Magician",
    "Sevens Road Magician x0",
    "Sevens Road Magician x-3",
    "100 Sevens Road Magician",
]


@pytest.mark.parametrize("line", BAD_COUNTS)
def test_a_count_out_of_range_is_a_bad_line_naming_it(tmp_path: Path, line: str) -> None:
    deck = tmp_path / "list.txt"
    deck.write_text(f"Main Deck\n3 Fusion\n{line}\n", encoding="utf-8")
    result = run("check", str(deck), "--date", "2026-01-01", code=2)
    assert f"{deck}:3:" in result.stderr
    assert "a count is 1 to 99" in result.stderr and "Sevens Road Magician" in result.stderr


@pytest.mark.parametrize("line", BAD_COUNTS)
def test_the_api_answers_400_naming_the_line(line: str) -> None:
    client = TestClient(create_app())
    response = client.post("/v1/validate", json={"text": f"3 Fusion\n{line}"})
    assert response.status_code == 400
    assert response.json()["line"] == 2 and "a count is 1 to 99" in response.json()["detail"]
