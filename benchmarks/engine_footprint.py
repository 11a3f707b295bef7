"""What a game makes the interpreter do, counted rather than timed: the same figures on any machine.

    python benchmarks/engine_footprint.py [--games 100]
    PYTHONPATH=OLD python benchmarks/engine_footprint.py   # an older checkout, the same games

Random agents play the sample decks (the games of `engine_speed.py`), traced opcode by opcode:

- bytecodes per game: the work, instruction by instruction;
- bytecode lines per action: the distinct 64-byte lines of bytecode the listing of the legal
  actions and the playing of the one chosen run through, and the functions they call. The
  interpreter reads each line as data, so these are what a decision costs the data cache, which
  a shared machine's timings show least reliably.

Tracing makes a game about 100 times slower: the default 100 games take about 15 seconds.
"""

from __future__ import annotations

import argparse
import sys
from types import CodeType, FrameType
from typing import Any

from validator.agents import AGENTS
from validator.cards import load_cards
from validator.engine import CardTable, actor, legal_actions, new_game, play
from validator.engine.state import OVER
from validator.playtest.samples import sample_deck

LINE = 64  # bytes in a cache line


class Footprint:
    """Opcode-level counts of what runs between `start` and `stop`."""

    def __init__(self) -> None:
        self.bytecodes = 0
        self.lines: set[tuple[CodeType, int]] = set()

    def start(self) -> None:
        sys.settrace(self._call)

    def stop(self) -> None:
        sys.settrace(None)

    def _call(self, frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        return self._opcode

    def _opcode(self, frame: FrameType, event: str, arg: Any) -> Any:
        if event == "opcode":
            self.bytecodes += 1
            self.lines.add((frame.f_code, frame.f_lasti // LINE))  # (a byte offset)
        return self._opcode


def measure(games: int, table: CardTable) -> tuple[float, float, float, float]:
    """Bytecodes per game, bytecode lines and functions per action, actions per game."""
    decks = [sample_deck("sevens"), sample_deck("dragons")]
    trace = Footprint()
    actions = lines = functions = 0
    for seed in range(games):
        s = new_game(decks, seed, table, first=seed % 2)
        players = [AGENTS["random"](2 * seed), AGENTS["random"](2 * seed + 1)]
        while s.phase != OVER:
            trace.lines.clear()
            trace.start()
            play(s, players[actor(s)].choose(s, legal_actions(s)))
            trace.stop()
            actions += 1
            lines += len(trace.lines)
            functions += len({code for code, _ in trace.lines})
    return trace.bytecodes / games, lines / actions, functions / actions, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be 1 or more")
    table = CardTable(load_cards())
    measure(5, table)  # warm up: card records, effect compilation, action tables
    bytecodes, lines, functions, actions = measure(args.games, table)
    print(
        f"random agents, samples decks, {args.games} games: {bytecodes:,.0f} bytecodes a game,"
        f" {actions:.0f} actions a game, {lines:.0f} bytecode lines of {LINE} bytes and"
        f" {functions:.0f} functions an action"
    )


if __name__ == "__main__":
    main()
