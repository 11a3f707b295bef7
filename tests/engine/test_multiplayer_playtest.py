"""Party and relay playtests through the CLI, their statistics, replays, and the agents."""

import json

import pytest
from click.testing import CliRunner

from validator.agents import GreedyAgent, RandomAgent
from validator.cli import main
from validator.engine import Action, DeckList, actor, legal_actions, new_game, outcome, play, step
from validator.engine.field import lose, monsters, place_monster
from validator.engine.state import ATK, MAIN
from validator.playtest.modes import format_settings, party_decks, party_settings
from validator.playtest.runner import Matchup, iter_games
from validator.playtest.samples import sample_deck

TEAMS = [
    "--format",
    "wrgp",
    "--team",
    "sample:sevens",
    "sample:dragons",
    "sample:sevens",
    "--vs-team",
    "sample:dragons",
    "sample:sevens",
    "sample:dragons",
]
FILLER, COSMOS = 15154, 1207652


def run(*args):
    return CliRunner().invoke(main, list(args))


def test_party_playtest_with_the_bundled_decks_same_report_whatever_the_jobs():
    args = ["playtest", "--format", "party", "--agent", "random", "--games", "8", "--json"]
    one, two = run(*args), run(*args, "--jobs", "2")
    assert one.exit_code == 0, one.output
    report = json.loads(one.stdout)
    assert report == json.loads(two.stdout)
    assert report["mode"] == "party" and len(report["decks"]) == 4 and len(report["seats"]) == 4
    assert sum(d["wins"] for d in report["decks"]) + report["draws"] == 8
    assert sum(s["wins"] for s in report["seats"]) == sum(d["wins"] for d in report["decks"])
    decided = 8 - report["draws"]
    assert sum(d["eliminated"] for d in report["decks"]) >= 3 * decided
    assert report["decks"][0]["name"].startswith("Stand-in deck 1")


def test_party_playtest_takes_four_decks_and_refuses_another_number(tmp_path):
    decks = ["sample:sevens", "sample:dragons", "sample:sevens", "sample:dragons"]
    result = run("playtest", "--format", "party", *decks, "--games", "2", "--json")
    assert result.exit_code == 0, result.output
    names = [d["name"] for d in json.loads(result.stdout)["decks"]]
    assert names == ["sevens (1)", "dragons (2)", "sevens (3)", "dragons (4)"]
    bad = run("playtest", "--format", "party", "sample:sevens", "sample:dragons")
    assert bad.exit_code == 2 and "4 decks" in bad.output


def test_relay_playtest_report():
    result = run("playtest", *TEAMS, "--games", "6", "--agent", "random", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["mode"] == "relay" and [t["team"] for t in report["teams"]] == ["A", "B"]
    assert sum(t["wins"] for t in report["teams"]) + report["draws"] == 6
    for team in report["teams"]:
        low, high = team["win_rate_95"]
        assert low <= team["win_rate"] <= high
        assert sum(team["duelists_used_in_wins"].values()) == team["wins"]
        assert sum(d["wins_in_play"] for d in team["duelists"]) == team["wins"]
        assert set(team["speed_world"]) == {"damage", "draw", "destroy"}
    assert report["teams"][0]["duelists"][0]["name"] == "A1 sevens"
    text = run("playtest", *TEAMS, "--games", "2")
    assert "team A" in text.output and "Speed World" in text.output


def test_relay_needs_both_teams():
    result = run("playtest", "--format", "wrgp", "--team", "sample:sevens", "a", "b")
    assert result.exit_code == 2 and "--vs-team" in result.output


@pytest.mark.parametrize("args", [["--format", "party"], TEAMS])
def test_logs_of_both_modes_replay(tmp_path, args):
    result = run("playtest", *args, "--games", "1", "--save-logs", str(tmp_path))
    assert result.exit_code == 0, result.output
    replay = run("replay", str(tmp_path / "game-00000.json"))
    assert replay.exit_code == 0, replay.output
    assert " wins (" in replay.output
    word = "is out" if "party" in args else "takes over"
    assert word in replay.output


# ------------------------------------------------------------------------------- agents


def test_greedy_uses_cosmos_to_attack_a_player_without_monsters(table):
    s = new_game([DeckList((FILLER,) * 30)] * 4, 1, table, party_settings(), first=0)
    s.turn, s.phase = 9, MAIN
    s.mode.first_turn = [1, 2, 3, 4]
    s.mode.spell_deck.extend(s.mode.stand[0])
    s.mode.stand[0] = [next(c for c in s.mode.spell_deck if s.infos[c].id == COSMOS)]
    s.mode.spell_deck.remove(s.mode.stand[0][0])
    mine = s.deck[0].pop()
    place_monster(s, 0, mine, ATK)
    s.since[mine] = 1
    wall = s.deck[1].pop()
    place_monster(s, 1, wall, ATK)  # the next player's monster: an even trade at best
    greedy = GreedyAgent(0)
    while s.tp == 0 and outcome(s) is None:
        step(s, greedy.choose(s, legal_actions(s)))
    assert s.lp[1] == 4000 and 4000 - 1700 in (s.lp[2], s.lp[3])


def test_greedy_trades_evenly_with_the_last_rival_of_a_party(table):
    """Two players left, three equal monsters each, nothing else to play: the last rival's cards
    weigh as much as the player's own, and an even trade loses nothing, so the player attacks
    (a board that never trades stays until a Deck and GY run out, many turns later)."""
    s = new_game([DeckList((FILLER,) * 30)] * 4, 1, table, party_settings(), first=0)
    for p in range(4):
        s.deck[p].extend(s.hand[p])
        s.hand[p].clear()
        s.mode.spell_deck.extend(s.mode.stand[p])
        s.mode.stand[p].clear()
    s.turn, s.phase = 9, MAIN
    s.mode.first_turn = [1, 2, 3, 4]
    for out in (2, 3):
        s.lp[out] = 0
        lose(s, out, "lp")
    for p in (0, 1):
        for _ in range(3):
            m = s.deck[p].pop()
            place_monster(s, p, m, ATK)
            s.since[m] = 1
    greedy = GreedyAgent(0)
    while s.tp == 0 and outcome(s) is None:
        step(s, greedy.choose(s, legal_actions(s)))
    assert monsters(s, 0) == [] and monsters(s, 1) == []
    assert s.lp[:2] == [4000, 4000]


def test_greedy_party_games_end_by_lp_not_with_everyone_passing():
    """Seeded greedy party games with the bundled decks all end by LP: none by a Deck and GY
    drawn dry, some 60 turns after the last two players' full boards of equal monsters stopped
    trading (4 of these 20 did while the last rival counted a third and even trades were not
    made)."""
    decks = party_decks()
    matchup = Matchup(
        decks=tuple(d for _, d in decks),
        names=tuple(n for n, _ in decks),
        agents=("greedy",) * 4,
        seed=7,
        settings=party_settings(),
    )
    records = list(iter_games(matchup, 20))
    assert [r.reason for r in records] == ["lp"] * 20
    assert max(r.turns for r in records) < 40


def test_greedy_spends_speed_counters_on_damage_and_keeps_its_first_duelist(table):
    decks = [DeckList((FILLER,) * 30)] * 6
    s = new_game(decks, 1, table, format_settings("wrgp"), first=0)
    s.turn, s.mode.spc = 5, [4, 0]
    s.deck[0].extend(s.hand[0])
    s.hand[0].clear()
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("speed", (4,))
    s.turn, s.phase = 6, 4  # A1's Draw Phase: full LP, keep playing
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("draw")


def test_greedy_hands_over_a_duelist_with_no_lp_or_cards_left(table):
    decks = [DeckList((FILLER,) * 30)] * 6
    s = new_game(decks, 1, table, format_settings("wrgp"), first=0)
    s.turn, s.phase, s.lp[0] = 6, 4, 100
    s.deck[0].extend(s.hand[0])
    s.hand[0].clear()
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("baton")


def test_greedy_team_beats_a_random_team(table):
    decks = [sample_deck(n) for n in ("sevens", "dragons", "sevens") * 2]
    settings = format_settings("wrgp")
    wins = 0
    for seed in range(6):
        s = new_game(decks, seed, table, settings, first=(seed % 2) * 3)
        agents = [GreedyAgent(seed)] * 3 + [RandomAgent(seed)] * 3
        while outcome(s) is None:
            play(s, agents[actor(s)].choose(s, legal_actions(s)))
        wins += outcome(s).winner in (0, 1, 2)
    assert wins >= 5
