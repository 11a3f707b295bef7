"""Static productions: Continuous effects, Equip and Field Spells, and the summoning conditions
that are changes of their own; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    round_trip,
    table_playing,
    unread,
)
from validator.engine import lasting
from validator.engine.lasting import atk_of, def_of, facts
from validator.engine.state import DEF, FACEDOWN

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK
SCOOTER = 15782  # Scoop Scooter: Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF
DARK_MAGICIAN = 15410
MOUNTAIN = 15228  # a Field Spell
RUSH_HORN = 18273  # an Equip Spell
OVERLORD = 15898  # Supreme Machine Magnum Overlord, a Maximum centre
OVERLORD_L, OVERLORD_R = 15897, 15899
CONTINUOUS = ("Continuous",)


# ----------------------------------------------------------------------------- Field Spells


def test_a_field_spell_changes_the_described_monsters_of_both_sides() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Dragon, Winged Beast, and "
        "Thunder Type monsters on the field gain 200 ATK/DEF, and face-up non-EARTH Attribute "
        "monsters on the field lose 100 ATK.",
    )
    effect = encoding["effects"][0]
    races = {"race": ["Dragon", "Winged Beast", "Thunder"]}
    assert effect == {
        "kind": "field",
        "modifiers": [
            {"rule": "atk", "value": 200, "side": "both", "filter": races},
            {"rule": "def", "value": 200, "side": "both", "filter": races},
            {"rule": "atk", "value": -100, "side": "both", "filter": {"not_attribute": "EARTH"}},
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, DRAGORITE], [SORCERER, DRAGORITE]))
    mine, theirs = board.monster(s, 0, DRAGORITE), board.monster(s, 1, DRAGORITE)
    sorcerer = board.monster(s, 1, SORCERER)
    mountain = board.hand(s, 0, MOUNTAIN)
    play(s, f"act {mountain}")
    assert atk_of(s, mine) == atk_of(s, theirs) == 1700
    assert def_of(s, mine) == s.infos[mine].def_ + 200
    assert atk_of(s, sorcerer) == 1400  # DARK: loses 100, not a Dragon


def test_a_field_spell_reaches_a_monster_whose_type_an_effect_changed() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Dragon Type monsters on the "
        "field gain 200 ATK.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, SORCERER], []))
    sorcerer = board.monster(s, 0, SORCERER)
    board.field_spell(s, 0, MOUNTAIN)
    assert atk_of(s, sorcerer) == 1500
    lasting.add(
        s, lasting.card_modifier(s, lasting.RACE, "Dragon", sorcerer, sorcerer, "end_of_turn")
    )
    assert atk_of(s, sorcerer) == 1700


def test_a_field_spell_with_a_cost_pays_it() -> None:
    # (Played in test_statics2.py: the cost is paid as the card is activated.)
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up monsters on the field gain 100 ATK.",
        requirement="Send the top 2 cards of your Deck to the Graveyard.",
    )
    assert encoding["effects"][0]["cost"] == [{"op": "mill", "count": 2}]


# ----------------------------------------------------------------------------- Equip Spells


def test_an_equip_spell_equips_the_described_monster_and_changes_it() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK and inflicts piercing battle damage.",
        requirement="Equip this card to 1 face-up Machine Type monster on your field.",
    )
    effect = encoding["effects"][0]
    assert effect == {
        "kind": "equip",
        "modifiers": [
            {"rule": "atk", "value": 300, "side": "equipped"},
            {"rule": "pierce", "side": "equipped"},
        ],
        "equip": {"filter": {"kind": "monster", "race": "Machine"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, SCOOTER, SORCERER], [SCOOTER]))
    scooter = board.monster(s, 0, SCOOTER)
    board.monster(s, 0, SORCERER)
    board.monster(s, 1, SCOOTER)
    horn = board.hand(s, 0, RUSH_HORN)
    assert activations(s, horn) == [(scooter,)]  # a Machine, on my field
    play(s, f"act {horn} {scooter}")
    assert atk_of(s, scooter) == 300
    assert lasting.has(s, scooter, lasting.PIERCE)


def test_an_equip_spell_for_either_field_offers_the_opponents_monsters_too() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster cannot be destroyed by your opponent's card effects.",
        requirement="Equip to 1 face-up Machine Type monster on either field.",
    )
    effect = encoding["effects"][0]
    assert effect["equip"] == {"to": "all_faceup", "filter": {"kind": "monster", "race": "Machine"}}
    assert effect["modifiers"] == [
        {"rule": "indestructible", "value": "opp_effect", "side": "equipped"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, SCOOTER], [SCOOTER]))
    mine, theirs = board.monster(s, 0, SCOOTER), board.monster(s, 1, SCOOTER)
    horn = board.hand(s, 0, RUSH_HORN)
    assert sorted(activations(s, horn)) == [(mine,), (theirs,)]
    play(s, f"act {horn} {theirs}")
    assert not lasting.destructible(s, theirs, "effect", 0, False)  # my effects: its opponent's
    assert lasting.destructible(s, theirs, "effect", 1, False)
    assert lasting.destructible(s, theirs, "battle", 0, False)


# ------------------------------------------------------------------- Continuous monster effects


def test_continuous_statics_of_this_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card inflicts piercing battle damage. This card cannot be destroyed by your "
        "opponent's Trap Card effects, and it can attack directly. This card's name becomes "
        '"Dark Magician".',
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"] == [
        {
            "kind": "continuous",
            "modifiers": [
                {"rule": "pierce"},
                {"rule": "indestructible", "value": "opp_trap"},
                {"rule": "direct_attack"},
                {"rule": "name", "value": DARK_MAGICIAN},
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SORCERER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, SORCERER)
    assert lasting.has(s, magician, lasting.PIERCE)
    assert facts(s, magician).name_id == DARK_MAGICIAN
    assert not lasting.destructible(s, magician, "effect", 1, True)
    assert lasting.destructible(s, magician, "effect", 1, False)
    play(s, "battle")
    assert f"attack {magician}" in verbs(s)  # directly, past the opponent's monster


def test_a_static_during_your_turn_only() -> None:
    encoding = compiled(
        MAGICIAN, "During your turn, this card gains 1000 ATK.", effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 1000, "condition": [{"cond": "turn", "whose": "own"}]}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert atk_of(s, magician) == 3100
    s.tp = 1
    assert atk_of(s, magician) == 2100


def test_a_static_under_a_condition_and_on_the_opponents_monsters() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have 2 or more monsters in your GY, face-up monsters on your opponent's field "
        "lose 500 ATK/DEF.",
        effect_types=CONTINUOUS,
    )
    held = [{"cond": "has", "from": "own_gy", "filter": {"kind": "monster"}, "min": 2}]
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": -500, "side": "opp", "condition": held},
        {"rule": "def", "value": -500, "side": "opp", "condition": held},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER, SORCERER], [SORCERER, SORCERER]))
    magician = board.monster(s, 0, MAGICIAN)
    mine = board.monster(s, 0, SORCERER)
    theirs = board.monster(s, 1, SORCERER)
    hidden = board.monster(s, 1, SORCERER, pos=FACEDOWN)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, theirs) == 1500
    board.gy(s, 0, SORCERER)
    assert atk_of(s, theirs) == 1000 and atk_of(s, mine) == 1500 and atk_of(s, magician) == 2100
    assert not lasting._static_reaches(s, magician, s.infos[magician].statics[0], hidden)


def test_a_maximum_mode_requirement_holds_every_static() -> None:
    encoding = compiled(
        OVERLORD,
        "This card cannot be destroyed by your opponent's Trap Card effects.",
        requirement="Maximum Mode",
        summoning='You can Maximum Summon this card together with "Supreme Machine Magnum '
        'Overlord [L]" and "Supreme Machine Magnum Overlord [R]".',
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"] == [
        {
            "kind": "continuous",
            "modifiers": [
                {
                    "rule": "indestructible",
                    "value": "opp_trap",
                    "condition": [{"cond": "maximum_mode"}],
                }
            ],
        }
    ]
    # The Maximum Summon the clause restates is played from the card data.
    board = board_playing(encoding)
    s = board.game(cards=([OVERLORD, OVERLORD_L, OVERLORD_R], []))
    centre = board.hand(s, 0, OVERLORD)
    board.hand(s, 0, OVERLORD_L)
    board.hand(s, 0, OVERLORD_R)
    play(s, f"max {centre}")
    assert s.maxc[centre] == centre
    assert not lasting.destructible(s, centre, "effect", 1, True)


def test_a_maximum_summon_clause_naming_other_pieces_is_left_missing() -> None:
    assert unread(
        OVERLORD,
        "This card inflicts piercing battle damage.",
        summoning='You can Maximum Summon this card together with "Dark Magician" and '
        '"Dark Sorcerer".',
        effect_types=CONTINUOUS,
    )


def test_statics_with_a_requirement_that_costs_are_left_missing() -> None:
    assert unread(
        MAGICIAN,
        "This card inflicts piercing battle damage.",
        requirement="Send the top card of your Deck to the Graveyard.",
        effect_types=CONTINUOUS,
    )


# --------------------------------------------------------------------- summoning conditions


@pytest.mark.parametrize(
    ("where", "zones"),
    [("the Graveyard", ["gy"]), ("the hand", ["hand"]), ("the hand or Graveyard", ["hand", "gy"])],
)
def test_a_name_in_the_hand_or_gy(where: str, zones: list[str]) -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card.",
        summoning=f'This card\'s name becomes "Dark Magician" while in {where}.',
    )
    assert encoding["effects"][1] == {
        "kind": "continuous",
        "modifiers": [{"rule": "name", "value": DARK_MAGICIAN, "zone": z} for z in zones],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN, MAGICIAN], []))
    held, dead = board.hand(s, 0, MAGICIAN), board.gy(s, 0, MAGICIAN)
    fielded = board.monster(s, 0, MAGICIAN)
    named = {c: facts(s, c).name_id == DARK_MAGICIAN for c in (held, dead, fielded)}
    assert named == {held: "hand" in zones, dead: "gy" in zones, fielded: False}


def test_a_monster_whose_only_text_is_a_name_has_nothing_to_activate() -> None:
    encoding = compiled(
        SORCERER, "", summoning='This card\'s name becomes "Dark Magician" while in the GY.'
    )
    assert encoding["effects"] == [
        {
            "kind": "continuous",
            "modifiers": [{"rule": "name", "value": DARK_MAGICIAN, "zone": "gy"}],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER], []))
    sorcerer = board.monster(s, 0, SORCERER)
    assert not activations(s, sorcerer)


def test_static_clauses_render_back_to_their_words() -> None:
    for category, text in (
        ("static", "Your Fish, Sea Serpent, and Aqua Type monsters inflict piercing battle damage"),
        (
            "static",
            "Face-up Level 7 or higher LIGHT Attribute monsters on your field gain 200 "
            "ATK, and cannot be destroyed by your opponent's card effects",
        ),
        ("static", "During your opponent's turn, this card cannot be destroyed by battle"),
        (
            "summoning",
            'This card\'s name becomes "Dark Magician" while in the hand, and this '
            'card\'s name becomes "Dark Sorcerer" while in the GY',
        ),
        ("requirement", "Equip to 1 face-up Warrior Type monster on either field"),
    ):
        assert round_trip(category, text) == text


def test_a_face_down_monster_is_out_of_reach_and_defense_counts() -> None:
    encoding = compiled(
        MAGICIAN, "Face-up monsters on your field gain 100 DEF.", effect_types=CONTINUOUS
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    board.monster(s, 0, MAGICIAN)
    up = board.monster(s, 0, SORCERER, pos=DEF)
    assert def_of(s, up) == 100


# ------------------------------------------------------------- summon restrictions, attacks

FUSION, MANIPULATOR, SWORDSMAN, FLAME_SWORDSMAN = 16934, 16960, 16962, 16956
SAKURETSU = 16768  # Sakuretsu Armor: a Trap answering an attack declaration


def _with(table, encoding: dict) -> None:  # type: ignore[no-untyped-def]
    """Make the table play a second compiled encoding too."""
    other = table_playing(encoding)
    table._infos[encoding["card"]] = other[encoding["card"]]


def test_must_be_fusion_summoned_refuses_every_other_special_summon() -> None:
    restricted = compiled(FLAME_SWORDSMAN, "", summoning="Must be Fusion Summoned.")
    assert restricted["effects"] == [
        {"kind": "continuous", "modifiers": [{"rule": "summon_only", "value": "fusion"}]}
    ]
    revive = compiled(MAGICIAN, "Special Summon 1 monster from your GY face-up to your field.")
    table = table_playing(revive)
    _with(table, restricted)
    board = Board(table)
    s = board.game(
        cards=([FUSION, MANIPULATOR, SWORDSMAN, MAGICIAN, SORCERER], []),
        extra=([FLAME_SWORDSMAN, FLAME_SWORDSMAN], []),
    )
    magician = board.monster(s, 0, MAGICIAN)
    dead = s.extra[0][1]
    s.extra[0].remove(dead)
    s.gy[0].append(dead)
    assert not activations(s, magician)  # the only monster in the GY cannot be revived
    sorcerer = board.gy(s, 0, SORCERER)
    play(s, f"act {magician}", "position 1")  # (the one monster it can choose is chosen)
    assert sorcerer in s.mzone[0] and dead in s.gy[0]
    # The Fusion Summon itself is offered.
    s = board.game(cards=([FUSION, MANIPULATOR, SWORDSMAN], []), extra=([FLAME_SWORDSMAN], []))
    fusion = board.hand(s, 0, FUSION)
    a, b = board.monster(s, 0, MANIPULATOR), board.monster(s, 0, SWORDSMAN)
    fs = s.extra[0][0]
    assert f"act {fusion} {fs} {a} {b}" in verbs(s)


def test_cannot_be_special_summoned_is_a_main_deck_monsters_condition() -> None:
    restricted = compiled(SORCERER, "", summoning="This card cannot be Special Summoned.")
    assert restricted["effects"][0]["modifiers"] == [{"rule": "summon_only", "value": "normal"}]
    revive = compiled(MAGICIAN, "Special Summon 1 monster from your GY face-up to your field.")
    table = table_playing(revive)
    _with(table, restricted)
    board = Board(table)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert not activations(s, magician)
    held = board.hand(s, 0, SORCERER)
    assert f"summon {held}" in verbs(s)  # a Normal Summon is still a Normal Summon
    # A Fusion Monster "cannot be Special Summoned" or a Main Deck one "must be Fusion
    # Summoned" is not what the text means: left missing.
    assert unread(SORCERER, "", summoning="Must be Fusion Summoned.")
    assert unread(FLAME_SWORDSMAN, "", summoning="Can't be Special Summoned.")


def test_no_traps_when_this_card_declares_an_attack() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent cannot activate Trap Cards when this card declares an attack.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "no_traps_on_attack"}]
    from validator.engine.state import SET

    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], [SAKURETSU]))
    magician = board.monster(s, 0, MAGICIAN)
    sorcerer = board.monster(s, 0, SORCERER)
    trap = board.spell(s, 1, SAKURETSU, SET)
    play(s, "battle", f"attack {magician}")
    assert f"act {trap}" not in verbs(s)  # no Trap when this card declares an attack
    while s.attack is not None:
        play(s, verbs(s)[0])
    play(s, f"attack {sorcerer}")
    assert f"act {trap}" in verbs(s)  # another monster's attack: Traps as usual
