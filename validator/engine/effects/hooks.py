"""Named hooks: one-off behaviour that no word of the effect language fits, written in Python
(as Pokemon Showdown does for its unique moves). An encoding calls one with the operation
``{"op": "hook", "name": NAME}``; coverage counts the cards that need one apart from the rest.

A hook is a step like any operation: a function of the state and the resolution (`Ctx`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from validator.engine.cards import MONSTER
from validator.engine.field import draw, move_off_field
from validator.engine.state import OVER, State


def card_destruction(s: State, c: Any) -> None:
    """Wai Wai Rush Party's Card Destruction: each player sends every Monster Card in their
    hand to the GY, then each draws as many as they sent, from the activating player round the
    turn order (a draw may rebuild the Deck from the GY, docs/RULES.md section 5)."""
    i = s.order.index(c.p)
    players = [q for q in s.order[i:] + s.order[:i] if s.alive[q]]
    sent = []
    for q in players:
        cards = [x for x in s.hand[q] if s.infos[x].kind == MONSTER]
        for x in cards:
            move_off_field(s, x, "gy", c.p)
        sent.append(len(cards))
    for q, n in zip(players, sent, strict=True):
        if n and s.phase != OVER:
            draw(s, q, n)


HOOKS: dict[str, Callable[[State, Any], None]] = {"card_destruction": card_destruction}
