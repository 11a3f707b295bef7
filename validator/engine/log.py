"""Game logs: the seed, the decks, the settings and the actions; enough to replay a game exactly."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from validator.engine.actions import Action
from validator.engine.cards import CardTable
from validator.engine.rules import new_game, step
from validator.engine.state import DeckList, Settings, State
from validator.errors import InputError

LOG_VERSION = 1


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
            "settings": asdict(self.settings),
            "decks": [deck.to_json() for deck in self.decks],
            "actions": self.actions,
            "winner": self.winner,
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameLog:
        if not isinstance(data.get("decks"), list) or len(data["decks"]) < 2:
            raise InputError("not a game log: it needs the decks of at least two players")
        try:
            return cls(
                seed=int(data["seed"]),
                decks=[DeckList.from_json(d) for d in data["decks"]],
                first=int(data.get("first", 0)),
                settings=Settings.from_play(data.get("settings")),
                actions=list(data["actions"]),
                names=list(data.get("names", [])),
                winner=data.get("winner"),
                reason=data.get("reason", ""),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"not a game log: {exc}") from None

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_json(), separators=(",", ":")) + "\n", "utf-8")

    @classmethod
    def read(cls, path: Path) -> GameLog:
        try:
            data = json.loads(path.read_text("utf-8"))
        except json.JSONDecodeError as exc:
            raise InputError(f"{path}: not JSON ({exc.msg})") from None
        if not isinstance(data, dict):
            raise InputError(f"{path}: not a game log")
        return cls.from_json(data)

    def start(self, table: CardTable) -> State:
        return new_game(self.decks, self.seed, table, self.settings, self.first)


def replay(log: GameLog, table: CardTable) -> State:
    """The final state of a logged game, every action checked for legality on the way."""
    state = log.start(table)
    for text in log.actions:
        step(state, Action.parse(text))
    return state


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
