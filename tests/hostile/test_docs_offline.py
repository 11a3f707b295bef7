"""`/docs` works offline: the Swagger UI page loads its script, style and icon from the package,
never from a CDN."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from validator.api import create_app


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app())


def asset_urls(html: str) -> list[str]:
    return re.findall(r'(?:src|href)="([^"]+)"', html)


def test_docs_page_names_no_other_host(client):
    page = client.get("/docs")
    assert page.status_code == 200
    assert "SwaggerUIBundle" in page.text
    assert "://" not in page.text.replace("http://www.w3.org", "")  # no CDN, no other host
    urls = asset_urls(page.text)
    assert {u.rsplit("/", 1)[1] for u in urls} == {
        "swagger-ui-bundle.js",
        "swagger-ui.css",
        "favicon-32x32.png",
    }


def test_every_asset_of_the_docs_page_is_served(client):
    kinds = {".js": "javascript", ".css": "text/css", ".png": "image/png"}
    for url in asset_urls(client.get("/docs").text):
        answer = client.get(url)
        assert answer.status_code == 200, url
        kind = next(v for k, v in kinds.items() if url.endswith(k))
        assert kind in answer.headers["content-type"]
        assert len(answer.content) > 500
        assert "max-age" in answer.headers["cache-control"]
    script = client.get("/docs/assets/swagger-ui-bundle.js").text
    assert "SwaggerUIBundle" in script


def test_assets_are_sent_compressed_to_who_accepts_it_and_plain_to_others(client):
    url = "/docs/assets/swagger-ui-bundle.js"
    packed = client.get(url, headers={"Accept-Encoding": "gzip"})
    plain = client.get(url, headers={"Accept-Encoding": "identity"})
    assert packed.headers["content-encoding"] == "gzip"
    assert "content-encoding" not in plain.headers
    assert packed.content == plain.content  # the client unpacked the first
    assert int(packed.headers["content-length"]) < len(plain.content) / 2


@pytest.mark.parametrize("name", ["nothing.js", "..%2F__init__.py", "LICENSE"])
def test_only_the_docs_assets_are_served(client, name):
    assert client.get(f"/docs/assets/{name}").status_code == 404


def test_the_assets_are_not_api_operations(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert not any(path.startswith("/docs") for path in paths)
