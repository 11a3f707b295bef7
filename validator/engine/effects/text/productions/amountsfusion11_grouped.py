"""Amounts printed with a thousands separator ("lose 730,000 ATK/DEF"): the same amount as
"730000", read and rendered back with its commas."""

from __future__ import annotations

import re
from typing import Any

from validator.engine.effects.text.draft import Draft
from validator.engine.effects.text.grammar import SLOTS, NoMatch, Slot, production

Steps = list[dict[str, Any]]


def _read_grouped(text: str) -> int:
    if not re.fullmatch(r"\d{1,3}(?:,\d{3})+", text):
        raise NoMatch(text)
    return int(text.replace(",", ""))


SLOTS["grouped_n"] = Slot(_read_grouped, lambda amount: f"{amount:,}")


@production(
    "change",
    "amountsfusion11_lose_atk_def_grouped",
    "make {t:target} lose {n:grouped_n} ATK/DEF",
)
def _lose_atk_def_grouped(draft: Draft, t: dict[str, Any], n: int) -> Steps:
    return [{"op": "lose_atk_def", "target": draft.target(t), "amount": n}]
