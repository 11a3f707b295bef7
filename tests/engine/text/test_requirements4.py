"""Requirements, fourth part: costs that send cards of the hand "including" some of a kind;
compiled from made-up clauses and played on a board."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import compiled, round_trip, table_playing, unread
from validator.engine import actor
from validator.engine.field import place_field_spell
from validator.engine.state import SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster (the card that plays)
DM = 15410  # Dark Magician: a Normal Monster
CAT = 15159  # Straynge Cat: a Normal Monster too
POT = 16372  # Pot of Greed: a Normal Spell
DRAW = "Draw 1 card."


def ignition(requirement: str, effect: str = DRAW) -> tuple[dict, Board]:
    encoding = compiled(MAGICIAN, effect, requirement=requirement)
    return encoding["effects"][0], Board(table_playing(encoding))


INCLUDING = "Send 2 cards from your hand to the GY, including a Normal Monster."


def test_cards_including_one_of_a_kind() -> None:
    effect, board = ignition(INCLUDING)
    assert effect["picks"] == [
        {
            "from": "own_hand",
            "n": 2,
            "upto": True,
            "min": 2,
            "filter": {"any_of": [{"kind": "monster", "normal": True}, {}]},
            "one_each": True,
        }
    ]
    assert effect["cost"] == [{"op": "send", "target": {"pick": 0}}]
    assert round_trip("requirement", INCLUDING) == INCLUDING.rstrip(".")
    s = board.game(cards=([MAGICIAN, MAGICIAN, DM, POT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    effect_monster = board.hand(s, 0, MAGICIAN)
    normal, pot = board.hand(s, 0, DM), board.hand(s, 0, POT)
    # every pair with the Normal Monster in it; never the Effect Monster and the Spell alone
    assert sorted(tuple(sorted(w[1:])) for w in activations(s, magician)) == sorted(
        [tuple(sorted((normal, effect_monster))), tuple(sorted((normal, pot)))]
    )
    play(s, f"act {magician} 2 {normal} {pot}")
    assert normal in s.gy[0] and pot in s.gy[0] and effect_monster in s.hand[0]


def test_without_the_kind_in_hand_it_cannot_be_paid() -> None:
    _, board = ignition(INCLUDING)
    s = board.game(cards=([MAGICIAN, MAGICIAN, POT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, MAGICIAN), board.hand(s, 0, POT)
    assert activations(s, magician) == []


def test_cards_including_two_of_a_kind() -> None:
    text = "Send 3 cards from your hand to the GY, including 2 monsters."
    effect, board = ignition(text)
    monster = {"kind": "monster"}
    assert effect["picks"][0]["filter"] == {"any_of": [monster, monster, {}]}
    assert effect["picks"][0]["n"] == 3
    s = board.game(cards=([MAGICIAN, DM, CAT, POT, POT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    normal, cat = board.hand(s, 0, DM), board.hand(s, 0, CAT)
    pot, other_pot = board.hand(s, 0, POT), board.hand(s, 0, POT)
    ways = [set(w[1:]) for w in activations(s, magician)]
    assert ways and all(len(w & {normal, cat}) >= 1 for w in ways)
    assert not any(w >= {pot, other_pot} for w in ways)  # 2 Spells: 1 monster only
    play(s, f"act {magician} 3 {normal} {cat} {pot}")
    assert {normal, cat, pot} <= set(s.gy[0])


def test_including_more_than_the_whole_is_not_read() -> None:
    assert unread(MAGICIAN, DRAW, "Send 2 cards from your hand to the GY, including 2 monsters.")


MOUNTAIN = 15228  # a Field Spell


@pytest.mark.parametrize("whose", [None, 0, 1])
def test_a_card_in_your_field_zone(whose: int | None) -> None:
    text = "You have a card in your Field Zone."
    effect, board = ignition(text)
    assert effect["condition"] == [{"cond": "field_zone"}]
    assert round_trip("requirement", text) == text.rstrip(".")
    s = board.game(cards=([MAGICIAN, MOUNTAIN], [MOUNTAIN]), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    if whose is not None:
        board.field_spell(s, whose, MOUNTAIN)
    assert bool(activations(s, magician)) == (whose == 0)


@pytest.mark.parametrize("whose", [None, 0, 1])
def test_a_card_in_either_field_zone_then_a_cost(whose: int | None) -> None:
    text = (
        "If either player has a card in their Field Zone, send 2 cards from your hand to the GY, "
        "including a Normal Monster."
    )
    effect, board = ignition(text)
    assert effect["condition"] == [{"cond": "field_zone", "side": "all"}]
    assert effect["cost"] == [{"op": "send", "target": {"pick": 0}}]
    s = board.game(cards=([MAGICIAN, DM, POT, MOUNTAIN], [MOUNTAIN]), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    normal, pot = board.hand(s, 0, DM), board.hand(s, 0, POT)
    if whose is not None:
        board.field_spell(s, whose, MOUNTAIN)
    assert bool(activations(s, magician)) == (whose is not None)
    if whose is not None:
        play(s, f"act {magician} 2 {normal} {pot}")
        assert {normal, pot} <= set(s.gy[0])


def test_a_set_card_in_the_field_zone_counts() -> None:
    _, board = ignition("You have a card in your Field Zone.")
    s = board.game(cards=([MAGICIAN, MOUNTAIN], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    place_field_spell(s, 0, board.take(s, 0, MOUNTAIN), SET)
    assert activations(s, magician)


def test_pay_lp_and_another_cost() -> None:
    text = "Pay 500 LP, and shuffle 2 cards from your hand into the Deck."
    effect, board = ignition(text)
    assert effect["cost"] == [
        {"op": "pay_lp", "amount": 500},
        {"op": "to_deck", "target": {"pick": 0}},
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    s = board.game(cards=([MAGICIAN, DM, POT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    normal, pot = board.hand(s, 0, DM), board.hand(s, 0, POT)
    lp = s.lp[0]
    play(s, f"act {magician} {normal} {pot}")
    assert s.lp[0] == lp - 500
    assert normal in s.deck[0] and pot in s.deck[0] and len(s.deck[0]) == 6  # 1 drawn


def test_up_to_two_from_the_hand_and_the_field_together() -> None:
    text = "Send up to 2 monsters from your hand and/or field to the GY."
    effect, board = ignition(text)
    assert effect["picks"] == [
        {"from": "own_hand_field", "n": 2, "upto": True, "filter": {"kind": "monster"}}
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    s = board.game(cards=([MAGICIAN, DM, POT, CAT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    on_field = board.monster(s, 0, CAT)
    normal = board.hand(s, 0, DM)
    board.hand(s, 0, POT)
    ways = {tuple(sorted(w[1:])) for w in activations(s, magician)}
    assert tuple(sorted((normal, on_field))) in ways and (normal,) in ways
    play(s, f"act {magician} 2 {normal} {on_field}")
    assert normal in s.gy[0] and on_field in s.gy[0]


TRAP = 16768  # a Normal Trap


def _draw_trap() -> tuple[dict, Board]:
    text = "When your opponent draws a card during the Main Phase."
    encoding = compiled(TRAP, "Gain 300 LP.", requirement=text)
    assert round_trip("timing", text) == text.rstrip(".")
    return encoding["effects"][0], Board(table_playing(encoding))


def test_a_draw_in_the_main_phase_opens_the_timing() -> None:
    effect, board = _draw_trap()
    assert effect["trigger"] == {"event": "draw", "whose": "opp", "how": ["effect"]}
    assert effect["condition"] == [{"cond": "main_phase"}]
    s = board.game(cards=([POT], [TRAP]), deck_size=5)
    trap = board.spell(s, 1, TRAP, SET)
    pot = board.hand(s, 0, POT)
    play(s, f"act {pot}")
    assert actor(s) == 1 and activations(s, trap) == [()]
    play(s, f"act {trap}")
    assert s.lp[1] == 8300


def test_a_normal_draw_in_the_draw_phase_does_not() -> None:
    _, board = _draw_trap()
    s = board.game(cards=([TRAP], []), deck_size=5)
    trap = board.spell(s, 0, TRAP, SET)
    play(s, "end")
    assert s.tp == 1 and activations(s, trap) == []


def test_a_card_of_a_kind_or_a_named_card_in_the_gy() -> None:
    text = 'If you have a Level 7 Fish Type monster, "Dark Magician", or "Pot of Greed" in your GY.'
    text = text.replace(" in your GY.", " in your GY, send 1 card from your hand to the GY.")
    effect, board = ignition(text)
    assert effect["condition"] == [
        {
            "cond": "has",
            "from": "own_gy",
            "filter": {
                "any_of": [
                    {"kind": "monster", "level": 7, "race": "Fish"},
                    {"ids": [DM]},
                    {"ids": [POT]},
                ]
            },
        }
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    for in_gy, offered in ((CAT, False), (POT, True)):
        s = board.game(cards=([MAGICIAN, CAT, in_gy], []), deck_size=5)
        magician = board.monster(s, 0, MAGICIAN)
        board.hand(s, 0, CAT)
        board.gy(s, 0, in_gy)
        assert bool(activations(s, magician)) == offered


def test_a_card_of_each_of_two_kinds_in_the_gy() -> None:
    text = (
        "You have a DARK Attribute Spellcaster Type monster and a EARTH Attribute monster in "
        "your GY."
    )
    effect, board = ignition(text)
    assert effect["condition"] == [
        {
            "cond": "has",
            "from": "own_gy",
            "filter": {"kind": "monster", "attribute": "DARK", "race": "Spellcaster"},
        },
        {"cond": "has", "from": "own_gy", "filter": {"kind": "monster", "attribute": "EARTH"}},
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    for in_gy, offered in (([DM], False), ([CAT], False), ([DM, CAT], True)):
        s = board.game(cards=([MAGICIAN, *in_gy], []), deck_size=5)
        magician = board.monster(s, 0, MAGICIAN)
        for card in in_gy:
            board.gy(s, 0, card)
        assert bool(activations(s, magician)) == offered


def test_two_kinds_one_card_might_be_both_is_not_read() -> None:
    text = "You have a Spellcaster Type monster and a DARK Attribute monster in your GY."
    assert unread(MAGICIAN, DRAW, text)


def test_all_of_the_monsters_in_the_gy_are_one_type() -> None:
    text = (
        "If you have 3 or more cards in your Deck, and all of the monsters in your GY are "
        "Spellcaster Type."
    )
    effect, board = ignition(text)
    assert effect["condition"] == [
        {"cond": "deck_min", "count": 3},
        {
            "cond": "only",
            "from": "own_gy",
            "filter": {"kind": "monster"},
            "only": {"race": "Spellcaster"},
        },
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    fiend = 15781  # Summoned Skull: a Fiend
    for in_gy, offered in (([], False), ([DM, POT], True), ([DM, fiend], False)):
        s = board.game(cards=([MAGICIAN, *in_gy], []), deck_size=5)
        magician = board.monster(s, 0, MAGICIAN)
        for card in in_gy:
            board.gy(s, 0, card)
        assert bool(activations(s, magician)) == offered


def test_a_cost_or_the_first_turn_of_the_player_going_second() -> None:
    text = (
        "Send 2 cards from your hand to the GY, or if it is the first turn of the player going "
        "second."
    )
    effect, board = ignition(text)
    assert effect["alternatives"] == [
        {"cost": [{"op": "send", "target": {"pick": 0}}]},
        {"condition": [{"cond": "second_players_first_turn"}]},
    ]
    assert round_trip("requirement", text) == text.rstrip(".")
    for turn, ways in ((2, [(1,)]), (3, [])):
        s = board.game(cards=([MAGICIAN], []), deck_size=5, turn=turn)
        magician = board.monster(s, 0, MAGICIAN, since=turn - 1)
        assert activations(s, magician) == ways  # no cards in hand: only the second way
    s = board.game(cards=([MAGICIAN], []), deck_size=5, turn=2)
    magician = board.monster(s, 0, MAGICIAN, since=1)
    play(s, f"act {magician} 1")
    assert len(s.hand[0]) == 1 and s.gy[0] == []
