"""Build card records from the upstream card aggregate joined with the EDOPro passcodes.

The aggregate (`yaml-yugi/rush.json`) holds every Rush card with its names, stats and text; the
EDOPro database (`cards-rush.cdb`, SQLite) holds the passcodes of every print. Only facts are kept.
Joining is by English name first, then by alias (alternate prints point at their main print),
then by stats plus a close name (upstream translations differ now and then). Every passcode that
joins nothing is reported with the reason.
"""

from __future__ import annotations

import difflib
import html
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from validator.cards.db import CardDB
from validator.cards.model import Card, normalize_name
from validator.engine.effects.text.names import using
from validator.sources.materials import is_named, parts_of, read_materials

RUSH_PASSCODES = range(160_000_000, 170_000_000)
_RUBY = re.compile(r"<ruby>(.*?)<rt>.*?</rt></ruby>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_QUOTED = re.compile(r'"([^"]+)"')
_PAGE_SUFFIX = re.compile(r"\s*\((Rush Duel|Rush)\)$")
_MAXIMUM_SUFFIX = {"[L]": "left", "[R]": "right"}
_NOT_ANNOUNCED = "(TBA)"
# A few Maximum pieces carry another name and only take an [L]/[R] piece's name in the hand.
_PIECE_NAME_IN_HAND = re.compile(r'name becomes "([^"]+ \[[LR]\])" while in the hand')

# EDOPro type bits
_TYPE_MONSTER, _TYPE_SPELL, _TYPE_TRAP = 0x1, 0x2, 0x4
_KIND_BITS = {"monster": _TYPE_MONSTER, "spell": _TYPE_SPELL, "trap": _TYPE_TRAP}


class UpstreamError(ValueError):
    """Upstream data that cannot be built from (wrong shape, missing fields)."""


@dataclass
class JoinReport:
    """What the passcode join did: counts and every passcode or card left unjoined, with why."""

    joined: int = 0
    unjoined_passcodes: list[tuple[int, str, str]] = field(default_factory=list)
    cards_without_passcode: list[tuple[int, str]] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [f"passcodes joined: {self.joined}"]
        out += [f"passcode {p} ({n!r}) not joined: {why}" for p, n, why in self.unjoined_passcodes]
        out += [f"card {i} ({n!r}) has no EDOPro passcode" for i, n in self.cards_without_passcode]
        return out


def plain_japanese(text: str | None) -> str | None:
    """Japanese name without ruby reading aids or markup."""
    if not text:
        return None
    return html.unescape(_TAG.sub("", _RUBY.sub(r"\1", text))).strip() or None


def _page_name(name: str) -> str:
    return _PAGE_SUFFIX.sub("", name.strip())


def maximum_piece_name(raw: dict[str, Any]) -> str:
    """The Maximum piece name a card plays as: its own, or the [L]/[R] name it takes in hand."""
    condition = (raw.get("summoning_condition") or {}).get("en") or ""
    match = _PIECE_NAME_IN_HAND.search(condition)
    return match.group(1) if match else raw["name"]["en"]


def _monster_facts(raw: dict[str, Any]) -> dict[str, Any]:
    parts = [p.strip() for p in (raw.get("monster_type_line") or "").split("/")]
    race, tags = parts[0] or None, {p.lower() for p in parts[1:]}
    subtype = next(
        (t for t in ("fusion", "ritual", "maximum", "union", "normal") if t in tags), "effect"
    )
    part = None
    if subtype == "maximum":
        piece = maximum_piece_name(raw)
        part = next((p for s, p in _MAXIMUM_SUFFIX.items() if piece.endswith(s)), "center")
    return {
        "subtype": subtype,
        "maximum_part": part,
        "level": raw.get("level"),
        "atk": raw.get("atk"),
        "def": raw.get("def"),
        "maximum_atk": raw.get("maximum_atk"),
        "attribute": raw.get("attribute"),
        "race": race,
        "extra_deck": subtype in ("fusion", "ritual"),
        "effect_monster": "effect" in tags,
    }


def card_id(raw: dict[str, Any]) -> int:
    """The konami_id, or the Yugipedia page id for the few cards without one."""
    kid = raw.get("konami_id")
    if kid is not None:
        return int(kid)
    page = raw.get("yugipedia_page_id")
    if page is None:
        raise UpstreamError(f"card {raw.get('name', {}).get('en')!r} has no id at all")
    return int(page)


def base_record(raw: dict[str, Any]) -> dict[str, Any]:
    """The facts of one upstream card, before names are resolved to ids and passcodes joined."""
    try:
        kind = raw["card_type"].lower()
        name = raw["name"]["en"]
    except (KeyError, AttributeError, TypeError) as exc:
        raise UpstreamError(f"card entry without card_type or English name: {exc}") from exc
    if kind not in _KIND_BITS:
        raise UpstreamError(f"card {name!r} has unknown card_type {raw['card_type']!r}")
    record: dict[str, Any] = {
        "id": card_id(raw),
        "name": name,
        "name_ja": plain_japanese(raw["name"].get("ja")),
        "kind": kind,
        "legend": bool(raw.get("legend")),
        "official": not raw.get("cannot_be_used_in_official_duels"),
    }
    if kind == "monster":
        record.update(_monster_facts(raw))
    elif kind == "spell":
        record["subtype"] = (raw.get("property") or "Normal").lower()
    return record


class _NameIndex:
    """English page and card names to ids; official cards win a shared name."""

    def __init__(self, records: list[dict[str, Any]]) -> None:
        self._ids: dict[str, int] = {}
        for rec in sorted(records, key=lambda r: (r["official"], -r["id"])):
            self._ids[normalize_name(rec["name"])] = rec["id"]

    def get(self, name: str) -> int | None:
        return self._ids.get(normalize_name(_page_name(name)))


def _materials_text(raw: dict[str, Any]) -> str | None:
    """A Fusion Monster's materials text; None when not announced yet ("(TBA)")."""
    text = (raw.get("materials") or {}).get("en")
    return None if text == _NOT_ANNOUNCED else text


def _resolve_references(
    records: list[dict[str, Any]], raws: list[dict[str, Any]], index: _NameIndex
) -> None:
    """Fusion materials, Ritual Spells and Maximum sets as ids."""
    for rec, raw in zip(records, raws, strict=True):
        materials = _materials_text(raw)
        if materials and rec.get("subtype") == "fusion":
            parts = parts_of(materials)
            named = [index.get(part[1:-1]) for part in parts if is_named(part)]
            rec["fusion_materials"] = [i for i in named if i is not None]
            rec["fusion_generic_materials"] = len(named) < len(parts) or None in named
        spells = raw.get("ritual_spell")
        if spells and rec.get("subtype") == "ritual":
            names = [s.strip().lstrip("*").strip() for s in spells.splitlines() if s.strip()]
            rec["ritual_spells"] = [i for i in map(index.get, names) if i is not None]
        if rec.get("maximum_part"):
            centre = maximum_piece_name(raw).removesuffix(" [L]").removesuffix(" [R]")
            ids = [index.get(centre), index.get(centre + " [L]"), index.get(centre + " [R]")]
            if None not in ids:
                rec["maximum_set"] = ids


@dataclass(frozen=True)
class CdbRow:
    passcode: int
    alias: int
    kind: str | None
    atk: int
    defence: int
    level: int
    name: str


def read_cdb(path: Path) -> list[CdbRow]:
    """The Rush rows of an EDOPro card database."""
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = con.execute(
                "select d.id, d.alias, d.type, d.atk, d.def, d.level, t.name "
                "from datas d join texts t on d.id = t.id"
            ).fetchall()
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise UpstreamError(f"{path}: not an EDOPro card database ({exc})") from exc
    out = []
    for passcode, alias, ctype, atk, dfn, level, name in rows:
        if passcode not in RUSH_PASSCODES:
            continue
        kind = next((k for k, bit in _KIND_BITS.items() if ctype & bit), None)
        out.append(CdbRow(passcode, alias, kind, atk, dfn, level & 0xFF, name or ""))
    return out


def _stats_key(kind: str | None, atk: Any, defence: Any, level: Any) -> tuple:
    if kind == "monster":
        return (kind, atk, defence, level)
    return (kind,)


def join_passcodes(records: list[dict[str, Any]], rows: list[CdbRow]) -> JoinReport:
    """Fill `passcodes` on the records from the cdb rows; report what could not be joined."""
    report = JoinReport()
    by_name: dict[str, dict[str, Any]] = {}
    for rec in sorted(records, key=lambda r: (r["official"], -r["id"])):
        by_name[normalize_name(rec["name"])] = rec
    by_stats: dict[tuple, list[dict[str, Any]]] = {}
    for rec in records:
        key = _stats_key(rec["kind"], rec.get("atk"), rec.get("def"), rec.get("level"))
        by_stats.setdefault(key, []).append(rec)
    passcode_owner: dict[int, dict[str, Any]] = {}

    def attach(row: CdbRow, rec: dict[str, Any]) -> None:
        rec.setdefault("passcodes", []).append(row.passcode)
        passcode_owner[row.passcode] = rec
        report.joined += 1

    pending: list[CdbRow] = []
    for row in rows:
        name = normalize_name(_page_name(row.name))
        rec = by_name.get(name)
        if rec is not None and rec["kind"] == row.kind:
            attach(row, rec)
        else:
            pending.append(row)
    still: list[CdbRow] = []
    for row in pending:
        owner = passcode_owner.get(row.alias)
        if owner is not None:
            attach(row, owner)
        else:
            still.append(row)
    taken = {id(r) for r in passcode_owner.values()}
    groups: dict[tuple, list[CdbRow]] = {}
    for row in still:  # alternate prints share a name: match a name once, join all its prints
        stats = _stats_key(row.kind, row.atk, row.defence, row.level)
        groups.setdefault((normalize_name(_page_name(row.name)), stats), []).append(row)
    rivals: dict[tuple, int] = {}
    for _, stats in groups:
        rivals[stats] = rivals.get(stats, 0) + 1
    for (_, stats), group in groups.items():
        rec, why = _closest(group[0], by_stats, taken, rivals[stats])
        for row in group:
            if rec is None:
                report.unjoined_passcodes.append((row.passcode, row.name, why))
            else:
                attach(row, rec)
        if rec is not None:
            taken.add(id(rec))
    for rec in records:
        rec["passcodes"] = sorted(rec.get("passcodes", []))
        if not rec["passcodes"]:
            report.cards_without_passcode.append((rec["id"], rec["name"]))
    return report


_STOPWORDS = {"the", "of", "a", "an"}


def _words(name: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", _page_name(name).casefold()) if w not in _STOPWORDS}


def _similarity(a: str, b: str) -> float:
    """How alike two translations of a name are: shared words, or shared letters in order."""
    wa, wb = _words(a), _words(b)
    shared = len(wa & wb) / min(len(wa), len(wb)) if wa and wb else 0.0
    letters = difflib.SequenceMatcher(None, normalize_name(a), normalize_name(b)).ratio()
    return max(shared, 0.8 * letters)


def _maximum_suffix(name: str) -> str:
    return next((s for s in _MAXIMUM_SUFFIX if name.endswith(s)), "")


def _closest(
    row: CdbRow, by_stats: dict[tuple, list[dict[str, Any]]], taken: set[int], rivals: int
) -> tuple[dict[str, Any] | None, str]:
    """The passcode-less card with the same kind and stats whose name is clearly the closest.

    `rivals` is how many unjoined passcodes share these stats: when both sides have exactly
    one left, they are the same card under two translations.
    """
    candidates = [
        rec
        for rec in by_stats.get(_stats_key(row.kind, row.atk, row.defence, row.level), [])
        if id(rec) not in taken and _maximum_suffix(rec["name"]) == _maximum_suffix(row.name)
    ]
    if not candidates:
        return None, "no card without a passcode has the same kind and stats"
    if len(candidates) == 1 and rivals == 1 and row.kind == "monster":
        return candidates[0], ""
    scored = sorted(
        ((_similarity(row.name, r["name"]), r) for r in candidates), key=lambda pair: -pair[0]
    )
    best_score, best = scored[0]
    runner_up = scored[1][0] if len(scored) > 1 else 0.0
    if best_score >= 0.5 and best_score - runner_up >= 0.08:
        return best, ""
    return None, f"no clear name match among {len(candidates)} card(s) with the same stats"


def build_cards(raws: list[dict[str, Any]], rows: list[CdbRow]) -> tuple[list[Card], JoinReport]:
    """Card records from the upstream aggregate and the cdb rows, sorted by id."""
    if not isinstance(raws, list) or not raws:
        raise UpstreamError("the card aggregate must be a non-empty JSON list of cards")
    records = [base_record(raw) for raw in raws]
    ids = [r["id"] for r in records]
    if len(set(ids)) != len(ids):
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        raise UpstreamError(f"duplicate card ids in the aggregate: {dupes[:10]}")
    _resolve_references(records, raws, _NameIndex(records))
    report = join_passcodes(records, rows)
    cards = [Card.model_validate(r) for r in records]
    described = _described_materials(cards, raws)
    cards = sorted((described.get(c.id, c) for c in cards), key=lambda c: c.id)
    return cards, report


def _described_materials(cards: list[Card], raws: list[dict[str, Any]]) -> dict[int, Card]:
    """The Fusion Monsters whose materials are also described by properties, with those
    described materials read (names resolved among these cards)."""
    out = {}
    with using(CardDB(cards)):
        for card, raw in zip(cards, raws, strict=True):
            if not card.fusion_generic_materials:
                continue
            text = _materials_text(raw) or ""
            if len(card.fusion_materials) != sum(map(is_named, parts_of(text))):
                continue  # a named material that is no card: the materials are unknown
            parts = read_materials(text)
            if parts:
                out[card.id] = Card.model_validate({**card.record(), "fusion_described": parts})
    return out
