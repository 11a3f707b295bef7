"""The web page served at `/`: deck checks, cards, Limit Regulation lists, playtests and replays.

Plain HTML, CSS and JavaScript modules in `static/`, served from the package (no build step,
nothing from another host): the page talks only to this server's JSON API.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

STATIC = Path(__file__).resolve().parent / "static"
MEDIA_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".svg": "image/svg+xml",
}
# The page may load only what this server sends: its own files and its own API.
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
    "style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; "
    "base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}


def _file(name: str) -> FileResponse:
    path = (STATIC / name).resolve()
    media = MEDIA_TYPES.get(path.suffix)
    if media is None or not path.is_file() or STATIC not in path.parents:
        raise HTTPException(status_code=404, detail=f"no page file {name!r}")
    return FileResponse(path, media_type=media, headers=SECURITY_HEADERS)


def add_web(app: FastAPI) -> None:
    """Serve the page at `/` and its files under `/web/`."""

    @app.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return _file("index.html")

    @app.get("/web/{name:path}", include_in_schema=False)
    def web_file(name: str) -> FileResponse:
        return _file(name)
