"""Browser tests: the page served by an in-process uvicorn on a free port, driven by Playwright
through Debian's chromium (never a downloaded browser). One browser for the session, a fresh
context per test; every request a page makes must go to the server."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path(os.environ.get("RUSHDECK_CHROMIUM", "/usr/bin/chromium"))
HOW_TO_INSTALL = (
    "install Debian's chromium (`apt-get install -y chromium`, as root) or run the README's "
    "test command, scripts/test.sh, which installs it when it is missing; RUSHDECK_CHROMIUM "
    "may name another chromium binary"
)


@pytest.fixture(scope="session")
def server() -> Iterator[str]:
    """The app of this checkout, served on 127.0.0.1 on a free port: its base URL."""
    import uvicorn

    from validator.api import ApiSettings, create_app

    app = create_app(ApiSettings(max_playtest_games=100))
    config = uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the test server did not start")
        time.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(f"the browser tests need chromium at {CHROMIUM}: {HOW_TO_INSTALL}")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("the browser tests need Playwright for Python: pip install -e '.[dev]'")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM))
        yield browser
        browser.close()


@pytest.fixture
def page(browser, server: str):
    """A page on the server (375 px wide with `@pytest.mark.parametrize("width", ...)` style
    changes left to the test); fails the test if it requested any other host or logged an
    error it did not expect."""
    context = browser.new_context(viewport={"width": 1200, "height": 900}, base_url=server)
    page = context.new_page()
    page.set_default_timeout(20_000)
    requested: list[str] = []
    errors: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto("/")
    page.wait_for_selector("body[data-ready=true]")
    yield page
    context.close()
    here = urlsplit(server).netloc
    elsewhere = [
        url
        for url in requested
        if urlsplit(url).scheme not in ("data", "blob") and urlsplit(url).netloc != here
    ]
    assert not elsewhere, f"the page requested other hosts: {elsewhere}"
    assert not errors, f"script errors: {errors}"
