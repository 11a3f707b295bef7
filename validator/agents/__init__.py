"""Agents that play the engine: the protocol and the bundled agents by name."""

from validator.agents.base import Agent, AgentFactory
from validator.agents.greedy import GreedyAgent, evaluate
from validator.agents.simple import PassiveAgent, RandomAgent

AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "passive": PassiveAgent,
}
# The agents a player may pick; `passive` never acts and only stands in for a goldfish opponent.
PLAYING_AGENTS: tuple[str, ...] = tuple(sorted(name for name in AGENTS if name != "passive"))

__all__ = [
    "AGENTS",
    "PLAYING_AGENTS",
    "Agent",
    "AgentFactory",
    "GreedyAgent",
    "PassiveAgent",
    "RandomAgent",
    "evaluate",
]
