"""The `then12_pairs` production: a monster of either of two pairs of ATK and DEF chosen and
Special Summoned, compiled from a made-up clause and played on a board."""

from __future__ import annotations

from tests.engine.cards.card_support import choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine.state import DEF, OFF

SPELL = 15160  # a Normal Spell: the card that plays each made-up text
BEAVER = 17219  # Beaver Warrior: 1200 ATK/1500 DEF
CELTIC = 16111  # Celtic Guardian: 1400 ATK/1200 DEF
SANDBOX = 17839  # Mystical Sandbox: 1200 ATK/1200 DEF, neither pair

TEXT = (
    "Draw 1 card. Then, you can Special Summon 1 monster with 1200 ATK/1500 DEF or 1400 "
    "ATK/1200 DEF from your GY to your field in face-up Defense Position."
)


def test_a_monster_of_either_pair_is_summoned() -> None:
    encoding = compiled(SPELL, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "filter": {
                "any_of": [
                    {"kind": "monster", "atk": 1200, "def": 1500},
                    {"kind": "monster", "atk": 1400, "def": 1200},
                ]
            },
        }
    ]
    assert first_effect(encoding)[1] == {
        "op": "may",
        "then": [{"op": "special_summon", "target": {"pick": 0}, "position": "defense"}],
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, BEAVER, CELTIC, SANDBOX], []))
    spell = board.hand(s, 0, SPELL)
    beaver, celtic, sandbox = (board.gy(s, 0, c) for c in (BEAVER, CELTIC, SANDBOX))
    play(s, f"act {spell}")
    # (choosing a monster is accepting the optional part)
    assert sorted(choices(s)) == sorted([(beaver,), (celtic,)])  # never the 1200/1200 one
    play(s, f"pick {celtic}")
    assert s.pos[celtic] == DEF and s.pos[beaver] == OFF and sandbox in s.gy[0]


def test_no_monster_of_either_pair_leaves_the_gy_as_it_is() -> None:
    board = board_playing(compiled(SPELL, TEXT))
    s = board.game(cards=([SPELL, SANDBOX], []))
    spell = board.hand(s, 0, SPELL)
    sandbox = board.gy(s, 0, SANDBOX)
    play(s, f"act {spell}")
    assert s.resolving is None and len(s.hand[0]) == 1 and sandbox in s.gy[0]


def test_the_pairs_render_back() -> None:
    text = (
        "Special Summon 1 monster with 1200 ATK/1500 DEF or 1400 ATK/1200 DEF from your GY to "
        "your field in face-up Defense Position"
    )
    assert round_trip("op", text) == text
