"""One card of each of two descriptions added from the GY: "Add 1 "A" or "B", and 1 Ritual Spell
Card, from your GY to your hand" (one pick from the GY of 2 cards, one matching each
description: `one_each`; without both there, no activation)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

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
