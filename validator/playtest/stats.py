"""Statistics of a playtest: wins with a 95% interval, by seat order, endings and per card."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from validator.cards import CardDB
from validator.engine import DeckList
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


def _cards(
    seat: int, decks: tuple[DeckList, ...], records: list[GameRecord], db: CardDB
) -> list[dict]:
    deck = decks[seat]
    copies = Counter(deck.main + deck.extra)
    holders = [set(d.main + d.extra) for d in decks]
    drawn_games: Counter[int] = Counter()
    drawn_wins: Counter[int] = Counter()
    played: Counter[int] = Counter()
    for r in records:
        for card in set(r.drawn[seat]):
            drawn_games[card] += 1
            drawn_wins[card] += r.winner == seat
        played.update(r.played[seat])
    games = len(records)
    decided = [r.winner for r in records if r.winner is not None]
    rows = []
    for card, count in sorted(copies.items(), key=lambda kv: (db.get(kv[0]).name, kv[0])):
        rows.append(
            {
                "id": card,
                "name": db.get(card).name,
                "copies": count,
                "drawn_rate": _rate(drawn_games[card], games),
                "played_per_game": round(played[card] / games, 4) if games else 0.0,
                "win_rate_when_drawn": _rate(drawn_wins[card], drawn_games[card]),
                "in_winners_deck": _rate(sum(card in holders[w] for w in decided), len(decided)),
            }
        )
    return rows


def summarize(matchup: Matchup, records: list[GameRecord], db: CardDB) -> dict[str, Any]:
    """The playtest report as plain data (the same for the same seed, whatever the jobs)."""
    games = len(records)
    seats = range(len(matchup.decks))
    report: dict[str, Any] = {
        "games": games,
        "seed": matchup.seed,
        "decks": [],
        "draws": sum(1 for r in records if r.winner is None),
        "average_turns": round(sum(r.turns for r in records) / games, 3) if games else 0.0,
        "endings": dict(sorted(Counter(r.reason for r in records).items())),
    }
    for seat in seats:
        wins = sum(1 for r in records if r.winner == seat)
        first = [r for r in records if r.first == seat]
        second = [r for r in records if r.first != seat]
        low, high = wilson(wins, games)
        no_effect: Counter[int] = Counter()
        for r in records:
            no_effect.update(r.no_effect[seat])
        report["decks"].append(
            {
                "name": matchup.names[seat],
                "agent": matchup.agents[seat],
                "wins": wins,
                "win_rate": _rate(wins, games),
                "win_rate_95": [round(low, 4), round(high, 4)],
                "win_rate_first": _rate(sum(1 for r in first if r.winner == seat), len(first)),
                "win_rate_second": _rate(sum(1 for r in second if r.winner == seat), len(second)),
                "cards": _cards(seat, matchup.decks, records, db),
                "played_without_effect": [
                    {"id": card, "name": db.get(card).name, "games": n}
                    for card, n in sorted(no_effect.items())
                ],
            }
        )
    return report


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
