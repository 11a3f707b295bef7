"""In-process validation throughput: python benchmarks/validate_throughput.py [--decks N]

Generates N (default 10,000) seeded 40-60 card decks from the bundled cards, one entry per
copy as a .ydk file gives them, and times `validate_deck` over all of them on one core, keeping
every report. Two sets:

- tournament-like: distinct cards at 1-3 copies each, 0-12 Extra and 0-15 Side Deck cards, drawn
  from every card (so Legend, listed and unofficial cards make some decks illegal);
- random: every copy drawn from 20 cards, so most cards break the copy limit: a worst case with
  about five violations per deck.

Each set is validated `--repeat` times (default 5); the figure is the best run's CPU time.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from validator.cards import load_cards
from validator.decks import Deck, DeckEntry
from validator.services import validate_deck

DATE = dt.date(2026, 11, 30)


def _pools() -> tuple[list[int], list[int]]:
    cards = list(load_cards())
    return [c.id for c in cards if not c.extra_deck], [c.id for c in cards if c.extra_deck]


def _copies(rng: random.Random, pool: list[int], size: int) -> list[DeckEntry]:
    entries: list[DeckEntry] = []
    while len(entries) < size:
        card = rng.choice(pool)
        entries += [DeckEntry(card)] * min(rng.choice((1, 2, 3, 3, 3)), size - len(entries))
    return entries


def tournament_like(rng: random.Random, main_pool: list[int], extra_pool: list[int]) -> Deck:
    main = _copies(rng, main_pool, rng.randint(40, 60))
    extra = _copies(rng, extra_pool, rng.randint(0, 12))
    side = _copies(rng, main_pool, rng.randint(0, 15))
    return Deck(tuple(main), tuple(extra), tuple(side))


def uniform(rng: random.Random, main_pool: list[int], extra_pool: list[int]) -> Deck:
    names = rng.sample(main_pool, 20)
    main = [DeckEntry(rng.choice(names)) for _ in range(rng.randint(40, 60))]
    extra = [DeckEntry(card) for card in rng.sample(extra_pool, rng.randint(0, 6))]
    return Deck(tuple(main), tuple(extra), ())


def measure(name: str, make: Callable, count: int, seed: int, repeat: int) -> None:
    """Best of `repeat` runs, in CPU time of this process (other processes on a shared
    machine do not count) and in wall time."""
    rng = random.Random(seed)
    pools = _pools()
    decks = [make(rng, *pools) for _ in range(count)]
    cpu: list[float] = []
    wall: list[float] = []
    for _ in range(repeat):
        gc.collect()
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        reports = [validate_deck(deck, DATE) for deck in decks]
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
        legal = sum(report.legal for report in reports)
        violations = sum(len(report.violations) for report in reports)
        del reports
    print(
        f"{name:>16}: {count} decks ({legal} legal, {violations / count:.1f} violations/deck): "
        f"{count / min(cpu):,.0f} decks/s (best CPU time {min(cpu):.3f} s; "
        f"best wall {min(wall):.3f} s, median wall {statistics.median(wall):.3f} s)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    validate_deck(Deck(), DATE)  # load the cards and build the context, as a server has them
    print(f"validate_deck on {DATE}, one core, default garbage collector, best of {args.repeat}")
    for name, make in (("tournament-like", tournament_like), ("random", uniform)):
        measure(name, make, args.decks, args.seed, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
