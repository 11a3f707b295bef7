"""Cards of several descriptions added or Special Summoned: "Add 1 "A" or "B", and 1 Ritual Spell
Card, from your GY to your hand" (one pick from the GY of 2 cards, one matching each
description: `one_each`; without both there, no activation), "Special Summon up to 3 "A", "B",
and/or WIND Attribute Winged Beast Type Fusion Monsters from your GY face-up to your field"
(up to 3 cards in all, each of any description: the pick of `productions/move.py`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.move import _TOTAL, _form, choice_pick

Steps = list[dict[str, Any]]


@production(
    "op",
    "fusion10_add_one_each",
    "add {a:desc}, and {b:desc}, from your GY to your hand",
    "add {a:desc} and {b:desc} from your GY to your hand",
)
def _add_one_each(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    filters = []
    for desc in (a, b):
        if desc.get("count") != 1 or set(desc) & {"article", "all", "upto", "andor", "other"}:
            raise NoMatch("1 card of a description")
        chosen = zone_filter({k: v for k, v in desc.items() if k != "count"}, "own_gy")
        if not chosen:
            raise NoMatch("any card")
        filters.append(chosen)
    pick = {"from": "own_gy", "n": 2, "upto": True, "min": 2, "filter": {"any_of": filters}}
    draft.picks.append({**pick, "one_each": True})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "to_hand", "target": {"pick": draft.last_pick}}]


@production(
    "op",
    "fusion10_summon_choice",
    "Special Summon {t:move_target} face-up to your field",
    accepts=lambda t: "place" in t and _form(t["choice"]) == _TOTAL,
)
def _summon_choice(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "Up to N" cards in all, each of any description (other lists of descriptions are
    read by other productions)."""
    pick = choice_pick(draft, t["choice"], t["place"])
    return [{"op": "special_summon", "target": {"pick": pick}, "position": "faceup"}]
