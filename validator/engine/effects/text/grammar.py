"""The grammar: productions (templates with typed slots) and the matcher that reads text with them.

A production is a template such as ``"draw {count:n} {cards:noun}"`` in a category ("op",
"cond", "effect", ...), with a `build` that turns what its slots read into parts of an
encoding. A slot is either a sub-grammar (`SLOTS`: numbers, names, card descriptions, places)
or a category, read recursively by that category's productions. The matcher tries every way of
splitting the text between the literal words of a template, so a description with commas in it
("A", "B", or "C") is no trouble. Reading and rendering share the template: a clause renders
back from what its slots read, in the canonical words of the template.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from validator.engine.effects.text.names import NoMatch


@dataclass(frozen=True, slots=True)
class Slot:
    """A sub-grammar: reads a piece of text into plain data and writes it back."""

    read: Callable[[str], Any]
    render: Callable[[Any], str]


SLOTS: dict[str, Slot] = {}
"""The sub-grammars by name (filled by `slots.py`)."""

_SLOT = re.compile(r"\{(\w+)(?::(\w+))?\}")


@dataclass(frozen=True, slots=True)
class Production:
    """One template of a category with what it builds.

    `parts` alternates literal text and (label, slot or category) pairs. `build(draft, values)`
    returns the category's output (steps, conditions, ...). `accepts(values)`, when given, says
    whether the production reads what its slots read (a later production may read it instead:
    "you have 3 monsters on your field" is no "you have {d:desc} on your field").
    """

    category: str
    name: str
    template: str
    parts: tuple[str | tuple[str, str], ...]
    build: Callable[..., Any]
    accepts: Callable[..., bool] | None = None


PRODUCTIONS: dict[str, list[Production]] = {}
"""The productions of each category, tried in the order they were declared."""
BY_NAME: dict[str, Production] = {}


def _parts(template: str) -> tuple[str | tuple[str, str], ...]:
    parts: list[str | tuple[str, str]] = []
    position = 0
    for match in _SLOT.finditer(template):
        if match.start() > position:
            parts.append(template[position : match.start()])
        label, kind = match.group(1), match.group(2) or match.group(1)
        if label == "p":
            raise ValueError(f"{template!r}: the slot label 'p' is the stored parse's own key")
        parts.append((label, kind))
        position = match.end()
    if position < len(template):
        parts.append(template[position:])
    return tuple(parts)


def production(
    category: str,
    name: str,
    *templates: str,
    accepts: Callable[..., bool] | None = None,
    first: bool = False,
) -> Callable[[Callable[..., Any]], Any]:
    """Declare the decorated builder as the production(s) `name` of `category`; several
    templates that build alike are numbered ``name``, ``name#2``, ... `accepts` (called with
    the slots' values as keywords) turns away readings the production does not mean. `first`
    tries it before the category's productions declared so far (a reading of a whole sentence
    that a general production would read, and fail to build, otherwise)."""

    def register(build: Callable[..., Any]) -> Callable[..., Any]:
        for i, template in enumerate(templates):
            key = name if i == 0 else f"{name}#{i + 1}"
            if key in BY_NAME:
                raise ValueError(f"production {key!r} is declared twice")
            made = Production(category, key, template, _parts(template), build, accepts)
            declared = PRODUCTIONS.setdefault(category, [])
            declared.insert(i if first else len(declared), made)
            BY_NAME[key] = made
        return build

    return register


@dataclass(frozen=True, slots=True)
class Parse:
    """What a production read: its name and its slots' values (nested parses for categories)."""

    production: str
    values: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"p": self.production, **{k: _json(v) for k, v in self.values.items()}}


def _json(value: Any) -> Any:
    return value.to_json() if isinstance(value, Parse) else value


def from_json(data: dict[str, Any]) -> Parse:
    """A stored parse back as a `Parse` (nested category slots included)."""
    made = BY_NAME[data["p"]]
    kinds = {part[0]: part[1] for part in made.parts if isinstance(part, tuple)}
    values = {}
    for key, value in data.items():
        if key == "p":
            continue
        values[key] = from_json(value) if kinds.get(key) in PRODUCTIONS else value
    return Parse(made.name, values)


def read(category: str, text: str) -> Parse:
    """The first production of `category` that reads the whole text; raises NoMatch."""
    for parse in read_each(category, text):
        return parse
    raise NoMatch(f"no {category} production reads {text!r}")


def read_each(category: str, text: str) -> Iterator[Parse]:
    """Every production of `category` that reads the whole text, in order, each with its first
    reading (a clause is built with the first of them whose builder takes it)."""
    for made in PRODUCTIONS.get(category, ()):
        values = _match(made.parts, 0, text, 0)
        if values is not None and (made.accepts is None or made.accepts(**values)):
            yield Parse(made.name, values)


def _read_slot(kind: str, text: str) -> Any:
    if kind in PRODUCTIONS:
        return read(kind, text)
    return SLOTS[kind].read(text)


def _match(parts: tuple, index: int, text: str, position: int) -> dict[str, Any] | None:
    """Values for parts[index:] reading text[position:] exactly, or None."""
    if index == len(parts):
        return {} if position == len(text) else None
    part = parts[index]
    if isinstance(part, str):
        if not _starts(text, position, part, index == 0):
            return None
        return _match(parts, index + 1, text, position + len(part))
    label, kind = part
    if index + 1 == len(parts):
        ends = [len(text)]
    else:
        literal = parts[index + 1]
        assert isinstance(literal, str), "two slots must have words between them"
        ends = [m.start() for m in re.finditer(re.escape(literal), text[position:])]
        ends = [position + e for e in ends]
    for end in ends:
        if end <= position:
            continue
        try:
            value = _read_slot(kind, text[position:end])
        except NoMatch:
            continue
        rest = _match(parts, index + 1, text, end)
        if rest is not None:
            return {label: value, **rest}
    return None


def _starts(text: str, position: int, literal: str, first: bool) -> bool:
    """Literal words match; a template's first letter matches either case (sentence starts)."""
    if first and position == 0 and literal and text:
        return text[:1].lower() == literal[:1].lower() and text.startswith(literal[1:], 1)
    return text.startswith(literal, position)


def render(parse: Parse, first: bool = True) -> str:
    """The canonical words of a parse (a sentence starts with a capital when `first`)."""
    made = BY_NAME[parse.production]
    words = []
    for part in made.parts:
        if isinstance(part, str):
            words.append(part)
            continue
        label, kind = part
        value = parse.values[label]
        if kind in PRODUCTIONS:
            # A sentence starts after a colon ("Maximum Mode: Send ...").
            after_colon = bool(words) and words[-1].endswith(": ")
            words.append(render(value, first=after_colon))
        else:
            words.append(SLOTS[kind].render(value))
    text = "".join(words)
    if first and text:
        text = text[0].upper() + text[1:]
    return text


def build(parse: Parse, draft: Any) -> Any:
    """What a parse builds: its production's builder over its values, categories built first
    by the builder itself (it calls `build` on the nested parses it needs)."""
    return BY_NAME[parse.production].build(draft, **parse.values)
