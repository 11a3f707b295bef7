"""The `then12_each` productions: Spell and Trap Cards destroyed together, and an amount for
each card of a kind the destruction destroyed; compiled from a made-up clause and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of
from validator.engine.state import SET

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
SPELL = 15160  # a Normal Spell
TRAP = 16768  # a Normal Trap
BEWD = 15184  # Blue-Eyes White Dragon: 3000 ATK

TEXT = (
    "Destroy all Spell and Trap Cards on the field. Then, you can make all face-up monsters on "
    "your opponent's field lose ATK equal to [each Spell Card destroyed by this effect] x 1000 "
    "until the end of this turn."
)


def test_a_loss_for_each_spell_card_destroyed() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert first_effect(encoding)[0] == {
        "op": "destroy",
        "target": {"all": {"from": "all_spelltraps"}},
    }
    assert first_effect(encoding)[1]["then"][0]["amount"] == {
        "per": 1000,
        "count": {"counter": "number", "of": "moved", "filter": {"kind": "spell"}},
    }
    for opposing, loss in ((SPELL, 1000), (TRAP, 0)):  # a Set Spell Card, or a Set Trap
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, TRAP], [opposing, BEWD]))
        magician = board.monster(s, 0, MAGICIAN)
        mine = board.spell(s, 0, TRAP, SET)
        theirs = board.spell(s, 1, opposing, SET)
        dragon = board.monster(s, 1, BEWD)
        play(s, f"act {magician}", "accept")
        assert mine in s.gy[0] and theirs in s.gy[1]
        assert s.resolving is None and atk_of(s, dragon) == 3000 - loss


def test_each_card_destroyed_is_counted_right_after_the_destruction() -> None:
    assert unread(
        MAGICIAN,
        "Destroy all Spell and Trap Cards on the field. Then, draw 1 card. Then, you can make "
        "all face-up monsters on your opponent's field lose ATK equal to [each Spell Card "
        "destroyed by this effect] x 1000 until the end of this turn.",
    )
