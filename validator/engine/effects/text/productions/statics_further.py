"""A further change under a further condition, in one sentence: "If you have no monsters in
your GY, A, then if this card is in Maximum Mode, B" (自分の墓地にモンスターがいない場合、Ａ、
さらにこのカードがマキシマムモードの場合、Ｂ): A while the first condition holds, B while both do
(さらに: B is added to A). "It" after a condition about this card is this card ("then if this
card is in Maximum Mode, it cannot be destroyed ..."); "they" after a rule over the opponent is
the opponent ("..., they cannot Set Spell/Trap Cards from their hand").

Also the opponent's Sets a static forbids: "your opponent cannot Set monsters from their hand"
(相手は手札のモンスターをセットできない), "... Spell/Trap Cards from their hand".
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.rules2 import _monster_set
from validator.engine.effects.text.productions.statics import _add, _static_condition

Mods = list[dict[str, Any]]
Conds = list[dict[str, Any]]

_ABOUT_THIS_CARD = frozenset({"maximum_mode", "self_position"})


def _set_filter(d: dict[str, Any]) -> dict[str, Any]:
    """What a rule forbids to Set from the hand: monsters (of a kind), or Spell/Trap Cards."""
    if d.get("noun") in ("Spell/Trap", "Spell", "Trap"):
        if not d.get("plural") or set(d) - {"noun", "plural"}:
            raise NoMatch("Spell/Trap Cards of a plain kind")
        return to_filter(d) or {}
    if not d.get("plural") or d.get("count") or d.get("all") or d.get("face"):
        raise NoMatch("monsters of a kind")
    return _monster_set(d)


def _no_set(d: dict[str, Any]) -> Mods:
    return [{"rule": "no_set", "side": "opp", "filter": _set_filter(d)}]


@production("mod", "statics_opp_no_set", "your opponent cannot Set {d:desc} from their hand")
def _opp_no_set(draft: Draft, d: dict[str, Any]) -> Mods:
    return _no_set(d)


def _first(draft: Draft, c: Parse, m: Parse) -> tuple[Conds, Mods]:
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's continuous effect")
    condition = _static_condition(build(c, draft))
    return condition, build(m, draft)


def _further(draft: Draft, d: Parse, about_this_card: bool = False) -> Conds:
    condition = _static_condition(build(d, draft))
    if about_this_card and (
        not condition or any(cond["cond"] not in _ABOUT_THIS_CARD for cond in condition)
    ):
        raise NoMatch("'it' names no card of the condition")
    return condition


_FIRST = "if {c:cond}, {m:mods}, then if {d:cond}, "


@production("static", "statics_further_if", _FIRST + "{n:mods}")
def _further_if(draft: Draft, c: Parse, m: Parse, d: Parse, n: Parse) -> None:
    condition, first = _first(draft, c, m)
    further = _further(draft, d)
    _add(draft, first, condition)
    _add(draft, build(n, draft), [dict(x) for x in condition] + further)


@production("static", "statics_further_if_it", _FIRST + "it {t:traits}")
def _further_if_it(draft: Draft, c: Parse, m: Parse, d: Parse, t: Parse) -> None:
    condition, first = _first(draft, c, m)
    further = _further(draft, d, about_this_card=True)
    _add(draft, first, condition)
    _add(draft, build(t, draft), [dict(x) for x in condition] + further)


@production(
    "static",
    "statics_further_if_no_traps_on_its_attack",
    _FIRST + "your opponent cannot activate Trap Cards when it declares an attack",
)
def _further_no_traps(draft: Draft, c: Parse, m: Parse, d: Parse) -> None:
    condition, first = _first(draft, c, m)
    further = _further(draft, d, about_this_card=True)
    _add(draft, first, condition)
    _add(draft, [{"rule": "no_traps_on_attack"}], [dict(x) for x in condition] + further)


@production(
    "static",
    "statics_further_if_they_no_set",
    _FIRST + "they cannot Set {e:desc} from their hand",
)
def _further_they_no_set(draft: Draft, c: Parse, m: Parse, d: Parse, e: dict[str, Any]) -> None:
    condition, first = _first(draft, c, m)
    if not first or any(mod.get("side") != "opp" or "target" in mod for mod in first):
        raise NoMatch("'they' names the opponent a rule before binds")
    further = _further(draft, d)
    _add(draft, first, condition)
    _add(draft, _no_set(e), [dict(x) for x in condition] + further)


@production(
    "static",
    "statics_then_if_opp_turn",
    "then, if {c:cond}, during your opponent's turn, {m:mods}",
)
def _then_if_opp_turn(draft: Draft, c: Parse, m: Parse) -> None:
    """A further change, in force during the opponent's turns while its condition holds
    (〜場合、さらに相手ターンの間、...)."""
    condition = [*_static_condition(build(c, draft)), {"cond": "turn", "whose": "opp"}]
    _add(draft, build(m, draft), condition)
