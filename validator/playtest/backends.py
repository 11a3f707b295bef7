"""Where games are played: this machine's processes (`local`) or a Ray cluster (`ray`).

A backend plays slices of games ("chunks") of one or more matchups and hands back each
finished chunk, in whatever order chunks finish. Game i of a matchup is the same game wherever
it is played (its seed is `game_seed(matchup.seed, i)`) and the statistics are sums, so a run's
report does not depend on the backend, its processes or its chunk size.

`Games` wraps a backend for its callers: each game is counted once (a retried chunk cannot add
its games twice), progress is reported, and a cancel event or Ctrl-C stops the run early,
leaving the games finished so far (`partial`).

A game the engine fails on, or a chunk the backend could not play, ends the run with a
`GameError` naming the matchup and the games.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from validator.cards import load_cards
from validator.engine import CardTable
from validator.errors import GameError, InputError
from validator.playtest.runner import GameRecord, Matchup, keep_loaded, play_game

BACKENDS = ("local", "ray")
DEFAULT_CHUNK_SIZE = 50
"""Games per Ray task: see benchmarks/playtest_backends.py (the overhead per task is a few
milliseconds, a game a few; 50 games keep the overhead near 1%)."""
RAY_RETRIES = 3
"""How often a Ray task whose worker died is submitted again."""
RAY_FAILURES = {
    "WorkerCrashedError": f"the Ray worker playing them died on each of {RAY_RETRIES + 1} tries",
    "NodeDiedError": "the Ray node playing them died",
    "ObjectLostError": "their results were lost with the Ray node that held them",
    "OutOfMemoryError": "the Ray node playing them ran out of memory",
    "TaskCancelledError": "their task was cancelled on the cluster",
}
"""Why a Ray task failed for good, by the name of the error Ray raises, in a sentence."""
CONNECT_SECONDS = 5
POOL_DIED = "a playtest process died (killed, or out of memory); fewer --jobs need less memory"
INSTALL_RAY = "the ray backend needs Ray: pip install 'rushdeck[cluster]' (or pip install ray)"

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Chunk:
    """Games `start` to `stop - 1` of matchup number `key` of a run."""

    key: int
    start: int
    stop: int


class Backend(Protocol):
    """Plays chunks of games; `close` frees what the backend started (processes, a cluster)."""

    def play(
        self, matchups: Sequence[Matchup], chunks: Sequence[Chunk]
    ) -> Iterator[tuple[Chunk, list[GameRecord]]]:
        """Each chunk with its records as it finishes (any order). Closing the iterator early
        stops the games not yet played."""
        ...

    def chunk_size(self, games: int) -> int:
        """Games per chunk for a run of `games` games."""
        ...

    def close(self) -> None: ...


def split(games: Sequence[range], size: int) -> list[Chunk]:
    """The chunks of a run: `games[k]` of matchup k, at most `size` games each, taking the
    matchups in turn (so every matchup has games early, and a cut-short run covers them all)."""
    chunks = [
        Chunk(key, start, min(start + size, span.stop))
        for key, span in enumerate(games)
        for start in range(span.start, span.stop, size)
    ]
    return sorted(chunks, key=lambda c: (c.start - games[c.key].start, c.key))


# ------------------------------------------------------------------------------ local

_table: CardTable | None = None


def worker_table() -> CardTable:
    """The card table of this process, loaded on first use and kept for every later chunk."""
    global _table
    if _table is None:
        _table = CardTable(load_cards())
        keep_loaded()
    return _table


def described(exc: BaseException) -> str:
    """An error in one line: its type and the first line of its message (Ray's go on with
    tracebacks)."""
    first_line = str(exc).strip().partition("\n")[0]
    return f"{type(exc).__name__}: {first_line}"


def versus(matchup: Matchup) -> str:
    """The matchup as a message names it: its decks' names."""
    return " vs ".join(matchup.names)


def play_chunk(matchup: Matchup, start: int, stop: int) -> list[GameRecord]:
    """Games `start` to `stop - 1` of a matchup, played in this process."""
    if matchup.logs is not None:
        matchup.logs.mkdir(parents=True, exist_ok=True)
    table = worker_table()
    return [_played(matchup, i, table) for i in range(start, stop)]


def _played(matchup: Matchup, index: int, table: CardTable) -> GameRecord:
    """Game `index`, or a GameError naming it with the master seed that plays it again (a
    GameError crosses processes as it is, whatever the engine raised)."""
    try:
        return play_game(matchup, index, table)
    except Exception as exc:
        raise GameError(
            f"game {index} of {versus(matchup)} failed ({described(exc)}); "
            f"rushdeck playtest --seed {matchup.seed} --games {index + 1} plays it again"
        ) from None


def _pool_init() -> None:
    """A pool process leaves Ctrl-C to the parent, which stops the pool itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    worker_table()


def _pool_play(task: tuple[Matchup, Chunk]) -> tuple[Chunk, list[GameRecord]]:
    matchup, chunk = task
    return chunk, play_chunk(matchup, chunk.start, chunk.stop)


class LocalBackend:
    """This machine: in this process (`jobs` 1) or a pool of `jobs` processes."""

    def __init__(self, jobs: int = 1) -> None:
        if jobs < 1:
            raise InputError(f"jobs must be 1 or more, not {jobs}")
        self.jobs = jobs

    def chunk_size(self, games: int) -> int:
        return max(1, min(64, games // (self.jobs * 8)))

    def play(
        self, matchups: Sequence[Matchup], chunks: Sequence[Chunk]
    ) -> Iterator[tuple[Chunk, list[GameRecord]]]:
        if self.jobs == 1:
            for chunk in chunks:
                yield chunk, play_chunk(matchups[chunk.key], chunk.start, chunk.stop)
            return
        # Futures rather than `multiprocessing.Pool`: a pool process that dies (killed, out of
        # memory) breaks the executor, which says so, where a Pool would wait for ever.
        pool = ProcessPoolExecutor(self.jobs, initializer=_pool_init)
        waiting = iter(chunks)
        running: dict[Future, Chunk] = {}
        try:
            while True:
                for chunk in waiting:  # two chunks a process in flight: none idles in between
                    running[pool.submit(_pool_play, (matchups[chunk.key], chunk))] = chunk
                    if len(running) >= 2 * self.jobs:
                        break
                if not running:
                    return
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    chunk = running.pop(future)
                    yield future.result()
        except BrokenProcessPool:  # (from a result, or from a chunk handed to a broken pool)
            raise _chunk_failed(chunk, matchups[chunk.key], POOL_DIED) from None
        finally:
            pool.shutdown(wait=True, cancel_futures=True)  # (a chunk is a fraction of a second)

    def close(self) -> None:
        """Nothing to free: the pool lives as long as one `play`."""


# ------------------------------------------------------------------------------ ray


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise InputError(INSTALL_RAY) from None
    return ray


def check_reachable(address: str | None) -> None:
    """Refuse a cluster address nothing answers at (Ray itself would retry for minutes).
    No address, `auto` and `local` are left to Ray."""
    if address is None or address in ("auto", "local"):
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        raise InputError(f"a Ray address is HOST:PORT or ray://HOST:PORT, not {address!r}")
    try:
        connection = socket.create_connection((host, int(port)), timeout=CONNECT_SECONDS)
    except OSError as exc:
        raise InputError(
            f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}"
        ) from None
    with connection:
        if os.environ.get("RAY_USE_TLS", "0") in ("0", "") and not _speaks_grpc(connection):
            raise InputError(
                f"{address} answers, but not as a Ray cluster: give the head's GCS port "
                "(HOST:6379 by default) or its Ray Client port (ray://HOST:10001)"
            )


# The client's HTTP/2 connection preface and an empty SETTINGS frame (RFC 9113, 3.4 and 6.5).
_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
_SETTINGS_FRAME = 4


def _speaks_grpc(connection: socket.socket) -> bool:
    """Whether the server answers as an HTTP/2 server, with a SETTINGS frame first: every
    gRPC server does (Ray's GCS, its Ray Client server), where a web server, a database or
    anything else answers otherwise or not at all. (Without this, Ray retries a wrong address
    for minutes.) A Ray with TLS (`RAY_USE_TLS`) is not asked."""
    try:
        connection.sendall(_HTTP2_PREFACE)
        header = b""
        while len(header) < 9:  # a frame header: length (3), type, flags, stream (4)
            part = connection.recv(9 - len(header))
            if not part:
                return False
            header += part
    except OSError:  # (a timeout included: nothing answered)
        return False
    return header[3] == _SETTINGS_FRAME


class RayBackend:
    """A Ray cluster: at `address`, else `RAY_ADDRESS`, else a Ray started on this machine for
    as long as the backend lives. Each matchup is put in the object store once; each chunk is
    a task, retried when its worker dies. The cluster's nodes run this version of rushdeck
    (installed, or on their PYTHONPATH)."""

    def __init__(self, address: str | None = None, chunk_size: int = DEFAULT_CHUNK_SIZE) -> None:
        if chunk_size < 1:
            raise InputError(f"the chunk size must be 1 or more, not {chunk_size}")
        self.ray = _ray()
        self.address = address
        self.size = chunk_size
        self._started = False
        self._task: Any = None
        self._lock = threading.Lock()

    def chunk_size(self, games: int) -> int:
        return self.size

    def _connect(self) -> None:
        """Join (or start) the cluster on first use; runs in threads of a server share it."""
        with self._lock:
            if self._task is not None:
                return
            ray = self.ray
            address = self.address or os.environ.get("RAY_ADDRESS")
            check_reachable(address)
            if not ray.is_initialized():
                self._init(address)
            self._task = ray.remote(max_retries=RAY_RETRIES, retry_exceptions=False)(play_chunk)

    def _init(self, address: str | None) -> None:
        """Join the cluster at `address`, or start a Ray on this machine (no address). Any
        failure of Ray's (a refused connection, no free port, a Ray process that does not
        start) is an InputError: the run cannot begin, and the message says where Ray was
        looked for."""
        try:
            self.ray.init(
                address=address,
                include_dashboard=False,
                logging_level=logging.WARNING,
                log_to_driver=False,
            )
        except Exception as exc:
            self.ray.shutdown()
            where = f"join the Ray cluster at {address}" if address else "start Ray on this machine"
            raise InputError(f"cannot {where}: {described(exc)}") from None
        self._started = True

    def _window(self) -> int:
        """Tasks kept in flight: enough to keep every CPU busy while results come back."""
        cpus = int(self.ray.cluster_resources().get("CPU", 1))
        return max(2, 2 * cpus)

    def play(
        self, matchups: Sequence[Matchup], chunks: Sequence[Chunk]
    ) -> Iterator[tuple[Chunk, list[GameRecord]]]:
        self._connect()
        ray = self.ray
        shipped = [ray.put(matchup) for matchup in matchups]
        waiting = iter(chunks)
        running: dict[Any, Chunk] = {}
        window = self._window()
        try:
            while True:
                for chunk in waiting:
                    ref = self._task.remote(shipped[chunk.key], chunk.start, chunk.stop)
                    running[ref] = chunk
                    if len(running) >= window:
                        break
                if not running:
                    return
                (done,), _ = ray.wait(list(running), num_returns=1)
                chunk = running.pop(done)
                yield chunk, self._records(done, chunk, matchups[chunk.key])
        finally:
            # A cancel that interrupts the task: killing its worker (force) races with a task
            # that is finishing and can bring the driver down (a Ray check fails).
            for ref in running:
                ray.cancel(ref)

    def _records(self, ref: Any, chunk: Chunk, matchup: Matchup) -> list[GameRecord]:
        """The records of a finished task, or the GameError that says why it failed."""
        try:
            return self.ray.get(ref)
        except self.ray.exceptions.RayTaskError as exc:
            if isinstance(exc.cause, GameError):
                raise exc.cause from None
            raise _chunk_failed(chunk, matchup, described(exc.cause)) from None
        except self.ray.exceptions.RayError as exc:
            raise _chunk_failed(chunk, matchup, _ray_failure(exc)) from None

    def close(self) -> None:
        """Stop the Ray this backend started (a cluster it joined keeps running)."""
        with self._lock:
            if self._started:
                self.ray.shutdown()
                self._started = False
            self._task = None


def _ray_failure(exc: Exception) -> str:
    """Why a Ray task failed, in a sentence (Ray's own message is a traceback)."""
    return RAY_FAILURES.get(type(exc).__name__, described(exc))


def _chunk_failed(chunk: Chunk, matchup: Matchup, why: str) -> GameError:
    return GameError(f"games {chunk.start}-{chunk.stop - 1} of {versus(matchup)} failed: {why}")


def backend_named(
    name: str,
    address: str | None = None,
    jobs: int = 1,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
) -> Backend:
    """The backend a user named (`--backend`), with its options checked."""
    if name == "local":
        if address is not None:
            raise InputError("--address goes with --backend ray")
        return LocalBackend(jobs)
    if name == "ray":
        if jobs != 1:
            raise InputError("--jobs goes with --backend local (a Ray cluster has its own CPUs)")
        return RayBackend(address, chunk_size)
    raise InputError(f"unknown backend {name!r} (backends: {', '.join(BACKENDS)})")


# ------------------------------------------------------------------------------ a run


@contextmanager
def _ctrl_c_stops(stop: threading.Event) -> Iterator[None]:
    """Ctrl-C (SIGINT) sets `stop` instead of raising KeyboardInterrupt, for as long as the
    block lasts (a second Ctrl-C raises it, not waiting for the chunk); only the main thread
    may set a signal handler, so elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def on_ctrl_c(_signum: int, _frame: Any) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()

    previous = signal.signal(signal.SIGINT, on_ctrl_c)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


class Games:
    """The games of a run as they finish: `(key, record)` for game `record.index` of matchup
    `key`, each game once whatever the backend retried (a chunk is counted by its first game,
    so a chunk handed back twice adds nothing the second time).

    Iteration stops early when `cancel` is set or on Ctrl-C; `partial` then says the run was
    cut short, and the backend's outstanding games are abandoned. While it runs in the main
    thread, Ctrl-C only sets a flag read between chunks (`_ctrl_c_stops`): a KeyboardInterrupt
    could otherwise land in the caller's handling of a game, outside this iteration.
    """

    def __init__(
        self,
        backend: Backend,
        matchups: Sequence[Matchup],
        games: Sequence[range],
        progress: Progress | None = None,
        cancel: threading.Event | None = None,
    ) -> None:
        if len(matchups) != len(games):
            raise ValueError("one range of games per matchup")
        self.backend = backend
        self.matchups = matchups
        self.games = games
        self.total = sum(len(span) for span in games)
        self.progress = progress
        self.cancel = cancel
        self.partial = False
        self.done = 0

    def __iter__(self) -> Iterator[tuple[int, GameRecord]]:
        if self._cancelled():
            return
        size = self.backend.chunk_size(self.total)
        seen: set[tuple[int, int]] = set()
        stream = self.backend.play(self.matchups, split(self.games, size))
        interrupted = threading.Event()
        try:
            with _ctrl_c_stops(interrupted):
                for chunk, records in stream:
                    if (chunk.key, chunk.start) in seen:
                        continue
                    seen.add((chunk.key, chunk.start))
                    for record in records:
                        yield chunk.key, record
                    self.done += len(records)
                    if self.progress is not None:
                        self.progress(self.done, self.total)
                    if interrupted.is_set():
                        self.partial = self.done < self.total
                        return
                    if self._cancelled():
                        return
        except KeyboardInterrupt:  # (outside the main thread: no handler of ours)
            self.partial = True
        finally:
            stream.close()

    def _cancelled(self) -> bool:
        if self.cancel is None or not self.cancel.is_set():
            return False
        self.partial = self.done < self.total
        return True
