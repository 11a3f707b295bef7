"""Game modes: one registry of the ways to play, each with its hooks into the rules core.

The core (`validator.engine.rules`) plays N players in a turn order; a mode adds what its
format changes at a few fixed points (setup, the Draw Phase, extra actions, a player's loss,
who plays next) and keeps its own state, copied with the game state. `Settings.mode` names the
mode; `MODES` gives, for each, the format it plays (the name `--format` takes), its hooks, how
a playtest seats its decks and what a game record keeps of it.
"""

from __future__ import annotations

from validator.engine.modes.base import GameMode, Mode
from validator.engine.modes.party import PartyGame
from validator.engine.modes.relay import RelayGame
from validator.engine.state import State

MODES: dict[str, GameMode] = {mode.name: mode for mode in (GameMode(), PartyGame(), RelayGame())}
"""Every mode by its `Settings.mode` name: "duel", "party", "relay"."""

BY_FORMAT: dict[str, GameMode] = {mode.format: mode for mode in MODES.values()}
"""Every mode by the format it plays: "rush", "party", "wrgp"."""


def mode_named(name: str) -> GameMode:
    mode = MODES.get(name)
    if mode is None:
        raise ValueError(f"unknown game mode {name!r} (known: {', '.join(MODES)})")
    return mode


def make_mode(s: State) -> Mode | None:
    """The hooks the game's settings select; None for a plain duel (no hooks at all)."""
    return mode_named(s.settings.mode).make(s)


__all__ = ["BY_FORMAT", "MODES", "GameMode", "Mode", "make_mode", "mode_named"]
