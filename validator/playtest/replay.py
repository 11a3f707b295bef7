"""A game log told turn by turn."""

from __future__ import annotations

from collections.abc import Iterator

from validator.engine import CardTable, actor, outcome, play
from validator.engine.describe import describe
from validator.engine.log import GameLog, checked_actions
from validator.engine.narrate import shown_lp
from validator.engine.state import NO_EFFECT, OVER


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
