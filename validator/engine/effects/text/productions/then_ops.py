"""What a later part of an effect does, in the words those parts use: cards on "their field"
after the opponent was named, cards sent "from the top of your Deck", an additional gain, LP
the opponent gains equal to an amount, and a card in the opponent's Spell & Trap Zone.

- "if your opponent has no cards in their hand, you can return 1 face-up monster from their
  field to the owner's hand" (相手フィールドの表側表示モンスター１体を選んで持ち主の手札に戻す),
  "shuffle 1 face-down card from their field into the owner's Deck", "change 1 face-up Normal
  Monster on their field to face-down Defense Position": "their field" is the opponent's.
- "send 1 card from the top of your Deck to the GY" (自分のデッキの上からカード１枚を墓地へ送る):
  the top cards of the Deck sent.
- "make that monster gain an additional 600 ATK" (さらに選んだモンスターの攻撃力を６００アップ):
  a gain besides the one made before (the two add up).
- "your opponent gains LP equal to [that monster's ATK]" (［選んだモンスターの攻撃力］だけ相手の
  ＬＰを回復する).
- "your opponent has a card in their Spell & Trap Zone" (相手の魔法＆罠ゾーンにカードがある場合):
  not the Field Zone.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]

# ------------------------------------------------------------------------------ their field

_THEIR = re.compile(r"(.+) (from|on) their field")


def _read_their(text: str) -> dict[str, Any]:
    """ "1 face-up monster from their field": a description on the opponent's field."""
    match = _THEIR.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    place = {"prep": match.group(2), "side": "opp", "zone": "field", "words": "their field"}
    return {"desc": read_desc(match.group(1)), "place": place}


def _render_their(target: dict[str, Any]) -> str:
    return f"{render_desc(target['desc'])} {target['place']['prep']} their field"


SLOTS["then_their"] = Slot(_read_their, _render_their)

_THEIR_OPS = {
    "then_ops_their_to_hand": (
        "return {t:then_their} to the owner's hand",
        "to_owner_hand",
        "from",
    ),
    "then_ops_their_to_deck": ("shuffle {t:then_their} into the owner's Deck", "to_deck#2", "from"),
    "then_ops_their_facedown": (
        "change {t:then_their} to face-down Defense Position",
        "to_facedown",
        "on",
    ),
}

for _name, (_template, _same, _prep) in _THEIR_OPS.items():

    @production("op", _name, _template, accepts=lambda t, _prep=_prep: t["place"]["prep"] == _prep)
    def _their(draft: Draft, t: dict[str, Any], _same: str = _same) -> Steps:
        """As the same operation on "your opponent's field"."""
        return BY_NAME[_same].build(draft, t=t)


# -------------------------------------------------------------------------- the top of a Deck


@production(
    "op",
    "then_ops_mill_from_top",
    "send {n} card from the top of your Deck to the GY",
    "send {n} cards from the top of your Deck to the GY",
)
def _mill_from_top(draft: Draft, n: int) -> Steps:
    return [{"op": "mill", "count": n}]


# --------------------------------------------------------------------------- additional gains


@production("change", "then_ops_make_gain_additional", "make {t:target} gain an additional {n} ATK")
def _make_gain_additional(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    """A gain besides the one an earlier sentence made (the two add up)."""
    if "ref" not in t:
        raise NoMatch("an additional gain of a card named before")
    return [{"op": "gain_atk", "target": draft.target(t), "amount": n}]


@production("op", "then_ops_opp_gains_lp_equal", "your opponent gains LP equal to {a:amount}")
def _opp_gains_equal(draft: Draft, a: Parse) -> Steps:
    return [{"op": "gain_lp", "amount": build(a, draft), "who": "opp"}]


# ----------------------------------------------------------- the opponent's Spell & Trap Zone


@production(
    "condition", "then_ops_opp_szone", "your opponent has a card in their Spell & Trap Zone"
)
def _opp_szone(draft: Draft) -> list[dict[str, Any]]:
    return [{"cond": "has", "from": "opp_szone"}]
