"""A Type copied from the monster revealed to meet the requirement: compiled from a made-up
clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, missing
from validator.engine.lasting import facts

SPELL = 15160  # Wind Spirit's Protection, a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500 ATK
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
REVEAL = "Reveal 1 monster in your hand."
TEXT = (
    "Choose up to 2 face-up monsters on the field. This turn, those monsters become the same "
    "Type as the monster revealed to meet the requirement."
)


def test_the_chosen_monsters_take_the_type_of_the_monster_revealed(board) -> None:
    encoding = compiled(SPELL, TEXT, REVEAL)
    assert first_effect(encoding) == [
        {
            "op": "copy_name",
            "target": {"pick": 1},
            "of": {"pick": 0},
            "fact": "race",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SKULL, SORCERER, BLUE_EYES], [DM]))
    skull, spell = board.hand(s, 0, SKULL), board.hand(s, 0, SPELL)
    sorcerer, blue_eyes = board.monster(s, 0, SORCERER), board.monster(s, 0, BLUE_EYES)
    dm = board.monster(s, 1, DM)
    play(s, f"act {spell} {skull}", f"pick {sorcerer} {dm}")
    assert facts(s, sorcerer).race == "Fiend" and facts(s, dm).race == "Fiend"
    assert facts(s, blue_eyes).race == "Dragon"  # not chosen
    assert skull in s.hand[0]  # revealed: it stays in the hand
    play(s, "end")
    assert facts(s, dm).race == "Spellcaster"  # the turn is over


def test_the_type_copied_is_of_a_monster_revealed() -> None:
    assert [m["clause"] for m in missing(SPELL, TEXT, "Reveal 1 card in your hand.")] == [2]
    assert [m["clause"] for m in missing(SPELL, TEXT)] == [1]  # nothing revealed
