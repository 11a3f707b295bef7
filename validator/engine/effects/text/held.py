"""What the static productions share: the conditions a static change may be in force under."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.names import NoMatch

BOARD_CONDITIONS = frozenset(
    {"has", "count", "exceeds", "hand_min", "deck_min", "field_zone", "lp_min", "lp_max"}
)
"""Conditions of the cards where they are and of the players' LP now (none about an event, a
choice or this turn's history), which a static change may be in force under."""


def board_conditions(conditions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The conditions, when each is one a static change may be in force under."""
    if any(cond["cond"] not in BOARD_CONDITIONS for cond in conditions):
        raise NoMatch("a condition a static is not in force under")
    return conditions
