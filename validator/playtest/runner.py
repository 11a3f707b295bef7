"""Playing many games: seeds derived per game, agents per seat, optional parallel jobs.

Game i is played with seed `game_seed(master, i)` and the first player alternating (deck 0
first in even games), so the results are the same whatever the number of jobs.
"""

from __future__ import annotations

import gc
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from validator.agents import AGENTS
from validator.cards import CardDB, load_cards
from validator.decks.model import Deck
from validator.engine import CardTable, DeckList, Settings, actor, legal_actions, new_game, play
from validator.engine.log import GameLog
from validator.engine.modes import mode_named
from validator.engine.state import DRAWN, NO_EFFECT, OVER, PLAYED, State
from validator.errors import InputError, listed


def game_seed(master: int, index: int) -> int:
    """The seed of game `index` of a run seeded with `master` (independent of job layout)."""
    digest = hashlib.blake2b(f"{master}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


MAX_ENGINE_MAIN = 200
MAX_ENGINE_EXTRA = 50
"""The largest Main and Extra Decks the engine plays: well over the legal 60 and 15, so an
illegal deck still plays, but bounded, as a game's time and per-instance tables grow with the
cards in it."""


def to_decklist(deck: Deck, db: CardDB, label: str | None = None) -> DeckList:
    """The engine's view of a deck: Main and Extra Deck card ids.

    Unknown cards, an empty Main Deck, a section over the engine's bounds and cards in the
    wrong section are input errors (the engine cannot play them); everything else a deck list
    allows is played as it is. Errors name the deck by `label`, else by its own name.
    """
    label = label or deck.name or "deck"
    unknown = list(dict.fromkeys(e.written or "?" for _, e in deck.entries() if e.card_id is None))
    if unknown:
        raise InputError(f"{label}: unknown cards: {listed(unknown)}")
    if not deck.main:
        raise InputError(f"{label}: the Main Deck is empty")
    for name, bound in (("main", MAX_ENGINE_MAIN), ("extra", MAX_ENGINE_EXTRA)):
        if (size := deck.size(name)) > bound:
            raise InputError(
                f"{label}: the {name.title()} Deck has {size} cards; the engine plays at most "
                f"{bound}"
            )
    sections: dict[str, list[int]] = {
        name: [e.card_id for e in entries for _ in range(e.count) if e.card_id is not None]
        for name, entries in (("main", deck.main), ("extra", deck.extra))
    }
    for name, ids in sections.items():
        wrong = sorted({db.get(c).name for c in ids if db.get(c).extra_deck != (name == "extra")})
        if wrong:
            raise InputError(
                f"{label}: cards that do not belong in the {name} deck: {listed(wrong)}"
            )
    return DeckList(tuple(sections["main"]), tuple(sections["extra"]))


@dataclass(frozen=True)
class Matchup:
    """Who plays: one deck and one agent per seat, the engine settings, the master seed."""

    decks: tuple[DeckList, ...]
    names: tuple[str, ...]
    agents: tuple[str, ...]
    seed: int = 0
    settings: Settings = field(default_factory=Settings)
    logs: Path | None = None


@dataclass
class GameRecord:
    """What one game leaves for the statistics (no state, small to send between processes).

    Seats are given as deck numbers (the index in `Matchup.decks`): a party seats the decks
    at random, so `seats[i]` is the deck at seat i. `detail` holds a mode's own facts.
    """

    index: int
    first: int
    winner: int | None
    reason: str
    turns: int
    drawn: list[list[int]]  # per deck: card id of every instance drawn
    played: list[list[int]]  # per deck: card id of every instance played
    no_effect: list[list[int]]  # per deck: card ids played without their effect
    seats: list[int] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)


def seating(matchup: Matchup, seed: int, index: int) -> tuple[list[int], int]:
    """The deck at each seat and the seat that plays first (the mode decides: see
    `GameMode.seating`)."""
    mode = mode_named(matchup.settings.mode)
    return mode.seating(matchup.settings, seed, index, len(matchup.decks))


def play_game(matchup: Matchup, index: int, table: CardTable) -> GameRecord:
    seed = game_seed(matchup.seed, index)
    seats, first = seating(matchup, seed, index)
    decks = [matchup.decks[d] for d in seats]
    s = new_game(decks, seed, table, matchup.settings, first)
    agents = [AGENTS[matchup.agents[d]](seed + 1 + seat) for seat, d in enumerate(seats)]
    actions: list[str] | None = [] if matchup.logs is not None else None
    while s.phase != OVER:
        choices = legal_actions(s)
        action = agents[actor(s)].choose(s, choices)  # type: ignore[index]
        play(s, action)
        if actions is not None:
            actions.append(str(action))
    if matchup.logs is not None:
        GameLog(
            seed=seed,
            decks=decks,
            first=first,
            settings=matchup.settings,
            actions=actions or [],
            names=[matchup.names[d] for d in seats],
            winner=s.winner,
            reason=s.reason,
        ).write(matchup.logs / f"game-{index:05d}.json")
    seat_of = {d: seat for seat, d in enumerate(seats)}
    order = [seat_of[d] for d in range(s.n)]
    return GameRecord(
        index=index,
        first=seats[first],
        winner=None if s.winner is None else seats[s.winner],
        reason=s.reason,
        turns=s.turn,
        drawn=[_marked(s, p, DRAWN) for p in order],
        played=[_marked(s, p, PLAYED) for p in order],
        no_effect=[sorted(set(_marked(s, p, NO_EFFECT))) for p in order],
        seats=seats,
        detail=mode_named(matchup.settings.mode).detail(s, seats),
    )


def _marked(s: State, p: int, mark: int) -> list[int]:
    origin, marks, infos = s.origin, s.marks, s.infos
    return [infos[c].id for c in range(len(infos)) if origin[c] == p and marks[c] & mark]


def keep_loaded() -> None:
    """Leave what is loaded so far (the card database, above all) out of the garbage
    collector's full passes: it stays for the whole playtest, and each full pass would walk
    every card record again (about 25 ms, every thousand games or so)."""
    gc.freeze()


def iter_games(
    matchup: Matchup, games: int, jobs: int = 1, table: CardTable | None = None
) -> Iterator[GameRecord]:
    """Play `games` games in `jobs` processes, yielding records as they finish (in game order
    with one job); nothing is kept, so a long playtest runs in flat memory."""
    if matchup.logs is not None:
        matchup.logs.mkdir(parents=True, exist_ok=True)
    if jobs <= 1:
        table = table or CardTable(load_cards())
        for i in range(games):
            yield play_game(matchup, i, table)
        return
    from validator.playtest.backends import Games, LocalBackend  # built on this module

    for _, record in Games(LocalBackend(jobs), [matchup], [range(games)]):
        yield record
