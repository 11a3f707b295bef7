"""The page at `/` and the endpoints it uses beyond the CLI's: a deck as read, a card's Limit
Regulation history and effect, named lists and diffs, streamed playtests with logs, goldfish,
and replays as boards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from validator.api import ApiSettings, create_app
from validator.cards import load_cards
from validator.cli import main
from validator.engine import CardTable
from validator.engine.effects.text.rendering import rendered_clauses
from validator.engine.log import GameLog, replay
from validator.engine.narrate import shown_lp
from validator.formats import load_regulations

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SEVENS = (EXAMPLES / "rush" / "legal-sevens-road.txt").read_text("utf-8")


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(ApiSettings(max_playtest_games=50)))


def cli_json(*args: str) -> dict:
    result = CliRunner().invoke(main, [*args, "--json"])
    assert result.exit_code in (0, 1), result.output
    return json.loads(result.stdout)


# --- the page -----------------------------------------------------------------------------


def test_page_and_its_files_are_served_from_the_package(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    assert '<script type="module" src="/web/js/main.js">' in page.text
    script = client.get("/web/js/main.js")
    assert script.status_code == 200
    assert script.headers["content-type"].startswith("text/javascript")
    assert client.get("/web/app.css").headers["content-type"].startswith("text/css")
    for missing in ("/web/nothing.js", "/web/../__init__.py", "/web/%2e%2e/__init__.py"):
        assert client.get(missing).status_code == 404, missing
    assert "/" not in client.get("/openapi.json").json()["paths"]


def test_page_files_name_no_other_host() -> None:
    static = Path(__file__).resolve().parent.parent / "validator" / "web" / "static"
    for path in static.rglob("*"):
        if path.is_file():
            text = path.read_text("utf-8")
            assert "http://" not in text.replace("http://www.w3.org/2000/svg", ""), path
            assert "https://" not in text, path


# --- decks as read ------------------------------------------------------------------------


def test_read_lists_entries_with_unknown_cards_and_the_ydke_url(client: TestClient) -> None:
    body = client.post("/v1/read", json={"text": "3 Sevens Road Magician\n1 Sevens Road Magican"})
    assert body.status_code == 200
    read = body.json()
    known, unknown = read["main"]
    assert known == {
        "id": 15150,
        "name": "Sevens Road Magician",
        "count": 3,
        "written": None,
        "line": 1,
        "suggestion": None,
    }
    assert unknown["id"] is None and unknown["written"] == "Sevens Road Magican"
    assert unknown["suggestion"] == {"id": 15150, "name": "Sevens Road Magician"}
    assert read["ydke"] is None  # an unknown card has no passcode


def test_read_gives_the_ydke_url_of_convert(client: TestClient) -> None:
    read = client.post("/v1/read", json={"text": SEVENS}).json()
    converted = client.post("/v1/convert", json={"text": SEVENS, "to": "ydke"}).json()
    assert read["ydke"] == converted["deck"].strip()
    assert read["counts"] == converted["counts"] == {"main": 40, "extra": 6, "side": 3}
    again = client.post("/v1/read", json={"ydke": read["ydke"]}).json()
    assert again["counts"] == read["counts"]


def test_read_names_the_line_of_a_malformed_deck(client: TestClient) -> None:
    answer = client.post("/v1/read", json={"text": "3 Sevens Road Magician\n0 Fusion"})
    assert answer.status_code == 400
    assert answer.json()["line"] == 2


# --- cards --------------------------------------------------------------------------------


def test_card_regulation_history_covers_every_list(client: TestClient) -> None:
    rows = client.get("/v1/cards/Cyber Rush Fusion/regulations").json()
    lists = load_regulations().lists
    assert [r["effective_date"] for r in rows] == [str(x.effective_date) for x in lists]
    by_date = {r["effective_date"]: (r["status"], r["copies"]) for r in rows}
    assert by_date["2026-04-01"] == ("unlimited", 3)
    assert by_date["2026-07-01"] == ("semi_limited", 2)
    vanity = client.get("/v1/cards/18688/regulations").json()
    assert vanity[-1]["status"] == "forbidden" and vanity[-1]["copies"] == 0
    assert client.get("/v1/cards/no such card/regulations").status_code == 404


@pytest.mark.parametrize(
    ("key", "source", "note"),
    [
        ("Sevens Road Magician", "hand", "its hand-written encoding"),
        ("Dark Magician", "no_effect", ""),
        ("15903", "missing", "played without its effect: no production reads clause 1"),
        ("22880", "partial", "played in part: "),
    ],
)
def test_card_effect_says_how_the_engine_plays_it(
    client: TestClient, key: str, source: str, note: str
) -> None:
    effect = client.get(f"/v1/cards/{key}/effect").json()
    assert effect["source"] == source
    assert effect["note"].startswith(note)
    assert effect["clauses"] == []


def test_compiled_card_effect_is_rendered_clause_by_clause(client: TestClient) -> None:
    effect = client.get("/v1/cards/セブンスロード・ウィッチ/effect")
    assert effect.status_code == 200
    torna = client.get("/v1/cards/15151/effect").json()
    assert torna["source"] == "compiled"
    assert torna["clauses"] == rendered_clauses(15151)
    assert torna["clauses"][0] == "Send 1 card from your hand to the GY."
    shown = CliRunner().invoke(main, ["cards", "show", "15151"]).stdout
    assert all(clause in shown for clause in torna["clauses"])


# --- regulations --------------------------------------------------------------------------


def test_regulation_diff_is_the_cli_diff(client: TestClient) -> None:
    answer = client.get("/v1/regulations/diff", params={"from": "2026-04-01", "to": "2026-07-01"})
    assert answer.status_code == 200
    assert answer.json() == cli_json("regulation", "diff", "2026-04-01", "2026-07-01")
    assert answer.json()["changes"][0]["name"] == "Beginning Skullrise"


def test_regulation_diff_errors(client: TestClient) -> None:
    early = client.get("/v1/regulations/diff", params={"from": "2022-01-01", "to": "2026-07-01"})
    assert early.status_code == 404
    assert "no Limit Regulation list is in force on 2022-01-01" in early.json()["detail"]
    assert (
        client.get(
            "/v1/regulations/diff", params={"from": "20260101", "to": "2026-07-01"}
        ).status_code
        == 422
    )
    assert client.get("/v1/regulations/diff", params={"from": "2026-04-01"}).status_code == 422


def test_named_list_on_a_date(client: TestClient) -> None:
    named = client.get("/v1/regulations/2026-11-30/cards").json()
    plain = client.get("/v1/regulations/2026-11-30").json()
    assert named["effective_date"] == plain["effective_date"] == "2026-10-01"
    for status in ("forbidden", "limited", "semi_limited"):
        assert sorted(c["id"] for c in named[status]) == sorted(plain[status])
        names = [c["name"].casefold() for c in named[status]]
        assert names == sorted(names)
    assert {"id": 18688, "name": "Vanity's Fiend"} in named["forbidden"]
    assert client.get("/v1/regulations/2022-12-31/cards").status_code == 404


# --- playtests ----------------------------------------------------------------------------

MATCH = {"deck": "sevens", "opponent": "dragons", "games": 6, "seed": 3, "agent": "random"}


def stream(client: TestClient, body: dict) -> list[dict]:
    answer = client.post("/v1/playtest/stream", json=body)
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("application/x-ndjson")
    return [json.loads(line) for line in answer.text.splitlines()]


def test_streamed_playtest_reports_progress_then_the_playtest_report(client: TestClient) -> None:
    lines = stream(client, MATCH)
    progress, last = lines[:-1], lines[-1]
    assert [p["played"] for p in progress] == list(range(7))
    assert all(p["games"] == 6 for p in progress)
    assert set(last) == {"report"}
    assert last["report"] == client.post("/v1/playtest", json=MATCH).json()


def test_streamed_logs_replay_to_the_recorded_results(client: TestClient) -> None:
    last = stream(client, {**MATCH, "logs": True})[-1]
    texts = last["logs"]
    assert len(texts) == 6 and all(isinstance(t, str) for t in texts)
    table = CardTable(load_cards())
    wins = [0, 0]
    for text in texts:
        log = GameLog.from_json(json.loads(text))
        state = replay(log, table)
        assert state.winner == log.winner
        if log.winner is not None:
            # seats are per game: the deck at a seat is named in the log
            wins[["sevens", "dragons"].index(log.names[log.winner])] += 1
    assert [d["wins"] for d in last["report"]["decks"]] == wins


def test_streamed_playtest_checks_the_request_first(client: TestClient) -> None:
    strict = client.post("/v1/playtest/stream", json={**MATCH, "strict": True})
    assert strict.status_code == 400
    assert "strict plays only legal decks" in strict.json()["detail"]
    over = client.post("/v1/playtest/stream", json={**MATCH, "games": 51})
    assert over.status_code == 422
    unknown = client.post("/v1/playtest/stream", json={**MATCH, "deck": {"text": "3 Nope Card"}})
    assert unknown.status_code == 404


def test_goldfish_is_the_cli_goldfish(client: TestClient) -> None:
    body = {"deck": {"text": SEVENS}, "hands": 30, "turns": 3, "seed": 2, "date": "2026-11-30"}
    report = client.post("/v1/goldfish", json=body).json()
    deck = EXAMPLES / "rush" / "legal-sevens-road.txt"
    args = ("--hands", "30", "--turns", "3", "--seed", "2", "--date", "2026-11-30")
    expected = cli_json("playtest", str(deck), "--goldfish", *args)
    named = ("deck", "legality")  # the deck's name: "deck" here, the file's name there
    assert {k: v for k, v in report.items() if k not in named} == {
        k: v for k, v in expected.items() if k not in named
    }
    assert report["legality"][0]["report"] == expected["legality"][0]["report"]
    by_turn = report["tribute_summon_possible_by_turn"]
    assert len(by_turn) == 3 and by_turn == sorted(by_turn)
    assert by_turn[1] == report["tribute_summon_possible_by_turn_2"]


def test_goldfish_bounds(client: TestClient) -> None:
    assert client.post("/v1/goldfish", json={"deck": "sevens", "hands": 501}).status_code == 422
    assert client.post("/v1/goldfish", json={"deck": "sevens", "turns": 11}).status_code == 422
    refused = client.post("/v1/goldfish", json={"deck": "sevens", "hands": 2, "strict": True})
    assert refused.status_code == 400 and refused.json()["legality"]


# --- replays ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def saved_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("logs")
    args = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--games", "2", "--seed", "5"]
    result = CliRunner().invoke(main, [*args, "--save-logs", str(folder)])
    assert result.exit_code == 0, result.output
    return folder / "game-00001.json"


def test_replay_boards_end_where_the_game_ended(client: TestClient, saved_log: Path) -> None:
    text = saved_log.read_text("utf-8")
    answer = client.post("/v1/replay", content=text, headers={"content-type": "application/json"})
    assert answer.status_code == 200, answer.text
    game = answer.json()
    log = GameLog.read(saved_log)
    final = replay(log, CardTable(load_cards()))
    assert len(game["frames"]) == len(log.actions) + 1
    assert game["winner"] == log.winner and game["reason"] == log.reason
    board = game["frames"][-1]["board"]
    assert [p["lp"] for p in board["players"]] == [shown_lp(lp) for lp in final.lp]
    assert [len(p["hand"]) for p in board["players"]] == [len(h) for h in final.hand]
    assert board["phase"] == "over"
    opening = game["frames"][0]
    assert opening["action"] is None and opening["board"]["players"][0]["lp"] == 8000
    shown = CliRunner().invoke(main, ["replay", str(saved_log)]).stdout.splitlines()
    assert game["result"] == shown[-1]
    mentioned = {f["text"] for f in game["frames"][1:]}
    assert all(
        line.strip().split("  [LP")[0] in mentioned for line in shown if line.startswith("  ")
    )
    some = board["players"][0]["gy"] + board["players"][1]["gy"]
    assert all(game["cards"][i]["name"] for i in some)


def test_replay_refuses_a_log_that_does_not_replay(client: TestClient, saved_log: Path) -> None:
    data = json.loads(saved_log.read_text("utf-8"))
    bad = {**data, "actions": [*data["actions"][:3], "attack 999 999"]}
    answer = client.post("/v1/replay", json=bad)
    assert answer.status_code == 400
    assert answer.json()["detail"] == (
        "the log does not replay: action 4: illegal action attack 999 999 (turn 1, main)"
    )
    nonsense = client.post("/v1/replay", json={**data, "actions": ["dance"]})
    assert nonsense.status_code == 400 and "not an action" in nonsense.json()["detail"]
    unknown = {**data, "decks": [{"main": [1]}, data["decks"][1]]}
    assert client.post("/v1/replay", json=unknown).status_code == 400
    assert client.post("/v1/replay", json={"seed": 1}).status_code == 422
    huge = {**data, "settings": {**data["settings"], "monster_zones": 1000}}
    assert client.post("/v1/replay", json=huge).status_code == 422
