"""Each player sends a counted number of cards from the top of their Deck to the GY: "Each player
sends cards equal to [the number of face-up Cyberse Type monsters on your field] from the top of
their Deck to the GY" (お互いのプレイヤーは、自分フィールドの表側表示のサイバース族モンスター
の数だけ、自分のデッキの上からカードを墓地へ送る).

The number is counted once, as the effect resolves, from the point of view of the player whose
effect it is ("your field"); each player then sends that many (as many as their Deck holds).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "cond_mill_each_equal",
    "each player sends cards equal to {a:amount} from the top of their Deck to the GY",
    "each player sends cards from the top of their Deck to the GY equal to {a:amount}",
)
def _mill_each_equal(draft: Draft, a: Parse) -> Steps:
    amount = build(a, draft)
    if isinstance(amount, int):
        raise NoMatch("a number of cards is 'the top N cards'")
    return [{"op": "mill", "count": amount, "who": "each"}]
