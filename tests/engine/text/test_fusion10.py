"""Fusion Summons whose materials are of two kinds, counted, each from its places: compiled from
made-up clauses and played (the Fusion Monster and its materials chosen as the effect
resolves)."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip
from validator.engine.state import ATK, FACEDOWN, SUMMONED_FUSION

MAGICIAN = 15150  # Sevens Road Magician: a Level 7 DARK Spellcaster
WITCH = 15178  # Sevens Road Witch: a Level 6 DARK Spellcaster
MASTER = 17308  # Master of the Sevens Road: "Sevens Road Magician" + "Sevens Road Witch"
XYZ = 23434  # XYZ-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head" + "Z-Metal Tank"
X_HEAD, Y_HEAD, Z_TANK = 23469, 23470, 23471  # Level 4 LIGHT Machine monsters
SPELL = 22030  # Miracle Secret Arts, a Normal Spell (its text made up here)
TRIBE = 18701  # Dragon Tribe Fusion, a Normal Spell (its text made up here)

SHARED = (
    "Fusion Summon by sending 1 Level {} Spellcaster Type monster and 1 Level 6 Spellcaster "
    "Type monster from your hand and/or field to the GY as materials."
)
APART = (
    "Fusion Summon by shuffling 1 face-up Level 7 Spellcaster Type monster from your field and "
    "1 or more Spellcaster Type monsters from your GY into the owner's Deck as material."
)


def test_two_kinds_from_the_same_places() -> None:
    encoding = compiled(SPELL, SHARED.format(7))
    assert first_effect(encoding) == [
        {
            "op": "fusion_summon",
            "places": ["hand", "field"],
            "count": 2,
            "groups": [
                {"places": ["hand", "field"], "filter": {"level": 7, "race": "Spellcaster"}},
                {"places": ["hand", "field"], "filter": {"level": 6, "race": "Spellcaster"}},
            ],
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    magician = board.hand(s, 0, MAGICIAN)
    witch = board.monster(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert s.pos[master] == ATK and s.flags[master] & SUMMONED_FUSION
    assert {magician, witch} <= set(s.gy[0])


def test_materials_of_another_kind_are_no_materials() -> None:
    # A Level 5 and a Level 6 monster: the Magician (Level 7) is of neither kind.
    board = board_playing(compiled(SPELL, SHARED.format(5)))
    s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.hand(s, 0, MAGICIAN)
    board.monster(s, 0, WITCH)
    assert activations(s, spell) == []


def test_two_kinds_each_from_its_places() -> None:
    encoding = compiled(TRIBE, APART)
    assert first_effect(encoding)[0]["groups"] == [
        {"places": ["faceup"], "filter": {"level": 7, "race": "Spellcaster"}},
        {"places": ["gy"], "filter": {"race": "Spellcaster"}, "more": True},
    ]
    assert first_effect(encoding)[0]["places"] == ["faceup", "gy"]
    board = board_playing(encoding)
    s = board.game(cards=([TRIBE, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, TRIBE)
    magician = board.monster(s, 0, MAGICIAN)
    witch = board.gy(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert s.pos[master] == ATK and magician in s.deck[0] and witch in s.deck[0]


def test_a_kind_from_elsewhere_or_face_down_is_no_material() -> None:
    board = board_playing(compiled(TRIBE, APART))
    s = board.game(cards=([TRIBE, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, TRIBE)
    board.monster(s, 0, MAGICIAN)
    board.hand(s, 0, WITCH)  # in the hand, not the GY
    assert activations(s, spell) == []
    s = board.game(cards=([TRIBE, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, TRIBE)
    board.monster(s, 0, MAGICIAN, FACEDOWN)  # face-down on the field
    board.gy(s, 0, WITCH)
    assert activations(s, spell) == []


def test_or_more_of_a_kind_takes_as_many_as_the_monster_needs() -> None:
    text = (
        'Fusion Summon by sending 1 "X-Head Cannon" from your field and 2 or more Machine Type '
        "monsters from your hand to the GY as material."
    )
    encoding = compiled(SPELL, text)
    step = first_effect(encoding)[0]
    assert "count" not in step and step["groups"][1] == {
        "places": ["hand"],
        "filter": {"race": "Machine"},
        "count": 2,
        "more": True,
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, X_HEAD, Y_HEAD, Z_TANK], []), extra=([XYZ], []))
    spell = board.hand(s, 0, SPELL)
    x = board.monster(s, 0, X_HEAD)
    y, z = board.hand(s, 0, Y_HEAD), board.hand(s, 0, Z_TANK)
    xyz = s.extra[0][0]
    play(s, f"act {spell}", "position 1")  # (the one way: no choice to make)
    assert s.pos[xyz] == ATK and {x, y, z} <= set(s.gy[0])
    # "X-Head Cannon" in the hand: not from the field, so no material of the first kind
    s = board.game(cards=([SPELL, X_HEAD, Y_HEAD, Z_TANK], []), extra=([XYZ], []))
    spell = board.hand(s, 0, SPELL)
    for card in (X_HEAD, Y_HEAD, Z_TANK):
        board.hand(s, 0, card)
    assert activations(s, spell) == []


def test_a_monster_that_mentions_a_card_with_kinds_apart() -> None:
    text = (
        'Draw 1 card. Then, you can Fusion Summon 1 monster that mentions "Sevens Road Witch" as '
        "material by shuffling 1 monster on your field and 1 or more Spellcaster Type monsters "
        "in your GY into the owner's Deck as materials."
    )
    encoding = compiled(SPELL, text)
    step = first_effect(encoding)[1]["then"][0]
    assert step["monster"] == {"materials_name": [WITCH]}
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    magician = board.monster(s, 0, MAGICIAN, FACEDOWN)  # any monster on the field
    witch = board.gy(s, 0, WITCH)
    board.hand(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}")
    assert choices(s) == [(master, magician, witch)]
    play(s, f"pick {master} {magician} {witch}", "position 1")
    assert s.pos[master] == ATK and witch in s.deck[0]


def test_the_clauses_render_back() -> None:
    assert round_trip("sentence", SHARED.format(7)) == SHARED.format(7)[:-1]
    assert round_trip("sentence", APART) == APART[:-1]


EITHER = (
    "Fusion Summon by sending 1 face-up Level 7 Spellcaster Type monster from your field and 1 "
    "face-up Level 6 or lower monster from either field to the GY as material."
)


def test_a_kind_from_either_field_goes_to_its_owners_gy() -> None:
    encoding = compiled(SPELL, EITHER)
    assert first_effect(encoding)[0]["groups"][1] == {
        "places": ["faceup", "opp_faceup"],
        "filter": {"level_max": 6},
    }
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN], [WITCH]), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    magician = board.monster(s, 0, MAGICIAN)
    witch = board.monster(s, 1, WITCH)  # the opponent's
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert s.pos[master] == ATK and magician in s.gy[0] and witch in s.gy[1]
    s = board.game(cards=([SPELL, MAGICIAN], [WITCH]), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 0, MAGICIAN)
    board.monster(s, 1, WITCH, FACEDOWN)  # face-down: no material
    assert activations(s, spell) == []


def test_materials_from_among_the_face_up_monsters_on_either_field() -> None:
    text = (
        "Fusion Summon a DARK Attribute monster by sending DARK Attribute monsters from among "
        "the face-up monsters on either field to the GY as material."
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    assert first_effect(encoding) == [
        {
            "op": "fusion_summon",
            "places": ["faceup", "opp_faceup"],
            "material": {"attribute": "DARK"},
            "monster": {"attribute": "DARK"},
        }
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL], [MAGICIAN, WITCH]), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    magician, witch = board.monster(s, 1, MAGICIAN), board.monster(s, 1, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert s.pos[master] == ATK and {magician, witch} <= set(s.gy[1])
    s = board.game(cards=([SPELL, WITCH], [MAGICIAN]), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    board.monster(s, 1, MAGICIAN)
    board.hand(s, 0, WITCH)  # in the hand: not among the face-up monsters
    assert activations(s, spell) == []


XY = 23436  # XY-Dragon Cannon: "X-Head Cannon" + "Y-Dragon Head"
PLACING = (
    'Fusion Summon "XY-Dragon Cannon" by placing monsters from your field or GY on the bottom of '
    "the owner's Deck in any order as material, including this card."
)


def test_materials_placed_on_the_bottom_of_the_deck_in_the_order_chosen() -> None:
    encoding = compiled(Y_HEAD, PLACING)
    assert first_effect(encoding) == [
        {
            "op": "fusion_summon",
            "places": ["field", "gy"],
            "how": "bottom",
            "monster": {"ids": [XY]},
            "with_self": True,
        }
    ]
    board = board_playing(encoding)
    for first in (X_HEAD, Y_HEAD):
        s = board.game(cards=([X_HEAD, Y_HEAD], []), extra=([XY], []))
        y, x = board.monster(s, 0, Y_HEAD), board.gy(s, 0, X_HEAD)
        xy = s.extra[0][0]
        play(s, f"act {y}", "position 1")
        assert sorted(choices(s)) == [(x,), (y,)]  # the order: which goes first
        placed = x if first == X_HEAD else y
        play(s, f"pick {placed}")
        assert s.pos[xy] == ATK
        other = y if placed == x else x
        assert s.deck[0][:2] == [other, placed]  # the first placed is above the next


def test_placed_materials_from_elsewhere_are_none() -> None:
    board = board_playing(compiled(Y_HEAD, PLACING))
    s = board.game(cards=([X_HEAD, Y_HEAD], []), extra=([XY], []))
    y = board.monster(s, 0, Y_HEAD)
    board.hand(s, 0, X_HEAD)  # in the hand: no material
    assert activations(s, y) == []
    text = (
        "Fusion Summon a LIGHT Attribute monster by placing monsters from your field or GY as "
        "material on the bottom of their owners' Decks in any order."
    )
    assert round_trip("sentence", text) == text[:-1]
    assert round_trip("sentence", PLACING) == PLACING[:-1]


def test_materials_including_a_named_one() -> None:
    text = (
        "Fusion Summon by shuffling monsters from your field or GY into their owner's Deck as "
        'materials, including "Sevens Road Magician".'
    )
    assert round_trip("sentence", text) == text[:-1]
    encoding = compiled(SPELL, text)
    places = ["field", "gy"]
    assert first_effect(encoding)[0]["groups"] == [
        {"places": places, "filter": {"ids": [MAGICIAN]}, "more": True},
        {"places": places, "more": True},
    ]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
    spell = board.hand(s, 0, SPELL)
    magician, witch = board.gy(s, 0, MAGICIAN), board.monster(s, 0, WITCH)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 1")
    assert s.pos[master] == ATK and magician in s.deck[0] and witch in s.deck[0]


def test_materials_including_one_of_a_kind() -> None:
    text = (
        "Fusion Summon by sending Spellcaster Type monsters from your hand or field to the GY as "
        "material, including a Level {} monster."
    )
    assert first_effect(compiled(SPELL, text.format(6)))[0]["groups"][0]["filter"] == {
        "race": "Spellcaster",
        "level": 6,
    }
    for level, offered in ((6, True), (5, False)):
        board = board_playing(compiled(SPELL, text.format(level)))
        s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
        spell = board.hand(s, 0, SPELL)
        board.hand(s, 0, MAGICIAN)
        board.monster(s, 0, WITCH)
        assert bool(activations(s, spell)) == offered


def test_n_or_more_materials_of_one_kind() -> None:
    text = (
        "Fusion Summon a DARK Attribute monster by shuffling {} or more Spellcaster Type monsters "
        "from your field and/or GY into the owner's Deck as material."
    )
    assert round_trip("sentence", text.format(2)) == text.format(2)[:-1]
    assert first_effect(compiled(SPELL, text.format(2)))[0]["groups"] == [
        {"places": ["field", "gy"], "filter": {"race": "Spellcaster"}, "count": 2, "more": True}
    ]
    for least, offered in ((2, True), (3, False)):
        board = board_playing(compiled(SPELL, text.format(least)))
        s = board.game(cards=([SPELL, MAGICIAN, WITCH], []), extra=([MASTER], []))
        spell = board.hand(s, 0, SPELL)
        board.monster(s, 0, MAGICIAN)
        board.gy(s, 0, WITCH)
        assert bool(activations(s, spell)) == offered


INSTANT = 23468  # Instant Fusion, a Normal Spell (its text made up here)
WITHOUT = "Fusion Summon 1 Level {} or lower Fusion Monster without using materials."


def test_a_fusion_summon_without_materials() -> None:
    encoding = compiled(INSTANT, WITHOUT.format(9))
    assert first_effect(encoding) == [
        {"op": "fusion_summon", "monster": {"subtype": "fusion", "level_max": 9}}
    ]
    assert round_trip("sentence", WITHOUT.format(9)) == WITHOUT.format(9)[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([INSTANT], []), extra=([MASTER], []))
    spell = board.hand(s, 0, INSTANT)
    master = s.extra[0][0]
    play(s, f"act {spell}", "position 2")
    assert s.pos[master] != ATK and s.flags[master] & SUMMONED_FUSION
    board = board_playing(compiled(INSTANT, WITHOUT.format(8)))  # Master is Level 9
    s = board.game(cards=([INSTANT], []), extra=([MASTER], []))
    assert activations(s, board.hand(s, 0, INSTANT)) == []
