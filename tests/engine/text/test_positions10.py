"""The `positions10` productions: a monster changed to one of two battle positions the text
names, the player choosing when the monster is in neither; each compiled from a made-up clause
and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import choices, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, missing
from validator.engine.actions import Action
from validator.engine.describe import describe
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster 2100/1500
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400

ATTACK_OR_FACEDOWN = (
    "Change 1 monster on your opponent's field to face-up Attack Position or face-down Defense "
    "Position."
)


def test_one_monster_to_face_up_attack_or_face_down_defense() -> None:
    encoding = compiled(SPELL, ATTACK_OR_FACEDOWN)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_monsters", "filter": {"kind": "monster"}}
    ]
    assert first_effect(encoding) == [
        {"op": "change_to_either", "target": {"pick": 0}, "positions": "attack_facedown"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, CAT]))
    spell = board.hand(s, 0, SPELL)
    magician, cat = board.monster(s, 1, MAGICIAN, DEF), board.monster(s, 1, CAT)
    play(s, f"act {spell}", f"pick {magician}")
    # In face-up Defense Position it can go to either: the player chooses.
    assert sorted(verbs(s)) == [f"position {ATK}", f"position {FACEDOWN}"]
    assert describe(s, Action("position", (FACEDOWN,))) == ("chooses face-down Defense Position")
    play(s, f"position {FACEDOWN}")
    assert s.pos[magician] == FACEDOWN and s.pos[cat] == ATK


def test_a_monster_in_one_of_the_two_positions_goes_to_the_other() -> None:
    board = board_playing(compiled(SPELL, ATTACK_OR_FACEDOWN))
    s = board.game(cards=([SPELL, SPELL], [MAGICIAN, CAT]))
    first, second = board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)
    magician, cat = board.monster(s, 1, MAGICIAN), board.monster(s, 1, CAT, FACEDOWN)
    play(s, f"act {first}", f"pick {magician}")  # face-up Attack: no choice, face-down
    assert s.resolving is None and s.pos[magician] == FACEDOWN
    play(s, f"act {second}", f"pick {cat}")  # face-down: no choice, flipped into Attack
    assert s.resolving is None and s.pos[cat] == ATK and s.pos[magician] == FACEDOWN


def test_the_battle_position_of_a_monster_said_in_full_and_after_choose() -> None:
    text = (
        "Change the battle position of 1 monster on your opponent's field to face-up Attack "
        "Position or face-down Defense Position."
    )
    assert first_effect(compiled(SPELL, text))[0]["positions"] == "attack_facedown"
    text = (
        "Choose 1 monster on your opponent's field and change it to face-up Attack Position or "
        "face-down Defense Position."
    )
    assert first_effect(compiled(SPELL, text)) == [
        {"op": "change_to_either", "target": {"pick": 0}, "positions": "attack_facedown"}
    ]


def test_one_face_up_monster_to_face_up_or_face_down_defense() -> None:
    text = (
        "Change 1 face-up monster on the field to face-up Defense Position or face-down "
        "Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "all_faceup", "filter": {"kind": "monster"}}
    ]
    assert first_effect(encoding)[0]["positions"] == "defense_facedown"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SPELL], [MAGICIAN, CAT]))
    first, second = board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)
    magician, cat = board.monster(s, 1, MAGICIAN), board.monster(s, 1, CAT, DEF)
    play(s, f"act {first}", f"pick {magician}")
    assert sorted(verbs(s)) == [f"position {DEF}", f"position {FACEDOWN}"]
    play(s, f"position {DEF}")
    assert s.pos[magician] == DEF
    play(s, f"act {second}", f"pick {cat}")  # face-up Defense: no choice, face-down
    assert s.resolving is None and s.pos[cat] == FACEDOWN


def test_several_monsters_have_no_one_choice() -> None:
    assert missing(
        SPELL,
        "Change up to 2 monsters on your opponent's field to face-up Attack Position or "
        "face-down Defense Position.",
    )
    assert missing(
        SPELL,
        "Change all monsters on your opponent's field to face-up Attack Position or face-down "
        "Defense Position.",
    )


# ----------------------------------------------- a face-up monster or a face-down card

TRAP = 16768  # a Normal Trap
UMI = 15820  # a Field Spell

FACEUP_OR_FACEDOWN = (
    "Destroy 1 face-up Level 4 or lower monster or 1 face-down card on your opponent's field."
)


def test_a_face_up_monster_of_a_kind_or_any_face_down_card() -> None:
    encoding = compiled(SPELL, FACEUP_OR_FACEDOWN)
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_field", "filter": {"kind": "monster", "level_max": 4}, "or_facedown": "any"}
    ]
    assert first_effect(encoding) == [{"op": "destroy", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, MAGICIAN, CAT, TRAP, UMI]))
    spell = board.hand(s, 0, SPELL)
    high = board.monster(s, 1, MAGICIAN)  # face-up, Level 7: not that kind
    hidden = board.monster(s, 1, MAGICIAN, FACEDOWN)  # face-down: its Level is hidden
    cat = board.monster(s, 1, CAT)
    trap = board.spell(s, 1, TRAP, SET)
    umi = board.field_spell(s, 1, UMI)  # face-up, no monster
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(hidden,), (cat,), (trap,)])
    play(s, f"pick {trap}")
    assert trap in s.gy[1] and s.pos[high] == ATK and s.pos[umi] == FACEUP


def test_a_face_up_card_or_a_face_down_monster_is_no_such_pick() -> None:
    assert missing(SPELL, "Destroy 1 face-up card or 1 face-down card on your opponent's field.")
    assert missing(
        SPELL,
        "Destroy 1 face-up Level 4 or lower monster or 1 face-down monster on your opponent's "
        "field.",
    )


# ----------------------------------------------- a Special Summon in one of two positions

REVEAL = "Reveal 1 Level 4 or lower Spellcaster Type monster in your hand."
SUMMON_REVEALED = (
    "Special Summon the monster revealed to meet the requirement to your field in face-up "
    "Attack Position or face-down Defense Position."
)


def test_the_revealed_monster_summoned_face_up_attack_or_face_down_defense() -> None:
    encoding = compiled(MAGICIAN, SUMMON_REVEALED, REVEAL)
    effect = encoding["effects"][0]
    assert effect["cost"] == [{"op": "reveal", "target": {"pick": 0}}]
    assert effect["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "attack_facedown"}
    ]
    for position in (ATK, FACEDOWN):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, CAT], []))
        magician, cat = board.monster(s, 0, MAGICIAN), board.hand(s, 0, CAT)
        play(s, f"act {magician} {cat}")  # the monster revealed, chosen on activation
        assert sorted(verbs(s)) == [f"position {ATK}", f"position {FACEDOWN}"]
        assert describe(s, Action("position", (ATK,))) == "chooses face-up Attack Position"
        play(s, f"position {position}")
        assert s.pos[cat] == position and cat in s.mzone[0]


def test_a_monster_from_the_gy_summoned_face_up_attack_or_face_down_defense() -> None:
    text = (
        "Special Summon 1 Level 4 or lower monster from your GY to your field in face-up Attack "
        "Position or face-down Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "attack_facedown"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], []))
    spell, cat = board.hand(s, 0, SPELL), board.gy(s, 0, CAT)
    play(s, f"act {spell}", f"position {FACEDOWN}")
    assert s.pos[cat] == FACEDOWN and cat in s.mzone[0]


def test_no_monster_revealed_is_summoned() -> None:
    assert missing(MAGICIAN, SUMMON_REVEALED, "Send the top card of your Deck to the GY.")


# ------------------------------------- a face-up monster of yours or a monster of theirs

BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8


def test_a_face_up_monster_of_yours_or_any_monster_of_theirs() -> None:
    text = (
        "Change the battle position of 1 face-up monster on your field or 1 monster on your "
        "opponent's field."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {"from": "all_monsters", "filter": {"kind": "monster"}, "or_facedown": "opp"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, CAT], [CAT, BEWD]))
    spell = board.hand(s, 0, SPELL)
    magician, own_hidden = board.monster(s, 0, MAGICIAN), board.monster(s, 0, CAT, FACEDOWN)
    their_hidden, dragon = board.monster(s, 1, CAT, FACEDOWN), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(magician,), (their_hidden,), (dragon,)])
    assert (own_hidden,) not in choices(s)  # a face-down monster of yours
    play(s, f"pick {their_hidden}")
    assert s.pos[their_hidden] == ATK and s.pos[own_hidden] == FACEDOWN


def test_up_to_2_face_up_monsters_of_yours_and_or_monsters_of_theirs() -> None:
    text = (
        "Change the battle position of up to 2 face-up monsters on your field and/or monsters on "
        "your opponent's field."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "all_monsters",
            "filter": {"kind": "monster"},
            "or_facedown": "opp",
            "n": 2,
            "upto": True,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], [BEWD]))
    spell, magician = board.hand(s, 0, SPELL), board.monster(s, 0, MAGICIAN)
    dragon = board.monster(s, 1, BEWD)
    play(s, f"act {spell}", f"pick {magician} {dragon}")
    assert s.pos[magician] == DEF and s.pos[dragon] == DEF


def test_the_opponents_face_down_cards_are_of_a_source_of_both_sides() -> None:
    encoding = compiled(SPELL, FACEUP_OR_FACEDOWN)
    encoding["effects"][0]["picks"][0]["or_facedown"] = "opp"  # (a source of one side)
    with pytest.raises(EncodingError, match="or_facedown"):
        check_encoding(encoding, "compiled")
