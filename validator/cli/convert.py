"""`rushdeck convert`: a deck from any supported form to any other."""

from __future__ import annotations

import click

from validator.cards import load_cards
from validator.cli.app import emit_json, handles_input_errors, json_option, main
from validator.decks import FORMS, load_deck, write_deck


@main.command()
@click.argument("deck")
@click.option("--to", "form", type=click.Choice(FORMS), required=True, help="Form to write.")
@json_option
@handles_input_errors
def convert(deck: str, form: str, as_json: bool) -> None:
    """Convert DECK (a file, - for stdin, or a ydke:// URL) to another form.

    Unknown cards cannot be converted: the command names them and exits 2.
    """
    db = load_cards()
    loaded = load_deck(deck, db)
    unknown = sorted({e.written or "" for _, e in loaded.entries() if e.card_id is None})
    if unknown:
        click.echo(f"error: {deck}: unknown card(s): {', '.join(map(repr, unknown))}", err=True)
        raise SystemExit(2)
    text = write_deck(loaded, db, form)  # type: ignore[arg-type]
    if as_json:
        emit_json({"form": form, "deck": text, "counts": loaded.counts()})
    else:
        click.echo(text, nl=not text.endswith("\n"))
