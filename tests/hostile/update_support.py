"""What the hostile update tests share with `tests/test_update.py`: a bundle built from the
upstream fixtures, empty user folders, and upstream on a local HTTP server."""

from __future__ import annotations

from tests.test_update import (  # noqa: F401  (fixtures are found by name)
    FIXTURES,
    Upstream,
    http_server,
    isolated,
    make_cdb,
    rushdeck,
    server,
    snapshot,
    upstream,
)
