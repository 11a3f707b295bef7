"""The `then12_each_player` productions: cards each player sends from the top of their Deck,
counted in the same sentence, and a later part for a card that is on your field; compiled from
a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEUP

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: a Normal Monster
SPELL = 15160  # a Normal Spell
SWORD = 18896  # Legendary Sword: an Equip Spell

TEXT = (
    "Each player sends 2 cards from the top of their Deck to the GY, and inflict damage to your "
    "opponent equal to [the number of monsters sent to the GY by this effect] x 100. Then, if a "
    "face-up Equip Spell Card is on your field, you can draw 1 card."
)


def test_each_player_sends_cards_and_the_monsters_are_counted() -> None:
    encoding = compiled(MAGICIAN, TEXT)
    assert first_effect(encoding) == [
        {"op": "mill", "count": 2, "who": "each"},
        {
            "op": "damage",
            "amount": {"per": 100, "count": {"counter": "sent", "filter": {"kind": "monster"}}},
        },
        {
            "op": "if",
            "condition": [
                {
                    "cond": "has",
                    "from": "own_faceup_spelltraps",
                    "filter": {"kind": "spell", "subtype": "equip"},
                }
            ],
            "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
        },
    ]
    for equipped, drawn in ((True, 1), (False, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SWORD, SPELL, SORCERER], [SPELL, SPELL]))
        magician = board.monster(s, 0, MAGICIAN)
        if equipped:
            sword = board.spell(s, 0, SWORD, FACEUP)
            s.equip[sword] = magician
        on_top(s, 0, SORCERER, SPELL)
        on_top(s, 1, SPELL, SPELL)
        play(s, f"act {magician}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and s.lp[1] == 8000 - 100  # one monster of four cards
        assert len(s.gy[0]) == 2 and len(s.gy[1]) == 2 and len(s.hand[0]) == drawn


def test_one_card_from_the_top_is_said_otherwise() -> None:
    assert unread(MAGICIAN, "Each player sends 1 cards from the top of their Deck to the GY.")
