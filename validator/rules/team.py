"""Team-wide limits (WRGP): copies and the Limit Regulation counted across all decks.

A team rule speaks about cards that appear in more than one deck; a card over a limit within
one deck is that deck's own violation. The team size is checked here too, and a team-wide
Legend cap when the format sets one.
"""

from __future__ import annotations

from collections.abc import Iterator

from validator.report import Code, Violation, violation
from validator.rules.context import RuleContext
from validator.rules.legend import legend_groups, legend_violations
from validator.rules.regulation import STATUS, listed_over
from validator.rules.tally import Tally

NAME = "team"
_TEAM_CODES = {1: Code.TEAM_LIMITED, 2: Code.TEAM_SEMI_LIMITED}


def _spread(card_id: int, tallies: list[Tally]) -> str:
    return ", ".join(
        f"deck {number}: {t.total[card_id]}"
        for number, t in enumerate(tallies, start=1)
        if card_id in t.total
    )


def check(tallies: list[Tally], ctx: RuleContext) -> Iterator[Violation]:
    team = ctx.rules.team
    if team is None:
        return
    if len(tallies) != team.size:
        yield violation(
            Code.TEAM_SIZE,
            f"the team has {len(tallies)} deck{'s' * (len(tallies) != 1)}; "
            f"a {ctx.format} team has {team.size}",
            NAME,
            count=len(tallies),
            limit=team.size,
        )
    totals: dict[int, int] = {}
    decks_with: dict[int, int] = {}
    for t in tallies:
        for card_id, count in t.total.items():
            totals[card_id] = totals.get(card_id, 0) + count
            decks_with[card_id] = decks_with.get(card_id, 0) + 1
    shared = {card_id: n for card_id, n in totals.items() if decks_with[card_id] > 1}
    facts = ctx.facts
    for card_id, count in shared.items():
        if count > team.copies:
            yield violation(
                Code.TEAM_COPY_LIMIT,
                f"{count} copies of {facts.ref(card_id).name!r} across the team "
                f"({_spread(card_id, tallies)}); at most {team.copies}",
                NAME,
                card=facts.ref(card_id),
                count=count,
                limit=team.copies,
            )
    if team.limit_regulation and ctx.limits:
        listed = ctx.regulation.isoformat()  # type: ignore[union-attr]
        for card_id, count, allowed in listed_over(shared, ctx.limits):
            if allowed not in _TEAM_CODES:
                continue  # Forbidden: every deck holding it already has FORBIDDEN
            yield violation(
                _TEAM_CODES[allowed],
                f"{count} copies of {facts.ref(card_id).name!r} across the team "
                f"({_spread(card_id, tallies)}); it is {STATUS[allowed][1]} to {allowed} "
                f"on the {listed} list",
                NAME,
                card=facts.ref(card_id),
                count=count,
                limit=allowed,
            )
    if team.legend_cap is not None and ctx.legend is not None:
        counts = [t.sections[index] for t in tallies for index in ctx.legend.sections]
        groups = legend_groups(counts, facts.legend_kind, per_kind=False)
        yield from legend_violations(groups, team.legend_cap, "the team's decks", ctx)
