"""The WRGP relay with Speed World (docs/RULES.md section 4): one scenario per rule.

Seats 0-2 are team A's duelists in order, seats 3-5 team B's.
"""

import pytest

from validator.engine import Action, DeckList, lasting, legal_actions, new_game, outcome, step
from validator.engine.field import lose, place_field_spell, place_monster, place_spell
from validator.engine.lasting import Modifier, atk_of
from validator.engine.state import ATK, DEF, DRAW, FACEUP, MAIN, OFF, SET
from validator.playtest.modes import format_settings

FILLER, SKULL = 15154, 15781  # Dark Sorcerer (1500/0), Summoned Skull (2500/1200)
TRAP_HOLE, YAMI, FUSION = 15913, 16930, 16934
A1, A2, A3, B1, B2, B3 = range(6)


@pytest.fixture(scope="module")
def settings():
    return format_settings("wrgp")


def verbs(s):
    return [str(a) for a in legal_actions(s)]


def relay(table, settings, cards=None, turn=5, tp=A1, deck=30):
    """Both 1st duelists in, hands emptied, `tp` in the Main Phase of turn `turn`."""
    cards = cards or {}
    decks = [DeckList((FILLER,) * deck + tuple(cards.get(p, ()))) for p in range(6)]
    s = new_game(decks, 3, table, settings, first=A1)
    for p in (A1, B1):
        s.deck[p].extend(s.hand[p])
        s.hand[p].clear()
    s.turn, s.tp, s.phase = turn, tp, MAIN
    return s


def take(s, p, card_id):
    c = next(c for c in s.deck[p] if s.infos[c].id == card_id)
    s.deck[p].remove(c)
    return c


def monster(s, p, card_id=FILLER, pos=ATK):
    c = take(s, p, card_id)
    place_monster(s, p, c, pos)
    s.since[c] = 1
    return c


def test_format_settings(settings):
    assert settings.mode == "relay" and settings.team_size == 3
    assert settings.starting_lp == 8000 and settings.speed_world.max_counters == 12


def test_only_the_first_duelists_start(table, settings):
    s = new_game([DeckList((FILLER,) * 40)] * 6, 1, table, settings, first=B1)
    assert s.alive == [True, False, False, True, False, False]
    assert s.tp == B1 and len(s.hand[B1]) == 5 and len(s.hand[A1]) == 4
    assert [len(s.hand[p]) for p in (A2, A3, B2, B3)] == [0] * 4
    assert "battle" not in verbs(s) and s.mode.spc == [0, 0]  # no counters on the first turn
    step(s, Action("end"))
    assert s.tp == A1 and s.phase == DRAW  # a choice before the draw: baton touch
    step(s, Action("draw"))
    assert s.phase == MAIN and s.mode.spc == [2, 2]


def test_a_loss_ends_the_phase_and_the_turn_and_the_next_teammate_plays(table, settings):
    s = relay(table, settings)
    a, b = monster(s, A1), monster(s, A1)
    s.lp[B1] = 1000
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    # B1 lost: the Battle Phase ends, the turn runs to its end, B2 plays as going second.
    assert not s.alive[B1] and s.alive[B2] and s.tp == B2 and s.turn == 6
    assert s.phase == DRAW and len(s.hand[B2]) == 4  # an opening hand, then the Draw Phase
    step(s, Action("draw"))
    assert s.phase == MAIN and len(s.hand[B2]) == 5 and "battle" in verbs(s)
    assert s.flags[b] == 0 and s.mode.losses == [(B1, 5, "lp", A1)]


def test_a_turn_players_own_loss_hands_the_next_turn_to_their_teammate(table, settings):
    s = relay(table, settings, cards={B1: [SKULL]})
    a = monster(s, A1)
    skull = monster(s, B1, SKULL)
    s.lp[A1] = 500
    step(s, Action("battle"))
    step(s, Action("attack", (a, skull)))
    assert not s.alive[A1] and s.tp == A2 and s.turn == 6


def test_carry_over_of_each_zone_and_effects_applied_not_hand_gy_banished(table, settings):
    s = relay(table, settings, cards={B1: [SKULL, TRAP_HOLE, YAMI, FUSION]})
    attacker = monster(s, A1, FILLER)
    skull = monster(s, B1, SKULL, DEF)
    lasting.add(s, Modifier("atk", 300, skull, B1, -1, lasting.PERMANENT, s.turn))  # applied
    trap = take(s, B1, TRAP_HOLE)
    place_spell(s, B1, trap, SET)
    yami = take(s, B1, YAMI)
    place_field_spell(s, B1, yami, FACEUP)
    hand = take(s, B1, FUSION)
    s.hand[B1].append(hand)
    gone = take(s, B1, FILLER)
    s.gy[B1].append(gone)
    banished = take(s, B1, FILLER)
    s.banished[B1].append(banished)
    s.lp[B1] = 0
    step(s, Action("battle"))  # the loss is noticed after the action
    assert s.tp == B2 and skull in s.mzone[B2] and trap in s.szone[B2] and s.fzone[B2] == yami
    assert s.owner[skull] == s.owner[trap] == s.owner[yami] == B2
    assert atk_of(s, skull) == 2500 + 300 + 200 and s.pos[skull] == DEF  # Yami: Fiend +200
    assert s.hand[B1] == [hand] and s.gy[B1] == [gone] and s.banished[B1] == [banished]
    assert s.mzone[B1] == [-1] * 3 and s.fzone[B1] == -1 and attacker in s.mzone[A1]


def test_carried_cards_go_to_the_new_gy_but_back_to_the_original_owners_hand(table, settings):
    from validator.engine.field import to_gy, to_hand_from_field

    s = relay(table, settings)
    one, two = monster(s, B1), monster(s, B1)
    s.lp[B1] = 0
    step(s, Action("battle"))
    to_gy(s, one)
    to_hand_from_field(s, two)
    assert one in s.gy[B2] and two in s.hand[B1] and s.owner[two] == B1 == s.origin[two]


def test_a_loss_cannot_be_undone(table, settings):
    s = relay(table, settings)
    lose(s, B1, "lp")
    s.lp[B1] = 8000  # LP regained before the End Phase
    step(s, Action("battle"))
    assert not s.alive[B1] and s.tp == B2


def test_simultaneous_zero_lp_the_controller_of_the_cause_wins(table, settings):
    s = relay(table, settings)
    s.lp[A1] = s.lp[B1] = -100
    step(s, Action("battle"))  # A1's action brought both to 0
    assert s.alive[A1] and not s.alive[B1] and s.tp == B2 and s.lp[A1] == 0
    assert [row[0] for row in s.mode.losses] == [B1]
    step(s, Action("draw"))
    step(s, Action("end"))
    assert s.alive[A1] and s.tp == A1  # at 0 LP it stays in until it loses more


def test_baton_touch_before_the_draw(table, settings):
    s = relay(table, settings)
    keep = monster(s, A1)
    s.hand[A1].append(take(s, A1, FILLER))
    step(s, Action("end"))
    step(s, Action("draw"))  # B1 draws
    step(s, Action("end"))
    assert s.tp == A1 and s.phase == DRAW and verbs(s) == ["draw", "baton"]
    spc = list(s.mode.spc)
    step(s, Action("baton"))
    assert not s.alive[A1] and s.tp == A2 and keep in s.mzone[A2] and len(s.hand[A1]) == 1
    assert s.mode.spc == spc and s.mode.losses == []  # not a loss: no counters
    assert verbs(s) == ["draw", "baton"]  # A2 may hand over too, then draws
    step(s, Action("draw"))
    assert s.phase == MAIN and len(s.hand[A2]) == 5 and s.mode.spc == [x + 2 for x in spc]


def test_no_baton_touch_for_the_last_duelist_or_on_the_first_turn(table, settings):
    s = new_game([DeckList((FILLER,) * 40)] * 6, 1, table, settings, first=A1)
    assert s.phase == MAIN and s.turn == 1
    s = relay(table, settings)
    s.alive[A1], s.alive[A3] = False, True
    s.tp = B1
    step(s, Action("end"))
    assert s.tp == A3 and s.phase == MAIN


def test_the_team_whose_third_duelist_loses_loses(table, settings):
    s = relay(table, settings)
    s.alive[B1], s.alive[B3] = False, True
    a = monster(s, A1)
    s.lp[B3] = 1000
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    assert outcome(s) == (A1, "lp")


# ------------------------------------------------------------------------- Speed World


def test_counters_after_each_draw_capped(table, settings):
    s = relay(table, settings)
    s.mode.spc = [11, 4]
    step(s, Action("end"))
    step(s, Action("draw"))
    assert s.mode.spc == [12, 6]


@pytest.mark.parametrize(
    ("loser_number", "other_number", "gain"), [(1, 1, 4), (1, 2, 2), (2, 1, 4)]
)
def test_counters_on_a_loss(table, settings, loser_number, other_number, gain):
    s = relay(table, settings)
    s.alive[B1], s.alive[B1 + loser_number - 1] = False, True
    s.alive[A1], s.alive[A1 + other_number - 1] = False, True
    s.tp = A1 + other_number - 1
    s.lp[B1 + loser_number - 1] = 0
    step(s, Action("battle"))
    assert s.mode.spc[1] - s.mode.spc[0] == gain  # both gain the same after a draw


def test_damage_effect(table, settings):
    s = relay(table, settings)
    s.mode.spc = [4, 0]
    assert "speed 4" in verbs(s) and "speed 7" not in verbs(s)
    step(s, Action("speed", (4,)))
    assert s.lp[B1] == 8000 - 1600 and s.mode.spc == [0, 0] and s.mode.used[0] == [1, 0, 0]
    s.alive[A1], s.alive[A3] = False, True  # A = 3, B = 1: X = 2
    s.tp, s.mode.spc = A3, [4, 0]
    step(s, Action("speed", (4,)))
    assert s.lp[B1] == 8000 - 1600 - 1600 * 3
    s.alive[B1], s.alive[B3] = False, True
    s.alive[A3], s.alive[A1] = False, True  # A = 1 < B = 3: fixed 800
    s.tp, s.mode.spc = A1, [4, 0]
    step(s, Action("speed", (4,)))
    assert s.lp[B3] == 8000 - 800


def test_draw_effect(table, settings):
    s = relay(table, settings)
    s.mode.spc = [7, 0]
    step(s, Action("speed", (7,)))
    assert len(s.hand[A1]) == 1 and s.mode.spc == [0, 0]
    s.alive[A1], s.alive[A2] = False, True  # X = 1: 2 cards
    s.tp, s.mode.spc = A2, [7, 0]
    step(s, Action("speed", (7,)))
    assert len(s.hand[A2]) == 2


def test_destroy_effect(table, settings):
    s = relay(table, settings)
    mine = monster(s, A1)
    theirs = [monster(s, B1), monster(s, B1)]
    s.mode.spc = [10, 0]
    moves = [v for v in verbs(s) if v.startswith("speed 10")]
    assert len(moves) == 3 and f"speed 10 {mine}" in moves  # up to 1 card (X = 0)
    step(s, Action("speed", (10, theirs[0])))
    assert s.pos[theirs[0]] == OFF and theirs[0] in s.gy[B1] and s.mode.spc == [0, 0]
    s.alive[A1], s.alive[A2] = False, True
    s.mzone[A2], s.mzone[A1] = s.mzone[A1], [-1, -1, -1]
    s.tp, s.mode.spc = A2, [10, 0]
    assert f"speed 10 {mine} {theirs[1]}" in verbs(s)  # X = 1: up to 2 cards
    step(s, Action("speed", (10, mine, theirs[1])))
    assert s.pos[mine] == OFF and s.pos[theirs[1]] == OFF


def test_a_carried_card_shuffled_into_the_deck_goes_to_its_original_owners(table, settings):
    from types import SimpleNamespace

    from validator.engine.effects.operations import OPERATION_WORDS

    s = relay(table, settings)
    carried = monster(s, B1)
    s.lp[B1] = 0
    step(s, Action("battle"))
    assert s.owner[carried] == B2
    shuffle_in = OPERATION_WORDS["to_deck"].run(lambda s, c: [carried], "shuffle")
    shuffle_in(s, SimpleNamespace(p=A1, moved=()))
    assert carried in s.deck[B1] and carried not in s.deck[B2] and s.owner[carried] == B1
