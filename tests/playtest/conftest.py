"""Decks for gauntlets and comparisons, and a Ray cluster on this machine for the backend tests."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from validator.cards import CardDB, load_cards
from validator.decks.model import DeckEntry
from validator.playtest.field import FieldEntry
from validator.playtest.samples import sample_as_deck

STRONG_ATK = 1500
ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="session")
def db() -> CardDB:
    return load_cards()


@pytest.fixture(scope="session")
def sevens() -> FieldEntry:
    return FieldEntry(sample_as_deck("sevens"), "sevens")


@pytest.fixture(scope="session")
def dragons() -> FieldEntry:
    return FieldEntry(sample_as_deck("dragons"), "dragons")


@pytest.fixture(scope="session")
def weak_dragons(dragons: FieldEntry, db: CardDB) -> FieldEntry:
    """The dragons with every Main Deck monster of 1500 ATK or more swapped, copy for copy,
    for Normal Monsters of 300 ATK or less."""
    weak = sorted(
        (
            c
            for c in db.search(kind="monster", legend=False)
            if c.subtype == "normal" and c.official and not c.extra_deck and (c.atk or 0) <= 300
        ),
        key=lambda c: (c.atk or 0, c.id),
    )
    kept, swapped = [], 0
    for entry in dragons.deck.main:
        card = db.get(entry.card_id)
        if card.kind == "monster" and (card.atk or 0) >= STRONG_ATK:
            swapped += entry.count
        else:
            kept.append(entry)
    fillers = [DeckEntry(weak[i].id, min(3, swapped - 3 * i)) for i in range((swapped + 2) // 3)]
    assert swapped >= 10 and len(weak) * 3 >= swapped
    deck = replace(dragons.deck, main=(*kept, *fillers), name="weak dragons")
    return FieldEntry(deck, "weak dragons")


@pytest.fixture(scope="session")
def ray_cluster() -> Iterator[Any]:
    """A Ray of 2 CPUs started by the tests (no dashboard), shared by every test that plays on
    Ray and stopped at the end."""
    import ray  # the cluster extra, part of dev

    ray.init(num_cpus=2, include_dashboard=False)
    yield ray
    ray.shutdown()


def _interrupted(*args: str) -> tuple[int, dict, str]:
    """Run `rushdeck ARGS` in a process of its own, press Ctrl-C (SIGINT to it alone) once its
    first games are done (the progress bar's label shows on stderr), and give its exit code,
    JSON report and stderr."""
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    env["PYTHONPATH"] = str(ROOT)
    process = subprocess.Popen(
        [sys.executable, "-m", "validator", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        # A shell's background job ignores SIGINT; the command must hear it as from a terminal.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert process.stderr is not None
    seen = []
    for line in process.stderr:
        seen.append(line)
        if "playing" in line:
            break
    process.send_signal(signal.SIGINT)
    out, err = process.communicate()
    return process.returncode, json.loads(out or "{}"), "".join(seen) + err


@pytest.fixture(scope="session")
def interrupted() -> Callable[..., tuple[int, dict, str]]:
    return _interrupted
