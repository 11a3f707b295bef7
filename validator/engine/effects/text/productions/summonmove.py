"""Special Summons and moves, more shapes: cards moved during the End Phase ("..., but place it
on the bottom of the owner's Deck during the End Phase": `end_phase`, a lasting effect on the
card that ends if it leaves the field first).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.move import _among_sent

Steps = list[dict[str, Any]]

# ------------------------------------------------------------------- during the End Phase

_END_PHASE_MOVES = {
    "place {t} on the bottom of the owner's Deck": "deck_bottom",
    "shuffle {t} into the owner's Deck": "shuffle",
    "send {t} to the GY": "gy",
}
_WHEN = ("during the End Phase", "during the End Phase of this turn")


def _words(choices: Any) -> Slot:
    def read(text: str) -> str:
        if text not in choices:
            raise NoMatch(text)
        return text

    return Slot(read, str)


SLOTS["summonmove_end_phase"] = _words(_WHEN)


def _end_phase(draft: Draft, t: dict[str, Any], action: str) -> Steps:
    """Cards the effect moves in this turn's End Phase: this card, or the cards named before
    ("it": the monster a Special Summon just put on the field)."""
    if "ref" not in t or t["ref"] not in ("this card", "it", "that monster", "them"):
        raise NoMatch("cards on the field named before")
    target = draft.target(t)
    if target not in ("self", "moved"):
        raise NoMatch("this card, or the cards the step before moved")
    return [{"op": "end_phase", "target": target, "action": action}]


for _template, _action in _END_PHASE_MOVES.items():

    @production(
        "op",
        f"summonmove_end_phase_{_action}",
        _template.replace("{t}", "{t:target}") + " {w:summonmove_end_phase}",
    )
    def _at_end(draft: Draft, t: dict[str, Any], w: str, _action: str = _action) -> Steps:
        return _end_phase(draft, t, _action)


# ---------------------------------------------------------------- among the cards sent


def _summon_sent(draft: Draft, c: dict[str, Any]) -> Steps:
    """A Special Summon of cards this effect sent to your GY, face-up to your field."""
    return [{"op": "special_summon", "target": _among_sent(draft, c), "position": "faceup"}]


@production(
    "op",
    "summonmove_summon_sent_by_this",
    "Special Summon {c:move_cards} sent to the GY by this effect face-up to your field",
    "Special Summon {c:move_cards} among the cards sent face-up to your field",
    "Special Summon face-up to your field {c:move_cards} from among the cards sent",
)
def _summon_sent_by_this(draft: Draft, c: dict[str, Any]) -> Steps:
    return _summon_sent(draft, c)


@production(
    "op",
    "summonmove_add_from_sent_by_this",
    "add {c:move_cards} from the cards sent to the GY by this effect to your hand",
)
def _add_from_sent_by_this(draft: Draft, c: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _among_sent(draft, c)}]
