"""Fusion materials described by their properties: read from a materials text into counts and
filters (card data), matched by the Spell "Fusion", by Fusion Summons of effects and by Contact
Fusion, and the Fusion Summon clauses they no longer block."""

from __future__ import annotations

import pytest

from tests.engine.cards.card_support import activations, play, verbs
from tests.engine.text.text_support import board_playing, compiled
from validator.engine.effects.text.names import NoMatch
from validator.engine.state import ATK, DEF, FACEDOWN, SUMMONED_FUSION
from validator.sources.cards import build_cards
from validator.sources.materials import read_described, read_materials

FUSION = 16934  # the Spell "Fusion"
POT = 16372  # Pot of Greed, a Normal Spell (its text made up here)
EVE = 18372  # Galactiara Eve: a LIGHT Galaxy monster
EVE_FUSION = 18963  # "Galactiara Eve" + 1 LIGHT Attribute Galaxy Type monster
LINAC = 17483  # Transam Linac: Level 4 LIGHT Galaxy Normal Monster
OBLIVION = 17488  # Galactica Oblivion: Level 7 LIGHT Galaxy Normal Monster
SENTINEL = 17573  # Shadow Sentinel: Level 4 DARK Galaxy Normal Monster
CYBER_DRAGON = 18353  # a LIGHT Machine
OVERDRAGON = 21387  # "Cyber Dragon" + 1 or more Machine Type monsters
FALCON = 16112  # Cyber Falcon: Level 4 Machine Normal Monster
SCOOTER = 15782  # Scoop Scooter: Level 1 Machine Normal Monster
PAIR = 23183  # 2 Machine Type monsters with the same name
ALPHA = 20110  # Alpha The Magnet Warrior: Level 4 Rock Normal Monster
GAMMA = 20112  # Gamma The Magnet Warrior: Level 4 Rock Normal Monster
STONE = 17484  # Stone Dragon: Level 7 Rock Normal Monster
CAVALRY = 20107  # "Alpha The Magnet Warrior" + 1 Level 4 or lower Rock Type monster
WYNN = 23041  # Wynn the Wind Charmer
FAMILIAR = 23241  # "Wynn the Wind Charmer" + 1 WIND Attribute monster (Contact Fusion)
ARCHER = 15157  # Spell Archer: Level 3 WIND Spellcaster Normal Monster
SORCERER = 15154  # Dark Sorcerer: Level 4 DARK Spellcaster Normal Monster


# ------------------------------------------------------------------------------ reading


def test_described_parts_read_into_counts_and_filters() -> None:
    assert read_described("1 Level 7 LIGHT Attribute Galaxy Type monster") == {
        "count": 1,
        "filter": {"level": 7, "attribute": "LIGHT", "race": "Galaxy"},
    }
    assert read_described("Level 4 Galaxy Type monster") == {
        "count": 1,
        "filter": {"level": 4, "race": "Galaxy"},
    }
    assert read_described("2 or more Machine Type monsters") == {
        "count": 2,
        "filter": {"race": "Machine"},
        "more": True,
    }
    assert read_described("2 Machine Type monsters with the same name") == {
        "count": 2,
        "filter": {"race": "Machine"},
        "same_name": True,
    }
    assert read_described("2 Insect Type Effect Monsters") == {
        "count": 2,
        "filter": {"race": "Insect", "effect_monster": True},
    }
    assert read_described(
        "3 EARTH Attribute Machine Type monsters whose original ATK equals their own original DEF"
    ) == {
        "count": 3,
        "filter": {"attribute": "EARTH", "race": "Machine", "original_atk_is_def": True},
    }
    assert read_described('1 Level 4 "Harpie Lady"') == {
        "count": 1,
        "filter": {"ids": [17342], "level": 4},
    }


@pytest.mark.parametrize(
    "part",
    [
        "1 Machine Type monsters",  # a count and a plural that disagree
        "2 Machine Type monster",
        "1 Machine Type monster with the same name",
        "1 face-up Machine Type monster",  # words no material list uses
        "up to 2 Machine Type monsters",
        "1 Spell Card",
        "(TBA)",
    ],
)
def test_words_that_are_not_a_described_material(part: str) -> None:
    with pytest.raises(NoMatch):
        read_described(part)


def test_a_materials_text_keeps_only_its_described_parts() -> None:
    assert read_materials('"Cyber Dragon" + 1 Aqua Type monster + 1 Thunder Type monster') == [
        {"count": 1, "filter": {"race": "Aqua"}},
        {"count": 1, "filter": {"race": "Thunder"}},
    ]
    assert read_materials('"Cyber Dragon" + "Cyber Dragon"') == []
    assert read_materials('"Cyber Dragon" + 1 Spell Card') is None  # a part not read


def _raw(konami_id: int, name: str, type_line: str, materials: str | None = None) -> dict:
    raw = {
        "konami_id": konami_id,
        "name": {"en": name},
        "card_type": "Monster",
        "monster_type_line": type_line,
        "level": 7,
        "atk": 2000,
        "def": 2000,
        "attribute": "LIGHT",
    }
    if materials is not None:
        raw["materials"] = {"en": materials}
    return raw


def test_the_builder_keeps_described_materials_as_facts() -> None:
    raws = [
        _raw(1, "Made-up Material", "Galaxy / Effect"),
        _raw(
            2,
            "Made-up Fusion",
            "Galaxy / Fusion / Effect",
            '"Made-up Material" + 1 or more Level 7 Galaxy Type Effect Monsters',
        ),
        _raw(3, "Unread Fusion", "Galaxy / Fusion", '"Made-up Material" + 1 Spell Card'),
        _raw(4, "Unannounced Fusion", "Galaxy / Fusion / Effect", "(TBA)"),
        _raw(5, "Unknown Name Fusion", "Galaxy / Fusion", '"No Such Card" + 1 Galaxy Type monster'),
    ]
    cards, _ = build_cards(raws, [])
    made, unread, unannounced, unknown = cards[1:]
    assert made.fusion_materials == [1] and made.fusion_generic_materials
    assert [p.model_dump() for p in made.fusion_described] == [
        {
            "count": 1,
            "filter": {"level": 7, "race": "Galaxy", "effect_monster": True},
            "more": True,
            "same_name": False,
        }
    ]
    assert not unread.effect_monster and cards[0].effect_monster
    for card in (unread, unknown):  # materials text not read: generic, nothing described
        assert card.fusion_generic_materials and not card.fusion_described
    # Not announced: no materials at all (nothing can Fusion Summon it).
    assert not unannounced.fusion_generic_materials and not unannounced.fusion_materials


# ---------------------------------------------------------------- the Spell "Fusion"


def test_the_spell_fusion_offers_described_materials(board) -> None:
    s = board.game(cards=([FUSION, EVE, LINAC, SENTINEL], []), extra=([EVE_FUSION], []))
    fusion = board.hand(s, 0, FUSION)
    eve = board.monster(s, 0, EVE)
    linac = board.monster(s, 0, LINAC, DEF)
    board.monster(s, 0, SENTINEL)  # DARK: not the LIGHT Galaxy material
    made = s.extra[0][0]
    assert activations(s, fusion) == [(made, *sorted((eve, linac)))]
    play(s, f"act {fusion} {made} {min(eve, linac)} {max(eve, linac)}", "position 1")
    assert s.pos[made] == ATK and s.flags[made] & SUMMONED_FUSION
    assert {eve, linac, fusion} <= set(s.gy[0])


def test_the_named_material_is_not_also_the_described_one(board) -> None:
    # Eve is a LIGHT Galaxy monster too, but one card is one material.
    s = board.game(cards=([FUSION, EVE, SENTINEL], []), extra=([EVE_FUSION], []))
    fusion = board.hand(s, 0, FUSION)
    board.monster(s, 0, EVE)
    board.monster(s, 0, SENTINEL)
    assert activations(s, fusion) == []  # no Fusion Summon to make
    s = board.game(cards=([FUSION, EVE, EVE], []), extra=([EVE_FUSION], []))
    fusion = board.hand(s, 0, FUSION)
    first, second = board.monster(s, 0, EVE), board.monster(s, 0, EVE)
    assert activations(s, fusion) == [(s.extra[0][0], *sorted((first, second)))]


def test_or_more_materials_take_any_number_from_the_count(board) -> None:
    s = board.game(cards=([FUSION, CYBER_DRAGON, FALCON, SCOOTER], []), extra=([OVERDRAGON], []))
    fusion = board.hand(s, 0, FUSION)
    dragon = board.monster(s, 0, CYBER_DRAGON)
    falcon = board.monster(s, 0, FALCON)
    scooter = board.monster(s, 0, SCOOTER)
    made = s.extra[0][0]
    assert sorted(activations(s, fusion)) == sorted(
        [
            (made, *sorted((dragon, falcon))),
            (made, *sorted((dragon, scooter))),
            (made, *sorted((dragon, falcon, scooter))),
        ]
    )


def test_materials_with_the_same_name(board) -> None:
    s = board.game(cards=([FUSION, FALCON, FALCON, SCOOTER], []), extra=([PAIR], []))
    fusion = board.hand(s, 0, FUSION)
    first, second = board.monster(s, 0, FALCON), board.monster(s, 0, FALCON)
    board.monster(s, 0, SCOOTER)
    assert activations(s, fusion) == [(s.extra[0][0], *sorted((first, second)))]


# ------------------------------------------------------- Fusion Summons of effects

ROCKS = "Fusion Summon by sending Rock Type monsters from your hand or field to the GY as material."


def test_a_fusion_summon_clause_reaches_described_materials() -> None:
    encoding = compiled(POT, ROCKS)
    assert encoding["effects"][0]["effect"] == [
        {"op": "fusion_summon", "places": ["hand", "field"], "material": {"race": "Rock"}}
    ]
    board = board_playing(encoding)
    s = board.game(cards=([POT, ALPHA, GAMMA, GAMMA, GAMMA, STONE], []), extra=([CAVALRY], []))
    pot = board.hand(s, 0, POT)
    alpha = board.hand(s, 0, ALPHA)
    in_hand = board.hand(s, 0, GAMMA)
    board.hand(s, 0, GAMMA)  # a second copy in hand: the same material as the first
    on_field = board.monster(s, 0, GAMMA, FACEDOWN)  # face-down: a material ("field")
    board.hand(s, 0, STONE)  # Level 7: not "Level 4 or lower"
    cavalry = s.extra[0][0]
    play(s, f"act {pot}")
    ways = sorted(a.args for a in _picks(s))
    assert ways == sorted(
        [(cavalry, *sorted((alpha, in_hand))), (cavalry, *sorted((alpha, on_field)))]
    )
    play(s, f"pick {cavalry} {min(alpha, on_field)} {max(alpha, on_field)}", "position 2")
    assert s.pos[cavalry] == DEF and s.flags[cavalry] & SUMMONED_FUSION
    assert alpha in s.gy[0] and on_field in s.gy[0] and in_hand in s.hand[0]


def _picks(s):
    from validator.engine import legal_actions

    return [a for a in legal_actions(s) if a.verb == "pick"]


def test_a_count_of_materials_counts_the_described_ones() -> None:
    text = "Fusion Summon by sending 3 monsters from your hand or field to the GY as material."
    board = board_playing(compiled(POT, text))
    s = board.game(cards=([POT, CYBER_DRAGON, FALCON, SCOOTER], []), extra=([OVERDRAGON], []))
    pot = board.hand(s, 0, POT)
    cards = [board.hand(s, 0, c) for c in (CYBER_DRAGON, FALCON, SCOOTER)]
    made = s.extra[0][0]
    play(s, f"act {pot}")
    assert verbs(s) == ["position 1", "position 2"]  # one way: the 3 together
    play(s, "position 1")
    assert made in s.mzone[0] and set(cards) <= set(s.gy[0])


# ---------------------------------------------------------------------- Contact Fusion


def test_contact_fusion_with_a_described_material() -> None:
    encoding = compiled(FAMILIAR, "", summoning="This card can be Contact Fusioned.")
    board = board_playing(encoding)
    s = board.game(cards=([WYNN, ARCHER, SORCERER], []), extra=([FAMILIAR], []))
    wynn = board.monster(s, 0, WYNN)
    archer = board.monster(s, 0, ARCHER)
    board.monster(s, 0, SORCERER)  # DARK: not a WIND material
    made = s.extra[0][0]
    low, high = sorted((wynn, archer))
    contacts = [v for v in verbs(s) if v.startswith("contact")]
    assert contacts == [f"contact {made} {ATK} {low} {high}", f"contact {made} {DEF} {low} {high}"]
    play(s, contacts[0])
    assert s.pos[made] == ATK and wynn in s.deck[0] and archer in s.deck[0]
