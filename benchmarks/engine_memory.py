"""Peak memory of a 10,000-game playtest (random agents, one process, report included).

python benchmarks/engine_memory.py [--games 10000]
"""

from __future__ import annotations

import argparse
import resource
import time

from validator.cards import load_cards
from validator.engine import CardTable
from validator.playtest.runner import Matchup, iter_games, keep_loaded
from validator.playtest.samples import sample_deck
from validator.playtest.stats import summarize


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    args = parser.parse_args()
    table = CardTable(load_cards())
    keep_loaded()  # as `rushdeck playtest` does once its cards are loaded
    before = peak_mib()
    matchup = Matchup(
        decks=(sample_deck("sevens"), sample_deck("dragons")),
        names=("sevens", "dragons"),
        agents=("random", "random"),
        seed=1,
    )
    start = time.perf_counter()
    report = summarize(matchup, iter_games(matchup, args.games, 1, table), table.db)
    elapsed = time.perf_counter() - start
    print(f"{report['games']} games in {elapsed:.1f} s")
    print(f"peak RSS: {peak_mib():.1f} MiB (card database loaded: {before:.1f} MiB)")


if __name__ == "__main__":
    main()
