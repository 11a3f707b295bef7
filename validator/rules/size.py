"""Section sizes: Main, Extra and Side Deck card counts within the format's ranges."""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import SECTION_KEYS, SECTION_TITLES, RuleContext
from validator.rules.tally import Tally

NAME = "size"
_CODES = (Code.MAIN_DECK_SIZE, Code.EXTRA_DECK_SIZE, Code.SIDE_DECK_SIZE)


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    for index, bounds in enumerate(ctx.sizes):
        if bounds is None:
            continue
        low, high = bounds
        size = tally.sizes[index]
        if low <= size <= high:
            continue
        yield violation(
            _CODES[index],
            f"{SECTION_TITLES[index]} has {size} card{'s' * (size != 1)}; "
            f"it must have {low} to {high}",
            NAME,
            section=SECTION_KEYS[index],  # type: ignore[arg-type]
            count=size,
            limit=low if size < low else high,
        )
