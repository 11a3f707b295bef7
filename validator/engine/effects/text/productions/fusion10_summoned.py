"""The monster an effect just summoned, for a turn only: "The monster Special Summoned by this
effect cannot attack, and is sent to the GY during the End Phase of this turn" (it cannot
attack while it stays on the field, and this turn's End Phase sends it to the GY:
`end_phase`, which ends if it leaves the field first)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "fusion10_no_attack_then_gy",
    "{t:target} cannot attack, and is sent to the GY {w:summonmove_end_phase}",
)
def _no_attack_then_gy(draft: Draft, t: dict[str, Any], w: str) -> Steps:
    if t.get("ref") not in ("the monster Special Summoned by this effect", "it", "that monster"):
        raise NoMatch("the monster summoned just now")
    target = draft.target(t)
    if target != "moved":
        raise NoMatch("the card the step before moved")
    return [
        {"op": "grant", "target": target, "ability": "cannot_attack", "until": "permanent"},
        {"op": "end_phase", "target": target, "action": "gy"},
    ]
