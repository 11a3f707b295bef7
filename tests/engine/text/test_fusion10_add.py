"""One card of each of two descriptions added from the GY ("Add 1 "A" or "B", and 1 Ritual Spell
Card, from your GY to your hand"): compiled from a made-up clause and played."""

from __future__ import annotations

from tests.engine.cards.card_support import activations, choices, play
from tests.engine.text.text_support import board_playing, compiled, first_effect, round_trip

MEINIR = 22627  # a monster (its text made up here)
MAGICIAN, WITCH = 15150, 15178  # Sevens Road Magician and Witch
RITUAL_SPELL = 21597  # Black Magic Ritual, a Ritual Spell Card
TEXT = (
    'Add 1 "Sevens Road Magician" or "Sevens Road Witch", and 1 Ritual Spell Card, from your GY '
    "to your hand."
)


def test_one_card_of_each_description() -> None:
    encoding = compiled(MEINIR, TEXT)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "min": 2,
            "filter": {
                "any_of": [{"ids": [MAGICIAN, WITCH]}, {"kind": "spell", "subtype": "ritual"}]
            },
            "one_each": True,
        }
    ]
    assert first_effect(encoding) == [{"op": "to_hand", "target": {"pick": 0}}]
    assert round_trip("sentence", TEXT) == TEXT[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([MEINIR, WITCH, RITUAL_SPELL], []))
    meinir = board.monster(s, 0, MEINIR)
    witch, spell = board.gy(s, 0, WITCH), board.gy(s, 0, RITUAL_SPELL)
    play(s, f"act {meinir}")
    assert {witch, spell} <= set(s.hand[0])


def test_both_must_be_there() -> None:
    board = board_playing(compiled(MEINIR, TEXT))
    s = board.game(cards=([MEINIR, WITCH, MAGICIAN], []))
    meinir = board.monster(s, 0, MEINIR)
    board.gy(s, 0, WITCH)
    board.gy(s, 0, MAGICIAN)  # two of the first description, no Ritual Spell
    assert activations(s, meinir) == []


SPELL = 22030  # a Normal Spell (its text made up here)
FILLER = 15154  # Dark Sorcerer: a Level 4 Spellcaster
SUMMON = (
    'Special Summon up to 2 "Sevens Road Magician" and/or Level 6 Spellcaster Type monsters from '
    "your GY face-up to your field."
)


def test_special_summon_up_to_a_number_of_several_descriptions() -> None:
    encoding = compiled(SPELL, SUMMON)
    assert encoding["effects"][0]["picks"] == [
        {
            "from": "own_gy",
            "n": 2,
            "upto": True,
            "filter": {
                "any_of": [
                    {"ids": [MAGICIAN]},
                    {"kind": "monster", "level": 6, "race": "Spellcaster"},
                ]
            },
        }
    ]
    assert first_effect(encoding) == [
        {"op": "special_summon", "target": {"pick": 0}, "position": "faceup"}
    ]
    assert round_trip("sentence", SUMMON) == SUMMON[:-1]
    board = board_playing(encoding)
    s = board.game(cards=([SPELL, MAGICIAN, WITCH, FILLER], []))
    spell = board.hand(s, 0, SPELL)
    magician, witch = board.gy(s, 0, MAGICIAN), board.gy(s, 0, WITCH)
    board.gy(s, 0, FILLER)  # of neither description
    play(s, f"act {spell}")
    both = tuple(sorted((magician, witch)))
    assert sorted(choices(s)) == sorted([(magician,), (witch,), both])
    play(s, f"pick {both[0]} {both[1]}")
    while s.resolving is not None:
        play(s, "position 1")
    assert magician in s.mzone[0] and witch in s.mzone[0]


def test_one_card_of_either_description_is_read_as_before() -> None:
    text = (
        'Special Summon 1 "Sevens Road Magician" or 1 Level 6 Spellcaster Type monster from your '
        "hand or GY face-up to your field."
    )
    assert compiled(SPELL, text)["effects"][0]["picks"][0]["from"] == "own_hand_gy"
