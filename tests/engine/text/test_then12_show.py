"""The `then12_show` production: a face-down card of either field shown, and what it is asked
after; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, offered, play
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine.state import FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
BEWD = 15184  # Blue-Eyes White Dragon: 2500 DEF

TEXT = (
    "Show 1 face-down card on the field. Then, if that card is a Monster Card with 2500 DEF, you "
    "can draw 1 card."
)


def test_a_face_down_card_of_either_field_shown() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [{"from": "all_hidden"}]
    assert first_effect(encoding)[0] == {"op": "look", "target": {"pick": 0}}
    for shown, drawn in ((BEWD, 1), (TRAP, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, TRAP], [BEWD]))
        spell = board.hand(s, 0, SPELL)
        trap = board.spell(s, 0, TRAP, SET)
        dragon = board.monster(s, 1, BEWD, FACEDOWN)
        play(s, f"act {spell}")
        assert sorted(choices(s)) == sorted([(trap,), (dragon,)])
        play(s, f"pick {dragon if shown == BEWD else trap}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn
        assert s.pos[dragon] == FACEDOWN and s.pos[trap] == SET  # they stay face-down


def test_nothing_to_show_without_a_face_down_card() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL], [BEWD]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 1, BEWD)
    assert not offered(s, spell)
