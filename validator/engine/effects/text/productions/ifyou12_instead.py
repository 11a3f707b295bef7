"""More cards chosen when a condition holds: the step just before done to more cards instead, or
again to further cards.

- "Change 1 face-up monster on your opponent's field to face-down Defense Position. If you have
  "A" face-up on your field, you can choose 2 monsters instead" (代わりに２体まで選ぶ
  こともできる): when the condition holds as the effect resolves, the player does it to 2
  monsters, or to 1 as usual: to 1, then, if the player wants it, to 1 more.
- "Add 1 ... from your GY to your hand. If this card is in Maximum Mode, you can add up to 3 of
  those cards to your hand instead": up to 3 cards of the same description (1, then up to 2
  more).
- "Choose up to 5 monsters in your opponent's GY and shuffle them into the Deck. If ..., you can
  choose up to 5 additional monsters in their GY and shuffle them into the Deck": a second
  choice of the same cards, among those still there.
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _last_choice(draft: Draft) -> tuple[dict[str, Any], int]:
    """The effect's last step, a plain operation on one choice the effect made for it alone."""
    if draft.category != "sentence" or not draft.effect:
        raise NoMatch("no step just before")
    last = draft.effect[-1]
    target = last.get("target")
    if last["op"] in ("may", "if") or not isinstance(target, dict) or set(target) != {"pick"}:
        raise NoMatch("no step on a choice just before")
    mentions = json.dumps(draft.effect + draft.cost).count(json.dumps(target))
    if mentions != 1:
        raise NoMatch("a choice other steps act on too")
    return last, target["pick"]


def _untouched(test: dict[str, Any], side: str) -> bool:
    """Whether a condition reads nothing a step on cards of one side changes (it is read after
    that step, where the text reads it before): this card's Maximum Mode, the cards of the
    other side."""
    if test["cond"] == "maximum_mode":
        return True
    if test["cond"] != "has" or "all" in (side, test["from"].split("_", 1)[0]):
        return False
    return test["from"].split("_", 1)[0] != side


def _instead(draft: Draft, c: Parse, more: int, upto: bool) -> None:
    """The last step stays as it is (its one card is chosen whatever happens: activating the
    effect asks for it); then, when the condition holds and the player wants it, the same
    step is done to `more` further cards of the same description (up to that many, with
    `upto`): the cards of one choice of 1 + `more`, as the step changes each card alike."""
    usual, index = _last_choice(draft)
    condition = build(c, draft)
    side = draft.picks[index]["from"].split("_", 1)[0]
    if not all(_untouched(test, side) for test in condition):
        raise NoMatch("a condition the step before may change")
    further = {k: v for k, v in draft.picks[index].items() if k not in ("n", "upto")}
    if more > 1 or upto:
        further["n"] = more
    if upto:
        further["upto"] = True
    draft.picks.append(further)
    again = {**usual, "target": {"pick": len(draft.picks) - 1}}
    draft.effect.append(
        {"op": "if", "condition": condition, "then": [{"op": "may", "then": [again]}]}
    )
    draft.last_pick = None  # "that monster" after it: a card of either choice


@production(
    "sentence",
    "ifyou12_choose_instead",
    "if {c:cond}, you can choose {n} monsters instead",
    accepts=lambda c, n: n > 1,
)
def _choose_instead(draft: Draft, c: Parse, n: int) -> None:
    _, index = _last_choice(draft)
    pick = draft.picks[index]
    if (
        pick.get("n", 1) != 1
        or pick.get("upto")
        or (pick.get("filter") or {}).get("kind") != ("monster")
    ):
        raise NoMatch("one monster chosen before")
    _instead(draft, c, n - 1, False)


@production(
    "sentence",
    "ifyou12_add_instead",
    "if {c:cond}, you can add up to {n} of those cards to your hand instead",
    accepts=lambda c, n: n > 1,
)
def _add_instead(draft: Draft, c: Parse, n: int) -> None:
    last, index = _last_choice(draft)
    pick = draft.picks[index]
    if last["op"] != "to_hand" or pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("one card added to the hand before")
    _instead(draft, c, n - 1, True)


@production(
    "op",
    "ifyou12_shuffle_additional",
    "choose up to {n} additional monsters in their GY and shuffle them into the Deck",
)
def _shuffle_additional(draft: Draft, n: int) -> Steps:
    """The step before shuffled a choice of monsters of the opponent's GY into the Deck: up to
    `n` more of them (those chosen are in the Deck by then)."""
    steps = draft.after_last(frozenset({"to_deck"}))
    target = steps[-1].get("target")
    pick = draft.picks[target["pick"]] if isinstance(target, dict) and "pick" in target else {}
    if pick.get("from") != "opp_gy" or (pick.get("filter") or {}).get("kind") != "monster":
        raise NoMatch("monsters of the opponent's GY shuffled into the Deck before")
    if steps[-1].get("place"):
        raise NoMatch("cards placed, not shuffled")
    draft.picks.append({**pick, "n": n, "upto": True})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "to_deck", "target": {"pick": draft.last_pick}}]


@production(
    "sentence",
    "ifyou12_name_instead",
    "if {c:cond}, you can have this card's name become {a:name} this turn instead",
)
def _name_instead(draft: Draft, c: Parse, a: int) -> None:
    """ "This turn, this card's name becomes "A". If ..., you can have this card's name become
    "B" this turn instead": the name the player wants of the two, when the condition holds."""
    if draft.category != "sentence" or not draft.effect:
        raise NoMatch("no step just before")
    usual = draft.effect[-1]
    if usual["op"] != "change_name" or usual["target"] != "self":
        raise NoMatch("this card's name changed just before")
    if usual.get("until") != "end_of_turn":
        raise NoMatch("this card's name changed for the turn")
    condition = build(c, draft)
    either = {"op": "may", "then": [{**usual, "name": a}], "else": [usual]}
    draft.effect[-1] = {"op": "if", "condition": condition, "then": [either], "else": [usual]}
