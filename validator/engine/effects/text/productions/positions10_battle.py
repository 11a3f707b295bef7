"""Piercing battle damage said of an attack on a Defense Position monster, in the words of
more printings: "If this monster attacks a Defense Position monster this turn, inflict
piercing battle damage" (このターン、そのモンスターの攻撃は貫通する: "this monster" is the one
just chosen), "this card also inflicts piercing battle damage (...) if it attacks a Defense
Position monster this turn", and "..., and if it attacks a Defense Position monster, inflict
piercing battle damage" after a gain of ATK, "as long as it stays face up" (表側表示でいる限り:
the changes last while the monster stays face-up, `permanent`)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle import _PIERCING, _grant
from validator.engine.effects.text.productions.changes import _lasting

Steps = list[dict[str, Any]]

_ON_DEFENSE = "if it attacks a Defense Position monster"
_PIERCE = "inflict piercing battle damage"
_DIFFERENCE = _PIERCING.removeprefix(_PIERCE)  # " (if the ATK of the attacking monster ...)"


@production(
    "op",
    "positions10_pierce_chosen_this_turn",
    f"if this monster attacks a Defense Position monster this turn, {_PIERCE}",
)
def _pierce_chosen(draft: Draft) -> Steps:
    """The monster just chosen ("Choose 1 face-up ... monster on your field.") pierces this
    turn."""
    if draft.last_pick is None:
        raise NoMatch("no monster chosen before")
    chosen = draft.picks[draft.last_pick]
    if chosen.get("n", 1) != 1 or chosen.get("upto") or not chosen["from"].endswith("_faceup"):
        raise NoMatch("one face-up monster chosen")
    made = {"op": "grant", "target": {"pick": draft.last_pick}, "ability": "pierce"}
    return _lasting([made], "end_of_turn")


@production(
    "op",
    "positions10_also_pierces_this_turn",
    f"{{t:target}} also inflicts piercing battle damage {_ON_DEFENSE} this turn",
    f"{{t:target}} also inflicts piercing battle damage{_DIFFERENCE} {_ON_DEFENSE} this turn",
)
def _also_pierces(draft: Draft, t: dict[str, Any]) -> Steps:
    return _lasting(_grant(draft, t, "pierce"), "end_of_turn")


@production("battle_ability", "positions10_pierce_if_attacks", f"{_ON_DEFENSE}, {_PIERCE}")
def _pierce_if_attacks(draft: Draft) -> tuple[str, int]:
    """ "..., and if it attacks a Defense Position monster, inflict piercing battle damage"."""
    return ("pierce", 1)


@production("op", "positions10_as_long_as_face_up", "as long as it stays face up, {c:change}")
def _as_long_as_face_up(draft: Draft, c: Parse) -> Steps:
    """Changes of a monster that last while it stays face-up (an effect on a monster ends as
    it leaves the field or is turned face-down)."""
    return _lasting(build(c, draft), "permanent")


@production(
    "op", "positions10_cannot_attack_while_face_up", "{t:target} cannot attack while it is face-up"
)
def _cannot_attack_while_face_up(draft: Draft, t: dict[str, Any]) -> Steps:
    """For as long as the monster stays face-up (an effect on a monster ends as it is turned
    face-down)."""
    return _lasting(_grant(draft, t, "cannot_attack"), "permanent")
