"""The monster an effect just summoned, for a turn only ("The monster Special Summoned by this
effect cannot attack, and is sent to the GY during the End Phase of this turn"): compiled from
a made-up clause and played to the end of the turn."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip, unread

SPELL = 22030  # a Normal Spell (its text made up here)
FILLER = 15154  # Dark Sorcerer: a Level 4 monster
SUMMON = "Special Summon 1 Level 4 monster from your GY face-up to your field."
FOR_A_TURN = (
    "The monster Special Summoned by this effect cannot attack, and is sent to the GY during the "
    "End Phase of this turn."
)


def test_it_cannot_attack_and_goes_to_the_gy_in_the_end_phase() -> None:
    encoding = compiled(SPELL, f"{SUMMON} {FOR_A_TURN}")
    assert first_effect(encoding)[1:] == [
        {"op": "grant", "target": "moved", "ability": "cannot_attack", "until": "permanent"},
        {"op": "end_phase", "target": "moved", "action": "gy"},
    ]
    assert round_trip("sentence", FOR_A_TURN) == FOR_A_TURN[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], []))
    spell = board.hand(s, 0, SPELL)
    summoned = board.gy(s, 0, FILLER)
    play(s, f"act {spell}", "position 1", "battle")
    assert summoned in s.mzone[0]
    assert not [v for v in verbs(s) if v.startswith(f"attack {summoned}")]
    play(s, "end")
    assert summoned in s.gy[0]


def test_only_of_the_monster_summoned_just_now() -> None:
    assert unread(SPELL, f"Draw 1 card. {FOR_A_TURN}")
