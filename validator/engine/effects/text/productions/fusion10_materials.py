"""Monsters that cannot be used as material for a Fusion Summon: "Face-up Level 12 monsters on
your field cannot be used as material for a Fusion Summon", "(During your opponent's turn,)
monsters on your field cannot be used as material for a Fusion Summon", "Your opponent cannot
use monsters on your field as material for a Fusion Summon", "This card cannot be used as
material for the Fusion Summon of "A"".

A static effect (`no_fusion_material`): the monsters it reaches are no materials of any Fusion
Summon (by an effect, the Spell "Fusion", a Contact or Union Fusion) while it is in force;
"monsters on your field" are all of them, face-down ones too (`reach` "monsters"), "face-up
... monsters" only those; "your opponent cannot use" binds the opponent alone (value "opp").
Naming the Fusion Monster (`against`), it is a fact of this card wherever it is (a Fusion
Monster in the GY is no material of another copy of itself either): `CardInfo.no_material_for`.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.productions.statics import _add, _face_up, _side

Mods = list[dict[str, Any]]

_RULE = "no_fusion_material"
_AS_MATERIAL = "as material for a Fusion Summon"


@production(
    "mod",
    "fusion10_faceup_no_material",
    f"face-up {{d:desc}} on your field cannot be used {_AS_MATERIAL}",
)
def _faceup_no_material(draft: Draft, d: dict[str, Any]) -> Mods:
    return [{"rule": _RULE, **_side(_face_up(d), "own")}]


def _all_monsters(d: dict[str, Any]) -> None:
    """ "monsters": every monster of the side, face-up or face-down, of any kind."""
    if d != {"noun": "monster", "plural": True}:
        raise NoMatch("monsters, all of them")


@production(
    "mod",
    "fusion10_monsters_no_material",
    f"{{d:desc}} on your field cannot be used {_AS_MATERIAL}",
)
def _monsters_no_material(draft: Draft, d: dict[str, Any]) -> Mods:
    _all_monsters(d)
    return [{"rule": _RULE, "side": "own", "reach": "monsters"}]


@production(
    "mod",
    "fusion10_opp_cannot_use",
    f"your opponent cannot use {{d:desc}} on your field {_AS_MATERIAL}",
)
def _opp_cannot_use(draft: Draft, d: dict[str, Any]) -> Mods:
    _all_monsters(d)
    return [{"rule": _RULE, "value": "opp", "side": "own", "reach": "monsters"}]


@production(
    "mod",
    "fusion10_self_no_material_of",
    "this card cannot be used as material for the Fusion Summon of {name}",
)
def _self_no_material_of(draft: Draft, name: int) -> Mods:
    fusion = card_facts(name)
    if fusion is None or fusion.subtype != "fusion":
        raise NoMatch("the Fusion Summon of a Fusion Monster")
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster as material")
    return [{"rule": _RULE, "against": {"ids": [name]}}]


# ------------------------------------------------------------------- its name as material


@production(
    "static",
    "fusion10_material_name",
    "if used as material for a Fusion Summon, this card's name becomes {name}",
    "if this card is used as material for a Fusion Summon, its name becomes {name}",
)
def _material_name(draft: Draft, name: int) -> None:
    """This card's name as a material of a Fusion Summon (from the field, where its effect is
    in force): `material_name`. Not for a Maximum Monster's piece (in Maximum Mode the
    monster is one material)."""
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster" or card.subtype == "maximum":
        raise NoMatch("a monster, not a Maximum Monster's piece")
    _add(draft, [{"rule": "material_name", "value": name}])


# ------------------------------------------------------------------------- protections


@production(
    "trait",
    "fusion10_indestructible_opp_spell_trap",
    "cannot be destroyed by your opponent's Spell/Trap Card effects",
)
def _indestructible_opp_spell_trap(draft: Draft) -> Mods:
    return [{"rule": "indestructible", "value": "opp_spell_trap"}]
