"""Write the small sample of card texts the effect-compiler tests rebuild from.

    python scripts/sample_effect_texts.py [--upstream ../shared/data/upstream]

Compiles the whole aggregate (yaml-yugi/rush.json), then keeps, for every production used,
the first cards (by id) whose clauses use it, every card with an overridden clause, and some
cards that do not compile, with the English text fields the compiler reads. The sample is written to
tests/fixtures/upstream/effect-texts.json; it lives only among the test fixtures.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.engine.effects.text.build import compile_pool
from validator.engine.effects.text.source import FIELDS, card_id_of

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests/fixtures/upstream/effect-texts.json"
PER_PRODUCTION = 2
MISSING = 40
KEPT = ("konami_id", "yugipedia_page_id", "card_type", "property", "effect_types")


def productions_of(parse: dict[str, Any]) -> set[str]:
    """Every production a stored clause parse uses, nested ones included."""
    found = {parse["p"]} if "p" in parse else set()
    for value in parse.values():
        if isinstance(value, dict):
            found |= productions_of(value)
    return found


def slim(record: dict[str, Any]) -> dict[str, Any]:
    """The parts of a record the compiler reads: ids, kind, English name and text fields."""
    kept: dict[str, Any] = {k: record[k] for k in KEPT if record.get(k) is not None}
    kept["name"] = {"en": record["name"]["en"]}
    for field in FIELDS:
        value = record.get(field)
        if isinstance(value, dict) and value.get("en"):
            kept[field] = {"en": value["en"]}
    return kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--upstream", default=ROOT.parent / "shared/data/upstream", type=Path)
    args = parser.parse_args()
    records = json.loads((args.upstream / "yaml-yugi/rush.json").read_text(encoding="utf-8"))
    by_id = {card_id_of(r): r for r in records if card_id_of(r) is not None}
    pool = compile_pool(records)
    chosen: set[int] = set()
    uses: dict[str, int] = {}
    missing = 0
    for result in sorted(pool.results, key=lambda r: r.card.id):
        if result.encoding is None:
            if missing < MISSING:
                chosen.add(result.card.id)
                missing += 1
            continue
        used = set().union(*(productions_of(c) for c in result.clauses))
        if result.overridden or any(uses.get(p, 0) < PER_PRODUCTION for p in used):
            chosen.add(result.card.id)
            for p in used:
                uses[p] = uses.get(p, 0) + 1
    sample = [slim(by_id[i]) for i in sorted(chosen)]
    text = ",\n".join(json.dumps(r, ensure_ascii=False) for r in sample)
    OUT.write_text(f"[\n{text}\n]\n", encoding="utf-8")
    print(f"{len(sample)} cards ({len(uses)} productions, {missing} not compiled) -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
