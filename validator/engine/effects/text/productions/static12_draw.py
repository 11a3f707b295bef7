"""A monster that changes its controller's normal draw: "During your Draw Phase, if you would draw
until you have 5 cards for your normal draw, instead draw until you have 6 cards" (自分のドロー
フェイズに通常のドローで手札が５枚になるようにドローする場合、代わりに６枚になるようにドローする),
possibly while a condition holds ("... for your normal draw while your opponent has 3 monsters
on their field, ..."): the rule `draw_until` of its controller, in force as their turn's draw
is made (with 6 or more cards in hand, the draw is 1 card, as the rules say for 5)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.held import board_conditions
from validator.engine.effects.text.names import NoMatch

_WOULD = "during your Draw Phase, if you would draw until you have {a:n} cards for your normal draw"
_INSTEAD = "instead draw until you have {b:n} cards"


def _draw_until(draft: Draft, a: int, b: int, condition: list[dict[str, Any]]) -> None:
    if draft.kind != "continuous" or draft.card.card_type != "Monster":
        raise NoMatch("a monster's continuous effect")
    if draft.condition:
        raise NoMatch("a requirement besides")
    mod: dict[str, Any] = {"rule": "draw_until", "value": [a, b], "side": "own"}
    if condition:
        mod["condition"] = condition
    draft.modifiers.append(mod)


@production("static", "static12_draw_until", f"{_WOULD}, {_INSTEAD}")
def _draw_until_always(draft: Draft, a: int, b: int) -> None:
    _draw_until(draft, a, b, [])


@production("static", "static12_draw_until_while", f"{_WOULD} while {{c:cond}}, {_INSTEAD}")
def _draw_until_while(draft: Draft, a: int, c: Parse, b: int) -> None:
    """The condition is read as the draw is made (the opponent's monsters then)."""
    _draw_until(draft, a, b, board_conditions(build(c, draft)))
