"""Wai Wai Rush Party (docs/RULES.md section 5): one scenario per rule, on the format's settings."""

import random

import pytest

from validator.engine import Action, DeckList, lasting, new_game, outcome, step
from validator.engine.field import place_monster
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, BATTLE, DEF, FACEDOWN, MAIN, OFF
from validator.playtest.modes import party_settings

FILLER, SKULL = 15154, 15781  # Dark Sorcerer (Level 4, 1500/0); Summoned Skull (Level 6, 2500/1200)
REBORN, PIERCE, COSMOS, STOP, DESTRUCTION, POWER = (
    1207650,
    1207651,
    1207652,
    1207670,
    1207671,
    1208675,
)


@pytest.fixture(scope="module")
def settings():
    return party_settings()


def verbs(s):
    from validator.engine import legal_actions

    return [str(a) for a in legal_actions(s)]


def table_game(table, settings, cards=None, first=0, turn=9, tp=0, deck=30, seed=1):
    """Four players of filler (plus named cards in their Decks), hands emptied, mid-game: every
    player has had a first turn, player `tp` is in the Main Phase of turn `turn`."""
    cards = cards or {}
    decks = [DeckList((FILLER,) * deck + tuple(cards.get(p, ()))) for p in range(4)]
    s = new_game(decks, seed, table, settings, first)
    for p in range(4):
        s.deck[p].extend(s.hand[p])
        s.hand[p].clear()
        s.mode.spell_deck.extend(s.mode.stand[p])
        s.mode.stand[p].clear()
    s.turn, s.tp, s.phase = turn, tp, MAIN
    s.mode.first_turn = [1, 2, 3, 4]
    return s


def take(s, p, card_id):
    for c in s.deck[p]:
        if s.infos[c].id == card_id:
            s.deck[p].remove(c)
            return c
    raise AssertionError(f"no {card_id} in player {p}'s Deck")


def monster(s, p, card_id=FILLER, pos=ATK):
    c = take(s, p, card_id)
    place_monster(s, p, c, pos)
    s.since[c] = 1
    return c


def stand(s, p, spell_id):
    """Move a copy of a party Spell from the Spell Deck to p's stand."""
    c = next(c for c in s.mode.spell_deck if s.infos[c].id == spell_id)
    s.mode.spell_deck.remove(c)
    s.mode.stand[p].append(c)
    return c


# ------------------------------------------------------------------------------ set-up


def test_format_settings(settings):
    assert settings.mode == "party" and settings.starting_lp == 4000
    assert settings.stand_size == 3 and settings.rebuild_deck
    assert not settings.spells_on_first_turn and len(settings.spell_deck) == 30


def test_setup_hands_of_four_and_stands_filled_from_the_first_player_clockwise(table, settings):
    decks = [DeckList((FILLER,) * 40)] * 4
    s = new_game(decks, 5, table, settings, first=2)
    assert s.order == [2, 3, 0, 1] and s.tp == 2 and s.lp == [4000] * 4
    assert [len(h) for h in s.hand] == [4, 4, 5, 4]  # the first player drew in turn 1
    # The Spell Deck is shuffled after the four Decks, then dealt 3 at a time clockwise.
    rng = random.Random(5)
    for p in range(4):
        rng.shuffle(list(range(40 * p, 40 * p + 40)))
    spell = list(range(160, 190))
    rng.shuffle(spell)
    for p in (2, 3, 0, 1):
        assert s.mode.stand[p] == [spell.pop() for _ in range(3)]
    assert s.mode.spell_deck == spell and not s.hand[2].count(s.mode.stand[2][0])


def test_draw_phase_draws_to_five_and_refills_the_stand(table, settings):
    s = table_game(table, settings)
    s.hand[1].extend(take(s, 1, FILLER) for _ in range(2))
    s.mode.stand[1].append(s.mode.spell_deck.pop())
    step(s, Action("end"))
    assert s.tp == 1 and len(s.hand[1]) == 5 and len(s.mode.stand[1]) == 3
    s.hand[2].extend(take(s, 2, FILLER) for _ in range(5))
    s.mode.stand[2] = [s.mode.spell_deck.pop() for _ in range(3)]
    before = len(s.mode.spell_deck)
    step(s, Action("end"))
    assert len(s.hand[2]) == 6 and len(s.mode.spell_deck) == before  # full stand: no draw


def test_an_empty_spell_deck_is_the_spell_gy_shuffled(table, settings):
    s = table_game(table, settings)
    s.mode.spell_gy.extend(s.mode.spell_deck)
    s.mode.spell_deck.clear()
    gy = set(s.mode.spell_gy)
    step(s, Action("end"))
    assert len(s.mode.stand[1]) == 3 and set(s.mode.stand[1]) <= gy
    assert len(s.mode.spell_deck) == len(gy) - 3 and not s.mode.spell_gy


def test_an_empty_deck_is_the_gy_shuffled(table, settings):
    s = table_game(table, settings)
    s.gy[1].extend(s.deck[1][2:])
    del s.deck[1][2:]
    step(s, Action("end"))  # player 1 draws 2, then the GY becomes the Deck for the other 3
    assert s.alive[1] and len(s.hand[1]) == 5 and s.gy[1] == []
    assert len(s.deck[1]) == 30 - 5


# ------------------------------------------------------------------------------- Spells


def test_spells_come_from_the_stand_not_on_the_first_turn_and_are_never_set(table, settings):
    s = table_game(table, settings, turn=1)
    s.mode.first_turn = [1, 0, 0, 0]
    monster(s, 0)
    power = stand(s, 0, POWER)
    assert not any(v.startswith(f"act {power}") for v in verbs(s))
    s.turn = 5
    assert any(v.startswith(f"act {power}") for v in verbs(s))
    assert f"set {power}" not in verbs(s)


def test_a_spell_goes_to_the_spell_gy(table, settings):
    s = table_game(table, settings)
    m = monster(s, 0)
    power = stand(s, 0, POWER)
    step(s, Action("act", (power,)))  # its only Level 4 or lower monster: chosen at once
    assert atk_of(s, m) == 1500 + 1000
    assert power in s.mode.spell_gy and power not in s.mode.stand[0]
    assert all(c < 0 for c in s.szone[0]) and s.pos[power] == OFF


def test_monster_reborn_from_any_players_gy_face_up(table, settings):
    s = table_game(table, settings)
    own = take(s, 0, FILLER)
    s.gy[0].append(own)
    other = take(s, 2, FILLER)
    s.gy[2].append(other)
    reborn = stand(s, 0, REBORN)
    assert [v for v in verbs(s) if v.startswith(f"act {reborn}")] == [f"act {reborn}"]
    step(s, Action("act", (reborn,)))  # copies of one card: chosen by card id, then where
    assert sorted(verbs(s)) == sorted([f"pick {own}", f"pick {other}"])
    step(s, Action("pick", (other,)))
    step(s, Action("position", (DEF,)))
    assert other in s.mzone[0] and s.pos[other] == DEF and own in s.gy[0]
    assert s.borrowed == ((other, 2, False),)


def test_pierce_gives_piercing_damage_this_turn(table, settings):
    s = table_game(table, settings, cards={0: [SKULL]})
    skull = monster(s, 0, SKULL)
    wall = monster(s, 1, FILLER, DEF)
    pierce = stand(s, 0, PIERCE)
    step(s, Action("act", (pierce,)))
    step(s, Action("battle"))
    step(s, Action("attack", (skull, wall)))
    assert s.lp[1] == 4000 - 2500 and s.pos[wall] == OFF


def test_princess_cosmos_stirs_lets_a_monster_attack_other_players(table, settings):
    s = table_game(table, settings)
    a, b = monster(s, 0), monster(s, 0)
    monster(s, 1)  # the next player has a monster
    third = monster(s, 2)  # player 2 has one, player 3 none
    cosmos = stand(s, 0, COSMOS)
    step(s, Action("act", (cosmos,)))
    assert verbs(s) == [f"pick {a}", f"pick {b}"]
    step(s, Action("pick", (a,)))
    step(s, Action("battle"))
    moves = verbs(s)
    assert f"attack {a} {third}" in moves and f"direct {a} 3" in moves
    assert f"attack {b} {third}" not in moves and f"direct {b} 3" not in moves
    step(s, Action("direct", (a, 3)))
    assert s.lp[3] == 4000 - 1700  # 1500 + 200
    step(s, Action("end"))
    s.tp, s.phase = 0, BATTLE
    assert f"direct {a} 3" not in verbs(s)  # only this turn


def test_stop_defense_any_players_defense_monster_face_down_or_own(table, settings):
    s = table_game(table, settings)
    mine = monster(s, 0, FILLER, DEF)
    hidden = monster(s, 2, FILLER, FACEDOWN)
    monster(s, 3, FILLER, ATK)
    stop = stand(s, 0, STOP)
    step(s, Action("act", (stop,)))
    assert sorted(verbs(s)) == sorted([f"pick {mine}", f"pick {hidden}"])
    step(s, Action("pick", (hidden,)))
    assert s.pos[hidden] == ATK


def test_card_destruction_sends_monsters_and_draws_as_many_with_a_reshuffle(table, settings):
    s = table_game(table, settings)
    for p, n in ((0, 2), (1, 3), (2, 0), (3, 1)):
        s.hand[p].extend(take(s, p, FILLER) for _ in range(n))
    s.gy[1].extend(s.deck[1][1:])
    del s.deck[1][1:]  # one card left: the draw goes on from the reshuffled GY
    destruction = stand(s, 0, DESTRUCTION)
    step(s, Action("act", (destruction,)))
    assert [len(h) for h in s.hand] == [2, 3, 0, 1]
    assert s.alive[1] and s.gy[1] == [] and len(s.deck[1]) == 30 - 3
    assert len(s.gy[0]) == 2 and len(s.gy[3]) == 1 and s.gy[2] == []


def test_the_power_up_level_four_or_lower_gains_1000(table, settings):
    s = table_game(table, settings, cards={0: [SKULL]})
    low = monster(s, 0)
    skull = monster(s, 0, SKULL)
    power = stand(s, 0, POWER)
    step(s, Action("act", (power,)))  # the Level 4 is the only choice: the Skull is Level 6
    assert atk_of(s, skull) == 2500
    assert atk_of(s, low) == 2500
    step(s, Action("end"))
    assert atk_of(s, low) == 1500


# ------------------------------------------------------------------------------- battle


def test_attacks_only_at_the_next_player(table, settings):
    s = table_game(table, settings)
    a = monster(s, 0)
    nxt = monster(s, 1)
    other = monster(s, 2)
    step(s, Action("battle"))
    moves = verbs(s)
    assert f"attack {a} {nxt}" in moves and f"attack {a} {other}" not in moves
    assert not any(v.startswith("direct") for v in moves)


def test_after_eliminating_the_next_player_attacks_go_on_to_the_one_after(table, settings):
    s = table_game(table, settings)
    a, b = monster(s, 0), monster(s, 0)
    lost = monster(s, 1, FILLER, DEF)
    s.hand[1].append(take(s, 1, FILLER))
    stand(s, 1, POWER)
    s.lp[1] = 1000
    step(s, Action("battle"))
    s.pos[lost] = OFF  # the next player's wall is gone: attack directly
    s.mzone[1] = [-1, -1, -1]
    s.gy[1].append(lost)
    step(s, Action("attack", (a,)))
    assert not s.alive[1] and outcome(s) is None
    assert s.hand[1] == [] and s.mode.stand[1] == [] and len(s.gy[1]) == 2
    assert f"attack {b}" in verbs(s) and s.mode.eliminated == [(1, 9, 0)]
    step(s, Action("attack", (b,)))
    assert s.lp[2] == 4000 - 1500
    step(s, Action("end"))
    assert s.tp == 2  # the eliminated player is skipped


def test_eliminated_players_field_goes_to_the_gy(table, settings):
    s = table_game(table, settings, cards={1: [SKULL]})
    a = monster(s, 0, FILLER)
    kept = monster(s, 1, SKULL, DEF)
    s.lp[1] = 100
    pierce = stand(s, 0, PIERCE)
    step(s, Action("act", (pierce,)))
    step(s, Action("battle"))
    lasting.add(s, lasting.card_modifier(s, "atk", 1500, a, -1, lasting.END_OF_TURN))
    # 3000 ATK into 1200 DEF, piercing 1800
    step(s, Action("attack", (a, kept)))
    assert not s.alive[1] and kept in s.gy[1] and all(c < 0 for c in s.mzone[1])


def test_last_player_standing_wins(table, settings):
    s = table_game(table, settings)
    a = monster(s, 0)
    for p in (1, 2, 3):
        s.lp[p] = 1000 if p == 1 else 0
    s.alive[2] = s.alive[3] = False
    step(s, Action("battle"))
    step(s, Action("attack", (a,)))
    assert outcome(s) == (0, "lp")
