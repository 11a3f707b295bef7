"""Which effect each card has: the encodings in `data.py` keyed by card id, compiled once."""

from __future__ import annotations

import json
from functools import cache

from validator.engine.cards import SPELL, CardInfo
from validator.engine.effects.data import ENCODINGS, FUSION_SPELL
from validator.engine.effects.model import Effect, compile_effect
from validator.paths import bundled

EFFECTS: dict[int, Effect] = {card_id: compile_effect(spec) for card_id, spec in ENCODINGS.items()}
EFFECTS[FUSION_SPELL] = compile_effect({"kind": "fusion"})
# A Ritual Spell without its own encoding: face-up materials from the field, any Type. Its
# text may say more (hand materials, Types, "this turn" limits), so it counts as partial.
GENERIC_RITUAL = compile_effect({"kind": "ritual", "partial": True})


def effect_for(info: CardInfo) -> Effect | None:
    """The card's effect; Ritual Spells without their own encoding get the generic Ritual."""
    effect = EFFECTS.get(info.id)
    if effect is None and info.kind == SPELL and info.subtype == "ritual":
        return GENERIC_RITUAL
    return effect


@cache
def effect_text_ids() -> frozenset[int]:
    """Ids of the cards whose printed text has an effect (card_data/effect_text.json)."""
    with bundled("card_data", "effect_text.json").open(encoding="utf-8") as handle:
        return frozenset(json.load(handle))


def implemented(info: CardInfo) -> bool:
    """True when the engine plays the card's effect (or the card has none to play)."""
    return info.id not in effect_text_ids() or effect_for(info) is not None


def exact(info: CardInfo) -> bool:
    """True when the card is played with all of its text (no effect, or a full encoding)."""
    if info.id not in effect_text_ids():
        return True
    effect = effect_for(info)
    return effect is not None and not effect.partial
