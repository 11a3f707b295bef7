"""Other words for changes the language makes already.

- "Change 1 face-up monster on your opponent's field to LIGHT Attribute until the end of this
  turn" (相手フィールドの表側表示モンスター１体を、ターン終了時まで光属性にする): the monster
  becomes that Attribute, for as long as the duration around it says (`changes.py`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]


@production("change", "ifyou12_change_to_attribute", "change {t:target} to {attribute} Attribute")
def _to_attribute(draft: Draft, t: dict[str, Any], attribute: str) -> Steps:
    return [{"op": "change_attribute", "target": draft.target(t), "attribute": attribute}]
