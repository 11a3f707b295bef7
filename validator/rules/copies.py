"""Copies: at most N of one card (by konami id) across Main + Extra + Side."""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import RuleContext
from validator.rules.tally import Tally

NAME = "copies"


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    limit = ctx.copies
    if limit is None:
        return
    facts = ctx.facts
    for card_id, count in tally.total.items():
        if count > limit:
            yield violation(
                Code.COPY_LIMIT,
                f"{count} copies of {facts.ref(card_id).name!r} across Main, Extra and Side; "
                f"at most {limit}",
                NAME,
                card=facts.ref(card_id),
                count=count,
                limit=limit,
            )
