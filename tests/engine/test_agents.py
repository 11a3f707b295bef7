"""The bundled agents: legal choices, seeded, and a greedy heuristic that beats random play."""

from validator.agents import AGENTS, GreedyAgent, RandomAgent
from validator.engine import Action, actor, legal_actions, new_game, outcome, play, step
from validator.engine.state import ATK, DEF, SET
from validator.playtest.samples import sample_deck

FILLER, DM, CAT, SKULL = 15154, 15410, 15159, 15781
DARK_HOLE, NEGATE = 18398, 19342


def play_out(table, agents, seed):
    s = new_game([sample_deck("sevens"), sample_deck("dragons")], seed, table, first=seed % 2)
    while outcome(s) is None:
        choices = legal_actions(s)
        action = agents[actor(s)].choose(s, choices)
        assert action in choices
        play(s, action)
    return outcome(s)


def test_random_agent_is_seeded(table):
    first = play_out(table, [RandomAgent(1), RandomAgent(2)], 5)
    again = play_out(table, [RandomAgent(1), RandomAgent(2)], 5)
    assert first == again


def test_greedy_beats_random_most_of_the_time(table):
    wins = sum(
        play_out(table, [GreedyAgent(seed), RandomAgent(seed)], seed).winner == 0
        for seed in range(12)
    )
    assert wins >= 10


def test_greedy_summons_its_strongest_monster_and_attacks_favourably(board):
    s = board.game(cards=([CAT, SKULL], [FILLER, DM]))
    board.hand(s, 0, CAT)
    board.monster(s, 0, FILLER)
    skull = board.hand(s, 0, SKULL)
    greedy = GreedyAgent(0)
    choice = greedy.choose(s, legal_actions(s))
    assert choice.verb == "summon" and choice.args[0] == skull  # Tribute 1500 ATK for 2500
    step(s, choice)
    weak = board.monster(s, 1, FILLER, ATK)
    strong = board.monster(s, 1, DM, DEF)
    step(s, Action("battle"))
    choice = greedy.choose(s, legal_actions(s))
    # destroying the 1500 ATK monster and dealing 1000 beats destroying the 2100 DEF one
    assert choice == Action("attack", (skull, weak))
    assert strong in s.mzone[1]


def test_greedy_uses_removal_and_traps(board):
    s = board.game(cards=([DARK_HOLE], [DM, DM]))
    hole = board.hand(s, 0, DARK_HOLE)
    board.monster(s, 1, DM)
    board.monster(s, 1, DM)
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("act", (hole,))

    s = board.game(cards=([DM], [NEGATE]))
    attacker = board.monster(s, 0, DM)
    trap = board.spell(s, 1, NEGATE, SET)
    step(s, Action("battle"))
    step(s, Action("attack", (attacker,)))
    assert GreedyAgent(0).choose(s, legal_actions(s)) == Action("act", (trap,))


def test_registry_names():
    assert {"random", "greedy"} <= set(AGENTS)
