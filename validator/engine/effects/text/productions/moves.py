"""Operations that move cards: draw, mill, send, destroy, add to the hand, shuffle into the
Deck, Special Summon, Set; and paying LP."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production("op", "draw_one", "draw 1 card")
def _draw_one(draft: Draft) -> Steps:
    return [{"op": "draw", "count": 1}]


@production("op", "draw", "draw {n} cards")
def _draw(draft: Draft, n: int) -> Steps:
    return [{"op": "draw", "count": n}]


@production("op", "mill_one", "send the top card of your Deck to the GY")
def _mill_one(draft: Draft) -> Steps:
    return [{"op": "mill", "count": 1}]


@production("op", "mill", "send the top {n} cards of your Deck to the GY")
def _mill(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n}]


@production("op", "self_to_gy", "send this face-up card from your field to the GY")
def _self_to_gy(draft: Draft) -> Steps:
    return [{"op": "self_to_gy"}]


@production("op", "send", "send {t:target} to the GY")
def _send(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "send", "target": draft.target(t)}]


@production("op", "destroy", "destroy {t:target}")
def _destroy(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "destroy", "target": draft.target(t)}]


@production("op", "to_hand", "add {t:target} to your hand", "return {t:target} to the hand")
def _to_hand(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": draft.target(t)}]


@production(
    "op",
    "to_deck",
    "shuffle {t:target} into the Deck",
    "shuffle {t:target} into the owner's Deck",
)
def _to_deck(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": draft.target(t)}]


@production(
    "op",
    "to_deck_bottom",
    "place {t:target} on the bottom of the Deck",
    "place {t:target} on the bottom of the owner's Deck",
    "place {t:target} on the bottom of your Deck",
)
def _to_deck_bottom(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_deck", "target": draft.target(t), "place": "bottom"}]


def _summon(draft: Draft, t: dict[str, Any], position: str) -> Steps:
    return [{"op": "special_summon", "target": draft.target(t), "position": position}]


@production("op", "summon_faceup", "Special Summon {t:target} face-up to your field")
def _summon_faceup(draft: Draft, t: dict[str, Any]) -> Steps:
    return _summon(draft, t, "faceup")


@production("op", "summon_attack", "Special Summon {t:target} to your field in Attack Position")
def _summon_attack(draft: Draft, t: dict[str, Any]) -> Steps:
    return _summon(draft, t, "attack")


@production(
    "op",
    "summon_defense",
    "Special Summon {t:target} to your field in face-up Defense Position",
)
def _summon_defense(draft: Draft, t: dict[str, Any]) -> Steps:
    return _summon(draft, t, "defense")


@production("op", "set_spell_trap", "Set {t:target} to your Spell & Trap Zone")
def _set(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "set_spell_trap", "target": draft.target(t)}]


@production("op", "choose", "choose {t:target}")
def _choose(draft: Draft, t: dict[str, Any]) -> Steps:
    if "ref" in t or t.get("desc", {}).get("all"):
        raise NoMatch("choose needs cards to choose")
    draft.target(t)
    return []


@production("op", "pay_lp", "pay {n} LP")
def _pay(draft: Draft, n: int) -> Steps:
    return [{"op": "pay_lp", "amount": n}]
