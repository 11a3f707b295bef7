"""The project's errors, each with a message that names the problem.

`InputError`: a problem in what the user gave (the CLI exits 2, the API answers 4xx).
`GameError`: games that could not be played (the CLI exits 1).
"""

from __future__ import annotations

from collections.abc import Collection

LISTED = 20  # items a message names before it only counts the rest


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


class GameError(RuntimeError):
    """Games that could not be played: the engine failed on one, or the processes or cluster
    playing them died for good. The message names the matchup and the games, and says why."""


def listed(items: Collection[str], sep: str = ", ") -> str:
    """The items joined for a message, the first 20 named and the rest counted.

    A deck of 150,000 unknown cards then gives a line a person can read, not a megabyte.
    """
    shown = sep.join(item for _, item in zip(range(LISTED), items, strict=False))
    rest = len(items) - LISTED
    return f"{shown}{sep}... and {rest:,} more" if rest > 0 else shown
