"""An optional later part that chooses cards up to the number of cards the effect has moved
or its requirement sent: "Then, you can destroy Spell/Trap Cards on your opponent's field, up
to [the number of "The Dragias" shuffled by this effect]" (［この効果でデッキに戻した「ザ☆
ドラギアス」の数］まで選んで破壊できる), "Then, you can destroy cards on your opponent's field up
to [the number of DARK Attribute Galaxy Type monsters with 1600 or more ATK sent to the GY to
meet the requirement]", "Then, you can change face-up monsters on your opponent's field to
face-down Defense Position, up to [the total number of Beast Type Maximum Monsters and Beast
Type Normal Monsters sent to the GY by this effect]".

- "[the number of "A" shuffled by this effect]": those of the cards the step just before
  shuffled into the Deck that bear the name (as "[the number of monsters shuffled by this
  effect]" counts them, `amounts10`).
- "[the number of ... sent to the GY to meet the requirement]": those of the cards the
  requirement sent that are so described, by their printed facts (the requirement sends cards
  and does nothing else, as "[the number of cards sent to the GY to meet the requirement]"
  reads it).
- "[the total number of A and B sent to the GY by this effect]": the cards of either
  description among those the effect sent (`draws`: "[the number of A sent to the GY by this
  effect]").
- "you can ..., up to [...]": one operation on cards described without a count, chosen up to
  that number, counted as the choice is made (the pick's `as_many`, as `relate_counts` reads
  "up to [the number of ... on your field]"). The part is optional: a number of what the
  effect moved is known only once it resolves.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import UP_TO_MOVES, Draft, countless
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch

Counter = dict[str, Any]
Steps = list[dict[str, Any]]

# ------------------------------------------------------------------- what the effect moved


@production(
    "counter",
    "then12_upto_names_shuffled",
    "the number of {d:names} shuffled by this effect",
    first=True,  # before "the number of {d:desc} shuffled by this effect", which reads no name
)
def _names_shuffled(draft: Draft, d: list[int]) -> Counter:
    """The cards of those names among the cards the step just before shuffled."""
    shuffled = BY_NAME["amounts10_count_shuffled"].build(draft, d={"noun": "card", "plural": True})
    return {**shuffled, "filter": {"ids": list(d)}}


@production(
    "counter",
    "then12_upto_described_sent_for_requirement",
    "the number of {d:desc} sent to the GY to meet the requirement",
    accepts=lambda d: d.get("plural") and set(d) - {"noun", "plural"},
)
def _described_sent_for_requirement(draft: Draft, d: dict[str, Any]) -> Counter:
    """The cards so described among those the requirement sent to the GY."""
    if "count" in d or d.get("all") or d.get("face") or d.get("position"):
        raise NoMatch("cards counted as they are in the GY")
    sent = BY_NAME["count_cost_cards_send"].build(draft)
    return {**sent, "filter": to_filter(d)}


@production(
    "counter",
    "then12_upto_two_kinds_sent",
    "the total number of {a:desc} and {b:desc} sent to the GY by this effect",
)
def _two_kinds_sent(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Counter:
    """The cards of either description among those this effect sent to the GY ("[the total
    number of Beast Type Maximum Monsters and Beast Type Normal Monsters sent to the GY by this
    effect]"), each card counted once."""
    either = [BY_NAME["draws_count_sent_of"].build(draft, d=d)["filter"] for d in (a, b)]
    return {"counter": "sent", "filter": {"any_of": either}}


# --------------------------------------------------------------------- chosen up to so many

_COUNTED_MOVES = frozenset(
    {
        "then12_upto_names_shuffled",
        "then12_upto_described_sent_for_requirement",
        "amounts10_count_shuffled",
        "count_cost_cards_send",
        "count_cost_monsters_send",
        "then12_upto_two_kinds_sent",
        "draws_count_sent",
        "draws_count_sent_of",
    }
)
"""The counters of what the effect moved or its requirement sent."""


def _counts_moved(o: Parse, a: Parse) -> bool:
    """Whether the amount is a number of what the effect moved, and the operation reads one
    target of cards described without a count ("Spell/Trap Cards on your opponent's field")."""
    counter = a.values.get("c")
    if a.production != "amount_counted" or not isinstance(counter, Parse):
        return False
    return counter.production in _COUNTED_MOVES and countless(o)


@production(
    "steps",
    "then12_upto_may",
    "you can {o:op}, up to {a:amount}",
    "you can {o:op} up to {a:amount}",
    accepts=_counts_moved,
    first=True,
)
def _may_up_to(draft: Draft, o: Parse, a: Parse) -> Steps:
    """The operation's cards chosen up to the amount, counted as the choice is made."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    steps = draft.moves_new_choice(o, UP_TO_MOVES)
    pick = draft.picks[-1]
    pick.update(upto=True, as_many=build(a, draft))
    return [{"op": "may", "then": steps}]
