"""Where the compiled effect files live, and writing them.

The bundle's `card_data/effects/` holds the files compiled from the bundled cards; an update
(`rushdeck update`) writes its own into its data folder, which then wins. The hand-written
encodings and the overrides always come from the bundle.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from validator.paths import bundled, data_path

if TYPE_CHECKING:
    from validator.engine.effects.text.build import PoolBuild

COMPILED_FILE = "compiled.json"
CLAUSES_FILE = "clauses.json"
MISSING_FILE = "missing.json"
COMPILED_FILES = (COMPILED_FILE, CLAUSES_FILE, MISSING_FILE)


def effect_file(name: str) -> Path:
    """An effect file of the data in use: the update's compiled files, else the bundle's."""
    if name in COMPILED_FILES:
        path = data_path("card_data", "effects", name)
        if path.is_file():
            return path
    return bundled("card_data", "effects", name)


def write_effects(pool: PoolBuild, folder: Path) -> None:
    """Write a pool's compiled files into a `card_data/effects/` folder, one entry a line.

    Nothing written holds card text: encodings, clause parses (production names and slot
    values) and the numbers of the clauses that did not compile."""
    # Imported here: the registry imports this module, and format_file lives in the registry.
    from validator.engine.effects.registry import format_file

    folder.mkdir(parents=True, exist_ok=True)
    (folder / COMPILED_FILE).write_text(format_file(pool.encodings), encoding="utf-8")
    clauses = ",\n".join(
        f'"{card}": {json.dumps(parses, ensure_ascii=False)}'
        for card, parses in pool.clauses.items()
    )
    (folder / CLAUSES_FILE).write_text(f"{{\n{clauses}\n}}\n", encoding="utf-8")
    # A missing clause is kept by its card, number and category: its words are card text.
    missing = ",\n".join(
        json.dumps({k: m[k] for k in ("card", "clause", "category")}) for m in pool.missing
    )
    (folder / MISSING_FILE).write_text(f"[\n{missing}\n]\n", encoding="utf-8")
