"""What the compiler left next to the card data: each compiled card's clause parses
(`clauses.json`) and each clause it could not read (`missing.json`), read on first use.

The user's cache holds the same files for cards fetched by `rushdeck update`; those win.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from validator.engine.effects.text.store import CLAUSES_FILE, MISSING_FILE, effect_file


def _read(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


@cache
def clause_parses() -> dict[int, list[dict[str, Any]]]:
    """Each compiled card's clause parses by card id: `{"n": N, "parse": ...}`, or
    `{"n": N, "override": true}` for an overridden clause."""
    return {int(card): parses for card, parses in _read(effect_file(CLAUSES_FILE)).items()}


@cache
def missing_clauses() -> dict[int, list[dict[str, Any]]]:
    """Each card's clauses that did not compile, by card id."""
    found: dict[int, list[dict[str, Any]]] = {}
    for record in _read(effect_file(MISSING_FILE)):
        found.setdefault(record["card"], []).append(record)
    return found


def overridden(card_id: int) -> bool:
    """True when a compiled card took one of its clauses from the overrides."""
    return any(p.get("override") for p in clause_parses().get(card_id, ()))
