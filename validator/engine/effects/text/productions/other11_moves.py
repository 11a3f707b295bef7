"""Moves of an effect over both players' cards: "shuffle all cards from the GYs into the
owners' Decks" (墓地のカードを全て持ち主のデッキに戻す: every card of both GYs, each into its
owner's Deck, both Decks shuffled)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production


@production(
    "op", "other11_shuffle_both_gys", "shuffle all cards from the GYs into the owners' Decks"
)
def _shuffle_both_gys(draft: Draft) -> list[dict[str, Any]]:
    return [{"op": "to_deck", "target": {"all": {"from": "all_gy"}}}]
