"""A card of your hand revealed at random, and a part for what it is: "Then, reveal 1 random
card in your hand. Then, if that card is a Dragon Type monster, you can Special Summon it
face-up to your field" (自分の手札をランダムに１枚選んで公開する。その後、そのカードがドラゴン族
モンスターだった場合、そのモンスターを自分フィールドに表側表示で特殊召喚できる).

- "reveal 1 random card in your hand": one card of your hand chosen at random
  (`random_hand`), shown; nothing moves.
- "if that card is ...": the card revealed just before is so (by its facts in the hand), and
  "it" in the part is that card.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_REVEALED = [
    {"op": "random_hand", "count": 1, "who": "own"},
    {"op": "reveal", "target": "moved"},
]


@production("op", "then12_random_reveal", "reveal 1 random card in your hand")
def _reveal_random(draft: Draft) -> Steps:
    return [dict(step) for step in _REVEALED]


@production(
    "sentence",
    "then12_random_revealed_is",
    "then, if that card is {d:desc}, {s:steps}",
    accepts=lambda d, s: d.get("article") is not None and not set(d) & {"face", "position"},
)
def _revealed_is(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    if draft.category != "sentence" or draft.effect[-2:] != _REVEALED:
        raise NoMatch("no card of the hand revealed at random just before")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    if not chosen:
        raise NoMatch("a card is a card")
    test = {"cond": "moved", "filter": chosen}
    draft.effect.append({"op": "if", "condition": [test], "then": draft.about_moved(s)})
