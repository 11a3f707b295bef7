"""The then_board productions: what is on the board when a later part of an effect applies;
each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import Board
from tests.engine.text.test_traps import attack, trap_of, trap_set
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import DEF, FACEDOWN, State

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8
BLAST = 15353  # Inferno Fire Blast: a Spell

DRAW = "Draw 1 card. Then, if {}, draw 1 card."


def _drawn(encoding: dict, setup) -> int:  # type: ignore[no-untyped-def,type-arg]
    """Cards in hand once the Spell resolved on a board set up by `setup(board, s)`."""
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, FILLER, CAT, SKULL, BEWD, BLAST] * 2, []))
    spell = board.hand(s, 0, SPELL)
    setup(board, s)
    play(s, f"act {spell}")
    assert s.resolving is None
    return len(s.hand[0])


def _field(*ids: int, pos: int = 1):  # type: ignore[no-untyped-def]
    def setup(board: Board, s: State) -> None:
        for card_id in ids:
            board.monster(s, 0, card_id, pos=pos)

    return setup


def _gy(*ids: int):  # type: ignore[no-untyped-def]
    def setup(board: Board, s: State) -> None:
        for card_id in ids:
            board.gy(s, 0, card_id)

    return setup


def test_two_names_face_up_and_a_total_of_some_names() -> None:
    encoding = compiled(
        SPELL, DRAW.format('you have a face-up "Dark Sorcerer" and "Straynge Cat" on your field')
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "has", "from": "own_faceup", "filter": {"ids": [FILLER]}},
        {"cond": "has", "from": "own_faceup", "filter": {"ids": [CAT]}},
    ]
    assert _drawn(encoding, _field(FILLER, CAT)) == 2
    assert _drawn(encoding, _field(FILLER, FILLER)) == 1
    encoding = compiled(
        SPELL,
        DRAW.format('you have 2 "Dark Sorcerer" and/or "Straynge Cat" face-up on your field'),
    )
    assert _drawn(encoding, _field(FILLER, FILLER)) == 2
    assert _drawn(encoding, _field(FILLER, CAT, FILLER)) == 1  # 3: not exactly 2
    assert _drawn(encoding, _field(FILLER)) == 1


def test_another_face_up_defense_position_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, if another face-up Defense Position monster is on the field, draw 1 "
        "card.",
    )
    for others, pos, drawn in (((CAT,), DEF, 2), ((CAT,), FACEDOWN, 1), ((), DEF, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, CAT], [CAT]))
        magician = board.monster(s, 0, MAGICIAN, pos=DEF)
        for card_id in others:
            board.monster(s, 1, card_id, pos=pos)
        play(s, f"act {magician}")
        assert s.resolving is None and len(s.hand[0]) == drawn
    assert unread(SPELL, DRAW.format("another face-up Defense Position monster is on the field"))


def test_monsters_in_the_gy_whose_atk_totals_zero() -> None:
    encoding = compiled(SPELL, DRAW.format("you have monsters in your GY and their total ATK is 0"))
    assert _drawn(encoding, _gy(CAT, CAT)) == 2
    assert _drawn(encoding, _gy(CAT, FILLER)) == 1
    assert _drawn(encoding, _gy(BLAST)) == 1  # no monster


def test_different_attributes_face_up_and_in_the_gy() -> None:
    encoding = compiled(
        SPELL, DRAW.format("you have 2 or more different Attributes face-up on your field")
    )
    assert _drawn(encoding, _field(FILLER, CAT)) == 2
    assert _drawn(encoding, _field(FILLER, SKULL)) == 1  # both DARK
    encoding = compiled(SPELL, DRAW.format("you have 2 or more different Attributes in your GY"))
    assert _drawn(encoding, _gy(FILLER, BEWD)) == 2
    assert _drawn(encoding, _gy(FILLER, BLAST)) == 1  # a Spell has no Attribute


def test_the_same_name_and_different_levels_exactly() -> None:
    encoding = compiled(
        SPELL, DRAW.format("you have 2 DARK Attribute monsters with the same name in your GY")
    )
    assert _drawn(encoding, _gy(FILLER, FILLER, CAT)) == 2
    assert _drawn(encoding, _gy(FILLER, SKULL)) == 1
    assert _drawn(encoding, _gy(FILLER, FILLER, FILLER)) == 1  # 3, not 2
    encoding = compiled(
        SPELL,
        DRAW.format("you have 2 face-up Level 4-7 monsters with different Levels on your field"),
    )
    assert _drawn(encoding, _field(FILLER, SKULL)) == 2
    assert _drawn(encoding, _field(FILLER, FILLER)) == 1
    assert _drawn(encoding, _field(FILLER, CAT)) == 1  # Level 1 is not 4-7


def test_either_of_two_kinds_in_the_gy() -> None:
    encoding = compiled(
        SPELL, DRAW.format("you have a Level 8 Dragon Type monster or a Spell Card in your GY")
    )
    assert _drawn(encoding, _gy(BEWD)) == 2
    assert _drawn(encoding, _gy(BLAST)) == 2
    assert _drawn(encoding, _gy(FILLER)) == 1


def test_the_attack_targets_level_higher_than_the_attackers() -> None:
    encoding = trap_of(
        "Negate the attack. Then, if the Level of the attack target is higher than the attacking "
        "monster's, you can destroy the attacking monster.",
        "When an opponent's monster declares an attack targeting your face-up monster.",
    )
    level = {"counter": "stat", "stat": "level"}
    assert first_effect(encoding)[1]["condition"] == [
        {
            "cond": "exceeds",
            "count": {**level, "of": "attack_target"},
            "than": {**level, "of": "subject"},
        }
    ]
    for defending, destroyed in ((BEWD, True), (CAT, False)):
        board, s, trap = trap_set(encoding, [SKULL], [defending])
        skull = board.monster(s, 0, SKULL)
        target = board.monster(s, 1, defending)
        attack(s, skull, target)
        play(s, f"act {trap}")
        if destroyed:
            play(s, "accept")
        assert s.resolving is None and (skull in s.gy[0]) == destroyed
        assert target not in s.gy[1]  # the attack was negated
    assert unread(
        SPELL, DRAW.format("the Level of the attack target is higher than the attacking monster's")
    )
