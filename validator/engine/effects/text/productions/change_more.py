"""More changes of monsters: what a monster can be treated as ("2 Tributes for the Tribute
Summon of ..."), battle positions of several monsters or said in full, abilities joined to
other changes ("they inflict piercing battle damage"), and the monsters a Fusion or Ritual
Summon of this effect put on the field.

Every change here lasts as the duration around it says (`changes.py`, `battle.py`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle import _change_and
from validator.engine.effects.text.productions.battle_amounts import _cards, _cost, _plain
from validator.engine.effects.text.productions.changes import _increase, _next_turn, _this_turn
from validator.engine.effects.text.productions.destroy import _protect
from validator.engine.effects.text.productions.summons import _if_done, _one_of

Steps = list[dict[str, Any]]


# ------------------------------------------------------------------------- 2 Tributes


def _one_kind(d: dict[str, Any]) -> bool:
    """A kind of monster to summon: "a Dragon Type monster", "a Legend monster", "NAME"."""
    if set(d) & {"all", "upto", "other", "face", "position", "plural", "andor", "highest"}:
        return False
    if "names" in d:
        return "count" not in d
    return d.get("article") is not None and d.get("noun") == "monster"


@production(
    "change",
    "change_double_tribute",
    "{t:target} can be treated as 2 Tributes for the Tribute Summon of {d:desc} in Attack Position",
    "{t:target} can also be treated as 2 Tributes for the Tribute Summon of {d:desc} in Attack "
    "Position",
    accepts=lambda t, d: _one_kind(d),
)
def _double_tribute(draft: Draft, t: dict[str, Any], d: dict[str, Any]) -> Steps:
    """The monster alone is the 2 Tributes of a Tribute Summon in Attack Position of a monster
    of that kind (the engine offers that summon with it, `summons.py`)."""
    if "ref" not in t:
        raise NoMatch("a monster chosen here")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    made: dict[str, Any] = {"op": "grant", "target": draft.target(t), "ability": "double_tribute"}
    if chosen:
        made["filter"] = chosen
    return [made]


# -------------------------------------------------------------------------- positions

_SPELLED = (
    " (Attack Position becomes face-up Defense Position, Defense Position becomes face-up "
    "Attack Position)"
)


def _several(t: dict[str, Any]) -> bool:
    """A target of several monsters: "all ...", "up to 3 ...", "2 ..."."""
    if "desc" not in t:
        return t.get("ref") in ("those monsters", "them")
    d = t["desc"]
    return bool(d.get("all") or d.get("upto") or d.get("count", 1) > 1)


@production(
    "op",
    "change_positions_of",
    "change the battle positions of {t:target}",
    "change the battle positions of {t:target}" + _SPELLED,
    accepts=lambda t: _several(t),
)
def _positions_of(draft: Draft, t: dict[str, Any]) -> Steps:
    """Each monster's battle position changes (a face-down one is flipped into face-up Attack
    Position, as the words in brackets say)."""
    return [{"op": "change_position", "target": draft.target(t)}]


@production(
    "op",
    "change_its_position",
    "change {t:target}'s battle position",
    "change {t:target}'s battle position" + _SPELLED,
    accepts=lambda t: "ref" in t,
)
def _its_position(draft: Draft, t: dict[str, Any]) -> Steps:
    if draft.category == "requirement":
        raise NoMatch("a requirement's position change is the costs' (`costs.py`)")
    return [{"op": "change_position", "target": draft.target(t)}]


@production("op", "change_to_attack", "change {t:target} to Attack Position")
def _to_attack(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "to Attack Position": face-up, as every monster in Attack Position is."""
    return [{"op": "to_attack", "target": draft.target(t)}]


# ------------------------------------------------------- several changes of the same monsters


@production("battle_ability", "change_inflict_piercing", "inflict piercing battle damage")
def _inflict_piercing(draft: Draft) -> tuple[str, int]:
    """ "they inflict piercing battle damage" (the verb of several monsters)."""
    return ("pierce", 1)


def _one_target(steps: Steps) -> Any:
    """The one target every step of a change names (None when they name several, or all the
    cards of a place: "their" and "it" name the monsters changed)."""
    targets = [step.get("target") for step in steps]
    if not targets or any(t is None or t != targets[0] for t in targets):
        return None
    if isinstance(targets[0], dict) and "all" in targets[0]:
        return None
    return targets[0]


def _about(draft: Draft, first: Steps, *rest: Parse) -> Steps:
    """The steps of changes said after `first`, with "their"/"it" naming its monsters."""
    subject = _one_target(first)
    if subject is None:
        raise NoMatch("'their' after a change of no one card or group")
    draft.subject = subject
    try:
        return first + [step for parse in rest for step in build(parse, draft)]
    finally:
        draft.subject = None


@production("change", "change_three", "{a:change}, {b:change}, and {c:change}")
def _three(draft: Draft, a: Parse, b: Parse, c: Parse) -> Steps:
    return _about(draft, build(a, draft), b, c)


@production("change", "change_their_levels_down", "their Levels are reduced by {n}")
def _their_levels_down(draft: Draft, n: int) -> Steps:
    if draft.subject is None:
        raise NoMatch("'their' names no monsters of this clause")
    return [{"op": "decrease_level", "target": draft.subject, "amount": n}]


@production("change", "change_but_no_effects", "{a:change}, but you cannot activate their effects")
def _but_no_effects(draft: Draft, a: Parse) -> Steps:
    """The monsters changed, your own, cannot activate their effects (a monster's effect is its
    controller's to activate)."""
    first = build(a, draft)
    target = _one_target(first)
    if not (isinstance(target, dict) and "pick" in target):
        raise NoMatch("not chosen monsters")
    if not draft.picks[target["pick"]]["from"].startswith("own_"):
        raise NoMatch("monsters of either player")
    return [*first, {"op": "grant", "target": target, "ability": "cannot_activate"}]


# ------------------------------------------------------------- what the requirement sent


def _a_card(d: dict[str, Any]) -> bool:
    """One card of a kind: "a monster", "a Level 7 or higher Dragon Type monster", "NAME"."""
    if set(d) & {"all", "upto", "other", "face", "position", "plural", "andor", "highest"}:
        return False
    return ("names" in d and "count" not in d) or d.get("article") is not None


@production(
    "condition",
    "change_sent_for_cost",
    "you sent {d:desc} to the GY to meet the requirement",
    accepts=lambda d: _a_card(d),
)
def _sent_for_cost(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """Among the cards the requirement sent to the GY (it sends nothing else) is one of that
    kind, read from its printed facts (as it lies in the GY)."""
    _cost(draft, "sent to the GY", monsters=False)
    counted: dict[str, Any] = {"counter": "number", "of": "cost"}
    chosen = to_filter(d)
    if chosen:
        counted["filter"] = chosen
    return [{"cond": "count", "count": counted, "min": 1}]


# ---------------------------------------------------------------------- durations first


production("op", "change_first_this_turn", "until the end of this turn, {c:change}")(_this_turn)
production(
    "op",
    "change_first_next_turn",
    "until the end of your opponent's next turn, {c:change}",
    "{c:change}, until the end of your opponent's next turn",
)(_next_turn)


# -------------------------------------------------------------- changes joined by "and"

production("change", "change_and", "{a:change} and {b:change}")(_change_and)


production(
    "change",
    "change_level_is_increased",
    "{t:target}'s Level is increased by {n}",
    accepts=lambda t, n: "ref" in t,
)(_increase)


@production("change", "change_but_ability", "{t:target} {a:battle_ability}, but {b:battle_ability}")
def _but_ability(draft: Draft, t: dict[str, Any], a: Parse, b: Parse) -> Steps:
    """ "this card cannot attack directly, but can make up to 2 attacks on monsters"."""
    target = draft.target(t)
    steps = []
    for ability, count in (build(a, draft), build(b, draft)):
        made: dict[str, Any] = {"op": "grant", "target": target, "ability": ability}
        if count != 1:
            made["count"] = count
        steps.append(made)
    return steps


@production(
    "change", "change_three_protected", "{a:change}, {b:change}, and {c:destroy_protection}"
)
def _three_protected(draft: Draft, a: Parse, b: Parse, c: Parse) -> Steps:
    """ "X gains 500 ATK, it inflicts piercing battle damage, and cannot be destroyed by ...":
    the protection reaches the monster the first change changed."""
    steps = _about(draft, build(a, draft), b)
    target = _one_target(steps)
    if target is None:
        raise NoMatch("changes of different cards")
    return steps + _protect(target, build(c, draft))


# ------------------------------------------------------------------------ "also" changes


@production(
    "change",
    "change_also_gains",
    "{t:target} also gains {n} ATK",
    "{t:target} gains an additional {n} ATK",
    "{t:target} also gains an additional {n} ATK",
)
def _also_gains(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    """A gain besides the one an earlier sentence made (the two add up)."""
    return [{"op": "gain_atk", "target": draft.target(t), "amount": n}]


@production(
    "change",
    "change_also_gains_equal",
    "{t:target} also gains ATK equal to {a:amount}",
    "{t:target} also gains additional ATK equal to {a:amount}",
)
def _also_gains_equal(draft: Draft, t: dict[str, Any], a: Parse) -> Steps:
    return [{"op": "gain_atk", "target": draft.target(t), "amount": build(a, draft)}]


@production(
    "change",
    "change_also_loses_equal",
    "{t:target} also loses ATK equal to {a:amount}",
    "{t:target} also loses additional ATK equal to {a:amount}",
)
def _also_loses_equal(draft: Draft, t: dict[str, Any], a: Parse) -> Steps:
    return [{"op": "lose_atk", "target": draft.target(t), "amount": build(a, draft)}]


@production("sentence", "change_if_added", "if you added {d:desc} by this effect, {s:steps}")
def _if_added(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """ "If you added "A" by this effect, ...": one of the cards the last addition to the hand
    moved is that card (`summons.py`)."""
    _if_done(draft, s, frozenset({"to_hand"}), _one_of(d))


# ----------------------------------------------------------------------- counted cards


@production("counter", "change_count_other", "the number of other {d:desc} {at:place}", first=True)
def _count_other(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> dict[str, Any]:
    """ "the number of other face-up Psychic Type monsters on your field": not this card."""
    _plain(d)
    if at["prep"] == "from" or at["zone"] != "field":
        raise NoMatch("other cards than this one on the field")
    made = _cards(d, source_of(d, at))
    made["not_self"] = True
    return made
