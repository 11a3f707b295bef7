"""Sections: Fusion monsters in the Extra Deck; Ritual monsters too from 2025-04-26."""

import pytest
from checker_support import codes, deck, only

from validator.services import validate_deck

RITUAL, FUSION = "Magician of Black Chaos", "Master of the Sevens Road"
RITUAL_DAY = "2025-04-26"


@pytest.mark.parametrize(("date", "legal"), [("2025-04-25", False), (RITUAL_DAY, True)])
def test_ritual_monsters_in_the_extra_deck_from_2025_04_26(date, legal):
    report = validate_deck(deck(extra=[(RITUAL, 2)]), date)
    assert report.legal is legal, codes(report)
    if not legal:
        violation = only(report, "WRONG_SECTION")
        assert (violation.section, violation.count) == ("extra", 2)
        assert "Ritual monster" in violation.message and "only Fusion monsters" in violation.message


@pytest.mark.parametrize(("date", "legal"), [("2025-04-25", True), (RITUAL_DAY, False)])
def test_ritual_monsters_in_the_main_deck_until_2025_04_25(date, legal):
    report = validate_deck(deck(main=[(RITUAL, 1)]), date)
    assert report.legal is legal, codes(report)
    if not legal:
        assert only(report, "WRONG_SECTION").section == "main"


def test_a_fusion_monster_in_the_main_deck():
    violation = only(validate_deck(deck(main=[(FUSION, 1)]), "2026-11-30"), "WRONG_SECTION")
    assert violation.section == "main" and violation.card.name == FUSION
    assert "belongs in the Extra Deck" in violation.message


def test_a_main_deck_card_in_the_extra_deck():
    report = validate_deck(deck(extra=[("Fusion", 1), ("Sevens Road Magician", 1)]), "2026-11-30")
    assert [v.card.name for v in report.violations] == ["Fusion", "Sevens Road Magician"]
    assert {v.section for v in report.violations} == {"extra"}


def test_the_side_deck_holds_any_card():
    report = validate_deck(deck(side=[(FUSION, 1), (RITUAL, 1), ("Fusion", 1)]), "2020-04-04")
    assert report.legal, codes(report)
