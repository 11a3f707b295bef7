"""Summons and what follows them: Ritual Summons by a Ritual Spell, "If you do, ..." and "If
you Special Summoned ... by this effect, ..." (a part of an effect that applies only when the
step before it did something).

A Ritual Spell's sentence is compiled only when the card database agrees with it: the Ritual
monsters it names are those whose text names this Spell, and the total Level it asks for is
each one's Level (the engine Ritual Summons the monsters that name the Spell, with materials
whose Levels reach the monster's own).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from validator.cards import load_cards
from validator.engine.effects.text.describe import one_card_filter, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

# ----------------------------------------------------------------------------- Ritual Summon

_NOT_MORE = "(you cannot use more monsters than necessary as material)"
_FROM = {"your hand or field": True, "your field": False}


@cache
def _ritual_monsters() -> dict[int, frozenset[int]]:
    """The Ritual monsters that name each Ritual Spell (by the Spell's id)."""
    named: dict[int, set[int]] = {}
    for card in load_cards():
        for spell in card.ritual_spells:
            named.setdefault(spell, set()).add(card.id)
    return {spell: frozenset(ids) for spell, ids in named.items()}


def _ritual(
    draft: Draft, names: list[int], m: dict[str, Any], where: str, level: int | None
) -> None:
    if draft.kind != "ritual" or draft.ritual is not None or draft.effect:
        raise NoMatch("a Ritual Summon is a Ritual Spell's first sentence")
    if set(names) != _ritual_monsters().get(draft.card.id, frozenset()):
        raise NoMatch("the Ritual monsters named are not those that name this Spell")
    db = load_cards()
    if level is not None and any(db.get(i).level != level for i in names):  # type: ignore[union-attr]
        raise NoMatch("the total Level asked is not the Ritual monster's Level")
    plain = m.get("noun") == "monster" or (m.get("noun") == "Monster" and m.get("subtype"))
    if not plain or not m.get("plural") or set(m) & {"count", "all", "other"}:
        raise NoMatch("materials are monsters")
    if m.get("position") or m.get("face") == "face-down":
        raise NoMatch("materials in a position")
    from_hand = _FROM[where]
    faceup = m.get("face") == "face-up"
    if faceup and from_hand:
        raise NoMatch("face-up monsters from the hand")
    spec: dict[str, Any] = {}
    if from_hand:
        spec["hand"] = True
    if not faceup:
        spec["facedown"] = True
    chosen = {k: v for k, v in (to_filter(m) or {}).items() if k != "kind"}
    if chosen:
        spec["filter"] = chosen
    draft.ritual = spec


for _where in _FROM:

    @production(
        "sentence",
        f"ritual_summon_{'hand_field' if _FROM[_where] else 'field'}",
        f"Ritual Summon {{names}} by sending {{m:desc}} from {_where} to the GY whose total "
        f"Levels equal {{n}} or more as material {_NOT_MORE}",
    )
    def _ritual_total(
        draft: Draft, names: list[int], m: dict[str, Any], n: int, _where: str = _where
    ) -> None:
        _ritual(draft, names, m, _where, n)

    @production(
        "sentence",
        f"ritual_summon_{'hand_field' if _FROM[_where] else 'field'}_level",
        f"Ritual Summon {{names}} by sending {{m:desc}} from {_where} to the GY as material "
        f"whose total Levels equal or exceed the Level of the monster you Ritual Summon "
        f"{_NOT_MORE}",
    )
    def _ritual_level(
        draft: Draft, names: list[int], m: dict[str, Any], _where: str = _where
    ) -> None:
        _ritual(draft, names, m, _where, None)


# ------------------------------------------------------------------- "If you do", "If you ..."

_DOERS = frozenset(
    {
        "draw",
        "mill",
        "send",
        "destroy",
        "to_hand",
        "to_deck",
        "special_summon",
        "set_spell_trap",
        "self_to_gy",
        "change_position",
        "to_attack",
        "to_defense",
        "to_facedown",
    }
)
"""The operations that leave what they did in `moved`: "if you do" asks whether they did."""


def _if_done(draft: Draft, s: Parse, ops: frozenset[str], cond: dict[str, Any]) -> None:
    steps = draft.after_last(ops)
    steps.append({"op": "if", "condition": [cond], "then": build(s, draft)})


@production("sentence", "if_you_do", "if you do, {s:steps}")
def _if_you_do(draft: Draft, s: Parse) -> None:
    _if_done(draft, s, _DOERS, {"cond": "moved"})


def _one_of(d: dict[str, Any]) -> dict[str, Any]:
    """The condition that one card the last operation moved matches a description ("a Normal
    Monster", ""Sevens Road Magician"")."""
    chosen = one_card_filter(d)
    return {"cond": "moved", "filter": chosen} if chosen else {"cond": "moved"}


@production("sentence", "if_summoned_by_this", "if you Special Summoned by this effect, {s:steps}")
def _if_summoned(draft: Draft, s: Parse) -> None:
    _if_done(draft, s, frozenset({"special_summon"}), {"cond": "moved"})


@production(
    "sentence",
    "if_summoned_one_by_this",
    "if you Special Summoned {d:desc} by this effect, {s:steps}",
)
def _if_summoned_one(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_done(draft, s, frozenset({"special_summon"}), _one_of(d))


@production(
    "sentence",
    "if_added_one_by_this",
    "if you added {d:desc} to your hand by this effect, {s:steps}",
)
def _if_added_one(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_done(draft, s, frozenset({"to_hand"}), _one_of(d))


# ------------------------------------------------------- moves in the words of other printings


@production("op", "to_owner_hand", "return {t:target} to the owner's hand")
def _to_owner_hand(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": draft.target(t)}]


@production("op", "set_spell_trap_in", "Set {t:target} in your Spell & Trap Zone")
def _set_in(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "set_spell_trap", "target": draft.target(t)}]


def _summon_from(draft: Draft, d: dict[str, Any], p: dict[str, str], position: str) -> Steps:
    if p["prep"] != "from":
        raise NoMatch("summoned from a place")
    target = draft.target({"desc": d, "place": p})
    return [{"op": "special_summon", "target": target, "position": position}]


_SUMMONS_FROM = {
    "faceup": ("Special Summon {d:desc} face-up {at:place} to your field",),
    "defense": ("Special Summon {d:desc} {at:place} in face-up Defense Position to your field",),
    "facedown": (
        "Special Summon {d:desc} {at:place} to your field in face-down Defense Position",
        "Special Summon {d:desc} {at:place} in face-down Defense Position to your field",
    ),
}
"""The other printings' wordings of a Special Summon from a place, by the position."""

for _position, _wordings in _SUMMONS_FROM.items():

    @production("op", f"summon_{_position}_from", *_wordings)
    def _summon_in(
        draft: Draft, d: dict[str, Any], at: dict[str, str], _p: str = _position
    ) -> Steps:
        return _summon_from(draft, d, at, _p)
