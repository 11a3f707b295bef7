"""Clause-level productions: how a sentence of each field puts its parts into the encoding.

Top-level categories, one per field: `requirement` (a monster's or Spell's), `timing` (a Trap's
requirement), `sentence` (a sentence of the effect), `summoning` (the summoning condition) and
`static` (a sentence of a Continuous effect). They wrap the shared categories: `cond`
(conditions), `steps` (what happens, with "Then,", "If ...," and "you can" around `op`s).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch


@production("requirement", "requirement_cost_if", "if {c:cond}, {s:steps}")
def _cost_if(draft: Draft, c: Parse, s: Parse) -> None:
    draft.condition += build(c, draft)
    draft.cost += build(s, draft)


def _plain_cost(s: Parse, **_: Any) -> bool:
    """A requirement pays its cost whole: "COND, if COND2, COST" is two conditions and a cost
    (`productions/costs.py`), never a cost paid only if COND2 holds."""
    return s.production != "if"


@production("requirement", "requirement_cond_cost", "{c:cond}, {s:steps}", accepts=_plain_cost)
def _cond_cost(draft: Draft, c: Parse, s: Parse) -> None:
    _cost_if(draft, c, s)


@production("requirement", "requirement_cost", "{s:steps}", accepts=_plain_cost)
def _cost(draft: Draft, s: Parse) -> None:
    draft.cost += build(s, draft)


@production("requirement", "requirement_cond", "{c:cond}")
def _cond(draft: Draft, c: Parse) -> None:
    draft.condition += build(c, draft)


@production("sentence", "sentence", "{s:steps}")
def _sentence(draft: Draft, s: Parse) -> None:
    draft.effect += build(s, draft)


@production("steps", "then", "then, {s:steps}")
def _then(draft: Draft, s: Parse) -> list[dict[str, Any]]:
    return build(s, draft)


@production("steps", "if", "if {c:cond}, {s:steps}")
def _if(draft: Draft, c: Parse, s: Parse) -> list[dict[str, Any]]:
    return [{"op": "if", "condition": build(c, draft), "then": build(s, draft)}]


@production("steps", "may", "you can {s:steps}", "you can also {s:steps}")
def _may(draft: Draft, s: Parse) -> list[dict[str, Any]]:
    then = build(s, draft)
    if not then:
        raise NoMatch("an optional part that does nothing by itself")
    return [{"op": "may", "then": then}]


@production("steps", "and_then", "{o:op}, then {s:steps}")
def _and_then(draft: Draft, o: Parse, s: Parse) -> list[dict[str, Any]]:
    return build(o, draft) + build(s, draft)


@production("steps", "one", "{o:op}")
def _one(draft: Draft, o: Parse) -> list[dict[str, Any]]:
    return build(o, draft)


@production("cond", "cond_and", "{a:condition} and {b:cond}")
def _cond_and(draft: Draft, a: Parse, b: Parse) -> list[dict[str, Any]]:
    return build(a, draft) + build(b, draft)


@production("cond", "cond_one", "{a:condition}")
def _cond_one(draft: Draft, a: Parse) -> list[dict[str, Any]]:
    return build(a, draft)
