"""A later part for the first turn of the player going second, and a monster summoned from
either player's GY: "Then, if you activated this effect during the first turn of the player
going second, you can Special Summon 1 monster from either player's GY face-up on your field"
(このターンが後攻プレイヤーの最初のターンだった場合、お互いの墓地のモンスター１体を選んで自分
フィールドに表側表示で特殊召喚できる).

- "you activated this effect during the first turn of the player going second": the effect
  resolves in the turn it was activated, so it is the game's second turn as it resolves.
- "Special Summon 1 monster from either player's GY face-up on your field": as "... from either
  GY face-up to your field" reads it (a choice among both GYs).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "condition",
    "then12_second_activated_during",
    "you activated this effect during the first turn of the player going second",
)
def _activated_during(draft: Draft) -> list[dict[str, Any]]:
    if draft.category != "sentence":
        raise NoMatch("'this effect' as it resolves")
    return BY_NAME["requirements4_second_players_first_turn"].build(draft)


@production(
    "op",
    "then12_second_summon_either_gy",
    "Special Summon {d:desc} from either player's GY face-up on your field",
)
def _summon_either_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    either_gy = {"prep": "from", "side": "all", "zone": "gy"}
    return BY_NAME["summon_faceup"].build(draft, t={"desc": d, "place": either_gy})
