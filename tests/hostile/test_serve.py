"""`rushdeck serve` against hostile conditions: a busy port, idle and slow connections, and the
options that bound the server (workers, concurrency, timeouts)."""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn
from click.testing import CliRunner

from validator.api import ApiSettings
from validator.api import server as server_module
from validator.api.server import ServeSettings, TimedH11Protocol, app_from_environment
from validator.cli import main

IDLE = 0.3  # seconds an idle connection is kept, in these tests
REQUEST = 0.6  # seconds a request may take to arrive, in these tests
GUARD = 20  # seconds a client waits before calling the server stuck


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_rushdeck(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "validator", "serve", "--no-access-log", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.getcwd()},
    )


def test_a_busy_port_is_a_clear_error_with_exit_2():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        process = start_rushdeck("--port", str(port))
        try:
            _, err = process.communicate(timeout=120)
        finally:
            process.kill()
    assert process.returncode == 2, err
    assert f"cannot listen on 127.0.0.1:{port}" in err
    assert "in use" in err
    assert "Traceback" not in err


def test_an_unknown_host_is_a_clear_error_with_exit_2():
    process = start_rushdeck("--host", "no-such-host.invalid", "--port", "0")
    try:
        _, err = process.communicate(timeout=120)
    finally:
        process.kill()
    assert process.returncode == 2, err
    assert "cannot listen on no-such-host.invalid:0" in err
    assert "Traceback" not in err


def test_serve_passes_its_bounds_to_uvicorn(monkeypatch):
    seen: dict = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kwargs: seen.update(kwargs, app=app))
    monkeypatch.setenv(server_module.SETTINGS_ENV, "")
    args = ["serve", "--port", "0", "--workers", "3", "--limit-concurrency", "50"]
    args += ["--timeout-keep-alive", "2", "--timeout-request", "7", "--max-body-bytes", "999"]

    result = CliRunner().invoke(main, args, catch_exceptions=False)

    assert result.exit_code == 0, result.output
    assert seen["workers"] == 3 and seen["limit_concurrency"] == 50
    assert seen["timeout_keep_alive"] == 2 and seen["http"] is TimedH11Protocol
    assert seen["factory"] is True and seen["fd"] is not None
    settings = ServeSettings.model_validate_json(os.environ[server_module.SETTINGS_ENV])
    assert settings.request_timeout == 7 and settings.api.max_body_bytes == 999
    assert app_from_environment().state.settings.max_body_bytes == 999


@pytest.mark.parametrize("option", ["--workers", "--limit-concurrency", "--timeout-request"])
def test_bounds_must_be_positive(option):
    result = CliRunner().invoke(main, ["serve", option, "0"])
    assert result.exit_code == 2
    assert option in result.output


def test_two_workers_answer(tmp_path):
    port = free_port()
    process = start_rushdeck("--port", str(port), "--workers", "2")
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=GUARD)
                connection.request("GET", "/healthz")
                body = json.loads(connection.getresponse().read())
                break
            except OSError:
                assert process.poll() is None, process.communicate()
                assert time.monotonic() < deadline, "the server did not start"
                time.sleep(0.2)
        assert body["status"] == "ok"
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()


# --- idle and slow connections, against a server in this process ---------------------------


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    """A server with the timed protocol and short timeouts, on a free loopback port."""
    previous = os.environ.get(server_module.SETTINGS_ENV)
    settings = ServeSettings(api=ApiSettings(max_body_bytes=4096), request_timeout=REQUEST)
    os.environ[server_module.SETTINGS_ENV] = settings.model_dump_json()
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    config = uvicorn.Config(
        app_from_environment,
        factory=True,
        http=TimedH11Protocol,
        timeout_keep_alive=IDLE,
        log_level="warning",
        lifespan="off",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        assert thread.is_alive(), "uvicorn did not start"
        time.sleep(0.01)
    yield sock.getsockname()[1]
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()
    if previous is None:
        os.environ.pop(server_module.SETTINGS_ENV, None)
    else:
        os.environ[server_module.SETTINGS_ENV] = previous


def closed_by_server(raw: socket.socket) -> bytes:
    """What the server sends until it closes the connection (the client never closes)."""
    raw.settimeout(GUARD)
    parts = []
    while chunk := raw.recv(65536):
        parts.append(chunk)
    return b"".join(parts)


def test_a_connection_that_never_sends_is_closed(port):
    with socket.create_connection(("127.0.0.1", port)) as raw:
        assert closed_by_server(raw) == b""


def test_headers_that_never_end_are_cut_off(port):
    with socket.create_connection(("127.0.0.1", port)) as raw:
        raw.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        assert closed_by_server(raw) == b""


def test_a_trickled_request_is_cut_off(port):
    with socket.create_connection(("127.0.0.1", port)) as raw:
        raw.settimeout(GUARD)
        cut_off = False
        for byte in b"GET /healthz HTTP/1.1\r\nX-Slow: " + b"a" * 1000:
            try:
                raw.sendall(bytes([byte]))
            except OSError:
                cut_off = True
                break
            time.sleep(0.05)
        assert cut_off or closed_by_server(raw) == b""


def test_a_body_that_stops_coming_is_cut_off(port):
    with socket.create_connection(("127.0.0.1", port)) as raw:
        raw.sendall(
            b"POST /v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b'Content-Length: 100\r\n\r\n{"text": '
        )
        answer = closed_by_server(raw)
    assert b" 500 " not in answer


def test_a_prompt_client_keeps_its_connection_for_several_requests(port):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=GUARD)
    try:
        for _ in range(3):
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            assert response.status == 200
            assert json.loads(response.read())["status"] == "ok"
    finally:
        connection.close()
