"""The random agent (uniform over legal actions) and the passive agent (goldfish opponent)."""

from __future__ import annotations

import random

from validator.engine import Action, State


class RandomAgent:
    """Uniform over the legal actions, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self._bits = self.rng.getrandbits

    def choose(self, state: State, actions: list[Action]) -> Action:
        # `randrange(n)`'s own draw (`Random._randbelow_with_getrandbits`) written out: the
        # same draws, without the argument checks and calls that cost more than the draw.
        n = len(actions)
        k = n.bit_length()
        r = self._bits(k)
        while r >= n:
            r = self._bits(k)
        return actions[r]


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
