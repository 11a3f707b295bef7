"""The specials family: Special Summons, adds and placements in the words of other printings,
a restriction on the summoned monster after "but", a card chosen then acted on, the monster
Special Summoned by this effect, and the cards of a milled Deck top; each compiled from
made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine import lasting
from validator.engine.lasting import atk_of
from validator.engine.state import ATK, DEF, SET, State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 DARK Dragon Normal Monster, 2400 ATK
BLAST = 15353  # Inferno Fire Blast: a Spell
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 Spellcaster


def _ready(encoding: dict) -> tuple[Board, State, int]:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST, WOLFANG], [RED_EYES, BLAST]))
    return board, s, board.monster(s, 0, MAGICIAN)


# ------------------------------------------------------------------------------ Special Summon


def test_special_summon_word_orders_read_back() -> None:
    for text in (
        "Special Summon 1 Level 7 monster from your GY, face-up to your field",
        "Special Summon 1 Level 7 monster from your hand to your field, face-up",
        "Special Summon 1 Level 7 monster from your hand to your field face-up",
        "Special Summon 1 Level 7 monster from your GY in face-up Attack Position to your field",
        "Special Summon 1 Level 7 monster from your hand on your field in face-up Defense Position",
        "Special Summon 1 Level 7 monster from your hand or your GY face-up to your field",
        "Special Summon 1 Level 7 monster from your hand or GY in face-up Attack Position to "
        "your field",
    ):
        assert round_trip("op", text) == text


def test_special_summon_from_the_gy_face_up_to_your_field() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 Dragon Type monster from your GY, face-up to your field.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_gy", "filter": {"kind": "monster", "level": 7, "race": "Dragon"}}
    ]
    assert effect["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}", f"position {DEF}")
    assert red_eyes in s.mzone[0] and s.pos[red_eyes] == DEF


def test_special_summon_from_the_hand_or_gy_in_attack_position() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 monster from your hand or GY in face-up Attack Position to "
        "your field.",
    )
    assert encoding["effects"][0]["picks"][0]["from"] == "own_hand_gy"
    board, s, magician = _ready(encoding)
    red_eyes = board.hand(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert s.pos[red_eyes] == ATK and s.hand[0] == []


def test_a_summon_from_an_opponents_place_is_not_read() -> None:
    encoding_text = "Special Summon 1 monster from your opponent's GY, face-up to your field."
    try:
        compiled(MAGICIAN, encoding_text)
    except AssertionError:
        return
    raise AssertionError("an opponent's monster would be summoned without control changing")


def test_but_it_cannot_attack_this_turn_binds_the_summoned_monster() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 monster from your hand face-up to your field, but it cannot "
        "attack this turn.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"},
        {"op": "grant", "target": "moved", "ability": "cannot_attack", "until": "end_of_turn"},
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.hand(s, 0, RED_EYES)
    play(s, f"act {magician}", f"position {ATK}")
    assert s.pos[red_eyes] == ATK
    bound = [m for m in s.lasting if m.target == red_eyes]
    assert [(m.rule, m.until) for m in bound] == [(lasting.CANNOT_ATTACK, lasting.END_OF_TURN)]
    assert not [m for m in s.lasting if m.target == magician]


def test_but_it_cannot_attack_directly_after_a_summon_from_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        'Special Summon 1 "Red-Eyes Black Dragon" from your GY face-up to your field, but it '
        "cannot attack directly this turn.",
    )
    steps = encoding["effects"][0]["effect"]
    assert steps[1] == {
        "op": "grant",
        "target": "moved",
        "ability": "cannot_attack_directly",
        "until": "end_of_turn",
    }


def test_the_monster_special_summoned_by_this_effect_gains_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 monster from your GY, face-up to your field. The monster "
        "Special Summoned by this effect gains 500 ATK until the end of this turn.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "gain_atk",
        "target": "moved",
        "amount": 500,
        "until": "end_of_turn",
    }
    board, s, magician = _ready(encoding)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}", f"position {ATK}")
    assert atk_of(s, red_eyes) == 2900 and atk_of(s, magician) == 2100


def test_this_turn_the_summoned_monster_inflicts_piercing_damage() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Level 7 monster from your GY, face-up to your field. This turn, the "
        "monster Special Summoned by this effect inflicts piercing battle damage.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "grant",
        "target": "moved",
        "ability": "pierce",
        "until": "end_of_turn",
    }


def test_the_summoned_monster_needs_a_summon_just_before() -> None:
    try:
        compiled(
            MAGICIAN,
            "Draw 1 card. The monster Special Summoned by this effect gains 500 ATK until the end "
            "of this turn.",
        )
    except AssertionError:
        return
    raise AssertionError("no monster was Special Summoned by this effect")


# ---------------------------------------------------------------------- chosen, then acted on


def test_choose_in_the_gy_and_special_summon_it() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 Level 7 or higher Dragon Type monster in your GY and Special Summon it "
        "face-up to your field.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"][0]["from"] == "own_gy"
    assert effect["effect"] == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.gy(s, 0, RED_EYES)
    board.gy(s, 0, WOLFANG)  # Level 3: not chosen
    play(s, f"act {magician}", f"position {ATK}")
    assert s.pos[red_eyes] == ATK


def test_choose_and_it_loses_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your opponent's field, and it loses 500 ATK until the end "
        "of this turn.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "lose_atk", "target": {"pick": 0}, "amount": 500, "until": "end_of_turn"}
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}")
    assert atk_of(s, red_eyes) == 1900 and atk_of(s, magician) == 2100


def test_choose_and_acting_on_another_card_is_not_read() -> None:
    try:
        compiled(MAGICIAN, "Choose 1 monster in your GY, and this card gains 500 ATK.")
    except AssertionError:
        return
    raise AssertionError("the chosen card would be chosen for nothing")


# ------------------------------------------------------------------------ on top of a Deck


def test_place_a_card_from_your_gy_on_top_of_your_deck() -> None:
    text = 'Place 1 "Red-Eyes Black Dragon" from your GY on top of your Deck.'
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["effect"] == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "top"}
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert s.deck[0][-1] == red_eyes and s.gy[0] == []


def test_place_an_opponents_card_on_top_of_the_owners_deck() -> None:
    encoding = compiled(
        MAGICIAN, "Place 1 Spell/Trap Card from your opponent's field on top of the owner's Deck."
    )
    board, s, magician = _ready(encoding)
    blast = board.spell(s, 1, BLAST, SET)
    play(s, f"act {magician}")
    assert s.deck[1][-1] == blast


def test_several_cards_on_top_or_your_deck_for_an_opponents_card_are_not_read() -> None:
    for text in (
        "Place up to 2 monsters from your GY on top of the Deck.",
        "Place 1 monster from your opponent's GY on top of your Deck.",
    ):
        try:
            compiled(MAGICIAN, text)
        except AssertionError:
            continue
        raise AssertionError(text)


def test_place_this_card_from_your_field_on_the_bottom_of_the_owners_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, place this card from your field on the bottom of the owner's Deck.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "to_deck",
        "target": "self",
        "place": "bottom",
    }
    _, s, magician = _ready(encoding)
    play(s, f"act {magician}")
    assert s.deck[0][0] == magician and len(s.hand[0]) == 1


def test_place_a_card_from_the_field_on_top_of_the_owners_deck() -> None:
    encoding = compiled(MAGICIAN, "Place 1 card from the field on top of the owner's Deck.")
    pick = encoding["effects"][0]["picks"][0]
    assert pick["from"] == "all_field"
    board, s, magician = _ready(encoding)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}", f"pick {red_eyes}")
    assert s.deck[1][-1] == red_eyes


# --------------------------------------------------------------------- the milled Deck top


def test_if_a_monster_is_among_the_cards_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. If a Dragon Type monster(s) is among the "
        "cards sent, you can add 1 Level 3 monster from your GY to your hand.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "mill", "count": 2},
        {
            "op": "if",
            "condition": [
                {
                    "cond": "count",
                    "count": {"counter": "sent", "filter": {"kind": "monster", "race": "Dragon"}},
                    "min": 1,
                }
            ],
            "then": [{"op": "may", "then": [{"op": "to_hand", "target": {"pick": 0}}]}],
        },
    ]
    # A Dragon among the cards sent: the Level 3 monster may be added.
    board, s, magician = _ready(encoding)
    wolfang = board.gy(s, 0, WOLFANG)
    on_top(s, 0, RED_EYES, FILLER)
    play(s, f"act {magician}")
    assert "decline" in verbs(s)
    play(s, f"pick {wolfang}")
    assert s.hand[0] == [wolfang]
    # None among them: nothing more.
    board, s, magician = _ready(encoding)
    board.gy(s, 0, WOLFANG)
    on_top(s, 0, FILLER, BLAST)
    play(s, f"act {magician}")
    assert s.resolving is None and s.hand[0] == []


def test_among_the_cards_sent_needs_a_mill_just_before() -> None:
    try:
        compiled(
            MAGICIAN,
            "Draw 1 card. If a Dragon Type monster(s) is among the cards sent, draw 1 card.",
        )
    except AssertionError:
        return
    raise AssertionError("no cards were sent")


# ----------------------------------------------------------------------------- excavated


def test_add_from_among_the_excavated_cards() -> None:
    encoding = compiled(
        MAGICIAN,
        'Excavate the top 3 cards of your Deck. You can add 1 "Red-Eyes Black Dragon" from '
        "among the excavated cards to your hand. Place the other cards on the bottom of your "
        "Deck in any order.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [{"from": "own_excavated", "filter": {"ids": [RED_EYES]}}]
    _, s, magician = _ready(encoding)
    red_eyes, _, _ = on_top(s, 0, RED_EYES, FILLER, BLAST)
    play(s, f"act {magician}")
    assert choices(s) == [(red_eyes,)] and "decline" in verbs(s)
    play(s, f"pick {red_eyes}")
    assert s.hand[0] == [red_eyes]
    assert choices(s)  # the two others' order


def test_special_summon_excavated_monsters_face_down() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can Special Summon up to 2 excavated Level 7 "
        "monsters to your field in face-down Defense Position. Place the other cards on the "
        "bottom of your Deck in any order.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_excavated", "n": 2, "upto": True, "filter": {"kind": "monster", "level": 7}}
    ]
    assert effect["effect"][1] == {
        "op": "may",
        "then": [{"op": "special_summon", "target": {"pick": 0}, "position": "facedown"}],
    }
    _, s, magician = _ready(encoding)
    red_eyes, _, _ = on_top(s, 0, RED_EYES, FILLER, BLAST)
    play(s, f"act {magician}", f"pick {red_eyes}")
    assert red_eyes in s.mzone[0]


def test_choose_up_to_two_and_shuffle_them_into_the_deck() -> None:
    encoding = compiled(
        MAGICIAN, "Choose up to 2 monsters in your opponent's GY and shuffle them into the Deck."
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "opp_gy", "n": 2, "upto": True, "filter": {"kind": "monster"}}
    ]
    assert effect["effect"] == [{"op": "to_deck", "target": {"pick": 0}}]


# ------------------------------------------------------------------- an optional choice


_CHOICE = (
    "Draw 1 card. Then, you can choose 1 face-up monster on your opponent's field. This turn, "
    "that monster cannot attack."
)


def test_an_optional_choice_and_the_last_sentence_are_one_optional_part() -> None:
    encoding = compiled(MAGICIAN, _CHOICE)
    effect = encoding["effects"][0]
    assert effect["effect"] == [
        {"op": "draw", "count": 1},
        {
            "op": "may",
            "then": [
                {
                    "op": "grant",
                    "target": {"pick": 0},
                    "ability": "cannot_attack",
                    "until": "end_of_turn",
                }
            ],
        },
    ]
    board, s, magician = _ready(encoding)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}")
    assert "decline" in verbs(s)
    play(s, f"pick {red_eyes}")
    assert [m.rule for m in s.lasting if m.target == red_eyes] == [lasting.CANNOT_ATTACK]
    # Declined: nothing is chosen, nothing binds.
    board, s, magician = _ready(encoding)
    board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}", "decline")
    assert s.lasting == [] and s.resolving is None


def test_an_optional_choice_must_be_the_last_sentence_but_one() -> None:
    text = _CHOICE.replace("Draw 1 card. ", "") + " Draw 1 card."
    try:
        compiled(MAGICIAN, "Draw 1 card. " + text)
    except AssertionError:
        return
    raise AssertionError("a sentence after the chosen card's would be optional too")


def test_the_chosen_monster_and_piercing_damage_reminder() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose 1 face-up monster on your field. This turn, the chosen monster inflicts piercing "
        "battle damage (if the ATK of the attacking monster exceeds the DEF of the attack target, "
        "inflict the difference).",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "grant", "target": {"pick": 0}, "ability": "pierce", "until": "end_of_turn"}
    ]


# ------------------------------------------------------------ after an optional Special Summon


def test_the_summoned_monster_after_an_optional_summon_is_part_of_it() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can Special Summon 1 Level 7 monster from your GY face-up to "
        "your field. The monster Special Summoned by this effect gains 500 ATK until the end of "
        "this turn.",
    )
    assert encoding["effects"][0]["effect"][1] == {
        "op": "may",
        "then": [
            {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"},
            {"op": "gain_atk", "target": "moved", "amount": 500, "until": "end_of_turn"},
        ],
    }
    board, s, magician = _ready(encoding)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}", f"pick {red_eyes}", f"position {ATK}")
    assert atk_of(s, red_eyes) == 2900
    # Declined: the card drawn gains nothing (it is no monster Special Summoned).
    board, s, magician = _ready(encoding)
    board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}", "decline")
    assert s.lasting == []
