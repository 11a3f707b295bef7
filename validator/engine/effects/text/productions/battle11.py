"""Two kinds of card on one side of the field destroyed together: "Destroy 1 face-up card and
1 face-down card on your opponent's field".

Both are chosen as the effect resolves (the face-up one, then the face-down one) and destroyed
at once, one destruction; the effect is activated only when both can be chosen. A face-up card
is never a face-down one, so the two choices never hold the same card.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_FACES = {"face-up", "face-down"}


@production("op", "battle11_destroy_each_face", "destroy {a:desc} and {b:desc} {at:place}")
def _destroy_each_face(
    draft: Draft, a: dict[str, Any], b: dict[str, Any], at: dict[str, str]
) -> Steps:
    if {a.get("face"), b.get("face")} != _FACES:
        raise NoMatch("two descriptions that may hold the same card")
    if a.get("all") or b.get("all"):
        raise NoMatch("a number of cards of each face, not all of them")
    first = draft.target({"desc": a, "place": at})
    second = draft.target({"desc": b, "place": at})
    return [{"op": "destroy", "target": {"and": [first, second]}}]
