"""The `then12_hand` productions: one or more cards of the hand sent after a draw, and a ban on
battle damage said with "also"; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine import lasting

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer


def test_one_or_more_cards_of_the_hand_sent_after_the_draw() -> None:
    encoding = compiled(SPELL, "Draw 2 cards. Then, send 1 or more cards from your hand to the GY.")
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_hand",
            "upto": True,
            "as_many": {"per": 1, "count": {"counter": "cards", "from": "own_hand"}},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    spell = board.hand(s, 0, SPELL)  # the hand is empty once it is activated
    play(s, f"act {spell}")
    assert sorted(len(way) for way in choices(s)) == [1, 2]  # never none
    play(s, "pick " + " ".join(map(str, min(choices(s), key=len))))
    assert len(s.hand[0]) == 1 and len(s.gy[0]) == 2  # one card drawn, and the Spell


NO_DAMAGE = (
    "Draw 1 card. If you have no monsters on your field, you also take no battle damage from "
    "your opponent's Level 8 or lower monsters' attacks this turn."
)


def test_also_no_battle_damage_while_you_have_no_monsters() -> None:
    encoding = compiled(SPELL, NO_DAMAGE)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "not", "condition": {"cond": "has", "from": "own_monsters"}}],
        "then": [
            {
                "op": "restrict",
                "rule": "no_attack_damage",
                "filter": {"kind": "monster", "level_max": 8},
                "until": "end_of_turn",
            }
        ],
    }
    for monsters, banned in ((0, True), (1, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, SORCERER], []))
        spell = board.hand(s, 0, SPELL)
        for _ in range(monsters):
            board.monster(s, 0, SORCERER)
        play(s, f"act {spell}")
        assert len(s.hand[0]) == 1
        assert (lasting.NO_ATTACK_DAMAGE in lasting.in_force(s)) == banned
