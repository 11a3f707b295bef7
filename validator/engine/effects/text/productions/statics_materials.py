"""A monster treated as 2 Fusion Materials: "This card can be treated as 2 materials, "X-Head
Cannon" and "Y-Dragon Head", for the Fusion Summon of "XYZ-Dragon Cannon"" (「ＸＹＺ－ドラゴン・
キャノン」をフュージョン召喚する場合、このカードは「Ｘ－ヘッド・キャノン」と「Ｙ－ドラゴン・ヘッド」
の２体分の素材にできる): a fact of the card wherever it is used as material, the two named
materials of that one Fusion Monster at once (or one of its own name, as usual)."""

from __future__ import annotations

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import production
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.productions.statics import _continuous


@production(
    "summoning",
    "statics_double_material",
    "this card can be treated as 2 materials, {a:name} and {b:name}, for the Fusion Summon of "
    "{f:name}",
)
def _double_material(draft: Draft, a: int, b: int, f: int) -> None:
    fusion = card_facts(f)
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster":
        raise NoMatch("a monster as material")
    if fusion is None or fusion.subtype != "fusion":
        raise NoMatch("the Fusion Summon of a Fusion Monster")
    wanted = list(fusion.fusion_materials)
    if fusion.fusion_generic_materials or any(wanted.count(n) < [a, b].count(n) for n in (a, b)):
        raise NoMatch("two of the materials the Fusion Monster names")
    mods = _continuous(draft)
    if any(m.get("rule") == "double_material" for m in mods):
        raise NoMatch("one such fact a card")
    mods.append({"rule": "double_material", "value": [a, b], "filter": {"ids": [f]}})
