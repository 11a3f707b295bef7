"""Who may attack directly: "This turn, you can only attack directly with Fusion Monsters"
(the player's other monsters cannot attack directly: `restrict` `no_direct_attack` narrowed to
the monsters not described; their attacks on monsters stay allowed)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


@production("change", "fusion10_only_direct_with", "you can only attack directly with {d:desc}")
def _only_direct_with(draft: Draft, d: dict[str, Any]) -> Steps:
    if "count" in d or d.get("all") or not d.get("plural"):
        raise NoMatch("a kind of monster")
    return [{"op": "restrict", "rule": "no_direct_attack", "filter": {"none_of": [to_filter(d)]}}]
