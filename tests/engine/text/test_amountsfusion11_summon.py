"""A Special Summon of one monster of either of two Types, each with its own count ("1 Fish or 1
Sea Serpent Type monster"); Sea Dragon Kleindros compiled from a paraphrase and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, offered, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import ATK

KLEINDROS = 16997  # Sea Dragon Kleindros: a WATER Sea Serpent
BARRACUDA = 15422  # Jet Barracuda: Level 3 WATER Fish
TAKRIMINOS = 16968  # Takriminos: Level 4 WATER Sea Serpent
RANDI = 15425  # Vishwar Randi: a Level 3 Warrior Normal Monster

REQUIREMENT = "Pay 500 LP."
EFFECT = "Special Summon 1 Fish or 1 Sea Serpent Type monster from your hand face-up to your field."


def test_one_monster_of_either_type() -> None:
    encoding = compiled(KLEINDROS, EFFECT, REQUIREMENT)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_hand", "filter": {"kind": "monster", "race": ["Fish", "Sea Serpent"]}}
    ]
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([KLEINDROS, BARRACUDA, TAKRIMINOS, RANDI], []))
    kleindros = board.monster(s, 0, KLEINDROS)
    fish, serpent = board.hand(s, 0, BARRACUDA), board.hand(s, 0, TAKRIMINOS)
    randi = board.hand(s, 0, RANDI)
    play(s, f"act {kleindros}")
    assert sorted(choices(s)) == sorted([(fish,), (serpent,)])  # not the Warrior
    play(s, f"pick {serpent}", f"position {ATK}")
    assert s.pos[serpent] == ATK and fish in s.hand[0] and randi in s.hand[0]


def test_no_fish_or_sea_serpent_in_hand() -> None:
    board = board_playing(compiled(KLEINDROS, EFFECT, REQUIREMENT))
    s = board.game(cards=([KLEINDROS, RANDI], []))
    kleindros = board.monster(s, 0, KLEINDROS)
    board.hand(s, 0, RANDI)
    assert not offered(s, kleindros)


def test_two_counts_must_be_one_each() -> None:
    for text in (
        "Special Summon 1 Fish or 2 Sea Serpent Type monsters from your hand face-up to your "
        "field.",
        "Special Summon 1 Fish or 1 Level 4 Sea Serpent Type monster from your hand face-up to "
        "your field.",
    ):
        assert unread(KLEINDROS, text, REQUIREMENT)
