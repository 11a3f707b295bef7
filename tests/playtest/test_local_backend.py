"""The local backend's processes: the same records as one process, and a process killed mid-run
(out of memory, say) ends the run with an error naming the games instead of a run that waits
for ever."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading

from validator.errors import GameError
from validator.playtest.backends import Games, LocalBackend
from validator.playtest.runner import Matchup
from validator.playtest.samples import sample_deck

MATCHUP = Matchup(
    (sample_deck("sevens"), sample_deck("dragons")), ("sevens", "dragons"), ("random", "random")
)


def test_two_processes_give_the_games_one_process_gives():
    def records(jobs: int) -> list:
        games = Games(LocalBackend(jobs), [MATCHUP], [range(40)])
        return sorted((record.index, record.winner, record.turns) for _, record in games)

    assert records(2) == records(1)


def test_a_process_killed_mid_run_fails_the_run_with_the_games_it_was_playing():
    before = {child.pid for child in multiprocessing.active_children()}
    started, failures = threading.Event(), []

    def run() -> None:
        games = iter(Games(LocalBackend(2), [MATCHUP], [range(3000)]))
        next(games)  # the processes are playing
        started.set()
        try:
            for _ in games:
                pass
        except GameError as exc:
            failures.append(str(exc))

    runner = threading.Thread(target=run, daemon=True)
    runner.start()
    assert started.wait(60)
    ours = [c.pid for c in multiprocessing.active_children() if c.pid not in before]
    assert len(ours) == 2
    os.kill(ours[0], signal.SIGKILL)
    runner.join(120)
    assert not runner.is_alive(), "the run still waits for the killed process"
    assert len(failures) == 1 and failures[0].startswith("games ")
    assert failures[0].endswith(
        " of sevens vs dragons failed: a playtest process died (killed, or out of memory); "
        "fewer --jobs need less memory"
    )
