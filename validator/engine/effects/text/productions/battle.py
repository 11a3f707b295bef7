"""Attacks: extra attacks, a second attack after destroying a monster, piercing damage, direct
attacks, monsters that cannot attack, the rules over who may attack; and the durations said
after the change ("... this turn", "..., until the end of this turn")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import _lasting
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]


# ------------------------------------------------------------------------------ durations


@production(
    "op",
    "battle_this_turn_after",
    "{c:change} this turn",
    "{c:change} during this turn",
    "{c:change}, until the end of this turn",
)
def _this_turn_after(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "end_of_turn")


@production("change", "battle_change_and", "{a:change}, and {b:change}")
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


# What a monster can or cannot do, said after its name ("can attack twice"): the ability and
# its count for `grant`.
Ability = tuple[str, int]


@production("battle_ability", "battle_attack_twice", "can attack twice")
def _twice(draft: Draft) -> Ability:
    return ("extra_attack", 1)


@production(
    "battle_ability", "battle_attacks_on_monsters", "can make up to {n} attacks on monsters"
)
def _on_monsters(draft: Draft, n: int) -> Ability:
    if n < 2:
        raise NoMatch("up to 1 attack")
    return ("extra_attack_on_monsters", n - 1)


@production("battle_ability", "battle_attacks_up_to", "can make up to {n} attacks")
def _up_to(draft: Draft, n: int) -> Ability:
    if n < 2:
        raise NoMatch("up to 1 attack")
    return ("extra_attack", n - 1)


@production("battle_ability", "battle_can_attack_directly", "can attack directly")
def _direct(draft: Draft) -> Ability:
    return ("direct_attack", 1)


@production("battle_ability", "battle_cannot_attack_directly", "cannot attack directly")
def _cannot_direct(draft: Draft) -> Ability:
    return ("cannot_attack_directly", 1)


@production("battle_ability", "battle_cannot_attack", "cannot attack")
def _cannot_attack(draft: Draft) -> Ability:
    return ("cannot_attack", 1)


@production(
    "battle_ability",
    "battle_inflicts_piercing",
    "inflicts piercing battle damage",
    "inflicts piercing damage",
)
def _inflicts_piercing(draft: Draft) -> Ability:
    return ("pierce", 1)


@production("change", "battle_grant", "{t:target} {a:battle_ability}")
def _ability(draft: Draft, t: dict[str, Any], a: Parse) -> Steps:
    return _grant(draft, t, *build(a, draft))


@production(
    "change",
    "battle_gains_and_ability",
    "{t:target} gains {n} ATK and {a:battle_ability}",
    "{t:target} gains {n} ATK, and {a:battle_ability}",
)
def _gains_and(draft: Draft, t: dict[str, Any], n: int, a: Parse) -> Steps:
    target = draft.target(t)
    ability, count = build(a, draft)
    made: dict[str, Any] = {"op": "grant", "target": target, "ability": ability}
    if count != 1:
        made["count"] = count
    return [{"op": "gain_atk", "target": target, "amount": n}, made]


@production(
    "change",
    "battle_second_attack_on_kill",
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
    "battle_pierce_this_turn",
    f"if {{t:target}} attacks a Defense Position monster this turn, {_PIERCING}",
    f"if {{t:target}} attack a Defense Position monster this turn, {_PIERCING}",
)
def _pierce_this_turn(draft: Draft, t: dict[str, Any]) -> Steps:
    return _lasting(_grant(draft, t, "pierce"), "end_of_turn")


@production(
    "change",
    "battle_pierce_if_attacks",
    f"if {{t:target}} attacks a Defense Position monster, {_PIERCING}",
)
def _pierce(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "pierce")


@production(
    "change",
    "battle_no_traps_on_attack",
    "your opponent cannot activate Trap Cards when {t:target} declares an attack",
)
def _no_traps(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "no_traps_on_attack")


# ------------------------------------------------------------------ rules over a player


@production("change", "battle_your_cannot_attack", "your {d:desc} cannot attack")
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


@production("change", "battle_no_direct_attack", "you cannot attack directly")
def _no_direct(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_direct_attack"}]


@production("change", "battle_opp_cannot_attack", "your opponent cannot attack with {d:desc}")
def _opp_cannot(draft: Draft, d: dict[str, Any]) -> Steps:
    if "count" in d or d.get("all") or d.get("other") or d.get("face") or d.get("position"):
        raise NoMatch("not a kind of monster")
    if "names" not in d and not d.get("plural"):
        raise NoMatch("a rule over one monster")
    made: dict[str, Any] = {"op": "restrict", "rule": "no_attack_with", "who": "opp"}
    chosen = to_filter(d)
    if chosen and chosen != {"kind": "monster"}:
        made["filter"] = chosen
    return [made]


@production(
    "op",
    "battle_opp_next_turn_cannot_attack",
    "during your opponent's next turn, your opponent cannot attack with {t:target}",
)
def _next_turn_cannot(draft: Draft, t: dict[str, Any]) -> Steps:
    # Said of an opponent's monster by an effect of your own turn (a monster's or a Normal
    # Spell's): until then it could not attack anyway, so it lasts from now to that turn's end.
    if draft.kind not in ("ignition", "spell"):
        raise NoMatch("an effect that may resolve in the opponent's turn")
    target = draft.target(t)
    if not (isinstance(target, dict) and "pick" in target):
        raise NoMatch("not a chosen monster")
    if not draft.picks[target["pick"]]["from"].startswith("opp_"):
        raise NoMatch("not an opponent's monster")
    return [
        {
            "op": "grant",
            "target": target,
            "ability": "cannot_attack",
            "until": "end_of_opp_next_turn",
        }
    ]


# ---------------------------------------------------------------------------------- names

_NAMED = {"the chosen monster": "that", "that monster": "that"}


SLOTS["battle_named"] = one_of(_NAMED)


@production(
    "change",
    "battle_copy_name",
    "{t:target}'s name becomes the same as {w:battle_named}",
)
def _copy_name(draft: Draft, t: dict[str, Any], w: str) -> Steps:
    if draft.last_pick is None:
        raise NoMatch("'the chosen monster' names no earlier choice")
    source = {"pick": draft.last_pick}
    return [{"op": "copy_name", "target": draft.target(t), "of": source}]
