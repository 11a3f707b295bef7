"""The cards of a kind among the face-down cards an effect looked at, destroyed (after a look
that is optional, optionally too), compiled from made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.state import FACEDOWN, OFF, SET

SPELL = 15160  # a Normal Spell
TRAP = 16768  # a Normal Trap

LOOK = "Look at all face-down cards in your opponent's Spell & Trap Zone."


def _opponents_set_cards(board: Board, s) -> tuple[int, int]:
    return board.spell(s, 1, TRAP, SET), board.spell(s, 1, SPELL, SET)


def test_all_trap_cards_among_the_cards_looked_at_are_destroyed(board: Board) -> None:
    encoding = compiled(SPELL, f"{LOOK} Destroy all Trap Cards among them.")
    assert first_effect(encoding) == [
        {"op": "look", "target": {"all": {"from": "opp_szone_set"}}},
        {"op": "destroy", "target": "moved", "filter": {"kind": "trap"}},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, TRAP], [TRAP, SPELL]))
    trap, spell = _opponents_set_cards(board, s)
    ours = board.spell(s, 0, TRAP, SET)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.pos[trap] == OFF and trap in s.gy[1]
    assert s.pos[spell] == SET and s.pos[ours] == SET


def test_after_an_optional_look_the_destruction_is_optional_too(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, you can look at all face-down cards in your opponent's Spell & Trap "
        "Zone. Destroy all Trap Cards among them.",
    )
    assert first_effect(encoding)[1]["then"][1]["op"] == "destroy"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, SPELL]))
    trap, _ = _opponents_set_cards(board, s)
    play(s, f"act {board.hand(s, 0, SPELL)}", "decline")
    assert s.pos[trap] == SET
    s = board.game(cards=([SPELL], [TRAP, SPELL]))
    trap, _ = _opponents_set_cards(board, s)
    play(s, f"act {board.hand(s, 0, SPELL)}", "accept")
    assert s.pos[trap] == OFF


def test_then_you_can_destroy_all_spell_cards_among_them(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Look at all face-down cards on your opponent's field. Then, you can destroy all Spell "
        "Cards among them.",
    )
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "destroy", "target": "moved", "filter": {"kind": "spell"}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, SPELL, FILLER]))
    trap, spell = _opponents_set_cards(board, s)
    monster = board.monster(s, 1, FILLER, FACEDOWN)
    play(s, f"act {board.hand(s, 0, SPELL)}", "accept")
    assert s.pos[spell] == OFF
    assert s.pos[trap] == SET and s.pos[monster] == FACEDOWN


def test_among_them_names_cards_looked_at_just_before() -> None:
    assert unread(SPELL, "Draw 1 card. Destroy all Trap Cards among them.")


BEWD = 15184  # Blue-Eyes White Dragon: 3000 ATK / 2500 DEF
SORCERER = 15154  # Dark Sorcerer: 1500 ATK / 0 DEF


def test_all_face_up_monsters_are_destroyed_except_those_with_an_original_def(
    board: Board,
) -> None:
    encoding = compiled(
        SPELL, "Destroy all face-up monsters on the field, except monsters with 0 original DEF."
    )
    assert first_effect(encoding) == [
        {
            "op": "destroy",
            "target": {
                "all": {
                    "from": "all_faceup",
                    "filter": {"kind": "monster", "none_of": [{"original_def": 0}]},
                }
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, BEWD, SORCERER], [BEWD, SORCERER]))
    ours, spared = board.monster(s, 0, BEWD), board.monster(s, 0, SORCERER)
    theirs, their_spared = board.monster(s, 1, BEWD), board.monster(s, 1, SORCERER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.pos[ours] == s.pos[theirs] == OFF
    assert s.pos[spared] != OFF and s.pos[their_spared] != OFF


def test_all_face_up_monsters_with_the_highest_level_are_destroyed(board: Board) -> None:
    encoding = compiled(SPELL, "Destroy all face-up monsters with the highest Level on the field.")
    assert first_effect(encoding) == [
        {
            "op": "destroy",
            "target": {
                "all": {"from": "all_faceup", "highest": "level", "filter": {"kind": "monster"}}
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, BEWD, SORCERER], [BEWD]))
    ours, sorcerer = board.monster(s, 0, BEWD), board.monster(s, 0, SORCERER)
    theirs = board.monster(s, 1, BEWD)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.pos[ours] == s.pos[theirs] == OFF and s.pos[sorcerer] != OFF
