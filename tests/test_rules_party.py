"""Party tables: each deck one of the fixed decks, none twice, and the format's Spell Deck."""

import json
import random

import pytest
from checker_support import DB, TODAY, codes, only

from validator.decks import Deck, DeckEntry
from validator.decks.party import load_party_set
from validator.formats import load_regulations
from validator.paths import bundled
from validator.services import validate_party

RULES = (
    load_regulations().format("party").rules_on(load_regulations().lists[-1].effective_date).party
)
BUNDLED = load_party_set(RULES, DB)
PARTY_SPELLS = {1207650, 1207651, 1207652, 1207670, 1207671, 1208675}


def test_the_bundled_fixed_decks_are_labelled_stand_ins():
    for name in ("decks.json", "spell_deck.json"):
        data = json.loads(bundled("card_data", "party", name).read_text(encoding="utf-8"))
        assert data["stand_in"] is True and "Stand-in" in data["note"]
    assert BUNDLED.stand_in
    assert all(deck.name.startswith("Stand-in") for deck in (*BUNDLED.decks, BUNDLED.spell_deck))


def test_the_fixed_decks_are_four_different_40_card_normal_monster_decks():
    assert len(BUNDLED.decks) == RULES.players == 4
    contents = set()
    for deck in BUNDLED.decks:
        assert deck.size("main") == 40 and not deck.extra and not deck.side
        for entry in deck.main:
            card = DB.get(entry.card_id)
            assert card.kind == "monster" and card.subtype == "normal" and card.official
        contents.add(frozenset(deck.copies().items()))
    assert len(contents) == 4


def test_the_spell_deck_is_the_six_known_party_spells_five_times():
    copies = BUNDLED.spell_deck.copies()
    assert set(copies) == PARTY_SPELLS and set(copies.values()) == {5}
    assert all(DB.get(card).kind == "spell" and not DB.get(card).official for card in copies)


def test_the_fixed_decks_are_a_legal_table():
    report = validate_party(BUNDLED.decks, BUNDLED.spell_deck, TODAY)
    assert report.legal, [codes(d) for d in report.decks] + [codes(report)]
    assert report.format == "party" and report.regulation is None


def test_a_fixed_deck_in_another_order_and_form_is_still_that_deck():
    first = BUNDLED.decks[0]
    copies = [DeckEntry(e.card_id) for e in first.main for _ in range(e.count)]
    random.Random(3).shuffle(copies)
    report = validate_party([Deck(tuple(copies)), *BUNDLED.decks[1:]], None, TODAY)
    assert report.legal


def test_a_deck_that_is_not_a_fixed_deck():
    first = BUNDLED.decks[0]
    changed = Deck(
        (
            *first.main[:-1],
            DeckEntry(first.main[-1].card_id, first.main[-1].count - 1),
            DeckEntry(DB.lookup("Blue-Eyes White Cat").id),
        )
    )
    report = validate_party([changed, *BUNDLED.decks[1:]], None, TODAY)
    violation = only(report.decks[0], "PARTY_DECK_NOT_FIXED")
    assert "Stand-in deck 1" in violation.message and "Blue-Eyes White Cat" in violation.message
    assert violation.count == 2
    assert report.violations == [] and not report.legal


def test_a_fixed_deck_with_a_side_deck_is_not_that_deck():
    first = BUNDLED.decks[0]
    with_side = Deck(first.main, (), (DeckEntry(first.main[0].card_id),))
    report = validate_party([with_side, *BUNDLED.decks[1:]], None, TODAY)
    assert codes(report.decks[0]) == ["PARTY_DECK_NOT_FIXED"]


def test_a_fixed_deck_used_twice():
    decks = [BUNDLED.decks[0], BUNDLED.decks[1], BUNDLED.decks[0], BUNDLED.decks[0]]
    violation = only(validate_party(decks, None, TODAY), "PARTY_DECK_REPEATED")
    assert (violation.count, violation.limit) == (3, 1)
    assert "decks 1, 3 and 4" in violation.message


@pytest.mark.parametrize("players", [3, 5])
def test_the_number_of_players(players):
    decks = (list(BUNDLED.decks) * 2)[:players]
    report = validate_party(decks, None, TODAY)
    assert only(report, "PARTY_PLAYERS").count == players


def test_a_spell_deck_that_differs():
    spells = BUNDLED.spell_deck
    wrong = Deck((*spells.main[:-1], DeckEntry(spells.main[-1].card_id, 4)))
    violation = only(validate_party(BUNDLED.decks, wrong, TODAY), "PARTY_SPELL_DECK")
    assert "missing 1 The Power Up" in violation.message and violation.count == 1


def test_official_spells_with_the_same_names_are_not_the_party_spells():
    official = [DB.lookup(DB.get(e.card_id).name) for e in BUNDLED.spell_deck.main]
    assert any(card.official for card in official)  # e.g. Monster Reborn (a Legend Spell)
    lookalike = Deck(tuple(DeckEntry(card.id, 5) for card in official))
    assert codes(validate_party(BUNDLED.decks, lookalike, TODAY)) == ["PARTY_SPELL_DECK"]


def test_a_party_table_from_json_data():
    from validator.decks.party import table_from_data
    from validator.errors import InputError

    table = table_from_data({"decks": [{"main": [1207650]}]}, DB)
    assert table.spell_deck is None and table.decks[0].main[0].card_id == 1207650
    with pytest.raises(InputError, match="not a JSON party table"):
        table_from_data({"decks": [], "extra": 1}, DB)
