"""Events: what the rules core reports as it happens, for Traps and triggered effects to answer.

Every summon, destruction, move between zones, activation, attack declaration, damage and draw
raises an `Event`. The events of the action being played collect in `State.events`; once the
action is done (and after each Trap timing it opened), the core walks them in order
(`rules.settle`): triggered effects apply, and a Trap timing opens for each event a Set Trap can
answer (docs/RULES.md section 6: one Trap per timing, the non-turn player first).

Recording costs a tuple per event and a Trap timing to look at, so a game records only the
kinds something could answer now (`State.listens`): those a triggered effect of its decks
answers, and those a Trap Set on the field answers (`arm`, whenever a Trap is Set or leaves
the field: a Trap Set later in the action could not answer them, as a Trap is activated from
the turn after it is Set). `record_all` makes a state keep every event, for `rushdeck engine
play` and the tests.
"""

from __future__ import annotations

from typing import NamedTuple

from validator.engine.state import SET, State

# Event kinds and what `how` says for each.
SUMMON = "summon"  # how: normal, tribute, special, fusion, ritual, maximum; was: where from
SET_MONSTER = "set"  # a monster Set face-down by a Normal Set (how: normal, tribute)
FLIP = "flip"  # a face-down monster turned face-up (how: "position", "battle", "effect")
DESTROYED = "destroyed"  # how: battle, effect
SENT_TO_GY = "sent_to_gy"  # how: the reason (destroyed, tribute, cost, effect, material, rule)
LEFT_FIELD = "left_field"  # how: where to (gy, hand, deck, extra)
TO_HAND = "to_hand"  # how: where from (field, gy, deck)
TO_DECK = "to_deck"  # how: where from (field, gy, hand)
ACTIVATE = "activate"  # a card or effect activated (how: spell, trap, monster)
ATTACK = "attack"  # an attack declared (card: the attacker, target: the attacked monster or -1)
DAMAGE = "damage"  # LP lost (how: battle, effect, cost); player: who lost them
DRAW = "draw"  # a card drawn (how: normal in the Draw Phase, effect, deal: a hand dealt)

KINDS = (
    SUMMON,
    SET_MONSTER,
    FLIP,
    DESTROYED,
    SENT_TO_GY,
    LEFT_FIELD,
    TO_HAND,
    TO_DECK,
    ACTIVATE,
    ATTACK,
    DAMAGE,
    DRAW,
)
ALL_KINDS = frozenset(KINDS)

HOW: dict[str, tuple[str, ...]] = {
    SUMMON: ("normal", "tribute", "special", "fusion", "ritual", "maximum"),
    SET_MONSTER: ("normal", "tribute"),
    FLIP: ("position", "battle", "effect"),
    DESTROYED: ("battle", "effect"),
    SENT_TO_GY: ("destroyed", "tribute", "cost", "effect", "material", "rule"),
    LEFT_FIELD: ("gy", "hand", "deck", "extra"),
    TO_HAND: ("field", "gy", "deck"),
    TO_DECK: ("field", "gy", "hand"),
    ACTIVATE: ("spell", "trap", "monster"),
    ATTACK: ("direct", "monster"),
    DAMAGE: ("battle", "effect", "cost"),
    DRAW: ("normal", "effect", "deal"),
}
"""The values `Event.how` takes for each kind (a trigger may name any of them)."""


# Speed: a NamedTuple built without its Python-level constructor (the same value).
_new = tuple.__new__


class Event(NamedTuple):
    """One thing that happened.

    `card`: the card it happened to (-1 for none: damage); `player`: that card's controller at
    the time, or the player it happened to (damage, draws); `by`: the player whose action or
    effect caused it (-1: the rules); `target`: a second card (an attack's target; for a
    destruction by battle, the other monster of the battle, by an effect, the card whose
    effect destroyed it; -1 for none); `amount`: damage,
    or 0; `was`: for a summon the zone the monster came from (hand, gy, deck, extra), for a
    destruction where the card stood (attack, defense, facedown, szone, fzone), for a card sent
    to the GY from off the field the zone it left (hand, deck, extra), or "" when no one asks.
    """

    kind: str
    card: int
    player: int
    how: str
    by: int = -1
    target: int = -1
    amount: int = 0
    was: str = ""

    def to_json(self) -> dict[str, object]:
        more: dict[str, object] = {"was": self.was} if self.was else {}
        return {
            "event": self.kind,
            "card": self.card,
            "player": self.player,
            "how": self.how,
            "by": self.by,
            "target": self.target,
            "amount": self.amount,
            **more,
        }


def arm(s: State) -> None:
    """Note the Traps Set on the field by the events they answer (`State.armed`: only they
    open a Trap timing) and work out which events to record now (`State.listens`, see the
    module docstring)."""
    pos = s.pos
    armed = {}
    for kind, traps in s.trap_cards.items():
        ready = tuple([trap for trap in traps if pos[trap] == SET])
        if ready:
            armed[kind] = ready
    s.armed = armed
    if s.listens is not ALL_KINDS:  # (unless keeping every event)
        s.listens = s.triggers.union(armed)


def arm_trap(s: State, trap: int) -> None:
    """A Trap was Set: it answers its events from now on (`arm`, without looking again at
    every Trap of the game)."""
    kinds = s.infos[trap].listens
    armed = dict(s.armed)  # states share the mapping: a new one, never changed in place
    for kind in kinds:
        armed[kind] = (*armed.get(kind, ()), trap)
    s.armed = armed
    if not kinds <= s.listens:
        s.listens = s.listens | kinds


def disarm_trap(s: State, trap: int) -> None:
    """A Trap left the field (or resolved): it answers nothing any more (`arm`, looking only
    at the events it answered)."""
    armed = dict(s.armed)
    gone = False  # a kind no Trap answers any more
    for kind in s.infos[trap].listens:
        traps = armed.get(kind, ())
        if trap in traps:
            if len(traps) == 1:
                del armed[kind]
                gone = True
            else:
                armed[kind] = tuple([t for t in traps if t != trap])
    s.armed = armed
    if gone and s.listens is not ALL_KINDS:
        s.listens = s.triggers.union(armed)


def raise_event(
    s: State,
    kind: str,
    card: int,
    player: int,
    how: str,
    by: int = -1,
    target: int = -1,
    amount: int = 0,
    was: str = "",
) -> None:
    """Record an event of the action being played (when something could answer it)."""
    if kind in s.listens:
        s.events.append(_new(Event, (kind, card, player, how, by, target, amount, was)))


def record_all(s: State) -> None:
    """Make the state keep every event, listened to or not (to show them)."""
    s.listens = ALL_KINDS


def next_start(s: State) -> int:
    """Where the events of the next action will start in `State.events`: the core clears the
    list before an action once every event in it has been answered."""
    return 0 if s.event_cursor >= len(s.events) else len(s.events)


class Window(NamedTuple):
    """A Trap timing: the event it answers and the players still to be asked, in order (the
    first one decides now; a pass asks the next)."""

    event: Event
    players: tuple[int, ...]
