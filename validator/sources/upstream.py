"""The upstream documents `rushdeck update` reads, where they are and how they are checked.

- the YAML Yugi card aggregate (`rush.json`, a JSON list of cards);
- the Limit Regulation files of yaml-yugi-limit-regulation (`rush/*.vector.json`): `current`,
  `upcoming` while one is announced, and the dated `YYYY-MM-DD` files. Upstream has no index,
  so dated files are found by probing the quarterly dates (1 January, April, July, October)
  from the first Rush list on up to the latest date that `current` or `upcoming` names: no
  dated file can be newer than those;
- optionally the EDOPro card database (`cards-rush.cdb`, SQLite) for passcodes.

Every JSON document is checked against a JSON Schema of its upstream shape before anything is
built from it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import jsonschema

from validator import jsontext
from validator.errors import InputError
from validator.sources.cards import UpstreamError
from validator.sources.settings import EXPIRY, Sources

if TYPE_CHECKING:
    from validator.sources.http import Fetched, Fetcher

FIRST_LIST = dt.date(2023, 1, 1)
MAX_PROBES = 60  # fifteen years of quarters: a bound should `current` name an absurd date

_ID = {"type": ["integer", "null"], "minimum": 0}
CARDS_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "YAML Yugi Rush Duel card aggregate",
    "type": "array",
    "minItems": 1,
    "items": {
        "type": "object",
        "required": ["name", "card_type"],
        "properties": {
            "konami_id": _ID,
            "yugipedia_page_id": _ID,
            "name": {
                "type": "object",
                "required": ["en"],
                "properties": {"en": {"type": "string", "minLength": 1}},
            },
            "card_type": {"enum": ["Monster", "Spell", "Trap"]},
            "level": {"type": ["integer", "null"]},
            "atk": {"type": ["integer", "null"]},
            "def": {"type": ["integer", "null"]},
            "maximum_atk": {"type": ["integer", "null"]},
            "legend": {"type": ["boolean", "null"]},
            "cannot_be_used_in_official_duels": {"type": ["boolean", "null"]},
        },
    },
}
VECTOR_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "yaml-yugi-limit-regulation vector file",
    "type": "object",
    "required": ["date", "regulation"],
    "properties": {
        "date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
        "regulation": {
            "type": "object",
            "propertyNames": {"pattern": "^[0-9]+$"},
            "additionalProperties": {"enum": [0, 1, 2]},
        },
    },
}


@dataclass
class Upstream:
    """Every upstream document of one update, checked for shape."""

    cards: list[dict[str, Any]]
    vectors: dict[str, dict[str, Any]]  # file stem ("current", "2024-01-01", ...) -> vector
    cdb: bytes | None
    fetched: dict[str, Fetched] = field(default_factory=dict)  # label -> document

    def dated_vectors(self) -> list[dict[str, Any]]:
        """One vector per effective date: dated files first, then current and upcoming."""
        by_date: dict[str, dict[str, Any]] = {}
        for stem in sorted(self.vectors, key=lambda s: (not s[0].isdigit(), s)):
            by_date.setdefault(self.vectors[stem]["date"], self.vectors[stem])
        return [by_date[d] for d in sorted(by_date)]


def quarters(first: dt.date, last: dt.date) -> list[dt.date]:
    """The quarter days (1 Jan, Apr, Jul, Oct) from `first` to `last`, newest MAX_PROBES."""
    out = []
    year, month = first.year, 1 + 3 * ((first.month - 1) // 3)
    while (day := dt.date(year, month, 1)) <= last:
        if day >= first:
            out.append(day)
        year, month = (year + 1, 1) if month == 10 else (year, month + 3)
    return out[-MAX_PROBES:]


def parse_document(fetcher: Fetcher, fetched: Fetched, schema: dict[str, Any]) -> Any:
    """A JSON document checked against its schema; a bad one is dropped from the cache."""
    try:
        value = jsontext.loads(fetched.content)
    except InputError as exc:
        fetcher.forget(fetched.url)
        maybe = "" if isinstance(exc, jsontext.TooLargeToRead) else ", perhaps cut short"
        raise UpstreamError(
            f"{fetched.label}: {fetched.url} is not valid JSON{maybe} "
            f"({len(fetched.content)} bytes; {exc})"
        ) from None
    error = jsonschema.exceptions.best_match(
        jsonschema.Draft202012Validator(schema).iter_errors(value)
    )
    if error is not None:
        fetcher.forget(fetched.url)
        where = "/".join(str(p) for p in error.absolute_path) or "the top level"
        raise UpstreamError(
            f"{fetched.label}: {fetched.url} is not in the expected format "
            f"({error.message} at {where})"
        )
    return value


def fetch_upstream(fetcher: Fetcher, sources: Sources) -> Upstream:
    """Download (or read from the cache) and check every upstream document."""
    found: dict[str, Fetched] = {}

    def document(url: str, label: str, expire: str, schema: dict[str, Any]) -> Any:
        fetched = fetcher.get(url, label, EXPIRY[expire])
        assert fetched is not None
        found[label] = fetched
        return parse_document(fetcher, fetched, schema)

    def optional_list(stem: str, expire: str) -> dict[str, Any] | None:
        label = f"list {stem}"
        fetched = fetcher.get(sources.list_url(stem), label, EXPIRY[expire], missing_ok=True)
        if fetched is None:
            return None
        found[label] = fetched
        return parse_document(fetcher, fetched, VECTOR_SCHEMA)

    cards = document(sources.cards_url, "card aggregate", "cards", CARDS_SCHEMA)
    vectors = {
        "current": document(
            sources.list_url("current"), "list current", "named list", VECTOR_SCHEMA
        )
    }
    upcoming = optional_list("upcoming", "named list")
    if upcoming is not None:
        vectors["upcoming"] = upcoming
    current = _vector_date(vectors["current"])
    latest = max(_vector_date(v) for v in vectors.values())
    for day in quarters(FIRST_LIST, latest):
        # a dated file after the current list may still be published: ask again sooner
        vector = optional_list(day.isoformat(), "dated list" if day <= current else "named list")
        if vector is not None:
            vectors[day.isoformat()] = vector
    cdb = None
    if sources.cdb_url:
        fetched = fetcher.get(sources.cdb_url, "EDOPro card database", EXPIRY["cdb"])
        assert fetched is not None
        found["EDOPro card database"] = fetched
        cdb = fetched.content
    return Upstream(cards=cards, vectors=vectors, cdb=cdb, fetched=found)


def _vector_date(vector: dict[str, Any]) -> dt.date:
    try:
        return dt.date.fromisoformat(vector["date"])
    except ValueError:
        raise UpstreamError(f"Limit Regulation file has a bad date: {vector['date']!r}") from None
