"""Static effects about battle positions: Attack Position monsters that the opponent's card
effects cannot change to Defense Position ("This Attack Position card cannot be changed to
Defense Position by your opponent's card effects", "Attack Position Cyberse Type monsters on
your field cannot ..."): `lasting.NO_DEFENSE_CHANGE`. A holder read by `statics.py` ("this
Attack Position card") takes the rule as one of its traits."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.productions.statics import _held, _side

Mods = list[dict[str, Any]]

_NO_DEFENSE_CHANGE = "cannot be changed to Defense Position by your opponent's card effects"


@production("trait", "positions10_no_defense_change", _NO_DEFENSE_CHANGE)
def _no_defense_change(draft: Draft) -> Mods:
    return [{"rule": "no_defense_change"}]


@production(
    "mod",
    "positions10_attack_position_holders",
    "Attack Position {d:desc} on your field " + _NO_DEFENSE_CHANGE,
    first=True,  # before `statics.mod_holder`, whose holders take no position
)
def _attack_position_holders(draft: Draft, d: dict[str, Any]) -> Mods:
    """The face-up monsters of your field so described: the rule keeps those in Attack
    Position so (a monster in Defense Position is not changed to Defense Position), so the
    words "Attack Position" ask nothing more of them."""
    return _held(_side(d, "own"), _no_defense_change(draft))
