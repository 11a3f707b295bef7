"""Rules over what a player may play from the hand: who cannot Normal Summon, Set, or Normal
and Special Summon what ("you cannot Normal Summon/Set monsters from your hand", "you can only
Normal Summon Warrior Type monsters"), and how long such a rule lasts ("for the rest of the
turn")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import _lasting
from validator.engine.effects.text.productions.rules import _restrict, _summoned

Steps = list[dict[str, Any]]

_MONSTERS = {"kind": "monster"}


def _kinds(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of a kind of monsters a summoning rule names (None: every monster)."""
    if "names" in d:
        raise NoMatch("monsters by name")
    return _summoned(d)


def _only(d: dict[str, Any]) -> dict[str, Any]:
    """The monsters outside a kind: those an "only ..." rule forbids."""
    chosen = _kinds(d)
    if chosen is None:
        raise NoMatch("every monster: no rule")
    return {"none_of": [chosen]}


def _monster_set(d: dict[str, Any]) -> dict[str, Any]:
    """The monsters a rule forbids to Set ("monsters": every one)."""
    return _kinds(d) or dict(_MONSTERS)


@production("change", "rules2_no_normal_summon", "you cannot Normal Summon {d:desc}")
def _no_normal(draft: Draft, d: dict[str, Any]) -> Steps:
    return _restrict("no_normal_summon", "you", _kinds(d))


@production(
    "change",
    "rules2_no_normal_summon_set",
    "you cannot Normal Summon/Set {d:desc} from your hand",
)
def _no_normal_set(draft: Draft, d: dict[str, Any]) -> Steps:
    return _restrict("no_normal_summon", "you", _kinds(d)) + _restrict(
        "no_set", "you", _monster_set(d)
    )


@production(
    "change",
    "rules2_no_normal_summon_nor_set",
    "you cannot Normal Summon {d:desc}, nor Set {e:desc} from your hand",
)
def _no_normal_nor_set(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> Steps:
    return _restrict("no_normal_summon", "you", _kinds(d)) + _restrict(
        "no_set", "you", _monster_set(e)
    )


@production("change", "rules2_no_normal_or_special", "you cannot Normal or Special Summon {d:desc}")
def _no_normal_or_special(draft: Draft, d: dict[str, Any]) -> Steps:
    chosen = _kinds(d)
    return _restrict("no_normal_summon", "you", chosen) + _restrict(
        "no_special_summon", "you", chosen
    )


@production("change", "rules2_only_normal_summon", "you can only Normal Summon {d:desc}")
def _only_normal(draft: Draft, d: dict[str, Any]) -> Steps:
    return _restrict("no_normal_summon", "you", _only(d))


@production(
    "change",
    "rules2_only_normal_or_special",
    "you can only Normal or Special Summon {d:desc}",
)
def _only_normal_or_special(draft: Draft, d: dict[str, Any]) -> Steps:
    return _restrict("no_normal_summon", "you", _only(d)) + _restrict(
        "only_special_summon", "you", _kinds(d)
    )


@production("change", "rules2_no_set_from_hand", "you cannot Set {d:desc} from the hand")
def _no_set(draft: Draft, d: dict[str, Any]) -> Steps:
    if d.get("noun") not in ("Spell/Trap", "Spell", "Trap") or not d.get("plural"):
        raise NoMatch("a kind of Spell/Trap Cards")
    if set(d) - {"noun", "plural", "subtype", "legend"}:
        raise NoMatch("more than a kind of card")
    return _restrict("no_set", "you", to_filter(d))


@production("op", "rules2_rest_of_turn", "{c:change} for the rest of the turn")
def _rest_of_turn(draft: Draft, c: Parse) -> Steps:
    return _lasting(build(c, draft), "end_of_turn")


# ------------------------------------------------------------ attacks by two kinds of monster


def _read_either(text: str) -> list[dict[str, Any]]:
    """Two kinds of monster with their noun said once: "Fusion or Normal Monsters"."""
    first, sep, second = text.partition(" or ")
    if not sep or " " in first or not second.endswith(" Monsters"):
        raise NoMatch(text)
    kinds = [read_desc(f"{first} Monsters"), read_desc(second)]
    for d in kinds:
        if set(d) - {"subtype", "noun", "plural"} or d.get("noun") != "Monster":
            raise NoMatch("a kind of monster by its subtype")
    return kinds


def _render_either(kinds: list[dict[str, Any]]) -> str:
    return f"{render_desc(kinds[0]).removesuffix(' Monsters')} or {render_desc(kinds[1])}"


SLOTS["rules2_either"] = Slot(_read_either, _render_either)


@production(
    "change", "rules2_only_attack_with_either", "you can only attack with {x:rules2_either}"
)
def _only_attack_either(draft: Draft, x: list[dict[str, Any]]) -> Steps:
    filters = []
    for d in x:
        chosen = to_filter(d) or {}
        chosen.pop("kind", None)
        filters.append(chosen)
    return _restrict("only_attack_with", "you", {"any_of": filters})
