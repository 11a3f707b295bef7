"""A number of cards between two bounds, and a later part for so many shuffled: "Shuffle 2 to 7
monsters with different names from your opponent's GY into the Deck. Then, if you shuffled 6
or more monsters by this effect, you can shuffle ..." (相手の墓地のカード名が異なるモンスターを２
～７体選んでデッキに戻す。その後、この効果で６体以上戻した場合、…).

- "2 to 7 monsters" (２～７体): one choice of at least 2 and at most 7 of them (an "up to" pick
  with its `min`); "with different names": no two alike (`distinct` name).
- "if you shuffled 6 or more monsters by this effect": at least that many of the cards the
  shuffle just before moved are so described (`moved`).
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_RANGE = re.compile(r"(\d+) to (\d+ .+?)( with different names)?")


def _read_range(text: str) -> dict[str, Any]:
    """ "2 to 7 monsters with different names": the bounds and the cards."""
    match = _RANGE.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    low, described, different = match.groups()
    desc = read_desc(described)
    if not 1 < int(low) < desc.get("count", 0) or set(desc) & {"all", "upto", "article", "andor"}:
        raise NoMatch("a count from one number to a higher one")
    return {"min": int(low), "desc": desc, "different": bool(different)}


def _render_range(value: dict[str, Any]) -> str:
    different = " with different names" if value["different"] else ""
    return f"{value['min']} to {render_desc(value['desc'])}{different}"


SLOTS["then12_range"] = Slot(_read_range, _render_range)


def _pick_range(draft: Draft, c: dict[str, Any], at: dict[str, str]) -> dict[str, int]:
    if at["prep"] != "from" or at["zone"] == "field":
        raise NoMatch("cards from a place off the field")
    k = draft.pick(source_of(c["desc"], at), {**c["desc"], "upto": True})
    draft.picks[k]["min"] = c["min"]
    if c["different"]:
        draft.picks[k]["distinct"] = "name"
    return {"pick": k}


@production("op", "then12_range_to_deck", "shuffle {c:then12_range} {at:place} into the Deck")
def _range_to_deck(draft: Draft, c: dict[str, Any], at: dict[str, str]) -> Steps:
    return [{"op": "to_deck", "target": _pick_range(draft, c, at)}]


@production("op", "then12_range_to_hand", "add {c:then12_range} {at:place} to your hand")
def _range_to_hand(draft: Draft, c: dict[str, Any], at: dict[str, str]) -> Steps:
    return [{"op": "to_hand", "target": _pick_range(draft, c, at)}]


@production(
    "condition",
    "then12_range_shuffled_at_least",
    "you shuffled {n} or more {d:desc} by this effect",
    accepts=lambda n, d: n > 1 and bool(d.get("plural")),
)
def _shuffled_at_least(draft: Draft, n: int, d: dict[str, Any]) -> list[dict[str, Any]]:
    """The shuffle into the Deck is the effect's step just before."""
    if set(d) & {"count", "all", "upto", "article", "face", "position", "other"}:
        raise NoMatch("cards described without a count")
    last = draft.effect[-1] if draft.category == "sentence" and draft.effect else {}
    if last.get("op") != "to_deck" or last.get("place", "shuffle") != "shuffle":
        raise NoMatch("no cards shuffled into the Deck just before")
    made: dict[str, Any] = {"cond": "moved", "min": n}
    chosen = to_filter(d)
    if chosen:
        made["filter"] = chosen
    return [made]
