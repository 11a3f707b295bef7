"""Card database speed: in-process load + first lookup, and `rushdeck cards show` end to end.

    python benchmarks/card_lookup.py [--runs 15] [--name "Sevens Road Magician"]

(a) In a fresh interpreter per run: import `validator.cards` (pydantic and the Card model
    included), load the bundled card database (read card_data/cards.json and its compiled copy
    in the card cache, or parse it and build the id, passcode and name indexes) and look one
    card up by name. Interpreter start-up is not counted. Target: under 100 ms for the whole
    figure. Measured with the card cache (the usual case) and without it (first run after the
    card file changed, or RUSHDECK_CACHE_DIR set empty).
(b) `python -m validator cards show NAME` as a whole process, wall clock, interpreter start-up
    included. Target: under 400 ms median.
Each figure is the median over the runs; the bare interpreter start-up is printed for context.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

IN_PROCESS = """
import json, sys, time
t0 = time.perf_counter()
from validator.cards import load_cards
t1 = time.perf_counter()
card = load_cards().lookup(sys.argv[1])
t2 = time.perf_counter()
assert card is not None, sys.argv[1]
print(json.dumps({"import": t1 - t0, "load_lookup": t2 - t1, "total": t2 - t0}))
"""


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def in_process(name: str, runs: int, cache: bool) -> dict[str, float]:
    env = dict(os.environ)
    if not cache:
        env["RUSHDECK_CACHE_DIR"] = ""
    samples = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", IN_PROCESS, name],
                cwd=ROOT,
                env=env,
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(runs)
    ]
    return {key: statistics.median(s[key] for s in samples) for key in samples[0]}


def whole_process(argv: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--name", default="Sevens Road Magician")
    args = parser.parse_args()
    runs = max(args.runs, 10)
    print(f"(a) import + load + first lookup, in-process, median of {runs} fresh interpreters:")
    for cache in (True, False):
        figures = in_process(args.name, runs, cache)
        print(
            f"    {'with' if cache else 'without'} the card cache: total {_ms(figures['total'])} "
            f"(target < 100 ms) = import validator.cards {_ms(figures['import'])} + "
            f"load_cards() and lookup({args.name!r}) {_ms(figures['load_lookup'])}"
        )
    show = whole_process([sys.executable, "-m", "validator", "cards", "show", args.name], runs)
    bare = whole_process([sys.executable, "-c", "pass"], runs)
    print(f"(b) rushdeck cards show {args.name!r}, whole process, median of {runs} runs:")
    print(f"    {_ms(show)} (target < 400 ms); bare interpreter start-up {_ms(bare)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
