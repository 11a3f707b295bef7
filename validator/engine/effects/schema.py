"""The JSON Schema of the effect files, generated from the declarations of the language.

Every word (operation, condition, counter, filter key) and every structure of an encoding
becomes a definition, with its documentation as the description, so an editor can check and
complete an effect file; `tests/test_schemas.py` validates the bundled effect files with it
and fails when the committed `schemas/effect.schema.json` differs from what this produces.
"""

from __future__ import annotations

from typing import Any

from validator.engine import lasting
from validator.engine.effects import declare as d
from validator.engine.effects.amounts import COUNTER_WORDS, TARGET_WORDS
from validator.engine.effects.conditions import CONDITION_WORDS
from validator.engine.effects.declare import Param, Vocabulary
from validator.engine.effects.filters import FILTER_KEYS
from validator.engine.effects.language import AMOUNT_DOC, STRUCTURES, TARGET_DOC
from validator.engine.effects.operations import OPERATION_WORDS
from validator.engine.effects.picks import SOURCES

_REFS = {
    d.FILTER: "filter",
    d.TARGET: "target",
    d.AMOUNT: "amount",
    d.COUNTER: "counter",
    d.CONDITION: "condition",
}


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/$defs/{name}"}


def _param_schema(param: Param) -> dict[str, Any]:
    """The schema of one parameter's value, by its declared type."""
    kind = param.type
    if kind in (d.INT, d.PICK):
        out: dict[str, Any] = {"type": "integer"}
        minimum = 0 if kind == d.PICK else param.minimum
        if minimum is not None:
            out["minimum"] = minimum
    elif kind == d.BOOL:
        out = {"type": "boolean"}
    elif kind == d.TEXT:
        out = {"type": "string", "minLength": 1}
    elif kind in (d.ENUM, d.SOURCE, d.DURATION):
        choices = {d.SOURCE: SOURCES, d.DURATION: lasting.UNTIL}.get(kind, param.choices)
        out = {"enum": list(choices)}
    elif kind == d.ENUMS:
        one = {"enum": list(param.choices)}
        out = {"anyOf": [one, {"type": "array", "items": one, "minItems": 1}]}
    elif kind == d.CARD:
        out = {"type": "integer", "minimum": 1}
    elif kind == d.CARDS:
        out = {"type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 1}
    elif kind == d.INTS:
        one = {"type": "integer"}
        if param.minimum is not None:
            one["minimum"] = param.minimum
        out = {"anyOf": [one, {"type": "array", "items": one, "minItems": 1}]}
    elif kind in _REFS:
        out = _ref(_REFS[kind])
    elif kind == d.FILTERS:
        out = {"type": "array", "items": _ref("filter"), "minItems": param.minimum or 2}
    elif kind == d.CONDITIONS:
        out = {"type": "array", "items": _ref("condition")}
    elif kind == d.STEPS:
        out = {"type": "array", "items": _ref("step")}
    elif kind == d.STRUCT:
        out = _ref(param.struct)
    elif kind == d.STRUCTS:
        out = {"type": "array", "items": _ref(param.struct)}
    else:  # ANY_VALUE: its type depends on another field
        out = {}
    if param.doc:
        out = {**out, "description": param.doc}
    return out


def _object(params: tuple[Param, ...], doc: str = "", **extra: Any) -> dict[str, Any]:
    properties = {**extra, **{p.name: _param_schema(p) for p in params}}
    out: dict[str, Any] = {"type": "object", "properties": properties}
    required = [*(k for k in extra if k != "clause"), *(p.name for p in params if p.required)]
    if required:
        out["required"] = required
    out["additionalProperties"] = False
    if doc:
        out["description"] = doc
    return out


def _words(vocab: Vocabulary, prefix: str, defs: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A definition per word, and the union of them all."""
    names = []
    for word in vocab:
        name = f"{prefix}.{word.name}"
        defs[name] = _object(word.params, word.doc, **{vocab.key: {"const": word.name}}, **extra)
        names.append(_ref(name))
    return {"oneOf": names}


def effect_schema() -> dict[str, Any]:
    """The schema of an effect file (a list of encodings), without `$schema` and `$id`."""
    defs: dict[str, Any] = {}
    for name, params in STRUCTURES.items():
        defs[name] = _object(params)
    clause = {"type": "integer", "minimum": 1, "description": "the clause of the text it plays"}
    defs["step"] = _words(OPERATION_WORDS, "op", defs, clause=clause)
    defs["condition"] = _words(CONDITION_WORDS, "cond", defs)
    defs["counter"] = _words(COUNTER_WORDS, "counter", defs)
    defs["filter"] = {
        "type": "object",
        "description": "a card description: every key must hold",
        "properties": {key.name: _param_schema(key.params[0]) for key in FILTER_KEYS},
        "additionalProperties": False,
    }
    defs["amount"] = {
        "description": AMOUNT_DOC,
        "oneOf": [
            {"type": "integer", "minimum": 0},
            {
                "type": "object",
                "properties": {"per": {"type": "integer", "minimum": 1}, "count": _ref("counter")},
                "required": ["count"],
                "additionalProperties": False,
            },
        ],
    }
    defs["target"] = {
        "description": TARGET_DOC,
        "oneOf": [
            {"enum": list(TARGET_WORDS)},
            {
                "type": "object",
                "properties": {"pick": {"type": "integer", "minimum": 0}},
                "required": ["pick"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {
                    "all": {
                        "type": "object",
                        "properties": {
                            "from": {"enum": list(SOURCES)},
                            "filter": _ref("filter"),
                            "not_self": {"type": "boolean"},
                            "highest": {"enum": ["atk", "def", "level"]},
                            "lowest": {"enum": ["atk", "def", "level"]},
                            "relate": _ref("relation"),
                            "except": {
                                "type": "object",
                                "properties": {"pick": {"type": "integer", "minimum": 0}},
                                "required": ["pick"],
                                "additionalProperties": False,
                            },
                        },
                        "required": ["from"],
                        "additionalProperties": False,
                    }
                },
                "required": ["all"],
                "additionalProperties": False,
            },
            {
                "type": "object",
                "properties": {"and": {"type": "array", "minItems": 2, "items": _ref("target")}},
                "required": ["and"],
                "additionalProperties": False,
            },
        ],
    }
    defs["override"] = _override(defs)
    return {
        "title": "Rush Duel card effect encodings",
        "description": "A list of encodings, one per card (validator/engine/effects/language.py)",
        "type": "array",
        "items": _ref("encoding"),
        "$defs": dict(sorted(defs.items())),
    }


OVERRIDE_PARTS = {
    "condition": {"type": "array", "items": _ref("condition")},
    "picks": {"type": "array", "items": _ref("pick")},
    "cost": {"type": "array", "items": _ref("step")},
    "effect": {"type": "array", "items": _ref("step")},
    "modifiers": {"type": "array", "items": _ref("modifier")},
    "trigger": _ref("trigger"),
    "equip": _ref("equip"),
    "extra": {"type": "array", "items": _ref("effect")},
}
"""What an override may add to the card's encoding, in place of its clause."""


def _override(defs: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "description": "the encoding of one clause a production does not read "
        "(card_data/effects/overrides.json); its pick indexes count from 0",
        "properties": {
            "card": {"type": "integer", "minimum": 1},
            "clause": {"type": "integer", "minimum": 0},
            "name": {"type": "string", "minLength": 1},
            "why": {"type": "string", "minLength": 1},
            **OVERRIDE_PARTS,
        },
        "required": ["card", "clause", "name", "why"],
        "additionalProperties": False,
    }


def overrides_schema() -> dict[str, Any]:
    """The schema of the per-clause overrides file, without `$schema` and `$id`."""
    defs = effect_schema()["$defs"]
    return {
        "title": "Rush Duel card effect overrides",
        "description": "Encodings of single clauses, keyed by card id and clause number",
        "type": "array",
        "items": _ref("override"),
        "$defs": defs,
    }
