"""Which data is in use, where it came from and how fresh it is (`rushdeck update --status`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from validator import __version__, jsontext, paths
from validator.cards import load_cards
from validator.formats import load_regulations
from validator.sources.text import text_file


def data_status() -> dict[str, Any]:
    """The data in use (the user's update or the bundle), its sources, counts and dates."""
    update = paths.current_update()
    root = paths.data_root()
    lists = load_regulations().lists
    info: dict[str, Any] = {
        "in_use": "update" if update is not None and root == update else "bundled",
        "folder": str(root),
        "version": __version__,
        "cards": len(load_cards()),
        "lists": len(lists),
        "latest_list": lists[-1].effective_date.isoformat() if lists else None,
        "user_data_dir": str(paths.user_data_dir()),
        "installed_update": str(update) if update else None,
        "set_aside": paths.set_aside(),  # why the installed update is not in use, if it is not
        "cache_dir": str(paths.user_cache_dir()),
        "card_text": _text_count(),
    }
    if info["in_use"] == "update":
        manifest = _manifest(root)
        info["updated_at"] = manifest.get("updated_at")
        info["documents"] = manifest.get("documents", {})
        info["passcodes"] = manifest.get("passcodes")
        info["regulations_url"] = manifest.get("regulations_url")
        info["list_files"] = manifest.get("list_files", [])
    return info


def _manifest(update: Path) -> dict[str, Any]:
    try:
        value = jsontext.loads((update / paths.MANIFEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _text_count() -> int:
    try:
        return len(jsontext.loads(text_file().read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return 0
