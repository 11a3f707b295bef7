"""The `then12_either` productions: one of two ways said in one clause (either player's Deck,
a Level reduced by one of two numbers), compiled from a made-up clause and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread
from validator.engine.effects.compile import EncodingError
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.lasting import level_of
from validator.engine.state import ATK, DEF, OFF, SET

MAGICIAN = 15150  # Sevens Road Magician: the monster that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon: Level 8
SPELL = 15160  # a Normal Spell
SORCERER = 15154  # Dark Sorcerer: a Level 4 Normal Monster
POT = 16372  # Pot of Greed: a Normal Spell


def test_the_top_card_of_either_players_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can send the top card of either player's Deck to the GY.",
    )
    assert first_effect(encoding)[1]["then"] == [
        {
            "op": "may",
            "then": [{"op": "mill", "count": 1}],
            "else": [{"op": "mill", "count": 1, "who": "opp"}],
        }
    ]
    for answer, side in (("accept", 0), ("decline", 1)):  # yours, or else your opponent's
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, SPELL, SPELL], [SPELL]))
        magician = board.monster(s, 0, MAGICIAN)
        on_top(s, 0, SPELL, SPELL)
        (theirs,) = on_top(s, 1, SPELL)
        play(s, f"act {magician}", "accept", answer)
        assert s.resolving is None and len(s.gy[side]) == 1 and not s.gy[1 - side]
        assert (theirs in s.gy[1]) == (side == 1)


def test_a_level_reduced_by_one_of_two_numbers() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can reduce the Level of 1 face-up monster on your opponent's "
        "field by 1 or 2 until the end of this turn.",
    )
    by = {"op": "decrease_level", "target": {"pick": 0}, "until": "end_of_turn"}
    assert first_effect(encoding)[1]["then"] == [
        {"op": "may", "then": [{**by, "amount": 1}], "else": [{**by, "amount": 2}]}
    ]
    for first, level in ((True, 7), (False, 6)):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [BEWD]))
        magician = board.monster(s, 0, MAGICIAN)
        dragon = board.monster(s, 1, BEWD)
        play(s, f"act {magician}", "accept")
        assert sorted(verbs(s)) == ["decline", f"pick {dragon}"]
        play(s, f"pick {dragon}" if first else "decline")
        assert s.resolving is None and level_of(s, dragon) == level


def test_the_two_numbers_rise() -> None:
    assert unread(
        MAGICIAN,
        "Draw 1 card. Then, you can reduce the Level of 1 face-up monster on your opponent's "
        "field by 2 or 1 until the end of this turn.",
    )


def test_the_battle_position_of_this_card_or_of_a_monster_of_the_opponent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can change the battle position of this card or 1 monster on your "
        "opponent's field.",
    )
    assert first_effect(encoding)[1]["then"] == [
        {
            "op": "may",
            "then": [{"op": "change_position", "target": "self"}],
            "else": [{"op": "change_position", "target": {"pick": 0}}],
        }
    ]
    for answer, changed in (("accept", 0), ("decline", 1)):  # this card, or else theirs
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [BEWD]))
        magician = board.monster(s, 0, MAGICIAN)
        dragon = board.monster(s, 1, BEWD)
        play(s, f"act {magician}", "accept", answer)
        if s.resolving is not None:
            play(s, f"pick {dragon}")
        assert s.resolving is None
        assert (s.pos[magician], s.pos[dragon]) == ((DEF, ATK) if changed == 0 else (ATK, DEF))


ONE_OR_ANY_NUMBER = (
    'Draw 1 card. Then, you can Special Summon 1 Level 7 monster or any number of "Dark '
    'Sorcerer" from your GY face-up to your field.'
)


def test_one_monster_or_else_any_number_of_others_summoned() -> None:
    encoding = compiled(SPELL, ONE_OR_ANY_NUMBER)
    picks = encoding["effects"][0]["picks"]
    assert picks[1] == {
        "from": "own_gy",
        "filter": {"ids": [SORCERER]},
        "upto": True,
        "as_many": {
            "per": 1,
            "count": {"counter": "cards", "from": "own_gy", "filter": {"ids": [SORCERER]}},
        },
    }
    assert first_effect(encoding)[1]["then"][0]["else"] == [
        {"op": "special_summon", "target": {"pick": 1}, "position": "faceup"}
    ]
    for one in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL, MAGICIAN, SORCERER, SORCERER], []))
        spell = board.hand(s, 0, SPELL)
        magician = board.gy(s, 0, MAGICIAN)
        sorcerers = [board.gy(s, 0, SORCERER) for _ in range(2)]
        play(s, f"act {spell}", "accept")
        if one:
            play(s, f"pick {magician}", f"position {ATK}")
            summoned = [magician]
        else:
            play(s, "decline", "pick " + " ".join(map(str, sorcerers)), f"position {ATK}")
            summoned = sorcerers
        assert s.resolving is None
        assert sorted(c for c in s.mzone[0] if c >= 0) == sorted(summoned)


SET_SENT_OR = (
    "Send the top 2 cards of your Deck to the GY. Then, you can Set 1 Trap Card from among the "
    'cards sent, or 1 "Pot of Greed" from your GY, to your Spell & Trap Zone.'
)
TRAP = 16768  # a Normal Trap


def test_a_trap_sent_or_else_a_named_card_of_the_gy_set() -> None:
    encoding = compiled(MAGICIAN, SET_SENT_OR)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"kind": "trap"}, "among": "sent"},
        {"from": "own_gy", "filter": {"ids": [POT]}},
    ]
    for sent_one in (True, False):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN, TRAP, TRAP, SPELL, POT], []))
        magician = board.monster(s, 0, MAGICIAN)
        old_trap, pot = board.gy(s, 0, TRAP), board.gy(s, 0, POT)  # in the GY before
        sent_trap, _ = on_top(s, 0, TRAP, SPELL)
        play(s, f"act {magician}", "accept")
        if sent_one:
            assert sorted(verbs(s)) == ["decline", f"pick {sent_trap}"]  # not the older Trap
            play(s, f"pick {sent_trap}")
        else:
            play(s, "decline")
        assert s.resolving is None and s.pos[old_trap] == OFF
        assert (s.pos[sent_trap], s.pos[pot]) == ((SET, OFF) if sent_one else (OFF, SET))


ADD_OR_MATERIAL = (
    "Fusion Summon a DARK Attribute monster by sending monsters from your hand or field to the "
    'GY as material. Then, you can add 1 "Fusion" or 1 monster that was sent to the GY by this '
    "card effect from your GY to your hand."
)
FUSION = 16934  # Fusion: a Normal Spell
WITCH = 15178  # Sevens Road Witch
MASTER = 17308  # Master of the Sevens Road: a DARK Fusion of the Magician and the Witch


def test_a_named_card_or_else_a_material_of_the_fusion_summon_added() -> None:
    encoding = compiled(POT, ADD_OR_MATERIAL)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"ids": [FUSION]}},
        {"from": "own_gy", "filter": {"kind": "monster"}, "among": "materials"},
    ]
    for named in (True, False):
        board = board_playing(encoding)
        cards = [POT, MAGICIAN, WITCH, FUSION, BEWD]
        s = board.game(cards=(cards, []), extra=([MASTER], []))
        pot = board.hand(s, 0, POT)
        magician, witch = board.hand(s, 0, MAGICIAN), board.hand(s, 0, WITCH)
        fusion, dragon = board.gy(s, 0, FUSION), board.gy(s, 0, BEWD)  # in the GY before
        play(s, f"act {pot}", f"position {ATK}", "accept")
        if named:
            play(s, f"pick {fusion}")
            added = fusion
        else:
            play(s, "decline")
            assert sorted(choices(s)) == sorted([(magician,), (witch,)])  # not the Dragon
            play(s, f"pick {witch}")
            added = witch
        assert s.resolving is None and s.hand[0] == [added] and dragon in s.gy[0]


def test_the_materials_are_those_of_a_fusion_summon_before() -> None:
    assert unread(
        POT,
        'Draw 1 card. Then, you can add 1 "Fusion" or 1 monster that was sent to the GY by this '
        "card effect from your GY to your hand.",
    )


def test_a_choice_among_materials_needs_a_fusion_summon_before() -> None:
    encoding = compiled(POT, ADD_OR_MATERIAL)
    del first_effect(encoding)[0]  # no Fusion Summon
    with pytest.raises(EncodingError, match="materials"):
        check_encoding(encoding, "made-up")
