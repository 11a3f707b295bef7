"""The FastAPI application: `create_app(settings)` wires routes, limits, CORS and errors."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware

from validator import __version__
from validator.api.bodylimit import BodySizeLimit
from validator.api.docs import add_docs
from validator.api.jobs.runner import JobRunner
from validator.api.jobs.store import DAY, JobStore
from validator.api.jsonvalues import refuse_unrepeatable_json, validation_error
from validator.api.models import Health
from validator.api.responses import date_error, input_error
from validator.api.routes import cards, convert, regulations, replay, validate
from validator.api.routes.jobs import jobs_router
from validator.api.routes.playtest import playtest_router
from validator.api.routes.versus import versus_router
from validator.api.settings import ApiSettings
from validator.cards import load_cards
from validator.errors import InputError
from validator.formats import DateError, load_regulations
from validator.playtest.backends import backend_named
from validator.web import add_web


def create_app(settings: ApiSettings | None = None) -> FastAPI:
    """A new app; the card database and regulations are loaded now, not on the first request.

    Its jobs are kept in the settings' SQLite file and played on the settings' backend (a Ray
    cluster is joined when the first job plays); when the app stops, its unfinished jobs are
    marked failed and the backend is closed.
    """
    settings = settings or ApiSettings()
    db, regs = load_cards(), load_regulations()
    backend = backend_named(
        settings.backend,
        settings.backend_address,
        settings.backend_jobs,
        settings.backend_chunk_size,
    )
    runner = JobRunner(
        JobStore(settings.jobs_file(), keep_for=settings.keep_jobs_days * DAY),
        running=settings.max_running_jobs,
        unfinished=settings.max_unfinished_jobs,
    )

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        runner.stop()
        backend.close()

    app = FastAPI(
        title="rushdeck",
        version=__version__,
        description="Yu-Gi-Oh! Rush Duel deck validation, conversion, cards and Limit "
        "Regulation lists. Reports are the same as `rushdeck ... --json`.",
        docs_url=None,  # served from the package by add_docs, so it works offline
        dependencies=[Depends(refuse_unrepeatable_json)],
        lifespan=lifespan,
    )
    add_docs(app)
    add_web(app)
    app.state.settings = settings
    app.state.jobs = runner
    routers = (validate.router, convert.router, cards.router, regulations.router, replay.router)
    made = (
        playtest_router(settings.max_playtest_games),
        versus_router(settings, runner, backend),
        jobs_router(runner),
    )
    for router in (*routers, *made):
        app.include_router(router)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(InputError, input_error)
    app.add_exception_handler(DateError, date_error)

    @app.get("/healthz", response_model=Health, tags=["service"])
    def healthz() -> Health:
        """Liveness: the data is loaded and the API answers."""
        return Health(status="ok", version=__version__, cards=len(db), regulations=len(regs.lists))

    # The last middleware added is the outermost: CORS headers go on every answer, 413 included.
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["content-type"],
        )
    return app
