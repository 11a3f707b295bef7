"""Legend cards: at most N in the counted sections (Main + Extra), in total or per kind.

The scope changed on 2023-01-01 from one Legend card in total to one per kind (monster, spell,
trap); both are data. The Side Deck is not counted. One violation per group over its limit,
listing the cards.
"""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import SECTION_TITLES, RuleContext
from validator.rules.tally import Tally

NAME = "legend"
_KIND_TITLES = {"monster": "Legend Monsters", "spell": "Legend Spells", "trap": "Legend Traps"}
_KIND_ORDER = ("monster", "spell", "trap")


def legend_groups(
    counts: list[dict[int, int]], legend_kind: dict[int, str], per_kind: bool
) -> dict[str, dict[int, int]]:
    """Legend card copies by group ('monster'/'spell'/'trap', or 'all') over some counts."""
    groups: dict[str, dict[int, int]] = {}
    for section in counts:
        for card_id in [card_id for card_id in section if card_id in legend_kind]:
            group = groups.setdefault(legend_kind[card_id] if per_kind else "all", {})
            group[card_id] = group.get(card_id, 0) + section[card_id]
    return groups


def legend_violations(
    groups: dict[str, dict[int, int]], limit: int, where: str, ctx: RuleContext
) -> Iterator[Violation]:
    facts = ctx.facts
    for group in sorted(groups, key=lambda g: _KIND_ORDER.index(g) if g in _KIND_ORDER else -1):
        cards = groups[group]
        count = sum(cards.values())
        if count <= limit:
            continue
        refs = sorted((facts.ref(cid) for cid in cards), key=lambda ref: ref.name.casefold())
        names = ", ".join(
            f"{ref.name}" + (f" x{cards[ref.id]}" if cards[ref.id] > 1 else "")  # type: ignore[index]
            for ref in refs
        )
        title = _KIND_TITLES.get(group, "Legend cards")
        yield violation(
            Code.LEGEND_LIMIT,
            f"{count} {title} in {where} ({names}); at most {limit}",
            NAME,
            cards=refs,
            count=count,
            limit=limit,
        )


def check(tally: Tally, ctx: RuleContext) -> Iterator[Violation]:
    rule = ctx.legend
    if rule is None:
        return
    counts = [tally.sections[index] for index in rule.sections]
    groups = legend_groups(counts, ctx.facts.legend_kind, rule.per_kind)
    if not groups:
        return
    where = " + ".join(SECTION_TITLES[index].removesuffix(" Deck") for index in rule.sections)
    yield from legend_violations(groups, rule.limit, where, ctx)
