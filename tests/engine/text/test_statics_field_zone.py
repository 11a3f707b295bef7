"""The card in your Field Zone sent to the GY as a requirement: compiled from the real text of
"Infinite Constructor Wyrm Buildream" and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled

BUILDREAM = 17203  # Infinite Constructor Wyrm Buildream
FIELD_SPELL = 15228  # a Field Spell
SPELL = 15160  # a Normal Spell
DRAW = "Draw 1 card."


def test_send_the_card_in_your_field_zone() -> None:
    encoding = compiled(BUILDREAM, DRAW, "Send 1 card from your Field Zone to the GY.")
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_spelltraps", "filter": {"kind": "spell", "subtype": "field"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([BUILDREAM, SPELL, FIELD_SPELL], []))
    buildream = board.monster(s, 0, BUILDREAM)
    board.spell(s, 0, SPELL, 4)  # a Set card in the Spell & Trap Zone: not in the Field Zone
    assert not activations(s, buildream)
    field = board.field_spell(s, 0, FIELD_SPELL)
    assert activations(s, buildream) == [(field,)]
    play(s, f"act {buildream} {field}")
    assert field in s.gy[0] and s.fzone[0] < 0
