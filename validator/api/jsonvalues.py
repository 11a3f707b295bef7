"""Refuse JSON values that no JSON answer can repeat: non-finite numbers and lone surrogates.

Python's JSON parser accepts `NaN`, `Infinity` and numbers beyond a double (`1e309` becomes
infinity), and keeps a lone surrogate (`"\\ud800"`, or its raw CESU-8 bytes) in a string. None
of them can be written back as JSON or UTF-8, so a 422 repeating such an input, or a report
naming such a card, could not be sent. An app-wide dependency looks at the parsed body first
and answers 422 naming each such value, before any model sees it; the 422 handler writes any
such value that still reaches it (a body that is not JSON, bytes that are not UTF-8) as text.
"""

from __future__ import annotations

import json
import math
from typing import Any

from fastapi import Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

Loc = tuple[str | int, ...]


def printable(text: str) -> str:
    """The text with each lone surrogate written as its escape (`\\ud800`)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _lone_surrogate(text: str) -> str | None:
    """The first lone surrogate of the text, escaped, or None (a valid pair is one character
    once parsed, so any surrogate left is alone)."""
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return printable(text[exc.start : exc.start + 1])
    return None


def _written(number: float) -> str:
    """A non-finite number as JavaScript writes it."""
    return "NaN" if math.isnan(number) else ("-" if number < 0 else "") + "Infinity"


def _number_error(loc: Loc, number: float) -> dict[str, Any]:
    return {
        "type": "finite_number",
        "loc": loc,
        "msg": "Input should be a finite number (JSON has no NaN or Infinity, and a number "
        "must be within ±1.8e308)",
        "input": _written(number),
    }


def _text_error(loc: Loc, text: str, surrogate: str) -> dict[str, Any]:
    return {
        "type": "string_unicode",
        "loc": loc,
        "msg": f"Input should be text: a lone surrogate ({surrogate}) is not a character",
        "input": printable(text[:200]),
    }


def unsafe_values(value: Any, loc: Loc = ("body",)) -> list[dict[str, Any]]:
    """A validation error, in pydantic's shape, per non-finite number or string with a lone
    surrogate (a key included) in parsed JSON. Iterative: a body may be nested deeply."""
    errors: list[dict[str, Any]] = []
    stack: list[tuple[Loc, Any]] = [(loc, value)]
    while stack:
        where, item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            errors.append(_number_error(where, item))
        elif isinstance(item, str) and (surrogate := _lone_surrogate(item)):
            errors.append(_text_error(where, item, surrogate))
        elif isinstance(item, dict):
            for key, inner in reversed(item.items()):
                if surrogate := _lone_surrogate(key):
                    errors.append(_text_error((*where, printable(key)), key, surrogate))
                else:
                    stack.append(((*where, key), inner))
        elif isinstance(item, list):
            stack.extend(((*where, i), inner) for i, inner in reversed(list(enumerate(item))))
    return errors


async def refuse_unrepeatable_json(request: Request) -> None:
    """The app-wide dependency: 422 for a JSON body holding values JSON cannot repeat.

    FastAPI has parsed the body already (Starlette keeps it on the request), and answered a
    malformed one with its own 422; a body that is not JSON is not looked at.
    """
    if request.method not in ("POST", "PUT", "PATCH") or not _is_json(request):
        return
    if not await request.body():
        return
    try:
        value = await request.json()  # parsed once: Starlette keeps it
    except (ValueError, RecursionError):
        return  # not JSON after all: the body's model refuses it
    if not _repeatable(value) and (errors := unsafe_values(value)):
        raise RequestValidationError(errors)


def _repeatable(value: Any) -> bool:
    """Whether JSON can hold the value: the C encoder answers a large body in milliseconds,
    where the walk that names each bad value would take a good part of a second (a body too
    deeply nested for the encoder is walked)."""
    try:
        json.dumps(value, allow_nan=False, ensure_ascii=False).encode("utf-8")
    except (ValueError, UnicodeEncodeError, RecursionError):
        return False
    return True


def _is_json(request: Request) -> bool:
    kind = request.headers.get("content-type", "application/json").split(";")[0].strip()
    return kind == "application/json" or kind.endswith("+json")


_AS_TEXT = {
    bytes: lambda data: printable(data.decode("utf-8", "backslashreplace")),
    str: printable,
    float: lambda number: number if math.isfinite(number) else _written(number),
}


async def validation_error(_: Request, exc: Exception) -> JSONResponse:
    """FastAPI's 422 answer, with every value it repeats written so that JSON can hold it."""
    assert isinstance(exc, RequestValidationError)
    return JSONResponse(
        {"detail": jsonable_encoder(exc.errors(), custom_encoder=_AS_TEXT)}, status_code=422
    )
