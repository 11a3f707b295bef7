"""Requirement and timing leftovers: "Activate this card if ...", cards face-up on either
field ("A face-up Field Spell Card is on the field"), named cards you have face-up ("You have
"A" and "B" face-up on your field", "... "A" or a Level 7 monster ..."), the opponent's LP "at
least N higher than yours", a card sent from the hand "except "A"", a cost joined with "and pay
N LP"; and looking at face-down cards.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]

_EITHER_FIELD = {"prep": "on", "side": "all", "zone": "field"}


# ------------------------------------------------------------------ "Activate this card if"


@production("requirement", "leftovers_activate_if", "Activate this card if {c:cond}")
def _activate_if(draft: Draft, c: Parse) -> None:
    """A Spell's condition said of the card itself (a Field Spell's too: it is activated only
    while the condition holds)."""
    if draft.kind not in ("spell", "field", "equip"):
        raise NoMatch("'this card' activated is a Spell")
    draft.condition += build(c, draft)


# ------------------------------------------------------------- face-up on either field


def _one_card(d: dict[str, Any]) -> bool:
    """One card, said with "a"/"an" or by name alone: no count, "all", "up to" or "other"."""
    if d.get("all") or d.get("upto") or d.get("other") or d.get("plural"):
        return False
    return "count" not in d or d.get("article") is not None


def _has_faceup(d: dict[str, Any], side: str) -> dict[str, Any]:
    """A face-up card as described on a field: a named card may be a monster or a Spell/Trap
    (a Field Spell in the Field Zone included)."""
    if d.get("noun") is None and not d.get("position"):
        source = f"{side}_faceup_cards"
    else:
        source = source_of(d, {"prep": "on", "side": side, "zone": "field"})
    made: dict[str, Any] = {"cond": "has", "from": source}
    chosen = to_filter({k: v for k, v in d.items() if k not in ("face", "count", "article")})
    if chosen:
        made["filter"] = chosen
    return made


@production(
    "condition",
    "leftovers_faceup_on_field",
    "{d:desc} is on the field",
    accepts=lambda d: _one_card(d) and d.get("face") == "face-up" and not d.get("position"),
)
def _faceup_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    return [_has_faceup(d, "all")]


@production(
    "condition",
    "leftovers_name_faceup_on_field",
    "{d:desc} is face-up on the field",
    accepts=lambda d: set(d) == {"names"} and len(d["names"]) == 1,
)
def _name_faceup_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    return [_has_faceup({**d, "face": "face-up"}, "all")]


@production(
    "condition",
    "leftovers_two_names_faceup",
    "you have {a:name} and {b:name} face-up on your field",
)
def _two_names_faceup(draft: Draft, a: int, b: int) -> Conds:
    return [_has_faceup({"names": [a]}, "own"), _has_faceup({"names": [b]}, "own")]


def _name_or(a: int, d: dict[str, Any], at: str) -> Conds:
    """ "you have "A" or a DESC ...": either card will do."""
    if "count" in d and d.get("article") is None:
        raise NoMatch("a count beside a name")
    if at == "field":
        either = [_has_faceup({"names": [a]}, "own"), _has_faceup({**d, "face": "face-up"}, "own")]
    else:
        place = {"prep": "in", "side": "own", "zone": "gy"}
        either = []
        for desc in ({"names": [a]}, d):
            made: dict[str, Any] = {"cond": "has", "from": source_of(desc, place)}
            chosen = to_filter({k: v for k, v in desc.items() if k not in ("count", "article")})
            if chosen:
                made["filter"] = chosen
            either.append(made)
    return [{"cond": "any", "conditions": either}]


def _other_one(d: dict[str, Any]) -> bool:
    return _one_card(d) and not d.get("face") and not d.get("position") and "names" not in d


for _key, _zone, _where in (
    ("faceup", "field", "face-up on your field"),
    ("gy", "gy", "in your GY"),
):
    for _order, _words in (
        ("name_or_desc", "{a:name} or {d:desc}"),
        ("desc_or_name", "{d:desc} or {a:name}"),
    ):

        @production(
            "condition",
            f"leftovers_{_order}_{_key}",
            f"you have {_words} {_where}",
            accepts=lambda a, d: _other_one(d),
        )
        def _name_or_at(draft: Draft, a: int, d: dict[str, Any], _z: str = _zone) -> Conds:
            return _name_or(a, d, _z)


# ------------------------------------------------------------------------------------ LP


@production(
    "condition",
    "leftovers_opp_lp_higher_by",
    "your opponent's LP are at least {n} higher than yours",
    "their LP are at least {n} higher than yours",
)
def _opp_lp_higher_by(draft: Draft, n: int) -> Conds:
    return [{"cond": "lp_lower", "by": n}]


# ------------------------------------------------------------------------------- costs


@production(
    "op",
    "leftovers_send_except",
    "send {t:target} to the GY, except {x:name}",
    accepts=lambda t, x: "desc" in t and "except" not in t["desc"] and not t["desc"].get("all"),
)
def _send_except(draft: Draft, t: dict[str, Any], x: int) -> Steps:
    """ "Send 1 card from your hand to the GY, except "A"": any card but one named A."""
    target = {**t, "desc": {**t["desc"], "except": x}}
    return [{"op": "send", "target": draft.target(target)}]


@production("steps", "leftovers_and_pay", "{o:op}, and pay {n} LP")
def _and_pay(draft: Draft, o: Parse, n: int) -> Steps:
    """A requirement of two costs: both are paid."""
    if draft.category != "requirement":
        raise NoMatch("two costs are a requirement's")
    return [*build(o, draft), {"op": "pay_lp", "amount": n}]


# ------------------------------------------------------------------------------- look at
# Looking at an opponent's face-down cards chooses them (a pick, or all of them) and shows
# them to you; they stay face-down where they are ("then return it to its original position"
# says as much). The effect may go on with "that card": its facts as printed.

_SZONE = " in your opponent's Spell & Trap Zone"


def _hidden(t: dict[str, Any]) -> bool:
    """Face-down cards on the opponent's field, one or more or all ("up to" too)."""
    d, place = t.get("desc"), t.get("place")
    if d is None or place is None or place != {"prep": "on", "side": "opp", "zone": "field"}:
        return False
    return d.get("face") == "face-down" and not d.get("other")


def _look(draft: Draft, target: Any) -> Steps:
    return [{"op": "look", "target": target}]


@production(
    "op",
    "leftovers_look",
    "look at {t:target}",
    "look at {t:target}, then return it to its original position",
    "look at {t:target}, then return them to their original positions",
    accepts=lambda t: _hidden(t),
)
def _look_at(draft: Draft, t: dict[str, Any]) -> Steps:
    return _look(draft, draft.target(t))


def _szone_set(d: dict[str, Any]) -> bool:
    return d.get("face") == "face-down" and d.get("noun") in ("card", "Spell/Trap")


@production(
    "op",
    "leftovers_look_szone",
    "look at {d:desc}" + _SZONE,
    "look at {d:desc}" + _SZONE + " then return it to its original position",
    "look at {d:desc}" + _SZONE + ", then return it to its original position",
    accepts=lambda d: _szone_set(d) and not d.get("other"),
)
def _look_szone(draft: Draft, d: dict[str, Any]) -> Steps:
    """The Set cards of the Spell & Trap Zones (never the Field Zone)."""
    plain = {k: v for k, v in d.items() if k not in ("face", "noun")}
    return _look(draft, draft.target_at({**plain, "noun": "card"}, "opp_szone_set"))


@production(
    "op",
    "leftovers_look_all_destroy_one",
    "look at {t:target}, and destroy 1 of them",
    accepts=lambda t: _hidden(t) and bool(t["desc"].get("all")),
)
def _look_all_destroy_one(draft: Draft, t: dict[str, Any]) -> Steps:
    """Every face-down card looked at, then one of them chosen and destroyed."""
    looked = draft.target(t)
    one = {k: v for k, v in t["desc"].items() if k not in ("all", "plural")}
    chosen = draft.target_at({**one, "count": 1}, looked["all"]["from"])
    return [*_look(draft, looked), {"op": "destroy", "target": chosen}]


def _that_pick(draft: Draft) -> int:
    if draft.last_pick is None:
        raise NoMatch("'that card' names no card chosen")
    return draft.last_pick


@production(
    "condition",
    "leftovers_that_card_is",
    "that card is {d:desc}",
    "it was {d:desc}",
    "that card was {d:desc}",
    accepts=lambda d: d.get("article") is not None and not d.get("face") and not d.get("position"),
)
def _that_card_is(draft: Draft, d: dict[str, Any]) -> Conds:
    """The card chosen last is as described (its facts as printed: a face-down card's)."""
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    if not chosen:
        raise NoMatch("a card is a card")
    return [{"cond": "picked", "pick": _that_pick(draft), "filter": chosen}]


# --------------------------------------------------------------- what holds at a timing


def _counted_desc(n: int, d: dict[str, Any]) -> bool:
    """ "3 monsters", "1 monster": a plain description with the count said before it."""
    if "count" in d or d.get("all") or d.get("other") or d.get("upto"):
        return False
    return (n == 1) != bool(d.get("plural"))


def _count_has(d: dict[str, Any], side: str, least: int, most: int | None) -> Conds:
    made: dict[str, Any] = {
        "cond": "has",
        "from": source_of(d, {"prep": "on", "side": side, "zone": "field"}),
    }
    chosen = to_filter(d)
    if chosen:
        made["filter"] = chosen
    made["min"] = least
    if most is not None:
        made["max"] = most
    return [made]


def _their_event(draft: Draft) -> None:
    """ "they" of a timing: the opponent whose summon, attack or draw the Trap answers."""
    trigger = draft.trigger
    if draft.category != "timing" or trigger is None or trigger.get("whose") != "opp":
        raise NoMatch("'they' names the opponent of the event answered")


@production(
    "condition",
    "leftovers_they_have_exactly",
    "they have {n} {d:desc} on their field",
    accepts=lambda n, d: _counted_desc(n, d),
)
def _they_have_exactly(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    _their_event(draft)
    return _count_has(d, "opp", n, n)


@production(
    "condition",
    "leftovers_they_have_min",
    "they have {n} or more {d:desc} on their field",
    accepts=lambda n, d: _counted_desc(2, d),
)
def _they_have_min(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    _their_event(draft)
    return _count_has(d, "opp", n, None)


@production(
    "condition",
    "leftovers_you_only_have",
    "you only have {n} {d:desc} on your field",
    accepts=lambda n, d: _counted_desc(n, d),
)
def _you_only_have(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    return _count_has(d, "own", n, n)


@production("condition", "leftovers_hand_min", "you have {n} or more cards in your hand")
def _hand_min(draft: Draft, n: int) -> Conds:
    return [{"cond": "hand_min", "count": n}]


# --------------------------------------------------------------------- damage amounts


@production(
    "op", "leftovers_damage_equal_to_opp", "inflict damage equal to {a:amount} to your opponent"
)
def _damage_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "damage", "amount": build(a, draft)}]


@production(
    "counter",
    "leftovers_opp_hand",
    "the number of cards in their hand",
    "the number of cards in your opponent's hand",
)
def _opp_hand_count(draft: Draft) -> dict[str, Any]:
    return {"counter": "opp_hand"}


_STATS = {"Level": "level", "ATK": "atk", "DEF": "def"}


SLOTS["leftovers_stat"] = one_of(_STATS)


@production(
    "counter",
    "leftovers_stat_on_their_field",
    "the {s:leftovers_stat} of {d:desc} on their field",
    accepts=lambda s, d: d.get("count") == 1 and not d.get("upto") and not d.get("all"),
)
def _stat_on_their_field(draft: Draft, s: str, d: dict[str, Any]) -> dict[str, Any]:
    """A stat of one card chosen on the opponent's field ("their": the opponent's)."""
    target = draft.target_at(d, source_of(d, {"prep": "on", "side": "opp", "zone": "field"}))
    return {"counter": "stat", "stat": _STATS[s], "of": target}
