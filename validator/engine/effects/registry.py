"""Which effects each card has: the encodings of the effect files, compiled on first use.

Two files hold the encodings, both checked against `schemas/effect.schema.json`:

- `card_data/effects/hand.json`: written by hand, one entry per card;
- `card_data/effects/compiled.json`: compiled from the card text.

A card in both is played by its hand-written encoding. A card whose text has an effect
(`card_data/effect_text.json`) and no encoding is played without it; a Ritual Spell without its
own encoding is played as the generic Ritual Spell (face-up materials from the field), counted
as partial.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from functools import cache
from typing import Any

from validator.engine.cards import MONSTER, PROCEDURE_MONSTER, SPELL, CardInfo
from validator.engine.effects.compile import compile_card, compile_effect
from validator.engine.effects.conditions import TributeTest
from validator.engine.effects.declare import EncodingError
from validator.engine.effects.runtime import IF, CardEffects, Effect
from validator.engine.effects.text.store import effect_file
from validator.engine.lasting import (
    CONTACT_FUSION,
    DOUBLE_MATERIAL,
    EQUIP_CARD,
    HAND_SPECIAL,
    LEGEND,
    MANY_TRIBUTES,
    NAME,
    NO_FUSION_MATERIAL,
    NO_TRIBUTE,
    ONE_TRIBUTE,
    PROCEDURE_ATK,
    PROCEDURES,
    SUMMON_ATK,
    SUMMON_GRANT,
    SUMMON_ONLY,
    bits,
)
from validator.paths import bundled, data_path

EFFECT_FILES = {"hand": "hand.json", "compiled": "compiled.json"}
"""The effect files by source, in `card_data/effects/`; a later one never overrides `hand`."""

GENERIC_RITUAL = CardEffects(
    0,
    "generic Ritual Spell",
    "generic",
    (compile_effect({"kind": "ritual"}, 0, 0, "effects[0]")[0],),
    partial="no encoding of its own: face-up materials from the field, any monster",
)


def load_file(source: str) -> list[dict[str, Any]]:
    """The raw encodings of one effect file."""
    path = effect_file(EFFECT_FILES[source])
    with path.open(encoding="utf-8") as handle:
        data = json.load(handle, object_hook=_interned)
    if not isinstance(data, list):
        raise EncodingError("?", path.name, "an effect file is a list of encodings")
    return data


def _interned(entry: dict[str, Any]) -> dict[str, Any]:
    """An encoding's object with its string values interned: the engine compares the words
    of an encoding ("spell", "gy", "own", a rule) with its own constants on every decision,
    and a comparison of the very same string object is the fast one."""
    for key, value in entry.items():
        if value.__class__ is str:
            entry[key] = sys.intern(value)
    return entry


@cache
def encodings() -> dict[int, tuple[str, dict[str, Any]]]:
    """Every card's raw encoding and its source; the hand-written one wins, unless it is
    partial and the card's text compiled."""
    found: dict[int, tuple[str, dict[str, Any]]] = {}
    for source in ("compiled", "hand"):
        seen: set[int] = set()
        for spec in load_file(source):
            card = spec.get("card") if isinstance(spec, dict) else None
            if not isinstance(card, int):
                raise EncodingError(card, f"{EFFECT_FILES[source]}: card", "expected a card id")
            if card in seen:
                raise EncodingError(card, EFFECT_FILES[source], "encoded twice in one file")
            seen.add(card)
            if source == "hand" and spec.get("partial") and card in found:
                continue  # the text compiled whole: better than a partial hand encoding
            found[card] = (source, spec)
    return found


@cache
def card_effects(card_id: int) -> CardEffects | None:
    """A card's compiled effects (checked on the way), None without an encoding."""
    entry = encodings().get(card_id)
    if entry is None:
        return None
    source, spec = entry
    return compile_card(spec, source)


def effects_for(info: CardInfo) -> CardEffects | None:
    """The card's effects; Ritual Spells without their own encoding get the generic Ritual."""
    effects = card_effects(info.id)
    if effects is None and info.kind == SPELL and info.subtype == "ritual":
        return GENERIC_RITUAL
    return effects


@cache
def effect_text_ids() -> frozenset[int]:
    """Ids of the cards whose printed text has an effect (card_data/effect_text.json)."""
    path = data_path("card_data", "effect_text.json")
    if not path.is_file():  # an update made before updates wrote it
        path = bundled("card_data", "effect_text.json")
    with path.open(encoding="utf-8") as handle:
        return frozenset(json.load(handle))


@cache
def dice_card_ids() -> frozenset[int]:
    """Ids of the cards with an effect that requires a die roll (card_data/dice.json)."""
    path = data_path("card_data", "dice.json")
    if not path.is_file():  # an update made before updates wrote it
        path = bundled("card_data", "dice.json")
    with path.open(encoding="utf-8") as handle:
        return frozenset(json.load(handle))


def implemented(info: CardInfo) -> bool:
    """True when the engine plays the card's effect (or the card has none to play)."""
    return info.id not in effect_text_ids() or effects_for(info) is not None


def exact(info: CardInfo) -> bool:
    """True when the card is played with all of its text (no effect, or a full encoding)."""
    if info.id not in effect_text_ids():
        return True
    effects = effects_for(info)
    return effects is not None and not effects.partial


def attach_effects(info: CardInfo, effects: CardEffects | None = None) -> None:
    """Give a card record its effects (its own, unless `effects` are given: a test playing a
    freshly compiled encoding) and what the rules look up about them on hot paths."""
    info.dice = info.id in dice_card_ids()
    if effects is None:
        effects = effects_for(info)
        info.implemented = implemented(info)
    else:
        info.implemented = True
    info.effects = effects
    if effects is None:
        return
    info.effect = effects.main
    info.ignition = info.effect is not None and info.effect.kind == "ignition"
    info.statics = tuple(
        s
        for s in effects.statics
        if s.zone == "field"
        and s.rule != SUMMON_ONLY
        and s.rule != DOUBLE_MATERIAL
        and s.rule not in PROCEDURES
        and s.rule not in (SUMMON_ATK, SUMMON_GRANT)
        and not (s.rule == NO_FUSION_MATERIAL and s.against is not None)
    )
    info.summon_gains = tuple(
        s.value for s in effects.statics if s.rule in (SUMMON_ATK, SUMMON_GRANT)
    )
    info.summon_only = next((s.value for s in effects.statics if s.rule == SUMMON_ONLY), "")
    info.summon_by = next((s.filter for s in effects.statics if s.rule == SUMMON_ONLY), None)
    info.double_material = next(
        ((s.filter.spec["ids"][0], s.value) for s in effects.statics if s.rule == DOUBLE_MATERIAL),
        None,
    )
    info.no_material_for = next(
        (s.against for s in effects.statics if s.rule == NO_FUSION_MATERIAL and s.against),
        None,
    )
    info.procedures = tuple(
        s
        for s in effects.statics
        if s.rule in (HAND_SPECIAL, NO_TRIBUTE, ONE_TRIBUTE, MANY_TRIBUTES)
    )
    if info.procedures and info.kind == MONSTER and not info.extra:
        info.from_hand = PROCEDURE_MONSTER
    info.procedure_atk = next(
        (
            (0 if p.rule == NO_TRIBUTE else 1, s.value)
            for s in effects.statics
            if s.rule == PROCEDURE_ATK
            for p in info.procedures
            if p.rule in (NO_TRIBUTE, ONE_TRIBUTE)
        ),
        None,
    )
    info.tribute_test = next(
        (
            test
            for effect in effects.effects
            for test in _conditions(effect)
            if isinstance(test, TributeTest)
        ),
        None,
    )
    contact = next((s for s in effects.statics if s.rule == CONTACT_FUSION), None)
    if contact is not None and info.fusion_known:
        info.contact = "union" if contact.value == "union" else "shuffle"
    info.static_rules = frozenset(s.rule for s in info.statics)
    info.static_bits = bits(info.static_rules)
    if info.as_equip is not None and info.statics:
        # A Union monster: while it is on the field it may stand in a Spell & Trap Zone as an
        # Equip Spell Card, whose facts `lasting.facts` gives (one bit: games without one pay
        # nothing).
        info.static_bits |= bits({EQUIP_CARD})
    info.triggered = effects.triggered
    info.listens = frozenset(
        kind
        for effect in effects.effects
        if effect.trigger is not None
        for kind in effect.trigger.kinds()
    )
    changes: dict[str, dict[str, Any]] = {}
    for s in effects.statics:
        if s.rule == NAME and s.zone != "field":
            changes.setdefault(s.zone, {})["name_id"] = s.value
        elif s.rule == LEGEND:
            changes.setdefault(s.zone, {})["legend"] = True
    if changes:
        info.zone_facts = {zone: info.changed(**facts) for zone, facts in changes.items()}


_LISTS = ("condition", "picks", "cost", "effect", "choices", "modifiers")


def format_file(entries: list[dict[str, Any]]) -> str:
    """An effect file's text in its one canonical layout: a card a block, an effect's fields a
    line each, and each pick, step and modifier a line of its own (so a change to one card
    shows as a change of the lines that say it)."""

    def one(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    blocks = []
    for entry in sorted(entries, key=lambda e: e["card"]):
        head = {k: v for k, v in entry.items() if k != "effects"}
        lines = [one(head)[:-1] + ', "effects": [']
        effects = []
        for effect in entry["effects"]:
            fields = []
            for key, value in effect.items():
                if key in _LISTS and isinstance(value, list) and value:
                    items = ",\n".join(f"      {one(item)}" for item in value)
                    fields.append(f'    "{key}": [\n{items}]')
                else:
                    fields.append(f'    "{key}": {one(value)}')
            effects.append("   {" + ",\n".join(fields).lstrip() + "}")
        lines.append(",\n".join(effects) + "]}")
        blocks.append(" " + "\n".join(lines))
    return "[\n" + ",\n".join(blocks) + "\n]\n"


def _conditions(effect: Effect) -> Iterator[Any]:
    """The conditions of an effect: of its activation (each way of meeting its requirement),
    then those of the "if" parts of its steps ("Then, if you activated this effect during the
    turn you Normal Summoned this card by Tributing ...")."""
    for way in (effect, *effect.alts):
        yield from way.cond
    for program in effect.options:
        for code, tests, _ in program:
            if code == IF:
                yield from tests
