"""A compiled card's effect in canonical English, rendered from its clause parses.

What `rushdeck cards show` prints under "effect as played": the words come from the grammar's
templates and the values the compiler read, not from stored card text.
"""

from __future__ import annotations

from validator.engine.effects.text import compiler as _compiler  # noqa: F401 (declares productions)
from validator.engine.effects.text.grammar import from_json, render
from validator.engine.effects.text.records import clause_parses


def rendered_clauses(card_id: int) -> list[str] | None:
    """Each clause of a compiled card as the engine plays it; None when it was not compiled."""
    parses = clause_parses().get(card_id)
    if parses is None:
        return None
    lines = []
    for parse in parses:
        if parse.get("override"):
            lines.append(f"(clause {parse['n']}: played from an override)")
            continue
        lines.append(render(from_json(parse["parse"])) + ".")
    return lines
