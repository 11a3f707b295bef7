"""`rushdeck engine coverage`: which card effects the engine plays."""

from __future__ import annotations

import click

from validator.cards import load_cards
from validator.cli.app import emit_json, json_option, main
from validator.engine.coverage import coverage as coverage_report
from validator.engine.coverage import coverage_lines


@main.group()
def engine() -> None:
    """The playtest engine."""


@engine.command()
@json_option
def coverage(as_json: bool) -> None:
    """How many cards of each kind the engine plays exactly (with all their text)."""
    report = coverage_report(load_cards())
    if as_json:
        emit_json(report)
    else:
        click.echo("\n".join(coverage_lines(report)))
