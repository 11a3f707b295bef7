"""Two named cards shuffled together: "Then, you can shuffle into the Deck, 1 "Clear Ice
Dragon" and 1 "Burning Blaze Dragon" in your GY" (自分の墓地の「A」１体と「B」１体を選んでデッキ
に戻せる): one choice of two cards of the GY, one of each description (`one_each`), as "add 1 A
and 1 B from your GY to your hand" chooses them (`fusion10_add`); without both there, the part
is not offered."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_pair_shuffled_into_deck",
    "shuffle into the Deck, {a:desc} and {b:desc} in your GY",
)
def _pair_into_deck(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    (added,) = BY_NAME["fusion10_add_one_each"].build(draft, a=a, b=b)
    return [{"op": "to_deck", "target": added["target"]}]
