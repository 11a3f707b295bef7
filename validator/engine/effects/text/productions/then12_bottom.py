"""The bottom card of your Deck sent to the GY: "Then, send the bottom card of your Deck to the
GY" (自分のデッキの一番下のカードを墓地へ送る): as the top card is sent (`mill`), from the other
end of the Deck (`bottom`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production("op", "then12_bottom_mill_one", "send the bottom card of your Deck to the GY")
def _mill_bottom_one(draft: Draft) -> Steps:
    return [{"op": "mill", "count": 1, "bottom": True}]


@production(
    "op",
    "then12_bottom_mill",
    "send the bottom {n} cards of your Deck to the GY",
    accepts=lambda n: n > 1,
)
def _mill_bottom(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n, "bottom": True}]
