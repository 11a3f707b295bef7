"""Cards chosen together that share a fact ("2 monsters with the same Type"): the description,
the pick's `same`, and what may be chosen (in a requirement and in an effect), compiled from
made-up clauses and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.conftest import Board
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.names import NoMatch
from validator.engine.lasting import atk_of

SPELL = 15160  # a Normal Spell
MAGICIAN = 15150  # Sevens Road Magician: Level 7 DARK Spellcaster
WITCH = 15178  # Sevens Road Witch: Level 6 DARK Spellcaster
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster
RED_EYES = 15351  # Red-Eyes Black Dragon: Level 7 DARK Dragon
BEWD = 15184  # Blue-Eyes White Dragon: Level 8 LIGHT Dragon

SHUFFLE_TWO = "Shuffle 2 monsters with the same Type from your GY into the Deck."


def test_cards_with_the_same_fact_are_described_for_a_pick() -> None:
    desc = read_desc("2 Level 7 or higher monsters with the same Level")
    assert desc["same"] == "Level"
    assert render_desc(desc) == "2 Level 7 or higher monsters with the same Level"
    try:
        to_filter(desc)
    except NoMatch:
        pass
    else:
        raise AssertionError("a filter cannot say it")
    for text in ("1 monster with the same Type", "a monster with the same Type"):
        try:
            read_desc(text)
        except NoMatch:
            continue
        raise AssertionError(text)
    # a comparison with this card is still read as one
    assert read_desc("1 monster with the same Type as this card")["relate"]


def test_a_requirement_shuffles_monsters_that_share_a_type(board: Board) -> None:
    assert round_trip("op", SHUFFLE_TWO[:-1]) == SHUFFLE_TWO[:-1]
    encoding = compiled(SPELL, "Draw 1 card.", SHUFFLE_TWO)
    assert encoding["effects"][0]["picks"] == [
        {"from": "own_gy", "n": 2, "same": "race", "filter": {"kind": "monster"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH, RED_EYES], []))
    spell = board.hand(s, 0, SPELL)
    magician, witch = board.gy(s, 0, MAGICIAN), board.gy(s, 0, WITCH)
    board.gy(s, 0, RED_EYES)
    assert activations(s, spell) == [(magician, witch)]  # the two Spellcasters only
    play(s, f"act {spell} {magician} {witch}")
    assert magician in s.deck[0] and witch in s.deck[0] and len(s.hand[0]) == 1
    # a Spellcaster and a Dragon: no two alike
    s = board.game(cards=([SPELL, MAGICIAN, RED_EYES], []))
    spell = board.hand(s, 0, SPELL)
    board.gy(s, 0, MAGICIAN), board.gy(s, 0, RED_EYES)
    assert activations(s, spell) == []


def test_an_effect_shuffles_monsters_that_share_a_type(board: Board) -> None:
    encoding = compiled(SPELL, "Shuffle 3 monsters with the same Type from your GY into the Deck.")
    assert first_effect(encoding) == [{"op": "to_deck", "target": {"pick": 0}}]
    board = board_playing(encoding)
    # two Spellcasters and two Dragons: no three alike, no activation
    s = board.game(cards=([SPELL, MAGICIAN, WITCH, RED_EYES, BEWD, SORCERER], []))
    spell = board.hand(s, 0, SPELL)
    magician, witch = board.gy(s, 0, MAGICIAN), board.gy(s, 0, WITCH)
    board.gy(s, 0, RED_EYES), board.gy(s, 0, BEWD)
    assert activations(s, spell) == []
    sorcerer = board.gy(s, 0, SORCERER)
    assert activations(s, spell) == [()]
    play(s, f"act {spell}")  # the one way: the three Spellcasters
    assert {magician, witch, sorcerer} <= set(s.deck[0]) and len(s.gy[0]) == 3  # (and the Spell)


def test_monsters_with_the_same_attribute_gain_atk(board: Board) -> None:
    encoding = compiled(
        SPELL,
        "Make 2 face-up monsters with the same Attribute on your field gain 400 ATK until the "
        "end of this turn.",
    )
    assert encoding["effects"][0]["picks"][0]["same"] == "attribute"
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, RED_EYES, BEWD], []))
    spell = board.hand(s, 0, SPELL)
    magician, red_eyes = board.monster(s, 0, MAGICIAN), board.monster(s, 0, RED_EYES)
    bewd = board.monster(s, 0, BEWD)
    play(s, f"act {spell}")  # the one way: the DARK ones, not the LIGHT one
    assert (atk_of(s, magician), atk_of(s, red_eyes), atk_of(s, bewd)) == (2500, 2800, 3000)


def test_two_to_three_monsters_with_the_same_type_and_how_many_were_shuffled(
    board: Board,
) -> None:
    encoding = compiled(
        SPELL,
        "Shuffle 2 to 3 monsters with the same Type from your opponent's GY into the Deck. Then, "
        "if you shuffled 3 or more monsters by this effect, you can draw 1 card.",
    )
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "opp_gy",
            "n": 3,
            "upto": True,
            "same": "race",
            "filter": {"kind": "monster"},
            "min": 2,
        }
    ]
    assert first_effect(encoding)[1]["condition"] == [
        {"cond": "moved", "filter": {"kind": "monster"}, "min": 3}
    ]
    board = board_playing(encoding)
    for taken, drawn in ((3, 1), (2, 0)):
        s = board.game(cards=([SPELL], [MAGICIAN, WITCH, SORCERER, RED_EYES]))
        spell = board.hand(s, 0, SPELL)
        spellcasters = [board.gy(s, 1, card) for card in (MAGICIAN, WITCH, SORCERER)]
        red_eyes = board.gy(s, 1, RED_EYES)
        play(s, f"act {spell}")
        ways = [way for way in choices(s) if way]
        assert ways and all(red_eyes not in way for way in ways)  # the Dragon is no Spellcaster
        play(s, f"pick {' '.join(map(str, spellcasters[:taken]))}")
        if drawn:
            play(s, "accept")
        assert len(s.hand[0]) == drawn and len(s.gy[1]) == 4 - taken
