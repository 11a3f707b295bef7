"""The deck_amounts productions: damage counted from the monsters the effect destroyed ("the
total original Levels of the monsters destroyed by this effect"); Royal Rebel's Doom Metal
compiled from its text and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, unread
from validator.engine import lasting
from validator.engine.state import FACEDOWN, OFF

DOOM_METAL = 16331  # Royal Rebel's Doom Metal: Level 8 Fiend
HEAVY_METAL = 15441  # Royal Rebel's Heavy Metal: Level 8 Fiend
SKULL = 15781  # Summoned Skull: Level 6
FILLER = 15154  # Dark Sorcerer: Level 4
CAT = 15159  # Straynge Cat: Level 1

REQUIREMENT = (
    "During the turn you Normal Summoned this card by Tributing 2 Level 7 or higher Fiend Type "
    "monsters."
)
EFFECT = (
    "Destroy all face-up monsters on your opponent's field. Then, inflict damage to your "
    "opponent equal to [the total original Levels of the monsters destroyed by this effect] x "
    "100."
)


def test_damage_from_the_original_levels_of_the_monsters_destroyed() -> None:
    encoding = compiled(DOOM_METAL, EFFECT, REQUIREMENT)
    assert encoding["effects"][0]["effect"][1] == {
        "op": "damage",
        "amount": {
            "per": 100,
            "count": {"counter": "total", "stat": "original_level", "of": "moved"},
        },
    }
    board = board_playing(encoding)
    s = board.game(cards=([DOOM_METAL, HEAVY_METAL, HEAVY_METAL], [SKULL, FILLER, CAT]))
    tributes = [board.monster(s, 0, HEAVY_METAL), board.monster(s, 0, HEAVY_METAL)]
    skull, filler = board.monster(s, 1, SKULL), board.monster(s, 1, FILLER)
    cat = board.monster(s, 1, CAT, FACEDOWN)
    # Dark Sorcerer made Level 7 for this turn: its original Level, 4, counts
    lasting.add(
        s, lasting.Modifier(lasting.LEVEL_CHANGE, 3, filler, 1, filler, lasting.END_OF_TURN, s.turn)
    )
    assert lasting.facts(s, filler).level == 7
    doom = board.hand(s, 0, DOOM_METAL)
    play(s, f"summon {doom} {' '.join(map(str, tributes))}", f"act {doom}")
    assert s.pos[skull] == OFF and s.pos[filler] == OFF and s.pos[cat] == FACEDOWN
    assert s.lp[1] == 8000 - (6 + 4) * 100


def test_only_right_after_the_one_destruction_of_monsters() -> None:
    counted = "[the total original Levels of the monsters destroyed by this effect] x 100"
    assert unread(DOOM_METAL, f"Inflict damage to your opponent equal to {counted}.")
    assert unread(
        DOOM_METAL,
        "Destroy all cards on your opponent's field. Then, inflict damage to your opponent "
        f"equal to {counted}.",
    )
    assert unread(
        DOOM_METAL,
        "Destroy all face-up monsters on your opponent's field. Then, draw 1 card. Then, "
        f"inflict damage to your opponent equal to {counted}.",
    )


BLAST = 17685  # Psychic Omega Blast: a Normal Spell
LIVE = 17001  # CAN:D LIVE: an Omega Psychic Type monster
WATTKISS = 15412  # Wattkiss: Level 2 LIGHT Psychic Normal Monster, 300 ATK

BLAST_EFFECT = (
    "Destroy 1 face-up monster with the lowest ATK on your opponent's field. Then, if you have a "
    "face-up Omega Psychic Type monster on your field, inflict damage to your opponent equal to "
    "[the original ATK of the monster destroyed by this effect]."
)


def test_the_original_atk_of_the_one_monster_destroyed() -> None:
    encoding = compiled(BLAST, BLAST_EFFECT)
    assert encoding["effects"][0]["effect"][1]["then"] == [
        {
            "op": "damage",
            "amount": {
                "per": 1,
                "count": {"counter": "stat", "stat": "original_atk", "of": "moved"},
            },
        }
    ]
    board = board_playing(encoding)
    for omega, damage in ((True, 1500), (False, 0)):
        s = board.game(cards=([BLAST, LIVE], [SKULL, FILLER]))
        if omega:
            board.monster(s, 0, LIVE)
        skull, filler = board.monster(s, 1, SKULL), board.monster(s, 1, FILLER)
        lasting.add(
            s,
            lasting.Modifier(
                lasting.ATK_CHANGE, 500, filler, 1, filler, lasting.END_OF_TURN, s.turn
            ),
        )
        assert lasting.atk_of(s, filler) == 2000  # still the lowest; its original ATK counts
        play(s, f"act {board.hand(s, 0, BLAST)}")
        assert s.pos[filler] == OFF and s.pos[skull] != OFF
        assert s.lp[1] == 8000 - damage


def test_the_stat_of_one_monster_needs_one_chosen() -> None:
    assert unread(
        DOOM_METAL,
        "Destroy all face-up monsters on your opponent's field. Then, inflict damage to your "
        "opponent equal to [the original ATK of the monster destroyed by this effect].",
    )
