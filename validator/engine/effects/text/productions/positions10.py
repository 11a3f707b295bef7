"""Battle positions and face-down cards in operations:

- a change to one of two positions the text names ("to face-up Attack Position or face-down
  Defense Position"): the monster goes to the one it is not in, and when it is in neither the
  player chooses (`change_to_either`); a Special Summon in either of them;
- a face-up monster of a kind or any face-down card ("1 face-up Level 8 or lower monster or 1
  face-down card"), a face-up monster of yours or any monster of theirs (a pick's
  `or_facedown`);
- monsters chosen together whose Levels total at most a number (`total_level_max`);
- Special Summons to another field (`to`), a summon in face-up Attack Position answered, and a
  Set card that cannot be activated this turn.

Helpers of production modules named after this one are imported where they are used: importing
such a module at the top would declare its productions before those of the modules named in
between (the package imports its modules in name order, and that order decides which production
reads a clause first)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.destroy import _target as _where_target
from validator.engine.effects.text.slots import one_of

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
    if draft.category == "requirement":
        raise NoMatch("a choice of position made as the effect resolves, not on activation")
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
    target = draft.revealed_monster()
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


# ----------------------------------------------------- monsters whose Levels total at most

_TOTAL = "whose total Levels equal {m:n} or less"


def _several_monsters(d: dict[str, Any]) -> bool:
    """Monsters chosen together: "2 ... monsters", "up to 2 ... monsters"."""
    return (
        d.get("noun") in ("monster", "Monster")
        and (d.get("upto") or d.get("count", 1) > 1)
        and not d.get("all")
    )


def _bounded(draft: Draft, d: dict[str, Any], at: dict[str, str], most: int) -> dict[str, Any]:
    """The target of monsters chosen together whose Levels total at most `most`."""
    if not _several_monsters(d):
        raise NoMatch("several monsters chosen together")
    target = draft.target({"desc": d, "place": at})
    draft.picks[target["pick"]]["total_level_max"] = most
    return target


@production(
    "op",
    "summon_total_levels_attack",
    "Special Summon {d:desc} " + _TOTAL + ", {at:place} in face-up Attack Position to your field",
)
def _summon_total_levels(draft: Draft, d: dict[str, Any], m: int, at: dict[str, str]) -> Steps:
    if at["prep"] != "from" or at["side"] != "own" or at["zone"] == "field":
        raise NoMatch("summoned from your hand, GY or Deck")
    target = _bounded(draft, d, at, m)
    return [{"op": "special_summon", "target": target, "position": "attack"}]


@production(
    "op",
    "change_total_levels_facedown",
    "change {d:desc} {at:place} " + _TOTAL + " to face-down Defense Position",
)
def _change_total_levels(draft: Draft, d: dict[str, Any], at: dict[str, str], m: int) -> Steps:
    return [{"op": "to_facedown", "target": _bounded(draft, d, at, m)}]


@production(
    "op",
    "destroy_total_levels",
    "destroy {d:desc} {at:place} whose total Levels are {m:n} or less",
)
def _destroy_total_levels(draft: Draft, d: dict[str, Any], at: dict[str, str], m: int) -> Steps:
    return [{"op": "destroy", "target": _bounded(draft, d, at, m)}]


# ------------------------------------------------------- Special Summons to another field

_IN = {"face-up Defense Position": "defense", "face-down Defense Position": "facedown"}
SLOTS["positions10_in"] = one_of(_IN)


@production(
    "op",
    "summon_to_opponents_field",
    "Special Summon {d:desc} {at:place} to your opponent's field in {pos:positions10_in}",
)
def _summon_to_opponent(draft: Draft, d: dict[str, Any], at: dict[str, str], pos: str) -> Steps:
    """Your monster summoned to your opponent's field (you Special Summon it; they control
    it)."""
    if at["prep"] != "from" or at["side"] != "own" or at["zone"] == "field":
        raise NoMatch("a monster of your hand, GY or Deck")
    target = draft.target({"desc": d, "place": at})
    return [{"op": "special_summon", "target": target, "position": _IN[pos], "to": "opp"}]


@production(
    "op",
    "summon_to_their_field",
    "Special Summon {d:desc} {at:place} to their field in {pos:positions10_in}",
)
def _summon_to_their_field(draft: Draft, d: dict[str, Any], at: dict[str, str], pos: str) -> Steps:
    """Monsters of your opponent's GY summoned to their field (their owner's)."""
    if at != {"prep": "from", "side": "opp", "zone": "gy"}:
        raise NoMatch("monsters of your opponent's GY")
    target = draft.target({"desc": d, "place": at})
    return [{"op": "special_summon", "target": target, "position": _IN[pos], "to": "owner"}]


# --------------------------------------------------------- a summon in a position, answered


@production(
    "event",
    "summon_in_attack_position",
    "your opponent Normal or Special Summons {d:one} in face-up Attack Position",
)
def _summon_in_attack(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """The monster summoned is in face-up Attack Position when the Trap is activated (right
    after the summon: as it was summoned)."""
    from validator.engine.effects.text.productions.traps import _summon

    made = _summon(d, [])
    made["condition"].append(
        {"cond": "subject", "filter": {"kind": "monster"}, "position": "attack"}
    )
    return made


# ------------------------------------------------------------- a Set card that is sealed


@production("op", "choose_where", "choose {t:destroy_where}")
def _choose_where(draft: Draft, t: dict[str, Any]) -> Steps:
    """A card chosen in a Spell & Trap Zone (or on either field), named by what follows
    ("that card")."""
    _where_target(draft, t)
    return []


@production("op", "seal_this_turn", "this turn, your opponent cannot activate {t:target}")
def _seal_this_turn(draft: Draft, t: dict[str, Any]) -> Steps:
    """The opponent's Set Spell/Trap Card chosen cannot be activated this turn (`seal`)."""
    from validator.engine.effects.text.productions.rules3 import _set_spell_traps

    target = draft.target(t)
    if not _set_spell_traps(draft, target):
        raise NoMatch("not the opponent's Set Spell/Trap Cards")
    return [{"op": "seal", "target": target, "until": "end_of_turn"}]
