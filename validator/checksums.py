"""Checksums of an installed update's files: written at install, checked before it is used.

A file of an update can be damaged after it was installed (a full disk, an interrupted copy,
an edit by hand); read as is it would break every command. `rushdeck update` records a
SHA-256 digest of every file it installs in the update's manifest (`"checksums"`, by path
relative to the update folder), and `validator.paths` checks them before using the update.
Checking the files every command reads costs a few milliseconds. An update installed before
checksums were recorded has none and is used as before.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from validator.paths import MANIFEST_FILE

CHECKSUMS_KEY = "checksums"


def digest(path: Path) -> str:
    return "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()


def file_checksums(root: Path) -> dict[str, str]:
    """The digest of every file under a folder (the manifest aside), by relative POSIX path."""
    return {
        path.relative_to(root).as_posix(): digest(path)
        for path in sorted(root.rglob("*"))
        if path.is_file() and path != root / MANIFEST_FILE
    }


def damage(update: Path) -> str | None:
    """What is wrong with an installed update's files, or None when they are as installed."""
    try:
        manifest = json.loads((update / MANIFEST_FILE).read_bytes())
    except (OSError, ValueError):
        return f"{MANIFEST_FILE} cannot be read"
    if not isinstance(manifest, dict):
        return f"{MANIFEST_FILE} is not an object"
    checksums = manifest.get(CHECKSUMS_KEY)
    if checksums is None:
        return None  # installed before checksums were recorded
    if not isinstance(checksums, dict):
        return f"{MANIFEST_FILE} has no valid checksums"
    for name, expected in checksums.items():
        path = update / name
        try:
            actual = digest(path)
        except FileNotFoundError:
            return f"{name} is missing"
        except OSError as exc:
            return f"{name} cannot be read ({exc.strerror or exc})"
        if actual != expected:
            return f"{name} does not match its checksum (cut short or changed)"
    return None
