"""What a Ritual Spell may not take as material from one place: "You cannot use Effect Monsters
in the hand as material by this effect", "You cannot use non-Legend monsters in the hand as
material by this effect", "You cannot use a monster on your field as material by this effect,
except "A"".

The Ritual Spell's first sentence says where its materials come from (`productions/
summon_ops.py`, `summons.py`); such a sentence narrows those of one place (the Spell's ritual
`hand_filter` or `field_filter`), read only after it and only for a place it takes from.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch


def _ritual(draft: Draft) -> dict[str, Any]:
    """The Ritual Spell's materials, read from its first sentence."""
    if draft.kind != "ritual" or draft.ritual is None:
        raise NoMatch("a Ritual Spell whose materials are read")
    return draft.ritual


def _barred(d: dict[str, Any]) -> dict[str, Any]:
    """The description of the monsters that are not those described ("Effect Monsters": the
    non-Effect ones; "non-Legend monsters": the Legend ones)."""
    if d.get("count") not in (None, 1) or set(d) & {"all", "other", "upto", "except", "face"}:
        raise NoMatch("monsters of a kind")
    if d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("monsters")
    chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if not chosen:
        raise NoMatch("no monster at all from there")
    if len(chosen) == 1:
        ((key, value),) = chosen.items()
        if isinstance(value, bool):
            return {key: not value}
    return {"none_of": [chosen]}


def _narrow(spec: dict[str, Any], key: str, allowed: dict[str, Any]) -> None:
    if key in spec:
        raise NoMatch("one such sentence a place")
    spec[key] = allowed


@production(
    "sentence",
    "fusion10_ritual_not_from_hand",
    "You cannot use {d:desc} in the hand as material by this effect",
)
def _not_from_hand(draft: Draft, d: dict[str, Any]) -> None:
    spec = _ritual(draft)
    if not spec.get("hand"):
        raise NoMatch("a Ritual Spell taking materials from the hand")
    _narrow(spec, "hand_filter", _barred(d))


@production(
    "sentence",
    "fusion10_ritual_field_only",
    "You cannot use {d:desc} on your field as material by this effect, except {names}",
)
def _field_only(draft: Draft, d: dict[str, Any], names: list[int]) -> None:
    """ "... a monster on your field ..., except "A"": from the field, only monsters of those
    names."""
    spec = _ritual(draft)
    if not spec.get("field", True):
        raise NoMatch("a Ritual Spell taking materials from the field")
    if set(d) - {"count", "article", "noun"} or d.get("noun") != "monster":
        raise NoMatch("a monster, any")
    _narrow(spec, "field_filter", {"ids": list(names)})
