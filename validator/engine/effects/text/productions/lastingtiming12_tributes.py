"""An opponent's monster lent for a Tribute Summon: "This turn, if you would Tribute Summon a
LIGHT Attribute Fiend Type monster in Attack Position, you can Tribute that opponent's monster
instead of 1 monster on your field" (その相手モンスターを自分フィールドのモンスター１体の代わりに
リリースできる), after a choice of that monster on the opponent's field.

The monster chosen is lent (`grant` lent_tribute) to the effect's player for this turn: a
Level 5-6 monster may be Tribute Summoned with it alone, a Level 7 or higher one with it and 1
monster of their own. A Tribute Set is no summon: the monster is never lent for one, said with
"in Attack Position" or not (a Tribute Summon is always in Attack Position)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

_LENT = {
    "that opponent's monster": ("opp_monsters", "opp_faceup", "opp_attack", "opp_faceup_defense"),
    "that opponent's face-up monster": ("opp_faceup", "opp_attack", "opp_faceup_defense"),
}
"""The words naming the opponent's monster chosen just before, with the sources of the choices
they can name (a face-up one: a choice among face-up monsters only)."""

SLOTS["lastingtiming12_lent"] = one_of(_LENT)


def _summoned(d: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of the monster a Tribute Summon is of ("a monster", "a LIGHT Attribute Fiend
    Type monster", "Summoned Skull"); None for any monster."""
    if "names" in d and set(d) <= {"names", "article"}:
        return {"ids": d["names"]}
    if d.get("noun") not in ("monster", "Monster") or d.get("article") != "a":
        raise NoMatch("one monster of a kind, or by name")
    if set(d) & {"all", "upto", "other", "face", "position", "plural", "except"}:
        raise NoMatch("a number of monsters, or where they stand")
    chosen = to_filter({k: v for k, v in d.items() if k not in ("count", "article")}) or {}
    chosen.pop("kind", None)
    return chosen or None


@production(
    "op",
    "lastingtiming12_lent_tribute",
    "this turn, if you would Tribute Summon {d:desc} in Attack Position, you can Tribute "
    "{t:lastingtiming12_lent} instead of 1 monster on your field",
    "this turn, if you would Tribute Summon {d:desc}, you can Tribute {t:lastingtiming12_lent} "
    "instead of 1 monster on your field",
)
def _lent_tribute(draft: Draft, d: dict[str, Any], t: str) -> Steps:
    """The opponent's monster chosen just before, which you may Tribute this turn for the
    Tribute Summon of such a monster instead of 1 monster of your own."""
    last = draft.last_pick
    if last is None or draft.picks[last]["from"] not in _LENT[t]:
        raise NoMatch("no monster chosen on the opponent's field just before")
    made: dict[str, Any] = {"op": "grant", "target": {"pick": last}, "ability": "lent_tribute"}
    chosen = _summoned(d)
    if chosen:
        made["filter"] = chosen
    made["until"] = "end_of_turn"
    return [made]
