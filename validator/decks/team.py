"""WRGP teams: three duelists' decks in a fixed order (1st, 2nd, 3rd)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from validator.cards import CardDB
from validator.decks.jsonfile import DeckFile, deck_from_data
from validator.decks.model import Deck
from validator.errors import InputError


class TeamFile(BaseModel):
    """A team as JSON: its decks in playing order, optionally the team and player names."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(default=None, max_length=200)
    players: list[str | None] = Field(
        default_factory=list, max_length=10, description="player names in deck order"
    )
    decks: list[DeckFile] = Field(max_length=10, description="the decks, 1st duelist first")


@dataclass(frozen=True, slots=True)
class Team:
    decks: tuple[Deck, ...]
    name: str | None = None
    players: tuple[str | None, ...] = ()


def parse_file(model: type[BaseModel], data: Any, what: str, source: str | None) -> Any:
    """Validate JSON data against a file model, naming the first problem."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or what
        raise InputError(f"not a JSON {what}: {where}: {first['msg']}", source=source) from None


def decks_of(files: list[DeckFile], db: CardDB, source: str | None) -> tuple[Deck, ...]:
    return tuple(deck_from_data(item.model_dump(), db, source) for item in files)


def team_from_data(data: Any, db: CardDB, source: str | None = None) -> Team:
    """A team from already-parsed JSON (what the HTTP API receives)."""
    parsed: TeamFile = parse_file(TeamFile, data, "team", source)
    return Team(decks_of(parsed.decks, db, source), parsed.name, tuple(parsed.players))
