"""Summoning procedures and zone facts of a summoning condition: Contact Fusion, a Special
Summon from the hand (under a condition, or by revealing a card), a Normal Summon without
Tributing, and "treated as a Legend Card while in the hand or GY".

Each becomes a modifier of the card's continuous effect that the engine reads off the card's
record (`validator/engine/procedures.py`): `contact_fusion`, `hand_special` and `no_tribute`
are legal actions of their own; `legend` is a fact the card has in its hand or GY.
"""

from __future__ import annotations

from typing import Any

from validator.engine.cards import CardInfo
from validator.engine.effects.filters import compile_filter
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, Parse, Slot, build, production
from validator.engine.effects.text.names import NoMatch, card_facts
from validator.engine.effects.text.productions.statics import STATIC_CONDITIONS, _continuous
from validator.engine.effects.text.slots import read_alternatives

PROCEDURE_CONDITIONS = STATIC_CONDITIONS - {"maximum_mode", "self_position"}
"""What a summoning procedure may ask: facts of the game now (none about this card on the
field, which it is not yet)."""


def _monster(draft: Draft) -> Any:
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster":
        raise NoMatch("a monster's summoning procedure")
    return card


def _procedure(draft: Draft, mod: dict[str, Any]) -> None:
    mods = _continuous(draft)
    if any(m.get("rule") == mod["rule"] for m in mods):
        raise NoMatch(f"two {mod['rule']} procedures")
    mods.append(mod)


# ----------------------------------------------------------------------------- Contact Fusion


@production(
    "summoning",
    "summoning_contact",
    "this card can be Contact Fusioned",
    "this card can be Contact Fusioned (Fusion Summon by shuffling the above face-up monsters "
    "from your field into the owner's Deck as materials)",
)
def _contact(draft: Draft) -> None:
    """The materials are the card data's (the "above" monsters of the card, named or described)."""
    card = _monster(draft)
    if not CardInfo(card).fusion_known:
        raise NoMatch("a Fusion Monster whose materials are known")
    _procedure(draft, {"rule": "contact_fusion"})


# ------------------------------------------------------------------------------ Legend Cards

_LEGEND_ZONES = {"the hand": ("hand",), "the GY": ("gy",), "the hand or GY": ("hand", "gy")}

for _where, _zones in _LEGEND_ZONES.items():

    @production(
        "summoning",
        f"summoning_legend_in_{'_'.join(_zones)}",
        f"this card is treated as a Legend Card while in {_where}",
    )
    def _legend_in(draft: Draft, _z: tuple[str, ...] = _zones) -> None:
        mods = _continuous(draft)
        for zone in _z:
            if any(m.get("rule") == "legend" and m.get("zone") == zone for m in mods):
                raise NoMatch(f"a Legend Card twice in the {zone}")
            mods.append({"rule": "legend", "zone": zone})


# ------------------------------------------------------------- Special Summon from the hand


def _conditions(draft: Draft, c: Parse) -> list[dict[str, Any]]:
    conds = build(c, draft)
    for cond in conds:
        if cond["cond"] not in PROCEDURE_CONDITIONS:
            raise NoMatch(f"{cond['cond']} is not a fact a summoning procedure asks")
    return conds


def _hand_special(draft: Draft, conds: list[dict[str, Any]], defense: bool = False) -> None:
    card = _monster(draft)
    if card.extra_deck:
        raise NoMatch("an Extra Deck monster is not in the hand")
    mod: dict[str, Any] = {"rule": "hand_special", "zone": "hand"}
    if defense:
        mod["value"] = "defense"
    if conds:
        mod["condition"] = conds
    _procedure(draft, mod)


_FROM_HAND = "you can Special Summon this card from your hand face-up to your field"
_FROM_HAND_DEFENSE = (
    "you can Special Summon this card from your hand to your field in face-up Defense Position"
)


@production("summoning", "summoning_hand_special_if", f"if {{c:cond}}, {_FROM_HAND}")
def _hand_special_if(draft: Draft, c: Parse) -> None:
    _hand_special(draft, _conditions(draft, c))


@production(
    "summoning", "summoning_hand_special_if_defense", f"if {{c:cond}}, {_FROM_HAND_DEFENSE}"
)
def _hand_special_if_defense(draft: Draft, c: Parse) -> None:
    _hand_special(draft, _conditions(draft, c), defense=True)


def _matches_itself(draft: Draft, chosen: dict[str, Any]) -> bool:
    card = card_facts(draft.card.id)
    info = CardInfo(card)  # type: ignore[arg-type]
    return compile_filter(chosen, draft.card.id).test(info, info.atk)


def _read_revealed(text: str) -> list[dict[str, Any]]:
    """ "1 Level 7 monster", "1 "A" or 1 "B"": the descriptions of the card revealed."""
    try:
        return [read_desc(text)]
    except NoMatch:
        return read_alternatives(text)


SLOTS["revealed"] = Slot(_read_revealed, lambda alts: " or ".join(render_desc(d) for d in alts))


def _revealed(draft: Draft, alternatives: list[dict[str, Any]]) -> dict[str, Any]:
    """The card revealed: one card of the hand other than this one. Revealing shows a card
    and moves nothing: the procedure asks only that the hand holds it (a card the text does
    not call "other" must be another card anyway: the description must not fit this card)."""
    filters = []
    other = False
    for desc in alternatives:
        if desc.get("count") != 1 or desc.get("article") or desc.get("upto"):
            raise NoMatch("one card revealed")
        if desc.get("all") or desc.get("face") or desc.get("position") or desc.get("andor"):
            raise NoMatch("a revealed card has no position")
        other = other or bool(desc.get("other"))
        filters.append(to_filter(desc) or {})
    if len(filters) == 1:
        chosen = filters[0]
    elif all(set(f) == {"ids"} for f in filters):
        chosen = {"ids": [i for f in filters for i in f["ids"]]}
    else:
        chosen = {"any_of": filters}
    if other and len(alternatives) > 1:
        raise NoMatch("'other' in one of several alternatives")
    if not other and _matches_itself(draft, chosen):
        raise NoMatch("the card revealed could be this card itself")
    made: dict[str, Any] = {"cond": "has", "from": "own_hand", "other": True}
    if chosen:
        made["filter"] = chosen
    return made


@production(
    "summoning",
    "summoning_hand_special_reveal",
    f"{_FROM_HAND} by revealing {{r:revealed}} in your hand",
)
def _hand_special_reveal(draft: Draft, r: list[dict[str, Any]]) -> None:
    _hand_special(draft, [_revealed(draft, r)])


# ---------------------------------------------------------------- Normal Summon, no Tribute


def _no_tribute(draft: Draft, conds: list[dict[str, Any]]) -> None:
    card = _monster(draft)
    if card.extra_deck or (card.level or 0) < 5:
        raise NoMatch("only a Level 5 or higher monster needs Tributes")
    mod: dict[str, Any] = {"rule": "no_tribute", "zone": "hand"}
    if conds:
        mod["condition"] = conds
    _procedure(draft, mod)


_NO_TRIBUTE = "you can Normal Summon this card without Tributing"


@production("summoning", "summoning_no_tribute", _NO_TRIBUTE)
def _no_tribute_always(draft: Draft) -> None:
    _no_tribute(draft, [])


@production("summoning", "summoning_no_tribute_if", f"if {{c:cond}}, {_NO_TRIBUTE}")
def _no_tribute_if(draft: Draft, c: Parse) -> None:
    _no_tribute(draft, _conditions(draft, c))


# ---------------------------------------------------------------- Tribute Summon, 1 Tribute


def _one_tribute(draft: Draft, d: dict[str, Any], conds: list[dict[str, Any]]) -> None:
    card = _monster(draft)
    if card.extra_deck or (card.level or 0) < 7:
        raise NoMatch("only a Level 7 or higher monster needs more than 1 Tribute")
    if d.get("count") != 1 or d.get("article") or d.get("upto") or d.get("all"):
        raise NoMatch("1 Tribute")
    if d.get("other") or d.get("position") or d.get("face") not in (None, "face-up"):
        raise NoMatch("a Tribute in a position")
    if "names" not in d and d.get("noun") not in ("monster", "Monster"):
        raise NoMatch("a Tribute is a monster")
    mod: dict[str, Any] = {"rule": "one_tribute", "zone": "hand"}
    if d.get("face"):
        mod["value"] = "faceup"
    chosen = to_filter({k: v for k, v in d.items() if k != "face"})
    if chosen and chosen != {"kind": "monster"}:
        mod["filter"] = chosen
    if conds:
        mod["condition"] = conds
    _procedure(draft, mod)


_ONE_TRIBUTE = "you can Tribute Summon this card in Attack Position by Tributing {d:desc}"


@production("summoning", "summoning_one_tribute", _ONE_TRIBUTE)
def _one_tribute_always(draft: Draft, d: dict[str, Any]) -> None:
    _one_tribute(draft, d, [])


@production("summoning", "summoning_one_tribute_if", f"if {{c:cond}}, {_ONE_TRIBUTE}")
def _one_tribute_if(draft: Draft, c: Parse, d: dict[str, Any]) -> None:
    _one_tribute(draft, d, _conditions(draft, c))
