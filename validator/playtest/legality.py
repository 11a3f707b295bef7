"""Playtests check their decks first, by the format's rules on the date of play.

A deck that is not legal still plays (trying out a deck that breaks a rule is a use of a
playtest), with a warning listing its violations and its report in the JSON output; a strict
playtest refuses it. A duel checks each deck, a relay each team, a party the whole table.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from validator.decks.model import Deck
from validator.report import GroupReport, Report
from validator.services import check_deck, context_for, validate_party, validate_team

NamedDeck = tuple[str, Deck]


@dataclass(frozen=True)
class Legality:
    """The report of one deck, team or table a playtest plays, under the name it plays by."""

    name: str
    report: Report | GroupReport
    labels: tuple[str, ...] = ()
    """A team's or table's deck names, in the order of `report.decks`."""

    @property
    def legal(self) -> bool:
        return self.report.legal

    def problems(self) -> list[str]:
        """Every violation as "CODE: message", a group's deck ones after the deck's name."""
        lines = []
        if isinstance(self.report, GroupReport):
            for label, deck in zip(self.labels, self.report.decks, strict=True):
                lines.extend(f"{label}: {v.code.value}: {v.message}" for v in deck.violations)
        lines.extend(f"{v.code.value}: {v.message}" for v in self.report.violations)
        return lines

    def warning(self) -> str:
        """What is wrong, on one line per violation after a heading."""
        report, problems = self.report, self.problems()
        heading = (
            f"{self.name} is not legal in {report.format} on {report.date.isoformat()} "
            f"({len(problems)} problem{'s' * (len(problems) != 1)})"
        )
        return "\n".join([heading, *(f"  {line}" for line in problems)])

    def as_json(self) -> dict[str, Any]:
        return {"name": self.name, "report": self.report.model_dump(mode="json")}


def check_decks(decks: Sequence[NamedDeck], fmt: str, day: dt.date | None) -> list[Legality]:
    """Each deck of a duel (or a goldfish) on its own."""
    ctx = context_for(fmt, day)
    return [Legality(name, check_deck(deck, ctx)) for name, deck in decks]


def check_teams(teams: Sequence[Sequence[NamedDeck]], day: dt.date | None) -> list[Legality]:
    """Each team of a relay, as `rushdeck team` checks it ("team A", "team B")."""
    return [
        Legality(
            f"team {'AB'[number]}",
            validate_team([deck for _, deck in team], day),
            tuple(name for name, _ in team),
        )
        for number, team in enumerate(teams)
    ]


def check_table(decks: Sequence[NamedDeck], day: dt.date | None) -> list[Legality]:
    """A party table with the format's Spell Deck, as `rushdeck party` checks it."""
    report = validate_party([deck for _, deck in decks], None, day)
    return [Legality("the table", report, tuple(name for name, _ in decks))]


def illegal(checks: Sequence[Legality]) -> list[Legality]:
    return [check for check in checks if not check.legal]
