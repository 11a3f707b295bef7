"""What the effect's last operation did to battle positions or Set cards, asked before a
further part: "If you changed a battle position by this effect, ..." (この効果で表示形式を変更した
場合), "if you changed a Dragon Type monster to Defense Position by this effect", "If the
monster changed to face-up Attack Position by this effect was EARTH Attribute", "if you Set
"A" by this effect", "If you Set 2 cards by this effect".

Each is a test of the cards the operation right before changed or Set (`moved`), inside the
"you can" part that operation stands in (`then_did.py`). Also what follows such an operation
and reads what it did: "[the number of monsters changed to face-up Defense Position by this
effect]", "The original ATK of the monsters changed to face-up Attack Position by this effect
become 0", "..., and ... [the number of destroyed cards]", "[the total Levels of the monsters
shuffled into the Deck by this effect]", damage after an optional destruction; and the
conditions said around them ("If it is a Normal Monster", "if your LP are lower than or equal
to your opponent's LP", "If the original Level of the destroyed monster was 10").

Helpers of production modules named after this one are imported where they are used: importing
such a module at the top would declare its productions before those of the modules named in
between (the package imports its modules in name order, and that order decides which production
reads a clause first)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.filters import ATTRIBUTES
from validator.engine.effects.text.draft import Draft, every_step
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

_CHANGES = frozenset({"change_position", "to_attack", "to_defense", "to_facedown"})
_CHANGES |= {"change_to_either"}
_TO_DEFENSE = frozenset({"to_defense", "to_facedown"})
_TO_ATTACK = frozenset({"to_attack"})
_SETS = frozenset({"set_spell_trap"})
_ANY = {"filter": None, "min": 1}

SLOTS["positions10_attribute"] = one_of(ATTRIBUTES)


def _if_did(draft: Draft, w: dict[str, Any], s: Parse, ops: frozenset[str]) -> None:
    from validator.engine.effects.text.productions import then_did

    then_did._if_did(draft, w, s, ops)


def _a_kind(d: dict[str, Any]) -> bool:
    from validator.engine.effects.text.productions import then_that

    return then_that._a_kind(d)


@production(
    "sentence",
    "positions10_changed_any",
    "if you changed a battle position by this effect, {s:steps}",
    "then, if you changed a battle position by this effect, {s:steps}",
)
def _changed_any(draft: Draft, s: Parse) -> None:
    """The change just before changed a monster's battle position (a monster already in the
    position, or in Maximum Mode, is not changed)."""
    _if_did(draft, _ANY, s, _CHANGES)


@production(
    "sentence",
    "positions10_changed_to_defense",
    "if you changed {w:then_did} to Defense Position by this effect, {s:steps}",
    "then, if you changed {w:then_did} to Defense Position by this effect, {s:steps}",
    accepts=lambda w, s: w["min"] == 1,
)
def _changed_to_defense(draft: Draft, w: dict[str, Any], s: Parse) -> None:
    """A change to (face-up or face-down) Defense Position changed a monster so described."""
    _if_did(draft, w, s, _TO_DEFENSE)


@production(
    "sentence",
    "positions10_changed_to_attack_was",
    "if the monster changed to face-up Attack Position by this effect was "
    "{a:positions10_attribute} Attribute, {s:steps}",
)
def _changed_to_attack_was(draft: Draft, a: str, s: Parse) -> None:
    """The monster a change to face-up Attack Position changed has that Attribute."""
    _if_did(draft, {"filter": {"attribute": a}, "min": 1}, s, _TO_ATTACK)


@production(
    "sentence",
    "positions10_set_by_this",
    "if you Set {w:then_did} by this effect, {s:steps}",
    "then, if you Set {w:then_did} by this effect, {s:steps}",
)
def _set_by_this(draft: Draft, w: dict[str, Any], s: Parse) -> None:
    """The Set just before Set so many cards, or a card so described."""
    _if_did(draft, w, s, _SETS)


_CHANGED_TO = {
    "face-up Attack Position": frozenset({"to_attack"}),
    "face-up Defense Position": frozenset({"to_defense"}),
    "face-down Defense Position": frozenset({"to_facedown"}),
}
SLOTS["positions10_changed_to"] = one_of(_CHANGED_TO)


@production(
    "counter",
    "positions10_count_changed",
    "the number of monsters changed to {to:positions10_changed_to} by this effect",
)
def _count_changed(draft: Draft, to: str) -> dict[str, Any]:
    """The monsters the change right before changed to that position (said right after it)."""
    last = draft.effect[-1] if draft.effect else {}
    if last.get("op") not in _CHANGED_TO[to]:
        raise NoMatch("no change to that position just before")
    return {"counter": "moved"}


_POSITION_OPS = frozenset(
    {"to_facedown", "to_attack", "to_defense", "change_position", "change_positions_of"}
)


_FIRST_DONE = _POSITION_OPS | {"destroy", "destroy_faceup_or_facedown"}
"""The operations whose results what follows ", and" may count."""


@production(
    "steps",
    "positions10_done_and",
    "{o:op}, and {s:steps}",
    accepts=lambda o, s: o.production in _FIRST_DONE,
)
def _done_and(draft: Draft, o: Parse, s: Parse) -> list[dict[str, Any]]:
    """A change of battle positions or a destruction, and what follows it, in the order
    written ("change all ... to face-up Defense Position, and gain LP equal to [the number of
    monsters changed ...]", "destroy up to 3 face-down cards ..., and this card gains ATK
    equal to [the number of destroyed cards] x 500"): what follows is read with the first
    operation as the effect's last step so far, and counts what it did."""
    first = build(o, draft)
    draft.effect.extend(first)
    try:
        then = build(s, draft)
    finally:
        del draft.effect[-len(first) :]
    return first + then


@production("counter", "positions10_count_destroyed_cards", "the number of destroyed cards")
def _count_destroyed_cards(draft: Draft) -> dict[str, Any]:
    """ "[the number of destroyed cards]": the cards this effect has destroyed so far."""
    if not any(step["op"] == "destroy" for step in every_step(draft.effect)):
        raise NoMatch("this effect destroys nothing")
    return {"counter": "destroyed"}


@production("condition", "positions10_it_is", "it is {d:desc}", accepts=_a_kind)
def _it_is(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """ "If it is a Normal Monster, ..." after a monster was chosen: "it" is that monster, as
    `then_that.py` reads "that monster is ..."."""
    from validator.engine.effects.text.productions import then_that

    return then_that._kind(draft, d)


@production(
    "steps",
    "positions10_also_you_can_change",
    "{o:op}, also you can {c:op}",
    accepts=lambda o, c: c.production in _POSITION_OPS,
)
def _also_you_can_change(draft: Draft, o: Parse, c: Parse) -> list[dict[str, Any]]:
    """An operation, and a change of battle positions the player may also apply ("Return 1
    monster ..., also you can change all Attack Position monsters on your field to face-up
    Defense Position"): after it, as written."""
    return [*build(o, draft), {"op": "may", "then": build(c, draft)}]


@production(
    "change",
    "positions10_changed_original_atk",
    "the original ATK of the monsters changed to {to:positions10_changed_to} by this effect "
    "become {n}",
)
def _changed_original_atk(draft: Draft, to: str, n: int) -> list[dict[str, Any]]:
    """The monsters the change right before changed (said in the next sentence)."""
    _count_changed(draft, to)
    return [{"op": "change_original_atk", "target": "moved", "atk": n}]


@production(
    "counter",
    "positions10_total_levels_shuffled",
    "the total Levels of the monsters shuffled into the Deck by this effect",
)
def _total_levels_shuffled(draft: Draft) -> dict[str, Any]:
    """Right after the cards were shuffled into the Deck (the cards that step moved: the
    Levels they were printed with)."""
    last = draft.effect[-1] if draft.effect else {}
    if last.get("op") != "to_deck" or last.get("place", "shuffle") != "shuffle":
        raise NoMatch("no cards shuffled into the Deck just before")
    return {"counter": "total", "stat": "level", "of": "moved"}


@production(
    "condition",
    "positions10_lp_lower_or_equal",
    "your LP are lower than or equal to your opponent's LP",
)
def _lp_lower_or_equal(draft: Draft) -> list[dict[str, Any]]:
    """An opponent's LP are yours or more (`lp_lower` by 0)."""
    return [{"cond": "lp_lower", "by": 0}]


@production(
    "sentence",
    "positions10_then_damage_after_optional_destroy",
    "then, inflict damage to your opponent equal to {a:amount}",
)
def _damage_after_optional_destroy(draft: Draft, a: Parse) -> None:
    """ "Then, you can destroy 1 ... monster. Then, inflict damage to your opponent equal to
    [the original ATK of the monster destroyed by this effect]": the damage follows the
    destruction inside the part that may apply it (no monster destroyed, no damage)."""
    effect = draft.effect
    if not effect or effect[-1]["op"] not in ("if", "may"):
        raise NoMatch("no part that may destroy just before")
    if sum(1 for step in every_step(effect) if step["op"] == "destroy") != 1:
        raise NoMatch("the effect's one destruction")
    steps = draft.after_last(frozenset({"destroy"}))
    draft.effect = steps
    try:
        amount = build(a, draft)
    finally:
        draft.effect = effect
    steps.append({"op": "damage", "amount": amount})


@production(
    "sentence",
    "positions10_if_destroyed_original_level",
    "if the original Level of the destroyed monster was {n}, {s:steps}",
)
def _if_destroyed_original_level(draft: Draft, n: int, s: Parse) -> None:
    """A Trap answering the destruction of a monster: the monster destroyed (the event's,
    now off the field: its printed Level is its original one)."""
    trigger = draft.trigger or {}
    if trigger.get("event") != "destroyed" or trigger.get("or"):
        raise NoMatch("no destruction answered")
    condition = {"cond": "subject", "filter": {"kind": "monster", "original_level": n}}
    draft.effect.append({"op": "if", "condition": [condition], "then": build(s, draft)})
