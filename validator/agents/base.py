"""The Agent protocol and the registry of bundled agents."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from validator.engine import Action, State


class Agent(Protocol):
    """Chooses one of the legal actions of the player to act. Agents may keep their own
    seeded state; they must never change the game state they are shown."""

    name: str

    def choose(self, state: State, actions: list[Action]) -> Action: ...


AgentFactory = Callable[[int], Agent]
"""Makes an agent from a seed (one agent per player per game)."""
