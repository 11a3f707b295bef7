"""Static effects about battle positions: the monsters of a side in a battle position ("Attack
Position WATER Attribute monsters on your field gain 400 ATK", "all face-up Defense Position
Insect Type monsters on the field cannot be destroyed by card effects": a modifier's
`position`, read as the monsters are now), and Attack Position monsters that the opponent's card
effects cannot change to Defense Position ("... cannot be changed to Defense Position by your
opponent's card effects": `lasting.NO_DEFENSE_CHANGE`).

Helpers of production modules named after this one are imported where they are used: importing
such a module at the top would declare its productions before those of the modules named in
between (the package imports its modules in name order, and that order decides which production
reads a clause first)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Mods = list[dict[str, Any]]

_POSITIONS = {
    (None, "Attack Position"): "attack",
    ("face-up", "Attack Position"): "attack",
    ("face-up", "Defense Position"): "defense",
}
"""The positions a holder names, by its face and position words (a Defense Position monster
that may be face-down is not one: a static changes face-up monsters only)."""


def _in_position(d: dict[str, Any]) -> bool:
    return d.get("position") is not None


def _held_in(d: dict[str, Any], side: str) -> dict[str, Any]:
    """The face-up monsters of a side so described, in the position the description names."""
    position = _POSITIONS.get((d.get("face"), d.get("position")))
    if position is None:
        raise NoMatch("a position a static cannot tell")
    from validator.engine.effects.text.productions.statics import _side

    plain = {k: v for k, v in d.items() if k not in ("face", "position")}
    return {**_side(plain, side), "position": position}


@production(
    "holder",
    "positions10_holder_own_in_position",
    "{d:desc} on your field",
    accepts=_in_position,
    first=True,  # before the holders without a position (`statics.py`), which refuse one
)
def _own_in_position(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _held_in(d, "own")


@production(
    "holder",
    "positions10_holder_field_in_position",
    "{d:desc} on the field",
    accepts=_in_position,
    first=True,
)
def _field_in_position(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    return _held_in(d, "both")


@production(
    "mod",
    "positions10_all_on_field_in_position",
    "all {d:desc} on the field {t:traits}",
    accepts=lambda d, t: _in_position(d),
    first=True,  # (the holder "all ... on the field" of `statics3.py` refuses a position)
)
def _all_on_field_in_position(draft: Draft, d: dict[str, Any], t: Parse) -> Mods:
    """ "All face-up Defense Position Insect Type monsters on the field ...": every one."""
    from validator.engine.effects.text.productions.statics import _held

    return _held(_held_in(d, "both"), build(t, draft))


@production(
    "trait",
    "positions10_no_defense_change",
    "cannot be changed to Defense Position by your opponent's card effects",
)
def _no_defense_change(draft: Draft) -> Mods:
    """In Attack Position, not changed to Defense Position by the opponent's effects (a monster
    in Defense Position is not changed to it)."""
    return [{"rule": "no_defense_change"}]


@production(
    "trait",
    "positions10_indestructible_by_their_attacks",
    "cannot be destroyed by your opponent's monsters' attacks",
)
def _indestructible_by_their_attacks(draft: Draft) -> Mods:
    """Not destroyed by battle in the opponent's turn (相手の攻撃では破壊されない): the battles of
    that turn are the opponent's monsters' attacks, and only those."""
    return [
        {
            "rule": "indestructible",
            "value": "battle",
            "condition": [{"cond": "turn", "whose": "opp"}],
        }
    ]


@production(
    "mod",
    "positions10_traits_and_gain_atk_equal",
    "{h:holder} {t:traits}, and they gain ATK equal to {a:amount}",
)
def _traits_and_gain_atk_equal(draft: Draft, h: Parse, t: Parse, a: Parse) -> Mods:
    """The monsters held get the traits, and gain the counted ATK."""
    from validator.engine.effects.text.productions.statics import _held
    from validator.engine.effects.text.productions.statics2 import _counted

    holder = build(h, draft)
    changes = build(t, draft)
    return _held(holder, [*changes, {"rule": "atk", "value": _counted(draft, holder, a)}])


@production(
    "mods",
    "positions10_also_in_their_turn_in_attack",
    "{m:mod}, also during your opponent's turn, while it is in Attack Position, it {t:traits}",
)
def _also_in_their_turn_in_attack(draft: Draft, m: Parse, t: Parse) -> Mods:
    """A change of this card, and traits it has during the opponent's turn while it is in
    Attack Position (さらに攻撃表示のこのカードは、相手ターンの間、...)."""
    first = build(m, draft)
    if any("side" in mod for mod in first):
        raise NoMatch("'it' names this card, changed just before")
    held = [{"cond": "turn", "whose": "opp"}, {"cond": "self_position", "position": "attack"}]
    return [*first, *({**trait, "condition": list(held)} for trait in build(t, draft))]


@production("condition", "positions10_szone_card", "you have a card in your Spell & Trap Zone")
def _szone_card(draft: Draft) -> list[dict[str, Any]]:
    """A card, face-up or Set, in one of your Spell & Trap Zones (not the Field Zone)."""
    return [{"cond": "has", "from": "own_szone"}]
