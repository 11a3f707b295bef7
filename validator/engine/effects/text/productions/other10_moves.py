"""Moves and choices of an effect:

- "send 2 other cards from your hand and/or field to the GY" (chosen among the hand and the
  field together, as a requirement chooses them);
- "send 1 monster among them to the GY" after cards excavated (one of the excavated cards);
- "your opponent Sets it on their field" (a card of their GY, Set by its owner);
- "choose 2 face-up monsters on your field with the same Level as each other", "choose 1 ...
  and 1 ..." (two picks, then "those monsters" names both);
- this card sent to the GY and a draw if it went; a card of each player's GY shuffled;
- "1 A and 1 B", "2 monsters, including a B", "1 "A" or a B", "2 to 7 monsters" (and how many
  were shuffled)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.changes import _increase
from validator.engine.effects.text.productions.move import _range_pick
from validator.engine.effects.text.productions.moves import _choose, _send, _to_hand
from validator.engine.effects.text.productions.requirements3 import each_pick
from validator.engine.effects.text.productions.requirements4 import (
    _including,
    _send_hand_and_field,
    including_pick,
)
from validator.engine.effects.text.slots import EXCAVATED_PLACE, one_of

Steps = list[dict[str, Any]]

production(
    "op",
    "other10_send_hand_and_field",
    "send {d:desc} from your hand and/or field to the GY",
)(_send_hand_and_field)


# ------------------------------------------------------ "1 monster among them": the excavated


def _among_excavated(draft: Draft, d: dict[str, Any]) -> dict[str, Any]:
    """ "1 monster among them" right after "Excavate 3 cards ... and show them": the target
    "1 excavated monster" reads."""
    steps = draft.effect if draft.category == "sentence" else []
    if not steps or steps[-1]["op"] != "excavate":
        raise NoMatch("'them' names no cards excavated just before")
    if set(d) & {"article", "other", "face", "position"}:
        raise NoMatch("a card of the excavated cards")
    return {"desc": d, "place": dict(EXCAVATED_PLACE)}


@production("op", "other10_send_among_excavated", "send {d:desc} among them to the GY")
def _send_among(draft: Draft, d: dict[str, Any]) -> Steps:
    return _send(draft, _among_excavated(draft, d))


@production("op", "other10_add_among_excavated", "add {d:desc} among them to your hand")
def _add_among(draft: Draft, d: dict[str, Any]) -> Steps:
    return _to_hand(draft, _among_excavated(draft, d))


# ---------------------------------------------- a card of the opponent's GY Set on their field


@production(
    "op",
    "other10_opp_sets_it",
    "your opponent Sets it on their field",
    "your opponent Sets that card to their field",
)
def _opp_sets_it(draft: Draft) -> Steps:
    """ "Choose 1 Spell/Trap Card in your opponent's GY. Your opponent Sets it on their field.":
    the card you chose, Set by its owner on their own field."""
    k = draft.last_pick
    if k is None or draft.picks[k]["from"] != "opp_gy":
        raise NoMatch("'it' names no card chosen in the opponent's GY")
    kinds = (draft.picks[k].get("filter") or {}).get("kind")
    if kinds not in ("spell", "trap", ["spell", "trap"]):
        raise NoMatch("a Spell/Trap Card")
    return [{"op": "set_spell_trap", "target": {"pick": k}, "field": "owner"}]


# ---------------------------------------------- "with the same Level as each other", at the end

_SAME = {"Level": "Level", "Type": "Type", "Attribute": "Attribute"}
SLOTS["other10_same_fact"] = one_of(_SAME)


@production(
    "op",
    "other10_choose_same_as_each_other",
    "choose {t:target} with the same {f:other10_same_fact} as each other",
)
def _choose_same(draft: Draft, t: dict[str, Any], f: str) -> Steps:
    """ "Choose 2 face-up monsters on your field with the same Level as each other": the choice
    of "2 face-up monsters with the same Level on your field"."""
    desc = t.get("desc")
    if desc is None or "same" in desc or desc.get("count", 1) < 2:
        raise NoMatch("several cards to choose")
    if set(desc) & {"all", "article", "upto", "highest", "relate"} or not desc.get("plural"):
        raise NoMatch("a count of cards")
    return _choose(draft, {**t, "desc": {**desc, "same": f}})


# ------------------------------------------- "1 A and 1 B", "2 monsters, including a B": picks


@production(
    "op",
    "other10_add_each_from_gy",
    "add {each:requirements3_each} from your GY to your hand",
)
def _add_each(draft: Draft, each: list[dict[str, Any]]) -> Steps:
    """ "Add 1 Level 7 or higher WIND Attribute monster and 1 Warrior Type Normal Monster from
    your GY to your hand": one card of each description, both added."""
    return [{"op": "to_hand", "target": {"pick": each_pick(draft, each, "own_gy")}}]


@production(
    "op",
    "other10_shuffle_opp_gy_including",
    "shuffle {d:desc} from your opponent's GY into the Deck, including {e:desc}",
    accepts=lambda d, e: _including(d, e),
)
def _shuffle_opp_including(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> Steps:
    """ "Shuffle 2 monsters from your opponent's GY into the Deck, including a Normal Monster":
    2 monsters of their GY, at least 1 of them a Normal Monster."""
    return [{"op": "to_deck", "target": {"pick": including_pick(draft, d, e, "opp_gy")}}]


# ------------------------------------------------- this card sent, and what follows if it was


@production("op", "other10_self_on_field_to_gy", "send this card on your field to the GY")
def _self_on_field_to_gy(draft: Draft) -> Steps:
    return [{"op": "self_to_gy"}]


@production(
    "sentence",
    "other10_if_sent_self_draw",
    "if you sent it to the GY by this effect, also draw {n} card",
    "if you sent it to the GY by this effect, also draw {n} cards",
)
def _if_sent_self_draw(draft: Draft, n: int) -> None:
    """ "Then, you can send this card on your field to the GY. If you sent it to the GY by this
    effect, also draw 1 card.": a draw after the card went, in the optional part it ends."""
    steps = draft.effect if draft.category == "sentence" else []
    while steps and steps[-1]["op"] == "may":
        steps = steps[-1]["then"]
    if not steps or steps[-1] != {"op": "self_to_gy"}:
        raise NoMatch("'it' names no card this effect just sent to the GY")
    steps.append(
        {"op": "if", "condition": [{"cond": "moved"}], "then": [{"op": "draw", "count": n}]}
    )


# ---------------------------------------------------------------- a card of each player's GY


@production(
    "op",
    "other10_shuffle_each_gy",
    "shuffle {n} card from each player's GY into the owner's Deck",
    accepts=lambda n: n == 1,
)
def _shuffle_each_gy(draft: Draft, n: int) -> Steps:
    """ "Shuffle 1 card from each player's GY into the owner's Deck": a card of your GY and one
    of your opponent's, each into its owner's Deck."""
    own = draft.pick("own_gy", {"count": n})
    theirs = draft.pick("opp_gy", {"count": n})
    return [{"op": "to_deck", "target": {"and": [{"pick": own}, {"pick": theirs}]}}]


# ----------------------------------------------- "2 to 7 monsters", and how many were shuffled


@production(
    "op",
    "other10_shuffle_range",
    "shuffle {r:move_range} {at:place} into the Deck",
)
def _shuffle_range(draft: Draft, r: dict[str, Any], at: dict[str, str]) -> Steps:
    """ "Shuffle 2 to 7 monsters with the same Type from your opponent's GY into the Deck"."""
    if at["prep"] != "from" or at["zone"] != "gy":
        raise NoMatch("cards of a GY")
    return [{"op": "to_deck", "target": _range_pick(draft, r, at)}]


@production(
    "condition",
    "other10_shuffled_at_least",
    "you shuffled {n} or more monsters by this effect",
    accepts=lambda n: n >= 2,
)
def _shuffled_at_least(draft: Draft, n: int) -> list[dict[str, Any]]:
    """Right after the effect shuffled monsters into the Deck: that many of them."""
    if draft.category != "sentence" or not draft.effect or draft.effect[-1]["op"] != "to_deck":
        raise NoMatch("no monsters shuffled just before")
    return [{"cond": "moved", "filter": {"kind": "monster"}, "min": n}]


# ------------------------------------------------------------- "1 "A" or a B": one card of either

_NOT_ONE = frozenset({"article", "all", "upto", "andor", "plural", "other"})


@production(
    "op",
    "other10_add_name_or_a_kind",
    "add {a:desc} or {b:desc} from your GY to your hand",
)
def _add_name_or_a_kind(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Add 1 "A" or a Wyrm Type Normal Monster from your GY to your hand": one card, named A or
    of the kind (the count said once, "a" for the second)."""
    if a.get("count") != 1 or "names" not in a or set(a) & _NOT_ONE:
        raise NoMatch("one named card first")
    if b.get("article") not in ("a", "an") or set(b) & (_NOT_ONE - {"article"}):
        raise NoMatch("a card of a kind second")
    second = {k: v for k, v in b.items() if k != "article"}
    gy = {"prep": "from", "side": "own", "zone": "gy"}
    return [{"op": "to_hand", "target": {"pick": draft.pick_either([a, second], gy)}}]


# ------------------------------------------------ two monsters chosen, then "those monsters"


@production("op", "other10_choose_two", "choose {a:target} and {b:target}")
def _choose_two(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Choose 1 face-up monster on your field and 1 face-up monster on your opponent's field
    (with the same Level as that monster)": two picks; "those monsters" after it names both
    chosen monsters (no more the last pick alone)."""
    for t in (a, b):
        desc = t.get("desc")
        if desc is None or desc.get("count") != 1 or set(desc) & _NOT_ONE:
            raise NoMatch("one card each")
    first, second = draft.target(a), draft.target(b)
    draft.last_pick, draft.that = None, {"and": [first, second]}
    return []


@production("change", "other10_those_levels_up", "increase those monsters' Levels by {n}")
def _those_levels_up(draft: Draft, n: int) -> Steps:
    return _increase(draft, {"ref": "those monsters"}, n)
