"""Gauntlets as API jobs: python benchmarks/api_jobs.py [--games-per-matchup 200] [--jobs 1]
[--backend local|ray]

Starts `rushdeck serve` (one worker, jobs in a temporary SQLite file, the backend options
given) on a free 127.0.0.1 port, submits a gauntlet of the sample deck `sevens` against
`dragons` and `sevens`, and follows it with GET /v1/jobs/{id} every 0.1 s until done. Prints
the games per second the job played (submit to done), the same gauntlet called in this process
on the same backend for comparison, and the latency of the GETs answered while the games
played (the server's responsiveness under a job). Traffic stays on loopback and is bounded.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
import urllib.request
from pathlib import Path

from api_throughput import HOST, free_port, start_server  # this folder's: the same server

FIELD = ["dragons", "sevens"]
SECONDS = 600  # the most a job may take before the benchmark gives up


def call(url: str, body: dict | None = None) -> tuple[float, dict]:
    """Seconds the answer took, and its JSON."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"content-type": "application/json"})
    started = time.perf_counter()
    with urllib.request.urlopen(request, timeout=60) as response:
        answer = json.loads(response.read())
    return time.perf_counter() - started, answer


def through_api(port: int, games: int) -> tuple[float, list[float], dict]:
    """Seconds from submit to done, the GET latencies while it ran, and the report."""
    base = f"http://{HOST}:{port}"
    body = {"deck": "sevens", "field": [{"deck": d} for d in FIELD], "games_per_matchup": games}
    started = time.perf_counter()
    _, job = call(f"{base}/v1/gauntlet", body)
    latencies = []
    while time.perf_counter() - started < SECONDS:
        latency, job = call(f"{base}/v1/jobs/{job['id']}")
        if job["status"] not in ("queued", "running"):
            break
        latencies.append(latency)
        time.sleep(0.1)
    if job["status"] != "done":
        raise SystemExit(f"the job ended {job['status']}: {job['error']}")
    return time.perf_counter() - started, latencies, job["result"]


def in_process(games: int, backend: str, jobs: int) -> tuple[float, dict]:
    from validator.playtest.backends import backend_named
    from validator.playtest.field import FieldEntry
    from validator.playtest.gauntlet import run_gauntlet
    from validator.playtest.samples import sample_as_deck

    def entry(name: str) -> FieldEntry:
        return FieldEntry(sample_as_deck(name), name)

    player = backend_named(backend, jobs=jobs)
    try:
        started = time.perf_counter()
        report = run_gauntlet(
            entry("sevens"),
            [entry(d) for d in FIELD],
            games_per_matchup=games,
            seed=0,
            backend=player,
        )
        return time.perf_counter() - started, report
    finally:
        player.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-per-matchup", type=int, default=200)
    parser.add_argument("--backend", choices=("local", "ray"), default="local")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    games = args.games_per_matchup * len(FIELD)
    port = free_port()
    options = ["--backend", args.backend, "--max-job-games", str(games)]
    options += ["--jobs", str(args.jobs)] if args.backend == "local" else []
    with tempfile.TemporaryDirectory(prefix="rushdeck-jobs-") as folder:
        server = start_server(port, "--jobs-db", str(Path(folder) / "jobs.sqlite3"), *options)
        try:
            api_seconds, latencies, api_report = through_api(port, args.games_per_matchup)
        finally:
            server.terminate()
            server.wait(timeout=60)
    local_seconds, local_report = in_process(args.games_per_matchup, args.backend, args.jobs)
    assert api_report == json.loads(json.dumps(local_report)), "the reports differ"
    print(f"{games} games on {args.backend} (--jobs {args.jobs}), the same report both ways")
    print(f"  as an API job:   {api_seconds:6.1f} s  {games / api_seconds:6.1f} games/s")
    print(f"  in this process: {local_seconds:6.1f} s  {games / local_seconds:6.1f} games/s")
    if latencies:
        p99 = statistics.quantiles(latencies, n=100)[98] if len(latencies) > 1 else latencies[0]
        print(
            f"  GET /v1/jobs/{{id}} while the games played: {len(latencies)} answers, "
            f"p50 {statistics.median(latencies) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
