"""Counted changes of two counts added up: compiled from the real text of two cards and read
on a board."""

from __future__ import annotations

from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.lasting import atk_of
from validator.engine.state import FACEDOWN

BUSTER = 16307  # Buster Blader
KNIGHT = 20322  # Dark Matter Knight
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Dragon Type monster
MASTER = 17308  # Master of the Sevens Road: a Fusion Monster
CONTINUOUS = ("Continuous",)


def test_on_the_opponents_field_and_in_their_gy() -> None:
    text = (
        "This card gains ATK equal to [the total number of face-up Dragon Type monsters on your "
        "opponent's field and in their GY] x 500."
    )
    assert round_trip("static", text) == text[:-1]
    board = board_playing(compiled(BUSTER, text, effect_types=CONTINUOUS))
    s = board.game(cards=([BUSTER], [BLUE_EYES, BLUE_EYES, BLUE_EYES, FILLER]))
    buster = board.monster(s, 0, BUSTER)
    base = s.infos[buster].atk
    board.monster(s, 1, BLUE_EYES)  # face-up on their field: counted
    board.monster(s, 1, BLUE_EYES, FACEDOWN)  # face-down: not
    board.gy(s, 1, BLUE_EYES)  # in their GY: counted
    board.gy(s, 1, FILLER)  # no Dragon
    assert atk_of(s, buster) == base + 2 * 500


def test_face_up_and_face_down_monsters_on_your_field() -> None:
    text = (
        "This card gains ATK equal to [the total number of face-up Fusion Monsters and face-down "
        "monsters on your field] x 500."
    )
    board = board_playing(compiled(KNIGHT, text, effect_types=CONTINUOUS))
    s = board.game(cards=([KNIGHT, FILLER], []), extra=([MASTER], []))
    knight = board.monster(s, 0, KNIGHT)
    base = s.infos[knight].atk
    board.monster(s, 0, MASTER)
    board.monster(s, 0, FILLER, FACEDOWN)
    assert atk_of(s, knight) == base + 2 * 500
    # two kinds a card may be both of would count it twice: left unread
    assert unread(
        KNIGHT,
        "This card gains ATK equal to [the total number of face-up Fusion Monsters and DARK "
        "Attribute monsters on your field] x 500.",
        effect_types=CONTINUOUS,
    )


PET_DRAGON = 19104  # Harpie's Pet Dragon
HARPIE = 17342  # "Harpie Lady"


def test_two_counted_increases() -> None:
    text = (
        'This card gains ATK equal to [the number of face-up "Harpie Lady" on the field] x 300 '
        'and [the number of face-up "Blue-Eyes White Dragon" on the field] x 900.'
    )
    assert round_trip("static", text) == text[:-1]
    board = board_playing(compiled(PET_DRAGON, text, effect_types=CONTINUOUS))
    s = board.game(cards=([PET_DRAGON, HARPIE], [BLUE_EYES, HARPIE]))
    pet = board.monster(s, 0, PET_DRAGON)
    base = s.infos[pet].atk
    board.monster(s, 0, HARPIE)
    board.monster(s, 1, HARPIE, FACEDOWN)  # face-down: not counted
    board.monster(s, 1, BLUE_EYES)
    assert atk_of(s, pet) == base + 300 + 900
