"""The settings of `rushdeck update`: where upstream is, how long downloads are kept, how
patient to be. Light on purpose: the command line reads these defaults on every start.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

DEFAULT_CARDS_URL = "https://dawnbrandbots.github.io/yaml-yugi/rush.json"
DEFAULT_REGULATIONS_URL = (
    "https://raw.githubusercontent.com/DawnbrandBots/yaml-yugi-limit-regulation/master/rush/"
)
DEFAULT_CDB_URL = "https://github.com/ProjectIgnis/BabelCDB/raw/master/cards-rush.cdb"

DEFAULT_TIMEOUT = 30.0  # seconds to wait for a server
DEFAULT_RETRIES = 2  # after the first try, on connection errors, timeouts and 429/5xx

# How long a downloaded document is used before it is revalidated with the server.
EXPIRY = {
    "cards": dt.timedelta(hours=12),
    "cdb": dt.timedelta(hours=12),
    "named list": dt.timedelta(hours=6),  # current / upcoming: change when a list is announced
    "dated list": dt.timedelta(days=30),  # a published list does not change
}


@dataclass(frozen=True)
class Sources:
    """Where to download from; each URL is a setting (option or environment variable)."""

    cards_url: str = DEFAULT_CARDS_URL
    regulations_url: str = DEFAULT_REGULATIONS_URL
    cdb_url: str | None = DEFAULT_CDB_URL  # None: keep the passcodes of the data in use

    def list_url(self, stem: str) -> str:
        return f"{self.regulations_url.rstrip('/')}/{stem}.vector.json"
