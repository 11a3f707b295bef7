"""Special Summons forbidden from some zones only (the GY, the hand or GY, the Extra Deck): a
card's static rule and a rule an effect puts in force this turn, compiled from made-up clauses
and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine import lasting
from validator.engine.state import FACEDOWN

VIOLADY = 17872  # Ultra Violady: a monster with a continuous effect (its text made up here)
SPELL = 15160  # a Normal Spell
MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster
RED_EYES = 15351  # Red-Eyes Black Dragon: Level 7 DARK Dragon
BEWD = 15184  # Blue-Eyes White Dragon: Level 8 LIGHT Dragon
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster
MASTER = 17308  # Master of the Sevens Road: a Level 9 DARK Fusion Monster
ULTIMATE = 19434  # Blue-Eyes Ultimate Dragon: a Level 12 LIGHT Fusion Monster
CONTINUOUS = ("Continuous",)


def test_neither_player_can_special_summon_a_kind_of_monster_from_the_gy() -> None:
    encoding = compiled(
        VIOLADY,
        "Neither player can Special Summon Level 7 monsters from the GY.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_special_summon", "side": "both", "filter": {"level": 7}, "value": "gy"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([VIOLADY, MAGICIAN, RED_EYES, SORCERER], [MAGICIAN]))
    violady = board.monster(s, 0, VIOLADY)
    in_gy, in_hand = board.gy(s, 0, MAGICIAN), board.hand(s, 0, RED_EYES)
    level_4, theirs = board.gy(s, 0, SORCERER), board.gy(s, 1, MAGICIAN)
    assert not lasting.special_summon_allowed(s, 0, in_gy)
    assert not lasting.special_summon_allowed(s, 1, theirs)
    assert lasting.special_summon_allowed(s, 0, in_hand)  # from the hand: no GY
    assert lasting.special_summon_allowed(s, 0, level_4)
    s.pos[violady] = FACEDOWN  # no static works face-down
    assert lasting.special_summon_allowed(s, 0, in_gy)


def test_neither_player_can_special_summon_from_the_hand_or_gy() -> None:
    encoding = compiled(
        VIOLADY,
        "Neither player can Special Summon Level 7 monsters from the hand or GY.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0]["value"] == "hand_gy"
    board = board_playing(encoding)
    s = board.game(cards=([VIOLADY, MAGICIAN, RED_EYES, RED_EYES], []))
    board.monster(s, 0, VIOLADY)
    in_gy, in_hand = board.gy(s, 0, MAGICIAN), board.hand(s, 0, RED_EYES)
    in_deck = next(c for c in s.deck[0] if s.infos[c].id == RED_EYES)
    assert not lasting.special_summon_allowed(s, 0, in_gy)
    assert not lasting.special_summon_allowed(s, 0, in_hand)
    assert lasting.special_summon_allowed(s, 0, in_deck)


def test_this_turn_neither_player_can_special_summon_from_the_gy(board) -> None:
    text = "This turn, neither player can Special Summon Level 7 or 8 monsters from the GY."
    assert round_trip("sentence", text[:-1]) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_special_summon",
            "who": "each",
            "filter": {"level": [7, 8]},
            "from": "gy",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, BEWD, SORCERER], [BEWD]))
    magician, bewd = board.gy(s, 0, MAGICIAN), board.hand(s, 0, BEWD)
    sorcerer, theirs = board.gy(s, 0, SORCERER), board.gy(s, 1, BEWD)
    assert lasting.special_summon_allowed(s, 0, magician)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not lasting.special_summon_allowed(s, 0, magician)
    assert not lasting.special_summon_allowed(s, 1, theirs)
    assert lasting.special_summon_allowed(s, 0, bewd)  # in the hand
    assert lasting.special_summon_allowed(s, 0, sorcerer)  # Level 4
    play(s, "end")
    assert lasting.special_summon_allowed(s, 1, theirs)  # the turn is over


def test_you_cannot_special_summon_from_the_extra_deck_until_the_end_of_the_turn(board) -> None:
    encoding = compiled(
        SPELL,
        "You cannot Special Summon non-LIGHT Attribute monsters from the Extra Deck until the "
        "end of this turn.",
    )
    assert first_effect(encoding)[0]["from"] == "extra"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []), extra=([MASTER, ULTIMATE], [MASTER]))
    master, ultimate = board.take(s, 0, MASTER), board.take(s, 0, ULTIMATE)
    s.extra[0] += [master, ultimate]
    theirs = board.take(s, 1, MASTER)
    s.extra[1].append(theirs)
    magician = board.gy(s, 0, MAGICIAN)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not lasting.special_summon_allowed(s, 0, master, "fusion")
    assert lasting.special_summon_allowed(s, 0, ultimate, "fusion")  # a LIGHT one
    assert lasting.special_summon_allowed(s, 0, magician)  # from the GY
    assert lasting.special_summon_allowed(s, 1, theirs, "fusion")  # the opponent's
