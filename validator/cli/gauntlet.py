"""`rushdeck gauntlet` (a deck against a field) and `rushdeck compare` (two decks against one)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import click

from validator.agents import PLAYING_AGENTS
from validator.cards import load_cards
from validator.cli.app import emit_json, handles_input_errors, json_option, main
from validator.cli.playtest import judge, read_named_deck
from validator.cli.running import (
    backend_options,
    opened_backend,
    progress_bar,
    stacked,
    stopped_early,
)
from validator.decks import refuse_repeated_stdin
from validator.formats import parse_date
from validator.playtest.compare import DEFAULT_MAX_GAMES, compare_lines, run_compare
from validator.playtest.field import FieldEntry, load_field, read_weights
from validator.playtest.gauntlet import gauntlet_lines, prepare, run_gauntlet

field_options = stacked(
    click.option(
        "--field",
        "field_paths",
        multiple=True,
        required=True,
        metavar="PATH",
        help="Opposing decks: files, folders or a manifest (CSV/JSON, optional 'weight' "
        "column). Repeatable.",
    ),
    click.option(
        "--weights",
        metavar="FILE",
        help='Shares of the field: JSON {"deck": weight} or CSV deck,weight (by deck name '
        "or path).",
    ),
    click.option("--seed", default=0, show_default=True, type=int, help="Master seed."),
    click.option(
        "--agent",
        default="greedy",
        show_default=True,
        type=click.Choice(PLAYING_AGENTS),
        help="Plays every deck.",
    ),
    click.option("--date", help="Play by the rules in force on this date (default: today)."),
    click.option(
        "--strict",
        is_flag=True,
        help="Refuse (exit 1) when a deck is not legal on the date; by default it plays, "
        "with a warning.",
    ),
)
"""The field, its weights, the seed, the agent, the date and --strict."""


def _against_field(
    decks: Sequence[str],
    options: dict[str, Any],
    play: Callable[..., dict[str, Any]],
    lines: Callable[[dict[str, Any]], list[str]],
) -> None:
    """Read the decks and the field, check them, play on the backend the options name and
    print the report. `play(decks, field, **common)` runs the games: `common` holds the seed,
    agent, date, backend and progress bar."""
    db = load_cards()
    day = parse_date(options["date"])
    refuse_repeated_stdin((*decks, *options["field_paths"]))
    mine = [FieldEntry(deck, name) for name, deck in (read_named_deck(d, db) for d in decks)]
    weights = options["weights"]
    field = load_field(options["field_paths"], db, read_weights(weights) if weights else None)
    seed, agent, as_json = options["seed"], options["agent"], options["as_json"]
    checks = prepare(mine, field, seed=seed, agent=agent, date=day, db=db).legality
    judge(checks, options["strict"], as_json)
    runner = (options["backend"], options["address"], options["jobs"], options["chunk_size"])
    with opened_backend(*runner) as backend, progress_bar("playing") as bar:
        report = play(mine, field, seed=seed, agent=agent, date=day, backend=backend, progress=bar)
    stopped_early(report)
    emit_json(report) if as_json else click.echo("\n".join(lines(report)))


@main.command()
@click.argument("deck")
@field_options
@click.option(
    "--games-per-matchup",
    default=1000,
    show_default=True,
    type=click.IntRange(1),
    help="Games against each deck of the field.",
)
@backend_options
@json_option
@handles_input_errors
def gauntlet(deck: str, games_per_matchup: int, **options: Any) -> None:
    """Play DECK against every deck of a field: each matchup's win rate with its 95% interval,
    going first and second, and the win rate weighted by the field's shares.

    DECK is a file, - for stdin, a ydke:// URL or sample:NAME. Every deck is checked first as
    playtests check them. The same --seed gives the same report whatever the backend.
    Ctrl-C stops the run and prints the report of the games finished, marked partial.
    """

    def play(decks: list[FieldEntry], field: list[FieldEntry], **common: Any) -> dict[str, Any]:
        return run_gauntlet(decks[0], field, games_per_matchup=games_per_matchup, **common)

    _against_field([deck], options, play, gauntlet_lines)


@main.command()
@click.argument("deck_a")
@click.argument("deck_b")
@field_options
@click.option(
    "--games",
    default=1000,
    show_default=True,
    type=click.IntRange(1),
    help="Games per matchup (per round with --until-significant).",
)
@click.option(
    "--until-significant",
    is_flag=True,
    help="Play rounds of --games per matchup until the overall interval excludes 0.",
)
@click.option(
    "--max-games",
    type=click.IntRange(1),
    help=f"With --until-significant: stop at this many games per matchup "
    f"(default: {DEFAULT_MAX_GAMES:,}, or --games if more).",
)
@backend_options
@json_option
@handles_input_errors
def compare(
    deck_a: str,
    deck_b: str,
    games: int,
    until_significant: bool,
    max_games: int | None,
    **options: Any,
) -> None:
    """Is DECK_B better than DECK_A? Both play the same field on the same seeds, game for
    game; the report gives B's win rate minus A's per matchup and over the field (weighted),
    with a 95% interval and a p-value, and the cards whose figures differ most.

    Ctrl-C stops the run and prints the report of the games finished, marked partial.
    """
    if max_games is not None and not until_significant:
        raise click.UsageError("--max-games goes with --until-significant")

    def play(decks: list[FieldEntry], field: list[FieldEntry], **common: Any) -> dict[str, Any]:
        a, b = decks
        return run_compare(
            a, b, field, games=games, until_significant=until_significant, max_games=max_games,
            **common,
        )  # fmt: skip

    _against_field([deck_a, deck_b], options, play, compare_lines)
