"""More cards moved as the effect moved some before: "Shuffle 3 monsters from your opponent's
GY into the Deck. Then, if ..., you can shuffle 3 additional monsters from your opponent's GY
into the Deck" (さらに相手の墓地のモンスター３体を選んでデッキに戻せる): that many more of the
described cards, chosen among those still there (the cards shuffled before are in the Deck)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_additional_to_deck",
    "shuffle {n} additional {d:desc} {at:place} into the Deck",
    accepts=lambda n, d, at: bool(d.get("plural")) and n > 1 and at["prep"] == "from",
)
def _additional_to_deck(draft: Draft, n: int, d: dict[str, Any], at: dict[str, str]) -> Steps:
    """As "shuffle 3 monsters from ... into the Deck", said after the effect shuffled cards."""
    if set(d) & {"count", "all", "upto", "article", "other"}:
        raise NoMatch("a description without a count of its own")
    if not any(step["op"] == "to_deck" for step in draft.effect):
        raise NoMatch("no cards shuffled into the Deck before")
    return BY_NAME["to_deck"].build(draft, t={"desc": {**d, "count": n}, "place": at})
