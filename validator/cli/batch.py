"""`rushdeck batch`: many decks (or WRGP teams) at once, with a summary; exit 1 if any fails."""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import click

from validator.batch import (
    DECK_SUFFIXES,
    BatchReport,
    Summary,
    check_decks,
    check_teams,
    collect,
    summarize,
)
from validator.cards import load_cards
from validator.cli.app import (
    EXIT_ILLEGAL,
    EXIT_OK,
    emit_json,
    fail,
    handles_input_errors,
    json_option,
    main,
)
from validator.cli.options import date_option, format_option
from validator.cli.render import context_line, deck_text, group_text
from validator.report import GroupReport, Report
from validator.services import context_for

DECK_FILES = (*sorted(DECK_SUFFIXES), "manifests")


def _shown(label: str) -> Callable[[Iterable[Any]], Iterator[Any]]:
    """Items passed through a progress bar on stderr when it is a terminal, else as they are."""

    def progress(items: Iterable[Any]) -> Iterator[Any]:
        if not sys.stderr.isatty():
            yield from items
            return
        with click.progressbar(items, label=label, file=sys.stderr) as bar:
            yield from bar

    return progress


@main.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@date_option
@format_option("rush")
@json_option
@click.option("--csv", "as_csv", is_flag=True, help="Print one CSV row per deck.")
@click.option(
    "--allow-outside",
    is_flag=True,
    help="Let manifests name deck files outside their own folder.",
)
@handles_input_errors
def batch(
    paths: tuple[str, ...],
    date: str | None,
    fmt: str,
    as_json: bool,
    as_csv: bool,
    allow_outside: bool,
) -> None:
    """Check every deck in PATHS: deck files, folders (searched recursively) and manifests.

    A manifest is a .csv file with `player`, `team` and `deck` columns, or a .json list of
    {"player", "team", "deck"} objects; its deck paths are relative to it and stay inside its
    folder (unless --allow-outside). Manifests inside a folder searched are not read. With a
    team format (`--format wrgp`) decks are grouped into teams by the manifest's `team`, else
    by folder.
    """
    if as_json and as_csv:
        fail("choose one of --json and --csv")
    ctx = context_for(fmt, date)
    if ctx.rules.party is not None:
        fail("batch checks decks and teams; check a party table with `rushdeck party`")
    db = load_cards()
    jobs = collect(paths, allow_outside)
    if not jobs:
        fail(f"no deck files in {', '.join(paths)} (deck files are {', '.join(DECK_FILES)})")
    if ctx.rules.team is not None:
        teams = check_teams(jobs, ctx, db, progress=_shown("teams"))
        summary = summarize(teams)
        out = BatchReport.model_construct(decks=None, teams=teams, summary=summary)
    else:
        decks = check_decks(jobs, ctx, db, progress=_shown("decks"))
        summary = summarize(decks)
        out = BatchReport.model_construct(decks=decks, teams=None, summary=summary)
    if as_json:
        data = out.model_dump(mode="json")
        emit_json({key: value for key, value in data.items() if value is not None})
    elif as_csv:
        _write_csv(out)
    else:
        _write_text(out, context_line(ctx))
    failed = summary.illegal or summary.errors
    raise SystemExit(EXIT_ILLEGAL if failed else EXIT_OK)


def _write_text(out: BatchReport, context: str) -> None:
    for deck in out.decks or ():
        if deck.error:
            click.echo(f"{deck.path}: {click.style('ERROR', fg='red')}: {deck.error}")
        elif deck.report and not deck.report.legal:
            label = f"{deck.path}" + (f" ({deck.player})" if deck.player else "")
            click.echo(deck_text(label, deck.report))
    for team in out.teams or ():
        if team.error:
            click.echo(f"team {team.team}: {click.style('ERROR', fg='red')}: {team.error}")
        elif team.report and not team.report.legal:
            click.echo(group_text("Team", team.paths, team.report, name=team.team))
    _write_summary(out.summary, context, "team" if out.teams is not None else "deck")


def _write_summary(summary: Summary, context: str, what: str) -> None:
    """The totals line: 'what' is deck or team."""
    if summary.errors == summary.checked:
        click.echo(f"\nno {what} could be read: {summary.errors} unreadable ({context})")
    else:
        checked = f"{summary.checked} {what}{'s' * (summary.checked != 1)}"
        click.echo(
            f"\n{checked} checked ({context}): {summary.legal} legal, "
            f"{summary.illegal} illegal, {summary.errors} unreadable"
        )
    if summary.most_common:
        click.echo("most common violations:")
        for item in summary.most_common:
            card = f" {item.card}" if item.card else ""
            click.echo(f"  {item.decks:>5}  {item.code}{card}")


_DECK_COLUMNS = ["path", "player", "team", "status", "main", "extra", "side", "codes", "problems"]


def _row(
    path: str,
    player: str | None,
    team: str | None,
    report: Report | GroupReport | None,
    error: str | None,
) -> list:
    if report is None:
        return [path, player or "", team or "", "error", "", "", "", "", error or ""]
    counts = (
        [report.counts.main, report.counts.extra, report.counts.side]
        if isinstance(report, Report)
        else ["", "", ""]
    )
    violations = report.violations
    return [
        path,
        player or "",
        team or "",
        "legal" if report.legal else "illegal",
        *counts,
        ";".join(sorted({v.code.value for v in violations})),
        " | ".join(v.message for v in violations),
    ]


def _rows(out: BatchReport) -> Iterable[list]:
    """A row per deck; in a team format each team's own violations follow as a `team` row."""
    for deck in out.decks or ():
        yield _row(deck.path, deck.player, deck.team, deck.report, deck.error)
    for team in out.teams or ():
        reports = team.report.decks if team.report else [None] * len(team.paths)
        for path, player, report in zip(team.paths, team.players, reports, strict=True):
            yield _row(path, player, team.team, report, team.error)
        if team.report and team.report.violations:
            yield _row(f"team {team.team}", None, team.team, team.report, None)


def _write_csv(out: BatchReport) -> None:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(_DECK_COLUMNS)
    writer.writerows(_rows(out))
    click.echo(buffer.getvalue(), nl=False)
