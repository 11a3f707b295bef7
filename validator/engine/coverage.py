"""How much of the card pool the engine plays exactly, by kind of card."""

from __future__ import annotations

from collections import Counter
from typing import Any

from validator.cards import CardDB
from validator.engine.cards import CardInfo
from validator.engine.effects.registry import EFFECTS, effect_for, effect_text_ids


def _kind(info: CardInfo) -> str:
    kind = ("monster", "spell", "trap")[info.kind]
    return f"{info.subtype} {kind}" if info.subtype else kind


def coverage(db: CardDB) -> dict[str, Any]:
    """Per kind of card: how many have no effect to play, are encoded exactly, in part, or not
    at all (played without their effect: vanilla monsters, spells that only go to the GY)."""
    rows: dict[str, Counter[str]] = {}
    partial = []
    for card in db:
        if not card.official:
            continue
        info = CardInfo(card)
        row = rows.setdefault(_kind(info), Counter())
        row["cards"] += 1
        effect = effect_for(info)
        if card.id not in effect_text_ids():
            row["no_effect"] += 1
        elif effect is None:
            row["not_implemented"] += 1
        elif effect.partial:
            row["partial"] += 1
            partial.append({"id": card.id, "name": card.name})
        else:
            row["exact"] += 1
    kinds = []
    for name, row in sorted(rows.items()):
        played_exactly = row["no_effect"] + row["exact"]
        kinds.append(
            {
                "kind": name,
                "cards": row["cards"],
                "no_effect": row["no_effect"],
                "exact": row["exact"],
                "partial": row["partial"],
                "not_implemented": row["not_implemented"],
                "played_exactly": played_exactly,
                "rate": round(played_exactly / row["cards"], 4),
            }
        )
    total = sum(k["cards"] for k in kinds)
    exactly = sum(k["played_exactly"] for k in kinds)
    return {
        "cards": total,
        "played_exactly": exactly,
        "rate": round(exactly / total, 4) if total else 0.0,
        "encoded_effects": len(EFFECTS),
        "kinds": kinds,
        "partial": sorted(partial, key=lambda c: c["name"]),
    }


def coverage_lines(report: dict[str, Any]) -> list[str]:
    lines = [
        f"{report['played_exactly']} of {report['cards']} official cards played exactly "
        f"({report['rate']:.1%}); {report['encoded_effects']} effects encoded",
        "",
        f"{'kind':<16} {'cards':>6} {'no effect':>10} {'exact':>6} {'partial':>8} "
        f"{'missing':>8} {'exactly':>8}",
    ]
    for k in report["kinds"]:
        lines.append(
            f"{k['kind']:<16} {k['cards']:>6} {k['no_effect']:>10} {k['exact']:>6} "
            f"{k['partial']:>8} {k['not_implemented']:>8} {k['rate']:>8.1%}"
        )
    if report["partial"]:
        lines += ["", "encoded in part: " + ", ".join(c["name"] for c in report["partial"])]
    return lines
