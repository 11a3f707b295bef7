"""Is deck B better than deck A? Both against the same field, game for game on the same seeds.

Game i of A against opponent k and game i of B against opponent k share their seed (common
random numbers), so the difference in win rate is estimated from paired games: per game
B's result minus A's (-1, 0 or 1), whose mean and standard error give the 95% interval and
a two-sided p-value (normal approximation). The field's difference weighs the matchups by
their share.

`until_significant` plays in rounds of `games` per matchup until the overall interval
excludes 0 or `max_games` per matchup are played. Looking after every round makes a chance
difference likelier to pass for a real one than the 5% a single look allows.
"""

from __future__ import annotations

import datetime as dt
import math
import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from validator.cards import CardDB, load_cards
from validator.errors import InputError
from validator.playtest.backends import Backend, Games, Progress
from validator.playtest.field import FieldEntry
from validator.playtest.gauntlet import Z95, Versus, cut_short, prepare, weighted
from validator.playtest.runner import GameRecord
from validator.playtest.stats import Tally

DEFAULT_MAX_GAMES = 10_000
"""Games per matchup at which `until_significant` stops (about +-1% per matchup)."""
TOP_CARDS = 10
NOT_PLAYED, LOST, WON = 0, 1, 2  # a game's outcome for the deck under test (a draw is LOST)


class Outcomes:
    """Per matchup, the outcome of every game by its index (a byte each): the pairs are the
    games both decks have played, in whatever order they finished."""

    def __init__(self, matchups: int) -> None:
        self.games = [bytearray() for _ in range(matchups)]

    def add(self, key: int, record: GameRecord) -> None:
        games = self.games[key]
        if record.index >= len(games):
            games.extend(bytes(record.index + 1 - len(games)))
        games[record.index] = WON if record.winner == 0 else LOST

    def paired(self, a: int, b: int) -> Paired:
        """Matchup b's results against matchup a's over the games both played."""
        pairs = [
            (x == WON, y == WON)
            for x, y in zip(self.games[a], self.games[b], strict=False)
            if x != NOT_PLAYED and y != NOT_PLAYED
        ]
        wins_a, wins_b = sum(x for x, _ in pairs), sum(y for _, y in pairs)
        return Paired(len(pairs), wins_a, wins_b, sum(x != y for x, y in pairs))


@dataclass(frozen=True)
class Paired:
    """Paired games: wins of each deck, and games whose results differ."""

    games: int
    wins_a: int
    wins_b: int
    differ: int

    def rate(self, wins: int) -> float:
        return wins / self.games if self.games else 0.0

    @property
    def mean(self) -> float:
        """The mean difference B - A per game (-1, 0 or 1 each)."""
        return self.rate(self.wins_b - self.wins_a)

    @property
    def error(self) -> float:
        """The standard error of the mean difference."""
        n, mean = self.games, self.mean
        if n < 2:
            return 0.0
        return math.sqrt((self.differ - n * mean * mean) / (n - 1) / n)

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "win_rate_a": round(self.rate(self.wins_a), 4),
            "win_rate_b": round(self.rate(self.wins_b), 4),
            **difference(self.mean, self.error),
        }


def difference(mean: float, error: float) -> dict[str, Any]:
    """A difference with its 95% interval, two-sided p-value (normal approximation) and
    whether the interval excludes 0."""
    certain = 1.0 if mean == 0 else 0.0  # no spread: the difference is what was seen
    p = math.erfc(abs(mean) / error / math.sqrt(2)) if error > 0 else certain
    low, high = max(-1.0, mean - Z95 * error), min(1.0, mean + Z95 * error)
    return {
        "difference": round(mean, 4),
        "difference_95": [round(low, 4), round(high, 4)],
        "p_value": round(p, 6),
        "significant": low > 0 or high < 0,
    }


def _overall(pairs: Sequence[Paired], shares: Sequence[float]) -> dict[str, Any]:
    played = [(s, p) for s, p in zip(shares, pairs, strict=True) if p.games]
    mean, error = weighted([(s, p.mean, p.error) for s, p in played])
    rate_a, _ = weighted([(s, p.rate(p.wins_a), 0.0) for s, p in played])
    rate_b, _ = weighted([(s, p.rate(p.wins_b), 0.0) for s, p in played])
    return {
        "win_rate_a": round(rate_a, 4),
        "win_rate_b": round(rate_b, 4),
        **difference(mean, error),
    }


def _card_rows(tallies: Sequence[Sequence[Tally]], db: CardDB) -> list[dict[str, Any]]:
    """Per card of either deck: copies and win rate when drawn in each (over the whole field),
    and their difference B - A; a card missing from a deck counts at that deck's overall win
    rate (as good as the deck's average card). The most different first."""
    figures = []
    for row in tallies:
        games = sum(t.games for t in row)
        wins = sum(t.wins[0] for t in row)
        drawn: Counter[int] = Counter()
        drawn_wins: Counter[int] = Counter()
        for t in row:
            drawn.update(t.drawn[0])
            drawn_wins.update(t.drawn_wins[0])
        deck = row[0].matchup.decks[0]
        copies = Counter(deck.main + deck.extra)
        average = wins / games if games else 0.0
        figures.append((copies, drawn, drawn_wins, average))
    rows = []
    for card in sorted(set(figures[0][0]) | set(figures[1][0])):
        side = {}
        rates = []
        for name, (copies, drawn, drawn_wins, average) in zip("ab", figures, strict=True):
            rate = drawn_wins[card] / drawn[card] if drawn[card] else None
            side[f"copies_{name}"] = copies[card]
            side[f"win_rate_when_drawn_{name}"] = None if rate is None else round(rate, 4)
            rates.append(average if rate is None or not copies[card] else rate)
        rows.append(
            {
                "id": card,
                "name": db.get(card).name,
                **side,
                "difference": round(rates[1] - rates[0], 4),
            }
        )
    rows.sort(key=lambda r: (-abs(r["difference"]), r["name"], r["id"]))
    return rows[:TOP_CARDS]


def run_compare(
    deck_a: FieldEntry,
    deck_b: FieldEntry,
    field: Sequence[FieldEntry],
    *,
    games: int,
    seed: int,
    backend: Backend,
    until_significant: bool = False,
    max_games: int | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    agent: str = "greedy",
    date: dt.date | None = None,
) -> dict[str, Any]:
    """The comparison's report as plain data (the same for the same seed whatever the backend);
    `difference` is B's win rate minus A's. A cancelled run reports the games played so far,
    marked `"partial": true`."""
    if games < 1:
        raise InputError(f"games must be 1 or more, not {games}")
    limit = max_games if max_games is not None else max(games, DEFAULT_MAX_GAMES)
    if limit < games:
        raise InputError(f"--max-games ({limit}) is fewer than --games ({games})")
    db = load_cards()
    versus: Versus = prepare([deck_a, deck_b], field, seed=seed, agent=agent, date=date, db=db)
    matchups = [*versus.matchups[0], *versus.matchups[1]]
    n = len(field)
    tallies = [Tally(matchup) for matchup in matchups]
    outcomes = Outcomes(len(matchups))
    played, rounds, partial = 0, 0, False
    total = limit * len(matchups) if until_significant else games * len(matchups)

    def step(done: int, _: int) -> None:
        if progress is not None:
            progress(played + done, total)

    while True:
        start = rounds * games
        span = range(start, min(start + games, limit))
        run = Games(backend, matchups, [span] * len(matchups), step, cancel)
        for key, record in run:
            tallies[key].add(record)
            outcomes.add(key, record)
        played += run.done
        rounds += 1
        pairs = [outcomes.paired(k, n + k) for k in range(n)]
        overall = _overall(pairs, versus.shares)
        partial = run.partial
        if partial or not until_significant or overall["significant"] or span.stop >= limit:
            break
    return {
        "decks": [deck_a.label, deck_b.label],
        "agent": agent,
        "seed": seed,
        "games_per_matchup": span.stop,
        "rounds": rounds,
        "until_significant": until_significant,
        "games": played,
        "partial": partial,
        "overall": overall,
        "field": [
            {"opponent": entry.label, "share": round(share, 6), "seed": m.seed, **pair.as_json()}
            for entry, share, m, pair in zip(
                field, versus.shares, versus.matchups[0], pairs, strict=True
            )
        ],
        "cards": _card_rows([tallies[:n], tallies[n:]], db),
        "legality": [check.as_json() for check in versus.legality],
    }


def compare_lines(report: dict[str, Any]) -> list[str]:
    """The comparison's report as text for people."""
    a, b = report["decks"]
    overall = report["overall"]
    low, high = overall["difference_95"]
    verdict = (
        f"{b if overall['difference'] > 0 else a} is better"
        if overall["significant"]
        else "no significant difference"
    )
    lines = [
        f"{a} (A) against {b} (B), {report['games_per_matchup']} games per matchup on the same "
        f"seeds, {len(report['field'])} opponents, seed {report['seed']}{cut_short(report)}",
        f"overall: A {overall['win_rate_a']:.1%}, B {overall['win_rate_b']:.1%}; B - A "
        f"{overall['difference']:+.1%} (95% {low:+.1%} to {high:+.1%}), "
        f"p = {overall['p_value']:.4g}: {verdict}",
        "",
        f"  {'opponent':<32} {'games':>6} {'A':>6} {'B':>6} {'B - A':>7} {'95%':>16} {'p':>8}",
    ]
    for m in report["field"]:
        low, high = m["difference_95"]
        lines.append(
            f"  {m['opponent'][:32]:<32} {m['games']:>6} {m['win_rate_a']:>6.1%} "
            f"{m['win_rate_b']:>6.1%} {m['difference']:>+7.1%} "
            f"{f'{low:+.1%} to {high:+.1%}':>16} {m['p_value']:>8.3g}"
        )
    lines += ["", "cards whose win rate when drawn differs most (B - A):"]
    for c in report["cards"]:
        lines.append(
            f"  {c['name'][:44]:<44} copies {c['copies_a']}/{c['copies_b']} {c['difference']:+.1%}"
        )
    return lines
