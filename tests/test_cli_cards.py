"""`rushdeck cards`, `rushdeck regulation` and `rushdeck convert`: output, --json, exit codes."""

from __future__ import annotations

import base64
import json
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cards import load_cards
from validator.cli import main

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).parent / "fixtures" / "decks"
CARD_FIELDS = {
    "id",
    "name",
    "name_ja",
    "kind",
    "subtype",
    "maximum_part",
    "level",
    "atk",
    "def",
    "maximum_atk",
    "attribute",
    "race",
    "legend",
    "extra_deck",
    "official",
    "passcodes",
    "fusion_materials",
    "fusion_generic_materials",
    "fusion_described",
    "effect_monster",
    "ritual_spells",
    "maximum_set",
}


def run(*args: str, input: str | None = None, code: int = 0):
    result = CliRunner().invoke(main, list(args), input=input)
    assert result.exit_code == code, (result.stdout, result.stderr, result.exception)
    return result


# cards show


@pytest.mark.parametrize(
    "key",
    [
        "15150",
        "160446011",
        "Sevens Road Magician",
        "sevens-road magician",
        "セブンスロード・マジシャン",
    ],
)
def test_cards_show_by_id_passcode_or_name(key):
    out = run("cards", "show", key).stdout
    assert "id: 15150" in out and "name: Sevens Road Magician" in out
    assert "japanese: セブンスロード・マジシャン" in out and "passcodes: 160205003," in out


def test_cards_show_json_prints_the_card_record():
    record = json.loads(run("cards", "show", "15150", "--json").stdout)
    assert set(record) == CARD_FIELDS
    assert (record["id"], record["level"], record["atk"], record["def"]) == (15150, 7, 2100, 1500)


def test_cards_show_names_related_cards():
    out = run("cards", "show", "Supreme Machine Magnum Overlord").stdout
    assert "maximum atk: 3500" in out and "maximum part: center" in out
    assert "Supreme Machine Magnum Overlord [L] (15897)" in out
    assert "ritual spells: Black Magic Ritual (21597)" in run("cards", "show", "21588").stdout
    assert "fusion materials: Imaginary Actor (16891), Sword Dancer (16894)" in (
        run("cards", "show", "16886").stdout
    )


def test_cards_show_party_card_says_it_is_not_for_official_duels():
    out = run("cards", "show", "1207651").stdout
    assert "official: no: cannot be used in official duels" in out
    assert "passcodes: none known" in out
    assert "id: 15204" in run("cards", "show", "Pierce!").stdout  # the official card wins


@pytest.mark.parametrize("key", ["Sevns Road Magican", "99999999", "²"])
def test_cards_show_unknown_exits_2_with_suggestions(key):
    result = run("cards", "show", key, code=2)
    assert result.stdout == ""
    assert result.stderr.startswith(f"error: no card matches {key!r}")


def test_cards_show_suggests_close_names():
    result = run("cards", "show", "Sevns Road Magican", code=2)
    assert "did you mean 'Sevens Road Magician'" in result.stderr


# cards search


def test_cards_search_text_and_limit():
    out = run("cards", "search", "sevens road", "--limit", "2").stdout.splitlines()
    assert len(out) == 3 and out[-1].endswith("card(s) (showing 2; use --limit)")
    assert "(fusion monster)" in out[0]
    maximum = run("cards", "search", "Supreme Machine Magnum Overlord").stdout.splitlines()
    assert maximum[0] == (
        "  15898  Supreme Machine Magnum Overlord  (maximum monster)  Lv10 1900/0 MAXIMUM 3500"
    )
    assert maximum[1].endswith("[L]  (maximum monster)  Lv4 800/0")
    assert "  15184  Blue-Eyes White Dragon  (normal monster)  Lv8 3000/2500  [LEGEND]" in (
        run("cards", "search", "blue eyes white dragon").stdout
    )


def test_cards_search_json_with_filters():
    data = json.loads(run("cards", "search", "", "--legend", "--kind", "trap", "--json").stdout)
    assert data["total"] == 16 == len(data["cards"])
    assert all(c["legend"] and c["kind"] == "trap" for c in data["cards"])
    assert set(data["cards"][0]) == CARD_FIELDS


def test_cards_search_without_hits_is_still_success():
    assert run("cards", "search", "qqqqqqqq").stdout == "0 card(s)\n"
    assert json.loads(run("cards", "search", "qqqqqqqq", "--json").stdout) == {
        "total": 0,
        "cards": [],
    }


@pytest.mark.parametrize(
    "args", [("--kind", "fusion"), ("--limit", "0"), ("--limit", "many"), ("--colour", "red")]
)
def test_cards_search_bad_options_exit_2(args):
    assert "Error" in run("cards", "search", "x", *args, code=2).stderr


# regulation


def test_regulation_list():
    out = run("regulation", "list").stdout.splitlines()
    assert len(out) == 16 and out[0].startswith("2023-01-01  forbidden  0  limited  3")
    rows = json.loads(run("regulation", "list", "--json").stdout)
    assert [r["effective_date"] for r in rows][-1] == "2026-10-01"
    assert set(rows[0]) == {"effective_date", "forbidden", "limited", "semi_limited"}


def test_regulation_show_json_has_the_documented_shape():
    data = json.loads(run("regulation", "show", "--date", "2026-11-30", "--json").stdout)
    assert set(data) == {"effective_date", "forbidden", "limited", "semi_limited"}
    assert data["effective_date"] == "2026-10-01" and 18688 in data["forbidden"]


def test_regulation_show_text_names_the_cards():
    out = run("regulation", "show", "--date", "2023-03-31").stdout
    assert out.startswith("Limit Regulation in force on 2023-03-31: list of 2023-01-01")
    assert "Forbidden (0)" in out and "Limited (3)" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("show", "--date", "2022-12-31"), "no Limit Regulation list is in force on 2022-12-31"),
        (("show", "--date", "31/12/2024"), "not a date: '31/12/2024' (expected YYYY-MM-DD)"),
        (("diff", "2024-01-01", "tomorrow"), "not a date: 'tomorrow'"),
        (("diff", "2019-01-01", "2024-01-01"), "the first is 2023-01-01"),
    ],
)
def test_regulation_bad_dates_exit_2(args, message):
    result = run("regulation", *args, code=2)
    assert message in result.stderr and result.stdout == ""


def test_regulation_diff():
    out = run("regulation", "diff", "2026-07-01", "2026-10-01").stdout.splitlines()
    assert out[0] == "2026-07-01 -> 2026-10-01: 8 change(s)"
    assert "  Cyber Variation (21392): Unlimited -> Limited" in out
    data = json.loads(run("regulation", "diff", "2026-08-15", "2026-10-01", "--json").stdout)
    assert (data["from"], data["to"], len(data["changes"])) == ("2026-07-01", "2026-10-01", 8)
    assert {"id": 21392, "name": "Cyber Variation", "from": 3, "to": 1} in data["changes"]
    assert run("regulation", "diff", "2026-10-01", "2026-12-25").stdout.endswith("0 change(s)\n")


# convert


def test_convert_between_forms():
    as_ydke = run("convert", str(FIXTURES / "japanese.txt"), "--to", "ydke").stdout.strip()
    assert as_ydke.startswith("ydke://")
    back = json.loads(run("convert", as_ydke, "--to", "json").stdout)
    assert back["main"] == [{"id": 15150, "count": 3}, {"id": 15151, "count": 1}]
    assert back["extra"] == [{"id": 16886, "count": 1}]


@pytest.mark.parametrize(
    ("fixture", "message"),
    [
        ("headers.txt", "'Sevens Road Magican' (line 6), did you mean 'Sevens Road Magician'?"),
        ("edopro-crlf.ydk", "unknown card(s): '160999999' (line 11)"),
        ("repeated-ids.json", "unknown card(s): '99999'"),
    ],
)
def test_convert_names_unknown_cards_and_exits_2(fixture, message):
    result = run("convert", str(FIXTURES / fixture), "--to", "json", code=2)
    assert message in result.stderr and result.stdout == ""


def test_convert_from_stdin_with_json_output():
    ydk = "#main\n160205003\n160205003\n#extra\n160204001\n!side\n"
    data = json.loads(run("convert", "-", "--to", "text", "--json", input=ydk).stdout)
    assert data["form"] == "text"
    assert data["counts"] == {"main": 2, "extra": 1, "side": 0}
    assert data["deck"].startswith("Main Deck (2)\n2 Sevens Road Magician\n")


def test_convert_ydke_url_argument():
    chunk = base64.b64encode(struct.pack("<2I", 160205003, 160301002)).decode()
    out = run("convert", f"ydke://{chunk}!!!", "--to", "ydk").stdout
    assert out == "#created by rushdeck\n#main\n160205003\n160301002\n#extra\n!side\n"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("nowhere.ydk", "--to", "json"), "error: nowhere.ydk: no such deck file"),
        (("ydke://AAAA!!", "--to", "json"), "has 3 sections"),
        (("-", "--to", "ydk"), "<stdin>:2: expected a passcode"),
    ],
)
def test_convert_bad_input_exits_2(args, message):
    result = run("convert", *args, input="#main\nBlue-Eyes\n", code=2)
    assert message in result.stderr and result.stdout == ""


def test_convert_needs_a_known_form():
    assert "Invalid value for '--to'" in run("convert", "-", "--to", "pdf", code=2).stderr


def test_convert_card_without_a_passcode_exits_2():
    deck = '{"main": [1203678]}'
    assert json.loads(run("convert", "-", "--to", "json", input=deck).stdout)["main"] == [
        {"id": 1203678, "count": 1}
    ]
    result = run("convert", "-", "--to", "ydk", input=deck, code=2)
    assert "'Robotic Knight' has no known EDOPro passcode" in result.stderr


def test_python_dash_m_runs_the_command_line():
    done = subprocess.run(
        [sys.executable, "-m", "validator", "cards", "show", "15150", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["id"] == 15150


def test_help_lists_the_command_families():
    out = run("--help").stdout
    for family in ("cards", "convert", "regulation"):
        assert f"  {family}" in out


def test_show_prints_the_compiled_effect_rendered_back_to_english():
    from validator.engine.cards import CardInfo
    from validator.engine.coverage import source_of
    from validator.engine.effects.text.rendering import rendered_clauses

    db = load_cards()
    card = next(c for c in db if source_of(CardInfo(c)) == "compiled")
    shown = CliRunner().invoke(main, ["cards", "show", str(card.id)]).output
    lines = rendered_clauses(card.id)
    assert lines and f"played as: {lines[0]}" in shown
    assert all(line in shown for line in lines)
    missing = next(c for c in db if source_of(CardInfo(c)) == "missing")
    shown = CliRunner().invoke(main, ["cards", "show", str(missing.id)]).output
    assert "played as: played without its effect: no production reads clause" in shown
