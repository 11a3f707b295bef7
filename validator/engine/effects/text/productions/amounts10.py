"""Counted amounts of several places together, totals of printed Levels, the cards an effect
has just shuffled into the Deck, and "any number of" cards.

- "[the total number of cards in both players' hands]" (お互いの手札の合計枚数): the cards in
  your hand plus those in your opponent's (the counter `plus`); "[the total number of cards in
  your opponent's hand and on their field]" (相手の手札とフィールドのカードの合計数): the
  cards in their hand plus those on their field.
- "[the total number of Spell/Trap Cards in both players' GYs]": the cards of both GYs, as
  "the number of ... in both players' GYs" reads them.
- "[the total original Levels of the face-up monsters on your field]" (元々のレベルの合計):
  the printed Level of each face-up monster described there, added.
- "[the number of monsters shuffled by this effect]" (デッキに戻したモンスターの数), said
  right after the effect shuffled cards into the Deck: the cards that operation moved (those
  described, by their printed facts).
- "add any number of "A" from your GY to your hand" (好きな数だけ): a choice of one or more of
  those cards, as many as there are.
- "Then, shuffle cards from your hand into the Deck equal to [the number of cards drawn by this
  effect]" (［この効果でドローした数］だけ選んでデッキに戻す): exactly that many cards of the
  hand (the pick's `as_many`, not "up to"); the hand holds them, having just drawn them.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft, source_of
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.battle_amounts import (
    _count_both_gy,
    _monster_cards,
    _plain,
)
from validator.engine.effects.text.productions.cond_counts import _total

Counter = dict[str, Any]
Steps = list[dict[str, Any]]

_OWN_HAND: Counter = {"counter": "cards", "from": "own_hand"}
_OPP_HAND: Counter = {"counter": "opp_hand"}

# ------------------------------------------------------------- several places together


@production("counter", "amounts10_both_hands", "the total number of cards in both players' hands")
def _both_hands(draft: Draft) -> Counter:
    return {"counter": "plus", "count": _OWN_HAND, "added": _OPP_HAND}


@production(
    "counter",
    "amounts10_opp_hand_field",
    "the total number of cards in your opponent's hand and on their field",
)
def _opp_hand_and_field(draft: Draft) -> Counter:
    return {
        "counter": "plus",
        "count": _OPP_HAND,
        "added": {"counter": "cards", "from": "opp_field"},
    }


@production(
    "counter", "amounts10_total_both_gy", "the total number of {d:desc} in both players' GYs"
)
def _total_both_gy(draft: Draft, d: dict[str, Any]) -> Counter:
    return _count_both_gy(draft, d)


# ------------------------------------------------------------------- printed Levels added


@production(
    "counter",
    "amounts10_total_original_levels",
    "the total original Levels of the {d:desc} {at:place}",
    "the total original Level of the {d:desc} {at:place}",
)
def _total_original_levels(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> Counter:
    _plain(d)
    return {**_total(d, at, "Levels"), "stat": "original_level"}


# ------------------------------------------------------------ what the effect shuffled


def _just_shuffled(draft: Draft) -> None:
    """The effect's step just before this clause shuffles cards into the Deck (a step of its
    own, not inside an optional part): what that step moved is what the clause counts."""
    last = draft.step_just_before("to_deck", "no cards returned to the Deck just before")
    if last.get("place", "shuffle") != "shuffle":
        raise NoMatch("no cards shuffled into the Deck just before")


@production(
    "counter",
    "amounts10_count_shuffled",
    "the number of {d:desc} shuffled by this effect",
    "the number of {d:desc} shuffled into the Deck by this effect",
)
def _count_shuffled(draft: Draft, d: dict[str, Any]) -> Counter:
    _plain(d)
    if d.get("face") or d.get("position") or "names" in d:
        raise NoMatch("a position, or names")
    _just_shuffled(draft)
    counted: Counter = {"counter": "number", "of": "moved"}
    chosen = to_filter(d)
    if chosen:
        counted["filter"] = chosen
    return counted


_SENT_TOTALS = {"Levels": "level", "original Levels": "original_level"}

for _words, _stat in _SENT_TOTALS.items():

    @production(
        "counter",
        f"amounts10_total_{_stat}_just_sent",
        f"the total {_words} of those monsters sent to the GY by this effect",
    )
    def _total_just_sent(draft: Draft, _stat: str = _stat) -> Counter:
        """The monsters the step just before sent to the GY (a step of its own), their
        Levels added as they are in the GY."""
        last = draft.step_just_before("send", "nothing sent to the GY just before")
        if not _monster_cards(draft, last["target"]):
            raise NoMatch("no monsters sent to the GY just before")
        return {"counter": "total", "stat": _stat, "of": "moved"}


# ---------------------------------------------------------------------- any number of


_ANY_NUMBER_MOVES = {
    "add any number of {d:desc} {at:place} to your hand": "to_hand",
    "send any number of {d:desc} {at:place} to the GY": "send",
    "shuffle any number of {d:desc} {at:place} into the Deck": "to_deck",
}
_NOT_ANY_NUMBER = frozenset({"count", "all", "upto", "article", "andor", "each", "highest", "face"})


for _template, _op in _ANY_NUMBER_MOVES.items():

    @production("op", f"amounts10_any_number_{_op}", _template)
    def _any_number(draft: Draft, d: dict[str, Any], at: dict[str, str], _op: str = _op) -> Steps:
        """One or more of the described cards, up to as many as there are when they are
        chosen."""
        if set(d) & _NOT_ANY_NUMBER or at["prep"] != "from":
            raise NoMatch("cards described without a count, from a place")
        if draft.category != "sentence":
            raise NoMatch("an effect's step")
        source = source_of(d, at)
        k = draft.pick(source, d)
        pick = draft.picks[k]
        counted: Counter = {"counter": "cards", "from": source}
        if "filter" in pick:
            counted["filter"] = pick["filter"]
        pick.update(upto=True, as_many={"per": 1, "count": counted})
        return [{"op": _op, "target": {"pick": k}}]


# ------------------------------------------------------------------------ what was drawn

_DRAWN: Counter = {"counter": "number", "of": "moved"}


@production("counter", "amounts10_count_drawn", "the number of cards drawn by this effect")
def _count_drawn(draft: Draft) -> Counter:
    """The cards the step just before (a step of its own) drew."""
    last = draft.step_just_before("draw", "no cards drawn just before")
    if last.get("who", "own") != "own":
        raise NoMatch("no cards drawn by you just before")
    return dict(_DRAWN)


@production(
    "op",
    "amounts10_shuffle_hand_equal",
    "shuffle cards from your hand into the Deck equal to {a:amount}",
)
def _shuffle_hand_equal(draft: Draft, a: Parse) -> Steps:
    """Exactly as many cards of the hand as the effect just drew (never more than it holds)."""
    amount = build(a, draft)
    if amount != {"per": 1, "count": _DRAWN}:
        raise NoMatch("the number of cards just drawn")
    draft.picks.append({"from": "own_hand", "as_many": amount})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "to_deck", "target": {"pick": draft.last_pick}}]


# ---------------------------------------------------------------- the Spell & Trap Zones

_SZONES = {
    "in the Spell & Trap Zones": "all_szone",
    "in your Spell & Trap Zone": "own_szone",
    "in your opponent's Spell & Trap Zone": "opp_szone",
}

for _words, _source in _SZONES.items():

    @production("counter", f"amounts10_count_{_source}", f"the number of {{d:desc}} {_words}")
    def _count_szone(draft: Draft, d: dict[str, Any], _source: str = _source) -> Counter:
        """The cards in the Spell & Trap Zones (face-up or Set; not the Field Zone)."""
        _plain(d)
        if d.get("noun") not in ("card", "Spell/Trap"):
            raise NoMatch("the cards of a Spell & Trap Zone")
        return {"counter": "cards", "from": _source}


# ------------------------------------------------------------------- more words for places


@production("op", "amounts10_choose_in_the_gys", "choose {d:desc} in the GYs")
def _choose_in_the_gys(draft: Draft, d: dict[str, Any]) -> Steps:
    """A choice of cards in both players' GYs ("in either GY")."""
    if d.get("all"):
        raise NoMatch("choose needs cards to choose")
    draft.target_at(d, "all_gy")
    return []


@production("op", "amounts10_send_entire_hand", "send your entire hand to the GY")
def _send_entire_hand(draft: Draft) -> Steps:
    """Every card in your hand (as "send all cards in your hand to the GY"); as the
    requirement, a hand of 1 card at least (an empty hand pays nothing)."""
    if draft.category == "requirement":
        draft.condition.append({"cond": "has", "from": "own_hand"})
    return [{"op": "send", "target": {"all": {"from": "own_hand"}}}]


@production("op", "amounts10_add_to_their_hand", "add {t:target} to their hand")
def _add_to_their_hand(draft: Draft, t: dict[str, Any]) -> Steps:
    """Cards of your opponent's GY added to their own hand (the owner's)."""
    place = t.get("place") or {}
    if "desc" not in t or place.get("side") != "opp" or place.get("zone") != "gy":
        raise NoMatch("cards of your opponent's GY")
    return [{"op": "to_hand", "target": draft.target(t)}]
