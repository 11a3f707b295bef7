"""`run_compare` and `rushdeck compare`: paired games, the difference and its interval, rounds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cli import main
from validator.errors import InputError
from validator.playtest.backends import LocalBackend
from validator.playtest.compare import run_compare


def test_two_identical_decks_differ_by_nothing(dragons, sevens):
    report = run_compare(dragons, dragons, [sevens], games=30, seed=4, backend=LocalBackend())
    overall = report["overall"]
    low, high = overall["difference_95"]
    assert low <= 0 <= high
    # The same seeds give the same games: every pair is a tie.
    assert overall["difference"] == 0 and overall["p_value"] == 1.0
    assert not overall["significant"]
    assert all(card["difference"] == 0 for card in report["cards"])


def test_a_deck_beats_its_copy_without_its_strong_monsters(dragons, weak_dragons, sevens):
    report = run_compare(dragons, weak_dragons, [sevens], games=120, seed=0, backend=LocalBackend())
    overall = report["overall"]
    assert overall["significant"]
    assert overall["difference_95"][1] < 0 < overall["win_rate_a"] - overall["win_rate_b"]
    assert overall["p_value"] < 0.05
    (matchup,) = report["field"]
    assert matchup["games"] == 120
    assert matchup["difference"] == pytest.approx(matchup["win_rate_b"] - matchup["win_rate_a"])
    shared = [c for c in report["cards"] if c["copies_a"] and c["copies_b"]]
    for card in shared:
        expected = card["win_rate_when_drawn_b"] - card["win_rate_when_drawn_a"]
        assert card["difference"] == pytest.approx(expected, abs=1e-4)
    magnitudes = [abs(c["difference"]) for c in report["cards"]]
    assert magnitudes == sorted(magnitudes, reverse=True)


def test_until_significant_stops_at_the_first_round_that_is(dragons, weak_dragons, sevens):
    report = run_compare(
        dragons, weak_dragons, [sevens], games=10, seed=0, backend=LocalBackend(),
        until_significant=True, max_games=400,
    )  # fmt: skip
    assert report["overall"]["significant"]
    rounds = report["rounds"]
    assert rounds >= 2 and report["games_per_matchup"] == 10 * rounds
    earlier = run_compare(
        dragons, weak_dragons, [sevens], games=10 * (rounds - 1), seed=0, backend=LocalBackend()
    )
    assert not earlier["overall"]["significant"]


def test_until_significant_plays_up_to_max_games_when_nothing_differs(dragons, sevens):
    report = run_compare(
        dragons, dragons, [sevens], games=10, seed=0, backend=LocalBackend(),
        until_significant=True, max_games=25,
    )  # fmt: skip
    assert (report["rounds"], report["games_per_matchup"], report["games"]) == (3, 25, 50)
    assert not report["overall"]["significant"]


def test_more_games_than_max_games_is_refused(dragons, sevens):
    with pytest.raises(InputError, match="fewer than --games"):
        run_compare(dragons, dragons, [sevens], games=10, seed=0, backend=LocalBackend(),
                    until_significant=True, max_games=5)  # fmt: skip


def test_compare_command_text_and_json():
    args = ["compare", "sample:dragons", "sample:sevens", "--games", "8"]
    field = ["--field", str(Path(__file__).parents[2] / "examples/rush/legal-sevens-road.ydk")]
    result = CliRunner().invoke(main, [*args, *field, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["decks"] == ["dragons", "sevens"] and report["games"] == 16
    text = CliRunner().invoke(main, [*args, *field])
    assert "B - A" in text.stdout and "cards whose win rate when drawn differs most" in text.stdout
    usage = CliRunner().invoke(main, [*args, *field, "--max-games", "20"])
    assert usage.exit_code == 2 and "--max-games goes with --until-significant" in usage.output
