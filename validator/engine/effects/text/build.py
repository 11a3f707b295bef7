"""Compiling a whole card pool: the encodings, the clause parses and the missing clauses.

Used by `scripts/build_effects.py` (the bundled files), by `rushdeck update` (new cards play at
once) and by the drift test (the committed sample of texts must compile to what is committed).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from validator.cards.db import CardDB, load_cards
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.effects.text.compiler import OVERRIDE_PARTS, Compiled, compile_card
from validator.engine.effects.text.names import using
from validator.engine.effects.text.source import card_text
from validator.paths import bundled

OVERRIDES_FILE = "overrides.json"


def load_overrides() -> dict[tuple[int, int], dict[str, Any]]:
    """The per-clause overrides by (card id, clause number): `card_data/effects/overrides.json`."""
    path = bundled("card_data", "effects", OVERRIDES_FILE)
    with path.open(encoding="utf-8") as handle:
        entries = json.load(handle)
    overrides = {}
    for entry in entries:
        card = entry.get("card") if isinstance(entry, dict) else None
        parts = {k: v for k, v in entry.items() if k not in ("card", "clause", "name", "why")}
        unknown = sorted(set(parts) - set(OVERRIDE_PARTS))
        if not isinstance(card, int) or not isinstance(entry.get("clause"), int) or unknown:
            raise EncodingError(card, OVERRIDES_FILE, f"an override of unknown shape {unknown}")
        overrides[(card, entry["clause"])] = parts
    return overrides


@dataclass
class PoolBuild:
    """Everything compiled from one pool of card texts."""

    results: list[Compiled] = field(default_factory=list)

    @property
    def encodings(self) -> list[dict[str, Any]]:
        return [r.encoding for r in self.results if r.encoding is not None]

    @property
    def clauses(self) -> dict[str, list[dict[str, Any]]]:
        """Each compiled card's clause parses (what renders it back to English), by card id."""
        return {str(r.card.id): r.clauses for r in self.results if r.encoding is not None}

    @property
    def missing(self) -> list[dict[str, Any]]:
        return [m for r in self.results for m in r.missing]

    def one_short(self) -> list[Compiled]:
        """The cards that miss exactly one clause."""
        return [r for r in self.results if len(r.missing) == 1]

    def top_missing(
        self, limit: int = 20, category: str = "", one_short: bool = False
    ) -> list[dict[str, Any]]:
        """The most frequent missing clause templates, each with its count and a card (of the
        cards one clause short only, with `one_short`: what a production would complete)."""
        counts: Counter[tuple[str, str]] = Counter()
        example: dict[tuple[str, str], int] = {}
        missing = [r.missing[0] for r in self.one_short()] if one_short else self.missing
        for m in missing:
            if category and m["category"] != category:
                continue
            key = (m["category"], m["template"])
            counts[key] += 1
            example.setdefault(key, m["card"])
        return [
            {"category": c, "template": t, "count": n, "example": example[(c, t)]}
            for (c, t), n in counts.most_common(limit)
        ]


def compile_pool(
    records: Iterable[dict[str, Any]],
    overrides: dict[tuple[int, int], dict[str, Any]] | None = None,
    db: CardDB | None = None,
) -> PoolBuild:
    """Compile every upstream card record that has an effect (names read with `db`, the data
    in use by default); each encoding is checked by the effect language, and one it refuses
    makes the card missing with the reason."""
    overrides = load_overrides() if overrides is None else overrides
    with using(db or load_cards()):
        return _compile(records, overrides)


def _compile(
    records: Iterable[dict[str, Any]], overrides: dict[tuple[int, int], dict[str, Any]]
) -> PoolBuild:
    pool = PoolBuild()
    for record in records:
        text = card_text(record)
        if text is None:
            continue
        result = compile_card(text, overrides)
        if result.encoding is not None:
            try:
                check_encoding(result.encoding, "compiled")
            except EncodingError as error:
                result.missing.append(
                    {
                        "card": text.id,
                        "clause": -1,
                        "category": "encoding",
                        "template": f"refused by the effect language: {error.detail}",
                    }
                )
                result.encoding = None
        pool.results.append(result)
    return pool
