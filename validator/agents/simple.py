"""The random agent (uniform over legal actions) and the passive agent (goldfish opponent)."""

from __future__ import annotations

import random

from validator.engine import Action, State


class RandomAgent:
    """Uniform over the legal actions, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._below = self.rng._randbelow

    def choose(self, state: State, actions: list[Action]) -> Action:
        # `randrange(n)` for n > 0 is exactly `_randbelow(n)` (same draws) after argument
        # checks that cost more than the draw itself on this hot path.
        return actions[self._below(len(actions))]


class PassiveAgent:
    """Never plays a card: passes every Trap timing and ends every turn."""

    name = "passive"

    def __init__(self, seed: int = 0) -> None:
        del seed

    def choose(self, state: State, actions: list[Action]) -> Action:
        for action in actions:
            if action.verb in ("pass", "end"):
                return action
        return actions[0]
