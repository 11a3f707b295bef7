"""The engine of an older commit against this checkout's, in turns: random-agent games per second.

    python benchmarks/engine_compare.py [--old 001dd5d] [--new COMMIT] [--pairs 10]
                                        [--decks samples|vanilla] [--footprint]

Each pair runs the older commit's own `benchmarks/engine_speed.py` over that commit's code (from
a temporary git worktree), then this checkout's over this checkout's code, each in a fresh
process, and prints both rates and their ratio (new / old); the summary gives the median and
the range. Running them in turns, not one after the other, spreads the noise of a shared machine
over both. `--new COMMIT` puts that commit in place of this checkout (its own script over its
own code, from a second worktree): how far a stage of the history stood from the older commit.
`--decks vanilla` runs this checkout's script over both trees (an older one may not know the
option): the rules core alone, without an effect to list or resolve. `--footprint` counts in
place of timing: this checkout's `benchmarks/engine_footprint.py` run once over each tree, the
bytecodes a game and the bytecode lines an action of the same games (no noise, so no pairs).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parents[1]
RATE = re.compile(r"random agents: .*?([\d.]+) games/s \(median")
COUNTS = re.compile(r"([\d,]+) bytecodes a game, .*? (\d+) bytecode lines")
SPEED_ARGS = ["--games", "600", "--greedy-games", "20", "--repeats", "3"]
FOOTPRINT = ROOT / "benchmarks" / "engine_footprint.py"


def _output(tree: Path, script: Path, args: list[str], wanted: re.Pattern[str]) -> re.Match[str]:
    """What `script` prints, run over the code of `tree` in a fresh process, matched."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(  # (its errors, if any, go to this terminal)
        [sys.executable, str(script), *args],
        cwd=tree,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    found = wanted.search(done.stdout)
    if found is None:
        raise SystemExit(f"unexpected output of {script}:\n{done.stdout}")
    return found


def random_rate(tree: Path, script: Path, decks: str) -> float:
    """The median random-agent rate `script` prints when run over the code of `tree`."""
    extra = ["--decks", decks] if decks != "samples" else []
    return float(_output(tree, script, [*SPEED_ARGS, *extra], RATE).group(1))


def footprint(tree: Path) -> tuple[int, int]:
    """Bytecodes a game and bytecode lines an action of the code of `tree`."""
    found = _output(tree, FOOTPRINT, [], COUNTS)
    return int(found.group(1).replace(",", "")), int(found.group(2))


def compare_footprints(old: Path, new: Path, old_name: str, new_name: str) -> None:
    """Print the two trees' counts and their ratios (one run each: the counts do not vary)."""
    (old_codes, old_lines), (new_codes, new_lines) = footprint(old), footprint(new)
    print(
        f"random agents, samples decks: {old_name} {old_codes:,} bytecodes a game and"
        f" {old_lines} bytecode lines an action, {new_name} {new_codes:,} and {new_lines};"
        f" new/old {new_codes / old_codes:.3f} and {new_lines / old_lines:.3f}"
    )


def check_out(commit: str, where: Path) -> Path:
    """A temporary git worktree of `commit` at `where` (removed by `remove`)."""
    added = subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-f", str(where), commit],
        capture_output=True,
        text=True,
        check=False,
    )
    if added.returncode != 0:
        raise SystemExit(f"cannot check out {commit}: {added.stderr.strip()}")
    return where


def remove(tree: Path) -> None:
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=False
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="001dd5d", help="the older commit (default: 001dd5d)")
    parser.add_argument("--new", help="the newer commit (default: this checkout as it is)")
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--decks", choices=("samples", "vanilla"), default="samples")
    parser.add_argument("--footprint", action="store_true", help="count bytecodes, not time")
    args = parser.parse_args()
    if args.pairs < 1:
        parser.error(f"--pairs must be 1 or more, not {args.pairs}")
    if args.footprint and args.decks != "samples":
        parser.error("--footprint plays the sample decks only")
    own = ROOT / "benchmarks" / "engine_speed.py"
    trees: list[Path] = []
    with tempfile.TemporaryDirectory() as scratch:
        try:
            old = check_out(args.old, Path(scratch) / "old")
            trees.append(old)
            new = ROOT
            if args.new:
                new = check_out(args.new, Path(scratch) / "new")
                trees.append(new)
            if args.footprint:
                compare_footprints(old, new, args.old, args.new or "new")
                return
            samples = args.decks == "samples"
            old_script = old / "benchmarks" / "engine_speed.py" if samples else own
            new_script = new / "benchmarks" / "engine_speed.py" if samples else own
            rates = []
            for pair in range(1, args.pairs + 1):
                before = random_rate(old, old_script, args.decks)
                after = random_rate(new, new_script, args.decks)
                rates.append((before, after))
                print(f"pair {pair:2}: old {before:7.1f}, new {after:7.1f}, {after / before:.3f}")
        finally:
            for tree in trees:
                remove(tree)
    olds, news = sorted(r[0] for r in rates), sorted(r[1] for r in rates)
    ratios = [after / before for before, after in rates]
    print(
        f"random agents, {args.decks} decks, {args.pairs} pairs, games/s: {args.old}"
        f" {olds[0]:.0f}-{olds[-1]:.0f}, {args.new or 'new'} {news[0]:.0f}-{news[-1]:.0f};"
        f" ratio new/old {min(ratios):.3f}-{max(ratios):.3f}, median {median(ratios):.3f}"
    )


if __name__ == "__main__":
    main()
