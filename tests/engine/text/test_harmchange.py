"""The harmchange family: "X, and if you do, Y" in one sentence, further ATK losses, face-up
Defense Position monsters (a source of their own: face-down ones are not among them), "with
..." said after the place, and "Up to N ..." starting a sentence; each compiled from a made-up
clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import compiled, round_trip, table_playing
from validator.engine.lasting import atk_of, def_of
from validator.engine.state import ATK, DEF, FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500


def _effect(encoding: dict) -> list:
    return encoding["effects"][0]["effect"]


def test_destroy_and_if_you_do_inflict_damage() -> None:
    text = (
        "Destroy 1 Spell/Trap Card on your opponent's field and if you do, inflict 1000 damage "
        "to your opponent."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding) == [
        {"op": "destroy", "target": {"pick": 0}},
        {"op": "if", "condition": [{"cond": "moved"}], "then": [{"op": "damage", "amount": 1000}]},
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], [TRAP]))
    spell, trap = board.hand(s, 0, SPELL), board.spell(s, 1, TRAP, SET)
    play(s, f"act {spell}")  # the one Set card: chosen
    assert trap in s.gy[1] and s.lp[1] == s.settings.starting_lp - 1000


def test_change_to_defense_and_if_you_do_it_loses_def() -> None:
    text = (
        "Change 1 Attack Position monster on your opponent's field to face-up Defense Position, "
        "and if you do, it loses 600 DEF until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["then"] == [
        {"op": "lose_def", "target": {"pick": 0}, "amount": 600, "until": "end_of_turn"}
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], [BEWD]))
    spell, dragon = board.hand(s, 0, SPELL), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")
    assert s.pos[dragon] == DEF and def_of(s, dragon) == 2500 - 600


def test_an_additional_loss_adds_up_with_the_first() -> None:
    text = (
        "Make 1 face-up monster on your opponent's field lose 500 ATK until the end of this turn. "
        "Then, if your LP are 8000 or less, it loses an additional 1500 ATK until the end of this "
        "turn."
    )
    encoding = compiled(SPELL, text)
    assert _effect(encoding)[1]["then"] == [
        {"op": "lose_atk", "target": {"pick": 0}, "amount": 1500, "until": "end_of_turn"}
    ]
    assert round_trip("change", "it also loses 300 ATK") == "It also loses 300 ATK"
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], [BEWD]))
    spell, dragon = board.hand(s, 0, SPELL), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")
    assert atk_of(s, dragon) == 3000 - 2000


def test_face_up_defense_position_monsters_are_a_source_without_face_down_ones() -> None:
    text = "Change 1 face-up Defense Position monster on your opponent's field to Attack Position."
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"][0]["from"] == "opp_faceup_defense"
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL], [BEWD, FILLER, FILLER]))
    spell = board.hand(s, 0, SPELL)
    shown = board.monster(s, 1, BEWD, DEF)
    board.monster(s, 1, FILLER, FACEDOWN)
    other = board.monster(s, 1, FILLER, DEF)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(shown,), (other,)])
    play(s, f"pick {shown}")
    assert s.pos[shown] == ATK


def test_a_face_up_defense_position_monster_on_the_field_as_a_condition() -> None:
    text = "If a face-up Defense Position Dragon Type monster is on the field, draw 1 card."
    encoding = compiled(SPELL, text)
    dragon = {"kind": "monster", "race": "Dragon"}
    assert _effect(encoding)[0]["condition"] == [
        {"cond": "has", "from": "all_faceup_defense", "filter": dragon}
    ]
    board = Board(table_playing(encoding))
    for position, drawn in ((DEF, 1), (FACEDOWN, 0), (ATK, 0)):
        s = board.game(cards=([SPELL], [BEWD]))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 1, BEWD, position)
        play(s, f"act {spell}")
        assert len(s.hand[0]) == drawn


def test_with_said_after_the_place_and_up_to_starting_a_sentence() -> None:
    text = (
        "Up to 2 face-up monsters on your field with 1500 or less ATK gain 700 ATK until the end "
        "of this turn."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_faceup", "n": 2, "upto": True, "filter": {"kind": "monster", "atk_max": 1500}}
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([SPELL, BEWD], []))
    spell = board.hand(s, 0, SPELL)
    weak, strong = board.monster(s, 0, FILLER), board.monster(s, 0, BEWD)
    play(s, f"act {spell}")  # the one monster with 1500 or less ATK: chosen
    assert atk_of(s, weak) == 1500 + 700 and atk_of(s, strong) == 3000
