"""What the card scenario tests share: the `card` mark naming the cards a test plays, and
short ways to play and inspect actions by their text.

Every encoded card has at least one scenario test marked with its id (checked by
`tests/engine/test_card_scenarios.py`): a concrete position built with the `board` fixture
(`tests/engine/conftest.py`), the card played by legal actions only, and assertions on what
the text says the effect does.
"""

from __future__ import annotations

import pytest

from validator.engine import Action, State, legal_actions, step


def card(*ids: int) -> pytest.MarkDecorator:
    """Mark a test as a scenario of these encoded cards (by card id)."""
    return pytest.mark.card(*ids)


def play(s: State, *actions: str) -> None:
    """Play actions given in their text form, each checked to be legal first."""
    for text in actions:
        step(s, Action.parse(text))


def verbs(s: State) -> list[str]:
    """The legal actions, as text."""
    return [str(a) for a in legal_actions(s)]


def activations(s: State, card_instance: int) -> list[tuple[int, ...]]:
    """The arguments of every legal activation of this instance (after the instance)."""
    return [a.args[1:] for a in legal_actions(s) if a.verb == "act" and a.args[0] == card_instance]


def choices(s: State) -> list[tuple[int, ...]]:
    """The cards of every `pick` the resolution waiting now offers."""
    return [a.args for a in legal_actions(s) if a.verb == "pick"]


def offered(s: State, card_instance: int) -> bool:
    """Whether any activation of this instance is legal now."""
    return any(v.split()[:2] == ["act", str(card_instance)] for v in verbs(s))


def on_top(s: State, p: int, *card_ids: int) -> list[int]:
    """Put cards of these ids on top of p's Deck, the first one on top; their instances."""
    placed = []
    for card_id in card_ids:
        c = next(c for c in s.deck[p] if s.infos[c].id == card_id)
        s.deck[p].remove(c)
        placed.append(c)
    s.deck[p].extend(reversed(placed))
    return placed
