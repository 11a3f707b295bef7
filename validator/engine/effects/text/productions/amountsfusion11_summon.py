"""A Special Summon of one monster of either of two Types, each Type given its own count: "Special
Summon 1 Fish or 1 Sea Serpent Type monster from your hand face-up to your field" summons one
monster, a Fish or a Sea Serpent, as "1 Fish or Sea Serpent Type monster" would."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import NoMatch, production

Steps = list[dict[str, Any]]


@production(
    "op",
    "amountsfusion11_summon_one_of_two_types",
    "Special Summon {n} {first:race} or {d:desc} {at:place} face-up to your field",
    # (only "1 A or 1 B Type monster": "1 A or B Type monster" is one description, read as such)
    accepts=lambda n, first, d, at: d.get("count") == 1,
)
def _summon_one_of_two_types(
    draft: Draft, n: int, first: str, d: dict[str, Any], at: dict[str, str]
) -> Steps:
    if n != 1 or d.get("count") != 1 or d.get("upto") or len(d.get("race", ())) != 1:
        raise NoMatch("one monster of one of two Types")
    if set(d) - {"count", "race", "noun"} or d.get("noun") != "monster":
        raise NoMatch("the second Type only")
    return draft.own_special_summon({**d, "race": [first, *d["race"]]}, at, "faceup")
