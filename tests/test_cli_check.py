"""`rushdeck check`: exit codes, text and JSON output, dates, every input form."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cli import main

ROOT = Path(__file__).resolve().parent.parent
LEGAL = "examples/rush/legal-sevens-road"
DATE = ["--date", "2026-11-30"]


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, list(args), input=stdin, catch_exceptions=False)


@pytest.mark.parametrize("suffix", [".txt", ".ydk", ".json", ".ydke"])
def test_a_legal_deck_in_every_file_form(suffix):
    result = run("check", LEGAL + suffix, *DATE)
    assert result.exit_code == 0, result.output
    assert "legal" in result.stdout and "Main 40, Extra 6, Side 3" in result.stdout


def test_a_ydke_url_and_stdin():
    url = (ROOT / (LEGAL + ".ydke")).read_text().strip()
    assert run("check", url, *DATE).exit_code == 0
    text = (ROOT / (LEGAL + ".txt")).read_text()
    result = run("check", "-", *DATE, stdin=text)
    assert result.exit_code == 0 and result.stdout.startswith("<stdin>: legal")


def test_an_illegal_deck_exits_1_with_every_problem_on_its_own_line():
    result = run("check", "examples/rush/illegal-regulation.txt", *DATE)
    assert result.exit_code == 1
    problems = [
        line for line in result.stdout.splitlines() if line.startswith("  ") and ": " in line
    ]
    assert [line.split(":")[0].strip() for line in problems] == [
        "SEMI_LIMITED",
        "COPY_LIMIT",
        "LIMITED",
        "LIMITED",
        "FORBIDDEN",
    ]


def test_json_report():
    result = run("check", "examples/rush/illegal-legend.txt", *DATE, "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["legal"] is False and data["format"] == "rush"
    assert (data["date"], data["regulation"]) == ("2026-11-30", "2026-10-01")
    assert data["counts"] == {"main": 40, "extra": 6, "side": 4}
    assert [v["code"] for v in data["violations"]] == ["LEGEND_LIMIT", "LEGEND_LIMIT"]
    assert data["violations"][0]["cards"] == [
        {"id": 15184, "name": "Blue-Eyes White Dragon"},
        {"id": 15410, "name": "Dark Magician"},
    ]


def test_before_the_first_list_the_regulation_is_null():
    data = json.loads(run("check", LEGAL + ".txt", "--date", "2022-06-01", "--json").stdout)
    assert data["regulation"] is None


def test_the_date_defaults_to_today():
    import datetime as dt

    data = json.loads(run("check", LEGAL + ".txt", "--json").stdout)
    assert data["date"] == dt.date.today().isoformat()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--date", "30/11/2026"], "not a date: '30/11/2026' (expected YYYY-MM-DD)"),
        (["--date", "2020-04-03"], "before 'rush' existed (first day 2020-04-04)"),
        (["--format", "duel-links"], "unknown format 'duel-links'"),
    ],
)
def test_bad_options_exit_2_with_a_clear_message(args, message):
    result = run("check", LEGAL + ".txt", *args)
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.output


def test_a_missing_or_broken_file_exits_2(tmp_path):
    assert "no such deck file" in run("check", str(tmp_path / "nope.ydk")).stderr
    broken = tmp_path / "broken.ydk"
    broken.write_text("#main\nnot a passcode\n")
    result = run("check", str(broken))
    assert result.exit_code == 2 and "broken.ydk:2" in result.stderr


def test_the_installed_command_runs_as_a_process():
    done = subprocess.run(
        [sys.executable, "-m", "validator", "check", LEGAL + ".ydk", *DATE, "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["legal"] is True
