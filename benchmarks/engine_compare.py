"""The engine of an older commit against this checkout's, in turns: random-agent games per second.

    python benchmarks/engine_compare.py [--old 001dd5d] [--new COMMIT] [--pairs 10]
                                        [--decks samples|vanilla]

Each pair runs the older commit's own `benchmarks/engine_speed.py` over that commit's code (from
a temporary git worktree), then this checkout's over this checkout's code, each in a fresh
process, and prints both rates and their ratio (new / old); the summary gives the median and
the range. Running them in turns, not one after the other, spreads the noise of a shared machine
over both. `--new COMMIT` puts that commit in place of this checkout (its own script over its
own code, from a second worktree): how far a stage of the history stood from the older commit.
`--decks vanilla` runs this checkout's script over both trees (an older one may not know the
option): the rules core alone, without an effect to list or resolve.
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
SPEED_ARGS = ["--games", "600", "--greedy-games", "20", "--repeats", "3"]


def random_rate(tree: Path, script: Path, decks: str) -> float:
    """The median random-agent rate `script` prints when run over the code of `tree`."""
    extra = ["--decks", decks] if decks != "samples" else []
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(  # (its errors, if any, go to this terminal)
        [sys.executable, str(script), *SPEED_ARGS, *extra],
        cwd=tree,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        check=True,
    )
    found = RATE.search(done.stdout)
    if found is None:
        raise SystemExit(f"no random-agent rate in the output of {script}:\n{done.stdout}")
    return float(found.group(1))


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
    args = parser.parse_args()
    if args.pairs < 1:
        parser.error(f"--pairs must be 1 or more, not {args.pairs}")
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
