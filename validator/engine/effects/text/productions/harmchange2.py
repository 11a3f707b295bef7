"""Counting the excavated cards, conditions on counted quantities, and destruction in the End
Phase.

- "[the number of excavated monsters]", "[the total Levels of the excavated monsters]": the
  cards the effect's last excavation showed, while they are still on top of the Deck (said
  before the sentence that places them back).
- "If [the total Levels of the excavated monsters] is 11 or higher, ...": a counted quantity
  against a number.
- "If 2 or more monsters are among the excavated cards, ...", "If a Spell/Trap Card(s) is among
  the excavated cards, ...".
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions import summonmove  # noqa: F401 (its End Phase words)
from validator.engine.effects.text.slots import REFERENCES

Counter = dict[str, Any]
Conds = list[dict[str, Any]]

_MONSTERS = {"kind": "monster"}


def _excavated_source(draft: Draft) -> str:
    """The source of the cards the effect's last excavation showed: its excavating player's
    excavated cards, provided no step since has moved or placed any of them (the language's
    excavated cards are those still on top of the Deck)."""
    steps = draft.effect
    for i in range(len(steps) - 1, -1, -1):
        if steps[i].get("op") == "excavate":
            if any("excavated" in json.dumps(later) for later in steps[i + 1 :]):
                raise NoMatch("excavated cards counted after some were placed or taken")
            who = steps[i].get("who", "own")
            return f"{'all' if who == 'each' else who}_excavated"  # each player's: both sides
    raise NoMatch("no excavation before")


def _plain_plural(d: dict[str, Any]) -> None:
    if "count" in d or d.get("all") or d.get("upto") or d.get("other") or "names" in d:
        raise NoMatch("a counted description with a count or names")
    if not d.get("plural"):
        raise NoMatch("a counted noun in the singular")


def _all_placed_back(draft: Draft) -> bool:
    """Whether the effect's last step placed all the cards its excavation (the step before)
    showed back on the top or bottom of the Deck ("Your opponent places the excavated cards on
    the top of their Deck in any order")."""
    steps = draft.effect
    if len(steps) < 2 or steps[-2]["op"] != "excavate":
        return False
    placed = steps[-1]
    return (
        placed["op"] == "place_excavated"
        and placed["place"] in ("top", "bottom")
        and "filter" not in placed
        and placed.get("who", "own") == steps[-2].get("who", "own")
    )


@production("counter", "harmchange2_count_excavated", "the number of excavated {d:desc}")
def _count_excavated(draft: Draft, d: dict[str, Any]) -> Counter:
    """ "The number of excavated monsters": among the cards still shown; or, said right after
    they were all placed back in the Deck, among the cards that step placed (`moved`)."""
    _plain_plural(d)
    if _all_placed_back(draft):
        placed: Counter = {"counter": "number", "of": "moved"}
        chosen = to_filter(d)
        if chosen:
            placed["filter"] = chosen
        return placed
    source = _excavated_source(draft)
    made: Counter = {"counter": "cards", "from": source}
    chosen = zone_filter(d, source)
    if chosen:
        made["filter"] = chosen
    return made


@production(
    "counter",
    "harmchange2_total_levels_excavated",
    "the total Levels of the excavated monsters",
    "the total Level of the excavated monsters",
)
def _total_levels_excavated(draft: Draft) -> Counter:
    """The Levels of the excavated monsters added up (their printed Levels: in the Deck)."""
    source = _excavated_source(draft)
    return {
        "counter": "total",
        "stat": "level",
        "of": {"all": {"from": source, "filter": dict(_MONSTERS)}},
    }


@production("condition", "harmchange2_counted_or_higher", "[{c:counter}] is {n} or higher")
def _counted_or_higher(draft: Draft, c: Parse, n: int) -> Conds:
    return [{"cond": "count", "count": build(c, draft), "min": n}]


def _among_excavated(draft: Draft, d: dict[str, Any], least: int) -> Conds:
    source = _excavated_source(draft)
    made: Counter = {"counter": "cards", "from": source}
    chosen = zone_filter(d, source)
    if chosen:
        made["filter"] = chosen
    return [{"cond": "count", "count": made, "min": least}]


def _one(d: dict[str, Any]) -> bool:
    """ "a Spell/Trap Card(s)", "a monster": one at least."""
    return d.get("article") is not None and not (d.get("all") or d.get("upto") or d.get("other"))


@production(
    "condition",
    "harmchange2_one_among_excavated",
    "{d:desc} is among the excavated cards",
    "{d:desc}(s) is among the excavated cards",
    accepts=lambda d: _one(d),
)
def _one_among_excavated(draft: Draft, d: dict[str, Any]) -> Conds:
    return _among_excavated(draft, {k: v for k, v in d.items() if k != "count"}, 1)


@production(
    "condition",
    "harmchange2_some_among_excavated",
    "{n} or more {d:desc} are among the excavated cards",
)
def _some_among_excavated(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    _plain_plural(d)
    return _among_excavated(draft, d, n)


# ------------------------------------------------------------- destroyed in the End Phase


@production(
    "op",
    "harmchange2_destroy_end_phase",
    "destroy {t:target} {w:summonmove_end_phase}",
)
def _destroy_end_phase(draft: Draft, t: dict[str, Any], w: str) -> list[dict[str, Any]]:
    """ "Destroy this card during the End Phase of this turn" (このターンのエンドフェイズに破壊
    される): this card, the monster chosen before ("that monster") or the monsters Special
    Summoned just now, destroyed in this turn's End Phase if still on the field."""
    if "ref" not in t or REFERENCES[t["ref"]] not in ("that", "self", "summoned"):
        raise NoMatch("cards on the field named before")
    target = draft.target(t)
    if target not in ("self", "moved") and not (isinstance(target, dict) and "pick" in target):
        raise NoMatch("this card, a card chosen before, or the cards the step before moved")
    return [{"op": "end_phase", "target": target, "action": "destroy"}]
