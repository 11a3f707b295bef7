"""Requirement leftovers: two conditions before a cost ("During the turn ..., if ..., COST"),
"the only monsters in your GY are ..." conditions, reveal costs, the opponent's hand size,
"no other monsters and ... in your GY", and this card's battle position changed as a cost."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft, source_of
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
    if desc.get("noun") not in ("monster", "Monster") or not desc.get("plural"):
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


for _name, _whose, _side in (("field", "your", "own"), ("opp_field", "your opponent's", "opp")):

    @production(
        "condition",
        f"costs_only_{_name}",
        f"the only face-up monsters on {_whose} field are {{o:costs_only}}",
        accepts=lambda o: _uncounted(o),
    )
    def _only_field(draft: Draft, o: dict[str, Any], _s: str = _side) -> Conds:
        return _only(f"{_s}_faceup", o)


# ---------------------------------------------------------------- what only a cost pays
# `costs_pay`: the steps only a requirement pays (revealing cards, ...), alone or before other
# steps; read only at the top of a requirement, so an effect sentence never meets them.


@production("requirement", "costs_pays", "{s:costs_pay}")
def _pay(draft: Draft, s: Parse) -> None:
    draft.cost += build(s, draft)


@production("requirement", "costs_if_pay", "if {c:cond}, {s:costs_pay}", "{c:cond}, {s:costs_pay}")
def _if_pay(draft: Draft, c: Parse, s: Parse) -> None:
    draft.condition += build(c, draft)
    draft.cost += build(s, draft)


@production("requirement", "costs_cond_if_pay", "{a:cond}, if {b:cond}, {s:costs_pay}")
def _cond_if_pay(draft: Draft, a: Parse, b: Parse, s: Parse) -> None:
    draft.condition += build(a, draft) + build(b, draft)
    draft.cost += build(s, draft)


@production(
    "costs_pay", "costs_pay_and", "{a:costs_pay}, and {b:steps}", "{a:costs_pay} and {b:steps}"
)
def _pay_and(draft: Draft, a: Parse, b: Parse) -> Steps:
    return build(a, draft) + build(b, draft)


# --------------------------------------------------------------------------- reveal costs
# Revealing shows cards to the opponent: they stay where they are. A requirement that reveals
# cards of the hand (or the Extra Deck) needs them there, and the effect may name them ("the
# monster revealed to meet the requirement").


def _shown(t: dict[str, Any]) -> bool:
    """Cards of your hand or Extra Deck, some of them (not all, not a card named before)."""
    place = t.get("place")
    if place is None or place["side"] != "own" or place["zone"] not in ("hand", "extra"):
        return False
    return not t.get("desc", {}).get("all")


@production(
    "costs_pay",
    "costs_reveal",
    "reveal {t:target}",
    "reveal {t:target} to your opponent",
    accepts=lambda t: _shown(t),
)
def _reveal(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "reveal", "target": draft.target(t)}]


@production(
    "costs_pay",
    "costs_reveal_legend",
    "reveal {n} Legend Card in your hand",
    accepts=lambda n: n == 1,
)
def _reveal_legend(draft: Draft, n: int) -> Steps:
    return _reveal_from_hand(draft, {"legend": True})


def _reveal_from_hand(draft: Draft, chosen: dict[str, Any]) -> Steps:
    """Reveal 1 card of the hand that the filter chooses."""
    draft.picks.append({"from": "own_hand", "filter": chosen})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "reveal", "target": {"pick": draft.last_pick}}]


@production(
    "costs_pay", "costs_reveal_name_or_legend", "reveal 1 {a:name} or 1 Legend Card in your hand"
)
def _reveal_name_or_legend(draft: Draft, a: int) -> Steps:
    return _reveal_from_hand(draft, {"any_of": [{"ids": [a]}, {"legend": True}]})


@production(
    "costs_pay",
    "costs_reveal_names",
    "reveal {d:desc} with different names from your Extra Deck to your opponent",
    accepts=lambda d: bool(d.get("upto")) and bool(d.get("plural")),
)
def _reveal_names(draft: Draft, d: dict[str, Any]) -> Steps:
    index = draft.pick("own_extra", d)
    draft.picks[index]["distinct"] = "name"
    return [{"op": "reveal", "target": {"pick": index}}]


# ------------------------------------------------------------------- the opponent's hand


def _opp_hand(least: int = 0, most: int | None = None) -> Conds:
    made: dict[str, Any] = {"cond": "opp_hand"}
    if least:
        made["min"] = least
    if most is not None:
        made["max"] = most
    return [made]


@production(
    "condition",
    "costs_opp_hand_max",
    "your opponent has {n} cards or less in their hand",
    "your opponent has {n} or less cards in their hand",
    "your opponent has {n} card or less in their hand",
    "your opponent has {n} or less card in their hand",
)
def _opp_hand_max(draft: Draft, n: int) -> Conds:
    return _opp_hand(most=n)


@production(
    "condition",
    "costs_opp_hand_min",
    "your opponent has {n} or more cards in their hand",
    "your opponent has {n} or more card in their hand",
)
def _opp_hand_min(draft: Draft, n: int) -> Conds:
    return _opp_hand(least=n)


@production("condition", "costs_opp_hand_none", "your opponent has no cards in their hand")
def _opp_hand_none(draft: Draft) -> Conds:
    return _opp_hand(most=0)


@production("condition", "costs_opp_hand_some", "your opponent has cards in their hand")
def _opp_hand_some(draft: Draft) -> Conds:
    return _opp_hand(least=1)


# ------------------------------------------------- no other monsters, and cards in the GY

_NO_OTHER = {"cond": "not", "condition": {"cond": "has", "from": "own_monsters", "other": True}}


def _in_gy(desc: dict[str, Any]) -> dict[str, Any]:
    made: dict[str, Any] = {"cond": "has", "from": "own_gy"}
    chosen = to_filter(desc)
    if chosen:
        made["filter"] = chosen
    return made


def _some(d: dict[str, Any]) -> bool:
    """One card, or some ("a Dragon Type monster", "NAME", "Normal Monsters"): no bare count."""
    if d.get("all") or d.get("upto") or d.get("other"):
        return False
    return "count" not in d or d.get("article") is not None


@production(
    "condition",
    "costs_alone_and_gy",
    "you have no other monsters on your field and have {d:desc} in your GY",
    accepts=lambda d: _some(d),
)
def _alone_and_gy(draft: Draft, d: dict[str, Any]) -> Conds:
    return [_NO_OTHER, _in_gy(d)]


@production(
    "condition",
    "costs_alone_and_gy_min",
    "you have no other monsters on your field and have {n} or more {d:desc} in your GY",
    accepts=lambda n, d: "count" not in d and not d.get("all") and bool(d.get("plural")),
)
def _alone_and_gy_min(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    return [_NO_OTHER, {**_in_gy(d), "min": n}]


@production(
    "condition",
    "costs_alone_and_gy_both",
    "you have no other monsters on your field and have {a:name} and {b:name} in your GY",
)
def _alone_and_gy_both(draft: Draft, a: int, b: int) -> Conds:
    return [_NO_OTHER, _in_gy({"names": [a]}), _in_gy({"names": [b]})]


# ------------------------------------------------------------ this card's battle position


@production(
    "costs_pay",
    "costs_self_change_position",
    "change this card's battle position",
    "change this card's battle position (Attack Position becomes face-up Defense Position, "
    "Defense Position becomes face-up Attack Position)",
    "change the battle position of this card",
    "change the battle position of this card (Attack Position to face-up Defense Position, "
    "Defense Position to face-up Attack Position)",
    "change its battle position (Attack Position becomes face-up Defense Position, "
    "Defense Position becomes face-up Attack Position)",
)
def _self_change_position(draft: Draft) -> Steps:
    if draft.picks:
        raise NoMatch("'its' names an earlier choice")
    return [{"op": "change_position", "target": "self"}]


@production(
    "condition",
    "costs_deck_and_alone",
    "you have {n} or more cards in your Deck and no other monsters on your field",
)
def _deck_and_alone(draft: Draft, n: int) -> Conds:
    return [{"cond": "deck_min", "count": n}, _NO_OTHER]


_NO_EXTRA = {"cond": "not", "condition": {"cond": "has", "from": "own_extra"}}


@production("condition", "costs_no_extra", "you have no cards in your Extra Deck")
def _no_extra(draft: Draft) -> Conds:
    return [_NO_EXTRA]


@production(
    "condition",
    "costs_no_extra_and_alone",
    "you have no cards in your Extra Deck and no other monsters on your field",
)
def _no_extra_and_alone(draft: Draft) -> Conds:
    return [_NO_EXTRA, _NO_OTHER]


@production(
    "cond", "costs_cond_normal_turn", "{c:condition} the turn you Normal Summoned this card"
)
def _cond_normal_turn(draft: Draft, c: Parse) -> Conds:
    return [*build(c, draft), {"cond": "summoned", "how": "normal"}]


# ---------------------------------------------------------------- from the hand or field


def _hand_or_field(d: dict[str, Any]) -> bool:
    """Some cards that may be in the hand or on the field (no position, not all)."""
    if d.get("all") or d.get("face") or d.get("position") or d.get("article"):
        return False
    return d.get("noun") in ("card", "monster")


@production(
    "op",
    "costs_send_hand_field",
    "send {d:desc} from your hand or field to the GY",
    accepts=lambda d: _hand_or_field(d),
)
def _send_hand_field(draft: Draft, d: dict[str, Any]) -> Steps:
    return [{"op": "send", "target": {"pick": draft.pick("own_hand_field", d)}}]


# ------------------------------------------------------- the same or different Types, ...

_FACT = {"Attribute": "attribute", "Type": "race", "Level": "level", "name": "name"}
_FACTS = {f"{word}s": fact for word, fact in _FACT.items()}


def _fact_slot(words: dict[str, str]) -> Slot:
    def read(text: str) -> str:
        if text not in words:
            raise NoMatch(text)
        return words[text]

    return Slot(read, lambda fact: {v: k for k, v in words.items()}[fact])


SLOTS["costs_fact"] = _fact_slot(_FACT)
SLOTS["costs_facts"] = _fact_slot(_FACTS)


def _plural_kind(d: dict[str, Any]) -> bool:
    """Some cards of a kind ("face-up monsters", "Normal Monsters"): no count said in it."""
    return bool(d.get("plural")) and _plain(d)


def _plain(d: dict[str, Any]) -> bool:
    return "count" not in d and not d.get("all") and not d.get("other")


def _counted(counter: str, fact: str, d: dict[str, Any], place: dict[str, str], n: int) -> Conds:
    made: dict[str, Any] = {"counter": counter, "fact": fact, "from": source_of(d, place)}
    chosen = to_filter(d)
    if chosen:
        made["filter"] = chosen
    return [{"cond": "count", "count": made, "min": n}]


_FIELD = {"prep": "on", "side": "own", "zone": "field"}
_GY = {"prep": "in", "side": "own", "zone": "gy"}


_COUNTS = (
    (
        "costs_same_field",
        "you have {n} or more {d:desc} with the same {f:costs_fact} on your field",
        "same",
        _FIELD,
    ),
    (
        "costs_same_gy",
        "you have {n} or more {d:desc} with the same {f:costs_fact} in your GY",
        "same",
        _GY,
    ),
    (
        "costs_different_gy",
        "you have {n} or more {d:desc} with different {f:costs_facts} in your GY",
        "distinct",
        _GY,
    ),
    (
        "costs_of_different_gy",
        "you have {d:desc} of at least {n} different {f:costs_facts} in your GY",
        "distinct",
        _GY,
    ),
)
"""The conditions that count cards of a kind by a fact they share or tell apart: each one's
name, words, counter and place."""

for _name, _words, _counter, _place in _COUNTS:

    @production("condition", _name, _words, accepts=lambda n, d, f: _plural_kind(d) and n >= 2)
    def _count_fact(
        draft: Draft,
        n: int,
        d: dict[str, Any],
        f: str,
        _c: str = _counter,
        _p: dict[str, str] = _place,
    ) -> Conds:
        return _counted(_c, f, d, _p, n)


@production(
    "condition",
    "costs_same_among",
    "{n} or more monsters with the same {f:costs_fact} are among all the face-up monsters on "
    "the field",
    accepts=lambda n, f: n >= 2,
)
def _same_among(draft: Draft, n: int, f: str) -> Conds:
    whole = {"prep": "on", "side": "all", "zone": "field"}
    return _counted("same", f, {"face": "face-up", "noun": "monster", "plural": True}, whole, n)


def _picked_apart(d: dict[str, Any]) -> bool:
    """A count of cards that differ ("2 monsters with different Types"): a bare count."""
    return "count" in d and not d.get("article") and not d.get("upto") and d["count"] >= 2


@production(
    "op",
    "costs_shuffle_different",
    "shuffle {d:desc} with different {f:costs_facts} from your GY into the Deck",
    "shuffle {d:desc} and different {f:costs_facts} from your GY into the Deck",
    accepts=lambda d, f: _picked_apart(d),
)
def _shuffle_different(draft: Draft, d: dict[str, Any], f: str) -> Steps:
    index = draft.pick("own_gy", d)
    draft.picks[index]["distinct"] = f
    return [{"op": "to_deck", "target": {"pick": index}}]
