"""The move productions: cards chosen by several descriptions ("1 A or 1 B", "1 A and/or 1
B", "up to 2 As and/or Bs") and from among the cards the effect sent; each compiled from
made-up clauses and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, round_trip
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.state import SET

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon
BLAST = 15353  # Inferno Fire Blast: a Spell
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 Spellcaster


def _board(encoding: dict, mine: list[int]) -> tuple[Board, object, int]:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, *mine], []))
    magician = board.monster(s, 0, MAGICIAN)
    return board, s, magician


# ---------------------------------------------------------------- several descriptions


@pytest.mark.parametrize(
    "text",
    [
        'Add 1 Level 7 Dragon Type monster and/or 1 "Inferno Fire Blast" from your GY to your hand',
        'Add up to 2 Spellcaster Type monsters and/or "Inferno Fire Blast" from your GY to your '
        "hand",
        'You can add 1 excavated "Inferno Fire Blast" or 1 Dragon Type monster to your hand',
        'Then, you can add to your hand 1 Dragon Type monster, "Inferno Fire Blast", or "Sevens '
        'Road Magician" from among the cards sent',
    ],
)
def test_lists_of_descriptions_render_back(text: str) -> None:
    assert round_trip("sentence", text) == text


def test_one_of_each_description_up_to_one_card_each() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add 1 Level 7 Dragon Type monster and/or 1 "Inferno Fire Blast" from your GY to your '
        "hand.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "one_each": True,
            "filter": {
                "any_of": [{"kind": "monster", "level": 7, "race": "Dragon"}, {"ids": [BLAST]}]
            },
        }
    ]
    assert effect["effect"] == [{"op": "to_hand", "target": {"pick": 0}}]
    board, s, magician = _board(encoding, [RED_EYES, RED_EYES, BLAST, WOLFANG])
    red_eyes = board.gy(s, 0, RED_EYES)
    board.gy(s, 0, RED_EYES)
    blast = board.gy(s, 0, BLAST)
    board.gy(s, 0, WOLFANG)
    play(s, f"act {magician}")
    # One card of either, or one of each; never two Dragons, never the Spellcaster.
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,), (red_eyes, blast)])
    play(s, f"pick {red_eyes} {blast}")
    assert sorted(s.hand[0]) == sorted([red_eyes, blast])


def test_up_to_n_cards_of_any_of_the_descriptions() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add up to 2 Spellcaster Type monsters and/or "Inferno Fire Blast" from your GY to your '
        "hand.",
    )
    pick = encoding["effects"][0]["picks"][0]
    assert pick == {
        "from": "own_gy",
        "n": 2,
        "upto": True,
        "filter": {"any_of": [{"kind": "monster", "race": "Spellcaster"}, {"ids": [BLAST]}]},
    }
    board, s, magician = _board(encoding, [WOLFANG, WOLFANG, BLAST, RED_EYES])
    wolfang = board.gy(s, 0, WOLFANG)
    second = board.gy(s, 0, WOLFANG)
    blast = board.gy(s, 0, BLAST)
    board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert (wolfang, second) in choices(s)  # two of one description: 合計２枚まで
    assert all(RED_EYES not in [s.infos[c].id for c in way] for way in choices(s))
    play(s, f"pick {wolfang} {blast}")
    assert sorted(s.hand[0]) == sorted([wolfang, blast])


def test_one_excavated_card_of_either_description() -> None:
    encoding = compiled(
        MAGICIAN,
        'Excavate the top 3 cards of your Deck. You can add 1 excavated "Inferno Fire Blast" or '
        "1 Dragon Type monster to your hand. Shuffle the other cards into the Deck.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {
            "from": "own_excavated",
            "filter": {"any_of": [{"ids": [BLAST]}, {"kind": "monster", "race": "Dragon"}]},
        }
    ]
    _, s, magician = _board(encoding, [RED_EYES, BLAST, WOLFANG])
    red_eyes, blast, _ = on_top(s, 0, RED_EYES, BLAST, WOLFANG)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,)])
    assert "decline" in verbs(s)
    play(s, f"pick {blast}")
    assert s.hand[0] == [blast] and s.resolving is None


def test_one_card_of_a_description_or_of_names() -> None:
    encoding = compiled(
        MAGICIAN,
        'Send 1 Dragon Type monster, "Inferno Fire Blast", or "Magical Beast Wolfang" from your '
        "hand to the GY.",
    )
    assert encoding["effects"][0]["picks"][0]["filter"] == {
        "any_of": [{"kind": "monster", "race": "Dragon"}, {"ids": [BLAST]}, {"ids": [WOLFANG]}]
    }
    board, s, magician = _board(encoding, [WOLFANG, FILLER])
    wolfang = board.hand(s, 0, WOLFANG)
    board.hand(s, 0, FILLER)  # a Spellcaster, named by none of them
    play(s, f"act {magician}")
    assert s.gy[0] == [wolfang]  # the only card it may send


# ------------------------------------------------------------------------ the cards sent


def test_add_to_the_hand_from_among_the_cards_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 3 cards of your Deck to the GY. Then, you can add to your hand 1 Dragon Type "
        "monster from among the cards sent.",
    )
    effect = encoding["effects"][0]
    assert effect["picks"] == [
        {"from": "own_gy", "filter": {"kind": "monster", "race": "Dragon"}, "among": "sent"}
    ]
    assert effect["effect"] == [
        {"op": "mill", "count": 3},
        {"op": "may", "then": [{"op": "to_hand", "target": {"pick": 0}}]},
    ]
    board, s, magician = _board(encoding, [RED_EYES, RED_EYES, BLAST, WOLFANG])
    board.gy(s, 0, RED_EYES)  # in the GY before: not among the cards sent
    sent_dragon, _, _ = on_top(s, 0, RED_EYES, BLAST, WOLFANG)
    play(s, f"act {magician}")
    assert choices(s) == [(sent_dragon,)]
    play(s, f"pick {sent_dragon}")
    assert s.hand[0] == [sent_dragon]


def test_nothing_to_add_when_no_card_sent_fits() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top 2 cards of your Deck to the GY. Then, you can add to your hand 1 Dragon Type "
        "monster from among the cards sent.",
    )
    board, s, magician = _board(encoding, [RED_EYES, BLAST, WOLFANG])
    board.gy(s, 0, RED_EYES)
    on_top(s, 0, BLAST, WOLFANG)
    play(s, f"act {magician}")
    assert s.resolving is None and s.hand[0] == []


def test_the_cards_sent_need_a_step_that_sends_them() -> None:
    bare = {
        "card": MAGICIAN,
        "name": "Sevens Road Magician",
        "effects": [
            {
                "kind": "ignition",
                "picks": [{"from": "own_gy", "among": "sent"}],
                "effect": [{"op": "to_hand", "target": {"pick": 0}}],
            }
        ],
    }
    with pytest.raises(EncodingError):
        check_encoding(bare, "compiled")
    one_each = {
        **bare,
        "effects": [
            {
                "kind": "ignition",
                "picks": [
                    {"from": "own_gy", "n": 2, "one_each": True, "filter": {"kind": "monster"}}
                ],
                "effect": [{"op": "to_hand", "target": {"pick": 0}}],
            }
        ],
    }
    with pytest.raises(EncodingError):
        check_encoding(one_each, "compiled")


# ------------------------------------------------------------------ shuffling into a Deck


def test_shuffle_the_monster_counted_into_your_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the Level of 1 Dragon Type monster in your GY] x 100 until "
        "the end of this turn. Then, shuffle that monster into your Deck.",
    )
    assert encoding["effects"][0]["effect"][-1] == {"op": "to_deck", "target": {"pick": 0}}
    board, s, magician = _board(encoding, [RED_EYES])
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert red_eyes in s.deck[0] and s.gy[0] == []


def test_your_deck_is_never_the_opponents_cards_deck() -> None:
    text = "Shuffle 1 monster from your opponent's GY into your Deck."
    with pytest.raises(AssertionError):
        compiled(MAGICIAN, text)


def test_shuffle_that_monster_from_your_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the Level of 1 Dragon Type monster in your GY] x 100 until "
        "the end of this turn. Then, shuffle that monster from your GY into the Deck.",
    )
    assert encoding["effects"][0]["effect"][-1] == {"op": "to_deck", "target": {"pick": 0}}


def test_shuffle_up_to_n_from_the_opponents_gy_into_their_deck() -> None:
    encoding = compiled(
        MAGICIAN, "Then, you can shuffle up to 2 monsters from the opponent's GY into their Deck."
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "opp_gy", "n": 2, "upto": True, "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [RED_EYES, WOLFANG]))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes, wolfang = board.gy(s, 1, RED_EYES), board.gy(s, 1, WOLFANG)
    play(s, f"act {magician}", f"pick {red_eyes} {wolfang}")
    assert s.gy[1] == [] and {red_eyes, wolfang} <= set(s.deck[1])


# ------------------------------------------------------------------ returning to the hand


def test_return_a_monster_from_either_field() -> None:
    encoding = compiled(MAGICIAN, "Return 1 monster from the field to the owner's hand.")
    assert encoding["effects"][0]["picks"] == [
        {"from": "all_monsters", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [RED_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.monster(s, 1, RED_EYES)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(magician,), (red_eyes,)])
    play(s, f"pick {red_eyes}")
    assert s.hand[1] == [red_eyes]


def test_return_a_card_from_the_opponents_spell_and_trap_zone() -> None:
    encoding = compiled(
        MAGICIAN, "Return 1 card from your opponent's Spell & Trap Zone to the owner's hand."
    )
    assert encoding["effects"][0]["picks"] == [{"from": "opp_szone"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [BLAST]))
    magician = board.monster(s, 0, MAGICIAN)
    blast = board.spell(s, 1, BLAST, SET)
    play(s, f"act {magician}")
    assert s.hand[1] == [blast]  # a Set card too


def test_return_this_card_to_the_hand() -> None:
    encoding = compiled(MAGICIAN, "Return this card from your field to the owner's hand.")
    assert encoding["effects"][0]["effect"] == [{"op": "to_hand", "target": "self"}]
    _, s, magician = _board(encoding, [])
    play(s, f"act {magician}")
    assert s.hand[0] == [magician]


# ------------------------------------------------------------------ milling a number of cards


@pytest.mark.parametrize(
    "text",
    [
        "Send cards from the top of your Deck to the GY equal to [the number of face-up "
        "Spellcaster Type monsters on your field] x2.",
        "Send cards equal to [the number of face-up Spellcaster Type monsters on your field] x 2 "
        "from the top of your Deck to the GY.",
    ],
)
def test_mill_as_many_cards_as_counted(text: str) -> None:
    encoding = compiled(MAGICIAN, text)
    assert encoding["effects"][0]["effect"] == [
        {
            "op": "mill",
            "count": {
                "per": 2,
                "count": {
                    "counter": "cards",
                    "from": "own_faceup",
                    "filter": {"kind": "monster", "race": "Spellcaster"},
                },
            },
        }
    ]
    board, s, magician = _board(encoding, [WOLFANG])
    board.monster(s, 0, WOLFANG)
    play(s, f"act {magician}")
    assert len(s.gy[0]) == 4  # two Spellcasters, twice


# ---------------------------------------------------------- the cards sent, other words


def test_add_a_card_sent_to_the_gy_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        'Send the top 2 cards of your Deck to the GY. Then, you can add 1 "Inferno Fire Blast" '
        'or 1 "Red-Eyes Black Dragon" sent to the GY by this effect to your hand.',
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "filter": {"ids": [BLAST, RED_EYES]}, "among": "sent"}
    ]
    board, s, magician = _board(encoding, [RED_EYES, RED_EYES, BLAST])
    board.gy(s, 0, RED_EYES)
    sent_dragon, _ = on_top(s, 0, RED_EYES, FILLER)
    play(s, f"act {magician}")
    assert choices(s) == [(sent_dragon,)]
    play(s, f"pick {sent_dragon}")
    assert s.hand[0] == [sent_dragon]


def test_add_cards_sent_to_meet_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 300 ATK until the end of this turn. Then, you can add up to 2 cards sent "
        "to the GY to meet the requirement to your hand.",
        requirement="Send the top 2 cards of your Deck to the GY.",
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "n": 2, "upto": True, "among": "cost"}
    ]
    board, s, magician = _board(encoding, [RED_EYES, BLAST, WOLFANG])
    board.gy(s, 0, WOLFANG)  # in the GY before: not sent by the requirement
    red_eyes, blast = on_top(s, 0, RED_EYES, BLAST)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,), (red_eyes, blast)])
    play(s, f"pick {red_eyes} {blast}")
    assert sorted(s.hand[0]) == sorted([red_eyes, blast])


def test_add_from_those_excavated_cards() -> None:
    encoding = compiled(
        MAGICIAN,
        'Excavate 3 cards from the top of your Deck and show them. You can add 1 "Inferno Fire '
        'Blast" or 1 Dragon Type monster from those cards to your hand. Place the rest of the '
        "cards on the bottom of your Deck in any order.",
    )
    assert encoding["effects"][0]["picks"][0]["from"] == "own_excavated"
    _, s, magician = _board(encoding, [RED_EYES, BLAST, WOLFANG])
    red_eyes, blast, _ = on_top(s, 0, RED_EYES, BLAST, WOLFANG)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,)])


# -------------------------------------------------------- counts: "2 to 3", "different"


def test_add_two_to_three_with_different_levels() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 2 to 3 Spellcaster Type monsters with different Levels from your GY to your hand.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 3,
            "upto": True,
            "filter": {"kind": "monster", "race": "Spellcaster"},
            "min": 2,
            "distinct": "level",
        }
    ]
    board, s, magician = _board(encoding, [WOLFANG, WOLFANG, FILLER])
    wolfang = board.gy(s, 0, WOLFANG)
    board.gy(s, 0, WOLFANG)
    sorcerer = board.gy(s, 0, FILLER)
    play(s, f"act {magician}")
    # The one way: a Level 3 and the Level 4 (never two Level 3s, never one card alone).
    assert s.resolving is None
    assert sorted(s.hand[0]) == sorted([wolfang, sorcerer])


# ------------------------------------------------------------------- "..., and ..."


def test_place_at_the_bottom_and_draw() -> None:
    encoding = compiled(
        MAGICIAN,
        "Place 1 Dragon Type monster from your GY on the bottom of your Deck, and draw 1 card.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "bottom"},
        {"op": "draw", "count": 1},
    ]
    board, s, magician = _board(encoding, [RED_EYES])
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    assert s.deck[0][0] == red_eyes and len(s.hand[0]) == 1


def test_and_joins_only_moves() -> None:
    with pytest.raises(AssertionError):
        compiled(MAGICIAN, "Draw 1 card, and draw 1 card.")


# ----------------------------------------------------------- names in brackets, exceptions


def test_add_up_to_two_cards_of_either_name() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add up to 2 cards ("Inferno Fire Blast" and/or "Red-Eyes Black Dragon") from your GY to '
        "your hand.",
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "n": 2, "upto": True, "filter": {"ids": [BLAST, RED_EYES]}}
    ]
    board, s, magician = _board(encoding, [BLAST, BLAST])
    blast, second = board.gy(s, 0, BLAST), board.gy(s, 0, BLAST)
    play(s, f"act {magician}")
    assert (blast, second) in choices(s)  # two copies of one name: 合計２枚まで


def test_place_at_the_bottom_except_a_maximum_monster() -> None:
    overlord = 15898  # Supreme Machine Magnum Overlord: a Maximum Monster
    dealer = 15155  # Mystic Dealer: an Effect Monster
    encoding = compiled(
        MAGICIAN,
        "Place 1 face-up Effect Monster from your opponent's field on the bottom of the owner's "
        "Deck, except a Maximum Monster.",
    )
    assert encoding["effects"][0]["picks"][0]["filter"] == {
        "kind": "monster",
        "effect_monster": True,
        "subtype": ["normal", "effect", "fusion", "ritual", "union"],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [overlord, dealer]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, overlord)
    mystic = board.monster(s, 1, dealer)
    play(s, f"act {magician}")
    assert s.deck[1][0] == mystic


# ------------------------------------------------------ on top or at the bottom, in any order


def test_draw_then_place_cards_from_the_hand_at_the_bottom_in_the_order_chosen() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 2 cards. Then, place 2 cards from your hand on the bottom of your Deck in any order.",
    )
    assert encoding["effects"][0]["effect"][-1] == {
        "op": "to_deck",
        "target": {"pick": 0},
        "place": "bottom",
        "order": "any",
    }
    board, s, magician = _board(encoding, [RED_EYES, BLAST, WOLFANG])
    red_eyes, blast = board.hand(s, 0, RED_EYES), board.hand(s, 0, BLAST)
    play(s, f"act {magician}", f"pick {red_eyes} {blast}")
    # The order: the first card placed goes to the bottom, the next below it.
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,)])
    play(s, f"pick {red_eyes}")
    assert s.resolving is None
    assert s.deck[0][:2] == [blast, red_eyes]
    assert len(s.hand[0]) == 2


def test_place_two_to_three_on_top_in_the_order_chosen() -> None:
    encoding = compiled(
        MAGICIAN,
        "Place 2 to 3 Spellcaster Type monsters from your GY on top of the Deck in any order.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "top", "order": "any"}
    ]
    board, s, magician = _board(encoding, [WOLFANG, FILLER])
    wolfang, sorcerer = board.gy(s, 0, WOLFANG), board.gy(s, 0, FILLER)
    play(s, f"act {magician}")  # at least 2: both, chosen at once; then their order
    assert sorted(choices(s)) == sorted([(wolfang,), (sorcerer,)])
    play(s, f"pick {sorcerer}")
    assert s.deck[0][-2:] == [sorcerer, wolfang]  # each above the last: Wolfang on top


def test_an_order_of_the_opponents_cards_is_not_yours() -> None:
    with pytest.raises(AssertionError):
        compiled(
            MAGICIAN,
            "Place 2 monsters from your opponent's GY on the bottom of the Deck in any order.",
        )
