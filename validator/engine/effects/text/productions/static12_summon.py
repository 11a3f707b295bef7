"""ATK a monster gains by the monsters its summon used: "This card gains ATK equal to [the total
original ATK of the 2 monsters Tributed when Tribute Summoning this card in Attack Position]"
(このカードを攻撃表示でアドバンス召喚する際にリリースしたモンスターの元々の攻撃力の合計分アップ
する), "... [the original ATK of 1 monster that was Tributed to Tribute Summon this card in Attack
Position] x 2", "The ATK of this card is increased by [the original Level of 1 FIRE Attribute
Pyro Type monster Tributed when ...] x 400", "This card that was Normal Summoned by Tributing 3
monsters gains 800 ATK", and a Fusion Monster's "[the total original ATK of the monsters used as
material when Fusion Summoning this card]".

The Tributes (or materials) are judged as they stand when they are used (their facts then,
their original ATK, their printed Level), and the ATK is worked out then: the rule
`summon_atk`, a fact of the card that becomes a lasting change of it as it is summoned, which
ends when it leaves the field or is turned face-down (a card that comes back face-up is a new
card, summoned with nothing). A Set is no summon.

So too the traits a Fusion Monster has by its materials ("This card that was Fusion Summoned
using 3 or more monsters as material cannot be destroyed by card effects", "If this card was
Fusion Summoned using 2 or more monsters whose original Levels are 8 as material, it can attack
twice per turn"): the rule `summon_grant`.
"""

from __future__ import annotations

from typing import Any

from validator.engine.effects.text.describe import to_filter
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, production
from validator.engine.effects.text.names import NoMatch, card_facts

_TRIBUTED = "Tributed when Tribute Summoning this card in Attack Position"
_WAS_TRIBUTED = "that was Tributed to Tribute Summon this card in Attack Position"


def _tributes_filter(draft: Draft, d: dict[str, Any]) -> dict[str, Any] | None:
    """What the Tributes counted must be ("Effect Monsters", "1 FIRE Attribute monster"), for a
    monster Tribute Summoned from the hand (Level 5 or higher)."""
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster" or card.extra_deck or (card.level or 0) < 5:
        raise NoMatch("a monster Tribute Summoned")
    if draft.kind != "continuous" or draft.condition:
        raise NoMatch("a continuous effect without a requirement")
    if d.get("noun") not in ("monster", "Monster") or "names" in d:
        raise NoMatch("monsters")
    if set(d) & {"all", "upto", "other", "place", "face", "position", "stat", "article"}:
        raise NoMatch("monsters of a plain description")
    chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    return chosen or None


def _gain(draft: Draft, value: dict[str, Any], chosen: dict[str, Any] | None) -> None:
    if any(m.get("rule") == "summon_atk" and m["value"] == value for m in draft.modifiers):
        raise NoMatch("the same gain twice")
    mod: dict[str, Any] = {"rule": "summon_atk", "value": value}
    if chosen:
        mod["filter"] = chosen
    draft.modifiers.append(mod)


@production(
    "static",
    "static12_summon_total_atk",
    f"this card gains ATK equal to [the total original ATK of the {{d:desc}} {_TRIBUTED}]",
)
def _total_atk(draft: Draft, d: dict[str, Any]) -> None:
    """Each Tribute matching the description, its original ATK (the count said, "the 2
    monsters", is what its Level asks; one that stands as 2 Tributes is one monster)."""
    if not d.get("plural"):
        raise NoMatch("the Tributes")
    _gain(draft, {"per": 1, "of": "atk"}, _tributes_filter(draft, d))


@production(
    "static",
    "static12_summon_one_atk",
    f"this card gains ATK equal to [the original ATK of {{d:desc}} {_WAS_TRIBUTED}] x {{n}}",
)
def _one_atk(draft: Draft, d: dict[str, Any], n: int) -> None:
    if d.get("count") != 1 or d.get("plural"):
        raise NoMatch("the one Tribute")
    _gain(draft, {"per": n, "of": "atk"}, _tributes_filter(draft, d))


@production(
    "static",
    "static12_summon_one_level",
    f"the ATK of this card is increased by [the original Level of {{d:desc}} {_TRIBUTED}] x {{n}}",
)
def _one_level(draft: Draft, d: dict[str, Any], n: int) -> None:
    """The one Tribute's original Level, if it matches the description (else nothing)."""
    if d.get("count") != 1 or d.get("plural"):
        raise NoMatch("the one Tribute")
    _gain(draft, {"per": n, "of": "level"}, _tributes_filter(draft, d))


@production(
    "static",
    "static12_summon_by_tributing",
    "this card that was Normal Summoned by Tributing {d:desc} gains {n} ATK",
)
def _by_tributing(draft: Draft, d: dict[str, Any], n: int) -> None:
    """Summoned by Tributing that many monsters (of a kind) at least."""
    count = d.get("count")
    if not isinstance(count, int) or count < 2 or not d.get("plural"):
        raise NoMatch("a number of Tributes")
    _gain(draft, {"per": n, "min": count}, _tributes_filter(draft, d))


@production(
    "static",
    "static12_summon_materials_atk",
    "this card gains ATK equal to [the total original ATK of the {d:desc} used as material when "
    "Fusion Summoning this card]",
)
def _materials_atk(draft: Draft, d: dict[str, Any]) -> None:
    """A Fusion Monster's materials (from wherever they were: the field, the hand, the GY),
    each matching the description, their original ATK as they were used."""
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster" or card.subtype != "fusion":
        raise NoMatch("a Fusion Monster's materials")
    if draft.kind != "continuous" or draft.condition:
        raise NoMatch("a continuous effect without a requirement")
    if d.get("noun") not in ("monster", "Monster") or not d.get("plural") or "count" in d:
        raise NoMatch("the materials")
    if set(d) & {"all", "upto", "other", "place", "face", "position", "stat", "names"}:
        raise NoMatch("monsters of a plain description")
    chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"}
    _gain(draft, {"per": 1, "of": "atk"}, chosen or None)


# ------------------------------------------------------------- what a Fusion Summon grants

_GRANTS = frozenset({"indestructible", "extra_attack"})
"""The traits a monster may have by its Fusion Summon's materials (`summon_grant`)."""


def _granted(draft: Draft, n: int, d: dict[str, Any] | None, t: Parse) -> None:
    """The traits this Fusion Monster has when its Fusion Summon used at least n monsters
    (matching the description)."""
    card = card_facts(draft.card.id)
    if card is None or card.kind != "monster" or card.subtype != "fusion":
        raise NoMatch("a Fusion Monster's materials")
    if draft.kind != "continuous" or draft.condition:
        raise NoMatch("a continuous effect without a requirement")
    chosen = None
    if d is not None:
        if d.get("noun") not in ("monster", "Monster") or not d.get("plural") or "count" in d:
            raise NoMatch("materials of a kind")
        if set(d) & {"all", "upto", "other", "place", "face", "position", "stat", "names"}:
            raise NoMatch("monsters of a plain description")
        chosen = {k: v for k, v in (to_filter(d) or {}).items() if k != "kind"} or None
    for trait in build(t, draft):
        if trait["rule"] not in _GRANTS or set(trait) - {"rule", "value"}:
            raise NoMatch("a trait a summon grants")
        value = {"min": n, "rule": trait["rule"], "value": trait.get("value", 1)}
        mod: dict[str, Any] = {"rule": "summon_grant", "value": value}
        if chosen:
            mod["filter"] = chosen
        draft.modifiers.append(mod)


@production(
    "static",
    "static12_summon_fusion_using",
    "this card that was Fusion Summoned using {n} or more monsters as material {t:traits}",
)
def _fusion_using(draft: Draft, n: int, t: Parse) -> None:
    _granted(draft, n, None, t)


@production(
    "static",
    "static12_summon_if_fusion_using",
    "if this card was Fusion Summoned using {n} or more {d:desc} as material, it {t:traits}",
)
def _if_fusion_using(draft: Draft, n: int, d: dict[str, Any], t: Parse) -> None:
    _granted(draft, n, d, t)
