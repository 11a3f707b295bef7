"""Full games per second on one core: random agents, then greedy agents, two 40-card decks.

    python benchmarks/engine_speed.py [--games 2000] [--greedy-games 200] [--repeats 5]

Each rate is measured `--repeats` times (the same games each time) and printed as the median
and the best, in CPU time: on a shared machine a single run can be off by 10% or more.
"""

from __future__ import annotations

import argparse
import time
from statistics import median

from validator.agents import AGENTS
from validator.cards import load_cards
from validator.engine import CardTable, DeckList, actor, legal_actions, new_game, play
from validator.engine.state import OVER
from validator.playtest.runner import keep_loaded
from validator.playtest.samples import sample_deck


def games_per_second(
    agent: str, games: int, table: CardTable, decks: list[DeckList] | None = None
) -> tuple[float, float, float]:
    """Wall-clock and CPU-time games per second, and actions per game (default: the samples)."""
    decks = decks or [sample_deck("sevens"), sample_deck("dragons")]
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        s = new_game(decks, seed, table, first=seed % 2)
        players = [AGENTS[agent](2 * seed), AGENTS[agent](2 * seed + 1)]
        while s.phase != OVER:
            play(s, players[actor(s)].choose(s, legal_actions(s)))
            actions += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return games / wall, games / cpu, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--greedy-games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    table = CardTable(load_cards())
    games_per_second("random", 20, table)  # warm up: card records, effect compilation
    keep_loaded()  # as `rushdeck playtest` does once its cards are loaded
    for agent, games in (("random", args.games), ("greedy", args.greedy_games)):
        runs = [games_per_second(agent, games, table) for _ in range(args.repeats)]
        cpu = sorted(run[1] for run in runs)
        print(
            f"{agent:>7} agents: {games} games x {args.repeats}, {median(cpu):8.1f} games/s"
            f" (median, CPU time), best {cpu[-1]:8.1f}, {runs[0][2]:.0f} actions per game"
        )


if __name__ == "__main__":
    main()
