"""A gauntlet's field: files, folders and manifests, with weights from the manifest or a file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from validator.errors import InputError
from validator.playtest.field import load_field, read_weights, shares

EXAMPLES = Path(__file__).parents[2] / "examples" / "rush"
SEVENS = EXAMPLES / "legal-sevens-road.ydk"
RITUAL = EXAMPLES / "legal-dark-magic-ritual.txt"


def manifest(tmp_path: Path, rows: str) -> str:
    for source in (SEVENS, RITUAL):
        (tmp_path / source.name).write_bytes(source.read_bytes())
    path = tmp_path / "field.csv"
    path.write_text(rows, encoding="utf-8")
    return str(path)


def test_a_manifest_gives_labels_and_weights_and_shares(tmp_path, db):
    path = manifest(
        tmp_path,
        "player,deck,weight\nAiko,legal-sevens-road.ydk,3\n,legal-dark-magic-ritual.txt,\n",
    )
    field = load_field([path], db)
    assert [(e.label, e.weight) for e in field] == [("Aiko", 3.0), ("legal-dark-magic-ritual", 1.0)]
    assert shares(field) == [0.75, 0.25]


def test_files_and_folders_with_the_same_deck_get_distinct_labels(db):
    field = load_field([str(SEVENS), str(SEVENS)], db)
    assert [e.label for e in field] == ["legal-sevens-road (1)", "legal-sevens-road (2)"]


def test_a_weights_file_sets_shares_by_label_or_path(tmp_path, db):
    weights = tmp_path / "weights.json"
    weights.write_text(json.dumps({"legal-sevens-road": 0, str(RITUAL): 2.5}), encoding="utf-8")
    field = load_field([str(SEVENS), str(RITUAL)], db, read_weights(str(weights)))
    assert [e.weight for e in field] == [0.0, 2.5]
    assert shares(field) == [0.0, 1.0]
    csv_weights = tmp_path / "weights.csv"
    csv_weights.write_text("deck,weight\nlegal-sevens-road,4\n", encoding="utf-8")
    assert read_weights(str(csv_weights)) == {"legal-sevens-road": 4.0}


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ("deck,weight\nlegal-sevens-road.ydk,-1\n", "a weight is a number 0 or more"),
        ("deck,weight\nlegal-sevens-road.ydk,lots\n", "is not a number"),
        ("deck,weight\nlegal-sevens-road.ydk,nan\n", "a weight is a number 0 or more"),
        ("deck,weight\nmissing.ydk,1\n", "no such deck file"),
    ],
)
def test_bad_manifest_rows_are_input_errors(tmp_path, db, rows, message):
    with pytest.raises(InputError, match=message):
        load_field([manifest(tmp_path, rows)], db)


def test_weights_naming_no_deck_or_all_zero_are_refused(tmp_path, db):
    with pytest.raises(InputError, match="not in the field: nobody"):
        load_field([str(SEVENS)], db, {"nobody": 1.0})
    with pytest.raises(InputError, match="all 0"):
        shares(load_field([str(SEVENS)], db, {"legal-sevens-road": 0.0}))
    bad = tmp_path / "weights.json"
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(InputError, match="is an object"):
        read_weights(str(bad))


def test_a_folder_without_decks_is_no_field(tmp_path, db):
    with pytest.raises(InputError, match="the field holds no deck"):
        load_field([str(tmp_path)], db)
