"""A card chosen, then read by what follows: "Choose 1 face-up Level 8 or lower monster with the
lowest Level on your opponent's field, and this card gains ATK equal to [that monster's ATK]
until the end of this turn" (相手フィールドの表側表示モンスター（レベル８以下）の内、レベルが
一番低いモンスター１体を選び、このカードの攻撃力はターン終了時まで、［選んだモンスターの
攻撃力］だけアップする), then "Destroy that chosen monster" (選んだモンスターは破壊される).

The choice is the pick the following operation reads (its amount: "that monster's ATK"), made
as the effect resolves; "that chosen monster" names it after. An operation acting on the chosen
card itself is `specials_choose_and`.
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch


@production("sentence", "deck_choose_and_read", "choose {t:target}, and {o:op}")
def _choose_and_read(draft: Draft, t: dict[str, Any], o: Parse) -> None:
    """An effect's sentence (a part read first by `specials_choose_and` is turned away there
    when the operation does not act on the chosen card)."""
    if "ref" in t or "alts" in t or set(t["desc"]) & {"all", "upto", "andor", "plural"}:
        raise NoMatch("one card to choose")
    if t["desc"].get("count") != 1:
        raise NoMatch("one card to choose")
    target = draft.target(t)
    then = build(o, draft)
    if not then or any(step.get("target") == target for step in then):
        raise NoMatch("an operation on the chosen card (specials_choose_and)")
    if json.dumps(target) not in json.dumps(then):
        raise NoMatch("what follows does not read the chosen card")
    draft.effect += then
