"""Every card that compares so with the monster the effect chose: "Destroy all face-up monsters
on your opponent's field with DEF less than or equal to that monster's ATK" (相手フィールドの
その攻撃力以下の守備力を持つ表側表示モンスターを全て破壊する), "Destroy that monster and all
face-up monsters on the field with DEF less than or equal to [that monster's ATK]".

The words after the noun are a comparison (`describe.RELATIONS`) read on an "all" target: the
cards whose fact compares so with the chosen monster's as the operation resolves (its `relate`).
"That monster and all ..." acts on the chosen monster and those cards together (one
destruction); the chosen monster may be among them (it is destroyed once).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import REFERENCES

Steps = list[dict[str, Any]]


def _that_and_all_compared(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether the first target is "that monster" and the second every card compared with it."""
    desc = b.get("desc") or {}
    return REFERENCES.get(a.get("ref", "")) == "that" and bool(desc.get("all")) and "relate" in desc


@production(
    "op",
    "amountsother12_destroy_that_and_all",
    "destroy {a:target} and {b:target}",
    accepts=_that_and_all_compared,
)
def _destroy_that_and_all(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """The monster chosen before, and every card compared with it."""
    if draft.last_pick is None:
        raise NoMatch("the monster chosen before")
    chosen = draft.target(a)
    compared = draft.target(b)
    return [{"op": "destroy", "target": {"and": [chosen, compared]}}]
