"""Copies and list limits count Main + Extra + Side together, by card identity."""

from checker_support import DB, TODAY, card_id, codes, deck, only

from validator.decks import read_deck
from validator.services import validate_deck


def test_a_legal_deck_has_no_violations():
    report = validate_deck(deck(), TODAY)
    assert report.legal and report.violations == []
    assert report.counts.main == 40


def test_copies_count_main_extra_and_side_together():
    report = validate_deck(
        deck(main=[("Sevens Road Magician", 2)], side=[("Sevens Road Magician", 2)]), TODAY
    )
    violation = only(report, "COPY_LIMIT")
    assert (violation.count, violation.limit, violation.section) == (4, 3, None)
    assert violation.card.name == "Sevens Road Magician"


def test_a_card_over_the_limit_is_reported_once_not_per_copy():
    report = validate_deck(deck(main=[("Sevens Road Magician", 1)] * 5), TODAY)
    assert codes(report) == ["COPY_LIMIT"]
    assert report.violations[0].count == 5


def test_alternate_prints_are_the_same_card():
    magician = DB.get(card_id("Sevens Road Magician"))
    assert len(magician.passcodes) >= 4
    text = "#main\n" + "\n".join(str(p) for p in magician.passcodes[:4]) + "\n"
    loaded = read_deck(text, DB)
    report = validate_deck(
        type(loaded)(loaded.main + deck(fill_to=36).main, loaded.extra, loaded.side), TODAY
    )
    assert only(report, "COPY_LIMIT").count == 4


def test_maximum_centre_left_and_right_are_different_cards():
    centre = DB.get(card_id("Supreme Machine Magnum Overlord"))
    left, right = centre.maximum_set[1], centre.maximum_set[2]
    assert len({centre.id, left, right}) == 3
    report = validate_deck(deck(main=[(centre.id, 3), (left, 3), (right, 3)]), TODAY)
    assert report.legal, codes(report)


def test_a_limited_card_with_four_copies_breaks_both_rules():
    nana = card_id("Necromaid Nana")  # Limited on the 2026-10-01 list
    report = validate_deck(deck(main=[(nana, 4)]), TODAY)
    assert sorted(codes(report)) == ["COPY_LIMIT", "LIMITED"]
    assert only(report, "LIMITED").limit == 1
    assert only(report, "COPY_LIMIT").limit == 3


def test_list_limits_count_the_side_deck_too():
    nana = card_id("Necromaid Nana")
    report = validate_deck(deck(main=[(nana, 1)], side=[(nana, 1)]), TODAY)
    assert only(report, "LIMITED").count == 2


def test_forbidden_semi_limited_and_limited_on_the_list_in_force():
    report = validate_deck(
        deck(
            main=[("Vanity's Fiend", 1), ("Cyber Rush Fusion", 3), ("Necromaid Nana", 2)],
        ),
        TODAY,
    )
    assert sorted(codes(report)) == ["FORBIDDEN", "LIMITED", "SEMI_LIMITED"]
    forbidden = only(report, "FORBIDDEN")
    assert (forbidden.count, forbidden.limit) == (1, 0)
    assert "2026-10-01" in forbidden.message
    assert only(report, "SEMI_LIMITED").limit == 2
