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
    refs = ctx.facts.refs
    for card_id, count in tally.total.items():
        if count > limit:
            ref = refs[card_id]
            yield violation(
                Code.COPY_LIMIT,
                f"{count} copies of {ref.name!r} across Main, Extra and Side; at most {limit}",
                NAME,
                card=ref,
                count=count,
                limit=limit,
            )
