"""Rules over players said together or of face-up monsters: two bans joined by "or", the
Normal Summon, Set and Special Summon of monsters from the hand forbidden at once, and the
effects of face-up monsters of a kind nobody can activate; each compiled from a made-up clause
and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    missing,
    round_trip,
)
from validator.engine import field, lasting
from validator.engine.lasting import activation_allowed, attack_allowed, special_summon_allowed
from validator.engine.state import OFF, SET

SPELL = 15160  # Wind Spirit's Protection, a Normal Spell: the card that plays each made-up text
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1, 0/1400 (plays the made-up effects)
SORCERER = 15154  # Dark Sorcerer: DARK Spellcaster, Level 4, 1500 ATK
DM = 15410  # Dark Magician: DARK Spellcaster, Level 7, 2500/2100
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 LIGHT Dragon
MASTER = 17308  # Master of the Sevens Road: a DARK Spellcaster Fusion Monster
ULTIMATE = 19434  # Blue-Eyes Ultimate Dragon: a LIGHT Dragon Fusion Monster
SKULL = 15781  # Summoned Skull: DARK Fiend, Level 6, 2500/1200
FIRE_GUARDIAN = 15166  # Level 6 FIRE Dragon 2100/400
COST = "Send the top card of your Deck to the GY."


# ------------------------------------------------------------------ two bans joined by "or"


def test_two_bans_joined_by_or_are_both_in_force_this_turn(board) -> None:
    text = (
        "Until the end of this turn, you cannot Special Summon non-Dragon Type monsters from "
        "the Extra Deck or attack with Level 7 or lower monsters."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_special_summon",
            "filter": {"not_race": "Dragon"},
            "from": "extra",
            "until": "end_of_turn",
        },
        {
            "op": "restrict",
            "rule": "no_attack_with",
            "filter": {"kind": "monster", "level_max": 7},
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, DM, BLUE_EYES], [DM]), extra=([MASTER, ULTIMATE], []))
    master, ultimate = board.take(s, 0, MASTER), board.take(s, 0, ULTIMATE)
    s.extra[0] += [master, ultimate]
    dm, blue_eyes = board.monster(s, 0, DM), board.monster(s, 0, BLUE_EYES)
    theirs = board.monster(s, 1, DM)
    assert attack_allowed(s, dm) and special_summon_allowed(s, 0, master, "fusion")
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not special_summon_allowed(s, 0, master, "fusion")  # a Spellcaster
    assert special_summon_allowed(s, 0, ultimate, "fusion")  # a Dragon
    assert not attack_allowed(s, dm)  # Level 7
    assert attack_allowed(s, blue_eyes)  # Level 8
    assert attack_allowed(s, theirs)  # the opponent's monsters are not bound


def test_two_things_joined_by_or_are_bans_of_your_own_only() -> None:
    # "you cannot" is said once: "B" alone is no ban of yours
    assert [m["clause"] for m in missing(SPELL, "You cannot attack with Level 7 or lower.")] == [0]


# --------------------------------------------------- summons and Sets from the hand, at once


def test_no_normal_summon_set_or_special_summon_from_your_hand(board) -> None:
    text = (
        "Add 1 Level 4 or lower monster from your GY to your hand. If you do, you cannot Normal "
        "Summon/Set or Special Summon monsters from your hand until the end of this turn."
    )
    encoding = compiled(CAT, text, COST)
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [
            {"op": "restrict", "rule": "no_normal_summon", "until": "end_of_turn"},
            {
                "op": "restrict",
                "rule": "no_set",
                "filter": {"kind": "monster"},
                "until": "end_of_turn",
            },
            {"op": "restrict", "rule": "no_special_summon", "from": "hand", "until": "end_of_turn"},
        ],
    }
    board = board_playing(encoding)
    s = board.game(cards=([CAT, SORCERER, SORCERER, DM], [SORCERER]))
    cat = board.monster(s, 0, CAT)
    in_gy, in_hand, dm = board.gy(s, 0, SORCERER), board.hand(s, 0, SORCERER), board.gy(s, 0, DM)
    assert f"summon {in_hand}" in verbs(s)
    play(s, f"act {cat}")  # (the Level 4 monsters in the GY are one choice: no pick asked)
    assert in_gy in s.hand[0]
    assert not any(v.startswith(("summon", "set")) for v in verbs(s))
    assert not special_summon_allowed(s, 0, in_hand)  # from the hand
    assert special_summon_allowed(s, 0, dm)  # from the GY: no business of the rule
    theirs = board.hand(s, 1, SORCERER)
    assert special_summon_allowed(s, 1, theirs)  # the opponent is not bound
    play(s, "end")  # the turn is over, and the rule with it
    assert special_summon_allowed(s, 0, in_hand)


# ----------------------------------------------------------- the effects of face-up monsters


def test_neither_player_can_activate_the_effects_of_face_up_low_level_monsters(board) -> None:
    text = (
        "Until the end of your opponent's next turn, while this card is face-up, neither player "
        "can activate the effects of face-up Level 4 or lower monsters."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(DM, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_activation",
            "who": "each",
            "filter": {"level_max": 4},
            "kind": "monster",
            "while": "faceup",
            "until": "end_of_opp_next_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM, CAT, BLUE_EYES], [CAT]))
    dm, cat = board.monster(s, 0, DM), board.monster(s, 0, CAT)
    blue_eyes, theirs = board.monster(s, 0, BLUE_EYES), board.monster(s, 1, CAT)
    play(s, f"act {dm}")
    assert not activation_allowed(s, 0, cat, "monster")  # Level 1
    assert not activation_allowed(s, 1, theirs, "monster")  # the opponent's too
    assert activation_allowed(s, 0, blue_eyes, "monster")  # Level 8
    assert activation_allowed(s, 0, cat, "trap")  # monster effects only
    field.to_gy(s, dm)  # this card leaves the field: the rule ends
    assert activation_allowed(s, 0, cat, "monster")


# ------------------------------------------------------- Tribute Summons in Attack Position


def test_no_tribute_summon_in_attack_position_leaves_the_tribute_set(board) -> None:
    text = (
        "This turn, while this card is face-up, you cannot Tribute Summon monsters with 1000 or "
        "more DEF in Attack Position."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(CAT, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "restrict",
            "rule": "no_tribute_summon",
            "filter": {"def_min": 1000},
            "position": "attack",
            "while": "faceup",
            "until": "end_of_turn",
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CAT, SORCERER, SKULL, FIRE_GUARDIAN], []))
    cat, sorcerer = board.monster(s, 0, CAT), board.monster(s, 0, SORCERER)
    skull, guardian = board.hand(s, 0, SKULL), board.hand(s, 0, FIRE_GUARDIAN)
    play(s, f"act {cat}")
    legal = verbs(s)
    assert f"summon {skull} {sorcerer}" not in legal  # 1200 DEF: not in Attack Position
    assert f"set {skull} {sorcerer}" in legal  # a Tribute Set is no summon
    assert f"summon {guardian} {sorcerer}" in legal  # 400 DEF
    field.to_gy(s, cat)  # this card leaves the field: the rule ends
    assert f"summon {skull} {sorcerer}" in verbs(s)


def test_neither_player_can_tribute_summon_in_attack_position(board) -> None:
    text = (
        "Until the end of your opponent's next turn, while this card is face-up, neither player "
        "can Tribute Summon Level 6 or lower monsters in Attack Position."
    )
    encoding = compiled(DM, text, COST)
    assert first_effect(encoding)[0]["who"] == "each"
    board = board_playing(encoding)
    s = board.game(cards=([DM, SKULL], [SORCERER, SKULL, BLUE_EYES, SORCERER]))
    dm = board.monster(s, 0, DM)
    board.hand(s, 0, SKULL)
    play(s, f"act {dm}", "end")
    sorcerer, other = board.monster(s, 1, SORCERER), board.monster(s, 1, SORCERER)
    skull, blue_eyes = board.hand(s, 1, SKULL), board.hand(s, 1, BLUE_EYES)
    legal = verbs(s)
    assert f"summon {skull} {sorcerer}" not in legal  # the opponent is bound too
    assert f"set {skull} {sorcerer}" in legal
    assert f"summon {blue_eyes} {sorcerer} {other}" in legal  # Level 8


# ------------------------------------------------------------- attacks in Maximum Mode only

CENTRE, LEFT, RIGHT = 15898, 15897, 15899  # Supreme Machine Magnum Overlord: MAXIMUM ATK 3500


def test_you_can_only_attack_with_monsters_in_maximum_mode(board) -> None:
    text = "This turn, you can only attack with monsters in Maximum Mode."
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "only_attack_with", "maximum": True, "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER], [SORCERER]))
    sorcerer, theirs = board.monster(s, 0, SORCERER), board.monster(s, 1, SORCERER)
    play(s, f"act {board.hand(s, 0, SPELL)}")
    assert not attack_allowed(s, sorcerer)  # not in Maximum Mode
    assert attack_allowed(s, theirs)  # the opponent is not bound
    s = board.game(cards=([SPELL, CENTRE, LEFT, RIGHT], []))
    centre, _, _ = (board.hand(s, 0, x) for x in (CENTRE, LEFT, RIGHT))
    play(s, f"max {centre}", f"act {board.hand(s, 0, SPELL)}")
    assert attack_allowed(s, centre)


# ------------------------------------- an optional operation, also a count of activations

FIELD_SPELL = 15228  # a Field Spell
BLUE_MEDICINE = 15454  # "Blue Medicine": a Normal Spell that gains LP


def test_a_count_of_normal_spell_activations_also_after_an_optional_addition(board) -> None:
    text = (
        "Draw 1 card. Then, you can add 1 Spell Card from your GY to your hand, also for the "
        "rest of this turn, you can only activate 1 Normal Spell Card."
    )
    assert round_trip("sentence", text.split(". ")[1]) == text.split(". ")[1][:-1]
    encoding = compiled(CAT, text, COST)
    assert first_effect(encoding)[1:] == [
        {"op": "may", "then": [{"op": "to_hand", "target": {"pick": 0}}]},
        {
            "op": "restrict",
            "rule": "activation_limit",
            "filter": {"kind": "spell", "subtype": "normal"},
            "count": 1,
            "until": "end_of_turn",
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CAT, SPELL, BLUE_MEDICINE, BLUE_MEDICINE, FIELD_SPELL], []))
    cat, in_gy = board.monster(s, 0, CAT), board.gy(s, 0, SPELL)
    first, second = board.hand(s, 0, BLUE_MEDICINE), board.hand(s, 0, BLUE_MEDICINE)
    field_spell = board.hand(s, 0, FIELD_SPELL)
    play(s, f"act {cat}", "decline")  # the Spell Card is not added: the count holds all the same
    assert in_gy in s.gy[0]
    play(s, f"act {first}")
    assert not activation_allowed(s, 0, second, "spell")
    assert activation_allowed(s, 0, field_spell, "spell")  # not a Normal Spell Card


def test_a_count_of_activations_is_of_a_kind_of_spell_or_trap_cards() -> None:
    text = "You can only activate 1 monster this turn."
    assert [m["clause"] for m in missing(SPELL, text)] == [0]


# ------------------------------------------------------- no damage from the opponent's Traps

CRISIS = 17722  # Combustion Crisis: a Trap that inflicts 600 damage when a monster attacks


def test_no_effect_damage_from_the_opponent_s_trap_cards_this_turn(board) -> None:
    text = "This turn, you take no effect damage from your opponent's Trap Cards."
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(CAT, text, COST)
    assert first_effect(encoding) == [
        {"op": "restrict", "rule": "no_opp_effect_damage", "kind": "trap", "until": "end_of_turn"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([CAT], [CRISIS]))
    cat, crisis = board.monster(s, 0, CAT), board.spell(s, 1, CRISIS, SET)
    play(s, f"act {cat}", "battle", f"attack {cat}", f"act {crisis}")
    assert s.pos[crisis] == OFF and s.lp[0] == 8000  # the Trap's 600 damage: none
    field.damage(s, 0, 200, "effect", 1, "spell")  # the effect of a Spell Card of theirs
    assert s.lp[0] == 7800


# ------------------------------------------------------------ a protection good once

SAKURETSU = 16768  # Sakuretsu Armor: a Trap that destroys the attacking monster
DARK_HOLE = 18398  # Spell: destroy every monster on the field


def test_once_this_turn_a_monster_is_not_destroyed_by_an_opponent_s_trap(board) -> None:
    text = "Once this turn, this card cannot be destroyed by your opponent's Trap Card effects."
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(DM, text, COST)
    assert first_effect(encoding) == [
        {
            "op": "protect",
            "target": "self",
            "from": "opp_trap",
            "until": "end_of_turn",
            "once": True,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([DM], [SAKURETSU]))
    dm, sakuretsu = board.monster(s, 0, DM), board.spell(s, 1, SAKURETSU, SET)
    play(s, f"act {dm}", "battle", f"attack {dm}", f"act {sakuretsu}")
    assert s.pos[dm] != OFF and s.pos[sakuretsu] == OFF  # spared once
    assert not lasting.spared_once(s, dm, 1, "trap")  # the protection is used up
    s = board.game(cards=([DM, DARK_HOLE], []))
    dm = board.monster(s, 0, DM)
    play(s, f"act {dm}", f"act {board.hand(s, 0, DARK_HOLE)}")  # your own Spell Card
    assert s.pos[dm] == OFF


def test_once_this_turn_is_said_of_a_protection_from_effects() -> None:
    text = "Once this turn, this card cannot be destroyed by battle."
    assert [m["clause"] for m in missing(DM, text, COST)] == [1]
