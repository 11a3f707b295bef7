"""How much of the card pool the engine plays exactly, by kind of card and by source.

A card with an effect in its text is played exactly when its encoding leaves nothing out: one
written by hand (`hand`), compiled from its text (`compiled`), or either of these calling a
named Python hook (`hook`, counted apart). An encoding that leaves part of the text out is
`partial`; a card with no encoding at all is `missing` (played without its effect).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from validator.cards import CardDB
from validator.engine.cards import CardInfo
from validator.engine.effects.registry import effect_text_ids, effects_for, encodings

SOURCES = ("no_effect", "hand", "compiled", "hook", "partial", "missing")
"""Where each card's play comes from (see the module docstring); the first four are exact."""
EXACT = frozenset({"no_effect", "hand", "compiled", "hook"})


def _kind(info: CardInfo) -> str:
    kind = ("monster", "spell", "trap")[info.kind]
    return f"{info.subtype} {kind}" if info.subtype else kind


def source_of(info: CardInfo) -> str:
    """How the engine plays a card (one of `SOURCES`)."""
    if info.id not in effect_text_ids():
        return "no_effect"
    effects = effects_for(info)
    if effects is None:
        return "missing"
    if effects.partial:
        return "partial"
    if effects.hooks:
        return "hook"
    return effects.source


def coverage(db: CardDB) -> dict[str, Any]:
    """Per kind of card and per source: how many official cards are played exactly."""
    rows: dict[str, Counter[str]] = {}
    partial = []
    for card in db:
        if not card.official:
            continue
        info = CardInfo(card)
        row = rows.setdefault(_kind(info), Counter())
        row["cards"] += 1
        source = source_of(info)
        row[source] += 1
        if source == "partial":
            effects = effects_for(info)
            partial.append({"id": card.id, "name": card.name, "why": effects.partial})
    kinds = []
    for name, row in sorted(rows.items()):
        exactly = sum(row[source] for source in EXACT)
        kinds.append(
            {
                "kind": name,
                "cards": row["cards"],
                **{source: row[source] for source in SOURCES},
                "played_exactly": exactly,
                "rate": round(exactly / row["cards"], 4),
            }
        )
    total = sum(k["cards"] for k in kinds)
    exactly = sum(k["played_exactly"] for k in kinds)
    with_effect = total - sum(k["no_effect"] for k in kinds)
    encoded_exactly = exactly - sum(k["no_effect"] for k in kinds)
    return {
        "cards": total,
        "played_exactly": exactly,
        "rate": round(exactly / total, 4) if total else 0.0,
        "effect_cards": with_effect,
        "effect_cards_exact": encoded_exactly,
        "effect_rate": round(encoded_exactly / with_effect, 4) if with_effect else 0.0,
        "encodings": len(encodings()),
        "sources": {source: sum(k[source] for k in kinds) for source in SOURCES},
        "kinds": kinds,
        "partial": sorted(partial, key=lambda c: c["name"]),
    }


def coverage_lines(report: dict[str, Any]) -> list[str]:
    lines = [
        f"{report['played_exactly']} of {report['cards']} official cards played exactly "
        f"({report['rate']:.1%}); of the {report['effect_cards']} with an effect, "
        f"{report['effect_cards_exact']} ({report['effect_rate']:.1%}); "
        f"{report['encodings']} encodings",
        "by source: "
        + ", ".join(f"{source} {count}" for source, count in report["sources"].items()),
        "",
        f"{'kind':<16} {'cards':>6} {'no effect':>10} {'hand':>6} {'compiled':>9} {'hook':>5} "
        f"{'partial':>8} {'missing':>8} {'exactly':>8}",
    ]
    for k in report["kinds"]:
        lines.append(
            f"{k['kind']:<16} {k['cards']:>6} {k['no_effect']:>10} {k['hand']:>6} "
            f"{k['compiled']:>9} {k['hook']:>5} {k['partial']:>8} {k['missing']:>8} "
            f"{k['rate']:>8.1%}"
        )
    if report["partial"]:
        lines += ["", "encoded in part:"]
        lines += [f"  {c['id']} {c['name']}: {c['why']}" for c in report["partial"]]
    return lines
