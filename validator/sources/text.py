"""Card text, kept only in the user's cache (`rushdeck update --with-text`) for `cards show`.

Card text is the publisher's prose, so it is never bundled with the package: it is read from
the upstream aggregate at update time and stored in the user's cache folder.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from validator import jsontext, paths
from validator.sources.cards import card_id
from validator.sources.install import write_atomically

TEXT_FILE = "card_text.json"
# upstream field -> label, in the order a card reads
FIELDS = {
    "materials": "materials",
    "summoning_condition": "condition",
    "requirement": "requirement",
    "effect": "effect",
    "text": "text",
}


def card_texts(raws: list[dict[str, Any]]) -> dict[str, dict[str, str]]:
    """Each card's text by field, in English where upstream has it, else in Japanese."""
    out: dict[str, dict[str, str]] = {}
    for raw in raws:
        fields = {}
        for name in FIELDS:
            value = raw.get(name)
            if isinstance(value, dict) and (value.get("en") or value.get("ja")):
                fields[name] = str(value.get("en") or value.get("ja"))
        if fields:
            out[str(card_id(raw))] = fields
    return out


def text_file() -> Path:
    return paths.user_cache_dir() / TEXT_FILE


def save_card_texts(texts: dict[str, dict[str, str]]) -> Path:
    path = text_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, json.dumps(texts, ensure_ascii=False, separators=(",", ":")))
    return path


@cache
def _read(path: Path, stamp: int) -> dict[str, dict[str, str]]:
    try:
        value = jsontext.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def card_text(card_id: int) -> dict[str, str]:
    """The cached text of a card by field; empty when no text was kept."""
    path = text_file()
    try:
        stamp = path.stat().st_mtime_ns
    except OSError:
        return {}
    fields = _read(path, stamp).get(str(card_id))
    return fields if isinstance(fields, dict) else {}


def text_lines(card_id: int) -> list[str]:
    """The cached text of a card as labelled lines, like `cards show` prints facts."""
    fields = card_text(card_id)
    return [f"{FIELDS[name]:>16}: {fields[name]}" for name in FIELDS if fields.get(name)]
