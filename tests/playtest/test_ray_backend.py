"""The Ray backend on a Ray of 2 CPUs started by the tests: the same reports as local play,
a worker killed mid-chunk, a cancelled run, and the command line starting its own Ray."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

from click.testing import CliRunner

from validator.cli import main
from validator.playtest.backends import LocalBackend, RayBackend
from validator.playtest.compare import run_compare
from validator.playtest.gauntlet import run_gauntlet

ROOT = Path(__file__).parents[2]
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


def _kill_a_chunk(stop: threading.Event, killed: list[int]) -> None:
    """Kill the first worker of ours seen playing a chunk (its title names the task)."""
    while not stop.is_set() and not killed:
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                title = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if title.startswith(b"ray::play_chunk") and _descends_from_us(int(entry.name)):
                os.kill(int(entry.name), signal.SIGKILL)
                killed.append(int(entry.name))
                return


def test_a_chunk_whose_worker_dies_is_played_again_and_counted_once(ray_cluster, sevens, dragons):
    expected = run_gauntlet(sevens, [dragons], games_per_matchup=60, seed=5, backend=LocalBackend())
    stop, killed = threading.Event(), []
    killer = threading.Thread(target=_kill_a_chunk, args=(stop, killed))
    killer.start()
    try:
        report = run_gauntlet(
            sevens, [dragons], games_per_matchup=60, seed=5, backend=RayBackend(chunk_size=30)
        )
    finally:
        stop.set()
        killer.join()
    assert killed, "no worker was seen playing a chunk"
    assert dumped(report) == dumped(expected)


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


def test_the_command_starts_a_ray_for_the_run_and_stops_it():
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["PYTHONPATH"] = str(ROOT)
    command = [sys.executable, "-m", "validator", *PLAYTEST]
    on_ray = subprocess.run(
        [*command, "--backend", "ray"], capture_output=True, text=True, env=env, check=False
    )
    assert on_ray.returncode == 0, on_ray.stderr
    local = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    assert on_ray.stdout == local.stdout
