"""Monsters described by a range of Levels written out ("with a Level between 3 and 8"),
compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    round_trip,
    unread,
)
from validator.engine.effects.text.describe import read_desc, render_desc
from validator.engine.effects.text.names import NoMatch
from validator.engine.lasting import atk_of, level_of

SPYTURTLE = 17299  # Spyturtle: a monster with an ignition effect (its text made up here)
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster, 0/1400
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8

REDUCE = (
    "Reduce the Level of 1 face-up monster with a Level between 3 and 8 on your opponent's "
    "field by 2 until the end of this turn."
)


def test_a_level_between_two_levels_is_a_range_of_levels() -> None:
    desc = read_desc("1 face-up Insect Type monster with a Level between 5 and 8")
    assert (desc["level"], desc["level_to"], desc["level_between"]) == (5, 8, True)
    assert render_desc(desc) == "1 face-up Insect Type monster with a Level between 5 and 8"
    for text in (
        "1 Level 4 monster with a Level between 5 and 8",  # two Levels
        "1 monster with a Level between 8 and 5",  # no range
    ):
        try:
            read_desc(text)
        except NoMatch:
            continue
        raise AssertionError(text)


def test_the_level_of_a_monster_with_a_level_between_is_reduced(board: Board) -> None:
    assert round_trip("sentence", REDUCE[:-1]) == REDUCE[:-1]
    encoding = compiled(SPYTURTLE, REDUCE)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_faceup", "filter": {"kind": "monster", "level_min": 3, "level_max": 8}}
    ]
    assert first_effect(encoding)[0]["op"] == "decrease_level"
    board = board_playing(encoding)
    s = board.game(cards=([SPYTURTLE], [CAT, FILLER, BEWD]))
    spyturtle = board.monster(s, 0, SPYTURTLE)
    cat = board.monster(s, 1, CAT)
    filler = board.monster(s, 1, FILLER)
    bewd = board.monster(s, 1, BEWD)
    play(s, f"act {spyturtle}")
    assert sorted(choices(s)) == sorted([(filler,), (bewd,)])  # Levels 4 and 8, not 1
    play(s, f"pick {bewd}")
    assert (level_of(s, bewd), level_of(s, cat)) == (6, 1)
    # a Level 1 monster only: nothing to choose
    s = board.game(cards=([SPYTURTLE], [CAT]))
    spyturtle = board.monster(s, 0, SPYTURTLE)
    board.monster(s, 1, CAT)
    assert activations(s, spyturtle) == []


# ------------------------------------------------------------- the Levels of several monsters

SPELL = 15160  # a Normal Spell
MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon


def test_the_levels_of_all_monsters_of_a_kind_are_reduced(board: Board) -> None:
    text = (
        "Reduce the Levels of all face-up Level 5 or higher monsters on your opponent's field "
        "by 4 until the end of this turn."
    )
    assert round_trip("sentence", text[:-1]) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "decrease_level",
            "target": {
                "all": {"from": "opp_faceup", "filter": {"kind": "monster", "level_min": 5}}
            },
            "amount": 4,
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, BEWD], [BEWD, MAGICIAN, FILLER]))
    ours = board.monster(s, 0, BEWD)
    bewd, magician = board.monster(s, 1, BEWD), board.monster(s, 1, MAGICIAN)
    filler = board.monster(s, 1, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert [level_of(s, m) for m in (bewd, magician, filler, ours)] == [4, 3, 4, 8]


def test_the_levels_of_the_monsters_summoned_by_the_effect_are_increased(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Special Summon up to 2 Level 4 monsters from your GY face-up to your field. Increase "
        "the Levels of the monsters Special Summoned by this effect by 1 until the end of this "
        "turn.",
    )
    assert first_effect(encoding)[1] == {
        "op": "increase_level",
        "target": "moved",
        "amount": 1,
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, DRAGORITE, FILLER], []))
    first, second = board.gy(s, 0, FILLER), board.gy(s, 0, DRAGORITE)
    already = board.monster(s, 0, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {first} {second}")
    while s.resolving:
        play(s, "position 1")
    assert [level_of(s, m) for m in (first, second, already)] == [5, 5, 4]


def test_the_levels_of_one_monster_are_no_plural() -> None:
    assert unread(SPELL, "Reduce the Levels of 1 face-up monster on your field by 1.")


def test_a_lowercase_level_is_a_level() -> None:
    encoding = compiled(SPELL, "Add 1 level 4 monster from your GY to your hand.")
    assert encoding["effects"][0]["picks"][0]["filter"] == {"kind": "monster", "level": 4}


# ------------------------------------------------- "WIND and EARTH Attribute monsters": of either


def test_monsters_of_two_attributes_said_with_and_are_of_either() -> None:
    desc = read_desc("face-up LIGHT and DARK Attribute monsters")
    assert desc["attribute"] == ["LIGHT", "DARK"] and desc["attribute_and"]
    assert render_desc(desc) == "face-up LIGHT and DARK Attribute monsters"
    try:
        read_desc("1 LIGHT and DARK Attribute monster")  # one monster has one Attribute
    except NoMatch:
        pass
    else:
        raise AssertionError("one monster of two Attributes")


def test_face_up_monsters_of_either_attribute_gain_atk(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        "Face-up LIGHT and DARK Attribute monsters on your field gain 300 ATK.",
        effect_types=("Continuous",),
    )
    assert encoding["effects"][0]["modifiers"][0]["filter"] == {"attribute": ["LIGHT", "DARK"]}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, BEWD, DRAGORITE], []))
    magician, bewd = board.monster(s, 0, MAGICIAN), board.monster(s, 0, BEWD)
    dragorite = board.monster(s, 0, DRAGORITE)  # EARTH
    assert [atk_of(s, m) for m in (magician, bewd, dragorite)] == [2400, 3300, 1500]


def test_monsters_with_an_original_atk_or_def_gain_atk(board: Board) -> None:
    assert render_desc(read_desc("face-up monsters with 0 original ATK or DEF")) == (
        "face-up monsters with 0 original ATK or DEF"
    )
    encoding = compiled(
        MAGICIAN,
        "Face-up LIGHT and DARK Attribute monsters with 0 original ATK or DEF on your field gain "
        "500 ATK.",
        effect_types=("Continuous",),
    )
    assert encoding["effects"][0]["modifiers"][0]["filter"]["any_of"] == [
        {"original_atk": 0},
        {"original_def": 0},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, BEWD], []))
    magician, filler = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    bewd = board.monster(s, 0, BEWD)
    # Dark Sorcerer: DARK, 0 original DEF; the others have neither 0 ATK nor 0 DEF
    assert [atk_of(s, m) for m in (filler, magician, bewd)] == [2000, 2100, 3000]
