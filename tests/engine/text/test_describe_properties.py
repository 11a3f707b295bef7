"""The description sub-grammar reads what it renders, and renders what it reads."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.describe import NOUNS, read_desc, render_desc, to_filter

NAMED = [15150, 16767, 15913]  # Sevens Road Magician, Monster Reborn, Trap Hole


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
            way = draw(st.sampled_from(["", "to", "or", "dir"]))
            if way == "to":
                desc["level_to"] = desc["level"] + draw(st.integers(1, 3))
            elif way == "or":
                desc["level_or"] = draw(st.integers(1, 12))
            elif way == "dir":
                desc["level_dir"] = draw(st.sampled_from(["higher", "lower"]))
        if draw(st.booleans()):
            desc["attribute"] = draw(st.lists(st.sampled_from(ATTRIBUTES), min_size=1, max_size=2))
        if draw(st.booleans()):
            desc["legend"] = True
        if draw(st.booleans()):
            desc["race"] = draw(st.lists(st.sampled_from(RACES), min_size=1, max_size=2))
        subtype = draw(st.sampled_from(["", "Normal", "Effect", "Fusion", "Ritual", "Maximum"]))
        if subtype:
            desc.update(subtype=subtype, noun="Monster")
        else:
            desc["noun"] = draw(st.sampled_from([n for n in NOUNS if n != "Monster"]))
        if draw(st.booleans()):
            desc["plural"] = True
    else:
        desc["names"] = draw(st.lists(st.sampled_from(NAMED), min_size=1, max_size=3))
    if draw(st.booleans()):
        desc["stat_value"] = draw(st.integers(0, 30)) * 100
        desc["stat"] = draw(st.sampled_from(["ATK", "DEF", "original ATK"]))
        if desc["stat"] != "original ATK" and draw(st.booleans()):
            desc["stat_dir"] = draw(st.sampled_from(["or more", "or less"]))
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
