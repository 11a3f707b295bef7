"""Wai Wai Rush Party tables, and the format's fixed decks and Spell Deck from `card_data/`.

The official fixed decks are not public: the bundled ones are stand-ins (docs/RULES.md section 5),
marked `stand_in` in their files, which an organiser can replace with the official lists.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from validator.cards import CardDB
from validator.decks.jsonfile import DeckFile
from validator.decks.model import Deck
from validator.decks.team import decks_of, parse_file
from validator.formats.model import PartyRules
from validator.paths import bundled


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FixedDecksFile(_File):
    """`card_data/party/decks.json`: the decks the players may use."""

    stand_in: bool = Field(description="true while these are not the official lists")
    note: str = ""
    decks: list[DeckFile]


class SpellDeckFile(_File):
    """`card_data/party/spell_deck.json`: the shared Spell Deck."""

    stand_in: bool = Field(description="true while this is not the official list")
    note: str = ""
    deck: DeckFile


class PartyTableFile(_File):
    """A party table as JSON: each player's deck, and the Spell Deck (the format's when null)."""

    decks: list[DeckFile] = Field(max_length=10)
    spell_deck: DeckFile | None = None


@dataclass(frozen=True, slots=True)
class PartyTable:
    decks: tuple[Deck, ...]
    spell_deck: Deck | None = None  # None: the format's own Spell Deck


@dataclass(frozen=True, slots=True)
class PartySet:
    """The format's fixed decks and Spell Deck."""

    decks: tuple[Deck, ...]
    spell_deck: Deck
    stand_in: bool
    note: str


def table_from_data(data: Any, db: CardDB, source: str | None = None) -> PartyTable:
    """A party table from already-parsed JSON (what the HTTP API receives)."""
    parsed: PartyTableFile = parse_file(PartyTableFile, data, "party table", source)
    spell = decks_of([parsed.spell_deck], db, source)[0] if parsed.spell_deck else None
    return PartyTable(decks_of(parsed.decks, db, source), spell)


def _read(relative: str) -> Any:
    with bundled("card_data", relative).open(encoding="utf-8") as handle:
        return json.load(handle)


@cache
def load_party_set(rules: PartyRules, db: CardDB) -> PartySet:
    """The fixed decks and Spell Deck a party format names (bundled data; broken data raises)."""
    fixed = FixedDecksFile.model_validate(_read(rules.fixed_decks))
    spell = SpellDeckFile.model_validate(_read(rules.spell_deck))
    return PartySet(
        decks=decks_of(fixed.decks, db, rules.fixed_decks),
        spell_deck=decks_of([spell.deck], db, rules.spell_deck)[0],
        stand_in=fixed.stand_in or spell.stand_in,
        note=fixed.note or spell.note,
    )
