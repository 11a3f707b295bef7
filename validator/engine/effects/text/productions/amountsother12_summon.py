"""Up to one monster of each of two descriptions Special Summoned from the hand and the GY:
"Special Summon 1 DARK Attribute Spellcaster Type monster with 2500 ATK and/or 1 DARK Attribute
Spellcaster Type monster with 2000 ATK from your hand and/or GY face-up to your field" (自分の
手札・墓地の、モンスター（...攻撃力２５００）とモンスター（...攻撃力２０００）をそれぞれ１体
まで選び、...特殊召喚する).

One pick of 1 or 2 cards from the hand and the GY, each matching a different description
(`one_each`), summoned together.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_SOURCE = "own_hand_gy"


@production(
    "op",
    "amountsother12_summon_one_each",
    "Special Summon {a:desc} and/or {b:desc} from your hand and/or GY face-up to your field",
)
def _summon_one_each(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    filters = []
    for desc in (a, b):
        if desc.get("count") != 1 or set(desc) & {"article", "all", "upto", "andor", "other"}:
            raise NoMatch("1 monster of a description")
        if desc.get("noun") != "monster" or "names" in desc:
            raise NoMatch("a described monster")
        filters.append(zone_filter({k: v for k, v in desc.items() if k != "count"}, _SOURCE))
    draft.picks.append(
        {"from": _SOURCE, "n": 2, "upto": True, "one_each": True, "filter": {"any_of": filters}}
    )
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "special_summon", "target": {"pick": draft.last_pick}, "position": "faceup"}]
