"""The hooks a mode may fill (each default leaves the core's behaviour unchanged), and what a
mode is besides its hooks: its name, its format, how a playtest seats its decks."""

from __future__ import annotations

from typing import Any

from validator.engine.actions import Action
from validator.engine.state import Settings, State


class GameMode:
    """A way to play. This base is the plain duel: no hooks, the first player alternating."""

    name = "duel"  # `Settings.mode`
    format = "rush"  # the format it plays, the name `--format` takes
    hooks: type[Mode] | None = None

    def make(self, s: State) -> Mode | None:
        return self.hooks(s) if self.hooks is not None else None

    def seating(
        self, settings: Settings, seed: int, index: int, decks: int
    ) -> tuple[list[int], int]:
        """The deck at each seat and the seat that plays first, for game `index` of a
        playtest seeded `seed` per game. A duel alternates the first player."""
        return list(range(decks)), index % decks

    def detail(self, s: State, seats: list[int]) -> dict[str, Any]:
        """The mode's own facts of a finished game for the statistics (seats as decks)."""
        return {}


class Mode:
    """A format's additions to the rules core, with the mode's own part of the game state.

    Subclasses keep their state in attributes and return an independent copy from `copy`.
    """

    def copy(self) -> Mode:
        raise NotImplementedError

    def side(self, p: int) -> int:
        """The side a seat plays for (lasting effects end on "the opponent's next turn")."""
        return p

    def view(self, s: State, player: int, out: dict[str, Any]) -> None:
        """Add what `player` may see of the mode's own state to `rules.view`'s answer."""

    def zones(self) -> list[list[int]]:
        """The mode's own places for cards (for the check that every card is in one place)."""
        return []

    def setup(self, s: State) -> None:
        """After the Decks are shuffled, before the opening hands."""

    def dealt(self, s: State) -> None:
        """After the opening hands, before the first turn."""

    def before_draw(self, s: State, p: int) -> bool:
        """True to stop at the start of p's Draw Phase and offer `draw_actions`."""
        return False

    def draw_actions(self, s: State) -> list[Action]:
        return []

    def drawn(self, s: State, p: int) -> None:
        """After p's Draw Phase draw."""

    def main_actions(self, s: State, p: int, out: list[Action]) -> None:
        """Add the mode's Main Phase actions to `out`."""

    def attack_actions(self, s: State, out: list[Action]) -> None:
        """Add the mode's attacks to `out`."""

    def play(self, s: State, action: Action) -> bool:
        """Play the action if it is the mode's own; True when it was."""
        return False

    def on_lose(self, s: State, p: int, reason: str) -> bool:
        """p has lost; True when the mode takes the loss over (the core then does nothing)."""
        return False

    def turn_must_end(self, s: State) -> bool:
        """True when the turn ends after the action just played."""
        return False

    def next_turn(self, s: State) -> int | None:
        """At the end of a turn: the seat that plays next (None: the next in turn order)."""
        return None
