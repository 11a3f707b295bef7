"""Format modes: hooks of the rules core that a multiplayer format selects by its settings.

The core (`validator.engine.rules`) plays N players in a turn order; a mode adds what its
format changes at a few fixed points (setup, the Draw Phase, extra actions, a player's loss,
who plays next) and keeps its own state, copied with the game state. `Settings.mode` names it.
"""

from __future__ import annotations

from validator.engine.modes.base import Mode
from validator.engine.state import State


def make_mode(s: State) -> Mode | None:
    """The mode the game's settings select; None for a plain duel (no hooks at all)."""
    name = s.settings.mode
    if name == "duel":
        return None
    if name == "party":
        from validator.engine.modes.party import PartyMode

        return PartyMode(s)
    if name == "relay":
        from validator.engine.modes.relay import RelayMode

        return RelayMode(s)
    raise ValueError(f"unknown game mode {name!r}")


__all__ = ["Mode", "make_mode"]
