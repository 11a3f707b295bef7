"""Card pool: unknown cards (with a suggestion) and cards not usable in official duels."""

from checker_support import DB, FILLER, TODAY, codes, deck, only

from validator.decks import Deck, DeckEntry, read_deck
from validator.services import validate_deck


def test_the_helper_cards_are_real_official_cards():
    for name in FILLER:
        card = DB.lookup(name)
        assert card is not None and card.official and not card.legend, name


def test_an_unknown_name_is_reported_with_a_suggestion():
    loaded = read_deck("Main\n3 Sevens Road Magican\n", DB)
    report = validate_deck(Deck(loaded.main + deck(fill_to=37).main), TODAY)
    violation = only(report, "UNKNOWN_CARD")
    assert violation.message.endswith("did you mean 'Sevens Road Magician'?")
    assert (violation.section, violation.count) == ("main", 3)
    assert violation.card.id is None and violation.card.name == "Sevens Road Magican"


def test_an_unknown_passcode_is_reported_once_per_section():
    loaded = read_deck("#main\n169999999\n169999999\n!side\n169999999\n", DB)
    report = validate_deck(Deck(loaded.main + deck().main, (), loaded.side), TODAY)
    unknown = [v for v in report.violations if v.code.value == "UNKNOWN_CARD"]
    assert [(v.section, v.count) for v in unknown] == [("main", 2), ("side", 1)]
    assert "did you mean" not in unknown[0].message
    assert report.counts.main == 42  # unknown cards still count towards the sizes


def test_an_id_the_database_does_not_know_is_unknown_too():
    report = validate_deck(Deck((*deck().main, DeckEntry(99))), TODAY)
    assert only(report, "UNKNOWN_CARD").card.name == "99"


def test_cards_that_cannot_be_used_in_official_duels():
    report = validate_deck(deck(main=[("Elttaes, the Master of Duels", 2)]), TODAY)
    violation = only(report, "NOT_OFFICIAL")
    assert (violation.count, violation.limit) == (2, 0)
    assert codes(report) == ["NOT_OFFICIAL"]
