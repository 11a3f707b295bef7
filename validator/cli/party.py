"""`rushdeck party`: a Wai Wai Rush Party table; `rushdeck party decks`: the bundled decks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from validator.cards import CardDB, load_cards
from validator.cli.app import (
    emit_json,
    exit_with_report,
    fail,
    handles_input_errors,
    json_option,
    main,
)
from validator.cli.folders import force_option, output_folder
from validator.cli.options import date_option, format_option
from validator.cli.render import group_text
from validator.decks import Deck, load_deck, load_decks, refuse_repeated_stdin, write_deck
from validator.decks.party import PartySet, load_party_set
from validator.decks.text import merged
from validator.services import context_for, validate_party

STAND_IN_WARNING = (
    "STAND-INS: the official Wai Wai Rush Party lists are not public; these decks are the "
    "project's stand-ins (replace card_data/party/ with the official lists)."
)


@main.command()
@click.argument("decks", nargs=-1, required=True, metavar="DECK1 DECK2 DECK3 DECK4 | decks")
@click.option(
    "--spell-deck", metavar="FILE", help="The table's Spell Deck (default: the format's)."
)
@click.option(
    "--export",
    metavar="DIR",
    type=click.Path(file_okay=False),
    help="With `party decks`: write the fixed decks and the Spell Deck as JSON deck files "
    "into DIR, which must be empty (or new) unless --force.",
)
@force_option
@date_option
@format_option("party")
@json_option
@handles_input_errors
def party(
    decks: tuple[str, ...],
    spell_deck: str | None,
    export: str | None,
    force: bool,
    date: str | None,
    fmt: str,
    as_json: bool,
) -> None:
    """Check a party table (one deck per player, clockwise), or list the fixed decks.

    `rushdeck party decks [--export DIR]` lists (or writes) the format's fixed decks and
    Spell Deck instead.
    """
    ctx = context_for(fmt, date)
    if ctx.rules.party is None:
        fail(f"format {fmt!r} is not a party format")
    if export is not None and decks != ("decks",):
        fail("--export goes with `rushdeck party decks`")
    folder = output_folder(export, "--export", force)
    db = load_cards()
    if decks == ("decks",):
        bundled = load_party_set(ctx.rules.party, db)
        if folder is not None:
            _export(bundled, db, folder)
        else:
            _list(bundled, db, as_json)
        return
    refuse_repeated_stdin((*decks, spell_deck))
    spell = load_deck(spell_deck, db) if spell_deck else None
    report = validate_party(load_decks(decks, db), spell, date, fmt)
    exit_with_report(report, as_json, lambda: group_text("Table", decks, report))


def _deck_data(deck: Deck, db: CardDB) -> dict[str, Any]:
    cards = [
        {"id": card_id, "name": db.get(card_id).name, "count": count}  # type: ignore[union-attr]
        for card_id, _, count in merged(deck.main)
    ]
    return {"name": deck.name, "count": deck.size("main"), "cards": cards}


def _list(bundled: PartySet, db: CardDB, as_json: bool) -> None:
    if as_json:
        emit_json(
            {
                "stand_in": bundled.stand_in,
                "note": bundled.note,
                "decks": [_deck_data(deck, db) for deck in bundled.decks],
                "spell_deck": _deck_data(bundled.spell_deck, db),
            }
        )
        return
    if bundled.stand_in:
        click.echo(click.style(STAND_IN_WARNING, fg="yellow"))
    for number, deck in enumerate((*bundled.decks, bundled.spell_deck), start=1):
        title = deck.name if deck is bundled.spell_deck else f"{number}. {deck.name}"
        click.echo(f"\n{title} ({deck.size('main')} cards)")
        for row in _deck_data(deck, db)["cards"]:
            click.echo(f"  {row['count']} {row['name']}")


def _export(bundled: PartySet, db: CardDB, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    prefix = "stand-in-" if bundled.stand_in else ""
    files = {f"{prefix}deck-{n}.json": deck for n, deck in enumerate(bundled.decks, start=1)}
    files[f"{prefix}spell-deck.json"] = bundled.spell_deck
    for name, deck in files.items():
        (folder / name).write_text(write_deck(deck, db, "json"), encoding="utf-8")
        click.echo(str(folder / name))
    if bundled.stand_in:
        click.echo(STAND_IN_WARNING, err=True)
