"""The `positions10` productions: a monster changed to one of two battle positions the text
names, the player choosing when the monster is in neither; each compiled from a made-up clause
and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    table_playing,
)
from validator.engine.actions import Action
from validator.engine.describe import describe
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.lasting import activation_allowed
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


# ----------------------------------------------------- monsters whose Levels total at most

SORCERER = 15154  # Dark Sorcerer: a Level 4 DARK Spellcaster Normal Monster


def test_monsters_summoned_whose_levels_total_at_most() -> None:
    text = (
        "Special Summon 2 Spellcaster Type monsters whose total Levels equal 8 or less, from "
        "your GY in face-up Attack Position to your field."
    )
    encoding = compiled(SPELL, text)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "filter": {"kind": "monster", "race": "Spellcaster"},
            "total_level_max": 8,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, MAGICIAN, CAT], []))
    spell = board.hand(s, 0, SPELL)
    sorcerer, magician = board.gy(s, 0, SORCERER), board.gy(s, 0, MAGICIAN)
    assert f"act {spell}" not in verbs(s)  # Levels 4 and 7: 11
    cat = board.gy(s, 0, CAT)
    play(s, f"act {spell}")
    assert sorted(map(sorted, choices(s))) == sorted([[sorcerer, cat], [magician, cat]])
    play(s, f"pick {magician} {cat}")
    assert s.pos[magician] == ATK and s.pos[cat] == ATK and sorcerer in s.gy[0]


def test_up_to_2_monsters_changed_whose_levels_total_at_most() -> None:
    text = (
        "Change up to 2 face-up monsters on your opponent's field whose total Levels equal 8 or "
        "less to face-down Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [{"op": "to_facedown", "target": {"pick": 0}}]
    assert encoding["effects"][0]["picks"][0]["total_level_max"] == 8
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, CAT, SORCERER]))
    spell = board.hand(s, 0, SPELL)
    magician, cat = board.monster(s, 1, MAGICIAN), board.monster(s, 1, CAT)
    sorcerer = board.monster(s, 1, SORCERER)
    play(s, f"act {spell}")
    ways = sorted(map(sorted, choices(s)))
    expected = [[magician], [cat], [sorcerer], [magician, cat], [cat, sorcerer]]
    assert ways == sorted(map(sorted, expected))  # Levels 7 and 4 together: 11
    play(s, f"pick {magician} {cat}")
    assert s.pos[magician] == FACEDOWN and s.pos[cat] == FACEDOWN and s.pos[sorcerer] == ATK


def test_one_monster_has_no_total_level() -> None:
    assert missing(
        SPELL,
        "Destroy 1 face-up monster on your opponent's field whose total Levels are 8 or less.",
    )


# ------------------------------------------------------- Special Summons to another field


def test_your_monster_summoned_to_your_opponents_field() -> None:
    text = (
        "Draw 1 card. Then, you can Special Summon 1 Spellcaster Type monster from your GY to "
        "your opponent's field in face-up Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [
            {"op": "special_summon", "target": {"pick": 0}, "position": "defense", "to": "opp"}
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], []))
    spell, magician = board.hand(s, 0, SPELL), board.gy(s, 0, MAGICIAN)
    play(s, f"act {spell}", f"pick {magician}")
    assert magician in s.mzone[1] and s.pos[magician] == DEF and s.owner[magician] == 1
    assert s.resolving is None and magician not in s.gy[0]


def test_their_monsters_summoned_face_down_to_their_field() -> None:
    text = (
        "Draw 1 card. Then, you can Special Summon up to 2 Level 5 or higher monsters from your "
        "opponent's GY to their field in face-down Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["then"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "facedown", "to": "owner"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, CAT]))
    spell = board.hand(s, 0, SPELL)
    magician, cat = board.gy(s, 1, MAGICIAN), board.gy(s, 1, CAT)  # the Cat: Level 1
    play(s, f"act {spell}", f"pick {magician}")
    assert magician in s.mzone[1] and s.pos[magician] == FACEDOWN and cat in s.gy[1]
    assert s.mzone[0] == [-1, -1, -1]


def test_a_summon_to_the_owners_field_is_an_optional_part_only() -> None:
    """(No free Monster Zone of the owner's field is asked on activation; a summon to the
    opponent's field asks one: played in test_amountsother12_summon.py.)"""
    text = (
        "Special Summon up to 2 Level 5 or higher monsters from your opponent's GY to their "
        "field in face-down Defense Position."
    )
    with pytest.raises(EncodingError, match="optional only"):
        compiled(SPELL, text)


# --------------------------------------------------------- a summon in a position, answered

TRAP_SUMMON_IN_ATTACK = (
    "When your opponent Normal or Special Summons a monster in face-up Attack Position and they "
    "have 2 or more monsters on their field."
)


def test_a_summon_in_face_up_attack_position_answered() -> None:
    encoding = compiled(
        TRAP,
        "Change that monster to face-down Defense Position.",
        requirement=TRAP_SUMMON_IN_ATTACK,
    )
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "summon", "whose": "opp"}
    assert effect["condition"][0] == {
        "cond": "subject",
        "filter": {"kind": "monster"},
        "position": "attack",
    }
    summoner = compiled(
        SPELL,
        "Special Summon 1 Level 4 or lower monster from your GY to your field in face-up Defense "
        "Position.",
    )
    table = table_playing(encoding)
    table._infos[SPELL] = table_playing(summoner)._infos[SPELL]
    board = Board(table)
    s = board.game(cards=([SPELL, SORCERER, CAT, MAGICIAN], [TRAP]))
    trap = board.spell(s, 1, TRAP, SET)
    board.monster(s, 0, MAGICIAN)
    spell, cat = board.hand(s, 0, SPELL), board.gy(s, 0, CAT)
    play(s, f"act {spell}")  # the Cat, in face-up Defense Position
    assert s.pos[cat] == DEF and (s.window is None or activations(s, trap) == [])
    if s.window is not None:
        play(s, "pass")
    sorcerer = board.hand(s, 0, SORCERER)
    play(s, f"summon {sorcerer}")  # a Normal Summon: face-up Attack Position
    play(s, f"act {trap}")
    assert s.pos[sorcerer] == FACEDOWN


# ------------------------------------------------------------- a Set card that is sealed


def test_a_face_down_card_of_their_spell_trap_zone_sealed_this_turn() -> None:
    text = (
        "Choose 1 face-down card in your opponent's Spell & Trap Zone. This turn, your opponent "
        "cannot activate that card."
    )
    encoding = compiled(SPELL, text)
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "opp_szone_set"}]
    assert effect["effect"] == [{"op": "seal", "target": {"pick": 0}, "until": "end_of_turn"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, TRAP]))
    sealed, other = board.spell(s, 1, TRAP, SET), board.spell(s, 1, TRAP, SET)
    play(s, f"act {board.hand(s, 0, SPELL)}", f"pick {sealed}")
    assert not activation_allowed(s, 1, sealed, "trap")
    assert activation_allowed(s, 1, other, "trap")
    play(s, "end")  # this turn only
    assert activation_allowed(s, 1, sealed, "trap")


def test_only_the_opponents_set_card_is_sealed_so() -> None:
    assert missing(
        SPELL,
        "Choose 1 face-down card in your Spell & Trap Zone. This turn, your opponent cannot "
        "activate that card.",
    )


def test_a_requirement_makes_no_choice_of_two_positions() -> None:
    assert missing(
        MAGICIAN,
        "Draw 1 card.",
        "Change this card to face-up Attack Position or face-down Defense Position.",
    )
