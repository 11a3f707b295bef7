"""Reading JSON that a user (or an upstream server) wrote: every failure an InputError.

Python's reader fails on more than bad syntax: arrays and objects nested deeper than the
interpreter's recursion limit raise RecursionError, and an integer of more digits than
`sys.get_int_max_str_digits()` (4,300) raises a bare ValueError. Neither says where; `loads`
turns each into a message with the reason and, where it can, the line.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

from validator.errors import InputError


class TooLargeToRead(InputError):
    """Well-formed perhaps, but nested too deep or holding a number too long to read."""


# A string (skipped whole, so brackets in names do not count), a bracket, or a line break.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}\n]')


def loads(data: str | bytes, source: str | None = None) -> Any:
    """The value of a JSON text; InputError naming the source, the reason and the line."""
    text = _decoded(data, source) if isinstance(data, bytes) else data
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", source=source, line=exc.lineno) from None
    except RecursionError:
        depth, line = _deepest(text)
        reason = f"arrays and objects nested {depth:,} deep, too deep to read"
        raise TooLargeToRead(f"invalid JSON: {reason}", source=source, line=line) from None
    except ValueError:  # an integer over the interpreter's digit limit
        digits, line = _longest_number(text)
        reason = f"a number of {digits:,} digits, too long to read"
        raise TooLargeToRead(f"invalid JSON: {reason}", source=source, line=line) from None


def _decoded(data: bytes, source: str | None) -> str:
    """The text of JSON bytes, in the encoding JSON allows (UTF-8, -16 or -32)."""
    try:
        return data.decode(json.detect_encoding(data), "surrogatepass")
    except UnicodeDecodeError as exc:
        raise InputError(f"not UTF-8 text (byte {exc.start})", source=source) from None


def _deepest(text: str) -> tuple[int, int | None]:
    """The deepest nesting of a JSON text and the line where it is first reached."""
    depth = deepest = 0
    line, at = 1, None
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token == "\n":
            line += 1
        elif token in "[{":
            depth += 1
            if depth > deepest:
                deepest, at = depth, line
        elif token in "]}":
            depth -= 1
        else:
            line += token.count("\n")  # a string cannot hold one, but a broken text may
    return deepest, at


def _longest_number(text: str) -> tuple[int, int | None]:
    """The digits of the first number over the digit limit, and its line."""
    limit = sys.get_int_max_str_digits()
    match = re.search(rf"\d{{{limit + 1},}}", text) if limit else None
    if match is None:
        return limit, None
    return len(match.group()), text.count("\n", 0, match.start()) + 1
