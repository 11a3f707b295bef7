"""Monsters described by a fact no description word says: "Add 1 EARTH Attribute Machine Type
Effect Monster whose ATK equals its own DEF from your GY to your hand" (攻撃力と守備力が同じ
数値の...モンスター).

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
