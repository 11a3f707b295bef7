"""What follows a card sent by an optional choice: "Excavate the top 4 cards of your Deck. You
can send 1 excavated "A" to the GY. Place the other cards on the bottom of your Deck in any
order. If you sent a card to the GY, you can Fusion Summon ...".

Said after other operations (the placing of the other cards), "if you sent a card" asks
whether the earlier "you can send" was done: whether its pick chose a card (`picked`; a
declined choice chooses none). Read only when the effect has exactly one such send.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _optional_sends(steps: Steps) -> list[int]:
    """The picks of the sends done in a "you can" part of these steps (at their top level)."""
    return [
        inner["target"]["pick"]
        for step in steps
        if step["op"] == "may"
        for inner in step["then"]
        if inner["op"] == "send" and set(inner.get("target", {})) == {"pick"}
    ]


@production("sentence", "fusion10_if_sent_a_card", "if you sent a card to the GY, {s:steps}")
def _if_sent_a_card(draft: Draft, s: Parse) -> None:
    sends = _optional_sends(draft.effect)
    if len(sends) != 1 or any(step["op"] == "send" for step in draft.effect):
        raise NoMatch("one optional send before it")
    if draft.effect[-1]["op"] == "may":
        raise NoMatch('right after the send: "if you do"')
    condition = {"cond": "picked", "pick": sends[0], "filter": {}}
    draft.effect.append({"op": "if", "condition": [condition], "then": build(s, draft)})
