"""The interactive API docs (`/docs`), served wholly from the package so they work offline.

FastAPI's own page loads Swagger UI from a CDN, which leaves it blank without a network. The
same page is served here with its script, style and icon from `static/swagger-ui/` (vendored
from the npm package swagger-ui-dist, Apache-2.0: see the README there). The script and style
are stored gzip-compressed (the script is 1.7 MB, 0.46 MB packed): sent as they are to a client
that accepts gzip, which is every browser, and unpacked for any other.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from fastapi import FastAPI, HTTPException, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, Response

STATIC = Path(__file__).resolve().parent / "static" / "swagger-ui"
ASSETS_PATH = "/docs/assets"
CACHE_CONTROL = "public, max-age=86400"


@dataclass(frozen=True)
class Asset:
    file: str
    media_type: str

    @property
    def packed(self) -> bool:
        return self.file.endswith(".gz")


ASSETS = {
    "swagger-ui-bundle.js": Asset("swagger-ui-bundle.js.gz", "text/javascript; charset=utf-8"),
    "swagger-ui.css": Asset("swagger-ui.css.gz", "text/css; charset=utf-8"),
    "favicon-32x32.png": Asset("favicon-32x32.png", "image/png"),
}


@cache
def _stored(name: str) -> bytes:
    return (STATIC / ASSETS[name].file).read_bytes()


@cache
def _unpacked(name: str) -> bytes:
    return gzip.decompress(_stored(name))


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (a `q=0` refuses it)."""
    for item in accept_encoding.split(","):
        coding, _, params = item.strip().partition(";")
        if coding.strip().lower() in ("gzip", "*"):
            return params.replace(" ", "").lower() not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


def add_docs(app: FastAPI) -> None:
    """Add `/docs` and its assets to an app made with `docs_url=None`."""

    @app.get("/docs", include_in_schema=False)
    def docs(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "").rstrip("/")
        assets = f"{root}{ASSETS_PATH}"
        return get_swagger_ui_html(
            openapi_url=f"{root}{app.openapi_url}",
            title=f"{app.title} - Swagger UI",
            swagger_js_url=f"{assets}/swagger-ui-bundle.js",
            swagger_css_url=f"{assets}/swagger-ui.css",
            swagger_favicon_url=f"{assets}/favicon-32x32.png",
        )

    @app.get(f"{ASSETS_PATH}/{{name}}", include_in_schema=False)
    def asset(name: str, request: Request) -> Response:
        found = ASSETS.get(name)
        if found is None:
            raise HTTPException(status_code=404, detail=f"no docs asset {name!r}")
        headers = {"Cache-Control": CACHE_CONTROL, "Vary": "Accept-Encoding"}
        if not found.packed:
            body = _stored(name)
        elif accepts_gzip(request.headers.get("accept-encoding", "")):
            body = _stored(name)
            headers["Content-Encoding"] = "gzip"
        else:
            body = _unpacked(name)
        return Response(body, media_type=found.media_type, headers=headers)
