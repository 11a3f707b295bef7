"""A compiled copy of a card file, like a `.pyc` for `cards.json`.

Parsing the JSON and building the name indexes is most of what loading the card database
costs; the result is stored with `marshal` in the user's cache folder, keyed by the card
file's content hash and the interpreter's cache tag, so a changed file or another Python never
reads a stale copy. The cache is only a speed-up: any failure to read or write it is ignored.

Folder: `cards/` in the user's cache folder, `$RUSHDECK_CACHE_DIR` or else
`$XDG_CACHE_HOME/rushdeck` (`~/.cache/rushdeck`).
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

CACHE_ENV = "RUSHDECK_CACHE_DIR"
_FORMAT = 1  # bump when the stored shape changes


def cache_dir() -> Path | None:
    """Where compiled card files go; None when there is no home folder to put them in."""
    chosen = os.environ.get(CACHE_ENV)
    if chosen:
        return Path(chosen) / "cards"
    try:
        base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    except RuntimeError:  # no home folder
        return None
    return Path(base) / "rushdeck" / "cards"


def _cache_file(data: bytes) -> Path | None:
    folder = cache_dir()
    if folder is None:
        return None
    digest = hashlib.blake2b(data, digest_size=16).hexdigest()
    return folder / f"cards-{digest}.{sys.implementation.cache_tag}.marshal"


def read(data: bytes) -> Any | None:
    """What `write` stored for a card file with this content, or None."""
    path = _cache_file(data)
    if path is None:
        return None
    try:
        stored = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if isinstance(stored, tuple) and len(stored) == 2 and stored[0] == _FORMAT:
        return stored[1]
    return None


def write(data: bytes, value: Any) -> None:
    """Store a value (plain data only) for a card file with this content."""
    path = _cache_file(data)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as handle:
            handle.write(marshal.dumps((_FORMAT, value)))
        os.replace(handle.name, path)  # readers see the whole file or none
    except (OSError, ValueError):
        return
