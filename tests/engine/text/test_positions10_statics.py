"""The `positions10_statics` productions: Attack Position monsters the opponent's card effects
cannot change to Defense Position; each compiled from a made-up clause and played on a board
against a made-up Spell changing positions."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import play
from tests.engine.conftest import Board
from tests.engine.text.text_support import compiled, missing, table_playing
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster (the static's card)
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon
SPELL = 15160  # a Normal Spell: the made-up change of position
TRAP = 16768  # a Normal Trap

THIS_CARD = (
    "This Attack Position card cannot be changed to Defense Position by your opponent's card "
    "effects."
)
SPELLCASTERS = (
    "Attack Position Spellcaster Type monsters on your field cannot be changed to Defense "
    "Position by your opponent's card effects."
)
CONTINUOUS = ("Continuous",)
TO_FACEDOWN = "Change 1 face-up monster on the field to face-down Defense Position."


def _board(static: dict[str, Any]) -> Board:
    """A board where MAGICIAN plays the static effect and SPELL changes a monster's position."""
    table = table_playing(static)
    table._infos[SPELL] = table_playing(compiled(SPELL, TO_FACEDOWN))._infos[SPELL]
    return Board(table)


def test_this_attack_position_card_is_not_changed_by_the_opponent() -> None:
    encoding = compiled(MAGICIAN, THIS_CARD, effect_types=CONTINUOUS)
    assert encoding["effects"] == [
        {
            "kind": "continuous",
            "modifiers": [
                {
                    "rule": "no_defense_change",
                    "condition": [{"cond": "self_position", "position": "attack"}],
                }
            ],
        }
    ]
    board = _board(encoding)
    s = board.game(cards=([SPELL, SPELL, SPELL], [MAGICIAN]))
    first, second, third = (board.hand(s, 0, SPELL) for _ in range(3))
    magician = board.monster(s, 1, MAGICIAN)
    play(s, f"act {first}")  # the only face-up monster: chosen, and not changed
    assert s.resolving is None and s.pos[magician] == ATK
    s.pos[magician] = DEF  # in Defense Position: nothing keeps it so
    play(s, f"act {second}")
    assert s.pos[magician] == FACEDOWN
    s.pos[magician] = ATK
    s.tp = 1  # its controller's own effect changes it
    s.hand[1].append(s.hand[0].pop(s.hand[0].index(third)))
    play(s, f"act {third}")
    assert s.pos[magician] == FACEDOWN


def test_attack_position_monsters_of_a_kind_on_your_field() -> None:
    encoding = compiled(MAGICIAN, SPELLCASTERS, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "no_defense_change",
            "side": "own",
            "filter": {"race": "Spellcaster"},
            "position": "attack",
        }
    ]
    board = _board(encoding)
    s = board.game(cards=([SPELL, SPELL], [MAGICIAN, CAT, BEWD]))
    first, second = board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)
    board.monster(s, 1, MAGICIAN)
    cat, dragon = board.monster(s, 1, CAT), board.monster(s, 1, BEWD)
    play(s, f"act {first}", f"pick {cat}")
    assert s.pos[cat] == ATK
    play(s, f"act {second}", f"pick {dragon}")  # no Spellcaster
    assert s.pos[dragon] == FACEDOWN


def test_attack_position_monsters_gain_atk_while_in_attack_position() -> None:
    text = (
        "Attack Position Spellcaster Type monsters on your field gain 400 ATK, and cannot be "
        "changed to Defense Position by your opponent's card effects."
    )
    encoding = compiled(MAGICIAN, text, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"][0] == {
        "rule": "atk",
        "value": 400,
        "side": "own",
        "filter": {"race": "Spellcaster"},
        "position": "attack",
    }
    board = _board(encoding)
    s = board.game(cards=([], [MAGICIAN, CAT, BEWD]))
    magician, cat = board.monster(s, 1, MAGICIAN), board.monster(s, 1, CAT, DEF)
    dragon = board.monster(s, 1, BEWD)
    assert atk_of(s, magician) == 2500 and atk_of(s, cat) == 0 and atk_of(s, dragon) == 3000
    s.pos[cat] = ATK  # (changed to Attack Position: it gains the ATK now)
    assert atk_of(s, cat) == 400


def test_face_up_defense_position_monsters_of_a_kind_on_the_field() -> None:
    text = (
        "All face-up Defense Position Spellcaster Type monsters on the field cannot be destroyed "
        "by card effects."
    )
    encoding = compiled(MAGICIAN, text, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "indestructible",
            "value": "effect",
            "side": "both",
            "filter": {"race": "Spellcaster"},
            "position": "defense",
        }
    ]
    table = table_playing(encoding)
    destroyer = compiled(SPELL, "Destroy all monsters on your opponent's field.")
    table._infos[SPELL] = table_playing(destroyer)._infos[SPELL]
    board = Board(table)
    s = board.game(cards=([SPELL, MAGICIAN], [CAT, CAT]))
    board.monster(s, 0, MAGICIAN)  # its static reaches both fields
    kept, destroyed = board.monster(s, 1, CAT, DEF), board.monster(s, 1, CAT)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.pos[kept] == DEF and destroyed in s.gy[1]


def test_a_defense_position_that_may_be_face_down_is_not_read() -> None:
    assert missing(
        MAGICIAN,
        "Defense Position Spellcaster Type monsters on your field gain 400 ATK.",
        effect_types=CONTINUOUS,
    )


def test_not_destroyed_by_their_attacks_and_a_counted_gain() -> None:
    text = (
        "If you have a face-down monster on your field, Attack Position Spellcaster Type monsters "
        "on your field cannot be destroyed by your opponent's monsters' attacks, and they gain "
        "ATK equal to [the number of cards in your hand] x 300."
    )
    encoding = compiled(MAGICIAN, text, effect_types=CONTINUOUS)
    facedown = {"cond": "has", "from": "own_facedown", "filter": {"kind": "monster"}}
    assert encoding["effects"][0]["modifiers"][0] == {
        "rule": "indestructible",
        "value": "battle",
        "condition": [facedown, {"cond": "turn", "whose": "opp"}],
        "side": "own",
        "filter": {"race": "Spellcaster"},
        "position": "attack",
    }
    for hidden, lp in ((True, 8000 - (3000 - 2400)), (False, 8000 - (3000 - 2100))):
        board = _board(encoding)
        s = board.game(cards=([BEWD], [MAGICIAN, CAT, CAT]))
        dragon, magician = board.monster(s, 0, BEWD), board.monster(s, 1, MAGICIAN)
        board.hand(s, 1, CAT)  # 1 card in hand: 300 ATK more, with a face-down monster
        if hidden:
            board.monster(s, 1, CAT, FACEDOWN)
        play(s, "battle", f"attack {dragon} {magician}")  # an attack of the opponent's
        assert (magician in s.mzone[1]) == hidden and s.lp[1] == lp


def test_a_gain_and_in_their_turn_in_attack_position_not_destroyed_by_battle() -> None:
    text = (
        "If you have a card in your Spell & Trap Zone, this card gains 200 ATK, also during your "
        "opponent's turn, while it is in Attack Position, it cannot be destroyed by battle."
    )
    encoding = compiled(MAGICIAN, text, effect_types=CONTINUOUS)
    szone = {"cond": "has", "from": "own_szone"}
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 200, "condition": [szone]},
        {
            "rule": "indestructible",
            "value": "battle",
            "condition": [
                szone,
                {"cond": "turn", "whose": "opp"},
                {"cond": "self_position", "position": "attack"},
            ],
        },
    ]
    for set_card, lp in ((True, 8000 - (3000 - 2300)), (False, 8000 - (3000 - 2100))):
        board = _board(encoding)
        s = board.game(cards=([BEWD], [MAGICIAN, TRAP]))
        dragon, magician = board.monster(s, 0, BEWD), board.monster(s, 1, MAGICIAN)
        if set_card:
            board.spell(s, 1, TRAP, SET)
        play(s, "battle", f"attack {dragon} {magician}")
        while s.window is not None:  # (the Set Trap's timing: not activated)
            play(s, "pass")
        assert (magician in s.mzone[1]) == set_card and s.lp[1] == lp
