"""Limit Regulation: Forbidden 0, Limited 1, Semi-Limited 2, across Main + Extra + Side.

The list is the one in force on the date (latest effective date on or before it); before the
first list there is none and this rule finds nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import RuleContext
from validator.rules.tally import Tally

NAME = "regulation"

# copies allowed -> (code, status word); the codes of the team rule are chosen by the caller
STATUS = {
    0: (Code.FORBIDDEN, "Forbidden"),
    1: (Code.LIMITED, "Limited"),
    2: (Code.SEMI_LIMITED, "Semi-Limited"),
}


def listed_over(total: dict[int, int], limits: dict[int, int]) -> Iterator[tuple[int, int, int]]:
    """(card id, copies, allowed) for each listed card with more copies than its list allows."""
    for card_id in [card_id for card_id in total if card_id in limits]:
        count, allowed = total[card_id], limits[card_id]
        if count > allowed:
            yield card_id, count, allowed


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    if not ctx.limits:
        return
    facts = ctx.facts
    listed = ctx.regulation.isoformat()  # type: ignore[union-attr]
    for card_id, count, allowed in listed_over(tally.total, ctx.limits):
        code, status = STATUS[allowed]
        name = facts.ref(card_id).name
        if allowed == 0:
            message = f"{name!r} is Forbidden on the {listed} list ({count} in the deck)"
        else:
            message = (
                f"{count} copies of {name!r}; it is {status} to {allowed} on the {listed} list"
            )
        yield violation(code, message, NAME, card=facts.ref(card_id), count=count, limit=allowed)
