"""Changes that last while a card stays face-up, said first: "While this card is face-up on the
field, it gains 600 ATK" (このカードが表側表示でいる限り、このカードの攻撃力は６００アップする)
and "While those monsters are face-up, they gain 500 ATK" (選んだモンスターは表側表示でいる限り、
攻撃力が５００アップする).

A change of a monster's ATK, DEF or Level with no end said lasts as long as that monster stays
face-up on the field (`permanent`): these sentences say so in words. This card's own change
also holds `while` "faceup" (it is this card that must stay face-up).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import NUMBER_CHANGES

Steps = list[dict[str, Any]]

"""The changes of a monster's numbers (those these sentences make)."""


def _changes_of(steps: Steps, target: Any) -> Steps:
    if not steps or any(st["op"] not in NUMBER_CHANGES or st["target"] != target for st in steps):
        raise NoMatch("changes of the numbers of the card said face-up")
    for step in steps:
        step["until"] = "permanent"
    return steps


@production(
    "op",
    "cond_while_self_faceup",
    "while this card is face-up, {c:change}",
    "while this card is face-up on the field, {c:change}",
)
def _while_self(draft: Draft, c: Parse) -> Steps:
    """ "it" is this card."""
    if draft.card.card_type != "Monster":
        raise NoMatch("a monster's face-up time")
    subject = draft.subject
    draft.subject = "self"
    try:
        steps = _changes_of(build(c, draft), "self")
    finally:
        draft.subject = subject
    for step in steps:
        step["while"] = "faceup"
    return steps


@production(
    "op",
    "cond_while_chosen_faceup",
    "while those monsters are face-up, {c:change}",
    "while that monster is face-up, {c:change}",
)
def _while_chosen(draft: Draft, c: Parse) -> Steps:
    """ "they", "it": the monsters chosen just before."""
    if draft.last_pick is None:
        raise NoMatch("no monsters chosen before")
    return _changes_of(build(c, draft), {"pick": draft.last_pick})
