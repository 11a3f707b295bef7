"""A part that applies when the card this effect chose, added, selected or Special Summoned was
of some kind, or when the requirement moved some card.

- "If you chose a LIGHT Attribute monster by this effect, you can also ..." (この効果で光属性
  モンスターを選んだ場合): the one card the effect's one choice took (`pick_is`; a choice
  declined took none); "If you choose a monster with 2600 or higher original ATK, ...": one
  of the cards it chose.
- "If you selected "A" by this effect, ..." after "Select 1 ... and add it to your hand or
  Special Summon it" (この効果で「A」を選んだ場合): the card selected, whichever way it went.
- "If you added 2 cards to your hand by this effect, ..." said after other steps (the other
  excavated cards placed): the choice of up to 2 cards took 2.
- "If you Special Summoned a monster other than "A" by this effect" (「A」以外のモンスターを特殊
  召喚した場合), "If you Special Summoned "A" or a Legend Normal Monster by this effect": the
  monster the Special Summon just before summoned.
- "If you placed "A" or "B" on the top or bottom of your Deck to meet the requirement" (この
  カードの発動コストで「A」か「B」をデッキに戻した場合): the card the requirement placed.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import (
    one_card_filter,
    read_desc,
    read_names,
    render_desc,
    render_names,
)
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch

Conds = list[dict[str, Any]]


def _picks_in(steps: Any) -> list[int]:
    """The picks the steps act on, in the order they are named (each once)."""
    found: list[int] = []
    if isinstance(steps, dict):
        if set(steps) == {"pick"}:
            return [steps["pick"]]
        for value in steps.values():
            found += [k for k in _picks_in(value) if k not in found]
    elif isinstance(steps, list):
        for value in steps:
            found += [k for k in _picks_in(value) if k not in found]
    return found


def _effect_picks(draft: Draft) -> list[int]:
    """The choices the effect's steps made so far (not the requirement's)."""
    if draft.category != "sentence":
        raise NoMatch("what an effect chose, outside its effect")
    spent = _picks_in(draft.cost) + _picks_in(draft.alternatives)
    return [k for k in _picks_in(draft.effect) if k not in spent]


# ------------------------------------------------------------------------------ the card chosen


@production(
    "condition",
    "ifyou12_chose_kind",
    "you chose {d:desc} by this effect",
    accepts=lambda d: bool(d.get("article")),
)
def _chose_kind(draft: Draft, d: dict[str, Any]) -> Conds:
    """The effect made one choice, of one card (a name: `productions/then_that.py`)."""
    picks = _effect_picks(draft)
    if len(picks) != 1:
        raise NoMatch("not the effect's one choice")
    pick = draft.picks[picks[0]]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("a choice of one card")
    return [{"cond": "pick_is", "pick": picks[0], "filter": one_card_filter(d)}]


@production(
    "condition",
    "ifyou12_choose_among",
    "you choose {d:desc}",
    accepts=lambda d: bool(d.get("article")),
)
def _choose_among(draft: Draft, d: dict[str, Any]) -> Conds:
    """ "If you choose a monster with 2600 or higher original ATK" after the effect's one
    choice of up to some cards: one of the cards it chose is of the description."""
    picks = _effect_picks(draft)
    if len(picks) != 1:
        raise NoMatch("not the effect's one choice")
    if draft.picks[picks[0]]["from"].startswith("all_"):
        # (A choice on either field: the English leaves unsaid whose monster counts, which the
        # Japanese text of such a card says, "a monster on your opponent's field".)
        raise NoMatch("a choice on either field")
    return [{"cond": "pick_is", "pick": picks[0], "filter": one_card_filter(d)}]


@production("condition", "ifyou12_selected", "you selected {a:name} by this effect")
def _selected(draft: Draft, a: int) -> Conds:
    """The card of "Select 1 ... and add it to your hand or Special Summon it": the effect's
    first step, one of two ways each acting on a choice of its own (one made, one not)."""
    first = draft.effect[0] if draft.effect and draft.category == "sentence" else {}
    ways = [first.get("then", []), first.get("else", [])]
    if first.get("op") != "may" or not all(len(way) == 1 for way in ways):
        raise NoMatch("no selection of one card either way")
    picks = [way[0].get("target", {}).get("pick") for way in ways]
    if None in picks or sorted(picks) != sorted(_effect_picks(draft)):
        raise NoMatch("no selection of one card either way")
    tests = [{"cond": "pick_is", "pick": k, "filter": {"ids": [a]}} for k in picks]
    return [{"cond": "any", "conditions": tests}]


@production(
    "sentence",
    "ifyou12_added_count",
    "if you added {n} cards to your hand by this effect, {s:steps}",
    accepts=lambda n, s: n > 1,
)
def _added_count(draft: Draft, n: int, s: Parse) -> None:
    """After the effect's one choice of up to that many cards to add to the hand, and other
    steps since (the addition just before is read by `productions/summonmove.py`): the choice
    took them all."""
    picks = _effect_picks(draft)
    if len(picks) != 1 or not draft.effect:
        raise NoMatch("not the effect's one choice")
    chosen = {"pick": picks[0]}
    adds = [
        inner
        for step in draft.effect
        for inner in (step["then"] if step["op"] == "may" else [step])
        if inner["op"] == "to_hand" and inner.get("target") == chosen
    ]
    last = draft.effect[-1]
    if len(adds) != 1 or last is adds[0] or (last["op"] == "may" and adds[0] in last["then"]):
        raise NoMatch("one choice added to the hand before the step just done")
    pick = draft.picks[picks[0]]
    if pick.get("n") != n or not pick.get("upto"):
        raise NoMatch("a choice of up to that many cards")
    counted = {"counter": "number", "of": chosen}
    test = {"cond": "count", "count": counted, "min": n}
    draft.effect.append({"op": "if", "condition": [test], "then": build(s, draft)})


# ---------------------------------------------------------------- the monster Special Summoned


def _read_summoned(text: str) -> dict[str, Any]:
    """ "a monster other than "A"", or one card of either of two descriptions ("A" or a
    Legend Normal Monster): {"descs", "other", "filter"}."""
    one, other_than, names = text.partition(" other than ")
    if other_than:
        desc = read_desc(one)
        chosen = one_card_filter(desc)
        if not chosen or chosen.get("ids") or not names.startswith('"'):
            raise NoMatch("a kind of card other than some names")
        excepted = read_names(names)
        if render_names(excepted) != names:
            raise NoMatch(names)
        return {"descs": [desc], "other": excepted, "filter": {**chosen, "not_ids": excepted}}
    at = text.find(" or ")
    while at > 0:
        try:
            descs = [read_desc(text[:at]), read_desc(text[at + 4 :])]
            filters = [one_card_filter(d) for d in descs]
        except NoMatch:
            at = text.find(" or ", at + 1)
            continue
        if not all(filters) or all(d.get("names") for d in descs):
            raise NoMatch("a card of either description")  # names alone: one description
        return {"descs": descs, "filter": {"any_of": filters}}
    raise NoMatch(text)


def _render_summoned(value: dict[str, Any]) -> str:
    if "other" in value:
        return f"{render_desc(value['descs'][0])} other than {render_names(value['other'])}"
    return " or ".join(render_desc(d) for d in value["descs"])


SLOTS["ifyou12_summoned"] = Slot(_read_summoned, _render_summoned)


@production(
    "sentence",
    "ifyou12_summoned",
    "if you Special Summoned {w:ifyou12_summoned} by this effect, {s:steps}",
)
def _summoned(draft: Draft, w: dict[str, Any], s: Parse) -> None:
    """Right after the Special Summon (in the "you can" part it stands in): the monster it
    summoned is of the description; "that monster" after it names that monster."""
    steps = draft.after_last(frozenset({"special_summon", "fusion_summon"}))
    test = {"cond": "moved", "filter": w["filter"]}
    steps.append({"op": "if", "condition": [test], "then": draft.about_moved(s)})


# ------------------------------------------------------------------ the card of the requirement


@production(
    "condition",
    "ifyou12_placed_to_meet",
    "you placed {names} on the top or bottom of your Deck to meet the requirement",
)
def _placed_to_meet(draft: Draft, names: list[int]) -> Conds:
    """A requirement that places a card on the top or bottom of your Deck, either way: that
    card bears one of the names (by its printed name)."""
    ways = [alt.get("cost", []) for alt in draft.alternatives] or [draft.cost]
    placed = {step.get("place") for way in ways for step in way if step["op"] == "to_deck"}
    if not placed or not placed <= {"top", "bottom"} or not all(len(w) == 1 for w in ways):
        raise NoMatch("a requirement that places one card in the Deck, no more")
    counted = {"counter": "number", "of": "cost", "filter": {"ids": list(names)}}
    return [{"cond": "count", "count": counted, "min": 1}]


@production(
    "condition",
    "ifyou12_sent_from_hand_to_meet",
    "you sent {d:desc} from your hand to the GY to meet the requirement",
    accepts=lambda d: bool(d.get("article")),
)
def _sent_from_hand_to_meet(draft: Draft, d: dict[str, Any]) -> Conds:
    """Of a requirement met one of several ways ("Send 1 card from your hand or the top 2 cards
    of your Deck to the GY"): the way that sends a card of your hand chose one (a card it
    chose, of the description)."""
    hand_sends = [
        step["target"]["pick"]
        for alt in draft.alternatives
        for step in alt.get("cost", [])
        if step["op"] == "send" and set(step.get("target", {})) == {"pick"}
    ]
    hand_sends = [k for k in hand_sends if draft.picks[k]["from"] == "own_hand"]
    if len(draft.alternatives) < 2 or len(hand_sends) != 1:
        raise NoMatch("one way of the requirement sends a card from your hand")
    return [{"cond": "picked", "pick": hand_sends[0], "filter": one_card_filter(d) or {}}]
