"""`run_gauntlet` and `rushdeck gauntlet`: matchups, the weighted field, cut-short runs."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cli import main
from validator.errors import InputError
from validator.playtest.backends import Chunk, Games, LocalBackend, backend_named
from validator.playtest.field import FieldEntry
from validator.playtest.gauntlet import prepare, run_gauntlet
from validator.playtest.runner import GameRecord, Matchup

EXAMPLES = Path(__file__).parents[2] / "examples" / "rush"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_each_matchup_is_the_playtest_of_its_seed(sevens, dragons):
    report = run_gauntlet(
        sevens, [dragons, sevens], games_per_matchup=16, seed=7, backend=LocalBackend()
    )
    assert [m["opponent"] for m in report["field"]] == ["dragons", "sevens"]
    assert len({m["seed"] for m in report["field"]}) == 2
    for matchup, opponent in zip(report["field"], ["sample:dragons", "sample:sevens"], strict=True):
        result = run(
            "playtest", "sample:sevens", "--vs", opponent, "--games", "16",
            "--seed", str(matchup["seed"]), "--json",
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        mine = json.loads(result.stdout)["decks"][0]
        assert matchup["wins"] == mine["wins"]
        assert matchup["win_rate_95"] == mine["win_rate_95"]
        assert matchup["going_first"]["win_rate"] == mine["win_rate_first"]
        assert matchup["going_second"]["win_rate"] == mine["win_rate_second"]
        assert matchup["wins"] + matchup["losses"] + matchup["draws"] == 16
        assert matchup["going_first"]["games"] + matchup["going_second"]["games"] == 16


def test_the_overall_rate_is_weighted_by_the_field(sevens, dragons, weak_dragons):
    field = [FieldEntry(dragons.deck, "dragons", 3.0), FieldEntry(weak_dragons.deck, "weak", 1.0)]
    report = run_gauntlet(sevens, field, games_per_matchup=20, seed=1, backend=LocalBackend())
    strong, weak = report["field"]
    assert (strong["share"], weak["share"]) == (0.75, 0.25)
    expected = 0.75 * strong["wins"] / 20 + 0.25 * weak["wins"] / 20
    assert report["overall"]["win_rate"] == round(expected, 4)
    low, high = report["overall"]["win_rate_95"]
    assert low < report["overall"]["win_rate"] < high
    assert report["games"] == 40 and report["partial"] is False
    assert [check["name"] for check in report["legality"]] == ["sevens", "dragons", "weak"]


def test_a_cancelled_gauntlet_reports_the_games_finished(sevens, dragons):
    cancel = threading.Event()
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        cancel.set()

    report = run_gauntlet(
        sevens, [dragons, sevens], games_per_matchup=64, seed=0, backend=LocalBackend(),
        progress=progress, cancel=cancel,
    )  # fmt: skip
    assert report["partial"] is True
    assert len(seen) == 1 and seen[0][1] == 128
    assert report["games"] == seen[0][0] == sum(m["games"] for m in report["field"]) < 128


class Interrupted(LocalBackend):
    """Plays the first chunk, then Ctrl-C arrives."""

    def play(
        self, matchups: Sequence[Matchup], chunks: Sequence[Chunk]
    ) -> Iterator[tuple[Chunk, list[GameRecord]]]:
        yield from super().play(matchups, chunks[:1])
        raise KeyboardInterrupt


def test_ctrl_c_gives_the_partial_report(sevens, dragons):
    report = run_gauntlet(sevens, [dragons], games_per_matchup=40, seed=0, backend=Interrupted())
    assert report["partial"] is True
    assert report["games"] == report["field"][0]["games"] == LocalBackend().chunk_size(40)


def test_ctrl_c_on_the_command_prints_the_partial_report(interrupted):
    code, report, err = interrupted(
        "gauntlet", "sample:sevens", "--field", str(EXAMPLES / "legal-sevens-road.ydk"),
        "--games-per-matchup", "5000", "--jobs", "2", "--json",
    )  # fmt: skip
    assert code == 0, err
    assert report["partial"] is True and 0 < report["games"] < 5000
    assert f"stopped: the report covers the {report['games']} games finished" in err


def test_gauntlet_command_reads_a_weighted_manifest(tmp_path):
    (tmp_path / "field.json").write_text(
        json.dumps([{"deck": "a.ydk", "weight": 2}, {"deck": "b.txt", "player": "Bram"}]),
        encoding="utf-8",
    )
    shutil.copy(EXAMPLES / "legal-sevens-road.ydk", tmp_path / "a.ydk")
    shutil.copy(EXAMPLES / "legal-dark-magic-ritual.txt", tmp_path / "b.txt")
    args = [
        "gauntlet", str(EXAMPLES / "legal-sevens-road.txt"),
        "--field", str(tmp_path / "field.json"), "--games-per-matchup", "6",
    ]  # fmt: skip
    result = run(*args, "--jobs", "2", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert [(m["opponent"], m["weight"]) for m in report["field"]] == [("a", 2.0), ("Bram", 1.0)]
    text = run(*args)
    assert "overall, weighted by the field" in text.stdout and "Bram" in text.stdout


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["--field", "no/such/deck.ydk"], 2, "no such deck file"),
        (["--field", "sample:dragons"], 2, "no such deck file"),
        (["--field", str(EXAMPLES / "illegal-legend.txt"), "--strict"], 1, "only legal decks"),
        (["--field", str(EXAMPLES)], 2, "illegal-pool: unknown cards"),
        (
            ["--field", str(EXAMPLES / "illegal-legend.txt"), "--backend", "ray", "--address", "x"],
            2,
            "HOST:PORT",
        ),
        (["--field", str(EXAMPLES / "legal-sevens-road.ydk"), "--address", "x:1"], 2, "--address"),
        (
            ["--field", str(EXAMPLES / "legal-sevens-road.ydk"), "--backend", "ray", "--jobs", "2"],
            2,
            "--jobs goes with --backend local",
        ),
    ],
)
def test_gauntlet_command_refuses_bad_input(args, code, message):
    result = run(
        "gauntlet", str(EXAMPLES / "legal-sevens-road.ydk"), *args, "--games-per-matchup", "2"
    )
    assert result.exit_code == code
    assert message in result.output


def test_no_games_or_no_field_is_refused(sevens, dragons):
    with pytest.raises(InputError, match="games per matchup must be 1 or more"):
        run_gauntlet(sevens, [dragons], games_per_matchup=0, seed=0, backend=LocalBackend())
    with pytest.raises(InputError, match="the field holds no deck"):
        run_gauntlet(sevens, [], games_per_matchup=5, seed=0, backend=LocalBackend())


def test_the_ray_backend_without_ray_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(InputError, match=r"pip install 'rushdeck\[cluster\]'"):
        backend_named("ray")
    result = run(
        "playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "2", "--backend", "ray"
    )
    assert result.exit_code == 2
    assert "rushdeck[cluster]" in result.output


def test_ctrl_c_while_the_caller_handles_a_game_stops_between_chunks(sevens, dragons):
    ((matchup,),) = prepare([sevens], [dragons], seed=0).matchups
    games = Games(LocalBackend(), [matchup], [range(40)])  # chunks of 5 games
    before = signal.getsignal(signal.SIGINT)  # (ignored when the suite runs in the background)
    handled = []
    for _, record in games:  # Ctrl-C in the caller's own work on a game: no KeyboardInterrupt
        handled.append(record.index)
        if len(handled) == 2:
            os.kill(os.getpid(), signal.SIGINT)
    assert games.partial is True and handled == [0, 1, 2, 3, 4]  # the chunk is finished
    assert signal.getsignal(signal.SIGINT) is before  # put back


class Repeating(LocalBackend):
    """Hands every chunk back twice, as a retried task whose first run also reported could."""

    def play(
        self, matchups: Sequence[Matchup], chunks: Sequence[Chunk]
    ) -> Iterator[tuple[Chunk, list[GameRecord]]]:
        for chunk, records in super().play(matchups, chunks):
            yield chunk, records
            yield chunk, records


def test_a_chunk_handed_back_twice_counts_once(sevens, dragons):
    once = run_gauntlet(sevens, [dragons], games_per_matchup=24, seed=2, backend=LocalBackend())
    twice = run_gauntlet(sevens, [dragons], games_per_matchup=24, seed=2, backend=Repeating())
    assert twice == once and twice["games"] == 24
