"""The condition `tributed` for a description of Tributes ("a Level 5 or higher monster", "2
Level 7 or higher Fiend Type monsters", a name, "a face-down monster"): shared by the
productions that read "the turn you Normal Summoned this card by Tributing ...", in a
requirement or in a later part of the effect."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.names import NoMatch


def tributed(d: dict[str, Any]) -> dict[str, Any]:
    """The condition `tributed` for the monsters described; raises NoMatch for other words."""
    if set(d) & {"all", "upto", "other", "place", "at", "each"}:
        raise NoMatch("all, up to, other, or a place")
    if "names" in d:
        if len(d) != 1 or len(d["names"]) != 1:
            raise NoMatch("one name, said bare")
        count = 1
    else:
        if d.get("noun") not in ("monster", "Monster"):
            raise NoMatch("monsters")
        count = d.get("count")
        if not isinstance(count, int) or count < 1:
            raise NoMatch("a count of monsters")
        if count == 1 and (d.get("article") != "a" or d.get("plural")):
            raise NoMatch("one monster, 'a'")
        if count > 1 and (d.get("article") or not d.get("plural")):
            raise NoMatch("a number of monsters")
    face = d.get("face")
    if face not in (None, "face-down"):
        raise NoMatch("a face other than face-down")
    if face and len(set(d) - {"count", "article", "face", "noun"}) > 0:
        raise NoMatch("a face-down monster, with nothing more")
    made: dict[str, Any] = {"cond": "tributed"}
    chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if chosen:
        made["filter"] = chosen
    if count != 1:
        made["count"] = count
    if face:
        made["facedown"] = True
    return made
