"""The `then12_fusion_attack` production: a Fusion Summon in face-up Attack Position, compiled
from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine.state import ATK

POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)
MAGICIAN = 15150  # Sevens Road Magician
WITCH = 15178  # Sevens Road Witch
MASTER = 17308  # Master of the Sevens Road: a DARK Fusion of the Magician and the Witch

TEXT = (
    "Draw 1 card. Then, you can Fusion Summon a DARK Attribute monster in face-up Attack "
    "Position by shuffling monsters from your hand into the Deck as material."
)


def test_the_fusion_monster_summoned_in_attack_position() -> None:
    encoding = compiled(POT, TEXT)
    assert first_effect(encoding)[1]["then"] == [
        {
            "op": "fusion_summon",
            "places": ["hand"],
            "how": "shuffle",
            "monster": {"attribute": "DARK"},
            "position": "attack",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    magician, witch = board.hand(s, 0, MAGICIAN), board.hand(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {pot}")
    assert choices(s) == [(master, magician, witch)]
    play(s, f"pick {master} {magician} {witch}")  # no position asked
    assert s.resolving is None and s.pos[master] == ATK
    assert magician in s.deck[0] and witch in s.deck[0]


def test_no_fusion_summon_without_the_materials_in_hand() -> None:
    board = board_playing(compiled(POT, TEXT))
    s = board.game(cards=([POT, MAGICIAN, WITCH], []), extra=([MASTER], []))
    pot = board.hand(s, 0, POT)
    board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, WITCH)  # on the field: not from the hand
    play(s, f"act {pot}")
    assert s.resolving is None and s.extra[0]
