"""The turn's Fusion and Ritual Summons: "During your Main Phase that you Fusion Summoned a
monster" (自分がモンスターをフュージョン召喚した自分メインフェイズに), "During a turn you have not
Ritual Summoned a monster" (自分がリチュアル召喚していないターンに): a Fusion or Ritual Summon of
any kind (the Spell "Fusion", an effect, a Contact or Union Fusion) noted in the turn history.
A monster's effect and a Spell are activated in your Main Phase, and a Rush turn has one."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Conds = list[dict[str, Any]]


@production(
    "when", "statics_when_fusion_summoned", "your Main Phase that you Fusion Summoned a monster"
)
def _when_fusion_summoned(draft: Draft) -> Conds:
    if draft.kind not in ("ignition", "spell"):
        raise NoMatch("an effect activated in your Main Phase")
    return [{"cond": "did", "what": "fusion_summoned"}]


@production(
    "when",
    "statics_when_no_ritual_summon",
    "a turn you have not Ritual Summoned a monster",
    "the turn you have not Ritual Summoned a monster",
)
def _when_no_ritual_summon(draft: Draft) -> Conds:
    return [{"cond": "not", "condition": {"cond": "did", "what": "ritual_summoned"}}]
