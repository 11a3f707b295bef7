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
from validator.engine.effects.text.grammar import Parse, build, production
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


_MANY = frozenset({"all", "upto", "andor", "plural", "other", "highest", "relate"})


@production(
    "op",
    "amountsother12_destroy_level_at_most_cost",
    "destroy {d:desc} {at:place} with an equal or lower Level than {a:amount}",
)
def _destroy_level_at_most_cost(
    draft: Draft, d: dict[str, Any], at: dict[str, str], a: Parse
) -> list[dict[str, Any]]:
    """ "Destroy 1 face-up monster on your opponent's field with an equal or lower Level than
    [the total Level of the monsters sent to the GY to meet the requirement]" (［...レベルの
    合計］以下のレベルを持つ): a bound known once the requirement's cards are chosen (the
    pick's `level_at_most`), so the requirement is paid only with cards that leave a monster
    to destroy."""
    if draft.category != "sentence" or at["prep"] != "on":
        raise NoMatch("an effect's choice on the field")
    if set(d) & _MANY or d.get("count") != 1 or d.get("noun") != "monster":
        raise NoMatch("one monster")
    if set(d) & {"level", "level_dir"}:
        raise NoMatch("a Level said twice")
    amount = build(a, draft)
    count = amount.get("count") if isinstance(amount, dict) else None
    if not isinstance(count, dict) or count.get("of") != "cost" or "filter" in count:
        raise NoMatch("a bound read from the cards the requirement chose")
    target = draft.target({"desc": d, "place": at})
    draft.picks[target["pick"]]["level_at_most"] = amount
    return [{"op": "destroy", "target": target}]
