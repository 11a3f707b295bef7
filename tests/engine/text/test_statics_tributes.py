"""The turn this card was Normal Summoned by Tributing monsters of a kind: compiled from the
text of real cards and played on a board, the Tributes judged as they stood on the field."""

from __future__ import annotations

from tests.engine.cards.card_support import play, verbs
from tests.engine.conftest import FILLER
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine.state import FACEDOWN, TRIBUTES_MET

PROGROCK = 19761  # Royal Rebel's Progrock: a Level 8 monster (2 Tributes)
WYVERN = 20613  # Contact Dark Matter Wyvern: a Level 5 monster (1 Tribute)
MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
HYDRO = 15153  # Hydro Magician: a Level 5 Spellcaster Normal Monster
FIEND = 15154  # Dark Sorcerer: a Level 4 monster (the filler)

DRAW = "Draw 1 card."


def _summoned(card: int, requirement: str, tributes: list[int], down: tuple[int, ...] = ()):
    """A game in which `card` was just Tribute Summoned with these monsters (those numbered in
    `down` face-down); the state and the summoned instance."""
    encoding = compiled(card, DRAW, requirement)
    board = board_playing(encoding)
    s = board.game(cards=([card, *tributes], []))
    placed = [board.monster(s, 0, t, FACEDOWN if i in down else 1) for i, t in enumerate(tributes)]
    summoned = board.hand(s, 0, card)
    play(s, f"summon {summoned} {' '.join(map(str, placed))}")
    return s, summoned


def test_by_tributing_a_level_5_or_higher_monster() -> None:
    text = "During the turn you Normal Summoned this card by Tributing a Level 5 or higher monster."
    assert round_trip("requirement", text) == text[:-1]
    assert compiled(PROGROCK, DRAW, text)["effects"][0]["condition"] == [
        {"cond": "tributed", "filter": {"level_min": 5}}
    ]
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, FILLER])
    assert s.flags[summoned] & TRIBUTES_MET  # one of the two was Level 5 or higher
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, text, [FILLER, FILLER])
    assert f"act {summoned}" not in verbs(s)


def test_two_monsters_of_a_kind_and_a_name() -> None:
    text = (
        "During the turn you Normal Summoned this card by Tributing 2 Level 5 or higher "
        "Spellcaster Type monsters."
    )
    assert compiled(PROGROCK, DRAW, text)["effects"][0]["condition"] == [
        {"cond": "tributed", "filter": {"level_min": 5, "race": "Spellcaster"}, "count": 2}
    ]
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, HYDRO])
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, text, [MAGICIAN, FILLER])
    assert f"act {summoned}" not in verbs(s)  # only one of them
    named = 'During the turn you Normal Summoned this card by Tributing "Hydro Magician".'
    s, summoned = _summoned(PROGROCK, named, [HYDRO, MAGICIAN])
    assert f"act {summoned}" in verbs(s)
    s, summoned = _summoned(PROGROCK, named, [MAGICIAN, MAGICIAN])
    assert f"act {summoned}" not in verbs(s)


def test_by_tributing_a_face_down_monster_with_a_cost() -> None:
    text = (
        "During the turn you Normal Summoned this card by Tributing a face-down monster, send "
        "the top card of your Deck to the GY."
    )
    encoding = compiled(WYVERN, DRAW, text)
    assert encoding["effects"][0]["condition"] == [{"cond": "tributed", "facedown": True}]
    s, summoned = _summoned(WYVERN, text, [FILLER], down=(0,))
    hand = len(s.hand[0])
    play(s, f"act {summoned}")
    assert len(s.hand[0]) == hand + 1
    s, summoned = _summoned(WYVERN, text, [FILLER])
    assert f"act {summoned}" not in verbs(s)  # a face-up Tribute


def test_the_next_turn_and_a_set_do_not_count() -> None:
    text = "During the turn you Normal Summoned this card by Tributing a face-down monster."
    s, summoned = _summoned(WYVERN, text, [FILLER], down=(0,))
    s.flags[summoned] = 0  # (what the end of the turn does)
    assert f"act {summoned}" not in verbs(s)
    encoding = compiled(WYVERN, DRAW, text)
    board = board_playing(encoding)
    s = board.game(cards=([WYVERN, FILLER], []))
    tribute = board.monster(s, 0, FILLER, FACEDOWN)
    wyvern = board.hand(s, 0, WYVERN)
    play(s, f"set {wyvern} {tribute}")
    assert not s.flags[wyvern] & TRIBUTES_MET  # a Set is no summon


def test_near_misses_do_not_compile() -> None:
    # a Spell is never Normal Summoned; a Tribute "up to" or of "all" is no description of one
    assert unread(
        15160, DRAW, "During the turn you Normal Summoned this card by Tributing a monster."
    )
    assert unread(
        PROGROCK,
        DRAW,
        "During the turn you Normal Summoned this card by Tributing up to 2 monsters.",
    )
    # an effect's own "if" is no requirement
    assert unread(
        PROGROCK,
        "If you Normal Summoned this card by Tributing a face-down monster, draw 1 card.",
    )
