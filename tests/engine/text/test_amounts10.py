"""Counted amounts of several places together, totals of printed Levels, the cards an effect has
just shuffled or sent, and "any number of" cards: each compiled from a made-up clause and
played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import (
    board_playing,
    compiled,
    first_effect,
    round_trip,
    unread,
)
from validator.engine.lasting import atk_of
from validator.engine.state import FACEDOWN, SET

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster, 2100 ATK
WOLFANG = 15156  # Magical Beast Wolfang: Level 3 FIRE Spellcaster 1100/100
FIRE_GUARDIAN = 15166  # Level 6 FIRE Dragon 2100/400
BLUE_EYES = 15184  # Blue-Eyes White Dragon: a Level 8 Dragon
BUSTER = 16307  # Buster Blader: a Level 7 Warrior
SPELL = 15160  # a Normal Spell
BLUE_MEDICINE = 15454  # "Blue Medicine": a Normal Spell
CONTINUOUS = ("Continuous",)
COST = "Pay 100 LP."


def _gains(text: str) -> dict:
    return compiled(
        MAGICIAN, f"This card gains ATK equal to {text} until the end of this turn.", COST
    )


def test_the_cards_in_both_players_hands() -> None:
    encoding = _gains("[the total number of cards in both players' hands] x 300")
    assert first_effect(encoding)[0]["amount"] == {
        "per": 300,
        "count": {
            "counter": "plus",
            "count": {"counter": "cards", "from": "own_hand"},
            "added": {"counter": "opp_hand"},
        },
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER, FILLER, WOLFANG], [FILLER, FILLER, FILLER, FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, FILLER)
    board.hand(s, 0, FILLER)
    board.monster(s, 0, WOLFANG)  # on the field: not in a hand
    for _ in range(3):
        board.hand(s, 1, FILLER)
    board.gy(s, 1, FILLER)  # in a GY: not counted
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 5 * 300


def test_both_hands_empty_count_nothing() -> None:
    board = board_playing(_gains("[the total number of cards in both players' hands] x 300"))
    s = board.game(cards=([MAGICIAN], [FILLER]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FILLER)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100


def test_the_cards_in_the_opponents_hand_and_on_their_field() -> None:
    text = "[the total number of cards in your opponent's hand and on their field] x 300"
    encoding = _gains(text)
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, FILLER], [FILLER, FILLER, WOLFANG, SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, FILLER)  # your own hand: not counted
    board.hand(s, 1, FILLER)
    board.monster(s, 1, FILLER)
    board.monster(s, 1, WOLFANG, FACEDOWN)
    board.spell(s, 1, SPELL, SET)
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 4 * 300


def test_the_total_number_in_both_gys() -> None:
    text = (
        "This card gains ATK equal to [the total number of Dragon and Warrior Type monsters in "
        "both players' GYs] x 100."
    )
    assert round_trip("static", text) == text[:-1]
    board = board_playing(compiled(MAGICIAN, text, effect_types=CONTINUOUS))
    s = board.game(cards=([MAGICIAN, BUSTER, FILLER], [BLUE_EYES, FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    board.gy(s, 0, BUSTER)
    board.gy(s, 0, FILLER)  # a Spellcaster: not counted
    board.gy(s, 1, BLUE_EYES)
    board.monster(s, 1, FIRE_GUARDIAN)  # a Dragon on the field: not counted
    assert atk_of(s, magician) == 2100 + 2 * 100


def test_the_total_original_levels_of_the_face_up_monsters() -> None:
    text = (
        "This card gains ATK equal to [the total original Levels of the face-up monsters on your "
        "field] x 300."
    )
    encoding = compiled(MAGICIAN, text, effect_types=CONTINUOUS)
    assert encoding["effects"][0]["modifiers"][0]["value"]["count"] == {
        "counter": "total",
        "stat": "original_level",
        "of": {"all": {"from": "own_faceup", "filter": {"kind": "monster"}}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WOLFANG, FILLER], [BLUE_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 0, WOLFANG)
    board.monster(s, 0, FILLER, FACEDOWN)  # face-down: not counted
    board.monster(s, 1, BLUE_EYES)  # the opponent's: not counted
    assert atk_of(s, magician) == 2100 + (7 + 3) * 300


SHUFFLE = "Shuffle up to 3 monsters from your opponent's GY into the Deck."


def test_the_monsters_shuffled_by_this_effect() -> None:
    encoding = compiled(
        MAGICIAN,
        f"{SHUFFLE} Then, this card gains ATK equal to [the number of monsters shuffled by this "
        "effect] x 500 until the end of this turn.",
        COST,
    )
    assert first_effect(encoding)[1]["amount"] == {
        "per": 500,
        "count": {"counter": "number", "of": "moved", "filter": {"kind": "monster"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, WOLFANG, BLUE_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    gy = [board.gy(s, 1, c) for c in (FILLER, WOLFANG, BLUE_EYES)]
    play(s, f"act {magician}", f"pick {gy[0]} {gy[2]}")
    assert atk_of(s, magician) == 2100 + 2 * 500
    assert s.gy[1] == [gy[1]]


def test_the_described_monsters_shuffled_count_by_their_printed_facts() -> None:
    encoding = compiled(
        SPELL,
        f"{SHUFFLE} Then, you can draw cards equal to [the number of Level 7 monsters shuffled "
        "by this effect].",
    )
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, BUSTER, FILLER]))
    spell = board.hand(s, 0, SPELL)
    gy = [board.gy(s, 1, c) for c in (MAGICIAN, BUSTER, FILLER)]
    play(s, f"act {spell}", f"pick {' '.join(map(str, gy))}", "accept")
    assert len(s.hand[0]) == 2  # two Level 7 monsters of the three


def test_shuffled_is_said_right_after_a_shuffle() -> None:
    counted = (
        "Then, this card gains ATK equal to [the number of monsters shuffled by this effect] x "
        "500 until the end of this turn."
    )
    assert unread(MAGICIAN, f"Destroy 1 monster on your opponent's field. {counted}", COST)
    shuffle_then_draw = f"{SHUFFLE} Draw 1 card. {counted}"
    assert unread(MAGICIAN, shuffle_then_draw, COST)
    placed = "Place up to 3 monsters from your opponent's GY on the bottom of the Deck."
    assert unread(MAGICIAN, f"{placed} {counted}", COST)


def test_add_any_number_of_a_name() -> None:
    encoding = compiled(
        MAGICIAN,
        'Gain 400 LP. Then, you can add any number of "Blue Medicine" from your GY to your hand.',
        COST,
    )
    pick = encoding["effects"][0]["picks"][0]
    assert pick == {
        "from": "own_gy",
        "filter": {"ids": [BLUE_MEDICINE]},
        "upto": True,
        "as_many": {
            "per": 1,
            "count": {"counter": "cards", "from": "own_gy", "filter": {"ids": [BLUE_MEDICINE]}},
        },
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, BLUE_MEDICINE, BLUE_MEDICINE, SPELL], []))
    magician = board.monster(s, 0, MAGICIAN)
    medicines = [board.gy(s, 0, BLUE_MEDICINE) for _ in range(2)]
    board.gy(s, 0, SPELL)  # another Spell: not offered
    play(s, f"act {magician}")
    assert sorted(len(c) for c in choices(s)) == [1, 2]  # one copy, or both
    play(s, f"pick {medicines[0]} {medicines[1]}")
    assert sorted(s.hand[0]) == sorted(medicines)


def test_send_any_number_then_the_total_levels_of_those_monsters() -> None:
    text = (
        "Send any number of monsters from your hand to the GY. If [the total Levels of those "
        "monsters sent to the GY by this effect] is 10 or higher, you can draw 2 cards."
    )
    encoding = compiled(SPELL, text)
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "count", "count": {"counter": "total", "stat": "level", "of": "moved"}, "min": 10}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WOLFANG, FILLER], []))
    spell = board.hand(s, 0, SPELL)
    magician, wolfang = board.hand(s, 0, MAGICIAN), board.hand(s, 0, WOLFANG)
    play(s, f"act {spell}")
    assert max(len(c) for c in choices(s)) == 2  # the two monsters in the hand
    play(s, f"pick {magician} {wolfang}", "accept")  # Levels 7 + 3
    assert len(s.hand[0]) == 2
    s = board.game(cards=([SPELL, MAGICIAN, WOLFANG], []))
    spell = board.hand(s, 0, SPELL)
    magician = board.hand(s, 0, MAGICIAN)
    board.hand(s, 0, WOLFANG)
    play(s, f"act {spell}", f"pick {magician}")  # Level 7 only: no draw
    assert len(s.hand[0]) == 1 and s.resolving is None
    # the total of cards that another step sent is not read
    assert unread(
        SPELL,
        text.replace("Send any number of", "Destroy all").replace(
            " from your hand to the GY", " on your field"
        ),
    )


DRAW_THEN_SHUFFLE = (
    "Draw cards equal to [the number of monsters revealed to meet the requirement]. Then, "
    "shuffle cards from your hand into the Deck equal to [the number of cards drawn by this "
    "effect]."
)


def test_shuffle_exactly_as_many_cards_as_drawn() -> None:
    encoding = compiled(
        MAGICIAN, DRAW_THEN_SHUFFLE, "Reveal up to 2 Level 7 monsters in your hand."
    )
    assert encoding["effects"][0]["picks"][1] == {
        "from": "own_hand",
        "as_many": {"per": 1, "count": {"counter": "number", "of": "moved"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, BUSTER, BUSTER, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    busters = [board.hand(s, 0, BUSTER), board.hand(s, 0, BUSTER)]
    board.hand(s, 0, WOLFANG)
    deck = len(s.deck[0])
    both = max(activations(s, magician), key=len)  # both Level 7 monsters revealed
    play(s, f"act {magician} {' '.join(map(str, both))}")  # 2 revealed: 2 drawn
    assert len(s.hand[0]) == 5
    assert {len(c) for c in choices(s)} == {2}  # exactly 2, never fewer nor more
    play(s, f"pick {busters[0]} {busters[1]}")
    assert len(s.hand[0]) == 3 and len(s.deck[0]) == deck and busters[0] in s.deck[0]


def test_cards_drawn_is_said_right_after_a_draw() -> None:
    shuffle = (
        "Then, shuffle cards from your hand into the Deck equal to [the number of cards drawn by "
        "this effect]."
    )
    assert unread(MAGICIAN, f"Draw 2 cards. Gain 100 LP. {shuffle}", COST)
    # any other number of cards is not read: "equal to" says "exactly" or "up to"
    other = "[the number of monsters in your GY]"
    assert unread(
        MAGICIAN,
        f"Draw 2 cards. {shuffle.replace('[the number of cards drawn by this effect]', other)}",
        COST,
    )


def test_the_cards_in_the_spell_and_trap_zones() -> None:
    encoding = _gains("[the number of cards in the Spell & Trap Zones] x 500")
    assert first_effect(encoding)[0]["amount"]["count"] == {"counter": "cards", "from": "all_szone"}
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SPELL, SPELL], [SPELL]))
    magician = board.monster(s, 0, MAGICIAN)
    board.spell(s, 0, SPELL, SET)
    board.spell(s, 1, SPELL, SET)
    board.hand(s, 0, SPELL)  # in the hand: not counted
    play(s, f"act {magician}")
    assert atk_of(s, magician) == 2100 + 2 * 500


def test_destroy_up_to_the_cards_in_your_spell_and_trap_zone() -> None:
    encoding = compiled(
        MAGICIAN,
        "You can destroy face-up cards on your opponent's field up to [the number of cards in "
        "your Spell & Trap Zone].",
        COST,
    )
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SPELL], [SPELL, WOLFANG, FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    board.spell(s, 0, SPELL, SET)  # 1 card in your Spell & Trap Zone
    theirs = [board.monster(s, 1, WOLFANG), board.monster(s, 1, FIRE_GUARDIAN)]
    board.spell(s, 1, SPELL, SET)  # your opponent's: not counted, and face-down
    play(s, f"act {magician}")
    ways = choices(s)
    assert ways and all(len(c) == 1 for c in ways)  # up to 1
    play(s, f"pick {theirs[0]}")
    assert theirs[0] in s.gy[1] and theirs[1] in s.mzone[1]


def test_send_your_entire_hand_as_the_requirement() -> None:
    encoding = compiled(
        MAGICIAN,
        "This card gains ATK equal to [the number of cards sent to the GY to meet the "
        "requirement] x 600 until the end of this turn.",
        "Send your entire hand to the GY.",
    )
    assert encoding["effects"][0]["cost"] == [
        {"op": "send", "target": {"all": {"from": "own_hand"}}}
    ]
    assert encoding["effects"][0]["condition"] == [{"cond": "has", "from": "own_hand"}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, SPELL, WOLFANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    hand = [board.hand(s, 0, SPELL), board.hand(s, 0, WOLFANG)]
    play(s, f"act {magician}")
    assert s.hand[0] == [] and all(c in s.gy[0] for c in hand)
    assert atk_of(s, magician) == 2100 + 2 * 600
    s = board.game(cards=([MAGICIAN], []))
    magician = board.monster(s, 0, MAGICIAN)
    assert activations(s, magician) == []  # an empty hand: nothing to send


def test_choose_monsters_in_the_gys() -> None:
    encoding = compiled(
        MAGICIAN,
        "Choose up to 3 monsters in the GYs. This card gains ATK equal to [the number of chosen "
        "monsters] x 200 until the end of this turn. Then, shuffle the chosen monster(s) into "
        "the owner's Deck.",
        COST,
    )
    assert encoding["effects"][0]["picks"] == [
        {"from": "all_gy", "n": 3, "upto": True, "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN, WOLFANG, SPELL], [BLUE_EYES]))
    magician = board.monster(s, 0, MAGICIAN)
    mine, theirs = board.gy(s, 0, WOLFANG), board.gy(s, 1, BLUE_EYES)
    board.gy(s, 0, SPELL)  # a Spell: not chosen
    play(s, f"act {magician}", f"pick {mine} {theirs}")
    assert atk_of(s, magician) == 2100 + 2 * 200
    assert mine in s.deck[0] and theirs in s.deck[1]


def test_add_cards_of_your_opponents_gy_to_their_hand() -> None:
    encoding = compiled(
        MAGICIAN,
        "Add Level 4 or lower monsters from your opponent's GY to their hand, up to [the number "
        "of face-up monsters on their field].",
        COST,
    )
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [FILLER, WOLFANG, BLUE_EYES, FIRE_GUARDIAN]))
    magician = board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, FIRE_GUARDIAN)  # 1 face-up monster: up to 1
    gy = [board.gy(s, 1, c) for c in (FILLER, WOLFANG, BLUE_EYES)]  # Blue-Eyes: Level 8
    play(s, f"act {magician}")
    assert sorted(choices(s)) == sorted([(gy[0],), (gy[1],)])
    play(s, f"pick {gy[1]}")
    assert s.hand[1] == [gy[1]] and s.hand[0] == []
    # your own GY is "your hand"
    assert unread(MAGICIAN, "Add 1 monster from your GY to their hand.", COST)
