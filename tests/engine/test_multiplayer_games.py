"""Random full games of both multiplayer modes, the invariants checked after every action."""

import pytest
from test_games import play_randomly

from validator.engine import apply, legal_actions, new_game, outcome
from validator.engine.log import GameLog, fingerprint, replay
from validator.engine.state import OFF
from validator.playtest.modes import format_settings, party_decks, party_settings
from validator.playtest.samples import sample_deck


@pytest.fixture(scope="module")
def party(table):
    return [deck for _, deck in party_decks()], party_settings()


@pytest.fixture(scope="module")
def relay():
    teams = [sample_deck(name) for name in ("sevens", "dragons", "sevens") * 2]
    return teams, format_settings("wrgp")


def party_invariants(s):
    m = s.mode
    assert all(len(stand) <= s.settings.stand_size for stand in m.stand)
    for p in range(s.n):
        if not s.alive[p]:
            assert not s.hand[p] and not m.stand[p]
            assert all(c < 0 for c in (*s.mzone[p], *s.szone[p]))
    out = [row[0] for row in m.eliminated]
    assert sorted(out) == [p for p in range(s.n) if not s.alive[p]]
    assert all(s.pos[c] == OFF for zone in m.zones() for c in zone)


@pytest.mark.parametrize("seed", range(12))
def test_random_party_games(table, party, seed):
    decks, settings = party
    s = new_game(decks, seed, table, settings, first=seed % 4)
    play_randomly(s, seed, party_invariants)
    result = outcome(s)
    assert result.reason in ("lp", "deck_out", "turn_limit")
    if result.winner is not None:
        assert s.alive == [p == result.winner for p in range(4)]


def relay_invariants(s):
    m = s.mode
    assert all(0 <= c <= s.settings.speed_world.max_counters for c in m.spc)
    if outcome(s) is not None:
        return
    assert sum(s.alive[:3]) == 1 and sum(s.alive[3:]) == 1 and s.alive[s.tp]
    for p in range(s.n):
        if not s.alive[p]:
            assert all(c < 0 for c in (*s.mzone[p], *s.szone[p])) and s.fzone[p] < 0


@pytest.mark.parametrize("seed", range(20))
def test_random_relay_matches(table, relay, seed):
    decks, settings = relay
    s = new_game(decks, seed, table, settings, first=(seed % 2) * 3)
    play_randomly(s, seed, relay_invariants)
    result = outcome(s)
    if result.reason != "turn_limit":
        loser_team = 1 - result.winner // 3
        assert s.mode.losses[-1][0] == loser_team * 3 + 2  # the team's 3rd duelist lost


@pytest.mark.parametrize("mode", ["party", "relay"])
def test_logs_replay_and_apply_is_pure(table, party, relay, mode):
    decks, settings = party if mode == "party" else relay
    s = new_game(decks, 7, table, settings, first=1 if mode == "party" else 3)
    before = fingerprint(s)
    after = apply(s, legal_actions(s)[0])
    assert fingerprint(s) == before and after.mode is not s.mode
    actions = play_randomly(s, 7)
    log = GameLog(seed=7, decks=decks, first=s.first, settings=settings, actions=actions)
    again = replay(GameLog.from_json(log.to_json()), table)
    assert fingerprint(again) == fingerprint(s)


def test_views_show_the_modes_own_state(table, party, relay):
    from validator.engine import view

    decks, settings = party
    s = new_game(decks, 3, table, settings, first=0)
    seen = view(s, 1)
    assert seen["players"][1]["stand"] == [s.infos[c].id for c in s.mode.stand[1]]
    assert seen["players"][0]["stand"] == 3 and seen["spell_deck"] == 30 - 12
    decks, settings = relay
    seen = view(new_game(decks, 3, table, settings, first=3), 0)
    assert [(p["team"], p["order"]) for p in seen["players"][2:4]] == [("A", 3), ("B", 1)]
    assert seen["speed_counters"] == {"A": 0, "B": 0}
