"""`GET /v1/regulations` and `GET /v1/regulations/{date}`."""

from __future__ import annotations

from fastapi import APIRouter, HTTPException

from validator.api.models import ErrorBody, IsoDate, RegulationSummary
from validator.formats import LimitList, load_regulations

router = APIRouter(prefix="/v1/regulations", tags=["regulations"])


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


@router.get("/{date}", response_model=LimitList, responses={404: {"model": ErrorBody}})
def regulation_on(date: IsoDate) -> LimitList:
    """The list in force on a date (as `regulation show --json`)."""
    regulations = load_regulations()
    found = regulations.list_on(date)
    if found is None:
        first = regulations.lists[0].effective_date
        raise HTTPException(
            404, f"no Limit Regulation list is in force on {date} (the first is {first})"
        )
    return found
