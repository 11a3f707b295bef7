"""Card descriptions: the filter keys of the effect language ("1 Level 7 or higher DARK
Spellcaster Type monster" is ``{"kind": "monster", "level_min": 7, "attribute": "DARK",
"race": "Spellcaster"}``), each declared with its type, and compiled into a test function.

A compiled filter is called with a card's facts (a `CardInfo`, or its changed copy from
`lasting.facts`) and its current ATK (the printed ATK off the field). Filters that read only
the facts remember their answer per facts object (`Filter.answers`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from validator.engine.cards import MONSTER, SPELL, TRAP, CardInfo
from validator.engine.effects.declare import (
    BOOL,
    CARDS,
    ENUMS,
    FILTERS,
    INT,
    INTS,
    EncodingError,
    Param,
    Vocabulary,
    check_simple,
)

KINDS = ("monster", "spell", "trap")
SUBTYPES = ("normal", "effect", "fusion", "ritual", "maximum", "union", "equip", "field")
ATTRIBUTES = ("LIGHT", "DARK", "EARTH", "FIRE", "WATER", "WIND")
RACES = (
    "Aqua",
    "Beast",
    "Beast-Warrior",
    "Celestial Warrior",
    "Cyberse",
    "Cyborg",
    "Dinosaur",
    "Dragon",
    "Fairy",
    "Fiend",
    "Fish",
    "Galaxy",
    "High Dragon",
    "Insect",
    "Machine",
    "Magical Knight",
    "Omega Psychic",
    "Plant",
    "Psychic",
    "Pyro",
    "Reptile",
    "Rock",
    "Sea Serpent",
    "Spellcaster",
    "Thunder",
    "Warrior",
    "Winged Beast",
    "Wyrm",
    "Zombie",
)

CardTest = Callable[[CardInfo, int], bool]

FILTER_KEYS = Vocabulary("filter key", "key")
"""The filter keys: each a one-parameter word whose parameter is named `value`."""

_KIND_CODES = {"monster": MONSTER, "spell": SPELL, "trap": TRAP}


def _as_set(value: Any) -> frozenset[Any]:
    return frozenset(value) if isinstance(value, list | tuple) else frozenset({value})


def _key(name: str, type_: str, doc: str, example: Any, **more: Any):  # type: ignore[no-untyped-def]
    return FILTER_KEYS.declare(
        name, doc, Param("value", type_, doc, **more), example={"value": example}
    )


@_key("kind", ENUMS, "monster, spell or trap (or a list)", "monster", choices=KINDS)
def _kind(value: Any) -> CardTest:
    wanted = frozenset(_KIND_CODES[v] for v in _as_set(value))
    return lambda i, a: i.kind in wanted


@_key("subtype", ENUMS, "the card's subtype (or a list)", "fusion", choices=SUBTYPES)
def _subtype(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.subtype in wanted


@_key(
    "monster_card",
    BOOL,
    "a Monster Card (true: printed as a monster, a Union monster equipped as an Equip Spell "
    "Card too) or not (false)",
    True,
)
def _monster_card(value: bool) -> CardTest:
    return lambda i, a: (i.printed_kind == MONSTER) == value


@_key("normal", BOOL, "a Normal Monster (true) or not (false)", True)
def _normal(value: bool) -> CardTest:
    return lambda i, a: i.normal == value


@_key(
    "effect_monster",
    BOOL,
    "an Effect Monster (true) or a non-Effect monster (false: Normal Monsters and the Fusion "
    "and Ritual monsters without effects)",
    True,
)
def _effect_monster(value: bool) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.effect_monster == value


@_key("legend", BOOL, "a Legend card (true) or not (false)", True)
def _legend(value: bool) -> CardTest:
    return lambda i, a: i.legend == value


@_key("level", INTS, "a monster of exactly this Level (or one of these)", [3, 6], minimum=0)
def _level(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.level in wanted


@_key("level_min", INT, "a monster of this Level or higher", 7, minimum=0)
def _level_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.level >= value


@_key("level_max", INT, "a monster of this Level or lower", 4, minimum=0)
def _level_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.level <= value


@_key("not_level", INT, "a monster whose Level is not this", 3, minimum=0)
def _not_level(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.level != value


@_key("original_level", INTS, "a monster whose printed Level is this (or one of these)", 4)
def _original_level(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.printed_level in wanted


@_key("original_level_min", INT, "a monster whose printed Level is this or higher", 7)
def _original_level_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.printed_level >= value


@_key("original_level_max", INT, "a monster whose printed Level is this or lower", 4)
def _original_level_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.printed_level <= value


@_key(
    "original_race",
    ENUMS,
    "a monster whose printed Type is this (or one of these)",
    "Galaxy",
    choices=RACES,
)
def _original_race(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.printed_race in wanted


@_key("original_ids", CARDS, "a card whose printed name is one of these (card ids)", [15150])
def _original_ids(value: Any) -> CardTest:
    wanted = frozenset(value)
    return lambda i, a: i.id in wanted


@_key("atk", INTS, "a monster with exactly this ATK (or one of these)", 0, minimum=0)
def _atk(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and a in wanted


@_key("atk_min", INT, "a monster with this much ATK or more", 1500, minimum=0)
def _atk_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and a >= value


@_key("atk_max", INT, "a monster with this much ATK or less", 1500, minimum=0)
def _atk_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and a <= value


@_key("original_atk", INTS, "a monster whose printed ATK is this (or one of these)", 0)
def _original_atk(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.atk in wanted


@_key("original_atk_min", INT, "a monster whose printed ATK is this much or more", 2500)
def _original_atk_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.atk >= value


@_key("original_atk_max", INT, "a monster whose printed ATK is this much or less", 1000)
def _original_atk_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.atk <= value


@_key("original_def", INTS, "a monster whose printed DEF is this (or one of these)", 0)
def _original_def(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.def_ in wanted


@_key("original_def_min", INT, "a monster whose printed DEF is this much or more", 2000)
def _original_def_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.def_ >= value


@_key("original_def_max", INT, "a monster whose printed DEF is this much or less", 1000)
def _original_def_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.def_ <= value


@_key(
    "original_atk_is_def",
    BOOL,
    "a monster whose original ATK equals its original DEF (true) or differs from it (false)",
    True,
)
def _original_atk_is_def(value: bool) -> CardTest:
    return lambda i, a: i.kind == MONSTER and (i.atk == i.def_) == value


@_key("def", INTS, "a monster with exactly this DEF (or one of these)", [0, 2000], minimum=0)
def _def(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.def_ in wanted


@_key("def_min", INT, "a monster with this much DEF or more", 1000, minimum=0)
def _def_min(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.def_ >= value


@_key("def_max", INT, "a monster with this much DEF or less", 1000, minimum=0)
def _def_max(value: int) -> CardTest:
    return lambda i, a: i.kind == MONSTER and i.def_ <= value


@_key(
    "attribute", ENUMS, "a monster of this Attribute (or one of these)", "DARK", choices=ATTRIBUTES
)
def _attribute(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.attribute in wanted


@_key("not_attribute", ENUMS, "a monster of none of these Attributes", "DARK", choices=ATTRIBUTES)
def _not_attribute(value: Any) -> CardTest:
    unwanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.attribute not in unwanted


@_key("race", ENUMS, "a monster of this Type (or one of these)", "Spellcaster", choices=RACES)
def _race(value: Any) -> CardTest:
    wanted = _as_set(value)
    return lambda i, a: i.race in wanted


@_key("not_race", ENUMS, "a monster of none of these Types (non-TYPE)", "Cyborg", choices=RACES)
def _not_race(value: Any) -> CardTest:
    unwanted = _as_set(value)
    return lambda i, a: i.kind == MONSTER and i.race not in unwanted


@_key("ids", CARDS, "a card with one of these names (card ids)", [15150])
def _ids(value: Any) -> CardTest:
    wanted = frozenset(value)
    return lambda i, a: i.name_id in wanted


@_key("not_ids", CARDS, "a card with none of these names (card ids)", [15150])
def _not_ids(value: Any) -> CardTest:
    unwanted = frozenset(value)
    return lambda i, a: i.name_id not in unwanted


@_key("dice", BOOL, "a card with an effect that requires a die roll (true) or not (false)", True)
def _dice(value: bool) -> CardTest:
    return lambda i, a: i.dice == value


@_key(
    "materials_name",
    CARDS,
    "a Fusion Monster whose materials name one of these cards (card ids): one that mentions "
    "it as material",
    [20456],
)
def _materials_name(value: Any) -> CardTest:
    wanted = frozenset(value)
    return lambda i, a: not wanted.isdisjoint(i.fusion_materials)


@_key(
    "named_materials",
    BOOL,
    "a Fusion Monster whose materials name a card (true: one whose text lists a material by its "
    "name) or name none (false)",
    True,
)
def _named_materials(value: bool) -> CardTest:
    return lambda i, a: bool(i.fusion_materials) == value


@_key(
    "any_of",
    FILTERS,
    'a card matching one of these descriptions ("1 "A" or 1 Field Spell Card")',
    [{"ids": [15150]}, {"kind": "spell", "subtype": "field"}],
)
def _any_of(value: Any) -> CardTest:
    tests = tuple(f.test for f in value)  # compiled by `compile_filter`
    return lambda i, a: any(test(i, a) for test in tests)


@_key(
    "none_of",
    FILTERS,
    'a card matching none of these descriptions ("except those of "A" or Fairy Type monsters")',
    [{"ids": [15150]}, {"kind": "monster", "race": "Fairy"}],
    minimum=1,
)
def _none_of(value: Any) -> CardTest:
    tests = tuple(f.test for f in value)  # compiled by `compile_filter`
    return lambda i, a: not any(test(i, a) for test in tests)


READS_ATK = frozenset({"atk", "atk_min", "atk_max"})


class Answers(dict[Any, bool]):
    """A filter's answers by facts object, worked out on first use: a filter that reads only
    a card's facts gives one answer per facts object (`CardInfo` objects are shared by every
    game, changed copies are kept per change), and listing legal actions tests the same cards
    over and over. A lookup is a dict lookup: no Python call once the answer is known."""

    __slots__ = ("test",)

    def __init__(self, test: CardTest) -> None:
        super().__init__()
        self.test = test

    def __missing__(self, info: Any) -> bool:
        answer = self[info] = bool(self.test(info, info.atk))
        return answer


class Filter:
    """A compiled card description: `test(facts, atk)`, whether it reads the current ATK
    (`needs_atk`: worth working out only then) and its JSON form (`spec`). A filter that does
    not read the ATK looks its answers up in `answers[facts]` (the hot loops read it directly)."""

    __slots__ = ("answers", "anything", "needs_atk", "spec", "test")

    def __init__(self, test: CardTest, needs_atk: bool, spec: dict[str, Any]) -> None:
        self.needs_atk = needs_atk
        self.spec = spec
        self.anything = not spec  # accepts every card: no need to test one
        if needs_atk:
            self.answers = None
            self.test = test
        else:
            answers = self.answers = Answers(test)
            self.test = lambda info, atk: answers[info]

    def __repr__(self) -> str:
        return f"Filter({self.spec})"

    def __eq__(self, other: object) -> bool:
        """Two filters are equal when they describe the same cards (a position loaded back
        compiles its lasting effects' filters anew)."""
        return isinstance(other, Filter) and self.spec == other.spec

    def __hash__(self) -> int:
        return hash(json.dumps(self.spec, sort_keys=True))


def compile_filter(spec: Any, card: Any = "?", path: str = "filter") -> Filter:
    """A filter from its JSON form, checked key by key; `{}` (or None) accepts every card."""
    if spec is None:
        spec = {}
    if not isinstance(spec, dict):
        raise EncodingError(card, path, f"a filter is an object of filter keys, got {spec!r}")
    checks: list[CardTest] = []
    needs_atk = any(key in READS_ATK for key in spec)
    for key, value in spec.items():
        word = FILTER_KEYS.words.get(key)
        if word is None:
            raise EncodingError(
                card, f"{path}.{key}", f"unknown filter key (known: {', '.join(FILTER_KEYS.words)})"
            )
        assert word.run is not None
        if word.params[0].type == FILTERS:
            least = word.params[0].minimum or 2  # "none_of" one description, "any_of" two
            if not isinstance(value, list) or len(value) < least:
                raise EncodingError(
                    card, f"{path}.{key}", f"expected a list of {least} or more filters"
                )
            value = [compile_filter(v, card, f"{path}.{key}[{i}]") for i, v in enumerate(value)]
            needs_atk = needs_atk or any(v.needs_atk for v in value)
        else:
            check_simple(word.params[0], value, card, f"{path}.{key}")
        checks.append(word.run(value))
    if not checks:
        test: CardTest = lambda info, atk: True  # noqa: E731
    elif len(checks) == 1:
        test = checks[0]
    elif len(checks) == 2:
        first, second = checks
        test = lambda info, atk: first(info, atk) and second(info, atk)  # noqa: E731
    else:
        test = lambda info, atk: all(check(info, atk) for check in checks)  # noqa: E731
    return Filter(test, needs_atk, dict(spec))


ANY = compile_filter({})
"""The filter that accepts every card."""
