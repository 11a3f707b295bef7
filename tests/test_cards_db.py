"""The bundled card database: its facts and every lookup deck files and commands rely on."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from validator.cards import Card, CardDB, load_cards, normalize_name
from validator.formats import load_regulations
from validator.paths import bundled

SEVENS_ROAD_MAGICIAN = 15150
PARTY_TWINS = {  # official konami id -> party card of the same name (Yugipedia page id)
    15204: 1207651,  # Pierce!
    15942: 1207671,  # Card Destruction
    16767: 1207650,  # Monster Reborn
    16776: 1207670,  # Stop Defense
    16911: 1208675,  # The Power Up
    22255: 1207652,  # Princess Cosmos Stirs
}


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards()


@pytest.fixture(scope="module")
def records() -> list[dict]:
    return json.loads(bundled("card_data", "cards.json").read_text(encoding="utf-8"))


def test_card_counts(db):
    assert len(db) == 3147
    legend = Counter(card.kind for card in db if card.legend)
    assert legend == {"monster": 63, "spell": 32, "trap": 16}


def test_cards_without_konami_id_use_seven_digit_page_ids(db):
    stand_ins = [card for card in db if card.id >= 1_000_000]
    assert len(stand_ins) == 34
    assert all(card.id < 10_000_000 for card in stand_ins)
    assert all(card.id < 100_000 for card in db if card.id not in {c.id for c in stand_ins})


def test_every_record_is_a_valid_card_and_reads_back_unchanged(db, records):
    for record in records:
        card = Card.model_validate(record)
        assert card == db.get(record["id"])
        assert card.record() == record


def test_cards_built_from_models_answer_like_the_bundled_records(db):
    cards = list(db)
    rebuilt = CardDB(cards)
    assert len(rebuilt) == len(db)
    for key in ("Sevens Road Magician", "pierce", "160205003", "15204", "死者蘇生"):
        assert rebuilt.lookup(key) == db.lookup(key)


def test_subtypes_and_sections_are_consistent(db):
    for card in db:
        assert card.extra_deck == (card.subtype in ("fusion", "ritual") and card.kind == "monster")
        assert (card.maximum_part is not None) == (card.subtype == "maximum")
        if card.kind == "trap":
            assert card.subtype is None
        for ref in card.fusion_materials + card.ritual_spells + card.maximum_set:
            assert ref in db, (card.name, ref)
        assert all(db.get(i).subtype == "ritual" for i in card.ritual_spells)


def test_lookup_by_id_and_by_every_passcode(db):
    card = db.get(SEVENS_ROAD_MAGICIAN)
    assert card.name == "Sevens Road Magician"
    assert len(card.passcodes) == 8
    for passcode in card.passcodes:
        assert db.by_passcode(passcode) is card
        assert db.lookup(str(passcode)) is card
    assert db.lookup(SEVENS_ROAD_MAGICIAN) is card
    assert db.lookup(f" {SEVENS_ROAD_MAGICIAN} ") is card


def test_every_passcode_resolves_to_its_own_card(db):
    seen: dict[int, int] = {}
    for card in db:
        for passcode in card.passcodes:
            assert passcode not in seen, (passcode, card.id, seen.get(passcode))
            seen[passcode] = card.id
            assert db.by_passcode(passcode).id == card.id
    assert len(seen) > 3400


@pytest.mark.parametrize(
    "name",
    [
        "Sevens Road Magician",
        "sevens road magician",
        "SEVENS-ROAD  MAGICIAN!",
        "ＳＥＶＥＮＳ　ＲＯＡＤ　ＭＡＧＩＣＩＡＮ",  # full width
        "セブンスロード・マジシャン",
        "セブンスロードマジシャン",
        "ｾﾌﾞﾝｽﾛｰﾄﾞ･ﾏｼﾞｼｬﾝ",  # half-width katakana
    ],
)
def test_lookup_by_name_ignores_case_width_and_punctuation(db, name):
    assert db.by_name(name).id == SEVENS_ROAD_MAGICIAN
    assert db.lookup(name).id == SEVENS_ROAD_MAGICIAN


def test_normalize_name():
    assert normalize_name("Blue-Eyes White Dragon") == "blueeyeswhitedragon"
    assert normalize_name("ＡＢＣ　１２３") == "abc123"
    assert normalize_name("Shield & Sword") == normalize_name("shield&sword") == "shieldsword"


def test_official_card_wins_a_name_shared_with_a_party_card(db):
    for official, party in PARTY_TWINS.items():
        assert db.get(official).official and not db.get(party).official
        assert db.get(party).name == db.get(official).name
        assert db.by_name(db.get(party).name).id == official
        assert db.by_name(db.get(party).name_ja).id == official
        assert db.get(party).passcodes == []


def test_party_twins_are_all_the_shared_names(db):
    names = Counter(normalize_name(card.name) for card in db)
    shared = {card.id for card in db if names[normalize_name(card.name)] > 1}
    assert shared == set(PARTY_TWINS) | set(PARTY_TWINS.values())
    assert all(db.by_name(db.get(i).name).official for i in shared)


@pytest.mark.parametrize("key", ["", "  ", "no such card at all", "²", "9" * 5000, "-15150"])
def test_lookup_of_nothing_is_none(db, key):
    assert db.lookup(key) is None


def test_get_and_passcode_of_unknown_numbers(db):
    assert db.get(1) is None
    assert db.by_passcode(160_000_000) is None
    assert 1 not in db and SEVENS_ROAD_MAGICIAN in db


def test_suggest_offers_the_closest_names(db):
    assert db.suggest("Sevens Road Magican")[0].id == SEVENS_ROAD_MAGICIAN
    assert db.suggest("zzzzzzzzzzzzzzzz") == []


def test_search_by_name_kind_and_legend(db):
    hits = db.search("magician")
    assert SEVENS_ROAD_MAGICIAN in {c.id for c in hits}
    assert hits == sorted(hits, key=lambda c: (c.name.casefold(), c.id))
    assert all("magician" in normalize_name(c.name) or c.name_ja for c in hits)
    assert [c.id for c in db.search("マジシャン") if c.id == SEVENS_ROAD_MAGICIAN]
    assert {c.kind for c in db.search("", kind="trap")} == {"trap"}
    legends = db.search("", legend=True)
    assert len(legends) == 111 and all(c.legend for c in legends)
    assert len(db.search("", legend=False)) == 3147 - 111
    assert len(db.search()) == 3147
    assert db.search("no such card at all") == []


def test_every_card_on_a_limit_list_resolves_from_a_passcode(db):
    listed = {
        card_id
        for item in load_regulations().lists
        for card_id in item.forbidden + item.limited + item.semi_limited
    }
    assert listed
    for card_id in listed:
        card = db.get(card_id)
        assert card is not None and card.passcodes, card_id
        assert any(db.by_passcode(p) is card for p in card.passcodes)


def test_load_cards_from_a_given_file(tmp_path, records):
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(records[:3]), encoding="utf-8")
    small = load_cards(path)
    assert len(small) == 3 and small.lookup("Sevens Road Magician").id == SEVENS_ROAD_MAGICIAN
    assert load_cards(path) is small  # loaded once
