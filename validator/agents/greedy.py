"""The greedy agent: one-step look-ahead over a board evaluation.

In the Main Phase it plays the action that raises its evaluation most (summoning the strongest
board, using removal and draw effects, Setting Traps) until nothing helps; then it battles if it
has an attacker, making every attack that does not lose value (an even trade included: two
boards of equal monsters would otherwise face each other until a Deck runs out), and ends the
turn. At a Trap timing it activates the Trap that helps most. The evaluation only counts what
the player can know: LP, monsters' current ATK/DEF, cards in hand and on the field.

The same look-ahead plays the multiplayer modes: it picks which player to attack in a party
(Princess Cosmos Stirs' direct attacks included), Speed World effects when the counters they
cost (valued in the evaluation) buy more, and a relay's baton touch when a fresh teammate's
hand is worth more than the LP the current duelist would give up.
"""

from __future__ import annotations

import random

from validator.engine import Action, State, actor, legal_actions, outcome, play
from validator.engine.actions import PASS
from validator.engine.field import monsters
from validator.engine.lasting import atk_of, def_of
from validator.engine.modes.party import PartyMode
from validator.engine.modes.relay import RelayMode
from validator.engine.state import ATK, BATTLE, DEF, FACEDOWN, FACEUP, MAIN, SET

WIN = 1_000_000
HAND_CARD = 400
SET_CARD = 450
FACE_UP_SPELL = 300
FACE_DOWN_MONSTER = 600
STAND_CARD = 150  # below what most party Spells add, so they get played
SPEED_COUNTER = 250


def evaluate(s: State, p: int) -> float:
    """How good the position is for player p (higher is better).

    Each player still in counts for itself; the opponents' total is shared out between the
    rivals still in, and each rival out is worth its share of a win (WIN / rivals at the start),
    so eliminating a party player is a gain and the last two players weigh each other's cards
    as in a duel. A relay duelist also counts the LP of the teammates still to come and the
    team's Speed Counters; a party player the Spells on the stand.
    """
    result = outcome(s)
    if result is not None:
        won = result.winner is not None and _side(s, result.winner) == _side(s, p)
        return WIN if won else -WIN
    mode = s.mode
    score = 0.0
    if isinstance(mode, RelayMode):
        rivals = 1
        p = mode.current(s, mode.team(p))  # the team's duelist in play after a hand-over
    else:
        if not s.alive[p]:
            return -WIN  # out of a game the others play on
        rivals = sum(s.alive) - 1
        score = WIN * (s.n - 1 - rivals) / (s.n - 1)
    for q in range(s.n):
        if not s.alive[q]:
            continue
        side = 1 if q == p else -1 / rivals
        value = s.lp[q] + HAND_CARD * len(s.hand[q])
        if isinstance(mode, PartyMode):
            value += STAND_CARD * len(mode.stand[q])
        elif isinstance(mode, RelayMode):
            value += mode.reserve(s, q) + SPEED_COUNTER * mode.spc[mode.team(q)]
        for m in monsters(s, q):
            position = s.pos[m]
            if position == ATK:
                value += atk_of(s, m)
            elif position == DEF:
                value += def_of(s, m) * 0.7
            elif position == FACEDOWN:
                value += FACE_DOWN_MONSTER
        for c in s.szone[q]:
            if c >= 0:
                value += SET_CARD if s.pos[c] == SET else FACE_UP_SPELL if s.pos[c] == FACEUP else 0
        if s.fzone[q] >= 0:
            value += FACE_UP_SPELL
        score += side * value
    return score


def _quick(s: State, p: int, action: Action) -> float:
    """The evaluation right after an action, nothing more played."""
    trial = s.copy()
    play(trial, action)
    return evaluate(trial, p)


def _side(s: State, p: int) -> int:
    """p's team in a relay; otherwise p itself."""
    return s.mode.team(p) if isinstance(s.mode, RelayMode) else p


class GreedyAgent:
    """Greedy one-step look-ahead; ties broken by its own seeded RNG."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def _after(self, s: State, p: int, action: Action) -> float:
        trial = s.copy()
        play(trial, action)
        while True:
            q = actor(trial)  # (None once the game is over)
            if trial.resolving is not None and q is not None:
                # The choices of an effect as it resolves, its player's or (their choice for
                # it: "your opponent chooses ...") an opponent's: the one that looks best at
                # once to the player who makes it.
                options = legal_actions(trial)
                if len(options) > 1:
                    options = [max(options, key=lambda a: _quick(trial, q, a))]
                play(trial, options[0])
            elif trial.window is not None and trial.window.players[0] != p:
                # Assume the opponents let it through: pass every Trap timing they are offered.
                play(trial, PASS)
            else:
                return evaluate(trial, p)

    def choose(self, state: State, actions: list[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        p = actor(state)
        if state.resolving is not None:
            # A choice an effect makes as it resolves: the best one, whatever it gains.
            gains = [self._after(state, p, action) for action in actions]
            top = max(gains)
            best = [a for a, gain in zip(actions, gains, strict=True) if gain >= top - 1e-9]
            return best[self.rng.randrange(len(best))]
        # At a Trap timing the alternative is to let the attack or summon through.
        now = self._after(state, p, PASS) if state.window is not None else evaluate(state, p)
        # What an action must gain to be played: an attack need only lose nothing (an even
        # trade), anything else must gain.
        least = -1e-9 if state.phase == BATTLE and state.window is None else 1e-9
        best: list[Action] = []
        best_gain = 0.0
        fallback = None
        for action in actions:
            if action.verb in ("end", "battle", "pass", "draw"):
                fallback = fallback or action
                continue
            gain = self._after(state, p, action) - now
            if gain <= least:
                continue
            if not best or gain > best_gain + 1e-9:
                best, best_gain = [action], gain
            elif abs(gain - best_gain) <= 1e-9:
                best.append(action)
        if best:
            return best[self.rng.randrange(len(best))]
        if state.window is None and state.phase == MAIN:
            battle = next((a for a in actions if a.verb == "battle"), None)
            if battle is not None and any(state.pos[m] == ATK for m in monsters(state, p)):
                return battle
            return next(a for a in actions if a.verb == "end")
        return fallback or actions[-1]
