"""Exactly as many cards as the requirement chose: "Shuffle monsters from your opponent's GY into
the Deck equal to [the number of cards sent to the GY to meet the requirement]" (相手の墓地の
モンスターを［この効果の条件で墓地へ送ったカードの数］だけ選んでデッキに戻す), "Destroy
Spell/Trap Cards on the field equal to [the number of monsters placed to meet the requirement]"
(［この効果の条件で戻したモンスターの数］だけ選んで破壊する).

One move of cards described without a count, exactly as many as the cards the requirement
moved (the pick's `as_many`, not "up to": だけ). The requirement's cards are chosen on
activation, so each way of paying it is offered only when the effect then finds that many
cards (`Pick.per_cost`), and as many free Monster Zones for a Special Summon. "Equal to" a
count of a place is not read: the official text says "up to" (まで) for some of those cards
and "exactly" for others.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_MOVES = frozenset({"destroy", "to_deck", "to_hand", "send", "special_summon"})
"""The operations on the chosen cards (destroyed, shuffled into the Deck, added to the hand,
sent to the GY, Special Summoned)."""
_COUNTED = frozenset({"count", "all", "upto", "article", "andor", "each", "highest", "other"})
_COST_COUNT = {"per": 1, "count": {"counter": "number", "of": "cost"}}


def _described_as_whole(o: Parse, a: Parse) -> bool:
    """Whether the operation reads one target of cards described without a count
    ("monsters from your opponent's GY") and the amount is one counted number ("[...]")."""
    descs = [
        value.get("desc", value)
        for value in o.values.values()
        if isinstance(value, dict) and ("desc" in value or "noun" in value)
    ]
    if len(descs) != 1 or a.production != "amount_counted":
        return False
    return bool(descs[0].get("plural")) and not set(descs[0]) & _COUNTED


@production(
    "op",
    "amountsother12_as_many_as_the_cost",
    "{o:op} equal to {a:amount}",
    accepts=_described_as_whole,
)
def _as_many_as_the_cost(draft: Draft, o: Parse, a: Parse) -> Steps:
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    amount = build(a, draft)
    if amount != _COST_COUNT:
        raise NoMatch("the number of cards the requirement chose")
    steps = draft.moves_new_choice(o, _MOVES)
    draft.picks[-1]["as_many"] = amount
    return steps
