"""`POST /v1/validate`, `/v1/validate/team` and `/v1/validate/party`: the CLI's reports."""

from __future__ import annotations

from fastapi import APIRouter, Response

from validator.api.models import PartyRequest, TeamRequest, ValidateRequest
from validator.api.responses import DECK_ERRORS, model_json
from validator.cards import load_cards
from validator.report import GroupReport, Report
from validator.services import check_deck, context_for, validate_party, validate_team

router = APIRouter(prefix="/v1/validate", tags=["validate"])


@router.post("", response_model=Report, responses=DECK_ERRORS)
async def validate(request: ValidateRequest) -> Response:
    """Every problem of one deck (as `rushdeck check --json`); an illegal deck is still a 200."""
    ctx = context_for(request.format or "rush", request.date)
    return model_json(check_deck(await request.read_async(load_cards()), ctx))


@router.post("/team", response_model=GroupReport, responses=DECK_ERRORS)
async def validate_team_decks(request: TeamRequest) -> Response:
    """A team's decks in playing order (as `rushdeck team --json`)."""
    db = load_cards()
    decks = [await item.read_async(db, f"decks.{i}.") for i, item in enumerate(request.decks)]
    return model_json(validate_team(decks, request.date, request.format or "wrgp"))


@router.post("/party", response_model=GroupReport, responses=DECK_ERRORS)
async def validate_party_table(request: PartyRequest) -> Response:
    """A party table (as `rushdeck party --json`); no `spell_deck` means the format's own."""
    db = load_cards()
    decks = [await item.read_async(db, f"decks.{i}.") for i, item in enumerate(request.decks)]
    spell = await request.spell_deck.read_async(db, "spell_deck.") if request.spell_deck else None
    return model_json(validate_party(decks, spell, request.date, request.format or "party"))
