"""docs/RULES.md section 6: draw rule, deck-out, Normal Summon and Set, Tributes, positions,
zone limits."""

from validator.engine import Action, legal_actions, new_game, outcome, step
from validator.engine.field import monsters
from validator.engine.state import ATK, BATTLE, DEF, FACEDOWN, FACEUP, SET, DeckList

DM, SKULL, BEWD, CAT = 15410, 15781, 15184, 15159
FILLER = 15154
POT = 16372  # Pot of Greed
TRAP_HOLE = 15913


def verbs(s):
    return [str(a) for a in legal_actions(s)]


def test_opening_hands_and_first_player_draws_on_turn_one(table):
    decks = [DeckList((FILLER,) * 40), DeckList((FILLER,) * 40)]
    s = new_game(decks, seed=3, table=table, first=1)
    assert s.tp == 1 and s.turn == 1
    assert len(s.hand[1]) == 5  # 4 + the Draw Phase draw, going first
    assert len(s.hand[0]) == 4
    assert len(s.deck[1]) == 35 and len(s.deck[0]) == 36


def test_draw_until_five_or_one_and_no_hand_limit(board):
    s = board.game()
    for _ in range(2):
        board.hand(s, 1, FILLER)
    step(s, Action("end"))
    assert s.tp == 1 and len(s.hand[1]) == 5  # drew 3
    for _ in range(3):
        board.hand(s, 0, FILLER)
    for _ in range(4):
        board.hand(s, 0, FILLER)
    step(s, Action("end"))
    assert s.tp == 0 and len(s.hand[0]) == 8  # 7 in hand: draws 1, keeps all 8


def test_player_who_cannot_draw_the_full_number_loses(board):
    s = board.game()
    del s.deck[1][2:]
    step(s, Action("end"))  # player 1 needs 5 cards, has 2
    assert outcome(s) == (0, "deck_out")


def test_normal_summon_and_set_without_limit(board):
    s = board.game()
    cards = [board.hand(s, 0, FILLER) for _ in range(3)]
    step(s, Action("summon", (cards[0],)))
    step(s, Action("set", (cards[1],)))
    step(s, Action("summon", (cards[2],)))
    assert [s.pos[c] for c in cards] == [ATK, FACEDOWN, ATK]
    assert len(monsters(s, 0)) == 3


def test_level_5_6_need_one_tribute_and_7_plus_two(board):
    s = board.game(cards=([SKULL, DM], []))
    skull, dm = board.hand(s, 0, SKULL), board.hand(s, 0, DM)
    a = board.monster(s, 0, FILLER)
    assert f"summon {skull} {a}" in verbs(s) and f"summon {skull}" not in verbs(s)
    assert not [x for x in verbs(s) if x.startswith(f"summon {dm}")]  # only 1 monster
    b = board.monster(s, 0, FILLER, pos=FACEDOWN)
    assert f"summon {dm} {a} {b}" in verbs(s) and f"set {dm} {a} {b}" in verbs(s)
    step(s, Action("summon", (dm, a, b)))
    assert monsters(s, 0) == [dm] and s.pos[dm] == ATK
    assert set(s.gy[0]) == {a, b}


def test_three_monsters_block_level_4_but_not_tribute_summons(board):
    s = board.game(cards=([SKULL], []))
    low, skull = board.hand(s, 0, FILLER), board.hand(s, 0, SKULL)
    field = [board.monster(s, 0, FILLER) for _ in range(3)]
    assert not [x for x in verbs(s) if x.startswith(f"summon {low}") or x == f"set {low}"]
    assert {f"summon {skull} {m}" for m in field} <= set(verbs(s))


def test_position_change_once_per_turn_only_if_on_field_since_previous_turn(board):
    s = board.game()
    old = board.monster(s, 0, FILLER, since=1)
    new = board.hand(s, 0, FILLER)
    step(s, Action("summon", (new,)))
    assert f"pos {old}" in verbs(s) and f"pos {new}" not in verbs(s)
    step(s, Action("pos", (old,)))
    assert s.pos[old] == DEF and f"pos {old}" not in verbs(s)


def test_face_down_monster_flips_to_face_up_attack(board):
    s = board.game()
    m = board.monster(s, 0, FILLER, pos=FACEDOWN, since=1)
    step(s, Action("pos", (m,)))
    assert s.pos[m] == ATK


def test_full_spell_trap_zone_blocks_activating_and_setting_from_hand(board):
    s = board.game(cards=([POT, TRAP_HOLE, TRAP_HOLE, TRAP_HOLE], []))
    pot = board.hand(s, 0, POT)
    assert f"act {pot}" in verbs(s) and f"set {pot}" in verbs(s)
    for _ in range(3):
        board.spell(s, 0, TRAP_HOLE, SET)
    assert not [x for x in verbs(s) if x.split()[1:2] == [str(pot)]]


YAMI, SOGEN = 16930, 16173  # Field Spells


def test_a_field_spell_goes_to_the_field_zone_whatever_the_spell_trap_zones_hold(board):
    s = board.game(cards=([YAMI, SOGEN, TRAP_HOLE, TRAP_HOLE, TRAP_HOLE, POT], []))
    for _ in range(3):
        board.spell(s, 0, TRAP_HOLE, SET)
    yami, sogen, pot = board.hand(s, 0, YAMI), board.hand(s, 0, SOGEN), board.hand(s, 0, POT)
    moves = verbs(s)
    assert f"act {yami}" in moves and f"set {yami}" in moves  # the zones are full
    assert f"act {pot}" not in moves and f"set {pot}" not in moves
    step(s, Action("set", (yami,)))  # Set in the Field Zone, not a Spell & Trap Zone
    assert s.fzone[0] == yami and s.pos[yami] == SET and yami not in s.szone[0]
    assert f"act {yami}" in verbs(s)  # a Set Field Spell is activated where it stands
    step(s, Action("act", (sogen,)))  # a new Field Spell replaces the old one
    assert s.fzone[0] == sogen and yami in s.gy[0] and s.pos[sogen] == FACEUP


def test_a_deck_of_more_than_512_cards_plays(table):
    import random

    decks = [DeckList((FILLER, SKULL, POT) * 200), DeckList((FILLER,) * 700)]
    s = new_game(decks, seed=4, table=table)
    assert len(s.infos) == 1300
    rng = random.Random(4)
    for _ in range(300):
        if outcome(s) is not None:
            break
        step(s, rng.choice(legal_actions(s)))
    assert any(c >= 512 for zone in (*s.mzone, *s.hand) for c in zone)


def test_no_battle_on_the_first_players_first_turn(board):
    s = board.game(turn=1)
    assert "battle" not in verbs(s)
    s.turn = 2
    assert "battle" in verbs(s)
    step(s, Action("battle"))
    assert s.phase == BATTLE


def test_illegal_action_is_refused(board):
    import pytest

    from validator.engine import IllegalAction

    s = board.game()
    with pytest.raises(IllegalAction):
        step(s, Action("summon", (0,)))


def test_with_three_players_a_loser_is_skipped_and_the_last_one_standing_wins(table):
    decks = [DeckList((FILLER,) * 40)] * 3
    s = new_game(decks, seed=2, table=table)
    del s.deck[1][1:]
    assert s.order == [0, 1, 2] and s.tp == 0
    step(s, Action("end"))  # player 1 draws its last card
    assert s.tp == 1 and s.deck[1] == []
    for _ in range(3):
        step(s, Action("end"))  # ... players 2 and 0, then player 1 cannot draw: out
    assert s.alive == [True, False, True] and s.tp == 2 and outcome(s) is None
    s.lp[2] = 0
    step(s, Action("end"))
    assert outcome(s) == (0, "lp")


def test_a_deck_too_small_for_the_opening_hand_loses_at_once(table):
    decks = [DeckList((FILLER,) * 40), DeckList((FILLER,) * 3)]
    s = new_game(decks, seed=2, table=table)
    assert outcome(s) == (0, "deck_out") and legal_actions(s) == []
