"""Card records and the card database."""

from validator.cards.db import CardDB, load_cards
from validator.cards.model import Card, normalize_name

__all__ = ["Card", "CardDB", "load_cards", "normalize_name"]
