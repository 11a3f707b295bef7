"""Static productions, third part: separate ATK and DEF changes, Type changes, holders by name,
"all ..." or "this Attack Position card", conditions of this card or of the equipped monster,
and rules over the players; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, table_playing, unread
from validator.engine import lasting
from validator.engine.lasting import atk_of, def_of, facts
from validator.engine.state import DEF

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK / 1500 DEF
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK / 0 DEF
SCOOTER = 15782  # Scoop Scooter: Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF
MOUNTAIN = 15228  # a Field Spell
RUSH_HORN = 18273  # an Equip Spell
SPELL = 15160  # a Normal Spell
CONTINUOUS = ("Continuous",)
EQUIP = "Equip to 1 face-up monster on your field."


def _equipped(encoding: dict, *monsters: int, more: tuple[int, ...] = ()) -> tuple:
    """A game with the Equip Spell equipped to the first of `monsters` (on my field); `more`
    cards left in my Deck."""
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, *monsters, *more], []))
    mine = [board.monster(s, 0, m) for m in monsters]
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {mine[0]}")
    return board, s, mine


# ------------------------------------------------------------------------ what they get


def test_the_equipped_monster_gains_atk_and_def_apart() -> None:
    encoding = compiled(
        RUSH_HORN, "The equipped monster gains 100 ATK/1500 DEF.", requirement=EQUIP
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 100, "side": "equipped"},
        {"rule": "def", "value": 1500, "side": "equipped"},
    ]
    _, s, (sorcerer,) = _equipped(encoding, SORCERER)
    assert atk_of(s, sorcerer) == 1600 and def_of(s, sorcerer) == 1500


def test_monsters_lose_atk_and_def_apart() -> None:
    encoding = compiled(
        MAGICIAN,
        "Face-up monsters on your opponent's field lose 300 ATK/200 DEF.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SCOOTER, SORCERER]))
    board.monster(s, 0, MAGICIAN)
    scooter, sorcerer = board.monster(s, 1, SCOOTER), board.monster(s, 1, SORCERER)
    assert (atk_of(s, sorcerer), def_of(s, scooter)) == (1200, 0)


def test_the_opponents_monsters_become_a_type() -> None:
    encoding = compiled(
        MAGICIAN,
        "Face-up monsters on your opponent's field become Insect Type.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "race", "value": "Insect", "side": "opp"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SORCERER]))
    magician, theirs = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SORCERER)
    assert facts(s, theirs).race == "Insect" and facts(s, magician).race == "Spellcaster"


def test_during_your_turn_this_card_becomes_a_type_and_pierces() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your turn, this card becomes Dragon Type, and it inflicts piercing battle damage.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert facts(s, magician).race == "Dragon" and lasting.has(s, magician, "pierce")
    s.tp = 1
    assert facts(s, magician).race == "Spellcaster" and not lasting.has(s, magician, "pierce")


def test_a_sides_monsters_gain_atk_and_they_pierce() -> None:
    encoding = compiled(
        MAGICIAN,
        "Face-up Dragon Type monsters on your field gain 500 ATK, and they inflict piercing "
        "battle damage.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE, SORCERER], []))
    board.monster(s, 0, MAGICIAN)
    dragorite, sorcerer = board.monster(s, 0, DRAGORITE), board.monster(s, 0, SORCERER)
    assert atk_of(s, dragorite) == 2000 and lasting.has(s, dragorite, "pierce")
    assert atk_of(s, sorcerer) == 1500 and not lasting.has(s, sorcerer, "pierce")


# ---------------------------------------------------------------------------- who it changes


def test_monsters_with_an_original_def_gain_atk() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Level 4 or higher monsters with "
        "0 original DEF on the field gain 400 ATK.",
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 400, "side": "both", "filter": {"level_min": 4, "original_def": 0}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, MAGICIAN, SCOOTER], [SORCERER]))
    magician, scooter = board.monster(s, 0, MAGICIAN), board.monster(s, 0, SCOOTER)
    theirs = board.monster(s, 1, SORCERER)
    board.field_spell(s, 0, MOUNTAIN)
    assert atk_of(s, theirs) == 1900
    assert (atk_of(s, magician), atk_of(s, scooter)) == (2100, 0)


def test_a_current_stat_still_holds_no_sides_monsters() -> None:
    assert unread(
        MAGICIAN,
        "Face-up monsters with 0 DEF on your field gain 400 ATK.",
        effect_types=CONTINUOUS,
    )


def test_face_up_monsters_by_name_gain_atk() -> None:
    encoding = compiled(
        MAGICIAN, 'Face-up "Dark Sorcerer" on your field gain 500 ATK.', effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 500, "side": "own", "filter": {"ids": [SORCERER]}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], [SORCERER]))
    board.monster(s, 0, MAGICIAN)
    mine, theirs = board.monster(s, 0, SORCERER), board.monster(s, 1, SORCERER)
    assert (atk_of(s, mine), atk_of(s, theirs)) == (2000, 1500)
    # A Spell's name names no monster a static could change.
    assert unread(
        MAGICIAN, 'Face-up "Mountain" on your field gain 500 ATK.', effect_types=CONTINUOUS
    )


def test_all_face_up_monsters_of_a_kind_lose_atk_def() -> None:
    encoding = compiled(
        SORCERER,
        "All face-up Level 7 or higher monsters on the field lose 300 ATK/DEF.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, MAGICIAN], [MAGICIAN]))
    sorcerer = board.monster(s, 0, SORCERER)
    mine, theirs = board.monster(s, 0, MAGICIAN), board.monster(s, 1, MAGICIAN)
    assert atk_of(s, mine) == atk_of(s, theirs) == 1800 and def_of(s, theirs) == 1200
    assert atk_of(s, sorcerer) == 1500


def test_this_attack_position_card_cannot_be_destroyed_by_battle() -> None:
    encoding = compiled(
        MAGICIAN,
        "This Attack Position card cannot be destroyed by battle, and this card gains ATK equal "
        "to [the number of monsters in your GY] x 100.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0] == {
        "rule": "indestructible",
        "value": "battle",
        "condition": [{"cond": "self_position", "position": "attack"}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2200
    assert not lasting.destructible(s, magician, "battle", 1, False)
    s.pos[magician] = DEF
    assert lasting.destructible(s, magician, "battle", 1, False)


def test_this_attack_position_card_under_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "If you have a monster in your GY, this Attack Position card cannot be destroyed by "
        "card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"][0]["condition"] == [
        {"cond": "has", "from": "own_gy", "filter": {"kind": "monster"}},
        {"cond": "self_position", "position": "attack"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert lasting.destructible(s, magician, "effect", 1, False)
    board.gy(s, 0, SORCERER)
    assert not lasting.destructible(s, magician, "effect", 1, False)


# ------------------------------------------------------------------------------ sentences


def test_this_cards_name_becomes_and_it_cannot_be_destroyed() -> None:
    encoding = compiled(
        MAGICIAN,
        'This card\'s name becomes "Dark Sorcerer", and it cannot be destroyed by your '
        "opponent's card effects.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert facts(s, magician).name_id == SORCERER
    assert not lasting.destructible(s, magician, "effect", 1, False)
    assert lasting.destructible(s, magician, "effect", 0, False)


def test_this_card_cannot_be_destroyed_and_it_gains_counted_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot be destroyed by card effects, and it gains ATK equal to [the number of "
        "Normal Monsters in your GY] x 300.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2400
    assert not lasting.destructible(s, magician, "effect", 0, False)


def test_this_card_pierces_and_no_traps_when_it_attacks() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card inflicts piercing battle damage and your opponent cannot activate Trap Cards "
        "when it declares an attack.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "pierce"},
        {"rule": "no_traps_on_attack"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, SORCERER)
    assert lasting.has(s, magician, "pierce")
    assert not lasting.traps_allowed_on_attack(s, magician)
    assert lasting.traps_allowed_on_attack(s, sorcerer)


def test_if_this_card_is_in_a_position_it_cannot_be_destroyed() -> None:
    encoding = compiled(
        MAGICIAN,
        "If this card is in Attack Position, it cannot be destroyed by battle.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not lasting.destructible(s, magician, "battle", 1, False)
    s.pos[magician] = DEF
    assert lasting.destructible(s, magician, "battle", 1, False)
    # "it" after a condition about another card names nothing.
    assert unread(
        MAGICIAN,
        "If you have a monster in your GY, it cannot be destroyed by battle.",
        effect_types=CONTINUOUS,
    )


def test_then_if_a_further_change_of_the_equipped_monster() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK. Then, if you have a Normal Spell Card in your GY, "
        "the equipped monster inflicts piercing battle damage.",
        requirement=EQUIP,
    )
    board, s, (sorcerer,) = _equipped(encoding, SORCERER, more=(SPELL,))
    assert atk_of(s, sorcerer) == 1800 and not lasting.has(s, sorcerer, "pierce")
    board.gy(s, 0, SPELL)
    assert lasting.has(s, sorcerer, "pierce")


def test_during_a_turn_if_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your opponent's turn, if you have a monster in your GY, this card gains 1000 ATK.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "atk",
            "value": 1000,
            "condition": [
                {"cond": "turn", "whose": "opp"},
                {"cond": "has", "from": "own_gy", "filter": {"kind": "monster"}},
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2100
    s.tp = 1
    assert atk_of(s, magician) == 3100


# ------------------------------------------------------------- the equipped monster described


def test_if_the_equipped_monster_is_a_normal_monster() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK. If the equipped monster is a Normal Monster, it "
        "gains an additional 600 ATK.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"][1] == {
        "rule": "atk",
        "value": 600,
        "side": "equipped",
        "filter": {"normal": True},
    }
    _, s, (sorcerer,) = _equipped(encoding, SORCERER)
    assert atk_of(s, sorcerer) == 2400
    _, s, (magician,) = _equipped(encoding, MAGICIAN)
    assert atk_of(s, magician) == 2400


def test_if_the_equipped_monster_is_a_type() -> None:
    encoding = compiled(
        RUSH_HORN,
        "If the equipped monster is Spellcaster Type, it gains additional ATK equal to [its "
        "Level] x 200. If the equipped monster is Dragon Type, it inflicts piercing battle damage.",
        requirement=EQUIP,
    )
    _, s, (magician,) = _equipped(encoding, MAGICIAN)
    assert atk_of(s, magician) == 3500 and not lasting.has(s, magician, "pierce")
    _, s, (dragorite,) = _equipped(encoding, DRAGORITE)
    assert atk_of(s, dragorite) == 1500 and lasting.has(s, dragorite, "pierce")


def test_if_the_equipped_monster_is_a_kind_it_pierces() -> None:
    encoding = compiled(
        RUSH_HORN,
        "If the equipped monster is a Normal Monster, it inflicts piercing battle damage.",
        requirement=EQUIP,
    )
    _, s, (sorcerer,) = _equipped(encoding, SORCERER)
    assert lasting.has(s, sorcerer, "pierce")
    _, s, (magician,) = _equipped(encoding, MAGICIAN)
    assert not lasting.has(s, magician, "pierce")


# ------------------------------------------------------------------- rules over the players


def test_neither_player_can_special_summon_a_kind_of_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "Neither player can Special Summon non-EARTH Attribute monsters.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_special_summon", "side": "both", "filter": {"not_attribute": "EARTH"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, DRAGORITE], [SORCERER]))
    board.monster(s, 0, MAGICIAN)
    sorcerer, dragorite = board.hand(s, 0, SORCERER), board.hand(s, 0, DRAGORITE)
    theirs = board.hand(s, 1, SORCERER)
    assert lasting.special_summon_allowed(s, 0, dragorite)
    assert not lasting.special_summon_allowed(s, 0, sorcerer)
    assert not lasting.special_summon_allowed(s, 1, theirs)


def test_neither_player_can_special_summon_monsters() -> None:
    encoding = compiled(
        MAGICIAN, "Neither player can Special Summon monsters.", effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "no_special_summon", "side": "both"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE], [SORCERER]))
    magician = board.monster(s, 0, MAGICIAN)
    dragorite, theirs = board.hand(s, 0, DRAGORITE), board.hand(s, 1, SORCERER)
    assert not lasting.special_summon_allowed(s, 0, dragorite)
    assert not lasting.special_summon_allowed(s, 1, theirs, "fusion")
    s.pos[magician] = lasting.FACEDOWN  # no static works face-down
    assert lasting.special_summon_allowed(s, 1, theirs)


def test_you_cannot_attack_with_a_kind_of_monster() -> None:
    encoding = compiled(
        SORCERER, "You cannot attack with Level 7 or higher monsters.", effect_types=CONTINUOUS
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_attack_with", "side": "own", "filter": {"level_min": 7}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, MAGICIAN], [MAGICIAN]))
    sorcerer, magician = board.monster(s, 0, SORCERER), board.monster(s, 0, MAGICIAN)
    theirs = board.monster(s, 1, MAGICIAN)
    assert lasting.attack_allowed(s, sorcerer) and not lasting.attack_allowed(s, magician)
    assert lasting.attack_allowed(s, theirs)


# ------------------------------------------------------- protections in battles with some monsters


def _battle(s, attacker: int, target: int) -> None:
    s.tp = s.owner[attacker]
    play(s, "battle", f"attack {attacker} {target}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")


def test_cannot_be_destroyed_by_battle_with_a_monster_that_has_atk() -> None:
    encoding = compiled(
        SORCERER,
        "This card cannot be destroyed by battle with a monster that has 1900 or more ATK.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "indestructible", "value": "battle", "against": {"atk_min": 1900}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER], [MAGICIAN]))
    sorcerer, magician = board.monster(s, 0, SORCERER), board.monster(s, 1, MAGICIAN)
    _battle(s, magician, sorcerer)
    assert s.pos[sorcerer] != lasting.OFF and s.lp[0] == 8000 - 600
    # A monster with less ATK destroys it (both at once, in a battle of equal ATK).
    s = board.game(cards=([SORCERER], [DRAGORITE]))
    sorcerer, dragorite = board.monster(s, 0, SORCERER), board.monster(s, 1, DRAGORITE)
    _battle(s, dragorite, sorcerer)
    assert sorcerer in s.gy[0] and dragorite in s.gy[1]


def test_cannot_be_destroyed_by_battle_with_monsters_of_a_kind() -> None:
    encoding = compiled(
        DRAGORITE,
        "This card cannot be destroyed by battle with DARK Attribute monsters.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    # Equal ATK: the DARK attacker is destroyed, this card is not.
    s = board.game(cards=([DRAGORITE], [SORCERER]))
    dragorite, sorcerer = board.monster(s, 0, DRAGORITE), board.monster(s, 1, SORCERER)
    _battle(s, dragorite, sorcerer)
    assert sorcerer in s.gy[1] and s.pos[dragorite] == lasting.ATK
    s = board.game(cards=([DRAGORITE], [DRAGORITE]))
    mine, theirs = board.monster(s, 0, DRAGORITE), board.monster(s, 1, DRAGORITE)
    _battle(s, theirs, mine)
    assert mine in s.gy[0] and theirs in s.gy[1]
    # Any monster at all is no kind.
    assert unread(
        DRAGORITE,
        "This card cannot be destroyed by battle with a monster.",
        effect_types=CONTINUOUS,
    )


# ------------------------------------------------------------------------------ double Tributes


def test_this_face_up_card_counts_as_two_tributes() -> None:
    encoding = compiled(
        SORCERER,
        "This face-up card can be treated as 2 Tributes for the Tribute Summon of a DARK "
        "Attribute monster in Attack Position.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "double_tribute", "filter": {"attribute": "DARK"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, MAGICIAN], []))
    sorcerer, magician = board.monster(s, 0, SORCERER), board.hand(s, 0, MAGICIAN)
    assert f"summon {magician} {sorcerer}" in verbs(s)
    play(s, f"summon {magician} {sorcerer}")
    assert s.pos[magician] == lasting.ATK and sorcerer in s.gy[0]
    # Face-down, it is one monster.
    s = board.game(cards=([SORCERER, MAGICIAN], []))
    sorcerer, magician = (
        board.monster(s, 0, SORCERER, pos=lasting.FACEDOWN),
        board.hand(s, 0, MAGICIAN),
    )
    assert not any(v.startswith(f"summon {magician}") for v in verbs(s))


def test_the_equipped_monster_counts_as_two_tributes_of_a_kind() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster can be treated as 2 Tributes for the Tribute Summon of a Dragon "
        "Type monster in Attack Position.",
        requirement=EQUIP,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "double_tribute", "side": "equipped", "filter": {"race": "Dragon"}}
    ]
    board, s, _ = _equipped(encoding, SORCERER, more=(MAGICIAN,))
    magician = board.hand(s, 0, MAGICIAN)
    assert not any(v.startswith(f"summon {magician}") for v in verbs(s))  # not a Dragon


# ------------------------------------------------------- protections of Spells, Traps and cards


def test_spell_trap_cards_on_your_field_cannot_be_destroyed_by_the_opponent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Spell/Trap Cards on your field cannot be destroyed by your opponent's card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "indestructible", "value": "opp_effect", "side": "own", "reach": "spelltraps"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SPELL, SPELL, MOUNTAIN], []))
    magician = board.monster(s, 0, MAGICIAN)
    set_spell = board.spell(s, 0, SPELL, lasting.SET)
    field = board.field_spell(s, 0, MOUNTAIN)
    for card in (set_spell, field):
        assert not lasting.destructible(s, card, "effect", 1, False, "spell")
        assert lasting.destructible(s, card, "effect", 0, False, "spell")
    assert lasting.destructible(s, magician, "effect", 1, False, "spell")
    s.pos[magician] = lasting.FACEDOWN  # no longer face-up: no protection
    assert lasting.destructible(s, set_spell, "effect", 1, False, "spell")


def test_face_down_and_face_up_cards_reached() -> None:
    encoding = compiled(
        MAGICIAN,
        "Face-up Level 4 monsters and face-down Spell/Trap Cards on your field cannot be "
        "destroyed by your opponent's card effects.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SPELL, SPELL], []))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, SORCERER)
    set_spell = board.spell(s, 0, SPELL, lasting.SET)
    face_up = board.spell(s, 0, SPELL, lasting.FACEUP)
    safe = [
        not lasting.destructible(s, c, "effect", 1, False, "trap")
        for c in (magician, sorcerer, set_spell, face_up)
    ]
    assert safe == [False, True, True, False]
    encoding = compiled(
        MAGICIAN,
        "Cards on your field cannot be destroyed by your opponent's card effects.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SPELL], [SORCERER]))
    magician = board.monster(s, 0, MAGICIAN)
    hidden = board.monster(s, 0, SORCERER, pos=lasting.FACEDOWN)
    face_up = board.spell(s, 0, SPELL, lasting.FACEUP)
    theirs = board.monster(s, 1, SORCERER)
    for card in (magician, hidden, face_up):
        assert not lasting.destructible(s, card, "effect", 1, False, "monster")
    assert lasting.destructible(s, theirs, "effect", 0, False, "monster")


def test_a_protected_spell_stays_when_the_opponent_destroys_it() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card and Spell/Trap Cards on your field cannot be destroyed by your opponent's "
        "card effects.",
        effect_types=CONTINUOUS,
    )
    destroyer = compiled(SPELL, "Destroy 1 card on your opponent's field.")
    table = table_playing(encoding)
    table._infos[SPELL] = table_playing(destroyer)._infos[SPELL]
    board = Board(table)
    s = board.game(cards=([MAGICIAN, SPELL], [SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    mine = board.spell(s, 0, SPELL, lasting.SET)
    theirs = board.hand(s, 1, SPELL)
    s.tp = 1
    play(s, f"act {theirs}")
    assert (mine,) in choices(s)
    play(s, f"pick {mine}")
    assert s.pos[mine] == lasting.SET and mine not in s.gy[0]
    assert s.pos[magician] == lasting.ATK


# ------------------------------------------------------------ changes during one player's turn


def test_changes_in_force_during_one_players_turn() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up DARK Attribute monsters on your "
        "field gain 400 ATK during your turn, and face-up DARK Attribute monsters on your "
        "opponent's field gain 400 ATK during your opponent's turn.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, SORCERER], [SORCERER]))
    mine, theirs = board.monster(s, 0, SORCERER), board.monster(s, 1, SORCERER)
    board.field_spell(s, 0, MOUNTAIN)
    assert (atk_of(s, mine), atk_of(s, theirs)) == (1900, 1500)
    s.tp = 1
    assert (atk_of(s, mine), atk_of(s, theirs)) == (1500, 1900)


def test_the_equipped_monster_gains_atk_during_your_turn() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster cannot be destroyed by Spell Card effects, and gains 800 ATK "
        "during your turn.",
        requirement=EQUIP,
    )
    _, s, (sorcerer,) = _equipped(encoding, SORCERER)
    assert atk_of(s, sorcerer) == 2300
    assert not lasting.destructible(s, sorcerer, "effect", 1, False, "spell")
    s.tp = 1
    assert atk_of(s, sorcerer) == 1500
    assert not lasting.destructible(s, sorcerer, "effect", 1, False, "spell")


# --------------------------------------------------------------- no Traps on their attacks


def test_no_traps_when_a_sides_monsters_declare_attacks() -> None:
    encoding = compiled(
        MAGICIAN,
        "During your turn, face-up Dragon Type monsters on your field gain 500 ATK, and your "
        "opponent cannot activate Trap Cards when they declare attacks.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE], [DRAGORITE]))
    magician, mine = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DRAGORITE)
    theirs = board.monster(s, 1, DRAGORITE)
    assert atk_of(s, mine) == 2000 and not lasting.traps_allowed_on_attack(s, mine)
    assert lasting.traps_allowed_on_attack(s, magician)
    assert lasting.traps_allowed_on_attack(s, theirs)
    encoding = compiled(
        MAGICIAN,
        "If you have a monster in your GY, your opponent cannot activate Trap Cards when your "
        "Level 4 monsters declare attacks.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, DRAGORITE, SORCERER], []))
    mine = board.monster(s, 0, DRAGORITE)
    assert lasting.traps_allowed_on_attack(s, mine)
    board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert not lasting.traps_allowed_on_attack(s, mine)


def test_no_traps_when_this_card_attacks_binds_only_its_attacks() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent cannot activate Trap Cards when this card declares an attack.",
        effect_types=CONTINUOUS,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SORCERER]))
    magician, theirs = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SORCERER)
    assert not lasting.traps_allowed_on_attack(s, magician)
    assert lasting.traps_allowed_on_attack(s, theirs)  # the opponent's attacks are theirs


# ------------------------------------------------------ monsters by name and by description


def test_monsters_by_name_and_by_description() -> None:
    encoding = compiled(
        MOUNTAIN,
        'While this card is face-up in the Field Zone, face-up "Sevens Road Magician" and '
        "Level 4 Dragon Type monsters on the field gain 600 ATK, and they inflict piercing "
        "battle damage.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, MAGICIAN, DRAGORITE, SORCERER], []))
    board.field_spell(s, 0, MOUNTAIN)
    magician, dragorite = board.monster(s, 0, MAGICIAN), board.monster(s, 0, DRAGORITE)
    sorcerer = board.monster(s, 0, SORCERER)
    assert (atk_of(s, magician), atk_of(s, dragorite), atk_of(s, sorcerer)) == (2700, 2100, 1500)
    assert lasting.has(s, dragorite, "pierce") and not lasting.has(s, sorcerer, "pierce")
