"""Requirement leftovers: two conditions before a cost, "the only monsters ... are", reveal
costs, the opponent's hand size, this card's battle position as a cost; each compiled from a
made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import compiled, round_trip, table_playing
from validator.engine.state import SUMMONED_NS, SUMMONED_THIS_TURN

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster (the card that plays)
THE_DRAGON = 16910  # The Dragon: Level 1 LIGHT Dragon
WATTKISS = 15412  # Wattkiss: Level 2 LIGHT Psychic Normal Monster
POT = 16372  # Pot of Greed: a Normal Spell
DRAW = "Draw 1 card."


def offered(s, card: int) -> bool:
    return any(v.split()[:2] == ["act", str(card)] for v in verbs(s))


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
    board = Board(table_playing(compiled(MAGICIAN, DRAW, requirement=text)))
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
    board = Board(table_playing(compiled(MAGICIAN, DRAW, requirement=ONLY_GY)))
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
    board = Board(table_playing(compiled(MAGICIAN, DRAW, requirement=text)))
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
    board = Board(table_playing(compiled(MAGICIAN, DRAW, requirement=text)))
    s = board.game(cards=([MAGICIAN], [THE_DRAGON, FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FILLER, FACEDOWN)
    assert not offered(s, magician)  # no face-up monster
    board.monster(s, 1, THE_DRAGON)
    assert offered(s, magician)  # the face-down DARK one does not count
    board.monster(s, 1, FILLER)
    assert not offered(s, magician)
