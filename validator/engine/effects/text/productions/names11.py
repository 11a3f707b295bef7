"""A Ritual Spell's part that asks what its materials were: "Ritual Summon "A" by sending ...
as material. Then, if you sent a monster whose original name is "B" to the GY by this effect,
you can ..." (この効果で元々のカード名が「B」のモンスターを墓地へ送った場合、さらに...).

The Ritual Summon is the Spell's own step (its materials are `Ctx.args`), not an operation of
the effect's program, so the test is of those materials (`materials`), read as printed: they
are in the GY by then.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.statics_counts import _OPP_FIELD, _counts

_SENT_NAMED = "you sent a monster whose original name is {a:name} to the GY by this effect"


@production(
    "sentence",
    "names11_ritual_sent_named",
    f"if {_SENT_NAMED}, {{s:steps}}",
    f"then, if {_SENT_NAMED}, {{s:steps}}",
)
def _ritual_sent_named(draft: Draft, a: int, s: Parse) -> None:
    """Right after the Ritual Summon a Ritual Spell's first sentence reads (nothing else done
    before it): one of the materials sent was a monster printed with that name."""
    if draft.kind != "ritual" or draft.ritual is None or draft.effect:
        raise NoMatch("right after a Ritual Spell's summon")
    condition = {"cond": "materials", "filter": {"kind": "monster", "ids": [a]}}
    draft.effect.append({"op": "if", "condition": [condition], "then": build(s, draft)})


@production("trait", "names11_trait_attack_all", "can attack all opponent's monsters once each")
def _attack_all(draft: Draft) -> list[dict[str, Any]]:
    """A monster's lasting trait ("●The equipped monster can attack all opponent's monsters
    once each", 装備モンスターは相手モンスター全てに１回ずつ攻撃できる): each of the opponent's
    monsters once, and no direct attack by it in that Battle Phase (`attack_all`)."""
    return [{"rule": "attack_all"}]


@production(
    "counter",
    "names11_count_equips",
    "the number of Equip Cards equipped to this card",
    "the number of Equip Spell Cards equipped to this card",
)
def _count_equips(draft: Draft) -> dict[str, Any]:
    """The cards attached to this card (装備しているカードの数): Equip Spells, and Union
    monsters equipped as Equip Spell Cards."""
    if draft.card.card_type != "Monster":
        raise NoMatch("cards equipped to a monster")
    return {"counter": "equips"}


@production(
    "mod",
    "names11_equips_and_opp_field",
    "this card gains ATK equal to [the total number of Equip Spell Cards equipped to this card "
    "and {d:desc} on your opponent's field] x {n}",
)
def _equips_and_opp_field(draft: Draft, d: dict[str, Any], n: int) -> list[dict[str, Any]]:
    """Two counts added up (このカードに装備された装備魔法カードの数と相手フィールドの〜の数の合計):
    a change by each, which add up as every change of ATK does (no card is both)."""
    equips = {"rule": "atk", "value": {"per": n, "count": _count_equips(draft)}}
    return [equips, *_counts({}, n, [(d, _OPP_FIELD)])]


@production(
    "op",
    "names11_send_excavated_non_traps",
    "send up to {n} excavated non-Trap Cards to the GY",
)
def _send_excavated_non_traps(draft: Draft, n: int) -> list[dict[str, Any]]:
    """ "You can send up to 2 excavated non-Trap Cards to the GY" (めくったカードの中から罠
    カード以外のカードを２枚まで墓地へ送る): Monster and Spell Cards among the excavated ones."""
    chosen = {
        "from": "own_excavated",
        "n": n,
        "upto": True,
        "filter": {"kind": ["monster", "spell"]},
    }
    draft.picks.append(chosen)
    draft.last_pick = len(draft.picks) - 1
    return [{"op": "send", "target": {"pick": draft.last_pick}}]
