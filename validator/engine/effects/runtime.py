"""The compiled form of effects, shared by every game, and the resolution in progress.

An encoding (JSON, see `compile.py`) compiles into an `Effect`: its trigger, conditions, picks,
and two small programs of instructions: the cost, paid on activation, and the effect (one per
option of a Multi-Choice effect), run on resolution. Instructions are tuples `(code, a, b)`:

- `OP fn args`: an operation, `fn(state, ctx, *args)`;
- `PICK k`: make pick k now if it is not made yet (a decision of the player, unless only one
  way is left);
- `MAY skip how`: an optional part ("you can ..."): the player accepts it or declines, which
  jumps to `skip`; a pick that starts the part is offered with the decline in one decision.
  `how`: True when a part starting with a summon is skipped without a free Monster Zone (one
  with `else`); an `OpponentDecides` when the opponent makes the decision ("your opponent
  can ...");
- `IF conditions skip`: jump to `skip` unless every condition holds;
- `GOTO to`;
- `POSITION`: the player chooses face-up Attack or Defense Position for the next summon;
- `ORDER (who, filter)`: the owner of the excavated cards the next step places ("in any
  order") chooses their order, a card at a time (`Ctx.order`), each player of `who` in turn;
- `FUSE ways skip`: the player chooses the Fusion Monster and the materials of the Fusion
  Summon the next step performs (`Ctx.args`) among `ways(state, player, card)` (`pick ...`);
  with none, jump to `skip` (past the step). A `MAY` before it offers the ways with the
  decline in one decision.
- `DECLARE ways who`: the player (`who` "opp": the opponent, `Ctx.chooser`) declares a card
  name or a card type (`Ctx.declared`) among `ways(state, ctx)` (`declare ...`), for the next
  step and those after it to read.

`Ctx` is one resolution: who activated what, the picks made, where the program stands and what
the effect remembers (cards destroyed, the die, the cards the last operation moved). A
resolution that waits for a decision is `State.resolving`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from validator.engine.lasting import Static
from validator.engine.state import ATK

OP, PICK, MAY, IF, GOTO, POSITION, ORDER, FUSE, DECLARE = range(9)
CODE_NAMES = ("op", "pick", "may", "if", "goto", "position", "order", "fuse", "declare")

Instr = tuple[int, Any, Any]
Program = tuple[Instr, ...]


OF_SUBJECT = -2
"""A `relate`'s pick naming the card of the event answered (the summoned monster)."""


@dataclass(frozen=True, slots=True)
class Pick:
    """A choice of `n` cards from `source` matching `filter` ("up to n" with `upto`: any count
    from `least` to n; `least` 0 lets the pick come up empty). `least` is the fewest cards the
    pick takes (n, unless it is "up to"). `not_self` leaves out the card
    whose effect it is; `distinct` asks for cards that differ in a fact ("name", "attribute",
    "race", "level"); `no_maximum` leaves out monsters in Maximum Mode (a position change
    cannot choose them). `blind`: a face-down card can be chosen (worked out on compiling).
    `among`: only cards the effect itself ("sent") or its cost ("cost") sent to the GY, the
    materials of its Fusion Summon ("materials"), or the cards the step before moved ("moved");
    `each`: the chosen cards match different filters of these, one each ("1 A and/or 1 B").
    `relate`: only cards whose fact compares so with this card's, or with the card an earlier
    pick chose (`picks.RELATIONS`: "with higher ATK than this card", "with a lower Level than
    that monster's Level"), read as the pick is made. `as_many`: a pick whose `n` is an
    amount read as the pick is made ("up to [the number of ...]"; exactly that many when it is
    not "up to")."""

    source: str
    n: int
    filter: Any
    upto: bool = False
    least: int = 1
    not_self: bool = False
    distinct: str = ""
    no_maximum: bool = False
    blind: bool = False
    highest: str = ""  # only the cards with the highest of this stat ("atk", "def", "level";
    # "-level": the lowest)
    summoned: bool = False  # a Special Summon takes its cards: only those a rule lets summon
    among: str = ""  # only the cards the effect ("sent": `Ctx.sent`) or its cost sent to the GY,
    # the materials of its Fusion Summon ("materials") or the step before moved ("moved")
    each: tuple[Any, ...] = ()  # one card per filter: the cards match different ones of these
    including: bool = False  # with `each`: one of the cards matches its first filter
    # (its fact, the relation, the other card's fact, the pick naming the other card (-1: this
    # card), that card once chosen (-1: not yet)) or none; `ref`: that pick
    relate: tuple[str, str, str, int, int] | tuple[()] = ()
    ref: Any = None
    guides: int = -1  # a later mandatory pick compares with this one's card: only such cards
    as_many: Any = None  # `n` read as the pick is made: an amount `(state, ctx) -> int`
    level_at_most: Any = None  # only Levels up to an amount read as the (optional) pick is made
    same: str = ""  # the chosen cards share this fact ("name", "attribute", "race", "level")
    facedown_opp: bool = False  # a blind pick of both sides: the opponent's face-down cards only
    total_level_max: int = 0  # the chosen cards' Levels total at most this (0: no such bound)
    per_cost: bool = False  # `as_many` is the number of cards the cost chose: exactly that many
    by: str = "own"  # who makes the choice: "opp", the opponent ("Your opponent chooses ...")
    within: int = -1  # only cards the earlier pick of this index chose ("1 of them")
    maximum_mode: bool = False  # only monsters in Maximum Mode
    side: str = field(init=False)  # the source's side and zone, looked up once
    zone: str = field(init=False)
    plain: bool = field(init=False)  # no highest, relate, as_many or summoned: its own tests
    varies: bool = field(init=False)  # among, as_many or ref: it depends on the resolution
    direct: bool = field(init=False)  # no highest, relate or as_many: its filter says it all

    def __post_init__(self) -> None:
        side, zone = self.source.split("_", 1)
        # Interned: the hot paths compare them with their constants, the same object at once.
        object.__setattr__(self, "side", sys.intern(side))
        object.__setattr__(self, "zone", sys.intern(zone))
        direct = (
            not self.highest
            and not self.relate
            and self.as_many is None
            and self.level_at_most is None
            and not self.total_level_max
        )
        object.__setattr__(self, "direct", direct)
        object.__setattr__(self, "plain", direct and not self.summoned)
        varies = (
            bool(self.among)
            or (bool(self.relate) and self.relate[3] == OF_SUBJECT)
            or self.as_many is not None
            or self.ref is not None
            or self.guides >= 0
            or self.level_at_most is not None
            or self.within >= 0
        )
        object.__setattr__(self, "varies", varies)


@dataclass(frozen=True, slots=True)
class OpponentDecides:
    """A `MAY` whose decision is the opponent's (the first in turn order still in the game):
    "your opponent can ...". `zone`: the part starts with their Special Summon, skipped when
    they have no free Monster Zone."""

    zone: bool = False


class ProcedureCost(NamedTuple):
    """What a Special Summon from the hand by the card's own procedure costs: the cards
    `pick` chooses (None: none), moved to `to` ("gy" or "deck_bottom", in the order listed),
    and `lp` LP paid."""

    pick: Pick | None
    to: str
    lp: int


@dataclass(frozen=True, slots=True)
class Trigger:
    """When a Trap or a triggered effect may answer an event: its kind, whose card it
    happened to and who caused it ("own", "opp", "any", seen from the effect's controller),
    how (`Event.how` values, empty: any), for an event of battle whose monster attacked (the
    turn player's: only the turn player's monsters attack), filters on the event's card and
    target, whose turn it happens in, and the other events it answers as well (`alts`: "When
    ..., or when ...", each event its own timing)."""

    event: str
    whose: str = "any"
    by: str = "any"
    how: frozenset[str] = frozenset()
    attacker: str = "any"
    filter: Any = None
    target_filter: Any = None
    count: int = 1  # how many matching events one action must raise ("2 or more ... at once")
    turn: str = "any"  # whose turn it happens in ("own", "opp", "any")
    was: frozenset[str] = frozenset()  # a summon's origins (`Event.was`), any when empty
    alts: tuple[Trigger, ...] = ()  # further events it answers, any one of them ("or when ...")
    by_self: bool = False  # a triggered effect's: this card destroyed the monster by battle

    def kinds(self) -> frozenset[str]:
        """The kinds of event it answers (its own and its alternatives')."""
        return frozenset((self.event, *(alt.event for alt in self.alts)))


@dataclass(frozen=True, slots=True)
class Ritual:
    """What a Ritual Spell takes as materials: face-up (or, with `facedown`, any) monsters on
    the field, with `hand` also monsters in the hand, each matching `filter`."""

    hand: bool = False
    facedown: bool = False
    filter: Any = None
    field: bool = True
    monster: Any = None
    hand_filter: Any = None  # what every material from the hand must be, besides `filter`
    field_filter: Any = None  # what every material from the field must be, besides `filter`


@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    """One compiled effect of a card.

    `kind`: "ignition" (a monster's activated effect, once per turn while face-up), "spell",
    "trap", "equip", "field", "continuous" (only static changes), "trigger" (applies by itself
    when its trigger happens), "fusion", "ritual". `options` holds the effect program, one per
    choice of a Multi-Choice effect. `cost_picks`: the picks made on activation (the ones the
    cost uses), in order. What option o cannot resolve without: `counted[o]`, the picks whose
    cards no cost changes, with how many each must find (an "all" target of a mandatory step:
    one); `needed[o]`, the mandatory picks a cost pick may take cards from or add cards to.
    `statics`: the changes it makes while in force. `alts`: the ways of meeting a requirement
    of alternatives, each a whole effect paying its own way (its `cost_picks` are the union of
    theirs: what a resolution leaves to the cost).
    """

    # What an activation check reads comes first: the record's first memory lines (the legal
    # actions of every Main Phase check each effect in hand and on the field).
    kind: str
    plain: bool = False  # no condition, pick, option or summon to check (only Deck and LP)
    deck_need: int = 0  # cards the Deck must hold: what the cost and the effect draw or send
    lp_need: int = 0  # LP the cost pays
    cond: tuple[Callable[[Any, Any], bool], ...] = ()
    options: tuple[Program, ...] = ((),)
    counted: tuple[tuple[tuple[Pick, int], ...], ...] = ((),)
    needed: tuple[tuple[int, ...], ...] = ((),)
    cost_picks: tuple[int, ...] = ()
    summons: tuple[bool, ...] = (False,)
    sets: tuple[bool, ...] = (False,)  # a mandatory step Sets a Spell/Trap: a zone must be free
    # a mandatory step Special Summons to the opponent's field: a zone there must be free
    summons_opp: tuple[bool, ...] = (False,)
    # per option: the cost could leave it unable to resolve though its cards are there (it
    # summons, Fusion Summons, Sets or compares with the cost's card): worked out per cost
    uncertain: tuple[bool, ...] = (False,)
    picks: tuple[Pick, ...] = ()
    equip: Pick | None = None
    ritual: Ritual | None = None
    trigger: Trigger | None = None
    card: int
    index: int
    cost: Program = ()
    cost_dest: tuple[str, ...] = ()  # per pick: the zone the cost moves its cards to ("gy")
    fed: tuple[bool, ...] = ()  # per pick: the cost may move cards into its zone
    shared: tuple[bool, ...] = ()  # per pick: a cost pick may take cards it could take
    frees_self: bool = False  # the cost sends this card itself away (leaving its zone free)
    statics: tuple[Static, ...] = ()
    fuses: tuple[tuple[Callable[..., Any], ...], ...] = ((),)  # per option: mandatory Fusions
    # per option: the "all" targets of mandatory steps compared with the card a cost pick chose
    # ("with the same Level as the monster sent to the GY to meet the requirement"), each with
    # that pick: a way of paying is offered only when one of them has a card
    by_cost: tuple[tuple[tuple[Pick, int], ...], ...] = ((),)
    # The requirements of which one is met on activation ("A, or B"): each this effect with
    # that way's condition and cost (the activation names it first: `act CARD WAY COST...`).
    alts: tuple[Effect, ...] = ()

    @property
    def activated(self) -> bool:
        """Whether it is activated by a player (a card or a monster effect), not applied."""
        return self.kind not in ("continuous", "trigger")


@dataclass(frozen=True, slots=True)
class CardEffects:
    """Everything a card does: where its encoding comes from ("hand", "compiled"), whether it
    leaves part of the text out (`partial`: why), the hooks it calls, and its effects."""

    card: int
    name: str
    source: str
    effects: tuple[Effect, ...]
    partial: str = ""
    hooks: tuple[str, ...] = ()

    @property
    def main(self) -> Effect | None:
        """The effect a player activates (a card has at most one), if any."""
        for effect in self.effects:
            if effect.activated:
                return effect
        return None

    @property
    def statics(self) -> tuple[Static, ...]:
        return tuple(static for effect in self.effects for static in effect.statics)

    @property
    def triggered(self) -> tuple[Effect, ...]:
        return tuple(effect for effect in self.effects if effect.kind == "trigger")


class Probe:
    """What a condition sees outside a resolution (checking an activation, a static effect's
    condition): the player, the card, and the event's card and target. Nothing is picked,
    moved or rolled yet."""

    __slots__ = ("card", "p", "subject", "target")
    sel: tuple[Any, ...] = ()
    moved: tuple[int, ...] = ()
    cost_moved: tuple[int, ...] = ()
    sent: tuple[int, ...] = ()
    die = 0
    destroyed = 0
    declared = 0

    def __init__(self, p: int, card: int, subject: int = -1, target: int = -1) -> None:
        self.p, self.card, self.subject, self.target = p, card, subject, target


class Ctx:
    """One resolution in progress (see the module docstring). What most resolutions leave
    as it was starts as a class default (an effect is resolved for most actions of a game:
    its record is made at its least)."""

    position = ATK  # the position a summon of it takes, once chosen
    destroyed = 0  # cards it destroyed
    sent: tuple[int, ...] = ()  # cards its steps sent to the GY (not its cost)
    die = 0  # the die it rolled
    dealt = 0  # the effect damage its steps inflicted on opponents
    taken = 0  # the effect damage its steps inflicted on its player
    gained = 0  # the LP its steps gained its player
    moved: tuple[int, ...] = ()  # what its last step moved
    cost_moved: tuple[int, ...] = ()  # what its cost moved
    waiting = ""  # the decision it waits for ("pick", "may", "position", "order")
    order: tuple[int, ...] = ()  # excavated cards in the order chosen so far ("in any order")
    chooser = -1  # the player who makes the decision it waits for, when not `p` (an order)
    args: tuple[int, ...] = ()  # a Fusion or Ritual Summon's monster and materials
    ways: tuple[tuple[int, ...], ...] | list[tuple[int, ...]] = ()  # the ways of its pick
    paying = False  # running the cost: what it sends goes "to meet the requirement"
    declared = 0  # the card name it declared (a card id), once declared

    def __init__(
        self,
        p: int,
        card: int,
        effect: Effect,
        option: int = 0,
        subject: int = -1,
        target: int = -1,
    ) -> None:
        self.p, self.card, self.effect, self.option = p, card, effect, option
        self.program: Program = effect.options[option]  # the steps of the option chosen
        self.subject, self.target = subject, target
        self.sel: list[tuple[int, ...] | None] = [None] * len(effect.picks)
        self.pc = 0

    def copy(self) -> Ctx:
        new = Ctx.__new__(Ctx)
        new.__dict__.update(self.__dict__)
        new.sel = list(self.sel)
        return new
