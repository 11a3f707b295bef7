"""Requirement leftovers: two conditions before a cost, "the only monsters ... are", reveal
costs, the opponent's hand size, this card's battle position as a cost; each compiled from a
made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, offered, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import board_playing, compiled, missing, round_trip
from validator.engine.state import SUMMONED_NS, SUMMONED_THIS_TURN

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster (the card that plays)
THE_DRAGON = 16910  # The Dragon: Level 1 LIGHT Dragon
WATTKISS = 15412  # Wattkiss: Level 2 LIGHT Psychic Normal Monster
POT = 16372  # Pot of Greed: a Normal Spell
DRAW = "Draw 1 card."


# ------------------------------------------------------- two conditions before the cost


def test_a_second_if_before_the_cost_is_a_condition_not_a_conditional_cost(board: Board) -> None:
    text = (
        "During the turn you Normal Summoned this card, if you have 10 or more cards in your "
        "Deck, send the top card of your Deck to the GY."
    )
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {"cond": "summoned", "how": "normal"},
        {"cond": "deck_min", "count": 10},
    ]
    assert effect["cost"] == [{"op": "mill", "count": 1}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    for deck, activated in ((9, False), (10, True)):
        s = board.game(cards=([MAGICIAN], []), deck_size=deck)
        magician = board.monster(s, 0, MAGICIAN)
        s.flags[magician] |= SUMMONED_NS | SUMMONED_THIS_TURN
        assert len(s.deck[0]) == deck and offered(s, magician) == activated
    play(s, f"act {magician}")
    assert len(s.gy[0]) == 1 and len(s.hand[0]) == 1


# ------------------------------------------------------------- the only monsters ... are


ONLY_GY = (
    "If the only monsters in your GY are Psychic and/or Dragon Type monsters, "
    "send the top card of your Deck to the GY."
)


def test_the_only_monsters_in_the_gy_compile_to_one_condition() -> None:
    effect = compiled(MAGICIAN, DRAW, requirement=ONLY_GY)["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "only",
            "from": "own_gy",
            "filter": {"kind": "monster"},
            "only": {"race": ["Psychic", "Dragon"]},
        }
    ]
    for text in (
        "The only monsters in your GY are High Dragon and/or Dragon Type",
        "All the monsters in your GY are High Dragon and/or Dragon Type",
        "The only face-up monsters on your opponent's field are EARTH, WATER, and/or FIRE "
        "Attribute monsters",
        "The only face-up monsters on your field are WIND Attribute Psychic Type monsters",
        "The only monsters in your GY are 3 Cyberse Type monsters",
    ):
        assert round_trip("requirement", text) == text


def test_the_only_monsters_in_the_gy_need_one_and_every_one_of_the_types(board: Board) -> None:
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=ONLY_GY))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS, FILLER, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)  # no monster in the GY at all
    board.gy(s, 0, POT)
    assert not offered(s, magician)  # a Spell is no monster
    board.gy(s, 0, THE_DRAGON)
    board.gy(s, 0, WATTKISS)
    assert offered(s, magician)  # a Dragon and a Psychic (and a Spell)
    sorcerer = board.gy(s, 0, FILLER)
    assert not offered(s, magician)  # a Spellcaster among them
    s.gy[0].remove(sorcerer)
    play(s, f"act {magician}")
    assert len(s.hand[0]) == 1


def test_the_only_monsters_in_the_gy_with_a_count_need_exactly_that_many(board: Board) -> None:
    text = "The only monsters in your GY are 2 Dragon Type monsters."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"][1] == {
        "cond": "has",
        "from": "own_gy",
        "filter": {"kind": "monster"},
        "min": 2,
        "max": 2,
    }
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, THE_DRAGON, THE_DRAGON], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, THE_DRAGON)
    assert not offered(s, magician)
    board.gy(s, 0, THE_DRAGON)
    assert offered(s, magician)
    board.gy(s, 0, THE_DRAGON)
    assert not offered(s, magician)


def test_the_only_face_up_monsters_on_a_field_leave_face_down_ones_out(board: Board) -> None:
    from validator.engine.state import FACEDOWN

    text = "The only face-up monsters on your opponent's field are LIGHT Attribute monsters."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "only",
            "from": "opp_faceup",
            "filter": {"kind": "monster"},
            "only": {"attribute": "LIGHT"},
        }
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], [THE_DRAGON, FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FILLER, FACEDOWN)
    assert not offered(s, magician)  # no face-up monster
    board.monster(s, 1, THE_DRAGON)
    assert offered(s, magician)  # the face-down DARK one does not count
    board.monster(s, 1, FILLER)
    assert not offered(s, magician)


# --------------------------------------------------------------------------- reveal costs

BEWD = 15184  # Blue-Eyes White Dragon: a Legend monster
YAMITERASU, KIMETERASU = 17002, 17200  # Celestial Warrior Type Fusion Monsters


def test_a_revealed_card_stays_in_the_hand_and_is_what_the_cost_names(board: Board) -> None:
    text = "Reveal 1 Dragon Type monster in your hand to your opponent."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["picks"] == [
        {"from": "own_hand", "filter": {"kind": "monster", "race": "Dragon"}}
    ]
    assert effect["cost"] == [{"op": "reveal", "target": {"pick": 0}}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, WATTKISS)
    assert not offered(s, magician)  # no Dragon to reveal
    dragon = board.hand(s, 0, THE_DRAGON)
    assert activations(s, magician) == [(dragon,)]
    play(s, f"act {magician} {dragon}")
    assert dragon in s.hand[0] and len(s.hand[0]) == 3  # still in the hand, and 1 drawn


def test_reveal_then_shuffle_it_into_the_deck(board: Board) -> None:
    text = "Reveal 1 Dragon Type monster in your hand and shuffle it into the Deck."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["cost"] == [
        {"op": "reveal", "target": {"pick": 0}},
        {"op": "to_deck", "target": {"pick": 0}},
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON], []))
    magician = board.monster(s, 0, MAGICIAN)
    dragon = board.hand(s, 0, THE_DRAGON)
    play(s, f"act {magician} {dragon}")
    assert dragon not in s.hand[0] and len(s.hand[0]) == 1


def test_reveal_a_legend_card_or_a_named_card(board: Board) -> None:
    legend = compiled(MAGICIAN, DRAW, requirement="Reveal 1 Legend Card in your hand.")
    assert legend["effects"][0]["picks"] == [{"from": "own_hand", "filter": {"legend": True}}]
    text = 'Reveal 1 "Wattkiss" or 1 Legend Card in your hand.'
    encoding = compiled(MAGICIAN, DRAW, requirement=text)
    assert encoding["effects"][0]["picks"][0]["filter"] == {
        "any_of": [{"ids": [WATTKISS]}, {"legend": True}]
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS, BEWD], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, THE_DRAGON)
    assert not offered(s, magician)
    wattkiss, bewd = board.hand(s, 0, WATTKISS), board.hand(s, 0, BEWD)
    assert sorted(activations(s, magician)) == sorted([(wattkiss,), (bewd,)])


def test_reveal_up_to_n_with_different_names_from_the_extra_deck(board: Board) -> None:
    text = (
        "Reveal up to 2 Celestial Warrior Type monsters with different names from your "
        "Extra Deck to your opponent."
    )
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["picks"][0] == {
        "from": "own_extra",
        "n": 2,
        "upto": True,
        "filter": {"kind": "monster", "race": "Celestial Warrior"},
        "distinct": "name",
    }
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], []), extra=([YAMITERASU, YAMITERASU, KIMETERASU], []))
    magician = board.monster(s, 0, MAGICIAN)
    # an "up to" pick gives its count first, then the cards
    chosen = sorted(sorted(s.infos[c].id for c in args[1:]) for args in activations(s, magician))
    assert chosen == [[YAMITERASU], [YAMITERASU, KIMETERASU], [KIMETERASU]]


def test_a_reveal_is_read_only_in_a_requirement() -> None:

    assert missing(MAGICIAN, "Reveal 1 monster in your hand.")


# ------------------------------------------------------------------- the opponent's hand


def test_the_opponents_hand_size(board: Board) -> None:
    cases = {
        "Your opponent has 2 cards or less in their hand.": {"cond": "opp_hand", "max": 2},
        "Your opponent has 1 or less card in their hand.": {"cond": "opp_hand", "max": 1},
        "Your opponent has no cards in their hand.": {"cond": "opp_hand", "max": 0},
        "Your opponent has cards in their hand.": {"cond": "opp_hand", "min": 1},
        "Your opponent has 3 or more cards in their hand.": {"cond": "opp_hand", "min": 3},
    }
    for text, cond in cases.items():
        assert compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]["condition"] == [cond]
    text = "Your opponent has 2 cards or less in their hand."
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], [FILLER] * 3))
    magician = board.monster(s, 0, MAGICIAN)
    for _ in range(3):
        board.hand(s, 1, FILLER)
    assert not offered(s, magician)
    s.deck[1].append(s.hand[1].pop())
    assert offered(s, magician)


# ------------------------------------------------- no other monsters, and cards in the GY


def test_no_other_monsters_and_cards_in_the_gy(board: Board) -> None:
    text = (
        'You have no other monsters on your field and have "The Dragon" and "Wattkiss" in your GY.'
    )
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {"cond": "not", "condition": {"cond": "has", "from": "own_monsters", "other": True}},
        {"cond": "has", "from": "own_gy", "filter": {"ids": [THE_DRAGON]}},
        {"cond": "has", "from": "own_gy", "filter": {"ids": [WATTKISS]}},
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, THE_DRAGON)
    assert not offered(s, magician)
    board.gy(s, 0, WATTKISS)
    assert offered(s, magician)
    board.monster(s, 0, FILLER)
    assert not offered(s, magician)
    more = "You have no other monsters on your field and have 2 or more Normal Monsters in your GY."
    condition = compiled(MAGICIAN, DRAW, requirement=more)["effects"][0]["condition"]
    assert condition[1] == {
        "cond": "has",
        "from": "own_gy",
        "filter": {"kind": "monster", "normal": True},
        "min": 2,
    }


def test_an_empty_extra_deck_and_a_full_enough_deck(board: Board) -> None:
    text = "You have no cards in your Extra Deck and no other monsters on your field."
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], []), extra=([YAMITERASU], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)
    s.deck[0].append(s.extra[0].pop())
    assert offered(s, magician)
    deck = "You have 10 or more cards in your Deck and no other monsters on your field."
    assert compiled(MAGICIAN, DRAW, requirement=deck)["effects"][0]["condition"][0] == {
        "cond": "deck_min",
        "count": 10,
    }
    turn = "You have no other monsters on your field the turn you Normal Summoned this card."
    assert compiled(MAGICIAN, DRAW, requirement=turn)["effects"][0]["condition"][1] == {
        "cond": "summoned",
        "how": "normal",
    }


# ------------------------------------------------------------ this card's battle position


def test_changing_this_cards_battle_position_as_the_cost(board: Board) -> None:
    from validator.engine.state import ATK, DEF

    text = (
        "Change this card's battle position (Attack Position becomes face-up Defense Position, "
        "Defense Position becomes face-up Attack Position)."
    )
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["cost"] == [{"op": "change_position", "target": "self"}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN, DEF)
    play(s, f"act {magician}")
    assert s.pos[magician] == ATK and len(s.hand[0]) == 1


# ---------------------------------------------------------------- from the hand or field


def test_send_another_card_from_the_hand_or_field(board: Board) -> None:
    from validator.engine.state import FACEDOWN, SET

    text = "Send 1 other card from your hand or field to the GY."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["picks"] == [{"from": "own_hand_field", "not_self": True}]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, WATTKISS, POT], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    assert not offered(s, magician)  # nothing else to send
    board.monster(s, 1, FILLER)  # the opponent's monster is no choice
    assert not offered(s, magician)
    in_hand = board.hand(s, 0, THE_DRAGON)
    face_down = board.monster(s, 0, WATTKISS, FACEDOWN)
    set_spell = board.spell(s, 0, POT, SET)
    assert sorted(activations(s, magician)) == sorted([(in_hand,), (face_down,), (set_spell,)])
    play(s, f"act {magician} {face_down}")
    assert face_down in s.gy[0] and face_down not in s.mzone[0]
    assert in_hand in s.hand[0] and len(s.hand[0]) == 2


def test_send_a_monster_from_the_hand_or_field_may_send_this_card(board: Board) -> None:
    text = "Send 1 monster from your hand or field to the GY."
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, POT], []))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, POT)  # a Spell is no monster
    dragon = board.hand(s, 0, THE_DRAGON)
    assert sorted(activations(s, magician)) == sorted([(dragon,), (magician,)])
    play(s, f"act {magician} {magician}")
    assert magician in s.gy[0] and len(s.hand[0]) == 3


# ------------------------------------------------------- the same or different Types, ...

RED_EYES = 15351  # Red-Eyes Black Dragon: Level 7 DARK Dragon


def test_monsters_with_the_same_attribute_on_the_field(board: Board) -> None:
    text = "You have 2 or more face-up monsters with the same Attribute on your field."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["condition"] == [
        {
            "cond": "count",
            "count": {
                "counter": "same",
                "fact": "attribute",
                "from": "own_faceup",
                "filter": {"kind": "monster"},
            },
            "min": 2,
        }
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, RED_EYES], []))
    magician = board.monster(s, 0, MAGICIAN)  # DARK
    board.monster(s, 0, THE_DRAGON)  # LIGHT
    assert not offered(s, magician)
    board.monster(s, 0, RED_EYES)  # DARK too
    assert offered(s, magician)


def test_monsters_with_different_levels_in_the_gy(board: Board) -> None:
    text = "You have 3 or more Dragon Type monsters with different Levels in your GY."
    condition = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]["condition"][0]
    assert condition["count"]["counter"] == "distinct" and condition["min"] == 3
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, THE_DRAGON, RED_EYES, BEWD], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card in (THE_DRAGON, THE_DRAGON, RED_EYES):
        board.gy(s, 0, card)
    assert not offered(s, magician)  # Levels 1, 1 and 7
    board.gy(s, 0, BEWD)
    assert offered(s, magician)


def test_shuffle_monsters_with_different_types(board: Board) -> None:
    text = "Shuffle 2 monsters with different Types from your GY into the Deck."
    effect = compiled(MAGICIAN, DRAW, requirement=text)["effects"][0]
    assert effect["picks"] == [
        {"from": "own_gy", "n": 2, "filter": {"kind": "monster"}, "distinct": "race"}
    ]
    board = board_playing(compiled(MAGICIAN, DRAW, requirement=text))
    s = board.game(cards=([MAGICIAN, THE_DRAGON, RED_EYES, WATTKISS], []))
    magician = board.monster(s, 0, MAGICIAN)
    dragon, red_eyes = board.gy(s, 0, THE_DRAGON), board.gy(s, 0, RED_EYES)
    assert not offered(s, magician)  # two Dragons
    wattkiss = board.gy(s, 0, WATTKISS)
    assert sorted(map(sorted, activations(s, magician))) == sorted(
        [sorted((dragon, wattkiss)), sorted((red_eyes, wattkiss))]
    )
    play(s, f"act {magician} {dragon} {wattkiss}")
    assert s.gy[0] == [red_eyes] and len(s.hand[0]) == 1
