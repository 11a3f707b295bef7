"""Build and write a whole data set (cards and lists) from upstream documents.

`scripts/build_data.py` (the bundled data) and `rushdeck update` (the user's data) both build
through `build_data` and write through `write_data`, so both hold the same records.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from validator.cards.model import Card
from validator.formats.model import LimitList
from validator.sources.bundle import write_cards, write_limit_lists
from validator.sources.cards import CdbRow, JoinReport, build_cards
from validator.sources.regulations import build_limit_list


@dataclass(frozen=True)
class BuiltData:
    cards: list[Card]
    lists: list[LimitList]
    report: JoinReport

    def listed_without_passcode(self) -> list[int]:
        """Listed cards that no EDOPro passcode joined (a .ydk deck could not name them)."""
        by_id = {card.id: card for card in self.cards}
        listed = {i for item in self.lists for i in item.limits()}
        return sorted(i for i in listed if not by_id[i].passcodes)


def build_data(raws: list[dict[str, Any]], rows: list[CdbRow], vectors: Iterable[Any]) -> BuiltData:
    """Cards from the aggregate and cdb rows, then lists whose every card must be known."""
    cards, report = build_cards(raws, rows)
    known = {card.id for card in cards}
    lists = [build_limit_list(vector, known) for vector in vectors]
    return BuiltData(cards, sorted(lists, key=lambda item: item.effective_date), report)


def write_data(built: BuiltData, root: Path) -> None:
    """`card_data/cards.json`, its join report and `regulations/limits/` under a data root."""
    write_cards(built.cards, root / "card_data")
    write_limit_lists(built.lists, root / "regulations")
    (root / "card_data" / "join_report.txt").write_text(
        "\n".join(built.report.lines()) + "\n", encoding="utf-8"
    )
