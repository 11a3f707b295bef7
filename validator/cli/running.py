"""What the commands that play many games share: the backend options and the progress bar."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import click

from validator.playtest.backends import (
    BACKENDS,
    DEFAULT_CHUNK_SIZE,
    Backend,
    Progress,
    backend_named,
)

F = TypeVar("F", bound=Callable[..., Any])


def stacked(*options: Callable[[F], F]) -> Callable[[F], F]:
    """One decorator for several click options, in the order given (as --help lists them)."""

    def decorate(command: F) -> F:
        for option in reversed(options):
            command = option(command)
        return command

    return decorate


backend_options = stacked(
    click.option(
        "--backend",
        default="local",
        show_default=True,
        type=click.Choice(BACKENDS),
        help="local: processes on this machine (--jobs); ray: a Ray cluster (--address).",
    ),
    click.option(
        "--address",
        metavar="ADDR",
        help="ray: the cluster (default: $RAY_ADDRESS, else a Ray started for the run).",
    ),
    click.option(
        "--jobs", default=1, show_default=True, type=click.IntRange(1), help="local: processes."
    ),
    click.option(
        "--chunk-size",
        default=DEFAULT_CHUNK_SIZE,
        show_default=True,
        type=click.IntRange(1),
        help="ray: games per task.",
    ),
)
"""--backend, --address, --jobs and --chunk-size, passed as `backend`, `address`, `jobs` and
`chunk_size`."""


@contextmanager
def opened_backend(name: str, address: str | None, jobs: int, chunk_size: int) -> Iterator[Backend]:
    """The backend the options name, closed (a Ray it started, stopped) when the run ends."""
    backend = backend_named(name, address, jobs, chunk_size)
    try:
        yield backend
    finally:
        backend.close()


@contextmanager
def progress_bar(label: str) -> Iterator[Progress]:
    """A `progress(done, total)` drawing a bar on stderr; the bar appears with the first call
    (when the total is known)."""
    state: dict[str, Any] = {}

    def progress(done: int, total: int) -> None:
        bar = state.get("bar")
        if bar is None or bar.length != total:
            if bar is not None:
                bar.render_finish()
            bar = state["bar"] = click.progressbar(
                length=total, label=label, file=sys.stderr, show_pos=True
            )
        bar.update(done - bar.pos)

    try:
        yield progress
    finally:
        if "bar" in state:
            state["bar"].render_finish()


def stopped_early(report: dict[str, Any]) -> None:
    """Say on stderr that a run was cut short (its report is partial)."""
    if report.get("partial"):
        click.echo(f"stopped: the report covers the {report['games']} games finished", err=True)
