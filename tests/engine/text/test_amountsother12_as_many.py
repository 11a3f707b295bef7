"""Exactly as many cards as the requirement chose ("Shuffle monsters from your opponent's GY
into the Deck equal to [the number of cards sent to the GY to meet the requirement]"): a pick
whose `as_many` counts the cost (`Pick.per_cost`), compiled and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, unread

MAGICIAN = 15150  # Sevens Road Magician: the monster whose made-up effect is played
SPELL = 15160  # a Normal Spell
DM = 15410  # Dark Magician
FANG = 15220  # Silver Fang
CAT = 15159  # Straynge Cat
ARCHER = 15157  # Spell Archer

COST = "Send up to 2 cards from your hand to the GY."
SHUFFLE = (
    "Shuffle monsters from your opponent's GY into the Deck equal to [the number of cards sent "
    "to the GY to meet the requirement]."
)


def _game(opp_gy: list[int]):
    board = board_playing(compiled(MAGICIAN, SHUFFLE, COST))
    s = board.game(cards=([MAGICIAN, CAT, ARCHER], opp_gy))
    magician = board.monster(s, 0, MAGICIAN)
    hand = [board.hand(s, 0, CAT), board.hand(s, 0, ARCHER)]
    gy = [board.gy(s, 1, c) for c in opp_gy]
    return s, magician, hand, gy


def test_as_many_as_the_cards_sent() -> None:
    encoding = compiled(MAGICIAN, SHUFFLE, COST)
    assert encoding["effects"][0]["picks"][1] == {
        "from": "opp_gy",
        "filter": {"kind": "monster"},
        "as_many": {"per": 1, "count": {"counter": "number", "of": "cost"}},
    }
    s, magician, hand, gy = _game([DM, FANG, SPELL])
    # two sent: exactly two shuffled (the two monsters there, no choice left)
    play(s, f"act {magician} 2 {hand[0]} {hand[1]}")
    assert gy[0] in s.deck[1] and gy[1] in s.deck[1] and s.gy[1] == [gy[2]]


def test_one_sent_one_shuffled() -> None:
    s, magician, hand, gy = _game([DM, FANG])
    play(s, f"act {magician} 1 {hand[0]}")
    assert sorted(choices(s)) == sorted([(gy[0],), (gy[1],)])  # exactly one, not up to
    play(s, f"pick {gy[1]}")
    assert s.gy[1] == [gy[0]] and gy[1] in s.deck[1]


def test_no_more_sent_than_there_are_monsters_to_shuffle() -> None:
    s, magician, hand, _ = _game([DM, SPELL])
    assert sorted(activations(s, magician)) == sorted([(1, hand[0]), (1, hand[1])])
    s, magician, _, _ = _game([SPELL])
    assert activations(s, magician) == []


def test_near_misses_are_not_read() -> None:
    # the number of cards of a place: "up to" for some cards, "exactly" for others
    text = SHUFFLE.replace(
        "the number of cards sent to the GY to meet the requirement",
        "the number of Spell Cards in your opponent's GY",
    )
    assert unread(MAGICIAN, text, COST)
    # a count of its own
    assert unread(MAGICIAN, SHUFFLE.replace("Shuffle monsters", "Shuffle 2 monsters"), COST)


REVEAL = "Reveal up to 2 Spell Cards in your hand."
SUMMON = (
    "Special Summon Level 4 or lower monsters from your GY face-up to your field equal to [the "
    "number of cards revealed to meet the requirement]."
)


def _summoning(own_field: list[int]):
    board = board_playing(compiled(MAGICIAN, SUMMON, REVEAL))
    s = board.game(cards=([MAGICIAN, *own_field, SPELL, SPELL, CAT, FANG], []))
    magician = board.monster(s, 0, MAGICIAN)
    for card_id in own_field:
        board.monster(s, 0, card_id)
    spells = [board.hand(s, 0, SPELL), board.hand(s, 0, SPELL)]
    gy = [board.gy(s, 0, CAT), board.gy(s, 0, FANG)]
    return s, magician, spells, gy


def test_as_many_summoned_as_cards_revealed() -> None:
    s, magician, spells, gy = _summoning([])
    assert sorted(len(way) for way in activations(s, magician)) == [2, 3]  # 1 or 2 revealed
    play(s, f"act {magician} 2 {spells[0]} {spells[1]}", "position 1")  # face-up Attack
    assert all(c in s.mzone[0] for c in gy) and all(c in s.hand[0] for c in spells)


def test_a_free_monster_zone_for_each() -> None:
    s, magician, _, _ = _summoning([DM])  # one Monster Zone free
    ways = activations(s, magician)
    assert ways and all(way[0] == 1 for way in ways)  # one Spell revealed, never two
