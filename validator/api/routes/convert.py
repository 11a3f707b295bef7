"""`POST /v1/convert`: a deck from any supported form to any other; `POST /v1/read`: a deck as
read, entry by entry."""

from __future__ import annotations

from fastapi import APIRouter, HTTPException

from validator.api.models import (
    ConvertRequest,
    ConvertResponse,
    DeckInput,
    NamedCard,
    ReadDeck,
    ReadEntry,
)
from validator.api.responses import DECK_ERRORS, require_known
from validator.cards import load_cards
from validator.decks import write_deck
from validator.errors import InputError

router = APIRouter(prefix="/v1", tags=["decks"])


@router.post("/convert", response_model=ConvertResponse, responses=DECK_ERRORS)
async def convert(request: ConvertRequest) -> ConvertResponse:
    """The deck written in the form `to` (as `rushdeck convert --json`).

    Unknown cards cannot be written: the answer is a 404 naming them.
    """
    db = load_cards()
    deck = require_known(await request.read_async(db))
    if request.canonical:
        deck = deck.canonical()
    return ConvertResponse(
        form=request.to, deck=write_deck(deck, db, request.to), counts=deck.counts()
    )


@router.post("/read", response_model=ReadDeck, responses=DECK_ERRORS)
async def read(request: DeckInput) -> ReadDeck:
    """The deck as read, section by section in input order: each entry's card (or what was
    written, its line and the closest card when no card matches), and its ydke:// URL when
    every card can be written in one (`null` otherwise)."""
    db = load_cards()
    deck = await request.read_async(db)

    def entry(
        card_id: int | None,
        count: int,
        written: str | None,
        line: int | None,
        suggestion: int | None,
    ) -> ReadEntry:
        card = db.get(card_id) if card_id is not None else None
        close = db.get(suggestion) if suggestion is not None else None
        return ReadEntry(
            id=card_id,
            name=card.name if card else written or "",
            count=count,
            written=written,
            line=line,
            suggestion=NamedCard(id=close.id, name=close.name) if close else None,
        )

    sections = {
        name: [
            entry(e.card_id, e.count, e.written, e.line, e.suggestion) for e in deck.section(name)
        ]
        for name in ("main", "extra", "side")
    }
    try:
        ydke: str | None = write_deck(require_known(deck), db, "ydke").strip()
    except Exception as exc:  # an unknown card (404) or a card no passcode names
        if not isinstance(exc, InputError | HTTPException):
            raise
        ydke = None
    return ReadDeck(name=deck.name, counts=deck.counts(), ydke=ydke, **sections)
