"""Running jobs inside the server process: a thread per job, at most `running` at once.

The work of a job is a function of a progress callback and a cancel event (the signature of
`run_gauntlet` and `run_compare`). One heartbeat thread per process renews the heartbeat of
every job this process owns, writes their progress (so progress costs one SQLite write per
beat, however often the games report it), and learns from the store of a job cancelled
through another worker, whose cancel event it then sets.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from validator.api.jobs.store import Job, JobStore
from validator.errors import GameError, InputError

Progress = Callable[[int, int], None]
Work = Callable[[Progress, threading.Event], dict[str, Any]]

BEAT_EVERY = 1.0
"""Seconds between heartbeats: how soon progress shows and a cancel reaches the games."""

log = logging.getLogger(__name__)


class TooManyJobs(Exception):
    """This server process already holds as many unfinished jobs as it may."""


class _Running:
    """One job of this process: its progress as last reported, and its cancel event."""

    def __init__(self, total: int) -> None:
        self.done, self.total = 0, total
        self.cancel = threading.Event()

    def progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total


class JobRunner:
    """Runs jobs in threads of this process, `running` at once and `unfinished` in all."""

    def __init__(
        self, store: JobStore, *, running: int, unfinished: int, beat_every: float = BEAT_EVERY
    ) -> None:
        self.store = store
        self.unfinished = unfinished
        self.beat_every = beat_every
        self._slots = threading.Semaphore(running)
        self._jobs: dict[str, _Running] = {}
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._heart: threading.Thread | None = None

    def submit(self, kind: str, total: int, work: Work) -> Job:
        """A new job, queued until a slot is free; TooManyJobs when this process is full."""
        with self._lock:
            if len(self._jobs) >= self.unfinished:
                raise TooManyJobs(f"this server already has {len(self._jobs)} unfinished jobs")
            job = self.store.create(kind, total)
            running = self._jobs[job.id] = _Running(total)
            if self._heart is None:
                self._heart = threading.Thread(target=self._beat, name="job-heartbeat", daemon=True)
                self._heart.start()
        thread = threading.Thread(
            target=self._run, args=(job.id, running, work), name=f"job-{job.id}", daemon=True
        )
        thread.start()
        return job

    def _run(self, job_id: str, running: _Running, work: Work) -> None:
        try:
            while not self._slots.acquire(timeout=self.beat_every):
                if running.cancel.is_set():
                    return
            try:
                if self.store.start(job_id):
                    self._work(job_id, running, work)
            finally:
                self._slots.release()
        finally:
            with self._lock:
                del self._jobs[job_id]

    def _work(self, job_id: str, running: _Running, work: Work) -> None:
        try:
            result = work(running.progress, running.cancel)
            self.store.finish(job_id, result, running.done, running.total)
        except (GameError, InputError) as exc:  # games that failed, said in one line
            log.warning("job %s failed: %s", job_id, exc)
            self.store.fail(job_id, str(exc))
        except Exception as exc:  # a bug: the job fails, the server goes on
            log.exception("job %s failed", job_id)
            self.store.fail(job_id, str(exc) or type(exc).__name__)

    def cancel(self, job_id: str) -> Job | None:
        """Cancel a job (see `JobStore.cancel`); one of this process stops at once."""
        job = self.store.cancel(job_id)
        with self._lock:
            running = self._jobs.get(job_id)
        if running is not None and job is not None and job.status == "cancelled":
            running.cancel.set()
        return job

    def _beat(self) -> None:
        while not self._stopping.wait(self.beat_every):
            with self._lock:
                jobs = dict(self._jobs)
            if not jobs:
                continue
            try:
                statuses = self.store.beat({i: (r.done, r.total) for i, r in jobs.items()})
            except Exception:  # a locked or lost file: try again at the next beat
                log.exception("job heartbeat failed")
                continue
            for job_id, status in statuses.items():
                if status in ("cancelled", "failed"):
                    jobs[job_id].cancel.set()

    def stop(self) -> None:
        """The server is stopping: cancel this process's jobs and mark them failed."""
        self._stopping.set()
        with self._lock:
            jobs = dict(self._jobs)
        for job_id, running in jobs.items():
            self.store.fail(job_id, "the server stopped before the job finished")
            running.cancel.set()  # after: the partial report must not make the job done
