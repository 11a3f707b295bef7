"""Union monsters equipped to a named monster or a Fusion Monster that lists it as material:
"Equip this card to 1 face-up "X-Head Cannon", or Fusion Monster that mentions it as material,
on your field as an Equip Spell Card with the following effect", "... to 1 face-up "X-Head
Cannon", "Y-Dragon Head", or Fusion Monster that mentions either of those cards as material,
...".

"It" and "either of those cards" are the cards named before (「Ｘ－ヘッド・キャノン」またはその
カード名が融合素材に記された融合モンスター): the monster equipped is one of those names, or a
Fusion Monster whose materials name one of them (`materials_name`). As for every Union monster
(`productions/union_equip.py`), the "●" sentences that follow are the Equip Spell's effect.
"""

from __future__ import annotations

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions.union_equip import _equip_self
from validator.engine.effects.text.slots import one_of

_THOSE = {"it": 1, "either of those cards": 2}
"""The words that refer back to the cards named, by how many cards they refer to."""

SLOTS["fusion10_those"] = one_of(_THOSE)


_FOLLOWING = "as material, on your field as an Equip Spell Card with the following effect"


def _equip_or_fusion(draft: Draft, names: list[int], those: str) -> None:
    if len(names) != _THOSE[those]:
        raise NoMatch("the cards referred to are those named")
    one = {"count": 1, "face": "face-up", "noun": "monster"}
    _equip_self(draft, {"desc": one, "place": {"prep": "on", "side": "own", "zone": "field"}})
    pick = draft.picks[draft.effect[-1]["target"]["pick"]]
    pick["filter"] = {
        **pick["filter"],
        "any_of": [{"ids": list(names)}, {"subtype": "fusion", "materials_name": list(names)}],
    }


@production(
    "sentence",
    "fusion10_equip_or_fusion",
    "equip this card to 1 face-up {a:name}, or Fusion Monster that mentions "
    f"{{those:fusion10_those}} {_FOLLOWING}",
)
def _one_or_fusion(draft: Draft, a: int, those: str) -> None:
    _equip_or_fusion(draft, [a], those)


@production(
    "sentence",
    "fusion10_equip_two_or_fusion",
    "equip this card to 1 face-up {a:name}, {b:name}, or Fusion Monster that mentions "
    f"{{those:fusion10_those}} {_FOLLOWING}",
)
def _two_or_fusion(draft: Draft, a: int, b: int, those: str) -> None:
    _equip_or_fusion(draft, [a, b], those)
