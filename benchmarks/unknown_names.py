"""Text lists of unknown names: python benchmarks/unknown_names.py [--lines 10000] [--runs 3]

Writes a text list of N distinct names that are no card (real names with one or two letters
changed, and random letters), then times, best of --runs:

- `python -m validator check LIST --json` as a whole process, from start to exit (target: a
  10,000-line list in under 2 s);
- reading the list in process (one search per distinct name), and a list of one typo repeated
  on 300 lines;
- `POST /v1/validate/team` with three lists of a third of the names each (in process, through
  Starlette's TestClient).

Each in-process run reads names of its own, so no answer is kept from the run before.
"""

from __future__ import annotations

import argparse
import random
import resource
import string
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fastapi.testclient import TestClient  # noqa: E402

from validator.api import create_app  # noqa: E402
from validator.cards import CardDB, load_cards  # noqa: E402
from validator.decks.text import read_text  # noqa: E402


def unknown_names(db: CardDB, count: int, seed: int) -> list[str]:
    """`count` distinct names that match no card."""
    rng = random.Random(seed)
    names = [card.name for card in db]
    found: set[str] = set()
    while len(found) < count:
        if rng.random() < 0.8:
            letters = list(rng.choice(names))
            for _ in range(rng.randint(1, 2)):
                letters[rng.randrange(len(letters))] = rng.choice(string.ascii_lowercase)
            name = "".join(letters).strip()
        else:
            name = "".join(rng.choices(string.ascii_lowercase, k=rng.randint(6, 30)))
        if name and db.by_name(name) is None:
            found.add(name)
    return sorted(found)


def best(runs: int, work: Callable[[int], object]) -> tuple[float, float]:
    """The least wall-clock and CPU times of `work(run)` over the runs (CPU time counts this
    process and the processes it waited for: on a shared machine it is the steadier figure)."""
    walls, cpus = [], []
    for run in range(runs):
        wall, cpu = time.perf_counter(), _cpu()
        work(run)
        walls.append(time.perf_counter() - wall)
        cpus.append(_cpu() - cpu)
    return min(walls), min(cpus)


def _cpu() -> float:
    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def check_process(path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "validator", "check", str(path), "--json"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    if done.returncode != 1:
        raise SystemExit(f"check exited {done.returncode}: {done.stderr.decode()[-500:]}")


def team_request(client: TestClient, lists: list[str]) -> None:
    decks = [{"text": text} for text in lists]
    response = client.post("/v1/validate/team", json={"decks": decks, "date": "2026-11-30"})
    assert response.status_code == 200, response.text[:300]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    db = load_cards()
    # Names of their own for each in-process run: no answer is kept from the run before.
    texts = [
        "\n".join(f"1 {name}" for name in unknown_names(db, args.lines, args.seed + run))
        for run in range(2 * args.runs)
    ]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "unknown.txt"
        path.write_text(texts[0], encoding="utf-8")
        whole = best(args.runs, lambda _: check_process(path))
    read = best(args.runs, lambda run: read_text(texts[run], db))
    typo = "1 Sevens Road Magican xyz\n" * 300
    repeated = best(args.runs, lambda run: read_text(typo.replace("xyz", str(run)), db))
    client = TestClient(create_app())
    lists = [texts[args.runs + run].splitlines() for run in range(args.runs)]
    thirds = [["\n".join(lines[i::3]) for i in range(3)] for lines in lists]
    team = best(args.runs, lambda run: team_request(client, thirds[run]))
    per_name = read[1] / args.lines * 1e6
    print(f"{args.lines:,} distinct unknown names, best of {args.runs} (wall clock, CPU time):")
    print(f"  rushdeck check (whole process)    {_s(whole)}   target < 2 s")
    print(f"  read in process                   {_s(read)}   {per_name:.0f} µs CPU a name")
    print(f"  one typo on 300 lines             {_s(repeated)}")
    print(f"  POST /v1/validate/team, 3 lists   {_s(team)}")


def _s(times: tuple[float, float]) -> str:
    return f"{times[0]:6.2f} s {times[1]:6.2f} s"


if __name__ == "__main__":
    main()
