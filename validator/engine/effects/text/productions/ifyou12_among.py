"""Cards among those an effect showed or sent, in the words of more printings.

- "If a monster(s) with 0 ATK is among the cards sent, ..." (送ったカードの中に攻撃力０の
  モンスターがあった場合): one of the cards the effect sent to the GY, "(s)" written after the
  noun and before the rest of the description.
- "Excavate the top 4 cards of your Deck. You can add 1 Fairy Type monster to your hand" (その
  中から): the cards added are among the excavated ones, said without the word "excavated"; one
  card of each of two descriptions: "1 non-Level 2 ... monster and/or 1 "A"", "up to 1 each
  "A" and a LIGHT Attribute ... Monster".
- "Add up to 1 Field Spell Card and Equip Spell Card each from your GY to your hand": up to one
  card of each description (`one_each`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import one_card_filter, read_desc, render_desc
from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Slot, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]
Conds = list[dict[str, Any]]

# ------------------------------------------------------------------ "a monster(s) with 0 ATK"

_SOME = "(s)"


def _read_some(text: str) -> dict[str, Any]:
    """One or more cards of a description with "(s)" after its noun, inside it: "a monster(s)
    with 0 ATK" (at its end, the productions read "{d:desc}(s)")."""
    at = text.find(_SOME)
    if at < 0 or text.endswith(_SOME):
        raise NoMatch(text)
    desc = read_desc(text[:at] + text[at + len(_SOME) :])
    if not desc.get("article") or "names" in desc:
        raise NoMatch("a card of a kind")
    if render_desc(desc)[:at] != text[:at]:
        raise NoMatch(text)
    return {"desc": desc, "at": at}


def _render_some(value: dict[str, Any]) -> str:
    words, at = render_desc(value["desc"]), value["at"]
    return words[:at] + _SOME + words[at:]


SLOTS["ifyou12_some"] = Slot(_read_some, _render_some)


@production("condition", "ifyou12_some_among_sent", "{d:ifyou12_some} is among the cards sent")
def _some_among_sent(draft: Draft, d: dict[str, Any]) -> Conds:
    """At least one of the cards the effect's steps sent to the GY is of the description."""
    test = draft.sent_test(one_card_filter(d["desc"]), 1)
    if test["cond"] != "count":
        raise NoMatch("the cards the effect's steps sent")
    return [test]


# ------------------------------------------------------------------ among the excavated cards

_EXCAVATED = "own_excavated"


def _shown(draft: Draft) -> None:
    """The effect's last excavation was of your Deck and no step since has placed its cards."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    for step in reversed(draft.effect):
        if step["op"] == "place_excavated":
            break
        if step["op"] == "excavate":
            if step.get("who", "own") != "own":
                break
            return
    raise NoMatch("no excavated cards of your own shown")


def _filter_of(desc: dict[str, Any], source: str) -> dict[str, Any]:
    """The filter of one card of a description, its count or article aside."""
    if desc.get("face") or desc.get("position") or desc.get("plural"):
        raise NoMatch("one card off the field")
    bare = {k: v for k, v in desc.items() if k not in ("count", "article")}
    chosen = zone_filter(bare, source)
    if not chosen or set(desc) & {"all", "upto", "other", "andor", "each"}:
        raise NoMatch("one card of a kind")
    return chosen


def _one_each(draft: Draft, descs: list[dict[str, Any]], source: str) -> Steps:
    """Up to one card of each description, added to the hand."""
    filters = [_filter_of(desc, source) for desc in descs]
    pick = {"from": source, "n": len(filters), "upto": True, "one_each": True}
    draft.picks.append({**pick, "filter": {"any_of": filters}})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "to_hand", "target": {"pick": draft.last_pick}}]


@production("op", "ifyou12_add_shown", "add {d:desc} to your hand")
def _add_shown(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Add 1 Fairy Type monster to your hand" right after an excavation: one of the cards
    shown (a count, or "up to" a count)."""
    _shown(draft)
    if "count" not in d or set(d) & {"article", "all", "other", "andor", "plural", "face"}:
        raise NoMatch("a number of cards")
    if d.get("position") or d.get("highest") or d.get("relate") or d.get("same"):
        raise NoMatch("cards of a kind")
    return [{"op": "to_hand", "target": draft.target_at(d, _EXCAVATED)}]


@production("op", "ifyou12_add_shown_andor", "add {a:desc} and/or {b:desc} to your hand")
def _add_shown_andor(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "1 A and/or 1 B" among the excavated cards: up to one of each."""
    _shown(draft)
    if a.get("count") != 1 or b.get("count") != 1 or a.get("article") or b.get("article"):
        raise NoMatch("1 card of each description")
    return _one_each(draft, [a, b], _EXCAVATED)


@production("op", "ifyou12_add_shown_each", "add up to 1 each {a:desc} and {b:desc} to your hand")
def _add_shown_each(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Up to 1 each "A" and a LIGHT ... Monster" among the excavated cards."""
    _shown(draft)
    for desc in (a, b):
        if "count" in desc and not desc.get("article"):
            raise NoMatch("a name, or a card of a kind")
    return _one_each(draft, [a, b], _EXCAVATED)


@production(
    "op",
    "ifyou12_add_each_from_gy",
    "add up to 1 {a:desc} and {b:desc} each from your GY to your hand",
)
def _add_each_from_gy(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Up to 1 Field Spell Card and Equip Spell Card each": up to one card of each."""
    if "count" in a or "count" in b:
        raise NoMatch("the descriptions after the count")
    return _one_each(draft, [a, b], "own_gy")


# ------------------------------------------------------ the excavated cards or your GY

_EXCAVATED_GY = "own_excavated_gy"


def _one_of_kind(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """One card of a description among the excavated cards still shown and your GY."""
    _shown(draft)
    if d.get("count") != 1 or set(d) & {"article", "all", "upto", "other", "andor", "plural"}:
        raise NoMatch("one card")
    if d.get("face") or d.get("position") or d.get("highest") or d.get("relate"):
        raise NoMatch("one card of a kind, off the field")
    return draft.target_at(d, _EXCAVATED_GY)


@production(
    "op",
    "ifyou12_add_excavated_or_gy",
    "add {d:desc} from among the excavated cards or your GY to your hand",
)
def _add_excavated_or_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Add 1 "A" from among the excavated cards or your GY to your hand" (めくったカードの中
    か自分の墓地から): one card of either place."""
    return [{"op": "to_hand", "target": _one_of_kind(draft, d)}]


@production(
    "op",
    "ifyou12_summon_excavated_or_gy",
    "Special Summon {d:desc} from among the excavated cards or your GY face-up to your field",
)
def _summon_excavated_or_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    target = _one_of_kind(draft, d)
    return [{"op": "special_summon", "target": target, "position": "faceup"}]


# ------------------------------------------------------------------ among the cards drawn


def _drawn_shown(draft: Draft) -> int:
    """The effect's last steps drew a number of cards and showed them: how many."""
    steps = draft.effect
    if draft.category != "sentence" or len(steps) < 2:
        raise NoMatch("no cards drawn and shown just before")
    draw, shown = steps[-2], steps[-1]
    if shown != {"op": "reveal", "target": "moved"} or draw["op"] != "draw":
        raise NoMatch("no cards drawn and shown just before")
    if not isinstance(draw["count"], int) or draw.get("who", "own") != "own":
        raise NoMatch("a number of cards you drew")
    return draw["count"]


@production(
    "sentence",
    "ifyou12_summon_those_drawn",
    "if {d:desc}(s) is among them, you can Special Summon any number of those {e:desc}(s) to "
    "your field in face-down Defense Position",
)
def _summon_those_drawn(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> None:
    """ "Draw 3 cards and reveal them. If a Level 7 monster(s) is among them, you can Special
    Summon any number of those Level 7 monster(s) ...": one of the cards drawn is of the
    kind; then any number of the cards drawn of that kind (`among` moved: the cards drawn and
    shown, in the hand)."""
    drawn = _drawn_shown(draft)
    chosen = one_card_filter(d)
    if not d.get("article") or e.get("count") or e.get("article") or e.get("plural"):
        raise NoMatch("a card of a kind, then those of it")
    if not chosen or zone_filter(e, "own_hand") != chosen or chosen.get("kind") != "monster":
        raise NoMatch("the monsters of the kind said")
    draft.picks.append(
        {"from": "own_hand", "n": drawn, "upto": True, "filter": chosen, "among": "moved"}
    )
    draft.last_pick = len(draft.picks) - 1
    summon = {"op": "special_summon", "target": {"pick": draft.last_pick}, "position": "facedown"}
    test = {"cond": "moved", "filter": chosen}
    draft.effect.append(
        {"op": "if", "condition": [test], "then": [{"op": "may", "then": [summon]}]}
    )


# ------------------------------------------------------------ the bottom cards of the Deck


@production(
    "op",
    "ifyou12_take_bottom_show",
    "take the bottom {n} cards of your Deck and show them",
)
def _take_bottom_show(draft: Draft, n: int) -> Steps:
    """ "Take the bottom 5 cards of your Deck and show them" (デッキの下からカードを５枚めくり
    ...): shown as excavated cards are, at the bottom where they stay until placed."""
    return [{"op": "excavate", "count": n, "end": "bottom"}]


@production(
    "op",
    "ifyou12_add_among_shown",
    "add {d:desc} from among the shown cards to your hand",
)
def _add_among_shown(draft: Draft, d: dict[str, Any]) -> Steps:
    """Cards among those the effect took from the Deck and showed."""
    _shown(draft)
    if "count" not in d or set(d) & {"article", "all", "other", "plural", "face", "position"}:
        raise NoMatch("a number of cards")
    return [{"op": "to_hand", "target": draft.target_at(d, _EXCAVATED)}]
