"""Requirements and conditions: when a card was summoned ("During your Main Phase that you
Fusion Summoned this card"), Maximum Mode, this card's position, LP, what a player has (an
exact number, "or less", "another", "other than this card"), conditions joined by "and" / "or"
and the costs only a requirement pays ("Change this Attack Position card to face-up Defense
Position")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.conditions import _lp_max, _lp_min
from validator.engine.effects.text.slots import place_at

Conds = list[dict[str, Any]]
Steps = list[dict[str, Any]]

# ------------------------------------------------------------------ when this card was summoned
# A monster's effect is activated in its controller's Main Phase, and a Rush turn has one Main
# Phase: "during your Main Phase that you Special Summoned this card" is the turn it was
# Special Summoned (a summon in the Battle Phase leaves no Main Phase to activate in).


def _summoned(how: str) -> Conds:
    return [{"cond": "summoned", "how": how}]


@production(
    "when",
    "when_normal",
    "the turn you Normal Summoned this card",
    "the turn that you Normal Summoned this card",
)
def _when_normal(draft: Draft) -> Conds:
    return _summoned("normal")


@production("when", "when_tribute", "the turn you Tribute Summoned this card in Attack Position")
def _when_tribute(draft: Draft) -> Conds:
    return _summoned("tribute")


@production(
    "when",
    "when_any",
    "your Main Phase that you Normal or Special Summoned this card",
    "your Main Phase that you Normal Summoned or Special Summoned this card",
    "the turn you Normal or Special Summoned this card",
)
def _when_any(draft: Draft) -> Conds:
    return _summoned("any")


for _how in ("Special", "Fusion", "Ritual"):

    @production(
        "when",
        f"when_{_how.lower()}",
        f"your Main Phase that you {_how} Summoned this card",
    )
    def _when_summoned(draft: Draft, _h: str = _how.lower()) -> Conds:
        return _summoned(_h)


@production("when", "when_flipped", "your Main Phase this card was flipped face-up")
def _when_flipped(draft: Draft) -> Conds:
    return [{"cond": "flipped"}]


def _not_activated(filt: dict[str, Any]) -> Conds:
    return [{"cond": "not", "condition": {"cond": "activated", "filter": filt}}]


@production(
    "when",
    "not_activated",
    "a turn you have not activated {name}",
    "a turn that you have not activated {name}",
    "the turn you have not activated {name}",
    "a turn you have not activated the effect of {name}",
)
def _when_not_activated(draft: Draft, name: int) -> Conds:
    return _not_activated({"ids": [name]})


@production("when", "not_activated_spell", "a turn you have not activated a Spell Card")
def _when_no_spell(draft: Draft) -> Conds:
    return _not_activated({"kind": "spell"})


@production("when", "not_activated_monster", "a turn you have not activated a monster effect")
def _when_no_monster_effect(draft: Draft) -> Conds:
    return _not_activated({"kind": "monster"})


@production("condition", "during", "during {w:when}")
def _during(draft: Draft, w: Parse) -> Conds:
    return build(w, draft)


@production("condition", "normal_summoned", "you Normal Summoned this card this turn")
def _normal_summoned(draft: Draft) -> Conds:
    return _summoned("normal")


# ----------------------------------------------------------------------- joining conditions


@production("cond", "cond_during", "{c:cond} during {w:when}")
def _cond_during(draft: Draft, c: Parse, w: Parse) -> Conds:
    return build(c, draft) + build(w, draft)


@production("cond", "during_if", "during {w:when}, if {c:cond}")
def _during_if(draft: Draft, w: Parse, c: Parse) -> Conds:
    return build(w, draft) + build(c, draft)


@production("cond", "cond_comma_and", "{a:condition}, and {b:cond}")
def _comma_and(draft: Draft, a: Parse, b: Parse) -> Conds:
    return build(a, draft) + build(b, draft)


def _single(conds: Conds) -> dict[str, Any]:
    if len(conds) != 1:
        raise NoMatch("one side of 'or' is several conditions")
    return conds[0]


@production("cond", "cond_or", "{a:condition}, or {b:condition}")
def _cond_or(draft: Draft, a: Parse, b: Parse) -> Conds:
    return [{"cond": "any", "conditions": [_single(build(a, draft)), _single(build(b, draft))]}]


# ------------------------------------------------------------------- this card, Maximum Mode


@production("requirement", "requirement_if", "if {c:cond}")
def _requirement_if(draft: Draft, c: Parse) -> None:
    draft.condition += build(c, draft)


@production("requirement", "maximum_mode", "Maximum Mode")
def _maximum(draft: Draft) -> None:
    draft.condition.append({"cond": "maximum_mode"})


@production("requirement", "maximum_mode_cost", "Maximum Mode: {s:steps}")
def _maximum_cost(draft: Draft, s: Parse) -> None:
    draft.condition.append({"cond": "maximum_mode"})
    draft.cost += build(s, draft)


@production("condition", "in_maximum_mode", "this card is in Maximum Mode")
def _in_maximum(draft: Draft) -> Conds:
    return [{"cond": "maximum_mode"}]


@production("condition", "not_maximum_mode", "this card is not in Maximum Mode")
def _not_maximum(draft: Draft) -> Conds:
    return [{"cond": "not", "condition": {"cond": "maximum_mode"}}]


@production("condition", "self_attack", "this card is in Attack Position")
def _self_attack(draft: Draft) -> Conds:
    return [{"cond": "self_position", "position": "attack"}]


@production("condition", "self_defense", "this card is in face-up Defense Position")
def _self_defense(draft: Draft) -> Conds:
    return [{"cond": "self_position", "position": "defense"}]


@production(
    "op", "self_to_defense_cost", "change this Attack Position card to face-up Defense Position"
)
def _self_to_defense(draft: Draft) -> Steps:
    # Paid only by a card in Attack Position: as a requirement, the position is a condition.
    if draft.category != "requirement":
        raise NoMatch("only a requirement pays with this card's position")
    draft.condition.append({"cond": "self_position", "position": "attack"})
    return [{"op": "to_defense", "target": "self"}]


# ------------------------------------------------------------------------------------- LP


production("condition", "lp_lower_or", "your LP are {n} or lower")(_lp_max)
production("condition", "lp_higher_or", "your LP are {n} or higher")(_lp_min)


@production("condition", "lp_lower", "your LP are lower than your opponent's")
def _lp_lower(draft: Draft) -> Conds:
    return [{"cond": "lp_lower"}]


@production(
    "condition",
    "opp_lp_min",
    "your opponent's LP are {n} or more",
    "your opponent's LP are {n} or higher",
)
def _opp_lp_min(draft: Draft, n: int) -> Conds:
    return [{"cond": "opp_lp_min", "amount": n}]


# ------------------------------------------------------------------------- what you have


def _plain(d: dict[str, Any]) -> bool:
    """A description a count or "other" is said around, not in: "monsters", "a monster"."""
    return "count" not in d and not d.get("all") and not d.get("other")


def _plural(d: dict[str, Any]) -> bool:
    return _plain(d) and bool(d.get("plural"))


def _one(d: dict[str, Any]) -> bool:
    """One card: "a face-up monster", "Sevens Road Magician", never "2 monsters"."""
    if d.get("all") or d.get("upto") or d.get("other") or d.get("plural"):
        return False
    return "count" not in d or d.get("article") is not None


def _has(
    desc: dict[str, Any],
    place: dict[str, str],
    least: int = 1,
    most: int | None = None,
    other: bool = False,
) -> dict[str, Any]:
    made: dict[str, Any] = {"cond": "has", "from": source_of(desc, place)}
    chosen = zone_filter(desc, made["from"])
    if chosen:
        made["filter"] = chosen
    if least != 1:
        made["min"] = least
    if most is not None:
        made["max"] = most
    if other:
        made["other"] = True
    return made


@production(
    "condition",
    "has_another",
    "you have another {d:desc} on your field",
    accepts=lambda d: _plain(d) and not d.get("plural"),
)
def _has_another(draft: Draft, d: dict[str, Any]) -> Conds:
    return [_has(d, place_at("field"), other=True)]


@production(
    "condition",
    "has_other_than_self",
    "you have {d:desc} other than this card on your field",
    "you have {d:desc} on your field other than this card",
    accepts=lambda d: _one(d),
)
def _has_other_than_self(draft: Draft, d: dict[str, Any]) -> Conds:
    return [_has(d, place_at("field"), other=True)]


_YOURS = ("you have", "on your field", place_at("field"))
_THEIRS = ("your opponent has", "on their field", place_at("field", "opp"))
_YOUR_GY = ("you have", "in your GY", place_at("gy"))

for _name, (_who, _where, _place) in (("has_exactly", _YOURS), ("opp_has_exactly", _THEIRS)):

    @production(
        "condition",
        _name,
        f"{_who} {{n}} {{d:desc}} {_where}",
        accepts=lambda n, d: _plain(d) and (n == 1) != bool(d.get("plural")),
    )
    def _has_exactly(draft: Draft, n: int, d: dict[str, Any], _p: dict = _place) -> Conds:
        return [_has(d, _p, n, n)]


for _name, (_who, _where, _place) in (
    ("has_gy_max", _YOUR_GY),
    ("has_field_max", _YOURS),
    ("opp_has_field_max", _THEIRS),
):

    @production(
        "condition",
        _name,
        f"{_who} {{n}} or less {{d:desc}} {_where}",
        accepts=lambda n, d: _plain(d),
    )
    def _has_max(draft: Draft, n: int, d: dict[str, Any], _p: dict = _place) -> Conds:
        return [_has(d, _p, 0, n)]


@production(
    "condition",
    "on_field_min",
    "{n} or more {d:desc} are on the field",
    accepts=lambda n, d: _plural(d),
)
def _on_field_min(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    return [_has(d, place_at("field", "all"), n)]


for _name, (_who, _where, _place) in (
    ("opp_has_none", _THEIRS),
    ("has_none_gy", _YOUR_GY),
    ("has_none_field", _YOURS),
):

    @production("condition", _name, f"{_who} no {{d:desc}} {_where}", accepts=lambda d: _plural(d))
    def _has_none(draft: Draft, d: dict[str, Any], _p: dict = _place) -> Conds:
        return [{"cond": "not", "condition": _has(d, _p)}]
