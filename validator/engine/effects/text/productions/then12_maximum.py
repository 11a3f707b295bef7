"""An ability for as long as the monster chosen stays face-up: "Then, you can choose 1 monster in
Maximum Mode on your field. While that monster is face-up, it inflicts piercing battle damage"
(自分フィールドのマキシマムモードのモンスター１体を選ぶ。そのモンスターは表側表示でいる限り、
貫通ダメージを与える).

"1 monster in Maximum Mode" is a choice among the monsters in Maximum Mode (the pick's
`maximum_mode`, read by the descriptions); the ability has no end said, so it lasts while the
monster stays face-up on the field (`permanent`), as "while that monster is face-up" says of
changes of ATK (`cond_while`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_ABILITIES = frozenset({"pierce", "pierce#2"})
"""The changes that grant the monster an ability ("it inflicts piercing battle damage")."""


@production(
    "op",
    "then12_maximum_while_chosen_ability",
    "while that monster is face-up, {c:change}",
    accepts=lambda c: c.production in _ABILITIES,
    first=True,  # before the changes of ATK said so, which read the words and grant nothing
)
def _while_chosen_ability(draft: Draft, c: Parse) -> Steps:
    if draft.last_pick is None:
        raise NoMatch("no monster chosen before")
    steps = build(c, draft)
    if any(step["op"] != "grant" or step["target"] != {"pick": draft.last_pick} for step in steps):
        raise NoMatch("an ability of the monster chosen")
    return [{**step, "until": "permanent"} for step in steps]
