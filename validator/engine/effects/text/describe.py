"""The shared sub-grammar of card descriptions: "1 face-up Level 7 or higher DARK Attribute
Spellcaster Type monster with 0 ATK, except "Sevens Road Magician"".

A description is read into a `Desc` (plain data, stored with the compiled clause so that the
clause renders back) whose parts are the words of the text in their fixed order; `to_filter`
turns it into a filter of the effect language. Reading and rendering use one token table, so
whatever is read renders back to the same words (a reading that would not is no reading).
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
    "Card": ("Card", "Cards"),
    "Monster Card": ("Monster Card", "Monster Cards"),
    "Spell/Trap": ("Spell/Trap Card", "Spell/Trap Cards"),
    "Spell": ("Spell Card", "Spell Cards"),
    "Trap": ("Trap Card", "Trap Cards"),
}
"""Each noun's singular and plural spelling; "Monster" follows a subtype ("Fusion Monster"),
"Card" follows "Legend" ("1 Legend Card")."""
_NOUN_WORDS = {
    word: (key, plural) for key, pair in NOUNS.items() for plural, word in enumerate(pair)
}
_NOUN = "|".join(re.escape(w) for w in sorted(_NOUN_WORDS, key=len, reverse=True))

_SPELL_SUBTYPES = frozenset({"Ritual", "Field", "Equip", "Normal"})
"""The subtypes a Spell Card is described by ("1 Field Spell Card")."""
_MONSTER_SUBTYPES = frozenset({"Normal", "Effect", "Fusion", "Ritual", "Maximum", "Union"})

_NOT_SUBTYPE = "Effect|Fusion|Normal|Ritual|Maximum"
"""The subtypes a monster is described as not being of ("non-Effect", "non-Fusion Monster")."""
_SEP = r"(?:, (?:or |and/or |and )?| or | and/or | and )"
_FACE = r"face-up|face-down"
_POSITION = r"Attack Position|Defense Position"
_VALUE = r"\d+(?: or (?:more|less|higher|lower|\d+))?"

RELATIONS = {
    "the same ATK with this card": ("atk", "same", "atk", "self"),
    "the same ATK as this card": ("atk", "same", "atk", "self"),
    "higher ATK than this card": ("atk", "higher", "atk", "self"),
    "lower ATK than this card": ("atk", "lower", "atk", "self"),
    "a lower original ATK than this card": ("original_atk", "lower", "atk", "self"),
    "a Level lower than this card's Level": ("level", "lower", "level", "self"),
    "a lower Level than this card's Level": ("level", "lower", "level", "self"),
    "the same Level as this card": ("level", "same", "level", "self"),
    "the same Type as this card": ("race", "same", "race", "self"),
    "the same Attribute as this card": ("attribute", "same", "attribute", "self"),
    "a lower Level than that monster's Level": ("level", "lower", "level", "that"),
    "a Level lower than that monster's Level": ("level", "lower", "level", "that"),
    "an equal or lower Level than that monster's Level": ("level", "at_most", "level", "that"),
    "the same Level as that monster": ("level", "same", "level", "that"),
    "DEF less than or equal to that monster's ATK": ("def", "at_most", "atk", "that"),
    "ATK less than or equal to that monster": ("atk", "at_most", "atk", "subject"),
    "DEF less than or equal to [that monster's ATK]": ("def", "at_most", "atk", "that"),
    "the same Type as a Normal Monster in your GY": ("race", "same", "race", "normal_gy"),
    "the same name as a face-up monster on your field": ("name", "same", "name", "own_faceup"),
    "the same Level as the monster sent to the GY to meet the requirement": (
        "level",
        "same",
        "level",
        "cost",
    ),
    "the same Attribute as the monster sent to the GY to meet the requirement": (
        "attribute",
        "same",
        "attribute",
        "cost",
    ),
}
"""The words comparing a card with this card or with "that monster" (the one the effect chose
last), and what they compare: the chosen card's fact, how (`picks.RELATIONS`), the other
card's fact, which card. "With a lower original ATK than this card" (このカードの攻撃力より低い
元々の攻撃力) compares an original ATK with this card's ATK; "with the same Type as a Normal
Monster in your GY" (自分の墓地にいる通常モンスターと同じ種族): as any of them; "with the
same Level as the monster sent to the GY to meet the requirement": as the one card the
requirement sent (its printed Level, in the GY); "with an
equal or lower Level than that monster's Level" (選んだモンスターのレベル以下のレベル): the
same Level or a lower one; "with ATK less than or equal to that monster" (そのモンスターの攻撃力
以下の攻撃力), said of the monster a Trap's event names: its ATK as the effect resolves; "with
the same name as a face-up monster on your field" (自分フィールド
の表側表示モンスターと同名の): as any of them, by its name now."""
_RELATE = "|".join(re.escape(w) for w in RELATIONS)
SAME_FACTS = {"Type": "race", "Attribute": "attribute", "Level": "level", "name": "name"}
"""The facts chosen cards may share ("with the same Type"), as a pick's `same` names them."""

_PATTERN = re.compile(
    rf"(?:(?P<count>\d+|a|an|A|An|up to \d+|all|All) )?"
    rf"(?P<other>other )?"
    rf"(?:(?P<face>{_FACE}) )?"
    rf"(?:(?P<position>{_POSITION}) )?"
    rf"(?:(?P<level_not>non-)?Level (?P<level>\d+)"
    rf"(?:(?P<level_to>-\d+)| or (?P<level_or>\d+)| or (?P<level_dir>higher|lower))? )?"
    rf"(?:(?P<face_late>{_FACE}) )?"
    rf"(?:(?P<position_late>{_POSITION}) )?"
    rf"(?:(?P<attr_not>non-)?(?P<attr>(?:{_ATTR})(?:{_SEP}(?:{_ATTR}))*) Attribute )?"
    rf"(?:(?P<legend>(?:non-)?Legend) )?"
    rf"(?:non-(?P<sub_not_early>{_NOT_SUBTYPE}) )?"
    rf"(?:(?P<race_not>non-)?(?P<race>(?:{_RACE})(?:(?:(?: Type)?{_SEP}|/)(?:{_RACE}))*) Type )?"
    rf"(?P<legend_late>Legend )?"
    rf"(?:non-(?P<sub_not>{_NOT_SUBTYPE}) )?"
    rf"(?:(?P<subtype>Normal|Effect|Fusion|Ritual|Maximum|Union|Field|Equip) )?"
    rf"(?:(?P<noun>{_NOUN})"
    rf"|(?P<names>{_NAME}(?:(?:, (?:\d+ )?{_NAME})*,? (?:or|and/or) (?:\d+ )?{_NAME})?))"
    rf"(?P<maximum_mode> in Maximum Mode)?"
    rf"(?: with a Level between (?P<between>\d+) and (?P<between_to>\d+))?"
    rf"(?: with (?:the highest (?P<highest>ATK|DEF|Level)|the lowest (?P<lowest>ATK|DEF|Level)"
    rf"|(?P<either_atk>\d+) (?P<either_original>original )?ATK"
    rf" (?:or|and/or (?P<either_def>\d+)|(?P<either_both>and)) DEF"
    rf"|(?P<stat_value>{_VALUE}) (?P<stat>original ATK|original DEF|ATK|DEF)"
    rf"(?:(?P<def_and>/| and )(?P<def_value>{_VALUE}) DEF)?))?"
    rf"(?: whose original (?:(?P<olevel_word>Level is|Levels are) (?P<olevel_value>{_VALUE})"
    rf"|name is (?P<oname>{_NAME})|Type is (?P<orace>{_RACE})))?"
    rf"(?: with the same (?P<same>Type|Attribute|Level|name))?"
    rf"(?: with (?P<relate>{_RELATE}))?"
    rf"(?:,? except (?P<except>{_NAME}|a Maximum Monster|a monster with \d+ (?:ATK|DEF)))?"
)

TAIL_KEYS = (
    "stat_value",
    "stat_dir",
    "stat_or",
    "stat",
    "def_value",
    "def_and",
    "def_dir",
    "def_or",
    "highest",
    "lowest",
    "either_atk",
    "either_def",
    "either_original",
    "either_both",
    "olevel_value",
    "olevel_dir",
    "olevel_or",
    "olevel_plural",
    "oname",
    "orace",
    "same",
    "relate",
    "except",
)
"""The keys of the words after the noun ("with 0 ATK", ", except "A"")."""


def _count(text: str | None) -> dict[str, Any]:
    if text is None:
        return {}
    text = text[:1].lower() + text[1:]  # "All ..." and "A ..." start a sentence
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


def render_names(ids: list[int], joiner: str = "or", each: str = "") -> str:
    """Quoted names joined by "or" (or "and/or", the joiner): "A", "B", or "C"; with `each`
    (a count) before every name after the first: "A" or 1 "B" (after the description's own
    count: 1 "A" or 1 "B")."""
    quoted = [f'{each + " " if each and n else ""}"{name_of(i)}"' for n, i in enumerate(ids)]
    return _listed(quoted, joiner)


def _listed(items: list[str], joiner: str) -> str:
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return f"{items[0]} {joiner} {items[1]}"
    return ", ".join(items[:-1]) + f", {joiner} " + items[-1]


def _read_list(text: str) -> tuple[list[str], str]:
    """The items of "A, B, and/or C" (or "A or B", "A and B") and the word joining them."""
    words = [sep.strip(", ") for sep in re.findall(_SEP, text)]
    joiners = [w for w in words if w]
    return re.split(_SEP, text), joiners[-1] if joiners else ""


def _read_value(text: str, prefix: str, desc: dict[str, Any]) -> None:
    """ "1500", "1500 or more", "500 or 1900" into `{prefix}_value` and its direction or
    second value."""
    value, _, rest = text.partition(" or ")
    desc[f"{prefix}_value"] = int(value)
    if rest.isdigit():
        desc[f"{prefix}_or"] = int(rest)
    elif rest:
        desc[f"{prefix}_dir"] = f"or {rest}"


def _render_value(desc: dict[str, Any], prefix: str) -> str:
    text = str(desc[f"{prefix}_value"])
    if f"{prefix}_or" in desc:
        text += f" or {desc[f'{prefix}_or']}"
    elif f"{prefix}_dir" in desc:
        text += " " + desc[f"{prefix}_dir"]
    return text


def read_desc(text: str) -> dict[str, Any]:
    """A description's parts; raises NoMatch when the words are not a description (or not
    one `render_desc` writes back word for word)."""
    match = _PATTERN.fullmatch(text)
    if match is None:
        raise NoMatch(text)
    desc = _parts(match.groupdict(), text)
    rendered = render_desc(desc).replace("Graveyard", "GY")  # as the text is normalised
    if rendered not in (text, text[:1].lower() + text[1:]):
        raise NoMatch(text)
    return desc


def _parts(g: dict[str, Any], text: str) -> dict[str, Any]:
    desc: dict[str, Any] = _count(g["count"])
    if g["other"]:
        desc["other"] = True
    for key in ("face", "position"):
        if g[key] and g[f"{key}_late"]:
            raise NoMatch(text)
        if g[key] or g[f"{key}_late"]:
            desc[key] = g[key] or g[f"{key}_late"]
    if g["face_late"] or g["position_late"]:
        desc["face_late"] = True  # "Level 7 or higher face-up monster"
    if g["subtype"]:
        desc["subtype"] = g["subtype"]
    if g["sub_not_early"] and g["sub_not"]:
        raise NoMatch(text)
    if g["sub_not_early"] or g["sub_not"]:
        desc["subtype_not"] = g["sub_not_early"] or g["sub_not"]  # "non-Effect Monster"
        if g["sub_not_early"]:
            desc["subtype_not_early"] = True  # "non-Effect Warrior Type Ritual Monster"
        if desc["subtype_not"] == desc.get("subtype"):
            raise NoMatch(text)
    if g["level"]:
        desc["level"] = int(g["level"])
        if g["level_to"]:
            desc["level_to"] = int(g["level_to"][1:])
        elif g["level_or"]:
            desc["level_or"] = int(g["level_or"])
        elif g["level_dir"]:
            desc["level_dir"] = g["level_dir"]
        if g["level_not"]:
            if any(k in desc for k in ("level_to", "level_or", "level_dir")):
                raise NoMatch(text)
            desc["level_not"] = True  # "non-Level 4"
    if g["between"]:  # "with a Level between 3 and 8": a Level 3-8 one
        if g["level"] or int(g["between"]) >= int(g["between_to"]):
            raise NoMatch(text)
        desc.update(level=int(g["between"]), level_to=int(g["between_to"]), level_between=True)
    if (g["face_late"] or g["position_late"]) and not g["level"]:
        raise NoMatch(text)
    if g["attr"]:
        attrs, joiner = _read_list(g["attr"])
        desc["attribute"] = attrs
        if joiner == "and/or":
            desc["attribute_andor"] = True  # "LIGHT and/or DARK Attribute"
        elif joiner == "and":
            desc["attribute_and"] = True  # "WIND and EARTH Attribute monsters": of either
        elif joiner not in ("or", ""):
            raise NoMatch(text)
        if g["attr_not"]:
            desc["attribute_not"] = True  # "non-WATER Attribute"
    if g["legend"] and g["legend_late"]:
        raise NoMatch(text)
    if g["legend"] == "Legend" or g["legend_late"]:
        desc["legend"] = True
        if g["legend_late"]:
            desc["legend_late"] = True  # "Warrior Type Legend monster"
    elif g["legend"]:
        desc["legend_not"] = True  # "non-Legend Spell Card"
    if g["race"]:
        races, joiner = _read_list(g["race"].replace(" Type", ""))
        if "/" in g["race"].replace("and/or", ""):
            if joiner:
                raise NoMatch(text)
            # "Fish/Sea Serpent/Aqua Type monster": a monster of any of them
            races = g["race"].split("/")
            desc["race_slash"] = True
        desc["race"] = races
        if joiner == "and":
            # "Dragon, Winged Beast, and Thunder Type monsters": monsters of any of them
            desc["race_and"] = True
        elif joiner == "and/or":
            desc["race_andor"] = True
        if " Type" in g["race"]:
            desc["race_each"] = True  # "Warrior Type and/or Winged Beast Type"
        if g["race_not"]:
            desc["race_not"] = True  # "non-Fiend Type"
    if g["noun"]:
        _noun(desc, g["noun"], text)
    else:
        _names(desc, g["names"], text)
    if desc.get("attribute_and") and not desc.get("plural"):
        raise NoMatch(text)  # one monster is of one Attribute
    if g["maximum_mode"]:  # "1 monster in Maximum Mode": a pick's (`Draft.pick`), counted
        if "count" not in desc or desc.get("article"):  # ("a monster in Maximum Mode": others')
            raise NoMatch(text)
        desc["maximum_mode"] = True
    if g["highest"]:
        desc["highest"] = g["highest"]
    if g["lowest"]:  # "with the lowest Level": the stat under "highest", so read alike
        desc.update(highest=g["lowest"], lowest=True)
    if g["either_atk"]:  # "with 2100 ATK or DEF", "with 2000 ATK and/or 2100 DEF"
        desc["either_atk"] = int(g["either_atk"])
        if g["either_original"]:
            desc["either_original"] = True  # "with 0 original ATK or DEF"
        if g["either_def"]:
            desc["either_def"] = int(g["either_def"])
        if g["either_both"]:
            desc["either_both"] = True  # "with 0 original ATK and DEF": both that much
    if g["stat_value"]:
        _read_value(g["stat_value"], "stat", desc)
        desc["stat"] = g["stat"]
        if g["def_value"]:
            if g["stat"] != "ATK":
                raise NoMatch(text)
            _read_value(g["def_value"], "def", desc)  # "with 2000 ATK/1000 or more DEF"
            if g["def_and"] == " and ":
                desc["def_and"] = True  # "with 1000 ATK and 1000 DEF": the same
    if g["olevel_value"]:  # "whose original Level is 4 or lower"
        _read_value(g["olevel_value"], "olevel", desc)
        if g["olevel_word"] == "Levels are":
            if not desc.get("plural"):
                raise NoMatch(text)  # "a monster whose original Levels are"
            desc["olevel_plural"] = True
    elif g["oname"]:  # "whose original name is "A""
        desc["oname"] = name_id(g["oname"][1:-1])
    elif g["orace"]:  # "whose original Type is Galaxy"
        desc["orace"] = g["orace"]
    if g["same"]:  # "2 monsters with the same Type": cards that share it, a pick's
        if not desc.get("plural") or desc.get("count", 0) < 2 or set(desc) & {"article", "all"}:
            raise NoMatch(text)
        desc["same"] = g["same"]
    if g["relate"]:
        desc["relate"] = g["relate"]  # "with higher ATK than this card"
    if g["except"] and g["except"].startswith("a monster with "):
        value, stat = g["except"][15:].split()  # "except a monster with 0 ATK"
        desc["except"] = {stat.lower(): int(value)}
    elif g["except"]:
        desc["except"] = (
            "maximum" if g["except"] == "a Maximum Monster" else name_id(g["except"][1:-1])
        )
    return desc


def _noun(desc: dict[str, Any], word: str, text: str) -> None:
    noun, plural = _NOUN_WORDS[word]
    subtype = desc.get("subtype")
    allowed = {
        "Spell": _SPELL_SUBTYPES,  # "Field Spell Card", "Normal Spell Card"
        "Trap": {"Normal"},  # "Normal Trap Card"
        "monster": {"Union"},  # "Union monster"
        "Monster": _MONSTER_SUBTYPES,  # "Fusion Monster"
    }.get(noun, set())
    if (subtype and subtype not in allowed) or (
        noun == "Monster" and not subtype and not desc.get("subtype_not")
    ):
        raise NoMatch(text)  # "Fusion monster", a bare "Monster", "Field Monster"
    if desc.get("subtype_not") and noun not in ("monster", "Monster"):
        raise NoMatch(text)  # "non-Effect" describes monsters
    if noun == "Card" and not desc.get("legend"):
        raise NoMatch(text)  # "Card" follows "Legend"
    desc["noun"] = noun
    if plural:
        desc["plural"] = True


def _names(desc: dict[str, Any], words: str, text: str) -> None:
    if desc.get("subtype"):
        raise NoMatch(text)
    desc["names"] = read_names(words)
    if "and/or" in re.sub(_NAME, "", words):
        desc["andor"] = True  # "A" and/or "B": a pick may take one of each
    counts = set(re.findall(r'(?:, |,? or |,? and/or )(?:(\d+) )?"', words))
    if counts == {str(desc.get("count"))} and not set(desc) & {"article", "upto", "all"}:
        desc["each"] = True  # 1 "A" or 1 "B": the count is written before each name
    elif counts - {""}:
        raise NoMatch(text)


def render_desc(desc: dict[str, Any]) -> str:
    """The words of a description, in the one order `read_desc` reads."""
    words: list[str] = []
    each = desc.get("each")
    if desc.get("all"):
        words.append("all")
    elif "count" in desc:
        count = desc.get("article") or str(desc["count"])
        words.append(f"up to {count}" if desc.get("upto") else count)
    if desc.get("other"):
        words.append("other")
    late = desc.get("face_late")
    face = [desc[key] for key in ("face", "position") if key in desc]
    if not late:
        words += face
    if "level" in desc and not desc.get("level_between"):
        level = f"{'non-' if desc.get('level_not') else ''}Level {desc['level']}"
        if "level_to" in desc:
            level += f"-{desc['level_to']}"
        elif "level_or" in desc:
            level += f" or {desc['level_or']}"
        elif "level_dir" in desc:
            level += f" or {desc['level_dir']}"
        words.append(level)
    if late:
        words += face
    if "attribute" in desc:
        non = "non-" if desc.get("attribute_not") else ""
        joiner = "and/or" if desc.get("attribute_andor") else "or"
        joiner = "and" if desc.get("attribute_and") else joiner
        words.append(non + _listed(desc["attribute"], joiner) + " Attribute")
    if desc.get("legend_not"):
        words.append("non-Legend")
    elif desc.get("legend") and not desc.get("legend_late"):
        words.append("Legend")
    not_subtype = f"non-{desc['subtype_not']}" if "subtype_not" in desc else ""
    if not_subtype and desc.get("subtype_not_early"):
        words.append(not_subtype)
    if "race" in desc:
        words.append(("non-" if desc.get("race_not") else "") + _race_words(desc) + " Type")
    if desc.get("legend_late"):
        words.append("Legend")
    if not_subtype and not desc.get("subtype_not_early"):
        words.append(not_subtype)
    if "subtype" in desc:
        words.append(desc["subtype"])
    if "noun" in desc:
        words.append(NOUNS[desc["noun"]][1 if desc.get("plural") else 0])
    else:
        joiner = "and/or" if desc.get("andor") else "or"
        words.append(render_names(desc["names"], joiner, str(desc["count"]) if each else ""))
    text = " ".join(words)
    if desc.get("maximum_mode"):
        text += " in Maximum Mode"
    if desc.get("level_between"):
        text += f" with a Level between {desc['level']} and {desc['level_to']}"
    if "highest" in desc:
        text += f" with the {'lowest' if desc.get('lowest') else 'highest'} {desc['highest']}"
    if "either_atk" in desc:
        original = "original " if desc.get("either_original") else ""
        if "either_def" in desc:
            text += f" with {desc['either_atk']} {original}ATK and/or {desc['either_def']} DEF"
        elif desc.get("either_both"):
            text += f" with {desc['either_atk']} {original}ATK and DEF"
        else:
            text += f" with {desc['either_atk']} {original}ATK or DEF"
    if "stat_value" in desc:
        text += f" with {_render_value(desc, 'stat')} {desc['stat']}"
        if "def_value" in desc:
            joiner = " and " if desc.get("def_and") else "/"
            text += f"{joiner}{_render_value(desc, 'def')} DEF"
    if "olevel_value" in desc:
        verb = "Levels are" if desc.get("olevel_plural") else "Level is"
        text += f" whose original {verb} {_render_value(desc, 'olevel')}"
    elif "oname" in desc:
        text += f' whose original name is "{name_of(desc["oname"])}"'
    elif "orace" in desc:
        text += f" whose original Type is {desc['orace']}"
    if "same" in desc:
        text += f" with the same {desc['same']}"
    if "relate" in desc:
        text += f" with {desc['relate']}"
    if "except" in desc:
        exception = desc["except"]
        if isinstance(exception, dict):
            ((stat, value),) = exception.items()
            text += f", except a monster with {value} {stat.upper()}"
        else:
            text += ", except " + (
                "a Maximum Monster" if exception == "maximum" else f'"{name_of(exception)}"'
            )
    return text


def _race_words(desc: dict[str, Any]) -> str:
    races = desc["race"]
    if desc.get("race_slash"):
        return "/".join(races)
    if desc.get("race_each"):
        races = [f"{r} Type" for r in races[:-1]] + races[-1:]
    joiner = "and" if desc.get("race_and") else "and/or" if desc.get("race_andor") else "or"
    return _listed(races, joiner)


_SUBTYPES = {
    "Fusion": "fusion",
    "Ritual": "ritual",
    "Maximum": "maximum",
    "Union": "union",
    "Field": "field",
    "Equip": "equip",
    "Normal": "normal",
}
_KIND_OF_NOUN = {
    "monster": "monster",
    "Monster": "monster",
    "Monster Card": "monster",
    "Spell": "spell",
    "Trap": "trap",
}
_DIRECTIONS = {"or more": "min", "or higher": "min", "or less": "max", "or lower": "max"}
_STAT_KEYS = {
    "ATK": "atk",
    "DEF": "def",
    "original ATK": "original_atk",
    "original DEF": "original_def",
}


def to_filter(desc: dict[str, Any]) -> dict[str, Any] | None:
    """The effect language's filter for a description (None: any card). "With the highest
    ATK" is no filter (a pick's `highest`): raises NoMatch for it."""
    if "highest" in desc:
        raise NoMatch("the highest ATK or DEF is a pick's, not a filter's")
    if "relate" in desc:
        raise NoMatch("a comparison with this card is a pick's, not a filter's")
    if "same" in desc:
        raise NoMatch("cards sharing a fact are a pick's, not a filter's")
    if "maximum_mode" in desc:
        raise NoMatch("a monster in Maximum Mode is a pick's, not a filter's")
    out: dict[str, Any] = {}
    noun = desc.get("noun")
    if noun == "Spell/Trap":
        out["kind"] = ["spell", "trap"]
    elif noun in _KIND_OF_NOUN:
        out["kind"] = _KIND_OF_NOUN[noun]
    if "names" in desc:
        out["ids"] = list(desc["names"])
    subtype = desc.get("subtype")
    if noun == "Trap":
        pass  # every Trap Card is a Normal Trap
    elif subtype == "Normal":
        if noun == "Spell":
            out["subtype"] = "normal"
        else:
            out["normal"] = True
    elif subtype == "Effect":
        out["effect_monster"] = True  # a monster with an effect (a Fusion Monster may have none)
    elif subtype:
        out["subtype"] = _SUBTYPES[subtype]
    if "subtype_not" in desc:
        _not_subtype(out, desc["subtype_not"])
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
        elif desc.get("level_not"):
            out["not_level"] = level
        else:
            out["level"] = level
    if "attribute" in desc:
        attrs = desc["attribute"]
        key = "not_attribute" if desc.get("attribute_not") else "attribute"
        out[key] = attrs[0] if len(attrs) == 1 else attrs
    if desc.get("legend"):
        out["legend"] = True
    elif desc.get("legend_not"):
        out["legend"] = False
    if "race" in desc:
        races = desc["race"]
        key = "not_race" if desc.get("race_not") else "race"
        out[key] = races[0] if len(races) == 1 else races
    if "stat_value" in desc:
        _stat_filter(out, _STAT_KEYS[desc["stat"]], desc, "stat")
        if "def_value" in desc:
            _stat_filter(out, "def", desc, "def")
    if "either_atk" in desc:  # ATK or DEF (攻撃力または守備力)
        either = desc["either_atk"]
        atk, def_ = (
            ("original_atk", "original_def") if desc.get("either_original") else ("atk", "def")
        )
        if desc.get("either_both"):  # ATK and DEF (攻撃力と守備力が共に)
            out.update({atk: either, def_: either})
        else:
            out["any_of"] = [{atk: either}, {def_: desc.get("either_def", either)}]
    if "olevel_value" in desc:
        _stat_filter(out, "original_level", desc, "olevel")
    elif "oname" in desc:
        out["original_ids"] = [desc["oname"]]
    elif "orace" in desc:
        out["original_race"] = desc["orace"]
    exception = desc.get("except")
    if exception == "maximum":
        out["subtype"] = [
            s for s in ("normal", "effect", "fusion", "ritual", "union") if s != out.get("subtype")
        ]
        if "subtype" in desc or "subtype_not" in desc:
            raise NoMatch("a subtype and except a Maximum Monster")
    elif isinstance(exception, dict):
        out["none_of"] = [dict(exception)]  # "except a monster with 0 ATK"
    elif exception is not None:
        out["not_ids"] = [exception]
    return out or None


def one_card_filter(desc: dict[str, Any]) -> dict[str, Any] | None:
    """The filter of one card: "a monster", "a Field Spell Card", ""A" or "B"" (a name, or a
    description with its article; as the card is off the field: no position). None when the
    description asks nothing of the card."""
    if desc.get("article"):
        if set(desc) & {"all", "upto", "plural", "other"}:
            raise NoMatch("one card")
    elif "names" not in desc or set(desc) & {"count", "all", "upto", "other"}:
        raise NoMatch("one card: a name, or 'a' description")
    if desc.get("face") or desc.get("position"):
        raise NoMatch("a position")
    return to_filter(desc)


_MONSTER_SUBTYPE_CODES = ("normal", "effect", "fusion", "ritual", "maximum", "union")


def _not_subtype(out: dict[str, Any], subtype: str) -> None:
    """ "non-Effect": a monster without an effect; "non-Fusion" (and the others): a monster
    of any other subtype (the subtype the description names already is one)."""
    if subtype == "Effect":
        if out.get("effect_monster"):
            raise NoMatch("an Effect Monster that is not one")
        out["effect_monster"] = False
        return
    if "subtype" in out or out.get("normal"):
        return  # "non-Maximum Fusion Monster": the Fusion Monster says it
    code = _SUBTYPES[subtype]
    out["subtype"] = [s for s in _MONSTER_SUBTYPE_CODES if s != code]


def _stat_filter(out: dict[str, Any], key: str, desc: dict[str, Any], prefix: str) -> None:
    value = desc[f"{prefix}_value"]
    if f"{prefix}_or" in desc:
        out[key] = [value, desc[f"{prefix}_or"]]
    elif f"{prefix}_dir" in desc:
        out[f"{key}_{_DIRECTIONS[desc[f'{prefix}_dir']]}"] = value
    else:
        out[key] = value
