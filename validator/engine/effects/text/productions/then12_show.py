"""A face-down card shown: "Show 1 face-down card on the field. Then, if that card is a Monster
Card with 1300 DEF, you can destroy ..." (フィールドの裏側表示のカード１枚を選んで公開する。その
後、そのカードが守備力１３００のモンスターカードだった場合、…).

The card is chosen (of either field) and shown, staying face-down where it is (`look`: the
engine shows every card to its players, so nothing changes); "that card" after it is the card
chosen, by its printed facts.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


def _one_face_down(t: dict[str, Any]) -> bool:
    desc, place = t.get("desc") or {}, t.get("place") or {}
    one = desc.get("count") == 1 and not desc.get("upto")
    return one and desc.get("face") == "face-down" and place.get("zone") == "field"


@production("op", "then12_show_face_down", "show {t:target}", accepts=_one_face_down)
def _show(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "look", "target": draft.target(t)}]
