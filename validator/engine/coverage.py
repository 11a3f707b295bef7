"""How much of the card pool the engine plays exactly, by kind of card and by source, and what
is still missing.

A card with an effect in its text is played exactly when its encoding leaves nothing out: one
compiled from its text (`compiled`; `overridden` when some clause came from the per-clause
overrides), written by hand (`hand`), or either of these calling a named Python hook (`hook`).
An encoding that leaves part of the text out is `partial`; a card with no encoding at all is
`missing` (played without its effect), and the compiler recorded which of its clauses no
production reads.

The words of those clauses are card text, which is not bundled: the report groups them by
template (names and numbers abstracted) when the text is at hand (`rushdeck update
--with-text` keeps it in the cache, or a card aggregate is given), else by clause category.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from validator.cards import CardDB
from validator.decks.model import Deck
from validator.engine.cards import CardInfo
from validator.engine.effects.registry import effect_text_ids, effects_for, encodings
from validator.engine.effects.text.compiler import template
from validator.engine.effects.text.records import missing_clauses, overridden
from validator.engine.effects.text.source import clauses_of

SOURCES = ("no_effect", "hand", "compiled", "overridden", "hook", "partial", "missing")
"""Where each card's play comes from (see the module docstring); the first five are exact."""
EXACT = frozenset({"no_effect", "hand", "compiled", "overridden", "hook"})

ClauseText = Callable[[int, int], str | None]
"""The words of clause N of a card, when the text is at hand."""


def no_text(card_id: int, clause: int) -> str | None:
    return None


def clause_reader(fields_of: Callable[[int], dict[str, str]]) -> ClauseText:
    """Clause words from a card's text by field (upstream field names), numbered as the
    compiler numbers them."""

    def clause_text(card_id: int, number: int) -> str | None:
        clauses = clauses_of(fields_of(card_id))
        return clauses[number].text if 0 <= number < len(clauses) else None

    return clause_text


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
    if effects.source == "compiled" and overridden(info.id):
        return "overridden"
    return effects.source


def played_as(info: CardInfo) -> dict[str, Any]:
    """How the engine plays a card, for people: its `source`, the compiled effect rendered back
    to English clause by clause (`clauses`), or a `note` (a hand-written encoding, or why it is
    played in part or without its effect). `rushdeck cards show` and the API's
    `/v1/cards/{key}/effect` print it."""
    # Imported here: the grammar loads only when a card's effect is shown.
    from validator.engine.effects.text.rendering import rendered_clauses

    source = source_of(info)
    clauses: list[str] = []
    note = ""
    if source in ("compiled", "overridden"):
        clauses = rendered_clauses(info.id) or []
    elif source in ("hand", "hook"):
        note = "its hand-written encoding"
    elif source != "no_effect":
        note = why(info)
    return {"source": source, "clauses": clauses, "note": note}


def _label(record: dict[str, Any], clause_text: ClauseText) -> str:
    """A missing clause's template when its words are at hand, else its category."""
    words = clause_text(record["card"], record["clause"])
    if words is None:
        return f"({record['category']} clause)"
    return f"{record['category']}: {template(words)}"


def why(info: CardInfo, clause_text: ClauseText = no_text) -> str:
    """Why a card is not played exactly ("" when it is)."""
    source = source_of(info)
    if source == "partial":
        effects = effects_for(info)
        return f"played in part: {effects.partial if effects else ''}"
    if source != "missing":
        return ""
    records = missing_clauses().get(info.id, [])
    if not records:
        return "played without its effect: not compiled"
    clauses = "; ".join(f"clause {r['clause']} {_label(r, clause_text)}" for r in records)
    return f"played without its effect: no production reads {clauses}"


def coverage(db: CardDB, clause_text: ClauseText = no_text, top: int = 15) -> dict[str, Any]:
    """Per kind of card and per source: how many official cards are played exactly; the most
    frequent missing clauses and the cards one clause short."""
    rows: dict[str, Counter[str]] = {}
    partial = []
    missing_cards: list[CardInfo] = []
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
        elif source == "missing":
            missing_cards.append(info)
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
        "missing_clauses": _top_missing(missing_cards, clause_text, top),
        "one_clause_short": _one_short(missing_cards, clause_text),
    }


def _top_missing(
    cards: Iterable[CardInfo], clause_text: ClauseText, top: int
) -> list[dict[str, Any]]:
    counts: Counter[str] = Counter()
    example: dict[str, dict[str, Any]] = {}
    for info in cards:
        for record in missing_clauses().get(info.id, []):
            label = _label(record, clause_text)
            counts[label] += 1
            example.setdefault(label, {"id": info.id, "name": info.name})
    return [
        {"clause": label, "count": n, "example": example[label]}
        for label, n in counts.most_common(top)
    ]


def _one_short(cards: Iterable[CardInfo], clause_text: ClauseText) -> list[dict[str, Any]]:
    short = []
    for info in cards:
        records = missing_clauses().get(info.id, [])
        if len(records) == 1:
            record = records[0]
            short.append(
                {
                    "id": info.id,
                    "name": info.name,
                    "clause": record["clause"],
                    "missing": _label(record, clause_text),
                }
            )
    return sorted(short, key=lambda c: (c["missing"], c["id"]))


def deck_coverage(deck: Deck, db: CardDB, clause_text: ClauseText = no_text) -> dict[str, Any]:
    """How faithfully a deck will be played: the share of its Main and Extra Deck copies played
    exactly, and each card that is not, with why."""
    copies = deck.copies(("main", "extra"))  # the Side Deck is not played
    exact = with_effect = effect_exact = 0
    cards = []
    for card_id, count in sorted(copies.items()):
        card = db.get(card_id)
        if card is None:
            continue
        info = CardInfo(card)
        source = source_of(info)
        if source != "no_effect":
            with_effect += count
        if source in EXACT:
            exact += count
            if source != "no_effect":
                effect_exact += count
            continue
        cards.append(
            {
                "id": card_id,
                "name": card.name,
                "copies": count,
                "source": source,
                "why": why(info, clause_text),
            }
        )
    total = sum(copies.values())
    return {
        "copies": total,
        "played_exactly": exact,
        "rate": round(exact / total, 4) if total else 1.0,
        "effect_copies": with_effect,
        "effect_copies_exact": effect_exact,
        "effect_rate": round(effect_exact / with_effect, 4) if with_effect else 1.0,
        "cards": cards,
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
        f"{'kind':<16} {'cards':>6} {'no effect':>10} {'hand':>6} {'compiled':>9} "
        f"{'overridden':>11} {'hook':>5} {'partial':>8} {'missing':>8} {'exactly':>8}",
    ]
    for k in report["kinds"]:
        lines.append(
            f"{k['kind']:<16} {k['cards']:>6} {k['no_effect']:>10} {k['hand']:>6} "
            f"{k['compiled']:>9} {k['overridden']:>11} {k['hook']:>5} {k['partial']:>8} "
            f"{k['missing']:>8} {k['rate']:>8.1%}"
        )
    if report["partial"]:
        lines += ["", "encoded in part:"]
        lines += [f"  {c['id']} {c['name']}: {c['why']}" for c in report["partial"]]
    if report["missing_clauses"]:
        lines += ["", "clauses most often missing (count, clause, e.g.):"]
        lines += [
            f"  {m['count']:>5}  {m['clause']}  (e.g. {m['example']['id']} {m['example']['name']})"
            for m in report["missing_clauses"]
        ]
    short = report["one_clause_short"]
    if short:
        lines += ["", f"{len(short)} cards one clause short:"]
        lines += [f"  {c['id']} {c['name']}: clause {c['clause']} {c['missing']}" for c in short]
    return lines


def deck_coverage_lines(report: dict[str, Any]) -> list[str]:
    lines = [
        f"{report['played_exactly']} of {report['copies']} copies played exactly "
        f"({report['rate']:.1%}); of the {report['effect_copies']} with an effect, "
        f"{report['effect_copies_exact']} ({report['effect_rate']:.1%})"
    ]
    for card in report["cards"]:
        lines.append(f"  {card['copies']}x {card['id']} {card['name']}: {card['why']}")
    return lines
