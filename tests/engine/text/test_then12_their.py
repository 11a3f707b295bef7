"""The `then12_their` production: a loss of ATK (plain or with thousands separators) made to a
monster on "their field" once the opponent was named, compiled from a made-up clause and played
on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.lasting import atk_of

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a DARK Spellcaster, 2100 ATK
BEWD = 15184  # Blue-Eyes White Dragon: a LIGHT Dragon, 3000 ATK

TEXT = (
    "Draw 1 card. Then, if your opponent has a face-up Spellcaster Type monster on their field, "
    "make 1 face-up monster on their field lose 1,000,000 ATK until the end of this turn."
)


def test_a_monster_on_their_field_loses_atk_when_the_opponent_has_a_spellcaster() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_faceup", "filter": {"kind": "monster"}}
    ]
    assert first_effect(encoding)[1]["then"] == [
        {"op": "lose_atk", "target": {"pick": 0}, "amount": 1000000, "until": "end_of_turn"}
    ]
    for opposing, lost in ((MAGICIAN, True), (BEWD, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [opposing]))
        spell = board.hand(s, 0, SPELL)
        monster = board.monster(s, 1, opposing)
        play(s, f"act {spell}")
        assert s.resolving is None and len(s.hand[0]) == 1
        assert atk_of(s, monster) == (0 if lost else s.infos[monster].atk)


def test_a_plain_amount_and_their_field_from_which_nothing_is_chosen() -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, if your opponent has a face-up Dragon Type monster on their field, "
        "make 1 face-up monster on their field lose 700 ATK.",
    )
    assert first_effect(encoding)[1]["then"][0]["amount"] == 700
    assert unread(
        SPELL,
        "Draw 1 card. Then, make 1 face-up monster from their field lose 700 ATK.",
    )
