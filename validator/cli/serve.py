"""`rushdeck serve`: the JSON HTTP API under uvicorn (needs the `api` extra)."""

from __future__ import annotations

import click

from validator.cli.app import fail, main


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
    "--access-log/--no-access-log", default=True, show_default=True, help="Log every request."
)
def serve(
    host: str,
    port: int,
    cors_origins: tuple[str, ...],
    max_body_bytes: int,
    max_playtest_games: int,
    access_log: bool,
) -> None:
    """Serve the HTTP API; the OpenAPI document is at /openapi.json, docs at /docs."""
    try:
        import uvicorn

        from validator.api import ApiSettings, create_app
    except ImportError as exc:
        fail(f"the HTTP API needs {exc.name}: pip install 'rushdeck[api]'")
        return
    settings = ApiSettings(
        cors_origins=cors_origins,
        max_body_bytes=max_body_bytes,
        max_playtest_games=max_playtest_games,
    )
    uvicorn.run(create_app(settings), host=host, port=port, access_log=access_log)
