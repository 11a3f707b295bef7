"""Summons the opponent answers with no Trap: "When you Normal or Special Summon a Beast Type
monster face-up, your opponent cannot activate Trap Cards" (a static of your side: at the
timing of such a summon of yours), and "When a monster is Special Summoned by this effect,
your opponent cannot activate Trap Cards" (at the timing of that summon)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Mods = list[dict[str, Any]]
Steps = list[dict[str, Any]]


def _a_monster(d: dict[str, Any]) -> bool:
    """One monster of a kind, said with an article ("a monster", "a Beast Type monster")."""
    if d.get("article") is None or d.get("noun") not in ("monster", "Monster"):
        return False
    return not set(d) & {"plural", "other", "face", "position", "all", "upto", "stat"}


@production(
    "mod",
    "battle10_no_traps_on_summon",
    "when you Normal or Special Summon {d:desc} face-up, your opponent cannot activate Trap Cards",
    accepts=_a_monster,
)
def _no_traps_on_summon(draft: Draft, d: dict[str, Any]) -> Mods:
    made: dict[str, Any] = {"rule": "no_traps_on_summon", "side": "own"}
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    chosen.pop("kind", None)
    if chosen:
        made["filter"] = chosen
    return [made]


@production(
    "op",
    "battle10_no_traps_on_summoned",
    "when a monster is Special Summoned by this effect, your opponent cannot activate Trap Cards",
)
def _no_traps_on_summoned(draft: Draft) -> Steps:
    return [
        {
            "op": "grant",
            "target": draft.summoned_just_now(),
            "ability": "no_traps_on_summon",
            "until": "end_of_turn",
        }
    ]
