"""The compiled effects are what the compiler makes of the card text: a sample, rebuilt.

The sample under tests/fixtures/upstream/effect-texts.json (written by
scripts/sample_effect_texts.py) holds the English text of cards chosen to use every production
the pool uses, and of some cards that do not compile. The tests never read the upstream folder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from validator.engine.effects.registry import load_file
from validator.engine.effects.text.build import PoolBuild, compile_pool
from validator.engine.effects.text.compiler import same_words
from validator.engine.effects.text.grammar import from_json, render
from validator.engine.effects.text.records import clause_parses, missing_clauses
from validator.engine.effects.text.source import card_text

SAMPLE = Path(__file__).parent / "fixtures" / "upstream" / "effect-texts.json"


def _productions(parse: dict) -> set[str]:
    found = {parse["p"]} if "p" in parse else set()
    for value in parse.values():
        if isinstance(value, dict):
            found |= _productions(value)
    return found


@pytest.fixture(scope="module")
def records() -> list[dict]:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def pool(records: list[dict]) -> PoolBuild:
    return compile_pool(records)


def test_the_sample_compiles_to_the_committed_encodings(pool: PoolBuild) -> None:
    committed = {entry["card"]: entry for entry in load_file("compiled")}
    for result in pool.results:
        card = result.card.id
        if result.encoding is None:
            assert card not in committed, f"{card} is committed but no longer compiles"
        else:
            assert committed.get(card) == result.encoding, f"{card} compiles to another encoding"


def test_the_sample_gives_the_committed_clause_parses_and_missing_clauses(pool: PoolBuild) -> None:
    for result in pool.results:
        card = result.card.id
        if result.encoding is not None:
            assert clause_parses()[card] == result.clauses
            assert card not in missing_clauses()
        else:
            stored = [(m["clause"], m["category"]) for m in missing_clauses()[card]]
            assert stored == [(m["clause"], m["category"]) for m in result.missing]


def test_every_compiled_clause_renders_back_to_its_words(records: list[dict]) -> None:
    for record in records:
        text = card_text(record)
        assert text is not None
        parses = clause_parses().get(text.id)
        if parses is None:
            continue
        for parse in parses:
            if parse.get("override"):
                continue
            clause = text.clauses[parse["n"]]
            rendered = render(from_json(parse["parse"]))
            assert same_words(rendered, clause.text), (text.id, rendered, clause.text)


def test_the_sample_uses_every_production_the_pool_uses(records: list[dict]) -> None:
    ids = {card_text(r).id for r in records}
    used_in_sample: set[str] = set()
    used: set[str] = set()
    for card, parses in clause_parses().items():
        names = set().union(*(_productions(p) for p in parses))
        used |= names
        if card in ids:
            used_in_sample |= names
    assert used - used_in_sample == set(), "run scripts/sample_effect_texts.py"


def test_a_missing_clause_is_recorded_and_the_card_not_compiled(records: list[dict]) -> None:
    record = dict(records[0])
    record["effect"] = {"en": "Draw 1 card. Juggle 3 cards while singing."}
    record.pop("requirement", None)
    record.pop("summoning_condition", None)
    (result,) = compile_pool([record]).results
    assert result.encoding is None
    assert [(m["clause"], m["template"]) for m in result.missing] == [
        (1, "Juggle N cards while singing")
    ]
