"""A deck against every deck of a field: each matchup's win rate and the field's weighted one.

Matchup k is played with the master seed `game_seed(seed, k)` (in the report), so
`rushdeck playtest DECK --vs OPPONENT --seed THAT --games N` replays it game for game, and a
comparison plays both its decks on the same seeds (common random numbers).
"""

from __future__ import annotations

import datetime as dt
import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from validator.cards import CardDB, load_cards
from validator.errors import InputError
from validator.playtest.backends import Backend, Games, Progress
from validator.playtest.field import FieldEntry, distinct_names, shares
from validator.playtest.legality import Legality, check_decks
from validator.playtest.modes import format_settings
from validator.playtest.runner import Matchup, game_seed, to_decklist
from validator.playtest.stats import Tally, wilson

Z95 = 1.96


@dataclass(frozen=True)
class Versus:
    """Decks against one field, ready to play: `matchups[i][k]` is deck i against entry k."""

    matchups: list[list[Matchup]]
    shares: list[float]
    legality: list[Legality]


def prepare(
    decks: Sequence[FieldEntry],
    field: Sequence[FieldEntry],
    *,
    seed: int,
    agent: str = "greedy",
    date: dt.date | None = None,
    db: CardDB | None = None,
) -> Versus:
    """The matchups of each deck against the field, every deck checked by the rules on `date`
    (an unplayable deck is an InputError naming it)."""
    if not field:
        raise InputError("the field holds no deck")
    db = db or load_cards()
    settings = format_settings("rush", date)
    opponents = [to_decklist(entry.deck, db, entry.label) for entry in field]
    matchups = []
    for deck in decks:
        mine = to_decklist(deck.deck, db, deck.label)
        row = []
        for k, (entry, theirs) in enumerate(zip(field, opponents, strict=True)):
            names = distinct_names([deck.label, entry.label])
            row.append(
                Matchup(
                    decks=(mine, theirs),
                    names=(names[0], names[1]),
                    agents=(agent, agent),
                    seed=game_seed(seed, k),
                    settings=settings,
                )
            )
        matchups.append(row)
    named = [(entry.label, entry.deck) for entry in (*decks, *field)]
    return Versus(matchups, shares(field), check_decks(named, "rush", date))


def rate(wins: int, games: int) -> dict[str, Any]:
    """Games, wins and the win rate with its 95% (Wilson) interval."""
    low, high = wilson(wins, games)
    return {
        "games": games,
        "wins": wins,
        "win_rate": round(wins / games, 4) if games else 0.0,
        "win_rate_95": [round(low, 4), round(high, 4)],
    }


def weighted(rates: Sequence[tuple[float, float, float]]) -> tuple[float, float]:
    """The weighted mean of estimates and its standard error, from (share, estimate, its
    standard error) of independent estimates; shares of the ones given are scaled to sum 1."""
    total = sum(share for share, _, _ in rates)
    if total <= 0:
        return 0.0, 0.0
    mean = sum(share * value for share, value, _ in rates) / total
    spread = math.sqrt(sum((share * error) ** 2 for share, _, error in rates)) / total
    return mean, spread


def _matchup(tally: Tally, entry: FieldEntry, share: float) -> dict[str, Any]:
    games, wins = tally.games, tally.wins[0]
    first, first_wins = tally.first_games[0], tally.first_wins[0]
    return {
        "opponent": entry.label,
        "weight": entry.weight,
        "share": round(share, 6),
        "seed": tally.matchup.seed,
        **rate(wins, games),
        "losses": games - wins - tally.draws,
        "draws": tally.draws,
        "going_first": rate(first_wins, first),
        "going_second": rate(wins - first_wins, games - first),
    }


def _overall(tallies: Sequence[Tally], field_shares: Sequence[float]) -> dict[str, Any]:
    rates = []
    for tally, share in zip(tallies, field_shares, strict=True):
        if tally.games:
            p = tally.wins[0] / tally.games
            rates.append((share, p, math.sqrt(p * (1 - p) / tally.games)))
    mean, error = weighted(rates)
    low, high = max(0.0, mean - Z95 * error), min(1.0, mean + Z95 * error)
    return {"win_rate": round(mean, 4), "win_rate_95": [round(low, 4), round(high, 4)]}


def run_gauntlet(
    deck: FieldEntry,
    field: Sequence[FieldEntry],
    *,
    games_per_matchup: int,
    seed: int,
    backend: Backend,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    agent: str = "greedy",
    date: dt.date | None = None,
) -> dict[str, Any]:
    """The gauntlet's report as plain data: the same for the same seed whatever the backend.

    A run cancelled (`cancel` set, or Ctrl-C) reports the games played so far, marked
    `"partial": true`; its overall rate weighs only the matchups that have games.
    """
    if games_per_matchup < 1:
        raise InputError(f"games per matchup must be 1 or more, not {games_per_matchup}")
    versus = prepare([deck], field, seed=seed, agent=agent, date=date)
    matchups = versus.matchups[0]
    tallies = [Tally(matchup) for matchup in matchups]
    games = Games(backend, matchups, [range(games_per_matchup)] * len(matchups), progress, cancel)
    for key, record in games:
        tallies[key].add(record)
    return {
        "deck": deck.label,
        "agent": agent,
        "seed": seed,
        "games_per_matchup": games_per_matchup,
        "games": games.done,
        "partial": games.partial,
        "overall": _overall(tallies, versus.shares),
        "field": [
            _matchup(tally, entry, share)
            for tally, entry, share in zip(tallies, field, versus.shares, strict=True)
        ],
        "legality": [check.as_json() for check in versus.legality],
    }


def cut_short(report: dict[str, Any]) -> str:
    """What a heading adds for a run cut short: how many games it covers."""
    return f" (cut short: {report['games']} games played)" if report["partial"] else ""


def gauntlet_lines(report: dict[str, Any]) -> list[str]:
    """The gauntlet's report as text for people."""
    overall = report["overall"]
    low, high = overall["win_rate_95"]
    lines = [
        f"{report['deck']} ({report['agent']}) against {len(report['field'])} decks, "
        f"{report['games_per_matchup']} games each, seed {report['seed']}{cut_short(report)}",
        f"overall, weighted by the field: {overall['win_rate']:.1%} (95% {low:.1%}-{high:.1%})",
        "",
        f"  {'opponent':<32} {'share':>6} {'games':>6} {'win rate':>9} {'95%':>13} "
        f"{'first':>6} {'second':>6}",
    ]
    for m in report["field"]:
        low, high = m["win_rate_95"]
        lines.append(
            f"  {m['opponent'][:32]:<32} {m['share']:>6.1%} {m['games']:>6} {m['win_rate']:>9.1%} "
            f"{f'{low:.1%}-{high:.1%}':>13} {m['going_first']['win_rate']:>6.1%} "
            f"{m['going_second']['win_rate']:>6.1%}"
        )
    return lines
