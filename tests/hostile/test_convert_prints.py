"""`convert` writes each card's print as it was read (an alternate print's passcode stays);
`--canonical` writes every card's first print."""

from __future__ import annotations

import base64
import json
import struct
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from tests.hostile.invoke import run
from validator.api import create_app

SRM, SRM_FIRST, SRM_ALT = 15150, 160205003, 160446011  # Sevens Road Magician, two prints
FUSION, FUSION_FIRST = 16934, 160204050
YDK = f"#main\n{SRM_ALT}\n{SRM_ALT}\n{SRM_FIRST}\n{FUSION_FIRST}\n#extra\n!side\n"


def _codes(ydk: str) -> list[str]:
    return [line for line in ydk.splitlines() if line.isdigit()]


def _ydke_main(url: str) -> list[int]:
    main = base64.b64decode(url.removeprefix("ydke://").split("!")[0])
    return list(struct.unpack(f"<{len(main) // 4}I", main))


@pytest.fixture
def deck(tmp_path: Path) -> str:
    path = tmp_path / "prints.ydk"
    path.write_text(YDK, encoding="utf-8")
    return str(path)


def test_ydk_to_ydk_keeps_each_print(deck: str) -> None:
    out = run("convert", deck, "--to", "ydk", code=0).stdout
    assert _codes(out) == [str(SRM_ALT), str(SRM_ALT), str(SRM_FIRST), str(FUSION_FIRST)]


def test_ydk_to_ydke_and_back_keeps_each_print(deck: str) -> None:
    url = run("convert", deck, "--to", "ydke", code=0).stdout.strip()
    assert _ydke_main(url) == [SRM_ALT, SRM_ALT, SRM_FIRST, FUSION_FIRST]
    back = run("convert", url, "--to", "ydk", code=0).stdout
    assert _codes(back) == _codes(run("convert", deck, "--to", "ydk").stdout)


def test_json_names_an_alternate_print_by_its_passcode_and_reads_it_back(
    deck: str, tmp_path: Path
) -> None:
    data = json.loads(run("convert", deck, "--to", "json", code=0).stdout)
    assert data["main"] == [
        {"id": SRM_ALT, "count": 2},
        {"id": SRM, "count": 1},
        {"id": FUSION, "count": 1},
    ]
    again = tmp_path / "again.json"
    again.write_text(json.dumps(data), encoding="utf-8")
    assert _codes(run("convert", str(again), "--to", "ydk").stdout)[:2] == [str(SRM_ALT)] * 2


@pytest.mark.parametrize("form", ["ydk", "ydke", "json"])
def test_canonical_writes_every_first_print(deck: str, form: str) -> None:
    out = run("convert", deck, "--to", form, "--canonical", code=0).stdout
    assert str(SRM_ALT) not in out
    if form == "json":
        assert json.loads(out)["main"] == [{"id": SRM, "count": 3}, {"id": FUSION, "count": 1}]


def test_the_api_keeps_prints_unless_canonical() -> None:
    client = TestClient(create_app())
    kept = client.post("/v1/convert", json={"ydk": YDK, "to": "ydk"}).json()["deck"]
    first = client.post("/v1/convert", json={"ydk": YDK, "to": "ydk", "canonical": True})
    assert _codes(kept)[:2] == [str(SRM_ALT)] * 2
    assert first.status_code == 200 and str(SRM_ALT) not in first.json()["deck"]
