"""The JSON form of a game log as a pydantic model: the shape `GameLog.read` validates first,
published as `schemas/game-log.schema.json`.

The settings are the position format's (`position_model.SettingsModel`), bounds included, so
a log edited by hand cannot ask the engine for a billion Monster Zones. What the shape cannot
say (a seat that is not at the table, an action that is not legal where it stands, actions after
the end) is checked by `validator.engine.log` as the log is read and replayed.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from validator.engine.position_model import CONFIG, Seat, SettingsModel

LOG_VERSION = 1
MAX_SEATS = 8
"""More players than any mode seats (a relay seats 6)."""

CardId = Annotated[int, Field(ge=0, description="a card id (konami id)")]
ActionText = Annotated[str, Field(max_length=200, description="an action as text: `summon 12`")]


class DeckListModel(BaseModel):
    """A player's Main and Extra Deck, card ids in the order the game dealt them from."""

    model_config = CONFIG
    main: list[CardId] = Field(max_length=1000)
    extra: list[CardId] = Field(default_factory=list, max_length=1000)


class GameLogFile(BaseModel):
    """A played game: enough to replay it exactly (`rushdeck replay`)."""

    model_config = CONFIG
    version: Literal[1] = Field(description="the format's version")
    seed: int = Field(description="the game's seed")
    first: Seat = Field(default=0, description="the seat that played first")
    names: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=list, max_length=MAX_SEATS, description="a label per seat"
    )
    settings: SettingsModel = Field(  # type: ignore[valid-type]
        default_factory=SettingsModel, description="engine settings (default: a Rush duel)"
    )
    decks: list[DeckListModel] = Field(min_length=2, max_length=MAX_SEATS)
    actions: list[ActionText] = Field(description="every action of the game, in order")
    winner: Seat | None = Field(default=None, description="null: a draw, or not over")
    reason: str = Field(default="", max_length=100, description="how the game ended")
