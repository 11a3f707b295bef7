"""Full games per second on one core: random agents, then greedy agents, two 40-card decks.

    python benchmarks/engine_speed.py [--games 2000] [--greedy-games 200] [--repeats 5]
                                      [--decks samples|vanilla]

Each rate is measured `--repeats` times (the same games each time) and printed as the median
and the best, in CPU time: on a shared machine a single run can be off by 10% or more.

`--decks vanilla` plays two copies of a deck of the samples' Normal Monsters (no card with an
effect): the rules core alone, without an effect to list or resolve. The script runs as well
over an older checkout of the engine (`PYTHONPATH=OLD python benchmarks/engine_speed.py`), which
is how the two are compared on the same decks.
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

# The samples' Normal Monsters: eleven Level 4 or lower, three of them Tribute Summoned.
VANILLA = DeckList(
    tuple(
        card
        for card, count in (
            (15154, 3),  # Dark Sorcerer
            (15595, 3),  # Light Sorcerer
            (15168, 3),  # Dragorite
            (16960, 3),  # Flame Manipulator
            (16962, 3),  # Masaki the Legendary Swordsman
            (17483, 3),  # Transam Linac
            (20457, 3),  # Elemental HERO Sparkman
            (15216, 3),  # Faith Bird
            (15655, 3),  # Masaki the Legendary Samurai
            (16137, 3),  # Silent Assailant
            (16112, 3),  # Cyber Falcon
            (15184, 3),  # Blue-Eyes White Dragon
            (15410, 2),  # Dark Magician
            (15781, 2),  # Summoned Skull
        )
        for _ in range(count)
    ),
    (),
)


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
    parser.add_argument("--decks", choices=("samples", "vanilla"), default="samples")
    args = parser.parse_args()
    decks = [VANILLA, VANILLA] if args.decks == "vanilla" else None
    table = CardTable(load_cards())
    games_per_second("random", 20, table, decks)  # warm up: card records, effect compilation
    keep_loaded()  # as `rushdeck playtest` does once its cards are loaded
    for agent, games in (("random", args.games), ("greedy", args.greedy_games)):
        runs = [games_per_second(agent, games, table, decks) for _ in range(args.repeats)]
        cpu = sorted(run[1] for run in runs)
        print(
            f"{agent:>7} agents: {games} games x {args.repeats}, {median(cpu):8.1f} games/s"
            f" (median, CPU time), best {cpu[-1]:8.1f}, {runs[0][2]:.0f} actions per game"
        )


if __name__ == "__main__":
    main()
