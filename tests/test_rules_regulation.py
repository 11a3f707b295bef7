"""The list in force is the latest effective date on or before the date; none before 2023."""

import json
import shutil
from pathlib import Path

import pytest
from checker_support import DB, codes, deck, only

from validator.formats import DateError
from validator.formats.regulations import read_regulations
from validator.paths import bundled
from validator.services import validate_deck

LIMITED_UNTIL_OCTOBER = 17211  # Limited on the 2026-07-01 list, Semi-Limited from 2026-10-01


@pytest.mark.parametrize(
    ("date", "regulation"),
    [
        ("2022-12-31", None),
        ("2023-01-01", "2023-01-01"),
        ("2026-09-30", "2026-07-01"),
        ("2026-10-01", "2026-10-01"),
        ("2030-01-01", "2026-10-01"),
    ],
)
def test_the_list_in_force(date, regulation):
    report = validate_deck(deck(), date)
    assert (report.regulation.isoformat() if report.regulation else None) == regulation


def test_a_limit_changes_on_the_effective_date():
    two = deck(main=[(LIMITED_UNTIL_OCTOBER, 2)])
    assert codes(validate_deck(two, "2026-09-30")) == ["LIMITED"]
    assert validate_deck(two, "2026-10-01").legal


def test_no_list_before_2023():
    report = validate_deck(deck(main=[("Vanity's Fiend", 1)]), "2022-12-31")
    assert report.legal and report.regulation is None


def test_dates_before_rush_duel_are_an_error():
    with pytest.raises(DateError, match="2020-04-04"):
        validate_deck(deck(), "2020-04-03")


def test_a_malformed_date_is_an_error():
    with pytest.raises(DateError, match="YYYY-MM-DD"):
        validate_deck(deck(), "2026-13-01")


def test_rules_and_lists_are_data(tmp_path: Path):
    """A new list and a rule change are data changes: the validator follows the files."""
    shutil.copytree(bundled("regulations", "formats"), tmp_path / "formats")
    (tmp_path / "limits").mkdir()
    nana = DB.lookup("Sevens Road Witch").id
    (tmp_path / "limits" / "2027-01-01.json").write_text(
        json.dumps({"effective_date": "2027-01-01", "forbidden": [nana]})
    )
    rush = json.loads((tmp_path / "formats" / "rush.json").read_text())
    rush["changes"].append({"since": "2027-01-01", "rules": {"copies": 2}})
    (tmp_path / "formats" / "rush.json").write_text(json.dumps(rush))
    regulations = read_regulations(tmp_path)
    report = validate_deck(deck(), "2027-01-01", regulations=regulations)
    assert report.regulation.isoformat() == "2027-01-01"
    assert only(report, "FORBIDDEN").card.id == nana
    assert {v.code.value for v in report.violations} == {"FORBIDDEN", "COPY_LIMIT"}
    assert {v.limit for v in report.violations if v.code.value == "COPY_LIMIT"} == {2}
    assert validate_deck(deck(), "2026-12-31", regulations=regulations).legal
