"""The `then12_range` productions: a number of cards between two bounds (with different names),
and a later part for so many shuffled; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, offered, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
BEWD = 15184  # Blue-Eyes White Dragon
MAGICIAN = 15150  # Sevens Road Magician
SORCERER = 15154  # Dark Sorcerer

TEXT = (
    "Shuffle 2 to 3 monsters with different names from your opponent's GY into the Deck. Then, "
    "if you shuffled 3 or more monsters by this effect, draw 1 card."
)


def test_two_to_three_monsters_of_different_names() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "opp_gy",
            "n": 3,
            "upto": True,
            "filter": {"kind": "monster"},
            "min": 2,
            "distinct": "name",
        }
    ]
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster"}, "min": 3}
    ]
    for shuffled, drawn in ((3, 1), (2, 0)):
        board = board_playing(encoding)
        s = board.game(cards=([SPELL], [BEWD, BEWD, MAGICIAN, SORCERER]))
        spell = board.hand(s, 0, SPELL)
        dragons = [board.gy(s, 1, BEWD) for _ in range(2)]
        magician, sorcerer = board.gy(s, 1, MAGICIAN), board.gy(s, 1, SORCERER)
        play(s, f"act {spell}")
        ways = choices(s)
        assert {len(way) for way in ways} == {2, 3}
        assert not any(set(dragons) <= set(way) for way in ways)  # never two alike
        chosen = (dragons[0], magician, sorcerer)[:shuffled]
        play(s, "pick " + " ".join(map(str, chosen)))
        assert s.resolving is None and len(s.hand[0]) == drawn
        assert all(card in s.deck[1] for card in chosen)


def test_not_activated_without_two_names() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL], [BEWD, BEWD]))
    spell = board.hand(s, 0, SPELL)
    board.gy(s, 1, BEWD)
    board.gy(s, 1, BEWD)
    assert not offered(s, spell)


def test_so_many_shuffled_is_asked_right_after_the_shuffle() -> None:
    assert unread(
        SPELL,
        "Shuffle 2 to 3 monsters from your opponent's GY into the Deck. Then, draw 1 card. Then, "
        "if you shuffled 3 or more monsters by this effect, draw 1 card.",
    )


def test_two_to_three_cards_added() -> None:
    encoding = compiled(SPELL, 'Add 2 to 3 "Sevens Road Magician" from your GY to your hand.')
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "n": 3, "upto": True, "filter": {"ids": [MAGICIAN]}, "min": 2}
    ]
    board = board_playing(encoding)
    for copies, offered_now in ((2, True), (1, False)):
        s = board.game(cards=([SPELL, MAGICIAN, MAGICIAN], []))
        spell = board.hand(s, 0, SPELL)
        magicians = [board.gy(s, 0, MAGICIAN) for _ in range(copies)]
        assert offered(s, spell) == offered_now
        if offered_now:
            play(s, f"act {spell}")
            assert all(m in s.hand[0] for m in magicians)
