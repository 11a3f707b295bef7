"""Speed-up of `--jobs 2` over `--jobs 1` for a playtest (the same games, the same report).

python benchmarks/engine_parallel.py [--games 2000] [--agent random]
"""

from __future__ import annotations

import argparse
import os
import time

from validator.cards import load_cards
from validator.engine import CardTable
from validator.playtest.runner import Matchup, iter_games
from validator.playtest.samples import sample_deck
from validator.playtest.stats import summarize


def timed(matchup: Matchup, games: int, jobs: int, table: CardTable) -> tuple[float, dict]:
    start = time.perf_counter()
    records = iter_games(matchup, games, jobs, table)
    report = summarize(matchup, records, table.db)
    return time.perf_counter() - start, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--agent", default="random")
    args = parser.parse_args()
    table = CardTable(load_cards())
    matchup = Matchup(
        decks=(sample_deck("sevens"), sample_deck("dragons")),
        names=("sevens", "dragons"),
        agents=(args.agent, args.agent),
        seed=1,
    )
    one, report_one = timed(matchup, args.games, 1, table)
    two, report_two = timed(matchup, args.games, 2, table)
    assert report_one == report_two, "--jobs changed the report"
    cores = len(os.sched_getaffinity(0))
    load = os.getloadavg()[0]
    print(f"{args.games} games, {args.agent} agents, {cores} cores, load average {load:.2f}")
    print(f"--jobs 1: {one:6.2f} s ({args.games / one:7.1f} games/s)")
    print(f"--jobs 2: {two:6.2f} s ({args.games / two:7.1f} games/s)")
    print(f"speed-up: {one / two:.2f}x (identical reports)")


if __name__ == "__main__":
    main()
