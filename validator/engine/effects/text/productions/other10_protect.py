"""A card kept from destruction by "effects" (the card effects): "that card cannot be destroyed
by effects" after a choice of "1 face-up card on your field" reaches a Spell/Trap Card too
(`protect` with `reach` cards); "that monster ..." is a monster's protection."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production("change", "other10_protected_from_effects", "{t:target} cannot be destroyed by effects")
def _protected_from_effects(draft: Draft, t: dict[str, Any]) -> Steps:
    made: dict[str, Any] = {"op": "protect", "target": draft.target(t), "from": "effect"}
    if t.get("ref") in ("that card", "it"):
        made["reach"] = "cards"
    return [made]
