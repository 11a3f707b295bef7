"""Requirement costs that send cards of the hand "including" some of a kind ("Send 3 cards
from your hand to the GY, including 2 monsters"): one pick of all the cards, of which some must
match the description after "including" (`one_each`: each card stands for a description of its
own, the others for any card of the pick)."""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft, zone_filter
from validator.engine.effects.text.grammar import BY_NAME, Parse, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

_SOME = frozenset({"all", "upto", "andor", "other", "highest", "face", "position"})


def _counted(d: dict[str, Any]) -> bool:
    """A bare count of cards ("3 cards", "2 monsters"): no "up to", "all", article."""
    return d.get("count", 0) >= 2 and not d.get("article") and not set(d) & _SOME


def _included(d: dict[str, Any]) -> bool:
    """One card ("a Normal Monster") or a bare count ("2 LIGHT Attribute monsters")."""
    if set(d) & _SOME or d.get("names"):
        return False
    return d.get("count", 1) >= 1


def _including(whole: dict[str, Any], part: dict[str, Any]) -> bool:
    return _counted(whole) and _included(part) and part.get("count", 1) < whole["count"]


@production(
    "costs_pay",
    "requirements4_send_hand_including",
    "send {d:desc} from your hand to the GY, including {e:desc}",
    accepts=lambda d, e: _including(d, e),
)
def _send_hand_including(draft: Draft, d: dict[str, Any], e: dict[str, Any]) -> Steps:
    """ "Send 2 cards from your hand to the GY, including a Normal Monster": 2 cards of the
    hand, at least 1 of them a Normal Monster (in all, every card a card the whole words
    describe)."""
    return [{"op": "send", "target": {"pick": including_pick(draft, d, e, "own_hand")}}]


def including_pick(draft: Draft, d: dict[str, Any], e: dict[str, Any], source: str) -> int:
    """The pick of the cards `d` of a source "including" `e`: its index."""
    n = d["count"]
    whole = zone_filter({k: v for k, v in d.items() if k not in ("count", "plural")}, source)
    part = zone_filter(
        {k: v for k, v in e.items() if k not in ("count", "plural", "article")}, source
    )
    if not part:
        raise NoMatch("any card is no kind of card")
    whole = whole or {}
    if set(whole) & set(part) and any(whole[k] != part[k] for k in set(whole) & set(part)):
        raise NoMatch("the included cards say another kind than the whole")
    filters = [{**whole, **part}] * e.get("count", 1)
    filters += [whole] * (n - len(filters))
    draft.picks.append(
        {
            "from": source,
            "n": n,
            "upto": True,
            "min": n,
            "filter": {"any_of": filters},
            "one_each": True,
        }
    )
    draft.last_pick = len(draft.picks) - 1
    return draft.last_pick


# ------------------------------------------------------------------------- the Field Zone


@production("condition", "requirements4_field_zone", "you have a card in your Field Zone")
def _field_zone(draft: Draft) -> list[dict[str, Any]]:
    """A card in your Field Zone: a Field Spell, face-up or Set."""
    return [{"cond": "field_zone"}]


@production(
    "condition",
    "requirements4_either_field_zone",
    "either player has a card in their Field Zone",
)
def _either_field_zone(draft: Draft) -> list[dict[str, Any]]:
    return [{"cond": "field_zone", "side": "all"}]


# ------------------------------------------------------------------ more costs paid together


@production("costs_pay", "requirements4_pay_lp", "pay {n} LP")
def _pay_lp(draft: Draft, n: int) -> Steps:
    """LP paid before another cost ("Pay 500 LP, and shuffle 2 cards from your hand into the
    Deck": both are paid)."""
    return [{"op": "pay_lp", "amount": n}]


@production(
    "costs_pay",
    "requirements4_send_hand_and_field",
    "send {d:desc} from your hand and/or field to the GY",
)
def _send_hand_and_field(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Send up to 2 monsters from your hand and/or field to the GY": chosen among the cards of
    the hand and the field together (as "from your hand or field")."""
    made = BY_NAME["costs_send_hand_field"]
    if made.accepts is not None and not made.accepts(d=d):
        raise NoMatch("cards of the hand or the field")
    if d.get("count", 1) < 2:
        raise NoMatch("one card is from the hand or the field")
    return made.build(draft, d=d)


# ----------------------------------------------------------------- draws in the Main Phase


@production(
    "event",
    "requirements4_draws_in_main_phase",
    "{e:event} during the Main Phase",
    accepts=lambda e: e.production in ("trap_opp_draws", "timings_own_draws"),
)
def _draws_in_main_phase(draft: Draft, e: Parse) -> dict[str, Any]:
    """ "When your opponent draws a card during the Main Phase" (自分または相手のメインフェイズに):
    a draw made in the Main Phase of either player's turn: by an effect (the normal draw is the
    Draw Phase's), the phase the Main Phase (not the Battle Phase)."""
    made = build(e, draft)
    made["trigger"]["how"] = ["effect"]
    made["condition"].append({"cond": "main_phase"})
    return made


# ----------------------------------------------------- the GY: one of several, two of kinds
_ONE_ONLY = frozenset({"all", "upto", "andor", "other", "highest", "plural", "face", "position"})


def _a_card(d: dict[str, Any]) -> bool:
    """One card said with an article ("a Level 7 Fish Type monster")."""
    return bool(d.get("article")) and d.get("count", 1) == 1 and not set(d) & _ONE_ONLY


def _gy_filter(d: dict[str, Any]) -> dict[str, Any]:
    chosen = zone_filter({k: v for k, v in d.items() if k not in ("article", "count")}, "own_gy")
    if not chosen:
        raise NoMatch("any card")
    return chosen


def _any_in_gy(filters: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"cond": "has", "from": "own_gy", "filter": {"any_of": filters}}]


@production(
    "condition",
    "requirements4_gy_desc_or_names",
    "you have {d:desc}, {a:name}, or {b:name} in your GY",
    accepts=lambda d, a, b: _a_card(d),
)
def _gy_desc_or_names(draft: Draft, d: dict[str, Any], a: int, b: int) -> list[dict[str, Any]]:
    """ "If you have a Level 7 Fish Type monster, "A", or "B" in your GY": a card of any."""
    return _any_in_gy([_gy_filter(d), {"ids": [a]}, {"ids": [b]}])


@production(
    "condition",
    "requirements4_gy_desc_or_name",
    "you have {d:desc} or {a:name} in your GY",
    accepts=lambda d, a: _a_card(d),
)
def _gy_desc_or_name(draft: Draft, d: dict[str, Any], a: int) -> list[dict[str, Any]]:
    return _any_in_gy([_gy_filter(d), {"ids": [a]}])


_APART = ("kind", "attribute", "race")
"""Filter keys whose different single values no card has both of."""


def _apart(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """No card matches both filters: they ask different single values of one fact."""
    return any(
        isinstance(a.get(key), str) and isinstance(b.get(key), str) and a[key] != b[key]
        for key in _APART
    )


@production(
    "condition",
    "requirements4_gy_both",
    "you have {a:desc} and {b:desc} in your GY",
    accepts=lambda a, b: _a_card(a) and _a_card(b),
)
def _gy_both(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> list[dict[str, Any]]:
    """ "You have a LIGHT Attribute Dragon Type monster and a EARTH Attribute Machine Type
    monster in your GY": one card of each; read only when no card can be both (else the two
    would have to be told apart)."""
    first, second = _gy_filter(a), _gy_filter(b)
    if not _apart(first, second):
        raise NoMatch("one card might be both")
    return [
        {"cond": "has", "from": "own_gy", "filter": first},
        {"cond": "has", "from": "own_gy", "filter": second},
    ]


@production(
    "condition",
    "requirements4_all_gy_of_type",
    "all of the monsters in your GY are {r:race} Type",
    "all the monsters in your GY are {r:race} Type",
)
def _all_gy_of_type(draft: Draft, r: str) -> list[dict[str, Any]]:
    """ "All of the monsters in your GY are Wyrm Type": at least one monster there, and every
    one of them that Type."""
    return [{"cond": "only", "from": "own_gy", "filter": {"kind": "monster"}, "only": {"race": r}}]


@production(
    "condition",
    "requirements4_second_players_first_turn",
    "it is the first turn of the player going second",
)
def _second_players_first_turn(draft: Draft) -> list[dict[str, Any]]:
    """このターンが後攻プレイヤーの最初のターン: the game's second turn."""
    return [{"cond": "second_players_first_turn"}]
