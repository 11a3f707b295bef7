"""The `then12_gained` productions: LP gained equal to the ATK of a monster chosen in the GY,
and a later part for so many LP gained; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: a Level 4 Spellcaster, 1500 ATK
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 Spellcaster, 1100 ATK

TEXT = (
    "Gain LP equal to [the ATK of 1 Level 4 or lower Spellcaster Type monster] in your GY. "
    "Then, if you have gained 1500 or more LP by this effect, you can add that monster to your "
    "hand."
)


def test_the_monster_added_when_its_atk_gained_that_many_lp() -> None:
    encoding = compiled(SPELL, TEXT)
    assert first_effect(encoding) == [
        {
            "op": "gain_lp",
            "amount": {"per": 1, "count": {"counter": "stat", "stat": "atk", "of": {"pick": 0}}},
        },
        {
            "op": "if",
            "condition": [{"cond": "gained_lp", "min": 1500}],
            "then": [{"op": "may", "then": [{"op": "to_hand", "target": {"pick": 0}}]}],
        },
    ]
    for chosen, gained, added in ((SORCERER, 1500, True), (WOLFANG, 1100, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, chosen], []))
        spell = board.hand(s, 0, SPELL)
        monster = board.gy(s, 0, chosen)
        play(s, f"act {spell}")
        if added:
            play(s, "accept")
        assert s.resolving is None and s.lp[0] == 8000 + gained
        assert (monster in s.hand[0]) == added


def test_lp_gained_is_asked_after_lp_were_gained() -> None:
    assert unread(
        SPELL,
        "Draw 1 card. Then, if you have gained 1500 or more LP by this effect, you can draw 1 "
        "card.",
    )
