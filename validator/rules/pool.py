"""Card pool: every card must be known, and official where the format says so."""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import CardRef, Code, Violation, construct, violation
from validator.rules.context import SECTION_KEYS, SECTION_TITLES, RuleContext
from validator.rules.tally import Tally

NAME = "pool"


def _copies(count: int) -> str:
    return f"{count} cop{'y' if count == 1 else 'ies'}"


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    facts = ctx.facts
    for item in tally.unknown:
        message = f"unknown card {item.written!r} in the {SECTION_TITLES[item.section]}"
        if item.suggestion is not None and item.suggestion in facts.refs:
            message += f"; did you mean {facts.ref(item.suggestion).name!r}?"
        yield violation(
            Code.UNKNOWN_CARD,
            message,
            NAME,
            section=SECTION_KEYS[item.section],  # type: ignore[arg-type]
            card=construct(CardRef, id=None, name=item.written),
            count=item.count,
        )
    if not ctx.official_only:
        return
    for card_id in [card_id for card_id in tally.total if card_id in facts.unofficial]:
        yield violation(
            Code.NOT_OFFICIAL,
            f"{facts.ref(card_id).name!r} cannot be used in official duels "
            f"({_copies(tally.total[card_id])})",
            NAME,
            card=facts.ref(card_id),
            count=tally.total[card_id],
            limit=0,
        )
