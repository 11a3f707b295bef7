"""The Level of a monster the requirement sent: "1 face-up monster on your field gains ATK equal
to [the Level of 1 of the monsters sent to the GY to meet the requirement] x 400", after
"Send 2 ... monsters with the same Level from your hand to the GY" (［この効果の条件で墓地へ
送ったモンスター１体のレベル］); "[the Level of that monster sent to the GY] x 300" after
"the monster sent to the GY to meet the requirement" was named.

The monsters sent share their Level (the requirement's pick `same`), so any one of them tells
it: the Level of the first (`stat` of `cost`), printed in the GY as it was in the hand.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch


@production(
    "counter",
    "amountsother12_level_of_one_sent",
    "the Level of 1 of the monsters sent to the GY to meet the requirement",
)
def _level_of_one_sent(draft: Draft) -> dict[str, Any]:
    if len(draft.cost) != 1 or draft.cost[0]["op"] != "send":
        raise NoMatch("a requirement that only sends cards to the GY")
    target = draft.cost[0].get("target")
    if not isinstance(target, dict) or "pick" not in target:
        raise NoMatch("the cards the requirement chose")
    pick = draft.picks[target["pick"]]
    if pick.get("same") != "level" or (pick.get("filter") or {}).get("kind") != "monster":
        raise NoMatch("monsters sharing their Level")
    if pick["from"] != "own_hand":
        raise NoMatch("from the hand, where the Levels they share are the printed ones")
    return {"counter": "stat", "stat": "level", "of": "cost"}


@production(
    "counter",
    "amountsother12_level_of_that_sent",
    "the Level of that monster sent to the GY",
)
def _level_of_that_sent(draft: Draft) -> dict[str, Any]:
    """The one monster the requirement sent, named before ("with the same Attribute as the
    monster sent to the GY to meet the requirement"): its Level in the GY, printed."""
    draft.cost_sent_one()
    return {"counter": "stat", "stat": "level", "of": "cost"}
