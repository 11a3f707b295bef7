"""More static productions: counted changes, Level increases and further rules of Continuous
effects, Equip and Field Spells; each compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, table_playing, unread
from validator.engine import lasting
from validator.engine.lasting import atk_of, def_of, facts

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster, 2100 ATK
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster, 1500 ATK / 0 DEF
DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK
SCOOTER = 15782  # Scoop Scooter: Level 1 EARTH Machine Normal Monster, 0 ATK / 200 DEF
MOUNTAIN = 15228  # a Field Spell
RUSH_HORN = 18273  # an Equip Spell
SPELL = 15160  # a Normal Spell
CONTINUOUS = ("Continuous",)


# --------------------------------------------------------------------------- counted changes


def test_this_card_gains_atk_counted_now() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of monsters in your GY] x 100.",
        effect_types=CONTINUOUS,
    )
    count = {"counter": "cards", "from": "own_gy", "filter": {"kind": "monster"}}
    value = {"per": 100, "count": count}
    assert encoding["effects"] == [
        {"kind": "continuous", "modifiers": [{"rule": "atk", "value": value}]}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert atk_of(s, magician) == 2100
    board.gy(s, 0, SORCERER)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2300


def test_the_equipped_monster_gains_atk_def_by_its_own_level() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains ATK/DEF equal to [its Level] x 100, and it cannot be "
        "destroyed by your opponent's Trap Card effects.",
        requirement="Equip to 1 face-up monster on your field.",
    )
    level = {"per": 100, "count": {"counter": "stat", "stat": "level", "of": "equipped"}}
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": level, "side": "equipped"},
        {"rule": "def", "value": level, "side": "equipped"},
        {"rule": "indestructible", "value": "opp_trap", "side": "equipped"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, SORCERER], []))
    sorcerer = board.monster(s, 0, SORCERER)
    horn = board.hand(s, 0, RUSH_HORN)
    play(s, f"act {horn} {sorcerer}")
    assert atk_of(s, sorcerer) == 1900 and def_of(s, sorcerer) == 400


def test_a_field_spell_counts_for_the_monsters_of_both_sides() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Dragon Type monsters on the field "
        "gain ATK equal to [the number of face-up Dragon Type monsters on the field] x 100.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, DRAGORITE, SORCERER], [DRAGORITE]))
    mine, theirs = board.monster(s, 0, DRAGORITE), board.monster(s, 1, DRAGORITE)
    sorcerer = board.monster(s, 0, SORCERER)
    board.field_spell(s, 0, MOUNTAIN)
    assert atk_of(s, mine) == atk_of(s, theirs) == 1700
    assert atk_of(s, sorcerer) == 1500


def test_a_counted_change_reading_a_current_atk_is_left_missing() -> None:
    # (It would read the very ATK it changes.)
    assert unread(
        MAGICIAN,
        "This card gains ATK equal to [the number of face-up monsters with 1000 or more ATK on "
        "your field] x 100.",
        effect_types=CONTINUOUS,
    )
    assert unread(
        MAGICIAN,
        "Face-up monsters on your field gain ATK equal to [its Level] x 100.",
        effect_types=CONTINUOUS,
    )


# -------------------------------------------------------------------------- Level increases


def test_increase_the_level_of_a_sides_monsters() -> None:
    encoding = compiled(
        MAGICIAN,
        "Increase the Level of face-up DARK Attribute Spellcaster Type monsters on your field "
        "by 2.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {
            "rule": "level",
            "value": 2,
            "side": "own",
            "filter": {"attribute": "DARK", "race": "Spellcaster"},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, DRAGORITE], [SORCERER]))
    board.monster(s, 0, MAGICIAN)
    sorcerer, dragorite = board.monster(s, 0, SORCERER), board.monster(s, 0, DRAGORITE)
    theirs = board.monster(s, 1, SORCERER)
    assert facts(s, sorcerer).level == 6
    assert facts(s, dragorite).level == facts(s, theirs).level == 4


def test_increase_this_cards_level_and_an_equipped_monsters() -> None:
    encoding = compiled(MAGICIAN, "Increase this card's Level by 3.", effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"] == [{"rule": "level", "value": 3}]
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 600 ATK/DEF, and its Level increases by 3.",
        requirement="Equip to 1 face-up monster on your field.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, SORCERER], []))
    sorcerer = board.monster(s, 0, SORCERER)
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {sorcerer}")
    assert facts(s, sorcerer).level == 7 and atk_of(s, sorcerer) == 2100


# ------------------------------------------------ Equip and Field Spells' requirements


def test_a_field_spell_pays_its_cost_when_activated() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up monsters on the field gain 100 ATK.",
        requirement="Activate this card by sending the top 2 cards of your Deck to the GY.",
    )
    assert encoding["effects"][0]["cost"] == [{"op": "mill", "count": 2}]
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, SORCERER], []), deck_size=3)
    sorcerer = board.monster(s, 0, SORCERER)
    mountain = board.hand(s, 0, MOUNTAIN)
    play(s, f"act {mountain}")
    assert len(s.gy[0]) == 2 and len(s.deck[0]) == 1
    assert s.fzone[0] == mountain and atk_of(s, sorcerer) == 1600
    # With fewer cards in the Deck than the cost sends, it cannot be activated.
    s = board.game(cards=([MOUNTAIN], []), deck_size=1)
    assert activations(s, board.hand(s, 0, MOUNTAIN)) == []


def test_a_field_spell_activated_only_under_its_condition() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up monsters on the field gain 100 ATK.",
        requirement="Activate this card if you have 2 or more face-up Dragon Type monsters on your "
        "field.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, DRAGORITE, DRAGORITE], []))
    board.monster(s, 0, DRAGORITE)
    mountain = board.hand(s, 0, MOUNTAIN)
    assert activations(s, mountain) == []
    board.monster(s, 0, DRAGORITE)
    assert activations(s, mountain) == [()]


def test_an_equip_spell_with_a_condition_on_its_own_name() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK.",
        requirement='If you have no other "Jointech Rush Horn" face-up on your field, equip to 1 '
        'face-up "Sevens Road Magician" on your field.',
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "not",
            "condition": {
                "cond": "has",
                "from": "own_faceup_cards",
                "filter": {"ids": [RUSH_HORN]},
                "other": True,
            },
        }
    ]
    assert effect["equip"] == {"filter": {"ids": [MAGICIAN]}}
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, RUSH_HORN, MAGICIAN, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, SORCERER)
    first, second = board.hand(s, 0, RUSH_HORN), board.hand(s, 0, RUSH_HORN)
    assert activations(s, first) == [(magician,)]
    play(s, f"act {first} {magician}")
    assert atk_of(s, magician) == 2400
    assert activations(s, second) == []  # one is face-up on my field already


def test_an_equip_spell_pays_a_cost_other_than_the_monster_it_equips() -> None:
    encoding = compiled(
        RUSH_HORN,
        "The equipped monster gains 300 ATK.",
        requirement="Send 1 monster from your hand to the GY, and equip to 1 face-up monster on "
        "your field.",
    )
    effect = encoding["effects"][0]
    assert effect["cost"] == [{"op": "send", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, MAGICIAN, SORCERER, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    horn = board.hand(s, 0, RUSH_HORN)
    assert activations(s, horn) == []  # nothing in the hand to send
    sorcerer, dragorite = board.hand(s, 0, SORCERER), board.hand(s, 0, DRAGORITE)
    assert sorted(activations(s, horn)) == [(magician, sorcerer), (magician, dragorite)]
    play(s, f"act {horn} {magician} {dragorite}")
    assert s.gy[0] == [dragorite] and s.equip[horn] == magician
    assert atk_of(s, magician) == 2400


# -------------------------------------------------------------------------- battle damage


def test_you_take_no_battle_damage_from_this_cards_battles() -> None:
    encoding = compiled(
        SORCERER,
        "You take no battle damage from battles involving this card.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [{"rule": "safe_battle"}]
    board = board_playing(encoding)
    s = board.game(cards=([SORCERER, DRAGORITE], [MAGICIAN]))
    sorcerer = board.monster(s, 0, SORCERER)
    board.monster(s, 0, DRAGORITE)
    magician = board.monster(s, 1, MAGICIAN)
    s.tp = 1
    play(s, "battle", f"attack {magician} {sorcerer}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")
    assert s.lp[0] == 8000 and sorcerer in s.gy[0]  # destroyed, but no damage
    # The opponent still takes damage from its battles.
    s = board.game(cards=([SORCERER], [SCOOTER]))
    sorcerer, scooter = board.monster(s, 0, SORCERER), board.monster(s, 1, SCOOTER)
    play(s, "battle", f"attack {sorcerer} {scooter}")
    while s.attack is not None or s.window is not None:
        play(s, "pass")
    assert s.lp[1] == 8000 - 1500


def test_no_battle_damage_from_the_battles_of_an_opponents_monsters_is_left_missing() -> None:
    assert unread(
        MAGICIAN,
        "You take no battle damage from battles involving face-up monsters on your opponent's "
        "field.",
        effect_types=CONTINUOUS,
    )


# ------------------------------------------------------------------ indestructibility


def test_indestructible_by_the_effects_of_a_kind_of_card() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot be destroyed by your opponent's monster effects or Spell Card effects.",
        effect_types=CONTINUOUS,
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "indestructible", "value": "opp_monster"},
        {"rule": "indestructible", "value": "opp_spell"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    destructible = lasting.destructible
    assert not destructible(s, magician, "effect", 1, False, "monster")
    assert not destructible(s, magician, "effect", 1, False, "spell")
    assert destructible(s, magician, "effect", 1, False, "trap")
    assert destructible(s, magician, "effect", 0, False, "spell")  # my own Spell
    assert destructible(s, magician, "battle", 1, False)


def test_a_field_spell_protects_from_trap_effects_of_either_player() -> None:
    encoding = compiled(
        MOUNTAIN,
        "While this card is face-up in the Field Zone, face-up Dragon Type monsters on the field "
        "cannot be destroyed by Trap Card effects.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MOUNTAIN, DRAGORITE], [DRAGORITE]))
    mine, theirs = board.monster(s, 0, DRAGORITE), board.monster(s, 1, DRAGORITE)
    board.field_spell(s, 0, MOUNTAIN)
    for m in (mine, theirs):
        assert not lasting.destructible(s, m, "effect", 0, True)
        assert not lasting.destructible(s, m, "effect", 1, False, "trap")
        assert lasting.destructible(s, m, "effect", 1, False, "spell")


def test_a_spell_of_the_opponent_cannot_destroy_a_monster_protected_from_spells() -> None:
    protected = compiled(
        MAGICIAN,
        "This card cannot be destroyed by your opponent's Spell Card effects.",
        effect_types=CONTINUOUS,
    )
    destroying = compiled(SPELL, "Destroy 1 face-up monster on your opponent's field.")
    table = table_playing(protected)
    spell = table_playing(destroying)._infos[SPELL]
    table._infos[SPELL] = spell
    board = Board(table)
    s = board.game(cards=([MAGICIAN], [SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    s.tp = 1
    play(s, f"act {board.hand(s, 1, SPELL)}")
    assert magician in s.mzone[0]  # the opponent's Spell does not destroy it


# ------------------------------------------------------------------- additional changes


def test_an_additional_gain_under_a_condition() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 100 ATK. Then, if you have 2 or more monsters in your GY, this card "
        "gains an additional 500 ATK.",
        effect_types=CONTINUOUS,
    )
    held = [{"cond": "has", "from": "own_gy", "filter": {"kind": "monster"}, "min": 2}]
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 100},
        {"rule": "atk", "value": 500, "condition": held},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SORCERER, SORCERER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2200
    board.gy(s, 0, SORCERER)
    assert atk_of(s, magician) == 2700


def test_an_equip_spell_does_more_for_a_monster_of_a_name_or_attribute() -> None:
    encoding = compiled(
        RUSH_HORN,
        'The equipped monster gains 100 ATK. If the equipped monster is "Dark Sorcerer", it '
        "gains an additional 500 ATK. If the equipped monster is EARTH Attribute, it inflicts "
        "piercing battle damage.",
        requirement="Equip to 1 face-up monster on your field.",
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "atk", "value": 100, "side": "equipped"},
        {"rule": "atk", "value": 500, "side": "equipped", "filter": {"ids": [SORCERER]}},
        {"rule": "pierce", "side": "equipped", "filter": {"attribute": "EARTH"}},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([RUSH_HORN, RUSH_HORN, SORCERER, DRAGORITE], []))
    sorcerer, dragorite = board.monster(s, 0, SORCERER), board.monster(s, 0, DRAGORITE)
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {sorcerer}")
    play(s, f"act {board.hand(s, 0, RUSH_HORN)} {dragorite}")
    assert atk_of(s, sorcerer) == 2100 and atk_of(s, dragorite) == 1600
    assert lasting.has(s, dragorite, lasting.PIERCE)
    assert not lasting.has(s, sorcerer, lasting.PIERCE)
