"""JSON Schemas: in step with their models, and every bundled data file valid against them."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from validator.engine.effects.registry import EFFECT_FILES
from validator.paths import bundled
from validator.schemas import DIALECT, SCHEMA_NAMES, schema_for, schema_text

FIXTURES = Path(__file__).parent / "fixtures" / "decks"


def _schema(name: str) -> dict:
    return json.loads(bundled("schemas", f"{name}.schema.json").read_text(encoding="utf-8"))


def _validator(name: str) -> jsonschema.Draft202012Validator:
    schema = _schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


@pytest.mark.parametrize("name", sorted(SCHEMA_NAMES))
def test_committed_schema_matches_its_model(name):
    path = bundled("schemas", f"{name}.schema.json")
    assert path.read_text(encoding="utf-8") == schema_text(name), (
        f"{path.name} is out of date: run python scripts/generate_schemas.py"
    )
    assert schema_for(name)["$schema"] == DIALECT


def test_no_stray_schema_files():
    names = {p.name.removesuffix(".schema.json") for p in bundled("schemas").glob("*.json")}
    assert set(SCHEMA_NAMES) <= names


def test_every_card_record_is_valid():
    validator = _validator("card")
    records = json.loads(bundled("card_data", "cards.json").read_text(encoding="utf-8"))
    assert len(records) == 3147
    for record in records:
        validator.validate(record)


def test_every_limit_list_is_valid():
    validator = _validator("limit-list")
    paths = sorted(bundled("regulations", "limits").glob("*.json"))
    assert len(paths) == 16
    for path in paths:
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


def test_every_effect_file_is_valid():
    validator = _validator("effect")
    for name in EFFECT_FILES.values():
        path = bundled("card_data", "effects", name)
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


def test_the_effect_schema_refuses_what_the_checker_refuses():
    validator = _validator("effect")
    good = {"card": 16372, "name": "Pot of Greed", "effects": [{"kind": "spell"}]}
    assert validator.is_valid([good])
    for bad in (
        {**good, "colour": "red"},
        {**good, "effects": [{"kind": "teleport"}]},
        {**good, "effects": [{"kind": "spell", "effect": [{"op": "draw"}]}]},
        {**good, "effects": [{"kind": "spell", "effect": [{"op": "draw", "count": -1}]}]},
        {**good, "effects": [{"kind": "spell", "effect": [{"op": "fly", "count": 1}]}]},
        {**good, "effects": [{"kind": "spell", "picks": [{"from": "nowhere"}]}]},
        {**good, "effects": [{"kind": "spell", "picks": [{"from": "own_gy", "filter": {"x": 1}}]}]},
    ):
        assert not validator.is_valid([bad]), bad


def test_every_format_is_valid():
    validator = _validator("format")
    paths = sorted(bundled("regulations", "formats").glob("*.json"))
    assert [p.stem for p in paths] == ["party", "rush", "wrgp"]
    for path in paths:
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


def test_json_deck_fixtures_are_valid_decks():
    validator = _validator("deck")
    paths = sorted(FIXTURES.glob("*.json"))
    assert paths
    for path in paths:
        validator.validate(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize(
    "bad",
    [
        {},
        {"main": [-1]},
        {"main": [{"id": 15150}]},
        {"main": [{"id": 15150, "count": 0}]},
        {"main": [], "sleeves": "red"},
        {"main": ["15150"]},
    ],
)
def test_deck_schema_rejects_what_the_reader_rejects(bad):
    assert not _validator("deck").is_valid(bad)
