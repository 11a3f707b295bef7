"""The hooks a mode may fill; each default leaves the core's behaviour unchanged."""

from __future__ import annotations

from typing import Any

from validator.engine.actions import Action
from validator.engine.state import State


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
