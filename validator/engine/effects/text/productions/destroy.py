"""Destroying, sending and returning cards in the remaining shapes, and protections.

- Cards on both fields ("1 monster on the field", "all Spell/Trap Cards on either side of the
  field") and in the Spell & Trap Zones alone ("1 face-down card in your opponent's Spell &
  Trap Zone": the Field Zone is no Spell & Trap Zone).
- This card sent from the field ("Send this card from your field to the GY and draw 2 cards").
- Protections: "that monster cannot be destroyed by battle / by card effects / by your
  opponent's (Trap) card effects", alone or after another change ("gains 300 ATK, and cannot
  be destroyed by battle"), for as long as the duration around them says (`changes.py`).
- What the last operation did: "If you destroyed a Spellcaster Type monster by this effect,
  ..." (the `moved` condition, right after that operation).
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft, field_zone, source_of
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.summons import _one_of
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

# ------------------------------------------------------------------ where the cards are

_WHERE = {
    "on the field": ("all", "field"),
    "on either side of the field": ("all", "field"),
    "in your Spell & Trap Zone": ("own", "szone"),
    "in your opponent's Spell & Trap Zone": ("opp", "szone"),
}
_WHERE_TEXT = re.compile(
    "(.+) (" + "|".join(re.escape(w) for w in sorted(_WHERE, key=len, reverse=True)) + ")"
)


def _read_where(text: str) -> dict[str, Any]:
    """A description and a place the shared `target` does not read: both fields, or the
    Spell & Trap Zones (without the Field Zone)."""
    match = _WHERE_TEXT.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    desc = read_desc(match.group(1))
    if desc.get("andor"):
        raise NoMatch("one of each name")
    return {"desc": desc, "where": match.group(2)}


def _render_where(value: dict[str, Any]) -> str:
    return f"{render_desc(value['desc'])} {value['where']}"


SLOTS["destroy_where"] = Slot(_read_where, _render_where)


def _source(desc: dict[str, Any], where: str) -> str:
    """The pick source of a description at one of these places."""
    side, zone = _WHERE[where]
    if zone == "field":
        return f"{side}_{field_zone(desc)}"
    # in a Spell & Trap Zone: a card there, any or Set, of the kind the noun says
    if desc.get("noun") not in ("card", "Spell/Trap", "Spell", "Trap") or desc.get("position"):
        raise NoMatch("only Spells and Traps are in a Spell & Trap Zone")
    face = desc.get("face")
    if face == "face-up":
        raise NoMatch("a face-up card in a Spell & Trap Zone")
    if face == "face-down" and desc["noun"] not in ("card", "Spell/Trap"):
        raise NoMatch("a Set card's kind is hidden")
    return f"{side}_szone_set" if face else f"{side}_szone"


def _target(draft: Draft, value: dict[str, Any]) -> Any:
    desc = value["desc"]
    return draft.target_at(desc, _source(desc, value["where"]))


@production("op", "destroy_where", "destroy {t:destroy_where}")
def _destroy(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "destroy", "target": _target(draft, t)}]


@production("op", "destroy_send_where", "send {t:destroy_where} to the GY")
def _send(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "send", "target": _target(draft, t)}]


@production(
    "op",
    "destroy_return_where",
    "return {t:destroy_where} to the owner's hand",
    "return {t:destroy_where} to the hand",
)
def _return(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _target(draft, t)}]


# ------------------------------------------------------------------- this card, sent away


@production("op", "destroy_self_to_gy", "send this card from your field to the GY")
def _self_to_gy(draft: Draft) -> Steps:
    return [{"op": "self_to_gy"}]


@production(
    "steps",
    "destroy_self_to_gy_and",
    "send this card from your field to the GY and {s:steps}",
    "send this card from your field to the GY, and {s:steps}",
)
def _self_to_gy_and(draft: Draft, s: Parse) -> Steps:
    """This card goes and the rest follows: on the field as the effect resolves (there are no
    chains), it always goes."""
    return [{"op": "self_to_gy"}, *build(s, draft)]


# ---------------------------------------------------------------------------- protections

_PROTECTIONS = {
    "battle": ("battle",),
    "card effects": ("effect",),
    "your opponent's card effects": ("opp_effect",),
    "an opponent's card effect": ("opp_effect",),
    "your opponent's Trap Card effects": ("opp_trap",),
    "battle or card effects": ("battle", "effect"),
    "battle or your opponent's card effects": ("battle", "opp_effect"),
    "battle or your opponent's Trap Card effects": ("battle", "opp_trap"),
    "an opponent's Trap Card effects": ("opp_trap",),
    "your opponent's Spell Card effects": ("opp_spell",),
    "your opponent's Spell/Trap Card effects": ("opp_spell", "opp_trap"),
    "your opponent's monster effects": ("opp_monster",),
    "monster effects": ("monster",),
    "Spell Card effects": ("spell",),
    "Trap Card effects": ("trap",),
    "Spell/Trap Card effects": ("spell_trap",),
}
"""What a monster cannot be destroyed by, as the values of `protect`."""


def _no_cost_pick(draft: Draft, target: Any) -> Any:
    """A target, unless "it" or "that monster" fell back on a card the requirement paid (the
    effect names those "the monster sent to meet the requirement")."""
    if isinstance(target, dict) and "pick" in target and _in_steps(draft.cost, target):
        raise NoMatch("'it' names a card of the requirement")
    return target


def _in_steps(steps: Any, target: dict[str, Any]) -> bool:
    if isinstance(steps, dict):
        return steps == target or any(_in_steps(v, target) for v in steps.values())
    if isinstance(steps, list):
        return any(_in_steps(v, target) for v in steps)
    return False


def _protect(target: Any, protections: tuple[str, ...]) -> Steps:
    return [{"op": "protect", "target": target, "from": way} for way in protections]


SLOTS["destroy_by"] = one_of(_PROTECTIONS)


@production("destroy_protection", "destroy_cannot_be", "cannot be destroyed by {b:destroy_by}")
def _protection(draft: Draft, b: str) -> tuple[str, ...]:
    return _PROTECTIONS[b]


@production("change", "destroy_protected", "{t:target} cannot be destroyed by {b:destroy_by}")
def _protected(draft: Draft, t: dict[str, Any], b: str) -> Steps:
    return _protect(_no_cost_pick(draft, draft.target(t)), _PROTECTIONS[b])


@production(
    "change",
    "destroy_change_and_protected",
    "{a:change}, and {b:destroy_protection}",
    "{a:change} and {b:destroy_protection}",
)
def _change_and_protected(draft: Draft, a: Parse, b: Parse) -> Steps:
    """A change and a protection of the same monsters ("those monsters gain 500 ATK, and
    cannot be destroyed by battle"): the protection reaches the monsters the change changed."""
    first = build(a, draft)
    targets = [step.get("target") for step in first]
    if not first or any(t is None or t != targets[0] for t in targets):
        raise NoMatch("a protection after changes of different cards")
    target = _no_cost_pick(draft, targets[0])
    if isinstance(target, dict) and "all" in target:
        target = "moved"  # the very monsters changed, not those matching afterwards
    return first + _protect(target, build(b, draft))


# --------------------------------------------------------------- what this effect has done

_DESTROYED = frozenset({"destroy"})
_SENT = frozenset({"send", "mill", "self_to_gy"})


def _if_did(draft: Draft, d: dict[str, Any], s: Parse, ops: frozenset[str]) -> None:
    """ "If you destroyed a monster by this effect, ...": a test of what the effect's last
    operation moved, right after it (inside the "you can" part it ends with)."""
    steps = draft.after_last(ops)
    condition = _one_of(d)
    steps.append({"op": "if", "condition": [condition], "then": draft.about_moved(s)})


def _any(d: dict[str, Any]) -> dict[str, Any]:
    """ "any monster": one at least, as "a monster"."""
    if set(d) != {"noun"}:
        raise NoMatch("any of a plain noun")
    return {**d, "count": 1, "article": "a"}


@production(
    "sentence",
    "destroy_if_destroyed",
    "if you destroyed {d:desc} by this effect, {s:steps}",
    "then, if you destroyed {d:desc} by this effect, {s:steps}",
)
def _if_destroyed(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_did(draft, d, s, _DESTROYED)


@production(
    "sentence",
    "destroy_if_destroyed_any",
    "if you destroyed any {d:desc} by this effect, {s:steps}",
    "then, if you destroyed any {d:desc} by this effect, {s:steps}",
)
def _if_destroyed_any(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_did(draft, _any(d), s, _DESTROYED)


@production(
    "sentence",
    "destroy_if_sent",
    "if you sent {d:desc} to the GY by this effect, {s:steps}",
    "then, if you sent {d:desc} to the GY by this effect, {s:steps}",
)
def _if_sent(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_did(draft, d, s, _SENT)


# ------------------------------------------------------------------------------ damage


@production("change", "destroy_no_battle_damage", "you take no battle damage")
def _no_battle_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_battle_damage"}]


@production("change", "destroy_no_effect_damage", "you take no effect damage")
def _no_effect_damage(draft: Draft) -> Steps:
    return [{"op": "restrict", "rule": "no_effect_damage"}]


@production(
    "sentence",
    "destroy_if_returned",
    "if you returned {d:desc} to the hand by this effect, {s:steps}",
    "then, if you returned {d:desc} to the hand by this effect, {s:steps}",
)
def _if_returned(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    _if_did(draft, d, s, frozenset({"to_hand"}))


# ---------------------------------------------------------- the monster summoned just now


def _summoned_just_now(draft: Draft) -> str:
    """ "The monster Special Summoned by this effect", said right after the Special Summon (not
    inside a "you can" part): the card that operation moved."""
    if not draft.effect or draft.effect[-1]["op"] != "special_summon":
        raise NoMatch("no Special Summon just before")
    return "moved"


@production(
    "change",
    "destroy_summoned_protected",
    "the monster Special Summoned by this effect cannot be destroyed by {b:destroy_by}",
)
def _summoned_protected(draft: Draft, b: str) -> Steps:
    return _protect(_summoned_just_now(draft), _PROTECTIONS[b])


@production(
    "change",
    "destroy_summoned_gains_protected",
    "the monster Special Summoned by this effect gains {n} ATK and cannot be destroyed by "
    "{b:destroy_by}",
    "the monster Special Summoned by this effect gains {n} ATK, and cannot be destroyed by "
    "{b:destroy_by}",
)
def _summoned_gains_protected(draft: Draft, n: int, b: str) -> Steps:
    target = _summoned_just_now(draft)
    return [{"op": "gain_atk", "target": target, "amount": n}, *_protect(target, _PROTECTIONS[b])]


@production(
    "op",
    "destroy_summon_attack_faceup",
    "Special Summon {t:target} to your field in face-up Attack Position",
)
def _summon_attack(draft: Draft, t: dict[str, Any]) -> Steps:
    return [{"op": "special_summon", "target": draft.target(t), "position": "attack"}]


# ------------------------------------------------------------------ the highest of them

_HIGHEST = {"ATK": "atk", "DEF": "def", "Level": "level"}


SLOTS["destroy_highest"] = one_of(_HIGHEST)


@production(
    "op",
    "destroy_highest",
    "destroy {d:desc} with the highest {h:destroy_highest} {at:place}",
)
def _destroy_highest(draft: Draft, d: dict[str, Any], h: str, at: dict[str, str]) -> Steps:
    """One of the cards with the highest ATK, DEF or Level among those described there (the
    player chooses among equals)."""
    if at["prep"] != "on" or at["zone"] != "field" or "stat_value" in d:
        raise NoMatch("the highest on a field")
    if d.get("all") or d.get("upto") or d.get("count", 1) != 1 or d.get("andor"):
        raise NoMatch("one card")
    if d.get("face") != "face-up" and d.get("position") != "Attack Position":
        raise NoMatch("the facts of face-up monsters")
    index = draft.pick(source_of(d, at), d)
    draft.picks[index]["highest"] = _HIGHEST[h]
    return [{"op": "destroy", "target": {"pick": index}}]
