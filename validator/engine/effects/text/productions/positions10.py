"""Changes of battle position to one of two positions the text names ("to face-up Attack
Position or face-down Defense Position"): the monster goes to the one it is not in, and when it
is in neither the player chooses (`change_to_either`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

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
    draft.picks[k]["or_facedown"] = True
    return [{"op": "destroy", "target": {"pick": k}}]
