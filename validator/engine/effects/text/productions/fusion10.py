"""Fusion Summons whose materials are of two kinds: "Fusion Summon by sending 1 Level 7 Warrior
Type monster and 1 Level 5 Dragon Type monster from your hand and/or field to the GY as
materials", "... by shuffling 1 face-up Dragon Type Normal Monster from your field and 1 or more
Dragon Type monsters from your GY into the owner's Deck as material".

Each kind is counted ("1 ...", "2 or more ...") and comes from its own places (or both from the
places named after them): the materials of the Fusion Monster are exactly those, every one of
a kind (`fusion_summon` with `groups`). As for every Fusion Summon by an effect
(`productions/fusion.py`), a clause is read only when the materials of every Fusion Monster it
could summon are known.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions import fusion
from validator.engine.effects.text.slots import one_of, read_desc, render_desc

Steps = list[dict[str, Any]]

_PLACES = ("hand", "field", "faceup", "gy", "opp_faceup")
"""Where materials come from, in the order of `fusion_summon`'s `places`."""

_KIND_FROM = {**fusion._FROM, "in your GY": ("gy",), "from either field": ("field", "opp_field")}
"""Where the materials of one kind come from, in the words of the text."""

_FACE_UP = {"field": "faceup", "opp_field": "opp_faceup"}
"""The face-up monsters of a field, as a place of materials."""

_GO_AS = {
    f"{go}{ending}": go for go in fusion._GO for ending in ("", " as material", " as materials")
}
"""Where the materials go, with or without the closing "as material(s)"."""

_MORE = re.compile(r"(\d+) or more (.+)")


def _read_kind(text: str) -> dict[str, Any]:
    """One kind of materials: a counted description ("1 LIGHT Attribute monster"), or "N or
    more" of one ("2 or more Dragon Type monsters", "3 or more "Cyber Dragon"")."""
    more = _MORE.fullmatch(text)
    if more is None:
        desc = read_desc(text)
        if not isinstance(desc.get("count"), int) or desc.get("upto"):
            raise NoMatch("a counted kind of materials")
        return {"desc": desc}
    desc = read_desc(more.group(2))
    if "count" in desc or not (desc.get("plural") or "names" in desc):
        raise NoMatch("N or more monsters")
    return {"desc": desc, "least": int(more.group(1))}


def _render_kind(kind: dict[str, Any]) -> str:
    words = render_desc(kind["desc"])
    return f"{kind['least']} or more {words}" if "least" in kind else words


SLOTS.update(
    {
        "fusion10_kind": Slot(_read_kind, _render_kind),
        "fusion10_from": one_of(_KIND_FROM),
        "fusion10_go": one_of(_GO_AS),
    }
)


_NOT_PLAIN = {"all", "other", "article", "position", "except", "upto"}
"""What a description of materials may not say."""


def _group(kind: dict[str, Any], at: str) -> dict[str, Any]:
    """The `fusion_group` of one kind of materials from its places."""
    desc = kind["desc"]
    plain = "names" in desc or desc.get("noun") == "monster"
    plain = plain or (desc.get("noun") == "Monster" and bool(desc.get("subtype")))
    if not plain or set(desc) & _NOT_PLAIN:
        raise NoMatch("materials are monsters")
    places = list(_KIND_FROM[at])
    if desc.get("face") == "face-down":
        raise NoMatch("face-down materials")
    if desc.get("face") == "face-up":
        if "field" not in places or set(places) - {"field", "opp_field"}:
            raise NoMatch("face-up monsters from the field only")
        places = [_FACE_UP[place] for place in places]
    if "opp_field" in places:
        raise NoMatch("face-up monsters of the opponent's field only")
    group: dict[str, Any] = {"places": places}
    chosen = {k: v for k, v in (to_filter(desc) or {}).items() if k != "kind"}
    if chosen:
        group["filter"] = chosen
    count = kind.get("least", desc.get("count", 1))
    if count != 1:
        group["count"] = count
    if "least" in kind:
        group["more"] = True
    return group


def _two_kinds(
    m: dict[str, Any] | None,
    names: list[int] | None,
    how: str,
    kinds: list[tuple[dict[str, Any], str]],
    go: str,
) -> Steps:
    """The Fusion Summon of a Fusion Monster (described by `m`, mentioning one of `names` as
    material) whose materials are of the kinds given (one or two), each from its places."""
    groups = [_group(kind, at) for kind, at in kinds]
    where = {place for group in groups for place in group["places"]}
    if "field" in where:
        where.discard("faceup")  # every monster on the field is in the pool already
    monster = fusion._monster(m)
    if names:
        monster = {**(monster or {}), "materials_name": list(names)}
    fusion._only_named(monster)
    step: dict[str, Any] = {"op": "fusion_summon", "places": [p for p in _PLACES if p in where]}
    if fusion._GO[_GO_AS[go]] != "gy":
        step["how"] = fusion._GO[_GO_AS[go]]
    if not any(group.get("more") for group in groups):
        step["count"] = sum(group.get("count", 1) for group in groups)
    if monster:
        step["monster"] = monster
    step["groups"] = groups
    return fusion._checked(how, _GO_AS[go], [step])


@production(
    "op",
    "fusion10_two_kinds",
    "Fusion Summon by {how:fusion_verb} {a:fusion10_kind} and {b:fusion10_kind} "
    "{at:fusion_from} {go:fusion10_go}",
    "Fusion Summon {m:desc} by {how:fusion_verb} {a:fusion10_kind} and {b:fusion10_kind} "
    "{at:fusion_from} {go:fusion10_go}",
)
def _two_kinds_by(
    draft: Draft,
    how: str,
    a: dict[str, Any],
    b: dict[str, Any],
    at: str,
    go: str,
    m: dict[str, Any] | None = None,
) -> Steps:
    return _two_kinds(m, None, how, [(a, at), (b, at)], go)


@production(
    "op",
    "fusion10_monster_or_more",
    "Fusion Summon {m:desc} by {how:fusion_verb} {a:fusion10_kind} {at:fusion_from} "
    "{go:fusion10_go}",
    accepts=lambda a, **_: "least" in a,
)
def _monster_or_more(
    draft: Draft, m: dict[str, Any], how: str, a: dict[str, Any], at: str, go: str
) -> Steps:
    """ "... by shuffling 3 or more "Cyber Dragon" from your field and/or GY ...": every
    material of one kind, at least that many (other counts: `productions/fusion.py`)."""
    return _two_kinds(m, None, how, [(a, at)], go)


@production(
    "op",
    "fusion10_two_kinds_apart",
    "Fusion Summon by {how:fusion_verb} {a:fusion10_kind} {at_a:fusion10_from} and "
    "{b:fusion10_kind} {at_b:fusion10_from} {go:fusion10_go}",
    "Fusion Summon {m:desc} by {how:fusion_verb} {a:fusion10_kind} {at_a:fusion10_from} and "
    "{b:fusion10_kind} {at_b:fusion10_from} {go:fusion10_go}",
    "Fusion Summon {m:desc} that mentions {names} as material by {how:fusion_verb} "
    "{a:fusion10_kind} {at_a:fusion10_from} and {b:fusion10_kind} {at_b:fusion10_from} "
    "{go:fusion10_go}",
)
def _two_kinds_apart(
    draft: Draft,
    how: str,
    a: dict[str, Any],
    at_a: str,
    b: dict[str, Any],
    at_b: str,
    go: str,
    m: dict[str, Any] | None = None,
    names: list[int] | None = None,
) -> Steps:
    """Materials of two kinds, each from its own places ("Fusion Summon 1 monster that
    mentions "A" as material by shuffling 1 monster on your field and 1 or more Galaxy Type
    monsters in your GY into the owner's Deck")."""
    return _two_kinds(m, names, how, [(a, at_a), (b, at_b)], go)


@production(
    "op",
    "fusion10_monster_either_field",
    "Fusion Summon {m:desc} by sending {d:desc} from among the face-up monsters on either field "
    "to the GY as material",
)
def _monster_either_field(draft: Draft, m: dict[str, Any], d: dict[str, Any]) -> Steps:
    """Materials among the face-up monsters of both fields, sent to their owners' GYs."""
    if (
        not d.get("plural")
        or d.get("noun") != "monster"
        or set(d) & (_NOT_PLAIN | {"count", "face"})
    ):
        raise NoMatch("monsters of a kind")
    monster = fusion._monster(m)
    fusion._only_named(monster)
    step: dict[str, Any] = {"op": "fusion_summon", "places": ["faceup", "opp_faceup"]}
    material = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if material:
        step["material"] = material
    if monster:
        step["monster"] = monster
    return [step]


# ---------------------------------------------------- materials placed on the bottom of Decks

_BOTTOM = (
    "on the bottom of the owner's Deck in any order",
    "on the bottom of their owners' Decks in any order",
)
"""Materials placed on the bottom of their owners' Decks, in the order the player chooses."""

SLOTS["fusion10_bottom"] = one_of(_BOTTOM)


def _placed(m: dict[str, Any], d: dict[str, Any], at: str, with_self: bool) -> Steps:
    """A Fusion Summon whose materials are placed on the bottom of their owners' Decks."""
    steps = fusion._fusion(m, d, at, "into the Deck", with_self)
    steps[0]["how"] = "bottom"
    return steps


@production(
    "op",
    "fusion10_placing",
    "Fusion Summon {m:desc} by placing {d:desc} {at:fusion_from} {b:fusion10_bottom} as material",
    "Fusion Summon {m:desc} by placing {d:desc} {at:fusion_from} as material {b:fusion10_bottom}",
)
def _placing(draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str, b: str) -> Steps:
    return _placed(m, d, at, False)


@production(
    "op",
    "fusion10_placing_self",
    "Fusion Summon {m:desc} by placing {d:desc} {at:fusion_from} {b:fusion10_bottom} as "
    "material, including this card",
)
def _placing_self(draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str, b: str) -> Steps:
    return _placed(m, d, at, True)


# ------------------------------------------------------------------ including a material

_INCLUDING = ("as material, including", "as materials, including")


def _including(
    m: dict[str, Any] | None, how: str, d: dict[str, Any], at: str, go: str, x: dict[str, Any]
) -> Steps:
    """ "... by shuffling monsters from your field or GY ..., including "A"": every material
    as described, one of them at least also as `x` says. Two kinds of materials from the
    same places, 1 or more of each (every Fusion Monster takes 2 materials or more, and a
    material of `x` is one of the description too)."""
    if "names" in x:
        if set(x) != {"names"}:
            raise NoMatch("a name, bare")
    elif (
        x.get("article") != "a"
        or x.get("count") != 1
        or x.get("noun")
        not in (
            "monster",
            "Monster",
        )
    ):
        raise NoMatch('"a" monster of a kind')
    steps = fusion._checked(how, go, fusion._fusion(m, d, at, go, False))
    step = steps[0]
    if "count" in step:
        raise NoMatch("a count of materials")
    material = step.pop("material", {})
    included = {k: v for k, v in (to_filter(x) or {}).items() if k != "kind"}
    if any(material.get(k, v) != v for k, v in included.items()):
        raise NoMatch("a material both ways")
    places = step["places"]
    step["groups"] = [
        {"places": places, "filter": {**material, **included}, "more": True},
        {"places": places, **({"filter": material} if material else {}), "more": True},
    ]
    return steps


for _i, _as in enumerate(_INCLUDING):
    _suffix = "" if _i == 0 else "_materials"

    @production(
        "op",
        f"fusion10_including{_suffix}",
        f"Fusion Summon by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} {{go:fusion_go}} "
        f"{_as} {{x:desc}}",
    )
    def _by_including(
        draft: Draft, how: str, d: dict[str, Any], at: str, go: str, x: dict[str, Any]
    ) -> Steps:
        return _including(None, how, d, at, go, x)

    @production(
        "op",
        f"fusion10_monster_including{_suffix}",
        f"Fusion Summon {{m:desc}} by {{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} "
        f"{{go:fusion_go}} {_as} {{x:desc}}",
    )
    def _monster_including(
        draft: Draft,
        m: dict[str, Any],
        how: str,
        d: dict[str, Any],
        at: str,
        go: str,
        x: dict[str, Any],
    ) -> Steps:
        return _including(m, how, d, at, go, x)


# ------------------------------------------------------------------- without materials


@production("op", "fusion10_without_materials", "Fusion Summon {m:desc} without using materials")
def _without_materials(draft: Draft, m: dict[str, Any]) -> Steps:
    """ "Fusion Summon 1 Level 5 or lower Fusion Monster without using materials": a Fusion
    Summon all the same (no `places`: no materials)."""
    if m.get("count") != 1 or m.get("noun") != "Monster" or m.get("subtype") != "Fusion":
        raise NoMatch("1 Fusion Monster")
    if set(m) & (_NOT_PLAIN | {"face", "plural"}):
        raise NoMatch("a Fusion Monster in the Extra Deck")
    monster = {k: v for k, v in (to_filter(m) or {}).items() if k != "kind"}
    return [{"op": "fusion_summon", "monster": monster}]
