"""Conditions: what must hold to activate an effect, or for part of it to apply."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import place_at

Conds = list[dict[str, Any]]


@production(
    "condition",
    "summoned_normal",
    "during the turn you Normal Summoned this card",
    "during the turn that you Normal Summoned this card",
)
def _summoned_normal(draft: Draft) -> Conds:
    return [{"cond": "summoned", "how": "normal"}]


@production(
    "condition",
    "summoned_any",
    "during your Main Phase that you Normal or Special Summoned this card",
    "during the turn you Normal or Special Summoned this card",
)
def _summoned_any(draft: Draft) -> Conds:
    return [{"cond": "summoned", "how": "any"}]


@production("condition", "deck_min", "you have {n} or more cards in your Deck")
def _deck_min(draft: Draft, n: int) -> Conds:
    return [{"cond": "deck_min", "count": n}]


@production("condition", "lp_max", "your LP are {n} or less")
def _lp_max(draft: Draft, n: int) -> Conds:
    return [{"cond": "lp_max", "amount": n}]


@production("condition", "lp_min", "your LP are {n} or more")
def _lp_min(draft: Draft, n: int) -> Conds:
    return [{"cond": "lp_min", "amount": n}]


def _has(desc: dict[str, Any], place: dict[str, str], least: int = 1) -> Conds:
    if "count" in desc and desc.get("article") is None and not desc.get("upto"):
        raise NoMatch("a count without 'or more'")
    if desc.get("all") or desc.get("upto"):
        raise NoMatch("all / up to in a condition")
    made: dict[str, Any] = {"cond": "has", "from": source_of(desc, place)}
    chosen = zone_filter(desc, made["from"])
    if chosen:
        made["filter"] = chosen
    if least != 1:
        made["min"] = least
    if desc.get("other"):
        made["other"] = True
    return [made]


def _one_or_any(d: dict[str, Any]) -> bool:
    """A description "you have" one of or some of: no bare count ("3 monsters": exactly 3),
    no "all" or "up to"."""
    bare = "count" in d and d.get("article") is None and not d.get("upto")
    return not bare and not d.get("all") and not d.get("upto")


_at = place_at  # the name other production modules know it by

_HOLDINGS = (
    ("has_field", "you have", "on your field", place_at("field")),
    ("has_gy", "you have", "in your GY", place_at("gy")),
    ("opp_has_field", "your opponent has", "on their field", place_at("field", "opp")),
)
"""Who has cards where: each one's production name, the words around the description and
the place."""

for _name, _who, _where, _place in _HOLDINGS:

    @production("condition", _name, f"{_who} {{d:desc}} {_where}", accepts=_one_or_any)
    def _has_at(draft: Draft, d: dict[str, Any], _p: dict[str, str] = _place) -> Conds:
        return _has(d, _p)

    @production("condition", f"{_name}_min", f"{_who} {{n}} or more {{d:desc}} {_where}")
    def _has_min(draft: Draft, n: int, d: dict[str, Any], _p: dict[str, str] = _place) -> Conds:
        return _has(d, _p, n)


@production(
    "condition", "has_field_faceup", "you have {d:desc} face-up on your field", accepts=_one_or_any
)
def _has_field_faceup(draft: Draft, d: dict[str, Any]) -> Conds:
    if "face" in d:
        raise NoMatch("face-up twice")
    return _has({**d, "face": "face-up"}, place_at("field"))


@production("condition", "no_other_monsters", "you have no other monsters on your field")
def _no_other(draft: Draft) -> Conds:
    return [{"cond": "not", "condition": {"cond": "has", "from": "own_monsters", "other": True}}]


@production("condition", "no_monsters", "you have no monsters on your field")
def _no_monsters(draft: Draft) -> Conds:
    return [{"cond": "not", "condition": {"cond": "has", "from": "own_monsters"}}]
