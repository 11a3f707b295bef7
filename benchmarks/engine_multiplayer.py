"""Party games and relay matches per second on one core with random agents.

    python benchmarks/engine_multiplayer.py [--games 300] [--matches 1000]

Party: the format's four fixed (stand-in) decks and Spell Deck, seats and first player drawn
per game as `rushdeck playtest --format party` does. Relay: the two sample decks alternated in
two teams of three, Speed World on. Prints wall-clock and CPU-time rates.
"""

from __future__ import annotations

import argparse
import time

from validator.cards import load_cards
from validator.engine import CardTable
from validator.playtest.modes import format_settings, party_decks, party_settings
from validator.playtest.runner import Matchup, play_game
from validator.playtest.samples import sample_deck


def rate(matchup: Matchup, games: int, table: CardTable) -> tuple[float, float, float]:
    turns = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        turns += play_game(matchup, i, table).turns
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return games / wall, games / cpu, turns / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="party games")
    parser.add_argument("--matches", type=int, default=1000, help="relay matches")
    args = parser.parse_args()
    db = load_cards()
    table = CardTable(db)
    named = party_decks(db)
    party = Matchup(
        decks=tuple(deck for _, deck in named),
        names=tuple(name for name, _ in named),
        agents=("random",) * 4,
        settings=party_settings(db),
    )
    names = ("sevens", "dragons", "sevens", "dragons", "sevens", "dragons")
    relay = Matchup(
        decks=tuple(sample_deck(name) for name in names),
        names=names,
        agents=("random",) * 6,
        settings=format_settings("wrgp"),
    )
    rate(party, 5, table)  # warm up: card records, effect compilation
    for label, matchup, games in (
        ("party games", party, args.games),
        ("relay matches", relay, args.matches),
    ):
        wall, cpu, turns = rate(matchup, games, table)
        print(
            f"{label:>13}: {games} played, {wall:7.1f}/s wall, {cpu:7.1f}/s CPU, "
            f"{turns:.1f} turns on average"
        )


if __name__ == "__main__":
    main()
