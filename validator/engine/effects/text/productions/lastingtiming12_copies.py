"""A Type copied from the card revealed to meet the requirement: "This turn, those monsters
become the same Type as the monster revealed to meet the requirement" (the monsters chosen just
before take that card's Type as the effect resolves, the card still in the hand)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production(
    "change",
    "lastingtiming12_type_of_revealed",
    "{t:target} become the same Type as the monster revealed to meet the requirement",
    "{t:target} becomes the same Type as the monster revealed to meet the requirement",
)
def _type_of_revealed(draft: Draft, t: dict[str, Any]) -> Steps:
    """The Type of the one monster the requirement revealed from the hand."""
    revealed = draft.revealed_monster()
    return [{"op": "copy_name", "target": draft.target(t), "of": revealed, "fact": "race"}]
