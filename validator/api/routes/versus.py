"""`POST /v1/gauntlet` (a deck against a field) and `POST /v1/compare` (two decks against the
same field on the same seeds), as jobs: the decks are read and checked now, so a bad request
is answered at once (4xx); the games are played by the server's job runner on its backend,
and the answer is `202 Accepted` with the job to follow (`GET /v1/jobs/{id}`).

The most games a job may play and the most decks a field may hold are settings, so the
request models are built per app and the published schema states the real bounds.
"""

# No `from __future__ import annotations`: FastAPI must see the request classes built below.
import threading
from collections.abc import Callable
from typing import Any

from fastapi import APIRouter, HTTPException
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, model_validator

from validator.api.jobs.runner import JobRunner, Progress, TooManyJobs
from validator.api.jobviews import JobView
from validator.api.models import Dated, DeckInput, ErrorBody
from validator.api.routes.jobs import accepted
from validator.api.routes.playtest import AgentName, RefusedBody, SampleName, read_side, refused
from validator.api.settings import ApiSettings
from validator.formats import parse_date
from validator.playtest.backends import Backend
from validator.playtest.compare import run_compare
from validator.playtest.field import FieldEntry, distinct_names
from validator.playtest.gauntlet import prepare, run_gauntlet
from validator.playtest.legality import illegal

SIDE = "a deck, or the name of a bundled sample deck"


def _within(per_matchup: int, matchups: int, limit: int) -> None:
    """The games a job would play, refused over the server's limit."""
    total = per_matchup * matchups
    if total > limit:
        raise ValueError(
            f"{per_matchup:,} games in each of {matchups} matchups is {total:,} games; "
            f"this server plays at most {limit:,} in one job"
        )


class FieldDeck(BaseModel):
    """One deck of the field and its expected share."""

    model_config = ConfigDict(extra="forbid")
    deck: DeckInput | SampleName = Field(description=SIDE)  # type: ignore[valid-type]
    name: str | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description="the name it is reported by; default the deck's own (or its place)",
    )
    weight: float = Field(
        default=1.0,
        ge=0,
        allow_inf_nan=False,
        description="its share of the field relative to the other decks' (2 and 1: two "
        "thirds and one third)",
    )


def versus_router(settings: ApiSettings, runner: JobRunner, backend: Backend) -> APIRouter:
    """The endpoints that start gauntlets and comparisons on `backend`."""
    limit = settings.max_job_games

    class Against(Dated):
        """A field of decks, the seed, the agent that plays every deck, and strictness."""

        model_config = ConfigDict(extra="forbid")
        field: list[FieldDeck] = Field(min_length=1, max_length=settings.max_field_decks)
        seed: int = Field(default=0, ge=0, le=2**32 - 1, description="same seed, same report")
        agent: AgentName = "greedy"  # type: ignore[valid-type]
        strict: bool = Field(
            default=False, description="refuse (400) a deck that is not legal on the date"
        )

    class GauntletRequest(Against):
        """A deck against every deck of a field (as `rushdeck gauntlet`)."""

        deck: DeckInput | SampleName = Field(description=SIDE)  # type: ignore[valid-type]
        games_per_matchup: int = Field(default=min(100, limit), ge=1, le=limit)

        @model_validator(mode="after")
        def _bounded(self) -> "GauntletRequest":
            _within(self.games_per_matchup, len(self.field), limit)
            return self

    class CompareRequest(Against):
        """Decks A and B against the same field on the same seeds (as `rushdeck compare`)."""

        deck_a: DeckInput | SampleName = Field(description=SIDE)  # type: ignore[valid-type]
        deck_b: DeckInput | SampleName = Field(description=SIDE)  # type: ignore[valid-type]
        games: int = Field(
            default=min(100, limit),
            ge=1,
            le=limit,
            description="games per matchup (per round, with `until_significant`)",
        )
        until_significant: bool = Field(
            default=False,
            description="play rounds of `games` until the interval of the difference "
            "excludes 0, or `max_games` per matchup",
        )
        max_games: int | None = Field(
            default=None,
            ge=1,
            le=limit,
            description="with `until_significant`: games per matchup at which to stop; "
            "default as many as the server's limit allows",
        )

        @model_validator(mode="after")
        def _bounded(self) -> "CompareRequest":
            matchups = 2 * len(self.field)
            if self.max_games is not None and self.max_games < self.games:
                raise ValueError(f"max_games ({self.max_games}) is fewer than games ({self.games})")
            _within(self.per_matchup(), matchups, limit)
            return self

        def per_matchup(self) -> int:
            """The most games each matchup may play."""
            if not self.until_significant:
                return self.games
            return self.max_games or max(self.games, limit // (2 * len(self.field)))

    router = APIRouter(prefix="/v1", tags=["jobs"])
    answers: dict[int | str, dict[str, Any]] = {
        202: {
            "model": JobView,
            "description": "the job, queued; follow it at the Location header",
            "headers": {
                "Location": {"description": "the job: /v1/jobs/{id}", "schema": {"type": "string"}}
            },
        },
        400: {
            "model": RefusedBody,
            "description": "a deck that cannot be read or played, or with `strict` a deck "
            "that is not legal (then `legality` holds each deck's report)",
        },
        404: {"model": ErrorBody, "description": "an unknown card, or a date before the format"},
        413: {"model": ErrorBody, "description": "the body is over the size limit"},
        429: {"model": ErrorBody, "description": "this server holds as many jobs as it may"},
    }

    def start(
        kind: str,
        request: Against,
        decks: list[FieldEntry],
        total: int,
        run: Callable[..., dict[str, Any]],
        **options: Any,
    ) -> JSONResponse:
        """Check the decks now, then queue a job that runs `run(*decks, field, ...)` (the
        library's `run_gauntlet` or `run_compare`) with these `options` on the backend."""
        day = parse_date(request.date)
        named = [read_side(item.deck, f"field.{i}.") for i, item in enumerate(request.field)]
        labels = distinct_names(
            [item.name or name for item, (name, _) in zip(request.field, named, strict=True)]
        )
        field = [
            FieldEntry(deck, label, item.weight)
            for item, (_, deck), label in zip(request.field, named, labels, strict=True)
        ]
        versus = prepare(decks, field, seed=request.seed, agent=request.agent, date=day)
        if request.strict and illegal(versus.legality):
            return refused(versus.legality)

        def work(progress: Progress, cancel: threading.Event) -> dict[str, Any]:
            return run(
                *decks,
                field,
                seed=request.seed,
                agent=request.agent,
                date=day,
                backend=backend,
                progress=progress,
                cancel=cancel,
                **options,
            )

        try:
            job = runner.submit(kind, total, work)
        except TooManyJobs as exc:
            raise HTTPException(429, f"{exc}; try again when one has finished") from None
        return accepted(job)

    def side(item: DeckInput | str, where: str) -> FieldEntry:
        name, deck = read_side(item, where)
        return FieldEntry(deck, name)

    @router.post("/gauntlet", status_code=202, response_model=JobView, responses=answers)
    def gauntlet(request: GauntletRequest) -> JSONResponse:
        """Start a gauntlet: the deck against every deck of the field, each matchup's win rate
        with its 95% interval going first and second, and the overall rate weighted by the
        field (the report of `rushdeck gauntlet --json`)."""
        deck = side(request.deck, "deck.")
        total = request.games_per_matchup * len(request.field)
        return start(
            "gauntlet",
            request,
            [deck],
            total,
            run_gauntlet,
            games_per_matchup=request.games_per_matchup,
        )

    @router.post("/compare", status_code=202, response_model=JobView, responses=answers)
    def compare(request: CompareRequest) -> JSONResponse:
        """Start a comparison: decks A and B against the same field on the same seeds, the
        difference B - A per matchup and overall with its 95% interval and p-value, and the
        cards that differ most (the report of `rushdeck compare --json`)."""
        decks = [side(request.deck_a, "deck_a."), side(request.deck_b, "deck_b.")]
        per_matchup = request.per_matchup()
        total = per_matchup * 2 * len(request.field)
        return start(
            "compare",
            request,
            decks,
            total,
            run_compare,
            games=request.games,
            until_significant=request.until_significant,
            max_games=per_matchup,
        )

    return router
