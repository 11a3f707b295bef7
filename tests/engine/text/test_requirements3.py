"""Requirements, third part: a requirement met one of several ways ("A, or B"), each a cost, a
condition or both; compiled from made-up clauses and played on a board: the activation names
the way, then the cost's choices, and pays that way only."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import FILLER, Board
from tests.engine.text.text_support import compiled, round_trip, table_playing
from validator.engine import Action, actor
from validator.engine.describe import describe
from validator.engine.effects.compile import compile_card as check_encoding
from validator.engine.effects.declare import EncodingError
from validator.engine.field import place_monster
from validator.engine.state import ATK, SET

MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster (the card that plays)
DM = 15410  # Dark Magician: Level 7 DARK Spellcaster, 2500/2100
CAT = 15159  # Straynge Cat: Level 1 EARTH Spellcaster, 0/1400
SKULL = 15781  # Summoned Skull: Level 6 DARK Fiend
POT = 16372  # Pot of Greed: a Normal Spell (the Spell that plays)
TRAP = 16768  # a Normal Trap (the Trap that plays)
FUSION = 17002  # Yamiterasu: a Fusion Monster
DRAW = "Draw 1 card."
FUSED = {"subtype": "fusion"}


def ignition(requirement: str, effect: str = DRAW) -> tuple[dict, Board]:
    encoding = compiled(MAGICIAN, effect, requirement=requirement)
    return encoding["effects"][0], Board(table_playing(encoding))


def ways_of(s, card: int) -> list[tuple[int, ...]]:
    return activations(s, card)


# ------------------------------------------------------------------ "send A or B to the GY"

SELF_OR_MILL = "Send this face-up card from your field or the top card of your Deck to the GY."


def test_this_card_or_the_top_card_are_two_ways_to_pay() -> None:
    effect, _ = ignition(SELF_OR_MILL)
    assert "cost" not in effect
    assert effect["alternatives"] == [
        {"cost": [{"op": "self_to_gy"}]},
        {"cost": [{"op": "mill", "count": 1}]},
    ]
    assert round_trip("requirement", SELF_OR_MILL) == SELF_OR_MILL.rstrip(".")


@pytest.mark.parametrize("way", [0, 1])
def test_the_way_named_is_the_one_paid(way: int) -> None:
    _, board = ignition(SELF_OR_MILL)
    s = board.game(cards=([MAGICIAN], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    assert ways_of(s, magician) == [(0,), (1,)]
    play(s, f"act {magician} {way}")
    if way == 0:  # this card sent, the Deck untouched but for the draw
        assert magician in s.gy[0] and len(s.deck[0]) == 4
    else:  # the top card sent, this card stays
        assert magician in s.mzone[0] and len(s.gy[0]) == 1 and len(s.deck[0]) == 3
    assert len(s.hand[0]) == 1


def test_a_way_the_deck_cannot_pay_is_not_offered() -> None:
    _, board = ignition(SELF_OR_MILL)
    s = board.game(cards=([MAGICIAN], []), deck_size=1)
    magician = board.monster(s, 0, MAGICIAN)
    # One card: the draw needs it, so sending it first leaves nothing to draw.
    assert ways_of(s, magician) == [(0,)]


def test_a_card_from_the_hand_or_a_face_up_one_from_the_field() -> None:
    text = (
        "Send 1 Spellcaster Type monster from your hand or 1 face-up Spellcaster Type monster "
        "from your field to the GY."
    )
    effect, board = ignition(text)
    spellcaster = {"kind": "monster", "race": "Spellcaster"}
    assert effect["picks"] == [
        {"from": "own_hand", "filter": spellcaster},
        {"from": "own_faceup", "filter": spellcaster},
    ]
    assert effect["alternatives"] == [
        {"cost": [{"op": "send", "target": {"pick": 0}}]},
        {"cost": [{"op": "send", "target": {"pick": 1}}]},
    ]
    s = board.game(cards=([MAGICIAN, DM, CAT, SKULL], []))
    magician = board.monster(s, 0, MAGICIAN)
    in_hand, skull = board.hand(s, 0, DM), board.hand(s, 0, SKULL)
    on_field = board.monster(s, 0, CAT)
    assert sorted(ways_of(s, magician)) == [
        (0, in_hand),
        (1, magician),
        (1, on_field),
    ]
    action = Action.parse(f"act {magician} 1 {on_field}")
    assert describe(s, action).endswith("(requirement 2) choosing Straynge Cat")
    play(s, str(action))
    assert on_field in s.gy[0] and in_hand in s.hand[0] and skull in s.hand[0]


def test_two_descriptions_from_one_place() -> None:
    text = (
        "Send 1 face-up Level 1 or lower monster or 1 face-up Field Spell Card from your field "
        "to the GY."
    )
    effect, _ = ignition(text)
    assert [p["from"] for p in effect["picks"][:2]] == ["own_faceup", "own_faceup_spelltraps"]
    assert round_trip("requirement", text) == text.rstrip(".")


def test_another_card_or_the_top_cards_of_the_deck() -> None:
    text = "Send 1 other card from your field or the top 2 cards of your Deck to the GY."
    effect, board = ignition(text)
    assert effect["alternatives"] == [
        {"cost": [{"op": "send", "target": {"pick": 0}}]},
        {"cost": [{"op": "mill", "count": 2}]},
    ]
    s = board.game(cards=([MAGICIAN], []), deck_size=10)
    magician = board.monster(s, 0, MAGICIAN)
    assert ways_of(s, magician) == [(1,)]  # no other card on the field
    play(s, f"act {magician} 1")
    assert len(s.gy[0]) == 2 and len(s.hand[0]) == 1


# ----------------------------------------------------------- "shuffle A or B ... into the Deck"


def test_one_named_card_or_several_monsters_from_the_gy() -> None:
    text = 'Shuffle 1 "Dark Magician" or 3 Spellcaster Type monsters from your GY into the Deck.'
    effect, board = ignition(text)
    assert effect["picks"][:2] == [
        {"from": "own_gy", "filter": {"ids": [DM]}},
        {"from": "own_gy", "n": 3, "filter": {"kind": "monster", "race": "Spellcaster"}},
    ]
    s = board.game(cards=([MAGICIAN, DM, CAT, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    cat, filler = board.gy(s, 0, CAT), board.gy(s, 0, FILLER)
    assert ways_of(s, magician) == []  # two Spellcasters, no Dark Magician
    dm = board.gy(s, 0, DM)
    assert sorted(ways_of(s, magician)) == sorted([(0, dm), (1, cat, filler, dm)])
    play(s, f"act {magician} 0 {dm}")
    assert dm in s.deck[0] and cat in s.gy[0] and filler in s.gy[0]


def test_cards_from_two_places_into_the_owners_deck() -> None:
    text = (
        "Shuffle 1 face-up Equip Spell Card from your field or 2 Spellcaster Type monsters from "
        "your GY into the owner's Deck."
    )
    effect, _ = ignition(text)
    assert [p["from"] for p in effect["picks"][:2]] == ["own_faceup_spelltraps", "own_gy"]
    assert round_trip("requirement", text) == text.rstrip(".")


# ------------------------------------------------------------------- ways said whole


def test_a_send_or_a_reveal() -> None:
    text = "Send 1 card from your hand to the GY, or reveal 1 Level 1 monster in your hand."
    effect, board = ignition(text)
    assert effect["alternatives"] == [
        {"cost": [{"op": "send", "target": {"pick": 0}}]},
        {"cost": [{"op": "reveal", "target": {"pick": 1}}]},
    ]
    s = board.game(cards=([MAGICIAN, CAT, FILLER], []))
    magician = board.monster(s, 0, MAGICIAN)
    cat, filler = board.hand(s, 0, CAT), board.hand(s, 0, FILLER)
    assert sorted(ways_of(s, magician)) == sorted([(0, cat), (0, filler), (1, cat)])
    play(s, f"act {magician} 1 {cat}")
    assert cat in s.hand[0] and filler in s.hand[0] and not s.gy[0]  # shown, not sent


def test_either_a_send_or_a_shuffle_after_a_condition() -> None:
    text = (
        "If you have 10 or more cards in your Deck, either send 1 Spellcaster Type monster from "
        "your hand to the GY or shuffle 2 Spellcaster Type monsters from your GY into the Deck."
    )
    effect, board = ignition(text)
    assert effect["condition"] == [{"cond": "deck_min", "count": 10}]
    assert [way["cost"][0]["op"] for way in effect["alternatives"]] == ["send", "to_deck"]
    s = board.game(cards=([MAGICIAN, DM, CAT], []), deck_size=10)
    magician = board.monster(s, 0, MAGICIAN)
    dm, cat = board.gy(s, 0, DM), board.gy(s, 0, CAT)
    assert ways_of(s, magician) == [(1, dm, cat)]
    play(s, f"act {magician} 1 {dm} {cat}")
    assert dm in s.deck[0] and cat in s.deck[0] and len(s.hand[0]) == 1
    s = board.game(cards=([MAGICIAN, DM, CAT], []), deck_size=9)
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, DM), board.gy(s, 0, CAT)
    assert ways_of(s, magician) == []  # the condition of every way


def test_a_condition_or_a_cost() -> None:
    text = (
        "You have a face-up Fusion Monster on your field and/or send 2 Spellcaster Type "
        "monsters from your hand to the GY."
    )
    encoding = compiled(POT, DRAW, requirement=text)
    effect = encoding["effects"][0]
    assert effect["alternatives"] == [
        {
            "condition": [
                {"cond": "has", "from": "own_faceup", "filter": {"kind": "monster", **FUSED}}
            ]
        },
        {"cost": [{"op": "send", "target": {"pick": 0}}]},
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([POT, DM, CAT], []), extra=([FUSION], []))
    pot = board.hand(s, 0, POT)
    dm, cat = board.hand(s, 0, DM), board.hand(s, 0, CAT)
    assert ways_of(s, pot) == [(1, dm, cat)]  # no Fusion Monster: only the cost
    fusion = board.take(s, 0, FUSION)
    place_monster(s, 0, fusion, ATK)
    assert sorted(ways_of(s, pot)) == [(0,), (1, dm, cat)]
    play(s, f"act {pot} 0")
    assert dm in s.hand[0] and cat in s.hand[0] and len(s.hand[0]) == 3


def test_a_trap_pays_one_way_at_its_timing() -> None:
    text = (
        "When an opponent's monster declares an attack while you have a face-up Spellcaster "
        "Type monster on your field, send 1 card from your hand to the GY, or send the top 2 "
        "cards of your Deck to the GY."
    )
    encoding = compiled(TRAP, "Negate the attack.", requirement=text)
    effect = encoding["effects"][0]
    assert effect["trigger"] == {"event": "attack", "whose": "opp"}
    assert len(effect["alternatives"]) == 2
    board = Board(table_playing(encoding))
    s = board.game(cards=([SKULL], [TRAP, CAT]))
    skull = board.monster(s, 0, SKULL)
    cat = board.monster(s, 1, CAT)
    trap = board.spell(s, 1, TRAP, SET)
    play(s, "battle", f"attack {skull} {cat}")
    assert actor(s) == 1 and activations(s, trap) == [(1,)]  # an empty hand: the Deck pays
    play(s, f"act {trap} 1")
    assert len(s.gy[1]) == 3 and cat in s.mzone[1]  # two cards and the Trap; no battle


# ------------------------------------------------------------------- what the language checks


def _encoding(alternatives: list, kind: str = "ignition") -> dict:
    return {
        "card": MAGICIAN,
        "name": "Sevens Road Magician",
        "effects": [
            {"kind": kind, "alternatives": alternatives, "effect": [{"op": "draw", "count": 1}]}
        ],
    }


def test_the_language_wants_two_ways_each_saying_something() -> None:
    mill = {"cost": [{"op": "mill", "count": 1}]}
    check_encoding(_encoding([mill, {"cost": [{"op": "self_to_gy"}]}]), "test")
    for wrong in ([mill], [mill, {}]):
        with pytest.raises(EncodingError):
            check_encoding(_encoding(wrong), "test")
    with pytest.raises(EncodingError):
        check_encoding(_encoding([mill, mill], kind="continuous"), "test")


def test_a_pick_of_no_way_is_refused() -> None:
    mill, lower = {"cost": [{"op": "mill", "count": 1}]}, {"condition": [{"cond": "lp_lower"}]}
    encoding = _encoding([mill, lower])
    encoding["effects"][0]["picks"] = [{"from": "own_hand"}]
    with pytest.raises(EncodingError):
        check_encoding(encoding, "test")


# ------------------------------------------------------------------- the top or the bottom


@pytest.mark.parametrize("way, at", [(0, -1), (1, 0)])
def test_the_top_or_the_bottom_of_the_deck_is_chosen_on_activation(way: int, at: int) -> None:
    text = "Place 1 Spellcaster Type monster from your GY on either the top or bottom of the Deck."
    effect, board = ignition(text, "This card gains 500 ATK until the end of this turn.")
    assert effect["alternatives"] == [
        {"cost": [{"op": "to_deck", "target": {"pick": 0}, "place": place}]}
        for place in ("top", "bottom")
    ]
    s = board.game(cards=([MAGICIAN, CAT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    cat = board.gy(s, 0, CAT)
    assert ways_of(s, magician) == [(0, cat), (1, cat)]
    play(s, f"act {magician} {way} {cat}")
    assert s.deck[0][at] == cat and len(s.deck[0]) == 6  # the top is the end of the list


def test_a_turn_condition_before_the_top_or_the_bottom() -> None:
    text = (
        'During a turn you have not activated "Pot of Greed", place 1 card from your hand on '
        "the top or bottom of the Deck."
    )
    effect, _ = ignition(text)
    assert effect["condition"] == [
        {"cond": "not", "condition": {"cond": "activated", "filter": {"ids": [POT]}}}
    ]
    assert [way["cost"][0]["place"] for way in effect["alternatives"]] == ["top", "bottom"]
    assert round_trip("requirement", text) == text.rstrip(".")


# -------------------------------------------------------------- a cost's cards in any order


def test_a_costs_cards_placed_in_any_order_are_ordered_as_the_effect_resolves() -> None:
    text = "Place 2 Spellcaster Type monsters from your GY on the bottom of the Deck in any order."
    effect, board = ignition(text)
    assert effect["cost"] == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "bottom", "order": "any"}
    ]
    for first in (DM, CAT):
        s = board.game(cards=([MAGICIAN, DM, CAT], []), deck_size=5)
        magician = board.monster(s, 0, MAGICIAN)
        dm, cat = board.gy(s, 0, DM), board.gy(s, 0, CAT)
        play(s, f"act {magician} {dm} {cat}")
        # Paid: both at the bottom; the order is the first thing chosen.
        assert set(s.deck[0][:2]) == {dm, cat} and not s.hand[0]
        assert sorted(choices(s)) == sorted([(dm,), (cat,)])
        chosen = dm if first == DM else cat
        play(s, f"pick {chosen}")
        other = cat if chosen == dm else dm
        # Each below the last: the first chosen is above the second, at the very bottom.
        assert s.deck[0][:2] == [other, chosen] and len(s.hand[0]) == 1


def test_copies_of_one_card_have_no_order_to_choose() -> None:
    text = "Place 2 Spellcaster Type monsters from your GY on top of the Deck in any order."
    _, board = ignition(text)
    s = board.game(cards=([MAGICIAN, CAT, CAT], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    one, two = board.gy(s, 0, CAT), board.gy(s, 0, CAT)
    play(s, f"act {magician} {one} {two}")
    assert s.resolving is None and s.hand[0][0] in (one, two)  # drawn from the top


def test_an_order_for_one_way_is_refused() -> None:
    placed = {"op": "to_deck", "target": {"pick": 0}, "place": "top", "order": "any"}
    encoding = _encoding([{"cost": [placed]}, {"cost": [{"op": "mill", "count": 1}]}])
    encoding["effects"][0]["picks"] = [{"from": "own_gy", "n": 2}]
    with pytest.raises(EncodingError):
        check_encoding(encoding, "test")


def test_one_card_of_each_description_in_any_order() -> None:
    text = (
        'Place 1 "Dark Magician", 1 "Straynge Cat", and 1 Fiend Type monster from your GY on '
        "the bottom of your Deck in any order."
    )
    effect, board = ignition(text)
    assert effect["picks"][0] == {
        "from": "own_gy",
        "n": 3,
        "upto": True,
        "min": 3,
        "filter": {"any_of": [{"ids": [DM]}, {"ids": [CAT]}, {"kind": "monster", "race": "Fiend"}]},
        "one_each": True,
    }
    assert round_trip("requirement", text) == text.rstrip(".")
    s = board.game(cards=([MAGICIAN, DM, CAT, SKULL], []), deck_size=5)
    magician = board.monster(s, 0, MAGICIAN)
    dm, cat = board.gy(s, 0, DM), board.gy(s, 0, CAT)
    assert activations(s, magician) == []  # no Fiend Type monster
    skull = board.gy(s, 0, SKULL)
    assert activations(s, magician) == [(3, dm, cat, skull)]
    play(s, f"act {magician} 3 {dm} {cat} {skull}", f"pick {skull}", f"pick {cat}")
    assert s.deck[0][:3] == [dm, cat, skull] and len(s.hand[0]) == 1


def test_cards_with_different_names_in_any_order_at_a_traps_timing() -> None:
    text = (
        "When your opponent Normal Summons a monster, place 2 Spellcaster Type monsters with "
        "different names from your GY on top of your Deck in any order."
    )
    encoding = compiled(TRAP, "Draw 1 card.", requirement=text)
    effect = encoding["effects"][0]
    assert effect["picks"][0]["distinct"] == "name"
    assert effect["cost"] == [
        {"op": "to_deck", "target": {"pick": 0}, "place": "top", "order": "any"}
    ]
    board = Board(table_playing(encoding))
    s = board.game(cards=([FILLER], [TRAP, CAT, CAT, DM]), deck_size=5)
    trap = board.spell(s, 1, TRAP, SET)
    one, two, dm = board.gy(s, 1, CAT), board.gy(s, 1, CAT), board.gy(s, 1, DM)
    filler = board.hand(s, 0, FILLER)
    play(s, f"summon {filler}")
    # (copies of one card in the GY are one choice; two copies are no different names)
    assert actor(s) == 1 and activations(s, trap) == [(one, dm)] and two in s.gy[1]
    play(s, f"act {trap} {one} {dm}", f"pick {dm}")
    # On top, each above the last: the Cat was placed last, and is drawn.
    assert s.hand[1] == [one] and s.deck[1][-1] == dm
