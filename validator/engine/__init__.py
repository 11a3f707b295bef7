"""The Rush Duel engine: a pure state machine over plain Python data.

`new_game(decks, seed, table)` starts a game; `legal_actions(state)` lists every choice of the
player to act; `apply(state, action)` returns the next state (`step` changes it in place);
`outcome(state)` says who won and why; `view(state, player)` hides what that player cannot see.

Multiplayer: a game takes any number of decks. `state.order` is the turn order (seats, from
the first player round), `state.alive` who is still in; the turn player attacks the next player
in the order (`battle.defender`); a player who loses is skipped and the game ends when one is
left. Trap timings ask the other players in turn order, then the turn player. Modes with more
rules (party, relay) build on these hooks rather than on a copy of the rules: `Settings.mode`
selects one of `validator.engine.modes`, whose hooks the core calls at a few fixed points.
"""

from validator.engine.actions import Action
from validator.engine.cards import CardTable
from validator.engine.rules import (
    IllegalAction,
    Outcome,
    actor,
    apply,
    legal_actions,
    new_game,
    outcome,
    play,
    step,
    view,
)
from validator.engine.state import DeckList, Settings, State

__all__ = [
    "Action",
    "CardTable",
    "DeckList",
    "IllegalAction",
    "Outcome",
    "Settings",
    "State",
    "actor",
    "apply",
    "legal_actions",
    "new_game",
    "outcome",
    "play",
    "step",
    "view",
]
