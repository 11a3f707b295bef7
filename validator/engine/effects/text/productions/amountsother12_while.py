"""This card's numbers raised by the chosen monster's while this card stays face-up, one of them
only if that monster's is high enough: "While this card is face-up, it gains ATK equal to [that
monster's original ATK], and if that monster's original DEF is 100 or higher, this card gains
DEF equal to [that monster's original DEF]" (このカードが表側表示でいる限り、このカードの攻撃力は
［選んだモンスターの元々の攻撃力］だけアップし、選んだモンスターの元々の守備力が１００以上の
場合、このカードの守備力は［選んだモンスターの元々の守備力］だけアップする).

Each change is read as "While this card is face-up, ..." reads it alone (`cond_while`); the
second is made only if the condition holds as the effect resolves. The amounts are read then.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch

_ORIGINAL = {"original ATK": "original_atk", "original DEF": "original_def"}

for _words, _stat in _ORIGINAL.items():

    @production(
        "condition",
        f"amountsother12_that_{_stat}_or_higher",
        f"that monster's {_words} is {{n}} or higher",
    )
    def _that_stat_or_higher(draft: Draft, n: int, _stat: str = _stat) -> list[dict[str, Any]]:
        """The printed number of the monster chosen last (as it is now)."""
        if draft.last_pick is None:
            raise NoMatch("no monster chosen before")
        counted = {"counter": "stat", "stat": _stat, "of": {"pick": draft.last_pick}}
        return [{"cond": "count", "count": counted, "min": n}]


@production(
    "sentence",
    "amountsother12_while_faceup_and_if",
    "while this card is face-up, {c:change}, and if {k:cond}, {e:change}",
)
def _while_faceup_and_if(draft: Draft, c: Parse, k: Parse, e: Parse) -> None:
    while_faceup = BY_NAME["cond_while_self_faceup"]
    first = while_faceup.build(draft, c=c)
    condition = build(k, draft)
    then = while_faceup.build(draft, c=e)
    draft.effect += [*first, {"op": "if", "condition": condition, "then": then}]
