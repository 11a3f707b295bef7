"""The `then12_additional` production: that many more cards shuffled into the Deck after the
effect shuffled some, compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, unread

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
SORCERER = 15154  # Dark Sorcerer: a Normal Monster
BEWD = 15184  # Blue-Eyes White Dragon

TEXT = (
    "Shuffle 2 monsters from your opponent's GY into the Deck. Then, you can shuffle 2 "
    "additional monsters from your opponent's GY into the Deck."
)


def test_two_more_monsters_shuffled() -> None:
    encoding = compiled(SPELL, TEXT)
    picks = encoding["effects"][0]["picks"]
    assert picks[0] == picks[1] == {"from": "opp_gy", "n": 2, "filter": {"kind": "monster"}}
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "to_deck", "target": {"pick": 1}}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [SORCERER, SORCERER, BEWD, BEWD]))
    spell = board.hand(s, 0, SPELL)
    sorcerers = [board.gy(s, 1, SORCERER) for _ in range(2)]
    dragons = [board.gy(s, 1, BEWD) for _ in range(2)]
    play(s, f"act {spell}", "pick " + " ".join(map(str, sorcerers)))
    assert choices(s) == [tuple(dragons)]  # the two left: the two shuffled are in the Deck
    play(s, "pick " + " ".join(map(str, dragons)))
    assert s.resolving is None and not s.gy[1]


def test_too_few_left_for_the_additional_ones() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL], [SORCERER, SORCERER, BEWD]))
    spell = board.hand(s, 0, SPELL)
    sorcerers = [board.gy(s, 1, SORCERER) for _ in range(2)]
    dragon = board.gy(s, 1, BEWD)
    play(s, f"act {spell}", "pick " + " ".join(map(str, sorcerers)))
    assert s.resolving is None and s.gy[1] == [dragon]


def test_additional_cards_need_cards_shuffled_before() -> None:
    assert unread(
        SPELL,
        "Draw 1 card. Then, you can shuffle 2 additional monsters from your opponent's GY into "
        "the Deck.",
    )
