"""Where the data folders are: the bundled ones, and the user's updated copy.

In a source checkout (or an editable install) `card_data/`, `regulations/`, `schemas/` and
`examples/` sit beside the `validator/` package; an installed wheel carries them inside the
package under `_data/`. Every reader of bundled files goes through `bundled()` so both layouts
work.

`rushdeck update` installs newer cards and lists into the user's data folder (`--data-dir`, else
$RUSHDECK_DATA_DIR, else the platform's user data folder). Each update is a complete folder of
its own, `update-*`, holding `card_data/`, `regulations/limits/` and `manifest.json` (written
last); the small file `current` names the one in use and is replaced atomically, so a reader
sees the old update or the new one, never half of either. The data in use (`data_root()`) is the
current update when it is complete, undamaged (its files match the checksums of its manifest,
see `validator.checksums`) and not older than the bundle, else the bundled data. A damaged
update is set aside with a warning on stderr naming its folder, until the next update. Format
definitions are rules, not upstream data: they always come from the bundle.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

import platformdirs

_PACKAGE = Path(__file__).resolve().parent
APP_NAME = "rushdeck"
DATA_DIR_ENV = "RUSHDECK_DATA_DIR"
CACHE_DIR_ENV = "RUSHDECK_CACHE_DIR"
CURRENT_FILE = "current"
MANIFEST_FILE = "manifest.json"
UPDATE_PREFIX = "update-"

_resolved_root: Path | None = None
_set_aside: str | None = None  # why the installed update is not the data in use


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


def choose_data_dir(path: Path | None) -> None:
    """Use this user data folder from now on (the `--data-dir` option); None keeps the default.

    The choice goes through $RUSHDECK_DATA_DIR so that worker processes started from here
    (the playtest runner's, for one) read the same data.
    """
    if path is not None:
        os.environ[DATA_DIR_ENV] = str(path.resolve())
    forget_resolution()


def forget_resolution() -> None:
    """Resolve the data in use again on next use (after an update installed a new folder)."""
    global _resolved_root, _set_aside
    _resolved_root = None
    _set_aside = None


def user_data_dir() -> Path:
    """Where `rushdeck update` installs data: --data-dir, $RUSHDECK_DATA_DIR or the user's."""
    if os.environ.get(DATA_DIR_ENV):
        return Path(os.environ[DATA_DIR_ENV])
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def user_cache_dir() -> Path:
    """The HTTP cache and the card text: $RUSHDECK_CACHE_DIR or the user's cache folder."""
    if os.environ.get(CACHE_DIR_ENV):
        return Path(os.environ[CACHE_DIR_ENV])
    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def current_update(data_dir: Path | None = None) -> Path | None:
    """The complete update folder that `current` names in a data folder, or None."""
    folder = data_dir or user_data_dir()
    try:
        name = (folder / CURRENT_FILE).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    if not name.startswith(UPDATE_PREFIX) or "/" in name or "\\" in name:
        return None
    update = folder / name
    complete = (
        (update / MANIFEST_FILE).is_file()
        and (update / "card_data" / "cards.json").is_file()
        and (update / "regulations" / "limits").is_dir()
    )
    return update if complete else None


def latest_list(root: Path) -> str:
    """The effective date (YYYY-MM-DD) of the newest Limit Regulation list under a data root."""
    return max((p.stem for p in (root / "regulations" / "limits").glob("*.json")), default="")


def data_root() -> Path:
    """The folder of the data in use: the user's current update if complete, else the bundle.

    An update older than the bundle (its newest list predates the bundle's, as after upgrading
    the package) gives way to the bundle until the next `rushdeck update`; so does a damaged
    one, with a warning on stderr.
    """
    global _resolved_root, _set_aside
    if _resolved_root is None:
        update = current_update()
        if update is not None and latest_list(update) < latest_list(bundled_root()):
            _set_aside = f"the update in {update} is older"
            update = None
        elif update is not None and (problem := _damage(update)) is not None:
            _set_aside = f"the update in {update} is damaged: {problem}"
            advice = "using the bundled data until `rushdeck update` repairs it"
            print(f"warning: {_set_aside}; {advice}", file=sys.stderr)
            update = None
        _resolved_root = update or bundled_root()
    return _resolved_root


def set_aside() -> str | None:
    """Why the installed update is not the data in use (older, damaged), or None."""
    data_root()
    return _set_aside


def _damage(update: Path) -> str | None:
    from validator.checksums import damage  # it imports this module

    return damage(update)


def data_path(*parts: str) -> Path:
    """A path inside the data in use, e.g. ``data_path("card_data", "cards.json")``."""
    return data_root().joinpath(*parts)
