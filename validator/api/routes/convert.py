"""`POST /v1/convert`: a deck from any supported form to any other."""

from __future__ import annotations

from fastapi import APIRouter

from validator.api.models import ConvertRequest, ConvertResponse
from validator.api.responses import DECK_ERRORS, require_known
from validator.cards import load_cards
from validator.decks import write_deck

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
