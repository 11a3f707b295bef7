"""Running the API under uvicorn for `rushdeck serve`: the listening socket, the app each
worker builds, and the bounds on workers, concurrency and slow clients.

The socket is bound here, before uvicorn starts, so that an address in use or a host that
does not resolve is an input error with a clear message (uvicorn logs it and exits 3).
"""

from __future__ import annotations

import errno
import os
import socket

import uvicorn
from fastapi import FastAPI

from validator.api.app import create_app
from validator.api.jobs.store import JobStore
from validator.api.protocol import TimedH11Protocol
from validator.api.settings import SETTINGS_ENV, ApiSettings, ServeSettings, serve_settings
from validator.errors import InputError
from validator.playtest.backends import backend_named, check_reachable

__all__ = ["SETTINGS_ENV", "ServeSettings", "TimedH11Protocol", "app_from_environment", "listen"]


def app_from_environment() -> FastAPI:
    """The app of one worker, with the settings `run` put in the environment."""
    return create_app(serve_settings().api)


def check_jobs(settings: ApiSettings) -> None:
    """Open the jobs file and name the backend once, before any worker starts, so that a file
    that cannot be used, a backend that cannot be had or a cluster nothing answers at is an
    input error, not a worker's traceback. (Workers join the cluster when a job plays.)"""
    try:
        JobStore(settings.jobs_file())
    except InputError as exc:
        raise InputError(f"{exc} (choose the file with --jobs-db)") from None
    backend_named(
        settings.backend,
        settings.backend_address,
        settings.backend_jobs,
        settings.backend_chunk_size,
    ).close()
    if settings.backend == "ray":
        check_reachable(settings.backend_address or os.environ.get("RAY_ADDRESS"))


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to host:port, ready for uvicorn; InputError when that cannot be."""
    where = f"{host}:{port}"
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise InputError(f"cannot listen on {where}: unknown host ({exc.strerror})") from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        reason = exc.strerror or str(exc)
        if exc.errno == errno.EADDRINUSE:
            reason = "the port is in use by another program (choose another with --port)"
        raise InputError(f"cannot listen on {where}: {reason}") from None
    sock.set_inheritable(True)  # the workers uvicorn starts serve it too
    return sock


def run(
    sock: socket.socket,
    settings: ServeSettings,
    *,
    workers: int,
    limit_concurrency: int | None,
    timeout_keep_alive: float,
    access_log: bool,
) -> None:
    """Serve until interrupted: `workers` processes, each building the app from `settings`."""
    os.environ[SETTINGS_ENV] = settings.model_dump_json()
    uvicorn.run(
        f"{__name__}:app_from_environment",
        factory=True,
        fd=sock.fileno(),
        workers=workers,
        http=TimedH11Protocol,
        limit_concurrency=limit_concurrency,
        timeout_keep_alive=timeout_keep_alive,
        access_log=access_log,
    )
