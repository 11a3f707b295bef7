"""The Levels of several monsters changed together: "reduce the Levels of all face-up Level 7
or higher monsters on your opponent's field by 1", "increase the Levels of the monsters
Special Summoned by this effect by 1" (the plural of "the Level of ...": each monster's Level
changes by the amount)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.productions.changes import _decrease, _increase

_SEVERAL_REFERENCES = frozenset(
    {"those monsters", "them", "the monsters Special Summoned by this effect"}
)


def _several(t: dict[str, Any], n: int) -> bool:
    """Several monsters: all of a kind, more than one, or a reference to such."""
    if "ref" in t:
        return t["ref"] in _SEVERAL_REFERENCES
    desc = t.get("desc", {})
    return bool(desc.get("all") or desc.get("count", 1) > 1)


production(
    "change",
    "other10_levels_down",
    "reduce the Levels of {t:target} by {n}",
    accepts=_several,
)(_decrease)
production(
    "change",
    "other10_levels_up",
    "increase the Levels of {t:target} by {n}",
    accepts=_several,
)(_increase)
