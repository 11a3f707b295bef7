"""`GET /v1/regulations`, the list in force on a date (by id or with names), and the diff."""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query

from validator.api.models import (
    ErrorBody,
    IsoDate,
    LimitChange,
    NamedCard,
    NamedLimitList,
    RegulationDiff,
    RegulationSummary,
)
from validator.formats import LimitList, load_regulations
from validator.formats.diff import card_name, list_diff

router = APIRouter(prefix="/v1/regulations", tags=["regulations"])
NOT_IN_FORCE = {404: {"model": ErrorBody, "description": "no list is in force on that date"}}


@router.get("", response_model=list[RegulationSummary])
def list_regulations() -> list[RegulationSummary]:
    """Every Limit Regulation list, oldest first, with its size (as `regulation list --json`)."""
    return [
        RegulationSummary(
            effective_date=item.effective_date,
            forbidden=len(item.forbidden),
            limited=len(item.limited),
            semi_limited=len(item.semi_limited),
        )
        for item in load_regulations().lists
    ]


def _list_on(date: dt.date) -> LimitList:
    regulations = load_regulations()
    found = regulations.list_on(date)
    if found is None:
        first = regulations.lists[0].effective_date
        raise HTTPException(
            404, f"no Limit Regulation list is in force on {date} (the first is {first})"
        )
    return found


# Declared before `/{date}`, which would otherwise read "diff" as a date.
@router.get("/diff", response_model=RegulationDiff, responses=NOT_IN_FORCE)
def regulation_diff(
    from_: Annotated[IsoDate, Query(alias="from", description="YYYY-MM-DD")],
    to: Annotated[IsoDate, Query(description="YYYY-MM-DD")],
) -> RegulationDiff:
    """What changed between the lists in force on two dates, card by card (as `regulation
    diff --json`): `from` and `to` are copies allowed, 0 (Forbidden) to 3 (Unlimited)."""
    old, new = _list_on(from_), _list_on(to)
    return RegulationDiff(
        from_=old.effective_date,
        to=new.effective_date,
        changes=[LimitChange.model_validate(change) for change in list_diff(old, new)],
    )


@router.get("/{date}", response_model=LimitList, responses=NOT_IN_FORCE)
def regulation_on(date: IsoDate) -> LimitList:
    """The list in force on a date (as `regulation show --json`)."""
    return _list_on(date)


@router.get("/{date}/cards", response_model=NamedLimitList, responses=NOT_IN_FORCE)
def regulation_cards_on(date: IsoDate) -> NamedLimitList:
    """The list in force on a date with each card's name, each status sorted by name."""
    found = _list_on(date)

    def named(ids: list[int]) -> list[NamedCard]:
        cards = (NamedCard(id=i, name=card_name(i)) for i in ids)
        return sorted(cards, key=lambda c: (c.name.casefold(), c.id))

    return NamedLimitList(
        effective_date=found.effective_date,
        forbidden=named(found.forbidden),
        limited=named(found.limited),
        semi_limited=named(found.semi_limited),
    )
