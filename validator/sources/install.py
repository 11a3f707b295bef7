"""Install an update into the user's data folder atomically (layout: see `validator.paths`).

The new data is written into a temporary folder, which is renamed to its final `update-*`
name once complete (manifest last, with a checksum of every file: see `validator.checksums`);
then the `current` file is replaced in one atomic rename.
Until that rename every command keeps using the previous data; after it, the new data. A
failure at any step removes what this update wrote and leaves the rest untouched.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import secrets
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from validator import paths
from validator.checksums import CHECKSUMS_KEY, file_checksums

STAGING_PREFIX = ".staging-"


def install_update(data_dir: Path, write: Callable[[Path], None], manifest: dict[str, Any]) -> Path:
    """Write a new update with `write(folder)` plus its manifest, and make it the current one."""
    data_dir.mkdir(parents=True, exist_ok=True)
    previous = paths.current_update(data_dir)
    staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=data_dir))
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    final = data_dir / f"{paths.UPDATE_PREFIX}{stamp}-{secrets.token_hex(3)}"
    try:
        write(staging)
        _flush_to_disk(staging)
        manifest = {**manifest, CHECKSUMS_KEY: file_checksums(staging)}
        write_atomically(staging / paths.MANIFEST_FILE, json.dumps(manifest, indent=1) + "\n")
        staging.rename(final)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    try:
        write_atomically(data_dir / paths.CURRENT_FILE, final.name + "\n")
    except BaseException:
        shutil.rmtree(final, ignore_errors=True)
        raise
    paths.forget_resolution()
    _remove_stale(data_dir, keep={final.name, previous.name if previous else ""})
    return final


def _flush_to_disk(folder: Path) -> None:
    """Make the written files durable before `current` can name them (a crash right after the
    switch must not leave it pointing at empty files)."""
    for path in folder.rglob("*"):
        if path.is_file():
            with path.open("rb") as handle:
                os.fsync(handle.fileno())


def write_atomically(path: Path, text: str) -> None:
    """Write a file so that readers see the old content or the new, never a part."""
    handle, temp = tempfile.mkstemp(prefix=STAGING_PREFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def _remove_stale(data_dir: Path, keep: set[str]) -> None:
    """Older updates and leftovers of interrupted runs. The update before the new one stays,
    so that a command that resolved it just before the switch can still read it."""
    for entry in data_dir.iterdir():
        stale = entry.name.startswith(paths.UPDATE_PREFIX) or entry.name.startswith(STAGING_PREFIX)
        if stale and entry.name not in keep:
            if entry.is_dir():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)
