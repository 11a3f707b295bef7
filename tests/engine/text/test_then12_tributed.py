"""The `then12_tributed` production: a later part for the turn this card was Normal Summoned by
Tributing monsters of a kind, compiled from a made-up clause and played on a board (the
Tributes judged as the card was summoned)."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import TRIBUTES_MET

WYVERN = 20613  # Contact Dark Matter Wyvern: a Level 5 monster (1 Tribute)
HYDRO = 15153  # Hydro Magician: a Level 5 Spellcaster Normal Monster
FIEND = 15154  # Dark Sorcerer: a Level 4 monster

TEXT = (
    "Draw 1 card. Then, if you activated this effect during the turn you Normal Summoned this "
    'card by Tributing "Hydro Magician", you can draw 1 card.'
)


def test_the_part_applies_when_this_card_was_summoned_by_tributing_that_monster() -> None:
    encoding = compiled(WYVERN, TEXT)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "tributed", "filter": {"ids": [HYDRO]}}
    ]
    for tribute, drawn in ((HYDRO, 2), (FIEND, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([WYVERN, tribute], []))
        placed = board.monster(s, 0, tribute)
        wyvern = board.hand(s, 0, WYVERN)
        play(s, f"summon {wyvern} {placed}")
        assert bool(s.flags[wyvern] & TRIBUTES_MET) == (tribute == HYDRO)
        hand = len(s.hand[0])
        play(s, f"act {wyvern}")
        if drawn == 2:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == hand + drawn


def test_one_tribute_condition_a_card() -> None:
    assert unread(
        WYVERN,
        "Draw 1 card. Then, if you activated this effect during the turn you Normal Summoned "
        'this card by Tributing "Hydro Magician", you can draw 1 card.',
        "During the turn you Normal Summoned this card by Tributing a Level 5 or higher monster.",
    )
