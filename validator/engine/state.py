"""The game state: plain Python lists indexed by player and by card instance, copied cheaply.

Every physical card in a game is an *instance*, numbered from 0 in the order of the decks given
(player 0's Main Deck, then Extra Deck, then player 1's, ...). Per-instance facts live in parallel
lists (`pos`, `since`, `flags`, ...) so a state copy is a handful of list copies.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any, NamedTuple

from validator.engine.cards import CardInfo, CardTable

# Where a card on the field stands (`State.pos`); OFF for every card not on the field.
OFF, ATK, DEF, FACEDOWN, SET, FACEUP, PART = 0, 1, 2, 3, 4, 5, 6
POSITION_NAMES = {
    OFF: "off",
    ATK: "attack",
    DEF: "defense",
    FACEDOWN: "face-down defense",
    SET: "set",
    FACEUP: "face-up",
    PART: "maximum piece",
}

# Phases of the turn player. Draw and End are processed automatically between turns; DRAW is
# a choice before drawing only in modes that offer one (the relay's baton touch).
MAIN, BATTLE, OVER, DRAW = 1, 2, 3, 4
PHASE_NAMES = {MAIN: "main", BATTLE: "battle", OVER: "over", DRAW: "draw"}

# Per-turn flags of an instance (`State.flags`), cleared at the end of every turn: it attacked
# this turn, changed its battle position, used its effect, was Normal (or Tribute) Summoned,
# was summoned in any way, was flipped face-up; was Special Summoned (Fusion, Ritual and
# Maximum Summons included), Fusion Summoned, Ritual Summoned, Tribute Summoned; attacked
# directly. A Set is no summon: a monster Set face-down gets none of the summon flags.
# Normal Summoned by Tributing the monsters its effect asks for (`CardInfo.tribute_test`).
# Special Summoned from the hand, from the GY.
ATTACKED, CHANGED, USED, SUMMONED_NS, SUMMONED_THIS_TURN, FLIPPED = 1, 2, 4, 8, 16, 32
SUMMONED_SPECIAL, SUMMONED_FUSION, SUMMONED_RITUAL, SUMMONED_TRIBUTE = 64, 128, 256, 512
ATTACKED_DIRECTLY, TRIBUTES_MET = 1024, 2048
SUMMONED_FROM_HAND, SUMMONED_FROM_GY = 4096, 8192
SUMMONED_FROM = {"hand": SUMMONED_FROM_HAND, "gy": SUMMONED_FROM_GY}
"""The flag of a Special Summon from a place (`field.take`'s name of it)."""
FLAG_NAMES = {
    ATTACKED: "attacked",
    ATTACKED_DIRECTLY: "attacked_directly",
    CHANGED: "changed_position",
    USED: "used_effect",
    SUMMONED_NS: "normal_summoned",
    SUMMONED_THIS_TURN: "summoned",
    FLIPPED: "flipped",
    SUMMONED_SPECIAL: "special_summoned",
    SUMMONED_FUSION: "fusion_summoned",
    SUMMONED_RITUAL: "ritual_summoned",
    SUMMONED_TRIBUTE: "tribute_summoned",
    TRIBUTES_MET: "tributes_met",
    SUMMONED_FROM_HAND: "special_summoned_from_hand",
    SUMMONED_FROM_GY: "special_summoned_from_gy",
}

# Lasting marks of an instance (`State.marks`): what the playtest statistics count.
DRAWN, PLAYED, NO_EFFECT = 1, 2, 4

# What a player did this turn (`State.history`, per player, cleared at the end of every turn):
# Special Summoned a monster (from the GY, from the Extra Deck), drew a card (other than the
# cards dealt), drew a card during the Main Phase (a Rush turn has one); Fusion Summoned,
# Ritual Summoned a monster; took effect damage; had a card on its field destroyed by a card
# effect.
SPECIAL_SUMMONED, SPECIAL_FROM_GY, SPECIAL_FROM_EXTRA, DREW, DREW_IN_MAIN = 1, 2, 4, 8, 16
FUSION_SUMMONED, RITUAL_SUMMONED = 32, 64
TOOK_EFFECT_DAMAGE = 128
LOST_CARD_TO_EFFECT = 256
HISTORY_NAMES = {
    SPECIAL_SUMMONED: "special_summoned",
    SPECIAL_FROM_GY: "special_summoned_from_gy",
    SPECIAL_FROM_EXTRA: "special_summoned_from_extra",
    DREW: "drew",
    DREW_IN_MAIN: "drew_in_main_phase",
    FUSION_SUMMONED: "fusion_summoned",
    RITUAL_SUMMONED: "ritual_summoned",
    TOOK_EFFECT_DAMAGE: "took_effect_damage",
    LOST_CARD_TO_EFFECT: "card_destroyed_by_effect",
}


def _bounded(default: int, low: int, high: int) -> Any:
    """A number setting with the range a position or a game log may give it.

    The bounds are published in those files' schemas (`position_model` reads them from the
    field's metadata); they keep a hand-edited file from asking for a billion Monster Zones.
    """
    return field(default=default, metadata={"ge": low, "le": high})


@dataclass(frozen=True, slots=True)
class SpeedWorld:
    """The relay's Speed World (docs/RULES.md section 4): Speed Counters and their three effects."""

    max_counters: int = _bounded(12, 0, 1000)
    per_turn: int = _bounded(2, 0, 1000)
    on_loss: int = _bounded(2, 0, 1000)
    on_loss_if_ahead: int = _bounded(2, 0, 1000)
    damage_cost: int = _bounded(4, 0, 1000)
    damage: int = _bounded(1600, 0, 1_000_000)
    damage_when_behind: int = _bounded(800, 0, 1_000_000)
    draw_cost: int = _bounded(7, 0, 1000)
    draw: int = _bounded(1, 0, 60)
    destroy_cost: int = _bounded(10, 0, 1000)
    destroy: int = _bounded(1, 0, 60)


@dataclass(frozen=True, slots=True)
class Settings:
    """Engine settings: the format's `play` data, plus safety limits that end runaway games.

    `mode` selects the hooks of a multiplayer format ("duel": none; "party"; "relay"): the
    party's Spell Card Stand (`stand_size`), shared Spell Deck (`spell_deck`, card ids) and
    Deck rebuilt from the GY (`rebuild_deck`); the relay's teams of `team_size` duelists,
    seats in team order (team 0's duelists, then team 1's), and its `speed_world`.
    """

    starting_lp: int = _bounded(8000, 1, 1_000_000)
    opening_hand: int = _bounded(4, 0, 60)
    draw_until: int = _bounded(5, 0, 60)
    monster_zones: int = _bounded(3, 1, 10)
    spell_trap_zones: int = _bounded(3, 1, 10)
    first_player_battles: bool = False
    max_turns: int = _bounded(200, 1, 10_000)
    max_actions_per_turn: int = _bounded(200, 1, 10_000)
    mode: str = "duel"
    rebuild_deck: bool = False
    stand_size: int = _bounded(0, 0, 10)
    spells_on_first_turn: bool = True
    spell_deck: tuple[int, ...] = field(default=(), metadata={"max_length": 1000})
    team_size: int = _bounded(0, 0, 10)
    speed_world: SpeedWorld | None = None

    @classmethod
    def from_play(cls, play: dict[str, Any] | None, **overrides: Any) -> Settings:
        """Settings from a format's `play` data (or a log's settings); an unknown key is an
        error (ValueError naming it), never silently dropped."""
        known = {f.name for f in fields(cls)}
        values = dict(play or {})
        values.update({k: v for k, v in overrides.items() if v is not None})
        unknown = sorted(set(values) - known)
        if unknown:
            raise ValueError(f"unknown engine settings: {', '.join(unknown)}")
        if isinstance(values.get("speed_world"), dict):
            values["speed_world"] = SpeedWorld(**values["speed_world"])
        if "spell_deck" in values:
            values["spell_deck"] = tuple(values["spell_deck"])
        return cls(**values)


class State:
    """Everything about one game. Mutated only by `validator.engine.rules`.

    Who has a card: `owner[c]` is the seat whose zones or piles hold it — on the field, its
    controller; off it, the owner whose hand, GY, Deck or Extra Deck holds it. A card on the
    field controlled by another seat than its owner ("take control", a Special Summon from the
    opponent's GY) has an entry `(card, owner, returns)` in `borrowed` (a tuple, shared by
    copies: almost always empty): it goes to that owner's GY when it leaves the field, and
    when `returns` its control goes back to that owner in the End Phase (`field.py`).
    `origin[c]` is the seat whose Deck it came in (a relay's carried cards return there).
    """

    # The slots the listing of legal actions and the playing of an action read first, so
    # that they share the state's first memory lines.
    __slots__ = (  # noqa: RUF023 (in that order on purpose)
        "phase",
        "tp",
        "resolving",
        "window",
        "actions_this_turn",
        "settings",
        "mode",
        "turn",
        "infos",
        "pos",
        "mzone",
        "szone",
        "fzone",
        "hand",
        "flags",
        "since",
        "maxc",
        "present",
        "events",
        "event_cursor",
        "attack",
        "listens",
        "owner",
        "borrowed",
        "lp",
        "deck",
        "gy",
        "order",
        "alive",
        "n",
        "attacks",
        "equip",
        "equip_cards",
        "material_ids",
        "contacts",
        "trap_cards",
        "armed",
        "triggers",
        "statics_on",
        "lasting",
        "marks",
        "activated",
        "history",
        "extra",
        "banished",
        "decks",
        "first",
        "origin",
        "reason",
        "rng",
        "rng_shared",
        "seed",
        "winner",
        "excavated",
    )

    def copy(self) -> State:
        """An independent copy (the RNG included) for look-ahead and pure `apply`."""
        new = State.__new__(State)
        new.n = self.n
        new.settings = self.settings
        new.infos = self.infos
        new.listens = self.listens
        new.triggers = self.triggers
        new.trap_cards = self.trap_cards
        new.armed = self.armed
        new.equip_cards = self.equip_cards
        new.material_ids = self.material_ids
        new.contacts = self.contacts
        new.owner = self.owner
        new.borrowed = self.borrowed
        new.origin = self.origin
        new.mode = self.mode.copy() if self.mode is not None else None
        new.decks = self.decks
        new.seed = self.seed
        new.first = self.first
        new.order = list(self.order)
        new.alive = list(self.alive)
        new.lp = list(self.lp)
        new.deck = [list(z) for z in self.deck]
        new.hand = [list(z) for z in self.hand]
        new.gy = [list(z) for z in self.gy]
        new.extra = [list(z) for z in self.extra]
        new.banished = [list(z) for z in self.banished]
        new.mzone = [list(z) for z in self.mzone]
        new.szone = [list(z) for z in self.szone]
        new.fzone = list(self.fzone)
        new.pos = list(self.pos)
        new.since = list(self.since)
        new.flags = list(self.flags)
        new.activated = list(self.activated)
        new.history = list(self.history)
        new.marks = list(self.marks)
        new.attacks = list(self.attacks)
        new.lasting = list(self.lasting)
        new.statics_on = list(self.statics_on)
        new.present = self.present
        new.events = list(self.events)
        new.event_cursor = self.event_cursor
        new.equip = list(self.equip)
        new.maxc = list(self.maxc)
        new.turn = self.turn
        new.tp = self.tp
        new.phase = self.phase
        new.window = self.window
        new.resolving = self.resolving.copy() if self.resolving is not None else None
        new.attack = self.attack
        new.winner = self.winner
        new.excavated = self.excavated
        new.reason = self.reason
        new.actions_this_turn = self.actions_this_turn
        # The copy shares the RNG until one of them draws (`draw_rng`): most look-ahead
        # copies never draw, and copying an RNG's state is most of the cost of a copy.
        self.rng_shared = new.rng_shared = True
        new.rng = self.rng
        return new

    def shuffle(self, cards: list[int]) -> None:
        """Shuffle a Deck (or any pile) in place with the game's RNG."""
        _shuffle(self.draw_rng(), cards)

    def draw_rng(self) -> random.Random:
        """The game's RNG, to draw from. A state and its copies share one RNG that none of
        them draws from: the first draw of each gives it its own RNG, in the shared state."""
        if self.rng_shared:
            self.rng = _copy_rng(self.rng)
            self.rng_shared = False
        return self.rng


def _shuffle(rng: random.Random, cards: list[int]) -> None:
    """`rng.shuffle(cards)` written out: the same draws (`Random._randbelow_with_getrandbits`
    for each position, last first) without a method call per card; every game shuffles both
    Decks before its first draw."""
    bits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _copy_rng(rng: random.Random) -> random.Random:
    """An RNG in the same state. `Random.__new__` skips seeding from the OS (which `Random()`
    does, only to be overwritten by `setstate`); this is most of the cost of a look-ahead copy."""
    new = random.Random.__new__(random.Random)
    new.setstate(rng.getstate())
    return new


@dataclass(frozen=True, slots=True)
class DeckList:
    """A player's cards as the engine takes them: Main and Extra Deck card ids, in order."""

    main: tuple[int, ...]
    extra: tuple[int, ...] = ()

    def to_json(self) -> dict[str, list[int]]:
        return {"main": list(self.main), "extra": list(self.extra)}

    @classmethod
    def from_json(cls, data: dict[str, Sequence[int]]) -> DeckList:
        return cls(tuple(data["main"]), tuple(data.get("extra", ())))


class GameCards(NamedTuple):
    """What a game's card instances are, the same for every game of the same decks."""

    infos: tuple[CardInfo, ...]
    owner: tuple[int, ...]
    deck: tuple[tuple[int, ...], ...]
    extra: tuple[tuple[int, ...], ...]
    equip_cards: tuple[int, ...]
    material_ids: frozenset[int] | None
    contacts: bool
    triggers: frozenset[str]
    trap_cards: dict[str, tuple[int, ...]]


def game_cards(
    infos: tuple[CardInfo, ...],
    owner: tuple[int, ...],
    deck: tuple[tuple[int, ...], ...] = (),
    extra: tuple[tuple[int, ...], ...] = (),
) -> GameCards:
    """The per-game facts of these card instances that the rules look up on hot paths."""
    return GameCards(
        infos,
        owner,
        deck,
        extra,
        # The Equip Spells (and the Union monsters that equip themselves as Equip Spell Cards):
        # only they can be attached to a monster that leaves the field.
        tuple(
            c
            for c, info in enumerate(infos)
            if (info.effect is not None and info.effect.equip)
            or (info.as_equip is not None and info.statics)
        ),
        # Every material a Fusion monster of this game names: unless two of them are face-up,
        # there is no Fusion Summon to look for (`summons.fusion_choices`). None when one
        # describes materials by their properties (any monster may be one).
        _material_ids(infos),
        # Whether a monster of this game can be Contact Fusioned (`procedures.py`).
        any(i.contact for i in infos),
        # The events a triggered effect answers (it applies by itself, no Trap timing).
        frozenset(kind for info in infos for e in info.triggered for kind in e.trigger.kinds()),
        # The Traps answering each kind of event: only they open a Trap timing for it.
        _traps_by_event(infos),
    )


def _material_ids(infos: tuple[CardInfo, ...]) -> frozenset[int] | None:
    fusions = [i for i in infos if i.subtype == "fusion"]
    if any(i.fusion_described and i.fusion_known for i in fusions):
        return None
    # (a monster that can be treated as 2 materials counts as one: `CardInfo.double_material`)
    doubles = (i.id for i in infos if i.double_material is not None)
    return frozenset((*(m for i in fusions for m in i.fusion_materials), *doubles))


def _traps_by_event(infos: tuple[CardInfo, ...]) -> dict[str, tuple[int, ...]]:
    traps: dict[str, list[int]] = {}
    for c, info in enumerate(infos):
        if info.effect is not None and info.effect.kind == "trap":
            for kind in info.listens:
                traps.setdefault(kind, []).append(c)
    return {kind: tuple(cards) for kind, cards in traps.items()}


@lru_cache(maxsize=64)
def _cards(decks: tuple[DeckList, ...], table: CardTable, shared: tuple[int, ...]) -> GameCards:
    """The instances of these decks (a playtest deals the same decks game after game)."""
    n = len(decks)
    infos: list[CardInfo] = []
    owner: list[int] = []
    deck, extra = [], []
    for player, cards in enumerate(decks):
        deck.append(tuple(range(len(infos), len(infos) + len(cards.main))))
        infos.extend(table[c] for c in cards.main)
        extra.append(tuple(range(len(infos), len(infos) + len(cards.extra))))
        infos.extend(table[c] for c in cards.extra)
        owner.extend([player] * (len(cards.main) + len(cards.extra)))
    infos.extend(table[c] for c in shared)
    owner.extend([n] * len(shared))
    return game_cards(tuple(infos), tuple(owner), tuple(deck), tuple(extra))


def empty_state(
    decks: Sequence[DeckList],
    table: CardTable,
    seed: int,
    settings: Settings,
    first: int,
    shared: Sequence[int] = (),
) -> State:
    """A state with every card in its owner's Deck or Extra Deck, not yet shuffled or drawn.

    `shared` cards (a party's Spell Deck) come last and belong to no seat: their owner is the
    number of seats, so using one as a seat's card fails loudly.
    """
    cards = _cards(tuple(decks), table, tuple(shared))
    s = bare_state(cards, len(decks), settings, seed, first)
    s.deck = [list(z) for z in cards.deck]
    s.extra = [list(z) for z in cards.extra]
    s.decks = tuple(decks)
    return s


def bare_state(cards: GameCards, n: int, settings: Settings, seed: int, first: int) -> State:
    """A state of these instances with every zone empty, before the first turn."""
    s = State.__new__(State)
    count = len(cards.infos)
    s.n = n
    s.settings = settings
    s.infos = cards.infos
    s.equip_cards = cards.equip_cards
    s.material_ids = cards.material_ids
    s.contacts = cards.contacts
    s.listens = s.triggers = cards.triggers  # and the Traps' events once one is Set
    s.trap_cards = cards.trap_cards
    s.armed = {}  # the Traps Set on the field by event (`events.arm`)
    s.owner = s.origin = cards.owner
    s.borrowed = ()  # the cards controlled by another seat than their owner (`field.py`)
    s.mode = None
    s.decks = ()
    s.deck = [[] for _ in range(n)]
    s.extra = [[] for _ in range(n)]
    s.seed = seed
    s.first = first
    s.order = [(first + i) % n for i in range(n)]
    s.alive = [True] * n
    s.lp = [settings.starting_lp] * n
    s.hand = [[] for _ in range(n)]
    s.gy = [[] for _ in range(n)]
    s.banished = [[] for _ in range(n)]
    s.mzone = [[-1] * settings.monster_zones for _ in range(n)]
    s.szone = [[-1] * settings.spell_trap_zones for _ in range(n)]
    s.fzone = [-1] * n
    s.pos = [OFF] * count
    s.since = [0] * count
    s.flags = [0] * count
    s.activated = [()] * n  # per player: the cards it activated this turn, in order
    s.history = [0] * n  # per player: what it did this turn (`HISTORY_NAMES`)
    s.marks = [0] * count
    s.attacks = [0] * count
    s.equip = [-1] * count
    s.maxc = [-1] * count
    s.turn = 0
    s.tp = first
    s.phase = MAIN
    s.window = None
    s.resolving = None
    s.lasting = []
    s.statics_on = []
    s.present = 0  # the rules lasting and static effects put in force (`lasting.BIT`)
    s.events = []
    s.event_cursor = 0
    s.attack = None
    s.winner = None
    s.excavated = ()  # the cards the effect resolving excavated (shown, still in their Deck)
    s.reason = ""
    s.actions_this_turn = 0
    s.rng = random.Random(seed)
    s.rng_shared = False
    return s
