"""A choice, then a coin tossed or a die rolled in the same sentence: "Choose 1 monster on your
opponent's field, and toss a coin 3 times. Destroy it if at least 2 of the results are heads"
(相手フィールドのモンスター１体を選び、コイントスを３回行う。２回以上表だった場合、そのモンスター
を破壊する).

The card is chosen first (the operation `choose`: the effect is activated only with a card to
choose), then the coins are tossed; what follows names the chosen card ("it"), and acts on it
only if the results say so.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch


@production(
    "sentence",
    "amountsother12_choose_and_toss",
    "choose {t:target}, and {o:op}",
    accepts=lambda t, o: o.production.startswith(("chance_toss", "chance_roll")),
)
def _choose_and_toss(draft: Draft, t: dict[str, Any], o: Parse) -> None:
    draft.effect += BY_NAME["choose"].build(draft, t=t)
    if draft.last_pick is None:
        raise NoMatch("a card chosen")
    # (chosen before the coins are tossed, whatever their results: the choice is mandatory)
    draft.effect.append({"op": "choose", "target": {"pick": draft.last_pick}})
    draft.effect += build(o, draft)
