"""The sub-grammars shared by every production: numbers, names, Types, Attributes, places and
the cards an operation acts on ("1 face-up monster on your opponent's field", "this card")."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import (
    TAIL_KEYS,
    read_desc,
    read_names,
    render_desc,
    render_names,
)
from validator.engine.effects.text.grammar import SLOTS, Slot
from validator.engine.effects.text.names import NoMatch


def _number(text: str) -> int:
    if not re.fullmatch(r"\d{1,6}", text):
        raise NoMatch(text)
    return int(text)


def one_of(choices: Collection[str]) -> Slot:
    """A slot that reads one of a few words (a table's keys) as they are."""

    def read(text: str) -> str:
        if text not in choices:
            raise NoMatch(text)
        return text

    return Slot(read, str)


def _names(text: str) -> list[int]:
    if not re.fullmatch(r'"[^"]+"(?:(?:, "[^"]+")*,? or "[^"]+")?', text):
        raise NoMatch(text)
    return read_names(text)


def _name(text: str) -> int:
    if not re.fullmatch(r'"[^"]+"', text):
        raise NoMatch(text)
    return read_names(text)[0]


SIDES = {"your": "own", "your opponent's": "opp", "either": "all"}
ZONE_WORDS = {
    "field": "field",
    "GY": "gy",
    "hand": "hand",
    "Deck": "deck",
    "Extra Deck": "extra",
    "hand or GY": "hand_gy",
}
_PLACE = re.compile(
    r"(on|in|from) (your|your opponent's|either) (field|GY|hand|Deck|Extra Deck|hand or GY)"
)


def read_place(text: str) -> dict[str, str]:
    """ "on your opponent's field" -> {"prep": "on", "side": "opp", "zone": "field"}."""
    match = _PLACE.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    prep, side, zone = match.groups()
    if side != "your" and zone not in ("field", "GY"):
        raise NoMatch(text)  # the opponent's hand and Deck are not chosen from
    return {"prep": prep, "side": SIDES[side], "zone": ZONE_WORDS[zone]}


def place_at(zone: str, side: str = "own") -> dict[str, str]:
    """The place `read_place` reads for a zone of a side: "on" a field, "in" the others
    (`place_at("gy", "opp")` is "in your opponent's GY")."""
    return {"prep": "on" if zone == "field" else "in", "side": side, "zone": zone}


BOTH_FIELDS = ("the field", "either side of the field")
"""The words of both fields after "on" (a target's place only): the side "all"."""


def render_place(place: dict[str, str]) -> str:
    if "words" in place:  # "on the field"
        return f"{place['prep']} {place['words']}"
    side = {v: k for k, v in SIDES.items()}[place["side"]]
    zone = {v: k for k, v in ZONE_WORDS.items()}[place["zone"]]
    return f"{place['prep']} {side} {zone}"


REFERENCES = {
    "this card": "self",
    "this face-up card": "self",
    "the attacking monster": "subject",
    "that attacking monster": "subject",
    "that monster": "that",
    "those monsters": "that",
    "that card": "that",
    "it": "that",
    "the equipped monster": "equipped",
    "that Normal Summoned monster": "subject",
    "that opponent's Normal Summoned monster": "subject",
    "that Special Summoned monster": "subject",
    "that Summoned monster": "subject",
    "the attack target": "attack_target",
    "the attacked monster": "attack_target",
    "them": "that",
    "they": "that",
    "the chosen monster": "that",
    "that chosen monster": "that",
    "the chosen monsters": "that",
    "the chosen monster(s)": "that",
    "the chosen card": "that",
    "the monster Special Summoned by this effect": "summoned",
    "the monsters Special Summoned by this effect": "summoned",
}
"""Words that name cards already known: this card, the card of the event, the last pick."""


_NOT_ONE = frozenset({"article", "all", "upto", "andor", "plural", "other"})


def read_alternatives(text: str) -> list[dict[str, Any]]:
    """Two descriptions of one card each, joined by "or": "1 "A" or 1 Field Spell Card"."""
    at = text.find(" or ")
    while at > 0:
        try:
            alternatives = [read_desc(text[:at]), read_desc(text[at + 4 :])]
        except NoMatch:
            at = text.find(" or ", at + 1)
            continue
        if all(d.get("count") == 1 and not set(d) & _NOT_ONE for d in alternatives):
            return alternatives
        at = text.find(" or ", at + 1)
    raise NoMatch(text)


_EXCAVATED = re.compile(r"(all|up to \d+|\d+) excavated (.+)")
EXCAVATED_PLACE = {"prep": "", "side": "own", "zone": "excavated"}
"""Where "1 excavated monster" is: among the cards the effect excavated from your Deck."""


def _read_excavated(text: str) -> dict[str, Any] | None:
    """ "1 excavated Level 4 monster" (the count before the word): a description among the
    excavated cards; None for other words."""
    match = _EXCAVATED.fullmatch(text)
    if match is None:
        return None
    desc = read_desc(f"{match.group(1)} {match.group(2)}")
    if desc.get("article") or desc.get("other") or desc.get("face") or desc.get("position"):
        raise NoMatch(text)
    return {"desc": desc, "place": dict(EXCAVATED_PLACE)}


def _render_excavated(desc: dict[str, Any]) -> str:
    count = "all" if desc.get("all") else str(desc["count"])
    if desc.get("upto"):
        count = f"up to {count}"
    rest = {k: v for k, v in desc.items() if k not in ("all", "count", "upto")}
    return f"{count} excavated {render_desc(rest)}"


def read_target(text: str) -> dict[str, Any]:
    """The cards an operation acts on: a reference, a description and a place, alternatives
    and a place ("1 "A" or 1 "B" from your GY", "either ..."), or among the excavated cards
    ("1 excavated monster")."""
    reference = text[:1].lower() + text[1:]  # "This card" starts a sentence
    if reference in REFERENCES:
        return {"ref": reference}
    excavated = _read_excavated(text)
    if excavated is not None:
        return excavated
    if text.startswith(("All ", "Up to ")):  # "All face-up monsters ..." starts a sentence
        text = reference
    for words in BOTH_FIELDS:
        if text.endswith(f" on {words}"):
            described = text[: -len(words) - 4]
            place = {"prep": "on", "side": "all", "zone": "field", "words": words}
            return {"desc": read_desc(described), "place": place}
    for prep in (" on ", " in ", " from "):
        at = text.rfind(prep)
        while at > 0:
            try:
                place = read_place(text[at + 1 :])
            except NoMatch:
                at = text.rfind(prep, 0, at)
                continue
            try:
                return {"desc": read_desc(text[:at]), "place": place}
            except NoMatch:
                pass
            described = text[:at]
            either = described.startswith("either ")
            try:
                alternatives = read_alternatives(described[7:] if either else described)
            except NoMatch:
                at = text.rfind(prep, 0, at)
                continue
            return {"alts": alternatives, "place": place, **({"either": True} if either else {})}
    return _read_late_with(text)


_LATE_WITH = re.compile(
    r"(.+?) ((?:on|in|from) (?:your opponent's|your|either) [A-Za-z ]+?)( with .+)"
)


_LATE_WITH_BOTH = re.compile(rf"(.+?) (on (?:{'|'.join(BOTH_FIELDS)}))( with .+)")
"""The same, on both fields ("1 face-up monster on the field with higher ATK than this card")."""


def _read_late_with(text: str) -> dict[str, Any]:
    """A description whose "with ..." follows the place ("1 face-up monster on your field with
    1000 or less ATK"): the same cards as with the words before the place."""
    match = _LATE_WITH.fullmatch(text)
    if match is None:
        match = _LATE_WITH_BOTH.fullmatch(text)
        if match is None:
            raise NoMatch(text)
        place = {"prep": "on", "side": "all", "zone": "field", "words": match.group(2)[3:]}
    else:
        place = read_place(match.group(2))
    desc = read_desc(match.group(1) + match.group(3))
    if not set(desc) & set(TAIL_KEYS) or desc.get("except"):
        raise NoMatch(text)
    return {"desc": desc, "place": place, "late": True}


def _render_late_with(target: dict[str, Any]) -> str:
    desc = target["desc"]
    whole = render_desc(desc)
    head = render_desc({k: v for k, v in desc.items() if k not in TAIL_KEYS})
    return f"{head} {render_place(target['place'])}{whole[len(head) :]}"


def render_target(target: dict[str, Any]) -> str:
    if "ref" in target:
        return target["ref"]
    if "alts" in target:
        described = " or ".join(render_desc(d) for d in target["alts"])
        either = "either " if target.get("either") else ""
        return f"{either}{described} {render_place(target['place'])}"
    if target["place"]["zone"] == "excavated":
        return _render_excavated(target["desc"])
    if target.get("late"):
        return _render_late_with(target)
    return f"{render_desc(target['desc'])} {render_place(target['place'])}"


SLOTS.update(
    {
        "n": Slot(_number, str),
        "name": Slot(_name, lambda i: render_names([i])),
        "names": Slot(_names, render_names),
        "desc": Slot(read_desc, render_desc),
        "place": Slot(read_place, render_place),
        "target": Slot(read_target, render_target),
        "attribute": one_of(ATTRIBUTES),
        "race": one_of(RACES),
    }
)
