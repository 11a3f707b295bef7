"""`rushdeck playtest`, `rushdeck replay` and `rushdeck engine coverage` through the CLI."""

import json

from click.testing import CliRunner

from validator.cards import load_cards
from validator.cli import main
from validator.decks import write_deck
from validator.decks.model import Deck, DeckEntry
from validator.playtest.samples import SAMPLE_DECKS

MATCH = ["playtest", "sample:sevens", "--vs", "sample:dragons", "--agent", "random"]


def run(*args):
    result = CliRunner().invoke(main, list(args))
    return result


def test_playtest_report_and_same_json_whatever_the_jobs():
    one = run(*MATCH, "--games", "12", "--seed", "5", "--jobs", "1", "--json")
    two = run(*MATCH, "--games", "12", "--seed", "5", "--jobs", "2", "--json")
    assert one.exit_code == 0, one.output
    assert json.loads(one.stdout) == json.loads(two.stdout)
    report = json.loads(one.stdout)
    assert report["games"] == 12
    assert sum(d["wins"] for d in report["decks"]) + report["draws"] == 12
    assert sum(report["endings"].values()) == 12
    for deck in report["decks"]:
        low, high = deck["win_rate_95"]
        assert 0 <= low <= deck["win_rate"] <= high <= 1
        names = {c["name"] for c in deck["cards"]}
        assert len(deck["cards"]) == len(names)
    sevens = report["decks"][0]
    assert {c["name"] for c in sevens["played_without_effect"]} <= {
        c["name"] for c in sevens["cards"]
    }


def test_a_different_seed_gives_different_games():
    a = json.loads(run(*MATCH, "--games", "6", "--seed", "1", "--json").stdout)
    b = json.loads(run(*MATCH, "--games", "6", "--seed", "2", "--json").stdout)
    assert a["decks"] != b["decks"] or a["average_turns"] != b["average_turns"]


def test_playtest_reads_deck_files(tmp_path):
    db = load_cards()
    paths = []
    for name, spec in SAMPLE_DECKS.items():
        deck = Deck(
            main=tuple(DeckEntry(card, count) for card, count in spec["main"]),
            extra=tuple(DeckEntry(card, count) for card, count in spec["extra"]),
        )
        path = tmp_path / f"{name}.txt"
        path.write_text(write_deck(deck, db, "text"), encoding="utf-8")
        paths.append(str(path))
    result = run("playtest", paths[0], "--vs", paths[1], "--games", "2", "--json")
    assert result.exit_code == 0, result.output
    assert [d["name"] for d in json.loads(result.stdout)["decks"]] == ["sevens", "dragons"]


def test_saved_logs_replay_turn_by_turn(tmp_path):
    result = run(*MATCH, "--games", "2", "--save-logs", str(tmp_path / "logs"))
    assert result.exit_code == 0, result.output
    logs = sorted((tmp_path / "logs").iterdir())
    assert [p.name for p in logs] == ["game-00000.json", "game-00001.json"]
    shown = run("replay", str(logs[1]))
    assert shown.exit_code == 0, shown.output
    assert shown.stdout.startswith("Turn 1: dragons")  # game 1: the second deck goes first
    assert "wins" in shown.stdout.splitlines()[-1]
    data = json.loads(run("replay", str(logs[0]), "--json").stdout)
    assert data["winner"] in (0, 1) and data["lines"]


def test_goldfish_figures():
    result = run("playtest", "sample:sevens", "--goldfish", "--hands", "40", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["hands"] == 40
    assert 0 < sum(r["rate"] for r in report["opening_hand"]) <= 4
    rates = report["maximum_set_by_turn"]["Supreme Machine Magnum Overlord"]
    assert rates == sorted(rates) and all(0 <= r <= 1 for r in rates)
    assert "Flame Swordsman" in report["fusion_ready_by_turn"]
    assert 0 <= report["tribute_summon_possible_by_turn_2"] <= 1
    deck_names = {row["name"] for row in report["opening_hand"]}
    assert {c["name"] for c in report["played_without_effect"]} <= deck_names
    text = run("playtest", "sample:sevens", "--goldfish", "--hands", "5")
    assert "opening hand" in text.stdout


def test_bad_input_exits_2(tmp_path):
    assert run("playtest", "sample:sevens").exit_code == 2  # no opponent
    assert "no sample deck" in run("playtest", "sample:nope", "--goldfish").stderr
    assert run("playtest", str(tmp_path / "missing.ydk"), "--goldfish").exit_code == 2
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    assert run("replay", str(bad)).exit_code == 2
    bad.write_text('{"seed": 1, "decks": [], "actions": ["fly"]}')
    assert run("replay", str(bad)).exit_code == 2


def test_engine_coverage():
    result = run("engine", "coverage", "--json")
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["cards"] == sum(1 for c in load_cards() if c.official)
    assert report["encodings"] >= 50
    assert sum(report["sources"].values()) == report["cards"]
    assert report["played_exactly"] == sum(k["played_exactly"] for k in report["kinds"])
    assert "played exactly" in run("engine", "coverage").stdout


def test_decks_the_engine_cannot_play_are_input_errors(tmp_path):
    bogus = tmp_path / "bogus.txt"
    bogus.write_text("3 Dark Magician\n3 No Such Card Anywhere\n", encoding="utf-8")
    result = run("playtest", str(bogus), "--goldfish")
    assert result.exit_code == 2 and "unknown cards" in result.stderr
    misplaced = tmp_path / "misplaced.json"
    misplaced.write_text(
        json.dumps({"main": [{"id": 16956, "count": 1}], "extra": [{"id": 15410, "count": 1}]}),
        encoding="utf-8",
    )
    result = run("playtest", str(misplaced), "--goldfish")
    assert result.exit_code == 2, result.output
    assert "do not belong" in result.stderr


def test_replay_names_the_cards_played_without_their_effect(tmp_path):
    from validator.engine import CardTable, DeckList, new_game
    from validator.engine.effects.registry import card_effects
    from validator.engine.log import GameLog

    db = load_cards()
    plain = next(  # a Level 4 or lower Effect Monster whose effect is not encoded
        c
        for c in db
        if c.subtype == "effect" and c.level <= 4 and c.official and card_effects(c.id) is None
    )
    decks = [DeckList((plain.id,) * 40), DeckList((15154,) * 40)]
    s = new_game(decks, 3, CardTable(db))
    log = GameLog(seed=3, decks=decks, actions=[f"summon {s.hand[0][0]}", "end"])
    path = tmp_path / "game.json"
    log.write(path)
    shown = run("replay", str(path))
    assert shown.exit_code == 0, shown.output
    assert f"Played without their effect (not implemented): {plain.name}" in shown.stdout
    assert shown.stdout.rstrip().endswith("The log ends before the game does.")
