"""A card destroyed, then other steps, then a part that asks what was destroyed.

- "Destroy 1 Spell/Trap Card on either side of the field and draw 1 card" (破壊し、１枚ドロー
  する): the card moved, then the draw.
- "If you destroyed a Field Spell Card by this effect, you can also draw 1 card" said after
  other steps (the draw): the effect's one destruction, of one card chosen, destroyed it
  (`destroyed`) and that card is of the description (`pick_is`, its printed facts off the
  field).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import one_card_filter
from validator.engine.effects.text.draft import Draft, every_step
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_MOVES = frozenset({"destroy", "send", "to_deck", "to_hand"})


def _and_draw(draft: Draft, o: Parse, n: int) -> Steps:
    """A card moved (destroyed, sent, returned), then cards drawn."""
    moved = build(o, draft)
    if len(moved) != 1 or moved[0]["op"] not in _MOVES:
        raise NoMatch("one move of cards")
    return [*moved, {"op": "draw", "count": n}]


_MOVE_PRODUCTIONS = frozenset(
    {
        "destroy",
        "destroy_where",
        "send",
        "destroy_send_where",
        "to_hand",
        "to_owner_hand",
        "to_deck",
    }
)
"""The productions of the operations read before "and draw": moves of cards (read so by the
words alone, other operations followed by a draw are left to other productions)."""


def _move(o: Parse) -> bool:
    return o.production.split("#")[0] in _MOVE_PRODUCTIONS


production(
    "steps",
    "ifyou12_and_draw_one",
    "{o:op} and draw {n} card",
    accepts=lambda o, n: n == 1 and _move(o),
)(_and_draw)
production(
    "steps",
    "ifyou12_and_draw",
    "{o:op} and draw {n} cards",
    accepts=lambda o, n: n > 1 and _move(o),
)(_and_draw)


@production(
    "sentence",
    "ifyou12_destroyed_before",
    "if you destroyed {d:desc} by this effect, {s:steps}",
)
def _destroyed_before(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """After the effect's one destruction of one card chosen (the step just before is read
    by `productions/destroy.py`)."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    destroys = [step for step in every_step(draft.effect) if step["op"] == "destroy"]
    if len(destroys) != 1 or destroys[0] is draft.effect[-1]:
        raise NoMatch("one destruction before the step just done")
    target = destroys[0]["target"]
    pick = draft.picks[target["pick"]] if set(target) == {"pick"} else {}
    if pick.get("n", 1) != 1 or pick.get("upto") or not pick:
        raise NoMatch("one card chosen and destroyed")
    chosen = one_card_filter(d)
    if not chosen:
        raise NoMatch("a card of a kind")
    tests = [
        {"cond": "count", "count": {"counter": "destroyed"}, "min": 1},
        {"cond": "pick_is", "pick": target["pick"], "filter": chosen},
    ]
    draft.effect.append({"op": "if", "condition": tests, "then": build(s, draft)})
