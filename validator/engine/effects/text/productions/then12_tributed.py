"""A later part for the turn this card was Normal Summoned by Tributing monsters of a kind:
"Then, if you activated this effect during the turn you Normal Summoned this card by Tributing
"Elite Agent Mystery", you can destroy ..." (「エリート秘密捜査官ミステリー」をリリースしてこの
カードを召喚したターンに発動していた場合、…).

The effect resolves in the turn it was activated: the condition `tributed` as the effect
resolves, the Tributes judged as this card was summoned (as "During the turn you Normal
Summoned this card by Tributing ..." of a requirement reads them; the engine notes it for the
one such condition of the card, wherever the effect asks it).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.tributes import tributed

Steps = list[dict[str, Any]]


def _conditions_of(steps: Steps) -> list[dict[str, Any]]:
    found = []
    for step in steps:
        found += step.get("condition", [])
        found += _conditions_of(step.get("then", [])) + _conditions_of(step.get("else", []))
    return found


@production(
    "condition",
    "then12_tributed_activated_during",
    "you activated this effect during the turn you Normal Summoned this card by Tributing {d:desc}",
)
def _activated_during_tributed(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    if draft.category != "sentence" or draft.kind != "ignition":
        raise NoMatch("'this effect' of a monster, as it resolves")
    made = tributed(d)
    asked = draft.condition + _conditions_of(draft.effect)
    if any(c.get("cond") == "tributed" for c in asked):
        raise NoMatch("one Tribute condition a card")
    return [made]
