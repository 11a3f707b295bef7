"""What the CLI and the HTTP API both call: a deck, team or party table to a report."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from functools import lru_cache

from validator.cards import CardDB, load_cards
from validator.decks.model import Deck
from validator.errors import InputError
from validator.formats import Regulations, load_regulations, parse_date
from validator.report import Counts, GroupReport, Report, Violation, construct, sort_key
from validator.rules import DECK_RULES, RuleContext, Tally, build_context, declared, tally
from validator.rules import party as party_rule
from validator.rules import team as team_rule

DateLike = dt.date | str | None


@lru_cache(maxsize=256)
def _context(fmt: str, date: dt.date, regulations: Regulations, db: CardDB) -> RuleContext:
    try:
        found = regulations.format(fmt)
    except KeyError as exc:
        raise InputError(exc.args[0]) from None
    return build_context(found, date, regulations, db)


def context_for(
    fmt: str,
    date: DateLike = None,
    *,
    db: CardDB | None = None,
    regulations: Regulations | None = None,
) -> RuleContext:
    """The rule values of a format on a date (today when None); cached per (format, date).

    Raises InputError for an unknown format and DateError for a malformed date or one before
    the format existed.
    """
    return _context(fmt, parse_date(date), regulations or load_regulations(), db or load_cards())


def _sorted(violations: list[Violation]) -> list[Violation]:
    if len(violations) > 1:
        violations.sort(key=sort_key)
    return violations


def _report(t: Tally, ctx: RuleContext, deck: Deck, extra: Sequence[Violation] = ()) -> Report:
    violations = [v for rule in DECK_RULES for v in rule.check(t, ctx)]
    violations.extend(extra)
    main, extra_size, side = t.sizes
    return construct(
        Report,
        legal=not violations,
        format=ctx.format,
        date=ctx.date,
        regulation=ctx.regulation,
        counts=construct(Counts, main=main, extra=extra_size, side=side),
        violations=_sorted(violations),
        warnings=declared.warnings(deck) if deck.declared else [],
    )


def check_deck(deck: Deck, ctx: RuleContext) -> Report:
    """The hot path: one deck against an already built context.

    In a party format the deck must also be one of the fixed decks.
    """
    t = tally(deck, ctx.facts.cards)
    if ctx.rules.party is not None:
        values = party_rule.party_values(ctx.rules.party, ctx.db)
        return _report(t, ctx, deck, party_rule.match_deck(t, ctx, values)[1])
    return _report(t, ctx, deck)


def validate_deck(
    deck: Deck,
    date: DateLike = None,
    format: str = "rush",
    *,
    db: CardDB | None = None,
    regulations: Regulations | None = None,
) -> Report:
    """Every problem of one deck in a format on a date (today when None)."""
    return check_deck(deck, context_for(format, date, db=db, regulations=regulations))


def _group(ctx: RuleContext, reports: list[Report], violations: list[Violation]) -> GroupReport:
    return construct(
        GroupReport,
        legal=not violations and all(report.legal for report in reports),
        format=ctx.format,
        date=ctx.date,
        regulation=ctx.regulation,
        decks=reports,
        violations=_sorted(violations),
    )


def validate_team(
    decks: Sequence[Deck],
    date: DateLike = None,
    format: str = "wrgp",
    *,
    db: CardDB | None = None,
    regulations: Regulations | None = None,
) -> GroupReport:
    """A report per deck plus the team-wide violations (team size, copies, list limits)."""
    ctx = context_for(format, date, db=db, regulations=regulations)
    if ctx.rules.team is None:
        raise InputError(f"format {format!r} is not a team format")
    tallies = [tally(deck, ctx.facts.cards) for deck in decks]
    reports = [_report(t, ctx, deck) for t, deck in zip(tallies, decks, strict=True)]
    return _group(ctx, reports, list(team_rule.check(tallies, ctx)))


def validate_party(
    decks: Sequence[Deck],
    spell_deck: Deck | None = None,
    date: DateLike = None,
    format: str = "party",
    *,
    db: CardDB | None = None,
    regulations: Regulations | None = None,
) -> GroupReport:
    """A party table: each deck one of the fixed decks, none twice, the format's Spell Deck.

    Without a Spell Deck the table uses the format's own.
    """
    ctx = context_for(format, date, db=db, regulations=regulations)
    if ctx.rules.party is None:
        raise InputError(f"format {format!r} is not a party format")
    values = party_rule.party_values(ctx.rules.party, ctx.db)
    reports: list[Report] = []
    matches: list[int | None] = []
    for deck in decks:
        t = tally(deck, ctx.facts.cards)
        found, own = party_rule.match_deck(t, ctx, values)
        matches.append(found)
        reports.append(_report(t, ctx, deck, own))
    spell = tally(spell_deck, ctx.facts.cards) if spell_deck is not None else None
    violations = list(party_rule.check_table(matches, spell, ctx, values))
    return _group(ctx, reports, violations)
