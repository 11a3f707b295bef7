"""The card in your Field Zone sent to the GY: "Send 1 card from your Field Zone to the GY"
(自分のフィールドゾーンのカード１枚を墓地へ送って): the Field Spell there, face-up or Set (a Field
Spell is only ever in the Field Zone, and the Field Zone holds nothing else)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production

Steps = list[dict[str, Any]]


@production("op", "statics_send_field_zone", "send 1 card from your Field Zone to the GY")
def _send_field_zone(draft: Draft) -> Steps:
    field_spell = SLOTS["desc"].read("1 Field Spell Card")
    return [{"op": "send", "target": {"pick": draft.pick("own_spelltraps", field_spell)}}]
