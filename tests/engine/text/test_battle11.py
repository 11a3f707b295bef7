"""A face-up card and a face-down card on the opponent's field destroyed together, compiled from
a clause and played on a board; descriptions that may hold the same card left unread."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip, unread
from validator.engine.state import ATK, FACEDOWN, OFF, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100

ALL = [FILLER, CAT, DM, SPELL]

EACH_FACE = "Destroy 1 face-up card and 1 face-down card on your opponent's field."


def test_destroy_a_face_up_and_a_face_down_card_together() -> None:
    assert round_trip("sentence", EACH_FACE) == EACH_FACE[:-1]
    encoding = compiled(SPELL, EACH_FACE)
    assert encoding["effects"][0]["picks"] == [{"from": "opp_faceup_cards"}, {"from": "opp_hidden"}]
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"and": [{"pick": 0}, {"pick": 1}]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    mine = board.monster(s, 0, DM)
    up, other = board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    down, set_spell = board.monster(s, 1, CAT, pos=FACEDOWN), board.spell(s, 1, SPELL, SET)
    play(s, f"act {spell}", f"pick {up}", f"pick {set_spell}")
    assert s.pos[up] == OFF == s.pos[set_spell]
    assert s.pos[other] == ATK == s.pos[mine] and s.pos[down] == FACEDOWN


def test_destroy_is_not_activated_without_a_face_down_card() -> None:
    board = board_playing(compiled(SPELL, EACH_FACE))
    s = board.game(cards=([SPELL, *ALL], ALL))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, CAT, pos=FACEDOWN), board.monster(s, 1, DM), board.monster(s, 1, FILLER)
    assert activations(s, spell) == []


def test_descriptions_that_may_hold_the_same_card_are_not_read() -> None:
    assert unread(SPELL, "Destroy 1 face-up monster and 1 face-up card on your opponent's field.")
    assert unread(SPELL, "Destroy 1 monster and 1 face-down card on your opponent's field.")
