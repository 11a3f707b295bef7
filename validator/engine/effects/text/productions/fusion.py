"""Fusion Summons performed by an effect: "Fusion Summon a Machine Type monster by sending
monsters from your hand or field to the GY as material", "... by shuffling ... from your field
or GY into the owner's Deck as material, including this card".

The engine summons a Fusion Monster with the materials of its card data, named or described by
their properties (`fusion_summon`, `validator/engine/effects/fusion.py`); a Fusion Monster
whose materials text is not read is never offered. So a clause is read only when every Fusion
Monster of the card database that it could summon has known materials (but those whose
materials are not announced yet, which no effect can summon).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from validator.cards import load_cards
from validator.engine.cards import CardInfo
from validator.engine.effects.filters import compile_filter
from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

_FROM = {
    "from your hand": ("hand",),
    "from your field": ("field",),
    "on your field": ("field",),
    "from your GY": ("gy",),
    "from your hand or field": ("hand", "field"),
    "from your hand and/or field": ("hand", "field"),
    "from your field or GY": ("field", "gy"),
    "from your field and/or GY": ("field", "gy"),
    "from your hand or GY": ("hand", "gy"),
    "from your hand and/or GY": ("hand", "gy"),
}
"""Where the materials come from, in the words of the text."""

_GO = {
    "to the GY": "gy",
    "into the Deck": "shuffle",
    "into the owner's Deck": "shuffle",
    "into their owner's Deck": "shuffle",
}
"""Where the materials go: sent to the GY, or shuffled into their owners' Decks."""


SLOTS.update({"fusion_from": one_of(_FROM), "fusion_go": one_of(_GO)})


@cache
def _fusion_monsters() -> tuple[Any, ...]:
    return tuple(card for card in load_cards() if card.subtype == "fusion")


def _only_named(monster: dict[str, Any] | None) -> None:
    """NoMatch unless the materials of every Fusion Monster the filter lets summon are known
    (named, or described and read: `CardInfo.fusion_known`). A Fusion Monster whose materials
    are not announced yet has none in the card data: nothing can summon it."""
    test = compile_filter(monster)
    for card in _fusion_monsters():
        facts = CardInfo(card)
        if test.test(facts, facts.atk) and card.fusion_generic_materials and not facts.fusion_known:
            raise NoMatch(f"the materials text of {card.name} is not read")


def _monster(m: dict[str, Any] | None) -> dict[str, Any] | None:
    """The filter of the Fusion Monster: "a LIGHT Attribute monster", ""A" or "B"."""
    if m is None:
        return None
    if "names" in m:
        if set(m) - {"names"}:
            raise NoMatch("names with more words")
        return {"ids": list(m["names"])}
    noun = m.get("noun")
    if noun == "Monster" and m.get("subtype_not") == "Effect" and not m.get("subtype"):
        noun = "monster"  # "a non-Effect Monster"
    if m.get("count") != 1 or noun != "monster" or m.get("plural"):
        raise NoMatch("one monster")
    if set(m) & {"upto", "other", "face", "position", "except", "all"}:
        raise NoMatch("a Fusion Monster in the Extra Deck")
    chosen = {k: v for k, v in (to_filter(m) or {}).items() if k != "kind"}
    return chosen or None


def _fusion(
    m: dict[str, Any] | None,
    d: dict[str, Any],
    at: str,
    go: str,
    with_self: bool,
    more: dict[str, Any] | None = None,
) -> Steps:
    """A Fusion Summon's step; `more`: what else the Fusion Monster must be (filter keys the
    words after its description say: "that mentions "A" as material")."""
    plain = d.get("noun") == "monster" or (d.get("noun") == "Monster" and d.get("subtype"))
    if (
        not plain
        or not d.get("plural")
        or set(d)
        & {
            "all",
            "other",
            "article",
            "position",
            "except",
        }
    ):
        raise NoMatch("materials are monsters")
    places = list(_FROM[at])
    if d.get("face") == "face-down":
        raise NoMatch("face-down materials")
    if d.get("face") == "face-up":
        if places != ["field"]:
            raise NoMatch("face-up monsters from the field only")
        places = ["faceup"]
    if at == "on your field" and _GO[go] != "gy":
        raise NoMatch("on your field: sent to the GY")
    monster = _monster(m)
    if more:
        monster = {**(monster or {}), **more}
    _only_named(monster)
    step: dict[str, Any] = {"op": "fusion_summon", "places": places}
    if _GO[go] != "gy":
        step["how"] = _GO[go]
    if "count" in d:
        step["count"] = d["count"]  # "2 monsters", "up to 3 monsters": as many materials
        if d.get("upto"):
            step["upto"] = True
    material = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if material:
        step["material"] = material
    if monster:
        step["monster"] = monster
    if with_self:
        step["with_self"] = True
    return [step]


_MATERIAL = ("as material", "as materials")

for _i, _as in enumerate(_MATERIAL):
    _suffix = "" if _i == 0 else "_materials"

    @production(
        "op",
        f"fusion_summon_by{_suffix}",
        f"Fusion Summon by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} "
        f"{{go:fusion_go}} {_as}",
    )
    def _by(draft: Draft, how: str, d: dict[str, Any], at: str, go: str) -> Steps:
        return _checked(how, go, _fusion(None, d, at, go, False))

    @production(
        "op",
        f"fusion_summon_by_self{_suffix}",
        f"Fusion Summon by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} {{go:fusion_go}} "
        f"{_as}, including this card",
    )
    def _by_self(draft: Draft, how: str, d: dict[str, Any], at: str, go: str) -> Steps:
        return _checked(how, go, _fusion(None, d, at, go, True))

    @production(
        "op",
        f"fusion_summon_monster_by{_suffix}",
        f"Fusion Summon {{m:desc}} by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} "
        f"{{go:fusion_go}} {_as}",
    )
    def _monster_by(
        draft: Draft, m: dict[str, Any], how: str, d: dict[str, Any], at: str, go: str
    ) -> Steps:
        return _checked(how, go, _fusion(m, d, at, go, False))

    @production(
        "op",
        f"fusion_summon_monster_by_self{_suffix}",
        f"Fusion Summon {{m:desc}} by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} "
        f"{{go:fusion_go}} {_as}, including this card",
    )
    def _monster_by_self(
        draft: Draft, m: dict[str, Any], how: str, d: dict[str, Any], at: str, go: str
    ) -> Steps:
        return _checked(how, go, _fusion(m, d, at, go, True))


_VERBS = {"sending": "gy", "shuffling": "shuffle"}
SLOTS["fusion_verb"] = one_of(_VERBS)


def _checked(how: str, go: str, steps: Steps) -> Steps:
    """The verb and where the materials go agree ("sending ... to the GY")."""
    if _VERBS[how] != _GO[go]:
        raise NoMatch(f"{how} ... {go}")
    return steps
