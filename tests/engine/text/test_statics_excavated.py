"""Cards both players excavated, counted: "Each player excavates the top 2 cards of their
Deck. Then, inflict damage to your opponent equal to [the total Levels of the excavated
monsters] x 100" counts the monsters of both Decks' excavations."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled

CINNAMON = 20343  # Cybersepice Queen Cinnamon
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 monster
SPELL = 15160  # a Normal Spell
EFFECT = (
    "Each player excavates the top 2 cards of their Deck. Then, inflict damage to your "
    "opponent equal to [the total Levels of the excavated monsters] x 100. Each player "
    "shuffles their excavated cards into their Deck."
)


def test_the_levels_of_both_players_excavated_monsters() -> None:
    encoding = compiled(CINNAMON, EFFECT, "Pay 100 LP.")
    counted = encoding["effects"][0]["effect"][1]["amount"]["count"]
    assert counted["of"]["all"]["from"] == "all_excavated"
    board = board_playing(encoding)
    s = board.game(cards=([CINNAMON, MAGICIAN], [SPELL]))
    cinnamon = board.monster(s, 0, CINNAMON)
    for p, card in ((0, MAGICIAN), (1, SPELL)):
        filler = board.take(s, p, FILLER)
        s.deck[p].append(filler)
        s.deck[p].append(board.take(s, p, card))  # on top
    lp = s.lp[1]
    play(s, f"act {cinnamon}")
    # mine: Level 7 and Level 4; theirs: a Spell and Level 4
    assert s.lp[1] == lp - (7 + 4 + 4) * 100
