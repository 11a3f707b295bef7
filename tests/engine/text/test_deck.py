"""The Deck productions: excavating the top cards of a Deck, choosing among them, and placing
the others back (in the order their owner chooses, shuffled in, to the GY); each compiled from
made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, on_top, play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip, table_playing
from validator.engine.position import dump, load
from validator.engine.rules import actor

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
RED_EYES = 15351  # Red-Eyes Black Dragon: a Level 7 Dragon
BLAST = 15353  # Inferno Fire Blast: a Spell
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 Spellcaster


def _ready(encoding: dict, *top: int, opp_top: tuple[int, ...] = ()) -> tuple:
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, RED_EYES, BLAST, WOLFANG], [RED_EYES, BLAST, WOLFANG]))
    magician = board.monster(s, 0, MAGICIAN)
    shown = on_top(s, 0, *top)
    opp_shown = on_top(s, 1, *opp_top)
    return s, magician, shown, opp_shown


def test_excavate_add_one_and_place_the_others_at_the_bottom_in_the_order_chosen() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. You can add 1 excavated monster to your hand. "
        "Place the other cards on the bottom of your Deck in any order.",
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_excavated", "filter": {"kind": "monster"}}
    ]
    assert encoding["effects"][0]["effect"] == [
        {"op": "excavate", "count": 3},
        {"op": "may", "then": [{"op": "to_hand", "target": {"pick": 0}}]},
        {"op": "place_excavated", "place": "bottom", "order": "any"},
    ]
    s, magician, (red_eyes, blast, sorcerer), _ = _ready(encoding, RED_EYES, BLAST, FILLER)
    deck = len(s.deck[0])
    play(s, f"act {magician}")
    # Only the excavated monsters may be added (not the Spell), or none.
    assert sorted(choices(s)) == sorted([(red_eyes,), (sorcerer,)])
    assert "decline" in verbs(s)
    play(s, f"pick {red_eyes}")
    assert s.hand[0] == [red_eyes]
    # The two others go to the bottom, in the order their owner chooses: each below the last.
    assert sorted(choices(s)) == sorted([(blast,), (sorcerer,)])
    play(s, f"pick {blast}")
    assert s.resolving is None
    assert s.deck[0][:2] == [sorcerer, blast]
    assert len(s.deck[0]) == deck - 1
    assert s.excavated == ()


def test_declining_leaves_every_excavated_card_to_be_placed() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 2 cards of your Deck. You can add 1 excavated monster to your hand. "
        "Shuffle the other cards into the Deck.",
    )
    s, magician, _, _ = _ready(encoding, RED_EYES, BLAST)
    deck = sorted(s.deck[0])
    play(s, f"act {magician}", "decline")
    assert s.resolving is None and s.hand[0] == []
    assert sorted(s.deck[0]) == deck  # shuffled, nothing gone


def test_nothing_to_choose_skips_the_optional_part() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 2 cards of your Deck. You can add 1 excavated Dragon Type monster to "
        "your hand. Send the other cards to the GY.",
    )
    s, magician, (blast, sorcerer), _ = _ready(encoding, BLAST, FILLER)
    play(s, f"act {magician}")
    assert s.resolving is None
    assert sorted(s.gy[0]) == sorted([blast, sorcerer])


def test_a_mandatory_add_and_all_excavated_monsters_sent() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. Add 1 excavated card to your hand. "
        "Send all excavated monsters to the GY. Place the rest on top of your Deck in any order.",
    )
    effect = encoding["effects"][0]["effect"]
    assert effect[2] == {
        "op": "send",
        "target": {"all": {"from": "own_excavated", "filter": {"kind": "monster"}}},
    }
    s, magician, (red_eyes, blast, sorcerer), _ = _ready(encoding, RED_EYES, BLAST, FILLER)
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,), (sorcerer,)])
    play(s, f"pick {blast}")
    # Both monsters went to the GY: nothing is left to order.
    assert s.resolving is None
    assert s.hand[0] == [blast] and sorted(s.gy[0]) == sorted([red_eyes, sorcerer])


def test_placing_on_top_in_any_order_sets_the_next_draws() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top 3 cards of your Deck. Place the excavated cards on top of your Deck in "
        "any order.",
    )
    s, magician, (red_eyes, blast, wolfang), _ = _ready(encoding, RED_EYES, BLAST, WOLFANG)
    play(s, f"act {magician}", f"pick {red_eyes}", f"pick {wolfang}")
    # Each above the last: the card chosen last is the top card.
    assert s.deck[0][-3:] == [red_eyes, wolfang, blast]


def test_an_excavation_needs_the_cards_in_the_deck() -> None:
    encoding = compiled(
        MAGICIAN, "Excavate the top 5 cards of your Deck. Shuffle the other cards into the Deck."
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []), deck_size=4)
    magician = board.monster(s, 0, MAGICIAN)
    assert f"act {magician}" not in verbs(s)
    s.deck[0].append(board.take(s, 1, FILLER))
    assert f"act {magician}" in verbs(s)


def test_the_opponent_orders_their_own_excavated_cards() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck. Your opponent places the "
        "excavated cards on the top of their Deck in any order.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "excavate", "count": 3, "who": "opp"},
        {"op": "place_excavated", "place": "top", "who": "opp", "order": "any"},
    ]
    s, magician, _, (red_eyes, blast, wolfang) = _ready(
        encoding, opp_top=(RED_EYES, BLAST, WOLFANG)
    )
    play(s, f"act {magician}")
    assert actor(s) == 1  # the opponent chooses
    assert sorted(choices(s)) == sorted([(red_eyes,), (blast,), (wolfang,)])
    # A position written mid-order plays on the same.
    again = load(dump(s), table_playing(encoding))
    assert dump(again) == dump(s)
    for state in (s, again):
        play(state, f"pick {wolfang}", f"pick {red_eyes}")
        assert state.resolving is None and actor(state) == 0
        assert state.deck[1][-3:] == [wolfang, red_eyes, blast]


def test_the_opponent_excavates_one_card_and_puts_it_back() -> None:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top card of their Deck and places it on top of their Deck.",
    )
    s, magician, _, _ = _ready(encoding, opp_top=(RED_EYES,))
    deck = list(s.deck[1])
    play(s, f"act {magician}")
    assert s.resolving is None and s.deck[1] == deck and s.excavated == ()


def test_excavation_clauses_render_back_to_their_words() -> None:
    for text in (
        "Excavate the top 4 cards of your Deck",
        "Then, excavate 4 cards from the top of your Deck and show them",
        "You can Special Summon 1 excavated Level 5 Machine Type monster face-up to your field",
        "You can add up to 2 excavated DARK Attribute Insect Type monsters with 400 DEF to your "
        "hand",
        "Send all excavated Galaxy Type monsters to the GY",
        "Place the remaining cards on the bottom of your Deck in any order",
        "Your opponent places the excavated cards on the top of their Deck in the same order",
    ):
        assert round_trip("sentence", text) == text


def test_the_excavated_card_goes_on_the_top_or_the_bottom_as_the_player_chooses() -> None:
    encoding = compiled(
        MAGICIAN,
        "Excavate the top card of your Deck and place it on either the top or bottom of your Deck.",
    )
    for answer, where in (("accept", 0), ("decline", -1)):
        s, magician, (red_eyes,), _ = _ready(encoding, RED_EYES)
        play(s, f"act {magician}")
        assert sorted(verbs(s)) == ["accept", "decline"]
        play(s, answer)
        assert s.resolving is None and s.deck[0][where] == red_eyes


def test_the_opponent_and_both_players_mill_and_draw() -> None:
    encoding = compiled(
        MAGICIAN,
        "Each player sends the top 2 cards of their Deck to the GY. Send the top card of your "
        "opponent's Deck to the GY. Your opponent draws 1 card. Both players draw 2 cards.",
    )
    assert encoding["effects"][0]["effect"] == [
        {"op": "mill", "count": 2, "who": "each"},
        {"op": "mill", "count": 1, "who": "opp"},
        {"op": "draw", "count": 1, "who": "opp"},
        {"op": "draw", "count": 2, "who": "each"},
    ]
    s, magician, _, _ = _ready(encoding)
    decks = [len(s.deck[0]), len(s.deck[1])]
    play(s, f"act {magician}")
    assert (len(s.gy[0]), len(s.gy[1])) == (2, 3)
    assert (len(s.hand[0]), len(s.hand[1])) == (2, 3)
    assert [len(s.deck[0]), len(s.deck[1])] == [decks[0] - 4, decks[1] - 6]


def test_each_player_needs_the_cards_they_send_from_the_deck() -> None:
    encoding = compiled(MAGICIAN, "Each player sends the top 3 cards of their Deck to the GY.")
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], []), deck_size=2)
    magician = board.monster(s, 0, MAGICIAN)
    assert f"act {magician}" not in verbs(s)
