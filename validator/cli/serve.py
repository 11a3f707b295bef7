"""`rushdeck serve`: the JSON HTTP API under uvicorn (needs the `api` extra)."""

from __future__ import annotations

import click

from validator.cli.app import fail, handles_input_errors, main


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
@click.option(
    "--max-body-bytes",
    type=click.IntRange(min=1),
    default=256 * 1024,
    show_default=True,
    help="Refuse larger request bodies with 413.",
)
@click.option(
    "--max-playtest-games",
    type=click.IntRange(min=1),
    default=200,
    show_default=True,
    help="The most games one playtest request may ask for.",
)
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Worker processes serving requests.",
)
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
    workers: int,
    limit_concurrency: int | None,
    timeout_keep_alive: float,
    timeout_request: float,
    access_log: bool,
) -> None:
    """Serve the HTTP API; the OpenAPI document is at /openapi.json, docs at /docs.

    An address that cannot be listened on (a port in use, an unknown host) exits with code 2.
    """
    try:
        import uvicorn  # noqa: F401  (the api extra, checked before anything starts)

        from validator.api import ApiSettings
        from validator.api.server import ServeSettings, listen, run
    except ImportError as exc:
        fail(f"the HTTP API needs {exc.name}: pip install 'rushdeck[api]'")
        return
    settings = ServeSettings(
        api=ApiSettings(
            cors_origins=cors_origins,
            max_body_bytes=max_body_bytes,
            max_playtest_games=max_playtest_games,
        ),
        request_timeout=timeout_request,
    )
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
