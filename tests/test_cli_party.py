"""`rushdeck party`: tables against the fixed decks; `party decks`: list and export them."""

import json

from click.testing import CliRunner

from validator.cli import main

LEGAL = [f"examples/party/legal-table/stand-in-deck-{n}.json" for n in (1, 2, 3, 4)]
SPELLS = "examples/party/legal-table/stand-in-spell-deck.json"
ILLEGAL = [
    "examples/party/illegal-table/player-1.json",
    "examples/party/illegal-table/player-2-repeats-deck-1.json",
    "examples/party/illegal-table/player-3-one-card-swapped.txt",
    "examples/party/illegal-table/player-4.json",
]


def run(*args: str):
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_a_legal_table():
    result = run("party", *LEGAL, "--spell-deck", SPELLS)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Table: legal (party, ")


def test_an_illegal_table_json():
    result = run(
        "party", *ILLEGAL, "--spell-deck", "examples/party/illegal-table/spell-deck.json", "--json"
    )
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["format"] == "party" and data["regulation"] is None
    assert [[v["code"] for v in deck["violations"]] for deck in data["decks"]] == [
        [],
        [],
        ["PARTY_DECK_NOT_FIXED"],
        [],
    ]
    assert [v["code"] for v in data["violations"]] == ["PARTY_DECK_REPEATED", "PARTY_SPELL_DECK"]


def test_party_decks_lists_the_stand_ins():
    result = run("party", "decks")
    assert result.exit_code == 0
    assert result.stdout.startswith(
        "STAND-INS: the official Wai Wai Rush Party lists are not public"
    )
    assert "1. Stand-in deck 1: Light Normal Monsters (40 cards)" in result.stdout
    assert "Stand-in Spell Deck (30 cards)" in result.stdout
    data = json.loads(run("party", "decks", "--json").stdout)
    assert data["stand_in"] is True and len(data["decks"]) == 4
    assert data["spell_deck"]["count"] == 30


def test_party_decks_export_round_trips(tmp_path):
    result = run("party", "decks", "--export", str(tmp_path))
    assert result.exit_code == 0 and "STAND-INS" in result.stderr
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == [*(f"stand-in-deck-{n}.json" for n in (1, 2, 3, 4)), "stand-in-spell-deck.json"]
    decks = [str(tmp_path / f"stand-in-deck-{n}.json") for n in (4, 3, 2, 1)]
    spells = str(tmp_path / "stand-in-spell-deck.json")
    assert run("party", *decks, "--spell-deck", spells).exit_code == 0


def test_export_only_goes_with_party_decks(tmp_path):
    result = run("party", *LEGAL, "--export", str(tmp_path))
    assert result.exit_code == 2 and "--export goes with `rushdeck party decks`" in result.stderr
