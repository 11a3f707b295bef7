"""A test of the one card excavated and placed back: "Your opponent excavates the top card of
their Deck and places it on top of their Deck. If it was a Monster Card, this card gains 800
ATK until the end of this turn" (相手はデッキの一番上をめくり、デッキの一番上に戻す。それが
モンスターカードだった場合、…).

The card placed back is the card the last step moved: the sentence's steps apply when it
matches the description (nothing was excavated from an empty Deck: they do not apply).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.draws import _one_card


def _one_excavated_back(steps: list[dict[str, Any]]) -> bool:
    """Whether the steps end with one card excavated and placed back on top of its Deck."""
    if len(steps) < 2:
        return False
    dig, back = steps[-2], steps[-1]
    return (
        dig["op"] == "excavate"
        and dig["count"] == 1
        and back == {"op": "place_excavated", "place": "top", **_who(dig)}
    )


def _who(step: dict[str, Any]) -> dict[str, Any]:
    return {"who": step["who"]} if "who" in step else {}


@production(
    "sentence",
    "cond_if_excavated_was",
    "if it was {d:desc}, {s:steps}",
    "if it is {d:desc}, {s:steps}",
)
def _if_excavated_was(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    if not _one_excavated_back(draft.effect):
        raise NoMatch("no card excavated and placed back just before")
    if d.get("count") != 1 or not d.get("article"):
        raise NoMatch("a card said with 'a'")
    condition = {"cond": "moved", "filter": _one_card(d)}
    draft.effect.append({"op": "if", "condition": [condition], "then": draft.about_moved(s)})
