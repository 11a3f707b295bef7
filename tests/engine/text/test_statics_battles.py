"""Battle damage no player takes from a monster's battles: compiled from a made-up clause and
played on a board, attacking, attacked and attacking directly."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: 2100 ATK
BLUE_EYES = 15184  # Blue-Eyes White Dragon: 3000 ATK
CONTINUOUS = ("Continuous",)
TEXT = "Neither player takes any battle damage from battles involving this card."


def _battle(s: State, *attacks: str) -> None:
    play(s, "battle", *attacks)
    while s.attack is not None or s.window is not None:
        play(s, "pass")


def test_neither_player_takes_battle_damage_from_its_battles() -> None:
    assert round_trip("static", TEXT) == TEXT[:-1]
    encoding = compiled(MAGICIAN, TEXT, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [{"rule": "safe_battle", "value": "both"}]
    board = board_playing(encoding)
    # attacking a weaker monster: the opponent takes none
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 1, FILLER)
    _battle(s, f"attack {magician} {sorcerer}")
    assert sorcerer in s.gy[1] and s.lp[1] == 8000
    # attacked by a stronger monster: its controller takes none
    s = board.game(cards=([MAGICIAN], [BLUE_EYES]))
    magician, blue_eyes = board.monster(s, 0, MAGICIAN), board.monster(s, 1, BLUE_EYES)
    s.tp = 1
    _battle(s, f"attack {blue_eyes} {magician}")
    assert magician in s.gy[0] and s.lp[0] == 8000
    # attacking directly: none either
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    _battle(s, f"attack {magician}")
    assert s.lp[1] == 8000
    # the battles of other monsters deal their damage
    s = board.game(cards=([MAGICIAN, BLUE_EYES], []))
    board.monster(s, 0, MAGICIAN)
    blue_eyes = board.monster(s, 0, BLUE_EYES)
    _battle(s, f"attack {blue_eyes}")
    assert s.lp[1] == 8000 - 3000
