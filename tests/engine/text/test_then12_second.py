"""The `then12_second` productions: a part for the first turn of the player going second, and a
monster Special Summoned from either player's GY; compiled from a made-up clause and played on
a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import ATK, OFF

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
SPELL = 15160  # a Normal Spell
BEWD = 15184  # Blue-Eyes White Dragon

TEXT = (
    "Send the top 2 cards of your Deck to the GY. Then, if you activated this effect during the "
    "first turn of the player going second, you can Special Summon 1 monster from either "
    "player's GY face-up on your field."
)


def test_a_monster_of_either_gy_summoned_in_the_second_players_first_turn() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert encoding["effects"][0]["picks"] == [{"from": "all_gy", "filter": {"kind": "monster"}}]
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "second_players_first_turn"}],
        "then": [
            {
                "op": "may",
                "then": [{"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}],
            }
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([BEWD], [MAGICIAN, SPELL, SPELL]), turn=2, tp=1)
    magician = board.monster(s, 1, MAGICIAN)
    dragon = board.gy(s, 0, BEWD)  # the opponent's
    on_top(s, 1, SPELL, SPELL)
    play(s, f"act {magician}")
    assert choices(s) == [(dragon,)]
    play(s, f"pick {dragon}", f"position {ATK}")
    assert s.pos[dragon] == ATK and dragon in s.mzone[1]


def test_no_monster_summoned_in_another_turn() -> None:
    board = board_playing(compiled(MAGICIAN, TEXT))
    s = board.game(cards=([BEWD], [MAGICIAN, SPELL, SPELL]), turn=4, tp=1)
    magician = board.monster(s, 1, MAGICIAN)
    dragon = board.gy(s, 0, BEWD)
    on_top(s, 1, SPELL, SPELL)
    play(s, f"act {magician}")
    assert s.resolving is None and s.pos[dragon] == OFF and dragon in s.gy[0]


def test_either_players_gy_is_no_place_to_summon_to() -> None:
    assert unread(
        MAGICIAN,
        "Draw 1 card. Then, you can Special Summon 1 monster from your GY face-up on either "
        "player's field.",
    )
