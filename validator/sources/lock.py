"""One `rushdeck update` at a time per data folder.

Two updates installing into one folder at once could each remove the other's new folder as
stale (see `validator.sources.install`). An update holds an OS file lock while it runs, on a
file named after the data folder in `locks/` of the cache folder (so a failed update leaves the
data folder exactly as it was); the lock goes with the process, so an update that was killed
leaves nothing to clean up. A second update waits a little for the first, then gives up with a
message saying that one is running.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from validator.paths import user_cache_dir

LOCK_WAIT = 60.0  # seconds a second update waits for the first to finish
_POLL = 0.1


class UpdateRunning(RuntimeError):
    """Another update of the same data folder still runs."""


@contextmanager
def update_lock(data_dir: Path, on_wait: Callable[[str], None] | None = None) -> Iterator[None]:
    """Hold the data folder's update lock; `on_wait(message)` is called once if it is busy."""
    path = lock_file(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a+b") as handle:
        deadline = time.monotonic() + LOCK_WAIT
        waited = False
        while not _try_lock(handle):
            if time.monotonic() >= deadline:
                raise UpdateRunning(
                    f"another `rushdeck update` is running on {data_dir} (it holds {path}); "
                    "try again when it has finished"
                )
            if not waited and on_wait is not None:
                on_wait(
                    f"another `rushdeck update` is running on {data_dir}; waiting for it to finish"
                )
            waited = True
            time.sleep(_POLL)
        try:
            yield
        finally:
            _unlock(handle)


def lock_file(data_dir: Path) -> Path:
    """The lock file of one data folder (however the folder is spelt)."""
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return user_cache_dir() / "locks" / f"update-{digest}.lock"


if os.name == "nt":
    import msvcrt

    def _try_lock(handle: IO[bytes]) -> bool:
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
