"""Changes of monsters and rules over players: original ATK, Levels, Types and Attributes made
to change, ATK and DEF together, who cannot activate what, which Types alone may attack, LP
given to the opponent; and the durations "until the end of the turn", "for the rest of this
turn"."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle import _says_it
from validator.engine.effects.text.productions.changes import (
    _attribute,
    _decrease,
    _increase,
    _race,
    _this_turn,
)
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]


# ------------------------------------------------------------------------------ durations


production(
    "op",
    "modify_the_turn",
    "{c:change} until the end of the turn",
    "{c:change} for the rest of this turn",
)(_this_turn)


# ------------------------------------------------------------------------- facts of monsters


production(
    "change",
    "modify_make_race",
    "make {t:target} become {race} Type",
    "the Type of {t:target} becomes {race}",
)(_race)
production(
    "change",
    "modify_make_attribute",
    "make {t:target} become {attribute} Attribute",
    "the Attribute of {t:target} becomes {attribute}",
)(_attribute)
production(
    "change",
    "modify_level_down",
    "reduce the Level of {t:target} by {n}",
    "reduce {t:target}'s Level by {n}",
)(_decrease)
production("change", "modify_level_up", "increase the Level of {t:target} by {n}")(_increase)


@production(
    "change",
    "modify_level_up_by_amount",
    "increase {t:target}'s Level by {a:amount}",
    "increase the Level of {t:target} by {a:amount}",
)
def _level_up_by(draft: Draft, t: dict[str, Any], a: Parse) -> Steps:
    return [{"op": "increase_level", "target": draft.target(t), "amount": build(a, draft)}]


@production("change", "modify_its_level_up", "its Level is increased by {n}")
def _its_level_up(draft: Draft, n: int) -> Steps:
    # After "X gains 200 ATK, and ...": X, when it is one card (`battle_change_and`).
    if draft.subject is None:
        raise NoMatch("'its' names no card of this clause")
    return [{"op": "increase_level", "target": draft.subject, "amount": n}]


@production("change", "modify_original_atk", "change the original ATK of {t:target} to {n}")
def _original_atk(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    return [{"op": "change_original_atk", "target": draft.target(t), "atk": n}]


for _way, _verbs in (("gain", ("gains", "gain")), ("lose", ("loses", "lose"))):

    @production(
        "change",
        f"modify_{_way}_atk_and_def",
        f"{{t:target}} {_verbs[0]} {{n}} ATK and DEF",
        f"{{t:target}} {_verbs[1]} {{n}} ATK and DEF",
        f"make {{t:target}} {_verbs[1]} {{n}} ATK and DEF",
    )
    def _atk_and_def(draft: Draft, t: dict[str, Any], n: int, _op: str = _way) -> Steps:
        return [{"op": f"{_op}_atk_def", "target": draft.target(t), "amount": n}]


# ---------------------------------------------------------------------- what cannot be done


def _kind_of_monsters(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of a kind of monster ("non-Galaxy Type monsters", "Level 8 or lower
    monsters"): no count, no position, no stat a rule would read."""
    if d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("not monsters")
    if set(d) & {"count", "all", "upto", "other", "face", "position", "article", "except"}:
        raise NoMatch("a number of monsters, or where they stand")
    chosen = to_filter(d) or {}
    chosen.pop("kind", None)
    return chosen or None


def _no_monster_effects(filt: dict[str, Any] | None, who: str = "own") -> Steps:
    made: dict[str, Any] = {"op": "restrict", "rule": "no_activation", "kind": "monster"}
    if who != "own":
        made["who"] = who
    if filt:
        made["filter"] = filt
    return [made]


@production("change", "modify_no_effects_of", "you cannot activate the effects of {d:desc}")
def _no_effects_of(draft: Draft, d: dict[str, Any]) -> Steps:
    if not d.get("plural"):
        raise NoMatch("the effects of one monster")
    return _no_monster_effects(_kind_of_monsters(d))


@production("change", "modify_no_desc_effects", "you cannot activate {d:desc} effects")
def _no_desc_effects(draft: Draft, d: dict[str, Any]) -> Steps:
    if d.get("plural"):
        raise NoMatch("'monsters effects'")
    return _no_monster_effects(_kind_of_monsters(d))


_CARD_KINDS = {"Spell Cards": "spell", "Trap Cards": "trap"}
_WHO = {"you": "own", "your opponent": "opp"}


SLOTS["modify_who"] = one_of(_WHO)


for _who, _key in _WHO.items():
    for _cards, _kind in _CARD_KINDS.items():

        @production("change", f"modify_{_key}_no_{_kind}", f"{_who} cannot activate {_cards}")
        def _no_cards(draft: Draft, _k: str = _kind, _w: str = _key) -> Steps:
            made: dict[str, Any] = {"op": "restrict", "rule": "no_activation", "kind": _k}
            if _w != "own":
                made["who"] = _w
            return [made]

        @production(
            "change",
            f"modify_{_key}_no_{_kind}_in_battle",
            f"{_who} cannot activate {_cards} during the Battle Phase",
        )
        def _no_cards_in_battle(draft: Draft, _k: str = _kind, _w: str = _key) -> Steps:
            made: dict[str, Any] = {"op": "restrict", "rule": "no_battle_activation", "kind": _k}
            if _w != "own":
                made["who"] = _w
            return [made]


@production(
    "change",
    "modify_no_effects_of_that",
    "{w:modify_who} cannot activate {t:target}'s effects",
)
def _no_effects_of_that(draft: Draft, w: str, t: dict[str, Any]) -> Steps:
    """The effects of a monster chosen on the side of the player who would activate them (a
    monster's effect is its controller's to activate): a restriction of the monster."""
    target = draft.target(t)
    if not (isinstance(target, dict) and "pick" in target):
        raise NoMatch("not a chosen monster")
    source = draft.picks[target["pick"]]["from"]
    if not source.startswith(_WHO[w] + "_") or source.endswith(("_gy", "_hand", "_deck")):
        raise NoMatch("a monster not on that player's field")
    return [{"op": "grant", "target": target, "ability": "cannot_activate"}]


@production(
    "change",
    "modify_only_attack_with_types",
    "you can only attack with {a:race} and/or {b:race} Type monsters",
    "you can only attack with {a:race} Type and/or {b:race} Type monsters",
)
def _only_types(draft: Draft, a: str, b: str) -> Steps:
    if a == b:
        raise NoMatch("one Type twice")
    return [{"op": "restrict", "rule": "only_attack_with", "filter": {"race": [a, b]}}]


@production("change", "modify_only_one_attacker", "you can only attack with 1 monster")
def _only_one_attacker(draft: Draft) -> Steps:
    return [{"op": "only_attacker"}]


@production("change", "modify_only_attacker", "you can only attack with {t:target}")
def _only_attacker(draft: Draft, t: dict[str, Any]) -> Steps:
    if "ref" not in t:
        raise NoMatch("a kind of monster, not one monster")
    target = draft.target(t)
    if isinstance(target, dict) and "pick" in target:
        pick = draft.picks[target["pick"]]
        if pick.get("n", 1) != 1 or pick.get("upto"):
            raise NoMatch("several monsters")
    return [{"op": "only_attacker", "target": target}]


@production("change", "modify_also", "{a:change}, also {b:change}")
def _also(draft: Draft, a: Parse, b: Parse) -> Steps:
    if _says_it(b):
        raise NoMatch("'it' after 'also'")
    return build(a, draft) + build(b, draft)


# -------------------------------------------------------------------------------------- LP


@production("op", "modify_opp_gains_lp", "your opponent gains {n} LP")
def _opp_gains(draft: Draft, n: int) -> Steps:
    return [{"op": "gain_lp", "amount": n, "who": "opp"}]


@production("op", "modify_both_gain_lp", "both players gain {n} LP")
def _both_gain(draft: Draft, n: int) -> Steps:
    return [{"op": "gain_lp", "amount": n, "who": "each"}]


# ------------------------------------------------------------------------------- statics


@production(
    "mod",
    "modify_mod_no_traps_in_battle",
    "your opponent cannot activate Trap Cards during the Battle Phase",
)
def _mod_no_traps_in_battle(draft: Draft) -> list[dict[str, Any]]:
    return [{"rule": "no_battle_activation", "value": "trap", "side": "opp"}]
