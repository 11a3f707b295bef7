"""What an operator can change about the HTTP API without touching code."""

from __future__ import annotations

import os
from functools import cache

from pydantic import BaseModel, ConfigDict, Field

KIB = 1024


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
