"""`rushdeck playtest` (matches or goldfish) and `rushdeck replay`."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from validator.agents import PLAYING_AGENTS
from validator.cards import CardDB, load_cards
from validator.cli.app import EXIT_ILLEGAL, emit_json, handles_input_errors, json_option, main
from validator.cli.folders import force_option, output_folder
from validator.cli.running import backend_options, opened_backend, progress_bar, stopped_early
from validator.decks import Deck, load_deck, refuse_repeated_stdin
from validator.engine import CardTable, DeckList, Settings
from validator.engine.log import GameLog
from validator.engine.modes import BY_FORMAT
from validator.errors import InputError
from validator.formats import parse_date
from validator.playtest.backends import Games
from validator.playtest.field import distinct_names
from validator.playtest.goldfish import goldfish, goldfish_lines
from validator.playtest.legality import (
    Legality,
    NamedDeck,
    check_decks,
    check_table,
    check_teams,
    illegal,
)
from validator.playtest.modes import (
    format_settings,
    party_fixed_decks,
    party_players,
    party_settings,
)
from validator.playtest.multistats import multi_lines, summarize_multi
from validator.playtest.replay import replay_lines
from validator.playtest.runner import GameRecord, Matchup, keep_loaded, to_decklist
from validator.playtest.samples import SAMPLE_DECKS, sample_as_deck
from validator.playtest.stats import report_lines, summarize

SAMPLE = "sample:"


def read_named_deck(arg: str, db: CardDB) -> tuple[str, Deck]:
    """A deck argument as written: a file, '-', a ydke:// URL, or sample:NAME for a bundled
    sample; with the name it plays by."""
    if arg.startswith(SAMPLE):
        name = arg[len(SAMPLE) :]
        if name not in SAMPLE_DECKS:
            raise InputError(f"no sample deck {name!r} (samples: {', '.join(SAMPLE_DECKS)})")
        return name, sample_as_deck(name)
    deck = load_deck(arg, db)
    return deck.name or Path(arg).stem or "deck", deck


def read_deck(arg: str, db: CardDB) -> tuple[str, DeckList]:
    """A deck argument (see `read_named_deck`) as the engine plays it."""
    return playable(read_named_deck(arg, db), db)


def playable(named: NamedDeck, db: CardDB) -> tuple[str, DeckList]:
    name, deck = named
    return name, to_decklist(deck, db, name)


@main.command()
@click.argument("decks", nargs=-1, metavar="[DECK | DECK1 DECK2 DECK3 DECK4]")
@click.option(
    "--format",
    "fmt",
    default="rush",
    show_default=True,
    type=click.Choice(sorted(BY_FORMAT)),
    help="rush: a duel; party: Wai Wai Rush Party (4 players); wrgp: the 3 vs 3 relay.",
)
@click.option("--team", nargs=3, metavar="A1 A2 A3", help="wrgp: team A's decks in order.")
@click.option("--vs-team", nargs=3, metavar="B1 B2 B3", help="wrgp: team B's decks in order.")
@click.option("--vs", "opponent", help="The opposing deck (a file, ydke:// URL or sample:NAME).")
@click.option("--games", default=100, show_default=True, type=click.IntRange(1), help="Games.")
@click.option("--seed", default=0, show_default=True, type=int, help="Master seed.")
@click.option(
    "--agent",
    default="greedy",
    show_default=True,
    type=click.Choice(PLAYING_AGENTS),
    help="Plays DECK.",
)
@click.option(
    "--vs-agent",
    default="greedy",
    show_default=True,
    type=click.Choice(PLAYING_AGENTS),
    help="Plays DECK2.",
)
@backend_options
@click.option(
    "--save-logs",
    metavar="DIR",
    type=click.Path(file_okay=False),
    help="Write every game log (JSON) to DIR, which must be empty (or new) unless --force.",
)
@force_option
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
@click.option(
    "--strict",
    is_flag=True,
    help="Refuse (exit 1) a deck that is not legal on the date; by default it plays, with a "
    "warning.",
)
@json_option
@handles_input_errors
def playtest(
    decks: tuple[str, ...],
    fmt: str,
    team: tuple[str, str, str] | None,
    vs_team: tuple[str, str, str] | None,
    opponent: str | None,
    games: int,
    seed: int,
    agent: str,
    vs_agent: str,
    backend: str,
    address: str | None,
    jobs: int,
    chunk_size: int,
    save_logs: str | None,
    force: bool,
    solo: bool,
    hands: int,
    turns: int,
    date: str | None,
    strict: bool,
    as_json: bool,
) -> None:
    """Play DECK against --vs DECK2, or alone with --goldfish, and report the statistics.

    Games alternate who goes first; the same --seed gives the same report whatever the
    backend, --jobs or --chunk-size. Ctrl-C stops the games and prints the report of those
    finished, marked partial.
    DECK is a file, - for stdin, a ydke:// URL or sample:NAME (sample:sevens, sample:dragons).

    --format party plays four decks (default: the format's fixed decks), seats and the first
    player drawn per game, --agent for every seat. --format wrgp plays --team A1 A2 A3
    against --vs-team B1 B2 B3 (--agent plays team A, --vs-agent team B).

    Each deck (a relay's teams, a party's table) is checked first by the format's rules on
    --date: one that is not legal plays with a warning on stderr, and its report is in the
    --json output; --strict refuses it with exit code 1.
    """
    if solo and opponent is not None:
        raise InputError("--goldfish plays DECK alone: give --goldfish or --vs DECK2, not both")
    refuse_repeated_stdin((*decks, opponent, *(team or ()), *(vs_team or ())))
    logs = output_folder(save_logs, "--save-logs", force)
    if logs is not None and backend != "local":
        raise InputError("--save-logs writes where the games are played: use --backend local")
    runner = (backend, address, jobs, chunk_size)
    db = load_cards()
    table_of = MULTIPLAYER_TABLES.get(BY_FORMAT[fmt].name)
    if table_of is not None:
        if solo or opponent:
            raise InputError(f"--goldfish and --vs are for duels, not --format {fmt}")
        day = parse_date(date) if date else None
        multi, checks = table_of(decks, team, vs_team, agent, vs_agent, seed, day, db)
        judge(checks, strict, as_json)
        multi = replace(multi, logs=logs)
        _run(multi, games, runner, as_json, checks, summarize_multi)
        return
    if team or vs_team:
        raise InputError("--team and --vs-team go with --format wrgp")
    if len(decks) != 1:
        raise InputError("give one DECK (and --vs DECK2), or use --format party / wrgp")
    if not solo and opponent is None:
        raise InputError("give an opponent with --vs DECK2, or use --goldfish")
    day = parse_date(date)
    settings = format_settings("rush", day)
    named = [read_named_deck(arg, db) for arg in (decks[0], *([] if solo else [opponent]))]
    played = [playable(item, db) for item in named]
    checks = check_decks(named, "rush", day)
    judge(checks, strict, as_json)
    table = CardTable(db)
    (name, mine), *others = played
    if solo:
        report = goldfish(mine, table, hands, seed, turns, agent, settings)
        report["deck"] = name
        report["legality"] = [check.as_json() for check in checks]
        emit_json(report) if as_json else click.echo("\n".join(goldfish_lines(report)))
        return
    ((other_name, theirs),) = others
    if other_name == name:
        name, other_name = f"{name} (1)", f"{other_name} (2)"
    matchup = Matchup(
        decks=(mine, theirs),
        names=(name, other_name),
        agents=(agent, vs_agent),
        seed=seed,
        settings=settings,
        logs=logs,
    )
    _run(matchup, games, runner, as_json, checks, lambda m, r: summarize(m, r, db))


def judge(checks: list[Legality], strict: bool, as_json: bool) -> None:
    """Warn of each deck that is not legal; with --strict, refuse to play (exit 1), printing
    the reports with --json."""
    refused = illegal(checks)
    for check in refused:
        lead = "error" if strict else "warning"
        click.echo(f"{lead}: {check.warning()}", err=True)
    if refused and strict:
        if as_json:
            emit_json({"legality": [check.as_json() for check in checks]})
        click.echo("not played: --strict plays only legal decks", err=True)
        raise SystemExit(EXIT_ILLEGAL)


def _run(
    matchup: Matchup,
    games: int,
    runner: tuple[str, str | None, int, int],
    as_json: bool,
    checks: list[Legality],
    summary: Callable[[Matchup, Iterable[GameRecord]], dict[str, Any]],
) -> None:
    """Play on the backend the options name (`runner`: backend, address, jobs, chunk size) and
    print the report; one cut short says so on stderr and carries `"partial": true`."""
    keep_loaded()
    with opened_backend(*runner) as backend, progress_bar("playing") as bar:
        played = Games(backend, [matchup], [range(games)], bar)
        report = summary(matchup, (record for _, record in played))
    if played.partial:
        report["partial"] = True
    report["legality"] = [check.as_json() for check in checks]
    stopped_early(report)
    if as_json:
        emit_json(report)
    else:
        lines = multi_lines(report) if "mode" in report else report_lines(report)
        click.echo("\n".join(lines))


def _party_table(
    decks: tuple[str, ...],
    team: tuple[str, ...] | None,
    vs_team: tuple[str, ...] | None,
    agent: str,
    vs_agent: str,
    seed: int,
    day: dt.date | None,
    db: CardDB,
) -> tuple[Matchup, list[Legality]]:
    """A party table: four decks (default: the format's fixed decks), one agent for all."""
    if team or vs_team:
        raise InputError("--team and --vs-team go with --format wrgp")
    if not decks:
        named = party_fixed_decks(db)
    elif len(decks) == party_players(day):
        named = [read_named_deck(arg, db) for arg in decks]
    else:
        raise InputError(f"a party table is {party_players(day)} decks, got {len(decks)}")
    played = [playable(item, db) for item in named]
    matchup = _matchup(played, (agent,) * len(played), seed, party_settings(db, day))
    return matchup, check_table(named, day)


def _relay_table(
    decks: tuple[str, ...],
    team: tuple[str, ...] | None,
    vs_team: tuple[str, ...] | None,
    agent: str,
    vs_agent: str,
    seed: int,
    day: dt.date | None,
    db: CardDB,
) -> tuple[Matchup, list[Legality]]:
    """A relay match: two teams of three, --agent for team A and --vs-agent for team B."""
    if decks or not team or not vs_team:
        raise InputError("--format wrgp takes --team A1 A2 A3 --vs-team B1 B2 B3")
    settings = format_settings("wrgp", day)
    size = settings.team_size
    named = [
        (f"{'AB'[i // size]}{i % size + 1} {name}", deck)
        for i, (name, deck) in enumerate(read_named_deck(arg, db) for arg in (*team, *vs_team))
    ]
    played = [playable(item, db) for item in named]
    matchup = _matchup(played, (agent,) * size + (vs_agent,) * size, seed, settings)
    return matchup, check_teams([named[:size], named[size:]], day)


MULTIPLAYER_TABLES = {"party": _party_table, "relay": _relay_table}
"""How each multiplayer mode (by `Settings.mode` name) reads its table from the options."""


def _matchup(
    named: list[tuple[str, DeckList]], agents: tuple[str, ...], seed: int, settings: Settings
) -> Matchup:
    names = distinct_names([name for name, _ in named])
    return Matchup(
        decks=tuple(deck for _, deck in named),
        names=tuple(names),
        agents=agents,
        seed=seed,
        settings=settings,
    )


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
    except (KeyError, ValueError) as exc:  # an InputError of an action is a ValueError
        raise InputError(f"the log does not replay: {exc}", source=str(log)) from None
    if as_json:
        emit_json({"log": str(log), "winner": game.winner, "reason": game.reason, "lines": lines})
    else:
        click.echo("\n".join(lines).lstrip("\n"))
