"""Decks, teams and party tables, and the deck file formats."""

from validator.decks.io import (
    FORMS,
    DeckForm,
    detect_form,
    load_deck,
    load_decks,
    read_deck,
    refuse_repeated_stdin,
    write_deck,
)
from validator.decks.model import SECTIONS, Deck, DeckEntry, SectionName

__all__ = [
    "FORMS",
    "SECTIONS",
    "Deck",
    "DeckEntry",
    "DeckForm",
    "SectionName",
    "detect_form",
    "load_deck",
    "load_decks",
    "read_deck",
    "refuse_repeated_stdin",
    "write_deck",
]
