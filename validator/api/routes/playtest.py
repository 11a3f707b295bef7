"""`POST /v1/playtest` (and its streamed form, `/v1/playtest/stream`): games between two
decks with the bundled engine and agents; `POST /v1/goldfish`: a deck played alone.

The most games one request may ask for is a setting, so the request models are built per app:
the published schema then states the real bound.
"""

# No `from __future__ import annotations`: FastAPI must see the request class built below,
# which a string annotation could not name from module scope.
import json
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from fastapi import APIRouter
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from validator.agents import PLAYING_AGENTS
from validator.api.models import Dated, DeckInput, ErrorBody
from validator.api.responses import DECK_ERRORS, require_known
from validator.cards import load_cards
from validator.engine import CardTable
from validator.formats import parse_date
from validator.playtest.goldfish import goldfish
from validator.playtest.legality import Legality, NamedDeck, check_decks, illegal
from validator.playtest.modes import format_settings
from validator.playtest.runner import Matchup, iter_games, to_decklist
from validator.playtest.samples import SAMPLE_DECKS, sample_as_deck
from validator.playtest.stats import Tally, summarize
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


class OpeningRate(_Out):
    id: int
    name: str
    copies: int
    rate: float


class NoEffectHands(_Out):
    id: int
    name: str
    hands: int = Field(description="hands in which it was played without its effect")


class GoldfishReport(_Out):
    """The figures of `rushdeck playtest --goldfish --json`: rates between 0 and 1, lists by
    own turn (index 0: turn 1)."""

    deck: str
    hands: int
    seed: int
    agent: str
    turns: int
    opening_hand: list[OpeningRate]
    first_turn_hand: list[OpeningRate]
    maximum_set_by_turn: dict[str, list[float]] = Field(
        description="per Maximum monster: the chance its set was in hand or on the field"
    )
    fusion_ready_by_turn: dict[str, list[float]] = Field(
        description="per Fusion monster: the chance of Fusion with its materials in hand, or "
        "the monster on the field"
    )
    tribute_summon_possible_by_turn: list[float]
    tribute_summon_possible_by_turn_2: float
    tribute_summon_made_by_turn_2: float
    monsters_after_turn_1: float
    damage_dealt_by_turn: list[float]
    played_without_effect: list[NoEffectHands]
    legality: list[DeckLegality]


class RefusedBody(ErrorBody):
    """A strict playtest of a deck that is not legal: nothing was played."""

    legality: list[DeckLegality] = Field(
        default_factory=list, description="with `strict`: each deck's report"
    )


def read_side(item: DeckInput | str, where: str) -> NamedDeck:
    """A side's name and deck: a bundled sample by name, or a deck whose cards are all known."""
    if isinstance(item, str):
        return item, sample_as_deck(item)
    deck = require_known(item.read(load_cards(), where))
    return deck.name or where.rstrip("."), deck


def refused(checks: list[Legality]) -> JSONResponse:
    body = RefusedBody(
        detail="; ".join(check.warning().replace("\n  ", "; ") for check in illegal(checks))
        + " (strict plays only legal decks)",
        legality=[DeckLegality.model_validate(check.as_json()) for check in checks],
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=400)


def playtest_router(max_games: int) -> APIRouter:
    """The playtest endpoints for an app whose requests may ask for at most `max_games` games
    (and goldfish requests for ten times as many hands)."""
    max_hands = max_games * GOLDFISH_HANDS_PER_GAME

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

    class StreamRequest(PlaytestRequest):
        """A playtest whose answer is streamed, and optionally every game's log."""

        logs: bool = Field(
            default=False,
            description="also answer each game's log, as the JSON text `rushdeck playtest "
            "--save-logs` writes (for `/v1/replay`)",
        )

    class GoldfishRequest(Dated):
        """A deck played alone, going first, for `turns` of its own turns per hand."""

        model_config = ConfigDict(extra="forbid")
        deck: DeckInput | SampleName = Field(description=side)  # type: ignore[valid-type]
        hands: int = Field(default=min(200, max_hands), ge=1, le=max_hands)
        turns: int = Field(default=3, ge=1, le=10)
        seed: int = Field(default=0, ge=0, le=2**32 - 1, description="same seed, same report")
        agent: AgentName = "greedy"  # type: ignore[valid-type]
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

    def prepare(request: PlaytestRequest) -> Matchup | JSONResponse:
        """The decks read and checked, and who plays; or the refusal of a strict playtest."""
        day = parse_date(request.date)
        settings = format_settings("rush", day)
        named = [read_side(request.deck, "deck."), read_side(request.opponent, "opponent.")]
        db = load_cards()
        mine, theirs = (to_decklist(deck, db, label) for label, deck in named)
        (name, _), (other, _) = named
        checks = check_decks(named, "rush", day)
        if request.strict and illegal(checks):
            return refused(checks)
        names = (f"{name} (1)", f"{other} (2)") if name == other else (name, other)
        matchup = Matchup(
            decks=(mine, theirs),
            names=names,
            agents=(request.agent, request.opponent_agent),
            seed=request.seed,
            settings=settings,
        )
        return _Checked(matchup, checks)

    @router.post("/playtest", response_model=PlaytestReport, responses=errors)
    def playtest(request: PlaytestRequest) -> PlaytestReport | JSONResponse:
        """Games alternating who goes first; wins, rates with a 95% interval, per-card figures.

        Each deck is checked first by the rules in force on `date`: one that is not legal
        plays, with its report in `legality`, unless `strict`.
        A plain def, so FastAPI runs it in a worker thread and the event loop stays free.
        """
        prepared = prepare(request)
        if isinstance(prepared, JSONResponse):
            return prepared
        matchup, checks = prepared.matchup, prepared.checks
        records = iter_games(matchup, request.games, jobs=1, table=table)
        report = summarize(matchup, records, load_cards())
        report["legality"] = [check.as_json() for check in checks]
        return PlaytestReport.model_validate(report)

    stream_doc = {
        200: {
            "description": 'one JSON object a line: `{"played": k, "games": n}` as games '
            'finish, then `{"report": {...}, "logs": [...]}` (the report of '
            "`/v1/playtest`; with `logs`, each game's log as the JSON text `--save-logs` writes)",
            "content": {"application/x-ndjson": {"schema": {"type": "string"}}},
        },
        **errors,
    }

    @router.post("/playtest/stream", response_class=StreamingResponse, responses=stream_doc)
    def playtest_stream(request: StreamRequest) -> Any:
        """The playtest of `/v1/playtest`, streamed as newline-delimited JSON: progress while
        the games are played, then the report (and each game's log with `logs`).

        The request is checked before anything is streamed: errors are the usual 4xx answers.
        """
        prepared = prepare(request)
        if isinstance(prepared, JSONResponse):
            return prepared
        lines = _stream(prepared, request.games, request.logs, table)
        return StreamingResponse(lines, media_type="application/x-ndjson")

    @router.post("/goldfish", response_model=GoldfishReport, responses=errors)
    def goldfish_deck(request: GoldfishRequest) -> GoldfishReport | JSONResponse:
        """Consistency figures of a deck played alone (as `rushdeck playtest --goldfish
        --json`): each card's chance in the opening hand, and by own turn the chance of a
        Maximum set, a Fusion with its materials and a Tribute Summon, and the damage dealt."""
        day = parse_date(request.date)
        named = [read_side(request.deck, "deck.")]
        ((name, deck),) = named
        checks = check_decks(named, "rush", day)
        if request.strict and illegal(checks):
            return refused(checks)
        mine = to_decklist(deck, load_cards(), name)
        settings = format_settings("rush", day)
        report = goldfish(
            mine, table, request.hands, request.seed, request.turns, request.agent, settings
        )
        report["deck"] = name
        report["legality"] = [check.as_json() for check in checks]
        return GoldfishReport.model_validate(report)

    return router


GOLDFISH_HANDS_PER_GAME = 10
"""A goldfish hand plays a few turns of one deck: a request may ask for ten per game allowed."""


class _Checked:
    """A playtest ready to play: who plays, and each deck's report."""

    def __init__(self, matchup: Matchup, checks: list[Legality]) -> None:
        self.matchup, self.checks = matchup, checks


def _stream(prepared: _Checked, games: int, logs: bool, table: CardTable) -> Iterator[bytes]:
    """Progress lines, then the report; the logs are written to a temporary folder (the
    engine's own log writer) and read back as each game finishes."""

    def line(value: dict[str, Any]) -> bytes:
        return json.dumps(value, separators=(",", ":")).encode() + b"\n"

    every = max(1, games // 50)
    with tempfile.TemporaryDirectory(prefix="rushdeck-logs-") as folder:
        matchup = replace(prepared.matchup, logs=Path(folder) if logs else None)
        tally = Tally(matchup)
        kept: list[str] = []
        yield line({"played": 0, "games": games})
        for record in iter_games(matchup, games, jobs=1, table=table):
            tally.add(record)
            if logs:
                path = Path(folder) / f"game-{record.index:05d}.json"
                # as text: a log's seed is a 64-bit integer, which a JavaScript number would round
                kept.append(path.read_text("utf-8").strip())
                path.unlink()
            if tally.games % every == 0 or tally.games == games:
                yield line({"played": tally.games, "games": games})
        report = tally.report(load_cards())
        report["legality"] = [check.as_json() for check in prepared.checks]
        body = PlaytestReport.model_validate(report).model_dump(mode="json")
        yield line({"report": body, "logs": kept} if logs else {"report": body})
