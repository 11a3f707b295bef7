"""Operations on battle positions."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production("op", "to_facedown", "change {t:target} to face-down Defense Position")
def _facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_facedown", "target": draft.target(t)}]


@production("op", "to_attack", "change {t:target} to face-up Attack Position")
def _attack(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_attack", "target": draft.target(t)}]


@production("op", "to_defense", "change {t:target} to face-up Defense Position")
def _defense(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_defense", "target": draft.target(t)}]


@production("op", "change_position", "change the battle position of {t:target}")
def _change(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "change_position", "target": draft.target(t)}]
