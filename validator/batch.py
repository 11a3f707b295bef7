"""Pre-tournament validation of many decks: files, folders and manifests, one report each.

A PATH is a deck file, a folder (searched recursively for deck files) or a manifest: a `.csv`
file with a `deck` column (and optional `player`, `team` and, for a gauntlet's field, `weight`
columns), or a `.json` file whose top level is a list of `{"player", "team", "deck"}` objects
(or `"decks": [...]` for a whole team). Manifest paths are relative to the manifest. A file
that cannot be read is that file's error; the batch goes on.

In a team format the decks are grouped into teams: by the manifest's `team` column in row
order, or else by the folder that holds them, in file name order.
"""

from __future__ import annotations

import csv
import io
import os
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from validator import jsontext
from validator.cards import CardDB
from validator.decks import Deck, load_deck
from validator.errors import InputError
from validator.report import GroupReport, Report, construct
from validator.rules import RuleContext
from validator.services import check_deck, validate_team

DECK_SUFFIXES = frozenset({".ydk", ".ydke", ".txt", ".json"})
TOP_VIOLATIONS = 10


@dataclass(slots=True)
class Job:
    """One deck to check (a team in a team format gathers several)."""

    path: str
    player: str | None = None
    team: str | None = None
    error: str | None = None  # set when the manifest row itself is bad
    weight: str | None = None  # a gauntlet field's share of this deck, as the manifest wrote it


def _read_error(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


def _manifest_rows(path: Path) -> list[dict[str, Any]]:
    text = path.read_text(encoding="utf-8-sig")
    if path.suffix.lower() == ".csv":
        reader = csv.DictReader(io.StringIO(text))
        fields = {name.strip().lower() for name in reader.fieldnames or ()}
        if "deck" not in fields:
            raise InputError("a CSV manifest needs a 'deck' column", source=str(path))
        return [{(k or "").strip().lower(): v for k, v in row.items()} for row in reader]
    data = jsontext.loads(text)
    if not isinstance(data, list) or not all(isinstance(row, dict) for row in data):
        raise InputError("a JSON manifest is a list of objects", source=str(path))
    rows: list[dict[str, Any]] = []
    for row in data:
        if isinstance(row.get("decks"), list):  # a whole team in one row
            players = row.get("players") or []
            for n, deck in enumerate(row["decks"]):
                player = players[n] if n < len(players) else None
                rows.append({"team": row.get("team"), "player": player, "deck": deck})
        else:
            rows.append(row)
    return rows


def is_manifest(path: Path) -> bool:
    """A CSV file, or a JSON file whose top level is a list (an unreadable one is not)."""
    suffix = path.suffix.lower()
    if suffix == ".csv":
        return True
    if suffix != ".json":
        return False
    try:
        with path.open("rb") as handle:
            head = handle.read(256).lstrip(b"\xef\xbb\xbf \t\r\n")
    except OSError:
        return False
    return head.startswith(b"[")


def _row_problem(manifest: Path, deck: Path, allow_outside: bool) -> str | None:
    """Why a manifest row's deck path cannot be read as a deck: the manifest itself, or a
    file outside the manifest's folder (links followed) when that is not allowed."""
    try:
        target, home = deck.resolve(), manifest.parent.resolve()
        itself = target == manifest.resolve()
    except (OSError, RuntimeError) as exc:  # RuntimeError: a loop of symbolic links
        return f"{deck}: {_read_error(exc)}"
    if itself:
        return "the manifest names itself, not a deck file"
    if not allow_outside and not target.is_relative_to(home):
        return (
            f"the file is outside the manifest's folder {manifest.parent} "
            "(give --allow-outside to read it)"
        )
    return None


def _from_manifest(path: Path, allow_outside: bool) -> Iterator[Job]:
    try:
        rows = _manifest_rows(path)
    except (InputError, OSError, ValueError, csv.Error) as exc:
        yield Job(str(path), error=f"bad manifest: {_read_error(exc)}")
        return
    for number, row in enumerate(rows, start=1):
        deck = row.get("deck")
        player = str(row["player"]).strip() or None if row.get("player") else None
        team = str(row["team"]).strip() or None if row.get("team") else None
        if not isinstance(deck, str) or not deck.strip():
            yield Job(f"{path}#{number}", player, team, error="manifest row names no deck file")
            continue
        target = Path(os.path.normpath(path.parent / deck.strip()))
        error = _row_problem(path, path.parent / deck.strip(), allow_outside)
        weight = row.get("weight")
        weight = None if weight is None or str(weight).strip() == "" else str(weight).strip()
        yield Job(str(target), player, team, error=error, weight=weight)


def _deck_files(folder: Path) -> list[Path]:
    """The deck files under a folder, sorted. Manifests found there (CSV, or JSON lists) are
    not decks and are left out alike: a manifest is read only when it is named."""
    found = (p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in DECK_SUFFIXES)
    return sorted(p for p in found if not is_manifest(p))


def collect(paths: Iterable[str], allow_outside: bool = False) -> list[Job]:
    """The decks the given paths name, in order (folders in sorted file order).

    A manifest's deck paths stay inside its folder unless `allow_outside`; a row naming a file
    elsewhere, or the manifest itself, is that row's error.
    """
    jobs: list[Job] = []
    for arg in paths:
        path = Path(arg)
        if path.is_dir():
            jobs.extend(Job(str(p)) for p in _deck_files(path))
        elif path.is_file() and is_manifest(path):
            jobs.extend(_from_manifest(path, allow_outside))
        else:
            jobs.append(Job(arg))
    return jobs


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DeckResult(_Out):
    path: str
    player: str | None
    team: str | None
    report: Report | None = Field(description="null when the file could not be read")
    error: str | None = None


class TeamResult(_Out):
    team: str
    paths: list[str]
    players: list[str | None]
    report: GroupReport | None
    error: str | None = None


class Common(_Out):
    code: str
    card: str | None
    decks: int = Field(description="decks (or teams) with this violation")


class Summary(_Out):
    checked: int = Field(description="decks, or teams in a team format")
    legal: int
    illegal: int
    errors: int = Field(description="files that could not be read")
    codes: dict[str, int] = Field(description="violation code -> decks with it")
    most_common: list[Common]


class BatchReport(_Out):
    """`rushdeck batch --json`: `decks` (or `teams` in a team format) and a summary."""

    decks: list[DeckResult] | None = None
    teams: list[TeamResult] | None = None
    summary: Summary


def _load(job: Job, db: CardDB) -> Deck:
    if job.error:
        raise InputError(job.error)
    deck = load_deck(job.path, db)
    _check_is_a_deck(deck)
    return deck


def _check_is_a_deck(deck: Deck) -> None:
    """Refuse a file in which no entry names a known card: it is no deck (a wrong path in a
    manifest), and its lines, each reported as an unknown card, would print the whole file.
    Only its first line is shown."""
    entries = [entry for _, entry in deck.entries()]
    if not entries or any(entry.known for entry in entries):
        return
    first = min(entries, key=lambda entry: entry.line or 0)
    written = first.written or ""
    shown = repr(written if len(written) <= 40 else written[:40] + "...")
    where = f"line {first.line}: {shown}" if first.line is not None else f"first: {shown}"
    raise InputError(f"not a deck: no line names a known card ({where})")


def check_decks(
    jobs: Iterable[Job], ctx: RuleContext, db: CardDB, progress: Callable = iter
) -> list[DeckResult]:
    results = []
    for job in progress(jobs):
        try:
            report, error = check_deck(_load(job, db), ctx), None
        except (InputError, OSError) as exc:
            report, error = None, _read_error(exc)
        results.append(
            construct(
                DeckResult,
                path=job.path,
                player=job.player,
                team=job.team,
                report=report,
                error=error,
            )
        )
    return results


def group_teams(jobs: list[Job]) -> list[tuple[str, list[Job]]]:
    """Teams in order of first appearance: the manifest's team, else the deck's folder."""
    teams: dict[str, list[Job]] = {}
    for job in jobs:
        name = job.team or str(Path(job.path).parent)
        teams.setdefault(name, []).append(job)
    return list(teams.items())


def check_teams(
    jobs: list[Job], ctx: RuleContext, db: CardDB, progress: Callable = iter
) -> list[TeamResult]:
    results = []
    for name, members in progress(group_teams(jobs)):
        try:
            decks = [_load(job, db) for job in members]
            report = validate_team(decks, ctx.date, ctx.format, db=db)
            error = None
        except (InputError, OSError) as exc:
            report, error = None, _read_error(exc)
        results.append(
            construct(
                TeamResult,
                team=name,
                paths=[job.path for job in members],
                players=[job.player for job in members],
                report=report,
                error=error,
            )
        )
    return results


def _codes_of(report: Report | GroupReport) -> set[tuple[str, str | None]]:
    violations = list(report.violations)
    if isinstance(report, GroupReport):
        violations += [v for deck in report.decks for v in deck.violations]
    return {(v.code.value, v.card.name if v.card else None) for v in violations}


def summarize(results: list[DeckResult] | list[TeamResult]) -> Summary:
    reports = [r.report for r in results if r.report is not None]
    legal = sum(1 for report in reports if report.legal)
    pairs: Counter[tuple[str, str | None]] = Counter()
    codes: Counter[str] = Counter()
    for report in reports:
        found = _codes_of(report)
        pairs.update(found)
        codes.update({code for code, _ in found})
    ranked = sorted(pairs.items(), key=lambda item: (-item[1], item[0][0], item[0][1] or ""))
    common = [
        construct(Common, code=code, card=card, decks=n)
        for (code, card), n in ranked[:TOP_VIOLATIONS]
    ]
    return construct(
        Summary,
        checked=len(results),
        legal=legal,
        illegal=len(reports) - legal,
        errors=len(results) - len(reports),
        codes=dict(sorted(codes.items(), key=lambda item: (-item[1], item[0]))),
        most_common=common,
    )
