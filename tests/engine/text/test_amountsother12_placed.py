"""A stat of the one monster the effect has just put into the Deck ("..., and this card gains
ATK equal to [the Level of the monster placed by this effect] x 200"), compiled and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

MAGICIAN = 15150  # Sevens Road Magician: 2100 ATK, the monster whose made-up effect is played
DM = 15410  # Dark Magician: Level 7
FANG = 15220  # Silver Fang: Level 3
SPELL = 15160  # a Normal Spell

PLACE = (
    "Place 1 monster from your opponent's GY on the bottom of the Deck, and this card gains ATK "
    "equal to [the Level of the monster placed by this effect] x 200 until the end of this turn."
)


def test_the_level_of_the_monster_placed() -> None:
    encoding = compiled(MAGICIAN, PLACE)
    assert first_effect(encoding) == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "bottom"},
        {
            "op": "gain_atk",
            "target": "self",
            "amount": {"per": 200, "count": {"counter": "stat", "stat": "level", "of": "moved"}},
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [DM, FANG, SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    dm, fang = board.gy(s, 1, DM), board.gy(s, 1, FANG)
    board.gy(s, 1, SPELL)
    play(s, f"act {magician}", f"pick {dm}")  # Level 7: 1400 ATK more
    assert s.deck[1][0] == dm and fang in s.gy[1]
    assert atk_of(s, magician) == 2100 + 1400


def test_not_activated_without_a_monster_to_place() -> None:
    board = board_playing(compiled(MAGICIAN, PLACE))
    s = board.game(cards=([MAGICIAN], [SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 1, SPELL)
    assert activations(s, magician) == []


def test_near_misses_are_not_read() -> None:
    # several monsters placed: no one Level
    assert unread(MAGICIAN, PLACE.replace("Place 1 monster", "Place 2 monsters"))
    # a card, perhaps no monster
    assert unread(MAGICIAN, PLACE.replace("Place 1 monster", "Place 1 card"))
    # nothing placed just before
    assert unread(MAGICIAN, PLACE.replace("on the bottom of the Deck", "to your hand"))
