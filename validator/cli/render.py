"""Text for a person: reports as short summaries, every problem on its own line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import click

from validator.report import GroupReport, Report, Violation

if TYPE_CHECKING:
    from validator.rules import RuleContext

_ORDINALS = ("1st", "2nd", "3rd")


def _ordinal(number: int) -> str:
    return _ORDINALS[number - 1] if number <= len(_ORDINALS) else f"{number}th"


def context_line(judged: Report | GroupReport | RuleContext) -> str:
    """The format, date and list a report (or the context that made it) judged by."""
    listed = (
        f"Limit Regulation {judged.regulation.isoformat()}"
        if judged.regulation
        else "no Limit Regulation list"
    )
    return f"{judged.format}, {judged.date.isoformat()}, {listed}"


def verdict(legal: bool, problems: int) -> str:
    if legal:
        return click.style("legal", fg="green")
    return click.style(f"ILLEGAL ({problems} problem{'s' * (problems != 1)})", fg="red")


def violation_lines(violations: Sequence[Violation], indent: str = "  ") -> list[str]:
    return [f"{indent}{click.style(v.code.value, bold=True)}: {v.message}" for v in violations]


def warning_lines(warnings: Sequence[Violation], indent: str = "  ") -> list[str]:
    return [
        f"{indent}{click.style('warning', fg='yellow')} {v.code.value}: {v.message}"
        for v in warnings
    ]


def deck_text(label: str, report: Report, indent: str = "") -> str:
    counts = report.counts
    lines = [
        f"{indent}{label}: {verdict(report.legal, len(report.violations))}",
        f"{indent}  Main {counts.main}, Extra {counts.extra}, Side {counts.side}",
        *violation_lines(report.violations, indent + "  "),
        *warning_lines(report.warnings, indent + "  "),
    ]
    return "\n".join(lines)


def report_text(label: str, report: Report) -> str:
    return f"{deck_text(label, report)}\n  ({context_line(report)})"


def group_text(
    kind: str, labels: Sequence[str], report: GroupReport, name: str | None = None
) -> str:
    """A team or party table: its verdict, each deck, then the problems across decks."""
    problems = len(report.violations) + sum(len(deck.violations) for deck in report.decks)
    title = f"{kind} {name}" if name else kind
    lines = [f"{title}: {verdict(report.legal, problems)} ({context_line(report)})"]
    for number, (label, deck) in enumerate(zip(labels, report.decks, strict=True), start=1):
        lines.append(deck_text(f"{_ordinal(number)} {label}", deck, indent="  "))
    if report.violations:
        lines.append(f"  across the {kind.lower()}:")
        lines.extend(violation_lines(report.violations, "    "))
    return "\n".join(lines)
