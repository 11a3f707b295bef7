"""Where the bundled data folders are.

In a source checkout (or an editable install) `card_data/`, `regulations/`, `schemas/` and
`examples/` sit beside the `validator/` package; an installed wheel carries them inside the
package under `_data/`. Every reader goes through `bundled()` so both layouts work.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


@cache
def bundled_root() -> Path:
    """The folder that holds the bundled data folders."""
    inside = _PACKAGE / "_data"
    if (inside / "card_data").is_dir():
        return inside
    return _PACKAGE.parent


def bundled(*parts: str) -> Path:
    """A path inside the bundled data, e.g. ``bundled("card_data", "cards.json")``."""
    return bundled_root().joinpath(*parts)
