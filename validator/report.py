"""Violations and reports: every problem with a stable code, never an exception.

The models are the JSON the CLI prints and the HTTP API returns. The validator builds them with
`construct` from values it computed itself, so validation costs nothing on the hot path.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from enum import StrEnum
from functools import cache
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

SectionName = Literal["main", "extra", "side"]
M = TypeVar("M", bound=BaseModel)


_set = object.__setattr__


@cache
def _maker(cls: type[M]) -> Callable[[dict[str, Any]], M]:
    """A function that wraps a complete dict of field values into a `cls`, unvalidated.

    All models it makes share one fields-set: they are frozen, so pydantic never adds to it.
    """
    fields = set(cls.model_fields)
    new = cls.__new__

    def make(values: dict[str, Any]) -> M:
        model = new(cls)
        _set(model, "__dict__", values)
        _set(model, "__pydantic_fields_set__", fields)
        _set(model, "__pydantic_extra__", None)
        _set(model, "__pydantic_private__", None)
        return model

    return make


def construct(cls: type[M], **values: Any) -> M:
    """A model from trusted values naming every field, without validation.

    The same result as `cls.model_construct(**values)` (a test holds them equal) at a fifth of
    the cost: reports are built once per deck, tens of thousands of times a second.
    """
    return _maker(cls)(values)


class Code(StrEnum):
    """Stable violation and warning codes: a code is never renamed or reused.

    HEADER_COUNT is a warning: it is reported in `warnings` and never makes a deck illegal.
    """

    MAIN_DECK_SIZE = "MAIN_DECK_SIZE"
    EXTRA_DECK_SIZE = "EXTRA_DECK_SIZE"
    SIDE_DECK_SIZE = "SIDE_DECK_SIZE"
    WRONG_SECTION = "WRONG_SECTION"
    UNKNOWN_CARD = "UNKNOWN_CARD"
    NOT_OFFICIAL = "NOT_OFFICIAL"
    COPY_LIMIT = "COPY_LIMIT"
    FORBIDDEN = "FORBIDDEN"
    LIMITED = "LIMITED"
    SEMI_LIMITED = "SEMI_LIMITED"
    LEGEND_LIMIT = "LEGEND_LIMIT"
    TEAM_SIZE = "TEAM_SIZE"
    TEAM_COPY_LIMIT = "TEAM_COPY_LIMIT"
    TEAM_LIMITED = "TEAM_LIMITED"
    TEAM_SEMI_LIMITED = "TEAM_SEMI_LIMITED"
    PARTY_PLAYERS = "PARTY_PLAYERS"
    PARTY_DECK_NOT_FIXED = "PARTY_DECK_NOT_FIXED"
    PARTY_DECK_REPEATED = "PARTY_DECK_REPEATED"
    PARTY_SPELL_DECK = "PARTY_SPELL_DECK"
    HEADER_COUNT = "HEADER_COUNT"


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CardRef(_Out):
    """A card as a report names it; `id` is null for a card the input named but nobody knows."""

    id: int | None
    name: str


class Violation(_Out):
    code: Code
    message: str = Field(description="one line for a person")
    section: SectionName | None = Field(
        description="the deck section at fault; null when counted across sections or decks"
    )
    card: CardRef | None = Field(description="the offending card, if the problem is one card")
    cards: list[CardRef] = Field(
        default_factory=list, description="every card involved (LEGEND_LIMIT); else empty"
    )
    count: int | None = Field(description="what the deck has (cards, copies, decks)")
    limit: int | None = Field(description="what the rule allows (the bound that was crossed)")
    rule: str = Field(description="name of the rule that raised it")


class Counts(_Out):
    main: int
    extra: int
    side: int


class Report(_Out):
    """One deck judged in one format on one date."""

    legal: bool
    format: str
    date: dt.date
    regulation: dt.date | None = Field(
        description="effective date of the Limit Regulation list applied; null when none"
    )
    counts: Counts
    violations: list[Violation]
    warnings: list[Violation] = Field(
        default_factory=list,
        description="what looks wrong but breaks no rule (HEADER_COUNT); never makes it illegal",
    )


class GroupReport(_Out):
    """A WRGP team or a party table: a report per deck plus the violations across decks."""

    legal: bool
    format: str
    date: dt.date
    regulation: dt.date | None
    decks: list[Report]
    violations: list[Violation]


def violation(
    code: Code,
    message: str,
    rule: str,
    *,
    section: SectionName | None = None,
    card: CardRef | None = None,
    cards: list[CardRef] | None = None,
    count: int | None = None,
    limit: int | None = None,
) -> Violation:
    """A Violation from trusted values (no validation: the rules built them)."""
    return _make_violation(
        {
            "code": code,
            "message": message,
            "section": section,
            "card": card,
            "cards": cards or [],
            "count": count,
            "limit": limit,
            "rule": rule,
        }
    )


_make_violation = _maker(Violation)

_SECTION_ORDER = {"main": 0, "extra": 1, "side": 2, None: 3}


def sort_key(item: Violation) -> tuple:
    """By section (main, extra, side, then across sections), then card, then code."""
    card = item.card
    return (
        _SECTION_ORDER[item.section],
        card is not None,
        card.name.casefold() if card else "",
        (card.id or 0) if card else 0,
        item.code,
    )
