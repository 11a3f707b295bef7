"""Following jobs through a TestClient, for the API's job tests (local and on Ray)."""

from __future__ import annotations

import time
from collections.abc import Callable

from fastapi.testclient import TestClient


def follow(client: TestClient, location: str, check: Callable[[dict], bool]) -> dict:
    """The job at `location` once `check` holds (its games get up to two minutes)."""
    for _ in range(12_000):
        job = client.get(location).json()
        if check(job):
            return job
        time.sleep(0.01)
    raise AssertionError(f"the job never got there: {job}")


def finished(job: dict) -> bool:
    return job["status"] not in ("queued", "running")


def submit(client: TestClient, path: str, body: dict) -> str:
    response = client.post(path, json=body)
    assert response.status_code == 202, response.text
    job = response.json()
    assert response.headers["location"] == f"/v1/jobs/{job['id']}"
    assert (job["status"], job["result"], job["error"]) == ("queued", None, None)
    return response.headers["location"]
