"""Attacks and battle damage of one monster for a while: a second attack on a monster, attacks
on each of the opponent's monsters once, battles in which you or neither player take battle
damage; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine.state import DEF, State

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500

COST = "Send the top card of your Deck to the GY."


def _attacks(s: State, m: int) -> list[str]:
    return [v for v in verbs(s) if v == f"attack {m}" or v.startswith(f"attack {m} ")]


def _battle(s: State, *attacks: str) -> None:
    """Declare each attack and let it reach damage calculation."""
    for attack in attacks:
        play(s, attack)
        while s.attack is not None or s.window is not None:
            play(s, "pass")


def test_a_second_attack_on_a_monster_after_attacking_a_monster() -> None:
    text = (
        "This turn, if this card attacked a monster, it can make a second attack on a monster "
        "during that Battle Phase."
    )
    assert round_trip("op", text) == text[:-1]
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_monsters",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")  # not destroyed: a second attack all the same
    assert _attacks(s, magician) == [f"attack {magician} {wall}", f"attack {magician} {weak}"]
    _battle(s, f"attack {magician} {weak}")
    assert not _attacks(s, magician)
    # a direct attack first: no second attack
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician}")
    assert not _attacks(s, magician)


def test_also_a_second_attack_lasts_this_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 100 ATK until the end of this turn. Also, if this card attacked a "
        "monster, it can make a second attack on a monster during that Battle Phase.",
        COST,
    )
    assert first_effect(encoding)[-1]["until"] == "end_of_turn"


def test_a_second_attack_on_a_monster_after_destroying_one() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, if this card destroyed a monster by battle, it can make a second attack on "
        "a monster during that Battle Phase.",
        COST,
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "extra_attack_on_kill_on_monsters",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}")
    assert _attacks(s, magician) == [f"attack {magician} {second}"]
    _battle(s, f"attack {magician} {second}")
    # no monster left: the second attack was the last, and none is direct
    assert not _attacks(s, magician)
    assert s.lp[1] == 8000 - 2 * 600
    # the monster attacked is not destroyed: no second attack
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")
    assert not _attacks(s, magician)


def test_attacks_on_each_of_the_opponents_monsters_once() -> None:
    text = "This turn, this card can attack all opponent's monsters once each."
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {"op": "grant", "target": "self", "ability": "attack_all", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BEWD, FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    wall = board.monster(s, 1, BEWD, pos=DEF)
    first, second = (board.monster(s, 1, FILLER) for _ in range(2))
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {wall}")  # it survives, and is not attacked again
    assert _attacks(s, magician) == [f"attack {magician} {first}", f"attack {magician} {second}"]
    _battle(s, f"attack {magician} {first}", f"attack {magician} {second}")
    assert not _attacks(s, magician)
    assert s.lp[0] == 8000 - 400 and s.lp[1] == 8000 - 2 * 600
    # no monster to attack: one direct attack
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician}")
    assert not _attacks(s, magician)
    # without the effect, one attack
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER)
    play(s, "battle")
    _battle(s, f"attack {magician} {first}")
    assert not _attacks(s, magician)


def test_cannot_attack_directly_but_can_attack_all_and_pierces() -> None:
    text = (
        "This turn, this card cannot attack directly, but can attack all opponent's monsters "
        "once each, and it inflicts piercing battle damage."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert [step["ability"] for step in first_effect(encoding)] == [
        "cannot_attack_directly",
        "attack_all",
        "pierce",
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    first = board.monster(s, 1, FILLER, pos=DEF)
    second = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {first}", f"attack {magician} {second}")
    assert s.lp[1] == 8000 - 2100 - 600  # piercing the 0 DEF, then the 1500 ATK
    assert not _attacks(s, magician)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}", "battle")
    assert not _attacks(s, magician)


def test_neither_player_takes_battle_damage_until_the_opponents_next_turn_ends() -> None:
    text = (
        "Neither player takes battle damage from battles involving this card until the end of "
        "your opponent's next turn."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": "self",
            "ability": "safe_battle_both",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    mine = board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {weak}")
    assert weak in s.gy[1] and s.lp[1] == 8000  # the opponent takes none
    _battle(s, f"attack {mine} {blue_eyes}")
    assert s.lp[0] == 8000 - 1500  # the battles of other monsters deal their damage
    play(s, "end")
    play(s, "battle")  # the opponent's turn: attacked, its controller takes none either
    _battle(s, f"attack {blue_eyes} {magician}")
    assert magician in s.gy[0] and s.lp[0] == 8000 - 1500


def test_you_take_no_battle_damage_from_battles_involving_it_this_turn() -> None:
    text = (
        "This turn, this card cannot be destroyed by battle, and you take no battle damage "
        "from battles involving it."
    )
    encoding = compiled(MAGICIAN, text, COST)
    assert first_effect(encoding)[1] == {
        "op": "grant",
        "target": "self",
        "ability": "safe_battle",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {blue_eyes}")
    assert s.lp[0] == 8000 and magician in s.mzone[0]
    # the opponent still takes battle damage from its battles
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    weak = board.monster(s, 1, FILLER)
    play(s, f"act {magician}", "battle")
    _battle(s, f"attack {magician} {weak}")
    assert s.lp[1] == 8000 - 600
