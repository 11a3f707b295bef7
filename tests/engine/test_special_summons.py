"""docs/RULES.md section 6: Maximum Summon and Mode, Fusion, Ritual, Equip and Field Spells."""

from validator.engine import Action, legal_actions, step
from validator.engine.field import monsters, to_hand_from_field
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF, PART

FILLER = 15154  # Dark Sorcerer, DARK Spellcaster 1500/0
CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord: MAXIMUM ATK 3500
SKULL, DM = 15781, 15410
FUSION, MANIPULATOR, SWORDSMAN, FLAME_SWORDSMAN = 16934, 16960, 16962, 16956
RITUAL, BLACK_CHAOS = 21597, 21588  # Black Magic Ritual, Magician of Black Chaos (Level 8)
YAMI, SOGEN = 16930, 16173
SWORD = 18896  # Legendary Sword: equip a Warrior, +300 ATK/DEF
DARK_HOLE = 18398


def verbs(s):
    return [str(a) for a in legal_actions(s)]


def maximum_board(board, others=0, theirs=()):
    s = board.game(cards=([CENTRE, LEFT, RIGHT, SKULL, DM], list(theirs)))
    pieces = [board.hand(s, 0, x) for x in (CENTRE, LEFT, RIGHT)]
    field = [board.monster(s, 0, FILLER) for _ in range(others)]
    return s, pieces, field


def test_maximum_summon_sends_monsters_and_occupies_three_zones_as_one(board):
    s, (c, left, right), field = maximum_board(board, others=2)
    assert f"max {c}" in verbs(s)
    step(s, Action("max", (c,)))
    assert set(field) <= set(s.gy[0])
    assert s.mzone[0] == [left, c, right]
    assert monsters(s, 0) == [c]
    assert s.pos[c] == ATK and s.pos[left] == s.pos[right] == PART
    assert atk_of(s, c) == 3500
    # no more Level 4 summons: every zone is taken
    low = board.hand(s, 0, FILLER)
    assert f"summon {low}" not in verbs(s)


def test_maximum_mode_attacks_once_and_never_changes_position(board):
    s, (c, _, _), _ = maximum_board(board)
    step(s, Action("max", (c,)))
    s.turn += 1
    for m in s.mzone[0]:
        s.since[m] = 1
    assert f"pos {c}" not in verbs(s)
    step(s, Action("battle"))
    assert verbs(s) == [f"attack {c}", "end"]
    step(s, Action("attack", (c,)))
    assert s.lp[1] == 8000 - 3500 and verbs(s) == ["end"]


def test_maximum_monster_is_one_tribute_for_level_5_6_only(board):
    s, (c, left, right), _ = maximum_board(board)
    skull = board.hand(s, 0, SKULL)
    dm = board.hand(s, 0, DM)
    step(s, Action("max", (c,)))
    assert f"summon {skull} {c}" in verbs(s)
    assert not [v for v in verbs(s) if v.startswith(f"summon {dm}")]
    step(s, Action("summon", (skull, c)))
    assert set(s.gy[0]) >= {c, left, right} and monsters(s, 0) == [skull]


def test_maximum_pieces_leave_together(board):
    s, (c, left, right), _ = maximum_board(board)
    step(s, Action("max", (c,)))
    opp_hole = board.hand(s, 0, FILLER)  # keep the hand non-empty
    assert opp_hole in s.hand[0]
    from validator.engine.field import to_gy

    to_gy(s, c)
    assert all(s.pos[x] == OFF for x in (c, left, right))
    assert s.mzone[0] == [-1, -1, -1] and {c, left, right} <= set(s.gy[0])


def test_pieces_summoned_one_by_one_are_ordinary_monsters(board):
    s, (_c, left, _right), _ = maximum_board(board)
    step(s, Action("summon", (left,)))
    assert s.pos[left] == ATK and s.maxc[left] == -1 and atk_of(s, left) == 800


def test_fusion_uses_the_named_face_up_materials(board):
    s = board.game(cards=([FUSION, MANIPULATOR, SWORDSMAN], []), extra=([FLAME_SWORDSMAN], []))
    fusion = board.hand(s, 0, FUSION)
    a = board.monster(s, 0, MANIPULATOR)
    b = board.monster(s, 0, SWORDSMAN, FACEDOWN)
    fs = s.extra[0][0]
    assert not [v for v in verbs(s) if v.startswith(f"act {fusion} ")]  # b is face-down
    s.pos[b] = DEF
    options = [v for v in verbs(s) if v.startswith(f"act {fusion} ")]
    assert options == [f"act {fusion} {fs} {a} {b}"]
    step(s, Action.parse(options[0]))
    assert verbs(s) == ["position 1", "position 2"]  # face-up Attack or Defense Position
    step(s, Action("position", (DEF,)))
    assert monsters(s, 0) == [fs] and s.pos[fs] == DEF
    assert {a, b, fusion} <= set(s.gy[0])
    to_hand_from_field(s, fs)
    assert fs in s.extra[0] and fs not in s.hand[0]  # Fusion monsters go back to the Extra Deck


def test_ritual_uses_no_more_monsters_than_needed(board):
    s = board.game(cards=([RITUAL, DM, SKULL], []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, RITUAL)
    dm = board.monster(s, 0, DM)  # Level 7
    low = board.monster(s, 0, FILLER)  # Level 4
    skull = board.monster(s, 0, SKULL)  # Level 6
    chaos = s.extra[0][0]
    options = [a.args for a in legal_actions(s) if a.args[:2] == (ritual, chaos)]
    # Level 8 needed: 7+4, 7+6, 4+6; never all three (one would be more than needed)
    assert sorted(frozenset(o[2:]) for o in options) == sorted(
        [frozenset((dm, low)), frozenset((dm, skull)), frozenset((low, skull))]
    )
    step(s, Action("act", (ritual, chaos, dm, skull)))
    step(s, Action("position", (ATK,)))
    assert s.pos[chaos] == ATK and s.pos[low] == ATK and {dm, skull} <= set(s.gy[0])


def test_equip_stays_and_leaves_with_the_monster_or_when_it_turns_face_down(board):
    s = board.game(cards=([SWORD, SWORD, SWORDSMAN], []))
    sword = board.hand(s, 0, SWORD)
    m = board.monster(s, 0, SWORDSMAN)
    step(s, Action("act", (sword, m)))
    assert s.pos[sword] == FACEUP and atk_of(s, m) == 1400 and def_of(s, m) == 1400
    from validator.engine.field import set_facedown, to_gy

    set_facedown(s, m)
    assert sword in s.gy[0]
    s.pos[m] = ATK
    sword2 = board.hand(s, 0, SWORD)
    step(s, Action("act", (sword2, m)))
    to_gy(s, m)
    assert sword2 in s.gy[0] and s.pos[sword2] == OFF


def test_equip_needs_a_matching_face_up_target(board):
    s = board.game(cards=([SWORD], []))
    sword = board.hand(s, 0, SWORD)
    board.monster(s, 0, FILLER)  # a Spellcaster, not a Warrior
    assert not [v for v in verbs(s) if v.startswith(f"act {sword}")]


def test_field_spell_changes_stats_and_a_new_one_replaces_the_old(board):
    s = board.game(cards=([YAMI, SOGEN], [SWORDSMAN]))
    mine = board.monster(s, 0, FILLER)  # Spellcaster
    theirs = board.monster(s, 1, SWORDSMAN)  # Warrior
    yami = board.hand(s, 0, YAMI)
    step(s, Action("act", (yami,)))
    assert s.fzone[0] == yami and atk_of(s, mine) == 1700 and atk_of(s, theirs) == 1100
    sogen = board.hand(s, 0, SOGEN)
    step(s, Action("act", (sogen,)))
    assert s.fzone[0] == sogen and yami in s.gy[0]
    assert atk_of(s, mine) == 1500 and atk_of(s, theirs) == 1300


def test_spell_set_can_be_activated_the_same_turn(board):
    s = board.game(cards=([DARK_HOLE], [FILLER]))
    hole = board.hand(s, 0, DARK_HOLE)
    mine = board.monster(s, 0, FILLER)
    step(s, Action("set", (hole,)))
    assert f"act {hole}" in verbs(s)
    step(s, Action("act", (hole,)))
    assert s.pos[mine] == OFF and hole in s.gy[0] and monsters(s, 1) == []


def test_ritual_spell_that_takes_materials_from_the_hand(board):
    s = board.game(cards=([RITUAL, DM], []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, RITUAL)  # Black Magic Ritual: monsters from hand or field
    dm = board.monster(s, 0, DM)  # Level 7 on the field
    low = [board.hand(s, 0, FILLER), board.hand(s, 0, FILLER)]  # two copies: one choice
    chaos = s.extra[0][0]
    options = [a.args[2:] for a in legal_actions(s) if a.args[:2] == (ritual, chaos)]
    # 7 + 4 (either copy is the same choice), or the two Level 4s from the hand: 8
    assert sorted(map(sorted, options)) == sorted([sorted((dm, low[0])), sorted(low)])
    step(s, Action("act", (ritual, chaos, dm, low[0])))
    step(s, Action("position", (ATK,)))
    assert s.pos[chaos] == ATK and low[0] in s.gy[0] and low[1] in s.hand[0]


SAKURETSU = 16768


def test_maximum_mode_protection_from_the_opponents_traps_only(board):
    from validator.engine.state import SET

    s, (c, _, _), _ = maximum_board(board, theirs=[SAKURETSU])
    step(s, Action("max", (c,)))
    s.turn, s.tp = 4, 0
    for m in s.mzone[0]:
        s.since[m] = 1
    trap = board.spell(s, 1, SAKURETSU, SET)
    step(s, Action("battle"))
    step(s, Action("attack", (c,)))
    step(s, Action("act", (trap,)))  # Sakuretsu Armor: "destroy the attacking monster"
    assert s.pos[c] == ATK and trap in s.gy[1] and s.lp[1] == 8000 - 3500


def test_a_maximum_piece_effect_raises_the_whole_monster(board):
    s, (c, _, right), _ = maximum_board(board, theirs=[DM])
    step(s, Action("max", (c,)))
    theirs = board.monster(s, 1, DM)  # Level 7
    step(s, Action("act", (right,)))  # [R]: + Level x 200 of the only face-up monster
    assert atk_of(s, c) == 3500 + 7 * 200 and s.pos[theirs] == ATK
    assert f"act {right}" not in verbs(s)  # once per turn


BLOCK_ATTACK, DARKNESS = 15659, 15229  # change to Defense Position; to face-down Defense


def test_a_position_change_never_chooses_a_monster_in_maximum_mode(board):
    s, (c, _, _), _ = maximum_board(board, theirs=[BLOCK_ATTACK, DARKNESS, DM, DM, FILLER])
    step(s, Action("max", (c,)))
    s.tp = 1
    block, darkness = board.hand(s, 1, BLOCK_ATTACK), board.hand(s, 1, DARKNESS)
    costs = [board.hand(s, 1, DM), board.hand(s, 1, DM)]
    moves = verbs(s)
    assert f"act {block}" not in moves  # its only Attack Position target is in Maximum Mode
    assert not any(v.startswith(f"act {darkness}") for v in moves)  # nothing to choose
    own = board.monster(s, 1, FILLER)
    step(s, Action("act", (darkness, *costs)))  # the one face-up monster not in Maximum Mode
    assert s.pos[own] == FACEDOWN and s.pos[c] == ATK
