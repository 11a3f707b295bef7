"""Other words for what the language says already, and a few things it says now.

- "Change 1 face-up monster on your opponent's field to LIGHT Attribute until the end of this
  turn" (相手フィールドの表側表示モンスター１体を、ターン終了時まで光属性にする): the monster
  becomes that Attribute, for as long as the duration around it says (`changes.py`); "Change
  the battle position of up to 2 ... to face-down Defense Position".
- "Draw until you have 5 cards in your hand and reveal your hand", "you have a monster in your
  hand".
- Excavated cards of either of two kinds: "Send all excavated A and B to the GY", "send either
  1 A or 1 B from among the cards to the GY".
- "1 Level 7 or higher, DARK Attribute, Spellcaster Type monster": a description with commas.
- "You can add "A" from your GY to your hand, up to [the number of excavated monsters]".
- "If a card with the same name is in your opponent's GY, you can destroy that card on your
  opponent's field" after looking at a Set card (`name_in`).
"""

from __future__ import annotations

import json
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]
_EXCAVATED = "own_excavated"
_YOUR_HAND = {"prep": "from", "side": "own", "zone": "hand"}


@production("change", "ifyou12_change_to_attribute", "change {t:target} to {attribute} Attribute")
def _to_attribute(draft: Draft, t: dict[str, Any], attribute: str) -> Steps:
    return [{"op": "change_attribute", "target": draft.target(t), "attribute": attribute}]


@production(
    "op",
    "ifyou12_position_to_facedown",
    "change the battle position of {t:target} to face-down Defense Position",
)
def _position_to_facedown(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "Change the battle position of up to 2 face-up monsters ... to face-down Defense
    Position": the monsters are changed to face-down Defense Position."""
    return [{"op": "to_facedown", "target": draft.target(t)}]


# ------------------------------------------------------------------------------ the hand


@production(
    "op",
    "ifyou12_draw_to_reveal",
    "draw until you have {n} cards in your hand and reveal your hand",
)
def _draw_to_reveal(draft: Draft, n: int) -> Steps:
    """The cards drawn, then the whole hand shown: showing moves nothing, and the engine's
    players see every card (see `look`), so the showing is no step (a step showing every card
    of the hand would need a card there on activation)."""
    return [{"op": "draw_to", "count": n}]


def _a_monster(d: dict[str, Any]) -> bool:
    """ "a monster", "a Level 7 monster": one monster of a kind (read so by the words alone: a
    condition about other cards in the hand is left to other productions)."""
    return bool(d.get("article")) and d.get("noun") == "monster" and not set(d) & _NOT_ONE


_NOT_ONE = frozenset({"all", "upto", "other", "face", "position", "plural"})


@production("condition", "ifyou12_has_hand", "you have {d:desc} in your hand", accepts=_a_monster)
def _has_hand(draft: Draft, d: dict[str, Any]) -> list[dict[str, Any]]:
    """A monster (of a kind) in your hand: never this card, a monster on the field or a Spell
    or Trap being activated or resolving (`picks.find` leaves it out)."""
    return [{"cond": "has", "from": "own_hand", "filter": to_filter(d)}]


# ------------------------------------------------------------------------ excavated cards


def _excavated_filter(desc: dict[str, Any], plural: bool) -> dict[str, Any]:
    """The filter of cards of a kind among the excavated (several, or one: "1 A")."""
    if plural != bool(desc.get("plural")) or set(desc) & {"all", "upto", "other", "article"}:
        raise NoMatch("cards of a kind")
    if desc.get("face") or desc.get("position") or (not plural and desc.get("count") != 1):
        raise NoMatch("cards of a kind off the field")
    chosen = zone_filter({k: v for k, v in desc.items() if k != "count"}, _EXCAVATED)
    if not chosen:
        raise NoMatch("any card")
    return chosen


def _excavating(draft: Draft) -> None:
    """The effect's last step excavated your Deck (its cards are all still shown)."""
    last = draft.step_just_before("excavate", "no excavation just before")
    if last.get("who", "own") != "own":
        raise NoMatch("no excavation of your Deck just before")


@production(
    "op",
    "ifyou12_send_excavated_both",
    "send all excavated {a:desc} and {b:desc} to the GY",
)
def _send_excavated_both(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Send all excavated DARK Attribute Spellcaster Type monsters and Spell Cards to the
    GY": every excavated card of either kind."""
    _excavating(draft)
    either = {"any_of": [_excavated_filter(a, True), _excavated_filter(b, True)]}
    return [{"op": "send", "target": {"all": {"from": _EXCAVATED, "filter": either}}}]


@production(
    "op",
    "ifyou12_send_either_among",
    "send either {a:desc} or {b:desc} from among the cards to the GY",
)
def _send_either_among(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> Steps:
    """ "Send either 1 A or 1 "B" from among the cards to the GY" right after an excavation:
    one excavated card of either description."""
    _excavating(draft)
    either = {"any_of": [_excavated_filter(a, False), _excavated_filter(b, False)]}
    draft.picks.append({"from": _EXCAVATED, "filter": either})
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "send", "target": {"pick": draft.last_pick}}]


# ------------------------------------------------------------- a description with commas


def _read_commas(text: str) -> dict[str, Any]:
    """ "1 Level 7 or higher, DARK Attribute, Spellcaster Type monster": a description whose
    facts are set apart by commas (the same description without them)."""
    plain, commas = "", []
    for part in text.split(", "):
        if plain:
            commas.append(len(plain))
            plain += " "
        plain += part
    if not commas:
        raise NoMatch("no commas")
    desc = read_desc(plain)
    if desc.get("names") or "count" not in desc:
        raise NoMatch("a counted description of a kind")
    return {"desc": desc, "commas": commas}


def _render_commas(value: dict[str, Any]) -> str:
    words = render_desc(value["desc"])
    for at in reversed(value["commas"]):
        words = f"{words[:at]},{words[at:]}"
    return words


SLOTS["ifyou12_commas"] = Slot(_read_commas, _render_commas)


@production(
    "op",
    "ifyou12_summon_commas_from_hand",
    "Special Summon {d:ifyou12_commas} from your hand, face-up to your field",
)
def _summon_commas_from_hand(draft: Draft, d: dict[str, Any]) -> Steps:
    return draft.own_special_summon(d["desc"], _YOUR_HAND, "faceup")


# ------------------------------------------------------------ copies of a name, up to a count


@production(
    "sentence",
    "ifyou12_add_name_up_to",
    "you can add {a:name} from your GY to your hand, up to {c:amount}",
)
def _add_name_up_to(draft: Draft, a: int, c: Parse) -> None:
    """ "You can add "A" from your GY to your hand, up to [the number of excavated monsters]":
    copies of the card, from 1 to as many as the amount reads as they are chosen (none to
    choose when it reads 0: the part is not applied). Optional, so activating it asks for
    none."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    amount = build(c, draft)
    if not isinstance(amount, dict):
        raise NoMatch("a counted amount")
    draft.picks.append({"from": "own_gy", "filter": {"ids": [a]}, "upto": True, "as_many": amount})
    draft.last_pick = len(draft.picks) - 1
    take = {"op": "to_hand", "target": {"pick": draft.last_pick}}
    draft.effect.append({"op": "may", "then": [take]})


# ------------------------------------------------------------- a card looked at, by its name


def _one_card_chosen(draft: Draft) -> int:
    """The card the effect chose last (one card, not one of the requirement's)."""
    if draft.category != "sentence" or draft.last_pick is None:
        raise NoMatch("no card chosen before")
    pick = draft.picks[draft.last_pick]
    if pick.get("n", 1) != 1 or pick.get("upto"):
        raise NoMatch("a choice of one card")
    if json.dumps({"pick": draft.last_pick}) in json.dumps(draft.cost + draft.alternatives):
        raise NoMatch("a card of the requirement")
    return draft.last_pick


@production("condition", "ifyou12_same_name_in", "a card with the same name is {at:place}")
def _same_name_in(draft: Draft, at: dict[str, str]) -> list[dict[str, Any]]:
    """ "Look at 1 face-down Spell/Trap Card on your opponent's field. If a card with the same
    name is in your opponent's GY, ..." (同名カードが相手の墓地に存在する場合): a card there
    bears the name of the card chosen."""
    if at["prep"] != "in" or at["zone"] != "gy":
        raise NoMatch("a card in a GY")
    source = source_of({"noun": "card"}, at)
    return [{"cond": "name_in", "pick": _one_card_chosen(draft), "from": source}]


@production("op", "ifyou12_destroy_that_card_there", "destroy that card on your opponent's field")
def _destroy_that_card_there(draft: Draft) -> Steps:
    """The card chosen on the opponent's field, named with its place."""
    index = _one_card_chosen(draft)
    if not draft.picks[index]["from"].startswith("opp_"):
        raise NoMatch("a card chosen on your opponent's field")
    return [{"op": "destroy", "target": {"pick": index}}]


@production(
    "op",
    "ifyou12_both_discard_all",
    "both players discard as many cards as possible from their hands",
)
def _both_discard_all(draft: Draft) -> Steps:
    """Every card of each hand sent to the GY (as many as possible: all of them), your hand
    then your opponent's; an empty hand sends none (the effect needs no card there)."""
    return [
        {
            "op": "if",
            "condition": [{"cond": "has", "from": source}],
            "then": [{"op": "send", "target": {"all": {"from": source}}}],
        }
        for source in ("own_hand", "opp_hand")
    ]
