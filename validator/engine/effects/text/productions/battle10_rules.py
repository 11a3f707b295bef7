"""Rules over a player for a while about damage ("your opponent takes no effect damage", "you
take no effect damage from your opponent"), and a condition on the cards of both fields ("no
Spell/Trap Cards are on the field")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.productions.requirements import _has, _plural
from validator.engine.effects.text.slots import place_at

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]


@production("change", "battle10_opp_no_effect_damage", "your opponent takes no effect damage")
def _opp_no_effect_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_effect_damage", "who": "opp"}]


@production(
    "change", "battle10_no_opp_effect_damage", "you take no effect damage from your opponent"
)
def _no_opp_effect_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_opp_effect_damage"}]


@production(
    "change",
    "battle10_no_battle_and_opp_effect_damage",
    "you take no battle damage, and take no effect damage from your opponent",
)
def _no_battle_and_opp_effect_damage(draft: Draft) -> Steps:
    return [
        {"op": "restrict", "rule": "no_battle_damage"},
        {"op": "restrict", "rule": "no_opp_effect_damage"},
    ]


@production(
    "condition",
    "battle10_none_on_field",
    "no {d:desc} are on the field",
    accepts=lambda d: _plural(d),
)
def _none_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    """None on either field."""
    return [{"cond": "not", "condition": _has(d, place_at("field", "all"))}]
