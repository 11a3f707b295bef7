"""Requirements, third part: a requirement met one of several ways, the player's choice ("Send
1 card from your hand to the GY, or reveal ...", "Send this face-up card from your field or the
top card of your Deck to the GY", "Shuffle 1 Ritual Monster or 3 Zombie Type monsters from your
GY into the Deck", "... and/or send ..."). Each way is a condition, a cost or both: the effect's
`alternatives` (`language.py`), of which the activation names one and pays it.

A way's words are read as a whole cost (or condition) is: "send A or B to the GY" reads "send A
to the GY" and "send B to the GY" with every production of the category `op` (the slots
`requirements3_gy`, ...), so a way reads what a cost of its own would.
"""

from __future__ import annotations

import copy
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import (
    BY_NAME,
    SLOTS,
    Parse,
    Slot,
    build,
    from_json,
    production,
    read,
    read_each,
    render,
)
from validator.engine.effects.text.names import NoMatch

Way = dict[str, Any]
Ways = list[Way]
Steps = list[dict[str, Any]]

# ---------------------------------------------------------- the words of one way, read whole
# A slot reading the words of one way inside a shared frame ("send {A} or {B} to the GY"):
# the frame is filled with them and read by the category `op`; its value is that parse, and it
# renders back the words it read.


_FRAMES: dict[str, tuple[str, str]] = {}


def _framed(kind: str, before: str, after: str) -> None:
    def read_way(text: str) -> Parse:
        return read("op", f"{before}{text}{after}")

    def render_way(value: Any) -> str:
        words = _words(value)
        if not (words.startswith(before) and words.endswith(after)):
            raise NoMatch(words)
        return words[len(before) : len(words) - len(after)]

    SLOTS[kind] = Slot(read_way, render_way)
    _FRAMES[kind] = (before, after)


def _words(value: Any) -> str:
    return render(value if isinstance(value, Parse) else from_json(value), first=False)


_framed("requirements3_gy", "send ", " to the GY")
_framed("requirements3_deck", "shuffle ", " into the Deck")
_framed("requirements3_owners_deck", "shuffle ", " into the owner's Deck")
_framed("requirements3_gy_to_deck", "shuffle ", " from your GY into the Deck")
_framed("requirements3_field_to_gy", "send ", " from your field to the GY")
_framed("requirements3_hand_to_gy", "send ", " from your hand to the GY")


def _costs(draft: Draft, parse: Parse) -> Way:
    """A way that pays: its steps (picks made as any cost's), with the conditions its words
    add (a cost paid only by a card in Attack Position, ...) kept to this way."""
    before = list(draft.condition)
    cost = list(draft.cost)
    steps = build(parse, draft)
    if draft.cost != cost:
        raise NoMatch("a way that pays into the effect's own cost")
    added = draft.condition[len(before) :]
    del draft.condition[len(before) :]
    way: Way = {"cost": steps}
    if added:
        way["condition"] = added
    return way


def _ways(draft: Draft, *ways: Way) -> Ways:
    # "That monster" after the requirement names no one way's choice.
    draft.last_pick = None
    return list(ways)


# ------------------------------------------------------------------- ways in a shared frame
# "Send A or B to the GY" is two ways only when no operation reads and builds it whole: "1 "A"
# or "B" from your GY" is one card of either name, one pick.


def _two(name: str, kind: str, template: str) -> None:
    before, after = _FRAMES[kind]

    @production("requirements3_either", name, template)
    def _either(draft: Draft, a: Parse, b: Parse) -> Ways:
        whole = f"{before}{SLOTS[kind].render(a)} or {SLOTS[kind].render(b)}{after}"
        for parse in read_each("op", whole):
            try:
                build(parse, copy.deepcopy(draft, {id(draft.card): draft.card}))
            except NoMatch:
                continue
            raise NoMatch("one operation reads it whole")
        return _ways(draft, _costs(draft, a), _costs(draft, b))


_two(
    "requirements3_send_either",
    "requirements3_gy",
    "send {a:requirements3_gy} or {b:requirements3_gy} to the GY",
)
_two(
    "requirements3_send_either_from_field",
    "requirements3_field_to_gy",
    "send {a:requirements3_field_to_gy} or {b:requirements3_field_to_gy} from your field to the GY",
)
_two(
    "requirements3_send_either_from_hand",
    "requirements3_hand_to_gy",
    "send {a:requirements3_hand_to_gy} or {b:requirements3_hand_to_gy} from your hand to the GY",
)
_two(
    "requirements3_shuffle_either",
    "requirements3_deck",
    "shuffle {a:requirements3_deck} or {b:requirements3_deck} into the Deck",
)
_two(
    "requirements3_shuffle_either_owners",
    "requirements3_owners_deck",
    "shuffle {a:requirements3_owners_deck} or {b:requirements3_owners_deck} into the owner's Deck",
)
_two(
    "requirements3_shuffle_either_from_gy",
    "requirements3_gy_to_deck",
    "shuffle {a:requirements3_gy_to_deck} or {b:requirements3_gy_to_deck} from your GY into the "
    "Deck",
)

# --------------------------------------------------------------- ways said whole, one by one


def _plain_cost(s: Parse) -> bool:
    """A cost paid whole (not "if ..., ..." inside it)."""
    return s.production != "if"


@production("requirements3_way", "requirements3_way_steps", "{s:steps}", accepts=_plain_cost)
def _way_steps(draft: Draft, s: Parse) -> Way:
    return _costs(draft, s)


@production("requirements3_way", "requirements3_way_pays", "{s:costs_pay}")
def _way_pays(draft: Draft, s: Parse) -> Way:
    return _costs(draft, s)


@production("requirements3_way", "requirements3_way_if", "if {c:cond}")
def _way_if(draft: Draft, c: Parse) -> Way:
    """A way that pays nothing: the requirement is met while the condition holds."""
    return {"condition": build(c, draft)}


@production(
    "requirements3_either",
    "requirements3_either_ways",
    "{a:requirements3_way}, or {b:requirements3_way}",
    "{a:requirements3_way} or {b:requirements3_way}",
    "either {a:requirements3_way} or {b:requirements3_way}",
)
def _either_ways(draft: Draft, a: Parse, b: Parse) -> Ways:
    if a.production == b.production == "requirements3_way_if":
        raise NoMatch("two conditions: a condition of alternatives")
    return _ways(draft, build(a, draft), build(b, draft))


@production(
    "requirements3_either",
    "requirements3_have_or_pay",
    "{c:condition} and/or {s:requirements3_way}",
)
def _have_or_pay(draft: Draft, c: Parse, s: Parse) -> Ways:
    """ "You have A on your field and/or send B ...": either is enough (the Japanese text
    says "send B, or if you have A")."""
    if s.production == "requirements3_way_if":
        raise NoMatch("a condition on either side")
    return _ways(draft, {"condition": build(c, draft)}, build(s, draft))


# ------------------------------------------------------------------------- the clause itself


def _met_either(draft: Draft, ways: Ways) -> None:
    if draft.alternatives:
        raise NoMatch("a second requirement of alternatives")
    if draft.kind not in ("spell", "ignition", "trap"):
        raise NoMatch("only a Spell, a Trap or an ignition effect meets it one of several ways")
    draft.alternatives = ways


@production("requirement", "requirements3_either_requirement", "{x:requirements3_either}")
def _either_requirement(draft: Draft, x: Parse) -> None:
    _met_either(draft, build(x, draft))


@production(
    "requirement",
    "requirements3_if_either",
    "if {c:cond}, {x:requirements3_either}",
)
def _if_either(draft: Draft, c: Parse, x: Parse) -> None:
    draft.condition += build(c, draft)
    _met_either(draft, build(x, draft))


@production(
    "timing",
    "requirements3_when_either",
    "when {e:event}, {x:requirements3_either}",
)
def _when_either(draft: Draft, e: Parse, x: Parse) -> None:
    BY_NAME["trap_when"].build(draft, e=e)
    _met_either(draft, build(x, draft))


@production(
    "timing",
    "requirements3_when_while_either",
    "when {e:event} while {c:cond}, {x:requirements3_either}",
)
def _when_while_either(draft: Draft, e: Parse, c: Parse, x: Parse) -> None:
    BY_NAME["trap_when_while"].build(draft, e=e, c=c)
    _met_either(draft, build(x, draft))


@production("requirement", "requirements3_cond_either", "{c:cond}, {x:requirements3_either}")
def _cond_either(draft: Draft, c: Parse, x: Parse) -> None:
    """ "During a turn you have not activated "A", place 1 card ... on the top or bottom of
    the Deck"."""
    _if_either(draft, c, x)


# ------------------------------------------------------------------- the top or the bottom
# "Place 1 card ... on either the top or bottom of the Deck": the player chooses where as the
# requirement is met, a way each (the card chosen alike).


def _one_card(t: dict[str, Any]) -> bool:
    desc = t.get("desc", {})
    if "desc" not in t or desc.get("all") or desc.get("upto") or desc.get("andor"):
        return False
    return desc.get("count") == 1 and not desc.get("article")


@production(
    "requirements3_either",
    "requirements3_top_or_bottom",
    "place {t:target} on either the top or bottom of the Deck",
    "place {t:target} on the top or bottom of the Deck",
    "place {t:target} on either the top or bottom of the owner's Deck",
    "place {t:target} on the top or bottom of the owner's Deck",
    "place {t:target} on either the top or bottom of your Deck",
    "place {t:target} on the top or bottom of your Deck",
    accepts=lambda t: _one_card(t),
)
def _top_or_bottom(draft: Draft, t: dict[str, Any]) -> Ways:
    target = draft.target(t)
    places = ("top", "bottom")
    return _ways(
        draft, *({"cost": [{"op": "to_deck", "target": target, "place": p}]} for p in places)
    )


# ---------------------------------------------------------------- a cost's cards in any order
# "Place 1 "A", 1 "B", and 1 "C" from your GY on the bottom of your Deck in any order": one card
# of each description (one pick, `one_each`), their order chosen as the effect resolves.


def _read_each(text: str) -> list[dict[str, Any]]:
    """ "1 A and 1 B", "1 A, 1 B, and 1 C": one card of each description."""
    if ", and " in text:
        head, last = text.rsplit(", and ", 1)
        parts = [*head.split(", "), last]
        if len(parts) < 3:
            raise NoMatch(text)
    else:
        parts = text.split(" and ")
        if len(parts) != 2:
            raise NoMatch(text)
    descs = [read_desc(part) for part in parts]
    for desc in descs:
        if desc.get("count") != 1 or set(desc) & {"article", "all", "upto", "andor", "other"}:
            raise NoMatch(text)
    return descs


def _render_each(descs: list[dict[str, Any]]) -> str:
    words = [render_desc(d) for d in descs]
    if len(words) == 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + ", and " + words[-1]


SLOTS["requirements3_each"] = Slot(_read_each, _render_each)

_ENDS = {
    "on the bottom of your Deck": "bottom",
    "on the bottom of the Deck": "bottom",
    "on the bottom of the owner's Deck": "bottom",
    "on top of your Deck": "top",
    "on top of the Deck": "top",
    "on the top of your Deck": "top",
    "on the top of the Deck": "top",
}


def _read_end(text: str) -> str:
    if text not in _ENDS:
        raise NoMatch(text)
    return text


SLOTS["requirements3_end"] = Slot(_read_end, str)


def _in_any_order(k: int, end: str) -> Steps:
    return [{"op": "to_deck", "target": {"pick": k}, "place": _ENDS[end], "order": "any"}]


@production(
    "costs_pay",
    "requirements3_each_in_any_order",
    "place {each:requirements3_each} from your GY {e:requirements3_end} in any order",
)
def _each_in_any_order(draft: Draft, each: list[dict[str, Any]], e: str) -> Steps:
    return _in_any_order(each_pick(draft, each, "own_gy"), e)


def each_pick(draft: Draft, each: list[dict[str, Any]], source: str) -> int:
    """The pick of one card of each description ("1 A and 1 B") from a source: its index."""
    filters = []
    for desc in each:
        chosen = zone_filter({k: v for k, v in desc.items() if k != "count"}, source)
        if not chosen:
            raise NoMatch("any card")
        filters.append(chosen)
    n = len(filters)
    draft.picks.append(
        {
            "from": source,
            "n": n,
            "upto": True,
            "min": n,
            "filter": {"any_of": filters},
            "one_each": True,
        }
    )
    draft.last_pick = len(draft.picks) - 1
    return draft.last_pick


@production(
    "costs_pay",
    "requirements3_different_in_any_order",
    "place {d:desc} with different {f:costs_facts} from your GY {e:requirements3_end} in any order",
    accepts=lambda d, f, e: (
        d.get("count", 0) >= 2 and not set(d) & {"article", "all", "upto", "andor"}
    ),
)
def _different_in_any_order(draft: Draft, d: dict[str, Any], f: str, e: str) -> Steps:
    """Cards that differ in a fact ("with different names"), in the order chosen."""
    k = draft.pick("own_gy", d)
    draft.picks[k]["distinct"] = f
    return _in_any_order(k, e)


@production("timing", "requirements3_when_pays", "when {e:event}, {s:costs_pay}")
def _when_pays(draft: Draft, e: Parse, s: Parse) -> None:
    """A Trap's timing, then what only a requirement pays."""
    BY_NAME["trap_when"].build(draft, e=e)
    draft.cost += build(s, draft)
