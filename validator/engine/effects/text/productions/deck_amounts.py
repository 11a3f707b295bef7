"""Amounts read from what the effect destroyed: "Destroy all face-up monsters on your
opponent's field. Then, inflict damage to your opponent equal to [the total original Levels of
the monsters destroyed by this effect] x 100" (［この効果で破壊したモンスターの元々のレベルの
合計］×１００ダメージ).

The monsters destroyed are those the effect's one destruction, its step just before, destroyed
(`moved`; a Maximum Mode monster once, as its centre piece); their original Levels are their
printed ones.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _monsters_only, _steps


@production(
    "counter",
    "deck_amounts_total_destroyed_original_levels",
    "the total original Levels of the monsters destroyed by this effect",
)
def _total_destroyed(draft: Draft) -> dict[str, Any]:
    steps = draft.effect
    if not steps or steps[-1]["op"] != "destroy":
        raise NoMatch("a destruction just before")
    if sum(1 for step in _steps([*(draft.trunk or ()), *steps]) if step["op"] == "destroy") != 1:
        raise NoMatch("the effect's one destruction")
    if not _monsters_only(draft, steps[-1]["target"]):
        raise NoMatch("monsters destroyed, and only monsters")
    return {"counter": "total", "stat": "original_level", "of": "moved"}
