"""Monsters described by their original facts: "whose original Level is 4 or lower", "whose
original name is "A"", "whose original Type is Galaxy" (descriptions, `describe.py`; the filter
keys `original_level`, `original_race`, `original_ids`): the printed facts, whatever a lasting
change made of them; each compiled from made-up clauses and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine import lasting
from validator.engine.effects.filters import compile_filter
from validator.engine.effects.text.describe import read_desc
from validator.engine.effects.text.names import NoMatch
from validator.engine.lasting import Modifier, activation_allowed, add, facts

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200


def test_no_effects_of_monsters_by_their_original_level() -> None:
    encoding = compiled(
        SPELL,
        "You cannot activate the effects of monsters whose original Level is 4 or lower until "
        "the end of this turn.",
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_activation",
            "kind": "monster",
            "filter": {"original_level_max": 4},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, MAGICIAN], []))
    spell = board.hand(s, 0, SPELL)
    sorcerer, magician = board.monster(s, 0, FILLER), board.monster(s, 0, MAGICIAN)
    # The Magician's Level lowered to 4: its original Level is still 7.
    add(s, Modifier(lasting.LEVEL_CHANGE, -3, magician, 0, spell, lasting.END_OF_TURN, s.turn))
    assert facts(s, magician).level == 4
    play(s, f"act {spell}")
    assert not activation_allowed(s, 0, sorcerer, "monster")
    assert activation_allowed(s, 0, magician, "monster")


def test_original_facts_filters_read_the_printed_facts() -> None:
    board = board_playing(compiled(SPELL, "Draw 1 card."))
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    printed = s.infos[magician]
    changed = printed.changed(level=3, race="Fiend", name_id=FILLER)
    for spec, answers in (
        ({"original_level": 7}, (True, True)),
        ({"level": 7}, (True, False)),
        ({"original_level_min": 5}, (True, True)),
        ({"original_level_max": 4}, (False, False)),
        ({"original_race": "Spellcaster"}, (True, True)),
        ({"race": "Spellcaster"}, (True, False)),
        ({"original_ids": [MAGICIAN]}, (True, True)),
        ({"ids": [MAGICIAN]}, (True, False)),
    ):
        test = compile_filter(spec).test
        assert (test(printed, 2100), test(changed, 2100)) == answers, spec


def test_original_name_of_a_face_up_monster() -> None:
    encoding = compiled(
        SPELL,
        'If you have a face-up monster whose original name is "Sevens Road Magician" on your '
        "field, draw 1 card.",
    )
    (step,) = first_effect(encoding)
    assert step["condition"][0]["filter"] == {"kind": "monster", "original_ids": [MAGICIAN]}
    board = board_playing(encoding)
    for renamed in (False, True):
        s = board.game(cards=([SPELL, MAGICIAN], []))
        spell = board.hand(s, 0, SPELL)
        magician = board.monster(s, 0, MAGICIAN)
        if renamed:  # its name now another: its original name the same
            add(s, Modifier(lasting.NAME, FILLER, magician, 0, spell, lasting.END_OF_TURN, s.turn))
        play(s, f"act {spell}")
        assert len(s.hand[0]) == 1


def test_descriptions_by_original_facts_render_back() -> None:
    for text in (
        "monsters whose original Level is 4 or lower",
        "an Effect Monster whose original Level is 7 or higher",
        "2 face-up monsters whose original Levels are 4 or lower",
        "monsters whose original Type is Galaxy",
    ):
        assert read_desc(text)
    with pytest.raises(NoMatch):
        read_desc("a monster whose original Levels are 4")  # one monster: "Level is"
