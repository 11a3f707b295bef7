"""Spell and Trap Cards destroyed together, and an amount for each card of a kind the
destruction destroyed: "Destroy all Spell and Trap Cards on the field. Then, you can make all
face-up monsters on your opponent's field lose ATK equal to [each Spell Card destroyed by this
effect] x 1000 until the end of this turn" (フィールドの魔法・罠カードを全て破壊する。その後、
［この効果で破壊した魔法カードの数］×１０００ダウンできる).

- "all Spell and Trap Cards on the field": as "all Spell/Trap Cards on the field".
- "[each Spell Card destroyed by this effect]": the number of the cards the destruction just
  before destroyed that are so described, by their printed facts (they are in the GY; a Set
  card destroyed is the card it is).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, SLOTS, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op", "then12_each_destroy_spells_and_traps", "destroy all Spell and Trap Cards on the field"
)
def _destroy_spells_and_traps(draft: Draft) -> Steps:
    every = SLOTS["target"].read("all Spell/Trap Cards on the field")
    return BY_NAME["destroy"].build(draft, t=every)


@production(
    "counter",
    "then12_each_destroyed",
    "each {d:desc} destroyed by this effect",
    accepts=lambda d: not set(d) & {"count", "article", "plural", "all", "upto", "other"},
)
def _each_destroyed(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """Counted right after the effect's step that destroyed the cards (a step of its own)."""
    draft.step_just_before("destroy", "no destruction just before")
    if d.get("face") or d.get("position"):
        raise NoMatch("a position, off the field")
    counted: dict[str, Any] = {"counter": "number", "of": "moved"}
    chosen = to_filter(d)
    if chosen:
        counted["filter"] = chosen
    return counted
