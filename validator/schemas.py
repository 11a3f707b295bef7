"""JSON Schemas (draft 2020-12) generated from the pydantic models.

`python scripts/generate_schemas.py` writes them to `schemas/`; a test fails when a committed
schema differs from its model. To publish a new schema, add its model to `SCHEMA_MODELS`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from validator.batch import BatchReport
from validator.cards.model import Card
from validator.decks.jsonfile import DeckFile
from validator.decks.party import PartyTableFile
from validator.decks.team import TeamFile
from validator.engine.log_model import GameLogFile
from validator.engine.position_model import Position
from validator.formats.model import FormatDefinition, LimitList
from validator.report import GroupReport, Report

DIALECT = "https://json-schema.org/draft/2020-12/schema"
BASE_ID = "https://rushdeck.invalid/schemas/"

# file stem in schemas/ -> model
SCHEMA_MODELS: dict[str, type[BaseModel]] = {
    "card": Card,
    "deck": DeckFile,
    "limit-list": LimitList,
    "format": FormatDefinition,
    "team": TeamFile,
    "party-table": PartyTableFile,
    "report": Report,
    "group-report": GroupReport,
    "batch-report": BatchReport,
    "position": Position,
    "game-log": GameLogFile,
}


def _effect_schema() -> dict[str, Any]:
    from validator.engine.effects.schema import effect_schema  # the engine, only when asked

    return effect_schema()


def _overrides_schema() -> dict[str, Any]:
    from validator.engine.effects.schema import overrides_schema

    return overrides_schema()


# file stem in schemas/ -> a schema built from declarations rather than a model
SCHEMA_BUILDERS: dict[str, Callable[[], dict[str, Any]]] = {
    "effect": _effect_schema,
    "effect-overrides": _overrides_schema,
}
SCHEMA_NAMES = (*SCHEMA_MODELS, *SCHEMA_BUILDERS)
"""Every published schema."""


def schema_for(name: str) -> dict[str, Any]:
    """The JSON Schema of one published model (or declared language), with dialect and id."""
    if name in SCHEMA_BUILDERS:
        schema = SCHEMA_BUILDERS[name]()
    else:
        schema = SCHEMA_MODELS[name].model_json_schema(by_alias=True, mode="validation")
    return {"$schema": DIALECT, "$id": f"{BASE_ID}{name}.schema.json", **schema}


def schema_text(name: str) -> str:
    return json.dumps(schema_for(name), indent=2, ensure_ascii=False) + "\n"
