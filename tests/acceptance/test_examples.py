"""The example decks, checked by the real command as a separate process."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# example -> the violation codes it shows on 2026-11-30 (sorted)
EXPECTED = {
    "legal-sevens-road.txt": [],
    "legal-sevens-road.ydk": [],
    "legal-sevens-road.json": [],
    "legal-sevens-road.ydke": [],
    "legal-dark-magic-ritual.txt": [],
    "illegal-size.txt": ["EXTRA_DECK_SIZE", "MAIN_DECK_SIZE", "SIDE_DECK_SIZE"],
    "illegal-section.txt": ["WRONG_SECTION", "WRONG_SECTION"],
    "illegal-pool.txt": ["NOT_OFFICIAL", "UNKNOWN_CARD"],
    "illegal-copies-alternate-prints.ydk": ["COPY_LIMIT"],
    "illegal-regulation.txt": ["COPY_LIMIT", "FORBIDDEN", "LIMITED", "LIMITED", "SEMI_LIMITED"],
    "illegal-legend.txt": ["LEGEND_LIMIT", "LEGEND_LIMIT"],
}


def rushdeck(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "validator", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture(scope="module")
def rush_batch() -> dict:
    done = rushdeck("batch", "examples/rush", "--date", "2026-11-30", "--json")
    assert done.returncode == 1, done.stderr
    return {Path(item["path"]).name: item["report"] for item in json.loads(done.stdout)["decks"]}


def test_every_rush_example_is_covered(rush_batch):
    assert sorted(rush_batch) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_rush_example(rush_batch, name):
    report = rush_batch[name]
    assert sorted(v["code"] for v in report["violations"]) == EXPECTED[name]
    assert report["legal"] is (not EXPECTED[name])


def test_the_ritual_example_is_illegal_before_ritual_monsters_moved():
    done = rushdeck(
        "check", "examples/rush/legal-dark-magic-ritual.txt", "--date", "2025-04-25", "--json"
    )
    assert done.returncode == 1
    assert [v["code"] for v in json.loads(done.stdout)["violations"]] == ["WRONG_SECTION"]


def test_the_wrgp_examples():
    legal = rushdeck("team", *sorted(map(str, (ROOT / "examples/wrgp/legal-team").iterdir())))
    assert legal.returncode == 0, legal.stdout + legal.stderr
    illegal = sorted(str(p) for p in (ROOT / "examples/wrgp/illegal-team").iterdir())
    assert rushdeck("team", *illegal, "--date", "2026-11-30").returncode == 1


def test_the_party_examples():
    legal = sorted(str(p) for p in (ROOT / "examples/party/legal-table").glob("stand-in-deck-*"))
    spells = "examples/party/legal-table/stand-in-spell-deck.json"
    assert rushdeck("party", *legal, "--spell-deck", spells).returncode == 0
    table = sorted(str(p) for p in (ROOT / "examples/party/illegal-table").glob("player-*"))
    done = rushdeck("party", *table, "--spell-deck", "examples/party/illegal-table/spell-deck.json")
    assert done.returncode == 1 and "PARTY_DECK_REPEATED" in done.stdout
