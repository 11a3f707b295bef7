"""Card text in, an encoding of the effect language out; or the clauses no production reads.

Each clause is read by the productions of its field's category (`clauses.py`). A clause with an
override (`card_data/effects/overrides.json`, keyed by card id and clause number) takes the
override's parts instead of being read. A card is compiled only when every clause is read or
overridden; otherwise it is missing, with each clause that failed recorded as a template (names
and numbers abstracted), never silently dropped.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from validator.engine.effects.text import productions as _productions  # noqa: F401 (declares them)
from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import Parse, build, read_each, render
from validator.engine.effects.text.names import NoMatch
from validator.engine.effects.text.source import CardText, Clause, normalise

SPELL_KINDS = {"Normal": "spell", "Equip": "equip", "Field": "field", "Ritual": "ritual"}
OVERRIDE_PARTS = ("condition", "picks", "cost", "effect", "modifiers", "trigger", "equip", "extra")


@dataclass
class Compiled:
    """What the compiler made of one card."""

    card: CardText
    encoding: dict[str, Any] | None = None
    clauses: list[dict[str, Any]] = field(default_factory=list)
    missing: list[dict[str, Any]] = field(default_factory=list)
    overridden: int = 0


def effect_kind(card: CardText) -> str:
    """The kind of a card's main effect."""
    if card.card_type == "Trap":
        return "trap"
    if card.card_type == "Spell":
        return SPELL_KINDS.get(card.property, "spell")
    return "continuous" if "Continuous" in card.effect_types else "ignition"


def category(card: CardText, clause: Clause) -> str:
    """The top-level category that reads a clause of this card."""
    if clause.field == "summoning_condition":
        return "summoning"
    if clause.field == "requirement":
        return "timing" if card.card_type == "Trap" else "requirement"
    if card.card_type == "Spell" and card.property in ("Equip", "Field"):
        return "static"  # what an Equip or Field Spell does while it is on the field
    return "static" if "Continuous" in card.effect_types else "sentence"


def template(text: str) -> str:
    """A clause with its names and numbers abstracted: how missing clauses are grouped."""
    text = re.sub(r'"[^"]*"', '"NAME"', text)
    return re.sub(r"\d+", "N", text)


def same_words(rendered: str, text: str) -> bool:
    """A rendering says the clause's words (a sentence may start in either case)."""
    rendered = normalise(rendered)
    return rendered[:1].lower() == text[:1].lower() and rendered[1:] == text[1:]


def _shift_picks(value: Any, offset: int) -> Any:
    """An override's parts with its pick indexes moved past the picks already made."""
    if isinstance(value, list):
        return [_shift_picks(v, offset) for v in value]
    if isinstance(value, dict):
        return {
            k: (v + offset if k == "pick" and isinstance(v, int) else _shift_picks(v, offset))
            for k, v in value.items()
        }
    return value


def apply_override(draft: Draft, parts: dict[str, Any]) -> None:
    """Add an override's parts (its own pick indexes counted from 0) to the draft."""
    shifted = _shift_picks(parts, len(draft.picks))
    for key in OVERRIDE_PARTS:
        if key not in shifted:
            continue
        if key in ("trigger", "equip"):
            setattr(draft, key, shifted[key])
        else:
            getattr(draft, key).extend(shifted[key])
    if shifted.get("picks"):
        draft.last_pick = len(draft.picks) - 1


def _enter_choice(card: CardText, clause: Clause, draft: Draft) -> None:
    """A Multi-Choice card's effect sentences after its n-th "●" build its n-th choice: each
    new choice starts an effect of its own (and names no card picked by the one before)."""
    if "Multi-Choice" not in card.effect_types or clause.field != "effect" or not clause.group:
        return
    if clause.group > len(draft.choices):
        draft.choices.append({"effect": []})
        draft.effect = draft.choices[-1]["effect"]
        draft.last_pick = None


def _on_equipped(following: Draft) -> bool:
    """Whether a Union monster's Equip Spell Card effect changes only the equipped monster: a
    rule of a side would be in force while the card is a monster too."""
    return not following.extra and all(m.get("side") == "equipped" for m in following.modifiers)


def _build_first(top: str, clause: Clause, draft: Draft) -> tuple[Parse, Draft] | None:
    """The first reading of the clause that renders back to its words and builds, with the
    draft it built (each attempt builds on a copy: a builder that turns the reading away may
    have changed it); None when none does."""
    for parse in read_each(top, clause.text):
        if not same_words(render(parse), clause.text):
            continue
        attempt = copy.deepcopy(draft, {id(draft.card): draft.card})
        try:
            build(parse, attempt)
        except NoMatch:
            continue
        return parse, attempt
    return None


def compile_card(card: CardText, overrides: dict[tuple[int, int], dict[str, Any]]) -> Compiled:
    """Compile one card's text (with the overrides of its clauses)."""
    result = Compiled(card)
    draft = Draft(card, effect_kind(card))
    for clause in card.clauses:
        _enter_choice(card, clause, draft)
        override = overrides.get((card.id, clause.number))
        if override is not None:
            apply_override(draft, override)
            result.clauses.append({"n": clause.number, "override": True})
            result.overridden += 1
            continue
        top = category(card, clause)
        reading = draft
        if clause.group and draft.following is not None:
            # a Union monster's "●" sentences: its Equip Spell Card's static effects
            top, reading = "static", draft.following
        reading.category = top
        built = _build_first(top, clause, reading)
        if built is not None and reading is not draft and not _on_equipped(built[1]):
            built = None
        if built is None:
            result.missing.append(
                {
                    "card": card.id,
                    "clause": clause.number,
                    "category": top,
                    "template": template(clause.text),
                }
            )
            continue
        parse, made = built
        if reading is draft:
            draft = made
        else:
            draft.following = made
        result.clauses.append({"n": clause.number, "parse": parse.to_json()})
    if draft.choices:
        draft.effect = []  # the steps are the choices'
    if not result.missing:
        result.encoding = draft.encoding()
    return result
