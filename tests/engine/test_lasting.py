"""Lasting effects expire exactly when their text says: the end of this turn, the end of the
opponent's next turn (across a relay hand-over and a party's turn order), while their source
stays face-up, in Maximum Mode or equipped, permanently; and reads consult them."""

from __future__ import annotations

import pytest

from validator.engine import Action, DeckList, lasting, new_game, step
from validator.engine.field import destroy, place_monster, place_spell, set_facedown, to_gy
from validator.engine.lasting import Modifier, atk_of, facts, in_force
from validator.engine.state import ATK, FACEDOWN, FACEUP, MAIN
from validator.playtest.modes import format_settings, party_settings

FILLER, DM = 15154, 15410  # Dark Sorcerer 1500 ATK Lv4 Spellcaster, Dark Magician 2500
SWORD, WARRIOR = 18896, 16962  # Legendary Sword (equip a Warrior), Masaki 1100 ATK Warrior
CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord


def boost(s, m, until, while_="", source=-1, amount=500):
    lasting.add(s, Modifier("atk", amount, m, s.owner[m], source, until, s.turn, while_))


def end(s):
    step(s, Action("end"))


def test_this_turn_ends_with_the_turn(board):
    s = board.game()
    m = board.monster(s, 0, FILLER)
    boost(s, m, lasting.END_OF_TURN)
    assert atk_of(s, m) == 2000
    end(s)
    assert atk_of(s, m) == 1500 and s.lasting == []


def test_the_opponents_next_turn_outlasts_the_own_end_of_turn(board):
    s = board.game()
    m = board.monster(s, 0, FILLER)
    boost(s, m, lasting.END_OF_OPP_NEXT_TURN)
    end(s)  # the end of this turn: not yet
    assert s.tp == 1 and atk_of(s, m) == 2000
    end(s)  # the end of the opponent's next turn
    assert s.tp == 0 and atk_of(s, m) == 1500


def test_made_on_the_opponents_turn_it_lasts_to_the_end_of_their_next_turn(board):
    s = board.game(tp=1)
    m = board.monster(s, 0, FILLER)
    boost(s, m, lasting.END_OF_OPP_NEXT_TURN)  # made by player 0 during player 1's turn
    end(s)
    assert s.tp == 0 and atk_of(s, m) == 2000  # the turn it was made in does not count
    end(s)
    assert s.tp == 1 and atk_of(s, m) == 2000
    end(s)
    assert atk_of(s, m) == 1500


def test_permanent_until_the_card_leaves_the_field_or_turns_face_down(board):
    s = board.game()
    m, n = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    boost(s, m, lasting.PERMANENT)
    boost(s, n, lasting.PERMANENT)
    for _ in range(4):
        end(s)
    assert atk_of(s, m) == atk_of(s, n) == 2000
    to_gy(s, m)
    set_facedown(s, n)
    assert s.lasting == []


def test_while_its_source_is_face_up(board):
    s = board.game(cards=([DM], []))
    source, m = board.monster(s, 0, DM), board.monster(s, 0, FILLER)
    boost(s, m, lasting.PERMANENT, lasting.WHILE_FACEUP, source)
    end(s)
    end(s)
    assert atk_of(s, m) == 2000
    set_facedown(s, source)
    assert atk_of(s, m) == 1500


def test_while_equipped(board):
    s = board.game(cards=([SWORD, WARRIOR], []))
    m = board.monster(s, 0, WARRIOR)
    sword = board.spell(s, 0, SWORD, FACEUP)
    s.equip[sword] = m
    assert atk_of(s, m) == 1100 + 300  # the Equip's own static change
    other = board.monster(s, 0, FILLER)
    boost(s, other, lasting.PERMANENT, lasting.WHILE_EQUIPPED, sword)
    assert atk_of(s, other) == 2000
    destroy(s, sword, "effect", 1)
    assert atk_of(s, other) == 1500 and atk_of(s, m) == 1100


def test_while_in_maximum_mode(board):
    s = board.game(cards=([CENTRE, LEFT, RIGHT], []))
    for card in (CENTRE, LEFT, RIGHT):
        board.hand(s, 0, card)
    centre = next(c for c in s.hand[0] if s.infos[c].id == CENTRE)
    step(s, Action("max", (centre,)))
    left = next(c for c in s.mzone[0] if s.infos[c].id == LEFT)
    boost(s, centre, lasting.PERMANENT, lasting.WHILE_MAXIMUM, left)
    assert atk_of(s, centre) == 3500 + 500  # its MAXIMUM ATK and the boost
    to_gy(s, centre)
    assert s.lasting == []


def test_a_player_rule_ends_with_the_turn_and_binds_only_its_player(board):
    s = board.game(cards=([DM], []))
    dm, filler = board.monster(s, 0, DM), board.monster(s, 0, FILLER)
    only_dm = lasting.Modifier(
        lasting.ONLY_ATTACK_WITH, "", -1, 0, -1, lasting.END_OF_TURN, s.turn, "", _ids([DM])
    )
    lasting.add(s, only_dm)
    step(s, Action("battle"))
    attackers = {a.args[0] for a in _attacks(s)}
    assert attackers == {dm} and filler not in attackers
    end(s)
    end(s)
    step(s, Action("battle"))
    assert {a.args[0] for a in _attacks(s)} == {dm, filler}


def test_reads_consult_level_name_type_and_attribute_changes(board):
    s = board.game()
    m = board.monster(s, 0, FILLER)
    for rule, value in (("level", 2), ("name", DM), ("race", "Dragon"), ("attribute", "LIGHT")):
        lasting.add(s, Modifier(rule, value, m, 0, -1, lasting.END_OF_TURN, s.turn))
    now = facts(s, m)
    assert (now.level, now.name_id, now.race, now.attribute) == (6, DM, "Dragon", "LIGHT")
    assert s.infos[m].level == 4  # the printed facts stay as they are
    end(s)
    assert facts(s, m) is s.infos[m]


@pytest.fixture(scope="module")
def relay_settings():
    return format_settings("wrgp")


def test_across_a_relay_hand_over_the_opponents_next_turn_is_the_other_teams(table, relay_settings):
    decks = [DeckList((FILLER,) * 40) for _ in range(6)]
    s = new_game(decks, 3, table, relay_settings, first=0)
    s.turn, s.tp, s.phase = 5, 0, MAIN
    m = s.hand[0].pop()
    place_monster(s, 0, m, ATK)
    boost(s, m, lasting.END_OF_OPP_NEXT_TURN)
    s.lp[0] = 0
    step(s, Action("battle"))  # the loss ends the turn; the 2nd duelist takes the field over
    assert s.tp == 1 and m in s.mzone[1] and atk_of(s, m) == 2000
    _to_main(s)
    step(s, Action("end"))  # team A's own turn: not the opponent's
    assert s.tp == 3 and atk_of(s, m) == 2000
    _to_main(s)
    step(s, Action("end"))  # team B's next turn ends
    assert atk_of(s, m) == 1500


def test_in_a_party_the_next_players_turn_ends_it_and_an_eliminated_players_rules_go(table):
    settings = party_settings()
    decks = [DeckList((FILLER,) * 40) for _ in range(4)]
    s = new_game(decks, 5, table, settings, first=0)
    s.turn, s.tp, s.phase = 9, 0, MAIN
    m = s.hand[0].pop()
    place_monster(s, 0, m, ATK)
    boost(s, m, lasting.END_OF_OPP_NEXT_TURN)
    rule = Modifier(lasting.NO_DIRECT_ATTACK, "", -1, 2, -1, lasting.PERMANENT, s.turn)
    lasting.add(s, rule)
    end(s)
    assert s.tp == 1 and atk_of(s, m) == 2000
    end(s)  # the next opponent's turn ended
    assert atk_of(s, m) == 1500
    assert rule in s.lasting
    from validator.engine.field import lose

    lose(s, 2, "lp")
    assert rule not in s.lasting


def test_a_set_spell_placed_by_the_rules_keeps_no_lasting_effect(board):
    s = board.game(cards=([SWORD], []))
    sword = board.take(s, 0, SWORD)
    place_spell(s, 0, sword, FACEUP)
    assert s.statics_on == [sword] and "atk" in in_force(s)
    to_gy(s, sword)
    assert s.statics_on == [] and s.present == 0


def _to_main(s):
    """Past a relay duelist's Draw Phase choice (draw rather than hand over)."""
    if s.phase != MAIN:
        step(s, Action("draw"))


def _ids(ids):
    from validator.engine.effects.filters import compile_filter

    return compile_filter({"ids": ids})


def _attacks(s):
    from validator.engine import legal_actions

    return [a for a in legal_actions(s) if a.verb == "attack"]


def test_a_field_spell_changes_face_up_monsters_only(board):
    yami = 16930  # Fiend and Spellcaster Type monsters gain 200 ATK/DEF
    s = board.game(cards=([yami], []))
    up, down = board.monster(s, 0, FILLER), board.monster(s, 1, FILLER, pos=FACEDOWN)
    board.field_spell(s, 0, yami)
    assert atk_of(s, up) == 1700 and atk_of(s, down) == 1500
    s.pos[down] = ATK
    assert atk_of(s, down) == 1700  # both fields, once face-up
