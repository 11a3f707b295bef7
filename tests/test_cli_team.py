"""`rushdeck team`: a report per deck and the team-wide violations."""

import json

from click.testing import CliRunner

from validator.cli import main

DATE = ["--date", "2026-11-30"]
LEGAL = [
    f"examples/wrgp/legal-team/{n}"
    for n in ("1-sevens-road.txt", "2-royal-rebels.txt", "3-dice-keys.txt")
]
ILLEGAL = [path.replace("legal-team", "illegal-team") for path in LEGAL]


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_a_legal_team():
    result = run("team", *LEGAL, *DATE)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Team: legal (wrgp, 2026-11-30")
    assert "1st examples/wrgp/legal-team/1-sevens-road.txt: legal" in result.stdout


def test_an_illegal_team_json():
    result = run("team", *ILLEGAL, *DATE, "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert list(data) == ["legal", "format", "date", "regulation", "decks", "violations"]
    assert data["format"] == "wrgp" and len(data["decks"]) == 3
    assert all(deck["legal"] for deck in data["decks"])
    assert sorted(v["code"] for v in data["violations"]) == [
        "TEAM_COPY_LIMIT",
        "TEAM_LIMITED",
        "TEAM_SEMI_LIMITED",
    ]


def test_a_team_of_two_is_illegal_not_an_error():
    result = run("team", *LEGAL[:2], *DATE, "--json")
    assert result.exit_code == 1
    assert [v["code"] for v in json.loads(result.stdout)["violations"]] == ["TEAM_SIZE"]


def test_a_bad_date_is_an_error_before_any_file_is_read():
    result = run("team", "missing.ydk", "--date", "tomorrow")
    assert result.exit_code == 2 and "not a date" in result.stderr
