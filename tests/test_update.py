"""`rushdeck update` against a real HTTP server on 127.0.0.1 serving upstream-format fixtures.

The bundled data is replaced for these tests by a small bundle built from the `v1` fixtures
with the same builders, so that counts, diffs and the "nothing lost" checks are exact.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import socket
import sqlite3
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import platformdirs
import pytest
from click.testing import CliRunner, Result
from pytest_httpserver import HTTPServer
from werkzeug import Request, Response

from validator import paths
from validator.cards import CardDB
from validator.cli import main
from validator.cli import update as update_cli
from validator.engine.effects.text.build import compile_pool
from validator.engine.effects.text.source import dice_ids, effect_ids
from validator.sources import build as build_module
from validator.sources.build import build_data, write_data
from validator.sources.cards import read_cdb
from validator.sources.http import Fetched
from validator.sources.settings import Sources
from validator.sources.update import UpdateOptions, effects_summary, run_update, write_update
from validator.sources.upstream import FIRST_LIST, MAX_PROBES, quarters

FIXTURES = Path(__file__).parent / "fixtures" / "upstream"
Responder = Callable[[Request], Response]
REAL_FORMATS = paths.bundled("regulations", "formats")
REAL_EFFECTS = paths.bundled("card_data", "effects")


def fixture_json(version: str, name: str) -> bytes:
    return (FIXTURES / version / name).read_bytes()


def make_cdb(folder: Path) -> Path:
    """The fixture EDOPro database as a file (built once per test folder)."""
    path = folder / "cards-rush.cdb"
    if not path.exists():
        with sqlite3.connect(path) as con:
            con.executescript((FIXTURES / "cards-rush.sql").read_text(encoding="utf-8"))
        con.close()
    return path


def vectors(version: str) -> list[dict]:
    folder = FIXTURES / version / "rush-limits"
    return [json.loads(p.read_bytes()) for p in sorted(folder.glob("2*.vector.json"))]


class Upstream:
    """The fixture upstream on a local server: every file static, with an ETag."""

    def __init__(self, server: HTTPServer, cdb: bytes) -> None:
        self.server = server
        self.cdb = cdb
        self.release = threading.Event()  # lets handlers that hang return at the end

    def serve(self, version: str, broken: dict[str, Responder] | None = None) -> None:
        """Serve one fixture version (v1: one list; v2: new cards, a new list, upcoming),
        with the paths in `broken` answered by their responders instead."""
        self.server.clear_all_handlers()
        for uri, responder in (broken or {}).items():
            self.server.expect_request(uri).respond_with_handler(responder)
        self.static("/yaml-yugi/rush.json", fixture_json(version, "rush.json"))
        for path in sorted((FIXTURES / version / "rush-limits").iterdir()):
            self.static(f"/rush/{path.name}", path.read_bytes())
        self.static("/babelcdb/cards-rush.cdb", self.cdb)

    def static(self, uri: str, body: bytes) -> None:
        etag = '"' + hashlib.sha256(body).hexdigest()[:16] + '"'

        def handler(request: Request) -> Response:
            if request.headers.get("If-None-Match") == etag:
                return Response(status=304, headers={"ETag": etag})
            return Response(body, headers={"ETag": etag, "Content-Type": "application/json"})

        self.server.expect_request(uri).respond_with_handler(handler)

    def answer_once(self, uri: str, responder: Responder) -> None:
        """Answer the next request for one path differently (one-shot handlers come first)."""
        self.server.expect_oneshot_request(uri).respond_with_handler(responder)

    def requests(self) -> list[tuple[str, int, dict]]:
        return [(req.path, resp.status_code, dict(req.headers)) for req, resp in self.server.log]


@pytest.fixture(scope="module")
def http_server() -> Iterator[HTTPServer]:
    httpserver = HTTPServer(host="127.0.0.1", threaded=True)
    httpserver.start()
    yield httpserver
    httpserver.stop()


@pytest.fixture
def server(http_server: HTTPServer) -> HTTPServer:
    """The module's server with no handlers and an empty log; unknown paths answer 404."""
    http_server.clear()
    http_server.no_handler_status_code = 404
    return http_server


@pytest.fixture
def upstream(server: HTTPServer, tmp_path: Path) -> Iterator[Upstream]:
    served = Upstream(server, make_cdb(tmp_path).read_bytes())
    served.serve("v2")
    yield served
    served.release.set()


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, server: HTTPServer) -> None:
    """A bundle built from the v1 fixtures, empty user folders, upstream URLs on the server."""
    bundle = tmp_path / "bundle"
    built = build_data(
        json.loads(fixture_json("v1", "rush.json")), read_cdb(make_cdb(tmp_path)), vectors("v1")
    )
    write_data(built, bundle)
    shutil.copytree(REAL_FORMATS, bundle / "regulations" / "formats")
    shutil.copytree(REAL_EFFECTS, bundle / "card_data" / "effects")
    monkeypatch.setattr(paths, "bundled_root", lambda: bundle)
    monkeypatch.setattr(paths, "_resolved_root", None)
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(paths.CACHE_DIR_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv("RUSHDECK_CARDS_URL", server.url_for("/yaml-yugi/rush.json"))
    monkeypatch.setenv("RUSHDECK_REGULATIONS_URL", server.url_for("/rush/"))
    monkeypatch.setenv("RUSHDECK_CDB_URL", server.url_for("/babelcdb/cards-rush.cdb"))


def rushdeck(*args: str) -> Result:
    """Run the command line in this process; `--data-dir` sets $RUSHDECK_DATA_DIR for the
    run only (the runner puts back the variables it is given)."""
    runner = CliRunner(env={paths.DATA_DIR_ENV: os.environ[paths.DATA_DIR_ENV]})
    return runner.invoke(main, list(args), catch_exceptions=False)


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under a folder with a digest of its bytes."""
    if not folder.exists():
        return {}
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


# --- a first update, a second one from the cache, a new list appearing ---------------------


def test_first_update_installs_the_new_data_and_prints_what_changed(upstream, tmp_path):
    assert "Test Newcomer" not in rushdeck("cards", "search", "test").output

    result = rushdeck("update")

    assert result.exit_code == 0, result.output
    out = result.output
    assert "updated: 8 cards, 3 Limit Regulation lists (latest 2023-07-01)" in out
    assert "new cards: 2\n    90007  Test Newcomer\n    90008  Test Fusion Dragon" in out
    assert "changed cards: 1" in out  # Test Mage's ATK was corrected upstream
    assert "new list 2023-04-01 (against 2023-01-01): 2 change(s)" in out
    assert "  Test Newcomer (90007): Unlimited -> Limited" in out
    assert "  Test Mage (90002): Limited -> Semi-Limited" in out
    assert "new list 2023-07-01 (against 2023-04-01): 3 change(s)" in out
    # every command now uses the update
    shown = rushdeck("cards", "show", "Test Newcomer")
    assert shown.exit_code == 0 and "passcodes: 160000007" in shown.output
    assert "atk: 2200" in rushdeck("cards", "show", "90002").output
    listed = rushdeck("regulation", "list", "--json")
    assert [row["effective_date"] for row in json.loads(listed.output)] == [
        "2023-01-01",
        "2023-04-01",
        "2023-07-01",
    ]
    assert list((tmp_path / "data").glob("update-*/card_data/cards.json"))


def test_update_prints_the_same_diff_as_regulation_diff(upstream):
    update = json.loads(rushdeck("update", "--json").output)
    diff = json.loads(rushdeck("regulation", "diff", "2023-01-01", "2023-04-01", "--json").output)
    change = next(c for c in update["list_changes"] if c["date"] == "2023-04-01")
    assert change["changes"] == diff["changes"]
    assert [c["name"] for c in update["new_cards"]] == ["Test Newcomer", "Test Fusion Dragon"]


def test_update_compiles_the_effects_of_the_new_cards_and_names_what_it_could_not(
    upstream, tmp_path
):
    update = json.loads(rushdeck("update", "--json").output)["effects"]
    assert update["cards"] == 7  # every card of the aggregate with an effect
    # the placeholder text of the two new cards is not card text any production reads
    assert update["new_cards"] == 2 and update["new_compiled"] == 0
    missing = {card["name"]: card["clauses"] for card in update["new_missing"]}
    assert missing == {
        "Test Newcomer": [
            "Placeholder requirement of Test Newcomer",
            "Placeholder effect of Test Newcomer",
        ],
        "Test Fusion Dragon": ["Placeholder effect of Test Fusion Dragon"],
    }
    assert "card effects: 0 of 7 compiled" in rushdeck("update").output
    installed = paths.current_update() / "card_data" / "effects"
    assert sorted(p.name for p in installed.iterdir()) == [
        "clauses.json",
        "compiled.json",
        "missing.json",
    ]
    records = json.loads((installed / "missing.json").read_text(encoding="utf-8"))
    assert {r["card"] for r in records} >= {90007, 90008}
    assert all(set(r) == {"card", "clause", "category"} for r in records)  # no clause text


def test_a_new_card_whose_text_compiles_plays_its_effect_at_once():
    records = [
        {
            "konami_id": 15150,
            "name": {"en": "Sevens Road Magician"},
            "card_type": "Monster",
            "effect": {"en": "Draw 1 card."},
        },
        {
            "konami_id": 15151,
            "name": {"en": "Torna the Windweaver"},
            "card_type": "Monster",
            "effect": {"en": "Juggle 3 cards while singing."},
        },
    ]
    summary = effects_summary(compile_pool(records), {15150, 15151})
    assert summary["new_cards"] == 2 and summary["new_compiled"] == 1
    assert summary["new_missing"] == [
        {"id": 15151, "name": "Torna the Windweaver", "clauses": ["Juggle N cards while singing"]}
    ]


def test_second_update_is_served_from_the_cache(upstream):
    assert rushdeck("update").exit_code == 0
    downloads = len(upstream.requests())

    again = rushdeck("update")

    assert again.exit_code == 0, again.output
    assert len(upstream.requests()) == downloads  # not one request reached the server
    assert "new cards: 0" in again.output
    assert "Limit Regulation lists: no change" in again.output


def test_refresh_revalidates_with_conditional_requests(upstream):
    assert rushdeck("update").exit_code == 0
    downloads = len(upstream.requests())

    again = rushdeck("update", "--refresh")

    assert again.exit_code == 0, again.output
    revalidations = upstream.requests()[downloads:]
    found = [r for r in revalidations if r[1] != 404]
    assert found and all(status == 304 for _, status, _ in found)
    assert all("If-None-Match" in headers for _, _, headers in found)


def test_a_new_list_appearing_upstream(upstream):
    upstream.serve("v1")
    first = rushdeck("update")
    assert first.exit_code == 0, first.output
    assert "Limit Regulation lists: no change" in first.output  # v1 is what the bundle holds
    upstream.serve("v2")

    second = rushdeck("update", "--refresh")

    assert second.exit_code == 0, second.output
    assert "new list 2023-04-01 (against 2023-01-01)" in second.output
    shown = json.loads(rushdeck("regulation", "show", "--date", "2023-05-01", "--json").output)
    assert shown["effective_date"] == "2023-04-01" and shown["limited"] == [90007]


def test_a_list_corrected_upstream_is_reported_as_changed(upstream):
    corrected = {"date": "2023-01-01", "regulation": {"90002": 0, "90004": 0}}
    upstream.serve(
        "v2", {"/rush/2023-01-01.vector.json": lambda _: Response(json.dumps(corrected))}
    )
    result = rushdeck("update")
    assert result.exit_code == 0, result.output
    assert "changed list 2023-01-01 (against 2023-01-01): 1 change(s)" in result.output
    assert "  Test Mage (90002): Limited -> Forbidden" in result.output


def test_dated_files_are_probed_quarterly_up_to_the_latest_named_list(upstream):
    assert rushdeck("update").exit_code == 0
    probed = sorted(p for p, _, _ in upstream.requests() if p.startswith("/rush/2"))
    assert probed == [
        "/rush/2023-01-01.vector.json",
        "/rush/2023-04-01.vector.json",
        "/rush/2023-07-01.vector.json",
    ]
    assert quarters(FIRST_LIST, FIRST_LIST.replace(year=2024, month=2)) == [
        FIRST_LIST.replace(month=m) for m in (1, 4, 7, 10)
    ] + [FIRST_LIST.replace(year=2024)]
    absurd = quarters(FIRST_LIST, FIRST_LIST.replace(year=2999))
    assert len(absurd) == MAX_PROBES and absurd[-1] == FIRST_LIST.replace(year=2999)


def test_a_missing_upcoming_file_is_normal(upstream):
    upstream.serve("v1")  # v1 has no upcoming.vector.json: the server answers 404
    result = rushdeck("update")
    assert result.exit_code == 0, result.output
    assert ("/rush/upcoming.vector.json", 404) in [(p, s) for p, s, _ in upstream.requests()]


def test_offline_rebuilds_from_the_cache_and_needs_one(upstream):
    offline = rushdeck("update", "--offline")
    assert offline.exit_code == 2
    assert "not in the download cache" in offline.output
    assert rushdeck("update").exit_code == 0
    downloads = len(upstream.requests())

    again = rushdeck("update", "--offline", "--refresh")

    assert again.exit_code == 0, again.output
    assert "updated: 8 cards" in again.output
    assert len(upstream.requests()) == downloads  # offline: not even a revalidation


def test_a_bounded_retry_rides_over_a_passing_server_error(upstream):
    upstream.answer_once("/yaml-yugi/rush.json", lambda _: Response("busy", status=503))
    result = rushdeck("update")
    assert result.exit_code == 0, result.output
    statuses = [s for p, s, _ in upstream.requests() if p == "/yaml-yugi/rush.json"]
    assert statuses == [503, 200]


def test_retries_are_bounded_and_requests_say_who_asks(upstream):
    upstream.serve("v2", {"/yaml-yugi/rush.json": lambda _: Response("down", status=502)})
    result = rushdeck("update")
    assert result.exit_code == 2
    tries = [h for p, _, h in upstream.requests() if p == "/yaml-yugi/rush.json"]
    assert len(tries) == 3  # the first try and two retries
    assert all(h["User-Agent"].startswith("rushdeck/") for h in tries)


def test_without_the_cdb_known_passcodes_are_kept(upstream):
    assert rushdeck("update").exit_code == 0
    result = rushdeck("update", "--no-cdb", "--refresh")
    assert result.exit_code == 0, result.output
    assert "changed cards: 0" in result.output
    shown = rushdeck("cards", "show", "Test Mage").output
    assert "passcodes: 160000002, 160000012" in shown


# --- failures keep what works ---------------------------------------------------------------


@dataclass(frozen=True)
class Broken:
    """One way for an update to fail, set up on the upstream server or in the process (the
    setup returns extra command-line arguments), and what the error message must say."""

    name: str
    setup: Callable[[Upstream, pytest.MonkeyPatch], list[str]]
    says: str

    def __repr__(self) -> str:
        return self.name


def _closed_port(upstream: Upstream, _: pytest.MonkeyPatch) -> list[str]:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return ["--cards-url", f"http://127.0.0.1:{port}/rush.json"]


def _answer(uri: str, body: bytes | str, status: int = 200):
    def setup(upstream: Upstream, _: pytest.MonkeyPatch) -> list[str]:
        upstream.serve("v2", {uri: lambda _: Response(body, status=status)})
        return []

    return setup


def _hanging(upstream: Upstream, _: pytest.MonkeyPatch) -> list[str]:
    def handler(_: Request) -> Response:
        upstream.release.wait(10)
        return Response(b"[]")

    upstream.serve("v2", {"/yaml-yugi/rush.json": handler})
    return ["--timeout", "0.2"]


def _failing_install(_: Upstream, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    def half_way(lists, root):
        (root / "limits").mkdir(parents=True)
        (root / "limits" / "partial.json").write_text("{")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(build_module, "write_limit_lists", half_way)
    return []


_V2_CARDS = fixture_json("v2", "rush.json")
_UNKNOWN = json.dumps({"date": "2023-07-01", "regulation": {"90004": 0, "99999": 1}})

FAILURES = [
    Broken("no network", _closed_port, "cannot reach 127.0.0.1"),
    Broken("404", _answer("/yaml-yugi/rush.json", "Not Found", 404), "answered HTTP 404"),
    Broken(
        "server error half-way",
        _answer("/rush/2023-04-01.vector.json", "oops", 500),
        "list 2023-04-01: ",
    ),
    Broken("timeout", _hanging, "no answer from 127.0.0.1"),
    Broken(
        "truncated JSON",
        _answer("/yaml-yugi/rush.json", _V2_CARDS[: len(_V2_CARDS) // 2]),
        "is not valid JSON, perhaps cut short",
    ),
    Broken(
        "invalid JSON", _answer("/rush/current.vector.json", "{date: 2023-04-01}"), "list current: "
    ),
    Broken(
        "wrong shape",
        _answer("/yaml-yugi/rush.json", json.dumps({"cards": []})),
        "is not in the expected format",
    ),
    Broken(
        "list names an unknown card",
        _answer("/rush/upcoming.vector.json", _UNKNOWN),
        "card 99999 is not in the card database",
    ),
    Broken(
        "cdb is not a database",
        _answer("/babelcdb/cards-rush.cdb", b"<html>rate limited"),
        "not a readable card database",
    ),
    Broken(
        "too few cards",
        _answer("/yaml-yugi/rush.json", json.dumps(json.loads(_V2_CARDS)[:2])),
        "only 2 cards where the data in use has 6",
    ),
    Broken("install fails half-way", _failing_install, "No space left on device"),
]


@pytest.mark.parametrize("broken", FAILURES, ids=repr)
@pytest.mark.parametrize("before", ["bundled", "updated"])
def test_a_failed_update_leaves_the_data_in_use_untouched(
    broken, before, upstream, tmp_path, monkeypatch
):
    if before == "updated":
        upstream.serve("v1")
        assert rushdeck("update").exit_code == 0
        shutil.rmtree(tmp_path / "cache")  # every document must come from the broken server
    data = tmp_path / "data"
    files_before = snapshot(data)
    listed_before = rushdeck("regulation", "list", "--json").output
    cards_before = rushdeck("cards", "search", "test", "--json").output
    args = broken.setup(upstream, monkeypatch)

    result = rushdeck("update", *args)

    assert result.exit_code == 2
    assert "update failed, the data in use is unchanged" in result.output
    assert broken.says in result.output
    assert "Traceback" not in result.output
    assert snapshot(data) == files_before
    assert not list(data.glob(".staging-*"))
    monkeypatch.setattr(paths, "_resolved_root", None)
    assert rushdeck("regulation", "list", "--json").output == listed_before
    assert rushdeck("cards", "search", "test", "--json").output == cards_before
    assert (paths.data_root() == paths.bundled_root()) == (before == "bundled")


def test_a_bad_download_is_not_kept_in_the_cache(upstream):
    upstream.answer_once("/yaml-yugi/rush.json", lambda _: Response(_V2_CARDS[:100]))
    assert rushdeck("update").exit_code == 2
    assert rushdeck("update").exit_code == 0  # downloaded again, not replayed from the cache


# --- where data lives, text, status ---------------------------------------------------------


def test_data_dir_option_chooses_the_folder_every_command_reads(upstream, tmp_path):
    chosen = tmp_path / "chosen"
    assert rushdeck("--data-dir", str(chosen), "update").exit_code == 0
    assert rushdeck("--data-dir", str(chosen), "cards", "show", "90007").exit_code == 0
    # the environment's folder ($RUSHDECK_DATA_DIR) holds no update: the bundle is in use
    assert rushdeck("cards", "show", "90007").exit_code == 2
    assert not (tmp_path / "data").exists()


def test_an_incomplete_update_folder_is_never_used(upstream, tmp_path):
    assert rushdeck("update").exit_code == 0
    update = paths.current_update()
    assert update is not None
    (update / "card_data" / "cards.json").unlink()  # damaged by hand
    assert paths.current_update() is None
    assert "data in use: bundled" in rushdeck("update", "--status").output
    assert rushdeck("update").exit_code == 0  # and the next update repairs it
    assert paths.current_update() is not None


def test_a_bundle_newer_than_the_update_wins(upstream, tmp_path):
    upstream.serve("v1")
    assert rushdeck("update").exit_code == 0
    assert paths.data_root() == paths.current_update()
    # the package is upgraded: its bundle now holds a list newer than the installed update
    limits = paths.bundled_root() / "regulations" / "limits"
    newer = json.loads((limits / "2023-01-01.json").read_text()) | {"effective_date": "2023-04-01"}
    (limits / "2023-04-01.json").write_text(json.dumps(newer))
    paths.forget_resolution()

    status = rushdeck("update", "--status").output

    assert paths.data_root() == paths.bundled_root()
    assert "data in use: bundled" in status and "is older: run `rushdeck update`" in status


def test_default_folders_are_the_users_own(monkeypatch):
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    monkeypatch.delenv(paths.CACHE_DIR_ENV)
    assert paths.user_data_dir() == platformdirs.user_data_path("rushdeck", appauthor=False)
    assert paths.user_cache_dir() == platformdirs.user_cache_path("rushdeck", appauthor=False)


def test_status_shows_the_data_in_use_its_source_and_date(upstream, tmp_path):
    before = rushdeck("update", "--status")
    assert before.exit_code == 0
    assert "data in use: bundled with rushdeck" in before.output

    assert rushdeck("update").exit_code == 0
    status = json.loads(rushdeck("update", "--status", "--json").output)

    assert status["in_use"] == "update"
    assert status["cards"] == 8 and status["lists"] == 3 and status["latest_list"] == "2023-07-01"
    assert status["folder"].startswith(str(tmp_path / "data" / "update-"))
    assert status["documents"]["card aggregate"]["url"].endswith("/yaml-yugi/rush.json")
    assert status["updated_at"]
    text = rushdeck("update", "--status").output
    assert "data in use: update of " in text and "/yaml-yugi/rush.json" in text


def test_with_text_keeps_card_text_in_the_cache_for_cards_show(upstream, tmp_path):
    assert rushdeck("update").exit_code == 0
    assert "Placeholder" not in rushdeck("cards", "show", "Test Mage").output

    result = rushdeck("update", "--with-text")

    assert result.exit_code == 0, result.output
    shown = rushdeck("cards", "show", "Test Mage").output
    assert "requirement: Placeholder requirement of Test Mage." in shown
    assert "effect: Placeholder effect of Test Mage." in shown
    assert "Placeholder flavor text" in rushdeck("cards", "show", "90001").output
    assert not any(b"Placeholder" in p.read_bytes() for p in (tmp_path / "data").rglob("*.*"))
    assert (tmp_path / "cache" / "card_text.json").is_file()


def test_updated_data_is_built_exactly_like_the_bundle(upstream, tmp_path):
    """The same builders: the update's files equal a bundle built from the same documents."""
    assert rushdeck("update").exit_code == 0
    reference = tmp_path / "reference"
    upcoming = json.loads(fixture_json("v2", "rush-limits/upcoming.vector.json"))
    built = build_data(
        json.loads(fixture_json("v2", "rush.json")),
        read_cdb(make_cdb(tmp_path)),
        [*vectors("v2"), upcoming],
    )
    raws = json.loads(fixture_json("v2", "rush.json"))
    effects = compile_pool(raws, db=CardDB(built.cards))
    write_update(built, effects, effect_ids(raws), reference, dice_ids(raws))
    installed = snapshot(paths.current_update())
    del installed["manifest.json"]
    assert installed == snapshot(reference)


def test_older_updates_are_cleaned_up(upstream, tmp_path):
    for _ in range(3):
        assert rushdeck("update", "--refresh").exit_code == 0
    assert len(list((tmp_path / "data").glob("update-*"))) == 2  # the current and the one before


def test_progress_reports_each_document(upstream, server):
    seen: list[tuple[str, bool]] = []
    sources = Sources(
        server.url_for("/yaml-yugi/rush.json"),
        server.url_for("/rush/"),
        server.url_for("/babelcdb/cards-rush.cdb"),
    )
    run_update(
        UpdateOptions(sources=sources),
        progress=lambda fetched, label: seen.append((label, fetched is not None)),
    )
    done = [label for label, finished in seen if finished]
    assert done[:2] == ["card aggregate", "list current"]
    assert "list 2023-04-01" in done and done[-1] == "EDOPro card database"


def test_progress_line_on_a_terminal_only(upstream, capsys, monkeypatch):
    assert "\x1b[K" not in rushdeck("update").output  # not a terminal: no progress line
    progress = update_cli._Progress()
    fetched = Fetched("card aggregate", "http://x/rush.json", b"[]", False, False, None)
    progress(None, "card aggregate")
    progress(fetched, "card aggregate")
    progress.done()
    err = capsys.readouterr().err
    assert "[1] card aggregate: fetching" in err and "[1] card aggregate: 2 bytes" in err
    assert err.endswith("\r")  # the line is cleared at the end (click drops the ANSI code here)
