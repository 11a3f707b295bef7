"""A card kept from destruction by effects, a Spell/Trap Card included, compiled from a made-up
clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine import lasting

SPELL = 15160  # a Normal Spell
MOUNTAIN = 15228  # a Field Spell

TEXT = "Choose 1 face-up card on your field. This turn, that card cannot be destroyed by effects."


def test_that_card_cannot_be_destroyed_by_effects(board: Board) -> None:
    assert round_trip("change", "that card cannot be destroyed by effects") == (
        "That card cannot be destroyed by effects"
    )
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [{"from": "own_faceup_cards", "not_self": True}]
    assert first_effect(encoding) == [
        {
            "op": "protect",
            "target": {"pick": 0},
            "from": "effect",
            "reach": "cards",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, MOUNTAIN], []))
    filler, mountain = board.monster(s, 0, FILLER), board.field_spell(s, 0, MOUNTAIN)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert (mountain,) in choices(s) and (filler,) in choices(s)
    play(s, f"pick {mountain}")
    assert not lasting.destructible(s, mountain, "effect", 1, False, "spell")
    assert not lasting.destructible(s, mountain, "effect", 0, True)
    assert lasting.destructible(s, filler, "effect", 1, False, "spell")  # not chosen
    play(s, "end")
    assert lasting.destructible(s, mountain, "effect", 1, False, "spell")  # the turn is over


def test_that_monster_cannot_be_destroyed_by_effects(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, that monster cannot be destroyed "
        "by effects.",
    )
    assert "reach" not in first_effect(encoding)[0]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], []))
    filler = board.monster(s, 0, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not lasting.destructible(s, filler, "effect", 1, False, "monster")
    assert lasting.destructible(s, filler, "battle", 1, False)


def test_a_monster_cannot_be_destroyed_by_the_opponents_spell_trap_card_effects(
    board: Board,
) -> None:
    encoding = compiled(
        SPELL,
        "This turn, 1 face-up monster on your field cannot be destroyed by your opponent's "
        "Spell/Trap Card effects.",
    )
    assert [step["from"] for step in first_effect(encoding)] == ["opp_spell", "opp_trap"]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], []))
    filler = board.monster(s, 0, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not lasting.destructible(s, filler, "effect", 1, False, "spell")
    assert not lasting.destructible(s, filler, "effect", 1, True)
    assert lasting.destructible(s, filler, "effect", 1, False, "monster")
    assert lasting.destructible(s, filler, "effect", 0, False, "spell")  # your own Spell


def test_more_ways_a_monster_cannot_be_destroyed() -> None:
    for words, ways in (
        ("an opponent's Trap Card effects", ["opp_trap"]),
        ("your opponent's monster effects", ["opp_monster"]),
        ("your opponent's Spell Card effects", ["opp_spell"]),
        ("monster effects", ["monster"]),
        ("Spell Card effects", ["spell"]),
        ("Trap Card effects", ["trap"]),
        ("Spell/Trap Card effects", ["spell_trap"]),
    ):
        encoding = compiled(
            SPELL, f"This turn, 1 face-up monster on your field cannot be destroyed by {words}."
        )
        assert [step["from"] for step in first_effect(encoding)] == ways


def test_a_monster_cannot_be_destroyed_by_monster_effects(board: Board) -> None:
    encoding = compiled(
        SPELL, "This turn, 1 face-up monster on your field cannot be destroyed by monster effects."
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], []))
    filler = board.monster(s, 0, FILLER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not lasting.destructible(s, filler, "effect", 0, False, "monster")  # anyone's
    assert not lasting.destructible(s, filler, "effect", 1, False, "monster")
    assert lasting.destructible(s, filler, "effect", 1, True)
