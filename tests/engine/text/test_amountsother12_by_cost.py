"""Every card compared with the monster the requirement sent ("Destroy all face-up Defense
Position monsters on the field with the same Level as the monster sent to the GY to meet the
requirement"): an "all" target's `relate` with the cost's pick, each way of paying offered
only when it leaves such a card (`Effect.by_cost`); compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import ATK, DEF

SPELL = 15160  # a Normal Spell: the card that plays a made-up text
MAGICIAN = 15150  # Sevens Road Magician: DARK, Level 7, 2100/1500, an effect monster
SORCERER = 15154  # Dark Sorcerer: DARK, Level 4
FANG = 15220  # Silver Fang: EARTH, Level 3
CAT = 15159  # Straynge Cat: EARTH, Level 1
ARCHER = 15157  # Spell Archer: WIND, Level 3
DM = 15410  # Dark Magician: DARK, Level 7

COST = "Send 1 monster from your hand to the GY."
DESTROY = (
    "Destroy all face-up Defense Position monsters on the field with the same Level as the "
    "monster sent to the GY to meet the requirement."
)
LOSE = (
    "All face-up monsters on your opponent's field with the same Attribute as the monster sent "
    "to the GY to meet the requirement lose ATK/DEF equal to [the Level of that monster sent to "
    "the GY] x 300 until the end of this turn."
)


def _destroying():
    board = board_playing(compiled(MAGICIAN, DESTROY, COST))
    s = board.game(cards=([MAGICIAN, SORCERER, FANG, CAT], [SORCERER, ARCHER]))
    magician = board.monster(s, 0, MAGICIAN)
    hand = [board.hand(s, 0, c) for c in (SORCERER, FANG, CAT)]
    theirs = [board.monster(s, 1, SORCERER, DEF), board.monster(s, 1, ARCHER, ATK)]
    return s, magician, hand, theirs


def test_all_with_the_level_of_the_monster_sent() -> None:
    encoding = compiled(MAGICIAN, DESTROY, COST)
    assert first_effect(encoding)[0]["target"]["all"]["relate"] == {
        "fact": "level",
        "rel": "same",
        "of_pick": 0,
    }
    s, magician, hand, theirs = _destroying()
    play(s, f"act {magician} {hand[0]}")  # Level 4: the Sorcerer in Defense Position
    assert s.gy[1] == [theirs[0]] and theirs[1] in s.mzone[1] and hand[0] in s.gy[0]


def test_a_way_of_paying_that_leaves_none_is_not_offered() -> None:
    s, magician, hand, _ = _destroying()
    # Level 3: only the Archer, in Attack Position; Level 1: none
    assert activations(s, magician) == [(hand[0],)]


def test_the_attribute_and_the_level_of_the_monster_sent() -> None:
    encoding = compiled(SPELL, LOSE, COST)
    assert first_effect(encoding)[0]["amount"] == {
        "per": 300,
        "count": {"counter": "stat", "stat": "level", "of": "cost"},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, FANG], [MAGICIAN, FANG]))
    dm = board.hand(s, 0, DM)
    board.hand(s, 0, FANG)
    magician, fang = board.monster(s, 1, MAGICIAN), board.monster(s, 1, FANG)
    play(s, f"act {board.hand(s, 0, SPELL)} {dm}")  # DARK, Level 7: 2100 less
    assert atk_of(s, magician) == 0 and def_of(s, magician) == 0
    assert atk_of(s, fang) == 1200  # EARTH


def test_near_misses_are_not_read() -> None:
    # a requirement sending several monsters: which one?
    assert unread(MAGICIAN, DESTROY, "Send 2 monsters from your hand to the GY.")
    # a choice compared with it
    one = DESTROY.replace("Destroy all face-up Defense Position monsters", "Destroy 1 monster")
    assert unread(MAGICIAN, one, COST)


SEND_TWO = "Send 2 monsters from your hand to the GY."
WRATH = (
    "Destroy 1 face-up monster on your opponent's field with an equal or lower Level than [the "
    "total Level of the monsters sent to the GY to meet the requirement]."
)


def _wrath(hand_ids: list[int], opp_ids: list[int]):
    board = board_playing(compiled(SPELL, WRATH, SEND_TWO))
    s = board.game(cards=([SPELL, *hand_ids], opp_ids))
    hand = [board.hand(s, 0, c) for c in hand_ids]
    theirs = [board.monster(s, 1, c) for c in opp_ids]
    return s, board.hand(s, 0, SPELL), hand, theirs


def test_a_level_bound_read_from_the_monsters_sent() -> None:
    encoding = compiled(SPELL, WRATH, SEND_TWO)
    assert encoding["effects"][0]["picks"][1]["level_at_most"] == {
        "per": 1,
        "count": {"counter": "total", "stat": "level", "of": "cost"},
    }
    s, spell, hand, theirs = _wrath([CAT, FANG], [DM, SORCERER])
    play(s, f"act {spell} {hand[0]} {hand[1]}")  # Levels 1 + 3: the Level 4 Sorcerer only
    assert s.gy[1] == [theirs[1]] and theirs[0] in s.mzone[1]


def test_only_ways_of_paying_that_leave_a_monster_to_destroy() -> None:
    s, spell, hand, _ = _wrath([CAT, FANG, DM], [DM])  # Level 7: 1 + 7 or 3 + 7, not 1 + 3
    assert sorted(sorted(way) for way in activations(s, spell)) == sorted(
        [sorted([hand[0], hand[2]]), sorted([hand[1], hand[2]])]
    )
    s, spell, _, _ = _wrath([CAT, FANG], [DM])
    assert activations(s, spell) == []
