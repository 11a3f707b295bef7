"""The error answers every endpoint documents, and how project errors become them."""

from __future__ import annotations

from typing import Any

from fastapi import HTTPException, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from validator.api.models import ErrorBody
from validator.decks import Deck
from validator.errors import InputError, listed
from validator.formats import DateError

_ERROR = {"model": ErrorBody}
DECK_ERRORS: dict[int | str, dict[str, Any]] = {
    400: {
        **_ERROR,
        "description": "a deck that cannot be read (naming the line), or a format "
        "that cannot judge this request",
    },
    404: {**_ERROR, "description": "an unknown card, or a date the format cannot judge"},
    413: {**_ERROR, "description": "the body is over the size limit"},
}


async def input_error(_: Request, exc: Exception) -> JSONResponse:
    """A deck that cannot be read: 400, naming the line when there is one."""
    assert isinstance(exc, InputError)
    body = ErrorBody(detail=str(exc), line=exc.line)
    return JSONResponse(body.model_dump(), status_code=400)


async def date_error(_: Request, exc: Exception) -> JSONResponse:
    """A date before the format existed: nothing to judge there, 404."""
    assert isinstance(exc, DateError)
    return JSONResponse(ErrorBody(detail=str(exc)).model_dump(), status_code=404)


def model_json(model: BaseModel) -> Response:
    """A report as the body, serialised once: FastAPI would validate the model again first."""
    return Response(model.model_dump_json(), media_type="application/json")


def require_known(deck: Deck) -> Deck:
    """The deck, or a 404 naming its unknown cards, for endpoints that need every card."""
    unknown = sorted({e.written or "" for _, e in deck.entries() if e.card_id is None})
    if unknown:
        raise HTTPException(404, f"unknown card(s): {listed([repr(u) for u in unknown])}")
    return deck
