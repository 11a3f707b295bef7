"""How the effect language declares itself: every word with its typed parameters.

Each operation, condition, counter, filter key, pick source, trigger and lasting rule of the
effect language is a `Word` with `Param`s. The declarations are the single source of three
things: the check an encoding passes when it is loaded (`check.py`, errors naming the card and
the field), the JSON Schema of the effect files (`schema.py`) and the reference table in the
README. Implementations register themselves with the decorators of `Vocabulary`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Parameter types. Simple ones check a JSON value; the others name a part of the language.
INT = "int"  # an integer (>= `minimum` when one is set)
BOOL = "bool"
TEXT = "text"  # a short free text (a reason, a hook's name)
ENUM = "enum"  # one of `choices`
ENUMS = "enums"  # one of `choices`, or a list of them
CARD = "card"  # a card id (konami id), the name of a card
CARDS = "cards"  # a list of card ids
INTS = "ints"  # an integer or a list of integers
FILTER = "filter"  # a card description: {filter key: value}
FILTERS = "filters"  # a list of card descriptions
TARGET = "target"  # which cards an operation acts on
AMOUNT = "amount"  # a number: an integer, or a counter times a factor
COUNTER = "counter"  # a counted quantity of the game
CONDITIONS = "conditions"  # a list of conditions, all of which must hold
CONDITION = "condition"  # one condition
STEPS = "steps"  # a list of operations
PICK = "pick"  # the index of one of the effect's picks
SOURCE = "source"  # where a pick chooses from
DURATION = "duration"  # how long a lasting effect lasts
STRUCT = "struct"  # an object of the language's structure named `struct` (a pick, a trigger)
STRUCTS = "structs"  # a list of such objects
ANY_VALUE = "any"  # a value whose type depends on another field (checked by its user)

TYPES = frozenset(
    {
        INT,
        BOOL,
        TEXT,
        ENUM,
        ENUMS,
        CARD,
        CARDS,
        INTS,
        FILTER,
        FILTERS,
        TARGET,
        AMOUNT,
        COUNTER,
        CONDITIONS,
        CONDITION,
        STEPS,
        PICK,
        SOURCE,
        DURATION,
        STRUCT,
        STRUCTS,
        ANY_VALUE,
    }
)


@dataclass(frozen=True, slots=True)
class Param:
    """One named parameter of a word: its type, whether it must be given, its default."""

    name: str
    type: str
    doc: str = ""
    required: bool = True
    default: Any = None
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    struct: str = ""

    def __post_init__(self) -> None:
        if self.type not in TYPES:
            raise ValueError(f"parameter {self.name}: unknown type {self.type!r}")
        if self.type in (ENUM, ENUMS) and not self.choices:
            raise ValueError(f"parameter {self.name}: an enum needs its choices")
        if (self.type in (STRUCT, STRUCTS)) != bool(self.struct):
            raise ValueError(f"parameter {self.name}: a struct parameter names its structure")


def opt(name: str, type_: str, default: Any, doc: str = "", **more: Any) -> Param:
    """An optional parameter with its default."""
    return Param(name, type_, doc, required=False, default=default, **more)


@dataclass(frozen=True, slots=True)
class Word:
    """A word of the language: `group` ("op", "cond", ...) and `name`, what it means (`doc`),
    its parameters, a valid use (`example`, checked by the tests) and its implementation."""

    group: str
    name: str
    doc: str
    params: tuple[Param, ...]
    example: dict[str, Any]
    run: Callable[..., Any] | None = None
    traits: frozenset[str] = frozenset()

    def param(self, name: str) -> Param | None:
        for param in self.params:
            if param.name == name:
                return param
        return None

    def args(self, spec: dict[str, Any]) -> tuple[Any, ...]:
        """The raw parameter values of a use of this word, in declared order, defaults filled."""
        return tuple(spec.get(p.name, p.default) for p in self.params)


@dataclass
class Vocabulary:
    """The words of one group, by name, with a decorator to declare an implementation."""

    group: str
    key: str  # the JSON key that names the word in a use: "op", "cond", "counter", ...
    words: dict[str, Word] = field(default_factory=dict)

    def declare(
        self,
        name: str,
        doc: str,
        *params: Param,
        example: dict[str, Any] | None = None,
        traits: tuple[str, ...] = (),
    ) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
        """Register the decorated function as the implementation of word `name`."""

        def register(run: Callable[..., Any]) -> Callable[..., Any]:
            self.add(name, doc, *params, example=example, run=run, traits=traits)
            return run

        return register

    def add(
        self,
        name: str,
        doc: str,
        *params: Param,
        example: dict[str, Any] | None = None,
        run: Callable[..., Any] | None = None,
        traits: tuple[str, ...] = (),
    ) -> Word:
        if name in self.words:
            raise ValueError(f"{self.group} {name!r} is declared twice")
        names = [p.name for p in params]
        if len(set(names)) != len(names) or self.key in names:
            raise ValueError(f"{self.group} {name!r}: parameter names must be distinct")
        use = {self.key: name, **(example or {})}
        word = Word(self.group, name, doc, params, use, run, frozenset(traits))
        self.words[name] = word
        return word

    def __getitem__(self, name: str) -> Word:
        return self.words[name]

    def __contains__(self, name: object) -> bool:
        return name in self.words

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.words.values())


class EncodingError(ValueError):
    """A malformed effect encoding: names the card and the field at fault."""

    def __init__(self, card: Any, path: str, message: str) -> None:
        self.card, self.path, self.detail = card, path, message
        super().__init__(f"effect of card {card}: {path}: {message}")


SIMPLE_TYPES = frozenset({INT, BOOL, TEXT, ENUM, ENUMS, CARD, CARDS, INTS, PICK, SOURCE, DURATION})


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_simple(param: Param, value: Any, card: Any, path: str, choices: tuple = ()) -> None:
    """Check a value of a simple type (numbers, booleans, texts, enums, card ids); `choices`
    gives the allowed values of a SOURCE or DURATION parameter. Raises EncodingError."""
    kind = param.type
    allowed = choices or param.choices

    def fail(expected: str) -> None:
        raise EncodingError(card, path, f"expected {expected}, got {value!r}")

    if kind in (INT, PICK):
        if not _is_int(value):
            fail("an integer")
        if param.minimum is not None and value < param.minimum:
            fail(f"an integer of at least {param.minimum}")
    elif kind == BOOL:
        if not isinstance(value, bool):
            fail("true or false")
    elif kind == TEXT:
        if not isinstance(value, str) or not value:
            fail("a text")
    elif kind in (ENUM, SOURCE, DURATION):
        if value not in allowed:
            fail("one of " + ", ".join(map(str, allowed)))
    elif kind == ENUMS:
        values = value if isinstance(value, list) else [value]
        if not values or any(v not in allowed for v in values):
            fail("one of " + ", ".join(map(str, allowed)) + " (or a list of them)")
    elif kind == CARD:
        if not _is_int(value) or value <= 0:
            fail("a card id")
    elif kind == CARDS:
        if not isinstance(value, list) or not value or not all(_is_int(v) and v > 0 for v in value):
            fail("a list of card ids")
    elif kind == INTS:
        values = value if isinstance(value, list) else [value]
        if not values or not all(_is_int(v) for v in values):
            fail("an integer or a list of integers")
        if param.minimum is not None and any(v < param.minimum for v in values):
            fail(f"integers of at least {param.minimum}")
    else:
        raise ValueError(f"{kind} is not a simple type")
