"""The ifyou12_destroyed productions: a card destroyed and cards drawn, then a part that asks
what was destroyed; compiled from a made-up clause and played on a board, where it applies and
where it must not."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import SET

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
BLAST = 15353  # Inferno Fire Blast: a Normal Spell
UMI = 15820  # Umi: a Field Spell

TEXT = (
    "Destroy 1 Spell/Trap Card on either side of the field and draw 1 card. If you destroyed a "
    "Field Spell Card by this effect, you can also draw 1 card."
)


def test_a_field_spell_destroyed_before_the_draw() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"pick": 0}},
        {"op": "draw", "count": 1},
        {
            "op": "if",
            "condition": [
                {"cond": "count", "count": {"counter": "destroyed"}, "min": 1},
                {"cond": "pick_is", "pick": 0, "filter": {"kind": "spell", "subtype": "field"}},
            ],
            "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
        },
    ]
    for field, drawn in ((True, 2), (False, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [UMI, BLAST]))
        magician = board.monster(s, 0, MAGICIAN)
        umi, blast = board.field_spell(s, 1, UMI), board.spell(s, 1, BLAST, SET)
        victim = umi if field else blast
        play(s, f"act {magician}", f"pick {victim}")
        if field:
            play(s, "accept")
        assert s.resolving is None and victim in s.gy[1] and len(s.hand[0]) == drawn


def test_near_misses_are_not_read() -> None:
    # Two destructions: which one is not said.
    assert unread(
        MAGICIAN,
        "Destroy 1 Spell/Trap Card on your opponent's field. Destroy 1 monster on your "
        "opponent's field and draw 1 card. If you destroyed a Field Spell Card by this effect, "
        "draw 1 card.",
    )
    # "and draw 2 card" is no English.
    assert unread(MAGICIAN, "Destroy 1 monster on your opponent's field and draw 2 card.")
