"""Section sizes: Main 40-60, Extra 0-15, Side 0-15 (values from the format data)."""

import pytest
from checker_support import codes, deck

from validator.services import validate_deck

FUSIONS = [
    ("Master of the Sevens Road", 3),
    ("Sevens Road Charmy Witch", 3),
    ("Sevens Road Ultima Witch", 3),
    ("Majesty of the Sevens Road", 3),
    ("Road Apostle Magus", 3),
    ("Road Apostle Slinger", 3),
]
SIDE = ("Fusion", "Dark Hole", "Heavy Storm", "Mirror Force", "Sakuretsu Armor")


@pytest.mark.parametrize(("cards", "legal"), [(39, False), (40, True), (60, True), (61, False)])
def test_main_deck_size(cards, legal):
    report = validate_deck(deck(fill_to=cards), "2026-11-30")
    assert report.legal is legal, codes(report)
    assert report.counts.main == cards
    if not legal:
        violation = report.violations[0]
        assert violation.code.value == "MAIN_DECK_SIZE" and violation.section == "main"
        assert (violation.count, violation.limit) == (cards, 40 if cards < 40 else 60)
        assert f"has {cards} cards; it must have 40 to 60" in violation.message


@pytest.mark.parametrize(("cards", "legal"), [(15, True), (16, False)])
def test_extra_and_side_deck_sizes(cards, legal):
    extra = [*FUSIONS[:5], ("Road Apostle Slinger", cards - 15)] if cards > 15 else FUSIONS[:5]
    side = [(name, 3) for name in SIDE] + ([("Trap Hole", 1)] if cards > 15 else [])
    report = validate_deck(deck(extra=extra, side=side), "2026-11-30")
    assert (report.counts.extra, report.counts.side) == (cards, cards)
    expected = [] if legal else ["EXTRA_DECK_SIZE", "SIDE_DECK_SIZE"]
    assert codes(report) == expected
