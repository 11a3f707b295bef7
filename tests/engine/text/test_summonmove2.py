"""The summonmove2 productions: up to a number of random cards from the opponent's hand, and a
card placed on the top or the bottom of a Deck as the player chooses; each compiled from
made-up clauses and played on a board."""

from __future__ import annotations

from typing import Any

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine.state import DEF, State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon
BLAST = 15353  # Inferno Fire Blast: a Spell
WOLFANG = 15156  # Magical Beast Wolfang


def _ready(encoding: dict[str, Any], opp_hand: tuple[int, ...] = ()) -> tuple[Board, State, int]:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST], [RED_EYES, BLAST, WOLFANG]))
    magician = board.monster(s, 0, MAGICIAN)
    for card_id in opp_hand:
        board.hand(s, 1, card_id)
    return board, s, magician


def _one_more(n: int) -> list[dict[str, Any]]:
    """The steps that send the n-th random card (each alike)."""
    return [{"op": "random_hand", "count": 1}, {"op": "send", "target": "moved"}]


def test_up_to_n_random_cards_from_the_opponents_hand() -> None:
    encoding = compiled(MAGICIAN, "Send up to 2 random cards from your opponent's hand to the GY.")
    effect = encoding["effects"][0]
    assert effect["condition"] == [{"cond": "opp_hand_min", "count": 1}]
    assert effect["effect"] == [
        *_one_more(1),
        {"op": "may", "then": _one_more(2)},
    ]
    _, s, magician = _ready(encoding)
    assert activations(s, magician) == []  # nothing to send
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES, BLAST, WOLFANG))
    hand = list(s.hand[1])
    play(s, f"act {magician}", "accept")  # two cards
    assert len(s.hand[1]) == 1 and len(s.gy[1]) == 2
    assert sorted(s.hand[1] + s.gy[1]) == sorted(hand)
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES, BLAST, WOLFANG))
    play(s, f"act {magician}", "decline")  # one card only
    assert len(s.hand[1]) == 2 and len(s.gy[1]) == 1


def test_up_to_three_random_cards_as_an_optional_part() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains 500 ATK until the end of this turn. Then, you can send up to 3 random "
        "cards from your opponent's hand to the GY.",
    )
    assert "condition" not in encoding["effects"][0]
    optional = first_effect(encoding)[-1]
    assert optional == {
        "op": "may",
        "then": [
            *_one_more(1),
            {"op": "may", "then": [*_one_more(2), {"op": "may", "then": _one_more(3)}]},
        ],
    }
    _, s, magician = _ready(encoding, opp_hand=(RED_EYES, BLAST, WOLFANG))
    play(s, f"act {magician}", "accept", "accept", "decline")  # two of three
    assert len(s.hand[1]) == 1 and len(s.gy[1]) == 2


def test_a_card_on_either_the_top_or_bottom_of_the_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. Then, you can place 1 card from your opponent's GY on either the top or "
        "bottom of the Deck.",
    )
    pick = {"pick": 0}
    assert encoding["effects"][0]["picks"] == [{"from": "opp_gy"}]
    assert first_effect(encoding)[-1] == {
        "op": "may",
        "then": [
            {
                "op": "may",
                "then": [{"op": "to_deck", "target": pick, "place": "top"}],
                "else": [{"op": "to_deck", "target": pick, "place": "bottom"}],
            }
        ],
    }
    # Choosing the card takes the first way (the top: the end the player draws from);
    # declining takes the other (the bottom), the card chosen then.
    for top in (True, False):
        board, s, magician = _ready(encoding)
        blast = board.gy(s, 1, BLAST)
        play(s, f"act {magician}", "accept", f"pick {blast}" if top else "decline")
        if f"pick {blast}" in verbs(s):
            play(s, f"pick {blast}")
        assert s.deck[1][-1 if top else 0] == blast and blast not in s.gy[1]


def test_if_you_do_after_either_end_of_the_deck() -> None:
    encoding = compiled(
        MAGICIAN,
        "Place 1 card from your opponent's GY on either the top or bottom of the owner's Deck. "
        "If you do, draw 1 card.",
    )
    steps = first_effect(encoding)
    assert steps[0]["op"] == "may" and steps[1]["op"] == "if"
    for top in (True, False):
        board, s, magician = _ready(encoding)
        blast = board.gy(s, 1, BLAST)
        hand = len(s.hand[0])
        play(s, f"act {magician}", f"pick {blast}" if top else "decline")
        if f"pick {blast}" in verbs(s):
            play(s, f"pick {blast}")
        assert s.deck[1][-1 if top else 0] == blast and len(s.hand[0]) == hand + 1


def test_if_you_do_after_a_step_done_only_if_a_condition_holds() -> None:
    encoding = compiled(
        MAGICIAN,
        "Send the top card of your Deck to the GY. Then, if you have 3 or more cards in your "
        "hand, you can draw 1 card. If you do, place 1 card from your hand on the bottom of the "
        "Deck.",
    )
    branch = first_effect(encoding)[-1]
    assert branch["op"] == "if"
    optional = branch["then"][-1]
    assert optional["op"] == "may" and optional["then"][0] == {"op": "draw", "count": 1}
    assert optional["then"][1]["op"] == "if"  # placed only once drawn
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card_id in (RED_EYES, BLAST, WOLFANG):
        board.hand(s, 0, card_id)
    hand = list(s.hand[0])
    play(s, f"act {magician}", "accept", f"pick {hand[0]}")
    assert len(s.hand[0]) == 3 and s.deck[0][0] == hand[0]


def test_if_you_do_send_one_card_from_one_of_two_places() -> None:
    encoding = compiled(
        MAGICIAN,
        "Draw 1 card. If you do, send 1 monster from your field or 1 card from your hand to the "
        "GY.",
    )
    pick_field, pick_hand = encoding["effects"][0]["picks"]
    assert pick_field["from"] == "own_monsters" and pick_hand["from"] == "own_hand"
    assert first_effect(encoding)[1] == {
        "op": "if",
        "condition": [{"cond": "moved"}],
        "then": [
            {
                "op": "may",
                "then": [{"op": "send", "target": {"pick": 0}}],
                "else": [{"op": "send", "target": {"pick": 1}}],
            }
        ],
    }
    _, s, magician = _ready(encoding)
    hand = len(s.hand[0])
    play(s, f"act {magician}", f"pick {magician}")  # the monster on the field
    assert magician in s.gy[0] and len(s.hand[0]) == hand + 1
    _, s, magician = _ready(encoding)
    hand = len(s.hand[0])
    play(s, f"act {magician}", "decline")  # a card from the hand instead
    if any(v.startswith("pick") for v in verbs(s)):
        play(s, next(v for v in verbs(s) if v.startswith("pick")))
    assert magician not in s.gy[0] and len(s.gy[0]) == 1 and len(s.hand[0]) == hand


DRAGORITE = 15168  # Dragorite: Level 4 EARTH Dragon Normal Monster, 1500 ATK / 0 DEF


def test_except_a_monster_with_some_atk() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Dragon Type monster from your GY to your hand, except a monster with 2400 ATK.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {"kind": "monster", "race": "Dragon", "none_of": [{"atk": 2400}]},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    assert activations(s, magician) == []  # only a Dragon with 2400 ATK
    dragorite = board.gy(s, 0, DRAGORITE)
    play(s, f"act {magician}")
    if f"pick {dragorite}" in verbs(s):
        play(s, f"pick {dragorite}")
    assert dragorite in s.hand[0] and red_eyes in s.gy[0]


def test_except_a_monster_with_some_def_in_one_description() -> None:
    encoding = compiled(
        MAGICIAN,
        'Add 1 Dragon Type monster, except a monster with 0 DEF, or 1 "Inferno Fire Blast" from '
        "your GY to your hand.",
    )
    (pick,) = encoding["effects"][0]["picks"]
    assert pick["filter"]["any_of"][0] == {
        "kind": "monster",
        "race": "Dragon",
        "none_of": [{"def": 0}],
    }


def test_except_a_monster_with_some_atk_for_a_special_summon() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Dragon Type monster from your GY to your field in face-up Defense "
        "Position, except a monster with 1500 ATK.",
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    dragorite = board.gy(s, 0, DRAGORITE)
    red_eyes = board.gy(s, 0, RED_EYES)
    play(s, f"act {magician}")
    if f"pick {red_eyes}" in verbs(s):
        play(s, f"pick {red_eyes}")
    assert red_eyes in s.mzone[0] and dragorite in s.gy[0]


def test_a_monster_with_some_atk_or_def() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Dragon Type monster with 0 ATK or DEF from your GY face-up to your "
        "field.",
    )
    (pick,) = encoding["effects"][0]["picks"]
    assert pick["filter"] == {
        "kind": "monster",
        "race": "Dragon",
        "any_of": [{"atk": 0}, {"def": 0}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    assert activations(s, magician) == []  # 2400 ATK, 2000 DEF
    dragorite = board.gy(s, 0, DRAGORITE)  # 0 DEF
    play(s, f"act {magician}")
    for verb in (f"pick {dragorite}", "position 1"):
        if verb in verbs(s):
            play(s, verb)
    assert dragorite in s.mzone[0] and red_eyes in s.gy[0]


def test_a_monster_with_some_atk_and_or_some_def() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add 1 Dragon Type monster with 1500 ATK and/or 2000 DEF from your GY to your hand.",
    )
    (pick,) = encoding["effects"][0]["picks"]
    assert pick["filter"]["any_of"] == [{"atk": 1500}, {"def": 2000}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)  # 2000 DEF
    play(s, f"act {magician}")
    if f"pick {red_eyes}" in verbs(s):
        play(s, f"pick {red_eyes}")
    assert red_eyes in s.hand[0]


def test_a_monster_with_some_atk_and_some_def() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon 1 Dragon Type monster with 1500 ATK and 0 DEF from your GY in face-up "
        "Defense Position to your field.",
    )
    (pick,) = encoding["effects"][0]["picks"]
    assert pick["filter"] == {"kind": "monster", "race": "Dragon", "atk": 1500, "def": 0}
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "defense"}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    assert activations(s, magician) == []
    dragorite = board.gy(s, 0, DRAGORITE)
    play(s, f"act {magician}")
    if f"pick {dragorite}" in verbs(s):
        play(s, f"pick {dragorite}")
    assert dragorite in s.mzone[0] and red_eyes in s.gy[0]


def test_either_description_in_face_up_defense_position() -> None:
    encoding = compiled(
        MAGICIAN,
        'Special Summon 1 "Red-Eyes Black Dragon" or 1 Dragon Type monster with 1500 ATK and 0 '
        "DEF from your GY in face-up Defense Position to your field.",
    )
    (pick,) = encoding["effects"][0]["picks"]
    assert pick["filter"]["any_of"][0] == {"ids": [RED_EYES]}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.gy(s, 0, RED_EYES)
    dragorite = board.gy(s, 0, DRAGORITE)
    play(s, f"act {magician}")
    assert sorted(verbs(s)) == sorted([f"pick {red_eyes}", f"pick {dragorite}"])
    play(s, f"pick {red_eyes}")
    assert red_eyes in s.mzone[0] and s.pos[red_eyes] == DEF


def test_special_summon_from_the_hand_and_or_the_gy() -> None:
    encoding = compiled(
        MAGICIAN,
        "Special Summon up to 2 Dragon Type monsters from your hand and/or GY face-up to your "
        "field.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_hand_gy",
            "n": 2,
            "upto": True,
            "filter": {"kind": "monster", "race": "Dragon"},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, DRAGORITE], []))
    magician = board.monster(s, 0, MAGICIAN)
    red_eyes = board.hand(s, 0, RED_EYES)
    dragorite = board.gy(s, 0, DRAGORITE)
    play(s, f"act {magician}", f"pick {red_eyes} {dragorite}")
    for _ in range(2):
        if "position 1" in verbs(s):
            play(s, "position 1")
    assert red_eyes in s.mzone[0] and dragorite in s.mzone[0]
