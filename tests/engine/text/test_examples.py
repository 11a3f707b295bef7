"""The example-deck productions: cards with an effect that requires a die roll, "Also, ...",
draws equal to a result, the battle position change spelled out, a monster placed on top of
its owner's Deck and an optional choice the last sentence acts on; each compiled from made-up
clauses and played on a board."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import activations, choices, play, verbs
from tests.engine.text.test_chance import _fix
from tests.engine.text.text_support import (
    board_playing,
    card_text,
    compiled,
    round_trip,
)
from validator.engine.effects.filters import compile_filter
from validator.engine.effects.registry import dice_card_ids
from validator.engine.effects.text.compiler import compile_card
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 DARK Dragon, no die
DICE_ANGEL = 19957  # Dice Angel: a Level 1 LIGHT Fairy whose effect rolls a die
DICE_DEMON = 19958  # Dice Demon: a Level 1 DARK Fiend whose effect rolls a die
NEL = 20141  # Dice Key Nel: a Level 3 LIGHT Fairy whose effect rolls no die
GRACEFUL = 19997  # Graceful Dice: a Spell that rolls a die


def _board(encoding: dict[str, Any], mine: list[int], theirs: list[int] = ()) -> tuple:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, *mine], [*theirs]))
    return board, s


def test_the_cards_that_roll_a_die_are_a_fact_of_the_pool() -> None:
    dice = dice_card_ids()
    assert {DICE_ANGEL, DICE_DEMON, GRACEFUL} <= dice
    assert NEL not in dice and MAGICIAN not in dice
    board, s = _board(compiled(MAGICIAN, "Draw 1 card"), [DICE_ANGEL, NEL])
    rolls = compile_filter({"kind": "monster", "dice": True})
    assert rolls.test(s.infos[board.take(s, 0, DICE_ANGEL)], 0)
    assert not rolls.test(s.infos[board.take(s, 0, NEL)], 0)


def test_a_requirement_on_a_monster_with_an_effect_that_requires_a_die_roll() -> None:
    text = "If you have a face-up monster with an effect that requires a die roll on your field"
    encoding = compiled(
        MAGICIAN,
        "This card gains 300 ATK until the end of this turn",
        requirement=f"{text}, send the top card of your Deck to the GY",
    )
    assert encoding["effects"][0]["condition"] == [
        {"cond": "has", "from": "own_faceup", "filter": {"kind": "monster", "dice": True}}
    ]
    board, s = _board(encoding, [DICE_ANGEL, NEL])
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, NEL)
    assert activations(s, magician) == []  # no monster of ours rolls a die
    board.monster(s, 0, DICE_ANGEL)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2400


def test_a_cost_of_cards_with_an_effect_that_requires_a_die_roll() -> None:
    encoding = compiled(
        MAGICIAN,
        "Roll a six-sided die. Draw cards equal to [the result]",
        requirement="Send 2 cards with an effect that requires a die roll from your hand to the GY",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "own_hand", "n": 2, "filter": {"dice": True}}]
    assert effect["effect"] == [
        {"op": "roll"},
        {"op": "draw", "count": {"per": 1, "count": {"counter": "die"}}},
    ]
    board, s = _board(encoding, [DICE_ANGEL, GRACEFUL, NEL])
    magician = board.monster(s, 0, MAGICIAN)
    angel, graceful, nel = (board.hand(s, 0, i) for i in (DICE_ANGEL, GRACEFUL, NEL))
    assert activations(s, magician) == [(angel, graceful)]  # Nel rolls no die
    _fix(s, 4)
    play(s, f"act {magician} {angel} {graceful}")
    assert s.hand[0] == [nel, *s.hand[0][1:]] and len(s.hand[0]) == 5


def test_add_or_summon_a_card_with_an_effect_that_requires_a_die_roll() -> None:
    encoding = compiled(
        MAGICIAN,
        'Special Summon 1 "Dice Key Nel" or 1 LIGHT Attribute monster with an effect that '
        "requires a die roll from your GY face-up to your field",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {
                "any_of": [{"ids": [NEL]}, {"kind": "monster", "attribute": "LIGHT", "dice": True}]
            },
        }
    ]
    board, s = _board(encoding, [DICE_ANGEL, DICE_DEMON, NEL, RED_EYES])
    magician = board.monster(s, 0, MAGICIAN)
    angel, demon, nel, _ = (board.gy(s, 0, i) for i in (DICE_ANGEL, DICE_DEMON, NEL, RED_EYES))
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(angel,), (nel,)])  # not the DARK one, nor Red-Eyes
    play(s, f"pick {angel}", "position 2")
    assert s.pos[angel] == DEF and demon in s.gy[0]

    added = compiled(
        MAGICIAN, "Add 1 monster with an effect that requires a die roll from your GY to your hand"
    )
    assert added["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"kind": "monster", "dice": True}}
    ]


def test_add_an_excavated_name_or_a_card_with_an_effect_that_requires_a_die_roll() -> None:
    encoding = compiled(
        MAGICIAN,
        'Excavate the top 3 cards of your Deck. You can add 1 excavated "Dice Key Nel" or 1 '
        "LIGHT Attribute monster with an effect that requires a die roll to your hand. Place the "
        "other cards on the bottom of your Deck in any order",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "may",
        "then": [{"op": "to_hand", "target": {"pick": 0}}],
    }
    board, s = _board(encoding, [DICE_ANGEL, DICE_DEMON, RED_EYES])
    magician = board.monster(s, 0, MAGICIAN)
    for card_id in (DICE_ANGEL, DICE_DEMON, RED_EYES):
        s.deck[0].append(board.take(s, 0, card_id))
    angel = s.deck[0][-3]
    play(s, f"act {magician}")
    assert choices(s) == [(angel,)]
    play(s, f"pick {angel}")
    assert angel in s.hand[0]


def test_if_you_sent_a_card_with_an_effect_that_requires_a_die_roll() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, if you sent a Level 1 monster with an "
        "effect that requires a die roll to the GY by this effect, inflict 700 damage to your "
        "opponent",
    )
    assert encoding["effects"][0]["effect"][1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster", "level": 1, "dice": True}}
    ]
    for top, lp in ((DICE_ANGEL, 7300), (NEL, 8000)):
        board, s = _board(encoding, [DICE_ANGEL, NEL])
        magician = board.monster(s, 0, MAGICIAN)
        s.deck[0].append(board.take(s, 0, top))
        play(s, f"act {magician}")
        assert s.lp[1] == lp


def test_deck_count_and_a_face_up_name_and_also() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 300 ATK until the end of this turn. Also, this card inflicts piercing "
        "battle damage this turn",
        requirement='If you have 10 or more cards in your Deck and "Dice Key Nel" face-up on your '
        "field, shuffle your Deck",
    )
    effect = encoding["effects"][0]
    assert effect["condition"] == [
        {"cond": "deck_min", "count": 10},
        {"cond": "has", "from": "own_faceup", "filter": {"ids": [NEL]}},
    ]
    assert effect["effect"][1] == {
        "op": "grant",
        "target": "self",
        "ability": "pierce",
        "until": "end_of_turn",
    }
    board, s = _board(encoding, [NEL])
    magician = board.monster(s, 0, MAGICIAN)
    assert activations(s, magician) == []
    board.monster(s, 0, NEL)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2400
    assert round_trip("steps", "Also, this card gains 300 ATK") == "Also, this card gains 300 ATK"


def test_battle_position_spelled_out_and_the_top_of_the_owners_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Change the battle position of 1 monster on your opponent's field (Attack Position "
        "becomes face-up Defense Position, Defense Position becomes face-up Attack Position)",
    )
    assert encoding["effects"][0]["effect"] == [{"op": "change_position", "target": {"pick": 0}}]
    board, s = _board(encoding, [], [RED_EYES, NEL])
    magician = board.monster(s, 0, MAGICIAN)
    nel = board.monster(s, 1, NEL, DEF)
    play(s, f"act {magician}")
    assert s.pos[nel] == ATK  # the one monster there: Defense becomes face-up Attack Position

    top = compiled(
        MAGICIAN,
        "Place 1 face-up monster from your opponent's field on the top of the owner's Deck",
    )
    assert top["effects"][0]["effect"] == [{"op": "to_deck", "target": {"pick": 0}, "place": "top"}]
    board, s = _board(top, [], [RED_EYES])
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}")  # the one monster there is chosen
    assert s.deck[1][-1] == red_eyes


def test_an_optional_choice_that_the_last_sentence_acts_on() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can choose 1 face-up monster on your field. This turn, that card "
        "cannot be destroyed by card effects",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "draw", "count": 1},
        {
            "op": "may",
            "then": [
                {"op": "protect", "target": {"pick": 0}, "from": "effect", "until": "end_of_turn"}
            ],
        },
    ]
    for answer in ("accept", "decline"):
        board, s = _board(encoding, [])
        magician = board.monster(s, 0, MAGICIAN)
        play(s, f"act {magician}")
        assert "decline" in verbs(s)
        play(s, f"pick {magician}" if answer == "accept" else "decline")
        assert s.resolving is None
        assert bool(s.lasting) == (answer == "accept")
    # Not read when another sentence follows the one that acts on the choice.
    more = "Then, you can choose 1 face-up monster on your field. Draw 1 card. Draw 1 card"
    assert compile_card(card_text(MAGICIAN, f"Draw 1 card. {more}"), {}).missing
