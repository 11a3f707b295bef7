"""The `modify` productions: original ATK, Levels, Types and Attributes changed, ATK and DEF
together, rules over what players may activate and attack with, LP given away; each compiled
from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
)
from validator.engine import lasting
from validator.engine.effects.amounts import stat
from validator.engine.lasting import activation_allowed, atk_of, def_of, facts
from validator.engine.state import BATTLE, MAIN, SET, State

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster 2100/1500, an ignition effect
FILLER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster 1500/0
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster 0/1400
SPELL = 15160  # a Normal Spell: the card that plays each made-up text
TRAP = 16768  # Sakuretsu Armor: a Trap answering an opponent's attack
GALAXY = 22251  # Marsphlox the Planetairy: a Galaxy Type monster

COST = "Send the top card of your Deck to the GY."


# ------------------------------------------------------------------------------ original ATK


def _against(encoding: dict, *theirs: int) -> tuple[State, int, list[int]]:
    """The Spell in hand against the opponent's face-up Attack Position monsters of these ids:
    the state, the Spell and those monsters."""
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [*theirs]))
    return s, board.hand(s, 0, SPELL), [board.monster(s, 1, card_id) for card_id in theirs]


def test_the_original_atk_changes_until_the_end_of_this_turn() -> None:
    encoding = compiled(
        SPELL,
        "Change the original ATK of 1 face-up Level 6 or lower monster on your opponent's "
        "field to 1500 until the end of this turn.",
    )
    assert first_effect(encoding) == [
        {"op": "change_original_atk", "target": {"pick": 0}, "atk": 1500, "until": "end_of_turn"}
    ]
    s, spell, (cat, magician) = _against(encoding, CAT, MAGICIAN)
    play(s, f"act {spell}")
    assert atk_of(s, cat) == 1500 and atk_of(s, magician) == 2100  # a Level 7 is no choice
    assert stat(s, cat, "original_atk") == 1500 and facts(s, cat).atk == 1500
    # a change of its ATK counts from the new original ATK
    lasting.add(s, lasting.card_modifier(s, lasting.ATK_CHANGE, 300, cat, spell, "end_of_turn"))
    assert atk_of(s, cat) == 1800
    play(s, "end")
    assert atk_of(s, cat) == 0 and stat(s, cat, "original_atk") == 0


def test_the_latest_change_of_the_original_atk_counts() -> None:
    encoding = compiled(
        SPELL,
        "Change the original ATK of up to 2 face-up monsters on your opponent's field to 0 "
        "until the end of this turn.",
    )
    s, spell, (magician, filler) = _against(encoding, MAGICIAN, FILLER)
    lasting.add(
        s, lasting.card_modifier(s, lasting.ORIGINAL_ATK, 3000, magician, spell, "end_of_turn")
    )
    assert atk_of(s, magician) == 3000
    play(s, f"act {spell}", f"pick {magician} {filler}")
    assert atk_of(s, magician) == 0 and atk_of(s, filler) == 0


# ---------------------------------------------------------------------- Levels, Types, ...


def test_reduce_and_increase_the_level() -> None:
    encoding = compiled(
        SPELL,
        "Reduce the Level of 1 face-up Level 5 or higher monster on your opponent's field by 2 "
        "until the end of this turn.",
    )
    assert first_effect(encoding)[0]["op"] == "decrease_level"
    s, spell, (magician, filler) = _against(encoding, MAGICIAN, FILLER)
    play(s, f"act {spell}")
    assert facts(s, magician).level == 5 and facts(s, filler).level == 4
    play(s, "end")
    assert facts(s, magician).level == 7

    encoding = compiled(
        SPELL,
        "Increase the Level of up to 2 face-up Spellcaster Type monsters on your field by 4 "
        "until the end of this turn.",
    )
    assert first_effect(encoding)[0] == {
        "op": "increase_level",
        "target": {"pick": 0},
        "amount": 4,
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT, FILLER], []))
    spell = board.hand(s, 0, SPELL)
    cat, filler = board.monster(s, 0, CAT), board.monster(s, 0, FILLER)
    play(s, f"act {spell}", f"pick {cat} {filler}")
    assert facts(s, cat).level == 5 and facts(s, filler).level == 8


def test_its_level_after_a_gain_of_atk() -> None:
    encoding = compiled(
        SPELL,
        "This turn, 1 face-up Spellcaster Type monster on your field gains 200 ATK, and its "
        "Level is increased by 2.",
    )
    assert first_effect(encoding) == [
        {"op": "gain_atk", "target": {"pick": 0}, "amount": 200, "until": "end_of_turn"},
        {"op": "increase_level", "target": {"pick": 0}, "amount": 2, "until": "end_of_turn"},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], []))
    spell, cat = board.hand(s, 0, SPELL), board.monster(s, 0, CAT)
    play(s, f"act {spell}")
    assert atk_of(s, cat) == 200 and facts(s, cat).level == 3
    # "its" names one card only
    assert missing(
        SPELL,
        "This turn, all face-up monsters on your field gain 200 ATK, and its Level is "
        "increased by 2.",
    )


def test_make_a_monster_become_a_type_until_the_opponents_next_turn_ends() -> None:
    encoding = compiled(
        MAGICIAN,
        "Make 1 face-up monster on your opponent's field become Insect Type until the end of "
        "your opponent's next turn.",
        COST,
    )
    assert first_effect(encoding) == [
        {
            "op": "change_race",
            "target": {"pick": 0},
            "race": "Insect",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [CAT]))
    magician, cat = board.monster(s, 0, MAGICIAN), board.monster(s, 1, CAT)
    play(s, f"act {magician}")
    assert facts(s, cat).race == "Insect"
    play(s, "end")
    assert facts(s, cat).race == "Insect"  # the opponent's turn now
    play(s, "end")
    assert facts(s, cat).race == "Spellcaster"


def test_attributes_made_to_change() -> None:
    encoding = compiled(
        SPELL,
        "The Attribute of 1 face-up monster on your opponent's field becomes LIGHT this turn.",
    )
    assert first_effect(encoding)[0]["op"] == "change_attribute"
    s, spell, (cat,) = _against(encoding, CAT)
    play(s, f"act {spell}")
    assert facts(s, cat).attribute == "LIGHT"
    play(s, "end")
    assert facts(s, cat).attribute == "EARTH"

    encoding = compiled(
        SPELL,
        "Make up to 2 face-up monsters on your opponent's field become WATER Attribute until "
        "the end of this turn.",
    )
    s, spell, (cat, filler) = _against(encoding, CAT, FILLER)
    play(s, f"act {spell}", f"pick {cat} {filler}")
    assert facts(s, cat).attribute == facts(s, filler).attribute == "WATER"


def test_atk_and_def_together_and_the_end_of_the_turn() -> None:
    encoding = compiled(
        SPELL,
        "All face-up monsters on your opponent's field lose 500 ATK and DEF until the end of "
        "this turn.",
    )
    assert first_effect(encoding)[0]["op"] == "lose_atk_def"
    s, spell, (magician, cat) = _against(encoding, MAGICIAN, CAT)
    play(s, f"act {spell}")
    assert (atk_of(s, magician), def_of(s, magician)) == (1600, 1000)
    assert (atk_of(s, cat), def_of(s, cat)) == (0, 900)

    encoding = compiled(
        SPELL,
        "1 face-up Spellcaster Type monster on your field gains 1000 ATK until the end of the "
        "turn.",
    )
    assert first_effect(encoding)[0]["until"] == "end_of_turn"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, CAT], []))
    spell, cat = board.hand(s, 0, SPELL), board.monster(s, 0, CAT)
    play(s, f"act {spell}")
    assert atk_of(s, cat) == 1000
    play(s, "end")
    assert atk_of(s, cat) == 0


# ------------------------------------------------------------------ what cannot be activated


def test_no_effects_of_a_kind_of_monster() -> None:
    encoding = compiled(
        SPELL,
        "You cannot activate the effects of non-Galaxy Type monsters until the end of this turn.",
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_activation",
            "kind": "monster",
            "filter": {"not_race": "Galaxy"},
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, GALAXY], []))
    spell = board.hand(s, 0, SPELL)
    magician, galaxy = board.monster(s, 0, MAGICIAN), board.monster(s, 0, GALAXY)
    board.gy(s, 0, FILLER)  # the Magician's effect needs a monster in the GY
    assert f"act {magician}" in verbs(s)
    play(s, f"act {spell}")
    assert f"act {magician}" not in verbs(s)
    assert not activation_allowed(s, 0, magician, "monster")
    assert activation_allowed(s, 0, galaxy, "monster")
    assert activation_allowed(s, 1, magician, "monster")  # the opponent is not bound

    encoding = compiled(
        SPELL, "You cannot activate non-Galaxy Type monster effects for the rest of this turn."
    )
    assert first_effect(encoding)[0]["filter"] == {"not_race": "Galaxy"}
    assert first_effect(encoding)[0]["until"] == "end_of_turn"
    encoding = compiled(
        SPELL, "This turn, you cannot activate the effects of Level 8 or lower monsters."
    )
    assert first_effect(encoding)[0]["filter"] == {"level_max": 8}
    # a number of monsters is no kind of monster
    assert missing(SPELL, "This turn, you cannot activate the effects of 2 monsters.")


def test_no_spell_or_trap_cards() -> None:
    encoding = compiled(SPELL, "You cannot activate Spell Cards until the end of this turn.")
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_activation", "kind": "spell", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SPELL], []))
    first, second = board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)
    play(s, f"act {first}")
    assert not any(v.startswith(f"act {second}") for v in verbs(s))

    encoding = compiled(SPELL, "This turn, your opponent cannot activate Trap Cards.")
    assert first_effect(encoding)[0] == {
        "op": "restrict",
        "rule": "no_activation",
        "kind": "trap",
        "who": "opp",
        "until": "end_of_turn",
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [TRAP]))
    spell, filler = board.hand(s, 0, SPELL), board.monster(s, 0, FILLER)
    board.spell(s, 1, TRAP, SET)
    play(s, f"act {spell}", "battle", f"attack {filler}")
    assert s.window is None and s.lp[1] == 8000 - 1500


def test_no_traps_during_the_battle_phase() -> None:
    encoding = compiled(
        SPELL, "This turn, your opponent cannot activate Trap Cards during the Battle Phase."
    )
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_battle_activation",
            "kind": "trap",
            "who": "opp",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER], [TRAP]))
    spell, filler = board.hand(s, 0, SPELL), board.monster(s, 0, FILLER)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, f"act {spell}")
    assert s.phase == MAIN and activation_allowed(s, 1, trap, "trap")
    play(s, "battle", f"attack {filler}")
    assert s.phase == BATTLE and not activation_allowed(s, 1, trap, "trap")
    assert s.window is None and s.lp[1] == 8000 - 1500

    # without it, the Trap answers the attack
    s = board.game(cards=([FILLER], [TRAP]))
    filler = board.monster(s, 0, FILLER)
    board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {filler}")
    assert s.window is not None


def test_a_continuous_effect_stops_traps_during_the_battle_phase() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent cannot activate Trap Cards during the Battle Phase.",
        effect_types=("Continuous",),
    )
    assert encoding["effects"][0]["modifiers"] == [
        {"rule": "no_battle_activation", "value": "trap", "side": "opp"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [TRAP]))
    magician = board.monster(s, 0, MAGICIAN)
    trap = board.spell(s, 1, TRAP, SET)
    assert activation_allowed(s, 1, trap, "trap")  # the Main Phase
    play(s, "battle", f"attack {magician}")
    assert s.window is None and s.lp[1] == 8000 - 2100
    assert activation_allowed(s, 0, trap, "trap")  # a rule over the opponent only


def test_the_effects_of_that_monster() -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your opponent's field. This turn, your opponent cannot "
        "activate that monster's effects.",
    )
    assert first_effect(encoding) == [
        {
            "op": "grant",
            "target": {"pick": 0},
            "ability": "cannot_activate",
            "until": "end_of_turn",
        }
    ]
    s, spell, (chosen, other) = _against(encoding, MAGICIAN, MAGICIAN)
    play(s, f"act {spell}", f"pick {chosen}")
    assert not activation_allowed(s, 1, chosen, "monster")
    assert activation_allowed(s, 1, other, "monster")
    play(s, "end")
    assert activation_allowed(s, 1, chosen, "monster")

    # your own monster's effects are yours to activate, not your opponent's
    assert missing(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, your opponent cannot activate "
        "that monster's effects.",
    )
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, you cannot activate that "
        "monster's effects.",
    )
    assert first_effect(encoding)[0]["ability"] == "cannot_activate"


def test_only_two_types_may_attack() -> None:
    for text in (
        "This turn, you can only attack with Spellcaster and/or Galaxy Type monsters.",
        "This turn, you can only attack with Spellcaster Type and/or Galaxy Type monsters.",
    ):
        encoding = compiled(SPELL, text)
        assert first_effect(encoding) == [
            {
                "op": "restrict",
                "rule": "only_attack_with",
                "filter": {"kind": "monster", "race": ["Spellcaster", "Galaxy"]},
                "until": "end_of_turn",
            }
        ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, GALAXY, 15184], []))  # and a Dragon
    spell = board.hand(s, 0, SPELL)
    filler, galaxy = board.monster(s, 0, FILLER), board.monster(s, 0, GALAXY)
    dragon = board.monster(s, 0, 15184)
    play(s, f"act {spell}", "battle")
    attacks = verbs(s)
    assert f"attack {filler}" in attacks and f"attack {galaxy}" in attacks
    assert f"attack {dragon}" not in attacks


# -------------------------------------------------------------------------------------- LP


def test_lp_for_the_opponent_and_for_both_players() -> None:
    encoding = compiled(SPELL, "Your opponent gains 1000 LP.")
    assert first_effect(encoding) == [{"op": "gain_lp", "amount": 1000, "who": "opp"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp == [8000, 9000]

    encoding = compiled(SPELL, "Draw 1 card. Then, both players gain 300 LP.")
    assert first_effect(encoding)[-1] == {"op": "gain_lp", "amount": 300, "who": "each"}
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], []))
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert s.lp == [8300, 8300]


# ------------------------------------------------------------------ the one monster to attack


def test_only_this_card_may_attack() -> None:
    encoding = compiled(MAGICIAN, "This turn, you can only attack with this card.", COST)
    assert first_effect(encoding) == [
        {"op": "only_attacker", "target": "self", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], []))
    magician, filler = board.monster(s, 0, MAGICIAN), board.monster(s, 0, FILLER)
    board.gy(s, 0, FILLER)
    play(s, f"act {magician}", "battle")
    assert f"attack {magician}" in verbs(s) and f"attack {filler}" not in verbs(s)
    play(s, f"attack {magician}", "end", "end")  # to the next turn of player 1
    s.tp, s.phase = 0, BATTLE
    assert f"attack {filler}" in verbs(s)  # the rule lasted for that turn only


def test_only_the_first_monster_to_attack() -> None:
    encoding = compiled(SPELL, "You can only attack with 1 monster this turn.")
    assert first_effect(encoding) == [{"op": "only_attacker", "until": "end_of_turn"}]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, FILLER], [CAT]))
    spell = board.hand(s, 0, SPELL)
    first, second = board.monster(s, 0, FILLER), board.monster(s, 0, FILLER)
    cat = board.monster(s, 1, CAT)
    play(s, f"act {spell}", "battle")
    assert f"attack {first} {cat}" in verbs(s) and f"attack {second} {cat}" in verbs(s)
    play(s, f"attack {second} {cat}")
    assert not any(v.startswith(f"attack {first}") for v in verbs(s))


def test_the_one_attacker_gone_none_may_attack() -> None:
    encoding = compiled(
        SPELL,
        "Choose 1 face-up monster on your field. This turn, you can only attack with that monster.",
    )
    assert first_effect(encoding) == [
        {"op": "only_attacker", "target": {"pick": 0}, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, FILLER, CAT], []))
    spell = board.hand(s, 0, SPELL)
    filler, cat = board.monster(s, 0, FILLER), board.monster(s, 0, CAT)
    play(s, f"act {spell}", f"pick {cat}")
    lasting.card_gone(s, [cat])
    play(s, "battle")
    assert not any(v.startswith(f"attack {filler}") for v in verbs(s))  # nor any other
    # a kind of monster is no one monster
    assert missing(SPELL, "This turn, you can only attack with 2 monsters.")


def test_two_changes_joined_by_also() -> None:
    encoding = compiled(
        MAGICIAN,
        "This turn, this card can attack directly, also you can only attack with Spellcaster "
        "Type monsters.",
        COST,
    )
    assert first_effect(encoding) == [
        {"op": "grant", "target": "self", "ability": "direct_attack", "until": "end_of_turn"},
        {
            "op": "restrict",
            "rule": "only_attack_with",
            "filter": {"kind": "monster", "race": "Spellcaster"},
            "until": "end_of_turn",
        },
    ]


def test_a_level_increased_by_a_counted_amount() -> None:
    encoding = compiled(
        MAGICIAN,
        "Increase this card's Level by [the number of face-up monsters on your opponent's "
        "field] until the end of this turn.",
        COST,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [CAT, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, CAT), board.monster(s, 1, FILLER)
    board.gy(s, 0, FILLER)
    play(s, f"act {magician}")
    assert facts(s, magician).level == 9
    # "it" after "also" names no card
    assert missing(
        MAGICIAN,
        "This turn, this card can attack directly, also it inflicts piercing battle damage.",
        COST,
    )
