"""Games per second between two decks made only of encoded effect cards, one core.

    python benchmarks/engine_effects.py [--games 1000] [--greedy-games 100] [--repeats 5]

The sample decks of `engine_speed.py` hold a few effect cards among vanilla ones; these decks
hold nothing else (3 copies each of 13 or 14 cards with an encoded effect: monsters with
ignition effects, Spells, Traps, a Field Spell), with the Ritual monsters their Ritual Spells
summon in the Extra Deck, so most turns activate and resolve effects. Prints, as
`engine_speed.py` does, the median and best of the repeats in CPU time, and how many of the
actions played were activations and choices made while an effect resolved.
"""

from __future__ import annotations

import argparse
from statistics import median

from engine_speed import games_per_second

from validator.agents import AGENTS
from validator.cards import load_cards
from validator.engine import CardTable, DeckList, actor, legal_actions, new_game, play
from validator.engine.effects.registry import encodings
from validator.engine.state import OVER
from validator.playtest.runner import keep_loaded

DECISIONS = frozenset({"act", "pick", "decline", "accept", "position"})


def effect_decks(table: CardTable) -> list[DeckList]:
    """Two 40-card decks of encoded effect cards (no card in both), Ritual monsters in Extra."""
    main = [c for c in sorted(encodings()) if table[c].effect is not None and not table[c].extra]
    main = [c for c in main if table.db.get(c).official]
    decks = []
    for half in (main[0::2], main[1::2]):
        cards = half[:14]
        deck = [c for c in cards for _ in range(3)][:40]
        spells = {table[c].id for c in deck}
        extra = sorted(
            {
                r.id
                for r in table.db
                if r.official and r.subtype == "ritual" and set(r.ritual_spells) & spells
            }
        )[:15]
        decks.append(DeckList(tuple(deck), tuple(extra)))
    return decks


def share_of_effect_actions(decks: list[DeckList], table: CardTable, games: int) -> float:
    effect = total = 0
    for seed in range(games):
        s = new_game(decks, seed, table, first=seed % 2)
        players = [AGENTS["random"](2 * seed), AGENTS["random"](2 * seed + 1)]
        while s.phase != OVER:
            action = players[actor(s)].choose(s, legal_actions(s))
            effect += action.verb in DECISIONS
            total += 1
            play(s, action)
    return effect / total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--greedy-games", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    table = CardTable(load_cards())
    decks = effect_decks(table)
    games_per_second("random", 20, table, decks)  # warm up
    keep_loaded()
    for agent, games in (("random", args.games), ("greedy", args.greedy_games)):
        runs = [games_per_second(agent, games, table, decks) for _ in range(args.repeats)]
        cpu = sorted(run[1] for run in runs)
        print(
            f"{agent:>7} agents: {games} games x {args.repeats}, {median(cpu):8.1f} games/s"
            f" (median, CPU time), best {cpu[-1]:8.1f}, {runs[0][2]:.0f} actions per game"
        )
    share = share_of_effect_actions(decks, table, 200)
    print(f"activations and choices while resolving: {share:.1%} of the random agents' actions")


if __name__ == "__main__":
    main()
