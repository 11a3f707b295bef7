"""A change of LP and a change of ATK/DEF in one sentence.

"Gain 1000 LP, and this card gains 1000 ATK until the end of this turn" (自分は１０００ＬＰ回復
し、このカードの攻撃力をターンの終わりまで１０００アップする), "Inflict damage to your opponent
equal to [the result] x 100, and all face-up monsters on their field lose ATK/DEF equal to
[the result] x 100 until the end of this turn": the first, then the second, as written (the
one changes no card, the other no LP: neither sees the other).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.harm import _LP_OPS

Steps = list[dict[str, Any]]

_CHANGES = frozenset(
    {"gain_atk", "lose_atk", "gain_def", "lose_def", "gain_atk_def", "lose_atk_def"}
)


@production(
    "steps",
    "ops_and_lp_then_change",
    "{o:op}, and {s:steps}",
    accepts=lambda o, s: o.production in _LP_OPS and s.production == "one",
)
def _lp_then_change(draft: Draft, o: Parse, s: Parse) -> Steps:
    first = build(o, draft)
    then = build(s, draft)
    if not then or any(step["op"] not in _CHANGES for step in then):
        raise NoMatch("a change of ATK/DEF after the change of LP")
    return first + then
