"""Static effects on a side's other monsters ("You take no battle damage from battles involving
your other monsters": never this card itself), on monsters the opponent cannot attack ("Your
opponent cannot attack this card", "... face-up Spellcaster Type monsters other than this
card"), and on this card's battles with monsters of a kind ("If this card battles a Level 9 or
lower monster, you take no battle damage")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics import _face_up, _held, _side
from validator.engine.effects.text.productions.statics3 import _against

Mods = list[dict[str, Any]]


@production("holder", "battle10_holder_your_other", "your other {d:desc}", first=True)
def _your_other(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return {**_side(d, "own"), "not_self": True}


@production("holder", "battle10_holder_other_faceup_own", "other face-up {d:desc} on your field")
def _other_faceup_own(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return {**_side(_face_up(d), "own"), "not_self": True}


@production("mod", "battle10_unattackable", "your opponent cannot attack {h:holder}")
def _unattackable(draft: Draft, h: Parse) -> Mods:
    holder = build(h, draft)
    if holder.get("side") not in (None, "own"):
        raise NoMatch("monsters the opponent may not control")
    return _held(holder, [{"rule": "unattackable"}])


@production(
    "mod",
    "battle10_unattackable_others",
    "your opponent cannot attack {d:desc} other than this card",
)
def _unattackable_others(draft: Draft, d: dict[str, Any]) -> Mods:
    """Your monsters of a kind, but this card (your opponent's monsters are never theirs to
    attack)."""
    return [{"rule": "unattackable", **_side(d, "own"), "not_self": True}]


@production(
    "mod",
    "battle10_safe_battle_with",
    "if {h:holder} battles {d:desc}, you take no battle damage",
)
def _safe_battle_with(draft: Draft, h: Parse, d: dict[str, Any]) -> Mods:
    """No battle damage to you from its battles with monsters of a kind (their facts as the
    damage is calculated)."""
    holder = build(h, draft)
    if holder:
        raise NoMatch("this card's battles")
    return [{"rule": "safe_battle", "against": _against(d)}]
