"""Statistics of a playtest: wins with a 95% interval, by seat order, endings and per card."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from typing import Any

from validator.cards import CardDB
from validator.playtest.runner import GameRecord, Matchup


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if games == 0:
        return (0.0, 0.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


class Tally:
    """Running totals of a playtest: games are added one by one, so memory stays flat however
    many games are played."""

    def __init__(self, matchup: Matchup) -> None:
        self.matchup = matchup
        seats = len(matchup.decks)
        self.games = self.draws = self.turns = 0
        self.endings: Counter[str] = Counter()
        self.wins = [0] * seats
        self.first_games = [0] * seats
        self.first_wins = [0] * seats
        self.drawn = [Counter() for _ in range(seats)]
        self.drawn_wins = [Counter() for _ in range(seats)]
        self.played = [Counter() for _ in range(seats)]
        self.no_effect = [Counter() for _ in range(seats)]

    def add(self, r: GameRecord) -> None:
        self.games += 1
        self.turns += r.turns
        self.endings[r.reason] += 1
        self.first_games[r.first] += 1
        if r.winner is None:
            self.draws += 1
        else:
            self.wins[r.winner] += 1
            self.first_wins[r.first] += r.winner == r.first
        for seat in range(len(self.wins)):
            drawn = set(r.drawn[seat])
            self.drawn[seat].update(drawn)
            if r.winner == seat:
                self.drawn_wins[seat].update(drawn)
            self.played[seat].update(r.played[seat])
            self.no_effect[seat].update(r.no_effect[seat])

    def _cards(self, seat: int, db: CardDB) -> list[dict]:
        decks = self.matchup.decks
        copies = Counter(decks[seat].main + decks[seat].extra)
        holders = [set(d.main + d.extra) for d in decks]
        decided = self.games - self.draws
        games = self.games
        rows = []
        for card, count in sorted(copies.items(), key=lambda kv: (db.get(kv[0]).name, kv[0])):
            won_holding = sum(w for w, held in zip(self.wins, holders, strict=True) if card in held)
            rows.append(
                {
                    "id": card,
                    "name": db.get(card).name,
                    "copies": count,
                    "drawn_rate": _rate(self.drawn[seat][card], games),
                    "played_per_game": round(self.played[seat][card] / games, 4) if games else 0.0,
                    "win_rate_when_drawn": _rate(
                        self.drawn_wins[seat][card], self.drawn[seat][card]
                    ),
                    "in_winners_deck": _rate(won_holding, decided),
                }
            )
        return rows

    def report(self, db: CardDB) -> dict[str, Any]:
        """The playtest report as plain data (the same for the same seed, whatever the jobs)."""
        games = self.games
        m = self.matchup
        report: dict[str, Any] = {
            "games": games,
            "seed": m.seed,
            "decks": [],
            "draws": self.draws,
            "average_turns": round(self.turns / games, 3) if games else 0.0,
            "endings": dict(sorted(self.endings.items())),
        }
        for seat in range(len(m.decks)):
            wins = self.wins[seat]
            low, high = wilson(wins, games)
            first, first_wins = self.first_games[seat], self.first_wins[seat]
            second_wins = wins - first_wins
            report["decks"].append(
                {
                    "name": m.names[seat],
                    "agent": m.agents[seat],
                    "wins": wins,
                    "win_rate": _rate(wins, games),
                    "win_rate_95": [round(low, 4), round(high, 4)],
                    "win_rate_first": _rate(first_wins, first),
                    "win_rate_second": _rate(second_wins, games - first),
                    "cards": self._cards(seat, db),
                    "played_without_effect": [
                        {"id": card, "name": db.get(card).name, "games": n}
                        for card, n in sorted(self.no_effect[seat].items())
                    ],
                }
            )
        return report


def summarize(matchup: Matchup, records: Iterable[GameRecord], db: CardDB) -> dict[str, Any]:
    """The report of these games."""
    tally = Tally(matchup)
    for record in records:
        tally.add(record)
    return tally.report(db)


def report_lines(report: dict[str, Any]) -> list[str]:
    """The report as text for people."""
    lines = [
        f"{report['games']} games, seed {report['seed']}, average {report['average_turns']} turns"
    ]
    endings = ", ".join(f"{k}: {v}" for k, v in report["endings"].items())
    lines.append(f"endings: {endings}; draws: {report['draws']}")
    for deck in report["decks"]:
        low, high = deck["win_rate_95"]
        lines.append("")
        lines.append(
            f"{deck['name']} ({deck['agent']}): {deck['wins']} wins, "
            f"{deck['win_rate']:.1%} (95% {low:.1%}-{high:.1%}); "
            f"going first {deck['win_rate_first']:.1%}, second {deck['win_rate_second']:.1%}"
        )
        lines.append(f"  {'card':<44} {'copies':>6} {'drawn':>7} {'played':>7} {'win|drawn':>9}")
        for c in deck["cards"]:
            lines.append(
                f"  {c['name'][:44]:<44} {c['copies']:>6} {c['drawn_rate']:>7.1%} "
                f"{c['played_per_game']:>7.2f} {c['win_rate_when_drawn']:>9.1%}"
            )
        if deck["played_without_effect"]:
            names = ", ".join(
                f"{c['name']} ({c['games']} games)" for c in deck["played_without_effect"]
            )
            lines.append(f"  played without their effect (not implemented): {names}")
    return lines
