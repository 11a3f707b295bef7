"""A game log told turn by turn, or as boards to step through."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from validator.engine import CardTable, actor, outcome, play
from validator.engine.cards import MONSTER, SPELL, TRAP
from validator.engine.describe import describe
from validator.engine.lasting import atk_of, def_of
from validator.engine.log import GameLog, checked_actions
from validator.engine.narrate import shown_lp
from validator.engine.state import ATK, DEF, NO_EFFECT, OVER, PHASE_NAMES, POSITION_NAMES, State


def replay_lines(log: GameLog, table: CardTable) -> Iterator[str]:
    """Lines a player can read: a heading per turn, then who did what and the LP after it."""
    names = log.names or [f"player {p + 1}" for p in range(len(log.decks))]
    s = log.start(table)
    turn = 0
    for action in checked_actions(log, s):
        if s.turn != turn:
            turn = s.turn
            yield ""
            lp = ", ".join(f"{names[p]} {shown_lp(s.lp[p])}" for p in range(s.n) if s.alive[p])
            yield f"Turn {turn}: {names[s.tp]} (LP: {lp}; hand {len(s.hand[s.tp])})"
        who = actor(s)
        line = f"  {names[who]} {describe(s, action)}"  # type: ignore[index]
        before, alive = [shown_lp(lp) for lp in s.lp], list(s.alive)
        play(s, action)
        after = [shown_lp(lp) for lp in s.lp]
        changes = [
            f"{names[p]} {before[p]} -> {after[p]}" for p in range(s.n) if after[p] != before[p]
        ]
        if changes:
            line += f"  [LP {'; '.join(changes)}]"
        yield line
        # Players out of the game (a party elimination) or in it (a relay duelist taking over).
        for p in range(s.n):
            if alive[p] != s.alive[p] and s.phase != OVER:
                yield f"  {names[p]} {'is out' if alive[p] else 'takes over'}"
    result = outcome(s)
    missing = sorted({s.infos[c].name for c in range(len(s.infos)) if s.marks[c] & NO_EFFECT})
    if missing:
        yield ""
        yield "Played without their effect (not implemented): " + ", ".join(missing)
    yield ""
    if result is None:
        yield "The log ends before the game does."
    elif result.winner is None:
        yield f"Draw ({result.reason})."
    else:
        yield f"{names[result.winner]} wins ({_reason(result.reason)}) on turn {s.turn}."


def _reason(reason: str) -> str:
    return {
        "lp": "the opponent's LP reached 0",
        "deck_out": "the opponent could not draw",
        "turn_limit": "turn limit",
    }.get(reason, reason)


# ----------------------------------------------------------------------------- board frames

_KINDS = {MONSTER: "monster", SPELL: "spell", TRAP: "trap"}


def replay_frames(log: GameLog, table: CardTable) -> dict[str, Any]:
    """A game log as boards a page can step through: the opening board, then one frame per
    action with who acted, what they did (as `replay` says it) and the board after it.

    Every card is shown face up, hands included (a replay reveals them). Cards are numbered by
    instance: `cards[i]` is instance i's card id, name and kind; a board names instances, and
    a card on the field is `{"i", "position"}` with its current ATK and DEF when it is a face-up
    monster. LP are shown as the game shows them, never below 0.
    """
    names = log.names or [f"player {p + 1}" for p in range(len(log.decks))]
    s = log.start(table)
    cards = [{"id": info.id, "name": info.name, "kind": _KINDS[info.kind]} for info in s.infos]
    frames: list[dict[str, Any]] = [
        {
            "turn": s.turn,
            "player": None,
            "action": None,
            "text": "The game begins.",
            "board": board(s, names),
        }
    ]
    for text, action in zip(log.actions, checked_actions(log, s), strict=True):
        who = actor(s)
        said = describe(s, action)
        play(s, action)
        frames.append(
            {
                "turn": s.turn,
                "player": who,
                "action": text,
                "text": f"{names[who]} {said}",  # type: ignore[index]
                "board": board(s, names),
            }
        )
    result = outcome(s)
    if result is None:
        ending = "The log ends before the game does."
    elif result.winner is None:
        ending = f"Draw ({result.reason})."
    else:
        ending = f"{names[result.winner]} wins ({_reason(result.reason)}) on turn {s.turn}."
    missing = sorted({s.infos[c].name for c in range(len(s.infos)) if s.marks[c] & NO_EFFECT})
    return {
        "names": names,
        "winner": None if result is None else result.winner,
        "reason": "" if result is None else result.reason,
        "result": ending,
        "played_without_effect": missing,
        "cards": cards,
        "frames": frames,
    }


def board(s: State, names: list[str]) -> dict[str, Any]:
    """Every player's LP, piles, hand and zones, all face up (see `replay_frames`)."""

    def slot(c: int) -> dict[str, Any] | None:
        if c < 0:
            return None
        out: dict[str, Any] = {"i": c, "position": POSITION_NAMES[s.pos[c]]}
        if s.infos[c].kind == MONSTER and s.pos[c] in (ATK, DEF):
            out.update({"atk": atk_of(s, c), "def": def_of(s, c)})
        return out

    players = [
        {
            "name": names[p],
            "lp": shown_lp(s.lp[p]),
            "alive": s.alive[p],
            "deck": len(s.deck[p]),
            "extra": list(s.extra[p]),
            "hand": list(s.hand[p]),
            "gy": list(s.gy[p]),
            "banished": list(s.banished[p]),
            "monsters": [slot(c) for c in s.mzone[p]],
            "spells_traps": [slot(c) for c in s.szone[p]],
            "field": slot(s.fzone[p]),
        }
        for p in range(s.n)
    ]
    out: dict[str, Any] = {
        "turn": s.turn,
        "turn_player": s.tp,
        "phase": PHASE_NAMES[s.phase],
        "players": players,
    }
    if s.mode is not None:
        extra: dict[str, Any] = {"players": [{} for _ in range(s.n)]}
        s.mode.view(s, -1, extra)
        for seat, more in zip(players, extra.pop("players"), strict=True):
            seat.update(more)
        out["mode"] = extra
    return out
