"""Union monsters: "Equip this card to 1 face-up Fairy Type monster on your field as an Equip
Spell Card with the following effect. ●The equipped monster gains 800 ATK"
(自分フィールドの表側表示モンスター（天使族）１体を選び、このカードを以下の効果を持つ装備魔法
カード扱いで装備する。●装備モンスターの攻撃力は８００アップする。).

The monster's effect chooses one other face-up monster of its controller's field and moves
itself from the Monster Zone to a Spell & Trap Zone, face-up, attached to that monster as an
Equip Spell Card (`equip_self`; activated only with a Spell & Trap Zone free). Its "●"
sentences are read as an Equip Spell's static effects (`Draft.following`), put in a
continuous effect of the card: they reach the equipped monster only, so they do nothing while
the card is a monster. A "●" sentence changing anything but the equipped monster (a rule of a
side) stays unread: it would be in force while the card stands in the Monster Zone too.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch


def _one_faceup_own_monster(t: dict[str, Any]) -> bool:
    desc, place = t.get("desc"), t.get("place")
    if not desc or not place or place.get("side") != "own" or place.get("zone") != "field":
        return False
    if set(desc) & {"all", "upto", "andor", "other", "highest", "relate"}:
        return False
    return desc.get("count") == 1 and desc.get("face") == "face-up" and not desc.get("position")


@production(
    "sentence",
    "union_equip_self",
    "equip this card to {t:target} as an Equip Spell Card with the following effect",
)
def _equip_self(draft: Draft, t: dict[str, Any]) -> None:
    if draft.card.card_type != "Monster" or draft.kind != "ignition":
        raise NoMatch("only a monster's effect equips the monster itself")
    if draft.following is not None or draft.trunk is not None or draft.choices:
        raise NoMatch("one Equip Spell Card effect, outside any choice")
    if not _one_faceup_own_monster(t):
        raise NoMatch("1 face-up monster on your field")
    target = draft.target(t)
    pick = draft.picks[target["pick"]]
    if pick.get("filter", {}).get("kind") != "monster":
        raise NoMatch("a monster")
    pick["not_self"] = True  # the card itself becomes the Equip Spell Card
    draft.effect.append({"op": "equip_self", "target": target})
    draft.following = Draft(draft.card, "equip")
