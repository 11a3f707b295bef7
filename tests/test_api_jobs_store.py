"""The SQLite job store: statuses, progress, results across instances, and orphaned jobs."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from validator.api.jobs.store import JobStore
from validator.errors import InputError


@pytest.fixture()
def store(tmp_path: Path) -> JobStore:
    return JobStore(tmp_path / "jobs" / "jobs.sqlite3")


def set_columns(store: JobStore, job_id: str, **values: object) -> None:
    """Change a job's row behind the store's back, as another process would have left it."""
    sets = ", ".join(f"{name} = ?" for name in values)
    with sqlite3.connect(store.path) as db:
        db.execute(f"UPDATE jobs SET {sets} WHERE id = ?", (*values.values(), job_id))


def dead_pid() -> int:
    """The pid of a process that has exited (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_job_goes_from_queued_to_done_with_its_result(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    assert (job.status, job.done, job.total, job.result) == ("queued", 0, 10, None)
    assert store.start(job.id)
    assert store.beat({job.id: (4, 10)}) == {job.id: "running"}
    assert (store.get(job.id).done, store.get(job.id).status) == (4, "running")
    store.finish(job.id, {"games": 10}, 10, 10)
    done = store.get(job.id)
    assert (done.status, done.done, done.result) == ("done", 10, {"games": 10})


def test_finished_results_survive_a_new_store_on_the_same_file(store: JobStore) -> None:
    job = store.create("compare", 3)
    store.start(job.id)
    store.finish(job.id, {"difference": 0.25}, 3, 3)
    again = JobStore(store.path).get(job.id)
    assert (again.status, again.result) == ("done", {"difference": 0.25})


def test_unknown_job(store: JobStore) -> None:
    assert store.get("0" * 32) is None
    assert store.cancel("0" * 32) is None


def test_a_cancelled_job_keeps_its_status_and_gets_the_partial_report(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    store.start(job.id)
    assert store.cancel(job.id).status == "cancelled"
    assert store.beat({job.id: (6, 10)}) == {job.id: "cancelled"}
    store.finish(job.id, {"partial": True}, 6, 10)
    store.fail(job.id, "late failure")
    cancelled = store.get(job.id)
    assert (cancelled.status, cancelled.result, cancelled.error) == (
        "cancelled",
        {"partial": True},
        None,
    )


def test_a_queued_job_cancelled_never_starts(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    store.cancel(job.id)
    assert not store.start(job.id)
    assert store.get(job.id).status == "cancelled"


def test_a_finished_job_is_not_cancelled(store: JobStore) -> None:
    job = store.create("gauntlet", 1)
    store.start(job.id)
    store.fail(job.id, "the backend is gone")
    assert store.cancel(job.id).status == "failed"
    assert store.get(job.id).error == "the backend is gone"


def test_a_running_job_whose_process_died_reads_as_failed(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    store.start(job.id)
    set_columns(store, job.id, pid=dead_pid())
    orphan = store.get(job.id)
    assert orphan.status == "failed"
    assert "stopped before it finished" in orphan.error
    assert store.cancel(job.id).status == "failed"


def test_a_job_whose_heartbeat_stopped_reads_as_failed(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    set_columns(store, job.id, heartbeat=time.time() - store.stale_after - 1)
    assert store.get(job.id).status == "failed"


def test_a_job_of_another_host_with_a_fresh_heartbeat_is_left_running(store: JobStore) -> None:
    job = store.create("gauntlet", 10)
    store.start(job.id)
    set_columns(store, job.id, host="another-host", pid=dead_pid())
    assert store.get(job.id).status == "running"


def test_jobs_past_keeping_are_deleted_when_a_job_is_made(tmp_path: Path) -> None:
    store = JobStore(tmp_path / "jobs.sqlite3", keep_for=3600)
    old, orphan, alive = (store.create("gauntlet", 1) for _ in range(3))
    store.start(old.id)
    store.finish(old.id, {"games": 1}, 1, 1)
    long_ago = time.time() - 3601
    set_columns(store, old.id, updated=long_ago, heartbeat=long_ago)
    set_columns(store, orphan.id, updated=long_ago, heartbeat=long_ago)
    set_columns(store, alive.id, updated=long_ago)  # a long job, still beating
    assert store.get(old.id) is not None  # kept until a job is made
    store.create("gauntlet", 1)
    assert store.get(old.id) is None
    assert store.get(orphan.id) is None
    assert store.get(alive.id).status == "queued"


@pytest.mark.parametrize("make", ["not a database", "under a file"])
def test_an_unusable_path_is_an_input_error(tmp_path: Path, make: str) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_bytes(b"this is not an SQLite file, it is plain text" * 100)
    path = blocker if make == "not a database" else blocker / "jobs.sqlite3"
    with pytest.raises(InputError, match="cannot keep jobs in"):
        JobStore(path)
