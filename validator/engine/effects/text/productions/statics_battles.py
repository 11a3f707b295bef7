"""Battle damage no player takes: "Neither player takes any battle damage from battles
involving this card" (このカードの戦闘でお互いは戦闘ダメージを受けない): in the battles of the
monsters it names, attacking or attacked, a direct attack included, no player takes battle
damage (`safe_battle` of value "both")."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.productions.statics import _held

Mods = list[dict[str, Any]]


@production(
    "mod",
    "statics_safe_battle_both",
    "neither player takes any battle damage from battles involving {h:holder}",
    "neither player takes battle damage from battles involving {h:holder}",
)
def _safe_battle_both(draft: Draft, h: Parse) -> Mods:
    return _held(build(h, draft), [{"rule": "safe_battle", "value": "both"}])
