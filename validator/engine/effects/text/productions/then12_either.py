"""A choice of one of two ways said in one clause, played as a "you can" with an other way
(`may` with `else`: accepting takes the first way, declining the second):

- "send the top card of either player's Deck to the GY" (お互いのデッキの上からカード１枚を選んで
  墓地へ送る): your Deck's top card, or else your opponent's.
- "reduce the Level of 1 Level 3-8 face-up monster on your opponent's field by 1 or 2 until the
  end of this turn" (レベルをターンの終わりまで１か２下げる): the one monster chosen, its Level
  reduced by the first number, or else by the second.
- "change the battle position of this card or 1 monster on your opponent's field" (このカード
  か相手フィールドのモンスター１体の表示形式を変更する): this card's, or else the chosen
  monster's.
- "Special Summon 1 Level 7 EARTH Attribute Machine Type monster or any number of "Tamabot"
  from your GY face-up to your field" (…１体か「タマボット」を好きな数だけ): the one monster, or
  else one or more of the others (as many as there are, `amounts10`'s "any number of").
- "Set 1 Trap Card from among the cards sent, or 1 "A" or "B" from your GY, to your Spell &
  Trap Zone" (その中の罠カード１枚か、自分の墓地の「A」か「B」１枚を…セットする): a card among
  those the effect sent to the GY, or else a card of the place.
- "add 1 "Fusion" or 1 monster that was sent to the GY by this card effect from your GY to your
  hand" (「フュージョン」１枚か、この効果で墓地へ送ったモンスター１体を…手札に加える): a card of
  the description, or else one of the materials the Fusion Summon before sent to the GY
  (`among` materials).
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import BY_NAME, production
from validator.engine.effects.text.names import NoMatch

Steps = list[dict[str, Any]]


def _either(first: Steps, second: Steps) -> Steps:
    return [{"op": "may", "then": first, "else": second}]


@production("op", "then12_either_mill", "send the top card of either player's Deck to the GY")
def _mill_either(draft: Draft) -> Steps:
    return _either([{"op": "mill", "count": 1}], [{"op": "mill", "count": 1, "who": "opp"}])


@production(
    "op",
    "then12_either_level_down",
    "reduce the Level of {t:target} by {a:n} or {b:n} until the end of this turn",
    accepts=lambda t, a, b: 0 < a < b,
)
def _level_down_either(draft: Draft, t: dict[str, Any], a: int, b: int) -> Steps:
    if t.get("desc", {}).get("all") or t.get("desc", {}).get("count", 1) != 1:
        raise NoMatch("one monster")
    target = draft.target(t)
    by = {"op": "decrease_level", "target": target, "until": "end_of_turn"}
    return _either([{**by, "amount": a}], [{**by, "amount": b}])


@production(
    "op",
    "then12_either_change_position",
    "change the battle position of this card or {t:target}",
    accepts=lambda t: "desc" in t and t["desc"].get("count") == 1,
)
def _change_position_either(draft: Draft, t: dict[str, Any]) -> Steps:
    if draft.card.card_type != "Monster":
        raise NoMatch("this card, a monster")
    change = BY_NAME["change_position"]
    return _either(change.build(draft, t={"ref": "this card"}), change.build(draft, t=t))


@production(
    "op",
    "then12_either_summon_one_or_any_number",
    "Special Summon {a:desc} or any number of {b:desc} {at:place} face-up to your field",
    accepts=lambda a, b, at: a.get("count") == 1 and at["prep"] == "from",
)
def _summon_one_or_any_number(
    draft: Draft, a: dict[str, Any], b: dict[str, Any], at: dict[str, str]
) -> Steps:
    one = BY_NAME["summon_faceup"].build(draft, t={"desc": a, "place": at})
    (chosen,) = BY_NAME["amounts10_any_number_send"].build(draft, d=b, at=at)
    many = [{"op": "special_summon", "target": chosen["target"], "position": "faceup"}]
    return _either(one, many)


@production(
    "op",
    "then12_either_set_sent_or",
    "Set {a:desc} from among the cards sent, or {b:desc} {at:place}, to your Spell & Trap Zone",
    accepts=lambda a, b, at: a.get("count") == 1 == b.get("count") and at["prep"] == "from",
)
def _set_sent_or(draft: Draft, a: dict[str, Any], b: dict[str, Any], at: dict[str, str]) -> Steps:
    BY_NAME["draws_count_sent"].build(draft)  # the effect has sent cards to the GY before
    if set(a) & {"article", "all", "upto", "other", "face", "position"}:
        raise NoMatch("one card of those sent")
    among = draft.pick("own_gy", a)
    draft.picks[among]["among"] = "sent"
    set_card = BY_NAME["set_spell_trap"]
    sent = [{"op": "set_spell_trap", "target": {"pick": among}}]
    return _either(sent, set_card.build(draft, t={"desc": b, "place": at}))


def _fused_to_gy(draft: Draft) -> None:
    """The effect's steps before Fusion Summon by sending the materials to the GY."""
    fusions = [step for step in draft.effect if step["op"] == "fusion_summon"]
    if draft.category != "sentence" or len(fusions) != 1 or fusions[0].get("how", "gy") != "gy":
        raise NoMatch("no Fusion Summon before that sent its materials to the GY")


@production(
    "op",
    "then12_either_add_or_material",
    "add {a:desc} or {b:desc} that was sent to the GY by this card effect {at:place} to your hand",
    accepts=lambda a, b, at: a.get("count") == 1 == b.get("count") and at["zone"] == "gy",
)
def _add_or_material(
    draft: Draft, a: dict[str, Any], b: dict[str, Any], at: dict[str, str]
) -> Steps:
    _fused_to_gy(draft)
    if at != {"prep": "from", "side": "own", "zone": "gy"} or b.get("noun") != "monster":
        raise NoMatch("a monster of your GY")
    if set(b) & {"article", "all", "upto", "other", "face", "position"}:
        raise NoMatch("one of the materials")
    add = BY_NAME["to_hand"].build(draft, t={"desc": a, "place": at})
    material = draft.pick("own_gy", b)
    draft.picks[material]["among"] = "materials"
    return _either(add, [{"op": "to_hand", "target": {"pick": material}}])
