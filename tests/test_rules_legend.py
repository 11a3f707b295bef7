"""Legend: one in Main + Extra until 2022-12-31, one per kind from 2023-01-01; Side exempt."""

from checker_support import TODAY, codes, deck, only

from validator.services import validate_deck

MONSTER, OTHER_MONSTER = "Dark Magician", "Blue-Eyes White Dragon"
SPELL, TRAP = "Dark Hole", "Trap Hole"


def test_until_2022_one_legend_card_in_total():
    report = validate_deck(deck(main=[(MONSTER, 1), (SPELL, 1)]), "2022-12-31")
    violation = only(report, "LEGEND_LIMIT")
    assert (violation.count, violation.limit) == (2, 1)
    assert sorted(card.name for card in violation.cards) == [SPELL, MONSTER]
    assert "Legend cards" in violation.message
    assert report.regulation is None


def test_from_2023_one_legend_card_per_kind():
    report = validate_deck(deck(main=[(MONSTER, 1), (SPELL, 1), (TRAP, 1)]), "2023-01-01")
    assert report.legal, codes(report)


def test_two_legend_monsters_are_one_violation_listing_both():
    report = validate_deck(deck(main=[(MONSTER, 1), (OTHER_MONSTER, 1), (TRAP, 1)]), TODAY)
    violation = only(report, "LEGEND_LIMIT")
    assert [card.name for card in violation.cards] == [OTHER_MONSTER, MONSTER]
    assert violation.count == 2 and violation.section is None
    assert "Legend Monsters" in violation.message


def test_copies_of_one_legend_card_count():
    report = validate_deck(deck(main=[(MONSTER, 2)]), TODAY)
    assert only(report, "LEGEND_LIMIT").count == 2


def test_each_kind_over_its_limit_is_its_own_violation():
    report = validate_deck(
        deck(main=[(MONSTER, 1), (OTHER_MONSTER, 1), (SPELL, 1), ("Heavy Storm", 1)]), TODAY
    )
    assert codes(report) == ["LEGEND_LIMIT", "LEGEND_LIMIT"]
    assert ["Legend Monsters" in v.message for v in report.violations] == [True, False]


def test_the_side_deck_is_exempt():
    report = validate_deck(
        deck(main=[(MONSTER, 1)], side=[(OTHER_MONSTER, 1), (SPELL, 1), ("Heavy Storm", 1)]),
        TODAY,
    )
    assert report.legal, codes(report)


def test_a_legend_card_can_also_be_forbidden():
    report = validate_deck(deck(main=[("Vanity's Fiend", 1), (MONSTER, 1)]), TODAY)
    assert sorted(codes(report)) == ["FORBIDDEN", "LEGEND_LIMIT"]
