"""Game logs: the seed, the decks, the settings and the actions; enough to replay a game exactly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from validator import jsontext
from validator.engine.actions import Action
from validator.engine.cards import CardTable
from validator.engine.log_model import LOG_VERSION, GameLogFile
from validator.engine.position import settings_json, shape_problems
from validator.engine.rules import legal_actions, new_game, outcome, play
from validator.engine.state import PHASE_NAMES, DeckList, Settings, State
from validator.errors import InputError


@dataclass
class GameLog:
    """A game as data. `actions` are text forms; `names` labels each seat for people."""

    seed: int
    decks: list[DeckList]
    first: int = 0
    settings: Settings = field(default_factory=Settings)
    actions: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    winner: int | None = None
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "version": LOG_VERSION,
            "seed": self.seed,
            "first": self.first,
            "names": self.names,
            "settings": settings_json(self.settings),
            "decks": [deck.to_json() for deck in self.decks],
            "actions": self.actions,
            "winner": self.winner,
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: Any, source: str | None = None) -> GameLog:
        """The log of JSON data (`schemas/game-log.schema.json`); InputError naming the first
        problems, each with its place (`settings.monster_zones`, `actions[3]`)."""
        if not isinstance(data, dict):
            raise InputError("not a game log: a game log is a JSON object", source=source)
        try:
            parsed = GameLogFile.model_validate(data)
        except ValidationError as exc:
            raise InputError(f"not a game log: {shape_problems(exc)}", source=source) from None
        seats = len(parsed.decks)
        for what, seat in (("first", parsed.first), ("winner", parsed.winner)):
            if seat is not None and seat >= seats:
                problem = f"{what}: there is no seat {seat} ({seats} players, seats from 0)"
                raise InputError(f"not a game log: {problem}", source=source)
        if parsed.names and len(parsed.names) != seats:
            problem = f"names: {len(parsed.names)} names for {seats} decks"
            raise InputError(f"not a game log: {problem}", source=source)
        try:
            settings = Settings.from_play(parsed.settings.model_dump())
        except (TypeError, ValueError) as exc:
            raise InputError(f"not a game log: settings: {exc}", source=source) from None
        return cls(
            seed=parsed.seed,
            decks=[DeckList(tuple(d.main), tuple(d.extra)) for d in parsed.decks],
            first=parsed.first,
            settings=settings,
            actions=list(parsed.actions),
            names=list(parsed.names),
            winner=parsed.winner,
            reason=parsed.reason,
        )

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), separators=(",", ":")) + "\n", "utf-8")

    @classmethod
    def read(cls, path: Path) -> GameLog:
        source = str(path)
        with path.open("rb") as handle:
            return cls.from_json(jsontext.loads(handle.read(), source), source)

    def start(self, table: CardTable) -> State:
        return new_game(self.decks, self.seed, table, self.settings, self.first)


def replay(log: GameLog, table: CardTable) -> State:
    """The final state of a logged game, every action checked for legality on the way."""
    state = log.start(table)
    for action in checked_actions(log, state):
        play(state, action)
    return state


def checked_actions(log: GameLog, state: State) -> Iterator[Action]:
    """The log's actions, each read and checked against the game as it stands (the caller
    plays it before asking for the next); InputError naming the action by its number when it
    is no action, not legal there, or comes after the end of the game."""
    for number, text in enumerate(log.actions, start=1):
        where = f"action {number}"
        ended = outcome(state)
        if ended is not None:
            raise InputError(
                f"{where} ({text!r}) comes after the end of the game "
                f"(turn {state.turn}, {ended.reason or 'over'})"
            )
        try:
            action = Action.parse(text)
        except ValueError as exc:
            raise InputError(f"{where}: {exc}") from None
        if action not in legal_actions(state):
            phase = PHASE_NAMES[state.phase]
            raise InputError(f"{where}: illegal action {text} (turn {state.turn}, {phase})")
        yield action


def fingerprint(s: State) -> tuple:
    """Everything that makes up a state, as one comparable value (for determinism checks)."""
    return (
        s.turn,
        s.tp,
        s.phase,
        tuple(s.lp),
        tuple(map(tuple, s.deck)),
        tuple(map(tuple, s.hand)),
        tuple(map(tuple, s.gy)),
        tuple(map(tuple, s.extra)),
        tuple(map(tuple, s.mzone)),
        tuple(map(tuple, s.szone)),
        tuple(s.fzone),
        tuple(s.pos),
        tuple(s.flags),
        tuple(s.attacks),
        tuple(s.lasting),
        s.winner,
        s.reason,
        s.rng.getstate(),
    )
