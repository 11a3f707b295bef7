"""Decks, teams and party tables, and the deck file formats."""

from validator.decks.model import SECTIONS, Deck, DeckEntry, SectionName

__all__ = ["SECTIONS", "Deck", "DeckEntry", "SectionName"]
