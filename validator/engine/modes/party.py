"""Wai Wai Rush Party (docs/RULES.md section 5): the shared Spell Deck, each player's Spell Card
Stand, Spells played from the stand, attacks on other players by a Spell's leave, and the
clean-up when a player is eliminated.

The core already plays four seats clockwise, attacks the next player still in, and skips
eliminated players; the Deck rebuilt from the GY is the `rebuild_deck` setting of the core's
draw. Spell Deck cards are instances that belong to no seat (owner = number of seats): they
move between the Spell Deck, the stands and the Spell GY, and are never on the field.
"""

from __future__ import annotations

import random
from typing import Any

from validator.engine import battle, lasting
from validator.engine.actions import Action
from validator.engine.effects import activate, activations
from validator.engine.field import monsters, opponents, to_gy
from validator.engine.modes.base import GameMode, Mode
from validator.engine.state import ATK, BATTLE, PLAYED, Settings, State


class PartyMode(Mode):
    """The party's own state: stands, Spell Deck and Spell GY, each seat's first turn, and who
    was eliminated when (and by whose action, for the statistics)."""

    def __init__(self, s: State | None) -> None:
        if s is None:
            return
        self.stand: list[list[int]] = [[] for _ in range(s.n)]
        self.spell_deck = [c for c in range(len(s.owner)) if s.owner[c] == s.n]
        self.spell_gy: list[int] = []
        self.first_turn = [0] * s.n
        self.eliminated: list[tuple[int, int, int]] = []  # (seat, turn, eliminating seat or -1)
        self.cause = -1

    def copy(self) -> PartyMode:
        new = PartyMode(None)
        new.stand = [list(z) for z in self.stand]
        new.spell_deck = list(self.spell_deck)
        new.spell_gy = list(self.spell_gy)
        new.first_turn = list(self.first_turn)
        new.eliminated = list(self.eliminated)
        new.cause = self.cause
        return new

    def zones(self) -> list[list[int]]:
        """Where Spell Deck cards can be (for the invariant that every card is in one place)."""
        return [*self.stand, self.spell_deck, self.spell_gy]

    def view(self, s: State, player: int, out: dict[str, Any]) -> None:
        """Own stand by card id, the others' by count; the Spell Deck's size, the Spell GY."""
        for p, seat in enumerate(out["players"]):
            stand = self.stand[p]
            seat["stand"] = [s.infos[c].id for c in stand] if p == player else len(stand)
        out["spell_deck"] = len(self.spell_deck)
        out["spell_graveyard"] = [s.infos[c].id for c in self.spell_gy]

    # ------------------------------------------------------------------------------ setup

    def setup(self, s: State) -> None:
        s.shuffle(self.spell_deck)

    def dealt(self, s: State) -> None:
        """From the first player clockwise, each fills the stand from the Spell Deck."""
        for p in s.order:
            self.refill(s, p)

    def refill(self, s: State, p: int) -> None:
        """Draw from the Spell Deck until the stand holds `stand_size` (an empty Spell Deck is
        the Spell GY shuffled)."""
        stand = self.stand[p]
        while len(stand) < s.settings.stand_size:
            if not self.spell_deck:
                if not self.spell_gy:
                    return
                self.spell_deck, self.spell_gy = self.spell_gy, []
                s.shuffle(self.spell_deck)
            stand.append(self.spell_deck.pop())

    def before_draw(self, s: State, p: int) -> bool:
        self.cause = -1  # a loss in the Draw Phase is nobody's doing
        return False

    def drawn(self, s: State, p: int) -> None:
        if not self.first_turn[p]:
            self.first_turn[p] = s.turn
        self.refill(s, p)

    # ---------------------------------------------------------------------------- actions

    def main_actions(self, s: State, p: int, out: list[Action]) -> None:
        """Spells from the stand (copies are one choice), never on the player's first turn."""
        if not s.settings.spells_on_first_turn and s.turn == self.first_turn[p]:
            return
        seen: set[int] = set()
        for card in self.stand[p]:
            info = s.infos[card]
            if info.id in seen:
                continue
            seen.add(info.id)
            if info.effect is None:
                out.append(Action("act", (card,)))  # not encoded: it only goes to the Spell GY
                continue
            for args in activations(s, p, card):
                out.append(Action("act", (card, *args)))

    def attack_actions(self, s: State, out: list[Action]) -> None:
        """A monster allowed to attack any player may attack the others' monsters, or a player
        without monsters directly (`direct a q`)."""
        p = s.tp
        first = battle.defender(s)
        if not s.lasting:
            return
        for a in s.mzone[p]:
            if a < 0 or s.pos[a] != ATK or not lasting.has(s, a, lasting.ANY_PLAYER):
                continue
            left = battle.attacks_left(s, a)
            if left == battle.NO_ATTACK or not lasting.attack_allowed(s, a):
                continue
            for q in opponents(s, p):
                if q == first:
                    continue
                targets = monsters(s, q)
                if targets:
                    out.extend(Action("attack", (a, t)) for t in battle.attackable(s, targets))
                elif left == battle.ANY_ATTACK:
                    out.append(Action("direct", (a, q)))

    def play(self, s: State, action: Action) -> bool:
        self.cause = s.window.players[0] if s.window is not None else s.tp
        verb, args = action
        if verb == "direct" and s.phase == BATTLE:
            battle.declare(s, args[0], -1, args[1])
            return True
        if verb == "act" and s.window is None and args[0] in self.stand[s.tp]:
            card = args[0]
            self.stand[s.tp].remove(card)
            s.marks[card] |= PLAYED
            # The Spell goes to the Spell GY as it resolves (it never stands on the field).
            self.spell_gy.append(card)
            if s.infos[card].effect is not None:
                activate(s, s.tp, card, args[1:])
            return True
        return False

    # -------------------------------------------------------------------------- elimination

    def on_lose(self, s: State, p: int, reason: str) -> bool:
        """Field and hand go to the GY, the stand to the Spell GY; the core then counts the
        player out (and ends the game when one is left)."""
        for card in (*s.mzone[p], *s.szone[p], s.fzone[p]):
            if card >= 0 and s.pos[card]:
                to_gy(s, card, "rule")
        s.gy[p].extend(s.hand[p])
        s.hand[p].clear()
        self.spell_gy.extend(self.stand[p])
        self.stand[p].clear()
        cause = self.cause if self.cause != p else -1
        self.eliminated.append((p, s.turn, cause))
        return False


class PartyGame(GameMode):
    """Wai Wai Rush Party: the seats and the first player drawn from each game's seed (the
    rock-paper-scissors)."""

    name = "party"
    format = "party"
    hooks = PartyMode

    def seating(
        self, settings: Settings, seed: int, index: int, decks: int
    ) -> tuple[list[int], int]:
        rng = random.Random(seed)
        seats = rng.sample(range(decks), decks)
        return seats, rng.randrange(decks)

    def detail(self, s: State, seats: list[int]) -> dict[str, Any]:
        mode = s.mode
        assert isinstance(mode, PartyMode)
        return {
            # Seats by turn order: 0 is the first player, then clockwise.
            "winner_position": None if s.winner is None else s.order.index(s.winner),
            "eliminated": [
                (seats[p], turn, seats[by] if by >= 0 else -1) for p, turn, by in mode.eliminated
            ],
        }
