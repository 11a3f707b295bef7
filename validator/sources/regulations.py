"""Build Limit Regulation lists from the upstream `*.vector.json` files.

Upstream shape: `{"date": "YYYY-MM-DD", "regulation": {"<konami_id>": 0|1|2}}`
(0 Forbidden, 1 Limited, 2 Semi-Limited, absent 3).
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from validator.formats.model import LimitList
from validator.formats.regulations import DateError, parse_date
from validator.sources.cards import UpstreamError

_SECTIONS = {0: "forbidden", 1: "limited", 2: "semi_limited"}


def build_limit_list(vector: Any, known_ids: Container[int]) -> LimitList:
    """One list from an upstream vector file; every listed card must be a known card."""
    if not isinstance(vector, dict) or not isinstance(vector.get("regulation"), dict):
        raise UpstreamError("a Limit Regulation file needs 'date' and a 'regulation' object")
    try:
        effective = parse_date(vector.get("date"))
    except (DateError, AttributeError) as exc:
        raise UpstreamError(
            f"Limit Regulation file has a bad date: {vector.get('date')!r}"
        ) from exc
    sections: dict[str, list[int]] = {name: [] for name in _SECTIONS.values()}
    for key, value in vector["regulation"].items():
        if not str(key).isdigit() or value not in _SECTIONS:
            raise UpstreamError(f"list {effective}: bad entry {key!r}: {value!r}")
        card = int(key)
        if card not in known_ids:
            raise UpstreamError(f"list {effective}: card {card} is not in the card database")
        sections[_SECTIONS[value]].append(card)
    return LimitList(effective_date=effective, **{k: sorted(v) for k, v in sections.items()})
