"""What the requirement shuffled into or placed in the Deck: a part of an effect that applies
only when the cards returned to meet the requirement were of a kind, or so many.

- "if you placed "A" on top of the Deck to meet the requirement" (この効果の条件で「A」を
  デッキの上に戻した場合), "if you placed a Ritual Monster to meet the requirement"
  (この効果の条件でリチュアルモンスターを戻した場合), "if you shuffled a Normal Monster
  into the Deck to meet the requirement": one of the cards returned is as described.
- "if you shuffled 3 monsters to meet the requirement" (この効果の条件でモンスター３体を戻した場合),
  "if you shuffled 2 Level 7 Effect Monsters to meet the requirement": that many of them are as
  described, read only where the requirement returns no more cards than that (so "3" is all of
  them, never "at least 3" of more).
- "if you placed 3 or more Maximum Monsters on the bottom of the Deck to meet the requirement"
  (この効果の条件でマキシマムモンスターを３体以上デッキに戻した場合): at least that many.
- "if you shuffled 2 different Types to meet the requirement" (この効果の条件で戻したモンスターの
  種族が２種類の場合), where the requirement returns monsters of exactly that many Types ("Dragon
  and/or Machine Type monsters"): one of each of them.

The cards are counted among those the requirement moved (`{"counter": "number", "of":
"cost"}`), by their printed facts (they are in the Deck). A requirement that moves cards any
other way is not read so.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import one_card_filter, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch, card_facts

Conds = list[dict[str, Any]]

_QUIET = frozenset({"pay_lp"})  # cost steps that move no card


def _returned(draft: Draft, place: str | None) -> list[dict[str, Any]]:
    """The requirement's steps that return cards to the Deck: shuffled (`place` None) or placed
    on its top or bottom (`place` "top" / "bottom", or "" for either); nothing else is moved."""
    if draft.category != "sentence":
        raise NoMatch("what the requirement returned, outside the effect")
    moves = [step for step in draft.cost if step["op"] not in _QUIET]
    if not moves or any(step["op"] != "to_deck" for step in moves):
        raise NoMatch("the requirement does more than return cards to the Deck")
    for step in moves:
        where = step.get("place")
        if place is None and where is not None:
            raise NoMatch("cards placed, not shuffled")
        if place == "" and where not in ("top", "bottom"):
            raise NoMatch("cards shuffled, not placed")
        if place and where != place:
            raise NoMatch(f"cards returned elsewhere than the {place} of the Deck")
    return moves


def _most(draft: Draft, moves: list[dict[str, Any]]) -> int | None:
    """The most cards the requirement returns (None: no bound, "all monsters")."""
    total = 0
    for step in moves:
        target = step.get("target")
        if not isinstance(target, dict) or "pick" not in target:
            return None
        total += draft.picks[target["pick"]].get("n", 1)
    return total


def _counted(chosen: dict[str, Any] | None, least: int) -> Conds:
    counter: dict[str, Any] = {"counter": "number", "of": "cost"}
    if chosen:
        counter["filter"] = chosen
    return [{"cond": "count", "count": counter, "min": least}]


def _read(draft: Draft, d: dict[str, Any], place: str | None) -> Conds:
    moves = _returned(draft, place)
    if d.get("article") or ("names" in d and "count" not in d):
        return _counted(one_card_filter(d), 1)
    n = d.get("count", 0)
    if n < 2 or not d.get("plural") or set(d) & {"all", "upto", "andor", "other", "except"}:
        raise NoMatch("a number of cards")
    if d.get("face") or d.get("position"):
        raise NoMatch("cards off the field in a position")
    most = _most(draft, moves)
    if most is None or most > n:
        raise NoMatch("that many of more cards returned: all of them, or at least that many")
    return _counted(to_filter({k: v for k, v in d.items() if k not in ("count", "plural")}), n)


_WAYS: dict[str, str | None] = {
    "you shuffled {d:desc}": None,
    "you shuffled {d:desc} into the Deck": None,
    "you placed {d:desc}": "",
    "you placed {d:desc} on top of the Deck": "top",
    "you placed {d:desc} on the bottom of the Deck": "bottom",
}

for _i, (_words, _place) in enumerate(_WAYS.items()):

    @production("condition", f"then_meet_returned_{_i}", f"{_words} to meet the requirement")
    def _returned_as(draft: Draft, d: dict[str, Any], _place: str | None = _place) -> Conds:
        return _read(draft, d, _place)

    @production(
        "condition",
        f"then_meet_returned_min_{_i}",
        f"{_words.replace('{d:desc}', '{n} or more {d:desc}')} to meet the requirement",
    )
    def _returned_min(
        draft: Draft, n: int, d: dict[str, Any], _place: str | None = _place
    ) -> Conds:
        _returned(draft, _place)
        if not d.get("plural") or set(d) & {"count", "article", "all", "upto", "other", "except"}:
            raise NoMatch("a kind of cards")
        if d.get("face") or d.get("position"):
            raise NoMatch("cards off the field in a position")
        return _counted(to_filter({k: v for k, v in d.items() if k != "plural"}), n)


@production(
    "condition",
    "then_meet_different_types",
    "you shuffled {n} different Types to meet the requirement",
    accepts=lambda n: n >= 2,
)
def _different_types(draft: Draft, n: int) -> Conds:
    """Monsters of n different Types, where the requirement returns only monsters of exactly n
    Types: at least one of each."""
    moves = _returned(draft, None)
    races: set[str] | None = None
    for step in moves:
        target = step.get("target")
        if not isinstance(target, dict) or "pick" not in target:
            raise NoMatch("cards of a pick")
        chosen = draft.picks[target["pick"]].get("filter") or {}
        kinds = chosen.get("race")
        if chosen.get("kind") != "monster" or not isinstance(kinds, list):
            raise NoMatch("monsters of a list of Types")
        if races is not None and races != set(kinds):
            raise NoMatch("monsters of different lists of Types")
        races = set(kinds)
    if races is None or len(races) != n:
        raise NoMatch("the Types returned are not that many")
    return [_counted({"race": race}, 1)[0] for race in sorted(races)]


# ------------------------------------------------------- a change, and an ability of the same


@production("change", "then_meet_change_and_ability", "{a:change}, and {b:battle_ability}")
def _change_and_ability(draft: Draft, a: Parse, b: Parse) -> list[dict[str, Any]]:
    """ "this card cannot be destroyed by battle ..., and can attack twice": the ability goes
    to the card the change changed (one card: this card, or one chosen)."""
    first = build(a, draft)
    targets = [step.get("target") for step in first]
    target = targets[0] if targets else None
    if target is None or any(t != target for t in targets):
        raise NoMatch("an ability after changes of different cards")
    if isinstance(target, dict) and "all" in target:
        raise NoMatch("an ability of every matching card")
    ability, count = build(b, draft)
    made: dict[str, Any] = {"op": "grant", "target": target, "ability": ability}
    if count != 1:
        made["count"] = count
    return [*first, made]


# ------------------------------------------------ a card sent among cards returned some other way


def _kinds(chosen: dict[str, Any] | None) -> set[str] | None:
    """The kinds of card a filter can match (None: any kind)."""
    if not chosen:
        return None
    if "ids" in chosen:
        kinds = set()
        for card_id in chosen["ids"]:
            card = card_facts(card_id)
            if card is None:
                return None
            kinds.add(card.kind)
        return kinds
    kind = chosen.get("kind")
    if kind is None:
        return None
    return {kind} if isinstance(kind, str) else set(kind)


@production(
    "sentence",
    "then_meet_sent_among_others",
    "if you sent {d:desc} to the GY to meet the requirement, {s:steps}",
    "then, if you sent {d:desc} to the GY to meet the requirement, {s:steps}",
)
def _sent_among_others(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """ "Send 1 Spell/Trap Card from your field to the GY, and shuffle 2 EARTH Attribute Machine
    Type monsters from your GY into the Deck" ... "if you sent "Gear Section" to the GY to meet
    the requirement": the card described can only be one of those sent (the other cards the
    requirement moved are of another kind), so it is counted among all the cards it moved."""
    if draft.category != "sentence":
        raise NoMatch("what the requirement sent, outside the effect")
    chosen = one_card_filter(d)
    wanted = _kinds(chosen)
    moves = [step for step in draft.cost if step["op"] not in _QUIET]
    if wanted is None or not any(step["op"] == "send" for step in moves):
        raise NoMatch("a card of a kind the requirement sent")
    for step in moves:
        if step["op"] == "send":
            continue
        target = step.get("target")
        if not isinstance(target, dict) or "pick" not in target:
            raise NoMatch("cards of a pick")
        other = _kinds(draft.picks[target["pick"]].get("filter"))
        if other is None or other & wanted:
            raise NoMatch("cards moved otherwise could be as described")
    test = _counted(chosen, 1)
    draft.effect.append({"op": "if", "condition": test, "then": build(s, draft)})
