"""Changes of battle position to one of two positions the text names ("to face-up Attack
Position or face-down Defense Position"): the monster goes to the one it is not in, and when it
is in neither the player chooses (`change_to_either`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_ATTACK_OR_FACEDOWN = "face-up Attack Position or face-down Defense Position"
_DEFENSE_OR_FACEDOWN = "face-up Defense Position or face-down Defense Position"


def _one_monster(t: dict[str, Any]) -> bool:
    """A target of one monster ("1 monster on ...", "it"): the choice is made for it alone."""
    if "ref" in t:
        return t["ref"] in ("it", "that monster", "this card")
    d = t.get("desc", {})
    return not (d.get("all") or d.get("upto") or d.get("plural")) and d.get("count", 1) == 1


def _either(draft: Draft, t: dict[str, Any], positions: str) -> Steps:
    return [{"op": "change_to_either", "target": draft.target(t), "positions": positions}]


@production(
    "op",
    "change_to_attack_or_facedown",
    "change {t:target} to " + _ATTACK_OR_FACEDOWN,
    "change the battle position of {t:target} to " + _ATTACK_OR_FACEDOWN,
    accepts=lambda t: _one_monster(t),
)
def _attack_or_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    return _either(draft, t, "attack_facedown")


@production(
    "op",
    "change_to_defense_or_facedown",
    "change {t:target} to " + _DEFENSE_OR_FACEDOWN,
    accepts=lambda t: _one_monster(t),
)
def _defense_or_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    return _either(draft, t, "defense_facedown")


# ----------------------------------------------- a face-up monster or a face-down card

_FACEDOWN_CARD = {"count": 1, "face": "face-down", "noun": "card"}


def _faceup_monster_or_facedown_card(t: dict[str, Any]) -> bool:
    """ "1 face-up Level 8 or lower monster or 1 face-down card on ...": one card, either a
    face-up monster of a kind or any face-down card (a face-down monster, a Set Spell/Trap)."""
    alts = t.get("alts")
    if not alts or t.get("either") or t["place"]["zone"] != "field":
        return False
    faceup, facedown = alts
    return (
        facedown == _FACEDOWN_CARD
        and faceup.get("face") == "face-up"
        and not faceup.get("position")
        and faceup.get("noun") in ("monster", "Monster")
    )


@production(
    "op",
    "destroy_faceup_or_facedown",
    "destroy {t:target}",
    accepts=lambda t: _faceup_monster_or_facedown_card(t),
    first=True,  # before the general "destroy {t:target}", which reads it and cannot build it
)
def _destroy_faceup_or_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    """One pick of the field's cards: face-up monsters matching the description, and every
    face-down card (`or_facedown`: its facts are hidden, the description does not ask them)."""
    faceup = {k: v for k, v in t["alts"][0].items() if k != "face"}
    k = draft.pick(f"{t['place']['side']}_field", faceup)
    draft.picks[k]["or_facedown"] = "any"
    return [{"op": "destroy", "target": {"pick": k}}]


# ----------------------------------------------- a Special Summon in one of two positions

_SUMMON_ATTACK_OR_FACEDOWN = "Special Summon {t:target} to your field in " + _ATTACK_OR_FACEDOWN


@production(
    "op",
    "summon_attack_or_facedown",
    _SUMMON_ATTACK_OR_FACEDOWN,
    accepts=lambda t: _one_monster(t),
)
def _summon_attack_or_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    """The player chooses face-up Attack or face-down Defense Position for the monster."""
    if t.get("place", {}).get("zone") == "field" or "ref" in t:
        raise NoMatch("a monster off the field, chosen here")
    target = draft.target(t)
    return [{"op": "special_summon", "target": target, "position": "attack_facedown"}]


@production(
    "op",
    "summon_revealed_attack_or_facedown",
    "Special Summon the monster revealed to meet the requirement to your field in "
    + _ATTACK_OR_FACEDOWN,
)
def _summon_revealed(draft: Draft) -> Steps:
    """The one monster the requirement revealed (still in the hand) is summoned."""
    reveals = [step for step in draft.cost if step["op"] == "reveal"]
    if len(reveals) != 1 or "pick" not in reveals[0]["target"]:
        raise NoMatch("no one card revealed to meet the requirement")
    target = reveals[0]["target"]
    revealed = draft.picks[target["pick"]]
    if revealed.get("n", 1) != 1 or revealed.get("upto") or revealed["from"] != "own_hand":
        raise NoMatch("one monster revealed from the hand")
    if (revealed.get("filter") or {}).get("kind") != "monster":
        raise NoMatch("a monster revealed")
    return [{"op": "special_summon", "target": target, "position": "attack_facedown"}]


# ------------------------------------- a face-up monster of yours or a monster of theirs

_YOURS_OR_THEIRS = {"from": "all_monsters", "filter": {"kind": "monster"}, "or_facedown": "opp"}
"""A pick of your face-up monsters and your opponent's monsters (face-up or face-down)."""


@production(
    "op",
    "change_position_yours_or_theirs",
    "change the battle position of 1 face-up monster on your field or 1 monster on your "
    "opponent's field",
)
def _change_yours_or_theirs(draft: Draft) -> Steps:
    draft.picks.append(dict(_YOURS_OR_THEIRS))
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "change_position", "target": {"pick": draft.last_pick}}]


@production(
    "op",
    "change_positions_yours_and_or_theirs",
    "change the battle position of up to {n} face-up monsters on your field and/or monsters on "
    "your opponent's field",
)
def _change_yours_and_or_theirs(draft: Draft, n: int) -> Steps:
    """Up to n monsters in all, of either field."""
    draft.picks.append({**_YOURS_OR_THEIRS, "n": n, "upto": True})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "change_position", "target": {"pick": draft.last_pick}}]
