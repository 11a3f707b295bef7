"""Requirements, second part: what you have said twice after one "you have" ("You have 10 or
more cards in your Deck and another face-up FIRE Attribute monster on your field"), totals of
Levels and ATK, the hand's size, your LP against your opponent's, Types or Attributes counted on
the field, a face-down card in your Spell & Trap Zone, the opponent's GY, and the turn a card
was summoned said in more ways ("The turn you Normal Summoned this card, if ...", "During the
turn ..., or if ...")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import (
    BY_NAME,
    PRODUCTIONS,
    Parse,
    build,
    production,
)
from validator.engine.effects.text.names import NoMatch, card_facts

Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]

# ------------------------------------------------------- what you have, after one "you have"
# "You have A and B": each of A and B is what a condition "you have ..." reads. Every condition
# production declared so far that starts with "you have " gets a twin in the category
# `requirements2_had` reading the rest of its words and building alike.

_YOU_HAVE = "you have "


def _twin(original: str) -> Any:
    made = BY_NAME[original]

    def twin(draft: Draft, **values: Any) -> Conds:
        return made.build(draft, **values)

    return twin


def _twin_accepts(original: str) -> Any:
    made = BY_NAME[original]
    return made.accepts


for _made in list(PRODUCTIONS.get("condition", ())):
    if _made.template.startswith(_YOU_HAVE) and "#" not in _made.name:
        _forms = [
            other.template[len(_YOU_HAVE) :]
            for other in PRODUCTIONS["condition"]
            if other.name.split("#")[0] == _made.name and other.template.startswith(_YOU_HAVE)
        ]
        production(
            "requirements2_had",
            f"requirements2_had:{_made.name}",
            *_forms,
            accepts=_twin_accepts(_made.name),
        )(_twin(_made.name))


def _plain(d: dict[str, Any]) -> bool:
    """Some cards of a kind, no count said ("Normal Monsters", "Normal Monster(s)")."""
    return "count" not in d and not d.get("all") and not d.get("other") and not d.get("upto")


@production(
    "requirements2_had",
    "requirements2_had_total",
    "a total of {n} {d:desc} face-up on your field",
    accepts=lambda n, d: set(d) == {"names", "andor"} and n >= 2,
)
def _had_total(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    """ "A total of 2 "A" and/or "B" face-up on your field": exactly that many of them."""
    names = {"names": d["names"], "face": "face-up", "noun": "monster"}
    made = {"cond": "has", "from": source_of(names, _FIELD), "filter": {"ids": d["names"]}}
    return [{**made, "min": n, "max": n}]


@production(
    "condition",
    "requirements2_have_both",
    "you have {a:requirements2_had} and {b:requirements2_had}",
)
def _have_both(draft: Draft, a: Parse, b: Parse) -> Conds:
    return build(a, draft) + build(b, draft)


# ----------------------------------------------------------------------------- the hand

_FIELD = {"prep": "on", "side": "own", "zone": "field"}


@production(
    "condition",
    "requirements2_hand_max",
    "you have {n} or less cards in your hand",
    "you have {n} or fewer cards in your hand",
)
def _hand_max(draft: Draft, n: int) -> Conds:
    # The card activated is not in the hand any more (a Spell is on the field by then).
    return [{"cond": "has", "from": "own_hand", "min": 0, "max": n, "other": True}]


# ------------------------------------------------------------------------------- totals

_STATS = {"Level": "level", "Levels": "level", "ATK": "atk"}


def _total(source: str, stat: str, least: int, most: int | None = None) -> dict[str, Any]:
    whole = {"from": source, "filter": {"kind": "monster"}}
    made: dict[str, Any] = {
        "cond": "count",
        "count": {"counter": "total", "stat": stat, "of": {"all": whole}},
        "min": least,
    }
    if most is not None:
        made["max"] = most
    return made


_TOTAL_LEVELS = {
    "own": (
        "the total Level of all face-up monsters on your field is {n} or higher",
        "the total Level of all face-up monsters on your field are {n} or higher",
        "the total Levels of the face-up monsters on your field are {n} or higher",
    ),
    "opp": (
        "the total Level of all face-up monsters on your opponent's field is {n} or higher",
        "the total Levels of the face-up monsters on your opponent's field are {n} or higher",
    ),
}
"""The wordings of the least total Level of the face-up monsters of a side."""

for _side, _wordings in _TOTAL_LEVELS.items():

    @production("condition", f"requirements2_total_level_{_side}", *_wordings)
    def _total_level(draft: Draft, n: int, _s: str = _side) -> Conds:
        return [_total(f"{_s}_faceup", "level", n)]


@production(
    "condition",
    "requirements2_gy_total_atk",
    "you have {n} or more monsters in your GY and their total ATK is {atk:n}",
    accepts=lambda n, atk: atk == 0,
)
def _gy_total_atk(draft: Draft, n: int, atk: int) -> Conds:
    """Monsters in your GY whose ATK adds up to 0: every one of them has 0 ATK."""
    monsters = {"kind": "monster"}
    return [
        {"cond": "has", "from": "own_gy", "filter": monsters, "min": n},
        _total("own_gy", "atk", 0, 0),
    ]


# ------------------------------------------------------------------------- what you have


@production(
    "condition",
    "requirements2_in_position",
    "you have {d:desc} on your field in Attack Position",
    accepts=lambda d: not d.get("face") and not d.get("position") and not d.get("all"),
)
def _in_attack(draft: Draft, d: dict[str, Any]) -> Conds:
    if d.get("upto") or d.get("other") or d.get("plural") or ("article" not in d and "count" in d):
        raise NoMatch("one card in Attack Position")
    placed = {**d, "position": "Attack Position"}
    source = source_of(placed, _FIELD)
    made: dict[str, Any] = {"cond": "has", "from": source}
    chosen = zone_filter({k: v for k, v in placed.items() if k != "article"}, source)
    if chosen:
        made["filter"] = chosen
    return [made]


@production(
    "condition",
    "requirements2_szone_facedown",
    "you have a face-down card in your Spell & Trap Zone",
)
def _szone_facedown(draft: Draft) -> Conds:
    return [{"cond": "has", "from": "own_szone_set"}]


@production(
    "condition",
    "requirements2_opp_gy",
    "your opponent has {d:desc} in their GY",
    accepts=lambda d: d.get("article") is not None and not d.get("other"),
)
def _opp_gy(draft: Draft, d: dict[str, Any]) -> Conds:
    made: dict[str, Any] = {"cond": "has", "from": "opp_gy"}
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")})
    if chosen:
        made["filter"] = chosen
    return [made]


@production(
    "condition",
    "requirements2_there_are_min",
    "there are {n} or more {d:desc} on the field",
)
def _there_are(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    made = BY_NAME["on_field_min"]
    if made.accepts is not None and not made.accepts(n=n, d=d):
        raise NoMatch("not some cards on the field")
    return made.build(draft, n=n, d=d)


@production(
    "condition",
    "requirements2_distinct_faceup",
    "you have {n} different Attributes face-up on your field",
    accepts=lambda n: n >= 2,
)
def _distinct_attributes(draft: Draft, n: int) -> Conds:
    """Exactly that many Attributes among your face-up monsters."""
    counted = {"counter": "distinct", "fact": "attribute", "from": "own_faceup"}
    return [{"cond": "count", "count": counted, "min": n, "max": n}]


@production(
    "condition",
    "requirements2_different_types_field",
    "you have {n} or more different Types of {d:desc} on your field",
    "you have {n} or more different Types of {d:desc}(s) on your field",
    accepts=lambda n, d: n >= 2 and not d.get("face"),
)
def _different_types(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    """The Types of your face-up monsters (a face-down monster shows none)."""
    if d.get("noun") not in ("monster", "Monster") or d.get("position") or not _plain(d):
        raise NoMatch("monsters")
    counted: dict[str, Any] = {"counter": "distinct", "fact": "race", "from": "own_faceup"}
    chosen = to_filter(d)
    if chosen:
        counted["filter"] = chosen
    return [{"cond": "count", "count": counted, "min": n}]


@production("condition", "requirements2_lp_different", "your LP and your opponent's are different")
def _lp_different(draft: Draft) -> Conds:
    return [{"cond": "count", "count": {"counter": "lp_difference"}, "min": 1}]


@production(
    "condition",
    "requirements2_nothing_else",
    "you have no other cards in your hand or on your field",
)
def _nothing_else(draft: Draft) -> Conds:
    return [
        {"cond": "not", "condition": {"cond": "has", "from": "own_hand", "other": True}},
        {"cond": "not", "condition": {"cond": "has", "from": "own_field", "other": True}},
    ]


# ------------------------------------------------------------------ when this card was ...


@production(
    "when",
    "requirements2_when_any",
    "your Main Phase you Normal or Special Summoned this card",
)
def _when_any(draft: Draft) -> Conds:
    return [{"cond": "summoned", "how": "any"}]


@production("cond", "requirements2_when_if", "{w:when}, if {c:cond}")
def _when_if(draft: Draft, w: Parse, c: Parse) -> Conds:
    """ "The turn you Normal Summoned this card, if ...": both hold."""
    return build(w, draft) + build(c, draft)


def _one(conds: Conds) -> dict[str, Any]:
    if len(conds) != 1:
        raise NoMatch("one side of 'or' is several conditions")
    return conds[0]


@production("cond", "requirements2_during_or_if", "during {w:when}, or if {c:condition}")
def _during_or_if(draft: Draft, w: Parse, c: Parse) -> Conds:
    return [{"cond": "any", "conditions": [_one(build(w, draft)), _one(build(c, draft))]}]


@production(
    "condition",
    "requirements2_opp_has_and_you_have",
    "your opponent has {d:desc} and you have {b:requirements2_had}",
    accepts=lambda d, b: d.get("article") is not None and not d.get("other"),
)
def _opp_has_and_you_have(draft: Draft, d: dict[str, Any], b: Parse) -> Conds:
    """ "Your opponent has a face-up Level 7 or higher monster and you have ...": the
    opponent's card is on their field."""
    source = source_of(d, {"prep": "on", "side": "opp", "zone": "field"})
    made: dict[str, Any] = {"cond": "has", "from": source}
    chosen = zone_filter({k: v for k, v in d.items() if k not in ("count", "article")}, source)
    if chosen:
        made["filter"] = chosen
    return [made, *build(b, draft)]


@production(
    "condition",
    "requirements2_field_or_gy",
    "you have {d:desc} on your field or {a:name} in your GY",
    accepts=lambda d, a: d.get("article") is not None and not d.get("other"),
)
def _field_or_gy(draft: Draft, d: dict[str, Any], a: int) -> Conds:
    on_field = BY_NAME["has_field"]
    if on_field.accepts is not None and not on_field.accepts(d=d):
        raise NoMatch("one card on your field")
    either = [
        _one(on_field.build(draft, d=d)),
        {"cond": "has", "from": "own_gy", "filter": {"ids": [a]}},
    ]
    return [{"cond": "any", "conditions": either}]


# ---------------------------------------------------------------------- costs, in more words
# `costs_pay`: the steps only a requirement pays (read at the top of a requirement only).

_GY = {"prep": "from", "side": "own", "zone": "gy"}
_HAND = {"prep": "from", "side": "own", "zone": "hand"}


def _counted(d: dict[str, Any]) -> bool:
    """A count of cards to choose ("2 monsters", "1 "A""): no "all", "up to" or article."""
    return "count" in d and not d.get("all") and not d.get("upto") and not d.get("article")


@production(
    "costs_pay",
    "requirements2_shuffle_your_deck",
    "shuffle {t:target} into your Deck",
    "shuffle {t:target} to your Deck",
    accepts=lambda t: t.get("place") == _GY and _counted(t.get("desc", {})),
)
def _shuffle_your_deck(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": draft.target(t)}]


@production(
    "costs_pay",
    "requirements2_shuffle_both",
    "shuffle {a:desc} and {b:desc} from your GY into the Deck",
    accepts=lambda a, b: _counted(a) and _counted(b),
)
def _shuffle_both(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """Cards of two descriptions: a pick for each (never the same card twice)."""
    return [
        {"op": "to_deck", "target": draft.target_at(a, "own_gy")},
        {"op": "to_deck", "target": draft.target_at(b, "own_gy")},
    ]


@production(
    "costs_pay",
    "requirements2_shuffle_different_names",
    "shuffle {d:desc}, but with different names, from your GY into the Deck",
    accepts=lambda d: _counted(d) and d["count"] >= 2,
)
def _shuffle_different_names(draft: Draft, d: dict[str, Any]) -> Steps:
    index = draft.pick("own_gy", d)
    draft.picks[index]["distinct"] = "name"
    return [{"op": "to_deck", "target": {"pick": index}}]


def _negated(d: dict[str, Any]) -> dict[str, Any]:
    """The filter of cards that are not as described ("except monsters with 1200 ATK", "except
    for a Magical Knight Type monster"): one fact of a monster, negated."""
    chosen = dict(to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {})
    if chosen.pop("kind", None) != "monster" or len(chosen) != 1:
        raise NoMatch("one fact of a monster")
    ((key, value),) = chosen.items()
    if key in ("race", "attribute", "ids"):
        return {f"not_{key}": value}
    if key == "level" and isinstance(value, int):
        return {"not_level": value}
    if key in ("atk", "def") and isinstance(value, int):
        above = {f"{key}_min": value + 1}
        return {"any_of": [above, {f"{key}_max": value - 1}]} if value > 0 else above
    raise NoMatch("a fact not negated")


def _exception(e: dict[str, Any]) -> bool:
    """ "a Magical Knight Type monster", "monsters with 1200 ATK": a kind, not a count."""
    if e.get("all") or e.get("upto") or e.get("other") or e.get("face") or e.get("position"):
        return False
    return ("count" not in e and bool(e.get("plural"))) or e.get("article") is not None


@production(
    "costs_pay",
    "requirements2_shuffle_except",
    "shuffle {d:desc} from your GY into the Deck, except for {e:desc}",
    "shuffle {d:desc} from your GY into the Deck, except {e:desc}",
    accepts=lambda d, e: _counted(d) and "except" not in d and _exception(e),
)
def _shuffle_except(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> Steps:
    index = draft.pick("own_gy", d)
    pick, negated = draft.picks[index], _negated(e)
    if set(negated) & set(pick.get("filter", {})):
        raise NoMatch("the same fact asked and denied")
    pick["filter"] = {**pick.get("filter", {}), **negated}
    return [{"op": "to_deck", "target": {"pick": index}}]


def _activated_spell(draft: Draft) -> None:
    if draft.kind not in ("spell", "field", "equip"):
        raise NoMatch("'Activate this card' is said of a Spell")


@production(
    "requirement",
    "requirements2_activate_by_shuffling",
    "activate this card by shuffling {t:target} into the Deck",
    accepts=lambda t: t.get("place") == _GY and _counted(t.get("desc", {})),
)
def _activate_by_shuffling(draft: Draft, t: dict[str, Any]) -> None:
    _activated_spell(draft)
    draft.cost.append({"op": "to_deck", "target": draft.target(t)})


@production(
    "requirement",
    "requirements2_activate_by_placing_top",
    "activate this card by placing {t:target} on top of your Deck",
    accepts=lambda t: t.get("place") == _GY and t.get("desc", {}).get("count") == 1,
)
def _activate_by_placing_top(draft: Draft, t: dict[str, Any]) -> None:
    """One card placed on top of the Deck (no order to choose)."""
    if not _counted(t["desc"]):
        raise NoMatch("1 card")
    _activated_spell(draft)
    draft.cost.append({"op": "to_deck", "target": draft.target(t), "place": "top"})


# -------------------------------------------------------------- back to the Extra Deck

_EXTRA_SUBTYPES = ("Fusion", "Ritual")


@production(
    "costs_pay",
    "requirements2_return_to_extra",
    "return {t:target} to the Extra Deck",
    accepts=lambda t: (
        t.get("place") == _GY
        and _counted(t.get("desc", {}))
        and t["desc"].get("subtype") in _EXTRA_SUBTYPES
    ),
)
def _return_to_extra(draft: Draft, t: dict[str, Any]) -> Steps:
    """A Fusion or Ritual Monster returned from the GY: it goes to the Extra Deck
    (`to_hand` sends a Fusion or Ritual monster there)."""
    return [{"op": "to_hand", "target": draft.target(t)}]


@production(
    "costs_pay",
    "requirements2_self_to_extra",
    "return this face-up card from your field to the owner's Extra Deck",
)
def _self_to_extra(draft: Draft) -> Steps:
    card = card_facts(draft.card.id)
    if card is None or card.subtype not in ("fusion", "ritual"):
        raise NoMatch("a monster of the Extra Deck")
    return [{"op": "to_hand", "target": "self"}]


# ---------------------------------------------------------------------- two sends, two reveals


@production(
    "costs_pay",
    "requirements2_mill_and_self",
    "send the top {n} cards of your Deck and this face-up card from your field to the GY",
)
def _mill_and_self(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n}, {"op": "self_to_gy"}]


@production(
    "costs_pay",
    "requirements2_send_hand_and_field",
    "send {a:desc} from your hand and {b:desc} from your field to the GY",
    accepts=lambda a, b: _counted(a) and _counted(b),
)
def _send_hand_and_field(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    return [
        {"op": "send", "target": draft.target({"desc": a, "place": _HAND})},
        {"op": "send", "target": draft.target({"desc": b, "place": {**_HAND, "zone": "field"}})},
    ]


@production(
    "costs_pay",
    "requirements2_reveal_both",
    "reveal {a:desc} and {b:desc} in your hand",
    accepts=lambda a, b: _counted(a) and _counted(b),
)
def _reveal_both(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """Two cards of the hand shown, one of each description (never one card twice)."""
    return [
        {"op": "reveal", "target": draft.target_at(a, "own_hand")},
        {"op": "reveal", "target": draft.target_at(b, "own_hand")},
    ]


@production("requirement", "requirements2_pay_when", "{s:costs_pay} {w:when}")
def _pay_when(draft: Draft, s: Parse, w: Parse) -> None:
    """ "Reveal ... in your hand the turn you Normal Summoned this card"."""
    draft.condition += build(w, draft)
    draft.cost += build(s, draft)


@production(
    "costs_pay",
    "requirements2_show_and_bottom",
    "show {d:desc} from your hand or field, and place it on the bottom of the owner's Deck",
    accepts=lambda d: d.get("count") == 1 and _counted(d) and bool(d.get("other")),
)
def _show_and_bottom(draft: Draft, d: dict[str, Any]) -> Steps:
    """Another card of your hand or field shown (a face-down one too), then placed at the
    bottom of its owner's Deck."""
    if d.get("face") or d.get("position") or d.get("noun") != "card":
        raise NoMatch("any other card")
    target = {"pick": draft.pick("own_hand_field", d)}
    return [
        {"op": "reveal", "target": target},
        {"op": "to_deck", "target": target, "place": "bottom"},
    ]


# ------------------------------------------------------------------------------ timings
# The productions of `traps.py` build these; the words differ.


@production("timing", "requirements2_when_comma_while", "when {e:event}, while {c:cond}")
def _when_comma_while(draft: Draft, e: Parse, c: Parse) -> None:
    BY_NAME["trap_when_while"].build(draft, e=e, c=c)


@production(
    "event",
    "requirements2_summons_faceup_to_field",
    "your opponent Normal or Special Summons {d:one} face-up to their field",
)
def _summons_faceup_to_field(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return BY_NAME["trap_any_summon_faceup"].build(draft, d=d)


@production(
    "event",
    "requirements2_name_or_desc_destroyed_attack",
    "{a:name} or {d:one} on your field is destroyed by an opponent's attack",
    accepts=lambda a, d: d.get("article") is not None and not d.get("some"),
)
def _name_or_desc_destroyed(draft: Draft, a: int, d: dict[str, Any]) -> dict[str, Any]:
    """A monster of that name, or as described, destroyed in battle by the opponent's attack
    (what it is read in the GY: no position, no ATK)."""
    if d.get("face") or d.get("position") or d.get("stat") in ("ATK", "DEF"):
        raise NoMatch("what the destroyed card no longer has")
    described = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen = {"any_of": [{"ids": [a]}, described]}
    trigger = {"event": "destroyed", "whose": "own", "how": ["battle"], "attacker": "opp"}
    return {"trigger": {**trigger, "filter": chosen}, "condition": []}


@production(
    "event",
    "requirements2_attack_targeting_named",
    "{a:attacker} declares an attack targeting your face-up {n:name}",
)
def _attack_targeting_named(draft: Draft, a: Parse, n: int) -> dict[str, Any]:
    """The attacked monster is the named one, face-up when the Trap is activated."""
    trigger = {"event": "attack", "whose": "opp", "how": ["monster"]}
    attacker = build(a, draft)
    if attacker:
        trigger["filter"] = attacker
    target = {"cond": "attack_target", "filter": {"kind": "monster", "ids": [n]}}
    return {"trigger": trigger, "condition": [target]}


# --------------------------------------------------------- destroyed where it stood
# A destroyed card's position (or zone) is the one it stood in as it was destroyed: the
# event's `was`. The rest of the description is read as `traps.py` reads it.

_STOOD = {
    ("face-up", None): ["attack", "defense"],
    (None, "Attack Position"): ["attack"],
    ("face-up", "Attack Position"): ["attack"],
    ("face-up", "Defense Position"): ["defense"],
    (None, "Defense Position"): ["defense", "facedown"],
    ("face-down", None): ["facedown"],
    ("face-down", "Defense Position"): ["facedown"],
}


def _stood(d: dict[str, Any]) -> bool:
    return bool(d.get("face") or d.get("position"))


def _destroyed_standing(draft: Draft, original: str, d: dict[str, Any]) -> dict[str, Any]:
    stood = _STOOD.get((d.get("face"), d.get("position")))
    if stood is None or d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a monster's position")
    plain = {k: v for k, v in d.items() if k not in ("face", "position", "face_late")}
    made = BY_NAME[original].build(draft, d=plain)
    made["trigger"]["was"] = stood
    return made


_STANDING = {
    "requirements2_destroyed_attack_or_effect_standing": (
        "{d:one} on your field is destroyed by an opponent's attack or their card effect",
        "trap_destroyed_attack_or_effect",
    ),
    "requirements2_destroyed_attack_standing": (
        "{d:one} on your field is destroyed by an opponent's attack",
        "trap_destroyed_attack",
    ),
    "requirements2_your_destroyed_attack_standing": (
        "your {d:one} is destroyed by an opponent's attack",
        "trap_your_destroyed_attack",
    ),
    "requirements2_destroyed_effect_standing": (
        "{d:one} on your field is destroyed by an opponent's card effect",
        "trap_destroyed_effect",
    ),
}
"""Each destroyed-where-it-stood production: its words and the `traps.py` one it reads as."""

for _name, (_words, _original) in _STANDING.items():

    @production("event", _name, _words, accepts=_stood)
    def _destroyed_at(draft: Draft, d: dict[str, Any], _o: str = _original) -> dict[str, Any]:
        return _destroyed_standing(draft, _o, d)


@production(
    "event",
    "requirements2_szone_destroyed_effect",
    "a card(s) in your Spell & Trap Zone is destroyed by an opponent's card effect",
    "a card in your Spell & Trap Zone is destroyed by an opponent's card effect",
)
def _szone_destroyed(draft: Draft) -> dict[str, Any]:
    trigger = {"event": "destroyed", "whose": "own", "by": "opp", "how": ["effect"]}
    return {"trigger": {**trigger, "was": ["szone"]}, "condition": []}
