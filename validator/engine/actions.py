"""Actions: small immutable values with a short text form that parses back to the same value.

An action is a verb and a tuple of integers (card instance numbers, positions). The text form is
the verb followed by the integers, e.g. ``summon 12``, ``attack 3 41``, ``act 7 44 1 2 5``.
Instance numbers are fixed when a game starts (the order of the decks given), so a game log of
these strings replays exactly.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from validator.errors import InputError

VERBS = frozenset(
    {
        "summon",
        "set",
        "pos",
        "act",
        "max",
        # Summoning procedures of a card's own text: a Special Summon from the hand, a
        # Contact Fusion.
        "special",
        "contact",
        "battle",
        "attack",
        "end",
        "pass",
        # Decisions while an effect resolves: the cards chosen, not applying an optional
        # part or applying it, the position of a monster it summons, the card name it
        # declares (a card id).
        "pick",
        "decline",
        "accept",
        "position",
        "declare",
        # Mode actions: a direct attack on a chosen player, the relay's Draw Phase choice
        # (draw or hand over) and Speed World effects.
        "direct",
        "draw",
        "baton",
        "speed",
    }
)


class Action(NamedTuple):
    """One choice of the player to act."""

    verb: str
    args: tuple[int, ...] = ()

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(map(str, self.args))

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action a text form names; InputError when it is not one."""
        parts = text.split()
        if not parts or parts[0] not in VERBS:
            raise InputError(f"not an action: {text!r}")
        try:
            args = tuple(int(part) for part in parts[1:])
        except ValueError:
            raise InputError(f"not an action: {text!r} (arguments must be integers)") from None
        return cls(parts[0], args)


# Speed: `make_action(Action, (verb, args))` is `Action(verb, args)` without the NamedTuple
# constructor's Python-level frame (half the cost), for the hot paths that list actions.
make_action = tuple.__new__

BATTLE = Action("battle")
END = Action("end")
PASS = Action("pass")


class Cached(list):  # type: ignore[type-arg]
    """`verb i` for every instance number of the games played so far, built once: the hot
    path indexes it by instance. `grow_caches` extends every table before a game with more
    instances than any before it starts."""

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.verb = verb

    def grow(self, size: int) -> None:
        self.extend(Action(self.verb, (i,)) for i in range(len(self), size))


class InstanceRows:
    """Per instance, a row indexed by a second instance (None: not made yet), each row made on
    first use; `grow` extends every table before a game with more instances than any before."""

    def __init__(self) -> None:
        self.rows: list[list[Any] | None] = []

    def grow(self, size: int) -> None:
        for row in self.rows:
            if row is not None:
                row.extend([None] * (size - len(row)))
        self.rows.extend([None] * (size - len(self.rows)))

    def row(self, first: int) -> list[Any]:
        row = self.rows[first]
        if row is None:
            row = self.rows[first] = [None] * len(self.rows)
        return row


class TributeActions:
    """The `summon c t...` and `set c t...` pair for Tribute Summoning instance c with the
    Tributes t..., each made on first use and reused: a Main Phase offers these for every Level
    5 or higher monster in hand and every choice of Tributes. Actions are plain values, the
    same in every game, so one table serves them all."""

    def __init__(self) -> None:
        self.singles = InstanceRows()
        self.doubles: list[dict[tuple[int, int], tuple[Action, Action]] | None] = []

    def grow(self, size: int) -> None:
        self.singles.grow(size)
        self.doubles.extend([None] * (size - len(self.doubles)))

    def single(self, card: int) -> list[tuple[Action, Action] | None]:
        """The pairs of `card` with one Tribute, indexed by the Tribute (None: not made yet)."""
        return self.singles.row(card)

    def double(self, card: int) -> dict[tuple[int, int], tuple[Action, Action]]:
        """The pairs of `card` with two Tributes, by the Tributes."""
        row = self.doubles[card]
        if row is None:
            row = self.doubles[card] = {}
        return row

    def make(self, card: int, tributes: tuple[int, ...]) -> tuple[Action, Action]:
        args = (card, *tributes)
        pair = (Action("summon", args), Action("set", args))
        if len(tributes) == 1:
            self.single(card)[tributes[0]] = pair
        else:
            self.double(card)[tributes] = pair  # type: ignore[index]
        return pair


TRIBUTE_ACTIONS = TributeActions()


class AttackActions(InstanceRows):
    """`attack a t` for attacker a and attacked monster t, each made on first use and reused
    (the Battle Phase lists them for every pair of monsters, over and over): `row(a)[t]`."""

    def make(self, attacker: int, target: int) -> Action:
        action = self.row(attacker)[target] = Action("attack", (attacker, target))
        return action


ATTACK_ACTIONS = AttackActions()

SUMMON = Cached("summon")
SET_CARD = Cached("set")
POS = Cached("pos")
DIRECT = Cached("attack")
ACT = Cached("act")
SUMMON_OR_SET: list[tuple[Action, Action]] = []
"""The Normal Summon and the Set of a Level 4 or lower monster, offered together."""


def grow_caches(size: int) -> None:
    """Make every per-instance action table hold the instances 0 .. size - 1."""
    if len(SUMMON) >= size:
        return
    for table in (SUMMON, SET_CARD, POS, DIRECT, ACT):
        table.grow(size)
    SUMMON_OR_SET.extend(
        zip(SUMMON[len(SUMMON_OR_SET) :], SET_CARD[len(SUMMON_OR_SET) :], strict=True)
    )
    TRIBUTE_ACTIONS.grow(size)
    ATTACK_ACTIONS.grow(size)
