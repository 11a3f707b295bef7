"""`rushdeck engine coverage`: the pool by source, the missing clauses, the floor, a deck."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from validator.cards import load_cards
from validator.cli import main
from validator.decks import load_deck
from validator.engine.cards import CardInfo
from validator.engine.coverage import EXACT, source_of
from validator.engine.effects.text.records import missing_clauses

EXAMPLE = Path(__file__).parents[2] / "examples" / "rush" / "legal-sevens-road.txt"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def report() -> dict:
    result = run("engine", "coverage", "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_floor_fails_below_the_rate_and_passes_at_it() -> None:
    rate = report()["effect_rate"]
    assert run("engine", "coverage", "--min", str(rate)).exit_code == 0
    below = run("engine", "coverage", "--min", str(min(1.0, rate + 0.01)))
    assert below.exit_code == 1 and "below the floor" in below.stderr


def test_cards_one_clause_short_miss_exactly_one_clause() -> None:
    data = report()
    assert data["one_clause_short"]
    for card in data["one_clause_short"]:
        assert len(missing_clauses()[card["id"]]) == 1
    counts = [m["count"] for m in data["missing_clauses"]]
    assert counts == sorted(counts, reverse=True)


def test_missing_clauses_are_named_by_template_when_the_text_is_given(tmp_path: Path) -> None:
    short = next(c for c in report()["one_clause_short"] if c["missing"] == "(sentence clause)")
    number = short["clause"]
    fillers = "".join(f"Draw {i + 1} cards. " for i in range(number))
    record = {"konami_id": short["id"], "effect": {"en": fillers + "Juggle 3 cards while singing."}}
    aggregate = tmp_path / "rush.json"
    aggregate.write_text(json.dumps([record]), encoding="utf-8")
    result = run("engine", "coverage", "--json", "--text", str(aggregate))
    named = next(c for c in json.loads(result.stdout)["one_clause_short"] if c["id"] == short["id"])
    assert named["missing"] == "sentence: Juggle N cards while singing"


def test_a_bad_text_file_is_an_input_error(tmp_path: Path) -> None:
    bad = tmp_path / "rush.json"
    bad.write_text("{not json", encoding="utf-8")
    assert run("engine", "coverage", "--text", str(bad)).exit_code == 2


def test_a_deck_reports_its_copies_played_exactly_and_why_not() -> None:
    result = run("engine", "coverage", "--deck", str(EXAMPLE), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    db = load_cards()
    deck = load_deck(str(EXAMPLE), db)
    assert data["copies"] == deck.size("main") + deck.size("extra")  # the Side is not played
    listed = 0
    for card in data["cards"]:
        assert source_of(CardInfo(db.get(card["id"]))) not in EXACT
        assert card["why"].startswith(("played without its effect", "played in part"))
        listed += card["copies"]
    assert data["played_exactly"] == data["copies"] - listed
    assert data["rate"] == round(data["played_exactly"] / data["copies"], 4)
    text = run("engine", "coverage", "--deck", str(EXAMPLE)).stdout
    assert f"{data['played_exactly']} of {data['copies']} copies played exactly" in text


COVERAGE_FLOOR = 0.90
"""The share of official effect cards the engine must play exactly; raised as coverage rises."""


def test_the_pool_is_played_exactly_at_or_above_the_floor() -> None:
    assert run("engine", "coverage", "--min", str(COVERAGE_FLOOR)).exit_code == 0
