"""How faithfully the engine plays the bundled legal decks: the share of their Main and Extra
Deck copies played exactly, and of the copies of cards with an effect, deck by deck.

    python benchmarks/deck_effects.py

The decks: the legal examples (examples/rush, the WRGP team, the party table) and the playtest
samples. The overall line is the figure the effect compiler is held to.
"""

from __future__ import annotations

from pathlib import Path

from validator.cards import load_cards
from validator.decks import Deck, DeckEntry, load_deck
from validator.engine.coverage import deck_coverage
from validator.playtest.samples import SAMPLE_DECKS

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
FILES = [
    *sorted((EXAMPLES / "rush").glob("legal-*.txt")),
    *sorted((EXAMPLES / "wrgp" / "legal-team").glob("*.txt")),
    *sorted((EXAMPLES / "party" / "legal-table").glob("stand-in-deck-*.json")),
]


KEYS = ("played_exactly", "copies", "effect_copies_exact", "effect_copies")


def sample(name: str) -> Deck:
    spec = SAMPLE_DECKS[name]
    return Deck(
        main=tuple(DeckEntry(card, count) for card, count in spec["main"]),
        extra=tuple(DeckEntry(card, count) for card, count in spec["extra"]),
    )


def main() -> None:
    db = load_cards()
    decks = [(path.relative_to(EXAMPLES).as_posix(), load_deck(str(path), db)) for path in FILES]
    decks += [(f"sample:{name}", sample(name)) for name in SAMPLE_DECKS]
    totals = [0, 0, 0, 0]
    print(f"{'deck':<40} {'copies exact':>14} {'effect copies exact':>21}")
    for label, deck in decks:
        r = deck_coverage(deck, db)
        for i, key in enumerate(KEYS):
            totals[i] += r[key]
        print(
            f"{label:<40} {r['played_exactly']:>4}/{r['copies']:<3} {r['rate']:>6.1%} "
            f"{r['effect_copies_exact']:>8}/{r['effect_copies']:<3} {r['effect_rate']:>6.1%}"
        )
    exact, copies, effect_exact, effect_copies = totals
    print(
        f"{'all':<40} {exact:>4}/{copies:<3} {exact / copies:>6.1%} "
        f"{effect_exact:>8}/{effect_copies:<3} {effect_exact / effect_copies:>6.1%}"
    )


if __name__ == "__main__":
    main()
