"""The compiled card cache: used when present, rebuilt when the card file changes, never
required."""

from __future__ import annotations

import json

import pytest

from validator.cards import compiled
from validator.cards.db import load_cards, read_cards
from validator.paths import bundled

load_uncached = load_cards.__wrapped__  # skip the per-process memo, keep the file cache


@pytest.fixture
def card_file(tmp_path):
    records = json.loads(bundled("card_data", "cards.json").read_text(encoding="utf-8"))[:50]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv(compiled.CACHE_ENV, str(folder))
    return folder


def test_first_load_writes_the_cache_and_later_loads_read_it(card_file, cache_dir):
    first = load_uncached(card_file)
    assert list(first) == read_cards(card_file)
    [stored] = (cache_dir / "cards").iterdir()
    assert stored.name.endswith(".marshal")
    data = card_file.read_bytes()
    records, by_passcode, by_name, keys = compiled.read(data)
    assert records == json.loads(data) and by_passcode == first.index.by_passcode
    records[0]["name"] = "Renamed In The Cache"
    compiled.write(data, (records, by_passcode, by_name, keys))
    assert load_uncached(card_file).get(records[0]["id"]).name == "Renamed In The Cache"


def test_changed_card_file_is_not_served_from_the_old_cache(card_file, cache_dir):
    load_uncached(card_file)
    records = json.loads(card_file.read_text(encoding="utf-8"))
    records[0]["name"] = "Another Name"
    card_file.write_text(json.dumps(records), encoding="utf-8")
    assert load_uncached(card_file).get(records[0]["id"]).name == "Another Name"
    assert len(list((cache_dir / "cards").iterdir())) == 2


@pytest.mark.parametrize("junk", [b"", b"not marshal", b"\xe9\x03\x00\x00"])
def test_a_broken_cache_file_is_ignored_and_replaced(card_file, cache_dir, junk):
    expected = [card.record() for card in load_uncached(card_file)]
    [stored] = (cache_dir / "cards").iterdir()
    stored.write_bytes(junk)
    assert [card.record() for card in load_uncached(card_file)] == expected
    assert compiled.read(card_file.read_bytes()) is not None


@pytest.mark.parametrize("setting", [None, ""])
def test_default_folder_follows_xdg(monkeypatch, tmp_path, setting):
    if setting is None:
        monkeypatch.delenv(compiled.CACHE_ENV, raising=False)
    else:
        monkeypatch.setenv(compiled.CACHE_ENV, setting)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert compiled.cache_dir() == tmp_path / "rushdeck" / "cards"


def test_unwritable_cache_folder_is_not_an_error(card_file, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(compiled.CACHE_ENV, str(blocker / "cache"))
    assert len(load_uncached(card_file)) == 50
