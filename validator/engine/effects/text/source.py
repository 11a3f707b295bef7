"""A card's text as the compiler reads it: fields split into numbered clauses, normalised.

The text comes from the upstream aggregate at build and update time and is dropped after
compiling; nothing here is stored. Normalising makes equal things read alike ("Graveyard" and
"GY", curly and straight quotes, spacing) so one production matches every printing of a clause.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

FIELDS = ("summoning_condition", "requirement", "effect")
"""The text fields a card's effect is read from, in the order a card reads."""

_REPLACE = (
    ("\u201c", '"'),
    ("\u201d", '"'),
    ("\u2018", "'"),
    ("\u2019", "'"),
    ("\u2013", "-"),
    ("\u2212", "-"),
    ("Graveyard", "GY"),
    ("graveyard", "GY"),
    ("\u200b", ""),  # a zero-width space or a left-to-right mark in the upstream text
    ("\u200e", ""),
    # a misprint of a quoted name: 「ケミカライズ・サラマンダー」 is "Chemicalized Salamander"
    ('"Chemicalize Salamander"', '"Chemicalized Salamander"'),
)


@dataclass(frozen=True, slots=True)
class Clause:
    """One sentence (or one "●" choice) of a field, numbered across the whole card."""

    number: int
    field: str
    text: str
    group: int = 0  # how many "●" come before it in its field (a Multi-Choice card's choice)


@dataclass(frozen=True, slots=True)
class CardText:
    """What the compiler needs of a card: its facts, its effect types and its clauses."""

    id: int
    name: str
    card_type: str  # Monster, Spell or Trap
    property: str  # Normal, Equip, Field, Ritual for Spells and Traps; "" for monsters
    effect_types: tuple[str, ...]
    clauses: tuple[Clause, ...]

    def field(self, name: str) -> tuple[Clause, ...]:
        return tuple(c for c in self.clauses if c.field == name)


def normalise(text: str) -> str:
    """One spelling for each thing: quotes, dashes, "GY", "Level", single spaces, no final
    period."""
    for old, new in _REPLACE:
        text = text.replace(old, new)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\blevel(?= \d)", "Level", text)  # a misprint: "1 level 4 monster"
    return text.rstrip(".").strip()


def sentences(text: str) -> list[str]:
    """A field's sentences and "●" choices, split outside quotes and brackets."""
    return [sentence for _, sentence in grouped_sentences(text)]


def grouped_sentences(text: str) -> list[tuple[int, str]]:
    """A field's sentences, each with the number of "●" before it (0 before the first)."""
    parts: list[tuple[int, str]] = []
    depth, quoted, start, group = 0, False, 0, 0
    for i, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif char in "[(" and not quoted:
            depth += 1
        elif char in "])" and not quoted:
            depth = max(0, depth - 1)
        elif (not quoted and depth == 0) and (
            char == "\u25cf" or (char == "." and (i + 1 == len(text) or text[i + 1] == " "))
        ):
            parts.append((group, text[start:i]))
            start = i + 1
            group += char == "\u25cf"
    parts.append((group, text[start:]))
    return [(g, normalise(p)) for g, p in parts if normalise(p)]


def clauses_of(fields: dict[str, str]) -> list[Clause]:
    """A card's numbered clauses from its English text by field (upstream field names)."""
    clauses: list[Clause] = []
    for field in FIELDS:
        english = fields.get(field)
        if not english or english.strip() in ("None", "-"):
            continue
        for group, sentence in grouped_sentences(english):
            clauses.append(Clause(len(clauses), field, sentence, group))
    return clauses


def english_fields(record: dict[str, Any]) -> dict[str, str]:
    """An upstream record's English text by field."""
    found = {}
    for field in FIELDS:
        value = record.get(field)
        if isinstance(value, dict) and isinstance(value.get("en"), str):
            found[field] = value["en"]
    return found


def card_id_of(record: dict[str, Any]) -> int | None:
    """A record's card id: its konami id, else its Yugipedia page id (cards without one)."""
    card_id = record.get("konami_id") or record.get("yugipedia_page_id")
    return card_id if isinstance(card_id, int) and not isinstance(card_id, bool) else None


def card_text(record: dict[str, Any]) -> CardText | None:
    """The compiler's view of an upstream card record; None for a card without an effect."""
    card_id = card_id_of(record)
    effect = record.get("effect") or {}
    if not card_id or not isinstance(effect, dict) or not effect.get("en"):
        return None
    name = (record.get("name") or {}).get("en") or ""
    return CardText(
        int(card_id),
        str(name),
        str(record.get("card_type") or ""),
        str(record.get("property") or ""),
        tuple(record.get("effect_types") or ()),
        tuple(clauses_of(english_fields(record))),
    )


_ROLLS = re.compile(r"\b[Rr]olls? a six-sided die")


def dice_ids(records: list[dict[str, Any]]) -> list[int]:
    """Ids of the cards with an effect that requires a die roll (`card_data/dice.json`): their
    text rolls a six-sided die ("Roll a six-sided die", "your opponent rolls a six-sided die"),
    as "a monster with an effect that requires a die roll" describes them."""
    ids = set()
    for record in records:
        card_id = card_id_of(record)
        fields = english_fields(record)
        if card_id and any(_ROLLS.search(text) for text in fields.values()):
            ids.add(int(card_id))
    return sorted(ids)


def effect_ids(records: list[dict[str, Any]]) -> list[int]:
    """Ids of the cards whose printed text has an effect (`card_data/effect_text.json`).

    Spells and Traps without the requirement/effect split (the Wai Wai Rush Party Spells) keep
    their effect in "text"; a monster's "text" is flavour text.
    """
    ids = set()
    for record in records:
        card_id = card_id_of(record)
        effect = record.get("effect") or {}
        if record.get("card_type") != "Monster" and not effect:
            effect = record.get("text") or {}
        if card_id and isinstance(effect, dict) and effect.get("en"):
            ids.add(int(card_id))
    return sorted(ids)
