"""Cards excavated as many as an amount says, and placed back on either end of the Deck:
"Excavate cards from the top of your Deck equal to [the number of cards on the opponent's
field]. Then, place the excavated cards on either the top or bottom of your Deck in any order"
(相手フィールドのカードの数だけ自分のデッキの上からめくる。その後、めくったカードを好きな順番
でデッキの上か下に戻す).

- "excavate cards from the top of your Deck equal to [...]": that many (`excavate` of an
  amount; none when it is 0).
- "place the excavated cards on either the top or bottom of your Deck in any order": the
  player's choice of the bottom (accepting) or else the top, where they are; either way in
  the order the player chooses (as "place the excavated card on either the top or bottom of
  your Deck" reads one card, `deck`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_excavated_equal",
    "excavate cards from the top of your Deck equal to {a:amount}",
)
def _excavate_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "excavate", "count": build(a, draft)}]


@production(
    "op",
    "then12_excavated_top_or_bottom_any_order",
    "place the excavated cards on either the top or bottom of your Deck in any order",
)
def _top_or_bottom_any_order(draft: Draft) -> Steps:
    placed = {"op": "place_excavated", "order": "any"}
    return [{"op": "may", "then": [{**placed, "place": "bottom"}]}, {**placed, "place": "top"}]
