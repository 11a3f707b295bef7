"""Options shared by the checking commands."""

from __future__ import annotations

import click

date_option = click.option(
    "--date",
    "date",
    metavar="YYYY-MM-DD",
    default=None,
    help="Judge the deck on this date (default: today): its rules and Limit Regulation list.",
)


def format_option(default: str) -> click.Option:
    return click.option(
        "--format",
        "fmt",
        default=default,
        show_default=True,
        help="Format whose rules apply (see regulations/formats/).",
    )
