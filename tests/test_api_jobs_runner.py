"""Jobs run in threads of the server process: progress, results, failures, cancels, limits."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from validator.api.jobs.runner import JobRunner, Progress, TooManyJobs
from validator.api.jobs.store import Job, JobStore
from validator.errors import GameError

BEAT = 0.02


@pytest.fixture()
def store(tmp_path: Path) -> JobStore:
    return JobStore(tmp_path / "jobs.sqlite3")


@pytest.fixture()
def runner(store: JobStore) -> Iterator[JobRunner]:
    runner = JobRunner(store, running=1, unfinished=3, beat_every=BEAT)
    yield runner
    runner.stop()


def wait_for(store: JobStore, job_id: str, check: Callable[[Job], bool]) -> Job:
    """The job once `check` holds (the runner's threads get up to a minute to get there)."""
    for _ in range(3000):
        job = store.get(job_id)
        if job is not None and check(job):
            return job
        time.sleep(BEAT)
    raise AssertionError(f"job {job_id} never got there: {store.get(job_id)}")


def until_cancelled(result: dict) -> Callable[[Progress, threading.Event], dict]:
    """Work that reports one step done, then waits for its cancel and answers `result`."""

    def work(progress: Progress, cancel: threading.Event) -> dict:
        progress(1, 4)
        cancel.wait(60)
        return result

    return work


def test_a_job_reports_progress_and_its_result(runner: JobRunner, store: JobStore) -> None:
    release = threading.Event()

    def work(progress: Progress, cancel: threading.Event) -> dict:
        progress(3, 7)
        release.wait(60)
        return {"games": 7}

    job = runner.submit("gauntlet", 7, work)
    assert job.status == "queued"
    running = wait_for(store, job.id, lambda j: j.done == 3)
    assert (running.status, running.total) == ("running", 7)
    release.set()
    done = wait_for(store, job.id, lambda j: j.finished)
    assert (done.status, done.result, done.done, done.total) == ("done", {"games": 7}, 3, 7)


def test_a_job_that_raises_fails_with_the_message(runner: JobRunner, store: JobStore) -> None:
    def work(progress: Progress, cancel: threading.Event) -> dict:
        raise ConnectionError("no Ray cluster at 10.0.0.1:6379")

    job = runner.submit("compare", 2, work)
    failed = wait_for(store, job.id, lambda j: j.finished)
    assert (failed.status, failed.error) == ("failed", "no Ray cluster at 10.0.0.1:6379")


def test_games_that_failed_fail_the_job_with_their_one_line_message(
    runner: JobRunner, store: JobStore, caplog: pytest.LogCaptureFixture
) -> None:
    said = (
        "games 0-9 of sevens vs dragons failed: the Ray worker playing them died on each of 4 tries"
    )

    def work(progress: Progress, cancel: threading.Event) -> dict:
        raise GameError(said)

    job = runner.submit("gauntlet", 10, work)
    failed = wait_for(store, job.id, lambda j: j.finished)
    assert (failed.status, failed.error) == ("failed", said)
    assert not any(record.exc_info for record in caplog.records)  # no traceback in the log


def test_a_report_that_cannot_be_kept_fails_the_job(runner: JobRunner, store: JobStore) -> None:
    job = runner.submit("gauntlet", 1, lambda progress, cancel: {"seed": {1, 2}})
    failed = wait_for(store, job.id, lambda j: j.finished)
    assert failed.status == "failed"
    assert "not JSON serializable" in failed.error


def test_a_cancelled_job_stops_and_keeps_its_partial_report(
    runner: JobRunner, store: JobStore
) -> None:
    job = runner.submit("gauntlet", 4, until_cancelled({"partial": True}))
    wait_for(store, job.id, lambda j: j.done == 1)
    assert runner.cancel(job.id).status == "cancelled"
    cancelled = wait_for(store, job.id, lambda j: j.result is not None)
    assert (cancelled.status, cancelled.result) == ("cancelled", {"partial": True})


def test_a_cancel_through_another_worker_reaches_the_games(
    runner: JobRunner, store: JobStore
) -> None:
    job = runner.submit("gauntlet", 4, until_cancelled({"partial": True}))
    wait_for(store, job.id, lambda j: j.done == 1)
    JobStore(store.path).cancel(job.id)  # another process's store: only the heartbeat tells
    assert wait_for(store, job.id, lambda j: j.result is not None).result == {"partial": True}


def test_jobs_wait_for_a_slot_and_a_waiting_job_can_be_cancelled(
    runner: JobRunner, store: JobStore
) -> None:
    first = runner.submit("gauntlet", 4, until_cancelled({"first": True}))
    started = threading.Event()

    def second_work(progress: Progress, cancel: threading.Event) -> dict:
        started.set()
        return {}

    second = runner.submit("gauntlet", 4, second_work)
    wait_for(store, first.id, lambda j: j.status == "running")
    assert store.get(second.id).status == "queued"
    runner.cancel(second.id)
    runner.cancel(first.id)
    wait_for(store, first.id, lambda j: j.result is not None)
    third = runner.submit("gauntlet", 1, lambda progress, cancel: {"third": True})
    assert wait_for(store, third.id, lambda j: j.finished).result == {"third": True}
    assert not started.is_set()
    assert store.get(second.id).status == "cancelled"


def test_a_process_holds_a_bounded_number_of_unfinished_jobs(runner: JobRunner) -> None:
    jobs = [runner.submit("gauntlet", 4, until_cancelled({})) for _ in range(3)]
    with pytest.raises(TooManyJobs, match="3 unfinished jobs"):
        runner.submit("gauntlet", 4, until_cancelled({}))
    for job in jobs:
        runner.cancel(job.id)


def test_stopping_the_server_fails_its_unfinished_jobs(runner: JobRunner, store: JobStore) -> None:
    job = runner.submit("gauntlet", 4, until_cancelled({"partial": True}))
    wait_for(store, job.id, lambda j: j.status == "running")
    runner.stop()
    failed = wait_for(store, job.id, lambda j: j.finished)
    assert (failed.status, failed.error) == ("failed", "the server stopped before the job finished")
