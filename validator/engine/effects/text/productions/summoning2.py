"""More of the summoning conditions: the original ATK a monster has when Normal Summoned by its
procedure with fewer Tributes, that procedure "for 1 less Tribute", and the facts of the game
those procedures (and a Special Summon from the hand) may ask.

Each adds to the modifiers of the card's continuous effect, like `summoning.py`.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.conditions import Conds, _has, _one_or_any
from validator.engine.effects.text.productions.statics import _continuous, _named
from validator.engine.effects.text.productions.summoning import (
    _conditions,
    _monster,
    _no_tribute,
    _procedure,
)
from validator.engine.effects.text.slots import place_at

# -------------------------------------------------------- the original ATK of such a summon


@production("summoning", "summoning2_procedure_atk", "if you do, its original ATK becomes {n}")
def _procedure_atk(draft: Draft, n: int) -> None:
    """Said right after the procedure with fewer Tributes (Normal Summoned without Tributing,
    or Tribute Summoned by Tributing 1 monster): summoned that way, the card's original ATK
    becomes n (while it stays face-up on the field)."""
    mods = _continuous(draft)
    if not mods or mods[-1].get("rule") not in ("no_tribute", "one_tribute"):
        raise NoMatch("'if you do' follows a procedure with fewer Tributes")
    if sum(m.get("rule") in ("no_tribute", "one_tribute") for m in mods) != 1:
        raise NoMatch("one procedure with fewer Tributes")
    _procedure(draft, {"rule": "procedure_atk", "value": n, "zone": "hand"})


# ------------------------------------------------------------------ for 1 less Tribute

_LESS = "you can Normal Summon this card for 1 less Tribute"


def _less_tribute(draft: Draft, conds: list[dict[str, Any]]) -> None:
    """One Tribute fewer than the Level asks: none for Level 5 or 6, 1 (any monster) for
    Level 7 or higher. A Normal Summon is in face-up Attack Position, never a Set."""
    card = _monster(draft)
    if card.extra_deck or (card.level or 0) < 5:
        raise NoMatch("only a Level 5 or higher monster needs Tributes")
    if (card.level or 0) <= 6:
        _no_tribute(draft, conds)
        return
    mod: dict[str, Any] = {"rule": "one_tribute", "zone": "hand"}
    if conds:
        mod["condition"] = conds
    _procedure(draft, mod)


@production("summoning", "summoning2_less_tribute_if", f"if {{c:cond}}, {_LESS}")
def _less_tribute_if(draft: Draft, c: Parse) -> None:
    _less_tribute(draft, _conditions(draft, c))


@production(
    "summoning",
    "summoning2_no_tribute_it_if",
    "if {c:cond}, you can Normal Summon it without Tributing",
)
def _no_tribute_it_if(draft: Draft, c: Parse) -> None:
    _no_tribute(draft, _conditions(draft, c))


# ------------------------------------------------------------------- facts of the game


@production("condition", "summoning2_only_opp_controls", "only your opponent controls a monster")
def _only_opp(draft: Draft) -> Conds:
    """Your opponent has a monster (face-up or face-down) and you have none."""
    return [
        {"cond": "has", "from": "opp_monsters"},
        {"cond": "not", "condition": {"cond": "has", "from": "own_monsters"}},
    ]


@production("condition", "summoning2_only_card_in_hand", "this is the only card in your hand")
def _only_in_hand(draft: Draft) -> Conds:
    """No card in your hand but this one (a procedure of this card in your hand)."""
    if draft.category != "summoning":
        raise NoMatch("'this' is the card in the hand of a summoning procedure")
    return [{"cond": "has", "from": "own_hand", "other": True, "min": 0, "max": 0}]


@production(
    "condition",
    "summoning2_player_has_gy",
    "a player has {d:desc} in their GY",
    accepts=_one_or_any,
)
def _player_has_gy(draft: Draft, d: dict[str, Any]) -> Conds:
    """Either player's GY holds a matching card."""
    return _has(d, place_at("gy", "all"))


@production(
    "condition",
    "summoning2_has_exactly_except",
    "you have {n} {d:desc} on your field, except {e:name}",
)
def _has_exactly_except(draft: Draft, n: int, d: dict[str, Any], e: int) -> Conds:
    """Exactly n matching cards on your field, not counting those named e (a bare count:
    that many, no more)."""
    if d.get("count") is not None or d.get("article") or d.get("all") or d.get("upto"):
        raise NoMatch("a description without a count of its own")
    if d.get("except") or d.get("other") or n < 1:
        raise NoMatch("one exception")
    (made,) = _has({**d, "except": e}, place_at("field"), n)
    made["max"] = n
    return [made]


# ------------------------------------------------------------------- names in the hand or GY


@production(
    "summoning",
    "summoning2_name_in_hand_and_gy",
    "this card's name becomes {name} while in the hand or in the GY",
)
def _name_in_hand_and_gy(draft: Draft, name: int) -> None:
    _named(draft, name, ("hand", "gy"))
