"""The committed card data is what the builder makes from upstream: a sample, rebuilt.

The sample under tests/fixtures/upstream/ is real upstream data without card text, written by
scripts/sample_upstream.py; the tests never read the upstream folder itself.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from validator.paths import bundled
from validator.sources.cards import build_cards, read_cdb

FIXTURES = Path(__file__).parent / "fixtures" / "upstream"


def _write_cdb(path: Path, rows: list[dict]) -> Path:
    """A minimal EDOPro database: the `datas` and `texts` columns the builder reads."""
    con = sqlite3.connect(path)
    con.execute(
        "create table datas(id integer primary key, ot integer, alias integer, type integer, "
        "atk integer, def integer, level integer)"
    )
    con.execute("create table texts(id integer primary key, name text, desc text)")
    for row in rows:
        con.execute(
            "insert into datas values (?, ?, ?, ?, ?, ?, ?)",
            [row[c] for c in ("id", "ot", "alias", "type", "atk", "def", "level")],
        )
        con.execute("insert into texts values (?, ?, '')", (row["id"], row["name"]))
    con.commit()
    con.close()
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    raws = json.loads((FIXTURES / "rush-sample.json").read_text(encoding="utf-8"))
    rows = json.loads((FIXTURES / "cdb-rows.json").read_text(encoding="utf-8"))
    cdb = _write_cdb(tmp_path_factory.mktemp("cdb") / "cards-rush.cdb", rows)
    cards, report = build_cards(raws, read_cdb(cdb))
    return raws, cards, report


def test_sample_rebuilds_to_the_committed_records(built):
    raws, cards, _ = built
    committed = {
        record["id"]: record
        for record in json.loads(bundled("card_data", "cards.json").read_text(encoding="utf-8"))
    }
    assert len(cards) == len(raws) == 29
    for card in cards:
        assert card.record() == committed[card.id], card.name


def test_sample_covers_what_the_builder_makes(built):
    _, cards, _ = built
    by_id = {card.id: card for card in cards}
    assert by_id[15898].maximum_set == [15898, 15897, 15899]
    assert by_id[15897].maximum_part == "left"
    assert by_id[16886].fusion_materials == [16891, 16894]
    assert by_id[18963].fusion_generic_materials
    assert [p.model_dump() for p in by_id[18963].fusion_described] == [
        {
            "count": 1,
            "filter": {"attribute": "LIGHT", "race": "Galaxy"},
            "more": False,
            "same_name": False,
        }
    ]
    assert by_id[18963].fusion_materials == [18372]
    assert by_id[21387].fusion_described[0].more  # "1 or more"
    assert by_id[21396].fusion_described[0].filter == {"ids": [17342], "level": 4}
    assert by_id[21396].fusion_materials == []  # a name with a Level is a described material
    assert by_id[21387].effect_monster and not by_id[15152].effect_monster
    assert by_id[21588].ritual_spells == [21597] and by_id[21588].extra_deck
    assert {by_id[i].kind for i in (15184, 15657, 15913) if by_id[i].legend} == {
        "monster",
        "spell",
        "trap",
    }
    assert not by_id[1207651].official and by_id[15204].official
    assert by_id[15184].passcodes == [160001000, 160205001, 160418001]  # "(Rush)" names joined


def test_join_report_names_what_it_could_not_join(built):
    _, _, report = built
    assert [p for p, _, _ in report.unjoined_passcodes] == [160022200]
    assert {i for i, _ in report.cards_without_passcode} == {1203678, 1207651}
    assert any("160022200" in line and "not joined" in line for line in report.lines())


def _maximum_raw(konami_id: int, name: str, condition: str, **extra: object) -> dict:
    return {
        "konami_id": konami_id,
        "card_type": "Monster",
        "name": {"en": name, "ja": None},
        "monster_type_line": "Fairy / Maximum / Effect",
        "level": 10,
        "atk": 1000,
        "def": 1000,
        "summoning_condition": {"en": condition},
        **extra,
    }


def test_a_piece_that_takes_an_l_name_in_hand_is_a_left_piece_of_that_set():
    centre = "Emperor Sample"
    raws = [
        _maximum_raw(1, centre, "Maximum Summon with [L] and [R].", maximum_atk=4000),
        _maximum_raw(2, f"{centre} [L]", "Maximum Summon."),
        _maximum_raw(3, f"{centre} [R]", "Maximum Summon."),
        _maximum_raw(
            4, "Alias Piece", f'This card\'s name becomes "{centre} [L]" while in the hand.'
        ),
    ]
    cards, _ = build_cards(raws, [])
    alias = {card.id: card for card in cards}[4]
    assert alias.maximum_part == "left"
    assert alias.maximum_set == [1, 2, 3]
