"""Summoning procedures with a cost: "you can Special Summon this card from your hand face-up
to your field by sending 1 other card from your hand to the GY" (or by sending monsters from
your field, placing them on the bottom of the Deck, paying LP).

Each becomes the card's `hand_special` procedure (`summoning.py`) with a `cost`
(`procedure_cost`): the Special Summon is a legal action of its own that pays the cost as it
is made (`validator/engine/procedures.py`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.productions.conditions import _at, _has
from validator.engine.effects.text.productions.summoning import (
    _conditions,
    _matches_itself,
    _monster,
    _procedure,
)

COST = "summoning3_cost"
"""The category of what a procedure costs ("sending 1 other card from your hand to the GY")."""

_UNCOUNTED = ("article", "all", "upto", "andor", "highest", "except")


def _cards(
    draft: Draft, d: dict[str, Any], zone: str, to: str, ordered: bool = False
) -> dict[str, Any]:
    """The cost of moving `d` (an exact count of cards) from your `zone` to `to`."""
    count = d.get("count")
    if not isinstance(count, int) or count < 1 or any(d.get(k) for k in _UNCOUNTED):
        raise NoMatch("an exact count of cards")
    if to == "deck_bottom" and ordered != (count > 1):
        raise NoMatch('several cards placed on the bottom of the Deck "in any order"')
    if zone == "field":
        if d.get("position") or d.get("face") not in (None, "face-up"):
            raise NoMatch("a monster in a position")
        names = d.get("names")
        if names and any(_kind(i) != "monster" for i in names):
            raise NoMatch("a named monster")
        if not names and d.get("noun") not in ("monster", "Monster"):
            raise NoMatch("monsters from the field")
        source = "own_faceup" if d.get("face") else "own_monsters"
    else:
        source = source_of(d, {"side": "own", "zone": zone})
    chosen = to_filter({k: v for k, v in d.items() if k not in ("face", "other")})
    if zone == "hand" and not d.get("other") and _matches_itself(draft, chosen or {}):
        raise NoMatch("the card sent could be this card itself")
    if d.get("other") and zone != "hand":
        raise NoMatch("'other' than this card in the hand")
    cost: dict[str, Any] = {"from": source}
    if count > 1:
        cost["n"] = count
    if chosen:
        cost["filter"] = chosen
    if to != "gy":
        cost["to"] = to
    return cost


def _kind(card_id: int) -> str:
    card = card_facts(card_id)
    return card.kind if card is not None else "monster"


_SENT = {"hand": "your hand", "field": "your field", "gy": "your GY"}

for _zone, _words in _SENT.items():
    if _zone != "gy":

        @production(
            COST, f"summoning3_cost_send_{_zone}", f"sending {{d:desc}} from {_words} to the GY"
        )
        def _send(draft: Draft, d: dict[str, Any], _z: str = _zone) -> dict[str, Any]:
            return _cards(draft, d, _z, "gy")

    if _zone != "hand":

        @production(
            COST,
            f"summoning3_cost_bottom_{_zone}",
            f"placing {{d:desc}} from {_words} on the bottom of the Deck",
        )
        def _bottom(draft: Draft, d: dict[str, Any], _z: str = _zone) -> dict[str, Any]:
            return _cards(draft, d, _z, "deck_bottom")

        @production(
            COST,
            f"summoning3_cost_bottom_ordered_{_zone}",
            f"placing {{d:desc}} from {_words} on the bottom of the Deck in any order",
        )
        def _bottom_ordered(draft: Draft, d: dict[str, Any], _z: str = _zone) -> dict[str, Any]:
            return _cards(draft, d, _z, "deck_bottom", ordered=True)


@production(COST, "summoning3_cost_lp", "paying {n} LP")
def _pay(draft: Draft, n: int) -> dict[str, Any]:
    if n < 1:
        raise NoMatch("LP paid")
    return {"lp": n}


# ------------------------------------------------------------- Special Summon, paying


def _paid(draft: Draft, conds: list[dict[str, Any]], x: Parse, defense: bool) -> None:
    card = _monster(draft)
    if card.extra_deck:
        raise NoMatch("an Extra Deck monster is not in the hand")
    mod: dict[str, Any] = {"rule": "hand_special", "zone": "hand"}
    if defense:
        mod["value"] = "defense"
    if conds:
        mod["condition"] = conds
    mod["cost"] = build(x, draft)
    _procedure(draft, mod)


_FROM_HAND = "you can Special Summon this card from your hand face-up to your field"
_FROM_HAND_DEFENSE = (
    "you can Special Summon this card from your hand to your field in face-up Defense Position"
)


@production("summoning", "summoning3_paid_special", f"{_FROM_HAND} by {{x:{COST}}}")
def _paid_special(draft: Draft, x: Parse) -> None:
    _paid(draft, [], x, False)


@production("summoning", "summoning3_paid_special_defense", f"{_FROM_HAND_DEFENSE} by {{x:{COST}}}")
def _paid_special_defense(draft: Draft, x: Parse) -> None:
    _paid(draft, [], x, True)


@production(
    "summoning", "summoning3_paid_special_if", f"if {{c:cond}}, {_FROM_HAND} by {{x:{COST}}}"
)
def _paid_special_if(draft: Draft, c: Parse, x: Parse) -> None:
    _paid(draft, _conditions(draft, c), x, False)


@production(
    "summoning",
    "summoning3_paid_special_if_defense",
    f"if {{c:cond}}, {_FROM_HAND_DEFENSE} by {{x:{COST}}}",
)
def _paid_special_if_defense(draft: Draft, c: Parse, x: Parse) -> None:
    _paid(draft, _conditions(draft, c), x, True)


# ------------------------------------------------------------------- facts of the game


@production("condition", "summoning3_none_faceup", "you have no {d:desc} face-up on your field")
def _none_faceup(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """No face-up card of that description on your field ("no "A" face-up": a monster by
    name, or a Spell/Trap)."""
    if any(d.get(k) for k in ("count", "article", "all", "upto", "face", "position", "other")):
        raise NoMatch("no card of a description")
    (has,) = _has({**d, "face": "face-up"}, _at("field"))
    return [{"cond": "not", "condition": has}]


@production("condition", "summoning3_exceeds", "{a:counter} exceeds {b:counter}")
def _exceeds(draft: Draft, a: Parse, b: Parse) -> list[dict[str, Any]]:
    """One counted quantity is greater than another ("the number of ... exceeds the number of
    ...")."""
    return [{"cond": "exceeds", "count": build(a, draft), "than": build(b, draft)}]


# ---------------------------------------------------------- Tribute Summon, 1 Tribute of two


@production(
    "summoning",
    "summoning3_one_tribute_either",
    "you can Tribute Summon this card in Attack Position by Tributing {a:desc} or {b:desc}",
)
def _one_tribute_either(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> None:
    """1 monster matching either description ("1 WATER Attribute Warrior Type monster or 1
    Fairy Type monster"): the `one_tribute` procedure with both in its filter."""
    card = _monster(draft)
    if card.extra_deck or (card.level or 0) < 7:
        raise NoMatch("only a Level 7 or higher monster needs more than 1 Tribute")
    filters = []
    for d in (a, b):
        if d.get("count") != 1 or any(d.get(k) for k in (*_UNCOUNTED, "other", "position")):
            raise NoMatch("1 Tribute")
        if d.get("face") or ("names" not in d and d.get("noun") not in ("monster", "Monster")):
            raise NoMatch("a Tribute is a monster")
        filters.append(to_filter(d) or {})
    if all(set(f) == {"ids"} for f in filters):
        chosen: dict[str, Any] = {"ids": [i for f in filters for i in f["ids"]]}
    else:
        chosen = {"any_of": filters}
    _procedure(draft, {"rule": "one_tribute", "zone": "hand", "filter": chosen})
