"""The card record: facts only (ids, names, kind, stats, Legend, MAXIMUM ATK, passcodes)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Kind = Literal["monster", "spell", "trap"]
Subtype = Literal["normal", "effect", "fusion", "ritual", "maximum", "union", "equip", "field"]
MaximumPart = Literal["center", "left", "right"]


class FusionPart(BaseModel):
    """Materials a Fusion Monster describes by their properties: `count` monsters (or more),
    each matching `filter` (a filter of the effect language)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    count: int = Field(ge=1, description="how many monsters")
    filter: dict[str, Any] = Field(
        default_factory=dict, description="the effect language's filter every one matches"
    )
    more: bool = Field(default=False, description='"2 or more": `count` is the least')
    same_name: bool = Field(default=False, description="they all have the same name")


class Card(BaseModel):
    """One Rush Duel card: one printed name, every print's EDOPro passcode as an alias."""

    # defer_build: the validator is built on first validation, not at import; loading the card
    # database constructs records without validating them (see CardDB).
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True, defer_build=True)

    id: int = Field(
        description="konami_id; cards without one use their Yugipedia page id (7 digits, never "
        "colliding with the 5-digit konami ids)"
    )
    name: str = Field(description="English name")
    name_ja: str | None = Field(default=None, description="Japanese name, without reading aids")
    kind: Kind
    subtype: Subtype | None = Field(
        default=None,
        description="monsters: normal/effect/fusion/ritual/maximum/union; "
        "spells: normal/equip/field/ritual; traps: none",
    )
    maximum_part: MaximumPart | None = None
    level: int | None = None
    atk: int | None = None
    def_: int | None = Field(default=None, alias="def")
    maximum_atk: int | None = None
    attribute: str | None = None
    race: str | None = Field(default=None, description="monster Type, e.g. Dragon")
    legend: bool = False
    extra_deck: bool = Field(default=False, description="a Fusion or Ritual monster")
    effect_monster: bool = Field(
        default=False,
        description="an Effect Monster (a Fusion or Ritual monster may have no effect)",
    )
    official: bool = Field(
        default=True, description="false when it cannot be used in official duels"
    )
    passcodes: list[int] = Field(default_factory=list, description="EDOPro ids of every print")
    fusion_materials: list[int] = Field(
        default_factory=list, description="ids of the materials named on a Fusion, one per copy"
    )
    fusion_generic_materials: bool = Field(
        default=False,
        description="true when a Fusion also needs materials described by properties, not names",
    )
    fusion_described: list[FusionPart] = Field(
        default_factory=list,
        description="the materials a Fusion describes by properties, in the card's order "
        "(empty while `fusion_generic_materials` when the materials text is not read)",
    )
    ritual_spells: list[int] = Field(
        default_factory=list, description="ids of the Ritual Spells that summon a Ritual monster"
    )
    maximum_set: list[int] = Field(
        default_factory=list,
        description="ids of the Maximum set a piece belongs to: centre, [L], [R] (a piece that "
        "takes an [L] or [R] name in the hand belongs to that name's set)",
    )

    def record(self) -> dict:
        """The card as stored in `card_data/cards.json` and printed by `cards show --json`."""
        return self.model_dump(by_alias=True)


_PUNCTUATION = re.compile(r"[\W_]+", re.UNICODE)


def normalize_name(name: str) -> str:
    """A name reduced for matching: width-folded, case-folded, punctuation and spaces removed.

    "Sevens Road Magician", "sevens-road magician" and the full-width Japanese forms all map
    to one key, so text deck lists match however a player typed the name.
    """
    folded = unicodedata.normalize("NFKC", name).casefold()
    return _PUNCTUATION.sub("", folded)
