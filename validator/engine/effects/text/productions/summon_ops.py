"""More Special, Fusion and Ritual Summons: Ritual Spells that describe the Ritual monster
("Ritual Summon a Level 7 LIGHT Attribute Zombie Type monster by sending ...") or take their
materials from the hand alone, Fusion Summons of a monster that mentions a card as material,
of a monster whose ATK equals its DEF, and with this card and a counted monster as materials.

A Ritual Spell that describes its Ritual monster summons the Ritual monsters its description
fits (the engine's `ritual.monster`); one that names it summons the monsters whose text names
the Spell, and is read only when those are the ones it names (as in `summons.py`).
"""

from __future__ import annotations

from typing import Any

from validator.cards import load_cards
from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, production
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.productions import fusion
from validator.engine.effects.text.productions.summons import _NOT_MORE, _ritual_monsters
from validator.engine.effects.text.slots import one_of

Steps = list[dict[str, Any]]

# ----------------------------------------------------------------------------- Ritual Summon

_RITUAL_FROM = {
    "your hand or field": {"hand": True},
    "your field": {},
    "your hand": {"hand": True, "field": False},
}
"""Where a Ritual Spell's materials come from, as the spec of the engine says it."""


SLOTS["summon_ritual_from"] = one_of(_RITUAL_FROM)


def _ritual_monster(draft: Draft, m: dict[str, Any]) -> tuple[dict[str, Any] | None, set[int]]:
    """The Ritual monsters a Ritual Spell summons: their filter (None: those whose text names
    the Spell) and their Levels in the card database."""
    db = load_cards()
    if "names" in m:
        if set(m) - {"names"} or set(m["names"]) != _ritual_monsters().get(draft.card.id, set()):
            raise NoMatch("the Ritual monsters named are not those that name this Spell")
        return None, {db.get(i).level for i in m["names"]}  # type: ignore[union-attr]
    if m.get("count") != 1 or m.get("noun") != "monster" or m.get("plural"):
        raise NoMatch("one Ritual monster")
    if set(m) & {"upto", "other", "face", "position", "except", "all", "subtype", "subtype_not"}:
        raise NoMatch("a Ritual monster by its properties")
    chosen = {k: v for k, v in (to_filter(m) or {}).items() if k != "kind"}
    chosen["subtype"] = "ritual"
    from validator.engine.cards import CardInfo
    from validator.engine.effects.filters import compile_filter

    test = compile_filter(chosen)
    levels = {
        card.level
        for card in db
        if card.subtype == "ritual" and test.test(CardInfo(card), card.atk or 0)
    }
    if not levels:
        raise NoMatch("no Ritual monster fits the description")
    return chosen, levels


def _ritual_spell(
    draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str, level: int | None, one: bool
) -> None:
    """A Ritual Spell's materials and monsters. `level`: the total the text asks for (each
    Ritual monster's Level); `one`: "by sending 1 ... monster", one material whose Level
    reaches every Ritual monster's own (so no more monsters than necessary)."""
    if draft.kind != "ritual" or draft.ritual is not None or draft.effect:
        raise NoMatch("a Ritual Summon is a Ritual Spell's first sentence")
    monster, levels = _ritual_monster(draft, m)
    if level is not None and levels != {level}:
        raise NoMatch("the total Level asked is not the Ritual monster's Level")
    plain = d.get("noun") == "monster" or (d.get("noun") == "Monster" and d.get("subtype"))
    if not plain or set(d) & {"all", "other", "article", "upto", "except", "position"}:
        raise NoMatch("materials are monsters")
    if one:
        chosen = to_filter(d) or {}
        least = chosen.get("level_min", chosen.get("level"))
        if d.get("count") != 1 or d.get("plural") or not isinstance(least, int):
            raise NoMatch("one material of a Level")
        if max(levels) > least:
            raise NoMatch("one material whose Level reaches the Ritual monster's")
    elif not d.get("plural") or "count" in d:
        raise NoMatch("monsters whose total Levels")
    if d.get("face") == "face-down":
        raise NoMatch("face-down materials")
    spec: dict[str, Any] = dict(_RITUAL_FROM[at])
    faceup = d.get("face") == "face-up"
    if faceup and spec.get("hand"):
        raise NoMatch("face-up monsters from the hand")
    if not faceup and spec.get("field", True):
        spec["facedown"] = True
    material = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    if material:
        spec["filter"] = material
    if monster is not None:
        spec["monster"] = monster
    draft.ritual = spec


@production(
    "sentence",
    "summon_ritual_total",
    "Ritual Summon {m:desc} by sending {d:desc} from {at:summon_ritual_from} to the GY whose "
    f"total Levels equal {{n}} or more as material {_NOT_MORE}",
)
def _ritual_total(draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str, n: int) -> None:
    _ritual_spell(draft, m, d, at, n, False)


@production(
    "sentence",
    "summon_ritual_level",
    "Ritual Summon {m:desc} by sending {d:desc} from {at:summon_ritual_from} to the GY as "
    "material whose total Levels equal or exceed the Level of the monster you Ritual Summon "
    f"{_NOT_MORE}",
)
def _ritual_level(draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str) -> None:
    _ritual_spell(draft, m, d, at, None, False)


@production(
    "sentence",
    "summon_ritual_one",
    "Ritual Summon {m:desc} by sending {d:desc} from {at:summon_ritual_from} to the GY as material",
)
def _ritual_one(draft: Draft, m: dict[str, Any], d: dict[str, Any], at: str) -> None:
    _ritual_spell(draft, m, d, at, None, True)


# ----------------------------------------------------------------------------- Fusion Summon

_MENTIONS = ("mentions", "lists")


for _verb in _MENTIONS:
    for _i, _as in enumerate(fusion._MATERIAL):
        _suffix = "" if _i == 0 else "_materials"

        @production(
            "op",
            f"summon_fusion_{_verb}{_suffix}",
            f"Fusion Summon {{m:desc}} that {_verb} {{names}} as material by "
            f"{{how:fusion_verb}} {{d:desc}} {{at:fusion_from}} {{go:fusion_go}} {_as}",
        )
        def _mentions(
            draft: Draft,
            m: dict[str, Any],
            names: list[int],
            how: str,
            d: dict[str, Any],
            at: str,
            go: str,
        ) -> Steps:
            """ "Fusion Summon a monster that mentions "A" or "B" as material by ...": a Fusion
            Monster whose materials name one of them."""
            more = {"materials_name": list(names)}
            return fusion._checked(how, go, fusion._fusion(m, d, at, go, False, more))


@production(
    "op",
    "summon_fusion_atk_is_def",
    "Fusion Summon {m:desc} whose ATK equals its own DEF by {how:fusion_verb} {d:desc} "
    "{at:fusion_from} {go:fusion_go} as material",
)
def _atk_is_def(
    draft: Draft, m: dict[str, Any], how: str, d: dict[str, Any], at: str, go: str
) -> Steps:
    """A Fusion Monster whose ATK equals its DEF (in the Extra Deck: as printed)."""
    more = {"original_atk_is_def": True}
    return fusion._checked(how, go, fusion._fusion(m, d, at, go, False, more))


for _i, _as in enumerate(fusion._MATERIAL):
    _suffix = "" if _i == 0 else "_materials"

    @production(
        "op",
        f"summon_fusion_self_and{_suffix}",
        f"Fusion Summon by {{how:fusion_verb}} this card from your field and {{d:desc}} "
        f"{{at:fusion_from}} {{go:fusion_go}} {_as}",
    )
    def _self_and(draft: Draft, how: str, d: dict[str, Any], at: str, go: str) -> Steps:
        """ "... by shuffling this card from your field and 1 monster from your field or GY
        into the Deck as materials": this card and as many more materials as counted."""
        count = d.get("count")
        if not isinstance(count, int) or set(d) != {"count", "noun"} or d["noun"] != "monster":
            raise NoMatch("a count of other monsters (what every material is: any monster)")
        if "field" not in fusion._FROM[at]:
            raise NoMatch("this card is a material from the field")
        plural = dict(d, plural=True)
        del plural["count"]
        steps = fusion._checked(how, go, fusion._fusion(None, plural, at, go, True))
        steps[0]["count"] = count + 1
        return steps


# -------------------------------------------------------------------------- empty hands

_NO_HAND = {"cond": "not", "condition": {"cond": "hand_min", "count": 1}}
"""You have no cards in your hand (this card, resolving, is in none)."""


@production("condition", "summon_no_hand", "you have no cards in your hand")
def _no_hand(draft: Draft) -> list[dict[str, Any]]:
    return [dict(_NO_HAND)]


@production("condition", "summon_neither_hand", "neither player has cards in their hand")
def _neither_hand(draft: Draft) -> list[dict[str, Any]]:
    return [dict(_NO_HAND), {"cond": "opp_hand", "max": 0}]
