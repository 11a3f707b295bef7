"""The ifyou12_more productions and the excavated cards counted once placed back: each compiled
from a made-up clause and played on a board, where it applies and where it must not."""

from __future__ import annotations

from tests.engine.cards.card_support import on_top, play, verbs
from tests.engine.text.text_support import board_playing, compiled, first_effect
from validator.engine.lasting import atk_of, facts
from validator.engine.state import State

MAGICIAN = 15150  # Sevens Road Magician: the monster whose (made-up) effect is played
CAT = 15159  # Straynge Cat: EARTH Spellcaster, Level 1
SKULL = 15781  # Summoned Skull: DARK Fiend, 2500 ATK
BLAST = 15353  # Inferno Fire Blast: a Spell


def test_a_monster_changed_to_an_attribute_for_the_turn() -> None:
    encoding = compiled(
        MAGICIAN,
        "You can change 1 face-up monster on your opponent's field to LIGHT Attribute until the "
        "end of this turn.",
    )
    assert first_effect(encoding)[0]["then"] == [
        {
            "op": "change_attribute",
            "target": {"pick": 0},
            "attribute": "LIGHT",
            "until": "end_of_turn",
        }
    ]
    for accept, attribute in ((True, "LIGHT"), (False, "DARK")):
        board = board_playing(encoding)
        s = board.game(cards=([MAGICIAN], [SKULL]))
        magician, skull = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SKULL)
        play(s, f"act {magician}", f"pick {skull}" if accept else "decline")
        assert s.resolving is None and facts(s, skull).attribute == attribute


def _newsflash(top: tuple[int, ...]) -> tuple[State, int]:
    encoding = compiled(
        MAGICIAN,
        "Your opponent excavates the top 3 cards of their Deck. Your opponent places the "
        "excavated cards on the top of their Deck in any order. You can make all face-up "
        "monsters on your opponent's field lose ATK equal to [the number of excavated monsters] "
        "x 500 until the end of this turn.",
    )
    assert first_effect(encoding)[-1]["then"][0]["amount"] == {
        "per": 500,
        "count": {"counter": "number", "of": "moved", "filter": {"kind": "monster"}},
    }
    board = board_playing(encoding)
    s = board.game(cards=([MAGICIAN], [SKULL, SKULL, CAT, BLAST, BLAST]))
    magician, skull = board.monster(s, 0, MAGICIAN), board.monster(s, 1, SKULL)
    placed = on_top(s, 1, *top)
    play(s, f"act {magician}")
    while "accept" not in verbs(s):  # the opponent orders the cards placed
        play(s, verbs(s)[0])
    play(s, "accept")
    assert s.resolving is None and set(s.deck[1][-3:]) == set(placed)
    return s, skull


def test_the_excavated_monsters_counted_once_placed_back() -> None:
    s, skull = _newsflash((SKULL, CAT, BLAST))
    assert atk_of(s, skull) == 2500 - 2 * 500
    s, skull = _newsflash((BLAST, CAT, BLAST))
    assert atk_of(s, skull) == 2500 - 500
