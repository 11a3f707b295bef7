"""The Ray backend on a Ray of 2 CPUs started by the tests: the same reports as local play,
a worker killed mid-chunk (once, and on every try), a game that fails, a cancelled run, and the
command line starting its own Ray or failing to."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from validator.cli import main
from validator.errors import GameError
from validator.playtest.backends import (
    RAY_RETRIES,
    Games,
    LocalBackend,
    RayBackend,
    check_reachable,
)
from validator.playtest.compare import run_compare
from validator.playtest.gauntlet import prepare, run_gauntlet

ROOT = Path(__file__).parents[2]
FIELD = ROOT / "examples" / "rush" / "legal-sevens-road.ydk"
GAUNTLET = ["gauntlet", "sample:sevens", "--field", str(FIELD), "--games-per-matchup", "10"]
PLAYTEST = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "10", "--json"]


def backends():
    return [LocalBackend(1), LocalBackend(2), RayBackend(chunk_size=3), RayBackend(chunk_size=50)]


def dumped(report: dict) -> str:
    return json.dumps(report, indent=2)


def test_the_same_reports_on_every_backend(ray_cluster, sevens, dragons, weak_dragons):
    gauntlets = {
        dumped(
            run_gauntlet(sevens, [dragons, weak_dragons], games_per_matchup=12, seed=3, backend=b)
        )
        for b in backends()
    }
    compares = {
        dumped(run_compare(dragons, weak_dragons, [sevens], games=12, seed=3, backend=b))
        for b in backends()
    }
    assert len(gauntlets) == 1 and len(compares) == 1
    playtests = {
        CliRunner().invoke(main, [*PLAYTEST, *options]).stdout
        for options in (["--jobs", "2"], ["--backend", "ray", "--chunk-size", "4"])
    }
    assert len(playtests) == 1


def _descends_from_us(pid: int) -> bool:
    """Whether a process was started by this test run (a Ray worker of the tests' Ray)."""
    while pid > 1:
        if pid == os.getpid():
            return True
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            return False
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    return False


def _kill_chunks(stop: threading.Event, killed: list[int], times: int = 1) -> None:
    """Kill the workers of ours seen playing a chunk (their title names the task), `times`
    of them, or until `stop` is set."""
    while not stop.is_set() and len(killed) < times:
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) in killed:
                continue
            try:
                title = (entry / "cmdline").read_bytes()
                if title.startswith(b"ray::play_chunk") and _descends_from_us(int(entry.name)):
                    os.kill(int(entry.name), signal.SIGKILL)
                    killed.append(int(entry.name))
            except OSError:
                continue


@contextmanager
def killing(times: int) -> Iterator[list[int]]:
    """While the block runs, kill `times` workers playing a chunk; the pids killed."""
    stop, killed = threading.Event(), []
    killer = threading.Thread(target=_kill_chunks, args=(stop, killed, times))
    killer.start()
    try:
        yield killed
    finally:
        stop.set()
        killer.join()


def test_a_chunk_whose_worker_dies_is_played_again_and_counted_once(ray_cluster, sevens, dragons):
    expected = run_gauntlet(sevens, [dragons], games_per_matchup=60, seed=5, backend=LocalBackend())
    with killing(1) as killed:
        report = run_gauntlet(
            sevens, [dragons], games_per_matchup=60, seed=5, backend=RayBackend(chunk_size=30)
        )
    assert killed, "no worker was seen playing a chunk"
    assert dumped(report) == dumped(expected)


@pytest.mark.parametrize(
    ("command", "versus"),
    [
        (PLAYTEST[:-1], "sevens vs dragons"),
        (GAUNTLET, "sevens vs legal-sevens-road"),
    ],
)
def test_a_task_whose_worker_dies_on_every_try_fails_the_command(ray_cluster, command, versus):
    with killing(RAY_RETRIES + 1) as killed:
        result = CliRunner().invoke(main, [*command, "--backend", "ray", "--chunk-size", "10"])
    assert len(killed) == RAY_RETRIES + 1
    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1] == (
        f"error: games 0-9 of {versus} failed: "
        f"the Ray worker playing them died on each of {RAY_RETRIES + 1} tries"
    )
    assert "Traceback" not in result.output


def test_a_game_that_fails_is_named_with_its_seed_on_every_backend(ray_cluster, sevens, dragons):
    """An agent no one knows makes the engine fail in the game, wherever it is played."""
    ((fine,),) = prepare([sevens], [dragons], seed=1).matchups
    broken = replace(fine, agents=("greedy", "nobody"))
    errors = set()
    for backend in backends():
        with pytest.raises(GameError) as caught:
            list(Games(backend, [fine, broken], [range(6), range(2, 3)]))
        errors.add(str(caught.value))
    assert errors == {
        "game 2 of sevens vs dragons failed (KeyError: 'nobody'); "
        f"rushdeck playtest --seed {fine.seed} --games 3 plays it again"
    }


def test_a_task_that_fails_outside_the_games_names_its_chunk(ray_cluster, sevens, dragons):
    """Logs to a folder the worker cannot create: the task fails before its first game."""
    ((fine,),) = prepare([sevens], [dragons], seed=1).matchups
    unwritable = replace(fine, logs=Path("/proc/no-such-folder"))
    with pytest.raises(GameError) as caught:
        list(Games(RayBackend(chunk_size=3), [unwritable], [range(3)]))
    message = str(caught.value)
    assert message.startswith("games 0-2 of sevens vs dragons failed: FileNotFoundError: ")
    assert "/proc/no-such-folder" in message and "\n" not in message


def test_a_cancelled_run_stops_and_the_cluster_plays_on(ray_cluster, sevens, dragons):
    cancel = threading.Event()
    report = run_gauntlet(
        sevens, [dragons, sevens], games_per_matchup=60, seed=0,
        backend=RayBackend(chunk_size=5), progress=lambda done, total: cancel.set(), cancel=cancel,
    )  # fmt: skip
    assert report["partial"] is True
    assert 0 < report["games"] == sum(m["games"] for m in report["field"]) < 120
    again = run_gauntlet(
        sevens, [dragons], games_per_matchup=4, seed=0, backend=RayBackend(chunk_size=2)
    )
    assert again["partial"] is False and again["games"] == 4


def test_ctrl_c_cancels_the_tasks_and_prints_the_partial_report(interrupted):
    code, report, err = interrupted(*PLAYTEST[:-3], "--games", "5000", "--backend", "ray", "--json")
    assert code == 0, err
    assert report["partial"] is True and 0 < report["games"] < 5000
    assert f"stopped: the report covers the {report['games']} games finished" in err


def test_an_address_nothing_answers_at_is_refused():
    result = CliRunner().invoke(main, [*PLAYTEST, "--backend", "ray", "--address", "127.0.0.1:1"])
    assert result.exit_code == 2
    assert "cannot reach the Ray cluster at 127.0.0.1:1" in result.output


def test_an_address_that_answers_but_not_as_ray_is_refused(httpserver):
    address = f"{httpserver.host}:{httpserver.port}"  # a web server
    result = CliRunner().invoke(main, [*PLAYTEST, "--backend", "ray", "--address", address])
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"error: {address} answers, but not as a Ray cluster: give the head's GCS port "
        "(HOST:6379 by default) or its Ray Client port (ray://HOST:10001)"
    )


def test_the_address_of_a_running_ray_passes_the_check(ray_cluster):
    check_reachable(ray_cluster.get_runtime_context().gcs_address)  # raises if refused


def _rushdeck(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`rushdeck ARGS` in a process of its own, with `env` added and no RAY_ADDRESS (a
    `--backend ray` run then starts its own Ray)."""
    environ = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    environ.update(PYTHONPATH=str(ROOT), **env)
    command = [sys.executable, "-m", "validator", *args]
    return subprocess.run(command, capture_output=True, text=True, env=environ, check=False)


def test_the_command_starts_a_ray_for_the_run_and_stops_it():
    on_ray = _rushdeck(*PLAYTEST, "--backend", "ray")
    assert on_ray.returncode == 0, on_ray.stderr
    assert on_ray.stdout == _rushdeck(*PLAYTEST).stdout


def test_a_ray_that_does_not_start_is_an_error_naming_it():
    done = _rushdeck(*PLAYTEST, "--backend", "ray", RAY_TMPDIR="/proc/no-such-folder")
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1].startswith("error: cannot start Ray on this machine: ")
    assert "Traceback" not in done.stderr


def test_a_broken_ray_address_is_refused():
    result = CliRunner().invoke(
        main, [*PLAYTEST, "--backend", "ray"], env={"RAY_ADDRESS": "head-without-port"}
    )
    assert result.exit_code == 2
    assert "a Ray address is HOST:PORT or ray://HOST:PORT, not 'head-without-port'" in result.stderr
