"""The API served by a real uvicorn on 127.0.0.1, spoken to over a socket."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn

from validator.api import ApiSettings, create_app

LIMIT = 4096


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    """A uvicorn server on a free loopback port, for this module's tests."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    app = create_app(ApiSettings(max_body_bytes=LIMIT))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.01)
    yield sock.getsockname()[1]
    server.should_exit = True
    thread.join(timeout=10)
    sock.close()


def request(port: int, method: str, path: str, body: object = None) -> tuple[int, dict]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        payload = None if body is None else json.dumps(body)
        connection.request(method, path, body=payload, headers={"content-type": "application/json"})
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


def read_all(raw: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    parts = []
    while chunk := raw.recv(65536):
        parts.append(chunk)
    return b"".join(parts)


def test_healthz_over_a_socket(port: int) -> None:
    status, body = request(port, "GET", "/healthz")
    assert status == 200
    assert body["status"] == "ok"


def test_convert_over_a_socket(port: int) -> None:
    status, body = request(port, "POST", "/v1/convert", {"text": "2 Fusion", "to": "ydk"})
    assert status == 200
    assert body["counts"] == {"main": 2, "extra": 0, "side": 0}
    assert body["deck"].splitlines()[2:4] == ["160204050", "160204050"]


def test_chunked_body_over_the_limit_is_413(port: int) -> None:
    # No Content-Length: the server can only count the bytes as they come. The whole request
    # goes out in one write, so the server's early answer cannot race the client's sending.
    chunks = b"".join(b"3e8\r\n" + b"x" * 1000 + b"\r\n" for _ in range(10)) + b"0\r\n\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(
            b"POST /v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n" + chunks
        )
        answer = read_all(raw)
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413 ")
    assert str(LIMIT) in json.loads(body)["detail"]


def test_declared_length_over_the_limit_is_413_before_the_body(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        raw.sendall(
            b"POST /v1/convert HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nContent-Length: 10000000\r\n\r\n"
        )
        answer = read_all(raw)  # answered without a single body byte sent
    assert answer.startswith(b"HTTP/1.1 413 ")
