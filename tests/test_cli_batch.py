"""`rushdeck batch`: files, folders and manifests; bad files do not stop it; summaries."""

import csv
import io
import json
import shutil
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cli import main
from validator.cli.batch import _shown

ROOT = Path(__file__).resolve().parent.parent
DATE = ["--date", "2026-11-30"]


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def batch_json(*args: str) -> tuple[int, dict]:
    result = run("batch", *args, *DATE, "--json")
    return result.exit_code, json.loads(result.stdout)


def test_a_folder_is_searched_recursively(tmp_path):
    shutil.copytree(ROOT / "examples" / "rush", tmp_path / "a" / "b")
    shutil.copytree(ROOT / "examples" / "rush", tmp_path / "c")
    code, data = batch_json(str(tmp_path))
    assert code == 1
    paths = [Path(item["path"]).relative_to(tmp_path).as_posix() for item in data["decks"]]
    assert len(paths) == 22 and paths[0] == "a/b/illegal-copies-alternate-prints.ydk"
    assert "c/legal-sevens-road.ydke" in paths
    summary = data["summary"]
    assert (summary["checked"], summary["legal"], summary["illegal"]) == (22, 10, 12)
    assert summary["errors"] == 0
    assert summary["codes"]["COPY_LIMIT"] == 4 and summary["codes"]["LEGEND_LIMIT"] == 2
    assert summary["most_common"][:2] == [
        {"code": "COPY_LIMIT", "card": "Ghost Cyclone", "decks": 2},
        {"code": "COPY_LIMIT", "card": "Sevens Road Magician", "decks": 2},
    ]


def test_all_legal_exits_0():
    code, data = batch_json(
        "examples/rush/legal-sevens-road.ydk", "examples/rush/legal-sevens-road.txt"
    )
    assert code == 0 and data["summary"]["legal"] == 2


def test_one_bad_file_is_that_files_error_and_the_batch_goes_on(tmp_path):
    bad = tmp_path / "bad.ydk"
    bad.write_text("#main\nnot a passcode\n")
    code, data = batch_json(str(bad), "examples/rush/legal-sevens-road.ydk")
    assert code == 1
    first, second = data["decks"]
    assert first["report"] is None and "expected a passcode" in first["error"]
    assert second["report"]["legal"] is True and second["error"] is None
    assert (data["summary"]["errors"], data["summary"]["legal"]) == (1, 1)


def test_a_csv_manifest_names_players():
    code, data = batch_json("examples/rush-players.csv")
    assert code == 1
    assert [item["player"] for item in data["decks"]] == ["Aiko", "Bram", "Chidi", "Dana"]
    assert [item["report"]["legal"] for item in data["decks"]] == [True, True, False, False]
    assert data["decks"][0]["path"] == str(Path("examples/rush/legal-sevens-road.ydk"))


def test_a_manifest_row_with_a_missing_file(tmp_path):
    manifest = tmp_path / "m.csv"
    manifest.write_text("player,deck\nAiko,nowhere.ydk\nBram,\n")
    code, data = batch_json(str(manifest))
    assert code == 1
    assert [item["error"] for item in data["decks"]] == [
        f"{tmp_path / 'nowhere.ydk'}: no such deck file",
        "manifest row names no deck file",
    ]


def test_a_broken_manifest_is_its_own_error(tmp_path):
    manifest = tmp_path / "m.csv"
    manifest.write_text("player,file\nAiko,a.ydk\n")
    code, data = batch_json(str(manifest), "examples/rush/legal-sevens-road.ydk")
    assert code == 1 and "needs a 'deck' column" in data["decks"][0]["error"]
    assert data["decks"][1]["report"]["legal"] is True


@pytest.mark.parametrize("manifest", ["wrgp-teams.csv", "wrgp-teams.json"])
def test_wrgp_groups_decks_by_team(manifest):
    code, data = batch_json(f"examples/{manifest}", "--format", "wrgp")
    assert code == 1 and "decks" not in data
    teams = data["teams"]
    assert [team["team"] for team in teams] == ["Road Trip", "Overlap"]
    assert teams[0]["players"] == ["Aiko", "Bram", "Chidi"] and teams[0]["report"]["legal"]
    assert sorted(v["code"] for v in teams[1]["report"]["violations"]) == [
        "TEAM_COPY_LIMIT",
        "TEAM_LIMITED",
        "TEAM_SEMI_LIMITED",
    ]
    assert (data["summary"]["legal"], data["summary"]["illegal"]) == (1, 1)


def test_wrgp_groups_a_folder_by_subfolder():
    code, data = batch_json("examples/wrgp", "--format", "wrgp")
    assert code == 1
    assert [Path(team["team"]).name for team in data["teams"]] == ["illegal-team", "legal-team"]
    assert [len(team["paths"]) for team in data["teams"]] == [3, 3]


def test_csv_output():
    result = run("batch", "examples/rush-players.csv", *DATE, "--csv")
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert result.exit_code == 1
    assert [row["status"] for row in rows] == ["legal", "legal", "illegal", "illegal"]
    assert rows[3]["codes"] == "COPY_LIMIT;FORBIDDEN;LIMITED;SEMI_LIMITED"
    assert rows[2]["player"] == "Chidi" and rows[2]["main"] == "40"


def test_text_output_lists_problems_and_a_summary():
    result = run("batch", "examples/rush-players.csv", *DATE)
    assert "illegal-legend.txt (Chidi): ILLEGAL (2 problems)" in result.stdout
    assert (
        "4 decks checked (rush, 2026-11-30, Limit Regulation 2026-10-01): "
        "2 legal, 2 illegal, 0 unreadable" in result.stdout
    )
    assert "most common violations:" in result.stdout


def test_usage_errors_exit_2(tmp_path):
    assert run("batch", str(tmp_path / "missing")).exit_code == 2
    assert run("batch", "examples/rush", "--json", "--csv").exit_code == 2
    assert run("batch", "examples/rush", "--format", "party").exit_code == 2
    assert run("batch", "examples/rush", "--date", "2019-01-01").exit_code == 2


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_shows_only_on_a_terminal(monkeypatch):
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert list(_shown("decks")(range(3))) == [0, 1, 2]
    assert "decks" in terminal.getvalue()
    pipe = io.StringIO()
    monkeypatch.setattr(sys, "stderr", pipe)
    assert list(_shown("decks")(range(3))) == [0, 1, 2]
    assert pipe.getvalue() == ""
