"""The shared sub-grammar of card descriptions: "1 face-up Level 7 or higher DARK Attribute
Spellcaster Type monster with 0 ATK, except "Sevens Road Magician"".

A description is read into a `Desc` (plain data, stored with the compiled clause so that the
clause renders back) whose parts are the words of the text in their fixed order; `to_filter`
turns it into a filter of the effect language. Reading and rendering use one token table, so
whatever is read renders back to the same words.
"""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.filters import ATTRIBUTES, RACES
from validator.engine.effects.text.names import NoMatch, name_id, name_of

_ATTR = "|".join(ATTRIBUTES)
_RACE = "|".join(sorted(RACES, key=len, reverse=True))
_NAME = r'"[^"]+"'

NOUNS = {
    "monster": ("monster", "monsters"),
    "Monster": ("Monster", "Monsters"),
    "card": ("card", "cards"),
    "Spell/Trap": ("Spell/Trap Card", "Spell/Trap Cards"),
    "Spell": ("Spell Card", "Spell Cards"),
    "Trap": ("Trap Card", "Trap Cards"),
}
"""Each noun's singular and plural spelling; "Monster" follows a subtype ("Fusion Monster")."""
_NOUN_WORDS = {
    word: (key, plural) for key, pair in NOUNS.items() for plural, word in enumerate(pair)
}
_NOUN = "|".join(re.escape(w) for w in sorted(_NOUN_WORDS, key=len, reverse=True))

_SPELL_SUBTYPES = frozenset({"Ritual", "Field", "Equip"})
"""The subtypes a Spell Card is described by ("1 Field Spell Card")."""

_PATTERN = re.compile(
    rf"(?:(?P<count>\d+|a|an|up to \d+|all) )?"
    rf"(?P<other>other )?"
    rf"(?:(?P<face>face-up|face-down) )?"
    rf"(?:(?P<position>Attack Position|Defense Position) )?"
    rf"(?:Level (?P<level>\d+)"
    rf"(?:(?P<level_to>-\d+)| or (?P<level_or>\d+)| or (?P<level_dir>higher|lower))? )?"
    rf"(?:(?P<attr_not>non-)?(?P<attr>(?:{_ATTR})(?: or (?:{_ATTR}))*) Attribute )?"
    rf"(?P<legend>Legend )?"
    rf"(?:(?P<race_not>non-)?(?P<race>(?:{_RACE})(?: or (?:{_RACE}))*)"
    rf"(?P<race_list>(?:, (?:{_RACE}))*,? and (?:{_RACE}))? Type )?"
    rf"(?:(?P<subtype>Normal|Effect|Fusion|Ritual|Maximum|Field|Equip) )?"
    rf"(?:(?P<noun>{_NOUN})|(?P<names>{_NAME}(?:(?:, {_NAME})*,? (?:or|and/or) {_NAME})?))"
    rf"(?: with (?P<stat_value>\d+)(?P<stat_dir> or more| or less)?"
    rf" (?P<stat>original ATK|ATK|DEF))?"
    rf"(?:,? except (?P<except>{_NAME}|a Maximum Monster))?"
)


def _count(text: str | None) -> dict[str, Any]:
    if text is None:
        return {}
    if text in ("a", "an"):
        return {"count": 1, "article": text}
    if text == "all":
        return {"all": True}
    if text.startswith("up to "):
        return {"count": int(text[6:]), "upto": True}
    return {"count": int(text)}


def read_names(text: str) -> list[int]:
    """The card ids of a list of quoted names: "A", "B", or "C"."""
    return [name_id(name) for name in re.findall(r'"([^"]+)"', text)]


def render_names(ids: list[int], joiner: str = "or") -> str:
    """Quoted names joined by "or" (or "and/or", the joiner): "A", "B", or "C"."""
    quoted = [f'"{name_of(i)}"' for i in ids]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f"{quoted[0]} {joiner} {quoted[1]}"
    return ", ".join(quoted[:-1]) + f", {joiner} " + quoted[-1]


def read_desc(text: str) -> dict[str, Any]:
    """A description's parts; raises NoMatch when the words are not a description."""
    match = _PATTERN.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    g = match.groupdict()
    desc: dict[str, Any] = _count(g["count"])
    if g["other"]:
        desc["other"] = True
    for key in ("face", "position", "subtype", "stat_dir", "stat"):
        if g[key]:
            desc[key] = g[key].strip()
    if g["level"]:
        desc["level"] = int(g["level"])
        if g["level_to"]:
            desc["level_to"] = int(g["level_to"][1:])
        elif g["level_or"]:
            desc["level_or"] = int(g["level_or"])
        elif g["level_dir"]:
            desc["level_dir"] = g["level_dir"]
    if g["attr"]:
        desc["attribute"] = g["attr"].split(" or ")
        if g["attr_not"]:
            desc["attribute_not"] = True  # "non-WATER Attribute"
    if g["legend"]:
        desc["legend"] = True
    if g["race"]:
        desc["race"] = g["race"].split(" or ")
        if g["race_list"]:
            # "Dragon, Winged Beast, and Thunder Type monsters": monsters of any of them
            if len(desc["race"]) > 1:
                raise NoMatch(text)
            desc["race"] += [r for r in re.split(r",? and |, ", g["race_list"]) if r]
            desc["race_and"] = True
        if g["race_not"]:
            desc["race_not"] = True  # "non-Fiend Type"
    if g["noun"]:
        noun, plural = _NOUN_WORDS[g["noun"]]
        subtype = g["subtype"]
        if noun == "Spell" and subtype:
            if subtype not in _SPELL_SUBTYPES:
                raise NoMatch(text)  # a Spell is a Ritual, Field or Equip Spell
        elif (noun == "Monster") != bool(subtype) or subtype in _SPELL_SUBTYPES - {"Ritual"}:
            raise NoMatch(text)  # "Fusion monster", a bare "Monster", "Field Monster"
        desc["noun"] = noun
        if plural:
            desc["plural"] = True
    else:
        desc["names"] = read_names(g["names"])
        if "and/or" in re.sub(_NAME, "", g["names"]):
            desc["andor"] = True  # "A" and/or "B": a pick may take one of each
    if g["stat_value"]:
        desc["stat_value"] = int(g["stat_value"])
    if g["except"]:
        desc["except"] = (
            "maximum" if g["except"] == "a Maximum Monster" else name_id(g["except"][1:-1])
        )
    return desc


def render_desc(desc: dict[str, Any]) -> str:
    """The words of a description, in the one order `read_desc` reads."""
    words: list[str] = []
    if desc.get("all"):
        words.append("all")
    elif "count" in desc:
        count = desc.get("article") or str(desc["count"])
        words.append(f"up to {count}" if desc.get("upto") else count)
    if desc.get("other"):
        words.append("other")
    for key in ("face", "position"):
        if key in desc:
            words.append(desc[key])
    if "level" in desc:
        level = f"Level {desc['level']}"
        if "level_to" in desc:
            level += f"-{desc['level_to']}"
        elif "level_or" in desc:
            level += f" or {desc['level_or']}"
        elif "level_dir" in desc:
            level += f" or {desc['level_dir']}"
        words.append(level)
    if "attribute" in desc:
        non = "non-" if desc.get("attribute_not") else ""
        words.append(non + " or ".join(desc["attribute"]) + " Attribute")
    if desc.get("legend"):
        words.append("Legend")
    if "race" in desc:
        words.append(("non-" if desc.get("race_not") else "") + _race_words(desc) + " Type")
    if "subtype" in desc:
        words.append(desc["subtype"])
    if "noun" in desc:
        words.append(NOUNS[desc["noun"]][1 if desc.get("plural") else 0])
    else:
        words.append(render_names(desc["names"], "and/or" if desc.get("andor") else "or"))
    text = " ".join(words)
    if "stat_value" in desc:
        text += f" with {desc['stat_value']}{' ' + desc['stat_dir'] if 'stat_dir' in desc else ''}"
        text += f" {desc['stat']}"
    if "except" in desc:
        exception = desc["except"]
        text += ", except " + (
            "a Maximum Monster" if exception == "maximum" else f'"{name_of(exception)}"'
        )
    return text


def _race_words(desc: dict[str, Any]) -> str:
    races = desc["race"]
    if not desc.get("race_and"):
        return " or ".join(races)
    if len(races) == 2:
        return f"{races[0]} and {races[1]}"
    return ", ".join(races[:-1]) + ", and " + races[-1]


_SUBTYPES = {
    "Fusion": "fusion",
    "Ritual": "ritual",
    "Maximum": "maximum",
    "Field": "field",
    "Equip": "equip",
}
_KIND_OF_NOUN = {"monster": "monster", "Monster": "monster", "Spell": "spell", "Trap": "trap"}


def to_filter(desc: dict[str, Any]) -> dict[str, Any] | None:
    """The effect language's filter for a description (None: any card)."""
    out: dict[str, Any] = {}
    noun = desc.get("noun")
    if noun == "Spell/Trap":
        out["kind"] = ["spell", "trap"]
    elif noun in _KIND_OF_NOUN:
        out["kind"] = _KIND_OF_NOUN[noun]
    if "names" in desc:
        out["ids"] = list(desc["names"])
    subtype = desc.get("subtype")
    if subtype == "Normal":
        out["normal"] = True
    elif subtype == "Effect":
        out["normal"] = False
    elif subtype:
        out["subtype"] = _SUBTYPES[subtype]
    if "level" in desc:
        level = desc["level"]
        if "level_to" in desc:
            out["level_min"], out["level_max"] = level, desc["level_to"]
        elif "level_or" in desc:
            out["level"] = [level, desc["level_or"]]
        elif desc.get("level_dir") == "higher":
            out["level_min"] = level
        elif desc.get("level_dir") == "lower":
            out["level_max"] = level
        else:
            out["level"] = level
    if "attribute" in desc:
        attrs = desc["attribute"]
        key = "not_attribute" if desc.get("attribute_not") else "attribute"
        out[key] = attrs[0] if len(attrs) == 1 else attrs
    if desc.get("legend"):
        out["legend"] = True
    if "race" in desc:
        races = desc["race"]
        key = "not_race" if desc.get("race_not") else "race"
        out[key] = races[0] if len(races) == 1 else races
    if "stat_value" in desc:
        value, direction = desc["stat_value"], desc.get("stat_dir")
        stat = "original_atk" if desc["stat"] == "original ATK" else desc["stat"].lower()
        if direction is None:
            out[stat] = value
        elif stat == "original_atk":
            raise NoMatch("original ATK or more/less")
        else:
            out[f"{stat}_{'min' if direction == 'or more' else 'max'}"] = value
    exception = desc.get("except")
    if exception == "maximum":
        out["subtype"] = [
            s for s in ("normal", "effect", "fusion", "ritual") if s != out.get("subtype")
        ]
        if "subtype" in desc:
            raise NoMatch("a subtype and except a Maximum Monster")
    elif exception is not None:
        out["not_ids"] = [exception]
    return out or None
