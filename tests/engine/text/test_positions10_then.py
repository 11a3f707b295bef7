"""The `positions10_then` productions: a part that applies when the change just before changed
a battle position (of a monster so described, to Defense or to face-up Attack Position), or
when the Set just before Set so many cards; each compiled from a made-up clause and played on
a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine import lasting
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, SET

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster
BEWD = 15184  # Blue-Eyes White Dragon: LIGHT Dragon, Level 8
TRAP = 16768  # a Normal Trap
SORCERER = 15154  # Dark Sorcerer: a Level 4 DARK Spellcaster Normal Monster


def test_a_battle_position_changed() -> None:
    text = (
        "Change 1 face-up monster on your opponent's field to face-up Defense Position. If you "
        "changed a battle position by this effect, you can draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
    }
    for position, drawn in ((ATK, 1), (DEF, 0)):  # a monster in Defense Position: no change
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [MAGICIAN]))
        spell = board.hand(s, 0, SPELL)
        magician = board.monster(s, 1, MAGICIAN, position)
        play(s, f"act {spell}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and s.pos[magician] == DEF and len(s.hand[0]) == drawn


def test_a_monster_of_a_kind_changed_to_defense_by_its_current_type() -> None:
    text = (
        "Change 1 face-up monster on your opponent's field to face-up Defense Position. Then, "
        "if you changed a Dragon Type monster to Defense Position by this effect, draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "race": "Dragon"}}
    ]
    for changed, drawn in ((BEWD, 1), (CAT, 0), (MAGICIAN, 1)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [changed]))
        spell = board.hand(s, 0, SPELL)
        monster = board.monster(s, 1, changed)
        if changed == MAGICIAN:  # a Spellcaster whose Type is Dragon now
            lasting.add(
                s, lasting.card_modifier(s, lasting.RACE, "Dragon", monster, monster, "permanent")
            )
        play(s, f"act {spell}")
        assert s.pos[monster] == DEF and len(s.hand[0]) == drawn


def test_the_monster_changed_to_face_up_attack_was_of_an_attribute() -> None:
    text = (
        "Change 1 Defense Position monster on your opponent's field to face-up Attack Position. "
        "If the monster changed to face-up Attack Position by this effect was EARTH Attribute, "
        "you can draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"attribute": "EARTH"}}
    ]
    for changed, position, drawn in (
        (CAT, FACEDOWN, 1),
        (MAGICIAN, FACEDOWN, 0),
        (MAGICIAN, DEF, 1),
    ):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [changed]))
        spell = board.hand(s, 0, SPELL)
        monster = board.monster(s, 1, changed, position)
        if position == DEF:  # a DARK monster whose Attribute is EARTH now
            lasting.add(
                s,
                lasting.card_modifier(s, lasting.ATTRIBUTE, "EARTH", monster, monster, "permanent"),
            )
        play(s, f"act {spell}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and s.pos[monster] == ATK and len(s.hand[0]) == drawn


def test_so_many_cards_set() -> None:
    text = (
        "Set up to 2 Trap Cards from your GY to your Spell & Trap Zone. If you Set 2 cards by "
        "this effect, draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [{"cond": "moved", "min": 2}]
    for traps, drawn in ((2, 1), (1, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, TRAP, TRAP], []))
        spell = board.hand(s, 0, SPELL)
        placed = [board.gy(s, 0, TRAP) for _ in range(traps)]
        play(s, f"act {spell}")
        if traps == 2:  # (one Trap alone is the only way)
            play(s, "pick " + " ".join(map(str, placed)))
        assert all(s.pos[t] == SET for t in placed) and len(s.hand[0]) == drawn


def test_an_attribute_is_one_of_the_attributes() -> None:
    assert unread(
        SPELL,
        "Change 1 Defense Position monster on your opponent's field to face-up Attack Position. "
        "If the monster changed to face-up Attack Position by this effect was Warrior Attribute, "
        "you can draw 1 card.",
    )


def test_the_number_of_monsters_changed_counted_right_after_the_change() -> None:
    text = (
        "Change all Attack Position Spellcaster Type monsters on your field to face-up Defense "
        "Position, and gain LP equal to [the number of monsters changed to face-up Defense "
        "Position by this effect] x 400."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "to_defense",
            "target": {
                "all": {"from": "own_attack", "filter": {"kind": "monster", "race": "Spellcaster"}}
            },
        },
        {"op": "gain_lp", "amount": {"per": 400, "count": {"counter": "moved"}}},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, CAT, BEWD, MAGICIAN], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, CAT)
    dragon = board.monster(s, 0, BEWD)  # no Spellcaster: not changed
    play(s, f"act {spell}")
    assert s.lp[0] == 8800 and s.pos[dragon] == ATK


def test_a_number_changed_to_another_position_is_not_counted() -> None:
    assert unread(
        SPELL,
        "Change all Attack Position monsters on your field to face-up Defense Position, and "
        "gain LP equal to [the number of monsters changed to face-up Attack Position by this "
        "effect] x 400.",
    )


def test_it_is_the_monster_chosen() -> None:
    text = (
        "Choose 1 face-up Spellcaster Type monster on your field. This turn, that monster "
        "inflicts piercing battle damage. If it is a Normal Monster, you can also draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [
            {"cond": "pick_is", "pick": 0, "filter": {"kind": "monster", "normal": True}}
        ],
        "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
    }
    for chosen, drawn in ((SORCERER, 1), (MAGICIAN, 0)):  # a Normal Monster, an Effect Monster
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, chosen], []))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 0, chosen)
        play(s, f"act {spell}")
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn


def test_also_you_can_change_positions_after_an_operation() -> None:
    text = (
        "Return 1 monster from your field to the owner's hand, also you can change all Attack "
        "Position monsters on your field to face-up Defense Position."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "to_hand", "target": {"pick": 0}},
        {
            "op": "may",
            "then": [
                {
                    "op": "to_defense",
                    "target": {"all": {"from": "own_attack", "filter": {"kind": "monster"}}},
                }
            ],
        },
    ]
    for accepted in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, MAGICIAN, CAT], []))
        spell = board.hand(s, 0, SPELL)
        magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 0, CAT)
        play(s, f"act {spell}", f"pick {cat}", "accept" if accepted else "decline")
        assert cat in s.hand[0] and s.pos[magician] == (DEF if accepted else ATK)


def test_also_you_can_other_than_a_change_of_positions_is_not_read_here() -> None:
    assert unread(
        SPELL,
        "Return 1 monster from your field to the owner's hand, also you can draw 1 card.",
    )


def test_the_original_atk_of_the_monsters_changed() -> None:
    text = (
        "Change 1 face-down Defense Position monster on your opponent's field to face-up Attack "
        "Position. The original ATK of the monsters changed to face-up Attack Position by this "
        "effect become 0 until the end of this turn."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "change_original_atk",
        "target": "moved",
        "atk": 0,
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, BEWD]))
    spell = board.hand(s, 0, SPELL)
    magician, dragon = board.monster(s, 1, MAGICIAN, FACEDOWN), board.monster(s, 1, BEWD)
    play(s, f"act {spell}")
    assert s.pos[magician] == ATK and atk_of(s, magician) == 0 and atk_of(s, dragon) == 3000


def test_face_down_cards_destroyed_and_counted_right_after() -> None:
    text = (
        "Destroy up to 2 face-down cards on your opponent's field, and this card gains ATK equal "
        "to [the number of destroyed cards] x 500 until the end of this turn."
    )
    encoding = compiled(MAGICIAN, text, "Send the top card of your Deck to the GY.")
    assert first_effect(encoding) == [
        {"op": "destroy", "target": {"pick": 0}},
        {
            "op": "gain_atk",
            "target": "self",
            "amount": {"per": 500, "count": {"counter": "destroyed"}},
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [TRAP, CAT, BEWD]))
    magician = board.monster(s, 0, MAGICIAN)
    trap, cat = board.spell(s, 1, TRAP, SET), board.monster(s, 1, CAT, FACEDOWN)
    dragon = board.monster(s, 1, BEWD)  # face-up: not chosen
    play(s, f"act {magician}", f"pick {cat} {trap}")
    assert trap in s.gy[1] and cat in s.gy[1] and s.pos[dragon] == ATK
    assert atk_of(s, magician) == 2100 + 1000


def test_destroyed_cards_are_counted_after_a_destruction_only() -> None:
    assert unread(
        MAGICIAN,
        "Draw 1 card, and this card gains ATK equal to [the number of destroyed cards] x 500 "
        "until the end of this turn.",
        "Send the top card of your Deck to the GY.",
    )


def test_the_total_levels_of_the_monsters_shuffled_into_the_deck() -> None:
    text = (
        "Shuffle up to 2 Spellcaster Type monsters from your GY into the Deck. If [the total "
        "Levels of the monsters shuffled into the Deck by this effect] is 8 or higher, you can "
        "also draw 1 card."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "count", "count": {"counter": "total", "stat": "level", "of": "moved"}, "min": 8}
    ]
    for shuffled, drawn in (((MAGICIAN, CAT), 1), ((MAGICIAN,), 0)):  # Levels 7 + 1, 7
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, MAGICIAN, CAT], []))
        spell = board.hand(s, 0, SPELL)
        magician, cat = board.gy(s, 0, MAGICIAN), board.gy(s, 0, CAT)
        play(
            s, f"act {spell}", "pick " + " ".join(str(c) for c in (magician, cat)[: len(shuffled)])
        )
        if drawn:
            play(s, "accept")
        assert s.resolving is None and len(s.hand[0]) == drawn


def test_lp_lower_or_equal_then_damage_after_the_optional_destruction() -> None:
    text = (
        "Draw 1 card. Then, if your LP are lower than or equal to your opponent's LP, you can "
        "destroy 1 Attack Position monster on your opponent's field. Then, inflict damage to "
        "your opponent equal to [the original ATK of the monster destroyed by this effect]."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "lp_lower", "by": 0}],
        "then": [
            {
                "op": "may",
                "then": [
                    {"op": "destroy", "target": {"pick": 0}},
                    {
                        "op": "damage",
                        "amount": {
                            "per": 1,
                            "count": {"counter": "stat", "stat": "original_atk", "of": "moved"},
                        },
                    },
                ],
            }
        ],
    }
    for own_lp, damaged in ((8000, True), (7000, True), (9000, False)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [MAGICIAN]))
        spell, magician = board.hand(s, 0, SPELL), board.monster(s, 1, MAGICIAN)
        s.lp[0] = own_lp
        play(s, f"act {spell}")
        if damaged:
            play(s, f"pick {magician}")  # the optional part, offered with its choice
        assert s.resolving is None and s.lp[1] == (8000 - 2100 if damaged else 8000)
        assert (magician in s.gy[1]) == damaged


def test_the_original_level_of_the_monster_destroyed_answered() -> None:
    encoding = compiled(
        TRAP,
        "Change 1 face-up monster on your opponent's field to face-down Defense Position. If "
        "the original Level of the destroyed monster was 7, you can draw 1 card.",
        requirement="When a monster(s) on your field is destroyed by an opponent's attack or "
        "their card effect.",
    )
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "subject", "filter": {"kind": "monster", "original_level": 7}}],
        "then": [{"op": "may", "then": [{"op": "draw", "count": 1}]}],
    }
    for destroyed, drawn in ((MAGICIAN, 1), (CAT, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([BEWD], [TRAP, destroyed]))
        trap = board.spell(s, 1, TRAP, SET)
        dragon, monster = board.monster(s, 0, BEWD), board.monster(s, 1, destroyed)
        play(s, "battle", f"attack {dragon} {monster}", f"act {trap}")
        if drawn:
            play(s, "accept")
        assert monster in s.gy[1] and s.pos[dragon] == FACEDOWN and len(s.hand[1]) == drawn
