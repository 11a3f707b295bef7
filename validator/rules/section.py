"""Sections: Extra Deck monsters (by the subtypes in force on the date) only in the Extra Deck.

Which subtypes belong there is data: Fusion monsters from launch, Ritual monsters too from
2025-04-26. The Side Deck may hold anything.
"""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import RuleContext
from validator.rules.tally import Tally

NAME = "section"


def _subtypes(ctx: RuleContext) -> str:
    names = [f"{subtype.title()}" for subtype in ctx.extra_subtypes or ()]
    return " and ".join(names) + " monsters" if names else "no cards"


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    if ctx.extra_subtypes is None:
        return
    main, extra, _ = tally.sections
    facts = ctx.facts
    extra_ids = ctx.extra_ids
    # comprehensions, not `keys() & frozenset`: that walks the whole (large) frozenset
    for card_id in [card_id for card_id in main if card_id in extra_ids]:
        yield violation(
            Code.WRONG_SECTION,
            f"{facts.ref(card_id).name!r} ({facts.describe(card_id)}) is in the Main Deck; "
            "it belongs in the Extra Deck",
            NAME,
            section="main",
            card=facts.ref(card_id),
            count=main[card_id],
            limit=0,
        )
    for card_id in [card_id for card_id in extra if card_id not in extra_ids]:
        yield violation(
            Code.WRONG_SECTION,
            f"{facts.ref(card_id).name!r} ({facts.describe(card_id)}) is in the Extra Deck; "
            f"on {ctx.date.isoformat()} the Extra Deck holds only {_subtypes(ctx)}",
            NAME,
            section="extra",
            card=facts.ref(card_id),
            count=extra[card_id],
            limit=0,
        )
