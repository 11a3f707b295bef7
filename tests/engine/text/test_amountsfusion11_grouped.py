"""Amounts printed with a thousands separator ("lose 1,000 ATK/DEF"); Meika Etraynzeyes the
Shadow Flower Lunatic compiled from a paraphrase and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip, unread
from validator.engine.lasting import atk_of

MEIKA = 17525  # Meika Etraynzeyes the Shadow Flower Lunatic
BEWD = 15184  # Blue-Eyes White Dragon: Level 8 LIGHT, 3000 ATK

REQUIREMENT = "Pay 500 LP."
EFFECT = (
    "Make up to 2 face-up monsters on your opponent's field lose 1,000 ATK/DEF until the end "
    "of this turn."
)


def test_a_grouped_amount_is_the_number() -> None:
    encoding = compiled(MEIKA, EFFECT, REQUIREMENT)
    assert first_effect(encoding) == [
        {"op": "lose_atk_def", "target": {"pick": 0}, "amount": 1000, "until": "end_of_turn"}
    ]
    assert round_trip("change", "make 1 face-up monster on your field lose 12,500 ATK/DEF") == (
        "Make 1 face-up monster on your field lose 12,500 ATK/DEF"
    )
    board = board_playing(encoding)
    s = board.game(cards=([MEIKA, BEWD], [BEWD]))
    meika, mine = board.monster(s, 0, MEIKA), board.monster(s, 0, BEWD)
    theirs = board.monster(s, 1, BEWD)
    play(s, f"act {meika}")  # the one monster of theirs, taken as it is the only one
    assert atk_of(s, theirs) == 2000 and atk_of(s, mine) == 3000


def test_commas_only_between_groups_of_three() -> None:
    for amount in ("1,00", "1,0000", "1000,000"):
        assert unread(MEIKA, EFFECT.replace("1,000", amount), REQUIREMENT)
