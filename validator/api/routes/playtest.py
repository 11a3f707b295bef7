"""`POST /v1/playtest`: games between two decks with the bundled engine and agents.

The most games one request may ask for is a setting, so the request model is built per app:
the published schema then states the real bound.
"""

# No `from __future__ import annotations`: FastAPI must see the request class built below,
# which a string annotation could not name from module scope.
from typing import Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from validator.agents import PLAYING_AGENTS
from validator.api.models import Dated, DeckInput, ErrorBody
from validator.api.responses import DECK_ERRORS, require_known
from validator.cards import load_cards
from validator.engine import CardTable
from validator.formats import parse_date
from validator.playtest.legality import Legality, NamedDeck, check_decks, illegal
from validator.playtest.modes import format_settings
from validator.playtest.runner import Matchup, iter_games, to_decklist
from validator.playtest.samples import SAMPLE_DECKS, sample_as_deck
from validator.playtest.stats import summarize
from validator.report import Report

AgentName = Literal[PLAYING_AGENTS]  # type: ignore[valid-type]
SampleName = Literal[tuple(SAMPLE_DECKS)]  # type: ignore[valid-type]


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlaytestCard(_Out):
    id: int
    name: str
    copies: int
    drawn_rate: float = Field(description="share of games in which a copy was drawn")
    played_per_game: float
    win_rate_when_drawn: float
    in_winners_deck: float = Field(description="share of decided games won by a deck with it")


class NoEffectCard(_Out):
    id: int
    name: str
    games: int = Field(description="games in which it was played without its effect")


class PlaytestDeck(_Out):
    name: str
    agent: str
    wins: int
    win_rate: float
    win_rate_95: list[float] = Field(description="Wilson 95% interval of the win rate")
    win_rate_first: float
    win_rate_second: float
    cards: list[PlaytestCard]
    played_without_effect: list[NoEffectCard]


class DeckLegality(_Out):
    name: str = Field(description="the deck, as in `decks`")
    report: Report = Field(description="the deck's report on the date of play")


class PlaytestReport(_Out):
    """The statistics of `rushdeck playtest --json`."""

    games: int
    seed: int
    decks: list[PlaytestDeck]
    draws: int
    average_turns: float
    endings: dict[str, int]
    legality: list[DeckLegality] = Field(
        description="each deck's report, checked first: a deck that is not legal still plays "
        "unless `strict`"
    )


class RefusedBody(ErrorBody):
    """A strict playtest of a deck that is not legal: nothing was played."""

    legality: list[DeckLegality] = Field(
        default_factory=list, description="with `strict`: each deck's report"
    )


def _deck(item: DeckInput | str, where: str) -> NamedDeck:
    """A side's name and deck: a bundled sample by name, or a deck whose cards are all known."""
    if isinstance(item, str):
        return item, sample_as_deck(item)
    deck = require_known(item.read(load_cards(), where))
    return deck.name or where.rstrip("."), deck


def _refused(checks: list[Legality]) -> JSONResponse:
    body = RefusedBody(
        detail="; ".join(check.warning().replace("\n  ", "; ") for check in illegal(checks))
        + " (strict plays only legal decks)",
        legality=[DeckLegality.model_validate(check.as_json()) for check in checks],
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=400)


def playtest_router(max_games: int) -> APIRouter:
    """The playtest endpoint for an app whose requests may ask for at most `max_games`."""

    side = f"a deck, or the name of a bundled sample deck: {', '.join(SAMPLE_DECKS)}"

    class PlaytestRequest(Dated):
        """Two decks, the agents that play them, how many games and the seed."""

        model_config = ConfigDict(extra="forbid")
        deck: DeckInput | SampleName = Field(description=side)  # type: ignore[valid-type]
        opponent: DeckInput | SampleName = Field(description=side)  # type: ignore[valid-type]
        games: int = Field(default=min(100, max_games), ge=1, le=max_games)
        seed: int = Field(default=0, ge=0, le=2**32 - 1, description="same seed, same report")
        agent: AgentName = "greedy"  # type: ignore[valid-type]
        opponent_agent: AgentName = "greedy"  # type: ignore[valid-type]
        strict: bool = Field(
            default=False, description="refuse (400) a deck that is not legal on the date"
        )

    router = APIRouter(prefix="/v1", tags=["playtest"])
    table = CardTable(load_cards())  # engine card data, filled in as games meet the cards
    errors = {
        **DECK_ERRORS,
        400: {
            "model": RefusedBody,
            "description": "a deck the engine cannot play (a section over its bounds, a card "
            "in the wrong section), or with `strict` a deck that is not legal (then "
            "`legality` holds each deck's report)",
        },
    }

    @router.post("/playtest", response_model=PlaytestReport, responses=errors)
    def playtest(request: PlaytestRequest) -> PlaytestReport | JSONResponse:
        """Games alternating who goes first; wins, rates with a 95% interval, per-card figures.

        Each deck is checked first by the rules in force on `date`: one that is not legal
        plays, with its report in `legality`, unless `strict`.
        A plain def, so FastAPI runs it in a worker thread and the event loop stays free.
        """
        day = parse_date(request.date)
        settings = format_settings("rush", day)
        named = [_deck(request.deck, "deck."), _deck(request.opponent, "opponent.")]
        db = load_cards()
        mine, theirs = (to_decklist(deck, db, label) for label, deck in named)
        (name, _), (other, _) = named
        checks = check_decks(named, "rush", day)
        if request.strict and illegal(checks):
            return _refused(checks)
        names = (f"{name} (1)", f"{other} (2)") if name == other else (name, other)
        matchup = Matchup(
            decks=(mine, theirs),
            names=names,
            agents=(request.agent, request.opponent_agent),
            seed=request.seed,
            settings=settings,
        )
        records = iter_games(matchup, request.games, jobs=1, table=table)
        report = summarize(matchup, records, db)
        report["legality"] = [check.as_json() for check in checks]
        return PlaytestReport.model_validate(report)

    return router
