"""Harm and changes in more shapes: "X, and if you do, Y" inside one sentence, further losses
("it loses an additional 1500 ATK"), and face-up Defense Position monsters on the field as a
condition ("if a face-up Defense Position Insect Type monster is on the field").
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.conditions import _has
from validator.engine.effects.text.productions.summons import _DOERS

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]


# ------------------------------------------------------------- "X, and if you do, Y"


@production(
    "steps",
    "harmchange_and_if_you_do",
    "{o:op}, and if you do, {s:steps}",
    "{o:op} and if you do, {s:steps}",
)
def _and_if_you_do(draft: Draft, o: Parse, s: Parse) -> Steps:
    """The second part applies only if the first did what it says ("そうした場合"): the
    operation leaves what it did in `moved` (a card destroyed, a position changed)."""
    done = build(o, draft)
    if len(done) != 1 or done[0]["op"] not in _DOERS:
        raise NoMatch("'if you do' after an operation that says what it did")
    return [*done, {"op": "if", "condition": [{"cond": "moved"}], "then": build(s, draft)}]


# ----------------------------------------------------------------- further losses


@production(
    "change",
    "harmchange_loses_additional",
    "{t:target} loses an additional {n} ATK",
    "{t:target} also loses {n} ATK",
    "{t:target} also loses an additional {n} ATK",
)
def _loses_additional(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    """A loss besides the one an earlier sentence made (the two add up)."""
    return [{"op": "lose_atk", "target": draft.target(t), "amount": n}]


# ------------------------------------------------- face-up Defense Position monsters


def _one_defense(d: dict[str, Any]) -> bool:
    """One face-up Defense Position monster, said with "a"/"an"."""
    if d.get("all") or d.get("upto") or d.get("other") or d.get("plural"):
        return False
    if "count" in d and d.get("article") is None:
        return False
    return d.get("face") == "face-up" and d.get("position") == "Defense Position"


@production(
    "condition", "harmchange_defense_on_field", "{d:desc} is on the field", accepts=_one_defense
)
def _defense_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    """ "A face-up Defense Position Insect Type monster is on the field": on either field."""
    return _has(d, {"prep": "on", "side": "all", "zone": "field"})
