"""Amounts read from what the effect destroyed: "Destroy all face-up monsters on your
opponent's field. Then, inflict damage to your opponent equal to [the total original Levels of
the monsters destroyed by this effect] x 100" (［この効果で破壊したモンスターの元々のレベルの
合計］×１００ダメージ), "[the original ATK of the monster destroyed by this effect]"
(［この効果で破壊したモンスターの元々の攻撃力］).

The monsters destroyed are those the effect's one destruction, its step just before, destroyed
(`moved`; a Maximum Mode monster once, as its centre piece; none: 0). Only their original
stats are read: printed, as they are in the GY (what they had on the field is not kept).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, every_step
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _monsters_only
from validator.engine.effects.text.slots import one_of

_ORIGINAL = {
    "original ATK": "original_atk",
    "original DEF": "original_def",
    "original Level": "original_level",
}
_TOTALS = {
    "original ATK": "original_atk",
    "original DEF": "original_def",
    "original Levels": "original_level",
}
SLOTS["deck_amounts_original"] = one_of(_ORIGINAL)
SLOTS["deck_amounts_totals"] = one_of(_TOTALS)


def _destroyed(draft: Draft, one: bool) -> str:
    """`moved`, when the step just before is the effect's one destruction, of monsters only
    (of one chosen monster, with `one`)."""
    steps = draft.effect
    if not steps or steps[-1]["op"] != "destroy":
        raise NoMatch("a destruction just before")
    done = [step for step in [*(draft.trunk or ()), *steps] if not _other_result(draft, step)]
    if sum(1 for step in every_step(done) if step["op"] == "destroy") != 1:
        raise NoMatch("the effect's one destruction")
    target = steps[-1]["target"]
    if not _monsters_only(draft, target):
        raise NoMatch("monsters destroyed, and only monsters")
    if one:
        if not isinstance(target, dict) or "pick" not in target:
            raise NoMatch("one chosen monster")
        pick = draft.picks[target["pick"]]
        if pick.get("n", 1) != 1 or pick.get("upto"):
            raise NoMatch("one chosen monster")
    return "moved"


def _other_result(draft: Draft, step: dict[str, Any]) -> bool:
    """Whether a step is the branch of another result of the coin, read while reading one
    result's ("Heads: ..." before "Tails: ..."): what it destroys is never destroyed with what
    this branch destroys."""
    return draft.coin_result and step["op"] == "if" and step["condition"][0]["cond"] == "heads"


@production(
    "counter",
    "deck_amounts_total_destroyed",
    "the total {s:deck_amounts_totals} of the monsters destroyed by this effect",
)
def _total_destroyed(draft: Draft, s: str) -> dict[str, Any]:
    return {"counter": "total", "stat": _TOTALS[s], "of": _destroyed(draft, one=False)}


@production(
    "counter",
    "deck_amounts_stat_destroyed",
    "the {s:deck_amounts_original} of the monster destroyed by this effect",
)
def _stat_destroyed(draft: Draft, s: str) -> dict[str, Any]:
    return {"counter": "stat", "stat": _ORIGINAL[s], "of": _destroyed(draft, one=True)}
