"""Static effects on a side's other monsters and on monsters the opponent cannot attack:
compiled from made-up clauses and played on a board (the opponent attacking in their turn)."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import play, verbs
from tests.engine.test_party import COSMOS, stand, table_game
from tests.engine.test_party import monster as party_monster
from tests.engine.text.text_support import board_playing, compiled
from validator.engine import Action, CardTable, lasting, legal_actions, step
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.lasting import atk_of
from validator.engine.state import FACEDOWN, State
from validator.playtest.modes import party_settings

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK / 0 DEF
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
CONTINUOUS = ("Continuous",)


def _static(text: str) -> list[dict]:
    return compiled(MAGICIAN, text, effect_types=CONTINUOUS)["effects"][0]["modifiers"]


def _attacks(s: State) -> list[str]:
    return [v for v in verbs(s) if v.startswith("attack ")]


def _battle(s: State, attack: str) -> None:
    play(s, attack)
    while s.attack is not None or s.window is not None:
        play(s, "pass")


def test_no_battle_damage_from_the_battles_of_your_other_monsters() -> None:
    text = "You take no battle damage from battles involving your other monsters."
    assert _static(text) == [{"rule": "safe_battle", "side": "own", "not_self": True}]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD]), tp=1)
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, "battle")
    _battle(s, f"attack {blue_eyes} {sorcerer}")
    assert sorcerer in s.gy[0] and s.lp[0] == 8000  # another monster's battle: none
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD]), tp=1)
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, "battle")
    _battle(s, f"attack {blue_eyes} {magician}")
    assert s.lp[0] == 8000 - 900  # its own battle: the damage


def test_other_face_up_monsters_on_your_field() -> None:
    text = "Other face-up Spellcaster Type monsters on your field gain 300 ATK."
    assert _static(text) == [
        {
            "rule": "atk",
            "value": 300,
            "side": "own",
            "filter": {"race": "Spellcaster"},
            "not_self": True,
        }
    ]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    s = board.game(cards=([MAGICIAN, FILLER, FILLER], [FILLER]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    hidden = board.monster(s, 0, FILLER, pos=FACEDOWN)
    theirs = board.monster(s, 1, FILLER)
    assert atk_of(s, magician) == 2100 and atk_of(s, sorcerer) == 1800
    assert atk_of(s, theirs) == 1500 and atk_of(s, hidden) == 1500


def test_your_opponent_cannot_attack_this_card_while_a_condition_holds() -> None:
    text = (
        "If you have another face-up Spellcaster Type monster on your field, your opponent "
        "cannot attack this card."
    )
    assert _static(text)[0]["rule"] == "unattackable"
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD]), tp=1)
    board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, FILLER)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, "battle")
    assert _attacks(s) == [f"attack {blue_eyes} {sorcerer}"]
    s = board.game(cards=([MAGICIAN, DRAGORITE], [BEWD]), tp=1)
    magician, dragon = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DRAGORITE)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, "battle")
    assert sorted(_attacks(s)) == sorted(
        [f"attack {blue_eyes} {magician}", f"attack {blue_eyes} {dragon}"]
    )


def test_your_opponent_cannot_attack_your_other_monsters_of_a_kind() -> None:
    text = "Your opponent cannot attack face-up Spellcaster Type monsters other than this card."
    assert _static(text) == [
        {
            "rule": "unattackable",
            "side": "own",
            "filter": {"race": "Spellcaster"},
            "not_self": True,
        }
    ]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    s = board.game(cards=([MAGICIAN, FILLER, FILLER], [BEWD]), tp=1)
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)  # face-up: it cannot be attacked
    hidden = board.monster(s, 0, FILLER, pos=FACEDOWN)
    blue_eyes = board.monster(s, 1, BEWD)
    play(s, "battle")
    assert sorted(_attacks(s)) == sorted(f"attack {blue_eyes} {m}" for m in (magician, hidden))


def test_no_direct_attack_past_monsters_that_cannot_be_attacked() -> None:
    board = board_playing(
        compiled(MAGICIAN, "Your opponent cannot attack this card.", effect_types=CONTINUOUS)
    )
    s = board.game(cards=([MAGICIAN], [BEWD]), tp=1)
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, BEWD)
    play(s, "battle")
    assert not _attacks(s)


def test_not_self_is_said_of_a_sides_monsters_only() -> None:
    encoding = compiled(MAGICIAN, "Your opponent cannot attack this card.", effect_types=CONTINUOUS)
    encoding["effects"][0]["modifiers"][0]["not_self"] = True
    with pytest.raises(EncodingError, match="not_self"):
        check_encoding(encoding, "made-up")


def test_no_battle_damage_from_its_battles_with_monsters_of_a_kind() -> None:
    text = "If this card battles a Level 7 or lower monster, you take no battle damage."
    assert _static(text) == [{"rule": "safe_battle", "against": {"level_max": 7}}]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    for attacker, lp in ((DM, 8000), (BEWD, 8000 - 900)):
        s = board.game(cards=([MAGICIAN], [attacker]), tp=1)
        magician = board.monster(s, 0, MAGICIAN)
        theirs = board.monster(s, 1, attacker)
        play(s, "battle")
        _battle(s, f"attack {theirs} {magician}")
        assert magician in s.gy[0] and s.lp[0] == lp


def test_a_party_player_attacks_no_monster_that_cannot_be_attacked(table: CardTable) -> None:
    s = table_game(table, party_settings())
    attacker = party_monster(s, 0)
    party_monster(s, 1)  # the next player has a monster
    kept, open_one = party_monster(s, 2), party_monster(s, 2)
    lasting.add(s, lasting.card_modifier(s, lasting.UNATTACKABLE, 1, kept, kept, "end_of_turn"))
    cosmos = stand(s, 0, COSMOS)
    step(s, Action("act", (cosmos,)))  # the attacker may attack any player
    step(s, Action("battle"))
    moves = [str(a) for a in legal_actions(s)]
    assert f"attack {attacker} {open_one}" in moves and f"attack {attacker} {kept}" not in moves
