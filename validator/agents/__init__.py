"""Agents that play the engine: the protocol and the bundled agents by name."""

from validator.agents.base import Agent, AgentFactory
from validator.agents.greedy import GreedyAgent, evaluate
from validator.agents.simple import PassiveAgent, RandomAgent

AGENTS: dict[str, AgentFactory] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "passive": PassiveAgent,
}

__all__ = [
    "AGENTS",
    "Agent",
    "AgentFactory",
    "GreedyAgent",
    "PassiveAgent",
    "RandomAgent",
    "evaluate",
]
