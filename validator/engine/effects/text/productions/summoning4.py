"""More summoning conditions: Union Fusion ("This card can be Union Fusioned"), and a monster
that "cannot attack during a turn its effect was not activated".

Each adds a modifier to the card's continuous effect, like `summoning.py`.
"""

from __future__ import annotations

from validator.engine.cards import CardInfo
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics import _continuous
from validator.engine.effects.text.productions.summoning import _monster, _procedure

# ----------------------------------------------------------------------------- Union Fusion


@production(
    "summoning",
    "summoning4_union_fusion",
    "this card can be Union Fusioned",
    "this card can be Union Fusioned (Fusion Summon by placing the above face-up cards from "
    "your field on the bottom of the owner's Deck in any order as materials)",
)
def _union_fusion(draft: Draft) -> None:
    """Like a Contact Fusion (`summoning.py`), the materials of the card data placed on the
    bottom of their owners' Decks in the order the player chooses. (The face-up cards are
    monsters: the engine has no Union Monster equipped as a card of the Spell & Trap Zone.)"""
    card = _monster(draft)
    if not CardInfo(card).fusion_known:
        raise NoMatch("a Fusion Monster whose materials are known")
    _procedure(draft, {"rule": "contact_fusion", "value": "union"})


@production(
    "summoning",
    "summoning4_no_attack_unless_used",
    "this card cannot attack during a turn its effect was not activated",
)
def _no_attack_unless_used(draft: Draft) -> None:
    """It cannot attack unless its effect (one a player activates) was activated this turn
    while it is on the field (`used_effect`, the monster's per-turn flag)."""
    _monster(draft)
    if draft.kind not in ("ignition",):
        raise NoMatch("an effect a player activates")
    _continuous(draft).append(
        {
            "rule": "cannot_attack",
            "condition": [{"cond": "not", "condition": {"cond": "used_effect"}}],
        }
    )
