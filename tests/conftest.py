"""Isolate the suite from the machine: no user's installed update, no user's cache folder.

Every command resolves its data from `RUSHDECK_DATA_DIR` and keeps caches in
`RUSHDECK_CACHE_DIR`; both point at fresh temporary folders for the whole run, so a card update
someone installed by hand can neither change nor be changed by the tests.
"""

from __future__ import annotations

import os
import shutil
import tempfile

from validator.paths import CACHE_DIR_ENV, DATA_DIR_ENV

_made: list[str] = []


def pytest_configure() -> None:
    for variable in (DATA_DIR_ENV, CACHE_DIR_ENV):
        folder = tempfile.mkdtemp(prefix="rushdeck-test-")
        _made.append(folder)
        os.environ[variable] = folder


def pytest_unconfigure() -> None:
    for folder in _made:
        shutil.rmtree(folder, ignore_errors=True)
