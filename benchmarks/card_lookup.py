"""Card database speed: in-process load + first lookup, and `rushdeck cards show` end to end.

    python benchmarks/card_lookup.py [--runs 15] [--name "Sevens Road Magician"]

(a) In a fresh interpreter per run: import `validator.cards` (pydantic and the Card model
    included), load the bundled card database (read card_data/cards.json and its compiled copy
    in the card cache, or parse it and build the id, passcode and name indexes) and look one
    card up by name. Interpreter start-up is not counted. Target: under 100 ms for the whole
    figure. Measured with the card cache (the usual case) and without it (the first run after
    the card file changed: parse, index and write the cache; a fresh cache folder per run).
(b) `python -m validator cards show NAME` as a whole process, wall clock, interpreter start-up
    included. Target: under 400 ms median.
Each figure is the median over the runs; the bare interpreter start-up is printed for context.
The runs use compiled bytecode, as an installed package does (pip compiles it at install), kept
in a temporary PYTHONPYCACHEPREFIX after one warm-up run; `--from-source` measures with
PYTHONDONTWRITEBYTECODE=1 instead, where every run compiles the package's modules again.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

IN_PROCESS = """
import json, sys, time
t0 = time.perf_counter()
import pydantic.main  # what validator.cards imports first; timed apart to show its share
tp = time.perf_counter()
from validator.cards import load_cards
t1 = time.perf_counter()
card = load_cards().lookup(sys.argv[1])
t2 = time.perf_counter()
assert card is not None, sys.argv[1]
times = {"pydantic": tp - t0, "import": t1 - tp, "load_lookup": t2 - t1, "total": t2 - t0}
print(json.dumps(times))
"""


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def in_process(name: str, runs: int, base_env: dict[str, str], cache: bool) -> dict[str, float]:
    samples = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as empty:
            env = base_env if cache else {**base_env, "RUSHDECK_CACHE_DIR": empty}
            done = subprocess.run(
                [sys.executable, "-c", IN_PROCESS, name],
                cwd=ROOT,
                env=env,
                check=True,
                capture_output=True,
                text=True,
            )
        samples.append(json.loads(done.stdout))
    return {key: statistics.median(s[key] for s in samples) for key in samples[0]}


def whole_process(argv: list[str], runs: int, env: dict[str, str]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, cwd=ROOT, env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--name", default="Sevens Road Magician")
    parser.add_argument("--from-source", action="store_true", help="no compiled bytecode")
    args = parser.parse_args()
    runs = max(args.runs, 10)
    with tempfile.TemporaryDirectory() as pycache:
        env = dict(os.environ)
        if args.from_source:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
        warm_up = [sys.executable, "-m", "validator", "cards", "show", args.name]
        subprocess.run(warm_up, cwd=ROOT, env=env, check=True, capture_output=True)
        report(args.name, runs, env)
    return 0


def report(name: str, runs: int, env: dict[str, str]) -> None:
    print(f"(a) import + load + first lookup, in-process, median of {runs} fresh interpreters:")
    for cache in (True, False):
        figures = in_process(name, runs, env, cache)
        print(
            f"    {'with' if cache else 'without'} the card cache: total {_ms(figures['total'])} "
            f"(target < 100 ms) = import pydantic {_ms(figures['pydantic'])} + import the rest "
            f"of validator.cards {_ms(figures['import'])} + load_cards() and "
            f"lookup({name!r}) {_ms(figures['load_lookup'])}"
        )
    show = whole_process([sys.executable, "-m", "validator", "cards", "show", name], runs, env)
    bare = whole_process([sys.executable, "-c", "pass"], runs, env)
    print(f"(b) rushdeck cards show {name!r}, whole process, median of {runs} runs:")
    print(f"    {_ms(show)} (target < 400 ms); bare interpreter start-up {_ms(bare)}")


if __name__ == "__main__":
    sys.exit(main())
