"""Jobs kept in one SQLite file, so that every uvicorn worker sees every job and finished
results survive a restart.

A job row names the process that runs it (host and pid) and carries a heartbeat that process
renews while the job is queued or running. A read that finds an unfinished job whose owner is
gone marks it failed, so a job whose server died is never left running: on this host, a pid
that no longer exists; on any host, a heartbeat older than `stale_after` seconds (which also
covers a pid reused by another process, and a server that hangs). A job is kept for
`keep_for` seconds after its last change or heartbeat, then deleted when a new job is made.

Every change of status is one conditional UPDATE, so two workers racing on a job (a cancel
in one, the finish in another) cannot both win.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import time
import uuid
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from validator.errors import InputError

Status = Literal["queued", "running", "done", "failed", "cancelled"]
UNFINISHED = ("queued", "running")
STALE_AFTER = 30.0
"""Seconds without a heartbeat after which an unfinished job reads as failed."""
DAY = 86_400.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL,
    result TEXT,
    error TEXT,
    host TEXT NOT NULL,
    pid INTEGER NOT NULL,
    heartbeat REAL NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS jobs_by_update ON jobs (updated);
"""
_COLUMNS = "id, kind, status, done, total, result, error, host, pid, heartbeat, created, updated"


@dataclass(frozen=True)
class Job:
    """One job as stored: its progress, and its report once there is one."""

    id: str
    kind: str
    status: Status
    done: int
    total: int
    result: dict[str, Any] | None
    error: str | None
    host: str
    pid: int
    heartbeat: float
    created: float
    updated: float

    @property
    def finished(self) -> bool:
        return self.status not in UNFINISHED


def _job(row: sqlite3.Row) -> Job:
    values = dict(row)
    values["result"] = None if values["result"] is None else json.loads(values["result"])
    return Job(**values)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, owned by another user
        return True
    return True


class JobStore:
    """The jobs in the SQLite file at `path` (created, with its folder, when missing)."""

    def __init__(
        self, path: Path, stale_after: float = STALE_AFTER, keep_for: float = 7 * DAY
    ) -> None:
        self.path = path
        self.stale_after = stale_after
        self.keep_for = keep_for
        self.host = socket.gethostname()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with self._connection() as db:
                db.execute("PRAGMA journal_mode=WAL")
                db.executescript(_SCHEMA)
        except (NotADirectoryError, FileExistsError):
            raise InputError(f"cannot keep jobs in {path}: a parent is not a folder") from None
        except (OSError, sqlite3.Error) as exc:
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise InputError(f"cannot keep jobs in {path}: {reason}") from None

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        """A connection per operation: workers are processes, and threads share nothing."""
        with closing(sqlite3.connect(self.path, timeout=30, isolation_level=None)) as db:
            db.row_factory = sqlite3.Row
            yield db

    def _update(self, sql: str, *args: Any) -> int:
        with self._connection() as db:
            return db.execute(sql, args).rowcount

    def create(self, kind: str, total: int) -> Job:
        """A new queued job owned by this process (jobs past keeping are deleted first)."""
        now = time.time()
        cutoff = now - self.keep_for
        self._update("DELETE FROM jobs WHERE updated < ? AND heartbeat < ?", cutoff, cutoff)
        job = Job(
            id=uuid.uuid4().hex,
            kind=kind,
            status="queued",
            done=0,
            total=total,
            result=None,
            error=None,
            host=self.host,
            pid=os.getpid(),
            heartbeat=now,
            created=now,
            updated=now,
        )
        with self._connection() as db:
            db.execute(
                f"INSERT INTO jobs ({_COLUMNS}) VALUES ({', '.join('?' * 12)})",
                (*(getattr(job, name) for name in _COLUMNS.split(", ")),),
            )
        return job

    def get(self, job_id: str) -> Job | None:
        """The job, or None; an unfinished job whose owner is gone is marked failed first."""
        job = self._read(job_id)
        if job is None or job.finished or not self._owner_gone(job):
            return job
        self._update(
            "UPDATE jobs SET status = 'failed', error = ?, updated = ? "
            "WHERE id = ? AND status IN ('queued', 'running') AND heartbeat = ?",
            "the server running this job stopped before it finished",
            time.time(),
            job.id,
            job.heartbeat,
        )
        return self._read(job_id)

    def _read(self, job_id: str) -> Job | None:
        with self._connection() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM jobs WHERE id = ?", (job_id,)).fetchone()
        return None if row is None else _job(row)

    def _owner_gone(self, job: Job) -> bool:
        if time.time() - job.heartbeat > self.stale_after:
            return True
        return job.host == self.host and not _pid_alive(job.pid)

    def start(self, job_id: str) -> bool:
        """queued -> running; False when the job is no longer queued (cancelled meanwhile)."""
        now = time.time()
        sql = (
            "UPDATE jobs SET status = 'running', heartbeat = ?, updated = ? "
            "WHERE id = ? AND status = 'queued'"
        )
        return self._update(sql, now, now, job_id) == 1

    def beat(self, progress: dict[str, tuple[int, int]]) -> dict[str, Status]:
        """Renew the heartbeat of these unfinished jobs, recording their progress (done,
        total); answer each one's status, so that the owner learns of a cancel."""
        now = time.time()
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            db.executemany(
                "UPDATE jobs SET heartbeat = ?, done = ?, total = ?, "
                "updated = CASE WHEN done = ? AND total = ? THEN updated ELSE ? END "
                "WHERE id = ? AND status IN ('queued', 'running')",
                [(now, d, t, d, t, now, job_id) for job_id, (d, t) in progress.items()],
            )
            marks = ", ".join("?" * len(progress))
            rows = db.execute(
                f"SELECT id, status FROM jobs WHERE id IN ({marks})", tuple(progress)
            ).fetchall()
            db.execute("COMMIT")
        return {row["id"]: row["status"] for row in rows}

    def finish(self, job_id: str, result: dict[str, Any], done: int, total: int) -> None:
        """Record the report: a running job is done; a cancelled one keeps its status and gets
        the partial report."""
        self._update(
            "UPDATE jobs SET status = CASE status WHEN 'running' THEN 'done' ELSE status END, "
            "result = ?, done = ?, total = ?, updated = ? "
            "WHERE id = ? AND status IN ('running', 'cancelled')",
            json.dumps(result, separators=(",", ":")),
            done,
            total,
            time.time(),
            job_id,
        )

    def fail(self, job_id: str, error: str) -> None:
        """An unfinished job failed (a cancelled one stays cancelled)."""
        self._update(
            "UPDATE jobs SET status = 'failed', error = ?, updated = ? "
            "WHERE id = ? AND status IN ('queued', 'running')",
            error,
            time.time(),
            job_id,
        )

    def cancel(self, job_id: str) -> Job | None:
        """Mark an unfinished job cancelled (its owner stops it at its next heartbeat); the job
        as it now stands, or None when there is no such job."""
        job = self.get(job_id)  # an orphan reads as failed, not cancelled
        if job is not None and not job.finished:
            self._update(
                "UPDATE jobs SET status = 'cancelled', updated = ? "
                "WHERE id = ? AND status IN ('queued', 'running')",
                time.time(),
                job_id,
            )
            job = self._read(job_id)
        return job
