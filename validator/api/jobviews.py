"""What `GET /v1/jobs/{id}` answers: the job, and once played, its report as the models of
`rushdeck gauntlet --json` and `rushdeck compare --json` (so the published schema states it)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from validator.api.routes.playtest import DeckLegality

Interval = list[float]


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Rate(_Out):
    games: int
    wins: int
    win_rate: float
    win_rate_95: Interval = Field(description="Wilson 95% interval")


class GauntletMatchup(Rate):
    """The deck against one deck of the field."""

    opponent: str
    weight: float
    share: float = Field(description="the weight as a share of the field's")
    seed: int = Field(description="the matchup's seed: `rushdeck playtest --seed` replays it")
    losses: int
    draws: int
    going_first: Rate
    going_second: Rate


class WeightedRate(_Out):
    win_rate: float
    win_rate_95: Interval


class GauntletReport(_Out):
    """The report of `rushdeck gauntlet --json`."""

    deck: str
    agent: str
    seed: int
    games_per_matchup: int
    games: int = Field(description="games played, all matchups together")
    partial: bool = Field(description="cut short (cancelled): the games played so far")
    overall: WeightedRate = Field(description="the win rate weighted by the field's shares")
    field: list[GauntletMatchup]
    legality: list[DeckLegality]


class Difference(_Out):
    win_rate_a: float
    win_rate_b: float
    difference: float = Field(description="B's win rate minus A's")
    difference_95: Interval
    p_value: float
    significant: bool = Field(description="the 95% interval excludes 0")


class ComparedMatchup(Difference):
    opponent: str
    share: float
    seed: int
    games: int = Field(description="games each deck played, on the same seeds")


class ComparedCard(_Out):
    id: int
    name: str
    copies_a: int
    win_rate_when_drawn_a: float | None
    copies_b: int
    win_rate_when_drawn_b: float | None
    difference: float


class CompareReport(_Out):
    """The report of `rushdeck compare --json`."""

    decks: list[str] = Field(description="A and B")
    agent: str
    seed: int
    games_per_matchup: int
    rounds: int
    until_significant: bool
    games: int
    partial: bool
    overall: Difference
    field: list[ComparedMatchup]
    cards: list[ComparedCard] = Field(description="the cards whose figures differ most")
    legality: list[DeckLegality]


class JobProgress(_Out):
    done: int = Field(description="games played so far")
    total: int = Field(description="games the job plays in all (at most, until significant)")


class JobView(_Out):
    """A gauntlet or comparison run as a job."""

    id: str
    kind: Literal["gauntlet", "compare"]
    status: Literal["queued", "running", "done", "failed", "cancelled"]
    progress: JobProgress
    created: dt.datetime
    updated: dt.datetime
    result: GauntletReport | CompareReport | None = Field(
        description="the report once done; a cancelled job's covers the games played so far, "
        'marked `"partial": true`'
    )
    error: str | None = Field(description="why a failed job failed")
