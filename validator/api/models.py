"""Request and response bodies of the HTTP API that are not already project models.

Reports, cards and Limit Regulation lists are the project's own models, so the API and the
CLI's JSON output cannot drift apart. Here: how a request carries a deck, a date and a format,
and the few answers the CLI has no model for.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal

from fastapi.concurrency import run_in_threadpool
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidatorFunctionWrapHandler,
    field_validator,
    model_validator,
)

from validator.cards import Card, CardDB
from validator.decks import FORMS, Deck, DeckForm, read_deck
from validator.decks.jsonfile import DeckFile, deck_from_data
from validator.formats import load_regulations
from validator.formats.regulations import ISO_DATE

DECK_FIELDS: tuple[str, ...] = ("deck", "ydk", "ydke", "text")
# A deck list is about a hundred lines; a list of 10,000 unknown names is read in about a second
# (`benchmarks/unknown_names.py`), and the body size limit bounds the lines as well.
MAX_TEXT_LINES = 10_000

Text = Annotated[str, Field(min_length=1)]


def _iso_date_text(value: Any) -> Any:
    """Only YYYY-MM-DD text: pydantic alone would also read numbers as Unix timestamps."""
    if value is not None and not (isinstance(value, str) and ISO_DATE.fullmatch(value)):
        raise ValueError("a date is written YYYY-MM-DD")
    return value


IsoDate = Annotated[dt.date, BeforeValidator(_iso_date_text)]


def _one_form_schema(schema: dict[str, Any]) -> None:
    """Publish what `DeckInput` enforces: exactly one deck field, and never null."""
    for name in DECK_FIELDS:
        field = schema["properties"][name]
        branches = [b for b in field.pop("anyOf") if b != {"type": "null"}]
        field.update(branches[0])
    schema["oneOf"] = [{"required": [name]} for name in DECK_FIELDS]


class DeckInput(BaseModel):
    """A deck in exactly one of the supported forms."""

    model_config = ConfigDict(extra="forbid", json_schema_extra=_one_form_schema)

    deck: DeckFile | None = Field(
        default=None, description='a JSON deck: {"main": [15150, {"id": 15151, "count": 3}], ...}'
    )
    ydk: Text | None = Field(default=None, description=".ydk file text")
    ydke: Text | None = Field(default=None, description="a ydke:// URL")
    text: Text | None = Field(
        default=None, description='a text deck list: "3 Sevens Road Magician" per line'
    )

    @field_validator("deck", mode="wrap")
    @classmethod
    def _strict_deck(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        """Card ids and counts must be JSON integers, as the schema says, not true or "3"."""
        if value is None:
            return handler(value)
        return DeckFile.model_validate(value, strict=True)

    @model_validator(mode="after")
    def _exactly_one_form(self) -> DeckInput:
        given = [name for name in DECK_FIELDS if name in self.model_fields_set]
        if len(given) != 1:
            listed = ", ".join(given) if given else "none"
            raise ValueError(f"give exactly one of deck, ydk, ydke, text (got {listed})")
        if getattr(self, given[0]) is None:
            raise ValueError(f"{given[0]} must not be null")
        if self.text is not None and len(self.text.splitlines()) > MAX_TEXT_LINES:
            raise ValueError(f"a text deck list has at most {MAX_TEXT_LINES} lines")
        return self

    def read(self, db: CardDB, where: str = "") -> Deck:
        """The deck, with unknown cards kept as entries so the report can name them.

        Errors name the field they come from, after `where` (e.g. "decks.1.text:3: ...").
        """
        if self.deck is not None:
            return deck_from_data(self.deck, db, source=f"{where}deck")
        form: DeckForm = next(f for f in ("ydk", "ydke", "text") if getattr(self, f) is not None)
        return read_deck(getattr(self, form), db, form=form, source=f"{where}{form}")

    async def read_async(self, db: CardDB, where: str = "") -> Deck:
        """`read` for async endpoints: a long text list of unknown names takes a while to
        match, so a text list is read in a worker thread and cannot stall the event loop."""
        if self.text is not None:
            return await run_in_threadpool(self.read, db, where)
        return self.read(db, where)


def _known_format(name: str | None) -> str | None:
    if name is not None and name not in load_regulations().formats:
        known = ", ".join(load_regulations().formats)
        raise ValueError(f"unknown format {name!r} (known: {known})")
    return name


class Dated(BaseModel):
    """The day whose rules apply; default today."""

    date: IsoDate | None = Field(default=None, description="YYYY-MM-DD; default today")


class Judged(Dated):
    """When and under which format to judge."""

    format: str | None = Field(default=None, description="a format name; default per endpoint")

    _check_format = field_validator("format")(_known_format)


class ValidateRequest(DeckInput, Judged):
    """One deck to judge."""


class TeamRequest(Judged):
    model_config = ConfigDict(extra="forbid")
    decks: list[DeckInput] = Field(min_length=1, max_length=8, description="one per duelist")


class PartyRequest(Judged):
    model_config = ConfigDict(extra="forbid")
    decks: list[DeckInput] = Field(min_length=1, max_length=8, description="one per player")
    spell_deck: DeckInput | None = Field(
        default=None, description="the shared Spell Deck; default the format's own"
    )


class ConvertRequest(DeckInput):
    to: DeckForm = Field(description=f"the form to write: {', '.join(FORMS)}")
    canonical: bool = Field(
        default=False,
        strict=True,
        description="write every card as its first print (default: each print as read)",
    )


class ConvertResponse(BaseModel):
    """Same as `rushdeck convert --json`."""

    form: DeckForm
    deck: str
    counts: dict[str, int]


class NamedCard(BaseModel):
    id: int
    name: str


class ReadEntry(BaseModel):
    """Copies of one card in one section, as the deck named them."""

    id: int | None = Field(description="the card; null when nothing known matches")
    name: str = Field(description="the card's name, or what was written for an unknown card")
    count: int
    written: str | None = Field(description="what the input said, when no card matches")
    line: int | None = Field(description="the input line, if any")
    suggestion: NamedCard | None = Field(description="the closest card to an unknown name")


class ReadDeck(BaseModel):
    """A deck as read (`POST /v1/read`)."""

    name: str | None
    main: list[ReadEntry]
    extra: list[ReadEntry]
    side: list[ReadEntry]
    counts: dict[str, int]
    ydke: str | None = Field(description="the deck as a ydke:// URL; null when a card has none")


class CardPage(BaseModel):
    """One page of a card search, sorted by name."""

    total: int = Field(description="cards that match, over all pages")
    limit: int
    offset: int
    cards: list[Card]


class RegulationSummary(BaseModel):
    """One Limit Regulation list with how many cards each status holds."""

    effective_date: dt.date
    forbidden: int
    limited: int
    semi_limited: int


class RegulationStatus(BaseModel):
    """A card on one dated Limit Regulation list."""

    effective_date: dt.date
    status: Literal["forbidden", "limited", "semi_limited", "unlimited"]
    copies: int = Field(description="copies allowed across Main, Extra and Side: 0 to 3")


class CardEffect(BaseModel):
    """How the engine plays a card."""

    id: int
    name: str
    source: Literal["no_effect", "hand", "compiled", "overridden", "hook", "partial", "missing"]
    clauses: list[str] = Field(
        description="a compiled effect rendered back to English, one clause a line"
    )
    note: str = Field(
        description="otherwise what is played: its hand-written encoding, or why it is played "
        "in part or without its effect"
    )


class NamedLimitList(BaseModel):
    """A Limit Regulation list with each card's name, sorted by name."""

    effective_date: dt.date
    forbidden: list[NamedCard]
    limited: list[NamedCard]
    semi_limited: list[NamedCard]


class LimitChange(BaseModel):
    """One card whose allowed copies differ between two lists (0 Forbidden to 3 Unlimited)."""

    id: int
    name: str
    from_: int = Field(alias="from", ge=0, le=3)
    to: int = Field(ge=0, le=3)

    model_config = ConfigDict(populate_by_name=True)


class RegulationDiff(BaseModel):
    """What changed between the lists in force on two dates (as `regulation diff --json`)."""

    from_: dt.date = Field(alias="from", description="the earlier date's list")
    to: dt.date = Field(description="the later date's list")
    changes: list[LimitChange]

    model_config = ConfigDict(populate_by_name=True)


class Health(BaseModel):
    status: Literal["ok"]
    version: str
    cards: int
    regulations: int


class ErrorBody(BaseModel):
    """Every 400, 404 and 413 answer."""

    detail: str
    line: int | None = Field(default=None, description="the line of the deck text at fault")
