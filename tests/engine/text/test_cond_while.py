"""Changes said to last while a card stays face-up (`productions/cond_while.py`); each compiled
from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.field import set_facedown
from validator.engine.lasting import atk_of

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0


def test_this_card_gains_while_face_up() -> None:
    encoding = compiled(
        MAGICIAN, "While this card is face-up on the field, it gains 600 ATK.", "Pay 500 LP."
    )
    assert first_effect(encoding) == [
        {
            "op": "gain_atk",
            "target": "self",
            "amount": 600,
            "until": "permanent",
            "while": "faceup",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2700
    play(s, "end", "end")  # past this turn and the next
    assert atk_of(s, magician) == 2700
    set_facedown(s, magician)  # no longer face-up: the change ends
    assert not [mod for mod in s.lasting if mod.target == magician]


def test_chosen_monsters_gain_while_face_up() -> None:
    encoding = compiled(
        SPELL,
        "Choose up to 2 face-up monsters on your field. While those monsters are face-up, they "
        "gain 500 ATK.",
    )
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 500, "until": "permanent"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, MAGICIAN], []))
    spell = board.hand(s, 0, SPELL)
    sorcerer, magician = board.monster(s, 0, FILLER), board.monster(s, 0, MAGICIAN)
    play(s, f"act {spell}", f"pick {sorcerer} {magician}")
    assert (atk_of(s, sorcerer), atk_of(s, magician)) == (2000, 2600)
    play(s, "end", "end")
    assert (atk_of(s, sorcerer), atk_of(s, magician)) == (2000, 2600)


def test_only_changes_of_the_card_said_face_up() -> None:
    assert unread(
        SPELL,
        "Choose 1 face-up monster on your field. While that monster is face-up, this card gains "
        "500 ATK.",
    )
    assert unread(MAGICIAN, "While this card is face-up, your opponent cannot declare an attack.")
