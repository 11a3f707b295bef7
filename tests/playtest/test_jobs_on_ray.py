"""A server configured with the Ray backend plays its jobs on the tests' Ray, to the same
report as local play."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient
from job_support import finished, follow, submit

from validator.api import ApiSettings, create_app
from validator.playtest.backends import LocalBackend
from validator.playtest.compare import run_compare


def test_a_server_on_ray_reports_what_local_play_reports(
    ray_cluster, tmp_path: Path, sevens, dragons
) -> None:
    settings = ApiSettings(backend="ray", backend_chunk_size=3, jobs_db=tmp_path / "jobs.db")
    body = {"deck_a": "sevens", "deck_b": "dragons", "field": [{"deck": "dragons"}], "games": 8}
    with TestClient(create_app(settings)) as client:
        job = follow(client, submit(client, "/v1/compare", {**body, "seed": 9}), finished)
    assert job["status"] == "done", job["error"]
    local = run_compare(sevens, dragons, [dragons], games=8, seed=9, backend=LocalBackend())
    assert job["result"] == json.loads(json.dumps(local))
    assert ray_cluster.is_initialized()  # the server joined the tests' Ray, and left it up
