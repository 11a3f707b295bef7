"""Two real 40-card decks used by the tests, the benchmarks and `rushdeck playtest --sample`.

Deck lists by card id (konami_id) and count; every card is a real card in card_data/cards.json.
"""

from __future__ import annotations

from validator.decks.model import Deck, DeckEntry
from validator.engine.state import DeckList

SAMPLE_DECKS: dict[str, dict[str, list[tuple[int, int]]]] = {
    # Spellcasters with a Maximum set, a Fusion, a Field and an Equip Spell and Traps.
    "sevens": {
        "main": [
            (15150, 3),  # Sevens Road Magician
            (15178, 2),  # Sevens Road Witch
            (15410, 2),  # Dark Magician
            (15781, 1),  # Summoned Skull
            (15154, 3),  # Dark Sorcerer
            (15595, 3),  # Light Sorcerer
            (15168, 3),  # Dragorite
            (16960, 3),  # Flame Manipulator
            (16962, 3),  # Masaki the Legendary Swordsman
            (15155, 2),  # Mystic Dealer
            (15898, 2),  # Supreme Machine Magnum Overlord
            (15897, 2),  # Supreme Machine Magnum Overlord [L]
            (15899, 2),  # Supreme Machine Magnum Overlord [R]
            (16934, 2),  # Fusion
            (18398, 1),  # Dark Hole
            (16372, 1),  # Pot of Greed
            (15208, 1),  # Hammer Crush
            (16930, 1),  # Yami
            (18896, 1),  # Legendary Sword
            (16768, 1),  # Sakuretsu Armor
            (15913, 1),  # Trap Hole
        ],
        "extra": [(16956, 2)],  # Flame Swordsman
    },
    # Dragons and Warriors with a Ritual, a Fusion, a Field Spell and attack Traps.
    "dragons": {
        "main": [
            (15184, 3),  # Blue-Eyes White Dragon
            (15351, 2),  # Red-Eyes Black Dragon
            (15328, 2),  # Gaia The Fierce Knight
            (17483, 3),  # Transam Linac
            (20457, 3),  # Elemental HERO Sparkman
            (15216, 3),  # Faith Bird
            (15655, 3),  # Masaki the Legendary Samurai
            (16137, 3),  # Silent Assailant
            (16112, 3),  # Cyber Falcon
            (15189, 2),  # Kuribot
            (15164, 2),  # Multistrike Dragon Dragias
            (21597, 2),  # Black Magic Ritual
            (16934, 2),  # Fusion
            (16767, 1),  # Monster Reborn
            (16933, 1),  # Graceful Charity
            (16173, 1),  # Sogen
            (16954, 1),  # Mirror Force
            (18403, 1),  # Magic Cylinder
            (19342, 2),  # Negate Attack
        ],
        "extra": [(21588, 2), (17061, 1)],  # Magician of Black Chaos, Mach Mega Falcon
    },
}


def sample_deck(name: str) -> DeckList:
    """A sample deck as the engine takes it."""
    spec = SAMPLE_DECKS[name]
    main = tuple(card for card, count in spec["main"] for _ in range(count))
    extra = tuple(card for card, count in spec["extra"] for _ in range(count))
    return DeckList(main, extra)


def sample_as_deck(name: str) -> Deck:
    """A sample deck as a deck file would give it, for the checks a playtest makes first."""
    spec = SAMPLE_DECKS[name]
    main, extra = ([DeckEntry(card, count) for card, count in spec[s]] for s in ("main", "extra"))
    return Deck(main=tuple(main), extra=tuple(extra), name=name)
