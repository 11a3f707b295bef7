"""What an operator can change about the HTTP API without touching code."""

from __future__ import annotations

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
