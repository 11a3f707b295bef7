"""The destroy productions: cards on both fields, face-down cards, the Spell & Trap Zones,
this card sent from the field, protections (alone and after a change), no battle or effect
damage, and what the effect destroyed or sent; each compiled from a made-up clause and played
on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
)
from validator.engine import lasting
from validator.engine.field import damage
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, FACEUP, OFF, SET, State

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # a Normal Trap
MOUNTAIN = 15228  # a Field Spell
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
FILLER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500/0
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8, 3000/2500

MILL = "Send the top card of your Deck to the GY."


def _picks(encoding: dict) -> list:
    return encoding["effects"][0].get("picks", [])


# ------------------------------------------------------------------ where the cards are


def test_one_monster_on_the_field_is_chosen_from_both_sides() -> None:
    assert round_trip("sentence", "Destroy 1 monster on the field") == (
        "Destroy 1 monster on the field"
    )
    encoding = compiled(SPELL, "Destroy 1 monster on the field.")
    assert _picks(encoding) == [{"from": "all_monsters", "filter": {"kind": "monster"}}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [CAT]))
    spell = board.hand(s, 0, SPELL)
    mine, theirs = board.monster(s, 0, FILLER), board.monster(s, 1, CAT, pos=FACEDOWN)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(mine,), (theirs,)])
    play(s, f"pick {mine}")
    assert s.pos[mine] == OFF and mine in s.gy[0] and s.pos[theirs] == FACEDOWN


def test_all_spells_and_traps_on_either_side_spare_the_spell_resolving() -> None:
    encoding = compiled(SPELL, "Destroy all Spell/Trap Cards on either side of the field.")
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"all": {"from": "all_spelltraps", "not_self": True}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, TRAP], [TRAP, MOUNTAIN]))
    spell = board.hand(s, 0, SPELL)
    mine = board.spell(s, 0, TRAP, SET)
    theirs, field = board.spell(s, 1, TRAP, SET), board.field_spell(s, 1, MOUNTAIN)
    play(s, f"act {spell}")
    assert all(s.pos[c] == OFF for c in (mine, theirs, field))
    assert spell in s.gy[0]  # sent once it resolved


def test_all_monsters_on_the_field_and_all_other_cards() -> None:
    encoding = compiled(MAGICIAN, "Destroy all other cards on the field.", MILL)
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"all": {"from": "all_field", "not_self": True}}}
    ]
    encoding = compiled(SPELL, "Destroy all face-up Level 4 or lower monsters on the field.")
    assert first_effect(encoding) == [
        {
            "op": "destroy",
            "target": {
                "all": {"from": "all_faceup", "filter": {"kind": "monster", "level_max": 4}}
            },
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, SKULL], [CAT, FILLER]))
    spell = board.hand(s, 0, SPELL)
    low, high = board.monster(s, 0, FILLER), board.monster(s, 0, SKULL)
    cat, hidden = board.monster(s, 1, CAT), board.monster(s, 1, FILLER, pos=FACEDOWN)
    play(s, f"act {spell}")
    assert s.pos[low] == OFF and s.pos[cat] == OFF
    assert s.pos[high] != OFF and s.pos[hidden] == FACEDOWN  # Level 6; face-down


def test_a_face_down_card_is_a_face_down_monster_or_a_set_spell_or_trap() -> None:
    encoding = compiled(SPELL, "Destroy 1 face-down card on your opponent's field.")
    assert _picks(encoding) == [{"from": "opp_hidden"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [FILLER, CAT, TRAP, MOUNTAIN]))
    spell = board.hand(s, 0, SPELL)
    hidden, shown = board.monster(s, 1, FILLER, pos=FACEDOWN), board.monster(s, 1, CAT)
    trap, field = board.spell(s, 1, TRAP, SET), board.field_spell(s, 1, MOUNTAIN)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(hidden,), (trap,)])
    play(s, f"pick {trap}")
    assert s.pos[trap] == OFF and s.pos[shown] != OFF and s.pos[field] == FACEUP

    encoding = compiled(SPELL, "Destroy 1 face-down Spell/Trap Card on your opponent's field.")
    assert _picks(encoding) == [{"from": "opp_set"}]
    # a Set card's facts are hidden: no description of it reads
    assert missing(SPELL, "Destroy 1 face-down Trap Card on your opponent's field.")


def test_the_spell_and_trap_zone_is_not_the_field_zone() -> None:
    encoding = compiled(SPELL, "Destroy 1 card in your opponent's Spell & Trap Zone.")
    assert _picks(encoding) == [{"from": "opp_szone"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, TRAP, MOUNTAIN]))
    spell = board.hand(s, 0, SPELL)
    set_trap, shown = board.spell(s, 1, TRAP, SET), board.spell(s, 1, TRAP, FACEUP)
    board.field_spell(s, 1, MOUNTAIN)
    play(s, f"act {spell}")
    assert sorted(choices(s)) == sorted([(set_trap,), (shown,)])

    encoding = compiled(SPELL, "Destroy all face-down cards in your opponent's Spell & Trap Zone.")
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"all": {"from": "opp_szone_set"}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [TRAP, TRAP, FILLER]))
    spell = board.hand(s, 0, SPELL)
    set_trap, shown = board.spell(s, 1, TRAP, SET), board.spell(s, 1, TRAP, FACEUP)
    hidden = board.monster(s, 1, FILLER, pos=FACEDOWN)
    play(s, f"act {spell}")
    assert s.pos[set_trap] == OFF and s.pos[shown] == FACEUP and s.pos[hidden] == FACEDOWN


def test_a_card_on_the_field_returns_to_its_owners_hand() -> None:
    encoding = compiled(SPELL, "Return 1 card on the field to the owner's hand.")
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    assert _picks(encoding) == [{"from": "all_field", "not_self": True}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [SKULL]))
    spell = board.hand(s, 0, SPELL)
    skull = board.monster(s, 1, SKULL)
    play(s, f"act {spell}")
    assert skull in s.hand[1]


# ------------------------------------------------------------------- this card, sent away


def test_this_card_goes_to_the_gy_and_the_rest_follows() -> None:
    encoding = compiled(
        MAGICIAN, "Send this card from your field to the GY and draw 2 cards.", MILL
    )
    assert first_effect(encoding) == [{"op": "self_to_gy"}, {"op": "draw", "count": 2}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert magician in s.gy[0] and len(s.hand[0]) == 2
    assert first_effect(compiled(MAGICIAN, "Send this card from your field to the GY.", MILL)) == [
        {"op": "self_to_gy"}
    ]


# ---------------------------------------------------------------------------- protections


def _spell_then_attack_the_dragon(encoding: dict) -> tuple[State, int]:
    """The Spell played, then a 1500 ATK Dark Sorcerer attacking the opponent's Blue-Eyes White
    Dragon: the state and the Sorcerer."""
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [BEWD]))
    spell = board.hand(s, 0, SPELL)
    sorcerer = board.monster(s, 0, FILLER)
    dragon = board.monster(s, 1, BEWD)
    play(s, f"act {spell}", "battle", f"attack {sorcerer} {dragon}")
    return s, sorcerer


def test_a_monster_kept_from_battle_after_it_gains_atk() -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, that monster gains 500 ATK, and "
        "cannot be destroyed by battle.",
    )
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 500, "until": "end_of_turn"},
        {"op": "protect", "target": {"pick": 0}, "from": "battle", "until": "end_of_turn"},
    ]
    s, sorcerer = _spell_then_attack_the_dragon(encoding)
    assert s.pos[sorcerer] != OFF and atk_of(s, sorcerer) == 2000
    assert s.lp[0] == 8000 - 1000


def test_every_monster_changed_is_protected_not_those_matching_afterwards() -> None:
    encoding = compiled(
        SPELL,
        "This turn, all face-up monsters with 1500 or less ATK on your field gain 500 ATK, and "
        "cannot be destroyed by battle.",
    )
    assert first_effect(encoding)[1] == {
        "op": "protect",
        "target": "moved",
        "from": "battle",
        "until": "end_of_turn",
    }
    s, sorcerer = _spell_then_attack_the_dragon(encoding)
    assert s.pos[sorcerer] != OFF  # 2000 ATK now, yet protected


def test_protections_from_card_effects_and_the_opponents_traps() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card cannot be destroyed by your opponent's card effects until the end of your "
        "opponent's next turn.",
        MILL,
    )
    assert first_effect(encoding) == [
        {"op": "protect", "target": "self", "from": "opp_effect", "until": "end_of_opp_next_turn"}
    ]
    encoding = compiled(
        MAGICIAN,
        "This turn, this card cannot be destroyed by battle or your opponent's Trap Card effects.",
        MILL,
    )
    assert [step["from"] for step in first_effect(encoding)] == ["battle", "opp_trap"]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    assert not lasting.destructible(s, magician, "effect", 1, True)  # the opponent's Trap
    assert lasting.destructible(s, magician, "effect", 1, False)  # the opponent's Spell
    assert not lasting.destructible(s, magician, "battle", 1, False)


def test_it_never_names_a_card_the_requirement_paid() -> None:
    assert missing(
        MAGICIAN,
        "This turn, it gains 500 ATK, and cannot be destroyed by card effects.",
        "Send 1 monster from your hand to the GY.",
    )


# ------------------------------------------------------------------------------ damage


def test_no_battle_damage_this_turn() -> None:
    encoding = compiled(MAGICIAN, "This turn, you take no battle damage.", MILL)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_battle_damage", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [BEWD]))
    magician, sorcerer = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    dragon = board.monster(s, 1, BEWD)
    play(s, f"act {magician}", "battle", f"attack {sorcerer} {dragon}")
    assert s.pos[sorcerer] == OFF and s.lp[0] == 8000  # destroyed, but no damage


def test_no_effect_damage_this_turn() -> None:
    encoding = compiled(MAGICIAN, "This turn, you take no effect damage.", MILL)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_effect_damage", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BEWD]))
    magician = board.monster(s, 0, MAGICIAN)
    play(s, f"act {magician}")
    damage(s, 0, 500, "effect", 1)
    assert s.lp[0] == 8000
    damage(s, 0, 500, "battle", 1)
    assert s.lp[0] == 8000 - 500


# --------------------------------------------------------------- what this effect has done


def test_if_you_destroyed_a_described_monster_by_this_effect() -> None:
    encoding = compiled(
        SPELL,
        "Destroy 1 face-up monster on your opponent's field. Then, if you destroyed a Fiend "
        "Type monster by this effect, draw 1 card.",
    )
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"pick": 0}},
        {
            "op": "if",
            "condition": [{"cond": "moved", "filter": {"kind": "monster", "race": "Fiend"}}],
            "then": [{"op": "draw", "count": 1}],
        },
    ]
    board = board_playing(encoding)
    for victim, drawn in ((SKULL, 1), (FILLER, 0)):
        s = board.game(cards=([SPELL], [victim]))
        spell = board.hand(s, 0, SPELL)
        monster = board.monster(s, 1, victim)
        play(s, f"act {spell}")
        assert s.pos[monster] == OFF and len(s.hand[0]) == drawn


def test_that_monster_after_if_you_sent_is_the_card_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Change 1 face-up monster on your opponent's field to face-down Defense Position. Then, "
        "send the top card of your Deck to the GY. Then, if you sent a Fiend Type monster to "
        "the GY by this effect, you can add that monster to your hand.",
        MILL,
    )
    assert first_effect(encoding)[-1]["then"] == [
        {"op": "may", "then": [{"op": "to_hand", "target": "moved"}]}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SKULL, FILLER], [CAT]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, CAT)
    skull = board.take(s, 0, SKULL)
    filler = board.take(s, 0, FILLER)
    s.deck[0] += [skull, filler]  # the cost mills the Sorcerer, the effect the Skull
    play(s, f"act {magician}", "accept")
    assert filler in s.gy[0] and skull in s.hand[0]


def test_if_you_destroyed_any_monster() -> None:
    encoding = compiled(
        SPELL,
        "Destroy all monsters on the field. If you destroyed any monster by this effect, draw 1 "
        "card.",
    )
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [CAT]))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 1, CAT, pos=DEF)
    play(s, f"act {spell}")
    assert len(s.hand[0]) == 1


def test_if_you_returned_a_monster_negates_the_attack() -> None:
    encoding = compiled(
        TRAP,
        "Return 1 face-up monster from your field to the owner's hand. Then, if you returned a "
        "monster to the hand by this effect, negate the attack.",
        requirement="When an opponent's monster declares an attack.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": {"kind": "monster"}}],
        "then": [{"op": "negate_attack"}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([BEWD], [FILLER, TRAP]))
    dragon = board.monster(s, 0, BEWD)
    sorcerer = board.monster(s, 1, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {dragon} {sorcerer}", f"act {trap}")
    assert sorcerer in s.hand[1] and s.lp[1] == 8000 and s.pos[dragon] != OFF


# ---------------------------------------------------------- the monster summoned just now


def test_the_monster_special_summoned_by_this_effect_is_protected() -> None:
    encoding = compiled(
        SPELL,
        "Special Summon 1 Level 4 monster from your hand face-up to your field. This turn, the "
        "monster Special Summoned by this effect gains 700 ATK and cannot be destroyed by "
        "battle.",
    )
    assert first_effect(encoding)[1:] == [
        {"op": "gain_atk", "target": "moved", "amount": 700, "until": "end_of_turn"},
        {"op": "protect", "target": "moved", "from": "battle", "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [BEWD]))
    spell, sorcerer = board.hand(s, 0, SPELL), board.hand(s, 0, FILLER)
    dragon = board.monster(s, 1, BEWD)
    play(s, f"act {spell}", f"position {ATK}")  # face-up: the position chosen as it resolves
    assert atk_of(s, sorcerer) == 1500 + 700
    play(s, "battle", f"attack {sorcerer} {dragon}")
    assert s.pos[sorcerer] != OFF

    # said after a "you can" part: part of it (the monster summoned, if one was)
    encoding = compiled(
        SPELL,
        "Draw 1 card. Then, you can Special Summon 1 Level 4 monster from your hand face-up "
        "to your field. This turn, the monster Special Summoned by this effect cannot be "
        "destroyed by battle.",
    )
    assert first_effect(encoding)[1]["then"][1:] == [
        {"op": "protect", "target": "moved", "from": "battle", "until": "end_of_turn"}
    ]


def test_summoned_face_up_in_attack_position() -> None:
    encoding = compiled(
        SPELL, "Special Summon 1 monster from your GY to your field in face-up Attack Position."
    )
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "attack"}
    ]


# ------------------------------------------------------------------ the highest of them


def test_the_monster_with_the_highest_def_is_the_one_destroyed() -> None:
    encoding = compiled(
        SPELL, "Destroy 1 face-up monster with the highest DEF on your opponent's field."
    )
    assert _picks(encoding) == [
        {"from": "opp_faceup", "filter": {"kind": "monster"}, "highest": "def"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [BEWD, CAT, SKULL]))
    spell = board.hand(s, 0, SPELL)
    dragon, cat = board.monster(s, 1, BEWD), board.monster(s, 1, CAT)
    hidden = board.monster(s, 1, SKULL, pos=FACEDOWN)
    play(s, f"act {spell}")
    assert s.pos[dragon] == OFF and s.pos[cat] != OFF and s.pos[hidden] == FACEDOWN
    # one card of several, face-up: nothing else reads
    assert missing(SPELL, "Destroy 1 monster with the highest DEF on your opponent's field.")
