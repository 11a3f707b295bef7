"""Write built card data and lists to a data folder: the bundled one or a user's.

`scripts/build_data.py` and `rushdeck update` both go through here, so bundled and updated
data are built by the same code.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from validator.cards.model import Card
from validator.formats.model import LimitList


def dump_json_lines(items: Iterable[dict[str, Any]]) -> str:
    """A JSON list with one compact record per line: small, and diffs read well."""
    body = ",\n".join(json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in items)
    return f"[\n{body}\n]\n"


def write_cards(cards: list[Card], card_dir: Path) -> Path:
    card_dir.mkdir(parents=True, exist_ok=True)
    path = card_dir / "cards.json"
    path.write_text(dump_json_lines(card.record() for card in cards), encoding="utf-8")
    return path


def limit_list_text(limit_list: LimitList) -> str:
    return json.dumps(limit_list.model_dump(mode="json"), indent=1) + "\n"


def write_limit_lists(lists: list[LimitList], regulations_dir: Path) -> list[Path]:
    folder = regulations_dir / "limits"
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for item in lists:
        path = folder / f"{item.effective_date.isoformat()}.json"
        path.write_text(limit_list_text(item), encoding="utf-8")
        paths.append(path)
    return paths
