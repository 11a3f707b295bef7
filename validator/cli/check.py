"""`rushdeck check`: one deck against a format's rules on a date."""

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
from validator.cli.render import report_text
from validator.decks import load_deck
from validator.services import check_deck, context_for


@main.command()
@click.argument("deck")
@date_option
@format_option("rush")
@json_option
@handles_input_errors
def check(deck: str, date: str | None, fmt: str, as_json: bool) -> None:
    """Check DECK (a file, - for stdin, or a ydke:// URL): every problem, exit 1 if illegal."""
    ctx = context_for(fmt, date)
    report = check_deck(load_deck(deck, load_cards()), ctx)
    exit_with_report(
        report, as_json, lambda: report_text(deck if deck != "-" else "<stdin>", report)
    )
