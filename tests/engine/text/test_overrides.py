"""Per-clause overrides: an irregular clause gets its encoding from `overrides.json`, the rest
of the card still compiles from its text."""

from __future__ import annotations

import json

import jsonschema

from tests.engine.text.text_support import card_text
from validator.cards import load_cards
from validator.engine.effects.text.build import load_overrides
from validator.engine.effects.text.compiler import compile_card
from validator.paths import bundled
from validator.schemas import schema_for

MAGICIAN = 15150


def test_an_override_takes_the_place_of_its_clause_with_its_picks_renumbered() -> None:
    text = card_text(
        MAGICIAN,
        "Juggle 3 cards while singing.",
        requirement="Send 1 card from your hand to the Graveyard.",
    )
    override = {
        "picks": [{"from": "own_gy", "filter": {"kind": "monster"}}],
        "effect": [{"op": "to_hand", "target": {"pick": 0}}],
    }
    result = compile_card(text, {(MAGICIAN, 1): override})
    assert not result.missing and result.overridden == 1
    effect = result.encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_hand"},
        {"from": "own_gy", "filter": {"kind": "monster"}},
    ]
    assert effect["effect"] == [{"op": "to_hand", "target": {"pick": 1}}]
    assert result.clauses[1] == {"n": 1, "override": True}
    assert compile_card(text, {}).missing  # without the override, the clause is missing


def test_the_overrides_file_fits_its_schema_and_names_its_cards() -> None:
    path = bundled("card_data", "effects", "overrides.json")
    entries = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(entries, schema_for("effect-overrides"))
    db = load_cards()
    for entry in entries:
        assert db.get(entry["card"]).name == entry["name"]
    assert len(load_overrides()) == len(entries)
