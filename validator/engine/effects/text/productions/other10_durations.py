"""Changes of cards lasting until the end of your next turn: "make 1 face-up monster on your
opponent's field lose 1000 ATK until the end of your next turn" (made in the opponent's turn, it
lasts through the turn after; made in your own, through your next one)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import NUMBER_CHANGES, _lasting

Steps = list[dict[str, Any]]


@production("op", "other10_own_next_turn", "{c:change} until the end of your next turn")
def _own_next_turn(draft: Draft, c: Parse) -> Steps:
    steps = build(c, draft)
    if not steps or any(step["op"] not in NUMBER_CHANGES for step in steps):
        raise NoMatch("a change of a card's ATK, DEF or Level (a rule binds a player)")
    return _lasting(steps, "end_of_own_next_turn")


@production("op", "other10_their_next_turn", "{c:change} until the end of their next turn")
def _their_next_turn(draft: Draft, c: Parse) -> Steps:
    """ "Make 1 face-up monster on your opponent's field lose 2000 ATK/DEF until the end of their
    next turn": "their" is the opponent's (a change of the opponent's cards)."""
    steps = build(c, draft)
    if not steps or any(step["op"] not in NUMBER_CHANGES for step in steps):
        raise NoMatch("a change of a card's ATK, DEF or Level")
    if any(not _opponents(draft, step.get("target")) for step in steps):
        raise NoMatch("'their' names the opponent: a change of their cards")
    return _lasting(steps, "end_of_opp_next_turn")


def _opponents(draft: Draft, target: Any) -> bool:
    """Whether a target is cards of the opponent's (a pick or all from their side)."""
    if isinstance(target, dict) and "pick" in target:
        return draft.picks[target["pick"]]["from"].startswith("opp_")
    if isinstance(target, dict) and "all" in target:
        return target["all"]["from"].startswith("opp_")
    return False
