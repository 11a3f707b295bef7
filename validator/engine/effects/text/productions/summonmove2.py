"""Moves, more shapes: up to a number of random cards from the opponent's hand, and a card
placed on the top or the bottom of a Deck as the player chooses.

"Send up to 3 random cards from your opponent's hand to the GY" (相手の手札をランダムに３枚まで
選んで墓地へ送る): the player says how many (1 to 3), then that many are chosen at random. A
card chosen at random and then another from the rest are two cards chosen at random, so the
encoding takes one, then offers the next ("may") while the count lasts.

"Place 1 card from your opponent's GY on either the top or bottom of the Deck" (デッキの上か
下に戻す): the player chooses the top or the bottom as the effect resolves (`may` with `else`).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.summons import _DOERS
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

# ------------------------------------------------------------------ up to N random cards


def _taken_first(n: int, move: dict[str, Any]) -> Steps:
    tail: Steps = []
    for _ in range(n - 1):
        tail = [{"op": "may", "then": [{"op": "random_hand", "count": 1}, dict(move), *tail]}]
    return [{"op": "random_hand", "count": 1}, dict(move), *tail]


_SEND = {"op": "send", "target": "moved"}


@production(
    "op",
    "summonmove2_random_upto_gy",
    "send up to {n} random cards from your opponent's hand to the GY",
    "send up to {n} random cards from their hand to the GY",
)
def _random_upto_gy(draft: Draft, n: int) -> Steps:
    if n < 2:
        raise NoMatch("up to 2 or more cards")
    return _taken_first(n, _SEND)


@production(
    "sentence",
    "summonmove2_random_upto_first",
    "{o:op}",
    accepts=lambda o: o.production.startswith("summonmove2_random_upto"),
    first=True,
)
def _random_upto_first(draft: Draft, o: Parse) -> None:
    """As an effect's first sentence, it is activated only while the opponent holds a card."""
    steps = build(o, draft)
    if draft.effect or draft.trunk is not None:
        raise NoMatch("random cards after other steps")
    draft.condition.append({"cond": "opp_hand_min", "count": 1})
    draft.effect += steps


# ------------------------------------------------------------------- the top or the bottom


def _one_card(t: dict[str, Any]) -> bool:
    if "alts" in t:
        return True
    desc = t.get("desc", {})
    if "desc" not in t or set(desc) & {"all", "upto", "andor", "article", "other"}:
        return False
    return desc.get("count") == 1


@production(
    "op",
    "summonmove2_top_or_bottom",
    "place {t:target} on either the top or bottom of the Deck",
    "place {t:target} on either the top or bottom of the owner's Deck",
    accepts=lambda t: _one_card(t),
)
def _top_or_bottom(draft: Draft, t: dict[str, Any]) -> Steps:
    """One card from a GY or a hand back to its owner's Deck, on top or at the bottom as the
    player chooses."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step (a requirement chooses on activation: requirements3)")
    if t["place"]["zone"] not in ("gy", "hand"):
        raise NoMatch("a card from a GY or a hand")
    target = draft.target(t)
    return [
        {
            "op": "may",
            "then": [{"op": "to_deck", "target": target, "place": "top"}],
            "else": [{"op": "to_deck", "target": target, "place": "bottom"}],
        }
    ]


# ------------------------------------------------------------- one card from one of two places


def _two_places(a: dict[str, Any], b: dict[str, Any]) -> bool:
    one = all(_one_card(t) and "alts" not in t for t in (a, b))
    return one and a["place"]["zone"] != b["place"]["zone"]


@production(
    "sentence",
    "summonmove2_if_you_do_send_either",
    "if you do, send {a:target} or {b:target} to the GY",
    accepts=_two_places,
)
def _if_you_do_send_either(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> None:
    """ "If you do, send 1 monster from your field or 1 card from your hand to the GY"
    (自分フィールドのモンスター１体または自分の手札１枚を選んで墓地へ送る): one card, from
    the one place or the other as the player chooses (the second when the first has none)."""
    if draft.category != "sentence":
        raise NoMatch("an effect's step")
    steps = draft.after_last(_DOERS)
    steps.append(
        {"op": "if", "condition": [{"cond": "moved"}], "then": [_either_send(draft, a, b)]}
    )


def _either_send(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    first = {"op": "send", "target": draft.target(a)}
    return {"op": "may", "then": [first], "else": [{"op": "send", "target": draft.target(b)}]}


# ------------------------------------------------------- ", except a monster with 0 ATK"

SLOTS["summonmove2_stat"] = one_of(("ATK", "DEF"))
_EXCEPT_MOVES = frozenset({"to_hand", "special_summon", "send", "to_deck", "set_spell_trap"})


@production(
    "op", "summonmove2_except_stat", "{o:op}, except a monster with {n} {s:summonmove2_stat}"
)
def _except_stat(draft: Draft, o: Parse, n: int, s: str) -> Steps:
    """ "Add 1 FIRE Attribute Fiend Type monster from your GY to your hand, except a monster
    with 900 ATK" (攻撃力９００以外): the move's one choice of a monster leaves out those."""
    before = len(draft.picks)
    steps = build(o, draft)
    if len(draft.picks) != before + 1 or [x["op"] for x in steps] not in (
        [op] for op in _EXCEPT_MOVES
    ):
        raise NoMatch("one move of one chosen card")
    pick = draft.picks[before]
    if steps[0].get("target") != {"pick": before}:
        raise NoMatch("the move's own choice")
    chosen = dict(pick.get("filter") or {})
    if pick["from"].split("_", 1)[1] not in ("gy", "hand", "deck") or "any_of" in chosen:
        raise NoMatch("a card off the field, of one description")
    if chosen.get("kind") != "monster":
        raise NoMatch("a monster")
    chosen["none_of"] = [*chosen.get("none_of", ()), {s.lower(): n}]
    pick["filter"] = chosen
    return steps


# ------------------------------------------ "from your GY in face-up Defense Position to ..."


@production(
    "op",
    "summonmove2_summon_from_in_defense",
    "Special Summon {t:target} in face-up Defense Position to your field",
    accepts=lambda t: "alts" in t and t["place"]["prep"] == "from",
)
def _summon_from_in_defense(draft: Draft, t: dict[str, Any]) -> Steps:
    """ "Special Summon 1 "A" or 1 ... monster from your GY in face-up Defense Position to
    your field": one card of either description (one description: `summon_defense_from`)."""
    return [{"op": "special_summon", "target": draft.target(t), "position": "defense"}]


@production(
    "op",
    "summonmove2_summon_hand_and_or_gy",
    "Special Summon {d:desc} from your hand and/or GY face-up to your field",
)
def _summon_hand_and_or_gy(draft: Draft, d: dict[str, Any]) -> Steps:
    """ "Special Summon up to 2 ... monsters from your hand and/or GY face-up to your field":
    cards of either place, or of both (the source `own_hand_gy`)."""
    if d.get("face") or d.get("position") or d.get("all"):
        raise NoMatch("chosen cards off the field")
    target = draft.target_at(d, "own_hand_gy")
    return [{"op": "special_summon", "target": target, "position": "faceup"}]
