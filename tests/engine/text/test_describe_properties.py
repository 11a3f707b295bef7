"""The description sub-grammar reads what it renders, and renders what it reads."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from validator.engine.effects.filters import ATTRIBUTES, RACES, compile_filter
from validator.engine.effects.text.describe import read_desc, render_desc, to_filter
from validator.engine.effects.text.names import NAMES_WITHOUT_CARDS, NoMatch

NAMED = [15150, 16767, 15913, *NAMES_WITHOUT_CARDS.values()]
# Sevens Road Magician, Monster Reborn, Trap Hole and a name no card bears

DIRECTIONS = ["or more", "or less", "or higher", "or lower"]
NOUN_SUBTYPES = [
    ("monster", ["", "Union"]),
    ("Monster", ["Normal", "Effect", "Fusion", "Ritual", "Maximum", "Union"]),
    ("card", [""]),
    ("Monster Card", [""]),
    ("Spell/Trap", [""]),
    ("Spell", ["", "Normal", "Ritual", "Field", "Equip"]),
    ("Trap", ["", "Normal"]),
]


@st.composite
def _value(draw: st.DrawFn, prefix: str) -> dict:
    made = {f"{prefix}_value": draw(st.integers(0, 30)) * 100}
    way = draw(st.sampled_from(["", "dir", "or"]))
    if way == "dir":
        made[f"{prefix}_dir"] = draw(st.sampled_from(DIRECTIONS))
    elif way == "or":
        made[f"{prefix}_or"] = draw(st.integers(0, 30)) * 100
    return made


def _lists(values: tuple[str, ...]) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(values), min_size=1, max_size=4)


@st.composite
def descriptions(draw: st.DrawFn) -> dict:
    desc: dict = {}
    count = draw(st.sampled_from(["none", "n", "article", "upto", "all"]))
    if count == "n":
        desc["count"] = draw(st.integers(1, 5))
    elif count == "article":
        desc.update(count=1, article=draw(st.sampled_from(["a", "an"])))
    elif count == "upto":
        desc.update(count=draw(st.integers(1, 5)), upto=True)
    elif count == "all":
        desc["all"] = True
    if draw(st.booleans()):
        desc["other"] = True
    named = draw(st.booleans())
    if not named:
        for key, values in (
            ("face", ["face-up", "face-down"]),
            ("position", ["Attack Position", "Defense Position"]),
        ):
            if draw(st.booleans()):
                desc[key] = draw(st.sampled_from(values))
        if draw(st.booleans()):
            desc["level"] = draw(st.integers(1, 12))
            way = draw(st.sampled_from(["", "to", "or", "dir", "not"]))
            if way == "to":
                desc["level_to"] = desc["level"] + draw(st.integers(1, 3))
            elif way == "or":
                desc["level_or"] = draw(st.integers(1, 12))
            elif way == "dir":
                desc["level_dir"] = draw(st.sampled_from(["higher", "lower"]))
            elif way == "not":
                desc["level_not"] = True
            if ("face" in desc or "position" in desc) and draw(st.booleans()):
                desc["face_late"] = True
        if draw(st.booleans()):
            desc["attribute"] = draw(_lists(ATTRIBUTES))
            if len(desc["attribute"]) > 1 and draw(st.booleans()):
                desc["attribute_andor"] = True
            if draw(st.booleans()):
                desc["attribute_not"] = True
        if draw(st.booleans()):
            desc["race"] = draw(_lists(RACES))
            if len(desc["race"]) > 1:
                joiner = draw(st.sampled_from(["", "race_and", "race_andor"]))
                if joiner:
                    desc[joiner] = True
                if draw(st.booleans()):
                    desc["race_each"] = True
            if draw(st.booleans()):
                desc["race_not"] = True
        legend = draw(st.sampled_from(["", "legend", "late", "not"]))
        if legend == "legend" or (legend == "late" and "race" in desc):
            desc["legend"] = True
            if legend == "late":
                desc["legend_late"] = True
        elif legend == "not":
            desc["legend_not"] = True
        if desc.get("legend") and draw(st.booleans()):
            desc["noun"] = "Card"
        else:
            noun, subtypes = draw(st.sampled_from(NOUN_SUBTYPES))
            desc["noun"] = noun
            subtype = draw(st.sampled_from(subtypes))
            if subtype:
                desc["subtype"] = subtype
        if draw(st.booleans()):
            desc["plural"] = True
    else:
        desc["names"] = draw(st.lists(st.sampled_from(NAMED), min_size=1, max_size=3))
        if len(desc["names"]) > 1 and draw(st.booleans()):
            desc["andor"] = True
        plain = set(desc) & {"count"} and not set(desc) & {"article", "upto"}
        if len(desc["names"]) > 1 and plain and draw(st.booleans()):
            desc["each"] = True
    tail = draw(st.sampled_from(["", "highest", "stat"]))
    if tail == "highest":
        desc["highest"] = draw(st.sampled_from(["ATK", "DEF"]))
    elif tail == "stat":
        desc.update(draw(_value("stat")))
        desc["stat"] = draw(st.sampled_from(["ATK", "DEF", "original ATK", "original DEF"]))
        if desc["stat"] == "ATK" and draw(st.booleans()):
            desc.update(draw(_value("def")))
    if draw(st.booleans()):
        desc["except"] = draw(st.sampled_from(["maximum", *NAMED]))
    return desc


@given(descriptions())
def test_a_rendered_description_reads_back_to_itself(desc: dict) -> None:
    assert read_desc(render_desc(desc)) == desc


@given(descriptions())
def test_a_read_description_renders_back_to_its_words(desc: dict) -> None:
    words = render_desc(desc)
    assert render_desc(read_desc(words)) == words


@given(descriptions())
def test_a_description_is_a_filter_of_the_language_or_none(desc: dict) -> None:
    try:
        chosen = to_filter(desc)
    except NoMatch:
        assert "highest" in desc or ("subtype" in desc and desc.get("except") == "maximum")
        return
    compile_filter(chosen)


def test_filters_say_what_the_words_say() -> None:
    desc = read_desc("1 face-up Level 7 or higher DARK Attribute Spellcaster Type monster")
    assert to_filter(desc) == {
        "kind": "monster",
        "level_min": 7,
        "attribute": "DARK",
        "race": "Spellcaster",
    }
    assert to_filter(read_desc("2 Spell/Trap Cards")) == {"kind": ["spell", "trap"]}
    assert to_filter(read_desc('1 "Sevens Road Magician"')) == {"ids": [15150]}
    assert to_filter(read_desc("1 monster with 1000 or less DEF")) == {
        "kind": "monster",
        "def_max": 1000,
    }


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("4 Warrior and/or Spellcaster Type monsters", {"race": ["Warrior", "Spellcaster"]}),
        (
            "up to 2 Warrior Type and/or Fairy Type Normal Monsters",
            {"normal": True, "race": ["Warrior", "Fairy"]},
        ),
        ("1 Pyro, Aqua, or Thunder Type monster", {"race": ["Pyro", "Aqua", "Thunder"]}),
        (
            "an EARTH, WATER, or FIRE Attribute monster",
            {"attribute": ["EARTH", "WATER", "FIRE"]},
        ),
        ("2 LIGHT and/or DARK Attribute monsters", {"attribute": ["LIGHT", "DARK"]}),
        ("1 monster with 2000 or 2400 ATK/1000 DEF", {"atk": [2000, 2400], "def": 1000}),
        ("1 monster with 0 ATK/2400 or more DEF", {"atk": 0, "def_min": 2400}),
        ("1 monster with 1700 or higher ATK", {"atk_min": 1700}),
        ("1 monster with 2500 or more original ATK", {"original_atk_min": 2500}),
        ("1 monster with 1000 or less original ATK", {"original_atk_max": 1000}),
        ("1 monster with 1500 original DEF", {"original_def": 1500}),
        ("1 monster with 1500 or more original DEF", {"original_def_min": 1500}),
        ("1 non-Level 4 Zombie Type monster", {"not_level": 4, "race": "Zombie"}),
        ("1 Level 7 or higher face-up monster", {"level_min": 7}),
        ("1 Warrior Type Legend monster", {"legend": True, "race": "Warrior"}),
        ("1 Fairy Type Union monster", {"subtype": "union", "race": "Fairy"}),
        ("1 Monster Card", {}),
    ],
)
def test_monster_descriptions(words: str, expected: dict) -> None:
    desc = read_desc(words)
    assert render_desc(desc) == words
    assert to_filter(desc) == {"kind": "monster", **expected}


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("1 Legend Card", {"legend": True}),
        ("1 non-Legend Spell Card", {"kind": "spell", "legend": False}),
        ("1 non-Legend Normal Spell Card", {"kind": "spell", "subtype": "normal", "legend": False}),
        ("1 Normal Trap Card", {"kind": "trap"}),
        ("1 Field Spell Card", {"kind": "spell", "subtype": "field"}),
        ('1 "Sevens Road Magician" or 1 "Trap Hole"', {"ids": [15150, 15913]}),
        ('1 "Sevens Road Magician" and/or 1 "Trap Hole"', {"ids": [15150, 15913]}),
        ('2 "OuTerverSe"', {"ids": [NAMES_WITHOUT_CARDS["OuTerverSe"]]}),
    ],
)
def test_card_descriptions(words: str, expected: dict) -> None:
    desc = read_desc(words)
    assert render_desc(desc) == words
    assert to_filter(desc) == expected


def test_a_sentence_may_start_with_a_description() -> None:
    assert read_desc("All face-up monsters") == read_desc("all face-up monsters")
    assert read_desc("A face-up monster") == read_desc("a face-up monster")


@pytest.mark.parametrize(
    "words",
    [
        "1 Dragon or Fiend or Zombie Type monster",  # not how the text lists three
        "1 Card",  # "Card" follows "Legend"
        "1 Fusion monster",
        "1 Field Monster",
        "1 Normal Spell/Trap Card",
        "1 non-Level 4 or higher monster",
        "1 Level 4 face-up Attack Position monster with the highest original ATK",
        "1 monster with 100 DEF/100 DEF",
        '1 "Sevens Road Magician" or 2 "Trap Hole"',
    ],
)
def test_words_that_are_no_description(words: str) -> None:
    with pytest.raises(NoMatch):
        read_desc(words)


def test_the_highest_is_no_filter() -> None:
    desc = read_desc("1 face-up monster with the highest ATK")
    assert desc["highest"] == "ATK"
    with pytest.raises(NoMatch):
        to_filter(desc)
