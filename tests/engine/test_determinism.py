"""Pinned games: the same decks, seeds and agents give exactly these games.

Speed work on the engine must not change a game. These figures were recorded from seeded games
between the sample decks; a change to them is a change of rules, legal actions or RNG use, and
needs a reason (and new figures) of its own. Last recorded when Monster Reborn (in the sample
decks) began to summon from either GY, the engine playing control of the opponent's cards.
"""

import pytest

from validator.agents import AGENTS
from validator.engine import actor, legal_actions, new_game, outcome, play
from validator.playtest.samples import sample_deck


def pinned_figures(table, agent: str, seed: int) -> tuple:
    """(winner, reason, turns, final LP, actions played, legal choices offered in all)."""
    s = new_game([sample_deck("sevens"), sample_deck("dragons")], seed, table, first=seed % 2)
    players = [AGENTS[agent](2 * seed), AGENTS[agent](2 * seed + 1)]
    played = offered = 0
    while outcome(s) is None:
        choices = legal_actions(s)
        offered += len(choices)
        play(s, players[actor(s)].choose(s, choices))
        played += 1
    return (s.winner, s.reason, s.turn, tuple(s.lp), played, offered)


PINNED = {
    ("random", 0): (0, "deck_out", 38, (4800, 7300), 150, 1086),
    ("random", 1): (0, "deck_out", 35, (6000, 5800), 144, 1054),
    ("random", 2): (1, "deck_out", 25, (1700, 7800), 131, 927),
    ("random", 3): (1, "deck_out", 40, (3900, 6900), 167, 1356),
    ("random", 4): (0, "deck_out", 26, (3300, 7500), 140, 1081),
    ("random", 5): (0, "lp", 41, (8000, -1700), 156, 892),
    ("greedy", 0): (1, "lp", 8, (-400, 8000), 39, 284),
    ("greedy", 1): (1, "lp", 7, (-400, 5200), 48, 300),
}


@pytest.mark.parametrize(("agent", "seed"), sorted(PINNED))
def test_seeded_games_are_pinned(table, agent, seed):
    assert pinned_figures(table, agent, seed) == PINNED[agent, seed]


def test_copies_draw_what_the_original_would_and_leave_it_alone(table):
    """A copy shares the RNG until it draws; neither the copy's draws nor the original's may
    change what the other draws next."""
    s = new_game([sample_deck("sevens"), sample_deck("dragons")], 3, table)
    twin = s.copy()
    first = [twin.draw_rng().random() for _ in range(3)]
    grandchild = s.copy()
    assert [s.draw_rng().random() for _ in range(3)] == first
    assert [grandchild.draw_rng().random() for _ in range(3)] == first
    assert twin.draw_rng().random() == s.draw_rng().random()
