"""Traps (Set, usable from the next turn, one per timing, non-turn player first) and effects."""

from validator.engine import Action, DeckList, actor, legal_actions, new_game, step
from validator.engine.field import place_spell
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, MAIN, OFF, SET

FILLER = 15154  # DARK Spellcaster 1500
DM = 15410
CAT = 15159  # 0 ATK
SAKURETSU, TRAP_HOLE, NEGATE, CYLINDER = 16768, 15913, 19342, 18403
SEVENS = 15150  # Sevens Road Magician: mill 1, +300 per Attribute in the GY, once per turn
HAMMER = 15208  # Hammer Crush: send 1 card from hand, destroy 1 opponent Spell/Trap


def verbs(s):
    return [str(a) for a in legal_actions(s)]


def attack_into_traps(board, traps, since=1):
    s = board.game(cards=([DM], traps))
    a = board.monster(s, 0, DM)
    set_traps = [board.spell(s, 1, t, SET, since=since) for t in traps]
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    return s, a, set_traps


def test_trap_set_this_turn_cannot_be_used(board):
    s, _a, _ = attack_into_traps(board, [SAKURETSU], since=3)
    assert s.window is None and s.lp[1] == 8000 - 2500


def test_trap_answers_an_attack_from_the_next_turn_on(board):
    s, a, (trap,) = attack_into_traps(board, [SAKURETSU])
    assert actor(s) == 1 and verbs(s) == ["pass", f"act {trap}"]
    step(s, Action("act", (trap,)))
    assert s.pos[a] == OFF and s.lp == [8000, 8000] and trap in s.gy[1]
    assert actor(s) == 0


def test_passing_lets_the_attack_through(board):
    s, a, _ = attack_into_traps(board, [SAKURETSU])
    step(s, Action("pass"))
    assert s.lp[1] == 8000 - 2500 and s.pos[a] == ATK


def test_only_one_trap_per_timing(board):
    s, _a, (cylinder, negate) = attack_into_traps(board, [CYLINDER, NEGATE])
    assert verbs(s) == ["pass", f"act {cylinder}", f"act {negate}"]
    step(s, Action("act", (cylinder,)))
    assert s.window is None and negate not in s.gy[1] and s.pos[negate] == SET
    assert s.lp == [8000 - 2500, 8000]  # the attack was negated and its ATK dealt as damage


def test_negate_attack_ends_the_battle_phase_attacks(board):
    s = board.game(cards=([DM, DM], [NEGATE]))
    a, b = board.monster(s, 0, DM), board.monster(s, 0, DM)
    trap = board.spell(s, 1, NEGATE, SET)
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    step(s, Action("act", (trap,)))
    assert s.lp == [8000, 8000] and verbs(s) == ["end"]
    assert s.pos[b] == ATK


def test_trap_condition_on_the_summoned_monster(board):
    s = board.game(cards=([CAT, DM], [TRAP_HOLE]))
    trap = board.spell(s, 1, TRAP_HOLE, SET)
    cat = board.hand(s, 0, CAT)
    step(s, Action("summon", (cat,)))
    assert s.window is None  # 0 ATK: Trap Hole needs 1000 or more
    low = board.hand(s, 0, FILLER)
    step(s, Action("summon", (low,)))
    assert actor(s) == 1
    step(s, Action("act", (trap,)))
    assert s.pos[low] == OFF and s.phase == MAIN and actor(s) == 0


def test_non_turn_players_choose_first_in_turn_order(table):
    decks = [DeckList((FILLER,) * 36 + (TRAP_HOLE,) * 4) for _ in range(3)]
    s = new_game(decks, seed=5, table=table)
    traps = {}
    for p in (1, 2):
        trap = next(c for c in s.deck[p] if s.infos[c].id == TRAP_HOLE)
        s.deck[p].remove(trap)
        place_spell(s, p, trap, SET)
        s.since[trap] = 0
        traps[p] = trap
    s.turn = 2
    low = next(c for c in s.hand[0] if s.infos[c].id == FILLER)
    step(s, Action("summon", (low,)))
    assert s.window.players == (1, 2) and actor(s) == 1
    step(s, Action("pass"))
    assert actor(s) == 2
    step(s, Action("act", (traps[2],)))
    assert s.pos[low] == OFF and s.window is None and s.pos[traps[1]] == SET


def test_monster_effect_once_per_turn(board):
    s = board.game(cards=([SEVENS, CAT], []))
    m = board.monster(s, 0, SEVENS)
    board.gy(s, 0, CAT)  # EARTH
    board.gy(s, 0, FILLER)  # DARK
    top = s.deck[0][-1]
    step(s, Action("act", (m,)))
    attributes = {s.infos[c].attribute for c in s.gy[0]}
    assert top in s.gy[0] and atk_of(s, m) == 2100 + 300 * len(attributes)
    assert f"act {m}" not in verbs(s)
    step(s, Action("end"))
    step(s, Action("end"))
    assert atk_of(s, m) == 2100 and f"act {m}" in verbs(s)


def test_face_down_monster_cannot_use_its_effect(board):
    s = board.game(cards=([SEVENS], []))
    from validator.engine.state import FACEDOWN

    board.gy(s, 0, FILLER)  # its requirement: a monster in the GY
    m = board.monster(s, 0, SEVENS, FACEDOWN)
    assert f"act {m}" not in verbs(s)
    s.pos[m] = DEF
    assert f"act {m}" in verbs(s)


def test_spell_with_a_cost_and_a_target(board):
    s = board.game(cards=([HAMMER, CAT], [SAKURETSU]))
    hammer, cat = board.hand(s, 0, HAMMER), board.hand(s, 0, CAT)
    trap = board.spell(s, 1, SAKURETSU, SET)
    assert verbs(s).count(f"act {hammer} {cat}") == 1  # the cost; the target as it resolves
    step(s, Action("act", (hammer, cat)))  # one Spell/Trap to destroy: no choice to make
    assert {hammer, cat} <= set(s.gy[0]) and trap in s.gy[1] and s.hand[0] == []
