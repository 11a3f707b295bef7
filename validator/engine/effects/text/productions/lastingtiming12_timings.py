"""Trap timings of a monster of yours destroyed by an opponent's attack or by the effect of
one of their Trap Cards: "When an Attack Position Pyro Type monster(s) on your field is
destroyed by an opponent's attack or their Trap Card effect".

Each way is its own event: a destruction in battle during an attack the opponent declared, or
by the effect of a Trap Card of the opponent's (the card whose effect destroyed it is the
event's `target`, `target_filter` a Trap). The position said is where the monster stood as it
was destroyed (the event's `was`); its other facts are read in the GY, as printed."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

_STOOD = {None: None, "Attack Position": ["attack"]}
"""The positions a destroyed monster may be said to have stood in, as the event's `was`."""


def _destroyed_yours(d: dict[str, Any]) -> dict[str, Any]:
    """The fields of a trigger on a monster of yours destroyed, as described ("an Attack
    Position Pyro Type monster(s)")."""
    if "article" not in d or d.get("noun") not in ("monster", "Monster") or d.get("face"):
        raise NoMatch("a monster, with an article")
    position = d.get("position")
    if position not in _STOOD or d.get("stat") in ("ATK", "DEF"):
        raise NoMatch("what the destroyed monster no longer has")
    fields: dict[str, Any] = {"event": "destroyed", "whose": "own"}
    chosen = to_filter({k: v for k, v in d.items() if k != "position"})
    if chosen:
        fields["filter"] = chosen
    if _STOOD[position]:
        fields["was"] = _STOOD[position]
    return fields


@production(
    "event",
    "lastingtiming12_destroyed_attack_or_trap",
    "{d:one} on your field is destroyed by an opponent's attack or their Trap Card effect",
)
def _destroyed_attack_or_trap(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    fields = _destroyed_yours(d)
    by_trap = {**fields, "by": "opp", "how": ["effect"], "target_filter": {"kind": "trap"}}
    in_battle = {**fields, "how": ["battle"], "attacker": "opp", "or": [by_trap]}
    return {"trigger": in_battle, "condition": []}


@production(
    "event",
    "lastingtiming12_sent_from_opp_deck",
    "{d:one} is sent from your opponent's Deck to the GY",
)
def _sent_from_opp_deck(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """A card of the opponent's sent from their Deck to the GY, by anyone's card, effect or
    cost (its facts read in the GY)."""
    if "article" not in d or d.get("face") or d.get("position") or d.get("stat"):
        raise NoMatch("a card, with an article")
    trigger: dict[str, Any] = {"event": "sent_to_gy", "whose": "opp", "was": ["deck"]}
    chosen = to_filter(d)
    if chosen:
        trigger["filter"] = chosen
    return {"trigger": trigger, "condition": []}


_FACE_UP = ["attack", "defense"]
"""Where a face-up monster stood as it was destroyed (the event's `was`)."""


@production(
    "event",
    "lastingtiming12_destroyed_together_by_effect",
    "{n} or more {d:desc} on your field are destroyed at the same time by an opponent's card "
    "effect",
)
def _destroyed_together(draft: Draft, n: int, d: dict[str, Any]) -> dict[str, Any]:
    """Several monsters of yours destroyed by one effect of an opponent's card, each its own
    event: the Trap answers once that many were destroyed together."""
    if n < 2 or not d.get("plural") or d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a number of monsters")
    if d.get("position") or set(d) & {"count", "all", "article", "stat", "other"}:
        raise NoMatch("what the destroyed monsters no longer have")
    trigger: dict[str, Any] = {"event": "destroyed", "whose": "own", "by": "opp", "how": ["effect"]}
    chosen = to_filter({k: v for k, v in d.items() if k not in ("face", "plural")})
    if chosen:
        trigger["filter"] = chosen
    if d.get("face") == "face-up":
        trigger["was"] = _FACE_UP
    elif d.get("face"):
        raise NoMatch("face-down monsters")
    trigger["count"] = n
    return {"trigger": trigger, "condition": []}
