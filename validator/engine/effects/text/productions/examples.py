"""The clauses of the bundled example decks: cards with an effect that requires a die roll
("1 LIGHT Attribute monster with an effect that requires a die roll"), "Also, ...", draws equal
to a result, the battle position change spelled out, a monster placed on top of its owner's
Deck.

"With an effect that requires a die roll" follows a description: the cards whose text rolls a
six-sided die (`card_data/dice.json`, worked out from the pool's text; the filter key `dice`).
The slot `examples_die` reads a description with those words after it.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.conditions import _has
from validator.engine.effects.text.productions.summons import _one_of

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]

_DIE = " with an effect that requires a die roll"


def _read_die(text: str) -> dict[str, Any]:
    if not text.endswith(_DIE):
        raise NoMatch(text)
    desc = read_desc(text[: -len(_DIE)])
    if any(k in desc for k in ("stat_value", "highest", "except", "names")):
        raise NoMatch("words after the noun before 'with an effect'")
    return desc


SLOTS["examples_die"] = Slot(_read_die, lambda d: render_desc(d) + _DIE)


def _die_filter(desc: dict[str, Any]) -> dict[str, Any]:
    """The filter of a description of cards with an effect that requires a die roll."""
    return {**(to_filter(desc) or {}), "dice": True}


def _die_pick(draft: Draft, desc: dict[str, Any], source: str) -> dict[str, Any]:
    """A target choosing cards with an effect that requires a die roll from a source."""
    target = draft.target_at(desc, source)
    if "all" in target:
        target["all"]["filter"] = _die_filter(desc)
    else:
        draft.picks[target["pick"]]["filter"] = _die_filter(desc)
    return target


def _at(zone: str, side: str = "own", prep: str = "from") -> dict[str, str]:
    return {"prep": prep, "side": side, "zone": zone}


# ------------------------------------------------------------------ "Also, ..." and draws


@production("steps", "examples_also", "also, {s:steps}")
def _also(draft: Draft, s: Parse) -> Steps:
    """A further part of the effect, applied with the rest ("さらに")."""
    return build(s, draft)


@production("op", "examples_draw_equal", "draw cards equal to {a:amount}")
def _draw_equal(draft: Draft, a: Parse) -> Steps:
    amount = build(a, draft)
    if isinstance(amount, int):
        raise NoMatch("a number of cards is 'draw N cards'")
    return [{"op": "draw", "count": amount}]


@production(
    "op",
    "examples_change_position_spelled",
    "change the battle position of {t:target} (Attack Position becomes face-up Defense "
    "Position, Defense Position becomes face-up Attack Position)",
)
def _change_position(draft: Draft, t: dict[str, Any]) -> Steps:
    """The battle position change, its result spelled out: a face-down monster is flipped into
    face-up Attack Position, as `change_position` does."""
    return [{"op": "change_position", "target": draft.target(t)}]


@production("op", "examples_owner_deck_top", "place {t:target} on the top of the owner's Deck")
def _owner_deck_top(draft: Draft, t: dict[str, Any]) -> Steps:
    if "place" not in t or t["place"]["zone"] != "field":
        raise NoMatch("a card from the field")
    return [{"op": "to_deck", "target": draft.target(t), "place": "top"}]


# ----------------------------------------------------------------------- dice descriptions


def _one_or_any(d: dict[str, Any]) -> bool:
    bare = "count" in d and d.get("article") is None
    return not bare and not d.get("all") and not d.get("upto")


@production(
    "condition", "examples_has_die", "you have {d:examples_die} on your field", accepts=_one_or_any
)
def _has_die(draft: Draft, d: dict[str, Any]) -> Conds:
    made = _has(d, _at("field", prep="on"))
    made[0]["filter"] = _die_filter(d)
    return made


@production(
    "condition",
    "examples_deck_and_faceup",
    "you have {n} or more cards in your Deck and {d:desc} face-up on your field",
    accepts=lambda n, d: _one_or_any(d) and "face" not in d,
)
def _deck_and_faceup(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    return [{"cond": "deck_min", "count": n}, *_has({**d, "face": "face-up"}, _at("field"))]


@production("op", "examples_send_die", "send {d:examples_die} from your hand to the GY")
def _send_die(draft: Draft, d: dict[str, Any]) -> Steps:
    return [{"op": "send", "target": _die_pick(draft, d, "own_hand")}]


@production("op", "examples_add_die", "add {d:examples_die} from your GY to your hand")
def _add_die(draft: Draft, d: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _die_pick(draft, d, "own_gy")}]


def _either(draft: Draft, a: dict[str, Any], d: dict[str, Any], source: str) -> dict[str, Any]:
    """One card: the one described by `a`, or one with an effect that requires a die roll."""
    for desc in (a, d):
        if desc.get("count") != 1 or set(desc) & {"article", "all", "upto", "plural", "other"}:
            raise NoMatch("one card of each description")
    first = to_filter(a) or {}
    draft.picks.append({"from": source, "filter": {"any_of": [first, _die_filter(d)]}})
    draft.last_pick = len(draft.picks) - 1
    return {"pick": draft.last_pick}


@production(
    "op",
    "examples_summon_either_die",
    "Special Summon {a:desc} or {d:examples_die} from your GY face-up to your field",
)
def _summon_either(draft: Draft, a: dict[str, Any], d: dict[str, Any]) -> Steps:
    source = source_of(a, _at("gy"))
    return [{"op": "special_summon", "target": _either(draft, a, d, source), "position": "faceup"}]


@production(
    "op",
    "examples_add_excavated_either_die",
    "add 1 excavated {a:desc} or {d:examples_die} to your hand",
)
def _add_excavated_either(draft: Draft, a: dict[str, Any], d: dict[str, Any]) -> Steps:
    if "count" in a or "names" not in a:
        raise NoMatch("1 excavated name")
    return [{"op": "to_hand", "target": _either(draft, {**a, "count": 1}, d, "own_excavated")}]


@production(
    "sentence",
    "examples_if_sent_die",
    "then, if you sent {d:examples_die} to the GY by this effect, {s:steps}",
)
def _if_sent_die(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    steps = draft.after_last(frozenset({"send", "mill", "self_to_gy"}))
    condition = _one_of(d)
    condition["filter"] = _die_filter(d)
    steps.append({"op": "if", "condition": [condition], "then": draft.about_moved(s)})
