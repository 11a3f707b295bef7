"""Game positions as data (what FEN is to chess): `dump(state)` writes a whole game position
as JSON-ready data, `load(data, table)` makes a state of it that plays on exactly as the game
it was taken from (the same legal actions, results and RNG draws).

The format (version 1, the pydantic models of `position_model`, published as
`schemas/position.schema.json`)::

    {
      "position": 1,                      # the format's version
      "settings": {...},                  # engine Settings, as in game logs
      "seed": 7, "rng": {"state": BASE64, "gauss": null},
      "turn": 3, "turn_player": 0, "phase": "main",      # main, battle, draw or over
      "first": 0, "order": [0, 1], "actions_this_turn": 2,
      "to_act": 0,                        # written for people, checked on load
      "winner": null, "reason": "",
      "players": [{
        "lp": 8000, "alive": true,
        "deck": [CARD, ...],              # bottom first: the last card is drawn next
        "hand": [...], "extra": [...], "graveyard": [...], "banished": [...],
        "monsters": [CARD, null, null],   # one entry per zone, null when empty
        "spells_traps": [null, CARD, null],
        "field": null,
        "activated": [CARD_INSTANCE, ...],  # this turn's activations (left out when none)
        "history": ["special_summoned", ...]  # what it did this turn (left out when nothing)
      }, ...],
      "mode": null,                       # a party's or relay's own state
      "lasting": [...], "events": [...], "event_cursor": 0,
      "window": null, "attack": null, "resolving": null
    }

A CARD is ``{"i": 12, "card": 15150, "name": "Sevens Road Magician", ...}``: its instance
number (what actions name), card id and name, then only what differs from a card at rest:
`position` and `since` (the turn it came) on the field, this turn's `flags` and `attacks`, the
monster an Equip is attached to (`equip`), the centre of the Maximum Mode monster it is part of
(`maximum`), the seat it came from when it is not its owner's (`origin`: a relay's carried
cards), its owner when another seat controls it (`owner`, and `returns` when control goes back
in the End Phase), and the statistics `marks`. A card is held by the seat whose zones hold it
(the shared cards of a party's mode zones by none). Everything that names a card elsewhere (lasting
effects, events, the pending attack, a resolution) names its instance.

A position written by hand may leave most fields out (see the models' defaults) and give a card
as a bare card id: it gets the next free instance number after every explicit one, in the order
seats, then their deck, hand, extra, graveyard, banished, monsters, spells_traps, field, then
the mode's zones. Every instance from 0 up must then be in exactly one place.

What each game works out from its cards (`state.GameCards`: the events listened to, triggers,
Equip cards, Fusion materials; the static effects on the field) is not written: `load` works it
out again. So is `State.decks` (the deck lists of logs), from the instances and their origin.
"""

from __future__ import annotations

import base64
import random
import struct
from collections.abc import Iterator
from dataclasses import asdict
from typing import Any, NamedTuple

from pydantic import ValidationError

from validator.engine import lasting
from validator.engine.actions import grow_caches
from validator.engine.battle import Attack
from validator.engine.cards import HAND_FIELD, MONSTER, CardInfo, CardTable
from validator.engine.effects.declare import EncodingError
from validator.engine.effects.filters import compile_filter
from validator.engine.effects.runtime import (
    CODE_NAMES,
    DECLARE,
    FUSE,
    MAY,
    ORDER,
    PICK,
    POSITION,
    Ctx,
    Effect,
)
from validator.engine.events import Event, Window, arm
from validator.engine.modes import make_mode
from validator.engine.modes.party import PartyMode
from validator.engine.modes.relay import EFFECTS as SPEED_EFFECTS
from validator.engine.modes.relay import RelayMode
from validator.engine.position_model import (
    MARK_NAMES,
    POSITION_VERSION,
    AttackModel,
    CardObject,
    EventModel,
    ModifierModel,
    PartyModel,
    Position,
    RelayModel,
    ResolvingModel,
    RngModel,
)
from validator.engine.rules import actor
from validator.engine.state import (
    ATK,
    DEF,
    DRAW,
    FACEDOWN,
    FACEUP,
    FLAG_NAMES,
    HISTORY_NAMES,
    OFF,
    OVER,
    PART,
    PHASE_NAMES,
    POSITION_NAMES,
    SET,
    DeckList,
    Settings,
    State,
    bare_state,
    game_cards,
)
from validator.errors import InputError

__all__ = ["POSITION_VERSION", "dump", "load", "settings_json", "validated"]

PILES = {
    "deck": "deck",
    "hand": "hand",
    "extra": "extra",
    "graveyard": "gy",
    "banished": "banished",
}
"""The piles of a seat: the name in a position, the `State` attribute."""

POSITION_CODES = {name: code for code, name in POSITION_NAMES.items()}
PHASE_CODES = {name: code for code, name in PHASE_NAMES.items()}
FLAG_CODES = {name: code for code, name in FLAG_NAMES.items()}
HISTORY_CODES = {name: code for code, name in HISTORY_NAMES.items()}
MONSTER_POSITIONS = frozenset({ATK, DEF, FACEDOWN, PART})
SPELL_POSITIONS = frozenset({SET, FACEUP})
RNG_WORDS = 625  # `random.getstate()`: 624 words of Mersenne Twister state and the index


# ================================================================================== dump


def dump(s: State) -> dict[str, Any]:
    """The position of a game as JSON-ready data (the format of the module docstring)."""
    return {
        "position": POSITION_VERSION,
        "settings": settings_json(s.settings),
        "seed": s.seed,
        "rng": _rng_json(s.rng),
        "turn": s.turn,
        "turn_player": s.tp,
        "phase": PHASE_NAMES[s.phase],
        "first": s.first,
        "order": list(s.order),
        "actions_this_turn": s.actions_this_turn,
        "to_act": actor(s),
        "winner": s.winner,
        "reason": s.reason,
        "players": [_player_json(s, p) for p in range(s.n)],
        "mode": _mode_json(s),
        "lasting": [_modifier_json(m) for m in s.lasting],
        "events": [e.to_json() for e in s.events],
        "event_cursor": s.event_cursor,
        "window": _window_json(s.window),
        "attack": s.attack._asdict() if s.attack is not None else None,
        "resolving": _resolving_json(s, s.resolving),
    }


def settings_json(settings: Settings) -> dict[str, Any]:
    """Engine settings as plain JSON data (tuples as lists)."""
    data = asdict(settings)
    data["spell_deck"] = list(settings.spell_deck)
    return data


def _rng_json(rng: random.Random) -> dict[str, Any]:
    _version, words, gauss = rng.getstate()
    state = base64.b64encode(struct.pack(f"<{RNG_WORDS}I", *words)).decode("ascii")
    return {"state": state, "gauss": gauss}


def _names(names: dict[int, str], bits: int) -> list[str]:
    return [name for bit, name in sorted(names.items()) if bits & bit]


def _card_json(s: State, c: int, holder: int) -> dict[str, Any]:
    """A card as it stands; `holder` is the seat whose zone holds it (`s.n`: a mode zone)."""
    if s.owner[c] != holder:
        raise ValueError(f"instance {c} belongs to seat {s.owner[c]} but seat {holder} holds it")
    info = s.infos[c]
    out: dict[str, Any] = {"i": c, "card": info.id, "name": info.name}
    if s.pos[c] != OFF:
        out["position"] = POSITION_NAMES[s.pos[c]]
        out["since"] = s.since[c]
    if s.flags[c]:
        out["flags"] = _names(FLAG_NAMES, s.flags[c])
    if s.attacks[c]:
        out["attacks"] = s.attacks[c]
    if s.equip[c] >= 0:
        out["equip"] = s.equip[c]
    if s.maxc[c] >= 0:
        out["maximum"] = s.maxc[c]
    if s.origin[c] != s.owner[c]:
        out["origin"] = s.origin[c]
    for card, owner, returns in s.borrowed:
        if card == c:
            out["owner"] = owner
            if returns:
                out["returns"] = True
    if s.marks[c]:
        out["marks"] = _names(MARK_NAMES, s.marks[c])
    return out


def _slot_json(s: State, c: int, holder: int) -> dict[str, Any] | None:
    return _card_json(s, c, holder) if c >= 0 else None


def _player_json(s: State, p: int) -> dict[str, Any]:
    out: dict[str, Any] = {"lp": s.lp[p], "alive": s.alive[p]}
    for name, attr in PILES.items():
        out[name] = [_card_json(s, c, p) for c in getattr(s, attr)[p]]
    out["monsters"] = [_slot_json(s, c, p) for c in s.mzone[p]]
    out["spells_traps"] = [_slot_json(s, c, p) for c in s.szone[p]]
    out["field"] = _slot_json(s, s.fzone[p], p)
    if s.activated[p]:
        out["activated"] = list(s.activated[p])
    if s.history[p]:
        out["history"] = _names(HISTORY_NAMES, s.history[p])
    return out


def _modifier_json(m: lasting.Modifier) -> dict[str, Any]:
    return {
        "rule": m.rule,
        "value": m.value,
        "target": m.target,
        "player": m.player,
        "source": m.source,
        "until": m.until,
        "turn": m.turn,
        "while": m.while_,
        "filter": dict(m.filter.spec) if m.filter is not None else None,
    }


def _window_json(window: Window | None) -> dict[str, Any] | None:
    if window is None:
        return None
    return {"event": window.event.to_json(), "players": list(window.players)}


def _resolving_json(s: State, ctx: Ctx | None) -> dict[str, Any] | None:
    if ctx is None:
        return None
    effects = s.infos[ctx.card].effects.effects
    out = {
        "card": ctx.card,
        "effect": next(i for i, e in enumerate(effects) if e is ctx.effect),
        "player": ctx.p,
        "option": ctx.option,
        "pc": ctx.pc,
        "picks": [list(chosen) if chosen is not None else None for chosen in ctx.sel],
        "position": "attack" if ctx.position == ATK else "defense",
        "destroyed": ctx.destroyed,
        "die": ctx.die,
        "moved": list(ctx.moved),
        "cost_moved": list(ctx.cost_moved),
        "summoning": list(ctx.args),
        "waiting": ctx.waiting,
        "ways": [list(way) for way in ctx.ways],
        "subject": ctx.subject,
        "target": ctx.target,
    }
    # An excavation and the order of its cards only while there is one.
    if s.excavated:
        out["excavated"] = list(s.excavated)
    if ctx.order:
        out["order"] = list(ctx.order)
    if ctx.chooser >= 0:
        out["chooser"] = ctx.chooser
    if ctx.sent:
        out["sent"] = list(ctx.sent)
    if ctx.declared:
        out["declared"] = ctx.declared
    return out


def _mode_json(s: State) -> dict[str, Any] | None:
    mode = s.mode
    if isinstance(mode, PartyMode):
        return {
            "mode": "party",
            "stands": [[_card_json(s, c, s.n) for c in stand] for stand in mode.stand],
            "spell_deck": [_card_json(s, c, s.n) for c in mode.spell_deck],
            "spell_gy": [_card_json(s, c, s.n) for c in mode.spell_gy],
            "first_turns": list(mode.first_turn),
            "eliminated": [{"seat": p, "turn": t, "by": by} for p, t, by in mode.eliminated],
            "cause": mode.cause,
        }
    if isinstance(mode, RelayMode):
        return {
            "mode": "relay",
            "speed_counters": list(mode.spc),
            "used": [dict(zip(SPEED_EFFECTS, u, strict=True)) for u in mode.used],
            "pending": list(mode.pending),
            "survivor": mode.survivor,
            "cause": mode.cause,
            "losses": [
                {"seat": p, "turn": t, "reason": why, "opponent": q} for p, t, why, q in mode.losses
            ],
        }
    if mode is not None:
        raise ValueError(f"no position form for the mode {type(mode).__name__}")
    return None


# ================================================================================== load


def load(data: Any, table: CardTable) -> State:
    """The state of a position (the format of the module docstring).

    The shape is validated first (`position_model.Position`), then the position itself; a bad
    one is an InputError naming the problem.
    """
    return _Loader(validated(data), table).state()


def validated(data: Any) -> Position:
    """The position model of JSON data; InputError naming the first problems of its shape."""
    if not isinstance(data, dict) or "position" not in data:
        raise InputError('not a position: a position is a JSON object with "position": 1')
    try:
        return Position.model_validate(data)
    except ValidationError as exc:
        raise InputError(f"not a valid position: {shape_problems(exc)}") from None


def shape_problems(exc: ValidationError, shown: int = 3) -> str:
    """The first problems of a validation, each placed like `players[0].hand[2]`."""
    errors = exc.errors()
    first = "; ".join(f"{_where(e['loc'])}: {e['msg']}" for e in errors[:shown])
    return first + (f" (and {len(errors) - shown} more)" if len(errors) > shown else "")


def _where(loc: tuple[Any, ...]) -> str:
    """An error's place like `players[0].hand[2].card` (a card's shape tag left out)."""
    where, previous = "", None
    for part in loc:
        if isinstance(part, int):
            where += f"[{part}]"
        elif not (part in ("id", "object") and (isinstance(previous, int) or previous == "field")):
            where += f".{part}" if where else str(part)
        previous = part
    return where or "position"


def _bad(message: str) -> InputError:
    return InputError(f"not a valid position: {message}")


class Place(NamedTuple):
    """Where a card of a position is: the seat holding it (`n` for a mode zone), the zone, the
    slot in it (the index in a pile or zone list; for a party's stand, the stand's seat), and
    the path for messages."""

    entry: int | CardObject
    holder: int
    zone: str
    slot: int
    path: str


def _places(position: Position) -> Iterator[Place]:
    """Every card of a position, in the order bare card ids are numbered."""
    for p, player in enumerate(position.players):
        for name in PILES:
            for i, entry in enumerate(getattr(player, name)):
                yield Place(entry, p, name, i, f"players[{p}].{name}[{i}]")
        for name in ("monsters", "spells_traps"):
            for i, slot in enumerate(getattr(player, name) or ()):
                if slot is not None:
                    yield Place(slot, p, name, i, f"players[{p}].{name}[{i}]")
        if player.field is not None:
            yield Place(player.field, p, "field", 0, f"players[{p}].field")
    mode, n = position.mode, len(position.players)
    if isinstance(mode, PartyModel):
        for p, stand in enumerate(mode.stands or ()):
            for i, entry in enumerate(stand):
                yield Place(entry, n, "stand", p, f"mode.stands[{p}][{i}]")
        for name in ("spell_deck", "spell_gy"):
            for i, entry in enumerate(getattr(mode, name)):
                yield Place(entry, n, name, i, f"mode.{name}[{i}]")


def _numbered(places: list[Place]) -> list[int]:
    """The instance of each place: its explicit number, or for a bare card id the next free
    one after every explicit number. The N cards of a position are the instances 0 to N - 1,
    each in exactly one place."""
    by_instance: dict[int, Place] = {}
    for place in places:
        if isinstance(place.entry, CardObject):
            i = place.entry.i
            if i in by_instance:
                raise _bad(f"instance {i} is in two places: {by_instance[i].path} and {place.path}")
            by_instance[i] = place
    following = max(by_instance, default=-1) + 1
    numbers = []
    for place in places:
        if isinstance(place.entry, CardObject):
            numbers.append(place.entry.i)
        else:
            numbers.append(following)
            following += 1
    for expected, number in enumerate(sorted(numbers)):
        if number != expected:  # distinct numbers: the first one out of step shows a gap
            raise _bad(
                f"instance {expected} is in no place (the {len(places)} cards of the position "
                f"are the instances 0 to {len(places) - 1})"
            )
    return numbers


def _card_id(place: Place) -> int:
    entry = place.entry
    return entry.card if isinstance(entry, CardObject) else entry


def _info(table: CardTable, place: Place) -> CardInfo:
    card_id = _card_id(place)
    try:
        info = table[card_id]
    except KeyError:
        raise _bad(f"{place.path}: unknown card id {card_id}") from None
    entry = place.entry
    if isinstance(entry, CardObject) and entry.name is not None and entry.name != info.name:
        raise _bad(f"{place.path}: card {card_id} is {info.name!r}, not {entry.name!r}")
    return info


def _bits(codes: dict[str, int], names: list[str]) -> int:
    bits = 0
    for name in names:
        bits |= codes[name]
    return bits


MARK_CODES = {name: bit for bit, name in MARK_NAMES.items()}
DEFAULT_POSITIONS = {"monsters": ATK, "spells_traps": SET, "field": FACEUP}
FIELD_ZONES = frozenset(DEFAULT_POSITIONS)


class _Loader:
    """Makes the state of a validated position, checking it on the way."""

    def __init__(self, position: Position, table: CardTable) -> None:
        self.position = position
        self.table = table
        self.n = len(position.players)
        self.places: list[Place] = []  # by instance
        self.written: list[tuple[int, Place]] = []  # (instance, place) in the position's order

    def state(self) -> State:
        position = self.position
        s = self._cards(self._settings())
        self._players(s)
        for c, place in self.written:
            self._place(s, c, place)
        self._check_field(s)
        self._turn(s)
        s.lasting = [self._modifier(s, i, m) for i, m in enumerate(position.lasting)]
        self._pending(s)
        s.resolving = self._resolving(s, position.resolving)
        s.rng = _rng(position.rng, position.seed)
        self._mode(s)
        _derive(s)
        self._check_actor(s)
        return s

    def _cards(self, settings: Settings) -> State:
        """A state of the position's card instances (every zone still empty)."""
        position = self.position
        for p, player in enumerate(position.players):
            _check_zone_size(p, "monsters", player.monsters, settings.monster_zones)
            _check_zone_size(p, "spells_traps", player.spells_traps, settings.spell_trap_zones)
        places = list(_places(position))
        self.written = list(zip(_numbered(places), places, strict=True))
        self.places = [place for _, place in sorted(self.written, key=lambda row: row[0])]
        infos = tuple(_info(self.table, place) for place in self.places)
        owner = tuple(place.holder for place in self.places)
        first = self._seat(position.first, "first")
        s = bare_state(game_cards(infos, owner), self.n, settings, position.seed, first)
        s.origin = tuple(self._origin(c, place) for c, place in enumerate(self.places))
        return s

    # ------------------------------------------------------------------------ checks

    def _seat(self, p: int, what: str) -> int:
        if p >= self.n:
            raise _bad(f"{what}: there is no seat {p} ({self.n} players, seats from 0)")
        return p

    def _instance(self, s: State, c: int, what: str) -> int:
        """A card reference: an instance of the position, or -1 for none."""
        if c >= len(s.infos):
            raise _bad(f"{what}: there is no instance {c} ({len(s.infos)} cards)")
        return c

    def _settings(self) -> Settings:
        try:
            return Settings.from_play(self.position.settings.model_dump())
        except (TypeError, ValueError) as exc:
            raise _bad(f"settings: {exc}") from None

    # ------------------------------------------------------------------------- cards

    def _origin(self, c: int, place: Place) -> int:
        entry = place.entry
        if isinstance(entry, CardObject) and entry.origin is not None:
            return self._seat(entry.origin, f"{place.path}.origin")
        return place.holder

    def _players(self, s: State) -> None:
        """LP and who is in."""
        settings = s.settings
        for p, player in enumerate(self.position.players):
            s.lp[p] = settings.starting_lp if player.lp is None else player.lp
            s.alive[p] = player.alive
            s.activated[p] = tuple(
                self._instance(s, c, f"players[{p}].activated[{i}]")
                for i, c in enumerate(player.activated)
            )
            s.history[p] = _bits(HISTORY_CODES, player.history)

    def _place(self, s: State, c: int, place: Place) -> None:
        """Put a card where the position says, with what it says about it."""
        holder, zone = place.holder, place.zone
        entry = place.entry if isinstance(place.entry, CardObject) else None
        if zone in FIELD_ZONES:
            self._on_field(s, c, place, entry)
        else:
            _check_off_field(place, entry)
            if zone in PILES:
                getattr(s, PILES[zone])[holder].append(c)
                _check_pile(s.infos[c], place)
        if entry is not None:
            s.flags[c] = _bits(FLAG_CODES, entry.flags)
            s.attacks[c] = entry.attacks
            s.marks[c] = _bits(MARK_CODES, entry.marks)

    def _on_field(self, s: State, c: int, place: Place, entry: CardObject | None) -> None:
        p, zone, info = place.holder, place.zone, s.infos[c]
        position = DEFAULT_POSITIONS[zone]
        if entry is not None and entry.position is not None:
            position = POSITION_CODES[entry.position]
        allowed = MONSTER_POSITIONS if zone == "monsters" else SPELL_POSITIONS
        if position not in allowed:
            raise _bad(f"{place.path}: {POSITION_NAMES[position]!r} is no position in {zone}")
        if zone == "monsters":
            if info.kind != MONSTER:
                raise _bad(f"{place.path}: {info.name} is no monster")
            s.mzone[p][place.slot] = c
        elif zone == "spells_traps":
            if info.kind == MONSTER and not (
                info.as_equip is not None
                and position == FACEUP
                and entry is not None
                and entry.equip is not None
            ):
                # (but a Union monster equipped to a monster, as an Equip Spell Card)
                raise _bad(f"{place.path}: {info.name} is a monster, not a Spell or Trap")
            s.szone[p][place.slot] = c
        else:
            if info.from_hand != HAND_FIELD:
                raise _bad(f"{place.path}: {info.name} is no Field Spell")
            s.fzone[p] = c
        s.pos[c] = position
        if entry is None:
            return
        s.since[c] = entry.since or 0
        if entry.equip is not None:
            if zone != "spells_traps":
                raise _bad(f"{place.path}: only a card in a Spell & Trap Zone is attached")
            s.equip[c] = self._instance(s, entry.equip, f"{place.path}.equip")
        if entry.maximum is not None:
            if zone != "monsters":
                raise _bad(f"{place.path}: only a monster is part of a Maximum Mode monster")
            s.maxc[c] = self._instance(s, entry.maximum, f"{place.path}.maximum")
        if entry.owner is not None:
            owner = self._seat(entry.owner, f"{place.path}.owner")
            if owner == p:
                raise _bad(f"{place.path}: 'owner' is for a card another seat controls")
            s.borrowed = (*s.borrowed, (c, owner, entry.returns))
        elif entry.returns:
            raise _bad(f"{place.path}: 'returns' goes with 'owner'")

    def _check_field(self, s: State) -> None:
        """Equips attached to monsters on the field, Maximum Mode monsters whole."""
        on_field = {m: p for p in range(s.n) for m in s.mzone[p] if m >= 0}
        for c, place in enumerate(self.places):
            target = s.equip[c]
            if target >= 0:
                if c not in s.equip_cards:
                    raise _bad(f"{place.path}: {s.infos[c].name} is no Equip Spell")
                if target not in on_field:
                    raise _bad(
                        f"{place.path}: the Equip is attached to instance {target}, "
                        "which is no monster on the field"
                    )
            if c in on_field:
                _check_maximum(s, c, place, on_field)

    # ------------------------------------------------------------------- turn facts

    def _turn(self, s: State) -> None:
        position, n = self.position, self.n
        s.turn = position.turn
        tp = s.first if position.turn_player is None else position.turn_player
        s.tp = self._seat(tp, "turn_player")
        s.phase = PHASE_CODES[position.phase]
        if position.order is not None:
            if sorted(position.order) != list(range(n)):
                raise _bad(f"order: {position.order} is not an order of the seats 0 to {n - 1}")
            s.order = list(position.order)
        s.actions_this_turn = position.actions_this_turn
        if s.phase == OVER:
            s.winner = None if position.winner is None else self._seat(position.winner, "winner")
            s.reason = position.reason
        elif position.winner is not None or position.reason:
            raise _bad("a winner and a reason are for a game that is over (phase 'over')")
        if s.phase == DRAW and s.settings.mode != "relay":
            raise _bad("phase 'draw' (a choice before the draw) is only a relay's")

    def _modifier(self, s: State, i: int, m: ModifierModel) -> lasting.Modifier:
        where = f"lasting[{i}]"
        filt = None
        if m.filter is not None:
            try:
                filt = compile_filter(m.filter, path=f"{where}.filter")
            except EncodingError as exc:
                raise _bad(f"{exc.path}: {exc.detail}") from None
        if m.target >= 0 and not any(m.target in zone for zone in s.mzone):
            raise _bad(
                f"{where}.target: instance {m.target} is no monster on the field (the lasting "
                "effects on a card end when it leaves)"
            )
        return lasting.Modifier(
            m.rule,
            m.value,
            m.target,
            self._seat(m.player, f"{where}.player"),
            self._instance(s, m.source, f"{where}.source"),
            m.until,
            m.turn,
            m.while_,
            filt,
        )

    def _event(self, s: State, e: EventModel, where: str) -> Event:
        return Event(
            e.event,
            self._instance(s, e.card, f"{where}.card"),
            self._seat(e.player, f"{where}.player"),
            e.how,
            e.by if e.by < 0 else self._seat(e.by, f"{where}.by"),
            self._instance(s, e.target, f"{where}.target"),
            e.amount,
            e.was,
        )

    def _pending(self, s: State) -> None:
        """The events of the action being played, a Trap timing, a declared attack."""
        position = self.position
        s.events = [self._event(s, e, f"events[{i}]") for i, e in enumerate(position.events)]
        if position.event_cursor > len(s.events):
            raise _bad(f"event_cursor: {position.event_cursor} is past the {len(s.events)} events")
        s.event_cursor = position.event_cursor
        window = position.window
        if window is not None:
            players = tuple(self._seat(p, "window.players") for p in window.players)
            s.window = Window(self._event(s, window.event, "window.event"), players)
        s.attack = self._attack(s, position.attack)

    def _attack(self, s: State, attack: AttackModel | None) -> Attack | None:
        if attack is None:
            return None
        return Attack(
            self._instance(s, attack.attacker, "attack.attacker"),
            self._instance(s, attack.target, "attack.target"),
            self._seat(attack.player, "attack.player"),
        )

    def _resolving(self, s: State, r: ResolvingModel | None) -> Ctx | None:
        """A resolution waiting for a decision, its effect found by its index on the card."""
        if r is None:
            return None
        card = self._instance(s, r.card, "resolving.card")
        effect = _effect(s.infos[card], card, r)
        ctx = Ctx(self._seat(r.player, "resolving.player"), card, effect, r.option)
        if r.picks is not None:
            if len(r.picks) != len(effect.picks):
                raise _bad(f"resolving.picks: the effect makes {len(effect.picks)} picks")
            ctx.sel = [tuple(c) if c is not None else None for c in r.picks]
        ctx.pc = r.pc
        ctx.position = ATK if r.position == "attack" else DEF
        ctx.destroyed, ctx.die = r.destroyed, r.die
        ctx.moved, ctx.cost_moved = tuple(r.moved), tuple(r.cost_moved)
        if r.sent:
            ctx.sent = tuple(r.sent)
        ctx.args = tuple(r.summoning)
        if effect.kind in ("fusion", "ritual") and not ctx.args:
            raise _bad("resolving.summoning: a Fusion or Ritual Summon names its monster")
        ctx.waiting = r.waiting
        ctx.ways = [tuple(way) for way in r.ways]
        ctx.subject = self._instance(s, r.subject, "resolving.subject")
        ctx.target = self._instance(s, r.target, "resolving.target")
        s.excavated = tuple(r.excavated)
        ctx.order = tuple(r.order)
        if r.chooser >= 0:
            ctx.chooser = self._seat(r.chooser, "resolving.chooser")
        if r.declared:
            ctx.declared = r.declared
        cards = [
            *s.excavated,
            *ctx.order,
            *ctx.moved,
            *ctx.cost_moved,
            *ctx.sent,
            *ctx.args,
        ]
        if ctx.waiting != "declare":  # (the ways of a declaration are card names)
            cards += [c for way in ctx.ways for c in way]
        cards += [c for chosen in ctx.sel if chosen for c in chosen]
        for c in cards:
            self._instance(s, c, "resolving")
        _check_waiting(ctx)
        return ctx

    # -------------------------------------------------------------------------- modes

    def _mode(self, s: State) -> None:
        """The mode's own state, of the mode the settings name."""
        data = self.position.mode
        wanted = {"duel": None, "party": "party", "relay": "relay"}.get(s.settings.mode, "?")
        given = data.mode if data is not None else None
        if given is not None and given != wanted:
            raise _bad(f"mode: a {given} state for a game of mode {s.settings.mode!r}")
        try:
            s.mode = make_mode(s)
        except ValueError as exc:
            raise _bad(f"settings: {exc}") from None
        if isinstance(s.mode, PartyMode):
            self._party(s, s.mode, data if isinstance(data, PartyModel) else None)
        elif isinstance(s.mode, RelayMode):
            self._relay(s, s.mode, data if isinstance(data, RelayModel) else None)

    def _party(self, s: State, mode: PartyMode, data: PartyModel | None) -> None:
        data = data or PartyModel(mode="party")
        stands: list[list[int]] = [[] for _ in range(self.n)]
        mode.spell_deck, mode.spell_gy = [], []
        for c, place in self.written:
            if place.zone == "stand":
                self._seat(place.slot, "mode.stands")
                stands[place.slot].append(c)
            elif place.zone in ("spell_deck", "spell_gy"):
                getattr(mode, place.zone).append(c)
        if data.stands is not None and len(data.stands) != self.n:
            raise _bad(f"mode.stands: one stand per seat ({self.n}), got {len(data.stands)}")
        mode.stand = stands
        first_turns = data.first_turns if data.first_turns is not None else [0] * self.n
        if len(first_turns) != self.n:
            raise _bad(f"mode.first_turns: one per seat ({self.n}), got {len(first_turns)}")
        mode.first_turn = list(first_turns)
        mode.eliminated = [
            (self._seat(e.seat, "mode.eliminated"), e.turn, e.by) for e in data.eliminated
        ]
        mode.cause = data.cause

    def _relay(self, s: State, mode: RelayMode, data: RelayModel | None) -> None:
        data = data or RelayModel(mode="relay")
        mode.spc = list(data.speed_counters)
        mode.used = [[u.damage, u.draw, u.destroy] for u in data.used]
        mode.pending = [self._seat(p, "mode.pending") for p in data.pending]
        mode.survivor, mode.cause = data.survivor, data.cause
        mode.losses = [
            (self._seat(row.seat, "mode.losses"), row.turn, row.reason, row.opponent)
            for row in data.losses
        ]

    # ------------------------------------------------------------------------ the end

    def _check_actor(self, s: State) -> None:
        given = self.position.to_act
        if given is not None and given != actor(s):
            waiting = actor(s)
            now = "nobody (the game is over)" if waiting is None else f"seat {waiting}"
            raise _bad(f"to_act: seat {given} is to act, but the position waits for {now}")


def _check_zone_size(p: int, name: str, slots: list[Any] | None, size: int) -> None:
    if slots is None or len(slots) == size:
        return
    what = "Monster Zones" if name == "monsters" else "Spell & Trap Zones"
    cards = sum(1 for slot in slots if slot is not None)
    if cards > size:
        raise _bad(f"players[{p}].{name}: {cards} cards in {size} {what}")
    raise _bad(f"players[{p}].{name}: {len(slots)} slots, but the settings give {size} {what}")


def _check_off_field(place: Place, entry: CardObject | None) -> None:
    if entry is None:
        return
    for name in ("position", "since", "equip", "maximum", "owner"):
        if getattr(entry, name) is not None:
            raise _bad(f"{place.path}: {name!r} is only for a card on the field")
    if entry.returns:
        raise _bad(f"{place.path}: 'returns' is only for a card on the field")


def _check_pile(info: CardInfo, place: Place) -> None:
    """Extra Deck monsters are in the Extra Deck, never in a Deck or a hand."""
    if place.zone == "extra" and not info.extra:
        raise _bad(f"{place.path}: {info.name} is no Extra Deck card")
    if place.zone in ("deck", "hand") and info.extra:
        raise _bad(f"{place.path}: {info.name} belongs in the Extra Deck")


def _check_maximum(s: State, m: int, place: Place, on_field: dict[int, int]) -> None:
    """A Maximum Mode monster is its centre (Attack Position) and two pieces of one field."""
    centre = s.maxc[m]
    if centre < 0:
        if s.pos[m] == PART:
            raise _bad(f"{place.path}: a 'maximum piece' needs the centre it belongs to")
        return
    if on_field.get(centre) != on_field[m] or s.maxc[centre] != centre:
        raise _bad(
            f"{place.path}: its Maximum centre, instance {centre}, is no centre on the same field"
        )
    pieces = [c for c in s.mzone[on_field[m]] if c >= 0 and s.maxc[c] == centre]
    if len(pieces) != 3:
        raise _bad(
            f"{place.path}: the Maximum Mode monster of instance {centre} has {len(pieces)} "
            "of its 3 pieces on the field"
        )
    if (s.pos[m] == PART) == (m == centre):
        raise _bad(f"{place.path}: the centre is a monster, the other two 'maximum piece's")


def _effect(info: CardInfo, card: int, r: ResolvingModel) -> Effect:
    """The effect a resolution names by its index among the card's effects."""
    effects = info.effects.effects if info.effects is not None else ()
    if r.effect >= len(effects):
        raise _bad(
            f"resolving.effect: {info.name} (instance {card}) has no effect {r.effect} "
            f"({len(effects)} effects)"
        )
    effect = effects[r.effect]
    if r.option >= len(effect.options):
        raise _bad(f"resolving.option: the effect has {len(effect.options)} options")
    return effect


WAITS = {
    "pick": PICK,
    "may": MAY,
    "position": POSITION,
    "order": ORDER,
    "fuse": FUSE,
    "declare": DECLARE,
}


def _check_waiting(ctx: Ctx) -> None:
    """A resolution waits at a step of its program that asks for that decision: a pick not
    made yet (with its ways), an optional part (with the ways of a pick that starts it), or
    the position of a summon."""
    program = ctx.program
    if ctx.pc >= len(program):
        raise _bad(f"resolving.pc: {ctx.pc} is past the effect's {len(program)} steps")
    code, arg, _ = program[ctx.pc]
    if code != WAITS[ctx.waiting]:
        raise _bad(
            f"resolving.waiting: step {ctx.pc} of the effect is {CODE_NAMES[code]!r}, "
            f"no {ctx.waiting!r} decision"
        )
    follow = program[ctx.pc + 1] if ctx.pc + 1 < len(program) else None
    if code == MAY and follow is not None and follow[0] == PICK and ctx.sel[follow[1]] is None:
        arg = follow[1]  # the optional part starts with a pick: it is offered with the decline
    elif code in (ORDER, FUSE, DECLARE) or (
        code == MAY and follow is not None and follow[0] == FUSE
    ):
        if not ctx.ways:
            raise _bad("resolving: a choice waits to be made, with the ways it offers")
        return
    elif code != PICK:
        return
    if ctx.sel[arg] is not None or not ctx.ways:
        raise _bad(f"resolving: pick {arg} waits to be made, with the ways it offers")


def _rng(data: RngModel | None, seed: int) -> random.Random:
    if data is None:
        return random.Random(seed)
    try:
        raw = base64.b64decode(data.state, validate=True)
    except ValueError:
        raise _bad("rng.state: not base64") from None
    if len(raw) != 4 * RNG_WORDS:
        raise _bad(f"rng.state: {len(raw)} bytes, not {4 * RNG_WORDS} (625 uint32 words)")
    words = struct.unpack(f"<{RNG_WORDS}I", raw)
    rng = random.Random.__new__(random.Random)
    try:
        rng.setstate((3, words, data.gauss))
    except (TypeError, ValueError) as exc:
        raise _bad(f"rng.state: {exc}") from None
    return rng


def _derive(s: State) -> None:
    """What the game works out from its cards: static effects on the field, the rules in
    force, the deck lists of logs, the action tables."""
    infos = s.infos
    # The engine keeps them in the order they came to the field: by turn, then (a guess that
    # matters only for two static changes of one fact of one monster) by instance.
    on_field = [c for c in range(len(infos)) if infos[c].statics and s.pos[c] != OFF]
    s.statics_on = sorted(on_field, key=lambda c: (s.since[c], c))
    lasting.refresh(s)
    arm(s)
    s.decks = tuple(_deck_list(s, p) for p in range(s.n))
    grow_caches(len(infos))


def _deck_list(s: State, p: int) -> DeckList:
    cards = [s.infos[c] for c in range(len(s.infos)) if s.origin[c] == p]
    return DeckList(
        tuple(i.id for i in cards if not i.extra), tuple(i.id for i in cards if i.extra)
    )
