"""Counted amounts, more shapes (`productions/cond_counts.py`): the LP difference said in full,
the opponent's field, the total Level or ATK of described monsters, and the monsters placed on
the bottom of the Deck to meet the requirement; each compiled from made-up clauses and played
on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of
from validator.engine.state import DEF, FACEDOWN

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200


def _gain(amount: str, requirement: str = "Pay 100 LP.") -> dict:
    return compiled(
        MAGICIAN, f"This card gains ATK equal to {amount} until the end of this turn.", requirement
    )


def test_the_difference_of_the_lp_said_in_full() -> None:
    encoding = _gain("[the difference between your LP and your opponent's LP]")
    assert first_effect(encoding)[0]["amount"] == {"per": 1, "count": {"counter": "lp_difference"}}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    s.lp[1] = 9000
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + (9000 - (8000 - 100))


def test_defense_position_monsters_on_the_opponents_field() -> None:
    encoding = _gain("[the number of Defense Position monsters on the opponent's field] x 800")
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [FILLER, FILLER, CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER, DEF)  # mine: not counted
    board.monster(s, 1, FILLER, DEF)
    board.monster(s, 1, FILLER, FACEDOWN)
    board.monster(s, 1, CAT)  # Attack Position
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 800


def test_total_level_of_the_face_up_monsters_described() -> None:
    encoding = _gain(
        "[the total Level of the face-up Spellcaster Type monsters on your field] x 100"
    )
    count = first_effect(encoding)[0]["amount"]["count"]
    assert count == {
        "counter": "total",
        "stat": "level",
        "of": {"all": {"from": "own_faceup", "filter": {"kind": "monster", "race": "Spellcaster"}}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, CAT, SKULL], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    board.monster(s, 0, CAT, FACEDOWN)  # face-down: not counted
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + (7 + 4) * 100


def test_total_atk_of_all_the_opponents_monsters() -> None:
    encoding = _gain("[the total ATK of all face-up Fiend Type monsters on your opponent's field]")
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SKULL, SKULL, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, SKULL)
    board.monster(s, 1, SKULL)
    board.monster(s, 1, FILLER)  # a Spellcaster
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 2500


def test_monsters_placed_to_meet_the_requirement() -> None:
    placed = "Place up to 3 monsters from your GY on the bottom of the Deck in any order."
    encoding = _gain("[the number of monsters placed to meet the requirement] x 300", placed)
    assert first_effect(encoding)[0]["amount"]["count"] == {"counter": "number", "of": "cost"}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, CAT], []))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer, cat = board.gy(s, 0, FILLER), board.gy(s, 0, CAT)
    play(s, f"act {magician} 2 {sorcerer} {cat}")
    if s.resolving is not None:  # the order of the two at the bottom
        play(s, f"pick {sorcerer}")
    assert atk_of(s, magician) == 2100 + 2 * 300


def test_level_of_the_monster_placed() -> None:
    placed = "Place 1 monster from your GY on the bottom of the Deck."
    encoding = _gain("[the Level of the monster placed to meet the requirement] x 500", placed)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL], []))
    magician = board.monster(s, 0, MAGICIAN)
    skull = board.gy(s, 0, SKULL)
    play(s, f"act {magician} {skull}")
    assert s.deck[0][0] == skull
    assert atk_of(s, magician) == 2100 + 6 * 500


def test_placed_counts_only_what_the_requirement_placed_alone() -> None:
    both = "Pay 100 LP, and place 1 monster from your GY on the bottom of the Deck."
    assert unread(
        MAGICIAN,
        "This card gains ATK equal to [the number of monsters placed to meet the requirement] x "
        "300 until the end of this turn.",
        both,
    )
