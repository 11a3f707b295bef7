"""The summons family: one card of several descriptions ("1 "A" or 1 "B""), names joined by
"and/or", Ritual Summons by a Ritual Spell, Multi-Choice effects, and "If you do, ..." /
"If you Special Summoned ... by this effect, ..."; each compiled from a clause and played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    round_trip,
)
from validator.engine.effects.text.compiler import compile_card
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
WITCH = 15178  # Sevens Road Witch: a Level 6 Effect Monster, 1600 ATK
DARK_MAGICIAN = 15410  # a Level 7 Normal Monster, 2500 ATK
BLACK_MAGIC_RITUAL, BLACK_CHAOS = 21597, 21588  # a Ritual Spell and its Level 8 Ritual monster
ZERA_RITUAL = 21855  # another Ritual Spell
POT = 16372  # Pot of Greed, a Normal Spell


# ------------------------------------------------------------------------- either/or picks


def test_one_of_two_names_is_one_pick_of_either_name() -> None:
    text = 'Add 1 "Sevens Road Witch" or 1 "Dark Magician" from your GY to your hand.'
    encoding = compiled(MAGICIAN, text)
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "own_gy", "filter": {"ids": [WITCH, DARK_MAGICIAN]}}]
    assert effect["effect"] == [{"op": "to_hand", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WITCH, DARK_MAGICIAN, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    witch, dm = board.gy(s, 0, WITCH), board.gy(s, 0, DARK_MAGICIAN)
    board.gy(s, 0, POT)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(witch,), (dm,)])
    play(s, f"pick {dm}")
    assert s.hand[0] == [dm] and witch in s.gy[0]


def test_one_of_a_name_or_a_description_is_a_union_filter() -> None:
    text = (
        'Then, you can add 1 "Sevens Road Witch" or 1 Level 4 Normal Monster with 1500 ATK '
        "from your GY to your hand."
    )
    encoding = compiled(MAGICIAN, "Draw 1 card. " + text)
    effect = encoding["effects"][0]
    assert effect["picks"][0]["filter"] == {
        "any_of": [{"ids": [WITCH]}, {"kind": "monster", "level": 4, "normal": True, "atk": 1500}]
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WITCH, DARK_MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    witch, filler = board.gy(s, 0, WITCH), board.gy(s, 0, FILLER)
    board.gy(s, 0, DARK_MAGICIAN)  # Level 7: neither description
    play(s, f"act {magician}")
    offered = {c for (c,) in choices(s)}
    assert offered == {witch, filler}
    play(s, f"pick {filler}")
    assert filler in s.hand[0] and witch in s.gy[0]


def test_either_alternatives_render_back() -> None:
    text = 'Add either 1 "Sevens Road Witch" or 1 Field Spell Card from your GY to your hand'
    assert round_trip("sentence", text) == text


def test_one_of_each_name_and_or_sets_up_to_one_of_each() -> None:
    text = 'Set 1 "Black Magic Ritual" and/or "Zera Ritual" from your GY to your Spell & Trap Zone.'
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "distinct": "name",
            "filter": {"ids": [BLACK_MAGIC_RITUAL, ZERA_RITUAL]},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, BLACK_MAGIC_RITUAL, BLACK_MAGIC_RITUAL, ZERA_RITUAL], []))
    magician = board.monster(s, 0, MAGICIAN)
    first, second = board.gy(s, 0, BLACK_MAGIC_RITUAL), board.gy(s, 0, BLACK_MAGIC_RITUAL)
    zera = board.gy(s, 0, ZERA_RITUAL)
    play(s, f"act {magician}")
    offered = choices(s)
    assert tuple(sorted((first, second))) not in {tuple(sorted(c)) for c in offered}
    play(s, f"pick {' '.join(map(str, sorted((first, zera))))}")
    assert s.pos[first] == SET and s.pos[zera] == SET and second in s.gy[0]


def test_up_to_n_names_and_or_is_a_total() -> None:
    text = 'Add up to 2 "Black Magic Ritual" and/or "Zera Ritual" from your GY to your hand'
    assert round_trip("sentence", text) == text
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "filter": {"ids": [BLACK_MAGIC_RITUAL, ZERA_RITUAL]},
        }
    ]


# ---------------------------------------------------------------------------- Ritual Summons

RITUAL = (
    'Ritual Summon "Magician of Black Chaos" by sending {materials} to the GY whose total '
    "Levels equal {level} or more as material (you cannot use more monsters than necessary as "
    "material)."
)


def _ritual_acts(s, ritual, monster) -> dict[frozenset[int], str]:
    """The activations of a Ritual Spell for this monster, by their set of materials."""
    return {
        frozenset(args[1:]): f"act {ritual} {' '.join(map(str, args))}"
        for args in activations(s, ritual)
        if args[0] == monster
    }


def test_a_ritual_summon_from_the_hand_or_field_plays_as_the_spell() -> None:
    text = RITUAL.format(materials="monsters from your hand or field", level=8)
    encoding = compiled(BLACK_MAGIC_RITUAL, text)
    assert encoding["effects"] == [{"kind": "ritual", "ritual": {"hand": True, "facedown": True}}]
    board = board_playing(encoding)
    s = board.game(cards=([BLACK_MAGIC_RITUAL, FILLER], []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    down = board.monster(s, 0, FILLER, FACEDOWN)
    held = board.hand(s, 0, FILLER)
    chaos = s.extra[0][0]
    acts = _ritual_acts(s, ritual, chaos)
    assert list(acts) == [frozenset({down, held})]
    play(s, acts[frozenset({down, held})], "position 2")
    assert s.pos[chaos] == DEF and {ritual, down, held} <= set(s.gy[0])


def test_a_ritual_summon_of_face_up_described_materials_filters_them() -> None:
    text = RITUAL.format(materials="face-up Normal Monsters from your field", level=8)
    text += " This turn, you can only attack with Spellcaster Type monsters."
    encoding = compiled(BLACK_MAGIC_RITUAL, text)
    effect = encoding["effects"][0]
    assert effect["ritual"] == {"filter": {"normal": True}}
    assert effect["effect"][0]["rule"] == "only_attack_with"
    board = board_playing(encoding)
    cards = [BLACK_MAGIC_RITUAL, DARK_MAGICIAN, MAGICIAN]
    s = board.game(cards=(cards, []), extra=([BLACK_CHAOS], []))
    ritual = board.hand(s, 0, BLACK_MAGIC_RITUAL)
    dm = board.monster(s, 0, DARK_MAGICIAN)  # a Level 7 Normal Monster
    sorcerer = board.monster(s, 0, FILLER)  # a Level 4 Normal Monster
    magician = board.monster(s, 0, MAGICIAN)  # a Level 7 Effect Monster: no material
    chaos = s.extra[0][0]
    acts = _ritual_acts(s, ritual, chaos)
    assert list(acts) == [frozenset({dm, sorcerer})]  # not the Effect Monster
    play(s, acts[frozenset({dm, sorcerer})], "position 1")
    assert s.pos[chaos] == ATK and {dm, sorcerer} <= set(s.gy[0]) and s.pos[magician] == ATK


def test_a_ritual_summon_the_database_disagrees_with_is_left_missing() -> None:
    for text in (
        RITUAL.format(materials="monsters from your hand or field", level=7),  # not its Level
    ):
        result = compile_card(card_text(BLACK_MAGIC_RITUAL, text), {})
        assert result.encoding is None and result.missing
    # a Ritual Spell that the Ritual monster does not name
    text = RITUAL.format(materials="monsters from your hand or field", level=8)
    assert compile_card(card_text(ZERA_RITUAL, text), {}).encoding is None


# ------------------------------------------------------------------------------ Multi-Choice


def test_multi_choice_sentences_build_one_option_each() -> None:
    encoding = compiled(
        MAGICIAN,
        "\u25cfDraw 1 card. \u25cfGain 1000 LP. You can draw 1 card.",
        effect_types=("Multi-Choice",),
    )
    effect = encoding["effects"][0]
    assert "effect" not in effect
    assert effect["choices"] == [
        {"effect": [{"op": "draw", "count": 1}]},
        {
            "effect": [
                {"op": "gain_lp", "amount": 1000},
                {"op": "may", "then": [{"op": "draw", "count": 1}]},
            ]
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    lp = s.lp[0]
    assert f"act {magician} 0" in verbs(s) and f"act {magician} 1" in verbs(s)
    play(s, f"act {magician} 1")
    play(s, "decline")
    assert s.lp[0] == lp + 1000 and s.hand[0] == []


def test_a_choice_names_no_card_of_the_choice_before() -> None:
    result = compile_card(
        card_text(
            MAGICIAN,
            "\u25cfChoose 1 monster in your GY. \u25cfAdd that monster to your hand.",
            effect_types=("Multi-Choice",),
        ),
        {},
    )
    assert result.encoding is None


# ---------------------------------------------------------------- "If you do", "If you ..."


def test_if_you_do_applies_only_when_the_step_before_did_something() -> None:
    encoding = compiled(
        MAGICIAN,
        "Then, you can send 1 card from your hand to the GY. If you do, draw 2 cards.",
    )
    assert encoding["effects"][0]["effect"] == [
        {
            "op": "may",
            "then": [
                {"op": "send", "target": {"pick": 0}},
                {
                    "op": "if",
                    "condition": [{"cond": "moved"}],
                    "then": [{"op": "draw", "count": 2}],
                },
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    pot = board.hand(s, 0, POT)
    play(s, f"act {magician}", f"pick {pot}")
    assert pot in s.gy[0] and len(s.hand[0]) == 2


def test_if_you_do_needs_a_step_that_does_something() -> None:
    result = compile_card(card_text(MAGICIAN, "Gain 500 LP. If you do, draw 1 card."), {})
    assert result.encoding is None


def test_if_you_special_summoned_a_named_monster_checks_what_was_summoned() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 monster from your hand face-up to your field. "
        'If you Special Summoned "Dark Magician" by this effect, this card gains 400 ATK until '
        "the end of this turn.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "if",
        "condition": [{"cond": "moved", "filter": {"ids": [DARK_MAGICIAN]}}],
        "then": [{"op": "gain_atk", "target": "self", "amount": 400, "until": "end_of_turn"}],
    }
    for summoned, gain in ((DARK_MAGICIAN, 400), (MAGICIAN, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, summoned], []))
        magician = board.monster(s, 0, MAGICIAN)
        board.hand(s, 0, summoned)
        play(s, f"act {magician}", "position 1")
        assert atk_of(s, magician) == 2100 + gain


def test_if_you_added_a_normal_monster_checks_what_was_added() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Spellcaster Type monster from your GY to your hand. "
        "If you added a Normal Monster to your hand by this effect, you can draw 1 card.",
    )
    step = encoding["effects"][0]["effect"][1]
    assert step["condition"] == [{"cond": "moved", "filter": {"kind": "monster", "normal": True}}]
    assert step["then"] == [{"op": "may", "then": [{"op": "draw", "count": 1}]}]


# ------------------------------------------------------------- other printings of the moves


def test_return_to_the_owners_hand_takes_an_opponents_spell_trap() -> None:
    encoding = compiled(
        MAGICIAN, "Return 1 Spell/Trap Card from your opponent's field to the owner's hand."
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "opp_spelltraps"}]  # a face-down one too
    assert effect["effect"] == [{"op": "to_hand", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [POT]))
    magician = board.monster(s, 0, MAGICIAN)
    pot = board.spell(s, 1, POT, SET)
    play(s, f"act {magician}")
    assert s.hand[1] == [pot] and s.hand[0] == []


def test_set_in_the_spell_trap_zone_and_a_face_down_summon_from_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 4 Normal Monster from your GY in face-down Defense Position to "
        'your field. Then, you can Set 1 "Pot of Greed" from your GY in your Spell & Trap Zone.',
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "facedown"},
        {"op": "may", "then": [{"op": "set_spell_trap", "target": {"pick": 1}}]},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    filler, pot = board.gy(s, 0, FILLER), board.gy(s, 0, POT)
    play(s, f"act {magician}")
    assert "decline" in verbs(s)  # the optional Set, offered with its pick
    play(s, f"pick {pot}")
    assert s.pos[filler] == FACEDOWN and s.pos[pot] == SET
