"""Taking control: "Take control of 1 face-up ... monster on your opponent's field" (the monster
moves to your field and is yours to use until it leaves, or until the End Phase)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

# The opponent's Monster Zones as pick sources (a Maximum Mode monster is never taken).
_OPPONENT_MONSTERS = frozenset(
    {"opp_monsters", "opp_faceup", "opp_attack", "opp_defense", "opp_facedown"}
)


def _taken(draft: Draft, t: dict[str, Any], until: str) -> Steps:
    """The step taking control of one chosen monster of the opponent's field."""
    if "ref" in t or "alts" in t or t["desc"].get("all"):
        raise NoMatch("control of one chosen monster")
    target = draft.target(t)
    if draft.picks[target["pick"]]["from"] not in _OPPONENT_MONSTERS:
        raise NoMatch("control of a monster on the opponent's field")
    step: dict[str, Any] = {"op": "take_control", "target": target}
    if until != "ever":
        step["until"] = until
    return [step]


@production("op", "control_take", "take control of {t:target}")
def _take(draft: Draft, t: dict[str, Any]) -> Steps:
    return _taken(draft, t, "ever")


@production(
    "op",
    "control_take_used",
    "take control of {t:target} (move it to your field, and use it yourself)",
)
def _take_used(draft: Draft, t: dict[str, Any]) -> Steps:
    return _taken(draft, t, "ever")


@production(
    "op", "control_take_non_maximum", "take control of {t:target}, except a Maximum Monster"
)
def _take_non_maximum(draft: Draft, t: dict[str, Any]) -> Steps:
    """The exception after the place ("1 face-up monster on your opponent's field, except a
    Maximum Monster") is the chosen monster's, as if it followed the description."""
    if "desc" not in t or t["desc"].get("except"):
        raise NoMatch("one exception")
    return _taken(draft, {**t, "desc": {**t["desc"], "except": "maximum"}}, "ever")


@production(
    "op",
    "control_take_until_end_phase",
    "take control of {t:target} that is not in Maximum Mode until the End Phase",
    "take control of {t:target} that is not in Maximum Mode until the End Phase (when control "
    "of that monster is returned, if there is no Monster Zone to return to, send it to the GY)",
)
def _take_until_end_phase(draft: Draft, t: dict[str, Any]) -> Steps:
    """Control until the End Phase: a monster in Maximum Mode is never taken, and a monster
    whose owner has no free Monster Zone then goes to the GY (`field.return_control`)."""
    return _taken(draft, t, "end_phase")


@production(
    "op",
    "control_take_that_facedown",
    "take control of that face-down Defense Position monster",
)
def _take_that_facedown(draft: Draft) -> Steps:
    """The monster an earlier step of the effect turned face-down ("Change that monster to
    face-down Defense Position. Then, ... take control of that face-down Defense Position
    monster"): only after such a step."""
    steps = draft.effect
    changed = [s for s in steps if isinstance(s, dict) and s.get("op") == "to_facedown"]
    if not changed:
        raise NoMatch("no earlier step turned a monster face-down")
    return [{"op": "take_control", "target": changed[-1]["target"]}]
