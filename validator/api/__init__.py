"""The JSON HTTP API (needs the `api` extra: FastAPI and uvicorn)."""

from validator.api.app import create_app
from validator.api.settings import ApiSettings

__all__ = ["ApiSettings", "create_app"]
