"""Union monsters equipped to a named monster or a Fusion Monster that lists it as material:
compiled from made-up clauses (the facts of the XYZ Union monsters) and played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, round_trip, unread
from validator.engine import lasting
from validator.engine.state import FACEUP

X_HEAD, Y_HEAD, Z_TANK = 23469, 23470, 23471  # the X-, Y- and Z- monsters (1500 or 1800 ATK)
XY = 23436  # XY-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head"
YZ = 23438  # YZ-Tank Dragon: "Y-Dragon Head" + "Z-Metal Tank"
MASTER = 17308  # Master of the Sevens Road: a Fusion Monster listing none of them

ONE = (
    'Equip this card to 1 face-up "X-Head Cannon", or Fusion Monster that mentions it as '
    "material, on your field as an Equip Spell Card with the following effect. ●The equipped "
    "monster gains 400 ATK."
)
TWO = (
    'Equip this card to 1 face-up "X-Head Cannon", "Y-Dragon Head", or Fusion Monster that '
    "mentions either of those cards as material, on your field as an Equip Spell Card with the "
    "following effect. ●The equipped monster gains 600 ATK."
)


def test_equipped_to_the_named_monster_or_a_fusion_monster_listing_it() -> None:
    encoding = compiled(Y_HEAD, ONE)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_faceup",
            "filter": {
                "kind": "monster",
                "any_of": [{"ids": [X_HEAD]}, {"subtype": "fusion", "materials_name": [X_HEAD]}],
            },
            "not_self": True,
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([Y_HEAD, X_HEAD], []), extra=([XY], []))
    y = board.monster(s, 0, Y_HEAD)
    x, xy = board.monster(s, 0, X_HEAD), board.monster(s, 0, XY)
    play(s, f"act {y}")
    assert sorted(choices(s)) == sorted([(x,), (xy,)])
    play(s, f"pick {xy}")
    assert s.pos[y] == FACEUP and s.equip[y] == xy
    assert lasting.atk_of(s, xy) == s.infos[xy].atk + 400
    s = board.game(cards=([Y_HEAD], []), extra=([YZ, MASTER], []))
    y = board.monster(s, 0, Y_HEAD)
    board.monster(s, 0, YZ)  # lists "Y-Dragon Head", not "X-Head Cannon"
    board.monster(s, 0, MASTER)
    assert activations(s, y) == []


def test_either_of_two_names() -> None:
    board = board_playing(compiled(Z_TANK, TWO))
    s = board.game(cards=([Z_TANK, Y_HEAD], []), extra=([YZ], []))
    z = board.monster(s, 0, Z_TANK)
    y, yz = board.monster(s, 0, Y_HEAD), board.monster(s, 0, YZ)
    play(s, f"act {z}")
    assert sorted(choices(s)) == sorted([(y,), (yz,)])


def test_the_cards_referred_to_are_those_named() -> None:
    assert unread(Y_HEAD, ONE.replace("mentions it", "mentions either of those cards"))
    assert unread(Z_TANK, TWO.replace("either of those cards", "it"))
    for text in (ONE, TWO):
        sentence = text.split(". ●")[0]
        assert round_trip("sentence", sentence) == sentence
