"""Monsters shuffled from both GYs, and the total of their Levels after: "Shuffle 3 Level 4 or
lower LIGHT and/or DARK Attribute monsters from the GYs into the owner's Decks. Then, the
attacking monster loses ATK equal to [the total Levels of the monsters shuffled by this effect]
x 200 until the end of this turn" (お互いの墓地の…モンスター３体を選んで持ち主のデッキに戻す。
その後、［この効果でデッキに戻したモンスターのレベルの合計］×２００ダウンする).

- "from the GYs into the owner's Decks": a choice among both GYs, each card shuffled into its
  owner's Deck (as "from either GY into the owner's Deck").
- "[the total Levels of the monsters shuffled by this effect]", said right after the shuffle
  (as "[the number of monsters shuffled by this effect]" is, `amounts10`): the Levels of the
  cards that step moved, as printed (they are in the Deck).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production

Steps = list[dict[str, Any]]


@production("op", "then12_gys_to_decks", "shuffle {d:desc} from the GYs into the owner's Decks")
def _to_decks(draft: Draft, d: dict[str, Any]) -> Steps:
    both_gys = {"prep": "from", "side": "all", "zone": "gy"}
    return BY_NAME["to_deck"].build(draft, t={"desc": d, "place": both_gys})


@production(
    "counter",
    "then12_gys_total_levels_shuffled",
    "the total Levels of the monsters shuffled by this effect",
)
def _total_levels_shuffled(draft: Draft) -> dict[str, Any]:
    """The step just before shuffled monsters into the Deck, as the number of them is read."""
    BY_NAME["amounts10_count_shuffled"].build(draft, d={"noun": "monster", "plural": True})
    return {"counter": "total", "stat": "level", "of": "moved"}
