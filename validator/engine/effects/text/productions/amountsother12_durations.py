"""A change that lasts during this Main Phase only: "Make up to 3 face-up monsters on your
opponent's field lose 1500 ATK during this Main Phase only" (このメインフェイズの間、...ダウン
する).

The change is read as "until the end of this turn" reads it, and lasts until the Main Phase
it was made in ends (`end_of_main_phase`: the Battle Phase begins, or the turn ends).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, Parse, production

Steps = list[dict[str, Any]]


def _during_main_phase(steps: Steps) -> Steps:
    for step in steps:
        if step.get("until") == "end_of_turn":
            step["until"] = "end_of_main_phase"
        if step["op"] in ("if", "may"):
            _during_main_phase(step["then"])
    return steps


@production("op", "amountsother12_this_main_phase", "{c:change} during this Main Phase only")
def _this_main_phase(draft: Draft, c: Parse) -> Steps:
    return _during_main_phase(BY_NAME["this_turn"].build(draft, c=c))
