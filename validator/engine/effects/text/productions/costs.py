"""Requirement leftovers: two conditions before a cost ("During the turn ..., if ..., COST"),
"the only monsters in your GY are ..." conditions, reveal costs, the opponent's hand size,
"no other monsters and ... in your GY", and this card's battle position changed as a cost."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch

Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]

# --------------------------------------------------------------- two conditions, then a cost


@production(
    "requirement",
    "costs_cond_if_cost",
    "{a:cond}, if {b:cond}, {s:steps}",
    accepts=lambda a, b, s: s.production != "if",
)
def _cond_if_cost(draft: Draft, a: Parse, b: Parse, s: Parse) -> None:
    draft.condition += build(a, draft) + build(b, draft)
    draft.cost += build(s, draft)


# ------------------------------------------------------------- "the only monsters ... are X"

_ATTR = "|".join(ATTRIBUTES)
_RACE = "|".join(sorted(RACES, key=len, reverse=True))


def _andor(words: str) -> str:
    """A list joined by "and/or": "A and/or B", "A, B, and/or C"."""
    return rf"(?:{words})(?:, (?:{words}))*,? and/or (?:{words})"


_ONLY_ANDOR = re.compile(
    rf"(?:(?P<attrs>{_andor(_ATTR)}) Attribute)?"
    rf"(?:(?P<races>{_andor(_RACE)}) Type)?"
    rf"(?P<monsters> monsters)?"
)


def _join(items: list[str]) -> str:
    if len(items) == 2:
        return f"{items[0]} and/or {items[1]}"
    return ", ".join(items[:-1]) + ", and/or " + items[-1]


def read_only(text: str) -> dict[str, Any]:
    """What the only monsters of a place are: a plural description ("Dinosaur Type monsters",
    "3 Cyberse Type monsters": exactly that many), or Types or Attributes joined by "and/or"
    ("High Dragon and/or Dragon Type monsters", "EARTH, WATER, and/or FIRE Attribute
    monsters"; "monsters" may be left out after Types)."""
    match = _ONLY_ANDOR.fullmatch(text)
    if match is not None and (match["attrs"] is None) != (match["races"] is None):
        if match["attrs"] is not None and not match["monsters"]:
            raise NoMatch(text)
        made: dict[str, Any] = {"monsters": bool(match["monsters"])}
        if match["attrs"]:
            made["attribute"] = re.split(r",? and/or |, ", match["attrs"])
        else:
            made["race"] = re.split(r",? and/or |, ", match["races"])
        return made
    desc = read_desc(text)
    if desc.get("noun") != "monster" or not desc.get("plural"):
        raise NoMatch(text)
    if desc.get("all") or desc.get("upto") or desc.get("other") or desc.get("article"):
        raise NoMatch(text)
    if desc.get("face") or desc.get("position"):
        raise NoMatch(text)
    return {"desc": desc}


def render_only(only: dict[str, Any]) -> str:
    if "desc" in only:
        return render_desc(only["desc"])
    if "attribute" in only:
        return _join(only["attribute"]) + " Attribute monsters"
    return _join(only["race"]) + " Type" + (" monsters" if only["monsters"] else "")


SLOTS["costs_only"] = Slot(read_only, render_only)


def _only_filter(only: dict[str, Any]) -> dict[str, Any]:
    if "desc" in only:
        desc = {k: v for k, v in only["desc"].items() if k != "count"}
        chosen = to_filter(desc) or {}
    else:
        chosen = {"kind": "monster"}
        for key in ("attribute", "race"):
            if key in only:
                chosen[key] = only[key]
    chosen.pop("kind", None)  # every card looked at is a monster already
    if not chosen:
        raise NoMatch("the only monsters are monsters")
    return chosen


def _only(source: str, only: dict[str, Any]) -> Conds:
    made: Conds = [
        {"cond": "only", "from": source, "filter": {"kind": "monster"}, "only": _only_filter(only)}
    ]
    count = only.get("desc", {}).get("count")
    if count is not None:  # "the only monsters in your GY are 3 Cyberse Type monsters"
        monsters = {"kind": "monster"}
        made.append({"cond": "has", "from": source, "filter": monsters, "min": count, "max": count})
    return made


def _uncounted(only: dict[str, Any]) -> bool:
    return "count" not in only.get("desc", {})


@production(
    "condition",
    "costs_only_gy",
    "the only monsters in your GY are {o:costs_only}",
    "all the monsters in your GY are {o:costs_only}",
)
def _only_gy(draft: Draft, o: dict[str, Any]) -> Conds:
    return _only("own_gy", o)


@production(
    "condition",
    "costs_only_field",
    "the only face-up monsters on your field are {o:costs_only}",
    accepts=lambda o: _uncounted(o),
)
def _only_field(draft: Draft, o: dict[str, Any]) -> Conds:
    return _only("own_faceup", o)


@production(
    "condition",
    "costs_only_opp_field",
    "the only face-up monsters on your opponent's field are {o:costs_only}",
    accepts=lambda o: _uncounted(o),
)
def _only_opp_field(draft: Draft, o: dict[str, Any]) -> Conds:
    return _only("opp_faceup", o)
