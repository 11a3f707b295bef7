"""`rushdeck batch` over many deck files as a whole process: python benchmarks/batch_files.py

Writes N (default 2,000) seeded tournament-like decks to a temporary folder (.ydk, text and
JSON files in turn, a few of them broken), then times `python -m validator batch FOLDER` from
process start to exit, for the text, --json and --csv outputs.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from validate_throughput import _pools, tournament_like  # noqa: E402

from validator.cards import load_cards  # noqa: E402
from validator.decks import write_deck  # noqa: E402

FORMS = (("ydk", ".ydk"), ("text", ".txt"), ("json", ".json"))
BROKEN_EVERY = 500  # one unreadable file in so many


def write_decks(folder: Path, count: int, seed: int) -> None:
    db = load_cards()
    rng = random.Random(seed)
    pools = _pools()
    with_passcodes = (
        [c for c in pools[0] if db.get(c).passcodes],  # type: ignore[union-attr]
        [c for c in pools[1] if db.get(c).passcodes],  # type: ignore[union-attr]
    )
    for number in range(count):
        path = folder / f"team-{number // 3:04d}" / f"deck-{number:05d}"
        path.parent.mkdir(exist_ok=True)
        if number % BROKEN_EVERY == BROKEN_EVERY - 1:
            path.with_suffix(".ydk").write_text("#main\nnot a passcode\n", encoding="utf-8")
            continue
        form, suffix = FORMS[number % len(FORMS)]
        deck = tournament_like(rng, *with_passcodes)
        path.with_suffix(suffix).write_text(write_deck(deck, db, form), encoding="utf-8")


def run(args: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "validator", "batch", *args],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )
    return time.perf_counter() - start, done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_decks(folder, args.decks, args.seed)
        print(f"{args.decks} deck files (.ydk, text, JSON; 1 in {BROKEN_EVERY} broken)")
        for label, extra in (("text", []), ("--json", ["--json"]), ("--csv", ["--csv"])):
            seconds, code = run([str(folder), "--date", "2026-11-30", *extra])
            print(f"  rushdeck batch {label:>6}: {seconds:.2f} s (exit {code})")
        seconds, code = run([str(folder), "--date", "2026-11-30", "--format", "wrgp", "--json"])
        print(f"  rushdeck batch --format wrgp --json (by folder): {seconds:.2f} s (exit {code})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
