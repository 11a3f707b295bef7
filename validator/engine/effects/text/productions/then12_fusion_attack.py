"""A Fusion Summon in face-up Attack Position: "Then, you can Fusion Summon an EARTH, WATER,
FIRE, or WIND Attribute monster in face-up Attack Position by shuffling monsters from your hand
into the Deck as material" (…を表側攻撃表示で融合召喚できる): as the same Fusion Summon without
the position, the monster summoned in Attack Position (`fusion_summon` `position` attack)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_fusion_attack_by",
    "Fusion Summon {m:desc} in face-up Attack Position by {how:fusion_verb} {d:desc} "
    "{at:fusion_from} {go:fusion_go} as material",
)
def _fusion_attack(draft: Draft, **slots: Any) -> Steps:
    steps = BY_NAME["fusion_summon_monster_by"].build(draft, **slots)
    summons = [step for step in steps if step["op"] == "fusion_summon"]
    if len(summons) != 1 or summons[0].get("position", "faceup") != "faceup":
        raise NoMatch("one Fusion Summon, face-up")
    summons[0]["position"] = "attack"
    return steps
