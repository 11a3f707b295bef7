"""LP gained equal to a monster's ATK, and a later part for so many LP gained: "Gain LP equal to
[the ATK of 1 Level 6 or lower Psychic Type monster] in your GY. Then, if you have gained 1000
or more LP by this effect, you can add that monster to your hand" (自分の墓地のレベル６以下の
サイキック族モンスター１体を選び、その攻撃力分だけ自分のＬＰを回復する。その後、この効果で
１０００以上回復した場合、そのモンスターを手札に加えられる).

- "gain LP equal to [the ATK of 1 ... monster] in your GY": one monster of that place chosen,
  LP gained equal to its ATK (as "[the ATK of 1 ... monster in your GY]" reads); "that
  monster" after it is the monster chosen.
- "you have gained 1000 or more LP by this effect": the LP the effect made you gain so far
  (`gained_lp`), said after it made you gain LP.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "then12_gained_lp_equal_atk",
    "gain LP equal to [the ATK of {d:desc}] {at:place}",
    accepts=lambda d, at: d.get("count") == 1 and at["prep"] == "in",
)
def _gain_equal_atk(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Steps:
    if set(d) & {"all", "upto", "andor", "plural"} or at["zone"] == "field":
        raise NoMatch("one card off the field")
    chosen = draft.target({"desc": d, "place": at})
    atk = {"counter": "stat", "stat": "atk", "of": chosen}
    return [{"op": "gain_lp", "amount": {"per": 1, "count": atk}}]


@production(
    "condition",
    "then12_gained_at_least",
    "you have gained {n} or more LP by this effect",
)
def _gained_at_least(draft: Draft, n: int) -> list[dict[str, Any]]:
    (gained,) = BY_NAME["deck_lp_gained"].build(draft)
    return [{**gained, "min": n}]
