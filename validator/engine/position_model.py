"""The JSON form of a game position as pydantic models: the shape `position.load` validates
first (every field's type and range), published as `schemas/position.schema.json`.

What the shape cannot say (a card in two places, a Monster Zone too many, an Equip attached to
a monster that is not there, ...) is checked by `validator.engine.position` once the shape is
right. See that module for what each field means.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, create_model

from validator.engine.events import KINDS
from validator.engine.lasting import RULES, UNTIL, WHILE
from validator.engine.state import (
    DRAWN,
    FLAG_NAMES,
    HISTORY_NAMES,
    NO_EFFECT,
    PHASE_NAMES,
    PLAYED,
    POSITION_NAMES,
    Settings,
)

POSITION_VERSION = 1
MARK_NAMES = {DRAWN: "drawn", PLAYED: "played", NO_EFFECT: "no_effect"}
"""The statistics marks of a card (`State.marks`) by bit."""

# strict: true is no seat and 12.0 no instance, "12" no card id.
CONFIG = ConfigDict(extra="forbid", strict=True, defer_build=True)

Seat = Annotated[int, Field(ge=0, description="a seat, from 0")]
Instance = Annotated[int, Field(ge=0, description="a card instance number")]
Ref = Annotated[int, Field(ge=-1, description="a card instance number, -1 for none")]
Count = Annotated[int, Field(ge=0)]

FlagName = Literal[tuple(FLAG_NAMES.values())]  # type: ignore[valid-type]
MarkName = Literal[tuple(MARK_NAMES.values())]  # type: ignore[valid-type]
HistoryName = Literal[tuple(HISTORY_NAMES.values())]  # type: ignore[valid-type]
PositionName = Literal[tuple(n for n in POSITION_NAMES.values() if n != "off")]  # type: ignore[valid-type]
PhaseName = Literal[tuple(PHASE_NAMES.values())]  # type: ignore[valid-type]
EventKind = Literal[KINDS]  # type: ignore[valid-type]


# ----------------------------------------------------------------------------- settings


def _json_type(hint: Any) -> Any:
    """The JSON-side type of a dataclass field: tuples are lists, dataclasses models."""
    origin = get_origin(hint)
    if origin is tuple:
        return list[get_args(hint)[0]]  # type: ignore[misc]
    if origin in (Union, types.UnionType):
        return Union[tuple(_json_type(arg) for arg in get_args(hint))]  # noqa: UP007
    if dataclasses.is_dataclass(hint):
        return _dataclass_model(hint)
    return hint


def _json_default(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _dataclass_model(cls: Any) -> type[BaseModel]:
    """A model of a settings dataclass, made from its fields, so a setting added to the engine
    is part of the format at once (and the schema drift test asks to publish it)."""
    hints = get_type_hints(cls)
    fields: dict[str, Any] = {
        f.name: (_json_type(hints[f.name]), Field(_json_default(f.default), **f.metadata))
        for f in dataclasses.fields(cls)
    }
    doc = (cls.__doc__ or "").strip().split("\n\n")[0]
    return create_model(f"{cls.__name__}Model", __config__=CONFIG, __doc__=doc, **fields)


SettingsModel = _dataclass_model(Settings)


# -------------------------------------------------------------------------------- cards


class CardObject(BaseModel):
    """One card instance. Only `i` and `card` are needed; the rest says how it stands (the
    field facts only for a card on the field) and is left out when it is the default."""

    model_config = CONFIG
    i: Instance = Field(description="instance number (what actions name: `summon 12`)")
    card: int = Field(ge=0, description="card id (konami_id)")
    name: str | None = Field(default=None, description="the card's name; checked when given")
    position: PositionName | None = Field(
        default=None,
        description="on the field only (default: attack, set in the Spell & Trap Zones, "
        "face-up in the Field Zone)",
    )
    since: Count | None = Field(default=None, description="the turn it came to the field")
    flags: list[FlagName] = Field(default_factory=list, description="this turn's flags")
    attacks: Count = Field(default=0, description="attacks made this turn")
    equip: Instance | None = Field(default=None, description="the monster this Equip is on")
    maximum: Instance | None = Field(
        default=None, description="the centre of the Maximum Mode monster this is part of"
    )
    origin: Seat | None = Field(
        default=None, description="the seat whose deck it came from, when not its owner's"
    )
    owner: Seat | None = Field(
        default=None,
        description="on the field only: its owner, when another seat controls it (the seat "
        "whose zone holds it); it goes to the owner's GY when it leaves the field",
    )
    returns: bool = Field(
        default=False,
        description="with `owner`: control goes back to the owner in this turn's End Phase",
    )
    marks: list[MarkName] = Field(default_factory=list, description="statistics marks")


def _card_shape(value: Any) -> str:
    return "object" if isinstance(value, dict | CardObject) else "id"


CardEntry = Annotated[
    Annotated[int, Field(ge=0), Tag("id")] | Annotated[CardObject, Tag("object")],
    Discriminator(_card_shape),
]
"""A card: an object, or (in a position written by hand) a bare card id."""

Pile = Annotated[list[CardEntry], Field(default_factory=list)]


class PlayerModel(BaseModel):
    """One seat: LP, whether still in the game, and every card it holds."""

    model_config = CONFIG
    lp: int | None = Field(default=None, description="default: the starting LP")
    alive: bool = True
    deck: Pile = Field(description="bottom first: the last card is drawn next")
    hand: Pile
    extra: Pile
    graveyard: Pile
    banished: Pile
    monsters: list[CardEntry | None] | None = Field(
        default=None, description="one entry per Monster Zone, null when empty (default: empty)"
    )
    spells_traps: list[CardEntry | None] | None = Field(
        default=None, description="one entry per Spell & Trap Zone, null when empty"
    )
    field: CardEntry | None = Field(default=None, description="the Field Zone")
    activated: list[Instance] = Field(
        default_factory=list,
        description="the card instances this seat activated this turn (cards and effects)",
    )
    history: list[HistoryName] = Field(
        default_factory=list,
        description="what this seat did this turn: Special Summoned a monster (from the GY, "
        "from the Extra Deck), drew a card, drew a card during the Main Phase",
    )


# ---------------------------------------------------------------------- what is pending


class EventModel(BaseModel):
    """An event (`validator.engine.events.Event`)."""

    model_config = CONFIG
    event: EventKind
    card: Ref
    player: Seat
    how: str
    by: int = Field(default=-1, ge=-1)
    target: Ref = -1
    amount: int = 0
    was: str = ""


class WindowModel(BaseModel):
    """A Trap timing: the event it answers, and the seats still to be asked (first: now)."""

    model_config = CONFIG
    event: EventModel
    players: list[Seat] = Field(min_length=1)


class AttackModel(BaseModel):
    """A declared attack waiting for damage calculation (target -1: a direct attack)."""

    model_config = CONFIG
    attacker: Instance
    target: Ref
    player: Seat


class ModifierModel(BaseModel):
    """A lasting effect (`validator.engine.lasting.Modifier`); `filter` in the effect
    language's filter keys."""

    model_config = ConfigDict(CONFIG, populate_by_name=True)
    rule: Literal[tuple(sorted(RULES))]  # type: ignore[valid-type]
    value: int | str
    target: Ref = Field(description="the card it changes, -1 for a rule over `player`")
    player: Seat
    source: Ref
    until: Literal[UNTIL]  # type: ignore[valid-type]
    turn: Count
    while_: Literal[WHILE] = Field(default="", alias="while")  # type: ignore[valid-type]
    filter: dict[str, Any] | None = None


class ResolvingModel(BaseModel):
    """An effect resolving, waiting for a decision of `player` (`effects.runtime.Ctx`)."""

    model_config = CONFIG
    card: Instance
    effect: Count = Field(description="the index of the effect in the card's effects")
    player: Seat
    option: Count = 0
    pc: Count = Field(default=0, description="where its program stands")
    picks: list[list[Instance] | None] | None = Field(
        default=None, description="per pick of the effect: the cards chosen, null if not yet"
    )
    position: Literal["attack", "defense"] = "attack"
    destroyed: Count = 0
    die: Count = 0
    moved: list[Instance] = Field(default_factory=list)
    cost_moved: list[Instance] = Field(default_factory=list)
    sent: list[Instance] = Field(
        default_factory=list, description="the cards its steps sent to the GY so far"
    )
    summoning: list[Instance] = Field(
        default_factory=list,
        description="a Fusion or Ritual Summon's monster, then its materials",
    )
    waiting: Literal["pick", "may", "position", "order", "fuse", "declare"]
    ways: list[list[Instance]] = Field(
        default_factory=list,
        description="the ways the decision offers (card ids, not instances, for a declaration)",
    )
    subject: Ref = -1
    target: Ref = -1
    excavated: list[Instance] = Field(
        default_factory=list, description="the cards the effect excavated (still in a Deck)"
    )
    order: list[Instance] = Field(
        default_factory=list,
        description='excavated cards in the order chosen so far ("in any order")',
    )
    chooser: int = Field(
        default=-1,
        ge=-1,
        description="the seat making the decision (an order, a declaration), when not `player` "
        "(-1: player)",
    )
    declared: int = Field(
        default=0, ge=0, description="the card name the effect declared (a card id; 0: none yet)"
    )


class RngModel(BaseModel):
    """The state of the game's `random.Random`: the 625 words of `getstate()` (624 of
    Mersenne Twister state and the index), little-endian uint32, base64; and `gauss_next`."""

    model_config = CONFIG
    state: str
    gauss: float | None = None


# ---------------------------------------------------------------------------------- modes


class Elimination(BaseModel):
    model_config = CONFIG
    seat: Seat
    turn: Count
    by: int = Field(ge=-1, description="the eliminating seat, -1 for none")


class PartyModel(BaseModel):
    """A party's own state: Spell Card Stands, the shared Spell Deck (bottom first) and Spell
    GY, each seat's first turn, the eliminations, and whose action is being played."""

    model_config = CONFIG
    mode: Literal["party"]
    stands: list[list[CardEntry]] | None = None
    spell_deck: Pile
    spell_gy: Pile
    first_turns: list[Count] | None = None
    eliminated: list[Elimination] = Field(default_factory=list)
    cause: int = Field(default=-1, ge=-1)


class SpeedEffects(BaseModel):
    model_config = CONFIG
    damage: Count = 0
    draw: Count = 0
    destroy: Count = 0


class RelayLoss(BaseModel):
    model_config = CONFIG
    seat: Seat
    turn: Count
    reason: str
    opponent: Seat


class RelayModel(BaseModel):
    """A relay's own state: Speed Counters and Speed World effects used per team, losses
    pending at the end of the action, the duelist kept in by a simultaneous loss, whose action
    is being played, and every loss."""

    model_config = CONFIG
    mode: Literal["relay"]
    speed_counters: list[Count] = Field(default_factory=lambda: [0, 0], min_length=2, max_length=2)
    used: list[SpeedEffects] = Field(
        default_factory=lambda: [SpeedEffects(), SpeedEffects()], min_length=2, max_length=2
    )
    pending: list[Seat] = Field(default_factory=list)
    survivor: int = Field(default=-1, ge=-1)
    cause: int = Field(default=-1, ge=-1)
    losses: list[RelayLoss] = Field(default_factory=list)


# ------------------------------------------------------------------------------- position


class Position(BaseModel):
    """A whole game position: enough to play on exactly as the game it was taken from."""

    model_config = CONFIG
    position: Literal[1] = Field(description="the format's version")
    settings: SettingsModel = Field(  # type: ignore[valid-type]
        default_factory=SettingsModel, description="engine settings (default: a Rush duel)"
    )
    seed: int = Field(default=0, description="the game's seed")
    rng: RngModel | None = Field(default=None, description="default: a fresh RNG from the seed")
    turn: Count = 1
    turn_player: Seat | None = Field(default=None, description="default: `first`")
    phase: PhaseName = "main"
    first: Seat = Field(default=0, description="the seat that played first")
    order: list[Seat] | None = Field(default=None, description="turn order, from `first` round")
    actions_this_turn: Count = 0
    to_act: Seat | None = Field(default=None, description="the seat to act; checked when given")
    winner: Seat | None = None
    reason: str = ""
    players: list[PlayerModel] = Field(min_length=2)
    mode: Annotated[PartyModel | RelayModel, Field(discriminator="mode")] | None = None
    lasting: list[ModifierModel] = Field(default_factory=list)
    events: list[EventModel] = Field(
        default_factory=list, description="the events of the action being played"
    )
    event_cursor: Count = Field(default=0, description="how many of `events` are answered")
    window: WindowModel | None = None
    attack: AttackModel | None = None
    resolving: ResolvingModel | None = None
