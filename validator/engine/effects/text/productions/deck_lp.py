"""What an effect's own damage and LP gain did: "if you inflicted damage to your opponent by
this effect" (この効果で相手にダメージを与えた場合), "if you inflicted 1000 or more damage by
this effect", "If you do, ..." right after the damage (ダメージを与えた場合、さらに...), and
"if you gained LP by this effect" (この効果で回復した場合), "if you took damage by this effect"
(この効果で自分がダメージを受けた場合).

Damage a rule prevents (no effect damage, none from the opponent's effects) is not inflicted:
the condition `dealt` counts only the damage the effect's steps took from opponents' LP (from
its player's, `to` own), and `gained_lp` the LP they gained their player. Each is said only
after such a step of the effect.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _steps_of(draft: Draft) -> Iterator[dict[str, Any]]:
    """Every step of the effect so far, those inside "if" and "you can" parts included."""
    todo = [*(draft.trunk or ()), *draft.effect]
    while todo:
        step = todo.pop()
        yield step
        for way in ("then", "else"):
            todo.extend(step.get(way) or ())


def _to_opponent(step: dict[str, Any]) -> bool:
    return step["op"] == "damage" and step.get("to", "opp") == "opp"


def _after(draft: Draft, wanted: str) -> None:
    if draft.category != "sentence":
        raise NoMatch("an effect's sentence")
    if wanted == "damage" and not any(_to_opponent(step) for step in _steps_of(draft)):
        raise NoMatch("no damage to the opponent before")
    if wanted == "gain_lp" and not any(
        step["op"] == "gain_lp" and step.get("who", "own") == "own" for step in _steps_of(draft)
    ):
        raise NoMatch("no LP gained before")


@production(
    "condition",
    "deck_lp_inflicted",
    "you inflicted damage to your opponent by this effect",
)
def _inflicted(draft: Draft) -> list[dict[str, Any]]:
    _after(draft, "damage")
    return [{"cond": "dealt"}]


@production(
    "condition",
    "deck_lp_inflicted_at_least",
    "you inflicted {n} or more damage by this effect",
    "you inflicted {n} or more damage to your opponent by this effect",
)
def _inflicted_at_least(draft: Draft, n: int) -> list[dict[str, Any]]:
    _after(draft, "damage")
    if n < 1:
        raise NoMatch("some damage")
    return [{"cond": "dealt", "min": n}]


@production("condition", "deck_lp_took", "you took damage by this effect")
def _took(draft: Draft) -> list[dict[str, Any]]:
    if draft.category != "sentence":
        raise NoMatch("an effect's sentence")
    if not any(step["op"] == "damage" and step.get("to") == "own" for step in _steps_of(draft)):
        raise NoMatch("no damage to you before")
    return [{"cond": "dealt", "to": "own"}]


@production("condition", "deck_lp_gained", "you gained LP by this effect")
def _gained(draft: Draft) -> list[dict[str, Any]]:
    _after(draft, "gain_lp")
    return [{"cond": "gained_lp"}]


@production("sentence", "deck_lp_if_you_do_damage", "if you do, {s:steps}")
def _if_you_do_damage(draft: Draft, s: Parse) -> None:
    """ "Inflict 700 damage to your opponent. If you do, ...": what follows only when that
    damage was inflicted (the step right after it, inside its "if" or "you can" part)."""
    if draft.category != "sentence":
        raise NoMatch("an effect's sentence")
    steps = draft.after_last(frozenset({"damage"}))
    if not _to_opponent(steps[-1]):
        raise NoMatch("damage to the opponent")
    if sum(1 for step in _steps_of(draft) if _to_opponent(step)) != 1:
        raise NoMatch("the one damage of the effect (`dealt` counts all of it)")
    steps.append({"op": "if", "condition": [{"cond": "dealt"}], "then": build(s, draft)})
