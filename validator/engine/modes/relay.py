"""The WRGP relay (docs/RULES.md section 4): two teams of duelists in a fixed order, one duelist of
each team in play at a time, the field handed over on a loss, baton touch, and Speed World.

Seats are duelists, team 0's in order then team 1's (`team_size` each). Only the two current
duelists are "alive" for the core, so the core's turn order, attacks and Trap timings work
between them unchanged. A loss is taken over here: the loss stands, the action finishes, the
turn runs to its End Phase (nothing but the core's end-of-turn processing happens on the
way), and then the next teammate takes over the Monster, Spell & Trap and Field Zones and
plays the next turn as a player going second (draws, may battle).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from validator.engine.actions import Action
from validator.engine.field import damage, destroy, draw, draw_cards, lose, opponents
from validator.engine.modes.base import GameMode, Mode
from validator.engine.state import OVER, PART, Settings, SpeedWorld, State

DRAW_ACTION = Action("draw")
BATON = Action("baton")
EFFECTS = ("damage", "draw", "destroy")


class RelayMode(Mode):
    """The relay's own state: Speed Counters and effects used per team, losses pending at the
    end of the current action, the duelist kept in by a simultaneous loss, and every loss."""

    def __init__(self, s: State | None) -> None:
        if s is None:
            return
        size = s.settings.team_size
        if size < 1 or s.n != 2 * size:
            raise ValueError(f"a relay needs two teams of {size} decks, got {s.n}")
        self.size = size
        self.world = s.settings.speed_world or SpeedWorld()
        self.spc = [0, 0]
        self.used = [[0, 0, 0], [0, 0, 0]]  # per team: damage, draw, destroy effects
        self.pending: list[int] = []
        self.survivor = -1
        self.cause = -1
        self.losses: list[tuple[int, int, str, int]] = []  # (seat, turn, reason, opposing seat)

    def copy(self) -> RelayMode:
        new = RelayMode(None)
        new.size, new.world = self.size, self.world
        new.spc = list(self.spc)
        new.used = [list(u) for u in self.used]
        new.pending = list(self.pending)
        new.survivor, new.cause = self.survivor, self.cause
        new.losses = list(self.losses)
        return new

    # ------------------------------------------------------------------------------ facts

    def team(self, p: int) -> int:
        return p // self.size

    def side(self, p: int) -> int:
        """A duelist's side is the team: "the opponent's next turn" is the other team's."""
        return self.team(p)

    def number(self, p: int) -> int:
        """The duelist's place in the team's order: 1, 2, 3."""
        return p % self.size + 1

    def current(self, s: State, team: int) -> int:
        """The seat of the team's duelist in play (the last one when the team has lost)."""
        seats = range(team * self.size, (team + 1) * self.size)
        return next((q for q in seats if s.alive[q]), seats[-1])

    def reserve(self, s: State, p: int) -> int:
        """The LP of p's teammates still to come (what a team has left besides p's LP)."""
        return (self.size - self.number(p)) * s.settings.starting_lp

    def numbers(self, s: State, p: int) -> tuple[int, int]:
        """A (own duelist number) and B (the opponent's) for Speed World."""
        return self.number(p), self.number(self.current(s, 1 - self.team(p)))

    def view(self, s: State, player: int, out: dict[str, Any]) -> None:
        """Each seat's team and place in it, and each team's Speed Counters."""
        for p, seat in enumerate(out["players"]):
            seat["team"], seat["order"] = "AB"[self.team(p)], self.number(p)
        out["speed_counters"] = {"A": self.spc[0], "B": self.spc[1]}

    # ------------------------------------------------------------------------------ setup

    def setup(self, s: State) -> None:
        """Only each team's 1st duelist is in; the others wait with their Decks shuffled."""
        for p in range(s.n):
            s.alive[p] = self.number(p) == 1

    # ----------------------------------------------------------------------------- turns

    def before_draw(self, s: State, p: int) -> bool:
        """Baton touch is offered before the draw (not on the match's first turn)."""
        return s.turn > 1 and self.number(p) < self.size

    def draw_actions(self, s: State) -> list[Action]:
        return [DRAW_ACTION, BATON] if self.number(s.tp) < self.size else [DRAW_ACTION]

    def drawn(self, s: State, p: int) -> None:
        """Both teams gain Speed Counters after each draw but the match's first."""
        if s.turn > 1:
            for team in (0, 1):
                self.gain(team, self.world.per_turn)

    def gain(self, team: int, n: int) -> None:
        self.spc[team] = min(self.world.max_counters, self.spc[team] + n)

    # ---------------------------------------------------------------------- Speed World

    def main_actions(self, s: State, p: int, out: list[Action]) -> None:
        """`speed COST [cards]`: remove COST counters for that effect."""
        w = self.world
        spc = self.spc[self.team(p)]
        if spc >= w.damage_cost:
            out.append(Action("speed", (w.damage_cost,)))
        if spc >= w.draw_cost:
            out.append(Action("speed", (w.draw_cost,)))
        if spc >= w.destroy_cost:
            a, b = self.numbers(s, p)
            most = w.destroy + max(0, a - b)
            field = [
                c
                for q in s.order
                if s.alive[q]
                for c in (*s.mzone[q], *s.szone[q], s.fzone[q])
                if c >= 0 and s.pos[c] != PART
            ]
            for k in range(1, min(most, len(field)) + 1):
                for cards in combinations(field, k):
                    out.append(Action("speed", (w.destroy_cost, *cards)))

    def _speed(self, s: State, p: int, args: tuple[int, ...]) -> None:
        w = self.world
        cost, cards = args[0], args[1:]
        team = self.team(p)
        self.spc[team] -= cost
        a, b = self.numbers(s, p)
        x = max(0, a - b)
        if cost == w.damage_cost:
            self.used[team][0] += 1
            amount = w.damage_when_behind if a < b else w.damage * (1 + x)
            for q in opponents(s, p):
                damage(s, q, amount, "effect", p)
        elif cost == w.draw_cost:
            self.used[team][1] += 1
            draw(s, p, w.draw + x)
        else:
            self.used[team][2] += 1
            for card in cards:
                if s.pos[card]:
                    destroy(s, card, "effect", p)

    # ------------------------------------------------------------------------- actions

    def play(self, s: State, action: Action) -> bool:
        self.cause = s.window.players[0] if s.window is not None else s.tp
        verb = action.verb
        if verb == "speed":
            self._speed(s, s.tp, action.args)
            return True
        if verb == "baton":
            self._hand_over(s, s.tp)  # not a loss: no counters; the new duelist's Draw Phase
            return True
        return False

    # --------------------------------------------------------------------------- losses

    def on_lose(self, s: State, p: int, reason: str) -> bool:
        """Record the loss; it is carried out at the end of the action (see `settle`)."""
        if p == self.survivor and reason == "lp" and s.lp[p] == 0:
            return True  # kept in by a simultaneous loss it caused
        if p not in self.pending:
            self.pending.append(p)
            self.losses.append((p, s.turn, reason, self.current(s, 1 - self.team(p))))
        return True

    def turn_must_end(self, s: State) -> bool:
        return bool(self.pending)

    def _settle_simultaneous(self, s: State) -> None:
        """Both duelists lost at once: the one whose card (action) caused it is the winner and
        stays in at 0 LP (a further loss of LP ends it)."""
        if len(self.pending) < 2 or self.cause not in self.pending:
            return
        self.pending.remove(self.cause)
        self.losses = [row for row in self.losses if row[:2] != (self.cause, s.turn)]
        s.lp[self.cause] = 0
        self.survivor = self.cause

    def next_turn(self, s: State) -> int | None:
        """At the End Phase after a loss: counters, then the next teammate takes over and plays
        the next turn; a team whose last duelist lost loses the match."""
        if not self.pending:
            return None
        self._settle_simultaneous(s)
        following = None
        while self.pending and s.phase != OVER:
            p = self.pending.pop(0)
            team = self.team(p)
            a, b = self.numbers(s, p)
            self.gain(team, self.world.on_loss + (self.world.on_loss_if_ahead if a >= b else 0))
            if self.number(p) == self.size:
                self.pending.clear()
                lose_reason = next(row[2] for row in reversed(self.losses) if row[0] == p)
                self._end(s, p, lose_reason)
                return None
            following = self._hand_over(s, p)
        return following

    def _end(self, s: State, p: int, reason: str) -> None:
        s.alive[p] = False
        s.phase = OVER
        s.winner = self.current(s, 1 - self.team(p))
        s.reason = reason
        s.window = s.attack = s.resolving = None

    def _hand_over(self, s: State, p: int) -> int:
        """p's next teammate takes over p's Monster, Spell & Trap and Field Zones (the cards
        become theirs, but for the opponent's cards p controlled, which stay the opponent's;
        p's cards the opponent controls become the teammate's; effects applied stay with the
        cards), draws an opening hand, and is the turn player from here."""
        new = p + 1
        s.alive[p] = False
        s.alive[new] = True
        if self.survivor == p:
            self.survivor = -1
        owners = list(s.owner)
        for old_zone, new_zone in ((s.mzone[p], s.mzone[new]), (s.szone[p], s.szone[new])):
            for i, card in enumerate(old_zone):
                if card >= 0:
                    new_zone[i] = card
                    owners[card] = new
                    old_zone[i] = -1
        if s.fzone[p] >= 0:
            s.fzone[new] = s.fzone[p]
            owners[s.fzone[p]] = new
            s.fzone[p] = -1
        s.owner = tuple(owners)
        if s.borrowed:  # p's cards controlled by the opponent are the new duelist's too
            s.borrowed = tuple((c, new if q == p else q, r) for c, q, r in s.borrowed)
        if s.tp == p:
            s.tp = new
        if not draw_cards(s, new, s.settings.opening_hand, "deal"):
            lose(s, new, "deck_out")
        return new


class RelayGame(GameMode):
    """The WRGP relay: matches alternate which team's 1st duelist goes first."""

    name = "relay"
    format = "wrgp"
    hooks = RelayMode

    def seating(
        self, settings: Settings, seed: int, index: int, decks: int
    ) -> tuple[list[int], int]:
        return list(range(decks)), (index % 2) * settings.team_size

    def detail(self, s: State, seats: list[int]) -> dict[str, Any]:
        mode = s.mode
        assert isinstance(mode, RelayMode)
        return {
            "losses": [(seats[p], turn, reason, seats[by]) for p, turn, reason, by in mode.losses],
            "speed_world": [list(used) for used in mode.used],
            "in_play": [seats[mode.current(s, team)] for team in (0, 1)],
        }
