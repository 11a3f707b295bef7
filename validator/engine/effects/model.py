"""The effect language: an effect is a kind, conditions, picks (choices made on activation) and
a list of operations from the shared vocabulary in `vocabulary.py`.

Card encodings in `data.py` are plain dicts; `compile_effect` turns one into an `Effect`.
Filters are dicts of facts a card must have, e.g. ``{"kind": "monster", "level_max": 4}``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from validator.engine.cards import MONSTER, SPELL, TRAP, CardInfo

KINDS = frozenset({"ignition", "spell", "trap", "equip", "field", "continuous", "fusion", "ritual"})
SOURCES = frozenset(
    {
        "own_hand",
        "own_gy",
        "own_hand_gy",
        "opp_gy",
        "own_deck",
        "own_faceup",
        "own_monsters",
        "opp_monsters",
        "opp_faceup",
        "opp_spelltraps",
        "opp_field",
        "all_faceup",
        "own_attack",
        "opp_attack",
        "opp_defense",
        "all_defense",
    }
)
# Sources whose cards are interchangeable copies: a choice among them is made by card id.
HIDDEN_SOURCES = frozenset({"own_hand", "own_gy", "opp_gy", "own_deck"})

# Sources from which a face-down card can be chosen (by a pick that asks for no fact of it).
BLIND_SOURCES = frozenset(
    {"opp_monsters", "opp_spelltraps", "opp_field", "own_monsters", "opp_defense", "all_defense"}
)

CardFilter = Callable[[CardInfo, int], bool]
"""A test on a card's facts and its current ATK (the printed ATK off the field)."""


def compile_filter(spec: dict[str, Any] | None) -> CardFilter:
    """A filter function from its dict form; an empty spec accepts every card."""
    if not spec:
        return _mark(lambda info, atk: True, False)
    checks: list[Callable[[CardInfo, int], bool]] = []
    kinds = {"monster": MONSTER, "spell": SPELL, "trap": TRAP}
    for key, value in spec.items():
        if key == "kind":
            wanted = {kinds[v] for v in ([value] if isinstance(value, str) else value)}
            checks.append(lambda i, a, k=wanted: i.kind in k)
        elif key == "level_min":
            checks.append(lambda i, a, v=value: i.kind == MONSTER and i.level >= v)
        elif key == "not_level":
            checks.append(lambda i, a, v=value: i.kind == MONSTER and i.level != v)
        elif key == "level_max":
            checks.append(lambda i, a, v=value: i.kind == MONSTER and i.level <= v)
        elif key == "atk_min":
            checks.append(lambda i, a, v=value: i.kind == MONSTER and a >= v)
        elif key == "atk_max":
            checks.append(lambda i, a, v=value: i.kind == MONSTER and a <= v)
        elif key == "def":
            values = {value} if isinstance(value, int) else set(value)
            checks.append(lambda i, a, v=values: i.kind == MONSTER and i.def_ in v)
        elif key == "attribute":
            values = {value} if isinstance(value, str) else set(value)
            checks.append(lambda i, a, v=values: i.attribute in v)
        elif key == "race":
            values = {value} if isinstance(value, str) else set(value)
            checks.append(lambda i, a, v=values: i.race in v)
        elif key == "normal":
            checks.append(lambda i, a, v=value: i.normal == v)
        elif key == "subtype":
            checks.append(lambda i, a, v=value: i.subtype == v)
        elif key == "ids":
            ids = frozenset(value)
            checks.append(lambda i, a, v=ids: i.id in v)
        elif key == "not_ids":
            ids = frozenset(value)
            checks.append(lambda i, a, v=ids: i.id not in v)
        else:
            raise ValueError(f"unknown filter key {key!r}")
    if len(checks) == 1:
        test = checks[0]
    elif len(checks) == 2:
        first, second = checks
        test = lambda info, atk: first(info, atk) and second(info, atk)  # noqa: E731
    else:
        test = lambda info, atk: all(check(info, atk) for check in checks)  # noqa: E731
    needs_atk = any(key in ("atk_min", "atk_max") for key in spec)
    return _mark(test if needs_atk else _remembered(test), needs_atk)


def _remembered(test: CardFilter) -> CardFilter:
    """A filter that reads only a card's printed facts gives one answer per card: work it out
    once per card (`CardInfo` objects are shared by every game) and look it up after that.
    Listing legal actions tests the same cards in hand, GY and field over and over."""
    known: dict[Any, bool] = {}

    def remembered(info: Any, atk: int) -> bool:
        answer = known.get(info)
        if answer is None:
            answer = known[info] = test(info, atk)
        return answer

    return remembered


def _mark(test: Any, needs_atk: bool) -> CardFilter:
    """Note on the filter whether it reads the current ATK (worth computing only then), and
    give it `printed`: its answers for cards off the field (printed facts and printed ATK),
    by CardInfo, for the loops over hands, GYs and Decks to look up."""
    test.needs_atk = needs_atk
    test.printed = {}
    return test


@dataclass(frozen=True, slots=True)
class Pick:
    """A choice made on activation: `n` cards from `source` matching `filter`.

    With `upto`, as many as are available up to `n`, and at least `least` (0: the pick may
    come up empty, for "you can" parts of an effect).
    """

    source: str
    n: int
    filter: CardFilter
    upto: bool = False
    not_self: bool = False
    least: int = 1
    blind: bool = False  # a face-down card can be chosen (worked out by `compile_effect`)


@dataclass(frozen=True, slots=True)
class Aura:
    """A lasting change of the monsters on `side` ("own", "opp", "both", or "self" for the
    card alone) that match `filter`: from a Field Spell, a continuous monster effect, or an
    Equip Spell (then only the equipped monster). `pierce`: piercing battle damage."""

    filter: CardFilter
    atk: int = 0
    def_: int = 0
    side: str = "both"
    pierce: bool = False


@dataclass(frozen=True, slots=True)
class Effect:
    """One card's effect. `partial` marks an encoding that leaves part of the text out.

    `target` restricts the monster an Equip Spell equips, or a Ritual Spell's materials.
    `protect` ("opp_trap"): a Maximum piece that keeps its monster in Maximum Mode from being
    destroyed by the opponent's Trap effects. `positions`: the player chooses face-up Attack or
    Defense Position for what it summons (one more activation argument, after the picks).
    `summons`: one of its operations Special Summons (worked out from `ops`).
    """

    kind: str
    trigger: str = ""
    cond: tuple[tuple[Any, ...], ...] = ()
    picks: tuple[Pick, ...] = ()
    ops: tuple[tuple[Any, ...], ...] = ()
    auras: tuple[Aura, ...] = ()
    equip_to: str = "own_faceup"
    target: CardFilter | None = None
    materials_from_hand: bool = False
    protect: str = ""
    partial: bool = False
    positions: bool = False
    summons: bool = False


def compile_effect(spec: dict[str, Any]) -> Effect:
    """An Effect from its data form; raises ValueError on a malformed encoding."""
    kind = spec["kind"]
    if kind not in KINDS:
        raise ValueError(f"unknown effect kind {kind!r}")
    picks = []
    for pick in spec.get("picks", ()):
        if pick["from"] not in SOURCES:
            raise ValueError(f"unknown pick source {pick['from']!r}")
        test = compile_filter(pick.get("filter"))
        picks.append(
            Pick(
                pick["from"],
                pick.get("n", 1),
                test,
                pick.get("upto", False),
                pick.get("not_self", False),
                pick.get("least", 1),
                blind=pick["from"] in BLIND_SOURCES and bool(test(_ANY, 0)),
            )
        )
    auras = tuple(
        Aura(
            compile_filter(a.get("filter")),
            a.get("atk", 0),
            a.get("def", 0),
            a.get("side", "both"),
            a.get("pierce", False),
        )
        for a in spec.get("auras", ())
    )
    ops = tuple(_compile_clause(op) for op in spec.get("ops", ()))
    return Effect(
        kind=kind,
        trigger=spec.get("trigger", ""),
        cond=tuple(_compile_clause(c) for c in spec.get("cond", ())),
        picks=tuple(picks),
        ops=ops,
        auras=auras,
        equip_to=spec.get("equip_to", "own_faceup"),
        target=compile_filter(spec["target"]) if "target" in spec else None,
        materials_from_hand=spec.get("materials_from_hand", False),
        protect=spec.get("protect", ""),
        partial=spec.get("partial", False),
        positions=spec.get("positions", False),
        summons=any(op[0] == "summon" for op in ops),
    )


class _Anything:
    """Stands for a face-down card when testing whether a filter asks for any fact at all."""

    kind = MONSTER
    level = 4
    def_ = 0
    attribute = race = subtype = ""
    normal = False
    id = -1


_ANY: Any = _Anything()


def _compile_clause(clause: tuple[Any, ...]) -> tuple[Any, ...]:
    """A condition or operation with its dict filters compiled (and nested clauses, for "if")."""
    out: list[Any] = []
    for part in clause:
        if isinstance(part, dict):
            out.append(compile_filter(part))
        elif isinstance(part, tuple):
            out.append(_compile_clause(part))
        else:
            out.append(part)
    return tuple(out)
