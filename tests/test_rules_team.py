"""WRGP teams: each deck legal on its own, copies and list limits across the team."""

import pytest
from checker_support import DB, TODAY, codes, deck, only

from validator.decks import load_deck
from validator.errors import InputError
from validator.paths import bundled
from validator.services import validate_team

SEVENS = [("Sevens Road Magician", 3)]
ROYAL = [("Royal Rebel's Shout", 3)]


def team_of(*mains, **kwargs):
    return [deck(main=main, **kwargs) for main in mains]


def test_a_team_of_different_legal_decks_is_legal():
    folder = bundled("examples", "wrgp", "legal-team")
    decks = [load_deck(str(path), DB) for path in sorted(folder.iterdir())]
    report = validate_team(decks, TODAY)
    assert report.legal and report.format == "wrgp" and len(report.decks) == 3
    assert report.regulation.isoformat() == "2026-10-01"


def test_copies_across_the_team():
    # the filler is shared by all three decks: every filler card is over the team limit
    report = validate_team(team_of(SEVENS, [("Sevens Road Magician", 1)], []), TODAY)
    assert all(deck.legal for deck in report.decks)
    magician = [v for v in report.violations if v.card.name == "Sevens Road Magician"]
    assert [v.code.value for v in magician] == ["TEAM_COPY_LIMIT"]
    assert (magician[0].count, magician[0].limit) == (4, 3)
    assert "deck 1: 3, deck 2: 1" in magician[0].message


def test_limited_and_semi_limited_across_the_team():
    decks = [
        deck(main=[("Necromaid Nana", 1), ("Cyber Rush Fusion", 2)]),
        deck(main=[("Necromaid Nana", 1)], fill_to=40),
        deck(main=[("Cyber Rush Fusion", 1)]),
    ]
    report = validate_team(decks, TODAY)
    nana = [v for v in report.violations if v.card.name == "Necromaid Nana"]
    fusion = [v for v in report.violations if v.card.name == "Cyber Rush Fusion"]
    assert [v.code.value for v in nana] == ["TEAM_LIMITED"]
    assert [v.code.value for v in fusion] == ["TEAM_SEMI_LIMITED"]
    assert (nana[0].count, nana[0].limit, fusion[0].count, fusion[0].limit) == (2, 1, 3, 2)


def test_a_problem_inside_one_deck_is_that_decks_violation_only():
    report = validate_team(
        team_of([("Necromaid Nana", 2)], ROYAL, [("Dice Key Bachika", 3)]), TODAY
    )
    assert codes(report.decks[0]) == ["LIMITED"]
    assert not any(v.card and v.card.name == "Necromaid Nana" for v in report.violations)
    assert not report.legal


def test_each_deck_keeps_its_own_legend_rule():
    decks = team_of([("Dark Magician", 1)], [("Blue-Eyes White Dragon", 1)], [("Jinzo", 1)])
    report = validate_team(decks, TODAY)
    assert not any(v.code.value == "LEGEND_LIMIT" for v in report.violations)
    assert all(not any(v.code.value == "LEGEND_LIMIT" for v in d.violations) for d in report.decks)


@pytest.mark.parametrize("size", [2, 4])
def test_team_size(size):
    report = validate_team([deck()] * size, TODAY)
    violation = only(report, "TEAM_SIZE")
    assert (violation.count, violation.limit) == (size, 3)


def test_the_team_format_must_have_team_rules():
    with pytest.raises(InputError, match="not a team format"):
        validate_team([deck()] * 3, TODAY, format="rush")


def test_a_team_from_json_data():
    from validator.decks.team import team_from_data

    one = {"main": [{"id": 15150, "count": 3}]}
    team = team_from_data({"name": "Road Trip", "players": ["Aiko"], "decks": [one, one]}, DB)
    assert team.name == "Road Trip" and team.players == ("Aiko",)
    assert [deck.size("main") for deck in team.decks] == [3, 3]
    with pytest.raises(InputError, match="not a JSON team: decks"):
        team_from_data({"decks": "three"}, DB)
