"""A monster treated as 2 Fusion Materials for one Fusion Monster: compiled from the real
text of "XY-Dragon Cannon" and played on a board by a Union Fusion, the Spell "Fusion" and a
Fusion Summon by an effect."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.conftest import Board
from tests.engine.text.test_statics4 import table_of
from tests.engine.text.text_support import compiled, round_trip, unread
from validator.engine.state import ATK, SUMMONED_FUSION

XYZ = 23434  # XYZ-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head" + "Z-Metal Tank"
XY, YZ = 23436, 23438  # XY-Dragon Cannon, YZ-Tank Dragon (Fusion Monsters)
X_HEAD, Y_HEAD, Z_TANK = 23469, 23470, 23471
FUSION = 16934  # the Spell "Fusion"
SPELL = 15160  # a Normal Spell (its text made up here)
DOUBLE = (
    'This card can be treated as 2 materials, "X-Head Cannon" and "Y-Dragon Head", for the '
    'Fusion Summon of "XYZ-Dragon Cannon".'
)


def _board() -> Board:
    xy = compiled(XY, "", summoning=DOUBLE)
    xyz = compiled(XYZ, "", summoning="This card can be Union Fusioned.")
    spell = compiled(
        SPELL, "Fusion Summon by sending monsters from your hand or field to the GY as material."
    )
    return Board(table_of(xy, xyz, spell))


def test_treated_as_two_materials_for_one_fusion_monster() -> None:
    assert round_trip("summoning", DOUBLE) == DOUBLE[:-1]
    (effect,) = [e for e in compiled(XY, "", summoning=DOUBLE)["effects"]]
    assert effect["modifiers"] == [
        {"rule": "double_material", "value": [X_HEAD, Y_HEAD], "filter": {"ids": [XYZ]}}
    ]
    board = _board()
    s = board.game(cards=([Z_TANK, FUSION], []), extra=([XY, XYZ], []))
    xy, z = board.monster(s, 0, XY), board.monster(s, 0, Z_TANK)
    made = s.extra[0][0]
    a, b = sorted((xy, z))
    contacts = {v for v in verbs(s) if v.startswith("contact")}
    assert contacts == {
        f"contact {made} {position} {m} {n}" for position in (1, 2) for m, n in ((a, b), (b, a))
    }  # a Union Fusion of 2 monsters, in either order
    fusion = board.hand(s, 0, FUSION)
    assert activations(s, fusion) == [(made, a, b)]  # the Spell "Fusion" too
    play(s, f"act {fusion} {made} {a} {b}", "position 1")
    assert s.pos[made] == ATK and s.flags[made] & SUMMONED_FUSION
    assert {xy, z} <= set(s.gy[0])


def test_from_the_hand_by_an_effect_and_never_twice_one_name() -> None:
    board = _board()
    s = board.game(cards=([Z_TANK, SPELL], []), extra=([XY, XYZ, YZ], []))
    xy = board.monster(s, 0, XY)
    z = board.hand(s, 0, Z_TANK)
    spell = board.hand(s, 0, SPELL)
    made = next(c for c in s.extra[0] if s.infos[c].id == XYZ)
    play(s, f"act {spell}", "position 1")  # (the one way: no choice to make)
    assert s.pos[made] == ATK and {xy, z} <= set(s.gy[0])
    # XY-Dragon Cannon and YZ-Tank Dragon: "Y-Dragon Head" twice, no "X-Head Cannon" alone
    s = board.game(cards=([], []), extra=([XY, XYZ, YZ], []))
    board.monster(s, 0, XY)
    board.monster(s, 0, YZ)
    assert not [v for v in verbs(s) if v.startswith("contact")]


def test_near_misses_do_not_compile() -> None:
    # materials the Fusion Monster does not name, or a monster that is no Fusion Monster
    assert unread(
        XY,
        "",
        summoning='This card can be treated as 2 materials, "X-Head Cannon" and "Z-Metal Tank", '
        'for the Fusion Summon of "XY-Dragon Cannon".',
    )
    assert unread(
        XY,
        "",
        summoning='This card can be treated as 2 materials, "X-Head Cannon" and "Y-Dragon Head", '
        'for the Fusion Summon of "X-Head Cannon".',
    )
