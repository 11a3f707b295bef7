"""Each player sends a counted number of cards from the top of their Deck to the GY
(`productions/cond_each.py`); compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200


def test_each_player_sends_the_number_counted_on_your_field() -> None:
    for words in (
        "Each player sends cards equal to [the number of face-up Spellcaster Type monsters on "
        "your field] from the top of their Deck to the GY.",
        "Each player sends cards from the top of their Deck to the GY equal to [the number of "
        "face-up Spellcaster Type monsters on your field].",
    ):
        encoding = compiled(SPELL, words)
        (step,) = first_effect(encoding)
        assert step["op"] == "mill" and step["who"] == "each"
        assert step["count"]["count"]["from"] == "own_faceup"
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, MAGICIAN, FILLER], [SKULL, FILLER]))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 0, MAGICIAN)
        board.monster(s, 0, FILLER)
        board.monster(s, 1, SKULL)  # the opponent's: not counted (a Fiend, and theirs)
        board.monster(s, 1, FILLER)
        decks = (len(s.deck[0]), len(s.deck[1]))
        play(s, f"act {spell}")
        assert (len(s.deck[0]), len(s.deck[1])) == (decks[0] - 2, decks[1] - 2)
        assert len(s.gy[1]) == 2
