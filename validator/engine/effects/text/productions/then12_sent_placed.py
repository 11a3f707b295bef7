"""One of the cards the effect sent, placed on either end of its owner's Deck: "Each player
sends the top card of their Deck to the GY. Then, you can place 1 of the cards sent on either
the top or bottom of the owner's Deck" (その後、その中から１枚を選んで持ち主のデッキの上か下に
戻せる).

A card chosen among those the effect's steps sent to the GY (`among` sent; of either GY), then
the player's choice of two ways (`may` with `else`): on the bottom (accepting, the card chosen
as it is accepted) or else on top.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_sent_placed_top_or_bottom",
    "place 1 of the cards sent on either the top or bottom of the owner's Deck",
)
def _sent_top_or_bottom(draft: Draft) -> Steps:
    BY_NAME["draws_count_sent"].build(draft)  # the effect has sent cards before
    draft.picks.append({"from": "all_gy", "among": "sent"})
    draft.last_pick = len(draft.picks) - 1
    placed = {"op": "to_deck", "target": {"pick": draft.last_pick}}
    return [
        {"op": "may", "then": [{**placed, "place": "bottom"}], "else": [{**placed, "place": "top"}]}
    ]
