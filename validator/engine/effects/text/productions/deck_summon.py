"""A Special Summon bounded by a result, and what follows an optional Special Summon: "Roll a
six-sided die twice. You can Special Summon 1 LIGHT Attribute monster with a Level equal to or
lower than [the total result] from either GY face-up to your field. Then, you can make this card
gain ATK equal to [the original ATK of the monster Special Summoned by this effect] until the
end of this turn" (［出た目の合計］以下のレベルを持つ自分または相手の墓地のモンスター（光属性）
１体を選んで自分フィールドに表側表示で特殊召喚できる。その後、このカードの攻撃力をターン
終了時まで、［この効果で特殊召喚したモンスターの元々の攻撃力］だけアップできる).

The Level bound is the pick's `level_at_most`, an amount read as the choice is made; the
choice is optional ("you can"), as the language requires of such a pick. "Then, you can ..."
reading the monster Special Summoned by this effect goes inside the optional Special Summon,
right after it: with no monster summoned, there is nothing it could read.
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_MANY = frozenset({"all", "upto", "andor", "plural", "other", "face", "position", "highest"})


@production(
    "steps",
    "deck_summon_level_at_most",
    "you can Special Summon {d:desc} with a Level equal to or lower than {a:amount} {at:place} "
    "face-up to your field",
)
def _summon_level_at_most(draft: Draft, d: dict[str, Any], a: Parse, at: dict[str, str]) -> Steps:
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    if at["prep"] != "from" or at["zone"] not in ("gy", "hand"):
        raise NoMatch("a monster from a GY or the hand")
    if set(d) & _MANY or d.get("count") != 1 or d.get("noun") != "monster":
        raise NoMatch("one monster")
    if set(d) & {"level", "level_dir", "stat_value", "relate"}:
        raise NoMatch("a Level said twice")
    amount = build(a, draft)
    target = draft.target({"desc": d, "place": at})
    draft.picks[target["pick"]]["level_at_most"] = amount
    summon = {"op": "special_summon", "target": target, "position": "faceup"}
    return [{"op": "may", "then": [summon]}]


@production("sentence", "deck_summon_then_after_optional_summon", "then, you can {s:steps}")
def _then_after_optional_summon(draft: Draft, s: Parse) -> None:
    last = draft.effect[-1] if draft.effect else None
    if last is None or last["op"] != "may" or last.get("else"):
        raise NoMatch("an optional part just before")
    inner = last["then"]
    if inner[-1]["op"] != "special_summon" or "pick" not in inner[-1]["target"]:
        raise NoMatch("an optional Special Summon of chosen cards just before")
    pick = draft.picks[inner[-1]["target"]["pick"]]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("one monster summoned")
    outer = draft.effect
    draft.effect = inner  # "the monster Special Summoned by this effect": the summon just done
    try:
        steps = build(s, draft)
    finally:
        draft.effect = outer
    if '"moved"' not in json.dumps(steps):
        raise NoMatch("what follows does not read the monster summoned")
    inner.append({"op": "may", "then": steps})
