"""The `then12_maximum` production and the pick of "a monster in Maximum Mode": an ability of the
monster chosen for as long as it stays face-up; compiled from a made-up clause and played on a
board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine import lasting
from validator.engine.state import State

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer
CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord

TEXT = (
    "Draw 1 card. Then, you can choose 1 monster in Maximum Mode on your field. While that "
    "monster is face-up, it inflicts piercing battle damage."
)


def _maximum(board: Board, s: State) -> int:
    """Player 0 Maximum Summons the Overlord; its centre."""
    centre, _, _ = (board.hand(s, 0, x) for x in (CENTRE, LEFT, RIGHT))
    play(s, f"max {centre}")
    return centre


def _pierces(s: State, monster: int) -> bool:
    return any(m.rule == lasting.PIERCE and m.target == monster for m in s.lasting)


def test_the_monster_in_maximum_mode_chosen_pierces() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_monsters", "maximum_mode": True, "filter": {"kind": "monster"}}
    ]
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "permanent"}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CENTRE, LEFT, RIGHT], []))
    spell = board.hand(s, 0, SPELL)
    centre = _maximum(board, s)
    play(s, f"act {spell}")
    assert choices(s) == [(centre,)]
    play(s, f"pick {centre}")
    assert s.resolving is None and _pierces(s, centre)


def test_no_choice_without_a_monster_in_maximum_mode() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL, CENTRE, SORCERER], []))
    spell = board.hand(s, 0, SPELL)
    centre = board.monster(s, 0, CENTRE)  # the centre alone: not in Maximum Mode
    sorcerer = board.monster(s, 0, SORCERER)
    play(s, f"act {spell}")
    assert s.resolving is None and len(s.hand[0]) == 1
    assert not _pierces(s, centre) and not _pierces(s, sorcerer)


def test_maximum_mode_is_no_filter() -> None:
    assert unread(SPELL, "Destroy all monsters in Maximum Mode on your opponent's field.")
