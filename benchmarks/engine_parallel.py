"""Speed-up of `--jobs 2` over `--jobs 1` for a playtest (the same games, the same report).

python benchmarks/engine_parallel.py [--games 6000] [--agent random] [--repeats 3]
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from statistics import median

from validator.cards import load_cards
from validator.engine import CardTable
from validator.playtest.runner import Matchup, iter_games, keep_loaded
from validator.playtest.samples import sample_deck
from validator.playtest.stats import summarize


def cpu_seconds() -> float:
    """CPU time of this process and of its finished child processes."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed(matchup: Matchup, games: int, jobs: int, table: CardTable) -> tuple[float, float, dict]:
    start, cpu = time.perf_counter(), cpu_seconds()
    records = iter_games(matchup, games, jobs, table)
    report = summarize(matchup, records, table.db)
    return time.perf_counter() - start, cpu_seconds() - cpu, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--agent", default="random")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    table = CardTable(load_cards())
    keep_loaded()  # as `rushdeck playtest` does once its cards are loaded
    matchup = Matchup(
        decks=(sample_deck("sevens"), sample_deck("dragons")),
        names=("sevens", "dragons"),
        agents=(args.agent, args.agent),
        seed=1,
    )
    ratios = []
    for _ in range(args.repeats):  # --jobs 1 and --jobs 2 taken in turns: both see the same load
        one, _, report_one = timed(matchup, args.games, 1, table)
        two, cpu_two, report_two = timed(matchup, args.games, 2, table)
        assert report_one == report_two, "--jobs changed the report"
        ratios.append(one / two)
        print(
            f"--jobs 1: {one:6.2f} s ({args.games / one:7.1f} games/s);"
            f" --jobs 2: {two:6.2f} s ({args.games / two:7.1f} games/s),"
            # CPU seconds per wall second: near 2 when both cores were ours, near 1 when shared.
            f" {cpu_two / two:.2f} cores used; speed-up {one / two:.2f}x"
        )
    cores = len(os.sched_getaffinity(0))
    load = os.getloadavg()[0]
    print(f"{args.games} games, {args.agent} agents, {cores} cores, load average {load:.2f}")
    print(f"speed-up: {median(ratios):.2f}x median of {args.repeats} (identical reports)")


if __name__ == "__main__":
    main()
