"""Descriptions read for later parts: a monster "with 0 original ATK and DEF" (both that
much), compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine import lasting

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SOITSU = 18894  # Soitsu: a Fairy Normal Monster, 0 ATK/0 DEF
HERMIT = 15654  # Yurushima the Hermit: a Fairy Normal Monster, 0 ATK/2000 DEF

TEXT = (
    "Draw 1 card. Then, if you have a face-up Fairy Type monster with 0 original ATK and DEF on "
    "your field, you can draw 1 card."
)


def test_a_monster_with_that_original_atk_and_that_original_def() -> None:
    encoding = compiled(SPELL, TEXT)
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "has",
            "from": "own_faceup",
            "filter": {"kind": "monster", "race": "Fairy", "original_atk": 0, "original_def": 0},
        }
    ]
    for mine, drawn in ((SOITSU, 2), (HERMIT, 1)):  # 2000 DEF: not both 0
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, mine], []))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 0, mine)
        play(s, f"act {spell}")
        if drawn == 2:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn


def test_the_original_atk_not_the_current_one() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL, SOITSU], []))
    spell = board.hand(s, 0, SPELL)
    soitsu = board.monster(s, 0, SOITSU)
    lasting.add(s, lasting.card_modifier(s, lasting.ATK_CHANGE, 500, soitsu, soitsu, "permanent"))
    play(s, f"act {spell}", "accept")
    assert len(s.hand[0]) == 2


def test_both_and_either_render_back() -> None:
    for words in ("0 original ATK and DEF", "0 original ATK or DEF", "1000 ATK and DEF"):
        text = f"You have a face-up Fairy Type monster with {words} on your field"
        assert round_trip("condition", text) == text
