"""The `then12_gys` productions: monsters shuffled from both GYs into their owners' Decks, and
the total of their Levels right after; compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: a Level 4 DARK Normal Monster
WOLFANG = 15156  # Magical Beast Wolfang: a Level 3 FIRE monster
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK monster

TEXT = (
    "Shuffle 2 Level 4 or lower DARK Attribute monsters from the GYs into the owner's Decks. "
    "Then, inflict damage to your opponent equal to [the total Levels of the monsters shuffled "
    "by this effect] x 200."
)


def test_monsters_of_both_gys_shuffled_and_their_levels_added() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "all_gy",
            "n": 2,
            "filter": {"kind": "monster", "level_max": 4, "attribute": "DARK"},
        }
    ]
    assert first_effect(encoding) == [
        {"op": "to_deck", "target": {"pick": 0}},
        {
            "op": "damage",
            "amount": {"per": 200, "count": {"counter": "total", "stat": "level", "of": "moved"}},
        },
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, SORCERER, MAGICIAN], [SORCERER, WOLFANG]))
    spell = board.hand(s, 0, SPELL)
    mine, magician = board.gy(s, 0, SORCERER), board.gy(s, 0, MAGICIAN)
    theirs, wolfang = board.gy(s, 1, SORCERER), board.gy(s, 1, WOLFANG)
    play(s, f"act {spell}")
    # (the two DARK Level 4 monsters are the only ones: no choice asked)
    assert s.resolving is None and mine in s.deck[0] and theirs in s.deck[1]
    assert magician in s.gy[0]  # Level 7: not chosen
    assert wolfang in s.gy[1] and s.lp[1] == 8000 - (4 + 4) * 200


def test_a_choice_among_both_gys() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL, SORCERER], [SORCERER, SORCERER]))
    spell = board.hand(s, 0, SPELL)
    board.gy(s, 0, SORCERER)
    board.gy(s, 1, SORCERER)
    board.gy(s, 1, SORCERER)
    play(s, f"act {spell}")
    assert len(choices(s)) == 3  # two of three monsters, of either GY
    play(s, "pick " + " ".join(map(str, choices(s)[0])))
    assert s.lp[1] == 8000 - 8 * 200


def test_the_levels_shuffled_are_counted_right_after_the_shuffle() -> None:
    assert unread(
        SPELL,
        "Draw 1 card. Then, inflict damage to your opponent equal to [the total Levels of the "
        "monsters shuffled by this effect] x 200.",
    )
