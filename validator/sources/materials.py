"""A Fusion Monster's materials as facts: the monsters it names and those it describes by their
properties ("1 Level 7 DARK Attribute Spellcaster Type monster"), each described part read with
the card description grammar (`validator/engine/effects/text/describe.py`) into how many
monsters and the effect language's filter every one of them matches.

The materials text joins its parts with " + ": a part is a quoted name (one copy of that card),
or a count and a description ("2 Level 7-9 Insect Type Effect Monsters", "1 or more Machine
Type monsters", "2 Machine Type monsters with the same name", "3 ... monsters whose original
ATK equals their own original DEF"; "Level 4 Galaxy Type monster" is one). "Effect Monsters"
are Effect Monsters (`effect_monster`), not every monster but Normal Monsters. A text with a
part that is not read gives no described parts at all: the Fusion Monster's materials are then
unknown (`Card.fusion_generic_materials` without `fusion_described`).
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import compile_filter
from validator.engine.effects.text.describe import read_desc, to_filter
from validator.engine.effects.text.names import NoMatch

_NAMED = re.compile(r'"[^"]+"')
_MORE = re.compile(r"^(\d+) or more ")
_SAME_NAME = " with the same name"
_SUFFIXES = {
    " whose original ATK equals their own original DEF": {"original_atk_is_def": True},
}
"""Words after a plural description, with the filter keys they add."""
_WORDS_NOT_READ = ("upto", "all", "other", "face", "position", "highest", "article")
"""Description parts no material list uses: a part that has them is not read."""


def parts_of(text: str) -> list[str]:
    """The parts of a materials text, in the card's order."""
    return [part.strip() for part in text.split(" + ")]


def is_named(part: str) -> bool:
    """A part that is one quoted name, nothing else."""
    return _NAMED.fullmatch(part) is not None


def read_described(part: str) -> dict[str, Any]:
    """One described part: `{count, filter}` with `more` ("2 or more": that many or more) and
    `same_name` ("with the same name"); raises NoMatch when the words are not read."""
    out: dict[str, Any] = {}
    more_keys: dict[str, Any] = {}
    for suffix, keys in _SUFFIXES.items():
        if part.endswith(suffix):
            part = part.removesuffix(suffix)
            more_keys = keys
    if part.endswith(_SAME_NAME):
        part = part.removesuffix(_SAME_NAME)
        out["same_name"] = True
    more = _MORE.match(part)
    if more:
        part = more.group(1) + " " + part[more.end() :]
        out["more"] = True
    if not part[:1].isdigit():
        part = "1 " + part  # "Level 4 Galaxy Type monster": one monster
    desc = read_desc(part)
    if desc.get("noun") not in ("monster", "Monster", None) or set(desc) & set(_WORDS_NOT_READ):
        raise NoMatch(part)
    count = desc["count"]
    if bool(desc.get("plural")) != (count > 1 or "more" in out):
        raise NoMatch(part)  # "1 ... monsters", "2 ... monster"
    if "names" in desc and (len(desc["names"]) != 1 or desc.get("plural")):
        raise NoMatch(part)  # a named part with more words: one card of that name
    if out.get("same_name") and count < 2:
        raise NoMatch(part)
    if more_keys and (count < 2 or set(desc) & {"stat", "names"}):
        raise NoMatch(part)  # "monsters whose ...", no other stat
    filt = {k: v for k, v in (to_filter(desc) or {}).items() if k != "kind"} | more_keys
    compile_filter(filt, "materials")  # a filter of the effect language
    return {"count": count, "filter": filt, **out}


def read_materials(text: str) -> list[dict[str, Any]] | None:
    """The described parts of a materials text (named parts are left out); None when a part
    is not read."""
    out = []
    for part in parts_of(text):
        if is_named(part):
            continue
        try:
            out.append(read_described(part))
        except NoMatch:
            return None
    return out
