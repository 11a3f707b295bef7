"""Requirements and conditions: how this card was summoned this turn, Maximum Mode, this card's
position, LP, exact and "or less" counts, "another" monster; each compiled from a clause and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import offered, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, missing, round_trip
from validator.engine.position import dump, load
from validator.engine.state import (
    ATK,
    DEF,
    FACEDOWN,
    SUMMONED_FUSION,
    SUMMONED_NS,
    SUMMONED_RITUAL,
    SUMMONED_SPECIAL,
    SUMMONED_THIS_TURN,
    SUMMONED_TRIBUTE,
)
from validator.engine.summons import special_from_extra

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
FOLLOWL = 16918  # Fearstute Followl: a Level 7 Fusion Monster
ELIZALAMILLA = 23753  # Healthie Elizalamilla: a Level 7 Ritual Monster
ESTROME = 18946  # Star Monarch Estrome: a Level 5 monster (1 Tribute)
OVERLORD, OVERLORD_L, OVERLORD_R = 15898, 15897, 15899  # a Maximum monster's pieces
DRAW = "Draw 1 card."


# ------------------------------------------------------------------------------ the engine


def test_summons_leave_flags_saying_how_and_a_set_is_no_summon(board: Board) -> None:
    s = board.game(cards=([ESTROME, FILLER, FILLER], []), extra=([FOLLOWL, ELIZALAMILLA], []))
    tribute = board.monster(s, 0, FILLER)
    estrome = board.hand(s, 0, ESTROME)
    play(s, f"summon {estrome} {tribute}")
    assert s.flags[estrome] & SUMMONED_TRIBUTE and s.flags[estrome] & SUMMONED_NS
    assert not s.flags[estrome] & SUMMONED_SPECIAL
    s.actions_this_turn = 0
    s.turn += 1  # a new turn: another Normal Summon or Set
    low = board.hand(s, 0, FILLER)
    play(s, f"set {low}")
    assert s.pos[low] == FACEDOWN and not s.flags[low] & (SUMMONED_NS | SUMMONED_THIS_TURN)
    followl = board.take(s, 0, FOLLOWL)
    s.extra[0].append(followl)
    special_from_extra(s, 0, followl, ATK, (), "fusion")
    assert s.flags[followl] & SUMMONED_FUSION and s.flags[followl] & SUMMONED_SPECIAL
    ritual = board.take(s, 0, ELIZALAMILLA)
    s.extra[0].append(ritual)
    special_from_extra(s, 0, ritual, DEF, (low,), "ritual")
    assert s.flags[ritual] & SUMMONED_RITUAL and not s.flags[ritual] & SUMMONED_FUSION


def test_a_maximum_summon_is_a_special_summon(board: Board) -> None:
    s = board.game(cards=([OVERLORD, OVERLORD_L, OVERLORD_R], []))
    centre = board.hand(s, 0, OVERLORD)
    board.hand(s, 0, OVERLORD_L)
    board.hand(s, 0, OVERLORD_R)
    play(s, f"max {centre}")
    assert s.flags[centre] & SUMMONED_SPECIAL


# ---------------------------------------------------------------- when it was summoned


def test_during_the_main_phase_it_was_fusion_summoned(board: Board) -> None:
    encoding = compiled(
        FOLLOWL, DRAW, requirement="During your Main Phase that you Fusion Summoned this card."
    )
    assert encoding["effects"][0]["condition"] == [{"cond": "summoned", "how": "fusion"}]
    board = board_playing(encoding)
    s = board.game(extra=([FOLLOWL, FOLLOWL], []))
    placed = board.monster(s, 0, FOLLOWL)  # on the field since an earlier turn
    assert not offered(s, placed)
    summoned = s.extra[0][0]
    special_from_extra(s, 0, summoned, ATK, (), "fusion")
    assert offered(s, summoned)
    play(s, f"act {summoned}")
    assert len(s.hand[0]) == 1


def test_special_summoned_counts_a_fusion_summon_and_not_a_normal_summon(board: Board) -> None:
    encoding = compiled(
        MAGICIAN, DRAW, requirement="During your Main Phase that you Special Summoned this card."
    )
    assert encoding["effects"][0]["condition"] == [{"cond": "summoned", "how": "special"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, FILLER], []))
    tributes = [board.monster(s, 0, FILLER) for _ in range(2)]
    magician = board.hand(s, 0, MAGICIAN)
    play(s, f"summon {magician} {tributes[0]} {tributes[1]}")
    assert s.flags[magician] & SUMMONED_NS
    assert not offered(s, magician)
    s.flags[magician] |= SUMMONED_SPECIAL  # as a Special Summon this turn would have left it
    assert offered(s, magician)


def test_during_the_turn_it_was_tribute_summoned_in_attack_position(board: Board) -> None:
    encoding = compiled(
        ESTROME,
        DRAW,
        requirement="During the turn you Tribute Summoned this card in Attack Position.",
    )
    assert encoding["effects"][0]["condition"] == [{"cond": "summoned", "how": "tribute"}]
    board = board_playing(encoding)
    s = board.game(cards=([ESTROME, ESTROME, FILLER], []))
    old = board.monster(s, 0, ESTROME)
    assert not offered(s, old)
    tribute = board.monster(s, 0, FILLER)
    estrome = board.hand(s, 0, ESTROME)
    play(s, f"summon {estrome} {tribute}")
    assert offered(s, estrome) and not offered(s, old)
    play(s, "end")  # the flags end with the turn
    assert not s.flags[estrome] & SUMMONED_TRIBUTE


def test_a_condition_said_after_another_during_the_turn(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        DRAW,
        requirement="You have 2 or more cards in your Deck during the turn you Normal Summoned "
        "this card.",
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "deck_min", "count": 2},
        {"cond": "summoned", "how": "normal"},
    ]


def test_flipped_face_up_or_another_monster(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        DRAW,
        requirement="During your Main Phase this card was flipped face-up, or you have another "
        "face-up Spellcaster Type monster on your field.",
    )
    assert encoding["effects"][0]["condition"] == [
        {
            "cond": "any",
            "conditions": [
                {"cond": "flipped"},
                {
                    "cond": "has",
                    "from": "own_faceup",
                    "filter": {"kind": "monster", "race": "Spellcaster"},
                    "other": True,
                },
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN, pos=FACEDOWN)
    play(s, f"pos {magician}")  # flipped face-up into Attack Position
    assert s.pos[magician] == ATK
    assert offered(s, magician)
    s2 = board.game(cards=([MAGICIAN, MAGICIAN], []))
    alone = board.monster(s2, 0, MAGICIAN)
    assert not offered(s2, alone)
    board.monster(s2, 0, MAGICIAN)
    assert offered(s2, alone)


# ---------------------------------------------------------------------- Maximum Mode


def test_maximum_mode_with_a_cost_plays_only_in_maximum_mode(board: Board) -> None:
    encoding = compiled(
        OVERLORD_R, DRAW, requirement="Maximum Mode: Send the top card of your Deck to the GY."
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [{"cond": "maximum_mode"}]
    assert effect["cost"] == [{"op": "mill", "count": 1}]
    board = board_playing(encoding)
    s = board.game(cards=([OVERLORD, OVERLORD_L, OVERLORD_R, OVERLORD_R], []))
    alone = board.monster(s, 0, OVERLORD_R)
    assert not offered(s, alone)
    centre = board.hand(s, 0, OVERLORD)
    board.hand(s, 0, OVERLORD_L)
    right = board.hand(s, 0, OVERLORD_R)
    play(s, f"max {centre}")
    assert offered(s, right)
    play(s, f"act {right}")
    assert len(s.hand[0]) == 1 and len(s.gy[0]) == 2  # the milled card, and the lone [R]
    assert round_trip("requirement", "Maximum Mode: Send the top card of your Deck to the GY") == (
        "Maximum Mode: Send the top card of your Deck to the GY"
    )


def test_a_continuous_effect_in_force_in_maximum_mode_holds_it_in_each_change() -> None:
    encoding = compiled(
        OVERLORD,
        "This card cannot be destroyed by your opponent's Trap Card effects.",
        requirement="Maximum Mode",
        effect_types=("Continuous",),
    )
    effect = encoding["effects"][0]
    assert effect["kind"] == "continuous" and "condition" not in effect
    assert effect["modifiers"] == [
        {"rule": "indestructible", "value": "opp_trap", "condition": [{"cond": "maximum_mode"}]}
    ]


def test_not_in_maximum_mode_and_in_attack_position() -> None:
    encoding = compiled(
        OVERLORD_R,
        DRAW,
        requirement="This card is not in Maximum Mode and this card is in Attack Position.",
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "not", "condition": {"cond": "maximum_mode"}},
        {"cond": "self_position", "position": "attack"},
    ]


# ------------------------------------------------------------------ costs and positions


def test_changing_this_attack_position_card_to_defense_is_a_cost(board: Board) -> None:
    encoding = compiled(
        MAGICIAN, DRAW, requirement="Change this Attack Position card to face-up Defense Position."
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [{"cond": "self_position", "position": "attack"}]
    assert effect["cost"] == [{"op": "to_defense", "target": "self"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN], []))
    attacking = board.monster(s, 0, MAGICIAN)
    defending = board.monster(s, 0, MAGICIAN, pos=DEF)
    assert not offered(s, defending)
    play(s, f"act {attacking}")
    assert s.pos[attacking] == DEF and len(s.hand[0]) == 1


def test_changing_this_card_to_defense_is_no_effect_step() -> None:
    assert missing(MAGICIAN, "Change this Attack Position card to face-up Defense Position.")


# --------------------------------------------------------------------------- LP and counts


def test_lp_lower_than_the_opponent_and_or_lower(board: Board) -> None:
    encoding = compiled(
        MAGICIAN, DRAW, requirement="If your LP are lower than your opponent's, pay 500 LP."
    )
    assert encoding["effects"][0]["condition"] == [{"cond": "lp_lower"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    s.lp[0] = 7000
    play(s, f"act {magician}")
    assert s.lp[0] == 6500
    low = compiled(MAGICIAN, DRAW, requirement="Your LP are 1000 or lower.")
    assert low["effects"][0]["condition"] == [{"cond": "lp_max", "amount": 1000}]


def test_exactly_n_monsters_is_neither_more_nor_fewer(board: Board) -> None:
    encoding = compiled(
        MAGICIAN, DRAW, requirement="You have 2 face-up Level 4 or lower monsters on your field."
    )
    assert encoding["effects"][0]["condition"] == [
        {
            "cond": "has",
            "from": "own_faceup",
            "filter": {"kind": "monster", "level_max": 4},
            "min": 2,
            "max": 2,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    assert not offered(s, magician)
    board.monster(s, 0, FILLER)
    assert offered(s, magician)


def test_n_or_less_in_the_gy_counts_none_too(board: Board) -> None:
    encoding = compiled(MAGICIAN, DRAW, requirement="You have 1 or less monsters in your GY.")
    assert encoding["effects"][0]["condition"] == [
        {"cond": "has", "from": "own_gy", "filter": {"kind": "monster"}, "min": 0, "max": 1}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert offered(s, magician)
    board.gy(s, 0, FILLER)
    assert offered(s, magician)
    board.gy(s, 0, FILLER)
    assert not offered(s, magician)


def test_another_monster_and_one_other_than_this_card(board: Board) -> None:
    for requirement in (
        "You have another face-up Spellcaster Type monster on your field.",
        "You have a face-up Spellcaster Type monster other than this card on your field.",
        "You have a face-up Spellcaster Type monster on your field other than this card.",
    ):
        encoding = compiled(MAGICIAN, DRAW, requirement=requirement)
        assert encoding["effects"][0]["condition"] == [
            {
                "cond": "has",
                "from": "own_faceup",
                "filter": {"kind": "monster", "race": "Spellcaster"},
                "other": True,
            }
        ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    board.monster(s, 0, MAGICIAN)
    assert offered(s, magician)


def test_counts_on_the_whole_field_and_none_on_the_opponents(board: Board) -> None:
    encoding = compiled(
        MAGICIAN,
        DRAW,
        requirement="2 or more face-up Level 4 monsters are on the field, and your opponent has "
        "no Attack Position monsters on their field.",
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "has", "from": "all_faceup", "filter": {"kind": "monster", "level": 4}, "min": 2},
        {
            "cond": "not",
            "condition": {"cond": "has", "from": "opp_attack", "filter": {"kind": "monster"}},
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, FILLER)
    theirs = board.monster(s, 1, FILLER, pos=DEF)
    assert offered(s, magician)
    s.pos[theirs] = ATK
    assert not offered(s, magician)


# ------------------------------------------------------------- what was activated this turn

SILVERS_CRY = 19444  # Silver's Cry: a Normal Spell
POT_OF_GREED = 16372  # a Normal Spell: draw 2 cards


def test_a_spell_not_activated_this_turn_is_offered_once_a_turn(board: Board) -> None:
    encoding = compiled(
        SILVERS_CRY, DRAW, requirement='During a turn you have not activated "Silver\'s Cry".'
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "not", "condition": {"cond": "activated", "filter": {"ids": [SILVERS_CRY]}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SILVERS_CRY, SILVERS_CRY], []))
    first, second = board.hand(s, 0, SILVERS_CRY), board.hand(s, 0, SILVERS_CRY)
    assert offered(s, first)  # (copies in hand are one choice)
    play(s, f"act {first}")
    assert s.activated[0] == (first,)
    assert not offered(s, second)
    assert load(dump(s), board.table).activated == s.activated  # the position keeps it
    play(s, "end")
    assert s.activated == [(), ()]


def test_not_activated_a_spell_card_or_a_monster_effect(board: Board) -> None:
    encoding = compiled(
        MAGICIAN, DRAW, requirement="During a turn you have not activated a Spell Card."
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "not", "condition": {"cond": "activated", "filter": {"kind": "spell"}}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, POT_OF_GREED], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert offered(s, magician)
    play(s, f"act {board.hand(s, 0, POT_OF_GREED)}")
    assert not offered(s, magician)
    other = compiled(
        MAGICIAN,
        DRAW,
        requirement="You have 5 or more cards in your Deck during a turn you have not activated "
        "a monster effect.",
    )
    assert other["effects"][0]["condition"][1] == {
        "cond": "not",
        "condition": {"cond": "activated", "filter": {"kind": "monster"}},
    }


def test_a_bare_if_is_a_condition() -> None:
    encoding = compiled(MAGICIAN, DRAW, requirement="If you have 5 or more cards in your Deck.")
    assert encoding["effects"][0]["condition"] == [{"cond": "deck_min", "count": 5}]
