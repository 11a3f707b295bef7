"""Draws of the opponent and of each player by the cards in their hand: "your opponent draws
until they have 5 cards in their hand" (`draw_to` for the opponent), "each player with no
cards in their hand draws 1 card" (a draw for each player whose hand is empty, every hand
read before anyone draws: one player's draw never empties or fills the other's hand)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production(
    "op",
    "other10_opp_draw_to",
    "your opponent draws until they have {n} cards in their hand",
)
def _opp_draw_to(draft: Draft, n: int) -> Steps:
    return [{"op": "draw_to", "count": n, "who": "opp"}]


def _empty_hand(source: str) -> dict[str, Any]:
    return {"cond": "count", "count": {"counter": "cards", "from": source}, "max": 0}


@production(
    "op",
    "other10_each_empty_hand_draws",
    "each player with no cards in their hand draws {n} card",
    "each player with no cards in their hand draws {n} cards",
)
def _each_empty_hand_draws(draft: Draft, n: int) -> Steps:
    steps = []
    for source, who in (("own_hand", "own"), ("opp_hand", "opp")):
        draw: dict[str, Any] = {"op": "draw", "count": n}
        if who != "own":
            draw["who"] = who
        steps.append({"op": "if", "condition": [_empty_hand(source)], "then": [draw]})
    return steps
