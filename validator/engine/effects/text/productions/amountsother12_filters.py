"""Monsters described by a fact no description word says: "Add 1 EARTH Attribute Machine Type
Effect Monster whose ATK equals its own DEF from your GY to your hand" (攻撃力と守備力が同じ
数値の...モンスター), "1 face-up ... monster with 4000 or more ATK and 4000 or more original
ATK".

Off the field a monster's ATK and DEF are the printed ones: the filter `original_atk_is_def`.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production(
    "op",
    "amountsother12_add_atk_is_def",
    "add {d:desc} whose ATK equals its own DEF {at:place} to your hand",
)
def _add_atk_is_def(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Steps:
    if at["prep"] != "from" or at["zone"] == "field":
        raise NoMatch("from a place off the field, where ATK and DEF are printed")
    if d.get("noun") not in ("monster", "Monster") or set(d) & {"all", "relate", "highest"}:
        raise NoMatch("chosen monsters")
    k = draft.pick(source_of(d, at), d)
    pick = draft.picks[k]
    pick["filter"] = {**(pick.get("filter") or {}), "original_atk_is_def": True}
    return [{"op": "to_hand", "target": {"pick": k}}]


@production(
    "change",
    "amountsother12_lose_atk_and_original_atk",
    "make {d:desc} and {n} or more original ATK {at:place} lose {m:n} ATK",
)
def _lose_atk_and_original_atk(
    draft: Draft, d: dict[str, Any], n: int, at: dict[str, str], m: int
) -> Steps:
    """ "Make 1 face-up ... monster with 4000 or more ATK and 4000 or more original ATK on your
    field lose 4000 ATK": a monster with both (元々の攻撃力が４０００以上の...／攻撃力４０００
    以上), the filter `original_atk_min` besides the ATK."""
    if d.get("stat") != "ATK" or d.get("stat_dir") != "or more" or at["prep"] != "on":
        raise NoMatch("a monster on the field with N or more ATK")
    if set(d) & {"all", "upto", "plural", "def_value", "relate", "highest"}:
        raise NoMatch("one chosen monster")
    target = draft.target({"desc": d, "place": at})
    pick = draft.picks[target["pick"]]
    pick["filter"] = {**(pick.get("filter") or {}), "original_atk_min": n}
    return [{"op": "lose_atk", "target": target, "amount": m}]
