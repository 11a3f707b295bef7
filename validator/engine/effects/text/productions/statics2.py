"""More static effects: counted changes ("gains ATK equal to [the number of monsters in your
GY] x 100"), Level increases, and further rules of Continuous effects, Equip and Field Spells.

A counted change is worked out whenever the changed monster's ATK is read (`lasting._total`),
so its counter must not itself read a current ATK or DEF (it would read its own change).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.filters import READS_ATK
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics import (
    _add,
    _equip,
    _held,
    _static_condition,
)

Mods = list[dict[str, Any]]

# ------------------------------------------------------------------------- counted changes

_CURRENT_STATS = frozenset({"atk", "def"})


def _reads_stats(value: Any) -> bool:
    """Whether a counter (or a filter in it) reads a current ATK or DEF."""
    if isinstance(value, dict):
        if value.get("counter") in ("stat", "highest", "total") and value.get("stat") in (
            _CURRENT_STATS
        ):
            return True
        if any(key in READS_ATK for key in value):
            return True
        return any(_reads_stats(v) for v in value.values())
    if isinstance(value, list):
        return any(_reads_stats(v) for v in value)
    return False


_SUBJECT = {None: "self", "equipped": "equipped"}
"""What "its" names in a counted change, by the holder's side: this card, the equipped
monster (a side's monsters are several: "its" names none of them)."""


def _counted(draft: Draft, holder: dict[str, Any], a: Parse) -> dict[str, Any]:
    """A counted amount of a static change of the holder ("its" naming the holder)."""
    draft.subject = _SUBJECT.get(holder.get("side"))
    try:
        amount = build(a, draft)
    finally:
        draft.subject = None
    if _reads_stats(amount):
        raise NoMatch("a counted change that reads a current ATK or DEF")
    return amount


_STATS = {"ATK": ("atk",), "DEF": ("def",), "ATK/DEF": ("atk", "def")}

for _word, _rules in _STATS.items():

    @production(
        "mod",
        f"statics2_gains_{_word}_equal",
        f"{{h:holder}} gains {_word} equal to {{a:amount}}",
        f"{{h:holder}} gain {_word} equal to {{a:amount}}",
    )
    def _gains_equal(draft: Draft, h: Parse, a: Parse, _r: tuple[str, ...] = _rules) -> Mods:
        holder = build(h, draft)
        amount = _counted(draft, holder, a)
        return _held(holder, [{"rule": rule, "value": amount} for rule in _r])

    @production(
        "mod",
        f"statics2_gains_{_word}_equal_and",
        f"{{h:holder}} gains {_word} equal to {{a:amount}}, and it {{t:traits}}",
        f"{{h:holder}} gains {_word} equal to {{a:amount}}, and {{t:traits}}",
        f"{{h:holder}} gain {_word} equal to {{a:amount}}, and they {{t:traits}}",
    )
    def _gains_equal_and(
        draft: Draft, h: Parse, a: Parse, t: Parse, _r: tuple[str, ...] = _rules
    ) -> Mods:
        holder = build(h, draft)
        amount = _counted(draft, holder, a)
        changes = [{"rule": rule, "value": amount} for rule in _r]
        return _held(holder, [*changes, *build(t, draft)])


# ------------------------------------------------------------------------- Level increases


@production(
    "mod",
    "statics2_increase_level",
    "increase the Level of {h:holder} by {n}",
    "increase {h:holder}'s Level by {n}",
)
def _increase_level(draft: Draft, h: Parse, n: int) -> Mods:
    return _held(build(h, draft), [{"rule": "level", "value": n}])


@production(
    "mod", "statics2_traits_and_its_level", "{h:holder} {t:traits}, and its Level increases by {n}"
)
def _traits_and_its_level(draft: Draft, h: Parse, t: Parse, n: int) -> Mods:
    holder = build(h, draft)
    if holder.get("side") not in (None, "equipped"):
        raise NoMatch("'its Level' of several monsters")
    return _held(holder, [*build(t, draft), {"rule": "level", "value": n}])


@production(
    "mod",
    "statics2_traits_and_their_levels",
    "{h:holder} {t:traits}, and their Levels increase by {n}",
    "{h:holder} {t:traits}, and their Levels are increased by {n}",
)
def _traits_and_their_levels(draft: Draft, h: Parse, t: Parse, n: int) -> Mods:
    holder = build(h, draft)
    if holder.get("side") in (None, "equipped"):
        raise NoMatch("'their Levels' of one monster")
    return _held(holder, [*build(t, draft), {"rule": "level", "value": n}])


# ---------------------------------------------- Equip and Field Spells' requirements

_ACTIVATED_STATICS = ("equip", "field")


def _activated_static(draft: Draft) -> None:
    if draft.kind not in _ACTIVATED_STATICS:
        raise NoMatch("an Equip or Field Spell's requirement")


@production(
    "requirement",
    "statics2_equip_if",
    "if {c:cond}, equip to {d:desc} on your field",
    "if {c:cond}, equip this card to {d:desc} on your field",
)
def _equip_if(draft: Draft, c: Parse, d: dict[str, Any]) -> None:
    """An Equip Spell activated only while a condition holds (checked on activation)."""
    _activated_static(draft)
    draft.condition += build(c, draft)
    _equip(draft, d, "own_faceup")


@production(
    "requirement",
    "statics2_cost_and_equip",
    "{s:steps}, and equip to {d:desc} on your field",
    "{s:steps}, and equip this card to {d:desc} on your field",
)
def _cost_and_equip(draft: Draft, s: Parse, d: dict[str, Any]) -> None:
    """An Equip Spell that pays a cost as it is activated (never with the monster it equips)."""
    _activated_static(draft)
    if s.production in ("if", "may", "then"):
        raise NoMatch("a cost paid only in part")
    draft.cost += build(s, draft)
    _equip(draft, d, "own_faceup")


@production("requirement", "statics2_activate_if", "activate this card if {c:cond}")
def _activate_if(draft: Draft, c: Parse) -> None:
    _activated_static(draft)
    draft.condition += build(c, draft)


@production(
    "requirement",
    "statics2_activate_by_milling",
    "activate this card by sending the top {n} cards of your Deck to the GY",
)
def _activate_by_milling(draft: Draft, n: int) -> None:
    _activated_static(draft)
    draft.cost.append({"op": "mill", "count": n})


@production(
    "condition",
    "statics2_no_other_named_faceup",
    "you have no other {name} face-up on your field",
)
def _no_other_named(draft: Draft, name: int) -> list[dict[str, Any]]:
    """No other face-up card of that name on your field (a monster or a Spell/Trap)."""
    has = {"cond": "has", "from": "own_faceup_cards", "filter": {"ids": [name]}, "other": True}
    return [{"cond": "not", "condition": has}]


# -------------------------------------------------------------------------- battle damage


@production(
    "mod", "statics2_safe_battle", "you take no battle damage from battles involving {h:holder}"
)
def _safe_battle(draft: Draft, h: Parse) -> Mods:
    """No battle damage to you from the battles of your monsters (this card, or your monsters
    of a kind): the damage you would take when they battle."""
    holder = build(h, draft)
    if holder.get("side") not in (None, "own"):
        raise NoMatch("the battles of monsters you may not control")
    return _held(holder, [{"rule": "safe_battle"}])


# ------------------------------------------------------------------ indestructibility

_PROTECTIONS = {
    "Trap Card effects": ("trap",),
    "monster effects": ("monster",),
    "Spell Card effects": ("spell",),
    "Spell/Trap Card effects": ("spell_trap",),
    "your opponent's effects": ("opp_effect",),
    "your opponent's monster effects": ("opp_monster",),
    "your opponent's Spell Card effects": ("opp_spell",),
    "your opponent's monster effects or Spell Card effects": ("opp_monster", "opp_spell"),
    "battle or card effects": ("battle", "effect"),
}

for _by, _values in _PROTECTIONS.items():

    @production(
        "trait",
        f"statics2_indestructible_{'_'.join(_values)}",
        f"cannot be destroyed by {_by}",
    )
    def _indestructible(draft: Draft, _v: tuple[str, ...] = _values) -> Mods:
        return [{"rule": "indestructible", "value": value} for value in _v]


# ------------------------------------------------------------------- additional changes


@production(
    "static",
    "statics2_then_if_additional",
    "then, if {c:cond}, {h:holder} gains an additional {n} ATK",
    "if {c:cond}, {h:holder} gains an additional {n} ATK",
)
def _additional_if(draft: Draft, c: Parse, h: Parse, n: int) -> None:
    """More ATK on top of the change before, while a condition holds: a change of its own."""
    condition = _static_condition(build(c, draft))
    _add(draft, _held(build(h, draft), [{"rule": "atk", "value": n}]), condition)


def _equipped_is(draft: Draft, chosen: dict[str, Any], t: Parse | None, n: int = 0) -> None:
    if draft.kind != "equip":
        raise NoMatch("only an Equip Spell has an equipped monster")
    traits = build(t, draft) if t is not None else [{"rule": "atk", "value": n}]
    _add(draft, [{**trait, "side": "equipped", "filter": chosen} for trait in traits])


@production("static", "statics2_equipped_named", "if the equipped monster is {name}, it {t:traits}")
def _equipped_named(draft: Draft, name: int, t: Parse) -> None:
    _equipped_is(draft, {"ids": [name]}, t)


@production(
    "static",
    "statics2_equipped_named_additional",
    "if the equipped monster is {name}, it gains an additional {n} ATK",
)
def _equipped_named_more(draft: Draft, name: int, n: int) -> None:
    _equipped_is(draft, {"ids": [name]}, None, n)


@production(
    "static",
    "statics2_equipped_attribute",
    "if the equipped monster is {a:attribute} Attribute, it {t:traits}",
)
def _equipped_attribute(draft: Draft, a: str, t: Parse) -> None:
    _equipped_is(draft, {"attribute": a}, t)


@production(
    "static",
    "statics2_equipped_attribute_additional",
    "if the equipped monster is {a:attribute} Attribute, it gains an additional {n} ATK",
)
def _equipped_attribute_more(draft: Draft, a: str, n: int) -> None:
    _equipped_is(draft, {"attribute": a}, None, n)
