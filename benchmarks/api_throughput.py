"""HTTP API throughput: python benchmarks/api_throughput.py [--seconds 10] [--clients 32]

Starts `rushdeck serve` (one uvicorn worker, access log off) on a free 127.0.0.1 port, then
32 concurrent keep-alive clients POST /v1/validate with a 40-card deck
(examples/rush/legal-sevens-road) for 10 s. Prints requests per second and p50/p99 latency.
Every answer is checked: a 200 whose report says legal. Traffic stays on loopback and is
bounded in time (--seconds) and count (--max-requests).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "examples" / "rush"
HOST = "127.0.0.1"
DATE = "2026-11-30"


def request_body(form: str) -> bytes:
    """The /v1/validate body for the 40-card example deck in one form."""
    if form == "deck":
        deck: object = json.loads((DECKS / "legal-sevens-road.json").read_text())
    else:
        suffix = {"ydk": "ydk", "ydke": "ydke", "text": "txt"}[form]
        deck = (DECKS / f"legal-sevens-road.{suffix}").read_text(encoding="utf-8").strip()
    return json.dumps({form: deck, "date": DATE}).encode()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def start_server(port: int, *options: str) -> subprocess.Popen:
    """`rushdeck serve` on `port` with these options, once it listens."""
    command = [sys.executable, "-m", "validator", "serve", "--port", str(port), "--no-access-log"]
    command += options
    server = subprocess.Popen(command, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection((HOST, port), timeout=0.2).close()
            return server
        except OSError:
            if server.poll() is not None:
                raise SystemExit("the server exited before it listened") from None
            time.sleep(0.05)
    server.terminate()
    raise SystemExit("the server did not listen within 30 s")


async def read_response(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    return status, await reader.readexactly(length)


async def client(port: int, request: bytes, stop: float, budget: list[int], out: list) -> None:
    """One keep-alive connection sending requests back to back until time or budget runs out."""
    reader, writer = await asyncio.open_connection(HOST, port)
    latencies, failures = out
    try:
        while time.perf_counter() < stop and budget[0] > 0:
            budget[0] -= 1
            started = time.perf_counter()
            writer.write(request)
            status, body = await read_response(reader)
            latencies.append(time.perf_counter() - started)
            if status != 200 or b'"legal":true' not in body:
                failures.append((status, body[:200]))
    finally:
        writer.close()


async def load(port: int, body: bytes, clients: int, seconds: float, max_requests: int):
    request = (
        f"POST /v1/validate HTTP/1.1\r\nHost: {HOST}:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    latencies: list[float] = []
    failures: list = []
    budget = [max_requests]
    started = time.perf_counter()
    stop = started + seconds
    await asyncio.gather(
        *(client(port, request, stop, budget, [latencies, failures]) for _ in range(clients))
    )
    return latencies, failures, time.perf_counter() - started


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(fraction * len(sorted_values)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--max-requests", type=int, default=200_000)
    parser.add_argument("--form", choices=["deck", "ydk", "ydke", "text"], default="deck")
    args = parser.parse_args()
    if not 0 < args.seconds <= 60 or not 0 < args.clients <= 256:
        parser.error("at most 60 s and 256 clients")

    body = request_body(args.form)
    port = free_port()
    server = start_server(port)
    try:
        asyncio.run(load(port, body, args.clients, 1.0, args.max_requests))  # warm-up
        latencies, failures, elapsed = asyncio.run(
            load(port, body, args.clients, args.seconds, args.max_requests)
        )
    finally:
        server.terminate()
        server.wait(timeout=10)

    latencies.sort()
    print(f"POST /v1/validate, 40-card deck as '{args.form}', {len(body)} bytes per request")
    print(f"one uvicorn worker on {HOST}, {args.clients} keep-alive clients, {elapsed:.1f} s")
    print(f"requests:   {len(latencies)} ({len(failures)} not 200/legal)")
    print(f"throughput: {len(latencies) / elapsed:,.0f} requests/s")
    print(
        f"latency:    p50 {percentile(latencies, 0.50) * 1000:.2f} ms, "
        f"p99 {percentile(latencies, 0.99) * 1000:.2f} ms, "
        f"mean {statistics.fmean(latencies) * 1000:.2f} ms"
    )
    if failures:
        print(f"first failure: {failures[0]}")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
