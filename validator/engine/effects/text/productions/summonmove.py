"""Special Summons and moves, more shapes: cards moved during the End Phase ("..., but place it
on the bottom of the owner's Deck during the End Phase": `end_phase`, a lasting effect on the
card that ends if it leaves the field first).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, source_of, zone_filter
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.move import _DECK_ENDS, _among_sent
from validator.engine.effects.text.productions.summons import _if_done, _one_of

Steps = list[dict[str, Any]]

# ------------------------------------------------------------------- during the End Phase

_END_PHASE_MOVES = {
    "place {t} on the bottom of the owner's Deck": "deck_bottom",
    "shuffle {t} into the owner's Deck": "shuffle",
    "send {t} to the GY": "gy",
}
_WHEN = ("during the End Phase", "during the End Phase of this turn")


def _words(choices: Any) -> Slot:
    def read(text: str) -> str:
        if text not in choices:
            raise NoMatch(text)
        return text

    return Slot(read, str)


SLOTS["summonmove_end_phase"] = _words(_WHEN)


def _end_phase(draft: Draft, t: dict[str, Any], action: str) -> Steps:
    """Cards the effect moves in this turn's End Phase: this card, or the cards named before
    ("it": the monster a Special Summon just put on the field)."""
    if "ref" not in t or t["ref"] not in ("this card", "it", "that monster", "them"):
        raise NoMatch("cards on the field named before")
    target = draft.target(t)
    if target not in ("self", "moved"):
        raise NoMatch("this card, or the cards the step before moved")
    return [{"op": "end_phase", "target": target, "action": action}]


for _template, _action in _END_PHASE_MOVES.items():

    @production(
        "op",
        f"summonmove_end_phase_{_action}",
        _template.replace("{t}", "{t:target}") + " {w:summonmove_end_phase}",
    )
    def _at_end(draft: Draft, t: dict[str, Any], w: str, _action: str = _action) -> Steps:
        return _end_phase(draft, t, _action)


# ---------------------------------------------------------------- among the cards sent


def _summon_sent(draft: Draft, c: dict[str, Any]) -> Steps:
    """A Special Summon of cards this effect sent to your GY, face-up to your field."""
    return [{"op": "special_summon", "target": _among_sent(draft, c), "position": "faceup"}]


@production(
    "op",
    "summonmove_summon_sent_by_this",
    "Special Summon {c:move_cards} sent to the GY by this effect face-up to your field",
    "Special Summon {c:move_cards} among the cards sent face-up to your field",
    "Special Summon face-up to your field {c:move_cards} from among the cards sent",
)
def _summon_sent_by_this(draft: Draft, c: dict[str, Any]) -> Steps:
    return _summon_sent(draft, c)


@production(
    "op",
    "summonmove_add_from_sent_by_this",
    "add {c:move_cards} from the cards sent to the GY by this effect to your hand",
)
def _add_from_sent_by_this(draft: Draft, c: dict[str, Any]) -> Steps:
    return [{"op": "to_hand", "target": _among_sent(draft, c)}]


# ------------------------------------------------------------------ "the GY", "also ..."

_OWN_GY = {"prep": "from", "side": "own", "zone": "gy"}


@production("op", "summonmove_add_from_the_gy", "add {d:desc} from the GY to your hand")
def _add_from_the_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Add 1 ... from the GY to your hand" (自分の墓地): a card of your GY (an opponent's
    card would go to its owner's hand)."""
    return [{"op": "to_hand", "target": draft.target_at(d, source_of(d, _OWN_GY))}]


_MOVES = frozenset(
    {
        "to_hand",
        "to_hand#2",
        "to_owner_hand",
        "summonmove_add_from_the_gy",
        "move_add_choice",
        "send",
        "move_send_choice",
        "self_to_gy",
        "destroy_self_to_gy",
        "to_deck",
        "to_deck#2",
        "to_deck_bottom",
        "to_deck_bottom#2",
        "to_deck_bottom#3",
        "set_spell_trap",
        "set_spell_trap_in",
        "move_set_choice",
        "summon_faceup",
        "summon_faceup_from",
        "specials_summon_faceup",
        "specials_summon_faceup#2",
        "specials_summon_faceup#3",
    }
)
"""The moves "also" may come before (read as a move only: "you can also make ..." is read by
the optional part's own words)."""


@production("op", "summonmove_also", "also {o:op}", accepts=lambda o: o.production in _MOVES)
def _also(draft: Draft, o: Parse) -> Steps:
    """ "If ..., also add 1 ... to your hand" (さらに): a move the effect makes besides what
    it did before (an effect's first step is no "also")."""
    if not draft.effect and not draft.trunk:
        raise NoMatch("'also' after nothing")
    return build(o, draft)


# ------------------------------------------------------------ what the effect added, drew


@production(
    "sentence",
    "summonmove_if_added",
    "if you added {d:desc} by this effect, {s:steps}",
    "if you added {d:desc}, {s:steps}",
)
def _if_added(draft: Draft, d: dict[str, Any], s: Parse) -> None:
    """ "If you added "A" by this effect, ..." (この効果で「A」を選んだ場合): the card added
    to the hand by the step before is one of these."""
    _if_done(draft, s, frozenset({"to_hand"}), _one_of(d))


@production(
    "sentence",
    "summonmove_if_added_count",
    "if you added {n} cards to your hand by this effect, {s:steps}",
    accepts=lambda n, s: n > 1,
)
def _if_added_count(draft: Draft, n: int, s: Parse) -> None:
    """ "If you added 2 cards to your hand by this effect" after a pick of up to that many:
    it took them all."""
    steps = draft.after_last(frozenset({"to_hand"}))
    target = steps[-1]["target"]
    pick = draft.picks[target["pick"]] if isinstance(target, dict) and "pick" in target else {}
    if pick.get("n") != n or not pick.get("upto"):
        raise NoMatch("a pick of up to that many cards")
    _if_done(draft, s, frozenset({"to_hand"}), {"cond": "moved", "min": n})


@production("sentence", "summonmove_if_drew", "if you draw by this effect, {s:steps}")
def _if_drew(draft: Draft, s: Parse) -> None:
    """ "If you draw by this effect, ..." (この効果でドローした場合) right after the draw."""
    _if_done(draft, s, frozenset({"draw"}), {"cond": "moved"})


# --------------------------------------------------------------------------- conditions


@production("condition", "summonmove_there_is_no", "there is no {d:desc} {at:place}")
def _there_is_no(draft: Draft, d: dict[str, Any], at: dict[str, str]) -> list[dict[str, Any]]:
    """ "There is no face-up Field Spell Card on your field": none of those cards there."""
    if set(d) & {"count", "all", "upto", "other", "plural", "highest"}:
        raise NoMatch("a card without a count")
    if at["prep"] not in ("on", "in") or (at["prep"] == "on") != (at["zone"] == "field"):
        raise NoMatch("on a field, in a GY")
    made: dict[str, Any] = {"cond": "has", "from": source_of(d, at)}
    chosen = zone_filter(d, made["from"])
    if chosen:
        made["filter"] = chosen
    return [{"cond": "not", "condition": made}]


# ------------------------------------------------------------ all of your cards, in any order


def _all_own(t: dict[str, Any], e: str) -> bool:
    place = t.get("place", {})
    return bool(t.get("desc", {}).get("all")) and place.get("side") == "own"


@production(
    "op",
    "summonmove_place_all_any_order",
    "place {t:target} {e:move_deck_end} in any order",
    accepts=_all_own,
    first=True,  # before the general reading, which takes a pick of cards only
)
def _place_all_any_order(draft: Draft, t: dict[str, Any], e: str) -> Steps:
    """ "Place all "A" from your GY on the bottom of your Deck in any order": every such
    card of yours, in the order you choose."""
    if t["place"]["prep"] != "from" or t["place"]["zone"] == "field":
        raise NoMatch("your cards off the field")
    return [{"op": "to_deck", "target": draft.target(t), "place": _DECK_ENDS[e], "order": "any"}]
