"""The engine settings and decks of the multiplayer formats, from the regulations and the
bundled party data (the Spell Deck is part of a party game's settings, so a log replays)."""

from __future__ import annotations

import datetime as dt

from validator.cards import CardDB, load_cards
from validator.decks.model import Deck
from validator.decks.party import PartySet, load_party_set
from validator.engine import DeckList, Settings
from validator.formats import load_regulations
from validator.playtest.runner import to_decklist


def format_settings(name: str, day: dt.date | None = None, **extra) -> Settings:
    """The engine settings of a format's `play` data on a date (default: today)."""
    rules = load_regulations().format(name).rules_on(day or dt.date.today())
    return Settings.from_play({**rules.play, **extra})


def _party_rules(day: dt.date | None):
    return load_regulations().format("party").rules_on(day or dt.date.today())


def party_set(db: CardDB | None = None, day: dt.date | None = None) -> PartySet:
    return load_party_set(_party_rules(day).party, db or load_cards())


def party_players(day: dt.date | None = None) -> int:
    """Players at a party table."""
    return _party_rules(day).party.players


def party_settings(db: CardDB | None = None, day: dt.date | None = None) -> Settings:
    """The party format's settings with its Spell Deck."""
    db = db or load_cards()
    spells = to_decklist(party_set(db, day).spell_deck, db).main
    return format_settings("party", day, spell_deck=spells)


def party_fixed_decks(db: CardDB | None = None) -> list[tuple[str, Deck]]:
    """The format's fixed decks (the bundled stand-ins), by name, as deck files give them."""
    db = db or load_cards()
    return [(d.name or f"deck {i + 1}", d) for i, d in enumerate(party_set(db).decks)]


def party_decks(db: CardDB | None = None) -> list[tuple[str, DeckList]]:
    """The format's fixed decks (the bundled stand-ins), by name, as the engine plays them."""
    db = db or load_cards()
    return [(name, to_decklist(deck, db)) for name, deck in party_fixed_decks(db)]
