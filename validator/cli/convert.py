"""`rushdeck convert`: a deck from any supported form to any other."""

from __future__ import annotations

import click

from validator.cards import CardDB, load_cards
from validator.cli.app import emit_json, fail, handles_input_errors, json_option, main
from validator.decks import FORMS, DeckEntry, load_deck, write_deck
from validator.errors import listed


def _unknown(entry: DeckEntry, db: CardDB) -> str:
    """An unknown entry as the error names it: what was written, where, and a close match."""
    where = f" (line {entry.line})" if entry.line is not None else ""
    hint = db.get(entry.suggestion) if entry.suggestion is not None else None
    did_you_mean = f", did you mean {hint.name!r}?" if hint else ""
    return f"{entry.written!r}{where}{did_you_mean}"


@main.command()
@click.argument("deck")
@click.option("--to", "form", type=click.Choice(FORMS), required=True, help="Form to write.")
@click.option(
    "--canonical",
    is_flag=True,
    help="Write every card as its first print (default: each card's print as read).",
)
@json_option
@handles_input_errors
def convert(deck: str, form: str, canonical: bool, as_json: bool) -> None:
    """Convert DECK (a file, - for stdin, or a ydke:// URL) to another form.

    An alternate print read from a passcode is written back as that passcode (in JSON too)
    unless --canonical. Unknown cards cannot be converted: the command names them and exits 2.
    """
    db = load_cards()
    loaded = load_deck(deck, db)
    if canonical:
        loaded = loaded.canonical()
    unknown = dict.fromkeys(_unknown(e, db) for _, e in loaded.entries() if e.card_id is None)
    if unknown:
        fail(f"{loaded.source or deck}: unknown card(s): {listed(unknown, '; ')}")
    text = write_deck(loaded, db, form)  # type: ignore[arg-type]
    if as_json:
        emit_json({"form": form, "deck": text, "counts": loaded.counts()})
    else:
        click.echo(text, nl=not text.endswith("\n"))
