"""Errors that name a problem in what the user gave: the CLI exits 2, the API answers 4xx."""

from __future__ import annotations


class InputError(ValueError):
    """Bad user input: a malformed file, an unknown card asked for by name, a wrong date."""

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None):
        self.source = source
        self.line = line
        where = source or ""
        if line is not None:
            where = f"{where}:{line}" if where else f"line {line}"
        super().__init__(f"{where}: {message}" if where else message)
        self.detail = message
