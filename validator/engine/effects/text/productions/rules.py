"""Rules over players said by an effect: who cannot declare an attack, who may Special Summon
what, the monster effects nobody may activate but those of some monsters ("except those of
..."), the effects of a monster taken or summoned that cannot be activated this turn."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import _lasting
from validator.engine.effects.text.productions.modify import _kind_of_monsters, _no_effects_of_that
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

_PLAYERS = {"you": "own", "your opponent": "opp", "neither player": "each"}
"""Who a rule binds: "you cannot ...", "your opponent cannot ...", "neither player can ..."."""


SLOTS["rules_player"] = one_of(_PLAYERS)


def _restrict(rule: str, player: str, filt: dict[str, Any] | None = None, **more: Any) -> Steps:
    made: dict[str, Any] = {"op": "restrict", "rule": rule}
    if _PLAYERS[player] != "own":
        made["who"] = _PLAYERS[player]
    if filt:
        made["filter"] = filt
    made.update(more)
    return [made]


def _cannot(player: str) -> str:
    return f"{player} can" if player == "neither player" else f"{player} cannot"


# --------------------------------------------------------------------------------- attacks


for _player in ("you", "your opponent", "neither player"):

    @production(
        "change", f"rules_{_PLAYERS[_player]}_no_attack", f"{_cannot(_player)} declare an attack"
    )
    def _no_attack_of(draft: Draft, _p: str = _player) -> Steps:
        # Every monster of the player: a rule with no filter binds them all.
        return _restrict("no_attack_with", _p)

    @production(
        "change",
        f"rules_{_PLAYERS[_player]}_no_special_summon",
        f"{_cannot(_player)} Special Summon {{d:desc}}",
    )
    def _no_special(draft: Draft, d: dict[str, Any], _p: str = _player) -> Steps:
        return _restrict("no_special_summon", _p, _summoned(d))


@production("change", "rules_only_special_summon", "you can only Special Summon {d:desc}")
def _only_special(draft: Draft, d: dict[str, Any]) -> Steps:
    chosen = _summoned(d)
    if chosen is None:
        raise NoMatch("any monster: no rule")
    return _restrict("only_special_summon", "you", chosen)


@production(
    "change",
    "rules_no_special_summon_nor_activate",
    "you cannot Special Summon {d:desc}, nor activate {names}",
)
def _no_special_nor(draft: Draft, d: dict[str, Any], names: list[int]) -> Steps:
    return _restrict("no_special_summon", "you", _summoned(d)) + _restrict(
        "no_activation", "you", {"ids": names}
    )


def _summoned(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of the monsters a summoning rule is about: a kind of monster ("Level 7 or
    8 monsters", "non-LIGHT Attribute monsters") or names; None for every monster."""
    if "names" in d and set(d) <= {"names"}:
        return {"ids": d["names"]}
    if not d.get("plural"):
        raise NoMatch("one monster, not a kind of monsters")
    return _kind_of_monsters(d)


# ------------------------------------------------------------- monster effects, but some


def _read_exceptions(text: str) -> list[dict[str, Any]]:
    """The monsters an "except those of ..." spares, one description each: "A", a kind of
    monster, or two kinds ("WIND Attribute Warrior Type or WIND Attribute Beast Type
    monsters", the noun said once)."""
    if re.fullmatch(r'"[^"]+"(?:(?:, "[^"]+")*,? or "[^"]+")?', text):
        return [read_desc(text)]
    try:
        return [_a_kind(read_desc(text))]
    except NoMatch:
        pass
    first, sep, second = text.partition(" or ")
    if not sep or not second.endswith(" monsters") or first.endswith(" monsters"):
        raise NoMatch(text)
    return [_a_kind(read_desc(f"{first} monsters")), _a_kind(read_desc(second))]


def _a_kind(d: dict[str, Any]) -> dict[str, Any]:
    if not d.get("plural") or _kind_of_monsters(d) is None:
        raise NoMatch("not a kind of monsters")
    return d


def _render_exceptions(descs: list[dict[str, Any]]) -> str:
    if len(descs) == 1:
        return render_desc(descs[0])
    first = render_desc(descs[0])
    return f"{first.removesuffix(' monsters')} or {render_desc(descs[1])}"


SLOTS["rules_except"] = Slot(_read_exceptions, _render_exceptions)


def _except(descs: list[dict[str, Any]]) -> Steps:
    filters = []
    for d in descs:
        if "names" in d:
            filters.append({"ids": d["names"]})
        else:
            filters.append({"kind": "monster", **(_kind_of_monsters(d) or {})})
    spared = filters[0] if len(filters) == 1 else {"any_of": filters}
    if set(spared) == {"ids"}:
        chosen: dict[str, Any] = {"not_ids": spared["ids"]}
    else:
        chosen = {"none_of": filters}
    return _restrict("no_activation", "you", chosen, kind="monster")


@production(
    "change",
    "rules_no_effects_except",
    "you cannot activate monster effects, except those of {x:rules_except}",
)
def _no_effects_except(draft: Draft, x: list[dict[str, Any]]) -> Steps:
    return _except(x)


@production(
    "op",
    "rules_no_effects_this_turn_except",
    "you cannot activate monster effects until the end of this turn, except those of "
    "{x:rules_except}",
)
def _no_effects_this_turn_except(draft: Draft, x: list[dict[str, Any]]) -> Steps:
    return _lasting(_except(x), "end_of_turn")


# ------------------------------------------------- the effects of one monster, this turn


@production(
    "change",
    "rules_no_effects_of_that",
    "{w:modify_who} cannot activate {t:target}'s effects",
    first=True,
)
def _no_effects_of(draft: Draft, w: str, t: dict[str, Any]) -> Steps:
    """The effects of one monster that cannot be activated: a monster whose control the
    effect took just before ("you": yours now, and its effects yours to activate), the
    opponent's monster a Trap answers ("your opponent": its summon, its attack), else one
    chosen on that player's field (`modify_no_effects_of_that`)."""
    target = draft.target(t)
    if w == "you" and _taken_just_now(draft, target):
        return [{"op": "grant", "target": target, "ability": "cannot_activate"}]
    if w == "your opponent" and target == "subject" and _opponents_event(draft):
        return [{"op": "grant", "target": "subject", "ability": "cannot_activate"}]
    return _no_effects_of_that(draft, w, t)


def _taken_just_now(draft: Draft, target: Any) -> bool:
    last = draft.effect[-1] if draft.effect else None
    return (
        isinstance(target, dict)
        and "pick" in target
        and last is not None
        and last["op"] == "take_control"
        and last.get("target") == target
    )


def _opponents_event(draft: Draft) -> bool:
    """Whether the event the Trap answers is one of an opponent's monster (summoned, or
    declaring an attack): the card of the event is theirs."""
    trigger = draft.trigger
    if trigger is None or trigger.get("or"):
        return False
    return trigger.get("event") in ("summon", "attack") and trigger.get("whose") == "opp"


# ------------------------------------------------------------------- one of two ways


@production(
    "op",
    "rules_add_or_summon",
    "select {d:desc} {at:place} and add it to your hand or Special Summon it face-up to your field",
)
def _add_or_summon(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Steps:
    """One card of your GY, added to your hand or Special Summoned face-up (the player's
    choice): declining the Special Summon adds it. The Special Summon chooses among the cards
    that can be Special Summoned now, the addition among them all (two picks of one
    description)."""
    if at != {"prep": "in", "side": "own", "zone": "gy"}:
        raise NoMatch("selected in your GY")
    if d.get("count") != 1 or set(d) & {"all", "upto", "andor", "other", "article"}:
        raise NoMatch("one card")
    summoned = draft.target_at(d, "own_gy")
    added = draft.target_at(d, "own_gy")
    return [
        {
            "op": "may",
            "then": [{"op": "special_summon", "target": summoned, "position": "faceup"}],
            "else": [{"op": "to_hand", "target": added}],
        }
    ]


# ---------------------------------------------------------------------- attacks counted


@production(
    "change",
    "rules_opp_attack_limit",
    "your opponent can only declare up to {n} attacks",
)
def _opp_attack_limit(draft: Draft, n: int) -> Steps:
    return _restrict("attack_limit", "your opponent", count=n)


@production("change", "rules_opp_one_attack", "your opponent can only declare an attack once")
def _opp_one_attack(draft: Draft) -> Steps:
    return _restrict("attack_limit", "your opponent", count=1)


@production("change", "rules_own_attack_limit", "you can only declare up to {n} attacks")
def _own_attack_limit(draft: Draft, n: int) -> Steps:
    return _restrict("attack_limit", "you", count=n)


@production(
    "op",
    "rules_opp_next_turn_attack_limit",
    "during your opponent's next turn, your opponent can only declare up to {n} attacks",
)
def _opp_next_turn_attack_limit(draft: Draft, n: int) -> Steps:
    # Said by an effect of your own turn (a monster's, a Normal Spell's): the opponent
    # declares no attack before their next turn, so the limit counts from now to its end.
    if draft.kind not in ("ignition", "spell"):
        raise NoMatch("an effect that may resolve in the opponent's turn")
    return _lasting(_restrict("attack_limit", "your opponent", count=n), "end_of_opp_next_turn")
