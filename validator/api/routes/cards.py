"""`GET /v1/cards` (search) and `GET /v1/cards/{key}`."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Path, Query

from validator.api.models import CardPage, ErrorBody
from validator.cards import Card, load_cards

router = APIRouter(prefix="/v1/cards", tags=["cards"])


@router.get("", response_model=CardPage)
def search_cards(
    q: Annotated[
        str, Query(max_length=200, description="part of an English or Japanese name")
    ] = "",
    kind: Literal["monster", "spell", "trap"] | None = None,
    legend: Annotated[bool | None, Query(description="only Legend cards, or only others")] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 50,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> CardPage:
    """Cards whose name contains `q`, sorted by name, one page at a time."""
    hits = load_cards().search(q, kind=kind, legend=legend)
    return CardPage(
        total=len(hits), limit=limit, offset=offset, cards=hits[offset : offset + limit]
    )


@router.get("/{key}", response_model=Card, responses={404: {"model": ErrorBody}})
def show_card(
    key: Annotated[
        str, Path(max_length=200, description="konami id, EDOPro passcode or exact name")
    ],
) -> Card:
    """One card by konami id, EDOPro passcode or name (English or Japanese)."""
    db = load_cards()
    card = db.lookup(key)
    if card is None:
        hints = db.suggest(key)
        hint = f"; did you mean {', '.join(repr(c.name) for c in hints)}?" if hints else ""
        raise HTTPException(404, f"no card matches {key!r}{hint}")
    return card
