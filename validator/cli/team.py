"""`rushdeck team`: a WRGP team of decks, each legal on its own and within the team limits."""

from __future__ import annotations

import click

from validator.cards import load_cards
from validator.cli.app import (
    exit_with_report,
    handles_input_errors,
    json_option,
    main,
)
from validator.cli.options import date_option, format_option
from validator.cli.render import group_text
from validator.decks import load_decks
from validator.services import context_for, validate_team


@main.command()
@click.argument("decks", nargs=-1, required=True)
@date_option
@format_option("wrgp")
@json_option
@handles_input_errors
def team(decks: tuple[str, ...], date: str | None, fmt: str, as_json: bool) -> None:
    """Check a team: DECKS in playing order (1st, 2nd, 3rd duelist); exit 1 if illegal."""
    context_for(fmt, date)  # a bad date or format fails before any file is read
    db = load_cards()
    report = validate_team(load_decks(decks, db), date, fmt)
    exit_with_report(report, as_json, lambda: group_text("Team", decks, report))
