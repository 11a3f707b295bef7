"""How long `rushdeck update` takes: a first download, a run from the cache, a revalidation.

    python benchmarks/update.py

Upstream is simulated on 127.0.0.1: the bundled cards and lists are turned back into the
upstream formats (with placeholder text) and served by a local HTTP server that answers
conditional requests, so the figures measure rushdeck's own work, not a network. Each run is a
fresh `python -m validator update` process with its own data and cache folders.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from validator.cards.db import read_cards  # noqa: E402
from validator.cards.model import Card  # noqa: E402
from validator.formats.regulations import read_regulations  # noqa: E402
from validator.paths import bundled  # noqa: E402

_TYPE_BITS = {"monster": 0x1, "spell": 0x2, "trap": 0x4}
_PLACEHOLDER = {"en": "Placeholder text.", "ja": "仮のテキスト。"}


def upstream_card(card: Card) -> dict[str, Any]:
    """A bundled card in the YAML Yugi aggregate format, with placeholder text."""
    stand_in = card.id >= 1_000_000  # a Yugipedia page id: the card has no konami id
    raw: dict[str, Any] = {
        "konami_id": None if stand_in else card.id,
        "yugipedia_page_id": card.id if stand_in else 90_000_000 + card.id,
        "name": {"en": card.name, "ja": card.name_ja},
        "card_type": card.kind.title(),
        "effect": _PLACEHOLDER,
        "legend": card.legend or None,
        "cannot_be_used_in_official_duels": None if card.official else True,
    }
    if card.kind == "monster":
        raw |= {
            "monster_type_line": f"{card.race} / {(card.subtype or 'effect').title()}",
            "attribute": card.attribute,
            "level": card.level,
            "atk": card.atk,
            "def": card.def_,
            "maximum_atk": card.maximum_atk,
        }
    elif card.kind == "spell":
        raw["property"] = (card.subtype or "normal").title()
    return raw


def write_upstream(folder: Path) -> None:
    cards = read_cards(bundled("card_data", "cards.json"))
    (folder / "rush.json").write_text(json.dumps([upstream_card(c) for c in cards]))
    with sqlite3.connect(folder / "cards-rush.cdb") as con:
        con.execute(
            "create table datas(id integer primary key, ot, alias, setcode, type, atk, def, "
            "level, race, attribute, category)"
        )
        con.execute("create table texts(id integer primary key, name, desc)")
        for card in cards:
            for passcode in card.passcodes:
                con.execute(
                    "insert into datas values (?,0,0,0,?,?,?,?,0,0,0)",
                    (
                        passcode,
                        _TYPE_BITS[card.kind],
                        card.atk or 0,
                        card.def_ or 0,
                        card.level or 0,
                    ),
                )
                con.execute("insert into texts values (?,?,'')", (passcode, card.name))
    con.close()
    limits = folder / "rush"
    limits.mkdir()
    lists = read_regulations(bundled("regulations")).lists
    for item in lists:
        vector = {"date": item.effective_date.isoformat(), "regulation": item.limits()}
        (limits / f"{vector['date']}.vector.json").write_text(json.dumps(vector))
    (limits / "current.vector.json").write_text(
        (limits / f"{lists[-1].effective_date.isoformat()}.vector.json").read_text()
    )


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """No access log: the figures are the output."""


def run(env: dict[str, str], *args: str) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "validator", "update", "--json", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"update failed: {done.stderr}")
    return elapsed, json.loads(done.stdout)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="rushdeck-bench-") as temp:
        root = Path(temp)
        served = root / "upstream"
        served.mkdir()
        write_upstream(served)
        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(served)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}"
        env = os.environ | {
            "RUSHDECK_DATA_DIR": str(root / "data"),
            "RUSHDECK_CACHE_DIR": str(root / "cache"),
            "RUSHDECK_CARDS_URL": f"{base}/rush.json",
            "RUSHDECK_REGULATIONS_URL": f"{base}/rush/",
            "RUSHDECK_CDB_URL": f"{base}/cards-rush.cdb",
        }
        try:
            for label, args in (
                ("first update (downloads everything)", ()),
                ("second update (from the cache)", ()),
                ("--refresh (conditional requests, 304s)", ("--refresh",)),
                ("--offline (cache only)", ("--offline",)),
            ):
                elapsed, result = run(env, *args)
                print(
                    f"{label:<42} {elapsed:6.2f} s  ({result['cards']} cards, "
                    f"{len(result['lists'])} lists, {len(result['new_cards'])} new cards)"
                )
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
