"""`POST /v1/replay`: a saved game log replayed into boards, action by action."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, ConfigDict, Field

from validator.api.models import ErrorBody
from validator.cards import load_cards
from validator.engine import CardTable
from validator.engine.log import LOG_VERSION, GameLog
from validator.errors import InputError
from validator.playtest.replay import replay_frames

router = APIRouter(prefix="/v1", tags=["playtest"])

Small = Annotated[int, Field(ge=0, le=100_000)]
CardId = Annotated[int, Field(ge=0, le=2**31 - 1)]


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SpeedWorldIn(_In):
    max_counters: Small = 12
    per_turn: Small = 2
    on_loss: Small = 2
    on_loss_if_ahead: Small = 2
    damage_cost: Small = 4
    damage: Small = 1600
    damage_when_behind: Small = 800
    draw_cost: Small = 7
    draw: Small = 1
    destroy_cost: Small = 10
    destroy: Small = 1


class SettingsIn(_In):
    """The engine settings a log was played with (bounded: a log is untrusted input)."""

    starting_lp: Annotated[int, Field(ge=1, le=1_000_000)] = 8000
    opening_hand: Annotated[int, Field(ge=0, le=60)] = 4
    draw_until: Annotated[int, Field(ge=0, le=60)] = 5
    monster_zones: Annotated[int, Field(ge=1, le=7)] = 3
    spell_trap_zones: Annotated[int, Field(ge=1, le=7)] = 3
    first_player_battles: bool = False
    max_turns: Annotated[int, Field(ge=1, le=10_000)] = 200
    max_actions_per_turn: Annotated[int, Field(ge=1, le=10_000)] = 200
    mode: Literal["duel", "party", "relay"] = "duel"
    rebuild_deck: bool = False
    stand_size: Annotated[int, Field(ge=0, le=10)] = 0
    spells_on_first_turn: bool = True
    spell_deck: list[CardId] = Field(default_factory=list, max_length=100)
    team_size: Annotated[int, Field(ge=0, le=6)] = 0
    speed_world: SpeedWorldIn | None = None


class DeckListIn(_In):
    main: list[CardId] = Field(min_length=1, max_length=200)
    extra: list[CardId] = Field(default_factory=list, max_length=50)


class ReplayRequest(_In):
    """A game log as `rushdeck playtest --save-logs` writes it."""

    version: Literal[1] = LOG_VERSION
    seed: Annotated[int, Field(ge=0, le=2**64 - 1)]
    first: Annotated[int, Field(ge=0, le=5)] = 0
    names: list[Annotated[str, Field(max_length=200)]] = Field(default_factory=list, max_length=6)
    settings: SettingsIn = Field(default_factory=SettingsIn)
    decks: list[DeckListIn] = Field(min_length=2, max_length=6)
    # as many as the body size limit lets through (a game is a few hundred)
    actions: list[Annotated[str, Field(max_length=200)]]
    winner: Annotated[int, Field(ge=0, le=5)] | None = None
    reason: Annotated[str, Field(max_length=50)] = ""


class Frame(BaseModel):
    turn: int
    player: int | None = Field(description="the seat that acted (null for the opening board)")
    action: str | None = Field(description="the action as the log writes it")
    text: str = Field(description="what happened, as `rushdeck replay` says it")
    board: dict[str, Any] = Field(description="every player's LP, piles, hand and zones")


class ReplayCard(BaseModel):
    id: int
    name: str
    kind: Literal["monster", "spell", "trap"]


class Replay(BaseModel):
    """A game as boards: `frames[0]` is the opening, then one frame per action."""

    names: list[str]
    winner: int | None
    reason: str
    result: str = Field(description="who won and how, in a sentence")
    played_without_effect: list[str]
    cards: list[ReplayCard] = Field(description="by instance number, as boards name them")
    frames: list[Frame]


# What a log that does not replay raises: an unknown card or action, an illegal action, a
# table its settings cannot seat.
_BAD_LOG = (InputError, KeyError, ValueError, IndexError, TypeError, ZeroDivisionError)


@router.post(
    "/replay",
    response_model=Replay,
    responses={
        400: {"model": ErrorBody, "description": "a log that does not replay"},
        413: {"model": ErrorBody, "description": "the body is over the size limit"},
    },
)
def replay(log: ReplayRequest) -> Replay:
    """Replay a saved game log (`rushdeck playtest --save-logs`, or the logs of
    `/v1/playtest/stream`) into the board after every action, every card face up, as
    `rushdeck replay` tells it. A plain def: it runs in a worker thread."""
    db = load_cards()
    ids = {c for deck in log.decks for c in (*deck.main, *deck.extra)}
    unknown = sorted(c for c in ids | set(log.settings.spell_deck) if db.get(c) is None)
    if unknown:
        shown = ", ".join(map(str, unknown[:10]))
        raise HTTPException(400, f"the log names unknown card ids: {shown}")
    if log.first >= len(log.decks):
        raise HTTPException(400, f"the log's first player {log.first} has no deck")
    try:
        game = GameLog.from_json(log.model_dump(exclude_unset=False))
        return Replay.model_validate(replay_frames(game, CardTable(db)))
    except _BAD_LOG as exc:
        raise HTTPException(400, f"the log does not replay: {exc}") from None
