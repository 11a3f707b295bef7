"""Counted amounts, more shapes: the difference of the LP said in full, the cards "on the
opponent's field", the total Level or ATK of the cards described somewhere, and the cards
placed on the bottom of the Deck to meet the requirement.

- "[the difference between your LP and your opponent's LP]" (自分と相手のＬＰの差): the
  counter `lp_difference`, as "... and your opponent's" reads it.
- "[the number of Defense Position monsters on the opponent's field]" (相手フィールドの守備表示
  モンスターの数): the opponent's field, as "on your opponent's field".
- "[the total Level of the face-up Fish Type monsters on your field]", "[the total ATK of all
  face-up Warrior Type monsters on your opponent's field]" (…の合計): the current Level or
  ATK of each face-up monster described there, added (the counter `total` of every such card).
- "[the number of monsters placed to meet the requirement]", "[the Level of the monster placed
  to meet the requirement]" (コストとしてデッキの下に戻したモンスター): the cards the
  requirement placed on the bottom of the Deck (the target `cost`), when it did nothing else.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import (
    _STAT_WORDS,
    _cards,
    _monster_cards,
    _plain,
)

Counter = dict[str, Any]

# -------------------------------------------------------------------- the difference of LP


@production(
    "counter",
    "cond_lp_difference_full",
    "the difference between your LP and your opponent's LP",
)
def _lp_difference_full(draft: Draft) -> Counter:
    return {"counter": "lp_difference"}


# --------------------------------------------------------------- on the opponent's field


@production(
    "counter", "cond_count_the_opponents_field", "the number of {d:desc} on the opponent's field"
)
def _count_the_opponents(draft: Draft, d: dict[str, Any]) -> Counter:
    _plain(d)
    return _cards(d, source_of(d, {"prep": "on", "side": "opp", "zone": "field"}))


# ------------------------------------------------------------ the total of the cards there

_TOTALS = {"Level": "level", "Levels": "level", "ATK": "atk", "DEF": "def"}


def _total(d: dict[str, Any], at: dict[str, str], stat: str) -> Counter:
    """The total current stat of every face-up monster described at a place of the field."""
    if at["zone"] != "field" or at["prep"] != "on" or d.get("face") != "face-up":
        raise NoMatch("the face-up monsters of a field")
    if d.get("noun") != "monster" or d.get("position"):
        raise NoMatch("monsters, face-up")
    source = source_of(d, at)
    whole: dict[str, Any] = {"from": source}
    chosen = zone_filter(d, source)
    if chosen:
        whole["filter"] = chosen
    return {"counter": "total", "stat": _TOTALS[stat], "of": {"all": whole}}


for _word in _TOTALS:

    @production(
        "counter",
        f"cond_total_{_word.lower()}_of_the",
        f"the total {_word} of the {{d:desc}} {{at:place}}",
    )
    def _total_of_the(
        draft: Draft, d: dict[str, Any], at: dict[str, str], _w: str = _word
    ) -> Counter:
        _plain(d)
        return _total(d, at, _w)

    @production(
        "counter",
        f"cond_total_{_word.lower()}_of_all",
        f"the total {_word} of all {{d:desc}} {{at:place}}",
    )
    def _total_of_all(
        draft: Draft, d: dict[str, Any], at: dict[str, str], _w: str = _word
    ) -> Counter:
        _plain(d)
        return _total(d, at, _w)


# ------------------------------------------------- placed on the bottom of the Deck as the cost


def _placed_cost(draft: Draft) -> None:
    """The requirement only places monsters on the bottom of a Deck: what it placed is what
    the clause counts."""
    if not draft.cost or any(
        step["op"] != "to_deck"
        or step.get("place") != "bottom"
        or not _monster_cards(draft, step["target"])
        for step in draft.cost
    ):
        raise NoMatch("the requirement does more than place monsters on the bottom of the Deck")


@production(
    "counter",
    "cond_count_cost_placed",
    "the number of monsters placed to meet the requirement",
)
def _count_placed(draft: Draft) -> Counter:
    _placed_cost(draft)
    return {"counter": "number", "of": "cost"}


@production(
    "counter",
    "cond_stat_cost_placed",
    "the {s:stat_word} of the monster placed to meet the requirement",
)
def _stat_placed(draft: Draft, s: str) -> Counter:
    """A fact of the one monster the requirement placed (as it is in the Deck: printed)."""
    _placed_cost(draft)
    target = draft.cost[0]["target"] if len(draft.cost) == 1 else None
    if not isinstance(target, dict) or "pick" not in target:
        raise NoMatch("the monster of several placed")
    pick = draft.picks[target["pick"]]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("the monster of several placed")
    return {"counter": "stat", "stat": _STAT_WORDS[s], "of": "cost"}
