"""Deck files by example: every form, its variations, unknown cards and malformed input."""

from __future__ import annotations

import base64
import json
import re
import struct
from collections import Counter
from pathlib import Path

import pytest

from validator.cards import load_cards
from validator.decks import Deck, DeckEntry, detect_form, load_deck, read_deck, write_deck
from validator.errors import InputError

FIXTURES = Path(__file__).parent / "fixtures" / "decks"
SRM, TORNA, ANSLER, ASHURASTAR, TRAP_HOLE = 15150, 15151, 15152, 16886, 15913
BLACK_CHAOS, BLACK_MAGIC_RITUAL = 21588, 21597
PIERCE_PARTY, ROBOTIC_KNIGHT = 1207651, 1203678


@pytest.fixture(scope="module")
def db():
    return load_cards()


def copies(deck: Deck) -> dict[str, Counter]:
    return {name: deck.copies((name,)) for name in ("main", "extra", "side")}


def unknown(deck: Deck) -> list[DeckEntry]:
    return [entry for _, entry in deck.entries() if not entry.known]


def ydke(*sections: list[int], trailing: str = "!") -> str:
    chunks = [base64.b64encode(struct.pack(f"<{len(s)}I", *s)).decode() for s in sections]
    return "ydke://" + "!".join(chunks) + trailing


# .ydk


def test_ydk_with_crlf_comments_blank_lines_and_alternate_prints(db):
    path = FIXTURES / "edopro-crlf.ydk"
    assert b"\r\n" in path.read_bytes()
    deck = load_deck(str(path), db)
    assert copies(deck) == {
        "main": Counter({SRM: 3, ANSLER: 2, TORNA: 1}),  # Torna came before #main
        "extra": Counter({ASHURASTAR: 1}),
        "side": Counter({TRAP_HOLE: 1}),
    }
    assert deck.name == "edopro-crlf" and deck.source == str(path)
    [missing] = unknown(deck)
    assert (missing.written, missing.line, missing.count) == ("160999999", 11, 1)
    assert deck.counts() == {"main": 7, "extra": 1, "side": 1}


def test_ydk_side_header_variants_and_bom(db):
    deck = read_deck("\ufeff#main\n160205003\n#side\n160301002\n", db, form="ydk")
    assert copies(deck)["side"] == Counter({TORNA: 1})


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("#main\n160205003\nSevens Road Magician\n", 3),
        ("#main\n\n160205003 x3\n", 3),
        ("#main\n²\n", 2),
        ("#main\n" + "9" * 5000 + "\n", 2),
        ("!side\n-160205003\n", 2),
    ],
)
def test_malformed_ydk_names_the_line(db, text, line):
    with pytest.raises(InputError) as caught:
        read_deck(text, db, form="ydk", source="deck.ydk")
    assert caught.value.line == line
    assert str(caught.value).startswith(f"deck.ydk:{line}: expected a passcode")


# ydke://


@pytest.mark.parametrize("trailing", ["!", ""])
def test_ydke_with_or_without_trailing_bang(db, trailing):
    url = ydke([160205003, 160301001, 160999999], [160204001], [160202019], trailing=trailing)
    deck = load_deck(url, db)
    assert copies(deck) == {
        "main": Counter({SRM: 2}),
        "extra": Counter({ASHURASTAR: 1}),
        "side": Counter({TRAP_HOLE: 1}),
    }
    assert [e.written for e in unknown(deck)] == ["160999999"]


def test_ydke_empty_sections_case_and_whitespace(db):
    assert load_deck("ydke://!!!", db).counts() == {"main": 0, "extra": 0, "side": 0}
    deck = read_deck("  YDKE://" + ydke([160205003], [], [])[7:] + "\n", db)
    assert copies(deck)["main"] == Counter({SRM: 1})


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("ydke://not*base64!!!", "main section is not valid base64"),
        ("ydke://!AAAA!!", "extra section is 3 bytes, not a whole number of 4-byte passcodes"),
        ("ydke://!!AAAAA===!", "side section is not valid base64"),
        ("ydke://AAAAAA==!AAAAAA==!", "has 3 sections (main!extra!side!), found 2"),
        ("ydke://a!b!c!d!e", "found 5"),
        ("ydke://ｙｙ!!!", "main section is not valid base64"),
    ],
)
def test_bad_ydke_urls(db, url, problem):
    with pytest.raises(InputError, match=re.escape(problem)):
        load_deck(url, db)


def test_ydke_reader_needs_the_prefix(db):
    with pytest.raises(InputError, match="starts with ydke://"):
        read_deck("AAAA!!!", db, form="ydke")


# text lists


def test_text_list_with_headers_and_every_count_shape(db):
    deck = load_deck(str(FIXTURES / "headers.txt"), db)
    assert copies(deck) == {
        "main": Counter({SRM: 3, ANSLER: 2, TORNA: 1}),
        "extra": Counter({ASHURASTAR: 1}),
        "side": Counter({TRAP_HOLE: 1}),
    }
    [typo] = unknown(deck)
    assert (typo.written, typo.line, typo.suggestion) == ("Sevens Road Magican", 6, SRM)


def test_text_list_in_japanese_with_full_width_counts(db):
    deck = load_deck(str(FIXTURES / "japanese.txt"), db)
    assert copies(deck) == {
        "main": Counter({SRM: 3, TORNA: 1}),
        "extra": Counter({ASHURASTAR: 1}),
        "side": Counter(),
    }


def test_text_list_without_headers_puts_extra_deck_monsters_in_the_extra_deck(db):
    deck = load_deck(str(FIXTURES / "no-headers.txt"), db)
    assert copies(deck) == {
        "main": Counter({SRM: 3, BLACK_MAGIC_RITUAL: 1}),
        "extra": Counter({ASHURASTAR: 2, BLACK_CHAOS: 1}),
        "side": Counter(),
    }


@pytest.mark.parametrize(
    "line",
    [
        "3 Sevens Road Magician",
        "3x Sevens Road Magician",
        "3 x Sevens Road Magician",
        "3X sevens road magician",
        "Sevens Road Magician x3",
        "sevens-road MAGICIAN X 3",
        "Sevens Road Magician ×3",
        "セブンスロード・マジシャン×3",
        "３ｘ ＳＥＶＥＮＳ ＲＯＡＤ ＭＡＧＩＣＩＡＮ",
    ],
)
def test_text_count_shapes(db, line):
    deck = read_deck(line, db, form="text")
    assert copies(deck)["main"] == Counter({SRM: 3})


@pytest.mark.parametrize(
    "header",
    ["Main", "MAIN DECK", "Main Deck (40)", "Main Deck: 40", "main:", "Main - 40", "メインデッキ"],
)
def test_text_header_shapes(db, header):
    deck = read_deck(f"Side Deck (1)\nTrap Hole\n{header}\nTorna the Windweaver\n", db)
    assert copies(deck)["main"] == Counter({TORNA: 1})
    assert copies(deck)["side"] == Counter({TRAP_HOLE: 1})


def test_names_that_look_like_counts(db):
    seven = db.by_name("7 Chance")
    deck = read_deck("7 Chance\n3 7 Chance\n300 Light Year Red Cape\n", db, form="text")
    assert deck.main[0] == DeckEntry(seven.id, 1, line=1)
    assert deck.main[1] == DeckEntry(seven.id, 3, line=2)
    assert deck.main[2].card_id == db.by_name("300 Light Year Red Cape").id
    assert deck.main[2].count == 1


def test_comments_and_blank_lines_are_ignored(db):
    deck = read_deck("# mine\n\n// note\n-- more\n  3 Trap Hole  \n", db, form="text")
    assert copies(deck)["main"] == Counter({TRAP_HOLE: 3})


@pytest.mark.parametrize(
    ("text", "line"),
    [("Main\n0 Trap Hole\n", 2), ("100 Trap Hole\n", 1), ("\n\n" + "9" * 40 + " Trap Hole", 3)],
)
def test_bad_counts_name_the_line(db, text, line):
    with pytest.raises(InputError, match="a count is 1 to 99") as caught:
        read_deck(text, db, form="text", source="list.txt")
    assert caught.value.line == line and f"list.txt:{line}:" in str(caught.value)


def test_unknown_name_is_kept_with_a_suggestion(db):
    deck = read_deck("2 Sevens Rd Magician\n1 qqqqqqqqqqqq\n", db, form="text")
    near, far = deck.main
    assert (near.card_id, near.count, near.written, near.suggestion) == (
        None,
        2,
        "Sevens Rd Magician",
        SRM,
    )
    assert (far.written, far.suggestion) == ("qqqqqqqqqqqq", None)


# JSON


def test_json_with_repeated_ids_and_counted_entries(db):
    deck = load_deck(str(FIXTURES / "repeated-ids.json"), db)
    assert deck.name == "Sevens Road test deck"
    assert copies(deck) == {
        "main": Counter({SRM: 3, ANSLER: 2}),
        "extra": Counter({ASHURASTAR: 1}),
        "side": Counter({TRAP_HOLE: 1}),
    }
    assert [e.written for e in unknown(deck)] == ["99999"]


def test_json_minimal_and_passcode_entries(db):
    deck = read_deck('{"main": [160301001, {"id": 160205003, "count": 2}]}', db)
    assert copies(deck)["main"] == Counter({SRM: 3})
    assert deck.name is None and deck.extra == deck.side == ()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"main": [1,]}', "invalid JSON"),
        ("[15150]", "a JSON deck is an object like"),
        ('{"extra": []}', "main: Field required"),
        ('{"main": [true]}', r"main\[0\]: Input should be a valid integer"),
        ('{"main": ["15150"]}', r"main\[0\]: Input should be a valid integer"),
        ('{"main": [], "side": [{"id": 15150, "count": 0}]}', r"side\[0\]\.count"),
        ('{"main": [{"id": 15150}]}', r"main\[0\]\.count: Field required"),
        ('{"main": [{"id": -3, "count": 1}]}', r"main\[0\]\.id"),
        ('{"main": [], "colour": "red"}', "colour: Extra inputs are not permitted"),
    ],
)
def test_malformed_json(db, text, problem):
    with pytest.raises(InputError, match=problem):
        read_deck(text, db, source="deck.json")


def test_json_syntax_error_names_the_line(db):
    with pytest.raises(InputError) as caught:
        read_deck('{\n  "main": [\n    15150\n    15150\n  ]\n}', db, source="deck.json")
    assert caught.value.line == 4 and str(caught.value).startswith("deck.json:4: invalid JSON")


# detection, files and writing


@pytest.mark.parametrize(
    ("text", "suffix", "form"),
    [
        ("#main\n160205003\n", "", "ydk"),
        ("160205003\n160205003\n", "", "ydk"),
        ("ydke://!!!", "", "ydke"),
        ("\n  ydke://!!!", ".txt", "ydke"),
        ('{"main": []}', "", "json"),
        ("3 Trap Hole", "", "text"),
        ("3 Trap Hole", ".ydk", "ydk"),
        ("#main\n1\n", ".json", "json"),
        ("Main Deck\n3 Trap Hole", ".txt", "text"),
    ],
)
def test_detect_form(text, suffix, form):
    assert detect_form(text, suffix) == form


def test_load_deck_file_errors(db, tmp_path):
    with pytest.raises(InputError, match="no such deck file"):
        load_deck(str(tmp_path / "missing.ydk"), db)
    with pytest.raises(InputError, match="not a file"):
        load_deck(str(tmp_path), db)
    latin = tmp_path / "latin.txt"
    latin.write_bytes("3 Café".encode("latin-1"))
    with pytest.raises(InputError, match=r"not UTF-8 text \(byte 5\)"):
        load_deck(str(latin), db)
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"#" * ((1 << 20) + 1))
    with pytest.raises(InputError, match="too large"):
        load_deck(str(huge), db)


def test_writers(db):
    deck = Deck(
        main=(DeckEntry(SRM, 2), DeckEntry(TORNA), DeckEntry(SRM)),
        extra=(DeckEntry(ASHURASTAR),),
        name="Mine",
    )
    srm, torna, ashura = (db.get(i).passcodes[0] for i in (SRM, TORNA, ASHURASTAR))
    assert write_deck(deck, db, "ydk") == (
        f"#created by rushdeck\n#main\n{srm}\n{srm}\n{torna}\n{srm}\n#extra\n{ashura}\n!side\n"
    )
    assert write_deck(deck, db, "ydke") == ydke([srm, srm, torna, srm], [ashura], [])
    assert write_deck(deck, db, "text") == (
        "Main Deck (4)\n3 Sevens Road Magician\n1 Torna the Windweaver\n\n"
        "Extra Deck (1)\n1 Metarion Ashurastar\n"
    )
    assert json.loads(write_deck(deck, db, "json")) == {
        "name": "Mine",
        "main": [{"id": SRM, "count": 3}, {"id": TORNA, "count": 1}],
        "extra": [{"id": ASHURASTAR, "count": 1}],
        "side": [],
    }


@pytest.mark.parametrize("form", ["ydk", "ydke", "text", "json"])
def test_unknown_cards_cannot_be_written(db, form):
    deck = Deck(main=(DeckEntry(None, 1, written="Nonesuch"),))
    with pytest.raises(InputError, match="unknown card 'Nonesuch' cannot be written"):
        write_deck(deck, db, form)


@pytest.mark.parametrize("form", ["ydk", "ydke"])
def test_cards_without_passcodes_cannot_be_written_as_passcodes(db, form):
    deck = Deck(main=(DeckEntry(ROBOTIC_KNIGHT),))
    with pytest.raises(InputError, match="'Robotic Knight' has no known EDOPro passcode"):
        write_deck(deck, db, form)


def test_party_card_is_not_written_as_a_name_that_means_the_official_card(db):
    deck = Deck(main=(DeckEntry(PIERCE_PARTY),))
    with pytest.raises(InputError, match=r"'Pierce!' \(1207651\) shares its names"):
        write_deck(deck, db, "text")
    assert json.loads(write_deck(deck, db, "json"))["main"] == [{"id": PIERCE_PARTY, "count": 1}]


def test_every_card_a_text_list_can_name_reads_back(db):
    """Exhaustive: no card name looks like a header, a comment or a count to the reader."""
    entries = []
    for card in db:
        try:
            write_deck(Deck(main=(DeckEntry(card.id, 2),)), db, "text")
        except InputError:
            assert not card.official  # only party cards share their names
            continue
        entries.append(DeckEntry(card.id, 2))
    assert len(entries) == len(db) - 6
    deck = Deck(main=tuple(entries[::2]), side=tuple(entries[1::2]))
    again = read_deck(write_deck(deck, db, "text"), db, form="text")
    assert copies(again) == copies(deck)
