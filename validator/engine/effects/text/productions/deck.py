"""Operations on Decks and hands: excavating the top cards of a Deck and placing the excavated
cards back (on top, at the bottom, shuffled in, to the GY, "in any order"), milling and drawing
for either player.

Excavated cards stay on top of their Deck, shown, until a step places them: "1 excavated
monster" (the `target` slot) chooses among those still there, and "the other cards" are all of
them still there once the earlier steps took what they took.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production

Steps = list[dict[str, Any]]

_WHO = {"your": "own", "your opponent's": "opp", "their": "opp"}


def _excavate(count: int, who: str = "own") -> dict[str, Any]:
    step: dict[str, Any] = {"op": "excavate", "count": count}
    if who != "own":
        step["who"] = who
    return step


def _place(place: str, who: str = "own", order: str = "same") -> dict[str, Any]:
    step: dict[str, Any] = {"op": "place_excavated", "place": place}
    if who != "own":
        step["who"] = who
    if order != "same":
        step["order"] = order
    return step


# ------------------------------------------------------------------------------- excavate


@production("op", "excavate_one", "excavate the top card of your Deck")
def _excavate_one(draft: Draft) -> Steps:
    return [_excavate(1)]


@production(
    "op",
    "excavate",
    "excavate the top {n} cards of your Deck",
    "excavate {n} cards from the top of your Deck",
    "excavate {n} cards from the top of your Deck and show them",
)
def _excavate_n(draft: Draft, n: int) -> Steps:
    return [_excavate(n)]


@production("op", "opp_excavates_one", "your opponent excavates the top card of their Deck")
def _opp_excavates_one(draft: Draft) -> Steps:
    return [_excavate(1, "opp")]


@production("op", "opp_excavates", "your opponent excavates the top {n} cards of their Deck")
def _opp_excavates(draft: Draft, n: int) -> Steps:
    return [_excavate(n, "opp")]


@production(
    "op",
    "each_excavates",
    "each player excavates the top {n} cards of their Deck",
    "both players excavate the top {n} cards of their Deck",
)
def _each_excavates(draft: Draft, n: int) -> Steps:
    return [_excavate(n, "each")]


@production(
    "op",
    "opp_excavates_one_back",
    "your opponent excavates the top card of their Deck and places it on top of their Deck",
)
def _opp_excavates_one_back(draft: Draft) -> Steps:
    return [_excavate(1, "opp"), _place("top", "opp")]


@production(
    "op",
    "opp_excavates_back",
    "your opponent excavates the top {n} cards of their Deck and places them on top of their "
    "Deck in the same order",
)
def _opp_excavates_back(draft: Draft, n: int) -> Steps:
    return [_excavate(n, "opp"), _place("top", "opp")]


# ----------------------------------------------------------------- the excavated cards back

# The words for "the excavated cards still in the Deck" (after the earlier steps took theirs).
_REST = (
    "the other cards",
    "the remaining cards",
    "the rest",
    "the rest of the cards",
    "the other excavated cards",
    "the excavated cards",
)


for _rest in _REST:
    _key = _rest.replace(" ", "_")

    @production(
        "op",
        f"rest_bottom_any:{_key}",
        f"place {_rest} on the bottom of your Deck in any order",
    )
    def _rest_bottom_any(draft: Draft) -> Steps:
        return [_place("bottom", order="any")]

    @production(
        "op",
        f"rest_top_any:{_key}",
        f"place {_rest} on the top of your Deck in any order",
        f"place {_rest} on top of your Deck in any order",
    )
    def _rest_top_any(draft: Draft) -> Steps:
        return [_place("top", order="any")]

    @production("op", f"rest_shuffle:{_key}", f"shuffle {_rest} into the Deck")
    def _rest_shuffle(draft: Draft) -> Steps:
        return [_place("shuffle")]

    @production("op", f"rest_gy:{_key}", f"send {_rest} to the GY")
    def _rest_gy(draft: Draft) -> Steps:
        return [_place("gy")]


@production(
    "op",
    "other_card_bottom",
    "place the other card on the bottom of your Deck",
    "place the excavated card on the bottom of your Deck",
)
def _other_card_bottom(draft: Draft) -> Steps:
    return [_place("bottom")]


@production(
    "op",
    "opp_places_top_any",
    "your opponent places the excavated cards on the top of their Deck in any order",
)
def _opp_places_top_any(draft: Draft) -> Steps:
    return [_place("top", "opp", "any")]


@production(
    "op",
    "opp_places_bottom_any",
    "your opponent places the excavated cards on the bottom of their Deck in any order",
)
def _opp_places_bottom_any(draft: Draft) -> Steps:
    return [_place("bottom", "opp", "any")]


@production(
    "op",
    "opp_places_same",
    "your opponent places the excavated cards on the top of their Deck in the same order",
    "your opponent places the excavated card on the top of their Deck",
)
def _opp_places_same(draft: Draft) -> Steps:
    return [_place("top", "opp")]


@production(
    "op",
    "each_places_any",
    "each player places their excavated cards on the top of their Deck in any order",
)
def _each_places_any(draft: Draft) -> Steps:
    return [_place("top", "each", "any")]


@production(
    "op",
    "each_shuffles",
    "each player shuffles their excavated cards into their Deck",
)
def _each_shuffles(draft: Draft) -> Steps:
    return [_place("shuffle", "each")]


@production(
    "op",
    "excavate_one_top_or_bottom",
    "excavate the top card of your Deck and place it on either the top or bottom of your Deck",
)
def _excavate_one_top_or_bottom(draft: Draft) -> Steps:
    return [_excavate(1), *_top_or_bottom(draft)]


@production(
    "op",
    "top_or_bottom",
    "place the excavated card on either the top or bottom of your Deck",
)
def _top_or_bottom(draft: Draft) -> Steps:
    # The player's choice: the bottom (accept) or else the top, where it is.
    return [{"op": "may", "then": [_place("bottom")]}, _place("top")]


# ------------------------------------------------------------------- milling and drawing


@production(
    "op",
    "mill_opp_one",
    "send the top card of your opponent's Deck to the GY",
    "your opponent sends the top card of their Deck to the GY",
)
def _mill_opp_one(draft: Draft) -> Steps:
    return [{"op": "mill", "count": 1, "who": "opp"}]


@production(
    "op",
    "mill_opp",
    "send the top {n} cards of your opponent's Deck to the GY",
    "your opponent sends the top {n} cards of their Deck to the GY",
)
def _mill_opp(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n, "who": "opp"}]


@production(
    "op",
    "mill_each_one",
    "each player sends the top card of their Deck to the GY",
    "both players send the top card of their Deck to the GY",
)
def _mill_each_one(draft: Draft) -> Steps:
    return [{"op": "mill", "count": 1, "who": "each"}]


@production(
    "op",
    "mill_each",
    "each player sends the top {n} cards of their Deck to the GY",
    "both players send the top {n} cards of their Deck to the GY",
)
def _mill_each(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n, "who": "each"}]


@production("op", "draw_opp_one", "your opponent draws 1 card")
def _draw_opp_one(draft: Draft) -> Steps:
    return [{"op": "draw", "count": 1, "who": "opp"}]


@production("op", "draw_opp", "your opponent draws {n} cards")
def _draw_opp(draft: Draft, n: int) -> Steps:
    return [{"op": "draw", "count": n, "who": "opp"}]


@production("op", "draw_each_one", "each player draws 1 card", "both players draw 1 card")
def _draw_each_one(draft: Draft) -> Steps:
    return [{"op": "draw", "count": 1, "who": "each"}]


@production("op", "draw_each", "each player draws {n} cards", "both players draw {n} cards")
def _draw_each(draft: Draft, n: int) -> Steps:
    return [{"op": "draw", "count": n, "who": "each"}]
