"""Attacks and battle damage of one monster for a while: a second attack on a monster (after
attacking a monster, or after destroying one), attacks on each of the opponent's monsters once,
a number of attacks worked out as the effect resolves, the one monster that may attack
directly, the battles of a monster in which you, or neither player, take battle damage; and
sentences joining such changes."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle import Ability, _grant, _next_turn_cannot
from validator.engine.effects.text.productions.changes import _lasting, _stat
from validator.engine.effects.text.productions.destroy import _in_steps
from validator.engine.effects.text.productions.statics3 import _named_monsters

Steps = list[dict[str, Any]]

_SECOND_ATTACK = "it can make a second attack on a monster during that Battle Phase"


def _this_turn(steps: Steps) -> Steps:
    for step in steps:
        step["until"] = "end_of_turn"
    return steps


@production(
    "op",
    "battle10_second_attack_on_monster",
    f"this turn, if {{t:target}} attacked a monster, {_SECOND_ATTACK}",
    f"if {{t:target}} attacked a monster, {_SECOND_ATTACK}",
)
def _second_attack(draft: Draft, t: dict[str, Any]) -> Steps:
    """A second attack, on a monster, once its first attack was on a monster: one more attack
    "on monsters" (none after a direct attack). "During that Battle Phase" is this turn's:
    the promise ends with the turn, said "this turn" or not ("Also, ...")."""
    return _this_turn(_grant(draft, t, "extra_attack_on_monsters"))


@production(
    "op",
    "battle10_second_attack_on_kill",
    f"this turn, if {{t:target}} destroyed a monster by battle, {_SECOND_ATTACK}",
    f"if {{t:target}} destroyed a monster by battle, {_SECOND_ATTACK}",
)
def _second_attack_on_kill(draft: Draft, t: dict[str, Any]) -> Steps:
    return _this_turn(_grant(draft, t, "extra_attack_on_kill_on_monsters"))


@production("battle_ability", "battle10_attack_all", "can attack all opponent's monsters once each")
def _attack_all(draft: Draft) -> Ability:
    return ("attack_all", 1)


@production(
    "change", "battle10_ability_but", "{t:target} {a:battle_ability}, but {b:battle_ability}"
)
def _but(draft: Draft, t: dict[str, Any], a: Parse, b: Parse) -> Steps:
    """Two abilities of one monster, the second despite the first ("cannot attack directly,
    but can attack all opponent's monsters once each")."""
    return _grant(draft, t, *build(a, draft)) + _grant(draft, t, *build(b, draft))


@production(
    "change",
    "battle10_safe_battle",
    "you take no battle damage from battles involving {t:target}",
)
def _safe_battle(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "safe_battle")


@production(
    "change",
    "battle10_safe_battle_both",
    "neither player takes battle damage from battles involving {t:target}",
    "neither player takes any battle damage from battles involving {t:target}",
)
def _safe_battle_both(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "safe_battle_both")


@production(
    "battle_ability",
    "battle10_also",
    "also {a:battle_ability}",
)
def _also(draft: Draft, a: Parse) -> Ability:
    """An ability said after a change of the same monster ("gains 600 ATK, and also
    inflicts piercing battle damage")."""
    return build(a, draft)


@production(
    "battle_ability",
    "battle10_piercing_explained",
    "inflicts piercing battle damage (if the ATK of the attacking monster exceeds the DEF of "
    "the attack target, inflict the difference)",
)
def _piercing_explained(draft: Draft) -> Ability:
    return ("pierce", 1)


# Operations that say how long they last, each on its own ("..., until the end of this turn").
_TIMED = frozenset(
    {
        "this_turn",
        "this_turn#2",
        "next_turn",
        "battle_this_turn_after",
        "battle_this_turn_after#2",
        "battle_this_turn_after#3",
    }
)


@production(
    "steps",
    "battle10_timed_and_timed",
    "{a:op}, and {b:op}",
    accepts=lambda a, b: a.production in _TIMED and b.production in _TIMED,
)
def _timed_and_timed(draft: Draft, a: Parse, b: Parse) -> Steps:
    """Two changes for a while, each with its own duration and monsters ("All face-up monsters
    on your field gain 500 ATK until the end of this turn, and this card can make up to 2
    attacks on monsters this turn"): the first, then the second."""
    return build(a, draft) + build(b, draft)


@production(
    "change",
    "battle10_cannot_attack_or_be_tributed",
    "{t:target} cannot attack or be Tributed for a Tribute Summon",
)
def _cannot_attack_or_be_tributed(draft: Draft, t: dict[str, Any]) -> Steps:
    return _grant(draft, t, "cannot_attack") + _grant(draft, t, "untributable")


@production(
    "op",
    "battle10_opp_cannot_attack_next_turn",
    "your opponent cannot attack with {t:target} during their next turn",
)
def _opp_cannot_attack_next_turn(draft: Draft, t: dict[str, Any]) -> Steps:
    return _next_turn_cannot(draft, t)


def _grouped_number(text: str) -> int:
    """A number written with thousands separators ("1,000,000")."""
    if not re.fullmatch(r"\d{1,3}(,\d{3})+", text):
        raise NoMatch(text)
    return int(text.replace(",", ""))


SLOTS["battle10_grouped"] = Slot(_grouped_number, lambda n: f"{n:,}")


@production("change", "battle10_lose_grouped_atk", "{t:target} loses {n:battle10_grouped} ATK")
def _lose_grouped_atk(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    return _stat(draft, t, n, "ATK", "lose")


@production("op", "battle10_this_turn_also", "this turn, also {c:change}")
def _this_turn_also(draft: Draft, c: Parse) -> Steps:
    """A change for this turn besides what the effect did before ("Then, inflict 800 damage.
    If ..., this turn, also ...")."""
    return _lasting(build(c, draft), "end_of_turn")


@production(
    "steps",
    "battle10_timed_and_draw",
    "{a:op}, and you draw {n} card",
    "{a:op}, and you draw {n} cards",
    accepts=lambda a, n: a.production in _TIMED,
)
def _timed_and_draw(draft: Draft, a: Parse, n: int) -> Steps:
    """A change for a while, then a draw ("this card gains 1200 ATK until the end of this
    turn, and you draw 1 card")."""
    return [*build(a, draft), {"op": "draw", "count": n}]


@production(
    "change", "battle10_that_on_your_field_gains", "that monster on your field gains {n} ATK"
)
def _that_on_your_field_gains(draft: Draft, n: int) -> Steps:
    """The monster the effect chose on your field ("Change the battle position of 1 face-up
    Machine Type monster on your field ... If you do, that monster on your field gains ...")."""
    if draft.last_pick is None or draft.picks[draft.last_pick]["from"] not in _OWN_MONSTERS:
        raise NoMatch("'that monster on your field' names no monster chosen on your field")
    return [{"op": "gain_atk", "target": {"pick": draft.last_pick}, "amount": n}]


_OWN_MONSTERS = frozenset({"own_faceup", "own_monsters", "own_attack", "own_defense"})


@production(
    "holder",
    "battle10_holder_named_original_level",
    "your {names} whose original Level is {n}",
    first=True,
)
def _named_original_level(draft: Draft, names: list[int], n: int) -> dict[str, Any]:
    """Your face-up monsters of these names printed with this Level."""
    return {"side": "own", "filter": {**_named_monsters(names), "original_level": n}}


@production(
    "change",
    "battle10_attacks_up_to_amount",
    "{t:target} can attack a number of times, up to {a:amount}",
)
def _attacks_up_to_amount(draft: Draft, t: dict[str, Any], a: Parse) -> Steps:
    """As many attacks in all as an amount worked out as it resolves ("up to [the result]")."""
    attacks = build(a, draft)
    if isinstance(attacks, int):
        raise NoMatch("a number of attacks: 'can make up to N attacks'")
    return [
        {"op": "grant", "target": draft.target(t), "ability": "extra_attack", "attacks": attacks}
    ]


@production(
    "change", "battle10_only_one_direct_attacker", "you can only attack directly with 1 monster"
)
def _only_one_direct_attacker(draft: Draft) -> Steps:
    return [{"op": "only_attacker", "direct": True}]


# ------------------------------------------------------------- your monster and theirs


def _pick_of(draft: Draft, side: str) -> int:
    """The one pick of the effect from a side's field ("your monster", "that opponent's
    monster")."""
    found = [
        i
        for i, pick in enumerate(draft.picks)
        if pick["from"].startswith(f"{side}_") and not _in_steps(draft.cost, {"pick": i})
    ]
    if len(found) != 1:
        raise NoMatch(f"no one monster chosen of the {side} side")
    return found[0]


@production(
    "change",
    "battle10_yours_gains_theirs",
    "your monster gains ATK equal to [that opponent's monster's ATK]",
)
def _yours_gains_theirs(draft: Draft) -> Steps:
    theirs = {"counter": "stat", "stat": "atk", "of": {"pick": _pick_of(draft, "opp")}}
    return [
        {
            "op": "gain_atk",
            "target": {"pick": _pick_of(draft, "own")},
            "amount": {"per": 1, "count": theirs},
        }
    ]
