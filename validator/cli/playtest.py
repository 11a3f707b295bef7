"""`rushdeck playtest` (matches or goldfish) and `rushdeck replay`."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import click

from validator.agents import AGENTS
from validator.cards import CardDB, load_cards
from validator.cli.app import emit_json, handles_input_errors, json_option, main
from validator.decks import load_deck
from validator.engine import CardTable, DeckList, Settings
from validator.engine.log import GameLog
from validator.errors import InputError
from validator.formats import load_regulations, parse_date
from validator.playtest.goldfish import goldfish, goldfish_lines
from validator.playtest.replay import replay_lines
from validator.playtest.runner import Matchup, iter_games, to_decklist
from validator.playtest.samples import SAMPLE_DECKS, sample_deck
from validator.playtest.stats import report_lines, summarize

PLAYERS = sorted(name for name in AGENTS if name != "passive")
SAMPLE = "sample:"


def read_deck(arg: str, db: CardDB) -> tuple[str, DeckList]:
    """A deck argument: a file, '-', a ydke:// URL, or sample:NAME for a bundled sample."""
    if arg.startswith(SAMPLE):
        name = arg[len(SAMPLE) :]
        if name not in SAMPLE_DECKS:
            raise InputError(f"no sample deck {name!r} (samples: {', '.join(SAMPLE_DECKS)})")
        return name, sample_deck(name)
    deck = load_deck(arg, db)
    return deck.name or Path(arg).stem or "deck", to_decklist(deck, db)


def engine_settings(date: str | None) -> Settings:
    """The engine settings of the Rush format in force on the date (default: today)."""
    day = parse_date(date) if date else dt.date.today()
    return Settings.from_play(load_regulations().format("rush").rules_on(day).play)


@main.command()
@click.argument("deck")
@click.option("--vs", "opponent", help="The opposing deck (a file, ydke:// URL or sample:NAME).")
@click.option("--games", default=100, show_default=True, type=click.IntRange(1), help="Games.")
@click.option("--seed", default=0, show_default=True, type=int, help="Master seed.")
@click.option(
    "--agent", default="greedy", show_default=True, type=click.Choice(PLAYERS), help="Plays DECK."
)
@click.option(
    "--vs-agent",
    default="greedy",
    show_default=True,
    type=click.Choice(PLAYERS),
    help="Plays DECK2.",
)
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1), help="Processes.")
@click.option(
    "--save-logs",
    type=click.Path(file_okay=False, path_type=Path),
    help="Write every game log (JSON) to this folder.",
)
@click.option("--goldfish", "solo", is_flag=True, help="Consistency figures without opponent.")
@click.option(
    "--hands", default=1000, show_default=True, type=click.IntRange(1), help="Goldfish games."
)
@click.option(
    "--turns",
    default=3,
    show_default=True,
    type=click.IntRange(1, 10),
    help="Goldfish: own turns measured.",
)
@click.option("--date", help="Play by the rules in force on this date (default: today).")
@json_option
@handles_input_errors
def playtest(
    deck: str,
    opponent: str | None,
    games: int,
    seed: int,
    agent: str,
    vs_agent: str,
    jobs: int,
    save_logs: Path | None,
    solo: bool,
    hands: int,
    turns: int,
    date: str | None,
    as_json: bool,
) -> None:
    """Play DECK against --vs DECK2, or alone with --goldfish, and report the statistics.

    Games alternate who goes first; the same --seed gives the same report whatever --jobs.
    DECK is a file, - for stdin, a ydke:// URL or sample:NAME (sample:sevens, sample:dragons).
    """
    db = load_cards()
    settings = engine_settings(date)
    name, mine = read_deck(deck, db)
    table = CardTable(db)
    if solo:
        report = goldfish(mine, table, hands, seed, turns, agent, settings)
        report["deck"] = name
        emit_json(report) if as_json else click.echo("\n".join(goldfish_lines(report)))
        return
    if opponent is None:
        raise InputError("give an opponent with --vs DECK2, or use --goldfish")
    other_name, theirs = read_deck(opponent, db)
    if other_name == name:
        name, other_name = f"{name} (1)", f"{other_name} (2)"
    matchup = Matchup(
        decks=(mine, theirs),
        names=(name, other_name),
        agents=(agent, vs_agent),
        seed=seed,
        settings=settings,
        logs=save_logs,
    )
    with click.progressbar(
        iter_games(matchup, games, jobs, table),
        length=games,
        label="playing",
        file=sys.stderr,
        show_pos=True,
    ) as records:
        report = summarize(matchup, records, db)
    emit_json(report) if as_json else click.echo("\n".join(report_lines(report)))


@main.command()
@click.argument("log", type=click.Path(dir_okay=False, path_type=Path))
@json_option
@handles_input_errors
def replay(log: Path, as_json: bool) -> None:
    """Print a saved game LOG turn by turn."""
    game = GameLog.read(log)
    table = CardTable(load_cards())
    try:
        lines = list(replay_lines(game, table))
    except (KeyError, ValueError) as exc:
        raise InputError(f"{log}: the log does not replay: {exc}") from None
    if as_json:
        emit_json({"log": str(log), "winner": game.winner, "reason": game.reason, "lines": lines})
    else:
        click.echo("\n".join(lines).lstrip("\n"))
