"""`rushdeck serve`: the JSON HTTP API under uvicorn (needs the `api` extra)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import click

from validator.cli.app import fail, handles_input_errors, main
from validator.cli.running import backend_options

F = TypeVar("F", bound=Callable[..., object])


def at_least_one(flag: str, default: int, help: str) -> Callable[[F], F]:
    """An option taking a whole number of 1 or more."""
    return click.option(
        flag, type=click.IntRange(min=1), default=default, show_default=True, help=help
    )


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True)
@click.option(
    "--cors-origin",
    "cors_origins",
    multiple=True,
    metavar="ORIGIN",
    help="Allow browser calls from this origin (repeatable; '*' for any).",
)
@at_least_one("--max-body-bytes", 256 * 1024, "Refuse larger request bodies with 413.")
@at_least_one("--max-playtest-games", 200, "The most games one playtest request may ask for.")
@backend_options
@click.option(
    "--jobs-db",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="The SQLite file gauntlet and comparison jobs are kept in (default: jobs.sqlite3 in "
    "the user's data folder).",
)
@click.option(
    "--keep-jobs-days",
    type=click.FloatRange(min=0, min_open=True),
    default=7.0,
    show_default=True,
    help="Days a job and its report are kept after its last change.",
)
@at_least_one("--max-job-games", 20_000, "The most games one gauntlet or comparison job may play.")
@at_least_one("--max-field-decks", 16, "The most decks the field of one job may hold.")
@at_least_one("--max-running-jobs", 1, "Jobs each worker plays at once; the others wait, queued.")
@at_least_one(
    "--max-unfinished-jobs", 16, "Unfinished jobs each worker holds; more are refused with 429."
)
@at_least_one("--workers", 1, "Worker processes serving requests.")
@click.option(
    "--limit-concurrency",
    type=click.IntRange(min=1),
    default=None,
    help="Answer 503 beyond this many open connections or requests in flight per worker "
    "(default: no limit).",
)
@click.option(
    "--timeout-keep-alive",
    type=click.FloatRange(min=0, min_open=True),
    default=5.0,
    show_default=True,
    help="Close a connection idle this many seconds (before its first request too).",
)
@click.option(
    "--timeout-request",
    type=click.FloatRange(min=0, min_open=True),
    default=30.0,
    show_default=True,
    help="Close a connection whose request has not fully arrived this many seconds after "
    "its first byte.",
)
@click.option(
    "--access-log/--no-access-log", default=True, show_default=True, help="Log every request."
)
@handles_input_errors
def serve(
    host: str,
    port: int,
    cors_origins: tuple[str, ...],
    max_body_bytes: int,
    max_playtest_games: int,
    backend: str,
    address: str | None,
    jobs: int,
    chunk_size: int,
    jobs_db: Path | None,
    keep_jobs_days: float,
    max_job_games: int,
    max_field_decks: int,
    max_running_jobs: int,
    max_unfinished_jobs: int,
    workers: int,
    limit_concurrency: int | None,
    timeout_keep_alive: float,
    timeout_request: float,
    access_log: bool,
) -> None:
    """Serve the HTTP API; the OpenAPI document is at /openapi.json, docs at /docs.

    Gauntlets and comparisons run as jobs on --backend, kept in --jobs-db (shared by every
    worker). An address that cannot be listened on (a port in use, an unknown host), a jobs
    file that cannot be used or a backend that cannot be had (ray not installed) exits with
    code 2.
    """
    try:
        import uvicorn  # noqa: F401  (the api extra, checked before anything starts)

        from validator.api import ApiSettings
        from validator.api.server import ServeSettings, check_jobs, listen, run
    except ImportError as exc:
        fail(f"the HTTP API needs {exc.name}: pip install 'rushdeck[api]'")
        return
    if backend == "ray" and workers > 1 and not (address or os.environ.get("RAY_ADDRESS")):
        fail(
            f"--backend ray with --workers {workers} needs a cluster they share (--address or "
            "$RAY_ADDRESS): each worker would start a Ray of its own"
        )
    settings = ServeSettings(
        api=ApiSettings(
            cors_origins=cors_origins,
            max_body_bytes=max_body_bytes,
            max_playtest_games=max_playtest_games,
            backend=backend,
            backend_address=address,
            backend_jobs=jobs,
            backend_chunk_size=chunk_size,
            jobs_db=jobs_db.resolve() if jobs_db else None,
            keep_jobs_days=keep_jobs_days,
            max_job_games=max_job_games,
            max_field_decks=max_field_decks,
            max_running_jobs=max_running_jobs,
            max_unfinished_jobs=max_unfinished_jobs,
        ),
        request_timeout=timeout_request,
    )
    check_jobs(settings.api)
    sock = listen(host, port)
    with sock:
        run(
            sock,
            settings,
            workers=workers,
            limit_concurrency=limit_concurrency,
            timeout_keep_alive=timeout_keep_alive,
            access_log=access_log,
        )
