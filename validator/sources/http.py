"""HTTP for `rushdeck update`: one requests-cache session with timeouts and bounded retries.

Responses are kept in a SQLite cache in the user's cache folder, each with the expiry its
source asks for. An expired response is revalidated with a conditional request (ETag /
Last-Modified), so an unchanged upstream file costs a 304 and no download. Offline, only the
cache answers, stale or not.

When upstream cannot be reached (no connection, no answer in time, or still a server error
after the retries) a cached copy, stale or not, is used in its place and the Fetcher notes why
(`unreachable`), so that the update can say so once; without a cached copy the download fails.
The libraries' own log lines for these failures (a traceback per URL) are kept quiet meanwhile.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import requests
import requests_cache
import urllib3
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from validator import __version__
from validator.sources.settings import DEFAULT_RETRIES, DEFAULT_TIMEOUT

USER_AGENT = f"rushdeck/{__version__} (Yu-Gi-Oh! Rush Duel deck validator; rushdeck update)"
_RETRY_STATUSES = (429, 500, 502, 503, 504)
# Loggers that report each failed request (urllib3's retries, requests-cache's fallback to a
# cached copy, with a traceback); the Fetcher reports failures itself.
_NOISY_LOGGERS = ("urllib3.connectionpool", "requests_cache")


class FetchError(Exception):
    """A download that failed; the message names what, where and why."""


@dataclass(frozen=True)
class Fetched:
    """One upstream document and where it came from."""

    label: str
    url: str
    content: bytes
    from_cache: bool
    revalidated: bool
    last_modified: str | None

    def origin(self) -> dict[str, object]:
        """What the manifest records about this document."""
        return {
            "url": self.url,
            "last_modified": self.last_modified,
            "from_cache": self.from_cache,
        }


Progress = Callable[[Fetched | None, str], None]


class _WatchfulAdapter(HTTPAdapter):
    """An adapter that remembers why its last request failed (an exception, or a server error
    left after the retries), even when requests-cache then answers from its cache instead."""

    def __init__(self, timeout: float, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.timeout = timeout
        self.last_failure: str | None = None

    def send(self, request: requests.PreparedRequest, **kwargs: object) -> requests.Response:
        try:
            response = super().send(request, **kwargs)  # type: ignore[arg-type]
        except requests.RequestException as exc:
            self.last_failure = failure_reason(exc, request.url or "", self.timeout)
            raise
        if response.status_code in _RETRY_STATUSES:
            reason = f"HTTP {response.status_code} {response.reason or ''}".rstrip()
            self.last_failure = f"{_host(request.url or '')} answered {reason}"
        return response


class Fetcher:
    """GETs through the cache; `get` returns the body or raises FetchError with a clear reason."""

    def __init__(
        self,
        cache_file: Path,
        *,
        offline: bool = False,
        refresh: bool = False,
        timeout: float = DEFAULT_TIMEOUT,
        retries: int = DEFAULT_RETRIES,
        progress: Progress | None = None,
    ) -> None:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        self.offline = offline
        self.timeout = timeout
        self._progress = progress
        self.unreachable: dict[str, str] = {}  # label -> why; its cached copy was used
        self.session = requests_cache.CachedSession(
            str(cache_file),
            backend="sqlite",
            allowable_codes=(200, 404),  # a 404 is remembered too: see `get`
            always_revalidate=refresh,
            only_if_cached=offline,
            stale_if_error=True,  # upstream down: the cached copy, noted in `unreachable`
        )
        self.session.headers["User-Agent"] = USER_AGENT
        retry = Retry(
            total=retries,
            backoff_factor=0.25,
            status_forcelist=_RETRY_STATUSES,
            allowed_methods=frozenset({"GET"}),
            raise_on_status=False,
        )
        self._adapter = _WatchfulAdapter(timeout, max_retries=retry)
        self.session.mount("http://", self._adapter)
        self.session.mount("https://", self._adapter)

    def close(self) -> None:
        self.session.close()

    def __enter__(self) -> Fetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def get(
        self, url: str, label: str, expire: dt.timedelta, *, missing_ok: bool = False
    ) -> Fetched | None:
        """The document at `url`; None when it is missing and `missing_ok` (a 404)."""
        if self._progress:
            self._progress(None, label)
        self._adapter.last_failure = None
        try:
            with _quiet(_NOISY_LOGGERS):
                response = self.session.get(url, timeout=self.timeout, expire_after=expire)
        except requests.RequestException as exc:
            raise FetchError(f"{label}: {failure_reason(exc, url, self.timeout)}") from None
        from_cache = bool(getattr(response, "from_cache", False))
        if from_cache and self._adapter.last_failure is not None:
            self.unreachable[label] = self._adapter.last_failure
        if self.offline and response.status_code == 504:  # requests-cache: "not cached"
            if missing_ok:
                return None
            raise FetchError(
                f"{label}: not in the download cache, so it cannot be read offline "
                "(run `rushdeck update` online first)"
            )
        if response.status_code == 404 and missing_ok:
            return None  # kept in the cache with this expiry: an absent file is an answer too
        if response.status_code != 200:
            self.forget(url)
            reason = f"HTTP {response.status_code} {response.reason or ''}".rstrip()
            raise FetchError(f"{label}: {url} answered {reason}")
        fetched = Fetched(
            label=label,
            url=url,
            content=response.content,
            from_cache=from_cache,
            revalidated=bool(getattr(response, "revalidated", False)),
            last_modified=response.headers.get("Last-Modified"),
        )
        if self._progress:
            self._progress(fetched, label)
        return fetched

    def forget(self, url: str) -> None:
        """Drop a cached response that proved unusable, so the next run downloads it again."""
        self.session.cache.delete(urls=[url])


def failure_reason(exc: requests.RequestException, url: str, timeout: float) -> str:
    """Why a request got no answer, even after the retries, in words."""
    cause = getattr(exc.args[0] if exc.args else None, "reason", None)  # MaxRetryError
    refused = isinstance(cause, urllib3.exceptions.NewConnectionError)  # a TimeoutError too
    timed_out = isinstance(cause, urllib3.exceptions.TimeoutError) and not refused
    if isinstance(exc, requests.Timeout) or timed_out:
        return f"no answer from {_host(url)} within {timeout:g} s"
    # drop urllib3's connection object ("<...>: " or "HTTPConnection(host=..., port=...): ")
    reason = re.sub(r"^(<[^>]*>|\w+\([^)]*\)):\s*", "", str(cause or exc))
    if isinstance(exc, requests.ConnectionError):
        return f"cannot reach {_host(url)} ({reason})"
    return f"download of {url} failed ({reason})"


@contextmanager
def _quiet(names: tuple[str, ...]) -> Iterator[None]:
    """Silence these loggers below ERROR for a while, and put their levels back after."""
    loggers = [logging.getLogger(name) for name in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def _host(url: str) -> str:
    return urlsplit(url).netloc or url
