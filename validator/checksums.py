"""Checksums of an installed update's files: written at install, checked before it is used.

A file of an update can be damaged after it was installed (a full disk, an interrupted copy,
an edit by hand); read as is it would break every command. `rushdeck update` records a
SHA-256 digest of every file it installs in the update's manifest (`"checksums"`, by path
relative to the update folder), and `validator.paths` checks them before using the update.
Hashing every file costs some 10 to 25 ms, so a verified update's file sizes and modification
times are noted in `verified/` of the cache folder, and a later process that finds them the
same skips the hashing (a file cut short or rewritten changes them). An update installed
before checksums were recorded has none and is used as before.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from validator import jsontext
from validator.paths import MANIFEST_FILE, user_cache_dir

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
        manifest = jsontext.loads((update / MANIFEST_FILE).read_bytes())
    except (OSError, ValueError):
        return f"{MANIFEST_FILE} cannot be read"
    if not isinstance(manifest, dict):
        return f"{MANIFEST_FILE} is not an object"
    checksums = manifest.get(CHECKSUMS_KEY)
    if checksums is None:
        return None  # installed before checksums were recorded
    if not isinstance(checksums, dict):
        return f"{MANIFEST_FILE} has no valid checksums"
    stamps = _stamps(update, checksums)
    if stamps is not None and stamps == _read_json(_verified_file(update)):
        return None  # verified before, and unchanged since
    problem = _compare(update, checksums)
    if problem is None and stamps is not None:
        _write_json(_verified_file(update), stamps)
    return problem


def _compare(update: Path, checksums: dict[str, str]) -> str | None:
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


def _stamps(update: Path, names: dict[str, str]) -> dict[str, list[int]] | None:
    """Each file's size and modification time, with the manifest's; None if one is missing."""
    try:
        return {
            name: [(stat := os.stat(update / name)).st_size, stat.st_mtime_ns]
            for name in [MANIFEST_FILE, *names]
        }
    except OSError:
        return None


def _verified_file(update: Path) -> Path:
    key = hashlib.sha256(str(update.resolve()).encode()).hexdigest()[:16]
    return user_cache_dir() / "verified" / f"{update.name}-{key}.json"


def _read_json(path: Path) -> object:
    try:
        return jsontext.loads(path.read_bytes())
    except (OSError, ValueError):
        return None


def _write_json(path: Path, value: object) -> None:
    """Best effort: the note only saves time, so a failure to write it is ignored."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(f".{path.name}.{os.getpid()}")
        temp.write_text(json.dumps(value), encoding="utf-8")
        os.replace(temp, path)
    except OSError:
        return
