"""Deck files, property-based: round trips in every form, and readers that only ever raise
InputError whatever they are given."""

from __future__ import annotations

import contextlib
import json
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from validator.cards import load_cards
from validator.decks import FORMS, SECTIONS, Deck, DeckEntry, detect_form, load_deck, read_deck
from validator.decks import write_deck as write
from validator.decks.jsonfile import read_json
from validator.decks.text import read_text
from validator.decks.ydk import read_ydk
from validator.decks.ydke import read_ydke
from validator.errors import InputError

DB = load_cards()
CARDS = list(DB)
# What each form can name: passcode forms need a print; a text list needs a name that reads
# back as the card (a party card shares both its names with an official card).
WRITABLE = {
    "ydk": [c.id for c in CARDS if c.passcodes],
    "ydke": [c.id for c in CARDS if c.passcodes],
    "text": [c.id for c in CARDS if DB.by_name(c.name) == c or DB.by_name(c.name_ja or "") == c],
    "json": [c.id for c in CARDS],
}


def decks(form: str) -> st.SearchStrategy[Deck]:
    entry = st.builds(DeckEntry, st.sampled_from(WRITABLE[form]), st.integers(1, 3))
    section = st.lists(entry, max_size=12).map(tuple)
    return st.builds(Deck, section, section, section)


def section_copies(deck: Deck) -> list[Counter]:
    return [deck.copies((name,)) for name in SECTIONS]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FORMS).flatmap(lambda form: st.tuples(st.just(form), decks(form))))
def test_round_trip_keeps_the_copies_of_each_card_per_section(form_and_deck):
    form, deck = form_and_deck
    text = write(deck, DB, form)
    again = read_deck(text, DB, form=form)
    assert section_copies(again) == section_copies(deck)
    assert not [e for _, e in again.entries() if not e.known]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FORMS).flatmap(lambda form: st.tuples(st.just(form), decks(form))))
def test_detect_form_recognises_written_decks(form_and_deck):
    form, deck = form_and_deck
    text = write(deck, DB, form)
    assert detect_form(text) == form
    assert section_copies(read_deck(text, DB)) == section_copies(deck)


@settings(max_examples=30, deadline=None)
@given(decks("ydk"))
def test_converting_through_every_form_changes_nothing(deck):
    current = deck
    for form in ("ydke", "text", "json", "ydk"):
        current = read_deck(write(current, DB, form), DB)
    assert section_copies(current) == section_copies(deck)


# Fragments that reach the readers' interesting paths, mixed with arbitrary text.
NAMES = [c.name for c in CARDS[:200:7]] + ["セブンスロード・マジシャン", "Sevens Road Magican"]
FRAGMENTS = st.sampled_from(
    [
        "#main",
        "#extra",
        "!side",
        "#created by x",
        "Main Deck (40)",
        "Extra:",
        "Side Deck - 3",
        "160205003",
        "160999999",
        "0",
        "99999999999999999999999",
        "²",
        "３",
        "x3",
        "×",
        "ydke://",
        "!",
        "AAAA",
        "{",
        "}",
        '"main"',
        ":",
        "[",
        "]",
        ",",
        "//",
        "\r\n",
        "\ufeff",
        *NAMES,
    ]
)
LINES = st.lists(
    st.one_of(
        FRAGMENTS,
        FRAGMENTS,
        st.text(max_size=12),
        st.integers(-5, 10**12).map(str),
        st.tuples(st.integers(0, 200), st.sampled_from(NAMES)).map(lambda t: f"{t[0]} {t[1]}"),
    ),
    max_size=12,
)
DECKISH = st.one_of(
    st.text(max_size=200),
    LINES.map("\n".join),
    LINES.map(" ".join),
    LINES.map(lambda parts: "ydke://" + "!".join(parts)),
)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.sampled_from(["main", "extra", "side", "name", "id", "count"]), children
        )
    ),
    max_leaves=20,
)


def _only_input_errors(call) -> None:
    """Run a reader: returning or raising InputError is fine, anything else fails the test."""
    with contextlib.suppress(InputError):
        call()


@settings(max_examples=300, deadline=None)
@given(DECKISH)
def test_readers_raise_only_input_error_on_any_text(text):
    for reader in (read_ydk, read_ydke, read_text, read_json):
        _only_input_errors(lambda reader=reader: reader(text, DB, "fuzz"))
    _only_input_errors(lambda: read_deck(text, DB))


@settings(max_examples=100, deadline=None)
@given(JSON_VALUES)
def test_json_reader_raises_only_input_error_on_any_json(value):
    _only_input_errors(lambda: read_json(json.dumps(value), DB))
    _only_input_errors(lambda: read_json(json.dumps({"main": [value]}), DB))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300) | DECKISH.map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_load_deck_raises_only_input_error_on_any_bytes(data):
    with tempfile.TemporaryDirectory() as folder:
        for suffix in (".ydk", ".txt", ".json"):
            path = Path(folder) / f"deck{suffix}"
            path.write_bytes(data)
            _only_input_errors(lambda path=path: load_deck(str(path), DB))
