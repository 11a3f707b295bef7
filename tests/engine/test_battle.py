"""docs/RULES.md section 6, Battle: direct attacks, ATK vs ATK, ATK vs DEF, flips and piercing."""

import pytest

from validator.engine import Action, legal_actions, outcome, step
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF

FILLER = 15154  # 1500 ATK / 0 DEF
DM = 15410  # 2500 / 2100
BEWD = 15184  # 3000 / 2500
CAT = 15159  # 0 / 1400
GOAT = 15670  # 0 / 1400
SWORDSMAN = 16962  # 1100 / 1100
PIERCE = 15204  # Pierce!
SPEAR = 18984  # The Magical Grace Spear: +200 ATK and piercing for a Spellcaster


def battle(board, mine, theirs, my_pos=ATK, their_pos=ATK):
    s = board.game(cards=([mine], [theirs] if theirs else []))
    a = board.monster(s, 0, mine, my_pos)
    t = board.monster(s, 1, theirs, their_pos) if theirs else -1
    step(s, Action("battle"))
    return s, a, t


def test_direct_attack_only_when_the_opponent_has_no_monster(board):
    s, a, _ = battle(board, DM, None)
    assert [str(x) for x in legal_actions(s)] == [f"attack {a}", "end"]
    step(s, Action("attack", (a,)))
    assert s.lp[1] == 8000 - 2500
    s2, a2, t2 = battle(board, DM, FILLER)
    assert f"attack {a2}" not in [str(x) for x in legal_actions(s2)]
    assert f"attack {a2} {t2}" in [str(x) for x in legal_actions(s2)]


@pytest.mark.parametrize(
    ("mine", "theirs", "lost", "lp0", "lp1"),
    [
        (DM, FILLER, "target", 8000, 7000),  # higher ATK destroys, difference to the loser
        (FILLER, DM, "attacker", 7000, 8000),  # lower ATK: the attacker is destroyed
        (FILLER, FILLER, "both", 8000, 8000),  # equal ATK: both destroyed, no damage
        (CAT, GOAT, "none", 8000, 8000),  # both 0 ATK: nothing happens
    ],
)
def test_attack_position_battles(board, mine, theirs, lost, lp0, lp1):
    s, a, t = battle(board, mine, theirs)
    step(s, Action("attack", (a, t)))
    gone = {c for c in (a, t) if s.pos[c] == OFF}
    expected = {"target": {t}, "attacker": {a}, "both": {a, t}, "none": set()}[lost]
    assert gone == expected
    assert s.lp == [lp0, lp1]


@pytest.mark.parametrize(
    ("mine", "theirs", "destroyed", "lp0"),
    [
        (DM, SWORDSMAN, True, 8000),  # higher ATK than DEF: destroyed, no damage
        (SWORDSMAN, SWORDSMAN, False, 8000),  # equal: nothing
        (FILLER, DM, False, 7400),  # lower: attacker's controller takes 2100 - 1500
    ],
)
def test_defense_position_battles(board, mine, theirs, destroyed, lp0):
    s, a, t = battle(board, mine, theirs, their_pos=DEF)
    step(s, Action("attack", (a, t)))
    assert (s.pos[t] == OFF) is destroyed
    assert s.lp == [lp0, 8000]
    assert s.pos[a] == ATK


def test_face_down_target_is_flipped_face_up_first(board):
    s, a, t = battle(board, FILLER, DM, their_pos=FACEDOWN)
    step(s, Action("attack", (a, t)))
    assert s.pos[t] == DEF and s.lp[0] == 8000 - 600


def test_piercing_from_a_spell_and_from_an_equip(board):
    s = board.game(cards=([DM, PIERCE], [SWORDSMAN]))
    a = board.monster(s, 0, DM)
    t = board.monster(s, 1, SWORDSMAN, DEF)
    pierce = board.hand(s, 0, PIERCE)
    step(s, Action("act", (pierce,)))  # its only face-up monster: chosen as it resolves
    step(s, Action("battle"))
    step(s, Action("attack", (a, t)))
    assert s.lp[1] == 8000 - (2500 - 1100)

    s = board.game(cards=([DM, SPEAR], [SWORDSMAN]))
    a = board.monster(s, 0, DM)
    t = board.monster(s, 1, SWORDSMAN, DEF)
    spear = board.hand(s, 0, SPEAR)
    step(s, Action("act", (spear, a)))
    assert s.pos[spear] == FACEUP
    step(s, Action("battle"))
    step(s, Action("attack", (a, t)))
    assert s.lp[1] == 8000 - (2700 - 1100)


def test_each_attack_position_monster_attacks_once(board):
    s = board.game(cards=([DM, FILLER], []))
    a = board.monster(s, 0, DM)
    d = board.monster(s, 0, FILLER, DEF)
    step(s, Action("battle"))
    assert [str(x) for x in legal_actions(s)] == [f"attack {a}", "end"]  # not the DEF one
    step(s, Action("attack", (a,)))
    assert [str(x) for x in legal_actions(s)] == ["end"]
    assert s.pos[d] == DEF


def test_reaching_zero_lp_loses(board):
    s, a, _ = battle(board, DM, None)
    s.lp[1] = 2500
    step(s, Action("attack", (a,)))
    assert outcome(s) == (0, "lp")
    assert legal_actions(s) == []


TWIN_EDGE, DRAGIAS, CYBER_END = 15169, 15164, 18348


def test_a_second_attack_from_an_effect(board):
    s = board.game(cards=([TWIN_EDGE, FILLER], []))
    twin = board.monster(s, 0, TWIN_EDGE)
    cost = board.hand(s, 0, FILLER)
    step(s, Action("act", (twin, cost)))
    step(s, Action("battle"))
    step(s, Action("attack", (twin,)))
    assert [str(a) for a in legal_actions(s)] == [f"attack {twin}", "end"]
    step(s, Action("attack", (twin,)))
    assert [str(a) for a in legal_actions(s)] == ["end"] and s.lp[1] == 8000 - 2000


def test_a_second_attack_only_after_destroying_a_monster(board):
    s = board.game(cards=([DRAGIAS], [FILLER, DM]))
    dragias = board.monster(s, 0, DRAGIAS)  # 2500 ATK
    step(s, Action("act", (dragias,)))
    strong = board.monster(s, 1, DM, DEF)  # 2100 DEF: destroyed
    step(s, Action("battle"))
    step(s, Action("attack", (dragias, strong)))
    assert f"attack {dragias}" in [str(a) for a in legal_actions(s)]
    s2 = board.game(cards=([DRAGIAS], [BEWD]))
    d2 = board.monster(s2, 0, DRAGIAS)
    step(s2, Action("act", (d2,)))
    wall = board.monster(s2, 1, BEWD, DEF)  # 2500 DEF: not destroyed
    step(s2, Action("battle"))
    step(s2, Action("attack", (d2, wall)))
    assert [str(a) for a in legal_actions(s2)] == ["end"]


def test_a_monster_that_pierces_by_its_own_effect(board):
    s = board.game(cards=([], [SWORDSMAN]), extra=([CYBER_END], []))
    end = s.extra[0].pop()
    from validator.engine.field import place_monster

    place_monster(s, 0, end, ATK)
    t = board.monster(s, 1, SWORDSMAN, DEF)
    step(s, Action("battle"))
    step(s, Action("attack", (end, t)))
    assert s.lp[1] == 8000 - (4000 - 1100)
