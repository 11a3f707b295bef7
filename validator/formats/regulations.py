"""Which list and which rules are in force on a date, for each format."""

from __future__ import annotations

import bisect
import datetime as dt
import json
import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from validator.errors import InputError
from validator.formats.model import FormatDefinition, LimitList, Rules
from validator.paths import bundled, data_root


class DateError(InputError):
    """A date that is malformed or outside what a format can judge: bad input like any other."""


# Exactly YYYY-MM-DD in ASCII digits: `date.fromisoformat` alone also reads "20260101" and
# week dates ("2026-W01-1"), which the messages and the HTTP API do not accept.
ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def parse_date(text: str | dt.date | None) -> dt.date:
    """A YYYY-MM-DD date (today when None), with a clear error for anything else.

    Surrounding whitespace is ignored (a date read from a file or `$(...)` ends in a newline).
    """
    if text is None:
        return dt.date.today()
    if isinstance(text, dt.date):
        return text
    try:
        if not isinstance(text, str) or not ISO_DATE.fullmatch(text.strip()):
            raise ValueError(text)
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        raise DateError(f"not a date: {text!r} (expected YYYY-MM-DD)") from None


def _merge(base: Rules, change: Rules) -> Rules:
    """Rules with every value the change sets replacing the base value."""
    merged = base.model_dump(exclude_none=True) | change.model_dump(exclude_none=True)
    return Rules.model_validate(merged)


@dataclass(frozen=True)
class Format:
    """A format resolved against its parents: answers which rules apply on a date."""

    definition: FormatDefinition
    chain: tuple[FormatDefinition, ...]  # root first, this format last
    _cache: dict[dt.date, Rules] = field(default_factory=dict, compare=False, repr=False)

    @property
    def name(self) -> str:
        return self.definition.name

    @property
    def since(self) -> dt.date | None:
        return next((d.since for d in reversed(self.chain) if d.since), None)

    def rules_on(self, date: dt.date) -> Rules:
        """The rule values in force on a date: each format's base then its dated changes."""
        cached = self._cache.get(date)
        if cached is None:
            cached = self._cache[date] = self._resolve_on(date)
        return cached

    def _resolve_on(self, date: dt.date) -> Rules:
        if self.since and date < self.since:
            raise DateError(
                f"{date.isoformat()} is before {self.name!r} existed "
                f"(first day {self.since.isoformat()})"
            )
        rules = Rules()
        for definition in self.chain:
            rules = _merge(rules, definition.rules)
        changes = sorted(
            (c for d in self.chain for c in d.changes), key=lambda change: change.since
        )
        for change in changes:
            if change.since <= date:
                rules = _merge(rules, change.rules)
        return rules


class Regulations:
    """Every Limit Regulation list and every format definition."""

    def __init__(self, lists: list[LimitList], formats: list[FormatDefinition]) -> None:
        self.lists = sorted(lists, key=lambda item: item.effective_date)
        self._dates = [item.effective_date for item in self.lists]
        self._definitions = {f.name: f for f in formats}
        self.formats = {name: self._resolve(name) for name in sorted(self._definitions)}

    def _resolve(self, name: str) -> Format:
        chain: list[FormatDefinition] = []
        current: str | None = name
        while current is not None:
            if current not in self._definitions or any(d.name == current for d in chain):
                raise ValueError(f"format {name!r}: missing or circular parent {current!r}")
            definition = self._definitions[current]
            chain.insert(0, definition)
            current = definition.extends
        return Format(self._definitions[name], tuple(chain))

    def format(self, name: str) -> Format:
        try:
            return self.formats[name]
        except KeyError:
            known = ", ".join(self.formats)
            raise KeyError(f"unknown format {name!r} (known: {known})") from None

    def list_on(self, date: dt.date) -> LimitList | None:
        """The list with the latest effective date on or before `date`; None before the first."""
        index = bisect.bisect_right(self._dates, date)
        return self.lists[index - 1] if index else None

    def list_dated(self, effective: dt.date) -> LimitList | None:
        """The list that took effect exactly on this date."""
        index = bisect.bisect_left(self._dates, effective)
        if index < len(self._dates) and self._dates[index] == effective:
            return self.lists[index]
        return None


def read_regulations(root: Path, formats_root: Path | None = None) -> Regulations:
    """Lists from `root/limits/*.json` and formats from `(formats_root or root)/formats/*.json`."""
    lists = [
        LimitList.model_validate_json(path.read_bytes())
        for path in sorted((root / "limits").glob("*.json"))
    ]
    formats = [
        FormatDefinition.model_validate(json.loads(path.read_bytes()))
        for path in sorted(((formats_root or root) / "formats").glob("*.json"))
    ]
    return Regulations(lists, formats)


_in_use: tuple[Path, Regulations] | None = None


def load_regulations(root: Path | None = None) -> Regulations:
    """The regulations, loaded once per folder (the data in use unless a folder is given).

    The lists come from the data in use (the user's latest update or the bundle, see
    `validator.paths`); format definitions are rules of this package and always come from the
    bundle.
    """
    if root is not None:
        return _load_regulations_at(root, root)
    global _in_use
    data = data_root()  # resolved once; compared by identity so the hot path builds no Path
    if _in_use is None or _in_use[0] is not data:
        _in_use = (data, _load_regulations_at(data / "regulations", bundled("regulations")))
    return _in_use[1]


@cache
def _load_regulations_at(root: Path, formats_root: Path) -> Regulations:
    return read_regulations(root, formats_root)
