"""Fewer Tributes for both players' Normal Summons: "both players can Tribute Summon Level 7 or
higher Wyrm Type monsters in Attack Position with only 1 Tribute" (お互いのプレイヤーは、レベル７
以上のドラゴン族モンスターを１体のリリースで攻撃表示でアドバンス召喚できる), "both players can
Normal Summon Level 5 Spellcaster Type monsters with 1500 DEF without Tributing", "... EARTH
Attribute Machine Type monsters whose ATK equals their own DEF for 1 less Tribute": the rule
`fewer_tributes` of both players, for the monsters of their hands matching the description (by
their printed facts), one Tribute fewer than their Level asks; a Normal Summon in Attack
Position, never a Set.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Mods = list[dict[str, Any]]


def _summoned(d: dict[str, Any], low: int, high: int) -> dict[str, Any]:
    """The filter of the monsters described, whose Levels must lie within low-high."""
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural"):
        raise NoMatch("monsters")
    if set(d) & {"count", "all", "upto", "other", "place", "face", "position", "article"}:
        raise NoMatch("monsters of a plain description")
    chosen = to_filter(d) or {}
    least = chosen.get("level", chosen.get("level_min", 0))
    most = chosen.get("level", chosen.get("level_max", 99))
    if least < low or most > high:
        raise NoMatch(f"Levels {low} to {high}")
    chosen.pop("kind", None)
    return chosen


def _fewer(chosen: dict[str, Any]) -> Mods:
    return [{"rule": "fewer_tributes", "value": 1, "side": "both", "filter": chosen}]


@production(
    "mod",
    "static12_one_tribute_both",
    "both players can Tribute Summon {d:desc} in Attack Position with only 1 Tribute",
)
def _one_tribute(draft: Draft, d: dict[str, Any]) -> Mods:
    """Level 7 or higher monsters (2 Tributes by their Level): 1."""
    return _fewer(_summoned(d, 7, 99))


@production(
    "mod",
    "static12_no_tribute_both",
    "both players can Normal Summon {d:desc} without Tributing",
)
def _no_tribute(draft: Draft, d: dict[str, Any]) -> Mods:
    """Level 5 or 6 monsters (1 Tribute by their Level): none."""
    return _fewer(_summoned(d, 5, 6))


@production(
    "mod",
    "static12_less_tribute_atk_is_def_both",
    "both players can Normal Summon {d:desc} whose ATK equals their own DEF for 1 less Tribute",
)
def _less_tribute_atk_is_def(draft: Draft, d: dict[str, Any]) -> Mods:
    """Monsters of the description whose ATK equals their DEF (in the hand, their printed ATK
    and DEF): one Tribute fewer, for those of Level 5 or higher (the others need none)."""
    return _fewer({**_summoned(d, 0, 99), "original_atk_is_def": True})
