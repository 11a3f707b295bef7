"""Write the stand-in Wai Wai Rush Party decks: python scripts/build_party_decks.py

The official fixed decks are not public (docs/RULES.md section 5). The stand-ins are four 40-card
decks of official Normal Monsters from card_data/cards.json, one per attribute group, each the
strongest 10 Level 1-4 (x3), 3 Level 5-6 (x3) and 1 Level 7+ (x1) of its group; and the Spell
Deck of the 6 known party spells, 5 copies each. An organiser replaces these files with the
official lists when they are known.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from validator.cards import load_cards  # noqa: E402
from validator.cards.model import Card  # noqa: E402

GROUPS = (("LIGHT",), ("DARK",), ("EARTH",), ("FIRE", "WATER", "WIND"))
# (lowest level, highest level, names, copies of each)
SHAPE = ((1, 4, 10, 3), (5, 6, 3, 3), (7, 12, 1, 1))
PARTY_SPELLS = (1207650, 1207651, 1207652, 1207670, 1207671, 1208675)
SPELL_COPIES = 5
NOTE = (
    "Stand-in: the official Wai Wai Rush Party lists are not public. Replace this file with "
    "the official lists when they are known (docs/RULES.md section 5)."
)


def _normal_monsters(cards: list[Card], attributes: tuple[str, ...]) -> list[Card]:
    return [
        card
        for card in cards
        if card.kind == "monster"
        and card.subtype == "normal"
        and card.official
        and not card.legend
        and card.passcodes
        and card.attribute in attributes
    ]


def fixed_deck(cards: list[Card], attributes: tuple[str, ...], number: int) -> dict:
    pool = sorted(_normal_monsters(cards, attributes), key=lambda c: (-(c.atk or 0), c.id))
    main = []
    for low, high, names, copies in SHAPE:
        picked = [card for card in pool if low <= (card.level or 0) <= high][:names]
        if len(picked) < names:
            raise SystemExit(f"not enough Level {low}-{high} Normal Monsters for {attributes}")
        main += [{"id": card.id, "count": copies} for card in picked]
    name = f"Stand-in deck {number}: {'/'.join(a.title() for a in attributes)} Normal Monsters"
    return {"name": name, "main": main}


def main() -> int:
    db = load_cards()
    cards = list(db)
    decks = [fixed_deck(cards, group, n) for n, group in enumerate(GROUPS, start=1)]
    for spell in PARTY_SPELLS:
        card = db.get(spell)
        if card is None or card.kind != "spell" or card.official:
            raise SystemExit(f"{spell} is not a party-only spell in card_data/cards.json")
    spell_deck = {
        "name": "Stand-in Spell Deck",
        "main": [{"id": spell, "count": SPELL_COPIES} for spell in PARTY_SPELLS],
    }
    folder = ROOT / "card_data" / "party"
    folder.mkdir(exist_ok=True)
    for name, data in (
        ("decks.json", {"stand_in": True, "note": NOTE, "decks": decks}),
        ("spell_deck.json", {"stand_in": True, "note": NOTE, "deck": spell_deck}),
    ):
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        (folder / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(decks)} stand-in decks and the stand-in Spell Deck to {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
