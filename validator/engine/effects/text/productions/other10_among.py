"""Destroying some of the cards of a group: of the face-down cards an effect looked at ("Look
at all face-down cards in your opponent's Spell & Trap Zone. Destroy all Trap Cards among
them."), and of all the monsters of a kind but some ("except monsters with 500 original DEF").

The cards looked at are the look's (`moved`); those of a kind among them are destroyed
(`destroy` with a filter of their printed facts: they are face-down). When the look is optional
("you can look at ..."), so is what follows: it goes inside that optional part."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]


def _after_look(draft: Draft) -> Steps:
    """The steps the effect's last look ends (inside the "you can" part it ends with)."""
    if draft.category != "sentence":
        raise NoMatch("cards looked at, outside an effect")
    steps = draft.effect
    while steps and steps[-1]["op"] == "may":
        steps = steps[-1]["then"]
    if not steps or steps[-1]["op"] != "look" or "all" not in steps[-1]["target"]:
        raise NoMatch("no cards looked at just before")
    return steps


def _kind_among(d: dict[str, Any]) -> dict[str, Any]:
    """ "all Trap Cards": a kind of card, all of them."""
    if not d.get("all") or not d.get("plural") or d.get("face") or d.get("position"):
        raise NoMatch("all the cards of a kind")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("all", "plural")})
    if not chosen:
        raise NoMatch("any card at all")
    return chosen


@production("sentence", "other10_destroy_among_looked", "destroy {d:desc} among them")
def _destroy_among(draft: Draft, d: dict[str, Any]) -> None:
    chosen = _kind_among(d)
    _after_look(draft).append({"op": "destroy", "target": "moved", "filter": chosen})


@production(
    "sentence", "other10_may_destroy_among_looked", "then, you can destroy {d:desc} among them"
)
def _may_destroy_among(draft: Draft, d: dict[str, Any]) -> None:
    chosen = _kind_among(d)
    destroy = {"op": "destroy", "target": "moved", "filter": chosen}
    _after_look(draft).append({"op": "may", "then": [destroy]})


# ------------------------------------------- "all ..., except monsters with 500 original DEF"

_ORIGINAL = {"original ATK": "original_atk", "original DEF": "original_def"}
SLOTS["other10_original"] = one_of(_ORIGINAL)


@production(
    "op",
    "other10_destroy_all_except_original",
    "destroy {t:target}, except monsters with {n} {s:other10_original}",
)
def _destroy_all_except(draft: Draft, t: dict[str, Any], n: int, s: str) -> Steps:
    """ "Destroy all face-up monsters on the field, except monsters with 500 original DEF": all
    of them but those (元々の守備力が500のモンスター以外)."""
    target = draft.target(t)
    if not isinstance(target, dict) or set(target) != {"all"}:
        raise NoMatch("all the cards of a kind")
    every = target["all"]
    chosen = dict(every.get("filter") or {})
    if chosen.get("kind") != "monster":
        raise NoMatch("monsters")
    chosen["none_of"] = [*chosen.get("none_of", ()), {_ORIGINAL[s]: n}]
    return [{"op": "destroy", "target": {"all": {**every, "filter": chosen}}}]
