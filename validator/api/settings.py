"""What an operator can change about the HTTP API without touching code."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from validator.paths import user_data_dir
from validator.playtest.backends import DEFAULT_CHUNK_SIZE

KIB = 1024
JOBS_FILE = "jobs.sqlite3"


class ApiSettings(BaseModel):
    """Limits and CORS for one app instance (see `create_app`)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    max_body_bytes: int = Field(
        default=256 * KIB, ge=1, description="larger request bodies are refused with 413"
    )
    cors_origins: tuple[str, ...] = Field(
        default=(), description="origins allowed to call the API from a browser; '*' for any"
    )
    max_playtest_games: int = Field(
        default=200, ge=1, description="the most games one playtest request may ask for"
    )
    backend: Literal["local", "ray"] = Field(
        default="local",
        description="where jobs play their games: processes of this machine, or a Ray cluster",
    )
    backend_address: str | None = Field(
        default=None,
        description="the Ray cluster to play on (default $RAY_ADDRESS, else a Ray started here)",
    )
    backend_jobs: int = Field(
        default=1, ge=1, description="processes the local backend plays one job's games in"
    )
    backend_chunk_size: int = Field(
        default=DEFAULT_CHUNK_SIZE, ge=1, description="games per Ray task (the ray backend)"
    )
    jobs_db: Path | None = Field(
        default=None,
        description=f"the SQLite file jobs are kept in (default {JOBS_FILE} in the user's "
        "data folder); every worker of a server must share it",
    )
    max_job_games: int = Field(
        default=20_000, ge=1, description="the most games one gauntlet or comparison may play"
    )
    max_field_decks: int = Field(
        default=16, ge=1, description="the most decks the field of one job may hold"
    )
    max_running_jobs: int = Field(
        default=1, ge=1, description="jobs one server process plays at once; the rest wait"
    )
    keep_jobs_days: float = Field(
        default=7,
        gt=0,
        allow_inf_nan=False,
        description="days a job and its report are kept after its last change",
    )
    max_unfinished_jobs: int = Field(
        default=16,
        ge=1,
        description="unfinished jobs one server process holds; more are refused with 429",
    )

    def jobs_file(self) -> Path:
        """The SQLite file of this server's jobs."""
        return self.jobs_db or user_data_dir() / JOBS_FILE


class ServeSettings(BaseModel):
    """What `rushdeck serve` hands to every uvicorn worker: the app's settings and the time a
    request may take to arrive. Workers are new processes that build the app by import path,
    so these travel in the environment ($RUSHDECK_SERVE_SETTINGS, as JSON)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    api: ApiSettings = Field(default_factory=ApiSettings)
    request_timeout: float = Field(
        default=30.0,
        gt=0,
        description="seconds a request's headers and body may take to arrive in full",
    )


SETTINGS_ENV = "RUSHDECK_SERVE_SETTINGS"


def serve_settings() -> ServeSettings:
    """The settings `rushdeck serve` put in the environment, or the defaults."""
    return _parse_serve_settings(os.environ.get(SETTINGS_ENV, ""))


@cache
def _parse_serve_settings(text: str) -> ServeSettings:
    return ServeSettings.model_validate_json(text) if text else ServeSettings()
