"""A loss of ATK made to a monster on "their field" after the opponent was named, its amount
printed plainly or with thousands separators: "Then, if your opponent has a face-up Spellcaster
Type monster on their field, make 1 face-up monster on their field lose 1,000,000 ATK until
the end of this turn" (相手フィールドの表側表示モンスター１体を選び、その攻撃力をターン終了時まで
１００万ダウンする): "their field" is the opponent's, as "on your opponent's field" reads it
(`then_their`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production

Steps = list[dict[str, Any]]


@production(
    "change",
    "then12_their_lose_atk",
    "make {t:then_their} lose {n} ATK",
    "make {t:then_their} lose {n:grouped_n} ATK",
    accepts=lambda t, n: t["place"]["prep"] == "on",
)
def _their_lose_atk(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    """As "make ... on your opponent's field lose ... ATK"."""
    return BY_NAME["lose_atk"].build(draft, t=t, n=n)
