"""Games per second on `--backend local --jobs 2` and `--backend ray`, the overhead per Ray
task, and from them a simulation of the rate on more nodes and of a 1,000,000-game gauntlet.

python benchmarks/playtest_backends.py [--games 1000] [--repeats 3] [--chunk-size N]
    [--cores-per-node 2 16] [--core-hour-price 0.0425]

Both backends play the same games (sevens against dragons, greedy agents) in turns, so both
see the same load on a shared machine; their reports must be identical. The Ray is started
once for the run (2 CPUs, no dashboard) and warmed up: a cluster outlives its runs. The local
pool is started by every run, as every `rushdeck playtest --jobs 2` starts it.
"""

from __future__ import annotations

import argparse
import heapq
import pickle
import time
from dataclasses import dataclass
from statistics import median

import ray

from validator.cards import load_cards
from validator.playtest.backends import (
    DEFAULT_CHUNK_SIZE,
    Backend,
    Games,
    LocalBackend,
    RayBackend,
    play_chunk,
)
from validator.playtest.runner import Matchup, keep_loaded
from validator.playtest.samples import sample_deck
from validator.playtest.stats import Tally

MATCHUP = Matchup(
    decks=(sample_deck("sevens"), sample_deck("dragons")),
    names=("sevens", "dragons"),
    agents=("greedy", "greedy"),
    seed=1,
)
CHUNK_SIZES = (1, 5, 25, 100)
NODES = (1, 2, 4, 8, 16, 32, 64, 128)
GAUNTLET = 1_000_000


@dataclass(frozen=True)
class Costs:
    """Seconds of a core, or of the driver, per game and per task."""

    game: float
    task: float


@dataclass(frozen=True)
class Run:
    """Wall seconds and this (driver) process's CPU seconds of a run, and its report."""

    wall: float
    driver: float
    report: dict


def timed(backend: Backend, games: int) -> Run:
    """Play and tally `games` games on a backend."""
    tally = Tally(MATCHUP)
    start, cpu = time.perf_counter(), time.process_time()
    for _, record in Games(backend, [MATCHUP], [range(games)]):
        tally.add(record)
    wall, driver = time.perf_counter() - start, time.process_time() - cpu
    return Run(wall, driver, tally.report(load_cards()))


def spread(rates: list[float]) -> str:
    return f"median {median(rates):7.1f} games/s (range {min(rates):.1f}-{max(rates):.1f})"


@ray.remote
def nothing(matchup: Matchup) -> list:
    """A task that plays no game: what is left is what every task costs."""
    return []


def task_costs(tasks: int) -> tuple[float, float]:
    """Per task with no game, kept in flight as a run keeps them: the wall time (with 2 cores)
    and this driver's CPU time of submitting, scheduling, running and handing back."""
    shipped = ray.put(MATCHUP)
    window = 2 * int(ray.cluster_resources()["CPU"])
    start, cpu = time.perf_counter(), time.process_time()
    running = [nothing.remote(shipped) for _ in range(window)]
    for _ in range(tasks - window):
        (done,), running = ray.wait(running, num_returns=1)
        ray.get(done)
        running.append(nothing.remote(shipped))
    ray.get(running)
    return (time.perf_counter() - start) / tasks, (time.process_time() - cpu) / tasks


def driver_per_game(games: int) -> float:
    """Seconds the driver spends per game it receives: unpickling its record and tallying it
    (serial work that the games of every node pass through)."""
    shipped = pickle.dumps(play_chunk(MATCHUP, 0, games))
    tally = Tally(MATCHUP)
    start = time.process_time()
    for record in pickle.loads(shipped):
        tally.add(record)
    return (time.process_time() - start) / games


def simulate(workers: int, games: int, chunk: int, core: Costs, driver: Costs) -> float:
    """Games per second of `games` games in chunks on `workers` cores, by a discrete-event
    simulation: a chunk takes `core.task + chunk * core.game` on a core; the driver hands out
    chunks as cores free up and spends `driver.task + chunk * driver.game` on each finished
    one, one chunk at a time (its work does not spread over the nodes)."""
    cores = [(0.0, n) for n in range(workers)]
    heapq.heapify(cores)
    driver_free = 0.0
    for _ in range(-(-games // chunk)):
        free, n = heapq.heappop(cores)
        done = free + core.task + chunk * core.game
        driver_free = max(driver_free, done) + driver.task + chunk * driver.game
        heapq.heappush(cores, (done, n))
    return games / max(driver_free, max(t for t, _ in cores))


def compare_backends(args: argparse.Namespace) -> None:
    """Both backends in turns, the same games, the same reports."""
    local, on_ray = LocalBackend(2), RayBackend(chunk_size=args.chunk_size)
    timed(on_ray, 4 * args.chunk_size)  # warm up: the workers load the cards once
    rates: dict[str, list[float]] = {"local": [], "ray": []}
    for _ in range(args.repeats):  # in turns: both see the same load
        one, two = timed(local, args.games), timed(on_ray, args.games)
        assert one.report == two.report, "the backend changed the report"
        rates["local"].append(args.games / one.wall)
        rates["ray"].append(args.games / two.wall)
    print(f"--backend local --jobs 2:        {spread(rates['local'])}")
    print(f"--backend ray --chunk-size {args.chunk_size:<4} {spread(rates['ray'])}")


def chunk_sizes(args: argparse.Namespace) -> None:
    """Games per second by games per task, the sizes in turns, medians of the repeats."""
    games = max(args.games // 2, max(CHUNK_SIZES) * 4)
    rates: dict[int, list[float]] = {size: [] for size in CHUNK_SIZES}
    for _ in range(args.repeats):
        for size in CHUNK_SIZES:
            rates[size].append(games / timed(RayBackend(chunk_size=size), games).wall)
    for size, found in rates.items():
        print(f"  ray, {size:>3} games per task: {spread(found)}")


def game_cpu(games: int, repeats: int) -> float:
    """CPU seconds per game in one process (waiting for a shared core is not counted), the
    median of the repeats: what a game costs a core of its own."""
    found = []
    for _ in range(repeats):
        start = time.process_time()
        play_chunk(MATCHUP, 0, games)
        found.append((time.process_time() - start) / games)
    return median(found)


def on_paper(args: argparse.Namespace, core: Costs, driver: Costs) -> None:
    """The simulated rate by nodes and the cost of a 1,000,000-game gauntlet on 16 nodes."""
    for per_node in args.cores_per_node:
        print(f"simulated, {per_node} cores per node, {args.chunk_size} games per task:")
        for nodes in NODES:
            rate = simulate(nodes * per_node, 200_000, args.chunk_size, core, driver)
            print(f"  {nodes:>3} nodes: {rate:9.0f} games/s")
        hours = GAUNTLET / simulate(16 * per_node, GAUNTLET, args.chunk_size, core, driver) / 3600
        core_hours = 16 * per_node * hours
        print(
            f"  a {GAUNTLET:,}-game gauntlet on 16 nodes: {hours * 60:.1f} minutes, "
            f"{core_hours:.1f} core-hours, ${core_hours * args.core_hour_price:.2f} at "
            f"${args.core_hour_price}/core-hour"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--chunk-size", type=int, default=DEFAULT_CHUNK_SIZE)
    parser.add_argument("--cores-per-node", type=int, nargs="+", default=[2, 16])
    parser.add_argument("--core-hour-price", type=float, default=0.0425)
    args = parser.parse_args()
    keep_loaded()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        compare_backends(args)
        chunk_sizes(args)
        task_wall, task_driver = task_costs(2000)
    finally:
        ray.shutdown()
    core = Costs(game_cpu(100, args.repeats), 2 * task_wall)  # 2 cores: an upper bound
    driver = Costs(driver_per_game(200), task_driver)
    print(
        f"per Ray task: {core.task * 1000:.2f} core-ms, {driver.task * 1000:.2f} ms of the "
        f"driver; per game: {core.game * 1000:.2f} core-ms (CPU time), "
        f"{driver.game * 1e6:.0f} us of the driver"
    )
    on_paper(args, core, driver)


if __name__ == "__main__":
    main()
