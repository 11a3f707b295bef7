"""Models of the dated rules: Limit Regulation lists and format definitions."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class LimitList(_Strict):
    """One Limit Regulation list: Forbidden 0, Limited 1, Semi-Limited 2, absent 3 copies."""

    effective_date: dt.date
    forbidden: list[int] = Field(default_factory=list)
    limited: list[int] = Field(default_factory=list)
    semi_limited: list[int] = Field(default_factory=list)

    def limits(self) -> dict[int, int]:
        """Card id to the number of copies this list allows."""
        out = {card: 2 for card in self.semi_limited}
        out.update({card: 1 for card in self.limited})
        out.update({card: 0 for card in self.forbidden})
        return out


class SizeRange(_Strict):
    min: int = Field(ge=0)
    max: int = Field(ge=0)


class LegendRule(_Strict):
    """`total`: at most `limit` Legend cards in Main + Extra; `per_kind`: per monster/spell/trap."""

    scope: Literal["total", "per_kind"]
    limit: int = Field(ge=0)
    sections: list[Literal["main", "extra", "side"]] = Field(
        default_factory=lambda: ["main", "extra"]
    )


class TeamRules(_Strict):
    """WRGP: team size and the limits counted across the whole team."""

    size: int = Field(ge=1)
    copies: int = Field(ge=0, description="copies of one name across all decks")
    limit_regulation: bool = Field(description="apply the Limit Regulation across the team")
    legend_cap: int | None = Field(
        default=None, description="Legend cards across the team's Main + Extra; null: per deck only"
    )


class PartyRules(_Strict):
    """Wai Wai Rush Party: fixed decks and a shared Spell Deck, both data files."""

    players: int = Field(ge=2)
    fixed_decks: str = Field(description="path under card_data/ of the fixed decks")
    spell_deck: str = Field(description="path under card_data/ of the Spell Deck")


class Rules(_Strict):
    """Rule values; a format's rules on a date are its base values with its changes applied."""

    main_deck: SizeRange | None = None
    extra_deck: SizeRange | None = None
    side_deck: SizeRange | None = None
    copies: int | None = Field(default=None, description="copies of one name, Main + Extra + Side")
    legend: LegendRule | None = None
    extra_deck_subtypes: list[str] | None = Field(
        default=None, description="monster subtypes that belong in the Extra Deck"
    )
    limit_regulation: bool | None = None
    official_cards_only: bool | None = None
    team: TeamRules | None = None
    party: PartyRules | None = None
    play: dict[str, Any] | None = Field(default=None, description="engine settings for this format")


class RuleChange(_Strict):
    since: dt.date
    rules: Rules
    note: str = ""


class FormatDefinition(_Strict):
    """A format as data: base rules, dated changes, optionally built on another format."""

    name: str
    title: str
    description: str = ""
    extends: str | None = None
    since: dt.date | None = Field(default=None, description="first day the format can be judged")
    rules: Rules = Field(default_factory=Rules)
    changes: list[RuleChange] = Field(default_factory=list)
