"""Harm: draws, destructions, damage and Life Points, and the conditions the sentences that
do them are read with.

- Draws: "draw 1 additional card" (one more card, after the effect's first draw: "さらに1枚
  ドロー"), "draw until you have 5 cards in your hand" (`draw_to`).
- Damage and LP: "inflict 800 damage to the opponent", "you take 2000 damage", "take damage
  equal to [...]", an amount written with thousands separators ("700,000,000"), "gain 800 LP,
  and inflict 800 damage to your opponent".
- Destructions: "destroy this card on your field", a card "on their field" (the opponent's,
  after "your opponent has ...").
- Conditions: the cards the requirement sent to the GY ("if you sent a Level 7 monster to the
  GY to meet the requirement": among the cards its cost moved), how this card was summoned
  the turn the effect was activated ("if you activated this effect during your Main Phase
  that you Fusion Summoned this card"), the opponent's LP "N or lower", the opponent's GY, two
  named cards in your GY.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import BY_NAME, SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import _STAT_WORDS, _cost
from validator.engine.effects.text.productions.conditions import _has
from validator.engine.effects.text.productions.draws import _one_card
from validator.engine.effects.text.productions.summons import _one_of
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]


# ------------------------------------------------------------------------------- draws


@production(
    "op",
    "harm_draw_additional",
    "draw {n} additional card",
    "draw {n} additional cards",
    accepts=lambda n: n >= 1,
)
def _draw_additional(draft: Draft, n: int) -> Steps:
    """One more draw after the effect's own ("さらに1枚ドローする"): a draw of its own."""
    if not any(_draws(step) for step in draft.effect):
        raise NoMatch("'additional' cards after no draw")
    return [{"op": "draw", "count": n}]


def _draws(step: dict[str, Any]) -> bool:
    if step["op"] == "draw" and step.get("who", "own") == "own":
        return True
    return any(_draws(s) for s in step.get("then", []) + step.get("else", []))


@production("op", "harm_draw_to", "draw until you have {n} cards in your hand")
def _draw_to(draft: Draft, n: int) -> Steps:
    return [{"op": "draw_to", "count": n}]


# ------------------------------------------------------------------------- damage and LP


def _big(text: str) -> int:
    """A number written with thousands separators: "700,000,000"."""
    if not re.fullmatch(r"[1-9]\d{0,2}(?:,\d{3})+", text):
        raise NoMatch(text)
    return int(text.replace(",", ""))


SLOTS["harm_big"] = Slot(_big, lambda n: f"{n:,}")


@production(
    "op",
    "harm_damage_opponent",
    "inflict {n} damage to the opponent",
    "inflict {n:harm_big} damage to your opponent",
)
def _damage_opponent(draft: Draft, n: int) -> Steps:
    return [{"op": "damage", "amount": n}]


@production("op", "harm_you_take", "you take {n} damage")
def _you_take(draft: Draft, n: int) -> Steps:
    return [{"op": "damage", "amount": n, "to": "own"}]


@production(
    "op",
    "harm_take_equal",
    "take damage equal to {a:amount}",
    "you take damage equal to {a:amount}",
)
def _take_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "damage", "amount": build(a, draft), "to": "own"}]


_LP_OPS = frozenset(
    {
        "damage",
        "damage_equal",
        "gain_lp",
        "gain_lp_equal",
        "harm_damage_opponent",
        "harm_damage_opponent#2",
        "harm_you_take",
        "harm_take_equal",
        "harm_take_equal#2",
        "chance_take_damage",
        "leftovers_damage_equal_to_opp",
        "modify_opp_gains_lp",
        "modify_both_gain_lp",
    }
)
"""The operations that change LP (and nothing else): damage, LP gained."""


def _two_lp_ops(o: Parse, s: Parse) -> bool:
    return o.production in _LP_OPS and s.production == "one" and s.values["o"].production in _LP_OPS


@production("steps", "harm_lp_and", "{o:op}, and {s:steps}", accepts=_two_lp_ops)
def _lp_and(draft: Draft, o: Parse, s: Parse) -> Steps:
    """Two changes of LP one after the other ("gain 800 LP, and inflict 800 damage to your
    opponent")."""
    return build(o, draft) + build(s, draft)


# -------------------------------------------------------------------------- destructions


@production("op", "harm_destroy_self", "destroy this card on your field")
def _destroy_self(draft: Draft) -> Steps:
    if draft.kind in ("spell", "trap"):
        raise NoMatch("a Spell or Trap resolving is sent to the GY anyway")
    return [{"op": "destroy", "target": "self"}]


@production("op", "harm_destroy_their", "destroy {d:desc} on their field")
def _destroy_their(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Their field" said after the opponent was named: the opponent's field."""
    target = draft.target({"desc": d, "place": {"prep": "on", "side": "opp", "zone": "field"}})
    return [{"op": "destroy", "target": target}]


# ---------------------------------------------------------------------------- conditions


@production(
    "condition",
    "harm_sent_to_meet",
    "you sent {d:desc} to the GY to meet the requirement",
    "you sent {d:desc} to meet the requirement",
)
def _sent_to_meet(draft: Draft, d: dict[str, Any]) -> Conds:
    """One of the cards the requirement sent to the GY is as described (the requirement only
    sends cards to the GY; their facts as printed, as they are there)."""
    if draft.category != "sentence":
        raise NoMatch("what the requirement sent, outside the effect")
    _cost(draft, "sent to the GY", monsters=False)
    counted = {"counter": "number", "of": "cost", "filter": _one_card(d)}
    return [{"cond": "count", "count": counted, "min": 1}]


_SUMMONS = {
    "Normal": "normal",
    "Special": "special",
    "Fusion": "fusion",
    "Ritual": "ritual",
    "Normal or Special": "any",
}
SLOTS["harm_summon_way"] = one_of(_SUMMONS)


@production(
    "condition",
    "harm_activated_during",
    "you activated this effect during your Main Phase that you {w:harm_summon_way} Summoned "
    "this card",
    "you activated this effect during the turn you {w:harm_summon_way} Summoned this card",
)
def _activated_during(draft: Draft, w: str) -> Conds:
    """This card was summoned so this turn, when the effect resolves (the turn it was
    activated: a Rush turn has one Main Phase)."""
    if draft.category != "sentence" or draft.kind != "ignition":
        raise NoMatch("'this effect' of a monster")
    return [{"cond": "summoned", "how": _SUMMONS[w]}]


@production("condition", "harm_opp_lp_max", "your opponent's LP are {n} or lower")
def _opp_lp_max(draft: Draft, n: int) -> Conds:
    """Every opponent's LP are at most n: none has n + 1 or more."""
    return [{"cond": "not", "condition": {"cond": "opp_lp_min", "amount": n + 1}}]


@production("condition", "harm_two_names_gy", "you have {a:name} and {b:name} in your GY")
def _two_names_gy(draft: Draft, a: int, b: int) -> Conds:
    if a == b:
        raise NoMatch("one name twice")
    return [
        {"cond": "has", "from": "own_gy", "filter": {"ids": [a]}},
        {"cond": "has", "from": "own_gy", "filter": {"ids": [b]}},
    ]


@production("condition", "harm_opp_gy_min", "your opponent has {n} or more {d:desc} in their GY")
def _opp_gy_min(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    if not d.get("plural") or set(d) & {"count", "article", "all", "upto", "other"}:
        raise NoMatch("a plural description")
    return _has(d, {"prep": "in", "side": "opp", "zone": "gy"}, n)


# --------------------------------------------------------------------------- Maximum Mode

_OWN_MONSTERS = {"all": {"from": "own_monsters"}}


def _in_maximum(of: Any) -> dict[str, Any]:
    return {"cond": "in_maximum_mode", "of": of}


@production(
    "condition", "harm_maximum_on_field", "you have a monster in Maximum Mode on your field"
)
def _maximum_on_field(draft: Draft) -> Conds:
    return [_in_maximum(_OWN_MONSTERS)]


@production(
    "condition",
    "harm_maximum_or_on_field",
    "you have a monster in Maximum Mode or {d:desc} on your field",
)
def _maximum_or_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    """A monster in Maximum Mode, or a card as described ("a face-up Equip Spell Card")."""
    if not d.get("article") or set(d) & {"all", "upto", "plural", "other"}:
        raise NoMatch("one card")
    has = _has(d, {"prep": "on", "side": "own", "zone": "field"})
    return [{"cond": "any", "conditions": [_in_maximum(_OWN_MONSTERS), *has]}]


@production("condition", "harm_attack_target_maximum", "the attack target is in Maximum Mode")
def _attack_target_maximum(draft: Draft) -> Conds:
    trigger = draft.trigger or {}
    if trigger.get("event") != "attack" or trigger.get("or"):
        raise NoMatch("'the attack target' of no attack answered")
    return [_in_maximum("attack_target")]


# ------------------------------------------------------------- one more card, "also" ...


def _additional(text: str) -> dict[str, Any]:
    """ "1 additional monster on your opponent's field": a target, one more than the effect
    chose already (the "additional" word after the count)."""
    match = re.fullmatch(r"(\d+) additional (.+)", text)
    if match is None:
        raise NoMatch(text)
    target = SLOTS["target"].read(f"{match.group(1)} {match.group(2)}")
    if "desc" not in target or target["desc"].get("count") != int(match.group(1)):
        raise NoMatch(text)
    return target


def _render_additional(target: dict[str, Any]) -> str:
    count, rest = SLOTS["target"].render(target).split(" ", 1)
    return f"{count} additional {rest}"


SLOTS["harm_additional"] = Slot(_additional, _render_additional)


@production("op", "harm_destroy_additional", "destroy {t:harm_additional}")
def _destroy_additional(draft: Draft, t: dict[str, Any]) -> Steps:
    """One more card destroyed after the effect's own destruction ("さらに...1体を選んで破壊
    できる"): those destroyed already are gone from the field."""
    if not any(step["op"] == "destroy" for step in draft.effect):
        raise NoMatch("'additional' cards after no destruction")
    return [{"op": "destroy", "target": draft.target(t)}]


_HARM_OPS = _LP_OPS | {
    "draw_one",
    "draw",
    "harm_draw_additional",
    "destroy",
    "harm_destroy_additional",
}
"""What "also" may come before: an operation of this family."""


@production("op", "harm_also", "also {o:op}", accepts=lambda o: o.production in _HARM_OPS)
def _also(draft: Draft, o: Parse) -> Steps:
    """A further part of the effect ("さらに"): the operation itself."""
    return build(o, draft)


# ------------------------------------------------------------- the card sent to meet it


@production(
    "counter",
    "harm_cost_stat",
    "the {s:stat_word} of the monster sent to the GY to meet the requirement",
)
def _cost_stat(draft: Draft, s: str) -> dict[str, Any]:
    """A fact of the one monster the requirement sent to the GY (as printed, as it is there)."""
    _cost(draft, "sent to the GY", monsters=True)
    target = draft.cost[0]["target"] if len(draft.cost) == 1 else None
    if not isinstance(target, dict) or "pick" not in target:
        raise NoMatch("the monster of several sent")
    pick = draft.picks[target["pick"]]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("the monster of several sent")
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": "cost"}


# ------------------------------------------------------------- more that holds, or not

_GY = {"prep": "in", "side": "own", "zone": "gy"}
_THEIR_GY = {"prep": "in", "side": "opp", "zone": "gy"}


def _a_card(d: dict[str, Any]) -> bool:
    """One card said with "a"/"an" (or a name alone)."""
    if d.get("all") or d.get("upto") or d.get("other") or d.get("plural"):
        return False
    return "count" not in d or d.get("article") is not None


def _some(d: dict[str, Any]) -> bool:
    """Cards said with no count of their own: "Cyberse Type monsters", "cards"."""
    return bool(d.get("plural")) and not set(d) & {"count", "article", "all", "upto", "other"}


@production("condition", "harm_is_in_gy", "{d:desc} is in your GY", accepts=_a_card)
def _is_in_gy(draft: Draft, d: dict[str, Any]) -> Conds:
    return _has(d, _GY)


@production(
    "condition",
    "harm_there_is_on_field",
    "there is {d:desc} on the field",
    accepts=lambda d: _a_card(d) and d.get("face") == "face-up" and not d.get("position"),
)
def _there_is_on_field(draft: Draft, d: dict[str, Any]) -> Conds:
    """ "There is a face-up Field Spell Card on the field": on either field, as "... is on the
    field" reads it."""
    return BY_NAME["leftovers_faceup_on_field"].build(draft, d=d)


@production(
    "condition",
    "harm_there_are_gy_min",
    "there are {n} or more {d:desc} in your GY",
    accepts=lambda n, d: _some(d),
)
def _there_are_gy_min(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    return _has(d, _GY, n)


@production(
    "condition",
    "harm_opp_gy_max",
    "your opponent has {n} or less {d:desc} in their GY",
    accepts=lambda n, d: _some(d),
)
def _opp_gy_max(draft: Draft, n: int, d: dict[str, Any]) -> Conds:
    made = _has(d, _THEIR_GY)[0]
    made.update(min=0, max=n)
    return [made]


def _hand_exactly(n: int) -> Conds:
    fewer = {"cond": "not", "condition": {"cond": "hand_min", "count": n + 1}}
    return [fewer] if n == 0 else [{"cond": "hand_min", "count": n}, fewer]


@production(
    "condition",
    "harm_hand_exactly",
    "you have {n} cards in your hand",
    "you only have {n} card in your hand",
    "you only have {n} cards in your hand",
)
def _hand_is(draft: Draft, n: int) -> Conds:
    """Exactly n cards in your hand (this card, on the field as it resolves, is not there)."""
    return _hand_exactly(n)


# -------------------------------------------------------------------- "them": the opponent


@production("op", "harm_damage_them", "inflict {n} damage to them")
def _damage_them(draft: Draft, n: int) -> Steps:
    """ "Them" said after "your opponent" (in the condition before it)."""
    return [{"op": "damage", "amount": n}]


@production("counter", "harm_count_their_gy", "the number of {d:desc} in their GY", accepts=_some)
def _count_their_gy(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """ "Inflict damage to your opponent equal to [the number of Spell Cards in their GY]": the
    opponent's GY."""
    source = source_of(d, _THEIR_GY)
    made: dict[str, Any] = {"counter": "cards", "from": source}
    chosen = zone_filter(d, source)
    if chosen:
        made["filter"] = chosen
    return made


# ------------------------------------------------- what the effect changed or drew just now

_TO_ATTACK = frozenset({"to_attack"})
_PRINTED_ONLY = frozenset({"kind", "subtype", "normal", "effect_monster"})
"""Filter keys no effect changes: what a monster "was" is what it is printed as."""


def _after_change(draft: Draft, condition: dict[str, Any], s: Parse) -> None:
    """A test of the monsters the effect's last operation changed to face-up Attack Position,
    right after it ("that monster" in what follows: the monster chosen for it)."""
    steps = draft.after_last(_TO_ATTACK)
    steps.append({"op": "if", "condition": [condition], "then": build(s, draft)})


@production(
    "sentence",
    "harm_if_changed_to_attack",
    "if you changed a monster to face-up Attack Position by this effect, {s:steps}",
)
def _if_changed(draft: Draft, s: Parse) -> None:
    _after_change(draft, {"cond": "moved"}, s)


@production(
    "sentence",
    "harm_if_changed_was",
    "if the monster changed to face-up Attack Position by this effect was {d:desc}, {s:steps}",
)
def _if_changed_was(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    condition = _one_of(d)
    if not set(condition.get("filter", {})) <= _PRINTED_ONLY:
        raise NoMatch("a fact an effect may have changed")
    _after_change(draft, condition, s)


@production("counter", "harm_they_drew", "the number of cards they drew by this effect")
def _they_drew(draft: Draft) -> dict[str, Any]:
    """The cards the opponent's draw just before drew (what that operation moved)."""
    last = draft.effect[-1] if draft.effect else {}
    if last.get("op") != "draw" or last.get("who") != "opp":
        raise NoMatch("no draw by the opponent just before")
    return {"counter": "moved"}


@production("op", "harm_you_gain_equal", "you gain LP equal to {a:amount}")
def _you_gain_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "gain_lp", "amount": build(a, draft)}]
