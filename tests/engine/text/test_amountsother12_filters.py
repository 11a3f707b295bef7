"""A monster whose ATK equals its own DEF, added from the GY (the filter
`original_atk_is_def`), and one with N or more ATK and N or more original ATK: compiled and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

SPELL = 15160  # a Normal Spell: the card that plays the made-up text
OX = 16661  # Barbeque Ox: FIRE Beast, 1000 ATK/1000 DEF
FANG = 15220  # Silver Fang: EARTH Beast, 1200 ATK/800 DEF

ADD = "Add 1 Beast Type monster whose ATK equals its own DEF from your GY to your hand."


def test_a_monster_whose_atk_equals_its_def() -> None:
    encoding = compiled(SPELL, ADD)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {"kind": "monster", "race": "Beast", "original_atk_is_def": True},
        }
    ]
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, OX, FANG], []))
    ox, fang = board.gy(s, 0, OX), board.gy(s, 0, FANG)
    play(s, f"act {board.hand(s, 0, SPELL)}")  # the Ox, the one such monster
    assert ox in s.hand[0] and fang in s.gy[0]


def test_not_activated_without_one() -> None:
    board = board_playing(compiled(SPELL, ADD))
    s = board.game(cards=([SPELL, FANG], []))
    board.gy(s, 0, FANG)  # 1200 ATK, 800 DEF
    assert activations(s, board.hand(s, 0, SPELL)) == []


def test_near_misses_are_not_read() -> None:
    # on the field a monster's ATK and DEF may have changed
    assert unread(SPELL, ADD.replace("from your GY", "from your field"))
    # a card, perhaps no monster
    assert unread(SPELL, ADD.replace("1 Beast Type monster", "1 card"))


MAGICIAN = 15150  # Sevens Road Magician: Spellcaster, 2100 ATK (original 2100)
DM = 15410  # Dark Magician: Spellcaster, 2500 ATK (original 2500)

LOSE = (
    "Make 1 face-up Spellcaster Type monster with 2000 or more ATK and 2500 or more original ATK "
    "on your field lose 1000 ATK until the end of this turn."
)


def test_a_monster_with_both_atk_and_original_atk() -> None:
    encoding = compiled(MAGICIAN, LOSE)
    assert encoding["effects"][0]["picks"][0]["filter"] == {
        "kind": "monster",
        "race": "Spellcaster",
        "atk_min": 2000,
        "original_atk_min": 2500,
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DM], []))
    magician, dm = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DM)
    play(s, f"act {magician}")  # the Dark Magician, the one with 2500 original ATK
    assert atk_of(s, dm) == 1500 and atk_of(s, magician) == 2100


def test_not_activated_without_the_original_atk() -> None:
    board = board_playing(compiled(MAGICIAN, LOSE))
    s = board.game(cards=([MAGICIAN], []))
    assert activations(s, board.monster(s, 0, MAGICIAN)) == []  # 2100 original ATK
