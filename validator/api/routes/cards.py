"""`GET /v1/cards` (search), `GET /v1/cards/{key}`, its Limit Regulation history and effect."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, HTTPException, Path, Query

from validator.api.models import CardEffect, CardPage, ErrorBody, RegulationStatus
from validator.cards import Card, load_cards
from validator.formats import load_regulations

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
    return _card(key)


KeyPath = Annotated[
    str, Path(max_length=200, description="konami id, EDOPro passcode or exact name")
]


@router.get(
    "/{key}/regulations",
    response_model=list[RegulationStatus],
    responses={404: {"model": ErrorBody}},
)
def card_regulations(key: KeyPath) -> list[RegulationStatus]:
    """The card's status on every dated Limit Regulation list, oldest first."""
    card = _card(key)
    rows = []
    for item in load_regulations().lists:
        copies = item.limits().get(card.id, 3)
        rows.append(
            RegulationStatus(
                effective_date=item.effective_date, status=STATUS[copies], copies=copies
            )
        )
    return rows


STATUS = {0: "forbidden", 1: "limited", 2: "semi_limited", 3: "unlimited"}


@router.get("/{key}/effect", response_model=CardEffect, responses={404: {"model": ErrorBody}})
def card_effect(key: KeyPath) -> CardEffect:
    """How the engine plays the card (as `rushdeck cards show` prints it): the compiled effect
    rendered back to English clause by clause, or a note (a hand-written encoding, played in
    part, played without its effect)."""
    # Imported here: the engine and its grammar load on the first effect asked for.
    from validator.engine.cards import CardInfo
    from validator.engine.coverage import played_as

    card = _card(key)
    return CardEffect(id=card.id, name=card.name, **played_as(CardInfo(card)))


def _card(key: str) -> Card:
    """The card a key names, or a 404 with the closest names."""
    db = load_cards()
    card = db.lookup(key)
    if card is None:
        hints = db.suggest(key)
        hint = f"; did you mean {', '.join(repr(c.name) for c in hints)}?" if hints else ""
        raise HTTPException(404, f"no card matches {key!r}{hint}")
    return card
