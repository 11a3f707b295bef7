"""What changed between two Limit Regulation lists: shared by `regulation diff` and `update`."""

from __future__ import annotations

from validator.cards import CardDB, load_cards
from validator.formats.model import LimitList

STATUS = {0: "Forbidden", 1: "Limited", 2: "Semi-Limited", 3: "Unlimited"}


def card_name(card_id: int, cards: CardDB | None = None) -> str:
    """A card's name in a database (the data in use by default), or a clear stand-in."""
    card = (cards or load_cards()).get(card_id)
    return card.name if card else f"unknown card {card_id}"


def list_diff(old: LimitList, new: LimitList, cards: CardDB | None = None) -> list[dict]:
    """Every card whose allowed copies differ between two lists, by card name.

    Names come from `cards` (the data in use by default): `update` passes the new database so
    that cards new in this update are named.
    """
    before, after = old.limits(), new.limits()
    changes = [
        {
            "id": card,
            "name": card_name(card, cards),
            "from": before.get(card, 3),
            "to": after.get(card, 3),
        }
        for card in before.keys() | after.keys()
        if before.get(card, 3) != after.get(card, 3)
    ]
    return sorted(changes, key=lambda c: (c["to"], c["name"].casefold()))


def change_line(change: dict) -> str:
    """One change of a `list_diff` as a person reads it."""
    return f"{change['name']} ({change['id']}): {STATUS[change['from']]} -> {STATUS[change['to']]}"
