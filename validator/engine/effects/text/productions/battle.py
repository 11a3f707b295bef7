"""Attacks: extra attacks, a second attack after destroying a monster, piercing damage, direct
attacks, monsters that cannot attack, the rules over who may attack; and the durations said
after the change ("... this turn", "..., until the end of this turn")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import _lasting

Steps = list[dict[str, Any]]


# ------------------------------------------------------------------------------ durations


@production(
    "op",
    "this_turn_after",
    "{c:change} this turn",
    "{c:change} during this turn",
    "{c:change}, until the end of this turn",
)
def _this_turn_after(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "end_of_turn")


@production("change", "change_and", "{a:change}, and {b:change}")
def _change_and(draft: Draft, a: Parse, b: Parse) -> Steps:
    first = build(a, draft)
    targets = [step["target"] for step in first if "target" in step]
    single = (
        len(targets) == len(first)
        and all(t == targets[0] for t in targets)
        and not (isinstance(targets[0], dict) and "all" in targets[0])
    )
    if not single and _says_it(b):
        raise NoMatch("'it' after a change of no one card")
    draft.subject = targets[0] if single else None
    try:
        return first + build(b, draft)
    finally:
        draft.subject = None


def _says_it(parse: Parse) -> bool:
    """Whether a parse names a card "it" (its subject)."""
    for value in parse.values.values():
        if isinstance(value, Parse) and _says_it(value):
            return True
        if isinstance(value, dict) and value.get("ref") == "it":
            return True
    return False


# -------------------------------------------------------------------------------- attacks


def _grant(draft: Draft, t: dict[str, Any], ability: str, count: int = 1) -> Steps:
    made: dict[str, Any] = {"op": "grant", "target": draft.target(t), "ability": ability}
    if count != 1:
        made["count"] = count
    return [made]


@production("change", "attack_twice", "{t:target} can attack twice")
def _twice(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "extra_attack")


@production("change", "attacks_up_to", "{t:target} can make up to {n} attacks")
def _up_to(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    if n < 2:
        raise NoMatch("up to 1 attack")
    return _grant(draft, t, "extra_attack", n - 1)


@production("change", "attacks_on_monsters", "{t:target} can make up to {n} attacks on monsters")
def _on_monsters(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    if n < 2:
        raise NoMatch("up to 1 attack")
    return _grant(draft, t, "extra_attack_on_monsters", n - 1)


@production(
    "change",
    "second_attack_on_kill",
    "if {t:target} destroyed a monster by battle, it can make a second attack during that "
    "Battle Phase",
)
def _on_kill(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "extra_attack_on_kill")


_PIERCING = (
    "inflict piercing battle damage (if the ATK of the attacking monster exceeds the DEF of the "
    "attack target, inflict the difference)"
)


@production(
    "op",
    "pierce_this_turn",
    f"if {{t:target}} attacks a Defense Position monster this turn, {_PIERCING}",
    f"if {{t:target}} attack a Defense Position monster this turn, {_PIERCING}",
)
def _pierce_this_turn(draft: Draft, t: dict[str, Any]) -> Steps:
    return _lasting(_grant(draft, t, "pierce"), "end_of_turn")


@production(
    "change",
    "pierce_if_attacks",
    f"if {{t:target}} attacks a Defense Position monster, {_PIERCING}",
)
def _pierce(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "pierce")


@production("change", "cannot_attack", "{t:target} cannot attack")
def _cannot_attack(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "cannot_attack")


@production("change", "cannot_attack_directly", "{t:target} cannot attack directly")
def _cannot_direct(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "cannot_attack_directly")


@production(
    "change",
    "no_traps_on_attack",
    "your opponent cannot activate Trap Cards when {t:target} declares an attack",
)
def _no_traps(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "no_traps_on_attack")


# ------------------------------------------------------------------ rules over a player


@production("change", "your_cannot_attack", "your {d:desc} cannot attack")
def _yours_cannot(draft: Draft, d: dict[str, Any]) -> Steps:
    if "count" in d or d.get("all") or d.get("other"):
        raise NoMatch("a count in a rule over monsters")
    if "names" not in d and not d.get("plural"):
        raise NoMatch("a rule over one monster")
    if d.get("face") or d.get("position"):
        raise NoMatch("a position in a rule over monsters")
    made: dict[str, Any] = {"op": "restrict", "rule": "no_attack_with"}
    chosen = to_filter(d)
    if chosen and chosen != {"kind": "monster"}:
        made["filter"] = chosen
    return [made]


@production("change", "no_direct_attack", "you cannot attack directly")
def _no_direct(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_direct_attack"}]
